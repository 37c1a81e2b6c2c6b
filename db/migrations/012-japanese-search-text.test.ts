// Migration 012 on a schema-10 file of real cards whose data carries Japanese text: once migrated, Japanese t: and o:
// queries answer as on a fresh file (the index of version 3 fills search_ja when it is first searched).
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-012-');
afterAll(() => dir.cleanup());

const names = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('migration 012: the Japanese type lines and rules text of the search index', () => {
  it('a schema-10 file answers t:クリーチャー and o:飛行 as a fresh import does', async () => {
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [sharedPath('mtgjson', 'sets', 'M21.json')]);
    const legacyFile = join(dir.dir, 'schema10.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 10) });
    copyCardRowsInto(legacy, freshFile);
    expect(legacy.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'search_ja'").get()).toBeUndefined();
    legacy.close();

    const db = openDatabase(legacyFile);
    for (const query of ['t:クリーチャー', 'o:飛行', 't:伝説の o:カードを1枚引く']) {
      const expected = names(fresh, query);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(names(db, query), query).toEqual(expected);
    }
    db.close();
    fresh.close();
  });
});
