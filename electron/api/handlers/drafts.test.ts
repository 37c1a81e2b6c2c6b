// drafts.* on a real SQLite file after a real import of MTGJSON's M21 set file: the draft's packs are the boosters
// pools.open opens for the same seed (booster r × seats + seat, engine/pools/draft.ts), a pick outside the pack is
// refused and loses nothing, a draft survives closing the file, and the last of 3 × 15 picks (MTR 7.x, CR 905.1a)
// saves the player's picks as a pool of kind 'draft', in the transaction of the pick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const dir = tempDir('decklab-drafts-');
const file = join(dir.dir, 'cards.sqlite');
let db: Db;
let api: Api;

beforeAll(async () => {
  db = openDatabase(file);
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'M21.json')]);
  api = createApi({ db });
});
afterAll(() => {
  db.close();
  dir.cleanup();
});

/** A card as pools.open gives it: the draft's cards carry their booster and place besides. */
const asOpened = ({ booster: _b, slot: _s, ...card }: { booster: number; slot: number }) => card;

describe('drafts against bots through the API', () => {
  it('drafts.start: pack 1 pick 1 is the first booster pools.open opens for the seed; the next pack, seat 7’s (passed left)', async () => {
    const draft = await api.invoke('drafts.start', { set: 'm21', seed: 21, name: 'M21 night' });
    expect(draft).toMatchObject({ set: 'M21', product: 'default', seed: 21, seats: 8, pack: 1, pick: 1, done: false });
    expect(draft.picks).toEqual([]);
    const opened = await api.invoke('pools.open', { set: 'M21', seed: 21, boosters: 24, name: 'same seed' });
    expect(draft.current.map(asOpened)).toEqual(opened.packs[0]);
    expect(draft.current).toHaveLength(15);
    const next = await api.invoke('drafts.pick', { id: draft.id, card: 3 });
    expect([next.pack, next.pick]).toEqual([1, 2]);
    expect(next.picks.map(asOpened)).toEqual([opened.packs[0][3]]);
    // Passing left, pick 2 is the pack of the seat to the right less the card its bot took.
    expect(next.current).toHaveLength(14);
    const fromRight = opened.packs[7];
    for (const card of next.current) expect(fromRight).toContainEqual(asOpened(card));
  });

  it('a pick not in the current pack is refused with its reason, and the stored picks are unchanged', async () => {
    const draft = await api.invoke('drafts.start', { set: 'M21', seed: 3, seats: 4 });
    await api.invoke('drafts.pick', { id: draft.id, card: 0 });
    for (const card of [14, -1])
      await expect(api.invoke('drafts.pick', { id: draft.id, card })).rejects.toMatchObject({
        code: 'invalid-input',
        reason: 'draft.not-in-pack',
        params: { card, cards: 14, pack: 1, pick: 2 },
      });
    await expect(api.invoke('drafts.pick', { id: draft.id, card: 0.5 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect((await api.invoke('drafts.get', { id: draft.id })).picks).toHaveLength(1);
    // A second click from the pack-1-pick-1 view, after that pick was made: refused, not taken from pick 2's pack.
    await expect(api.invoke('drafts.pick', { id: draft.id, card: 3, picked: 0 })).rejects.toMatchObject({
      code: 'conflict',
      reason: 'draft.stale-pick',
      params: { picked: 0, picks: 1 },
    });
    expect((await api.invoke('drafts.get', { id: draft.id })).picks).toHaveLength(1);
    expect((await api.invoke('drafts.pick', { id: draft.id, card: 3, picked: 1 })).picks).toHaveLength(2);
  });

  it('bad starts are refused: a table of 3 or 9 (MTR 7.x), a set without booster data, an unknown draft', async () => {
    for (const seats of [3, 9])
      await expect(api.invoke('drafts.start', { set: 'M21', seats })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(api.invoke('drafts.start', { set: 'XYZ' })).rejects.toMatchObject({ reason: 'booster.no-set' });
    await expect(api.invoke('drafts.get', { id: 999 })).rejects.toMatchObject({
      code: 'not-found',
      reason: 'draft.not-found',
    });
  });

  it('a draft survives closing the file, then its 45th pick makes a draft pool of the picks; a 46th is refused', async () => {
    const started = await api.invoke('drafts.start', { set: 'M21', seed: 77, seats: 6, name: 'resumed' });
    let view = started;
    for (let i = 0; i < 10; i++) view = await api.invoke('drafts.pick', { id: started.id, card: view.suggestion! });
    db.close();
    db = openDatabase(file);
    api = createApi({ db });
    const resumed = await api.invoke('drafts.get', { id: started.id });
    expect(resumed).toEqual(view);
    expect([resumed.pack, resumed.pick]).toEqual([1, 11]);
    expect((await api.invoke('drafts.list', {})).find((d) => d.id === started.id)).toMatchObject({
      pickCount: 10,
      done: false,
    });

    view = resumed;
    while (view.picks.length < 44) view = await api.invoke('drafts.pick', { id: started.id, card: view.suggestion! });
    // The last pick and its pool are one transaction: a pool that cannot be written leaves the pick unmade.
    const poolsBefore = await api.invoke('pools.list', {});
    db.exec("CREATE TEMP TRIGGER no_pool BEFORE INSERT ON user.pools BEGIN SELECT RAISE(ABORT, 'no room'); END");
    await expect(api.invoke('drafts.pick', { id: started.id, card: view.suggestion! })).rejects.toThrow('no room');
    db.exec('DROP TRIGGER temp.no_pool');
    expect(await api.invoke('drafts.get', { id: started.id })).toEqual(view);
    expect(await api.invoke('pools.list', {})).toEqual(poolsBefore);
    view = await api.invoke('drafts.pick', { id: started.id, card: view.suggestion! });
    expect(view.done).toBe(true);
    expect(view.picks).toHaveLength(45);
    expect(view.current).toEqual([]);
    const pool = await api.invoke('pools.get', { id: view.poolId! });
    expect(pool).toMatchObject({ name: 'resumed', kind: 'draft', game: 'mtg' });
    expect(pool.entries.reduce((n, e) => n + e.count, 0)).toBe(45);
    const picked = new Map<string, number>();
    for (const c of view.picks) picked.set(c.printingId, (picked.get(c.printingId) ?? 0) + 1);
    const stored = new Map<string, number>();
    for (const e of pool.entries) stored.set(e.printing!.id!, (stored.get(e.printing!.id!) ?? 0) + e.count);
    expect(stored).toEqual(picked);
    expect((await api.invoke('drafts.list', {})).find((d) => d.id === started.id)).toMatchObject({
      pickCount: 45,
      done: true,
      poolId: pool.id,
    });
    await expect(api.invoke('drafts.pick', { id: started.id, card: 0 })).rejects.toMatchObject({
      code: 'conflict',
      reason: 'draft.finished',
    });
    expect(await api.invoke('drafts.delete', { id: started.id })).toEqual({ deleted: started.id });
    await expect(api.invoke('drafts.get', { id: started.id })).rejects.toMatchObject({ reason: 'draft.not-found' });
    // The pool the draft made is the player's now: it stays.
    expect((await api.invoke('pools.get', { id: pool.id })).kind).toBe('draft');
  });
});
