// What a deck still needs from the collection (issue: owned versus needed). Decks marked "built" hold
// their cards, so those copies are not free for any other deck. Pure: the caller loads decks and items.
import type { Board, Deck } from '../decks/types.ts';
import type { CollectionItem } from './types.ts';
import type { Game } from '../cards/types.ts';
import { cardKey } from '../decks/diff.ts';
import { isNamedBasicName } from '../formats/checks/common.ts';
import { finishFields, finishOf, printingFinishKey, type Finish } from '../decks/finish.ts';

/** Boards whose cards a player must own to sleeve the deck up (the maybeboard is only ideas). */
export const NEEDED_BOARDS: readonly Board[] = ['main', 'side', 'commander', 'companion', 'hyperspatial', 'gr'];

export interface NeedLine {
  name: string;
  /** The card's id, when the deck's entries are resolved. */
  cardId?: string;
  /** Set, collector number and finish when the line asks for a pinned printing, and its id when the deck knows it. */
  printing?: Pin;
  need: number;
  /** Copies free for this deck (owned, less what built decks hold); all of them for a basic land counted as owned. */
  have: number;
  missing: number;
  /** A basic land counted as owned (NeedsOptions.basicsOwned): have is the need, whatever the collection holds. */
  basicOwned?: true;
}

export interface NeedsResult {
  lines: NeedLine[];
  /**
   * The copies missing per line; a pinned printing's id (a Magic printing's Scryfall id) where the deck knows it, and
   * the finish where the pin asks for a foil or an etched foil.
   */
  missing: {
    name: string;
    count: number;
    set?: string;
    collectorNumber?: string;
    printingId?: string;
    finish?: Exclude<Finish, 'nonfoil'>;
  }[];
  totalNeeded: number;
  totalMissing: number;
  /** Copies of basic lands counted as owned (0 unless NeedsOptions.basicsOwned). */
  basicsOwned: number;
}

export interface NeedsOptions {
  /**
   * Match pinned printings exactly instead of any printing of the card: the set, the number where the pin has one,
   * and the finish where it asks for a foil or an etched foil (a pin of no finish takes a copy of any finish).
   */
  byPrinting?: boolean;
  /**
   * Count Plains, Island, Swamp, Mountain and Forest as owned, as many as any deck asks: players keep piles of them
   * and rarely track them (Moxfield leaves them out of a deck's price unless asked). Only these five, the basics MTR
   * 7.2 hands out free; snow-covered basics and Wastes are basic (CR 205.4c) but collected like any other card.
   */
  basicsOwned?: boolean;
}

/**
 * A printing a demand asks for: a set and number, a set alone (Forge's "Sol Ring|AFC": any number of it), or a finish
 * alone (Moxfield's "1 Sol Ring *F*": any foil one); the printing's id where the deck's pin names it.
 */
type Pin = { set: string; collectorNumber: string; id?: string; foil?: boolean; etched?: boolean };

interface Demand {
  key: string;
  name: string;
  cardId?: string;
  printing?: Pin;
  count: number;
}

/** A deck's demand per card (and per pinned printing when asked), summed over the needed boards. */
export function deckDemand(deck: Deck, options: NeedsOptions = {}): Demand[] {
  const byKey = new Map<string, Demand>();
  for (const board of NEEDED_BOARDS) {
    for (const entry of deck.boards[board] ?? []) {
      const printing =
        options.byPrinting && entry.printing
          ? {
              set: entry.printing.set.toLowerCase(),
              collectorNumber: entry.printing.collectorNumber,
              ...(entry.printing.id && entry.printing.collectorNumber && { id: entry.printing.id }),
              ...finishFields(entry.printing),
            }
          : undefined;
      const key = cardKey(entry.name, entry.cardId) + (printing ? '@' + printingFinishKey(printing) : '');
      const d = byKey.get(key) ?? { key, name: entry.name, cardId: entry.cardId, printing, count: 0 };
      d.count += entry.count;
      byKey.set(key, d);
    }
  }
  return [...byKey.values()];
}

interface OwnedPrinting {
  set: string;
  collectorNumber: string;
  finish: Finish;
  count: number;
  /** Some pinned demand asks for this printing. */
  pinned: boolean;
}

/** Whether an owned copy is one the pin asks for; what the pin leaves out (set, number, finish) any copy has. */
function answers(pin: Pin, owned: OwnedPrinting): boolean {
  const finish = finishOf(pin);
  return (
    (pin.set === '' || owned.set === pin.set) &&
    (pin.collectorNumber === '' || owned.collectorNumber === pin.collectorNumber) &&
    (finish === 'nonfoil' || owned.finish === finish)
  );
}

const baseKey = (d: Demand) => d.key.split('@')[0];

/**
 * Owned copies per card, each card's copies per printing, so pinned demands can take exact printings. A demand of
 * any printing takes the printings no pin asks for first, so that both are met whenever the copies allow it.
 */
class Stock {
  private readonly byCard = new Map<string, OwnedPrinting[]>();

  constructor(items: readonly CollectionItem[], demands: readonly Demand[]) {
    for (const item of items) {
      const key = cardKey(item.name, item.cardId);
      const printings = this.byCard.get(key) ?? [];
      const owned = { set: item.set.toLowerCase(), collectorNumber: item.collectorNumber, finish: item.finish };
      const same = printings.find(
        (p) => p.set === owned.set && p.collectorNumber === owned.collectorNumber && p.finish === owned.finish,
      );
      if (same) same.count += item.count;
      else printings.push({ ...owned, count: item.count, pinned: false });
      this.byCard.set(key, printings);
    }
    for (const d of demands) {
      if (!d.printing) continue;
      for (const p of this.byCard.get(baseKey(d)) ?? []) if (answers(d.printing, p)) p.pinned = true;
    }
    for (const printings of this.byCard.values()) printings.sort((a, b) => Number(a.pinned) - Number(b.pinned));
  }

