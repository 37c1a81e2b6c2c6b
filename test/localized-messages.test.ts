// What the app says of a deck's problems, a list's problems and a refusal, in both languages (renderer/lib/problems.ts,
// renderer/lib/errors.ts), on what the real API answers over real cards: the Japanese UI names boards, formats, games
// and cards as its catalog and the card data do, and no refusal shows a character offset, an escape or the input
// validator's own words. The window's settings are a plain object here (the app's hold Svelte state).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer, type AddressInfo } from 'node:net';
import type { Api } from '../electron/api/index.ts';
import { createApi } from '../electron/api/index.ts';
import { ApiError, isApiErrorData, type ApiErrorData } from '../protocol/errors.ts';
import { REASON_CODES, isSkipCode } from '../engine/text/reasons.ts';
import { openDatabase } from '../db/open.ts';
import { parseKeepSpec } from '../engine/goldfish/keep-spec.ts';
import { SEARCH_ERROR_CODES } from '../engine/search/errors.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import { sharedPath, tempDir } from './shared-data.ts';
import { startScryfallStandIn, type StandInOptions } from '../e2e/scryfall-stand-in.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';
import type { Locale } from '../renderer/lib/settings.svelte.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { problemText, listProblemText, exportNoticeText, collectionExportNoticeText } =
  await import('../renderer/lib/problems.ts');
const { errorText, failureText, invalidInputText, queryError, queryErrorText, skipText } =
  await import('../renderer/lib/errors.ts');
const { skipGroups } = await import('../renderer/lib/skipped-records.ts');
const { t } = await import('../renderer/i18n/index.ts');

const OSGIR = 'Osgir, the Reconstructor';

let api: Api;
let cleanup: () => void;
/** The test's own SQLite file: a real binary file. */
let dbFile: string;
beforeAll(() => {
  const built = buildDeckTestDb(['C21', 'M21'], { duelMasters: true });
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
  dbFile = built.file;
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
    expect(byCode.get('deck.size')).toBe('メインデッキは11枚です（60枚以上にしてください）');
    expect(byCode.get('legality.not-legal')).toBe('太陽の指輪は「スタンダード」で使用できません');

    const commander = await validated(
      'Commander\n1 Osgir, the Reconstructor\n\nDeck\n1 Sol Ring\n2 Mountain',
      'commander',
    );
    const size = commander.problems.find((p) => p.code === 'deck.size')!;
    expect(problemText(size, { ...context, format: 'commander' })).toBe(
      'メインデッキと統率者は4枚です（ちょうど100枚にしてください）',
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
      'M21 999はカードデータにありません。カードは残し、版は固定しません',
      'M21 262は「Plains」で「Swamp」ではありません。名前を優先し、版は固定しません',
    ]);
    settings.locale = 'en';
    expect(problems.map((p) => listProblemText(p, 'en'))).toEqual(problems.map((p) => p.message));
  });

  it('a .dek line naming a Duel Masters card by a CatID no printing has gives both reasons, in either language', async () => {
    const dek = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
    const dmJson = readFileSync(sharedPath('duelmasters/Latepate64-DuelMastersCards.json'), 'utf8');
    const [{ name: dmName }] = (JSON.parse(dmJson) as { cards: { name: string }[] }).cards;
    // Blur Sliver's CatID 49370 is an M14 printing, a set the card data here lacks (C21, M21).
    const text = dek.replace('Name="Blur Sliver"', `Name="${dmName}"`);
    const line = text.split('\n').findIndex((l) => l.includes(`Name="${dmName}"`)) + 1;
    const { problems } = await api.invoke('decks.import', { text, fileName: 'sliver.dek' });
    const [named] = problems.filter((p) => p.line === line);
    expect(named).toMatchObject({
      code: 'unknown-card',
      params: { name: dmName, catalogId: '49370', otherGame: 'dm', kind: 'name-and-catalog-id' },
    });
    const english = `no card named "${dmName}" (only a Duel Masters card has this name), and its CatID 49370 is no printing in the card data`;
    expect(listProblemText(named, 'en')).toBe(english);
    settings.locale = 'ja';
    expect(listProblemText(named, 'ja')).toBe(
      `「${dmName}」という名前のカードはなく（デュエル・マスターズのカードにだけあります）、CatID 49370もカードデータのどの版でもありません`,
    );
  });

  it("an MTGO .dek or Cockatrice .cod that does not parse: the kind of failure in words, the parser's as a note", async () => {
    const dek = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
    const cod = readFileSync(sharedPath('decks/cockatrice-cod/AzoriusControl_KHM.cod'), 'utf8');
    const cut = dek.slice(0, dek.indexOf('<Cards', dek.indexOf('<Cards') + 1) + 12);
    const broken = (await api.invoke('decks.import', { text: cut, format: 'mtgo-dek' })).problems;
    const renamed = cod.replaceAll('cockatrice_deck', 'deck');
    const noRoot = (await api.invoke('decks.import', { text: renamed, format: 'cockatrice' })).problems;
    const [xml] = broken.filter((p) => p.code === 'malformed-file');
    const [root] = noRoot.filter((p) => p.code === 'malformed-file');
    expect(xml.params).toMatchObject({ kind: 'xml' });
    expect(listProblemText(xml, 'en')).toBe(xml.message);
    settings.locale = 'ja';
    expect(listProblemText(xml, 'ja')).toMatch(
      /^XML として読めません。タグの閉じ忘れや引用符の抜けがないか確認してください（技術情報: .+）$/,
    );
    expect(listProblemText(root, 'ja')).toBe('ファイルに <cockatrice_deck> 要素がありません');
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
    expect(errorText(error)).toBe('入力が正しくありません: ゲーム数は1以上にしてください（指定は-5）');
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
    expect(queryErrorText(error, query)).toBe('クエリを読めません: 検索クエリが長すぎます: 2,001文字（2,000文字まで）');
  });
});

