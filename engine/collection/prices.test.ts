// Price math on real Scryfall objects (scooze's 2023-24 files carry `prices`; the 2019 War of the Spark file none).
// Expected figures are Scryfall's own price strings, read here apart from the engine's reader.
import { describe, expect, it } from 'vitest';
import { cardFromScryfall } from '../cards/from-scryfall.ts';
import type { Printing } from '../cards/types.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';
import type { CollectionItem } from './types.ts';
import { scryfallObjectsIn, type ScryfallCard } from '../../test/real-cards.ts';
import {
  collectionValue,
  costToComplete,
  deckValue,
  priceMove,
  priceOf,
  valuation,
  type PrintingsOf,
} from './prices.ts';
import { deckNeeds } from './needs.ts';

const FILES = ['scooze/test_cards.jsonl', 'scooze/power9.jsonl', 'sets-2019/war.json'];
type Priced = ScryfallCard & {
  id: string;
  set: string;
  collector_number: string;
  prices?: Record<string, string | null>;
};

const objects = FILES.flatMap((f) => scryfallObjectsIn(f) as Priced[]).filter((o) => o.layout !== 'token');
const printingsByCard = new Map<string, Printing[]>();
const cardIds = new Map<string, string>();
for (const object of objects) {
  const { card, printings } = cardFromScryfall(object);
  cardIds.set(card.name, card.id);
  const known = printingsByCard.get(card.id) ?? [];
  for (const p of printings) if (!known.some((k) => k.id === p.id)) known.push({ ...p, pricesDate: '2024-03-01' });
  printingsByCard.set(card.id, known);
}
const printingsOf: PrintingsOf = (id) => printingsByCard.get(id) ?? [];

/** Scryfall's price string of a printing, as a number. */
function scryfallPrice(name: string, set: string, key: string): number {
  const object = objects.find((o) => o.name === name && o.set === set)!;
  return Number(object.prices![key]);
}

const entry = (name: string, count: number, printing?: DeckEntry['printing']): DeckEntry => ({
  name,
  count,
  cardId: cardIds.get(name)!,
  ...(printing ? { printing } : {}),
});

const deck = (boards: Deck['boards']): Deck => ({ game: 'mtg', name: 'Priced', boards });

describe('prices of a card: the pinned printing, else the cheapest with a price in the currency', () => {
  it('Anaconda: $ at its Portal nonfoil; asked foil, at the Seventh Edition foil (the only foil price)', () => {
    expect(printingsOf(cardIds.get('Anaconda')!)).toHaveLength(2);
    const nonfoil = valuation([{ ...entryGroup('Anaconda', 4), finish: 'nonfoil' }], 'usd');
    expect(nonfoil.lines[0]).toMatchObject({
      printing: { set: 'POR' },
      unitPrice: scryfallPrice('Anaconda', 'por', 'usd'),
    });
    expect(nonfoil.total).toBe(Math.round(4 * scryfallPrice('Anaconda', 'por', 'usd') * 100) / 100);
    const foil = valuation([{ ...entryGroup('Anaconda', 1), finish: 'foil' }], 'usd');
    expect(foil.lines[0]).toMatchObject({
      printing: { set: '7ED' },
      unitPrice: scryfallPrice('Anaconda', '7ed', 'usd_foil'),
    });
    expect(valuation([{ ...entryGroup('Anaconda', 1), finish: 'foil' }], 'eur').missingPrices).toEqual({
      count: 1,
      names: ['Anaconda'],
    });
  });

  it('Ancestral Recall: tickets at the Vintage Masters printing, euros only at Alpha; a pin is kept even when dearer', () => {
    const tix = valuation([entryGroup('Ancestral Recall', 1)], 'tix');
    expect(tix.lines[0]).toMatchObject({
      printing: { set: 'VMA' },
      unitPrice: scryfallPrice('Ancestral Recall', 'vma', 'tix'),
    });
    const eur = valuation([entryGroup('Ancestral Recall', 1)], 'eur');
    expect(eur.lines[0].unitPrice).toBe(scryfallPrice('Ancestral Recall', 'lea', 'eur'));
    const pinned = valuation([entryGroup('Ancestral Recall', 1, { set: 'LEA', collectorNumber: '47' })], 'tix');
    expect(pinned.lines[0]).toMatchObject({ printing: { set: 'LEA', collectorNumber: '47' }, unitPrice: 102.68 });
    // A pinned printing without a price in the currency stays unpriced: another printing is not what was asked.
    const noUsd = valuation([entryGroup('Ancestral Recall', 1, { set: 'LEA', collectorNumber: '47' })], 'usd');
    expect([noUsd.lines[0].unitPrice, noUsd.missingPrices.count, noUsd.snapshotDate]).toEqual([null, 1, null]);
  });

  it('a deck line pinned etched (Moxfield "*E*") is priced etched, a foil one foil', () => {
    const anaconda = printingsOf(cardIds.get('Anaconda')!)[0];
    const priced = { ...anaconda, prices: { usd_foil: 3, usd_etched: 9 } };
    const pin = { set: anaconda.set, collectorNumber: anaconda.collectorNumber };
    const lines = deckValue(
      deck({
        main: [
          entry('Anaconda', 1, { ...pin, foil: true, etched: true }),
          entry('Anaconda', 1, { ...pin, foil: true }),
        ],
      }),
      () => [priced],
      'usd',
    ).lines;
    expect(lines.map((l) => l.unitPrice)).toEqual([9, 3]);
  });

  it('priceOf reads euros foil for an etched copy (Scryfall has no etched euro price)', () => {
    const printing: Printing = {
      ...printingsOf(cardIds.get('Anaconda')!)[0],
      prices: { eur_foil: 2.5, usd_etched: 9 },
    };
    expect([
      priceOf(printing, 'eur', 'etched'),
      priceOf(printing, 'usd', 'etched'),
      priceOf(printing, 'eur', 'nonfoil'),
    ]).toEqual([2.5, 9, undefined]);
  });
});

