// Which cards of a compiled MTG deck Karsten's closed form (engine/stats/on-curve.ts) answers exactly: every
// land untapped and making one mana, no life to pay, no other card making mana, and the card cast one way
// whose colored pips are all of one color.
import { popcount } from '../goldfish/matching.ts';
import { probOnCurveGivenLands, type DrawSchedule } from '../stats/index.ts';
import { TAPPED_NEVER, type CompiledMtgDeck } from './compiled.ts';

/** The deck's mana is lands only, each an untapped single unit (the closed form's model of a mana base). */
function simpleManaBase(deck: CompiledMtgDeck): boolean {
  for (let f = 0; f < deck.landTapKind.length; f++) {
    if (deck.landTapKind[f] !== TAPPED_NEVER || deck.landUnitCount[f] !== 1 || deck.landLife[f] !== 0) return false;
  }
  return deck.landBackFace.every((f) => f < 0) && deck.optionUnitCount.every((n) => n === 0);
}

/** The single color mask of the card's pips and how many there are; null when it is cast more than one way or needs two colors. */
function onePipColor(deck: CompiledMtgDeck, card: number): { mask: number; pips: number } | null {
  if (deck.optionCount[card] !== 1) return null;
  const option = deck.optionStart[card];
  if (deck.optionVariantCount[option] !== 1 || deck.variantLife[deck.optionVariantStart[option]] !== 0) return null;
  const variant = deck.optionVariantStart[option];
  const start = deck.variantPipStart[variant];
  let mask = 0;
  for (let p = start; p < start + deck.variantPipCount[variant]; p++) {
    if (popcount(deck.variantPips[p]) !== 1 || (mask !== 0 && deck.variantPips[p] !== mask)) return null;
    mask = deck.variantPips[p];
  }
  return { mask, pips: deck.variantPipCount[variant] };
}

/** Card name → P(castable on curve | a copy and enough lands), without mulligans, for the cards the closed form answers. */
export function exactOnCurveGivenLands(deck: CompiledMtgDeck, schedule: DrawSchedule): Record<string, number> {
  const figures: Record<string, number> = {};
  if (!simpleManaBase(deck)) return figures;
  const library = Array.from(deck.library);
  const lands = library.filter((c) => deck.landFace[c] >= 0);
  for (const card of deck.tracked) {
    const copies = library.filter((c) => c === card).length;
    const turn = deck.curveTurn[card];
    const color = onePipColor(deck, card);
    if (!color || copies === 0 || turn > deck.turns) continue;
    const sources = lands.filter(
      (c) => (deck.unitMasks[deck.landUnitStart[deck.landFace[c]]] & color.mask) !== 0,
    ).length;
    figures[deck.names[card]] = probOnCurveGivenLands({
      deckSize: library.length,
      copies,
      turn,
      lands: lands.length,
      sources,
      pips: color.pips,
      ...schedule,
    });
  }
  return figures;
}
