// A printing's prices over the days of Scryfall data the user imported, and a collection's value on each of those
// days. The database keeps a printing's prices from the day they changed (db/import/price-history-writes.ts): its
// prices on a day are those of its newest change up to that day.
import type { Prices, Printing } from '../cards/types.ts';
import type { CollectionItem } from './types.ts';
import { collectionValue, type Currency, type PrintingsOf } from './prices.ts';

/** A printing's prices as of one day (YYYY-MM-DD). */
export interface PriceSnapshot {
  date: string;
  prices: Prices;
}

/** A printing's prices on `day`: its newest change up to that day (`changes` oldest first); undefined before the first. */
export function pricesOn(changes: readonly PriceSnapshot[], day: string): Prices | undefined {
  let found: Prices | undefined;
  for (const change of changes) {
    if (change.date > day) break;
    found = change.prices;
  }
  return found;
}

/** A printing's prices on each day imported (`days` oldest first) from its first change on. */
export function pricesByDay(changes: readonly PriceSnapshot[], days: readonly string[]): PriceSnapshot[] {
  const first = changes[0]?.date;
  if (first === undefined) return [];
  return days.filter((day) => day >= first).map((day) => ({ date: day, prices: pricesOn(changes, day)! }));
}

/** The value on one day of the copies owned now; `pricedCopies` says how many that day's prices priced. */
export interface ValueOnDay {
  date: string;
  value: number;
  pricedCopies: number;
}

/**
 * The collection's value on each day imported (`days` oldest first): the copies owned now, each priced as
 * collectionValue prices it with the prices of that day. Days that priced no copy are left out.
 */
export function collectionValueHistory(
  items: readonly CollectionItem[],
  printingsOf: PrintingsOf,
  changesOf: (printingId: string) => readonly PriceSnapshot[],
  currency: Currency,
  days: readonly string[],
): ValueOnDay[] {
  return days.flatMap((day) => {
    const onDay = new Map<string, Printing[]>();
    const printingsOnDay: PrintingsOf = (cardId) => {
      let found = onDay.get(cardId);
      if (!found) onDay.set(cardId, (found = printingsOf(cardId).map((p) => pricedOn(p, changesOf(p.id), day))));
      return found;
    };
    const { total, pricedCopies } = collectionValue(items, printingsOnDay, currency);
    return pricedCopies > 0 ? [{ date: day, value: total, pricedCopies }] : [];
  });
}

/** The printing with the prices it had on `day` as its current ones, and no snapshot before. */
function pricedOn(printing: Printing, changes: readonly PriceSnapshot[], day: string): Printing {
  const {
    prices: _now,
    pricesDate: _nowDate,
    previousPrices: _before,
    previousPricesDate: _beforeDate,
    ...rest
  } = printing;
  const prices = pricesOn(changes, day);
  return prices ? { ...rest, prices, pricesDate: day } : rest;
}
