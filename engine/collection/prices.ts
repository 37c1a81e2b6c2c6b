// What cards are worth in the user's price snapshot (Scryfall bulk data they downloaded): a deck's value, a
// collection's, and the cost to complete a deck. A copy is priced at its pinned (or owned) printing, else at the
// cheapest printing of its card (of its pinned set, when the pin names a set only) with a price in the currency;
// foil and etched prices only for copies asked foil.
// Copies without any price are counted and named, never taken as free in silence.
import type { Game, PriceKey, Prices, Printing } from '../cards/types.ts';
import type { Board, Deck, DeckEntry, PinnedPrinting } from '../decks/types.ts';
import type { CollectionItem, Finish } from './types.ts';
import { finishOf } from '../decks/finish.ts';
import type { NeedsResult } from './needs.ts';
import { foldName } from '../text/fold.ts';

/** The games whose card data can carry prices: Scryfall's bulk data, where prices come from, holds no Duel Masters card. */
export const GAMES_WITH_PRICES: ReadonlySet<Game> = new Set(['mtg']);

export type Currency = 'usd' | 'eur' | 'tix';
export const CURRENCIES: readonly Currency[] = ['usd', 'eur', 'tix'];
export const DEFAULT_CURRENCY: Currency = 'usd';

/** Each currency's price of a finish, best first: Scryfall has no etched euro price, and MTGO tickets know no finish. */
const PRICE_KEYS_OF: Readonly<Record<Currency, Readonly<Record<Finish, readonly PriceKey[]>>>> = {
  usd: { nonfoil: ['usd'], foil: ['usd_foil', 'usd_etched'], etched: ['usd_etched', 'usd_foil'] },
  eur: { nonfoil: ['eur'], foil: ['eur_foil'], etched: ['eur_foil'] },
  tix: { nonfoil: ['tix'], foil: ['tix'], etched: ['tix'] },
};

/** Boards a deck's value counts unless asked otherwise. */
export const DEFAULT_VALUE_BOARDS: readonly Board[] = ['main', 'side'];

/** One card's copies as priced. */
export interface PricedLine {
  name: string;
  count: number;
  /** The printing the price is of (set upper case); absent when no printing of the card has a price. */
  printing?: { set: string; collectorNumber: string; id: string };
  finish: Finish;
  /** Price of one copy; null when the card has none. */
  unitPrice: number | null;
  /** unitPrice × count; null when unpriced. */
  total: number | null;
  /** One copy's price in the snapshot before (Printing.previousPrices), when that snapshot priced it. */
  previousUnitPrice?: number;
}

/**
 * How a value moved since the prices of an earlier import (Printing.previousPrices), over the copies priced in both:
 * what a player who imports Scryfall's data now and then sees change between two imports.
 */
export interface PriceChange {
  /** The earlier snapshot's date (the newest among the lines compared). */
  since: string;
  /** The copies compared: priced in both snapshots. */
  copies: number;
  /** Their value then and now, and now less then. */
  before: number;
  now: number;
  difference: number;
  /** The lines whose value moved most, either way, largest first (at most MOST_MOVED); none that did not move. */
  movers: PriceMove[];
}

/** A line priced in both snapshots, and how much its copies' value moved (now less then). */
export interface PriceMove extends PricedLine {
  unitPrice: number;
  previousUnitPrice: number;
  difference: number;
}

/** How many lines a PriceChange names as the ones that moved most. */
export const MOST_MOVED = 5;

export interface Valuation {
  currency: Currency;
  /** Sum of the priced lines, rounded to cents. */
  total: number;
  lines: PricedLine[];
  /** Copies priced: with none and missing prices, the total is unknown, not 0. */
  pricedCopies: number;
  /** Copies without a price ("3 cards have no price") and their card names. */
  missingPrices: { count: number; names: string[] };
  /**
   * The newest snapshot date among the prices used; null when none was (the API then gives the card data's newest,
   * null only when the card data holds no prices).
   */
  snapshotDate: string | null;
  /** The move since the snapshot before; null when no copy was priced in both. */
  change: PriceChange | null;
}

/** Where a card's printings come from (the database, in the app): newest first. */
export type PrintingsOf = (cardId: string) => readonly Printing[];

