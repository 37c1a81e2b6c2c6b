// Pauper Commander's "Card Rarity" (pdhhomebase.com/rules): a card's rarity is any rarity it was printed at in paper or
// on MTGO, never an Arena-only one; and since PDH Home Base's framework update (pdhhomebase.com/updating-pdhs-framework)
// a release not in English (a local release) shifts no rarity either.
import type { Printing } from '../cards/types.ts';

/**
 * PDH "Card Rarity": a printing in English released in paper or on MTGO. A printing whose paper release the card
 * data does not say (imported before it did, or from a source that does not tell) counts, as it always did.
 */
const countsForRarity = (p: Printing): boolean => p.lang === 'en' && (p.paper !== false || p.mtgoId !== undefined);

/** PDH "Card Rarity": the rarities a card was printed at, of its printings that count (ValidationContext.rarities). */
export function pauperCommanderRarities(printings: readonly Printing[]): string[] {
  return [...new Set(printings.filter(countsForRarity).map((p) => p.rarity))];
}
