// A printing's prices by day and a collection's value by day, on two real snapshots of one printing: Chandra's
// Embercat (M20 129) as Scryfall priced it in the 2019 set file and in its API fixture of 2024.
import { describe, expect, it } from 'vitest';
import { cardFromScryfall } from '../cards/from-scryfall.ts';
import type { Printing } from '../cards/types.ts';
import type { CollectionItem } from './types.ts';
import { scryfallObjectsIn, type ScryfallCard } from '../../test/real-cards.ts';
import { collectionValueHistory, pricesByDay, pricesOn, type PriceSnapshot } from './price-history.ts';

const [then] = scryfallObjectsIn('sets-2019/m20.json').filter((o) => o.name === "Chandra's Embercat");
const [now] = scryfallObjectsIn('api-types-fixtures/Card/layouts/Normal/Creature/ChandrasEmbercat.json');
const printingOf = (o: ScryfallCard): Printing => cardFromScryfall(o).printings[0];
const pricesOf = (o: ScryfallCard) => printingOf(o).prices!;
/** The rows the database keeps: the 2019 prices from 2019-08-01, the 2024 ones from 2024-03-12. */
const changes: PriceSnapshot[] = [
  { date: '2019-08-01', prices: pricesOf(then) },
  { date: '2024-03-12', prices: pricesOf(now) },
];
const days = ['2019-01-01', '2019-08-01', '2020-06-30', '2024-03-12', '2025-01-02'];

describe('a printing’s prices by day', () => {
  it('on a day: its newest change up to that day; none before its first', () => {
    expect(pricesOn(changes, '2019-07-31')).toBeUndefined();
    expect(pricesOn(changes, '2019-08-01')).toEqual(pricesOf(then));
    expect(pricesOn(changes, '2024-03-11')).toEqual(pricesOf(then));
    expect(pricesOn(changes, '2030-01-01')).toEqual(pricesOf(now));
  });

  it('on each day imported from its first change on', () => {
    expect(pricesByDay(changes, days)).toEqual([
      { date: '2019-08-01', prices: pricesOf(then) },
      { date: '2020-06-30', prices: pricesOf(then) },
      { date: '2024-03-12', prices: pricesOf(now) },
      { date: '2025-01-02', prices: pricesOf(now) },
    ]);
    expect(pricesByDay([], days)).toEqual([]);
  });
});

describe('a collection’s value by day', () => {
  const printing = printingOf(now);
  const item: CollectionItem = {
    game: 'mtg',
    cardId: printing.cardId,
    printingId: printing.id,
    name: "Chandra's Embercat",
    set: 'm20',
    collectorNumber: '129',
    lang: 'en',
    finish: 'nonfoil',
    condition: 'NM',
    binder: '',
    count: 3,
  };
  const history = (currency: 'usd' | 'eur', finish: 'nonfoil' | 'foil' = 'nonfoil') =>
    collectionValueHistory(
      [{ ...item, finish }],
      () => [printing],
      () => changes,
      currency,
      days,
    );
  const cents = (n: number) => Math.round(n * 100) / 100;
  const value = (o: ScryfallCard, key: 'usd' | 'eur' | 'usd_foil') => cents(3 * pricesOf(o)[key]!);

  it('the copies owned now at each day’s prices; a day before any price is left out', () => {
    for (const currency of ['usd', 'eur'] as const)
      expect(history(currency)).toEqual([
        { date: '2019-08-01', value: value(then, currency), pricedCopies: 3 },
        { date: '2020-06-30', value: value(then, currency), pricedCopies: 3 },
        { date: '2024-03-12', value: value(now, currency), pricedCopies: 3 },
        { date: '2025-01-02', value: value(now, currency), pricedCopies: 3 },
      ]);
  });

  it('foil copies: only the days whose prices have a foil price (the 2019 file has none)', () => {
    expect(pricesOf(then).usd_foil).toBeUndefined();
    expect(history('usd', 'foil')).toEqual([
      { date: '2024-03-12', value: value(now, 'usd_foil'), pricedCopies: 3 },
      { date: '2025-01-02', value: value(now, 'usd_foil'), pricedCopies: 3 },
    ]);
  });
});
