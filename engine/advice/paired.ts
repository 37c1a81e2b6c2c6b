// Plays decks one after another on the same games (seed, game index, side: common random numbers) and keeps,
// per figure, the sums of each game's value and of its difference to the previous deck's value on the same
// game: the paired difference of neighbours in a land sweep, or of B and A in an A/B run; and, given a reference
// deck (a sweep's deck as it is), of its difference to that deck's. Each deck's results are handed over as soon as
// it is done, so a sweep can show each land count while the next one plays.
import { gamePlayer, layoutFor, PROGRESS_EVERY } from '../sim/run.ts';
import { newCounts, SIDES, type MetricsLayout, type Side } from '../sim/metrics.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { figureCells, type FigureCells, type FigureId } from './figures.ts';

/**
 * Sums over the (game, side) observations of one deck; the diff sums are against the previous deck (zero for the
 * first, and for figures not paired), the refDiff sums against the reference deck (zero for it, and without one).
 */
export interface PairedSums {
  /** Observations: games played, each on one side. */
  n: number;
  sum: number[];
  sumSq: number[];
  diffSum: number[];
  diffSumSq: number[];
  refDiffSum: number[];
  refDiffSumSq: number[];
}

export interface DeckResult extends PairedSums {
  deck: number;
  /** The simulator's own counts (engine/sim/metrics.ts layout), for what the figures do not read. */
  counts: Float64Array;
}

/**
 * Observations start..start+count−1 of a run: observation o is game index ⌊o / sides⌋ on side sides[o mod sides],
 * so a run of n observations plays n games split between the sides, and both sides of a game index are played
 * one after the other (the simulator reuses the opening, which does not depend on the side).
 */
export interface ObservationSlice {
  seed: number;
  start: number;
  count: number;
  sides: readonly Side[];
}

/** Merges sums of the same deck over slices of games (workers). */
export function addSums(into: PairedSums, from: PairedSums): void {
  into.n += from.n;
  for (let f = 0; f < into.sum.length; f++) {
    into.sum[f] += from.sum[f];
    into.sumSq[f] += from.sumSq[f];
    into.diffSum[f] += from.diffSum[f];
    into.diffSumSq[f] += from.diffSumSq[f];
    into.refDiffSum[f] += from.refDiffSum[f];
    into.refDiffSumSq[f] += from.refDiffSumSq[f];
  }
}

export const emptySums = (figures: number): PairedSums => ({
  n: 0,
  sum: new Array<number>(figures).fill(0),
  sumSq: new Array<number>(figures).fill(0),
  diffSum: new Array<number>(figures).fill(0),
  diffSumSq: new Array<number>(figures).fill(0),
  refDiffSum: new Array<number>(figures).fill(0),
  refDiffSumSq: new Array<number>(figures).fill(0),
});

/**
 * The figures of one deck that must be read game by game, their cells flattened for the game loop: the means
 * (the sum of squares needs each game's value) and the paired figures (the differences need it). A proportion's
 * game values are 0 or 1, so its sum is read once from the final counts and its sum of squares equals its sum.
 */
interface GameReader {
  /** Index among all figures. */
  figure: Int32Array;
  /** Index among the paired figures, or −1. */
  pairedAt: Int32Array;
  constant: Float64Array;
  start: Int32Array;
  offsets: Int32Array;
  weights: Float64Array;
}

function gameReader(cells: readonly FigureCells[], pairedAt: Int32Array): GameReader {
  const read = cells.flatMap((c, f) => (c.kind === 'mean' || pairedAt[f] >= 0 ? [f] : []));
  const start = new Int32Array(read.length + 1);
  read.forEach((f, i) => (start[i + 1] = start[i] + cells[f].offsets.length));
  return {
    figure: Int32Array.from(read),
    pairedAt: Int32Array.from(read, (f) => pairedAt[f]),
    constant: Float64Array.from(read, (f) => cells[f].constant),
    start,
    offsets: Int32Array.from(read.flatMap((f) => cells[f].offsets)),
    weights: Float64Array.from(read.flatMap((f) => cells[f].weights)),
  };
}

/**
 * Plays `slice` for each deck in turn; `onDeck` gets each deck's results when it is done. `onProgress(done)`
 * (observations played over all decks) is called every PROGRESS_EVERY observations and may return false to stop:
 * the deck being played is then dropped, so every result covers the whole slice. Only the `paired` figures
 * (default all) keep each game's value for the next deck's differences: a sweep pairs its objectives, not every
 * figure. A `reference` deck (an index, −1 for none) is played first and every other deck is also paired with it;
 * the others follow in order, so each deck's previous one is the one just played or the reference.
 */
