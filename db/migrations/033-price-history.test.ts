// Migration 033 and the price history: every day of Scryfall prices imported is kept per printing, in any order.
// Real snapshots of one printing: Chandra's Embercat (M20 129) in the 2019 set file and in Scryfall's API fixture of
// 2024, imported under the names a bulk download gets, so their days are known; the 2019 file again under other
// days makes the third and fourth.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardDataFile, openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { getPrintings } from '../cards.ts';
import { priceChangesOfCards, priceDays } from '../price-history.ts';
import { PRICE_KEYS, type Prices } from '../../engine/cards/types.ts';
import { pricesByDay } from '../../engine/collection/price-history.ts';
import { tempDir } from '../../test/shared-data.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { EMBERCAT, embercatSnapshot, type PricedObject } from '../../test/priced-cards.ts';

const dir = tempDir('decklab-033-');
afterAll(() => dir.cleanup());

const { then, now } = EMBERCAT;

/** Scryfall's price strings as numbers, nulls left out. */
function pricesOf(object: PricedObject): Prices {
  const prices: Prices = {};
  for (const key of PRICE_KEYS) if (object.prices[key] != null) prices[key] = Number(object.prices[key]);
  return prices;
}

const snapshot = (which: 'm20-2019' | 'embercat-2024', day: string) => embercatSnapshot(dir.dir, which, day);

const cardIdOf = (db: Db) => db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(now.id) as string;
const embercat = (db: Db) => getPrintings(db, cardIdOf(db)).find((p) => p.id === now.id)!;
/** The Embercat's prices on each day imported, as the API gives them. */
const history = (db: Db) => pricesByDay(priceChangesOfCards(db, [cardIdOf(db)]).get(now.id) ?? [], priceDays(db));
const historyRows = (db: Db) => db.prepare('SELECT count(*) FROM price_history').pluck().get() as number;

describe('migration 033: the price history', () => {
  it('a schema-32 file with prices of the day before keeps both days in the history, and loses the old columns', async () => {
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [snapshot('m20-2019', '2019-08-01')]);
    fresh.close();
    const file = join(dir.dir, 'schema32.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 32) });
    copyCardRowsInto(legacy, freshFile);
    legacy.prepare('ATTACH DATABASE ? AS current').run(cardDataFile(freshFile));
    legacy.exec(`INSERT INTO printing_prices (printing_id, ${PRICE_KEYS.join(', ')}, snapshot_date)
      SELECT printing_id, ${PRICE_KEYS.join(', ')}, snapshot_date FROM current.printing_prices`);
    legacy.exec('DETACH DATABASE current');
    // What 032's importer left after the 2024 Embercat: those prices current, the 2019 ones the snapshot before.
    const nowPrices = PRICE_KEYS.map((key) => (now.prices[key] == null ? null : Number(now.prices[key])));
    legacy
      .prepare(
        `UPDATE printing_prices SET ${PRICE_KEYS.map((k) => `previous_${k} = ${k}`).join(', ')},
        previous_snapshot_date = snapshot_date, ${PRICE_KEYS.map((k) => `${k} = ?`).join(', ')},
        snapshot_date = '2024-03-12' WHERE printing_id = ?`,
      )
      .run(...nowPrices, now.id);
    const priced = legacy.prepare('SELECT count(*) FROM printing_prices').pluck().get() as number;
    expect(priced).toBeGreaterThan(200);
    legacy.close();

    const db = openDatabase(file);
    expect(embercat(db)).toMatchObject({
      prices: pricesOf(now),
      pricesDate: '2024-03-12',
      previousPrices: pricesOf(then),
      previousPricesDate: '2019-08-01',
    });
    expect(history(db)).toEqual([
      { date: '2019-08-01', prices: pricesOf(then) },
      { date: '2024-03-12', prices: pricesOf(now) },
    ]);
    expect(priceDays(db)).toEqual(['2019-08-01', '2024-03-12']);
    // Every printing priced before has its current prices in the history, the Embercat its earlier ones too.
    expect(historyRows(db)).toBe(priced + 1);
    const columns = db.prepare("SELECT name FROM pragma_table_info('printing_prices')").pluck().all();
    expect(columns).toEqual(['printing_id', ...PRICE_KEYS, 'snapshot_date']);
    // The next import of a later day adds to the history; the day before the current prices is 2024's.
    await importCardFiles(db, [snapshot('m20-2019', '2025-01-02')]);
    expect(embercat(db)).toMatchObject({
      prices: pricesOf(then),
      pricesDate: '2025-01-02',
      previousPrices: pricesOf(now),
      previousPricesDate: '2024-03-12',
    });
    expect(history(db).map((day) => day.date)).toEqual(['2019-08-01', '2024-03-12', '2025-01-02']);
    db.close();
  });

  it('days imported in and out of order: each enters the history at its day, only the newest is current', async () => {
    const db = openDatabase(join(dir.dir, 'days.sqlite'));
    await importCardFiles(db, [snapshot('m20-2019', '2019-08-01')]);
    const firstDay = historyRows(db);
    // The same prices on a later day cost no row; the day is kept.
    await importCardFiles(db, [snapshot('m20-2019', '2025-01-02')]);
    expect(historyRows(db)).toBe(firstDay);
    expect(embercat(db)).toMatchObject({ pricesDate: '2025-01-02', previousPricesDate: '2019-08-01' });
    // A day between the two, of other prices: it enters the history, and 2025 keeps the prices it had.
    await importCardFiles(db, [snapshot('embercat-2024', '2024-03-12')]);
    expect(history(db)).toEqual([
      { date: '2019-08-01', prices: pricesOf(then) },
      { date: '2024-03-12', prices: pricesOf(now) },
      { date: '2025-01-02', prices: pricesOf(then) },
    ]);
    expect(historyRows(db)).toBe(firstDay + 2);
    expect(embercat(db)).toMatchObject({
      prices: pricesOf(then),
      pricesDate: '2025-01-02',
      previousPrices: pricesOf(now),
      previousPricesDate: '2024-03-12',
    });
    // An earlier day than all: history only. The same day again: nothing changes.
    await importCardFiles(db, [snapshot('embercat-2024', '2018-05-05')]);
    await importCardFiles(db, [snapshot('embercat-2024', '2024-03-12')]);
    expect(history(db)).toEqual([
      { date: '2018-05-05', prices: pricesOf(now) },
      { date: '2019-08-01', prices: pricesOf(then) },
      { date: '2024-03-12', prices: pricesOf(now) },
      { date: '2025-01-02', prices: pricesOf(then) },
    ]);
    expect(embercat(db)).toMatchObject({ pricesDate: '2025-01-02', previousPricesDate: '2024-03-12' });
    // A later day of other prices becomes the current one.
    await importCardFiles(db, [snapshot('embercat-2024', '2026-02-03')]);
    expect(embercat(db)).toMatchObject({
      prices: pricesOf(now),
      pricesDate: '2026-02-03',
      previousPrices: pricesOf(then),
      previousPricesDate: '2025-01-02',
    });
    expect(history(db).at(-1)).toEqual({ date: '2026-02-03', prices: pricesOf(now) });
    db.close();
  });
});
