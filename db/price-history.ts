// Reads of the price history (migration 033): the days imported, and the days each printing's prices changed.
import type { Db } from './open.ts';
import { statement } from './search/statements.ts';
import { pricesOfRow } from './cards.ts';
import type { PriceKey } from '../engine/cards/types.ts';
import type { PriceSnapshot } from '../engine/collection/price-history.ts';

/** The days whose Scryfall prices were imported, oldest first. */
export function priceDays(db: Db): string[] {
  return statement(db, 'SELECT snapshot_date FROM price_snapshots ORDER BY snapshot_date').pluck().all() as string[];
}

type ChangeRow = { printing_id: string; snapshot_date: string } & Record<PriceKey, number | null>;

/** Each printing's price changes, oldest first, for the printings of the cards named (engine pricesOn reads them). */
export function priceChangesOfCards(db: Db, cardIds: Iterable<string>): Map<string, PriceSnapshot[]> {
  const rows = statement(
    db,
    `SELECT h.* FROM price_history h JOIN printings p ON p.id = h.printing_id
    WHERE p.card_id IN (SELECT value FROM json_each(?)) ORDER BY h.printing_id, h.snapshot_date`,
  ).all(JSON.stringify([...new Set(cardIds)])) as ChangeRow[];
  const changes = new Map<string, PriceSnapshot[]>();
  for (const row of rows) {
    let ofPrinting = changes.get(row.printing_id);
    if (!ofPrinting) changes.set(row.printing_id, (ofPrinting = []));
    ofPrinting.push({ date: row.snapshot_date, prices: pricesOfRow(row) });
  }
  return changes;
}
