// Runs a simulation on every core: the game indices are cut into one slice per worker_thread, each worker
// reports progress, a cancel stops them all at their next checkpoint, and the counts are added exactly.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { runSlice, PROGRESS_EVERY } from '../../engine/sim/run.ts';
import { mergeCounts } from '../../engine/sim/metrics.ts';
import type { CompiledDeck } from '../../engine/sim/compiled.ts';
import type { Side } from '../../engine/sim/metrics.ts';
import type { SimJob, WorkerMessage } from './sim-protocol.ts';

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
/**
 * Run from the TypeScript sources (the CLI, tests, benches; the app runs a bundle), a worker loads its modules
 * through bin/typescript-cache.js: stripping their types again would take most of its start-up.
 */
const WORKER_OPTIONS = WORKER_URL.pathname.endsWith('.ts')
  ? { execArgv: [...process.execArgv, '--import', new URL('../../bin/typescript-cache.js', import.meta.url).href] }
  : {};

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
  const cancel = new SharedArrayBuffer(4);
  const cancelFlag = new Int32Array(cancel);
  const onAbort = () => Atomics.store(cancelFlag, 0, 1);
  request.signal?.addEventListener('abort', onAbort, { once: true });
  if (request.signal?.aborted) onAbort();
  const total = request.games;
  const done = new Array<number>(workerCount).fill(0);
  const slices = splitGames(request.games, workerCount);
  try {
    const results = await Promise.all(
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
          (n) => {
            done[w] = n;
            request.onProgress?.({ done: done.reduce((a, b) => a + b, 0), total });
          },
        ),
      ),
    );
    const counts = results[0].counts.map((c) => new Float64Array(c.length));
    for (const r of results) r.counts.forEach((c, d) => mergeCounts(counts[d], c));
    const games = results.reduce((n, r) => n + r.games, 0);
    request.onProgress?.({ done: games, total });
    return { counts, games, cancelled: Atomics.load(cancelFlag, 0) === 1, workers: workerCount };
  } finally {
    request.signal?.removeEventListener('abort', onAbort);
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
): Promise<{ counts: Float64Array[]; games: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { ...WORKER_OPTIONS, workerData: job });
    let settled = false;
    const settle = (f: () => void) => {
      if (!settled) {
        settled = true;
        f();
        void worker.terminate();
      }
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.done);
      else if (message.type === 'done') settle(() => resolve({ counts: message.counts, games: message.games }));
      else settle(() => reject(new Error(`simulation worker failed: ${message.message}`)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`simulation worker stopped (exit code ${code}) before finishing`))),
    );
  });
}