describe('a search the language cannot read', () => {
  const CASES = [
    { query: 'c>=', en: '“c>=” is not a color', ja: '「c>=」は色ではありません' },
    { query: 't:', en: '“t:” needs a value', ja: '「t:」の後に値が必要です' },
    { query: 'a "', en: 'A quote (") is not closed', ja: '引用符（"）が閉じられていません' },
    {
      query: 'colr:red',
      en: 'Unknown keyword “colr”; did you mean “color:” or “c:”?',
      ja: '「colr」というキーワードはありません。「color:」か「c:」のことですか？',
    },
    { query: 'zzzz:red', en: 'Unknown keyword “zzzz”', ja: '「zzzz」というキーワードはありません' },
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

describe('a refusal that names its reason (engine/text/reasons.ts)', () => {
  it.each(REASON_CODES)('%s has English and Japanese words', (code) => {
    const key = `reason.${code}`;
    expect(Object.hasOwn(en, key) && Object.hasOwn(ja, key), key).toBe(true);
  });

  it('the catalogs name no reason the code does not give', () => {
    const listed = Object.keys(en).filter((k) => k.startsWith('reason.'));
    expect(listed.map((k) => k.slice('reason.'.length)).sort()).toEqual([...REASON_CODES].sort());
  });

  it('a deck with no main deck cannot be played: worded in the window’s language of the moment', async () => {
    const deck = {
      game: 'mtg' as const,
      name: 'Only a commander',
      boards: { commander: [{ name: 'Sol Ring', count: 1 }] },
    };
    const error = await refusal(() => api.invoke('playtest.deck', { deck }));
    expect(error.reason).toBe('deck.empty-main');
    expect(errorText(error)).toBe('Invalid input: the main deck of “Only a commander” is empty');
    settings.locale = 'ja';
    expect(errorText(error)).toBe('入力が正しくありません: 「Only a commander」のメインデッキにカードがありません');
  });

  it('a deck with a card the data lacks cannot be simulated, and the reason crosses as data', async () => {
    const deck = { game: 'mtg' as const, name: 'Typo', boards: { main: [{ name: 'Sol Rnig', count: 60 }] } };
    const data: unknown = JSON.parse(JSON.stringify(await refusal(() => api.invoke('sim.run', { deck }))));
    expect(isApiErrorData(data)).toBe(true);
    const error = ApiError.fromData(data as ApiErrorData);
    expect(error.reason).toBe('deck.unknown-cards');
    settings.locale = 'ja';
    expect(errorText(error)).toBe(
      '入力が正しくありません: 「Typo」にカードデータで特定できないカードがあります: Sol Rnig',
    );
  });

  it('a collection file without a name column, and a pool list of no known card', async () => {
    const csv = await refusal(() => api.invoke('collection.preview', { text: 'Count,Set\n2,M21', mode: 'merge' }));
    const pool = await refusal(() =>
      api.invoke('pools.create', { name: 'P', kind: 'sealed', game: 'mtg', text: '1 Sol Rnig' }),
    );
    settings.locale = 'ja';
    expect(errorText(csv)).toBe('ファイルを読めません: 1行目の見出しにカード名の列がありません（Count, Set）');
    expect(errorText(pool)).toBe('ファイルを読めません: リストにカードデータにあるカードが1枚もありません');
  });

  it('keep rules the lab cannot read are worded by their reason', () => {
    const deck = [{ name: 'Wild Growth', tags: ['ramp'] }];
    const refusedRule = (spec: string, entries: Parameters<typeof parseKeepSpec>[1] = deck) => {
      try {
        parseKeepSpec(spec, entries);
      } catch (error) {
        return error;
      }
      throw new Error(`"${spec}" was read`);
    };
    expect(invalidInputText(refusedRule('7:5-2'))).toBe(
      'Invalid input: the keep rule “7:5-2” asks for at least 5 and at most 2 lands',
    );
    settings.locale = 'ja';
    const specs = [
      '7:5-2',
      '8:2-5',
      '7:2-5,7:1-4',
      'six',
      '',
      '6:2-4+7 tag:ramp',
      '7:2-5+"Sol Ring"',
      '7:2-5+tag:draw',
    ];
    expect(specs.map((spec) => invalidInputText(refusedRule(spec)))).toEqual([
      '入力が正しくありません: キープ基準（7:5-2）は、最少の土地5枚が最多の2枚を超えています',
      '入力が正しくありません: キープ基準（8:2-5）は手札8枚の基準です。手札の枚数は1〜7です（CR 103.5）',
      '入力が正しくありません: 手札7枚のキープ基準が2つあります',
      '入力が正しくありません: キープ基準を読めません（six）。「手札の枚数:最少-最多の土地」（例「7:2-5」）か「4:always」のように書き、手札に求めるカードは「+」のあとに「」か引用符で囲んだ名前かタグで書いてください（例: 7:2-5 + 「繁茂」、7:2-5 + tag:ramp）',
      '入力が正しくありません: キープ基準が空です。7:2-5,6:2-4,5:1-4,4:0-7（手札の枚数:土地の枚数）のように書いてください',
      '入力が正しくありません: キープ基準（6:2-4+7 tag:ramp）はカードを7枚求めています。手札6枚に求められるのは1〜6枚です',
      '入力が正しくありません: キープ基準（7:2-5+"Sol Ring"）が求める「Sol Ring」という名前のカードはデッキにありません',
      '入力が正しくありません: キープ基準（7:2-5+tag:draw）が求めるタグ「draw」の付いたカードはデッキにありません',
    ]);
    // A deck's name no quotes can hold, named by the player in other quotes (curly and straight fold alike).
    const unquotable = refusedRule('7:2-5+"Say “Hi“ Yo」 “Ok“"', [{ name: 'Say "Hi" Yo」 “Ok”' }]);
    expect(invalidInputText(unquotable)).toBe(
      '入力が正しくありません: カード名が " と ” と、開き括弧「と対にならない閉じ括弧」をすべて含むため、キープ基準のどの引用符でも囲めません: Say "Hi" Yo」 “Ok”',
    );
    settings.locale = 'en';
    expect(invalidInputText(unquotable)).toBe(
      'Invalid input: the name Say "Hi" Yo」 “Ok” holds " and ” and a 」 no 「 of its own opens, so no quotes of a keep rule can hold it',
    );
  });
});

describe('a file refused whole: too large, too long or binary (engine/text/limits.ts)', () => {
  it('a binary file given as a deck list names its first NUL in either language', async () => {
    const bytes = new Uint8Array(readFileSync(dbFile).subarray(0, 64 * 1024));
    const error = await refusal(() => api.invoke('decks.import', { bytes, fileName: 'cards.sqlite' }));
    expect(error.reason).toBe('input.nul');
    expect(errorText(error)).toBe(
      'Unreadable file: the deck list is not text (a NUL character on line 1): a binary file, or UTF-16 without a byte order mark',
    );
    settings.locale = 'ja';
    expect(errorText(error)).toBe(
      'ファイルを読めません: デッキリストがテキストではありません（1行目に NUL 文字）。バイナリファイルか、BOM のない UTF-16 です',
    );
  });

  it('a collection CSV with a line too long, and one of too many bytes', async () => {
    const line = await refusal(() =>
      api.invoke('collection.preview', { text: `Name,Quantity\nSol Ring,1${' '.repeat(20_000)}`, mode: 'merge' }),
    );
    const bytes = await refusal(() =>
      api.invoke('collection.preview', { bytes: new Uint8Array(40 * 1024 * 1024), mode: 'merge' }),
    );
    expect([line.reason, bytes.reason]).toEqual(['input.line-too-long', 'input.too-many-bytes']);
    settings.locale = 'ja';
    expect(errorText(line)).toMatch(
      /^ファイルを読めません: コレクションの CSV ファイルの2行目が長すぎます: 20,010文字（1行16,384文字まで）$/,
    );
    expect(errorText(bytes)).toMatch(
      /^ファイルを読めません: コレクションの CSV ファイルが大きすぎます: 41,943,040バイト（33,554,432バイトまで読み込めます）$/,
    );
  });

  it.each([
    ['input.too-many-characters', { input: 'deck-list', size: 5_000_000, max: 4_194_304 }],
    ['input.too-many-lines', { input: 'deck-list', max: 50_000 }],
    ['input.binary', { input: 'collection-csv', controls: 200, length: 399 }],
  ] as const)('%s is worded in Japanese with its values', (reason, params) => {
    settings.locale = 'ja';
    const text = errorText(new ApiError('bad-file', 'English', undefined, params, reason));
    expect(text).not.toMatch(/[{}]|English|the /);
    for (const value of Object.values(params))
      if (typeof value === 'number') expect(text).toContain(value.toLocaleString('ja-JP'));
  });
});

describe('a card data file the import refuses: the file, the record, the kind of failure', () => {
  const folder = tempDir('decklab-import-words-');
  afterAll(() => folder.cleanup());
  const SETS_2019 = sharedPath('scryfall', 'sets-2019', 'akh.json');
  const imported = (file: string) => refusal(() => api.invoke('data.import', { files: [file] }));
  const written = (name: string, bytes: Uint8Array | string) => {
    const file = join(folder.dir, name);
    writeFileSync(file, bytes);
    return file;
  };

  it('a deck list is not card data: its first line is a technical note after the Japanese words', async () => {
    const file = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
    const error = await imported(file);
    expect(error.reason).toBe('import.unknown-csv');
    settings.locale = 'ja';
    expect(errorText(error)).toMatch(
      /^ファイルを読めません: .+Basri, Devoted Paladin\.txtの1件目: 既知のカードデータ形式ではありません（JSON でもカードの CSV でもありません）（技術情報: ".+"…?）$/,
    );
  });

  it('real card data cut short names the record where it ends', async () => {
    const text = readFileSync(SETS_2019, 'utf8');
    const file = written('akh-cut.json', text.slice(0, Math.floor(text.length / 2)));
    const error = await imported(file);
    expect(error.reason).toBe('import.truncated');
    settings.locale = 'ja';
    expect(errorText(error)).toMatch(
      /^ファイルを読めません: .+akh-cut\.jsonの\d+件目: JSONのデータが途中で終わっています。ファイルが途中で切れています$/,
    );
    settings.locale = 'en';
    expect(errorText(error)).toMatch(/^Unreadable file: .+akh-cut\.json, record \d+: the JSON data ends too soon/);
  });

  it("damaged gzip data keeps zlib's own words as the technical note", async () => {
    const gzip = gzipSync(readFileSync(SETS_2019));
    const file = written('akh-cut.json.gz', gzip.subarray(0, gzip.length - 64));
    const error = await imported(file);
    expect(error.reason).toBe('import.gzip-corrupt');
    settings.locale = 'ja';
    expect(errorText(error)).toMatch(
      /^ファイルを読めません: .+akh-cut\.json\.gz: gzip のデータが途中で切れているか、壊れています（技術情報: .+）$/,
    );
  });

  it('an SQLite file, a missing file and malformed JSON', async () => {
    const sqlite = await imported(dbFile);
    const missing = await imported(join(folder.dir, 'none.json'));
    const malformed = await imported(written('bad.json', '[{"object": "card",, "name": "Opt"}]'));
    expect([sqlite.reason, missing.reason, malformed.reason]).toEqual([
      'import.sqlite',
      'import.no-file',
      'import.malformed-json',
    ]);
    settings.locale = 'ja';
    expect(errorText(sqlite)).toMatch(/: SQLite のデータベースで、カードデータではありません$/);
    expect(errorText(missing)).toMatch(/none\.json: ファイルがありません$/);
    expect(errorText(malformed)).toMatch(
      /bad\.jsonの1件目: JSON の書き方が正しくありません（技術情報: Expected double-quoted property name.+）$/,
    );
  });
});

/** A port on 127.0.0.1 that nothing listens on: a server's, closed again (fetch refuses some ports itself). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a download that fails: what Decklab knows in words, the system’s own as a technical note', () => {
  const withApis = async (urls: { scryfall: string; mtgjson: string }, run: () => Promise<void>) => {
    const previous = [process.env.DECKLAB_SCRYFALL_API, process.env.DECKLAB_MTGJSON_API];
    process.env.DECKLAB_SCRYFALL_API = urls.scryfall;
    process.env.DECKLAB_MTGJSON_API = urls.mtgjson;
    try {
      await run();
    } finally {
      [process.env.DECKLAB_SCRYFALL_API, process.env.DECKLAB_MTGJSON_API] = previous;
      for (const [i, name] of ['DECKLAB_SCRYFALL_API', 'DECKLAB_MTGJSON_API'].entries())
        if (previous[i] === undefined) delete process.env[name];
    }
  };
  const standIn = async (options: StandInOptions, run: (url: string) => Promise<void>) => {
    const server = await startScryfallStandIn(options);
    try {
      await withApis({ scryfall: server.url, mtgjson: `${server.url}/api/v5` }, () => run(server.url));
    } finally {
      await server.close();
    }
  };

  it('no network: the host, then the system’s code; the list of sources says it per source', async () => {
    const closed = await closedPort();
    const host = `127.0.0.1:${closed}`;
    await withApis({ scryfall: `http://${host}`, mtgjson: `http://${host}/api/v5` }, async () => {
      const error = await refusal(() => api.invoke('data.download', { kind: 'oracle_cards' }));
      const sources = await api.invoke('data.sources', {});
      expect(error.reason).toBe('download.no-network');
      settings.locale = 'ja';
      expect(errorText(error)).toBe(
        `見つかりません: ネットワークにつながりません: ${host}に接続できませんでした（技術情報: ECONNREFUSED）`,
      );
      const problem = ApiError.fromData(sources[0].problem!);
      expect(failureText(problem)).toBe(
        `ネットワークにつながりません: ${host}に接続できませんでした（技術情報: ECONNREFUSED）`,
      );
    });
  });

  it('a download that broke off says how much is kept', async () => {
    await standIn({ breakAfter: 10_000 }, async () => {
      const error = await refusal(() => api.invoke('data.download', {}));
      expect(error.reason).toBe('download.broke-off');
      settings.locale = 'ja';
      expect(errorText(error)).toMatch(
        /^ファイルを読めません: http:\/\/127\.0\.0\.1:\d+\/oracle_cards\.jsonのダウンロードが0 MB で途切れました。もう一度ダウンロードすると続きから再開します（技術情報: .+）$/,
      );
      await api.invoke('data.download.discard', { kind: 'oracle_cards' });
    });
  });

  it('a bulk list whose entry is not a bulk file entry', async () => {
    await standIn({ entry: { download_uri: 'ftp://example.invalid/file.json' } }, async (url) => {
      const error = await refusal(() => api.invoke('data.download', {}));
      expect(error.reason).toBe('download.bad-bulk-entry');
      settings.locale = 'ja';
      expect(errorText(error)).toMatch(
        new RegExp(
          `^ファイルを読めません: ${url}/bulk-data: 「oracle_cards」の項目がバルクファイルの形になっていません（技術情報: .+）$`,
          's',
        ),
      );
    });
  });
});

describe('a deck or pool that is gone, and a Hall of Fame regulation file that cannot be read', () => {
  it('a deck, a version and a pool asked for by an id nothing has', async () => {
    const { id } = await api.invoke('decks.save', {
      deck: { game: 'mtg', name: 'Kept', format: 'standard', boards: { main: [{ name: 'Island', count: 60 }] } },
    });
    const refused = [
      await refusal(() => api.invoke('decks.get', { id: 987_654 })),
      await refusal(() => api.invoke('decks.get', { id, version: 40 })),
      await refusal(() => api.invoke('decks.delete', { id: 987_654 })),
      await refusal(() => api.invoke('pools.get', { id: 987_654 })),
    ];
    expect(refused.map((e) => e.reason)).toEqual([
      'deck.not-found',
      'deck.no-version',
      'deck.not-found',
      'pool.not-found',
    ]);
    settings.locale = 'ja';
    expect(refused.map(errorText)).toEqual([
      '見つかりません: ID 987654のデッキはありません（削除された可能性があります）',
      `見つかりません: デッキ${id}にバージョン40はありません`,
      '見つかりません: ID 987654のデッキはありません（削除された可能性があります）',
      '見つかりません: ID 987654のプールはありません（削除された可能性があります）',
    ]);
  });

  it('a regulation file names the record and what is wrong with it', async () => {
    const { deck } = await api.invoke('decks.import', { text: '4 Aqua Hulcus' });
    const validate = (regulation: unknown) =>
      refusal(() => api.invoke('decks.validate', { deck, format: 'dm', regulation }));
    const limit = await validate({ entries: [{ name: 'Aqua Hulcus', limit: 2, from: '2008-04-15' }] });
    const date = await validate({ entries: [{ name: 'Aqua Hulcus', limit: 1, from: '15/04/2008' }] });
    expect([limit.reason, date.reason]).toEqual(['regulation.limit', 'regulation.date']);
    expect(errorText(limit)).toBe(
      'Invalid input: regulation: entries[0].limit must be 0 (Premium Hall of Fame) or 1 (Hall of Fame), not 2',
    );
    settings.locale = 'ja';
    expect(errorText(limit)).toBe(
      '入力が正しくありません: regulation: entries[0].limitは0（プレミアム殿堂）か1（殿堂入り）にしてください（指定は2）',
    );
    expect(errorText(date)).toBe(
      '入力が正しくありません: regulation: entries[0].fromは YYYY-MM-DD の形の日付にしてください（指定は"15/04/2008"）',
    );
  });
});

describe("a collection file's rows", () => {
  it('unreadable cells, unknown cards and unpinned printings are worded by their code in Japanese', async () => {
    const text = [
      'Name,Quantity,Set code,Collector number,Condition',
      'Sol Ring,two,,,',
      'Sol Ring,1,,,Mint-ish',
      'Sol Rnig,1,,,',
      'Sol Ring,1,C21,999,',
      'Sol Ring,1,M21,1,',
    ].join('\n');
    const preview = await api.invoke('collection.preview', { text, mode: 'merge' });
    const rows = [
      ...preview.unreadable,
      ...[...preview.skipped, ...preview.unpinned].map((s) => ({ ...s, message: s.reason })),
    ];
    settings.locale = 'ja';
    expect(rows.map((p) => listProblemText(p, 'ja'))).toEqual([
      '枚数「two」が1〜1,000,000の整数ではありません',
      '状態「Mint-ish」がわかりません',
      '「Sol Rnig」という名前のカードはありません',
      'C21 999はカードデータにありません。カードは残し、版は固定しません',
      'M21 1は「Ugin, the Spirit Dragon」で「Sol Ring」ではありません。名前を優先し、版は固定しません',
    ]);
    settings.locale = 'en';
    expect(rows.map((p) => listProblemText(p, 'en'))).toEqual(rows.map((p) => p.message));
  });
});

describe("a deck export's notices", () => {
  it('name the list format and the boards in the window’s language', async () => {
    const read = await api.invoke('decks.import', { text: `Commander\n1 ${OSGIR}\n\nDeck\n1 Sol Ring\n2 Island` });
    const { main = [], commander } = read.deck.boards;
    const deck = { ...read.deck, boards: { commander, main: main.slice(0, 1), maybe: main.slice(1) } };
    const dek = await api.invoke('decks.export', { deck, format: 'mtgo-dek' });
    const notices = dek.notices;
    expect(notices.map((n) => exportNoticeText(n, 'en'))).toEqual(notices.map((n) => n.message));
    settings.locale = 'ja';
    expect(notices.map((n) => exportNoticeText(n, 'ja'))).toEqual([
      '「MTGO .dek」には候補の欄がないため、2枚は書き出していません',
      '「MTGO .dek」には統率者の欄がないため、1枚をサイドボードに書き出しました',
    ]);
  });

  it('a collection CSV names the columns its app lacks in the window’s language', async () => {
    const csv = [
      'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
      'Trade,binder,Sol Ring,C21,Commander 2021,263,normal,uncommon,2,1,,0.5,false,false,lightly_played,ja,USD',
    ].join('\n');
    await api.invoke('collection.import', { text: csv, mode: 'replace' });
    const { notices } = await api.invoke('collection.export', { flavor: 'mtgo' });
    expect(notices.map((n) => n.column).sort()).toEqual(['binder', 'condition', 'lang']);
    settings.locale = 'ja';
    expect(notices.map((n) => collectionExportNoticeText(n, 'MTGO'))).toEqual([
      'MTGOの CSV には状態の列がありません: 1行の状態は書き出されません',
      'MTGOの CSV には言語の列がありません: 1行の言語は書き出されません',
      'MTGOの CSV にはバインダー・フォルダーの列がありません: 1行のバインダー・フォルダーは書き出されません',
    ]);
    settings.locale = 'en';
    expect(collectionExportNoticeText(notices[0], 'MTGO')).toBe(
      'MTGO CSV has no condition column: the condition of 1 row is not written',
    );
  });

  it('name what a format cannot carry (printings, foil, the name, notes) in the window’s language', async () => {
    // .dek keeps a printing MTGO has by its CatID (Sol Ring C21 263), not one MTGO lacks (Osgir's extended art, C21 335),
    // nor a foil whose printing has no MTGO foil id.
    const text = '1 Sol Ring (C21) 263 *F*\n1 Osgir, the Reconstructor (C21) 335\n2 Island';
    const read = await api.invoke('decks.import', { text });
    const deck = { ...read.deck, name: 'Artifacts', notes: 'Keep Sol Ring.' };
    const notices = [
      ...(await api.invoke('decks.export', { deck, format: 'mtgo-dek' })).notices,
      ...(await api.invoke('decks.export', { deck, format: 'arena' })).notices,
    ];
    const codes = new Set(notices.map((n) => n.code));
    for (const code of ['mtgo-printing-missing', 'mtgo-foil-missing', 'name-omitted', 'notes-omitted'] as const)
      expect(codes, code).toContain(code);
    expect(notices.map((n) => exportNoticeText(n, 'en'))).toEqual(notices.map((n) => n.message));
    settings.locale = 'ja';
    const japanese = notices.map((n) => exportNoticeText(n, 'ja'));
    expect(japanese).toContain(
      '1枚は指定した版の MTGO カタログ ID（CatID）がカードデータにないため、MTGO にある別の版の CatID を書き出しました: Osgir, the Reconstructor (C21 335)',
    );
    expect(japanese).toContain(
      '1枚は指定したフォイル版の MTGO フォイル用カタログ ID（CatID）がカードデータにないため、MTGO にある別の版の CatID を非フォイルで書き出しました: Sol Ring (C21 263)',
    );
    expect(japanese).toContain(
      '「MTGO .dek」にはデッキ名がありません: 「Artifacts」は書き出されません（ファイル名にしてください）',
    );
    for (const text of japanese) expect(text).not.toMatch(/has no|not written/);
  });
});

describe("the deck's tags a format cannot write", () => {
  it('are named in the window’s language: none in Arena, a comma in Forge’s', async () => {
    // The real Cockatrice file of Azorius Control with the <tags> Cockatrice writes.
    const cod = readFileSync(sharedPath('decks', 'cockatrice-cod', 'AzoriusControl_KHM.cod'), 'utf8').replace(
      '  <comments></comments>',
      '$&\n  <tags>\n    <tag>Blue, White</tag>\n    <tag>Challenger</tag>\n  </tags>',
    );
    const { deck } = await api.invoke('decks.import', { text: cod });
    const notices = [
      ...(await api.invoke('decks.export', { deck, format: 'arena' })).notices,
      ...(await api.invoke('decks.export', { deck, format: 'forge' })).notices,
    ].filter((n) => n.code === 'deck-tags-omitted' || n.code === 'deck-tags-split');
    expect(notices.map((n) => n.code)).toEqual(['deck-tags-omitted', 'deck-tags-split']);
    settings.locale = 'ja';
    expect(notices.map((n) => exportNoticeText(n, 'ja'))).toEqual([
      '「MTG Arena」にはデッキのタグがないため、デッキのタグ2個は書き出していません: "Blue, White", "Challenger"',
      '「Forge .dck」はタグを「,」で区切った一つの値として読むため、「,」を含むタグ1個は複数に分かれてしまうので書き出していません: "Blue, White"',
    ]);
  });
});

describe("a card's standing in a format", () => {
  it("words Duel Commander's restricted as banned as commander, Vintage's as restricted, in each language", async () => {
    const { legalityLabel } = await import('../renderer/lib/labels.ts');
    settings.locale = 'en';
    expect([legalityLabel('duel', 'restricted'), legalityLabel('vintage', 'restricted')]).toEqual([
      'not as commander',
      'restricted',
    ]);
    settings.locale = 'ja';
    expect(legalityLabel('duel', 'restricted')).toBe('統率者は不可');
    expect(legalityLabel('duel', 'banned')).toBe(legalityLabel('vintage', 'banned'));
    settings.locale = 'en';
  });

  it("words Pauper Commander's restricted (printed at uncommon, never at common) as the commander only", async () => {
    const { legalityLabel } = await import('../renderer/lib/labels.ts');
    settings.locale = 'en';
    expect(legalityLabel('paupercommander', 'restricted')).toBe('commander only');
    settings.locale = 'ja';
    expect(legalityLabel('paupercommander', 'restricted')).toBe('統率者のみ');
    settings.locale = 'en';
  });
});

describe('the records a card data import skipped (engine/text/reasons.ts skip.*)', () => {
  const SKIP_CODES = REASON_CODES.filter(isSkipCode);
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(SKIP_CODES)(
    '%s has words for one record and for a group, in both languages, naming the same values',
    (code) => {
      for (const key of [`reason.${code}`, `skipGroup.${code}`])
        expect(Object.hasOwn(en, key) && Object.hasOwn(ja, key), key).toBe(true);
      const record = `reason.${code}` as keyof typeof en;
      expect(placeholders(ja[record]), code).toEqual(placeholders(en[record]));
    },
  );

  it('the catalogs group no reason the code does not give', () => {
    const listed = Object.keys(en).filter((k) => k.startsWith('skipGroup.'));
    expect(listed.map((k) => k.slice('skipGroup.'.length)).sort()).toEqual([...SKIP_CODES].sort());
  });

  const folder = tempDir('decklab-skip-words-');
  let skipsApi: Api;
  beforeAll(() => {
    skipsApi = createApi({ db: openDatabase(join(folder.dir, 'skips.sqlite')) });
  });
  afterAll(() => folder.cleanup());
  const LAYOUTS = sharedPath('scryfall/api-types-fixtures/Card/layouts');
  const fixture = (path: string) => JSON.parse(readFileSync(join(LAYOUTS, path), 'utf8')) as { name: string };
  const written = (name: string, objects: unknown[]) => {
    const file = join(folder.dir, name);
    writeFileSync(file, JSON.stringify(objects));
    return file;
  };

  it('a token, an emblem and an art card in a real Scryfall file: worded by the card, its set and number, and why', async () => {
    const objects = ['Planar/Esper.json', 'Token/Angel.json', 'Token/Monarch.json', 'Emblem/Narset.json'].map(fixture);
    const { warnings } = await skipsApi.invoke('data.import', { files: [written('skips.json', objects)] });
    expect(warnings.map((w) => skipText(w.why, w.detail))).toEqual([
      '“Angel”, set TONC, number 3: a token, and Decklab keeps no tokens',
      '“The Monarch”, set TCMM, number 50: a token, and Decklab keeps no tokens',
      '“Narset Transcendent Emblem”, set TDTK, number 8: an emblem, and Decklab keeps no emblems',
    ]);
    settings.locale = 'ja';
    expect(warnings.map((w) => skipText(w.why, w.detail))).toEqual([
      '「Angel」、TONCの3番: トークンです。Decklab はトークンを扱いません',
      '「The Monarch」、TCMMの50番: トークンです。Decklab はトークンを扱いません',
      '「Narset Transcendent Emblem」、TDTKの8番: 紋章です。Decklab は紋章を扱いません',
    ]);
    expect(
      skipGroups(warnings).map((g) =>
        t('data.skipGroup', { count: g.records.length, title: t(`skipGroup.${g.code}`) }),
      ),
    ).toEqual([
      'トークン（Decklab はトークンを扱いません）: 2件を読み飛ばしました',
      '紋章（Decklab は紋章を扱いません）: 1件を読み飛ばしました',
    ]);
    settings.locale = 'en';
    expect(t('data.skipGroup', { count: 2, title: t('skipGroup.skip.token') })).toBe(
      '2 skipped: tokens, which Decklab does not keep',
    );
  });

  it('the Ravenite CSV’s blank cards and a row whose fields do not match the header, in Japanese', async () => {
    const csv = readFileSync(sharedPath('duelmasters/Ravenite0-All_Cards.csv'), 'utf8');
    const [header] = csv.split('\n');
    const file = join(folder.dir, 'ravenite.csv');
    writeFileSync(file, `${csv}DM-01,43,Frei\n`);
    const { warnings } = await skipsApi.invoke('data.import', { files: [file] });
    settings.locale = 'ja';
    const words = warnings.map((w) => skipText(w.why, w.detail));
    const lineOf = (w: (typeof warnings)[number]) => Number(w.why.params.line).toLocaleString('ja-JP');
    expect(words.filter((w) => w.includes('Joecard'))).toHaveLength(6);
    expect(words[0]).toBe(
      `「Joecard」、DMEX-08の22番、${lineOf(warnings[0])}行目: カードタイプのない白紙のカードです。ゲームで使うカードではありません`,
    );
    expect(words.at(-1)).toBe(
      `${lineOf(warnings.at(-1)!)}行目: この行の列は3個で、見出しの${header.split(',').length}個と合いません`,
    );
  });

  it('a file of tokens only is refused: the refusal words its first skip in the window’s language', async () => {
    const file = written('tokens.json', ['Token/Angel.json', 'Token/Monarch.json'].map(fixture));
    const error = await refusal(() => skipsApi.invoke('data.import', { files: [file] }));
    expect(error.reason).toBe('import.all-skipped');
    settings.locale = 'ja';
    expect(errorText(error)).toBe(
      `ファイルを読めません: ${file}: すべてのレコード（2件）を読み飛ばしたため、何も読み込んでいません。最初に読み飛ばしたのは1件目です（「Angel」、TONCの3番: トークンです。Decklab はトークンを扱いません）`,
    );
  });
});
