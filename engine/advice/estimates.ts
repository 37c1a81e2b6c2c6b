// Estimates with 95% intervals from the paired runner's sums, and paired differences with the test of whether
// they are real (engine/stats/intervals.ts: Wilson for proportions, normal for means and for differences).
import { meanInterval, wilson, Z95, type Estimate } from '../stats/intervals.ts';
import type { FigureKind } from './figures.ts';
import type { PairedSums } from './paired.ts';

export function estimateOf(kind: FigureKind, sums: PairedSums, f: number): Estimate {
  if (kind === 'proportion') return wilson(sums.sum[f], sums.n);
  const { value, low, high } = meanInterval(sums.sum[f], sums.sumSq[f], sums.n);
  return { value, low, high };
}

export interface Difference extends Estimate {
  /** Two-sided p-value of "no difference" (normal approximation; 1 when every game gave the same value). */
  p: number;
}

/** Mean of the per-game differences (this deck − the previous one) on the same games, with its 95% interval. */
export function pairedDifference(sums: PairedSums, f: number, z = Z95): Difference {
  return differenceOf(sums.diffSum[f], sums.diffSumSq[f], sums.n, z);
}

/** pairedDifference against the reference deck (this deck − the reference; playPaired's `reference`). */
export function referenceDifference(sums: PairedSums, f: number, z = Z95): Difference {
  return differenceOf(sums.refDiffSum[f], sums.refDiffSumSq[f], sums.n, z);
}

function differenceOf(sum: number, sumSq: number, n: number, z: number): Difference {
  const { value, low, high, sd } = meanInterval(sum, sumSq, n, z);
  const se = n > 0 ? sd / Math.sqrt(n) : 0;
  const p = se > 0 ? erfc(Math.abs(value / se) / Math.SQRT2) : value === 0 ? 1 : 0;
  return { value, low, high, p };
}

/** The difference negated (the previous deck − this one). */
export const negated = (d: Difference): Difference => ({ value: -d.value, low: -d.high, high: -d.low, p: d.p });

/** An interval that excludes 0. */
export const excludesZero = (e: Estimate): boolean => e.low > 0 || e.high < 0;

/** Complementary error function (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const y =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? y : 2 - y;
}

/**
 * Holm's step-down correction over a family of p-values at level `alpha`: which hypotheses of "no difference"
 * are rejected. It holds the family-wise error at alpha, and never rejects fewer than Bonferroni.
 */
export function holmRejects(pValues: readonly number[], alpha = 0.05): boolean[] {
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const rejected = new Array<boolean>(pValues.length).fill(false);
  for (let k = 0; k < order.length; k++) {
    if (order[k].p > alpha / (order.length - k)) break;
    rejected[order[k].i] = true;
  }
  return rejected;
}