/** A printing's price of one copy in a finish, or undefined. */
export const priceOf = (printing: Printing, currency: Currency, finish: Finish): number | undefined =>
  priceIn(printing.prices, currency, finish);

/** One copy's price in a finish among a snapshot's prices, or undefined. */
export function priceIn(prices: Prices | undefined, currency: Currency, finish: Finish): number | undefined {
  for (const key of PRICE_KEYS_OF[currency][finish]) {
    const price = prices?.[key];
    if (price !== undefined) return price;
  }
  return undefined;
}

/** The printing's price of one copy in the snapshot before its current one, and that snapshot's date; or undefined. */
function previousPriceOf(
  printing: Printing,
  currency: Currency,
  finish: Finish,
): { price: number; date: string } | undefined {
  const { pricesDate, previousPricesDate: date } = printing;
  // A snapshot imported after a later one never reads as a move back in time.
  if (!pricesDate || !date || date >= pricesDate) return undefined;
  const price = priceIn(printing.previousPrices, currency, finish);
  return price === undefined ? undefined : { price, date };
}

/**
 * How one copy's price of the printing moved since the snapshot before its current one (now less then), and that
 * snapshot's date; undefined when either snapshot did not price it.
 */
export function priceMove(
  printing: Printing,
  currency: Currency,
  finish: Finish,
): { difference: number; since: string } | undefined {
  const now = priceOf(printing, currency, finish);
  const before = previousPriceOf(printing, currency, finish);
  return now === undefined || !before ? undefined : { difference: cents(now - before.price), since: before.date };
}

const samePrinting = (p: Printing, pin: { set: string; collectorNumber: string; id?: string }) =>
  pin.id ? p.id === pin.id : p.set.toLowerCase() === pin.set.toLowerCase() && p.collectorNumber === pin.collectorNumber;

const isPinned = (pin: PinnedPrinting | undefined): pin is PinnedPrinting =>
  pin !== undefined && (Boolean(pin.id) || (pin.set !== '' && pin.collectorNumber !== ''));

/**
 * The pinned printing (which has a price or none: a pin is never swapped), else the cheapest with a price, within the
 * pinned set when the pin names a set only (Forge's `Sol Ring|AFC`).
 */
