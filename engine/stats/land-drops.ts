// P(a land was played on each of turns 1..N) without mulligans: a land can be played on turn t exactly
// when at least t lands are among the cards seen by turn t (one land per turn, CR 305.2), so the chance
// is that of a path of the sequential draw staying at or above the line "t lands by turn t".
import { cardsSeenByTurn, type DrawSchedule } from './draws.ts';

/** Index t-1 holds P(land drops hit on every turn 1..t), for t = 1..turns. */
export function probLandDropsHit(options: { deckSize: number; lands: number; turns: number } & DrawSchedule): number[] {
  const { deckSize, lands, turns } = options;
  if (lands < 0 || lands > deckSize) throw new RangeError(`lands must be from 0 to ${deckSize}`);
  // byLands[l] = P(l lands among the cards seen so far, and every checkpoint so far met).
  let byLands: Float64Array = new Float64Array(lands + 1);
  byLands[0] = 1;
  let seen = 0;
  const result: number[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const target = Math.min(deckSize, cardsSeenByTurn(turn, options));
    for (; seen < target; seen++) byLands = drawOne(byLands, deckSize, lands, seen);
    for (let l = 0; l < Math.min(turn, byLands.length); l++) byLands[l] = 0;
    result.push(byLands.reduce((a, b) => a + b, 0));
  }
  return result;
}

/** One more card from a library of `deckSize` cards with `lands` lands, `seen` already drawn. */
function drawOne(byLands: Float64Array, deckSize: number, lands: number, seen: number): Float64Array {
  const next = new Float64Array(byLands.length);
  const left = deckSize - seen;
  for (let l = 0; l < byLands.length; l++) {
    if (byLands[l] === 0) continue;
    const landsLeft = lands - l;
    const pLand = landsLeft / left;
    if (l + 1 < next.length) next[l + 1] += byLands[l] * pLand;
    next[l] += byLands[l] * (1 - pLand);
  }
  return next;
}
