// Mana types as bits (CR 106.1b: five colors and colorless), plus one bit for "from a snow source"
// (CR 107.4h: {S} is paid with mana of any type produced by a snow permanent).
import type { Color } from '../cards/types.ts';

export const MANA_BIT: Readonly<Record<Color | 'C', number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };
export const SNOW_BIT = 64;
export const ANY_COLOR = 31;
/** The five colors and colorless. */
export const ANY_TYPE = 63;

/** Mask of the mana symbols in a list such as Card.producedMana (["W", "U"]). */
export function manaMask(kinds: readonly string[]): number {
  let mask = 0;
  for (const k of kinds) mask |= MANA_BIT[k as Color | 'C'] ?? 0;
  return mask;
}

/** Every union of the given masks (and the masks themselves): the sets Hall's condition must be checked on. */
export function unionClosure(masks: Iterable<number>): number[] {
  const closed = new Set<number>();
  for (const m of masks) {
    if (m === 0) continue;
    for (const existing of [...closed]) closed.add(existing | m);
    closed.add(m);
  }
  return [...closed].sort((a, b) => a - b);
}
