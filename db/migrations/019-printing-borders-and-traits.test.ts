// Migration 019 on a schema-17 file of real cards: its printings do not say their border, security stamp, frame effects,
// whether they are on paper, full-art, promos, digital or Story Spotlights, so border:, stamp:, is:showcase, game:paper,
// papersets and those is: words say why they cannot answer instead of finding nothing; importing the same card data again fills them in, as a fresh import has them.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-019-');
afterAll(() => dir.cleanup());

const QUERIES = [
  'border:borderless',
  'stamp:oval t:land',
  'is:full',
  'is:promo',
  'is:spotlight',
  '-is:digital t:god',
  'is:showcase',
  'frame:extendedart',
  'game:paper t:god',
  'papersets>=2',
];
const names = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('migration 019: borders, security stamps and the yes-or-no facts of a printing', () => {
  it('a schema-17 file says what it lacks until its card data is imported again, then answers as a fresh one', async () => {
    const files = [sharedPath('mtgjson', 'sets', 'ZNR.json'), sharedPath('mtgjson', 'sets', 'KHM.json')];
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, files);
    const legacyFile = join(dir.dir, 'schema17.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 17) });
    copyCardRowsInto(legacy, freshFile);
    const hasColumn = (db: Db) =>
      db.prepare("SELECT 1 FROM pragma_table_info('printings') WHERE name = 'border_color'").get();
    expect(hasColumn(legacy)).toBeUndefined();
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(hasColumn(migrated)).toBeDefined();
    expect(() => searchCards(migrated, 'border:borderless')).toThrow(/^no printing has the border "borderless"/);
    expect(() => searchCards(migrated, 'stamp:oval')).toThrow(/^no printing has the security stamp "oval"/);
    expect(() => searchCards(migrated, 'is:full')).toThrow(/^no full-art information in the card data/);
    expect(() => searchCards(migrated, 'is:promo')).toThrow(/^no promo information in the card data/);
    expect(() => searchCards(migrated, 'is:showcase')).toThrow(/^no frame effects in the card data/);
    expect(() => searchCards(migrated, 'game:paper')).toThrow(/^no paper availability in the card data/);
    expect(() => searchCards(migrated, 'papersets>=2')).toThrow(/^no paper availability in the card data/);
    expect(names(migrated, 's:znr t:god')).toEqual(names(fresh, 's:znr t:god'));

    await importCardFiles(migrated, files);
    for (const query of QUERIES) {
      expect(names(fresh, query).length, query).toBeGreaterThan(0);
      expect(names(migrated, query), query).toEqual(names(fresh, query));
    }
    migrated.close();
    fresh.close();
  });
});
