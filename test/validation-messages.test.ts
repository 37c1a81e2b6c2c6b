// A deck's problems name their cards in both languages (renderer/lib/problems.ts on what the real API answers over
// real cards): a companion's broken condition, two companions, a colorless commander's mixed basic lands.
// The window's settings are a plain object here (the app's hold Svelte state).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../electron/api/index.ts';
import { createApi } from '../electron/api/index.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import type { Problem } from '../engine/formats/types.ts';
import type { Deck } from '../engine/decks/types.ts';
import { getFormat, validateDeck } from '../engine/formats/index.ts';
import { dmCards } from './real-decks.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { problemText } = await import('../renderer/lib/problems.ts');

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['C21', 'M21', 'IKO', 'WAR']);
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
});
afterAll(() => cleanup());
beforeEach(() => {
  settings.locale = 'en';
});

async function problemOf(text: string, format: string, code: string): Promise<Problem> {
  const { deck } = await api.invoke('decks.import', { text });
  const { problems } = await api.invoke('decks.validate', { deck, format });
  const found = problems.find((p) => p.code === code);
  if (!found) throw new Error(`no ${code} among ${problems.map((p) => p.code).join(', ')}`);
  return found;
}

/** The Japanese name the card data holds for a card, as the deck editor shows it. */
async function jaName(name: string): Promise<string> {
  const card = await api.invoke('cards.get', { name });
  if (!card.localizedNames.ja) throw new Error(`the data has no Japanese name for ${name}`);
  return card.localizedNames.ja;
}

async function inJapanese(problem: Problem, format: string): Promise<string> {
  settings.locale = 'ja';
  const names = new Map<string, string>();
  for (const name of problem.cards) names.set(name, await jaName(name));
  return problemText(problem, { locale: 'ja', format, cardName: (name) => names.get(name) ?? name });
}

describe('CR 702.139a: companions', () => {
  it("a broken condition names the companion and the cards that break it (Lurrus: Osgir's mana value is 4)", async () => {
    const problem = await problemOf(
      'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n1 Sol Ring\n1 Osgir, the Reconstructor\n58 Plains',
      'vintage',
      'companion.condition',
    );
    expect(problem.cards).toEqual(['Lurrus of the Dream-Den', 'Osgir, the Reconstructor']);
    expect(problem.message).toContain('not met by Osgir, the Reconstructor');
    expect(await inJapanese(problem, 'vintage')).toBe(
      `${await jaName('Lurrus of the Dream-Den')}の相棒の条件を満たしていないカード: ${await jaName('Osgir, the Reconstructor')}`,
    );
  });

  it('CR 103.2b: two companions are named in both languages', async () => {
    const problem = await problemOf(
      'Companion\n1 Lurrus of the Dream-Den\n1 Kaheera, the Orphanguard\n\nDeck\n60 Plains',
      'vintage',
      'companion.too-many',
    );
    expect(problem.message).toBe('At most one companion, not 2: Lurrus of the Dream-Den and Kaheera, the Orphanguard');
    expect(await inJapanese(problem, 'vintage')).toBe(
      `相棒は1枚までです（2枚あります: ${await jaName('Lurrus of the Dream-Den')}、${await jaName('Kaheera, the Orphanguard')}）`,
    );
  });
});

