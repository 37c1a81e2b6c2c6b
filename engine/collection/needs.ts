// What a deck still needs from the collection (issue: owned versus needed). Decks marked "built" hold
// their cards, so those copies are not free for any other deck. Pure: the caller loads decks and items.
import type { Board, Deck } from '../decks/types.ts';
import type { CollectionItem } from './types.ts';
import { foldName } from '../text/fold.ts';

/** Boards whose cards a player must own to sleeve the deck up (the maybeboard is only ideas). */
export const NEEDED_BOARDS: readonly Board[] = ['main', 'side', 'commander', 'companion', 'hyperspatial', 'gr'];

export interface NeedLine {
  name: string;
  /** The card's id, when the deck's entries are resolved. */
  cardId?: string;
  /** Set and collector number when the line asks for a pinned printing. */
  printing?: { set: string; collectorNumber: string };
  need: number;
  /** Copies free for this deck (owned, less what built decks hold). */
  have: number;
  missing: number;
}

export interface NeedsResult {
  lines: NeedLine[];
  missing: { name: string; count: number; set?: string; collectorNumber?: string }[];
  totalNeeded: number;
  totalMissing: number;
}

export interface NeedsOptions {
  /** Match pinned printings exactly instead of any printing of the card. */
  byPrinting?: boolean;
}

const cardKey = (name: string, cardId?: string) => cardId ?? `name:${foldName(name)}`;
const printingKey = (set: string, number: string) => `${set.toLowerCase()}#${number}`;

interface Demand {
  key: string;
  name: string;
  cardId?: string;
  printing?: { set: string; collectorNumber: string };
  count: number;
}

/** A deck's demand per card (and per pinned printing when asked), summed over the needed boards. */
export function deckDemand(deck: Deck, options: NeedsOptions = {}): Demand[] {
  const byKey = new Map<string, Demand>();
  for (const board of NEEDED_BOARDS) {
    for (const entry of deck.boards[board] ?? []) {
      const printing =
        options.byPrinting && entry.printing
          ? { set: entry.printing.set.toLowerCase(), collectorNumber: entry.printing.collectorNumber }
          : undefined;
      const key =
        cardKey(entry.name, entry.cardId) + (printing ? '@' + printingKey(printing.set, printing.collectorNumber) : '');
      const d = byKey.get(key) ?? { key, name: entry.name, cardId: entry.cardId, printing, count: 0 };
      d.count += entry.count;
      byKey.set(key, d);
    }
  }
  return [...byKey.values()];
}

/** Owned copies per card, each card's copies per printing, so pinned demands can take exact printings. */
class Stock {
  private readonly byCard = new Map<string, Map<string, number>>();

  constructor(items: readonly CollectionItem[]) {
    for (const item of items) {
      const printings = this.byCard.get(cardKey(item.name, item.cardId)) ?? new Map<string, number>();
      const p = printingKey(item.set, item.collectorNumber);
      printings.set(p, (printings.get(p) ?? 0) + item.count);
      this.byCard.set(cardKey(item.name, item.cardId), printings);
    }
  }

  /** Takes up to `count` copies for a demand; returns how many it could take. */
  take(demand: Demand, cardKeyOf: string): number {
    const printings = this.byCard.get(cardKeyOf);
    if (!printings) return 0;
    let taken = 0;
    const from = demand.printing
      ? [printingKey(demand.printing.set, demand.printing.collectorNumber)]
      : [...printings.keys()];
    for (const p of from) {
      const available = printings.get(p) ?? 0;
      const n = Math.min(available, demand.count - taken);
      printings.set(p, available - n);
      taken += n;
      if (taken === demand.count) break;
    }
    return taken;
  }
}

const baseKey = (d: Demand) => d.key.split('@')[0];
/** Pinned demands first, so "any printing" demands don't take the copies a pin needs. */
const pinnedFirst = (a: Demand, b: Demand) => Number(!a.printing) - Number(!b.printing);

export function deckNeeds(
  deck: Deck,
  owned: readonly CollectionItem[],
  builtDecks: readonly Deck[],
  options: NeedsOptions = {},
): NeedsResult {
  const stock = new Stock(owned);
  for (const built of builtDecks) {
    for (const d of deckDemand(built, options).sort(pinnedFirst)) stock.take(d, baseKey(d));
  }
  const lines: NeedLine[] = deckDemand(deck, options)
    .sort(pinnedFirst)
    .map((d) => {
      const have = stock.take(d, baseKey(d));
      const line: NeedLine = { name: d.name, need: d.count, have, missing: d.count - have };
      if (d.cardId) line.cardId = d.cardId;
      if (d.printing) line.printing = d.printing;
      return line;
    })
    .sort((x, y) => x.name.localeCompare(y.name));
  const missing = lines
    .filter((l) => l.missing > 0)
    .map((l) => ({
      name: l.name,
      count: l.missing,
      ...(l.printing ? { set: l.printing.set, collectorNumber: l.printing.collectorNumber } : {}),
    }));
  return {
    lines,
    missing,
    totalNeeded: lines.reduce((s, l) => s + l.need, 0),
    totalMissing: missing.reduce((s, m) => s + m.count, 0),
  };
}

/** The missing cards as a plain deck list ("2 Name"), which every deck list reader accepts. */
export function missingAsText(result: NeedsResult): string {
  return (
    result.missing
      .map((m) => `${m.count} ${m.name}${m.set ? ` (${m.set.toUpperCase()}) ${m.collectorNumber}` : ''}`)
      .join('\n') + '\n'
  );
}
