// Search your collection: `is:owned` and `own` comparisons in cards.search, and collection.list filtered by a
// query, through the real API on the real C21 and STX cards. The collection is imported by collection.import
// from a ManaBox CSV built from two real Commander 2021 precons: Lorehold Legacies pinned to printings (nonfoil)
// and Silverquill Statement by name only (foil), so the staples both decks play are owned twice, in two rows.
// Every expectation is derived from those two lists and the stored cards.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';
import { ApiError } from '../define.ts';
import { getPrintings } from '../../../db/cards.ts';
import type { Card, Printing } from '../../../engine/cards/types.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { NEEDED_BOARDS } from '../../../engine/collection/needs.ts';
import { foldName } from '../../../engine/text/fold.ts';

const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const SILVERQUILL = sharedPath('decks/plain-taw/cmd__c21__Silverquill Statement.txt');
const MANABOX_HEADER =
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';

let env: ReturnType<typeof buildDeckTestDb>;
let api: Api;
let cards: Card[];
let cardsById: Map<string, Card>;
/** Copies per card id over both decks: what `own` counts. */
let owned: Map<string, number>;
/** Copies per printing id: the Lorehold rows, the only ones imported with a printing. */
let ownedPrintings: Map<string, number>;
/** The printing each Lorehold card was imported as. */
let pinned: Map<string, Printing>;
/** The CSV of the collection every test reads: a test that changes it puts this back. */
let collectionCsv: string;

/** Copies per card id over the boards a player must own. */
function copiesById(deck: Deck): Map<string, number> {
  const counts = new Map<string, number>();
  for (const board of NEEDED_BOARDS)
    for (const e of deck.boards[board] ?? []) counts.set(e.cardId!, (counts.get(e.cardId!) ?? 0) + e.count);
  return counts;
}

/** The card's Commander 2021 printing, else its first one. */
function printingFor(cardId: string): Printing {
  const printings = getPrintings(env.db, cardId);
  return printings.find((p) => p.set === 'c21') ?? printings[0];
}

function manaboxRow(name: string, count: number, finish: 'normal' | 'foil', printing?: Printing): string {
  return `,,"${name}",${printing?.set ?? ''},,${printing?.collectorNumber ?? ''},${finish},,${count},,,,,,,en,`;
}

const sumInto = (into: Map<string, number>, from: Map<string, number>) => {
  for (const [id, n] of from) into.set(id, (into.get(id) ?? 0) + n);
};

beforeAll(async () => {
  env = buildDeckTestDb(['C21', 'STX']);
  api = createApi({ db: env.db });
  cards = (env.db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
  cardsById = new Map(cards.map((c) => [c.id, c]));
  const lorehold = copiesById((await api.invoke('decks.import', { text: readFileSync(LOREHOLD, 'utf8') })).deck);
  const silverquill = copiesById((await api.invoke('decks.import', { text: readFileSync(SILVERQUILL, 'utf8') })).deck);
  pinned = new Map([...lorehold.keys()].map((id) => [id, printingFor(id)]));
  const rows = [
    ...[...lorehold].map(([id, n]) => manaboxRow(cardsById.get(id)!.name, n, 'normal', pinned.get(id))),
    ...[...silverquill].map(([id, n]) => manaboxRow(cardsById.get(id)!.name, n, 'foil')),
  ];
  collectionCsv = [MANABOX_HEADER, ...rows].join('\n') + '\n';
  const imported = await api.invoke('collection.import', { text: collectionCsv, mode: 'replace' });
  expect(imported.skipped).toEqual([]);
  owned = new Map();
  sumInto(owned, lorehold);
  sumInto(owned, silverquill);
  ownedPrintings = new Map([...lorehold].map(([id, n]) => [pinned.get(id)!.id, n]));
});
afterAll(() => env.cleanup());

async function apiError(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('no error');
}

/** Every card a query finds, page by page. */
async function searchNames(query: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const result = await api.invoke('cards.search', { query, page, limit: 1000 });
    names.push(...result.cards.map((c) => c.name));
    if (names.length >= result.total) return names.sort();
  }
}

const copies = (card: Card) => owned.get(card.id) ?? 0;
const isType = (card: Card, type: string) => foldName(card.typeLine).includes(type);
const hasColor = (card: Card, color: string) => card.colors.includes(color);

