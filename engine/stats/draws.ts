// How many cards a player has seen by a turn, and the chance of holding a group of cards by then.
import { hypergeometricAtLeast, probAtLeastEach, type GroupDemand } from './hypergeometric.ts';

export interface DrawSchedule {
  /** Opening hand size (MTG 7, DM 5), no mulligan. */
  handSize: number;
  /** True when this player skips the first draw (MTG 103.8a on the play in two-player games; DM 103.5). */
  skipsFirstDraw: boolean;
}

/** Cards seen by the main phase of `turn` (1-based): the hand plus one draw per turn. */
export function cardsSeenByTurn(turn: number, schedule: DrawSchedule): number {
  if (!Number.isInteger(turn) || turn < 1) throw new RangeError(`turn must be a positive integer, not ${turn}`);
  return schedule.handSize + turn - (schedule.skipsFirstDraw ? 1 : 0);
}

/** P(at least `atLeast` of a `groupSize`-card group by `turn`) from a `deckSize`-card library. */
export function probAtLeastByTurn(
  options: { deckSize: number; groupSize: number; atLeast: number; turn: number } & DrawSchedule,
): number {
  const seen = Math.min(options.deckSize, cardsSeenByTurn(options.turn, options));
  return hypergeometricAtLeast(options.atLeast, { size: options.deckSize, successes: options.groupSize }, seen);
}

/** P(at least the demanded count of every group by `turn`), e.g. a copy of a card and a land. */
export function probAtLeastEachByTurn(
  groups: readonly GroupDemand[],
  options: { deckSize: number; turn: number } & DrawSchedule,
): number {
  const seen = Math.min(options.deckSize, cardsSeenByTurn(options.turn, options));
  return probAtLeastEach(groups, options.deckSize, seen);
}
