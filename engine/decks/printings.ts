// Choosing a printing for entries that name none, for formats whose importers want set codes
// (Arena's "(SET) 123", XMage's "[SET:123]"). Which printing is preferred is data per format.
import type { Printing } from '../cards/types.ts';
import type { Deck, DeckEntry } from './types.ts';
import type { CardResolver } from './resolve.ts';
import type { PrintingPreference } from './lists/types.ts';

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
