// Migration 019 (a printing's `paper`, among its traits) on a schema-17 file of real cards: its printings do not say whether they were released in paper, so
// Pauper Commander counts every printing's rarity as it did (PDH "Card Rarity" cannot tell an Arena-only one); importing
// the same card data again fills it in, and the rarities counted are a fresh import's.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { getPrintings } from '../cards.ts';
import { pauperCommanderRarities } from '../../engine/formats/pauper-rarity.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-019-paper-');
afterAll(() => dir.cleanup());

/** An uncommon printed on Arena alone (KHM's rebalanced card), and one printed at uncommon in paper alone (AFC). */
const CARDS = ['A-Elderfang Ritualist', 'Merfolk Looter'];

const printingsOf = (db: Db, name: string) =>
  getPrintings(db, db.prepare('SELECT id FROM cards WHERE name = ?').pluck().get(name) as string);
const raritiesOf = (db: Db) => CARDS.map((name) => [name, pauperCommanderRarities(printingsOf(db, name)).sort()]);

describe('migration 019: whether a printing was released in paper, for Pauper Commander', () => {
  it('a schema-17 file counts every printing until its card data is imported again, then as a fresh one', async () => {
    const files = ['KHM', 'AFC', '10E'].map((code) => sharedPath('mtgjson', 'sets', `${code}.json`));
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, files);
    expect(raritiesOf(fresh)).toEqual([
      ['A-Elderfang Ritualist', []],
      ['Merfolk Looter', ['common', 'uncommon']],
    ]);
    const legacyFile = join(dir.dir, 'schema17.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 17) });
    copyCardRowsInto(legacy, freshFile);
    expect(legacy.prepare("SELECT 1 FROM pragma_table_info('printings') WHERE name = 'paper'").get()).toBeUndefined();
    legacy.close();

    const migrated = openDatabase(legacyFile);
    expect(printingsOf(migrated, 'A-Elderfang Ritualist').map((p) => p.paper)).toEqual([undefined]);
    expect(raritiesOf(migrated)[0]).toEqual(['A-Elderfang Ritualist', ['uncommon']]);

    await importCardFiles(migrated, files);
    expect(raritiesOf(migrated)).toEqual(raritiesOf(fresh));
    expect(printingsOf(migrated, 'Merfolk Looter').map((p) => [p.set, p.paper])).toEqual(
      printingsOf(fresh, 'Merfolk Looter').map((p) => [p.set, p.paper]),
    );
    migrated.close();
    fresh.close();
  });
});
