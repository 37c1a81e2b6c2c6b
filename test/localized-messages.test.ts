// What the app says of a deck's problems, a list's problems and a refusal, in both languages (renderer/lib/problems.ts,
// renderer/lib/errors.ts), on what the real API answers over real cards: the Japanese UI names boards, formats, games
// and cards as its catalog and the card data do, and no refusal shows a character offset, an escape or the input
// validator's own words. The window's settings are a plain object here (the app's hold Svelte state).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../electron/api/index.ts';
import { createApi } from '../electron/api/index.ts';
import { ApiError } from '../protocol/errors.ts';
import { SEARCH_ERROR_CODES } from '../engine/search/errors.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';
import type { Locale } from '../renderer/lib/settings.svelte.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { problemText, listProblemText } = await import('../renderer/lib/problems.ts');
const { errorText, queryError, queryErrorText } = await import('../renderer/lib/errors.ts');

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['C21', 'M21'], { duelMasters: true });
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
});
afterAll(() => cleanup());
beforeEach(() => {
  settings.locale = 'en';
});

async function validated(text: string, format: string) {
  const { deck } = await api.invoke('decks.import', { text });
  return api.invoke('decks.validate', { deck, format });
}

/** The validator's English card names as the editor shows them: Japanese where the card data has a name. */
async function editorNames(locale: Locale): Promise<(name: string) => string> {
  const names = new Map<string, string>();
  for (const name of ['Sol Ring', 'Osgir, the Reconstructor']) {
    const card = await api.invoke('cards.get', { name });
    names.set(name, (locale === 'ja' && card.localizedNames.ja) || name);
  }
  return (name) => names.get(name) ?? name;
}

