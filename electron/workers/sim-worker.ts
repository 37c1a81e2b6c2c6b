// A simulation worker: runs one slice of game indices for each deck and posts exact counts back.
import { parentPort, workerData } from 'node:worker_threads';
import { runSlice } from '../../engine/sim/run.ts';
import type { SimJob, WorkerMessage } from './sim-protocol.ts';

const job = workerData as SimJob;
const cancelled = new Int32Array(job.cancel);
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer);

try {
  const { counts, games } = runSlice(
    job.decks,
    { seed: job.seed, start: job.start, count: job.count, sides: job.sides },
    (done) => {
      post({ type: 'progress', done });
      return Atomics.load(cancelled, 0) !== 1;
    },
  );
  post(
    { type: 'done', counts, games },
    counts.map((c) => c.buffer as ArrayBuffer),
  );
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