describe('Commander problems name their cards in Japanese too', () => {
  it('CR 702.124: more than two commanders are named (three Ikoria legends)', async () => {
    const leaders = ['Lurrus of the Dream-Den', 'Kaheera, the Orphanguard', 'Zirda, the Dawnwaker'];
    const problem = await problemOf(
      `Commander\n${leaders.map((n) => `1 ${n}`).join('\n')}\n\nDeck\n97 Plains`,
      'commander',
      'commander.too-many',
    );
    expect(problem.message).toBe(`At most two commanders, not 3: ${leaders[0]}, ${leaders[1]} and ${leaders[2]}`);
    const ja = await Promise.all(leaders.map(jaName));
    expect(await inJapanese(problem, 'commander')).toBe(`統率者は2人までです（3人います: ${ja.join('、')}）`);
  });

  it('CR 903.3, 702.139a: a sideboard read as the command zone and the companion says so, board by board', async () => {
    const { deck } = await api.invoke('decks.import', {
      text: 'Deck\n99 Plains\n\nSideboard\n1 Zirda, the Dawnwaker\n1 Kaheera, the Orphanguard',
    });
    const { problems, counts } = await api.invoke('decks.validate', { deck, format: 'commander' });
    expect(counts).toMatchObject({ main: 99, commander: 1, companion: 1 });
    const read = problems.filter((p) => p.code === 'deck.sideboard-read');
    expect(read.map((p) => p.message)).toEqual([
      'Zirda, the Dawnwaker: read from the sideboard as the commander, where lists without that board keep it',
      'Kaheera, the Orphanguard: read from the sideboard as the companion, where lists without that board keep it',
    ]);
    expect(await inJapanese(read[1], 'commander')).toBe(
      `${await jaName('Kaheera, the Orphanguard')}をサイドボードから相棒として読みました（その欄のないデッキリストはサイドボードに置きます）`,
    );
  });

  it('CR 702.139a: Yorion in a 100-card deck is told with the starting deck size and the size it needs', async () => {
    const problem = await problemOf(
      'Commander\n1 Zirda, the Dawnwaker\n\nCompanion\n1 Yorion, Sky Nomad\n\nDeck\n99 Plains',
      'commander',
      'companion.condition',
    );
    expect(problem.params).toMatchObject({ deckSize: 100, needed: 120 });
    expect(await inJapanese(problem, 'commander')).toBe(
      `${await jaName('Yorion, Sky Nomad')}の相棒の条件を満たしていません: 開始時のデッキは100枚で、120枚必要です`,
    );
  });

  it("CR 903.11: a companion outside the commander's identity is told with both identities (Kaheera under Zirda)", async () => {
    const problem = await problemOf(
      'Commander\n1 Zirda, the Dawnwaker\n\nCompanion\n1 Kaheera, the Orphanguard\n\nDeck\n99 Plains',
      'commander',
      'companion.color-identity',
    );
    expect(problem.params).toEqual({ card: 'WG', commander: 'WR', outside: 'G' });
    expect(await inJapanese(problem, 'commander')).toBe(
      `相棒の${await jaName('Kaheera, the Orphanguard')}の固有色（WG）が統率者の固有色（WR）の外にあります`,
    );
  });
});

it("CR 903.5c: a card outside a colorless commander's identity says colorless in the window's language (Karn, the Great Creator)", async () => {
  const problem = await problemOf(
    'Commander\n1 Karn, the Great Creator\n\nDeck\n1 Chandra, Fire Artisan\n58 Wastes',
    'brawl',
    'commander.color-identity',
  );
  expect(problem.params).toEqual({ card: 'R', commander: 'colorless', outside: 'R' });
  expect(await inJapanese(problem, 'brawl')).toBe(
    `${await jaName('Chandra, Fire Artisan')}の固有色（R）が統率者の固有色（無色）の外にあります`,
  );
});

it('CR 903.12e: with a colorless commander, the basic lands of more than one type are named (Karn, the Great Creator in Brawl)', async () => {
  const problem = await problemOf(
    'Commander\n1 Karn, the Great Creator\n\nDeck\n30 Island\n29 Mountain',
    'brawl',
    'commander.colorless-basics',
  );
  expect(problem.cards).toEqual(['Island', 'Mountain']);
  expect(await inJapanese(problem, 'brawl')).toBe(
    `無色の統率者では、基本土地をすべて同じ基本土地タイプにしてください: ${await jaName('Island')}、${await jaName('Mountain')}`,
  );
});

