// Which kinds of mana a card can add (for counting sources), read from "Add …" in its text (CR 106.1, 605).
import type { Color } from '../cards/types.ts';

/** CR 305.6: each basic land type has the intrinsic ability "{T}: Add [its mana]". */
export const BASIC_LAND_TYPE_COLORS: Readonly<Record<string, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/** Colors first in WUBRG order, then colorless (CR 106.1b). */
export const MANA_KINDS = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

/** "Add one mana of any color", "any combination of colors", "the chosen color"… can make every color. */
const ANY_COLOR_RE = /\bany (?:one )?colou?r\b|\bcombination of colors\b|\bchosen color\b/i;
const ADD_CLAUSE_RE = /\badds? ([^.]*)/gi;
const SYMBOL_RE = /\{([WUBRGC])\}/g;
/** CR 305.7: "Each land is a Swamp in addition to its other land types" gives the intrinsic ability of 305.6. */
const LAND_TYPE_GRANT_RE =
  /\b(?:is|are) (?:an? )?(Plains|Island|Swamp|Mountain|Forest)s? in addition to its other (?:land )?types/g;

/**
 * Mana produced by the abilities in `text`, reminder text included (a basic land's ability is its reminder text,
 * CR 305.6). Used when the source data does not list produced mana (MTGJSON, older Scryfall objects).
 */
export function producedManaFromText(text: string): string[] {
  const found = new Set<string>();
  for (const clause of text.matchAll(ADD_CLAUSE_RE)) {
    for (const symbol of clause[1].matchAll(SYMBOL_RE)) found.add(symbol[1]);
    if (ANY_COLOR_RE.test(clause[1])) for (const c of MANA_KINDS.slice(0, 5)) found.add(c);
  }
  for (const grant of text.matchAll(LAND_TYPE_GRANT_RE)) found.add(BASIC_LAND_TYPE_COLORS[grant[1]]);
  return MANA_KINDS.filter((k) => found.has(k));
}

/** Source lists in WUBRGC order, unknown letters dropped. */
export function orderManaKinds(kinds: readonly string[]): string[] {
  return MANA_KINDS.filter((k) => kinds.includes(k));
}
