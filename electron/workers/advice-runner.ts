// Runs the advisor's paired games (engine/advice/paired.ts) on every core: a deck's games (observations, split
// between the sides) are cut into one slice per worker_thread, every worker plays the decks in the same order, and
// a deck's sums are merged and handed over as soon as every worker has finished it. A run may hold several passes
// (the sweep, then the keep rules) played by the same workers one after the other: a worker done with its slice
// of one goes on to the next without a new start. A cancel stops them all at their next checkpoint. Given an
// AdvicePool, a run's jobs go to its workers, started by the first run and kept for the next (advice.run's sweep,
// keep rules and source rounds); without one, the run starts workers of its own and ends them all as it settles.
import { addSums, emptySums, playPasses, type DeckResult, type PassSlice } from '../../engine/advice/paired.ts';
import { mergeCounts, type Side } from '../../engine/sim/metrics.ts';
import type { CompiledDeck } from '../../engine/sim/compiled.ts';
import type { FigureId } from '../../engine/advice/figures.ts';
import { defaultWorkerCount, IN_THREAD_GAMES, splitGames } from './sim-runner.ts';
import { sharedCancel, summedProgress } from './worker-job.ts';
import { withWorkerPool, type WorkerPool } from './worker-pool.ts';

/** Decks played one after another on the same games, each paired with the one before it (and the reference). */
export interface PairedPass {
  decks: CompiledDeck[];
  figures: FigureId[];
  /** Figures whose per-game differences to the previous deck are summed (default all). */
  paired?: FigureId[];
  /** A deck played first, every other one also paired with it (engine/advice/paired.ts playPaired). */
  reference?: number;
  /** Games per deck in all, split between the sides (engine/advice/paired.ts ObservationSlice). */
  games: number;
}

/** One worker's share of a run: a slice of observations (not game indices) of each pass. */
export interface AdviceJob {
  passes: PassSlice[];
  seed: number;
  sides: Side[];
  /** Int32Array over a SharedArrayBuffer: element 0 becomes 1 when the run is cancelled. */
  cancel: SharedArrayBuffer;
}

export type AdviceWorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'deck'; pass: number; result: DeckResult }
  | { type: 'done' }
  | { type: 'error'; message: string };

interface RunOptions {
  seed: number;
  sides: Side[];
  /** Worker threads; defaults to one per core. 0 runs in this thread. */
  workers?: number;
  /** Games played over all decks, of Σ decks × games. */
  onProgress?: (progress: { done: number; total: number }) => void;
  signal?: AbortSignal;
}

export interface PairedRunRequest extends PairedPass, RunOptions {
  /** Each deck's results over all games, in deck order, as soon as they are complete. */
  onDeck?: (result: DeckResult) => void;
}

export interface PairedRunResult {
  /** One per deck finished (all of them unless cancelled). */
  results: DeckResult[];
  cancelled: boolean;
}

export interface PairedPassesRequest extends RunOptions {
  passes: PairedPass[];
  /** Each deck's results over its pass's games, in the order played within a pass, as soon as they are complete. */
  onDeck?: (pass: number, result: DeckResult) => void;
}

export interface PairedPassesResult {
  /** Per pass, one per deck finished (all of them unless cancelled), in deck order. */
  results: DeckResult[][];
  cancelled: boolean;
}

const WORKER_URL = new URL('./advice-worker.ts', import.meta.url);

/** Advice workers shared by the runs of one advice.run. */
export type AdvicePool = WorkerPool<AdviceJob, AdviceWorkerMessage>;

/** Runs `work` with advice workers of its own, all ended (and exited) before it settles, whether it throws or not. */
export function withAdvicePool<T>(work: (pool: AdvicePool) => Promise<T>): Promise<T> {
  return withWorkerPool(WORKER_URL, 'advice', work);
}