function entryGroup(name: string, count: number, pin?: DeckEntry['printing']) {
  return { name, count, printings: printingsOf(cardIds.get(name)!), finish: 'nonfoil' as const, pin };
}

describe('deck value, collection value and the cost to complete', () => {
  const vintage = deck({
    main: [entry('Black Lotus', 1), entry('Mox Pearl', 1), entry('Tezzeret, Master of the Bridge', 2)],
    side: [entry('Time Walk', 1)],
    maybe: [entry('Timetwister', 1)],
  });

  it('counts main and side by default, each board summed, cards without a price counted and named', () => {
    const value = deckValue(vintage, printingsOf, 'tix');
    const main = scryfallPrice('Black Lotus', 'lea', 'tix') + scryfallPrice('Mox Pearl', 'lea', 'tix');
    const side = scryfallPrice('Time Walk', 'lea', 'tix');
    expect(value.boards).toEqual({ main: Math.round(main * 100) / 100, side });
    expect(value.total).toBe(Math.round((main + side) * 100) / 100);
    expect(value.missingPrices).toEqual({ count: 2, names: ['Tezzeret, Master of the Bridge'] });
    expect(value.snapshotDate).toBe('2024-03-01');
    expect(deckValue(vintage, printingsOf, 'tix', ['maybe']).total).toBe(scryfallPrice('Timetwister', 'lea', 'tix'));
  });

  it('a line pinned to a set only (Forge "Ancestral Recall|LEA") is priced at that set, not the cheapest elsewhere', () => {
    // tix: Vintage Masters (VMA) is far cheaper than Alpha (LEA); the list asks for Alpha.
    expect(scryfallPrice('Ancestral Recall', 'vma', 'tix')).toBeLessThan(
      scryfallPrice('Ancestral Recall', 'lea', 'tix'),
    );
    const pinned = deck({ main: [entry('Ancestral Recall', 1, { set: 'LEA', collectorNumber: '' })] });
    const alpha = { printing: { set: 'LEA' }, unitPrice: scryfallPrice('Ancestral Recall', 'lea', 'tix') };
    expect(costToComplete(pinned, deckNeeds(pinned, [], []), printingsOf, 'tix').lines[0]).toMatchObject(alpha);
    expect(deckValue(pinned, printingsOf, 'tix').lines[0]).toMatchObject(alpha);
  });

  it('the cost to complete prices only what the collection lacks', () => {
    const owned: CollectionItem[] = [
      {
        game: 'mtg',
        name: 'Black Lotus',
        set: 'lea',
        collectorNumber: '232',
        count: 1,
        finish: 'nonfoil',
        condition: '',
        lang: 'en',
        binder: '',
        cardId: cardIds.get('Black Lotus'),
      },
    ];
    const needs = deckNeeds(vintage, owned, []);
    const cost = costToComplete(vintage, needs, printingsOf, 'eur');
    expect(cost.lines.map((l) => [l.name, l.count])).toEqual([
      ['Mox Pearl', 1],
      ['Tezzeret, Master of the Bridge', 2],
      ['Time Walk', 1],
    ]);
    expect(cost.total).toBe(scryfallPrice('Mox Pearl', 'lea', 'eur') + scryfallPrice('Time Walk', 'lea', 'eur'));
    expect(cost.missingPrices).toEqual({ count: 2, names: ['Tezzeret, Master of the Bridge'] });
    const collection = collectionValue(owned, printingsOf, 'eur');
    expect([collection.total, collection.lines[0].printing?.set]).toEqual([
      scryfallPrice('Black Lotus', 'lea', 'eur'),
      'LEA',
    ]);
  });
});

