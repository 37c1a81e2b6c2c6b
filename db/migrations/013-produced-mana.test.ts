// Migration 013 on a schema-12 file of real cards: once migrated, produces: queries answer as on a fresh file (the
// index of version 4 fills card_search.produced when it is first searched).
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-013-');
afterAll(() => dir.cleanup());

const names = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('migration 013: the mana a card can add, in the search index', () => {
  it('a schema-12 file answers produces: as a fresh import does', async () => {
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [sharedPath('mtgjson', 'sets', 'KHM.json')]);
    const legacyFile = join(dir.dir, 'schema12.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 12) });
    copyCardRowsInto(legacy, freshFile);
    legacy.close();

    const db = openDatabase(legacyFile);
    for (const query of ['produces:g t:land', 'produces=wu', 'produces:c']) {
      const expected = names(fresh, query);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(names(db, query), query).toEqual(expected);
    }
    db.close();
    fresh.close();
  });
});
