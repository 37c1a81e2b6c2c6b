// Choosing a printing for entries that name none, for formats whose importers want set codes
// (Arena's "(SET) 123", XMage's "[SET:123]"), and for a set named without a number (deck lists, collection
// rows). Which printing is preferred is data per format.
import type { Printing } from '../cards/types.ts';
import type { Deck, DeckEntry } from './types.ts';
import type { CardResolver } from './resolve.ts';
import type { PrintingPreference } from './lists/types.ts';

/** Collector numbers in their set's order: "9" before "10", "12" before "12a". */
const COLLECTOR_ORDER = new Intl.Collator('en', { numeric: true });

/**
 * The printing a list writes for a card pinned to a set alone: the set's first printing of it in collector-number
 * order, English ones first (a set holds one printing per language under the same number).
 */
export function firstPrintingInSet<P extends Pick<Printing, 'set' | 'collectorNumber' | 'lang'>>(
  printings: readonly P[],
  set: string,
): P | undefined {
  const code = set.toLowerCase();
  const inSet = printings.filter((p) => p.set.toLowerCase() === code);
  const english = (p: P) => (p.lang === 'en' ? 0 : 1);
  return inSet.sort(
    (a, b) => english(a) - english(b) || COLLECTOR_ORDER.compare(a.collectorNumber, b.collectorNumber),
  )[0];
}

/** Printings a preference may use, best first among the newest-first list the resolver gives. */
const ACCEPTS: Record<PrintingPreference, (p: Printing) => boolean> = {
  arena: (p) => p.arenaId !== undefined,
  mtgo: (p) => p.mtgoId !== undefined,
  paper: (p) => p.lang === 'en',
};

function pinEntry(entry: DeckEntry, printings: Printing[], preference: PrintingPreference): DeckEntry {
  const chosen = printings.find(ACCEPTS[preference]) ?? printings[0];
  if (!chosen) return entry;
  return {
    ...entry,
    printing: {
      ...entry.printing,
      set: chosen.set.toUpperCase(),
      collectorNumber: chosen.collectorNumber,
      id: chosen.id,
    },
  };
}

/** Pins a printing on every resolved entry that lacks a set and number; others stay as they are. */
export function pinDefaultPrintings(deck: Deck, resolver: CardResolver, preference: PrintingPreference): Deck {
  if (!resolver.printingsOf) return deck;
  const boards: Deck['boards'] = {};
  for (const [board, entries] of Object.entries(deck.boards) as [keyof Deck['boards'], DeckEntry[]][]) {
    boards[board] = entries.map((e) =>
      e.cardId && !(e.printing?.set && e.printing.collectorNumber)
        ? pinEntry(e, resolver.printingsOf!(e.cardId), preference)
        : e,
    );
  }
  return { ...deck, boards };
}