describe('the move since the prices before (two real snapshots of one printing)', () => {
  // Chandra's Embercat (M20) as Scryfall priced it in the 2019 set file and again in its API fixture of 2024.
  const [then] = scryfallObjectsIn('sets-2019/m20.json').filter((o) => o.name === "Chandra's Embercat") as Priced[];
  const [now] = scryfallObjectsIn('api-types-fixtures/Card/layouts/Normal/Creature/ChandrasEmbercat.json') as Priced[];
  const pricesOfObject = (o: Priced) => cardFromScryfall(o).printings[0].prices;
  const embercat = (dates: { then: string; now: string }): Printing => ({
    ...cardFromScryfall(now).printings[0],
    pricesDate: dates.now,
    previousPrices: pricesOfObject(then),
    previousPricesDate: dates.then,
  });
  const copies = (printing: Printing, count: number) => ({
    name: "Chandra's Embercat",
    count,
    printings: [printing],
    finish: 'nonfoil' as const,
  });
  const cents = (n: number) => Math.round(n * 100) / 100;
  const price = (o: Priced, key: string) => Number(o.prices![key]);

  it('three copies: their dollar value fell and their euro value rose, both named with the earlier day', () => {
    expect(then.id).toBe(now.id);
    const printing = embercat({ then: '2019-11-01', now: '2024-03-12' });
    for (const currency of ['usd', 'eur'] as const) {
      const value = valuation([copies(printing, 3), entryGroup('Anaconda', 4)], currency);
      expect(value.change).toEqual({
        since: '2019-11-01',
        copies: 3,
        before: cents(3 * price(then, currency)),
        now: cents(3 * price(now, currency)),
        difference: cents(3 * price(now, currency) - 3 * price(then, currency)),
        movers: [
          expect.objectContaining({
            name: "Chandra's Embercat",
            previousUnitPrice: price(then, currency),
            unitPrice: price(now, currency),
            difference: cents(3 * price(now, currency) - 3 * price(then, currency)),
          }),
        ],
      });
      // Anaconda's printings carry no earlier prices: priced, but not compared.
      expect(value.pricedCopies).toBe(7);
    }
    expect(price(now, 'usd')).toBeLessThan(price(then, 'usd'));
    expect(price(now, 'eur')).toBeGreaterThan(price(then, 'eur'));
    // The 2019 file has no ticket price: nothing to compare in tickets.
    expect(valuation([copies(printing, 3)], 'tix').change).toBeNull();
  });

  it('an earlier snapshot imported after a later one is no move back in time', () => {
    const printing = embercat({ then: '2024-03-12', now: '2019-11-01' });
    expect(valuation([copies(printing, 3)], 'usd').change).toBeNull();
    expect(valuation([copies(printing, 3)], 'usd').lines[0].previousUnitPrice).toBeUndefined();
  });

  it("one printing's move (the printing strip): one copy's price now less then, with the earlier day", () => {
    const printing = embercat({ then: '2019-11-01', now: '2024-03-12' });
    expect(priceMove(printing, 'usd', 'nonfoil')).toEqual({
      difference: cents(price(now, 'usd') - price(then, 'usd')),
      since: '2019-11-01',
    });
    // The 2019 file has no foil price, and no ticket price: no move.
    expect(priceMove(printing, 'usd', 'foil')).toBeUndefined();
    expect(priceMove(printing, 'tix', 'nonfoil')).toBeUndefined();
    expect(priceMove(embercat({ then: '2024-03-12', now: '2019-11-01' }), 'usd', 'nonfoil')).toBeUndefined();
  });
});
