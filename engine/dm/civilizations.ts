// Duel Masters civilizations (文明, DM 106): the five words, their order, and bitmasks for the mana engine.
import { CIVILIZATIONS, type Civilization } from '../cards/types.ts';
import { CardDataError } from '../cards/errors.ts';

/** One bit per civilization in CIVILIZATIONS order: light 1, water 2, darkness 4, fire 8, nature 16. */
export const CIVILIZATION_BITS: Readonly<Record<Civilization, number>> = {
  light: 1,
  water: 2,
  darkness: 4,
  fire: 8,
  nature: 16,
};

/** The word a source writes for "no civilization" (DM 106.2c: a colorless card). */
const COLORLESS_WORD = 'colorless';

/** One of the five civilizations' names (DM 106.1). */
export const isCivilization = (word: string): word is Civilization =>
  (CIVILIZATIONS as readonly string[]).includes(word);

/** One civilization word as the sources write it ("Light", "nature"); throws on anything else. */
export function parseCivilization(word: string): Civilization {
  const folded = word.trim().toLowerCase();
  if (!isCivilization(folded))
    throw new CardDataError(`unknown civilization "${word}"`, 'skip.civilization', {
      field: 'civilization',
      value: word,
    });
  return folded;
}

/**
 * Civilization words in source order, "Colorless" dropped (DM 106.2c: it is the absence of civilizations).
 * Duplicates are kept: a twinpact row writes one list per half ("Nature/Nature").
 */
export function parseCivilizationWords(words: readonly string[]): Civilization[] {
  return words.filter((w) => w.trim().toLowerCase() !== COLORLESS_WORD).map(parseCivilization);
}

/** A card's civilizations as a set in the rules' order (DM 106.1); [] is colorless (106.2c). */
export function sortCivilizations(civs: Iterable<Civilization>): Civilization[] {
  const present = new Set(civs);
  return CIVILIZATIONS.filter((c) => present.has(c));
}

/** Bitmask of civilizations (CIVILIZATION_BITS); 0 for a colorless card. */
export function civilizationMask(civs: readonly string[]): number {
  let mask = 0;
  for (const c of civs) mask |= CIVILIZATION_BITS[parseCivilization(c)];
  return mask;
}
