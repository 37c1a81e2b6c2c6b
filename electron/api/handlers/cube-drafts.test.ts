// Cube drafts and cube sealed through the API, on a real SQLite file after real imports (MTGJSON's M21 set file and
// the Duel Masters cards): the cube is a pool listing each of M21's cards once, made as a user makes one (a pasted
// list). What is expected comes from the cube (every card dealt is in it, no more often than it holds it), from the
// draft's rules (3 packs a seat, CR 905.1a) and from the stored draft's promise: it replays the same after the cube
// pool is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { boosterSetFile, cubeCobraCsv, setCubeNames } from '../../../test/mtgjson-boosters.ts';

const dir = tempDir('decklab-cube-');
let db: Db;
let api: Api;

/** M21's cards, one of each name but the basic lands: a "set cube". */
const CUBE_NAMES = setCubeNames('M21');

let cubeId: number;

beforeAll(async () => {
  db = openDatabase(join(dir.dir, 'cards.sqlite'));
  await importCardFiles(db, [
    sharedPath('mtgjson', 'sets', 'M21.json'),
    sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'),
  ]);
  api = createApi({ db });
  const text = CUBE_NAMES.map((name) => `1 ${name}`).join('\n');
  const { pool, problems } = await api.invoke('pools.create', { name: 'M21 cube', kind: 'cube', text });
  expect(problems).toEqual([]);
  cubeId = pool.id;
});
afterAll(() => {
  db.close();
  dir.cleanup();
});

