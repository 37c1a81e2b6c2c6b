// Migration 032 and the snapshot before: a Scryfall import of a later day keeps the prices it replaces. Real
// snapshots of one printing: Chandra's Embercat (M20 129) in the 2019 set file and in Scryfall's API fixture of 2024,
// imported under the names a bulk download gets, so their days are known.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardDataFile, openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { getPrintings } from '../cards.ts';
import { PRICE_KEYS, type Prices } from '../../engine/cards/types.ts';
import { tempDir } from '../../test/shared-data.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { EMBERCAT, embercatSnapshot, type PricedObject } from '../../test/priced-cards.ts';

const dir = tempDir('decklab-032-');
afterAll(() => dir.cleanup());

const { then, now } = EMBERCAT;

/** Scryfall's price strings as numbers, nulls left out. */
function pricesOf(object: PricedObject): Prices {
  const prices: Prices = {};
  for (const key of PRICE_KEYS) if (object.prices[key] != null) prices[key] = Number(object.prices[key]);
  return prices;
}

const snapshot = (which: 'm20-2019' | 'embercat-2024', day: string) => embercatSnapshot(dir.dir, which, day);

const embercat = (db: Db) => {
  const cardId = db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(now.id) as string;
  return getPrintings(db, cardId).find((p) => p.id === now.id)!;
};

describe('migration 032: the prices of the snapshot before', () => {
  it('a schema-31 file keeps its prices and gains the columns; the next import of a later day fills them', async () => {
    expect(then.id).toBe(now.id);
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [snapshot('m20-2019', '2019-08-01')]);
    fresh.close();
    const file = join(dir.dir, 'schema31.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 31) });
    copyCardRowsInto(legacy, freshFile);
    legacy.prepare('ATTACH DATABASE ? AS current').run(cardDataFile(freshFile));
    legacy.exec(`INSERT INTO printing_prices SELECT printing_id, ${PRICE_KEYS.join(', ')}, snapshot_date
      FROM current.printing_prices`);
    legacy.exec('DETACH DATABASE current');
    legacy.close();

    const db = openDatabase(file);
    expect(embercat(db)).toMatchObject({ prices: pricesOf(then), pricesDate: '2019-08-01' });
    expect(embercat(db).previousPrices).toBeUndefined();
    await importCardFiles(db, [snapshot('embercat-2024', '2024-03-12')]);
    expect(embercat(db)).toMatchObject({
      prices: pricesOf(now),
      pricesDate: '2024-03-12',
      previousPrices: pricesOf(then),
      previousPricesDate: '2019-08-01',
    });
    db.close();
  });

  it('the same day again replaces the current prices only; an earlier day is the snapshot before, never the current', async () => {
    const db = openDatabase(join(dir.dir, 'days.sqlite'));
    await importCardFiles(db, [snapshot('embercat-2024', '2024-03-12')]);
    expect(embercat(db).previousPrices).toBeUndefined();
    // An earlier day imported after: the current prices stay, the earlier ones stand as the snapshot before.
    await importCardFiles(db, [snapshot('m20-2019', '2019-08-01')]);
    const expected = {
      prices: pricesOf(now),
      pricesDate: '2024-03-12',
      previousPrices: pricesOf(then),
      previousPricesDate: '2019-08-01',
    };
    expect(embercat(db)).toMatchObject(expected);
    // An even earlier day does not displace it; the same day as the current one leaves the snapshot before.
    await importCardFiles(db, [snapshot('m20-2019', '2019-07-12')]);
    await importCardFiles(db, [snapshot('embercat-2024', '2024-03-12')]);
    expect(embercat(db)).toMatchObject(expected);
    // A later day: the 2024 prices become the snapshot before.
    await importCardFiles(db, [snapshot('m20-2019', '2025-01-02')]);
    expect(embercat(db)).toMatchObject({
      prices: pricesOf(then),
      pricesDate: '2025-01-02',
      previousPrices: pricesOf(now),
      previousPricesDate: '2024-03-12',
    });
    db.close();
  });
});
