// Migration 017 on a schema-15 file of real cards: its printings do not say whether they are reprints, nor their
// watermarks, and its sets no block, so is:reprint, wm: and b: say why they cannot answer instead of finding nothing;
// importing the same card data again fills them in, and the answers are a fresh import's.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-017-');
afterAll(() => dir.cleanup());

const QUERIES = [
  'is:reprint',
  'e:grn not:reprint r:mythic',
  'wm:dimir',
  'has:watermark t:land',
  'b:rna t:gate',
  'new:frame',
];
const names = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('migration 017: reprints, watermarks, artworks, frames and blocks', () => {
  it('a schema-15 file says what it lacks until its card data is imported again, then answers as a fresh one', async () => {
    const files = [sharedPath('mtgjson', 'sets', 'GRN.json'), sharedPath('mtgjson', 'sets', 'RNA.json')];
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, files);
    const legacyFile = join(dir.dir, 'schema15.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 15) });
    copyCardRowsInto(legacy, freshFile);
    expect(legacy.prepare("SELECT 1 FROM pragma_table_info('printings') WHERE name = 'reprint'").get()).toBeUndefined();
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(() => searchCards(migrated, 'is:reprint')).toThrow(/^no reprint information in the card data/);
    expect(() => searchCards(migrated, 'wm:dimir')).toThrow(/^no printing has the watermark "dimir"/);
    expect(() => searchCards(migrated, 'b:rna')).toThrow(/^no set "rna" of a block in the card data/);
    expect(() => searchCards(migrated, 'new:frame')).toThrow(/^no frames in the card data/);
    expect(names(migrated, 's:rna t:gate')).toEqual(names(fresh, 's:rna t:gate'));

    await importCardFiles(migrated, files);
    for (const query of QUERIES) {
      expect(names(fresh, query).length, query).toBeGreaterThan(0);
      expect(names(migrated, query), query).toEqual(names(fresh, query));
    }
    migrated.close();
    fresh.close();
  });
});
