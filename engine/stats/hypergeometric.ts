// Drawing without replacement: the hypergeometric law and its multivariate form.
import { logChoose } from './combinatorics.ts';

export interface Population {
  /** Cards in the library. */
  size: number;
  /** Cards of the kind being counted. */
  successes: number;
}

function checkDraw(population: Population, draws: number): void {
  const { size, successes } = population;
  if (!Number.isInteger(size) || size < 0)
    throw new RangeError(`population size must be a non-negative integer, not ${size}`);
  if (!Number.isInteger(successes) || successes < 0 || successes > size)
    throw new RangeError(`successes must be an integer from 0 to ${size}, not ${successes}`);
  if (!Number.isInteger(draws) || draws < 0 || draws > size)
    throw new RangeError(`draws must be an integer from 0 to ${size}, not ${draws}`);
}

/** P(exactly k successes in `draws` cards). */
export function hypergeometricPmf(k: number, population: Population, draws: number): number {
  checkDraw(population, draws);
  const { size, successes } = population;
  const log = logChoose(successes, k) + logChoose(size - successes, draws - k) - logChoose(size, draws);
  return log === -Infinity ? 0 : Math.exp(log);
}

/** P(at least k successes in `draws` cards). */
export function hypergeometricAtLeast(k: number, population: Population, draws: number): number {
  let total = 0;
  for (let i = Math.max(0, k); i <= Math.min(draws, population.successes); i++)
    total += hypergeometricPmf(i, population, draws);
  return Math.min(1, total);
}

/** The whole distribution of successes in `draws` cards, index = count. */
export function hypergeometricDistribution(population: Population, draws: number): number[] {
  return Array.from({ length: draws + 1 }, (_, k) => hypergeometricPmf(k, population, draws));
}

/**
 * P(exactly counts[i] cards of group i for every i) when `draws` cards come from a library made of the
 * groups plus `rest` other cards (the multivariate hypergeometric law).
 */
export function multivariateHypergeometricPmf(
  counts: readonly number[],
  groupSizes: readonly number[],
  rest: number,
  draws: number,
): number {
  if (counts.length !== groupSizes.length) throw new RangeError('counts and groupSizes must have the same length');
  const size = groupSizes.reduce((a, b) => a + b, 0) + rest;
  const drawnFromGroups = counts.reduce((a, b) => a + b, 0);
  let log = logChoose(rest, draws - drawnFromGroups) - logChoose(size, draws);
  for (let i = 0; i < counts.length; i++) log += logChoose(groupSizes[i], counts[i]);
  return log === -Infinity ? 0 : Math.exp(log);
}

export interface GroupDemand {
  /** Copies of this group in the library. */
  size: number;
  /** How many of them must be among the cards drawn. */
  atLeast: number;
}

/** P(at least groups[i].atLeast cards of each group i among `draws` cards of a `librarySize` library). */
export function probAtLeastEach(groups: readonly GroupDemand[], librarySize: number, draws: number): number {
  const rest = librarySize - groups.reduce((a, g) => a + g.size, 0);
  if (rest < 0) throw new RangeError('the groups hold more cards than the library');
  const counts = new Array<number>(groups.length).fill(0);
  const sizes = groups.map((g) => g.size);
  let total = 0;
  const visit = (index: number, used: number): void => {
    if (index === groups.length) {
      if (draws - used <= rest) total += multivariateHypergeometricPmf(counts, sizes, rest, draws);
      return;
    }
    for (let c = groups[index].atLeast; c <= Math.min(groups[index].size, draws - used); c++) {
      counts[index] = c;
      visit(index + 1, used + c);
    }
  };
  visit(0, 0);
  return Math.min(1, total);
}