const OWNED_CASES: { query: string; why: string; expect: (card: Card) => boolean }[] = [
  { query: 'is:owned', why: 'at least one copy, any printing or finish', expect: (c) => copies(c) >= 1 },
  {
    query: '-is:owned t:creature',
    why: 'negated like every keyword',
    expect: (c) => copies(c) === 0 && isType(c, 'creature'),
  },
  {
    query: 'not:owned t:instant',
    why: 'not: is the negated is:',
    expect: (c) => copies(c) === 0 && isType(c, 'instant'),
  },
  { query: 'own>=2', why: 'the staples both decks play, and basics', expect: (c) => copies(c) >= 2 },
  {
    query: 'own>=2 -t:land',
    why: 'copies summed over the pinned nonfoil row and the foil row by name',
    expect: (c) => copies(c) >= 2 && !isType(c, 'land'),
  },
  {
    query: 'own=0 t:creature',
    why: 'no row at all counts as zero',
    expect: (c) => copies(c) === 0 && isType(c, 'creature'),
  },
  { query: 'own<2 is:owned', why: 'exactly one copy', expect: (c) => copies(c) === 1 },
  { query: 'own!=1 t:artifact', why: 'zero or two and more', expect: (c) => copies(c) !== 1 && isType(c, 'artifact') },
  { query: 'is:owned or c:r', why: 'or with a card property', expect: (c) => copies(c) >= 1 || hasColor(c, 'R') },
  {
    query: '-(own>=1 or c:w) t:creature',
    why: 'a negated group',
    expect: (c) => copies(c) === 0 && !hasColor(c, 'W') && isType(c, 'creature'),
  },
];

describe('is:owned and own in cards.search (the collection as imported)', () => {
  it.each(OWNED_CASES)('$query — $why', async ({ query, expect: wanted }) => {
    const expected = cards
      .filter(wanted)
      .map((c) => c.name)
      .sort();
    expect(expected.length, 'the case must select some cards').toBeGreaterThan(0);
    expect(expected.length, 'the case must leave some cards out').toBeLessThan(cards.length);
    expect(await searchNames(query)).toEqual(expected);
  });

  it('with unique:prints, is:owned is the printings the rows name; rows imported by name own no printing', async () => {
    const result = await api.invoke('cards.search', { query: 'unique:prints is:owned', limit: 1000 });
    expect(new Set(result.cards.map((c) => c.printing!.id))).toEqual(new Set(ownedPrintings.keys()));
    const named = cards.filter((c) => copies(c) > 0 && !pinned.has(c.id));
    expect(named.length).toBeGreaterThan(0);
    expect(result.cards.some((c) => named.some((n) => n.id === c.id))).toBe(false);
  });

  it('with unique:prints, own>=2 counts the copies of that printing', async () => {
    const expected = [...ownedPrintings].filter(([, n]) => n >= 2).map(([id]) => id);
    expect(expected.length).toBeGreaterThan(0);
    const result = await api.invoke('cards.search', { query: 'unique:prints own>=2', limit: 1000 });
    expect(result.cards.map((c) => c.printing!.id).sort()).toEqual(expected.sort());
  });

  it('with unique:prints, -is:owned is every other printing (rows without a printing leave no gap)', async () => {
    const c21 = cards.flatMap((c) => getPrintings(env.db, c.id)).filter((p) => p.set === 'c21');
    const expected = c21.filter((p) => !ownedPrintings.has(p.id)).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(c21.length);
    const result = await api.invoke('cards.search', { query: 'unique:prints -is:owned s:c21', limit: 1000 });
    expect(result.cards.map((c) => c.printing!.id).sort()).toEqual(expected.sort());
  });

  it('answers from the collection as it is now: an import changes own at once, with no re-index', async () => {
    const card = cards.find((c) => copies(c) === 0 && isType(c, 'creature'))!;
    const before = await searchNames('is:owned t:creature');
    onTestFinished(async () => {
      await api.invoke('collection.import', { text: collectionCsv, mode: 'replace' });
    });
    await api.invoke('collection.import', { text: `${MANABOX_HEADER}\n${manaboxRow(card.name, 3, 'normal')}\n` });
    expect(await searchNames('is:owned t:creature')).toEqual([...before, card.name].sort());
    expect(await searchNames(`own=3 !"${card.name}"`)).toEqual([card.name]);
    await api.invoke('collection.import', {
      text: `${MANABOX_HEADER}\n${manaboxRow(card.name, 1, 'normal')}\n`,
      mode: 'merge',
    });
    expect(await searchNames(`own=4 !"${card.name}"`)).toEqual([card.name]);
  });
});