export async function runPaired(request: PairedRunRequest, pool?: AdvicePool): Promise<PairedRunResult> {
  const { onDeck } = request;
  const run = await runPairedPasses(
    {
      ...request,
      passes: [request],
      onDeck: onDeck && ((_, result) => onDeck(result)),
    },
    pool,
  );
  return { results: run.results[0], cancelled: run.cancelled };
}

export async function runPairedPasses(request: PairedPassesRequest, pool?: AdvicePool): Promise<PairedPassesResult> {
  for (const { games } of request.passes)
    if (!Number.isSafeInteger(games) || games < 1)
      throw new RangeError(`games must be a positive integer, not ${games}`);
  const most = Math.max(...request.passes.map((p) => p.games));
  const wanted = request.workers ?? defaultWorkerCount();
  const workers = most < IN_THREAD_GAMES ? 0 : Math.min(wanted, most);
  const run =
    workers === 0
      ? inThread(request)
      : await (pool ? onWorkers(request, workers, pool) : withAdvicePool((own) => onWorkers(request, workers, own)));
  return {
    // Streamed in the order played (a reference deck first), answered in deck order.
    results: run.map((results) => results.sort((a, b) => a.deck - b.deck)),
    cancelled: run.some((results, p) => results.length < request.passes[p].decks.length),
  };
}

const totalGames = (passes: readonly PairedPass[]) => passes.reduce((n, p) => n + p.games * p.decks.length, 0);

function inThread(request: PairedPassesRequest): DeckResult[][] {
  const total = totalGames(request.passes);
  const results: DeckResult[][] = request.passes.map(() => []);
  playPasses(
    request.passes.map((pass) => ({ ...pass, start: 0, count: pass.games })),
    request,
    (p, result) => {
      results[p].push(result);
      request.onDeck?.(p, result);
    },
    (done) => {
      request.onProgress?.({ done, total });
      return !request.signal?.aborted;
    },
  );
  return results;
}

async function onWorkers(request: PairedPassesRequest, workerCount: number, pool: AdvicePool): Promise<DeckResult[][]> {
  const { cancel, release } = sharedCancel(request.signal);
  const progressOf = summedProgress(workerCount, totalGames(request.passes), request.onProgress);
  const parts: DeckResult[][][] = request.passes.map((pass) => pass.decks.map(() => []));
  const results: DeckResult[][] = request.passes.map(() => []);
  const receive = (p: number, result: DeckResult) => {
    const part = parts[p][result.deck];
    part.push(result);
    if (part.length < workerCount) return;
    const merged: DeckResult = {
      deck: result.deck,
      counts: new Float64Array(result.counts.length),
      ...emptySums(result.sum.length),
    };
    for (const r of part) {
      mergeCounts(merged.counts, r.counts);
      addSums(merged, r);
    }
    parts[p][result.deck] = [];
    results[p].push(merged);
    request.onDeck?.(p, merged);
  };
  const slices = request.passes.map((pass) => splitGames(pass.games, workerCount));
  try {
    await Promise.all(
      Array.from({ length: workerCount }, (_, w) =>
        runWorker(
          {
            passes: request.passes.map(({ decks, figures, paired, reference }, p) => ({
              decks,
              figures,
              paired,
              reference,
              ...slices[p][w],
            })),
            seed: request.seed,
            sides: request.sides,
            cancel,
          },
          receive,
          progressOf(w),
          pool,
        ),
      ),
    );
    return results;
  } finally {
    release();
  }
}

function runWorker(
  job: AdviceJob,
  onDeck: (pass: number, result: DeckResult) => void,
  onProgress: (done: number) => void,
  pool: AdvicePool,
): Promise<void> {
  return pool.run<void>(job, (message, outcome) => {
    if (message.type === 'progress') onProgress(message.done);
    else if (message.type === 'deck') onDeck(message.pass, message.result);
    else if (message.type === 'done') outcome.done();
    else outcome.fail(message.message);
  });
}
