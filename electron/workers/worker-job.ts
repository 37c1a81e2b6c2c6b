// One job on a fresh worker_thread, settled once: by the worker's own answer (through `onMessage`), its error,
// or its exit before answering; the worker is terminated as soon as the job settles. Beside it, what every
// runner of a job cut over several workers shares: the cancel flag and the summed progress.
import { Worker } from 'node:worker_threads';

/**
 * Run from the TypeScript sources (the CLI, tests, benches; the app runs a bundle), a worker loads its modules
 * through bin/typescript-cache.js: stripping their types again would take most of its start-up.
 */
function workerOptions(url: URL): { execArgv?: string[] } {
  return url.pathname.endsWith('.ts')
    ? { execArgv: [...process.execArgv, '--import', new URL('../../bin/typescript-cache.js', import.meta.url).href] }
    : {};
}

export interface JobOutcome<T> {
  done: (value: T) => void;
  /** The worker reported a failure in words. */
  fail: (message: string) => void;
}

export function runWorkerJob<M, T>(
  url: URL,
  workerData: unknown,
  name: string,
  onMessage: (message: M, outcome: JobOutcome<T>) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { ...workerOptions(url), workerData });
    let settled = false;
    const settle = (f: () => void) => {
      if (!settled) {
        settled = true;
        f();
        void worker.terminate();
      }
    };
    const outcome: JobOutcome<T> = {
      done: (value) => settle(() => resolve(value)),
      fail: (message) => settle(() => reject(new Error(`${name} worker failed: ${message}`))),
    };
    worker.on('message', (message: M) => onMessage(message, outcome));
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`${name} worker stopped (exit code ${code}) before finishing`))),
    );
  });
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
