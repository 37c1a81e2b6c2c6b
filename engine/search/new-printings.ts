// Scryfall's `new:` (scryfall.com/docs/syntax): a printing that is its card's first with its rarity, artwork,
// artist, flavor text, frame or language. The search index keeps the answers of each printing as a bit mask
// (db/search/search-index.ts), worked out here from all of a card's printings at once.
import type { NewProperty } from './ast.ts';

/** What `new:` compares of one printing; absent values are never new. */
export interface NewFacts {
  /** ISO date; a printing without one is never new (nothing says what came before it). */
  releasedAt: string | null;
  values: Readonly<Record<NewProperty, string | null>>;
}

export const NEW_PROPERTY_LIST: readonly NewProperty[] = ['rarity', 'art', 'artist', 'flavor', 'frame', 'language'];

/** The bit of a property in a printing's mask of `new:` answers. */
export const newBit = (property: NewProperty): number => 2 ** NEW_PROPERTY_LIST.indexOf(property);

/**
 * Each printing's mask: bit `property` set when its value is one no printing of the card released before it has.
 * Printings of the same day are new together (neither came first). new:rarity is, as Scryfall's page says, a
 * reprint's ("reprint cards printed at a new rarity for the first time"): a card's first printing is not at a new
 * rarity.
 */
export function newMasks(printings: readonly NewFacts[]): number[] {
  return printings.map((printing) => {
    const { releasedAt } = printing;
    if (releasedAt === null) return 0;
    const earlier = printings.filter((e) => e.releasedAt !== null && e.releasedAt < releasedAt);
    let mask = 0;
    for (const property of NEW_PROPERTY_LIST) {
      const value = printing.values[property];
      if (value === null || value === '') continue;
      if (property === 'rarity' && earlier.length === 0) continue;
      if (!earlier.some((e) => e.values[property] === value)) mask |= newBit(property);
    }
    return mask;
  });
}
