// The simulator's raw results: counts in one Float64Array per run, laid out by side (on the play, on the
// draw). Workers merge by adding arrays, so merged results are exact; estimates and intervals come last.
import { meanInterval, wilson, type Estimate } from '../stats/intervals.ts';

export const SIDES = ['play', 'draw'] as const;
export type Side = (typeof SIDES)[number];

/**
 * The sides worth playing: when every player draws on turn 1 (CR 103.8c, multiplayer) the play and the draw
 * are the same game, so the first side asked for stands for both.
 */
export function distinctSides(sides: readonly Side[], setup: { firstPlayerDraws: boolean }): Side[] {
  return setup.firstPlayerDraws ? sides.slice(0, 1) : [...new Set(sides)];
}

/** Offsets of each counter inside one side's block. */
export interface MetricsLayout {
  cards: number;
  turns: number;
  handSize: number;
  attempts: number;
  games: number;
  /** Lands among the first attempt's cards, index = count (0..handSize: the first attempt's draw). */
  firstHandLands: number;
  /** Games kept on each mulligan attempt. */
  keptAtAttempt: number;
  /** Games with a land played on every turn 1..t, index t-1. */
  landDrops: number;
  /** Games still going at turn t, index t-1 (a Duel Masters game ends with the kill): the mana means' denominators. */
  turnsPlayed: number;
  manaAvailable: number;
  manaAvailableSq: number;
  manaSpent: number;
  manaSpentSq: number;
  /** Index card·turns + (t-1): games where a copy was castable in turn t's main phase (after the land drop or charge). */
  castableAt: number;
  /** Index card·turns + (t-1): games where the card was first castable on turn t. */
  firstCastable: number;
  /** Index card·turns + (t-1): games where a copy was first in hand (or the command zone) on turn t. */
  firstSeen: number;
  /**
   * Per card: games where, at the main phase of its curve turn, a copy was in hand and every land drop so far was
   * made (Duel Masters: before the turn's charge, a charge on every earlier turn and another card to charge now).
   */
  curveChance: number;
  /** Per card: those games where it was also castable then (Karsten's conditional figure). */
  curveCastable: number;
  /** Index t-1: games won by the goldfish's death on turn t (DM 509.1). */
  killTurn: number;
  /** Games lost by decking (CR 704.5b; DM 703.4b). */
  decked: number;
  /** Per card: games where it was in hand with enough mana but a civilization missing (DM 112.2a). */
  civilizationScrew: number;
  /** Games with any such card. */
  civilizationScrewAny: number;
  /** Counters in one side's block. */
  size: number;
}

export function metricsLayout(cards: number, turns: number, handSize: number, attempts: number): MetricsLayout {
  let offset = 0;
  const take = (n: number) => {
    const at = offset;
    offset += n;
    return at;
  };
  const layout = {
    cards,
    turns,
    handSize,
    attempts,
    games: take(1),
    firstHandLands: take(handSize + 1),
    keptAtAttempt: take(attempts),
    landDrops: take(turns),
    turnsPlayed: take(turns),
    manaAvailable: take(turns),
    manaAvailableSq: take(turns),
    manaSpent: take(turns),
    manaSpentSq: take(turns),
    castableAt: take(cards * turns),
    firstCastable: take(cards * turns),
    firstSeen: take(cards * turns),
    curveChance: take(cards),
    curveCastable: take(cards),
    killTurn: take(turns),
    decked: take(1),
    civilizationScrew: take(cards),
    civilizationScrewAny: take(1),
    size: 0,
  };
  layout.size = offset;
  return layout;
}

/** A zeroed counter array for both sides. */
export function newCounts(layout: MetricsLayout): Float64Array {
  return new Float64Array(layout.size * SIDES.length);
}

/** Adds `from` into `into` (exact for counts below 2^53). */
export function mergeCounts(into: Float64Array, from: Float64Array): void {
  if (into.length !== from.length)
    throw new RangeError(`cannot merge results of different shapes (${into.length} vs ${from.length})`);
  for (let i = 0; i < into.length; i++) into[i] += from[i];
}

/** DM 810.3a: which half of a twinpact a castability row is of. */
export type CardHalf = 'creature' | 'spell';

/**
 * Castability of one card (of one half of a Duel Masters twinpact). Every game counts for every turn: a Duel
 * Masters game won before turn t is played on past the kill for these figures (engine/sim/dm-game.ts), as a Magic
 * game, which never ends early, is; so P(castable by turn t) is over all games, never over the games still going.
 */
export interface CardMetrics {
  name: string;
  /** A twinpact's row: its creature half or its spell half (DM 810.3a), each with its own cost; absent otherwise. */
  half?: CardHalf;
  manaValue: number;
  /** P(castable on the turn equal to its mana value, at least turn 1). */
  onCurve: Estimate | null;
  /**
   * P(castable on curve | a copy in hand then and a land drop on every turn so far): Karsten's colored-source
   * figure. Null when no game met the condition (or the curve turn is past the last turn played).
   */
  onCurveGivenLands: Estimate | null;
  /** Index t-1: P(castable at some main phase of turns 1..t). */
  byTurn: Estimate[];
  /** Index t-1: P(castable at the main phase of turn t). */
  atTurn: Estimate[];
  /** Index t-1: P(a copy was in hand by turn t): the hypergeometric figure when nothing is bottomed. */
  seenByTurn: Estimate[];
  /** DM: P(in hand with enough mana but a civilization missing, some turn). */
  civilizationScrew?: Estimate;
}

