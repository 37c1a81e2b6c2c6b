// How a card's faces combine into card-level characteristics, per layout (CR 202.3, 709–712, 715).
// Layout names are Scryfall's (MTGJSON uses the same words); "aftermath" is kept apart from "split".
import { lookup } from '../text/lookup.ts';

export interface LayoutRule {
  /** Mana value and colors outside the stack: both halves combined (CR 709.4) or the front face only (712.8a). */
  combine: 'all-faces' | 'front-face';
  /**
   * The mana value of a face after the first while it is up: its own cost (split halves 709.3, adventures 715.4,
   * modal faces 712.8f) or the front face's (transforming back faces 712.8e, flipped flip cards 710.1c).
   */
  backFaceManaValue: 'own-cost' | 'front-face';
  /** The colors of a face after the first: its own (cost or color indicator, 204) or the front face's (flip, 710.1c). */
  backFaceColors: 'own' | 'front-face';
  /** False for objects that are not cards of a deck: tokens (CR 111), emblems (114), art-series cards. */
  gameCard: boolean;
}

const SINGLE: LayoutRule = {
  combine: 'front-face',
  backFaceManaValue: 'own-cost',
  backFaceColors: 'own',
  gameCard: true,
};
const SPLIT: LayoutRule = { ...SINGLE, combine: 'all-faces' };
const TRANSFORM: LayoutRule = { ...SINGLE, backFaceManaValue: 'front-face' };
const FLIP: LayoutRule = { ...SINGLE, backFaceManaValue: 'front-face', backFaceColors: 'front-face' };
const NOT_A_CARD: LayoutRule = { ...SINGLE, gameCard: false };

/**
 * Every layout Scryfall and MTGJSON write. Planes, phenomena, schemes and vanguards stay cards: they are built
 * into their own decks (CR 901.3, 904.3, 902.3); search tells them apart by layout. Meld cards are single-faced
 * records (each meld part and the meld result is its own card).
 */
export const LAYOUT_RULES: Readonly<Record<string, LayoutRule>> = {
  normal: SINGLE,
  leveler: SINGLE,
  class: SINGLE,
  case: SINGLE,
  saga: SINGLE,
  mutate: SINGLE,
  prototype: SINGLE,
  augment: SINGLE,
  host: SINGLE,
  planar: SINGLE,
  scheme: SINGLE,
  vanguard: SINGLE,
  meld: SINGLE,
  adventure: SINGLE,
  modal_dfc: SINGLE,
  split: SPLIT,
  aftermath: SPLIT,
  transform: TRANSFORM,
  flip: FLIP,
  token: NOT_A_CARD,
  double_faced_token: NOT_A_CARD,
  emblem: NOT_A_CARD,
  art_series: NOT_A_CARD,
};

/** A layout that appears after this code was written is read like a normal or front-face card. */
export function layoutRule(layout: string): LayoutRule {
  return lookup(LAYOUT_RULES, layout) ?? SINGLE;
}

export function isGameCardLayout(layout: string): boolean {
  return layoutRule(layout).gameCard;
}

/**
 * CR 202.3: the card's mana value outside the stack, from its faces' mana values.
 * Split and aftermath: the total of both halves (202.3d, 709.4). Everything else: the front face
 * (712.8a double-faced cards, 715.4 adventurers, 710.1c flip cards).
 */
export function cardManaValue(layout: string, faceManaValues: readonly number[]): number {
  if (layoutRule(layout).combine === 'front-face') return faceManaValues[0] ?? 0;
  return faceManaValues.reduce((sum, mv) => sum + mv, 0);
}

/** The card-level mana cost: both halves as "A // B" for split cards (as Scryfall writes it), else the front face's. */
export function cardManaCost(layout: string, faceCosts: readonly string[]): string {
  return layoutRule(layout).combine === 'front-face' ? (faceCosts[0] ?? '') : faceCosts.join(' // ');
}