function choosePrinting(
  printings: readonly Printing[],
  currency: Currency,
  finish: Finish,
  pin: PinnedPrinting | undefined,
): Printing | undefined {
  const set = pin?.set.toLowerCase();
  if (isPinned(pin)) return printings.find((p) => samePrinting(p, pin));
  let best: Printing | undefined;
  for (const p of set ? printings.filter((q) => q.set.toLowerCase() === set) : printings) {
    const price = priceOf(p, currency, finish);
    if (price !== undefined && (best === undefined || price < priceOf(best, currency, finish)!)) best = p;
  }
  return best;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Copies of one card to price: its printings, and the pinned or owned printing when there is one. */
export interface Copies {
  name: string;
  count: number;
  printings: readonly Printing[];
  finish: Finish;
  pin?: PinnedPrinting;
}

/** Prices each group of copies and sums them. */
export function valuation(groups: readonly Copies[], currency: Currency): Valuation {
  const lines: PricedLine[] = [];
  const unpriced = new Set<string>();
  let total = 0;
  let unpricedCount = 0;
  let pricedCopies = 0;
  let snapshotDate: string | null = null;
  let since: string | null = null;
  for (const copies of groups) {
    const chosen = choosePrinting(copies.printings, currency, copies.finish, copies.pin);
    const unitPrice = chosen ? (priceOf(chosen, currency, copies.finish) ?? null) : null;
    const line: PricedLine = { name: copies.name, count: copies.count, finish: copies.finish, unitPrice, total: null };
    if (chosen && unitPrice !== null) {
      line.printing = { set: chosen.set.toUpperCase(), collectorNumber: chosen.collectorNumber, id: chosen.id };
      line.total = cents(unitPrice * copies.count);
      total += unitPrice * copies.count;
      pricedCopies += copies.count;
      if (chosen.pricesDate && (snapshotDate === null || chosen.pricesDate > snapshotDate))
        snapshotDate = chosen.pricesDate;
      const previous = previousPriceOf(chosen, currency, copies.finish);
      if (previous) {
        line.previousUnitPrice = previous.price;
        if (since === null || previous.date > since) since = previous.date;
      }
    } else {
      unpricedCount += copies.count;
      unpriced.add(copies.name);
    }
    lines.push(line);
  }
  return {
    currency,
    total: cents(total),
    lines,
    pricedCopies,
    missingPrices: { count: unpricedCount, names: [...unpriced] },
    snapshotDate,
    change: since === null ? null : priceChange(lines, since),
  };
}

/** The lines' move since their printings' snapshots before, the newest of which is `since` (PriceChange). */
function priceChange(lines: readonly PricedLine[], since: string): PriceChange {
  let copies = 0;
  let before = 0;
  let now = 0;
  const moved: PriceMove[] = [];
  for (const line of lines) {
    const { unitPrice, previousUnitPrice } = line;
    if (previousUnitPrice === undefined || unitPrice === null) continue;
    copies += line.count;
    before += previousUnitPrice * line.count;
    now += unitPrice * line.count;
    const difference = cents((unitPrice - previousUnitPrice) * line.count);
    if (difference !== 0) moved.push({ ...line, unitPrice, previousUnitPrice, difference });
  }
  moved.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
  return {
    since,
    copies,
    before: cents(before),
    now: cents(now),
    difference: cents(now - before),
    movers: moved.slice(0, MOST_MOVED),
  };
}

function entryCopies(entry: DeckEntry, printingsOf: PrintingsOf, count = entry.count, pin = entry.printing): Copies {
  return {
    name: entry.name,
    count,
    printings: entry.cardId ? printingsOf(entry.cardId) : [],
    finish: finishOf(pin),
    pin,
  };
}

export interface DeckValue extends Valuation {
  /** The value of each board counted. */
  boards: Partial<Record<Board, number>>;
}

/** A deck's value over the boards asked (main and side by default): each entry at its pin, else its cheapest printing. */
export function deckValue(
  deck: Deck,
  printingsOf: PrintingsOf,
  currency: Currency,
  boards: readonly Board[] = DEFAULT_VALUE_BOARDS,
): DeckValue {
  const groups: Copies[] = [];
  const boardOfGroup: Board[] = [];
  for (const board of boards)
    for (const entry of deck.boards[board] ?? []) {
      groups.push(entryCopies(entry, printingsOf));
      boardOfGroup.push(board);
    }
  const value = valuation(groups, currency);
  const byBoard: Partial<Record<Board, number>> = {};
  value.lines.forEach((line, i) => {
    const board = boardOfGroup[i];
    byBoard[board] = cents((byBoard[board] ?? 0) + (line.total ?? 0));
  });
  return { ...value, boards: byBoard };
}

/**
 * What buying the copies a deck still needs costs (engine needs.ts): each at the printing its line asks, else the
 * first pin among the deck's entries of that card, else the card's cheapest printing.
 */
export function costToComplete(
  deck: Deck,
  needs: NeedsResult,
  printingsOf: PrintingsOf,
  currency: Currency,
): Valuation {
  const entries = Object.values(deck.boards).flat();
  const groups: Copies[] = [];
  for (const line of needs.lines) {
    if (line.missing === 0) continue;
    const ofCard = entries.filter((e) =>
      line.cardId ? e.cardId === line.cardId : foldName(e.name) === foldName(line.name),
    );
    const entry = ofCard.find((e) => isPinned(e.printing)) ?? ofCard[0];
    const pin = line.printing ? { ...entry?.printing, ...line.printing } : entry?.printing;
    groups.push(entryCopies(entry ?? { name: line.name, count: line.missing }, printingsOf, line.missing, pin));
  }
  return valuation(groups, currency);
}

/** A collection's value: each row at its own printing and finish, or the card's cheapest when it names none. */
export function collectionValue(
  items: readonly CollectionItem[],
  printingsOf: PrintingsOf,
  currency: Currency,
): Valuation {
  return valuation(
    items.map((item) => ({
      name: item.name,
      count: item.count,
      printings: item.cardId ? printingsOf(item.cardId) : [],
      finish: item.finish,
      pin: { set: item.set, collectorNumber: item.collectorNumber, id: item.printingId },
    })),
    currency,
  );
}
