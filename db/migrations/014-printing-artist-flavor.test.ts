// Migration 014 on a schema-13 file of real cards: its printings have no artist or flavor text, so a:/ft: say
// why they cannot answer instead of finding nothing; importing the same card data again fills them in, and the
// answers are a fresh import's.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-014-');
afterAll(() => dir.cleanup());

const QUERIES = ['a:baga', 'ft:"the world tree"', 's:khm cn>=280'];
const names = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('migration 014: a printing’s artist and flavor text', () => {
  it('a schema-13 file says it has no artists until its card data is imported again, then answers as a fresh one', async () => {
    const khm = sharedPath('mtgjson', 'sets', 'KHM.json');
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [khm]);
    const legacyFile = join(dir.dir, 'schema13.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 13) });
    copyCardRowsInto(legacy, freshFile);
    expect(legacy.prepare("SELECT 1 FROM pragma_table_info('printings') WHERE name = 'artist'").get()).toBeUndefined();
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(() => searchCards(migrated, 'a:baga')).toThrow(/^no artists in the card data/);
    expect(() => searchCards(migrated, 't:elf ft:tree')).toThrow(/^no flavor text in the card data/);
    expect(names(migrated, 's:khm cn>=280')).toEqual(names(fresh, 's:khm cn>=280'));

    await importCardFiles(migrated, [khm]);
    for (const query of QUERIES) {
      expect(names(fresh, query).length, query).toBeGreaterThan(0);
      expect(names(migrated, query), query).toEqual(names(fresh, query));
    }
    migrated.close();
    fresh.close();
  });
});
