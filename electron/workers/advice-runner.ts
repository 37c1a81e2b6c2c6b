// Runs the advisor's paired games (engine/advice/paired.ts) on every core: a deck's games (observations, split
// between the sides) are cut into one slice per worker_thread, every worker plays the decks in the same order, and a deck's sums are merged and
// handed over as soon as every worker has finished it. A cancel stops them all at their next checkpoint.
import { addSums, emptySums, playPaired, type DeckResult } from '../../engine/advice/paired.ts';
import { mergeCounts, type Side } from '../../engine/sim/metrics.ts';
import type { CompiledDeck } from '../../engine/sim/compiled.ts';
import type { FigureId } from '../../engine/advice/figures.ts';
import { defaultWorkerCount, IN_THREAD_GAMES, splitGames } from './sim-runner.ts';
import type { SimJob } from './sim-protocol.ts';
import { runWorkerJob, sharedCancel, summedProgress } from './worker-job.ts';

/**
 * A simulation job (the same slice of games for every deck) and the figures to read from each game; its start
 * and count are observations (engine/advice/paired.ts ObservationSlice), not game indices.
 */
export interface AdviceJob extends SimJob {
  figures: FigureId[];
  /** Figures whose per-game differences to the previous deck are summed (default all). */
  paired?: FigureId[];
}

export type AdviceWorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'deck'; result: DeckResult }
  | { type: 'done' }
  | { type: 'error'; message: string };

export interface PairedRunRequest {
  decks: CompiledDeck[];
  figures: FigureId[];
  /** Figures whose per-game differences to the previous deck are summed (default all). */
  paired?: FigureId[];
  /** Games per deck in all, split between the sides (engine/advice/paired.ts ObservationSlice). */
  games: number;
  seed: number;
  sides: Side[];
  /** Worker threads; defaults to one per core. 0 runs in this thread. */
  workers?: number;
  /** Each deck's results over all games, in deck order, as soon as they are complete. */
  onDeck?: (result: DeckResult) => void;
  /** Games played over all decks, of decks × games. */
  onProgress?: (progress: { done: number; total: number }) => void;
  signal?: AbortSignal;
}

export interface PairedRunResult {
  /** One per deck finished (all of them unless cancelled). */
  results: DeckResult[];
  cancelled: boolean;
}

const WORKER_URL = new URL('./advice-worker.ts', import.meta.url);

export async function runPaired(request: PairedRunRequest): Promise<PairedRunResult> {
  if (!Number.isSafeInteger(request.games) || request.games < 1)
    throw new RangeError(`games must be a positive integer, not ${request.games}`);
  const wanted = request.workers ?? defaultWorkerCount();
  const workers = request.games < IN_THREAD_GAMES ? 0 : Math.min(wanted, request.games);
  return workers === 0 ? inThread(request) : onWorkers(request, workers);
}

function inThread(request: PairedRunRequest): PairedRunResult {
  const results: DeckResult[] = [];
  const total = request.games * request.decks.length;
  playPaired(
    request.decks,
    request.figures,
    { seed: request.seed, start: 0, count: request.games, sides: request.sides },
    (result) => {
      results.push(result);
      request.onDeck?.(result);
    },
    (done) => {
      request.onProgress?.({ done, total });
      return !request.signal?.aborted;
    },
    request.paired,
  );
  return { results, cancelled: results.length < request.decks.length };
}

async function onWorkers(request: PairedRunRequest, workerCount: number): Promise<PairedRunResult> {
  const { cancel, release } = sharedCancel(request.signal);
  const progressOf = summedProgress(workerCount, request.games * request.decks.length, request.onProgress);
  const parts: DeckResult[][] = request.decks.map(() => []);
  const results: DeckResult[] = [];
  const receive = (result: DeckResult) => {
    const part = parts[result.deck];
    part.push(result);
    if (part.length < workerCount) return;
    const merged: DeckResult = {
      deck: result.deck,
      counts: new Float64Array(result.counts.length),
      ...emptySums(result.sum.length),
    };
    for (const p of part) {
      mergeCounts(merged.counts, p.counts);
      addSums(merged, p);
    }
    parts[result.deck] = [];
    results.push(merged);
    request.onDeck?.(merged);
  };
  try {
    await Promise.all(
      splitGames(request.games, workerCount).map((slice, w) =>
        runWorker(
          {
            decks: request.decks,
            figures: request.figures,
            paired: request.paired,
            seed: request.seed,
            start: slice.start,
            count: slice.count,
            sides: request.sides,
            cancel,
          },
          receive,
          progressOf(w),
        ),
      ),
    );
    return { results, cancelled: results.length < request.decks.length };
  } finally {
    release();
  }
}

function runWorker(
  job: AdviceJob,
  onDeck: (result: DeckResult) => void,
  onProgress: (done: number) => void,
): Promise<void> {
  return runWorkerJob<AdviceWorkerMessage, void>(WORKER_URL, job, 'advice', (message, outcome) => {
    if (message.type === 'progress') onProgress(message.done);
    else if (message.type === 'deck') onDeck(message.result);
    else if (message.type === 'done') outcome.done();
    else outcome.fail(message.message);
  });
}