  /** Takes up to the demand's count of copies; returns how many it could take. */
  take(demand: Demand): number {
    let taken = 0;
    for (const p of this.byCard.get(baseKey(demand)) ?? []) {
      if (demand.printing && !answers(demand.printing, p)) continue;
      const n = Math.min(p.count, demand.count - taken);
      p.count -= n;
      taken += n;
      if (taken === demand.count) break;
    }
    return taken;
  }
}

/**
 * Exact pins first, then set-only pins, then finish-only pins, then any printing, and of each a finish asked before
 * none: a looser demand does not take what a stricter one needs.
 */
function strictness({ printing }: Demand): number {
  if (!printing) return 6;
  const place = printing.collectorNumber ? 0 : printing.set ? 2 : 4;
  return place + (finishOf(printing) === 'nonfoil' ? 1 : 0);
}
const strictestFirst = (a: Demand, b: Demand) => strictness(a) - strictness(b);

export function deckNeeds(
  deck: Deck,
  owned: readonly CollectionItem[],
  builtDecks: readonly Deck[],
  options: NeedsOptions = {},
): NeedsResult {
  const counted = (d: Demand) => !(options.basicsOwned && isNamedBasicName(d.name));
  const builtDemands = builtDecks.map((built) => deckDemand(built, options).filter(counted).sort(strictestFirst));
  const demands = deckDemand(deck, options).sort(strictestFirst);
  const stock = new Stock(owned, [...builtDemands.flat(), ...demands.filter(counted)]);
  for (const built of builtDemands) for (const d of built) stock.take(d);
  const lines: NeedLine[] = demands
    .map((d) => {
      const have = counted(d) ? stock.take(d) : d.count;
      const line: NeedLine = { name: d.name, need: d.count, have, missing: d.count - have };
      if (d.cardId) line.cardId = d.cardId;
      if (d.printing) line.printing = d.printing;
      if (!counted(d)) line.basicOwned = true;
      return line;
    })
    .sort((x, y) => x.name.localeCompare(y.name));
  const missing = lines
    .filter((l) => l.missing > 0)
    .map((l) => {
      const finish = finishOf(l.printing);
      return {
        name: l.name,
        count: l.missing,
        ...(l.printing ? { set: l.printing.set, collectorNumber: l.printing.collectorNumber } : {}),
        ...(l.printing?.id ? { printingId: l.printing.id } : {}),
        ...(finish !== 'nonfoil' && { finish }),
      };
    });
  return {
    lines,
    missing,
    totalNeeded: lines.reduce((s, l) => s + l.need, 0),
    totalMissing: missing.reduce((s, m) => s + m.count, 0),
    basicsOwned: lines.reduce((s, l) => s + (l.basicOwned ? l.need : 0), 0),
  };
}

/**
 * What turning deck `from` into deck `to` takes from the collection: the copies `to` holds beyond `from`'s, card by
 * card over the needed boards (a card moved from the sideboard to the main deck adds none), needed as deckNeeds
 * counts them. `builtDecks` hold their cards as for any deck: `from` among them when it is built, since its copies
 * are then spoken for.
 */
export function switchNeeds(
  from: Deck,
  to: Deck,
  owned: readonly CollectionItem[],
  builtDecks: readonly Deck[],
  options: Pick<NeedsOptions, 'basicsOwned'> = {},
): NeedsResult {
  const held = new Map(deckDemand(from).map((d) => [d.key, d.count]));
  const added = deckDemand(to).flatMap((d) => {
    const count = d.count - (held.get(d.key) ?? 0);
    return count > 0 ? [{ name: d.name, count, ...(d.cardId && { cardId: d.cardId }) }] : [];
  });
  return deckNeeds({ game: to.game, name: to.name, boards: { main: added } }, owned, builtDecks, options);
}

/**
 * The missing cards as collection rows, so any app's CSV writer takes them (a shopping list to import there): a
 * pinned printing by its set, number and id, which the writer gives as its Scryfall id where the flavor has the
 * column (csv.ts).
 */
export function missingAsItems(missing: NeedsResult['missing'], game: Game): CollectionItem[] {
  return missing.map((m) => ({
    game,
    name: m.name,
    set: m.set ?? '',
    collectorNumber: m.collectorNumber ?? '',
    count: m.count,
    finish: m.finish ?? 'nonfoil',
    condition: '',
    lang: 'en',
    binder: '',
    ...(m.printingId && { printingId: m.printingId }),
  }));
}

/** Moxfield's finish marks, which the deck list readers take (card-line.ts). */
const FINISH_MARKS: Readonly<Record<Exclude<Finish, 'nonfoil'>, string>> = { foil: ' *F*', etched: ' *E*' };

/**
 * The missing cards as a plain deck list ("2 Name (SET) 123 *F*"), which every deck list reader accepts; empty when
 * none is.
 */
export function missingAsText(result: NeedsResult): string {
  return result.missing
    .map(
      (m) =>
        `${m.count} ${m.name}${m.set ? ` (${m.set.toUpperCase()})` : ''}${m.collectorNumber ? ` ${m.collectorNumber}` : ''}` +
        `${m.finish ? FINISH_MARKS[m.finish] : ''}\n`,
    )
    .join('');
}
