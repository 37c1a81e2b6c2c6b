// A card's MTGO catalog id (CatID), which an MTGO .dek names each card by: the pinned printing's when MTGO has that
// printing, else that of the newest printing MTGO has (the printings come newest first, as the resolver gives them).
import type { Printing } from '../../cards/types.ts';
import type { DeckEntry } from '../types.ts';

const samePrinting = (p: Printing, pin: NonNullable<DeckEntry['printing']>) =>
  pin.id ? p.id === pin.id : p.set.toLowerCase() === pin.set.toLowerCase() && p.collectorNumber === pin.collectorNumber;

/** The catalog id of an entry's card, undefined for an unresolved card or one MTGO has no printing of. */
export function mtgoCatalogId(
  printingsOf: (cardId: string) => readonly Printing[],
): (entry: DeckEntry) => number | undefined {
  return (entry) => {
    if (!entry.cardId) return undefined;
    const printings = printingsOf(entry.cardId);
    const pin = entry.printing;
    const pinned = pin?.set || pin?.id ? printings.find((p) => samePrinting(p, pin)) : undefined;
    return pinned?.mtgoId ?? printings.find((p) => p.mtgoId !== undefined)?.mtgoId;
  };
}
