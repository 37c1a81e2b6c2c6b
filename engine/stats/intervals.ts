// 95% confidence intervals: Wilson's score interval for proportions (good near 0 and 1, where the
// normal approximation fails), the normal interval for means.

export const Z95 = 1.959963984540054;

export interface Estimate {
  value: number;
  low: number;
  high: number;
}

/** Wilson score interval for `successes` out of `trials`; all zeros when there are no trials. */
export function wilson(successes: number, trials: number, z = Z95): Estimate {
  if (trials === 0) return { value: 0, low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Normal interval for a mean from its sum and sum of squares over n observations. */
export function meanInterval(sum: number, sumOfSquares: number, n: number, z = Z95): Estimate & { sd: number } {
  if (n === 0) return { value: 0, low: 0, high: 0, sd: 0 };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0;
  const sd = Math.sqrt(variance);
  const half = (z * sd) / Math.sqrt(n);
  return { value: mean, low: mean - half, high: mean + half, sd };
}
