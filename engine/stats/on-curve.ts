// Karsten's colored-source figure (frankkarsten/MTG-Math HowManySources): P(a spell is castable on curve,
// given a copy in hand and at least as many lands as its mana value), when every land enters untapped and
// makes one mana, the spell's colored pips are all of one color, and no other card makes mana. Lands seen
// by turn T are at least T exactly when a land was played on every turn (one land a turn, CR 305.2; at most
// one draw a turn), so the spell is castable exactly when at least `pips` of the lands seen make its color.
import { logChoose } from './combinatorics.ts';
import { cardsSeenByTurn, type DrawSchedule } from './draws.ts';

export interface OnCurveQuestion extends DrawSchedule {
  deckSize: number;
  /** Copies of the spell, and its curve turn (its mana value, at least 1). */
  copies: number;
  turn: number;
  /** Lands in the deck, those making the spell's color, and the spell's pips of that color. */
  lands: number;
  sources: number;
  pips: number;
}

/** P(castable on curve | a copy and `turn` lands among the cards seen by `turn`), without mulligans. */
export function probOnCurveGivenLands(q: OnCurveQuestion): number {
  const { deckSize, copies, lands, sources, pips, turn } = q;
  if (copies < 1 || sources > lands || copies + lands > deckSize)
    throw new RangeError('need at least one copy, and no more sources than lands, nor more cards than the deck');
  const seen = Math.min(deckSize, cardsSeenByTurn(turn, q));
  const others = lands - sources;
  const rest = deckSize - copies - lands;
  const total = logChoose(deckSize, seen);
  let condition = 0;
  let castable = 0;
  for (let k = 1; k <= Math.min(copies, seen); k++) {
    for (let g = 0; g <= Math.min(sources, seen - k); g++) {
      for (let o = Math.max(0, turn - g); o <= Math.min(others, seen - k - g); o++) {
        const r = seen - k - g - o;
        if (r > rest) continue;
        const p = Math.exp(
          logChoose(copies, k) + logChoose(sources, g) + logChoose(others, o) + logChoose(rest, r) - total,
        );
        condition += p;
        if (g >= pips) castable += p;
      }
    }
  }
  return condition > 0 ? castable / condition : 0;
}
