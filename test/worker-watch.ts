// Worker threads started while a test watches, as Node itself reports them (its built-in diagnostics channel
// "worker_threads"), and the worker pools opened meanwhile (electron/workers/worker-pool.ts POOL_CHANNEL).
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';
import { POOL_CHANNEL, type WorkerPool } from '../electron/workers/worker-pool.ts';

export interface WorkerWatch {
  /** Every worker started, in order. */
  workers: Worker[];
  pools: WorkerPool<unknown, unknown>[];
  /** The thread ids of the workers not yet exited (Node sets an exited worker's threadId to -1). */
  running: () => number[];
  stop: () => void;
}

export function watchWorkers(): WorkerWatch {
  const workers: Worker[] = [];
  const pools: WorkerPool<unknown, unknown>[] = [];
  const onWorker = (message: unknown) => workers.push((message as { worker: Worker }).worker);
  const onPool = (pool: unknown) => pools.push(pool as WorkerPool<unknown, unknown>);
  subscribe('worker_threads', onWorker);
  subscribe(POOL_CHANNEL, onPool);
  return {
    workers,
    pools,
    running: () => workers.map((w) => w.threadId).filter((id) => id !== -1),
    stop: () => {
      unsubscribe('worker_threads', onWorker);
      unsubscribe(POOL_CHANNEL, onPool);
    },
  };
}
