// P(at least k_i cards of every group i among the first n cards of a shuffled deck), for every n at once, where the
// groups may share cards: a card counts toward each group it belongs to ("a creature and a two-drop" is met by one
// two-drop creature and another creature). The deck splits into cells, the cards that belong to the same groups;
// drawing n cards is the multivariate hypergeometric law over the cells and the cards of no group. A dynamic
// programme over the cells sums the ways to draw d cards from them by each group's count capped at its demand, so its
// states are (cards drawn from the cells) × Π(k_i + 1), whatever the overlaps.
import { choose } from './combinatorics.ts';

export interface GroupedCards {
  /** Copies of this card in the library. */
  copies: number;
  /** Bit i set: the card belongs to group i. */
  groups: number;
}

/** Groups a question may hold: every cell of cards (a subset of the groups) is a state's neighbour, 2^groups of them. */
export const MAX_SHARED_GROUPS = 8;

/** Copies per cell, keyed by the set of groups its cards belong to; the cards of no group are left out. */
function cellsOf(cards: readonly GroupedCards[]): Map<number, number> {
  const cells = new Map<number, number>();
  for (const { copies, groups } of cards) if (groups !== 0) cells.set(groups, (cells.get(groups) ?? 0) + copies);
  return cells;
}

/**
 * P(every group i has at least atLeast[i] cards among the first n cards) for n = 0..maxSeen, from a `deckSize`-card
 * library whose other cards (those `cards` does not list) belong to no group.
 */
export function probAtLeastEachBySeen(
  cards: readonly GroupedCards[],
  atLeast: readonly number[],
  deckSize: number,
  maxSeen: number,
): number[] {
  const groups = atLeast.length;
  if (groups < 1 || groups > MAX_SHARED_GROUPS)
    throw new RangeError(`a question holds 1 to ${MAX_SHARED_GROUPS} groups, not ${groups}`);
  if (atLeast.some((k) => !Number.isInteger(k) || k < 0))
    throw new RangeError('each group asks for a whole number of cards, 0 or more');
  const cells = cellsOf(cards);
  const grouped = [...cells.values()].reduce((a, b) => a + b, 0);
  if (cards.reduce((a, c) => a + c.copies, 0) > deckSize)
    throw new RangeError('the cards listed are more than the library holds');
  const rest = deckSize - grouped;
  if (!Number.isInteger(maxSeen) || maxSeen < 0 || maxSeen > deckSize)
    throw new RangeError(`cards seen must be an integer from 0 to ${deckSize}, not ${maxSeen}`);

  // A state's capped counts in mixed radix: group i's digit runs 0..atLeast[i].
  const radix = atLeast.map((k) => k + 1);
  const place = radix.map((_, i) => radix.slice(0, i).reduce((a, b) => a * b, 1));
  const states = radix.reduce((a, b) => a * b, 1);
  const full = atLeast.reduce((a, k, i) => a + k * place[i], 0);
  const drawnMax = Math.min(maxSeen, grouped);
  /** Where state s goes when c more cards of the groups in `mask` are drawn. */
  const advance = (s: number, mask: number, c: number) => {
    let next = 0;
    for (let i = 0; i < groups; i++) {
      const digit = Math.floor(s / place[i]) % radix[i];
      next += Math.min(atLeast[i], digit + ((mask >> i) & 1 ? c : 0)) * place[i];
    }
    return next;
  };

  // ways[d * states + s]: the ways to draw d cards from the cells seen so far, landing in state s.
  let ways = new Float64Array((drawnMax + 1) * states);
  ways[0] = 1;
  for (const [mask, size] of cells) {
    const next = new Float64Array(ways.length);
    const binomials = Array.from({ length: Math.min(size, drawnMax) + 1 }, (_, c) => choose(size, c));
    for (let d = 0; d <= drawnMax; d++)
      for (let s = 0; s < states; s++) {
        const w = ways[d * states + s];
        if (w === 0) continue;
        for (let c = 0; c <= Math.min(size, drawnMax - d); c++)
          next[(d + c) * states + advance(s, mask, c)] += w * binomials[c];
      }
    ways = next;
  }

  return Array.from({ length: maxSeen + 1 }, (_, n) => {
    let total = 0;
    for (let d = 0; d <= Math.min(n, drawnMax); d++) total += ways[d * states + full] * choose(rest, n - d);
    return Math.min(1, total / choose(deckSize, n));
  });
}
