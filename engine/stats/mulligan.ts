// Exact figures of a land-range mulligan policy. Every attempt draws a fresh hand from the whole shuffled
// deck (CR 103.5: the hand is shuffled back first), so attempts are independent and
// P(keep on attempt i) = P(fail all earlier) * P(this draw can be kept). London bottoming is decided by the
// lands drawn alone (landsKept), so the land drops after a keep have a closed form too.
import { hypergeometricPmf } from './hypergeometric.ts';
import { landsInPlayFrom } from './land-drops.ts';
import { canSmooth, smoothedHandLandsPmf } from './smoothing.ts';

export interface MulliganAttempt {
  /** Cards drawn on this attempt (London: always the starting hand size; Vancouver/Paris: one fewer each time). */
  drawn: number;
  /** Cards kept after bottoming (London) or as drawn (Vancouver/Paris). */
  kept: number;
  /** Lands the kept hand must hold, inclusive; null keeps any hand (the last attempt always keeps). */
  lands: readonly [number, number] | null;
  /** London bottoming aims for this many lands in the kept hand, inside what the range and the draw allow. */
  targetLands: number;
  /** The hand is the better of two (Arena's best-of-one smoothing, engine/stats/smoothing.ts). */
  smoothed?: boolean;
}

/**
 * Lands in the kept hand when `drawn` cards holding `lands` lands are cut to `kept` cards: as near the
 * target as the range and the draw allow; −1 when no cut meets the range (a mulligan).
 */
export function landsKept(
  drawn: number,
  lands: number,
  kept: number,
  range: readonly [number, number] | null,
  target: number,
): number {
  const low = Math.max(0, kept - (drawn - lands), range ? range[0] : 0);
  const high = Math.min(lands, kept, range ? range[1] : kept);
  return low > high ? -1 : Math.min(high, Math.max(low, target));
}

/** Whether `drawn` cards holding `lands` lands can be cut down to `kept` cards within the land range. */
export function canKeepLands(
  drawn: number,
  lands: number,
  kept: number,
  range: readonly [number, number] | null,
): boolean {
  return landsKept(drawn, lands, kept, range, 0) >= 0;
}

/** Index l: P(the attempt's hand holds l lands), a smoothed hand being the better of two. */
export function landsDrawnPmf(
  attempt: Pick<MulliganAttempt, 'drawn' | 'smoothed'>,
  deck: { deckSize: number; lands: number },
): number[] {
  if (attempt.smoothed && canSmooth(deck.deckSize, attempt.drawn)) return smoothedHandLandsPmf(deck, attempt.drawn);
  return Array.from({ length: attempt.drawn + 1 }, (_, l) =>
    hypergeometricPmf(l, { size: deck.deckSize, successes: deck.lands }, attempt.drawn),
  );
}

/** P(a single attempt can be kept) for a deck of `deckSize` cards with `lands` lands. */
export function probAttemptKeepable(attempt: MulliganAttempt, deck: { deckSize: number; lands: number }): number {
  const pmf = landsDrawnPmf(attempt, deck);
  let p = 0;
  for (let l = 0; l <= attempt.drawn; l++) {
    if (canKeepLands(attempt.drawn, l, attempt.kept, attempt.lands)) p += pmf[l];
  }
  return Math.min(1, p);
}

/** Index i = P(the player keeps on attempt i); the entries sum to 1 when the last attempt always keeps. */
export function exactKeepDistribution(
  attempts: readonly MulliganAttempt[],
  deck: { deckSize: number; lands: number },
): number[] {
  let stillLooking = 1;
  return attempts.map((attempt, i) => {
    const keep = i === attempts.length - 1 ? 1 : probAttemptKeepable(attempt, deck);
    const p = stillLooking * keep;
    stillLooking *= 1 - keep;
    return p;
  });
}

/**
 * Index t-1: the distribution of lands on the battlefield after turn t's land drop (index k: P(exactly k)) under
 * the mulligan attempts (London or Paris: no scry), summed over the attempt kept and the lands it drew; the draws
 * come from the cards not drawn for that hand.
 */
export function landsInPlayWithMulligan(
  attempts: readonly MulliganAttempt[],
  deck: { deckSize: number; lands: number },
  schedule: { turns: number; skipsFirstDraw: boolean },
): number[][] {
  const result = Array.from({ length: schedule.turns }, (_, t) => new Array<number>(t + 2).fill(0));
  const afterKeep = { handSize: 0, skipsFirstDraw: schedule.skipsFirstDraw, turns: schedule.turns };
  let stillLooking = 1;
  attempts.forEach((attempt, i) => {
    const last = i === attempts.length - 1;
    let keep = 0;
    const pmf = landsDrawnPmf(attempt, deck);
    for (let l = 0; l <= attempt.drawn; l++) {
      const handLands = landsKept(attempt.drawn, l, attempt.kept, last ? null : attempt.lands, attempt.targetLands);
      const p = pmf[l];
      if (handLands < 0 || p === 0) continue;
      keep += p;
      const start = { handLands, poolSize: deck.deckSize - attempt.drawn, poolLands: deck.lands - l };
      landsInPlayFrom(start, afterKeep).forEach((byCount, t) =>
        byCount.forEach((q, k) => {
          result[t][k] += stillLooking * p * q;
        }),
      );
    }
    stillLooking *= 1 - keep;
  });
  return result;
}