export function playPaired(
  decks: readonly CompiledDeck[],
  figures: readonly FigureId[],
  slice: ObservationSlice,
  onDeck: (result: DeckResult) => void,
  onProgress?: (done: number) => boolean | void,
  paired: readonly FigureId[] = figures,
  reference = -1,
): void {
  const pairing = { at: Int32Array.from(figures, (id) => paired.indexOf(id)), width: paired.length };
  // No values to pair with: an empty array, so the game loop always sees the same kinds of objects.
  const none = new Float64Array(0);
  let last = none;
  let referenceValues = none;
  const order = reference < 0 ? decks.keys() : [reference, ...[...decks.keys()].filter((d) => d !== reference)];
  let played = 0;
  for (const d of order) {
    const previous = d - 1 === reference ? referenceValues : d > 0 ? last : none;
    const layout = layoutFor(decks[d]);
    const cells = figures.map((id) => figureCells(id, decks[d], layout));
    const reader = gameReader(cells, pairing.at);
    const counts = newCounts(layout);
    const values = new Float64Array(slice.count * pairing.width);
    const against = { width: pairing.width, values, previous, reference: d === reference ? none : referenceValues };
    const before = played * slice.count;
    const read = playDeck(decks[d], reader, slice, counts, against, (o) => {
      const done = before + o;
      return !onProgress || done % PROGRESS_EVERY !== 0 || onProgress(done) !== false;
    });
    if (!read) return;
    const sums = emptySums(figures.length);
    sums.n = slice.count;
    cells.forEach((c, f) => {
      if (!reader.figure.includes(f)) sums.sum[f] = sums.sumSq[f] = proportionSum(c, counts, layout);
    });
    reader.figure.forEach((f, i) => {
      sums.sum[f] = read.sum[i];
      sums.sumSq[f] = read.sumSq[i];
      sums.diffSum[f] = read.diffSum[i];
      sums.diffSumSq[f] = read.diffSumSq[i];
      sums.refDiffSum[f] = read.refDiffSum[i];
      sums.refDiffSumSq[f] = read.refDiffSumSq[i];
    });
    onDeck({ deck: d, counts, ...sums });
    if (d === reference) referenceValues = values;
    last = values;
    played++;
  }
}

/** Each paired figure's value in each game (row = observation): this deck's, the previous and the reference deck's (empty for none). */
interface PairedValues {
  width: number;
  values: Float64Array;
  previous: Float64Array;
  reference: Float64Array;
}

/**
 * One deck on the slice into `counts`, with the sums of the figures `reader` reads game by game (in its order);
 * null when `going(observations done)` said stop.
 */
function playDeck(
  deck: CompiledDeck,
  reader: GameReader,
  slice: ObservationSlice,
  counts: Float64Array,
  paired: PairedValues,
  going: (done: number) => boolean,
): Record<'sum' | 'sumSq' | 'diffSum' | 'diffSumSq' | 'refDiffSum' | 'refDiffSumSq', Float64Array> | null {
  const sides = slice.sides.map((s) => SIDES.indexOf(s));
  const size = layoutFor(deck).size;
  const player = gamePlayer(deck);
  const { start, offsets, weights, constant, pairedAt } = reader;
  const width = constant.length;
  const [sum, sumSq, diffSum, diffSumSq, refDiffSum, refDiffSumSq] = Array.from(
    { length: 6 },
    () => new Float64Array(width),
  );
  // Each side's weighted totals after its last game: a game's value is how far it moved them (counts only grow).
  const totals = new Float64Array(SIDES.length * width);
  const { values, previous, reference, width: pairedWidth } = paired;
  const differenced = previous.length > 0;
  const referenced = reference.length > 0;
  const { seed, count } = slice;
  let game = Math.floor(slice.start / sides.length);
  let s = slice.start % sides.length;
  for (let o = 0; o < count; o++) {
    const side = sides[s];
    const base = side * size;
    player.play(seed, game, side, counts);
    const row = o * pairedWidth;
    for (let i = 0, at = side * width; i < width; i++, at++) {
      let total = 0;
      for (let k = start[i], end = start[i + 1]; k < end; k++) total += weights[k] * counts[base + offsets[k]];
      const value = constant[i] + total - totals[at];
      totals[at] = total;
      sum[i] += value;
      sumSq[i] += value * value;
      const p = pairedAt[i];
      if (p < 0) continue;
      values[row + p] = value;
      if (differenced) {
        const diff = value - previous[row + p];
        diffSum[i] += diff;
        diffSumSq[i] += diff * diff;
      }
      if (referenced) {
        const diff = value - reference[row + p];
        refDiffSum[i] += diff;
        refDiffSumSq[i] += diff * diff;
      }
    }
    if (++s === sides.length) {
      s = 0;
      game++;
    }
    if (!going(o + 1)) return null;
  }
  return { sum, sumSq, diffSum, diffSumSq, refDiffSum, refDiffSumSq };
}

/** A proportion's sum over the games of both sides: its constant for each game, plus its cells' final counts. */
function proportionSum(cells: FigureCells, counts: Float64Array, layout: MetricsLayout): number {
  let total = 0;
  for (let side = 0; side < SIDES.length; side++) {
    const base = side * layout.size;
    total += cells.constant * counts[base + layout.games];
    cells.offsets.forEach((offset, k) => (total += cells.weights[k] * counts[base + offset]));
  }
  return total;
}

/** Decks played on one slice of observations: playPaired's arguments, as a worker receives them. */
export interface PassSlice {
  decks: readonly CompiledDeck[];
  figures: readonly FigureId[];
  /** Default all the figures. */
  paired?: readonly FigureId[];
  /** The deck every other is also paired with (playPaired), if any. */
  reference?: number;
  start: number;
  count: number;
}

/**
 * Plays passes one after the other, each as playPaired does; `onProgress(done)` counts observations over all
 * passes so far, and a false from it stops this pass and the ones after.
 */
export function playPasses(
  passes: readonly PassSlice[],
  run: { seed: number; sides: readonly Side[] },
  onDeck: (pass: number, result: DeckResult) => void,
  onProgress: (done: number) => boolean,
): void {
  let before = 0;
  for (const [p, pass] of passes.entries()) {
    if (!onProgress(before)) return;
    playPaired(
      pass.decks,
      pass.figures,
      { ...run, start: pass.start, count: pass.count },
      (result) => onDeck(p, result),
      (done) => onProgress(before + done),
      pass.paired,
      pass.reference,
    );
    before += pass.count * pass.decks.length;
  }
  onProgress(before);
}
