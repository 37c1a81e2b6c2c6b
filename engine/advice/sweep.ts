// The land sweep's figures per land count, and the recommendation: the land count that maximizes the chosen
// objective, with how sure it is (the paired difference to each neighbour, on the same games).
import type { Estimate } from '../stats/intervals.ts';
import {
  estimateOf,
  excludesZero,
  negated,
  pairedDifference,
  referenceDifference,
  type Difference,
} from './estimates.ts';
import { LAND_DROP_TURNS, OBJECTIVES, type FigureId, type FigureKind, type ObjectiveId } from './figures.ts';
import type { CopyLimitCause } from './land-variants.ts';
import type { PairedSums } from './paired.ts';

export interface SweepRow {
  lands: number;
  /** Observations behind each figure: games × sides. */
  observations: number;
  /** Cards added (positive) and removed (negative) from the deck as it is. */
  changes: Record<string, number>;
  /**
   * Stand-ins added in place of lands, by the spell each copies (engine/advice/land-variants.ts): the format allows
   * no further copy of a spell, so each stands in for a card the player would choose. They count in the mana figures
   * and for a keep rule that requires the spell (land-variants.ts `withStandInsAsTheirSpells`), never in the spell's
   * own figures.
   */
  standIns: Record<string, number>;
  /**
   * Why the main deck takes no further copy of each spell of `standIns`: the format's limit, the sideboard's copies
   * counted with it (CR 100.4a), or the pool's (CR 100.2b).
   */
  limitedBy: Record<string, CopyLimitCause>;
  /** P(a land on every turn 1..t), t = 2..5. */
  landDrops: { turn: number; probability: Estimate }[];
  manaSpentByTurn5: Estimate;
  manaSpentByLastTurn: Estimate;
  /** Karsten's compounded mana spent (OptimalManaCurve.py): Σ over turns of the mana spent so far. */
  compoundedManaSpent: Estimate;
  /** Mean mana available on the last turn that nothing in hand could use. */
  flood: Estimate;
  /** P(not keeping the first hand). */
  mulligan: Estimate;
  /** P(castable on the turn equal to its mana value), per key spell. */
  keySpells: { card: string; onCurve: Estimate }[];
  /** This count − one land fewer, per objective, on the same games; null for the lowest count. */
  differenceToFewer: Record<ObjectiveId, Difference> | null;
  /** This count − the deck's own, per objective, on the same games; null for the deck's own count. */
  differenceToCurrent: Record<ObjectiveId, Difference> | null;
}

export interface Neighbour {
  lands: number;
  /** Recommended − this neighbour, on the same games. */
  difference: Difference;
  /** The interval excludes 0: the recommendation beats this neighbour for sure. */
  real: boolean;
}

export interface LandAdvice {
  current: number;
  recommended: number;
  objective: ObjectiveId;
  objectiveSource: string;
  sweep: SweepRow[];
  neighbours: Neighbour[];
  /** Recommended − the deck's own count, on the same games; null when the recommendation is the deck's count. */
  versusCurrent: Neighbour | null;
  /**
   * 'more' (or 'fewer') when the recommendation is the range's most (fewest) lands and really ahead of the count
   * next to it: the best count may lie beyond the range, which a wider sweep would show.
   */
  beyondRange: 'fewer' | 'more' | null;
}

export interface SweepInput {
  lands: number;
  changes: Record<string, number>;
  standIns: Record<string, number>;
  limitedBy: Record<string, CopyLimitCause>;
  figures: readonly FigureId[];
  kinds: readonly FigureKind[];
  sums: PairedSums;
  /** Whether the previous land count's games were paired with these (not for the first). */
  paired: boolean;
  /** Whether the deck's own count's games were paired with these (not for the deck's own count). */
  pairedWithCurrent: boolean;
}

/** One land count's row from its paired sums. */
export function sweepRow(input: SweepInput): SweepRow {
  const { figures, kinds, sums } = input;
  const at = (id: FigureId) => {
    const f = figures.indexOf(id);
    if (f < 0) throw new RangeError(`the sweep did not measure "${id}"`);
    return estimateOf(kinds[f], sums, f);
  };
  const byObjective = (difference: typeof pairedDifference) =>
    Object.fromEntries(
      Object.entries(OBJECTIVES).map(([id, o]) => [id, difference(sums, figures.indexOf(o.figure))]),
    ) as Record<ObjectiveId, Difference>;
  return {
    lands: input.lands,
    observations: sums.n,
    changes: input.changes,
    standIns: input.standIns,
    limitedBy: input.limitedBy,
    landDrops: LAND_DROP_TURNS.map((turn) => ({ turn, probability: at(`landDropTurn${turn}`) })),
    manaSpentByTurn5: at('manaSpentByTurn5'),
    manaSpentByLastTurn: at('manaSpentByLastTurn'),
    compoundedManaSpent: at('compoundedManaSpent'),
    flood: at('flood'),
    mulligan: at('mulligan'),
    keySpells: figures
      .filter((id) => id.startsWith('onCurve:'))
      .map((id) => ({ card: id.slice('onCurve:'.length), onCurve: at(id) })),
    differenceToFewer: input.paired ? byObjective(pairedDifference) : null,
    differenceToCurrent: input.pairedWithCurrent ? byObjective(referenceDifference) : null,
  };
}

