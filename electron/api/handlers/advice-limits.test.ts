// advice.run on a Limited deck built from a real sealed pool (six M21 boosters opened by pools.open after a real import
// of MTGJSON's M21 set file): the land sweep adds no copy the pool does not hold (CR 100.2b), the pool being the one
// asked for (`poolId`) or the stored deck's; a pool that is gone is refused by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { greenWhiteDeckOf } from '../../../test/sealed-deck.ts';

const { dir, cleanup } = tempDir('decklab-advice-limits-');
let db: Db;
let api: Api;
let pool: Record<string, number>;
let poolId: number;
let deck: Deck;
let deckId: number;

beforeAll(async () => {
  db = openDatabase(join(dir, 'cards.sqlite'));
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'M21.json')]);
  api = createApi({ db });
  const opened = await api.invoke('pools.open', { set: 'M21', seed: 1 });
  poolId = opened.pool.id;
  pool = {};
  for (const e of opened.pool.entries) pool[e.name] = (pool[e.name] ?? 0) + e.count;
  const text = greenWhiteDeckOf(pool)
    .main.map((e) => `${e.count} ${e.name}`)
    .join('\n');
  // The deck as the editor holds one built from a pool: its main deck, the rest of the pool beside it, not in it.
  deck = { ...(await api.invoke('decks.import', { text })).deck, name: 'M21 sealed', format: 'limited' };
  deckId = (await api.invoke('decks.save', { deck, poolId })).id;
});
afterAll(() => {
  db.close();
  cleanup();
});

const run = (input: { deckId: number } | { deck: Deck; poolId?: number }) =>
  api.invoke('advice.run', { ...input, lands: [12, 17], games: 100, seed: 1, workers: 0 });
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('advice.run on a deck built from a pool', () => {
  it('the stored deck’s pool: no spell past its copies in the pool, the rest stand-ins the pool limits', async () => {
    const { lands } = await run({ deckId });
    const { spells } = greenWhiteDeckOf(pool);
    for (const row of lands!.sweep) {
      for (const { name } of spells)
        expect(1 + (row.changes[name] ?? 0), `${name} at ${row.lands}`).toBeLessThanOrEqual(pool[name]);
      expect(Object.values(row.limitedBy).every((why) => why === 'pool')).toBe(true);
    }
    // The pool holds second copies of some of the deck's spells: they come in before any stand-in.
    const added = lands!.sweep.map((r) => sum(r.changes) + 17 - r.lands);
    expect(added[4]).toBe(1);
  });

  it('the deck given with its pool named plays as the stored one; without it, its main deck is all its pool', async () => {
    const stored = await run({ deckId });
    const named = await run({ deck, poolId });
    const rows = (r: typeof stored) =>
      r.lands!.sweep.map(({ lands, changes, standIns, limitedBy }) => ({ lands, changes, standIns, limitedBy }));
    expect(rows(named)).toEqual(rows(stored));
    const alone = await run({ deck });
    expect(alone.lands!.sweep.map((r) => sum(r.standIns))).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('refuses a pool that is gone, naming it', async () => {
    await expect(run({ deck, poolId: poolId + 100 })).rejects.toMatchObject({
      code: 'not-found',
      reason: 'pool.not-found',
    });
  });
});