export interface SideMetrics {
  side: Side;
  games: number;
  /** Index = lands among the first hand's cards. */
  firstHandLands: Estimate[];
  /** Per attempt: P(keeping on it), with its hand size. */
  mulligans: { attempt: number; handSize: number; free: boolean; kept: Estimate }[];
  /** Index t-1: P(a land was played on every turn 1..t). */
  landDrops: Estimate[];
  /** Index t-1: games still going at turn t; mana means are over these games (castability is over all games). */
  turnsPlayed: number[];
  manaAvailable: (Estimate & { sd: number })[];
  manaSpent: (Estimate & { sd: number })[];
  cards: CardMetrics[];
  /** Duel Masters only. */
  kill?: {
    /** Index t-1: P(the goldfish dies on turn t). */
    onTurn: Estimate[];
    /** Index t-1: P(dead by turn t). */
    byTurn: Estimate[];
    meanTurnOfKills: number | null;
    decked: Estimate;
    civilizationScrewAny: Estimate;
  };
}

export interface SummaryInput {
  layout: MetricsLayout;
  /** By castability row: a card, or a twinpact's spell half (the rows after the cards). */
  names: readonly string[];
  manaValues: ArrayLike<number>;
  /** Rows to report castability for (nonland cards), in order. */
  tracked: ArrayLike<number>;
  /** The half of each twinpact's row (DM 810.3a). */
  halves: ReadonlyMap<number, CardHalf>;
  attempts: readonly { kept: number; free: boolean }[];
  /** Report kill turns and civilization screw (Duel Masters). */
  kills: boolean;
}

/** Estimates with 95% intervals (Wilson for proportions, normal for means) for one side. */
export function summarizeSide(counts: Float64Array, side: Side, input: SummaryInput): SideMetrics {
  const { layout } = input;
  const base = SIDES.indexOf(side) * layout.size;
  const at = (offset: number, i = 0) => counts[base + offset + i];
  const games = at(layout.games);
  const share = (n: number) => wilson(n, games);
  const perTurn = <T>(f: (t: number) => T) => Array.from({ length: layout.turns }, (_, i) => f(i));
  const cards: CardMetrics[] = Array.from(input.tracked, (card) => {
    const row = card * layout.turns;
    let castable = 0;
    const byTurn = perTurn((i) => share((castable += at(layout.firstCastable, row + i))));
    let seen = 0;
    const seenByTurn = perTurn((i) => share((seen += at(layout.firstSeen, row + i))));
    const curveTurn = Math.max(1, Math.ceil(input.manaValues[card]));
    const half = input.halves.get(card);
    const metric: CardMetrics = {
      name: input.names[card],
      ...(half ? { half } : {}),
      manaValue: input.manaValues[card],
      onCurve: curveTurn <= layout.turns ? share(at(layout.castableAt, row + curveTurn - 1)) : null,
      onCurveGivenLands:
        at(layout.curveChance, card) > 0 ? wilson(at(layout.curveCastable, card), at(layout.curveChance, card)) : null,
      byTurn,
      atTurn: perTurn((i) => share(at(layout.castableAt, row + i))),
      seenByTurn,
    };
    if (input.kills) metric.civilizationScrew = share(at(layout.civilizationScrew, card));
    return metric;
  });
  const result: SideMetrics = {
    side,
    games,
    firstHandLands: Array.from({ length: layout.handSize + 1 }, (_, l) => share(at(layout.firstHandLands, l))),
    mulligans: input.attempts.map((a, i) => ({
      attempt: i,
      handSize: a.kept,
      free: a.free,
      kept: share(at(layout.keptAtAttempt, i)),
    })),
    landDrops: perTurn((i) => share(at(layout.landDrops, i))),
    turnsPlayed: perTurn((i) => at(layout.turnsPlayed, i)),
    manaAvailable: perTurn((i) =>
      meanInterval(at(layout.manaAvailable, i), at(layout.manaAvailableSq, i), at(layout.turnsPlayed, i)),
    ),
    manaSpent: perTurn((i) =>
      meanInterval(at(layout.manaSpent, i), at(layout.manaSpentSq, i), at(layout.turnsPlayed, i)),
    ),
    cards,
  };
  if (input.kills) result.kill = summarizeKills(counts, base, layout, games);
  return result;
}

function summarizeKills(
  counts: Float64Array,
  base: number,
  layout: MetricsLayout,
  games: number,
): NonNullable<SideMetrics['kill']> {
  let cumulative = 0;
  let turnSum = 0;
  const onTurn: Estimate[] = [];
  const byTurn: Estimate[] = [];
  for (let i = 0; i < layout.turns; i++) {
    const kills = counts[base + layout.killTurn + i];
    cumulative += kills;
    turnSum += kills * (i + 1);
    onTurn.push(wilson(kills, games));
    byTurn.push(wilson(cumulative, games));
  }
  return {
    onTurn,
    byTurn,
    meanTurnOfKills: cumulative ? turnSum / cumulative : null,
    decked: wilson(counts[base + layout.decked], games),
    civilizationScrewAny: wilson(counts[base + layout.civilizationScrewAny], games),
  };
}
