// Migration 028 on a schema-27 file holding pools and drafts as the API stored them before: a name in the automatic
// pattern gets its parts (a cube's automatic name inside too), so a Japanese window words it as it did; any other
// name gets none and stays as typed.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { createApi } from '../../electron/api/index.ts';
import { tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-028-');
afterAll(() => dir.cleanup());

describe('migration 028: the parts of automatic pool and draft names', () => {
  it('reads the parts of the names stored in the pattern, and gives typed names none', async () => {
    const file = join(dir.dir, 'schema27.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 27) });
    const at = '2026-11-29T10:00:00.000Z';
    const pool = legacy.prepare(`INSERT INTO pools (id, game, name, kind, created_at) VALUES (?, 'mtg', ?, ?, ?)`);
    pool.run(1, 'M21 sealed (seed 123456)', 'sealed', at);
    pool.run(2, 'M21 cube (seed 5) sealed (seed 9)', 'sealed', at);
    pool.run(3, 'Friday sealed', 'sealed', at);
    const draft = legacy.prepare(
      `INSERT INTO drafts (id, name, set_code, product, seed, seats, created_at) VALUES (?, ?, 'M21', 'default', 1, 8, ?)`,
    );
    draft.run(1, 'M21 draft (seed 2020)', at);
    draft.run(2, 'M21 draft (seed 12) with friends', at);
    legacy.close();

    const db = openDatabase(file);
    const api = createApi({ db });
    const pools = await api.invoke('pools.list', {});
    expect(Object.fromEntries(pools.map((p) => [p.id, p.automaticName ?? null]))).toEqual({
      1: { source: 'M21', kind: 'sealed', seed: 123456 },
      2: { source: { source: 'M21', kind: 'cube', seed: 5 }, kind: 'sealed', seed: 9 },
      3: null,
    });
    expect((await api.invoke('pools.get', { id: 2 })).automaticName?.seed).toBe(9);
    const drafts = await api.invoke('drafts.list', {});
    expect(Object.fromEntries(drafts.map((d) => [d.id, d.automaticName ?? null]))).toEqual({
      1: { source: 'M21', kind: 'draft', seed: 2020 },
      2: null,
    });
    db.close();
  });
});
