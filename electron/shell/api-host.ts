// The API as the desktop app runs it: the same `Api` interface as createApi, answered by worker threads.
// Ordinary operations share one long-lived worker; jobs (card data imports) each get a worker and a
// connection of their own, so an import's open write transaction never swallows a deck save made
// meanwhile, and searching stays answered while it runs (WAL readers see the previous data).
import { Worker } from 'node:worker_threads';
import type { Api } from '../api/index.ts';
import { ApiError, type ApiErrorData, type ApiEvent } from '../api/define.ts';
import type { Envelope } from '../../protocol/bridge.ts';
import { WORKER_MESSAGE, type ApiWorkerData, type HostMessage, type WorkerMessage } from './worker-messages.ts';

/** Operations that run in a worker of their own (long writes); everything else shares one worker. */
export const JOB_OPERATIONS: ReadonlySet<string> = new Set(['data.import']);

export interface ApiHostOptions {
  dbPath: string;
  /** The worker module: api-worker.ts in development and tests, the bundled api-worker.mjs in the app. */
  workerFile: URL | string;
  bundledDir?: string | null;
}

export interface ApiHost extends Api {
  /** Resolves when the shared worker has opened the database (rejects with the reason it could not). */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: ApiError) => void;
}

/** One worker thread and the calls waiting on it. */
class WorkerLink {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<string, Pending>();
  private failure: ApiErrorData | undefined;

  constructor(options: ApiHostOptions, onEvent: (event: ApiEvent) => void) {
    this.worker = new Worker(options.workerFile, {
      workerData: { dbPath: options.dbPath, bundledDir: options.bundledDir } satisfies ApiWorkerData,
    });
    this.ready = new Promise((resolve, reject) => {
      const stop = (failure: ApiErrorData) => {
        this.fail(failure);
        reject(ApiError.fromData(failure));
      };
      this.worker.on('message', (data: unknown) => {
        if (!WORKER_MESSAGE.safeParse(data).success) {
          stop({ code: 'internal', message: 'the API worker sent a message of an unknown shape' });
          void this.worker.terminate();
          return;
        }
        const message = data as WorkerMessage;
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'fatal') stop(message.error);
        else if (message.kind === 'event') onEvent(message.event);
        else this.settle(message.id, message.envelope);
      });
      this.worker.on('error', (error) =>
        stop({ code: 'internal', message: `the API worker stopped: ${error.message}` }),
      );
      this.worker.on('exit', (code) => stop({ code: 'internal', message: `the API worker has exited (code ${code})` }));
    });
    this.ready.catch(() => {});
  }

  invoke(id: string, name: string, input: unknown, signal?: AbortSignal): Promise<unknown> {
    if (this.failure) return Promise.reject(ApiError.fromData(this.failure));
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      signal?.addEventListener('abort', () => this.post({ kind: 'cancel', id }), { once: true });
      this.post({ kind: 'invoke', id, name, input });
    });
  }

  async close(): Promise<void> {
    this.post({ kind: 'close' });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => void this.worker.terminate().then(() => resolve()), 2000);
      this.worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private post(message: HostMessage): void {
    if (!this.failure) this.worker.postMessage(message);
  }

  private settle(id: string, envelope: Envelope<unknown>): void {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (!pending) return;
    if (envelope.ok) pending.resolve(envelope.value);
    else pending.reject(ApiError.fromData(envelope.error));
  }

  /** The worker is gone: every waiting call fails with the reason, and so does every later one. */
  private fail(error: ApiErrorData): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(ApiError.fromData(this.failure));
    this.pending.clear();
  }
}

export function createApiHost(options: ApiHostOptions): ApiHost {
  const listeners = new Set<(event: ApiEvent) => void>();
  const emit = (event: ApiEvent) => {
    for (const l of listeners) l(event);
  };
  const shared = new WorkerLink(options, emit);
  const jobs = new Set<WorkerLink>();
  let nextId = 0;

  async function runJob(id: string, name: string, input: unknown, signal?: AbortSignal): Promise<unknown> {
    // A job never loads the first-run data: the shared worker does, and two writers would collide.
    const job = new WorkerLink({ ...options, bundledDir: null }, emit);
    jobs.add(job);
    try {
      await job.ready;
      return await job.invoke(id, name, input, signal);
    } finally {
      jobs.delete(job);
      await job.close();
    }
  }

  return {
    ready: shared.ready,
    invoke(name, input, invokeOptions) {
      const id = String(++nextId);
      const operation = String(name);
      if (JOB_OPERATIONS.has(operation)) return runJob(id, operation, input, invokeOptions?.signal) as never;
      return shared.invoke(id, operation, input, invokeOptions?.signal) as never;
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await Promise.all([shared.close(), ...[...jobs].map((j) => j.close())]);
    },
  };
}
