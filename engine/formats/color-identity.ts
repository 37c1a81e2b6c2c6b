// Commander color identity is Card.colorIdentity (CR 903.4, computed at import by engine/mtg/identity.ts);
// here: the commanders' combined identity and the basic land type rule (CR 903.5d), read for validation.
import type { Card } from '../cards/types.ts';
import { basicLandTypeColors as faceBasicLandTypeColors } from '../mtg/identity.ts';

/** CR 205.3i: the basic land types. */
const BASIC_LAND_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/** CR 903.5d: the colors a card's basic land types produce (305.6). */
export function basicLandTypeColors(card: Card): string[] {
  return faceBasicLandTypeColors(card.faces);
}

/** The basic land types on a card's faces. */
export function basicLandTypes(card: Card): string[] {
  const types = new Set<string>();
  for (const face of card.faces)
    for (const subtype of face.subtypes) if (BASIC_LAND_TYPES.has(subtype)) types.add(subtype);
  return [...types];
}

/** A color identity as messages write it: "WR", or "colorless". */
export const identityText = (colors: Iterable<string>) => [...colors].join('') || 'colorless';

/** CR 702.124c: two commanders give one combined identity. */
export function combinedIdentity(cards: readonly Card[]): Set<string> {
  const identity = new Set<string>();
  for (const card of cards) for (const c of card.colorIdentity) identity.add(c);
  return identity;
}
