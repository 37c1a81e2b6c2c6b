// A Scryfall object's `prices`: each a decimal number as a string, or null when Scryfall has none. Decklab makes
// no price request of its own; prices come only with the card data the user downloads.
import { PRICE_KEYS, type Prices } from './types.ts';
import { CardDataError, valueExcerpt } from './errors.ts';
import { optionalRecord, type SourceRecord } from '../mtg/source-record.ts';

const DECIMAL = /^\d{1,9}(\.\d{1,4})?$/;

/** The object's prices; undefined when it has no `prices` field (so an import without prices leaves stored ones). */
export function scryfallPrices(rec: SourceRecord): Prices | undefined {
  const prices = optionalRecord(rec, 'prices');
  if (!prices) return undefined;
  const read: Prices = {};
  for (const key of PRICE_KEYS) {
    const value = prices[key];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' || !DECIMAL.test(value))
      throw new CardDataError(
        `bad "prices.${key}": expected a decimal number as text or null, found ${JSON.stringify(value)}`,
        'skip.price',
        { field: `prices.${key}`, value: valueExcerpt(value) },
      );
    read[key] = Number(value);
  }
  return read;
}
