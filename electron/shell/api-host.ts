// The API as the desktop app runs it: the same `Api` interface as createApi, answered by worker threads.
// Ordinary operations share one long-lived worker; jobs (card data imports) each get a worker and a
// connection of their own, so an import's open write transaction never swallows a deck save made
// meanwhile, and searching stays answered while it runs (WAL readers see the previous data).
import { Worker } from 'node:worker_threads';
import type { Api } from '../api/index.ts';
import type { ApiEvent, SerializedApiError } from '../api/define.ts';
import type { Envelope } from '../../protocol/bridge.ts';

/** Operations that run in a worker of their own (long writes); everything else shares one worker. */
export const JOB_OPERATIONS: ReadonlySet<string> = new Set(['data.import']);

export interface ApiWorkerData {
  dbPath: string;
  /** The bundled first-run card data (loaded when the database has no cards); null skips it; undefined: db/import's default. */
  bundledDir?: string | null;
}

export type HostMessage =
  | { kind: 'invoke'; id: string; name: string; input: unknown }
  | { kind: 'cancel'; id: string }
  | { kind: 'close' };

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'fatal'; error: SerializedApiError }
  | { kind: 'event'; event: ApiEvent }
  | { kind: 'result'; id: string; envelope: Envelope<unknown> };

/** An error that came back from a worker, with its code and details kept for the transport. */
export class RemoteApiError extends Error {
  readonly code: SerializedApiError['code'];
  readonly details: unknown;
  constructor(error: SerializedApiError) {
    super(error.message);
    this.name = 'RemoteApiError';
    this.code = error.code;
    this.details = error.details;
  }
}

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

interface Pending { resolve: (value: unknown) => void; reject: (error: Error) => void }

/** One worker thread and the calls waiting on it. */
class WorkerLink {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<string, Pending>();
  private failure: SerializedApiError | undefined;

  constructor(options: ApiHostOptions, onEvent: (event: ApiEvent) => void) {
    this.worker = new Worker(options.workerFile, { workerData: { dbPath: options.dbPath, bundledDir: options.bundledDir } satisfies ApiWorkerData });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'fatal') {
          this.fail(message.error);
          reject(new RemoteApiError(message.error));
        } else if (message.kind === 'event') onEvent(message.event);
        else this.settle(message.id, message.envelope);
      });
      const stop = (failure: SerializedApiError) => {
        this.fail(failure);
        reject(new RemoteApiError(failure));
      };
      this.worker.on('error', (error) => stop({ code: 'internal', message: `the API worker stopped: ${error.message}` }));
      this.worker.on('exit', (code) => stop({ code: 'internal', message: `the API worker has exited (code ${code})` }));
    });
    this.ready.catch(() => {});
  }

  invoke(id: string, name: string, input: unknown, signal?: AbortSignal): Promise<unknown> {
    if (this.failure) return Promise.reject(new RemoteApiError(this.failure));
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
    else pending.reject(new RemoteApiError(envelope.error));
  }

  /** The worker is gone: every waiting call fails with the reason, and so does every later one. */
  private fail(error: SerializedApiError): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(new RemoteApiError(this.failure));
    this.pending.clear();
  }
}

export function createApiHost(options: ApiHostOptions): ApiHost {
  const listeners = new Set<(event: ApiEvent) => void>();
  const emit = (event: ApiEvent) => { for (const l of listeners) l(event); };
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
