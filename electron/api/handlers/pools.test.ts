// Limited from a pool (CR 100.2b, 100.4b): a real sealed pool, a deck built from it, and one card too many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';

import { createApi, type Api } from '../index.ts';
import type { Deck, DeckEntry } from '../../../engine/decks/types.ts';
import { poolRemaining } from '../../../engine/pools/pool.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openDatabase } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { join } from 'node:path';

/** An empty database file in a temp folder, for a real import. */
function importedDb() {
  const dir = tempDir('decklab-pools-');
  const db = openDatabase(join(dir.dir, 'cards.sqlite'));
  return {
    db,
    cleanup: () => {
      db.close();
      dir.cleanup();
    },
  };
}

// A real 40-card list stands in for a sealed pool: Tenth Edition's theme deck Arcanis's Guile.
const POOL_LIST = sharedPath("decks/plain-taw/theme-40-std__10e__Arcanis's Guile.txt");

let env: ReturnType<typeof buildDeckTestDb>;
let api: Api;
let poolId: number;
let poolEntries: DeckEntry[];
let island: DeckEntry;

beforeAll(async () => {
  env = buildDeckTestDb(['10E', 'M21']);
  api = createApi({ db: env.db });
  const created = await api.invoke('pools.create', {
    name: "Arcanis's Guile sealed",
    kind: 'sealed',
    text: readFileSync(POOL_LIST, 'utf8'),
  });
  poolId = created.pool.id;
  poolEntries = created.pool.entries;
  island = (await api.invoke('decks.import', { text: '1 Island\n' })).deck.boards.main![0];
});
afterAll(() => env.cleanup());

/** The pool's non-basic cards as a main deck, plus Islands (a free basic in Limited) up to 40 cards. */
function deckFromPool(extra: DeckEntry[] = []): Deck {
  const spells = poolEntries.filter((e) => e.name !== 'Island');
  const count = spells.reduce((s, e) => s + e.count, 0);
  return {
    game: 'mtg',
    name: 'Sealed',
    format: 'limited',
    boards: { main: [...spells, ...extra, { ...island, count: 40 - count }] },
  };
}

describe('pools and Limited decks', () => {
  it('stores the pool with every card of the list', async () => {
    const listed = await api.invoke('pools.list', {});
    expect(listed).toMatchObject([{ id: poolId, kind: 'sealed', cards: 40, decks: 0 }]);
  });

  it('counts the decks built from each pool, which a deletion leaves with no pool (their confirmation says so)', async () => {
    const other = await api.invoke('pools.create', { name: 'Another pool', kind: 'sealed', text: '1 Island\n' });
    const saved = [
      await api.invoke('decks.save', { deck: deckFromPool(), poolId }),
      await api.invoke('decks.save', { deck: { ...deckFromPool(), name: 'Sealed, second build' }, poolId }),
    ];
    const decksOf = async (id: number) => (await api.invoke('pools.list', {})).find((p) => p.id === id)?.decks;
    expect(await decksOf(poolId)).toBe(2);
    expect(await decksOf(other.pool.id)).toBe(0);
    await api.invoke('pools.delete', { id: other.pool.id });
    for (const { id } of saved) await api.invoke('decks.delete', { id });
    expect(await decksOf(poolId)).toBe(0);
  });

  it('a deck of the pool plus free basic lands is legal, and the pool then holds nothing more', async () => {
    const deck = deckFromPool();
    const result = await api.invoke('decks.validate', { deck, poolId });
    expect(result.problems).toEqual([]);
    expect(result.legal).toBe(true);
    const stored = await api.invoke('pools.get', { id: poolId });
    const remaining = poolRemaining(stored.entries, deck);
    expect(remaining.filter((e) => e.name !== 'Island')).toEqual([]);
    // MTR 7.2: the deck's Islands come from the free supply, so the pool's own Islands are all still left.
    const poolIslands = poolEntries.filter((e) => e.name === 'Island').reduce((n, e) => n + e.count, 0);
    expect(poolIslands).toBeGreaterThan(0);
    expect(remaining).toEqual([expect.objectContaining({ name: 'Island', count: poolIslands })]);
  });

  it('a deck that takes a card the pool lacks is refused, naming the card', async () => {
    const shock = (await api.invoke('decks.import', { text: '1 Shock\n' })).deck.boards.main![0];
    const deck = deckFromPool([shock]);
    deck.boards.main!.at(-1)!.count -= 1;
    const result = await api.invoke('decks.validate', { deck, poolId });
    expect(result.legal).toBe(false);
    const problem = result.problems.find((p) => p.cards.includes('Shock'));
    expect(problem).toMatchObject({ severity: 'error', cards: ['Shock'] });
    expect(problem!.rule).toMatch(/100\.2b|100\.4b/);
  });
});