interface ListRow {
  name: string;
  set: string;
  number: string;
  finish: string;
  count: number;
  cardId: string | null;
}

describe('collection.list filtered by a query', () => {
  let rows: ListRow[];
  /** Rows in the listing's order under a query: by card name, then set, number and finish. */
  const queryOrder = (a: ListRow, b: ListRow) => {
    const keys = (r: ListRow) => [foldName(r.name), r.set, r.number, r.finish];
    const [ka, kb] = [keys(a), keys(b)];
    const i = ka.findIndex((k, j) => k !== kb[j]);
    return i < 0 ? 0 : ka[i] < kb[i] ? -1 : 1;
  };
  const list = (query: string, page = 1, limit = 10_000) => api.invoke('collection.list', { query, page, limit });
  const copiesOfRow = (r: ListRow) => rows.filter((o) => o.cardId === r.cardId).reduce((s, o) => s + o.count, 0);

  beforeAll(async () => {
    rows = (await api.invoke('collection.list', { limit: 10_000 })).cards;
  });

  it.each([
    {
      query: 't:creature',
      why: 'the rows whose card is a creature',
      expect: (r: ListRow) => isType(cardsById.get(r.cardId!)!, 'creature'),
    },
    { query: 'own>=2', why: 'every row of a card owned twice or more', expect: (r: ListRow) => copiesOfRow(r) >= 2 },
    {
      query: 'c:r -t:land',
      why: 'red cards that are not lands',
      expect: (r: ListRow) => hasColor(cardsById.get(r.cardId!)!, 'R') && !isType(cardsById.get(r.cardId!)!, 'land'),
    },
    {
      query: 'unique:prints s:c21',
      why: 'rows whose printing is from C21 (rows without a printing have none to match)',
      expect: (r: ListRow) => r.set === 'c21',
    },
  ])('$query — $why', async ({ query, expect: wanted }) => {
    const expected = rows.filter(wanted).sort(queryOrder);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    const result = await list(query);
    expect(result.total).toBe(expected.length);
    expect(result.copies).toBe(expected.reduce((n, r) => n + r.count, 0));
    expect(result.cards).toEqual(expected);
  });

  it("keeps the query's order: order:mv direction:desc", async () => {
    const result = await list('order:mv direction:desc');
    expect(result.total).toBe(rows.length);
    const manaValues = result.cards.map((r) => cardsById.get(r.cardId!)!.manaValue);
    expect(new Set(manaValues).size).toBeGreaterThan(3);
    expect(manaValues).toEqual([...manaValues].sort((a, b) => b - a));
  });

  it('pages the matches and gives their totals (rows and copies) on every page', async () => {
    const all = await list('t:creature');
    const second = await list('t:creature', 2, 5);
    expect(second.total).toBe(all.total);
    expect(second.copies).toBe(all.copies);
    expect(second.cards).toEqual(all.cards.slice(5, 10));
    expect(await list('t:creature', 1000, 5)).toEqual({ total: all.total, copies: all.copies, cards: [] });
  });

  it('turns a query it cannot read into invalid-input with the position, as cards.search does', async () => {
    for (const query of ['t:elf c>=purple', 'own>=many', 's:xyz']) {
      const listed = await apiError(() => list(query));
      const searched = await apiError(() => api.invoke('cards.search', { query }));
      expect(listed.code).toBe('invalid-input');
      expect(listed.details).toEqual(searched.details);
    }
    expect((await apiError(() => list('own>=many'))).details).toEqual({
      message: '"own>=many" is not a number of copies (0, 1, 2 …) at 0',
      reason: '"own>=many" is not a number of copies (0, 1, 2 …)',
      position: 0,
      length: 9,
      keyword: 'own',
    });
  });
});
