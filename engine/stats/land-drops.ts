// The lands on the battlefield turn by turn, a land played whenever the hand holds one (CR 305.2), and from
// them P(a land was played on each of turns 1..N): a land can be played on turn t exactly when at least t
// lands are among the cards seen by turn t (one land per turn, CR 305.2), so the chance is that of a path
// of the sequential draw staying at or above the line "t lands by turn t". After a mulligan the kept hand
// is a start: its lands are known, and the draws come from the cards not drawn for it (London bottoming
// puts the rest under them, CR 103.5).
import { cardsSeenByTurn, type DrawSchedule } from './draws.ts';

/** Index t-1: the distribution of lands on the battlefield after turn t's land drop, without mulligans. */
export function landsInPlayWithoutMulligan(
  options: { deckSize: number; lands: number; turns: number } & DrawSchedule,
): number[][] {
  const { deckSize, lands } = options;
  if (lands < 0 || lands > deckSize) throw new RangeError(`lands must be from 0 to ${deckSize}`);
  return landsInPlayFrom({ handLands: 0, poolSize: deckSize, poolLands: lands }, options);
}

export interface KeptHandStart {
  /** Lands already in the hand. */
  handLands: number;
  /** Cards the later draws come from (in random order), and the lands among them. */
  poolSize: number;
  poolLands: number;
}

/**
 * Index t-1: the distribution of lands on the battlefield after turn t's land drop from a known start (index k:
 * P(exactly k lands), k = 0..t). A land is played whenever one waits in the hand (CR 305.2: one a turn), so
 * turn t's count is min(previous + 1, lands seen). `schedule.handSize` is the number of cards still to be
 * drawn from the pool into the opening hand (the whole hand without mulligans, none after a kept hand).
 */
export function landsInPlayFrom(start: KeptHandStart, schedule: { turns: number } & DrawSchedule): number[][] {
  const { handLands, poolSize, poolLands } = start;
  // byState[played][drawn] = P(`played` lands on the battlefield and `drawn` lands among the pool cards drawn).
  let byState: Float64Array[] = [Float64Array.from({ length: poolLands + 1 }, (_, d) => (d === 0 ? 1 : 0))];
  let drawn = 0;
  const result: number[][] = [];
  for (let turn = 1; turn <= schedule.turns; turn++) {
    const target = Math.min(poolSize, cardsSeenByTurn(turn, schedule));
    for (; drawn < target; drawn++) byState = byState.map((row) => drawOne(row, poolSize, poolLands, drawn));
    const next = Array.from({ length: turn + 1 }, () => new Float64Array(poolLands + 1));
    byState.forEach((row, played) =>
      row.forEach((p, d) => {
        if (p !== 0) next[handLands + d > played ? played + 1 : played][d] += p;
      }),
    );
    byState = next;
    result.push(byState.map((row) => row.reduce((a, b) => a + b, 0)));
  }
  return result;
}

/** Index t-1: P(a land drop on every turn 1..t), read from the lands-in-play distributions. */
export function landDropsOf(landsInPlay: readonly (readonly number[])[]): number[] {
  return landsInPlay.map((byCount, t) => byCount[t + 1] ?? 0);
}

/** One more card from a pool of `poolSize` cards with `lands` lands, `drawn` already drawn. */
function drawOne(byDrawn: Float64Array, poolSize: number, lands: number, drawn: number): Float64Array {
  const next = new Float64Array(byDrawn.length);
  const left = poolSize - drawn;
  for (let l = 0; l < byDrawn.length; l++) {
    if (byDrawn[l] === 0) continue;
    const pLand = (lands - l) / left;
    if (l + 1 < next.length) next[l + 1] += byDrawn[l] * pLand;
    next[l] += byDrawn[l] * (1 - pLand);
  }
  return next;
}

export interface LandArrival {
  /** How many lands on the battlefield. */
  lands: number;
  /** Index t-1: P(at least `lands` lands on the battlefield after turn t's land drop). */
  byTurn: number[];
  /** The first turn by which that is at least even odds; null when no turn in the range reaches it. */
  medianTurn: number | null;
}

/** When the k-th land arrives, for k = 1..turns, read from the lands-in-play distributions. */
export function landArrivals(landsInPlay: readonly (readonly number[])[]): LandArrival[] {
  return landsInPlay.map((_, i) => {
    const lands = i + 1;
    const byTurn = landsInPlay.map((byCount) => byCount.slice(lands).reduce((a, b) => a + b, 0));
    const reached = byTurn.findIndex((p) => p >= 0.5);
    return { lands, byTurn, medianTurn: reached < 0 ? null : reached + 1 };
  });
}