describe('pools.open (boosters of a set: engine/pools/boosters.ts)', () => {
  let boosterEnv: ReturnType<typeof importedDb>;
  beforeAll(async () => {
    boosterEnv = importedDb();
    await importCardFiles(boosterEnv.db, [sharedPath('mtgjson', 'sets', 'MID.json')]);
  });
  afterAll(() => boosterEnv.cleanup());

  it('refuses counts and seeds out of bounds, field by field', async () => {
    const open = createApi({ db: boosterEnv.db });
    for (const input of [{ boosters: 0 }, { boosters: 37 }, { seed: -1 }, { seed: 1.5 }, { set: '' }])
      await expect(open.invoke('pools.open', { set: 'MID', ...input })).rejects.toMatchObject({
        code: 'invalid-input',
      });
  });

  it('opens six boosters by default; the stored pool keeps each printing and its finish, foils from the foil sheet', async () => {
    const open = createApi({ db: boosterEnv.db });
    const opened = await open.invoke('pools.open', { set: 'mid', seed: 3 });
    expect([opened.set, opened.product, opened.packs.length, opened.missing]).toEqual(['MID', 'default', 6, []]);
    const stored = await open.invoke('pools.get', { id: opened.pool.id });
    const foils = opened.packs.flat().filter((c) => c.foil).length;
    expect(stored.entries.filter((e) => e.printing?.foil).reduce((n, e) => n + e.count, 0)).toBe(foils);
    expect(stored.entries.reduce((n, e) => n + e.count, 0)).toBe(opened.packs.flat().length);
    const listed = (await open.invoke('pools.list', {})).find((p) => p.id === opened.pool.id);
    expect(listed).toMatchObject({ name: `MID sealed (seed 3)`, kind: 'sealed', cards: opened.packs.flat().length });
  });
});

describe("a pasted pool keeps each card's finish", () => {
  let afc: ReturnType<typeof buildDeckTestDb>;
  beforeAll(() => (afc = buildDeckTestDb(['AFC', 'AFR'])));
  afterAll(() => afc.cleanup());

  it('an etched foil ("*E*") stays etched and apart from the same printing in foil, and the deck takes its own', async () => {
    const pools = createApi({ db: afc.db });
    const created = await pools.invoke('pools.create', {
      name: 'Etched and foil',
      kind: 'sealed',
      text: '1 Sol Ring (AFC) 215 *E*\n1 Sol Ring (AFC) 215 *F*\n1 Arcane Signet (AFC) 197\n',
    });
    const stored = await pools.invoke('pools.get', { id: created.pool.id });
    const finishes = stored.entries.map((e) => [e.name, e.count, e.printing?.foil, e.printing?.etched]);
    expect(finishes).toEqual([
      ['Arcane Signet', 1, undefined, undefined],
      ['Sol Ring', 1, true, true],
      ['Sol Ring', 1, true, undefined],
    ]);
    const etched = stored.entries.find((e) => e.printing?.etched)!;
    const deck: Deck = { game: 'mtg', name: 'From the pool', format: 'limited', boards: { main: [etched] } };
    expect(poolRemaining(stored.entries, deck).map((e) => [e.name, e.printing?.etched])).toEqual([
      ['Arcane Signet', undefined],
      ['Sol Ring', undefined],
    ]);
  });
});
