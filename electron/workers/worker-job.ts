// What every runner of a job cut over several workers (worker-pool.ts) shares: the cancel flag and the summed
// progress.

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
