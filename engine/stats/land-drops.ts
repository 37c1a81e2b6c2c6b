// P(a land was played on each of turns 1..N): a land can be played on turn t exactly when at least t
// lands are among the cards seen by turn t (one land per turn, CR 305.2), so the chance is that of a path
// of the sequential draw staying at or above the line "t lands by turn t". After a mulligan the kept hand
// is a start: its lands are known, and the draws come from the cards not drawn for it (London bottoming
// puts the rest under them, CR 103.5).
import { cardsSeenByTurn, type DrawSchedule } from './draws.ts';

/** Index t-1 holds P(land drops hit on every turn 1..t), for t = 1..turns, without mulligans. */
export function probLandDropsHit(options: { deckSize: number; lands: number; turns: number } & DrawSchedule): number[] {
  const { deckSize, lands } = options;
  if (lands < 0 || lands > deckSize) throw new RangeError(`lands must be from 0 to ${deckSize}`);
  return probLandDropsFrom({ handLands: 0, poolSize: deckSize, poolLands: lands }, options);
}

export interface KeptHandStart {
  /** Lands already in the hand. */
  handLands: number;
  /** Cards the later draws come from (in random order), and the lands among them. */
  poolSize: number;
  poolLands: number;
}

/**
 * P(land drops on every turn 1..t) from a known start; `schedule.handSize` is the number of cards still to
 * be drawn from the pool into the opening hand (the whole hand without mulligans, none after a kept hand).
 */
export function probLandDropsFrom(start: KeptHandStart, schedule: { turns: number } & DrawSchedule): number[] {
  const { handLands, poolSize, poolLands } = start;
  // byDrawn[d] = P(d lands among the pool cards drawn so far, and every checkpoint so far met).
  let byDrawn: Float64Array = new Float64Array(poolLands + 1);
  byDrawn[0] = 1;
  let drawn = 0;
  const result: number[] = [];
  for (let turn = 1; turn <= schedule.turns; turn++) {
    const target = Math.min(poolSize, cardsSeenByTurn(turn, schedule));
    for (; drawn < target; drawn++) byDrawn = drawOne(byDrawn, poolSize, poolLands, drawn);
    for (let d = 0; d < Math.min(turn - handLands, byDrawn.length); d++) byDrawn[d] = 0;
    result.push(byDrawn.reduce((a, b) => a + b, 0));
  }
  return result;
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
