// Migration 018 on a schema-17 file of real cards (M21's MTGJSON set file) with a pool: the pool keeps its cards, the
// user file gains `drafts`, and a draft started there plays out as on a fresh file of the same cards.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { getPool } from '../pools.ts';
import { createApi } from '../../electron/api/index.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-018-');
afterAll(() => dir.cleanup());

describe('migration 018: drafts', () => {
  it('a schema-17 file keeps its pool and gains drafts, which replay as on a fresh file', async () => {
    const m21 = sharedPath('mtgjson', 'sets', 'M21.json');
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [m21]);
    const legacyFile = join(dir.dir, 'schema17.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 17) });
    copyCardRowsInto(legacy, freshFile);
    expect(legacy.prepare("SELECT 1 FROM user.sqlite_schema WHERE name = 'drafts'").get()).toBeUndefined();
    const card = legacy.prepare("SELECT id, name FROM cards WHERE name = 'Ugin, the Spirit Dragon'").get() as {
      id: string;
      name: string;
    };
    legacy
      .prepare(
        "INSERT INTO pools (id, game, name, kind, notes, created_at) VALUES (1, 'mtg', 'Old', 'draft', '', '2024-01-01')",
      )
      .run();
    legacy
      .prepare('INSERT INTO pool_entries (pool_id, card_id, card_name, count) VALUES (1, ?, ?, 1)')
      .run(card.id, card.name);
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(getPool(migrated, 1)?.entries).toEqual([{ name: card.name, cardId: card.id, count: 1 }]);
    await importCardFiles(migrated, [m21]);
    const api = createApi({ db: migrated });
    const freshApi = createApi({ db: fresh });
    const started = await api.invoke('drafts.start', { set: 'M21', seed: 4, seats: 5 });
    const freshStarted = await freshApi.invoke('drafts.start', { set: 'M21', seed: 4, seats: 5 });
    expect(started.current).toEqual(freshStarted.current);
    const picked = await api.invoke('drafts.pick', { id: started.id, card: 2 });
    expect(picked.current).toEqual((await freshApi.invoke('drafts.pick', { id: freshStarted.id, card: 2 })).current);
    migrated.close();
    fresh.close();
  });
});
