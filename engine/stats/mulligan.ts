// Exact keep probabilities of a land-range mulligan policy. Every attempt draws a fresh hand from the
// whole shuffled deck (CR 103.5: the hand is shuffled back first), so attempts are independent and
// P(keep on attempt i) = P(fail all earlier) * P(this draw can be kept).
import { hypergeometricPmf } from './hypergeometric.ts';

export interface MulliganAttempt {
  /** Cards drawn on this attempt (London: always the starting hand size; Vancouver/Paris: one fewer each time). */
  drawn: number;
  /** Cards kept after bottoming (London) or as drawn (Vancouver/Paris). */
  kept: number;
  /** Lands the kept hand must hold, inclusive; null keeps any hand (the last attempt always keeps). */
  lands: readonly [number, number] | null;
}

/** Whether `drawn` cards holding `lands` lands can be cut down to `kept` cards within the land range. */
export function canKeepLands(drawn: number, lands: number, kept: number, range: readonly [number, number] | null): boolean {
  if (range === null) return true;
  const fewest = Math.max(0, kept - (drawn - lands));
  const most = Math.min(lands, kept);
  return Math.max(fewest, range[0]) <= Math.min(most, range[1]);
}

/** P(a single attempt can be kept) for a deck of `deckSize` cards with `lands` lands. */
export function probAttemptKeepable(attempt: MulliganAttempt, deck: { deckSize: number; lands: number }): number {
  let p = 0;
  for (let l = 0; l <= attempt.drawn; l++) {
    if (canKeepLands(attempt.drawn, l, attempt.kept, attempt.lands)) p += hypergeometricPmf(l, { size: deck.deckSize, successes: deck.lands }, attempt.drawn);
  }
  return Math.min(1, p);
}

/** Index i = P(the player keeps on attempt i); the entries sum to 1 when the last attempt always keeps. */
export function exactKeepDistribution(attempts: readonly MulliganAttempt[], deck: { deckSize: number; lands: number }): number[] {
  let stillLooking = 1;
  return attempts.map((attempt, i) => {
    const keep = i === attempts.length - 1 ? 1 : probAttemptKeepable(attempt, deck);
    const p = stillLooking * keep;
    stillLooking *= 1 - keep;
    return p;
  });
}
