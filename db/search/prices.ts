// A printing's price in a search: printing_prices holds one column per PriceKey (migration 011), a currency's
// finishes sharing its prefix (usd, usd_foil, usd_etched).
import { PRICE_KEYS } from '../../engine/cards/types.ts';
import type { Currency } from '../../engine/collection/prices.ts';

/** SQL for a printing's lowest price in the currency over the finishes that have one; NULL when none has. */
export function lowestPrice(currency: Currency): string {
  const columns = PRICE_KEYS.filter((key) => key.startsWith(currency));
  if (columns.length === 1) return columns[0];
  // SQLite's min() of several arguments is NULL when any is: each argument falls back on the others.
  const rotations = columns.map((_, i) => `coalesce(${[...columns.slice(i), ...columns.slice(0, i)].join(', ')})`);
  return `min(${rotations.join(', ')})`;
}
