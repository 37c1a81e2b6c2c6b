// A Limited deck of a real sealed pool (CR 100.2b), for the land sweep's tests: one copy of each of the pool's 23
// cheapest white or green spells (the colors six M21 boosters of seed 1 open most of), 9 Plains and 8 Forest from
// the free supply (MTR 7.2), the rest of the pool its sideboard (CR 100.4b). The cards are M21's MTGJSON set file's.
import type { Card } from '../engine/cards/types.ts';
import { mtgSetCards } from './goldfish-fixtures.ts';

export interface SealedDeck {
  /** The deck's spells, one copy each, cheapest first. */
  spells: Card[];
  /** The deck as a list: the spells, then the basics. */
  main: { name: string; count: number }[];
  /** The rest of the pool by name, its own basic lands among it. */
  side: Record<string, number>;
}

const isLand = (card: Card) => card.faces[0].types.includes('Land');

/** The deck of a pool given as copies by card name (M21 cards). */
export function greenWhiteDeckOf(pool: Readonly<Record<string, number>>): SealedDeck {
  const cards = new Map(mtgSetCards(['M21']).map((c) => [c.name, c]));
  const spells = Object.keys(pool)
    .map((name) => cards.get(name)!)
    .filter((c) => !isLand(c) && c.colors.length > 0 && c.colors.every((color) => color === 'W' || color === 'G'))
    .sort((a, b) => a.manaValue - b.manaValue || a.name.localeCompare(b.name))
    .slice(0, 23);
  const side: Record<string, number> = {};
  for (const [name, count] of Object.entries(pool)) {
    const left = count - (spells.some((c) => c.name === name) ? 1 : 0);
    if (left > 0) side[name] = left;
  }
  return {
    spells,
    main: [
      ...spells.map((c) => ({ name: c.name, count: 1 })),
      { name: 'Plains', count: 9 },
      { name: 'Forest', count: 8 },
    ],
    side,
  };
}
