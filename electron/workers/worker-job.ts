// One job on a worker_thread of its own, started for it and ended as soon as the job settles (a pool of one:
// worker-pool.ts). Beside it, what every runner of a job cut over several workers shares: the cancel flag and the
// summed progress.
import { WorkerPool, type JobOutcome } from './worker-pool.ts';

export async function runWorkerJob<M, T>(
  url: URL,
  job: unknown,
  name: string,
  onMessage: (message: M, outcome: JobOutcome<T>) => void,
): Promise<T> {
  const pool = new WorkerPool<unknown, M>(url, name);
  try {
    return await pool.run(job, onMessage);
  } finally {
    void pool.close();
  }
}

/**
 * A cancel flag that workers read at their checkpoints, set when `signal` aborts; `release` stops listening.
 */
export function sharedCancel(signal: AbortSignal | undefined): {
  cancel: SharedArrayBuffer;
  cancelled: () => boolean;
  release: () => void;
} {
  const cancel = new SharedArrayBuffer(4);
  const cancelFlag = new Int32Array(cancel);
  const onAbort = () => Atomics.store(cancelFlag, 0, 1);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  return {
    cancel,
    cancelled: () => Atomics.load(cancelFlag, 0) === 1,
    release: () => signal?.removeEventListener('abort', onAbort),
  };
}

/** Each worker's progress callback; `onProgress` hears the sum over all workers. */
export function summedProgress(
  workerCount: number,
  total: number,
  onProgress: ((progress: { done: number; total: number }) => void) | undefined,
): (worker: number) => (done: number) => void {
  const done = new Array<number>(workerCount).fill(0);
  return (worker) => (n) => {
    done[worker] = n;
    onProgress?.({ done: done.reduce((a, b) => a + b, 0), total });
  };
}