describe('cube drafts through the API', () => {
  it('deals 15-card packs from the cube, drafts to the end and keeps the picks as a pool; each card at most once', async () => {
    const draft = await api.invoke('drafts.start', { cube: cubeId, seats: 4, seed: 9 });
    expect(draft).toMatchObject({ set: '', product: '', seats: 4, pack: 1, pick: 1, done: false });
    expect(draft.cube).toEqual({ cards: CUBE_NAMES.length, packSize: 15 });
    expect(draft.name).toBe('M21 cube draft (seed 9)');
    expect(draft.current).toHaveLength(15);
    let view = draft;
    while (!view.done) view = await api.invoke('drafts.pick', { id: draft.id, card: view.suggestion ?? 0 });
    expect(view.picks).toHaveLength(45);
    const pool = await api.invoke('pools.get', { id: view.poolId! });
    expect(pool.kind).toBe('draft');
    const names = pool.entries.flatMap((e) => Array<string>(e.count).fill(e.name));
    expect(names).toHaveLength(45);
    expect(new Set(names).size).toBe(45);
    for (const name of names) expect(CUBE_NAMES).toContain(name);
    expect((await api.invoke('drafts.list', {})).find((d) => d.id === draft.id)).toMatchObject({
      done: true,
      cube: { cards: CUBE_NAMES.length, packSize: 15 },
    });
  });

  it('replays the same after the cube pool is deleted: the draft keeps the cube as it was', async () => {
    const copy = await api.invoke('pools.create', {
      name: 'cube to delete',
      kind: 'cube',
      text: CUBE_NAMES.map((name) => `1 ${name}`).join('\n'),
    });
    const draft = await api.invoke('drafts.start', { cube: copy.pool.id, seats: 6, seed: 4, packSize: 12 });
    const picked = await api.invoke('drafts.pick', { id: draft.id, card: 2 });
    await api.invoke('pools.delete', { id: copy.pool.id });
    const again = await api.invoke('drafts.get', { id: draft.id });
    expect(again.current).toEqual(picked.current);
    expect(again.current).toHaveLength(11);
    expect(again.picks).toEqual([draft.current[2]]);
  });

  it('refuses a cube too small for the table, a Duel Masters pool and a set named with it; nothing is stored', async () => {
    const before = (await api.invoke('drafts.list', {})).length;
    await expect(api.invoke('drafts.start', { cube: cubeId, seats: 8, packSize: 15 })).rejects.toMatchObject({
      code: 'invalid-input',
      reason: 'cube.too-small',
      params: { cards: CUBE_NAMES.length, needed: 360, packs: 24, packSize: 15 },
    });
    const dm = await api.invoke('pools.create', {
      name: 'DM pool',
      kind: 'cube',
      game: 'dm',
      text: '4 Abduction Charger\n4 Admiral Queen',
    });
    await expect(api.invoke('drafts.start', { cube: dm.pool.id })).rejects.toMatchObject({
      code: 'invalid-input',
      reason: 'cube.not-magic',
    });
    await expect(api.invoke('drafts.start', { cube: cubeId, set: 'M21' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(api.invoke('drafts.start', { cube: 99_999 })).rejects.toMatchObject({ code: 'not-found' });
    expect(await api.invoke('drafts.list', {})).toHaveLength(before);
  });
});

describe('cube sealed through the API (pools.openCube)', () => {
  it('deals the printing a cube line pins (Arena style "(SET) number"), not another printing of the card', async () => {
    // Cards M21 prints twice (a booster printing and a showcase or extended-art one), each pinned to its first number.
    const byName = new Map<string, string[]>();
    for (const c of boosterSetFile('M21').cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c.number]);
    const pinned = [...byName].filter(([, numbers]) => numbers.length > 1).slice(0, 5);
    expect(pinned).toHaveLength(5);
    const text = pinned.map(([name, numbers]) => `1 ${name} (M21) ${numbers[0]}`).join('\n');
    const { pool } = await api.invoke('pools.create', { name: 'pinned cube', kind: 'cube', text });
    const { packs } = await api.invoke('pools.openCube', { cube: pool.id, packs: 1, packSize: 5, seed: 1 });
    expect(packs[0].map((c) => [c.name, c.collectorNumber]).sort()).toEqual(
      pinned.map(([name, numbers]) => [name, numbers[0]]).sort(),
    );
  });

  it('takes a cube from CubeCobra’s CSV export: its mainboard, each printing pinned; its maybeboard named as left out', async () => {
    const [maybe, ...main] = CUBE_NAMES;
    const bytes = new TextEncoder().encode(cubeCobraCsv('M21', main, [maybe]));
    const { pool, problems } = await api.invoke('pools.create', {
      name: 'CubeCobra cube',
      kind: 'cube',
      bytes,
      fileName: 'M21 cube.csv',
    });
    expect(problems).toEqual([
      expect.objectContaining({
        line: main.length + 2,
        code: 'not-playable-section',
        params: { kind: 'maybe-not-in-pool', cards: '1' },
      }),
    ]);
    expect(pool.entries.map((e) => e.name).sort()).toEqual([...main].sort());
    expect(pool.entries.every((e) => e.count === 1 && e.printing?.set === 'M21')).toBe(true);
    const { packs } = await api.invoke('pools.openCube', { cube: pool.id, packs: 3, seed: 5 });
    expect(packs.flat().map((c) => c.name)).not.toContain(maybe);
  });

  it('deals 6 packs of 15 into a sealed pool of 90 different cards of the cube; the same seed deals the same', async () => {
    const first = await api.invoke('pools.openCube', { cube: cubeId, seed: 77 });
    expect(first.packs.map((p) => p.length)).toEqual(Array(6).fill(15));
    expect(first.pool).toMatchObject({ kind: 'sealed', name: 'M21 cube sealed (seed 77)' });
    const names = first.pool.entries.flatMap((e) => Array<string>(e.count).fill(e.name));
    expect(names).toHaveLength(90);
    expect(new Set(names).size).toBe(90);
    for (const name of names) expect(CUBE_NAMES).toContain(name);
    const again = await api.invoke('pools.openCube', { cube: cubeId, seed: 77, name: 'again' });
    expect(again.packs).toEqual(first.packs);
    const other = await api.invoke('pools.openCube', { cube: cubeId, seed: 78, name: 'other' });
    expect(other.packs).not.toEqual(first.packs);
    await expect(api.invoke('pools.openCube', { cube: cubeId, packs: 19 })).rejects.toMatchObject({
      reason: 'cube.too-small',
    });
  });
});
