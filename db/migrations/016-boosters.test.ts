// Migration 016 on a schema-15 file of real cards with a pool: the pool keeps its cards (now non-foil), the set has
// no booster configuration until its MTGJSON file is imported again, and then opens as on a fresh import.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { getPool } from '../pools.ts';
import { listBoosterSets } from '../boosters.ts';
import { createApi } from '../../electron/api/index.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-016-');
afterAll(() => dir.cleanup());

describe('migration 016: booster configurations and foil pool entries', () => {
  it('a schema-15 file keeps its pool; its sets open boosters once their MTGJSON file is imported again, as a fresh file does', async () => {
    const khm = sharedPath('mtgjson', 'sets', 'KHM.json');
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [khm]);
    const legacyFile = join(dir.dir, 'schema15.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 15) });
    copyCardRowsInto(legacy, freshFile);
    expect(legacy.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'booster_products'").get()).toBeUndefined();
    const card = legacy.prepare("SELECT id, name FROM cards WHERE name = 'Goldspan Dragon'").get() as {
      id: string;
      name: string;
    };
    legacy
      .prepare(
        "INSERT INTO pools (id, game, name, kind, notes, created_at) VALUES (1, 'mtg', 'Old', 'sealed', '', '2024-01-01')",
      )
      .run();
    legacy
      .prepare('INSERT INTO pool_entries (pool_id, card_id, card_name, count) VALUES (1, ?, ?, 2)')
      .run(card.id, card.name);
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(getPool(migrated, 1)?.entries).toEqual([{ name: card.name, cardId: card.id, count: 2 }]);
    expect(listBoosterSets(migrated)).toEqual([]);
    const api = createApi({ db: migrated });
    await expect(api.invoke('pools.open', { set: 'khm', seed: 1 })).rejects.toMatchObject({ reason: 'booster.no-set' });

    await importCardFiles(migrated, [khm]);
    expect(listBoosterSets(migrated)).toEqual(listBoosterSets(fresh));
    expect(listBoosterSets(migrated).map((s) => [s.code, s.products.map((p) => p.product)])).toEqual([
      ['KHM', ['arena', 'default']],
    ]);
    const opened = await api.invoke('pools.open', { set: 'KHM', seed: 7 });
    const freshOpened = await createApi({ db: fresh }).invoke('pools.open', { set: 'KHM', seed: 7 });
    expect(opened.packs).toEqual(freshOpened.packs);
    expect(opened.pool.entries).toEqual(freshOpened.pool.entries);
    migrated.close();
    fresh.close();
  });
});
