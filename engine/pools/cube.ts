// A cube: a list of cards, usually one of each, dealt at random into packs for a draft or a sealed pool
// (CubeCobra, Draftmancer, XMage and Forge deal 15-card packs; a player takes 3 in a draft, 6 in sealed). The deal
// is a seeded shuffle without replacement: a card appears in as many packs as the cube holds copies of it.
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import type { OpenedCard, SheetCard } from './boosters.ts';
import { uniformBelow } from './uniform.ts';
import type { Reason, Reasoned } from '../text/reasons.ts';

export const DEFAULT_CUBE_PACK_SIZE = 15;
export const MIN_CUBE_PACK_SIZE = 5;
export const MAX_CUBE_PACK_SIZE = 24;

/** The sheet name a card dealt from a cube carries (OpenedCard.sheet). */
export const CUBE_SHEET = 'cube';

/** A deal that needs more cards than the cube holds. */
export class CubeTooSmallError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(cards: number, packs: number, packSize: number) {
    const needed = packs * packSize;
    super(`${packs} packs of ${packSize} take ${needed} cards; the cube holds ${cards}`);
    this.name = 'CubeTooSmallError';
    this.reason = { code: 'cube.too-small', params: { cards, needed, packs, packSize } };
  }
}

/**
 * Deals `packs` packs of `packSize` cards from the cube: the first packs × packSize cards of a seeded shuffle
 * (Fisher-Yates, stopped once the packs are full), in packs of consecutive cards.
 */
export function dealCube(
  cube: readonly SheetCard[],
  options: { seed: number; packs: number; packSize: number },
): OpenedCard[][] {
  const { packs, packSize } = options;
  const needed = packs * packSize;
  if (needed > cube.length) throw new CubeTooSmallError(cube.length, packs, packSize);
  const cards = [...cube];
  const rng = new Xoshiro128();
  rng.seedGame(options.seed, 0);
  for (let i = 0; i < needed; i++) {
    const j = i + uniformBelow(rng, cards.length - i);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return Array.from({ length: packs }, (_, p) =>
    cards.slice(p * packSize, (p + 1) * packSize).map((card) => ({ ...card, foil: false, sheet: CUBE_SHEET })),
  );
}
