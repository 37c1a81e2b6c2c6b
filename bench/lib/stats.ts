// The benches' order statistics over repeated timings (a shared machine makes single runs noisy).

/** The value at quantile `q` of values sorted in ascending order: index ⌊q·n⌋, so the median is the upper one. */
export const quantile = (ascending: ArrayLike<number>, q: number): number =>
  ascending[Math.min(ascending.length - 1, Math.floor(q * ascending.length))];

/** A sorted copy of `values`, ascending. */
export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

export const median = (values: readonly number[]): number => quantile(ascending(values), 0.5);

/** The median of `values` with the lowest and the highest. */
export function spread(values: readonly number[]): { median: number; low: number; high: number } {
  const sorted = ascending(values);
  return { median: quantile(sorted, 0.5), low: sorted[0], high: sorted[sorted.length - 1] };
}
