// A/B on the same shuffles: every figure's paired difference (B − A, game by game) with its 95% interval, and
// which differences are real: Holm's step-down correction over all the figures shown, at a family-wise 5%,
// so that a deck against itself (or two decks that play alike) shows none.
import type { Estimate } from '../stats/intervals.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { estimateOf, holmRejects, pairedDifference, type Difference } from './estimates.ts';
import { sweepFigures, type FigureId, type FigureKind } from './figures.ts';
import type { PairedSums } from './paired.ts';

/** The correction applied to the family of figures, named in the output. */
export const MULTIPLE_COMPARISONS = 'holm';
export const FAMILY_ALPHA = 0.05;

export interface AbFigure {
  figure: FigureId;
  a: Estimate;
  b: Estimate;
  /** B − A on the same games. */
  difference: Difference;
  /** The difference survives Holm's correction over every figure here. */
  real: boolean;
}

export interface AbResult {
  correction: typeof MULTIPLE_COMPARISONS;
  alpha: number;
  observations: number;
  figures: AbFigure[];
}

/** The figures both decks are compared on: the sweep's, with on-curve castability of every spell of either deck. */
export function abFigures(a: CompiledDeck, b: CompiledDeck): FigureId[] {
  const spells = [...new Set([...a.tracked].map((c) => a.names[c]).concat([...b.tracked].map((c) => b.names[c])))];
  return ['keptAtAttempt0', ...sweepFigures(spells)];
}

/** `sumsB` holds B's sums with its differences to A on the same games (the paired runner's second deck). */
export function compareOnSameGames(
  figures: readonly FigureId[],
  kinds: readonly FigureKind[],
  sumsA: PairedSums,
  sumsB: PairedSums,
): AbResult {
  const differences = figures.map((_, f) => pairedDifference(sumsB, f));
  const real = holmRejects(
    differences.map((d) => d.p),
    FAMILY_ALPHA,
  );
  return {
    correction: MULTIPLE_COMPARISONS,
    alpha: FAMILY_ALPHA,
    observations: sumsB.n,
    figures: figures.map((figure, f) => ({
      figure,
      a: estimateOf(kinds[f], sumsA, f),
      b: estimateOf(kinds[f], sumsB, f),
      difference: differences[f],
      real: real[f],
    })),
  };
}
