// Plays decks one after another on the same games (seed, game index, side: common random numbers) and keeps,
// per figure, the sums of each game's value and of its difference to the previous deck's value on the same
// game: the paired difference of neighbours in a land sweep, or of B and A in an A/B run. Each deck's results
// are handed over as soon as it is done, so a sweep can show each land count while the next one plays.
import { gamePlayer, layoutFor, PROGRESS_EVERY, type RunSlice } from '../sim/run.ts';
import { newCounts, SIDES } from '../sim/metrics.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { figureCells, type FigureCells, type FigureId } from './figures.ts';

/**
 * Sums over the (game, side) observations of one deck; the diff sums are against the previous deck (zero for the
 * first, and for figures not paired).
 */
export interface PairedSums {
  /** Observations: games × sides. */
  n: number;
  sum: number[];
  sumSq: number[];
  diffSum: number[];
  diffSumSq: number[];
}

export interface DeckResult extends PairedSums {
  deck: number;
  /** The simulator's own counts (engine/sim/metrics.ts layout), for what the figures do not read. */
  counts: Float64Array;
}

/** Cells of every figure, flattened for the game loop. */
interface FlatCells {
  constant: Float64Array;
  start: Int32Array;
  offsets: Int32Array;
  weights: Float64Array;
}

function flatten(cells: readonly FigureCells[]): FlatCells {
  const start = new Int32Array(cells.length + 1);
  cells.forEach((c, f) => (start[f + 1] = start[f] + c.offsets.length));
  return {
    constant: Float64Array.from(cells, (c) => c.constant),
    start,
    offsets: Int32Array.from(cells.flatMap((c) => c.offsets)),
    weights: Float64Array.from(cells.flatMap((c) => c.weights)),
  };
}

/** Merges sums of the same deck over slices of games (workers). */
export function addSums(into: PairedSums, from: PairedSums): void {
  into.n += from.n;
  for (let f = 0; f < into.sum.length; f++) {
    into.sum[f] += from.sum[f];
    into.sumSq[f] += from.sumSq[f];
    into.diffSum[f] += from.diffSum[f];
    into.diffSumSq[f] += from.diffSumSq[f];
  }
}

export const emptySums = (figures: number): PairedSums => ({
  n: 0,
  sum: new Array<number>(figures).fill(0),
  sumSq: new Array<number>(figures).fill(0),
  diffSum: new Array<number>(figures).fill(0),
  diffSumSq: new Array<number>(figures).fill(0),
});

/**
 * Plays `slice` for each deck in turn; `onDeck` gets each deck's results when it is done. `onProgress(done)`
 * (games played over all decks) is called every PROGRESS_EVERY games and may return false to stop: the deck
 * being played is then dropped, so every result covers the whole slice. Only the `paired` figures (default all)
 * keep each game's value for the next deck's differences: a sweep pairs its objectives, not every figure.
 */
export function playPaired(
  decks: readonly CompiledDeck[],
  figures: readonly FigureId[],
  slice: RunSlice,
  onDeck: (result: DeckResult) => void,
  onProgress?: (done: number) => boolean | void,
  paired: readonly FigureId[] = figures,
): void {
  const sides = slice.sides.map((s) => SIDES.indexOf(s));
  const width = figures.length;
  const pairedAt = Int32Array.from(figures, (id) => paired.indexOf(id));
  const pairedWidth = paired.length;
  const observations = slice.count * sides.length;
  let previous: Float64Array | null = null;
  for (let d = 0; d < decks.length; d++) {
    const layout = layoutFor(decks[d]);
    const cells = flatten(figures.map((id) => figureCells(id, decks[d], layout)));
    const player = gamePlayer(decks[d]);
    const counts = newCounts(layout);
    const values = new Float64Array(observations * pairedWidth);
    const sums = emptySums(width);
    // Each side's weighted totals after its last game: a game's value is how far it moved them (counts only grow).
    const totals = new Float64Array(sides.length * width);
    for (let g = 0; g < slice.count; g++) {
      for (let s = 0; s < sides.length; s++) {
        const base = sides[s] * layout.size;
        player.play(slice.seed, slice.start + g, sides[s], counts);
        const row = (g * sides.length + s) * pairedWidth;
        for (let f = 0; f < width; f++) {
          const total = weighted(cells, f, counts, base);
          const value = cells.constant[f] + total - totals[s * width + f];
          totals[s * width + f] = total;
          sums.sum[f] += value;
          sums.sumSq[f] += value * value;
          const k = pairedAt[f];
          if (k < 0) continue;
          values[row + k] = value;
          if (previous) {
            const diff = value - previous[row + k];
            sums.diffSum[f] += diff;
            sums.diffSumSq[f] += diff * diff;
          }
        }
      }
      const done = d * slice.count + g + 1;
      if (onProgress && done % PROGRESS_EVERY === 0 && onProgress(done) === false) return;
    }
    sums.n = observations;
    onDeck({ deck: d, counts, ...sums });
    previous = values;
  }
}

function weighted(cells: FlatCells, f: number, counts: Float64Array, base: number): number {
  let total = 0;
  for (let k = cells.start[f]; k < cells.start[f + 1]; k++) total += cells.weights[k] * counts[base + cells.offsets[k]];
  return total;
}