async function refusal(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("a deck's problems", () => {
  it('in Japanese, name the boards, the format and the cards as the catalog and the card data do', async () => {
    settings.locale = 'ja';
    const context = { locale: 'ja' as const, format: 'standard', cardName: await editorNames('ja') };
    const standard = await validated('1 Sol Ring\n10 Island', 'standard');
    const byCode = new Map(standard.problems.map((p) => [p.code, problemText(p, context)]));
    expect(byCode.get('deck.size')).toBe('メインデッキは 11 枚です（60 枚以上にしてください）');
    expect(byCode.get('legality.not-legal')).toBe('太陽の指輪 は スタンダード で使用できません');

    const commander = await validated(
      'Commander\n1 Osgir, the Reconstructor\n\nDeck\n1 Sol Ring\n2 Mountain',
      'commander',
    );
    const size = commander.problems.find((p) => p.code === 'deck.size')!;
    expect(problemText(size, { ...context, format: 'commander' })).toBe(
      'メインデッキと統率者は 4 枚です（ちょうど 100 枚にしてください）',
    );
  });

  it("in English, are the validator's own sentences, with boards in words", async () => {
    const standard = await validated('1 Sol Ring\n10 Island', 'standard');
    const context = { locale: 'en' as const, format: 'standard', cardName: await editorNames('en') };
    expect(standard.problems.map((p) => problemText(p, context))).toEqual([
      'Standard: the main deck must hold at least 60 cards, not 11',
      'Sol Ring is not legal in Standard',
    ]);
  });
});

describe("a list's problems", () => {
  const LIST = '4 Sol Ring\n1 Aqua Hulcus\n1 Llanowar Elvs\n1 Island (M21) 999\n1 Swamp (M21) 262';

  it('are worded by their code and values in Japanese, and are the reader’s own sentences in English', async () => {
    const { problems } = await api.invoke('decks.import', { text: LIST });
    settings.locale = 'ja';
    expect(problems.map((p) => listProblemText(p, 'ja'))).toEqual([
      '「Aqua Hulcus」という名前のカードはありません（デュエル・マスターズのカードにだけあります）',
      '「Llanowar Elvs」という名前のカードはありません',
      'M21 999 はカードデータにありません。カードは残し、版は固定しません',
      'M21 262 は「Plains」で「Swamp」ではありません。名前を優先し、版は固定しません',
    ]);
    settings.locale = 'en';
    expect(problems.map((p) => listProblemText(p, 'en'))).toEqual(problems.map((p) => p.message));
  });

  it('a code whose values did not come keeps its English sentence', () => {
    settings.locale = 'ja';
    const message = 'no card named "Sol Rnig"';
    expect(listProblemText({ code: 'unknown-card', message }, 'ja')).toBe(message);
  });
});

describe('an input the API refuses', () => {
  it('a field the screens let the player type is worded in the window’s language, without validator words', async () => {
    const deck = { game: 'mtg' as const, name: 'Islands', boards: { main: [{ name: 'Island', count: 60 }] } };
    const error = await refusal(() => api.invoke('sim.run', { deck, games: -5 }));
    expect(errorText(error)).toBe('Invalid input: the number of games must be at least 1, not -5');
    settings.locale = 'ja';
    expect(errorText(error)).toBe('入力が正しくありません: ゲーム数は 1 以上にしてください（指定は -5）');
  });

  it('a field the screens never show keeps the API’s plain English line after the localized lead', async () => {
    const deck = { game: 'mtg' as const, name: 'Islands', boards: { main: [{ name: 'Island', count: 60 }] } };
    const error = await refusal(() => api.invoke('sim.run', { deck, sides: ['first'] as never }));
    settings.locale = 'ja';
    expect(errorText(error)).toBe('入力が正しくありません: the sides.0 must be one of play, draw');
  });

  it('a query too long is worded in the search box', async () => {
    const query = 'a'.repeat(2001);
    const error = queryError(await refusal(() => api.invoke('cards.search', { query })));
    expect(queryErrorText(error, query)).toBe(
      'Cannot read the query: the query is 2,001 characters long; at most 2,000',
    );
    settings.locale = 'ja';
    expect(queryErrorText(error, query)).toBe(
      'クエリを読めません: 検索クエリが長すぎます: 2,001 文字（2,000 文字まで）',
    );
  });
});

describe('a search the language cannot read', () => {
  const CASES = [
    { query: 'c>=', en: '“c>=” is not a color', ja: '「c>=」は色ではありません' },
    { query: 't:', en: '“t:” needs a value', ja: '「t:」の後に値が必要です' },
    { query: 'a "', en: 'A quote (") is not closed', ja: '引用符（"）が閉じられていません' },
    { query: 'colr:red', en: 'Unknown keyword “colr”', ja: '「colr」というキーワードはありません' },
    { query: 'o<draw', en: '“o” takes “:” or “=”, not “<”', ja: '「o」に使えるのは「:」か「=」で、「<」は使えません' },
    { query: 't:elf or', en: '“or” needs a search term after it', ja: '「or」の後に検索語が必要です' },
    { query: 's:zzz', en: '“s:zzz”: no set has this code', ja: '「s:zzz」: このコードのセットはありません' },
  ];

  it.each(CASES)('$query: one sentence in either language, no offset, no escape', async ({ query, ...said }) => {
    const error = queryError(await refusal(() => api.invoke('cards.search', { query })));
    for (const locale of ['en', 'ja'] as const) {
      settings.locale = locale;
      expect(queryErrorText(error, query)).toBe(said[locale]);
    }
  });

  it('a mistake without words of its own: its English reason after the lead, without the offset', async () => {
    const query = 'order:nonsense';
    const error = queryError(await refusal(() => api.invoke('cards.search', { query })));
    settings.locale = 'ja';
    expect(queryErrorText(error, query)).toBe(`クエリを読めません: ${error.reason}`);
    expect(queryErrorText(error, query)).not.toMatch(/ at \d+$/);
  });

  it.each(SEARCH_ERROR_CODES)('%s has English and Japanese words', (code) => {
    const key = `searchError.${code}`;
    expect(Object.hasOwn(en, key) && Object.hasOwn(ja, key), key).toBe(true);
  });
});