describe('DM 100.2: the Hall of Fame regulation in Japanese', () => {
  let dmApi: Api;
  let dmCleanup: () => void;
  beforeAll(() => {
    const built = buildDeckTestDb([], { duelMasters: true });
    dmApi = createApi({ db: built.db });
    dmCleanup = built.cleanup;
  });
  afterAll(() => dmCleanup());

  it('names the date the deck is checked on as the regulation’s date, not as the date a limit took effect (施行)', async () => {
    // Aqua Hulcus was Hall of Fame (one copy) from 2008-04-15 to 2016-02-01 (engine/formats/data/dm-regulation.json).
    const { deck } = await dmApi.invoke('decks.import', { text: 'メインデッキ\n2 Aqua Hulcus\n4 Aqua Soldier\n' });
    const { problems } = await dmApi.invoke('decks.validate', { deck, format: 'dm', today: '2010-06-01' });
    const problem = problems.find((p) => p.code === 'dm.hall-of-fame')!;
    expect(problem.message).toContain('regulation of 2010-06-01');
    settings.locale = 'ja';
    const text = problemText(problem, { locale: 'ja', format: 'dm', cardName: () => 'アクア・ハルカス' });
    expect(text).toBe(
      'アクア・ハルカスは殿堂入りカードです（2010年6月1日時点の殿堂レギュレーション）: 2枚ではなく1枚まで',
    );
  });
});

it('DM 100.2, 407.1: a card in the wrong zone is named with the zone, in Japanese as the rules name it (メインデッキ)', () => {
  const cards = [...dmCards().cards.values()];
  const psychic = cards.find((c) => c.dm?.zone === 'hyperspatial')!;
  const main = cards
    .filter((c) => c.dm?.zone === 'main')
    .slice(0, 10)
    .map((c) => ({ name: c.name, count: 4, cardId: c.id }));
  const deck: Deck = {
    game: 'dm',
    name: 'a psychic in the hyperspatial zone and in the deck',
    boards: { main: [...main, { name: psychic.name, count: 1, cardId: psychic.id }] },
  };
  const problem = validateDeck(deck, dmCards().cards, getFormat('dm')!, { today: '2025-01-01' }).problems.find(
    (p) => p.code === 'dm.wrong-zone',
  )!;
  expect(problem.cards).toEqual([psychic.name]);
  settings.locale = 'ja';
  expect(problemText(problem, { locale: 'ja', format: 'dm', cardName: (name) => name })).toBe(
    `メインデッキに入れる種類のカードではありません: ${psychic.name}`,
  );
});

describe('Oathbreaker and Pauper Commander problems in Japanese (OB 8; PDH "Commander")', () => {
  it('OB 8: an oathbreaker without its signature spell (Chandra, Fire Artisan) is told with the counts', async () => {
    const problem = await problemOf(
      'Commander\n1 Chandra, Fire Artisan\n\nDeck\n59 Mountain',
      'oathbreaker',
      'oathbreaker.signature-count',
    );
    expect(problem.params).toEqual({ oathbreakers: 1, spells: 0 });
    expect(await inJapanese(problem, 'oathbreaker')).toBe(
      'オースブレイカー1体につき刻銘呪文はちょうど1枚です（オースブレイカー1体、刻銘呪文0枚）',
    );
  });

  it('PDH "Commander": a creature the card data has only at common (Colossal Dreadmaw) may not lead, from its printings', async () => {
    const problem = await problemOf(
      'Commander\n1 Colossal Dreadmaw\n\nDeck\n99 Forest',
      'paupercommander',
      'commander.not-uncommon',
    );
    expect(problem.rule).toBe('PDH Commander');
    expect(await inJapanese(problem, 'paupercommander')).toBe(
      `${await jaName('Colossal Dreadmaw')}は紙でもMTGOでもアンコモンで印刷されたことがないため、「コモン統率者戦」の統率者になれません`,
    );
  });
});
