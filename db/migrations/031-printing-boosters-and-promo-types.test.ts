// Migration 031 on a schema-30 file of real cards: its printings do not say whether they are in boosters, oversized
// or which kinds of promo they are, so is:booster, is:oversized and is:buyabox say why they cannot answer instead of
// finding nothing; importing the same card data again fills them in, as a fresh import has them.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-031-');
afterAll(() => dir.cleanup());

const QUERIES = ['is:booster', '-is:booster', 'e:war -is:booster', 'is:buyabox', '-is:buyabox t:god', 'is:promo'];
const names = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('migration 031: whether a printing is in boosters, oversized, and its kinds of promo', () => {
  it('a schema-30 file says what it lacks until its card data is imported again, then answers as a fresh one', async () => {
    const files = [sharedPath('mtgjson', 'sets', 'WAR.json'), sharedPath('mtgjson', 'sets', 'THB.json')];
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, files);
    const legacyFile = join(dir.dir, 'schema30.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 30) });
    copyCardRowsInto(legacy, freshFile);
    const hasColumn = (db: Db) =>
      db.prepare("SELECT 1 FROM pragma_table_info('printings') WHERE name = 'promo_types'").get();
    expect(hasColumn(legacy)).toBeUndefined();
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(hasColumn(migrated)).toBeDefined();
    expect(() => searchCards(migrated, 'is:booster')).toThrow(/^no booster information in the card data/);
    expect(() => searchCards(migrated, '-is:booster')).toThrow(/^no booster information in the card data/);
    expect(() => searchCards(migrated, 'is:oversized')).toThrow(/^no oversized-card information in the card data/);
    expect(() => searchCards(migrated, 'is:buyabox')).toThrow(/^no promo types in the card data/);
    expect(() => searchCards(migrated, 'is:prerelease')).toThrow(/^no promo types in the card data/);
    expect(names(migrated, 'is:promo')).toEqual(names(fresh, 'is:promo'));

    await importCardFiles(migrated, files);
    for (const query of QUERIES) {
      expect(names(fresh, query).length, query).toBeGreaterThan(0);
      expect(names(migrated, query), query).toEqual(names(fresh, query));
    }
    // The set files hold no oversized card and no prerelease promo: an answer, if an empty one, not a refusal.
    expect(names(migrated, 'is:oversized')).toEqual([]);
    expect(names(migrated, 'is:prerelease')).toEqual([]);
    migrated.close();
    fresh.close();
  });
});
