// Migration 021 on a schema-20 file holding a real booster draft: the draft and its picks stay as they were, a
// booster draft (no cube); a cube draft can then be stored beside it.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { createDraft, getDraft, saveDraftPicks } from '../drafts.ts';
import { tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-021-');
afterAll(() => dir.cleanup());

describe('migration 021: cube drafts', () => {
  it('a schema-20 file keeps its booster drafts and their picks; a cube draft is then stored with its cube', () => {
    const file = join(dir.dir, 'schema20.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 20) });
    // As db/drafts.ts wrote a booster draft before this migration.
    legacy
      .prepare(
        `INSERT INTO drafts (id, name, set_code, product, seed, seats, picks, created_at)
         VALUES (1, 'M21 night', 'M21', 'default', 21, 8, '[3,0,7]', '2026-11-29T10:00:00.000Z')`,
      )
      .run();
    legacy.close();

    const db = openDatabase(file);
    expect(getDraft(db, 1)).toEqual({
      id: 1,
      name: 'M21 night',
      set: 'M21',
      product: 'default',
      seed: 21,
      seats: 8,
      botPolicy: 'rarity-then-colors',
      picks: [3, 0, 7],
      createdAt: '2026-11-29T10:00:00.000Z',
    });
    saveDraftPicks(db, 1, [3, 0, 7, 1]);
    expect(getDraft(db, 1)!.picks).toEqual([3, 0, 7, 1]);
    const cube = { printings: ['a', 'b', 'b'], packSize: 5 };
    const stored = createDraft(db, {
      name: 'cube',
      set: '',
      product: '',
      cube,
      seed: 1,
      seats: 4,
      botPolicy: 'rarity-then-colors',
    });
    expect(getDraft(db, stored.id)!.cube).toEqual(cube);
    expect(() =>
      createDraft(db, {
        name: 'x',
        set: '',
        product: '',
        cube: { ...cube, packSize: 30 },
        seed: 1,
        seats: 4,
        botPolicy: 'rarity-then-colors',
      }),
    ).toThrow(/CHECK/);
    db.close();
  });
});
