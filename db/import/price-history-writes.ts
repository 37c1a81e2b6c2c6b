// The importer's writes of a printing's prices into the history (migration 033): a row only when they differ from
// the printing's prices on that day as the history holds them, so each day imported costs only the prices that
// moved. Days may come in any order: a day written between two stored ones keeps the prices the next stored day
// had, which a row of the new day would otherwise stand for.
import type Database from 'better-sqlite3';
import type { Db } from '../open.ts';
import { PRICE_KEYS } from '../../engine/cards/types.ts';
import { PRICE_COLUMNS, namedParameters, type PriceRow } from '../card-rows.ts';

const samePrices = (a: PriceRow | undefined, b: PriceRow) => PRICE_KEYS.every((key) => (a?.[key] ?? null) === b[key]);

export class PriceHistoryWrites {
  /** A printing's newest row up to a day: its prices that day. */
  private readonly pricesOn: Database.Statement<[string, string]>;
  private readonly upsert: Database.Statement<[PriceRow]>;
  private readonly insertIfNone: Database.Statement<[PriceRow]>;
  private readonly addDay: Database.Statement<[string]>;
  private readonly dayAfter: Database.Statement<[string]>;
  /** Per day written, the next day stored (null: none); forgotten when a day is added. */
  private readonly nextDays = new Map<string, string | null>();

  constructor(db: Db) {
    this.pricesOn = db.prepare(
      `SELECT * FROM price_history WHERE printing_id = ? AND snapshot_date <= ? ORDER BY snapshot_date DESC LIMIT 1`,
    );
    const values = `price_history (${PRICE_COLUMNS.join(', ')}) VALUES (${namedParameters(PRICE_COLUMNS)})`;
    const prices = PRICE_KEYS.map((key) => `${key} = excluded.${key}`).join(', ');
    this.upsert = db.prepare(`INSERT INTO ${values} ON CONFLICT (printing_id, snapshot_date) DO UPDATE SET ${prices}`);
    this.insertIfNone = db.prepare(`INSERT INTO ${values} ON CONFLICT (printing_id, snapshot_date) DO NOTHING`);
    this.addDay = db.prepare('INSERT OR IGNORE INTO price_snapshots (snapshot_date) VALUES (?)');
    this.dayAfter = db.prepare('SELECT min(snapshot_date) FROM price_snapshots WHERE snapshot_date > ?').pluck();
  }

  write(row: PriceRow): void {
    const next = this.nextDayOf(row.snapshot_date);
    const stored = this.pricesOn.get(row.printing_id, row.snapshot_date) as PriceRow | undefined;
    if (samePrices(stored, row)) return;
    if (stored && next) this.insertIfNone.run({ ...stored, snapshot_date: next });
    this.upsert.run(row);
  }

  private nextDayOf(day: string): string | null {
    let next = this.nextDays.get(day);
    if (next === undefined) {
      if (this.addDay.run(day).changes > 0) this.nextDays.clear();
      next = (this.dayAfter.get(day) as string | null) ?? null;
      this.nextDays.set(day, next);
    }
    return next;
  }
}
