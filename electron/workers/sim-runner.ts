// Runs a simulation on every core: the game indices are cut into one slice per worker_thread, each worker
// reports progress, a cancel stops them all at their next checkpoint, and the counts are added exactly.
import { availableParallelism } from 'node:os';
import { runSlice, PROGRESS_EVERY } from '../../engine/sim/run.ts';
import { mergeCounts } from '../../engine/sim/metrics.ts';
import type { CompiledDeck } from '../../engine/sim/compiled.ts';
import type { Side } from '../../engine/sim/metrics.ts';
import type { SimJob, WorkerMessage } from './sim-protocol.ts';
import { sharedCancel, summedProgress } from './worker-job.ts';
import { withWorkerPool, type WorkerPool } from './worker-pool.ts';

export interface SimRunRequest {
  /** One deck, or two versions of a deck for an A/B comparison on the same shuffles. */
  decks: CompiledDeck[];
  games: number;
  seed: number;
  sides: Side[];
  /** Worker threads; defaults to os.availableParallelism(). 0 runs in this thread (small runs, tests). */
  workers?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
  signal?: AbortSignal;
}

export interface SimRunResult {
  /** Counts per deck, merged over workers. Progress counts game indices (each deck plays each index). */
  counts: Float64Array[];
  /** Game indices played per deck (fewer than asked when cancelled). */
  games: number;
  cancelled: boolean;
  workers: number;
}

/** Below this many games a run stays in the calling thread: starting workers would cost more. */
export const IN_THREAD_GAMES = 2 * PROGRESS_EVERY;

const WORKER_URL = new URL('./sim-worker.ts', import.meta.url);
type SimPool = WorkerPool<SimJob, WorkerMessage>;

export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism());
}

export async function runSimulation(request: SimRunRequest): Promise<SimRunResult> {
  if (!Number.isSafeInteger(request.games) || request.games < 1)
    throw new RangeError(`games must be a positive integer, not ${request.games}`);
  const wanted = request.workers ?? defaultWorkerCount();
  const workers = request.games < IN_THREAD_GAMES ? 0 : Math.min(wanted, Math.ceil(request.games / PROGRESS_EVERY));
  return workers === 0 ? runInThread(request) : runOnWorkers(request, workers);
}

function runInThread(request: SimRunRequest): SimRunResult {
  const total = request.games;
  const { counts, games } = runSlice(
    request.decks,
    { seed: request.seed, start: 0, count: request.games, sides: request.sides },
    (done) => {
      request.onProgress?.({ done, total });
      return !request.signal?.aborted;
    },
  );
  request.onProgress?.({ done: games, total });
  return { counts, games, cancelled: games < request.games, workers: 0 };
}

async function runOnWorkers(request: SimRunRequest, workerCount: number): Promise<SimRunResult> {
  const { cancel, cancelled, release } = sharedCancel(request.signal);
  const total = request.games;
  const progressOf = summedProgress(workerCount, total, request.onProgress);
  const slices = splitGames(request.games, workerCount);
  try {
    const results = await withWorkerPool(WORKER_URL, 'simulation', (pool: SimPool) =>
      Promise.all(
        slices.map((slice, w) =>
          runWorker(
            {
              decks: request.decks,
              seed: request.seed,
              start: slice.start,
              count: slice.count,
              sides: request.sides,
              cancel,
            },
            progressOf(w),
            pool,
          ),
        ),
      ),
    );
    const counts = results[0].counts.map((c) => new Float64Array(c.length));
    for (const r of results) r.counts.forEach((c, d) => mergeCounts(counts[d], c));
    const games = results.reduce((n, r) => n + r.games, 0);
    request.onProgress?.({ done: games, total });
    return { counts, games, cancelled: cancelled(), workers: workerCount };
  } finally {
    release();
  }
}

/** Contiguous slices of game indices, as equal as possible. */
export function splitGames(games: number, workers: number): { start: number; count: number }[] {
  const base = Math.floor(games / workers);
  const extra = games % workers;
  const slices: { start: number; count: number }[] = [];
  let start = 0;
  for (let w = 0; w < workers; w++) {
    const count = base + (w < extra ? 1 : 0);
    slices.push({ start, count });
    start += count;
  }
  return slices;
}

function runWorker(
  job: SimJob,
  onProgress: (done: number) => void,
  pool: SimPool,
): Promise<{ counts: Float64Array[]; games: number }> {
  return pool.run<{ counts: Float64Array[]; games: number }>(job, (message, outcome) => {
    if (message.type === 'progress') onProgress(message.done);
    else if (message.type === 'done') outcome.done({ counts: message.counts, games: message.games });
    else outcome.fail(message.message);
  });
}