/** The most lands of a sweep's counts that hold a stand-in (every count below it does too); null when none does. */
export function mostLandsWithStandIns(rows: readonly Pick<SweepRow, 'lands' | 'standIns'>[]): number | null {
  const counts = rows.filter((r) => Object.keys(r.standIns).length > 0).map((r) => r.lands);
  return counts.length > 0 ? Math.max(...counts) : null;
}

/** The spells a sweep's rows add stand-ins for, by what keeps each from another main-deck copy (each once). */
export function standInsByCause(
  rows: readonly Pick<SweepRow, 'limitedBy'>[],
): Partial<Record<CopyLimitCause, string[]>> {
  const byCause: Partial<Record<CopyLimitCause, string[]>> = {};
  for (const row of rows)
    for (const [spell, cause] of Object.entries(row.limitedBy)) {
      const spells = (byCause[cause] ??= []);
      if (!spells.includes(spell)) spells.push(spell);
    }
  return byCause;
}

/** The value of an objective in a row. */
export function objectiveValue(row: SweepRow, objective: ObjectiveId): number {
  const figure = OBJECTIVES[objective].figure;
  return figure === 'landDropTurn4' ? row.landDrops[LAND_DROP_TURNS.indexOf(4)].probability.value : row[figure].value;
}

/** The recommendation over consecutive land counts (lowest first): argmax of the objective, and its neighbours. */
export function landAdvice(sweep: readonly SweepRow[], current: number, objective: ObjectiveId): LandAdvice {
  if (sweep.length === 0) throw new RangeError('the sweep has no land count');
  const rows = currentPairedWithFewer(sweep, current);
  let best = 0;
  for (let i = 1; i < rows.length; i++)
    if (objectiveValue(rows[i], objective) > objectiveValue(rows[best], objective)) best = i;
  const neighbours: Neighbour[] = [];
  const below = rows[best].differenceToFewer?.[objective];
  if (best > 0 && below) neighbours.push({ lands: rows[best - 1].lands, difference: below, real: excludesZero(below) });
  const above = rows[best + 1]?.differenceToFewer?.[objective];
  if (above) {
    const difference = negated(above);
    neighbours.push({ lands: rows[best + 1].lands, difference, real: excludesZero(difference) });
  }
  return {
    current,
    recommended: rows[best].lands,
    objective,
    objectiveSource: OBJECTIVES[objective].source,
    sweep: [...rows],
    neighbours,
    versusCurrent: versusCurrent(rows[best], current, objective),
    beyondRange: beyondRange(rows, best, neighbours),
  };
}

/**
 * The deck's own count plays first, paired with no count before it (paired.ts `reference`); one land fewer was
 * paired with it instead, and game by game the one difference is the other negated.
 */
function currentPairedWithFewer(rows: readonly SweepRow[], current: number): SweepRow[] {
  return rows.map((row, i) => {
    const fewer = rows[i - 1]?.differenceToCurrent;
    if (row.lands !== current || row.differenceToFewer || !fewer) return row;
    const negatedAll = Object.fromEntries(Object.entries(fewer).map(([id, d]) => [id, negated(d)]));
    return { ...row, differenceToFewer: negatedAll as Record<ObjectiveId, Difference> };
  });
}

/** The comparison with the deck's own count where it adds to the neighbours' (null when that count is one of them). */
export function versusCurrentBeyondNeighbours(lands: LandAdvice): Neighbour | null {
  return lands.neighbours.some((n) => n.lands === lands.current) ? null : lands.versusCurrent;
}

function versusCurrent(best: SweepRow, current: number, objective: ObjectiveId): Neighbour | null {
  const difference = best.differenceToCurrent?.[objective];
  return difference ? { lands: current, difference, real: excludesZero(difference) } : null;
}

function beyondRange(
  rows: readonly SweepRow[],
  best: number,
  neighbours: readonly Neighbour[],
): 'fewer' | 'more' | null {
  if (rows.length < 2 || !neighbours[0]?.real) return null;
  if (best === rows.length - 1) return 'more';
  return best === 0 && rows[0].lands > 0 ? 'fewer' : null;
}
