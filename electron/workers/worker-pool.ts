// Worker threads of one script that run jobs one after another: a job takes an idle worker or starts one, so a
// run made of several jobs (the advisor's sweep and keep rules, then each round of its source variants) starts
// its workers once. A job is settled once: by the worker's own answer (through `onMessage`), its error, or its
// exit before answering; a worker whose job failed is not used again. `close` ends every worker, busy or idle.
import { channel } from 'node:diagnostics_channel';
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

/** Where every pool is announced as it opens, for whoever watches its workers (diagnostics_channel). */
export const POOL_CHANNEL = 'decklab:worker-pool';
const opened = channel(POOL_CHANNEL);

/** What a worker is doing: the job it has, nothing when idle. */
interface Busy {
  onMessage: (message: unknown) => void;
  failed: (error: Error) => void;
}

/**
 * Jobs of type `Job` for the worker script at `url`, which answers with `Message`s (electron/workers/serve-jobs.ts).
 * `name` names the workers in errors ("advice worker failed: …").
 */
export class WorkerPool<Job, Message> {
  /** Every worker started and not yet exited. */
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Busy>();
  private closed = false;
  private starts = 0;
  private given = 0;
  private readonly url: URL;
  private readonly name: string;

  constructor(url: URL, name: string) {
    this.url = url;
    this.name = name;
    if (opened.hasSubscribers) opened.publish(this);
  }

  /** Workers started so far. */
  get started(): number {
    return this.starts;
  }

  /** Jobs taken so far. */
  get jobs(): number {
    return this.given;
  }

  /** Workers started and not yet exited. */
  get live(): number {
    return this.workers.size;
  }

  run<T>(job: Job, onMessage: (message: Message, outcome: JobOutcome<T>) => void): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`the ${this.name} workers are closed`));
    return new Promise((resolve, reject) => {
      const worker = this.idle.pop() ?? this.start();
      this.given++;
      let settled = false;
      const settle = (reusable: boolean, f: () => void) => {
        if (settled) return;
        settled = true;
        this.busy.delete(worker);
        if (reusable && !this.closed) this.idle.push(worker);
        else void worker.terminate();
        f();
      };
      const outcome: JobOutcome<T> = {
        done: (value) => settle(true, () => resolve(value)),
        fail: (message) => settle(false, () => reject(new Error(`${this.name} worker failed: ${message}`))),
      };
      this.busy.set(worker, {
        onMessage: (message) => onMessage(message as Message, outcome),
        failed: (error) => settle(false, () => reject(error)),
      });
      worker.postMessage(job);
    });
  }

  /** Ends every worker; a job still running fails as its worker stops. Resolves once all have exited. */
  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  private start(): Worker {
    const worker = new Worker(this.url, workerOptions(this.url));
    this.starts++;
    this.workers.add(worker);
    worker.on('message', (message: unknown) => this.busy.get(worker)?.onMessage(message));
    worker.on('error', (error) => this.busy.get(worker)?.failed(error));
    worker.on('exit', (code) => {
      this.workers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.busy.get(worker)?.failed(new Error(`${this.name} worker stopped (exit code ${code}) before finishing`));
    });
    return worker;
  }
}

/** Runs `work` on a pool of its own, every worker ended (and exited) before it settles, whether it throws or not. */
export async function withWorkerPool<Job, Message, T>(
  url: URL,
  name: string,
  work: (pool: WorkerPool<Job, Message>) => Promise<T>,
): Promise<T> {
  const pool = new WorkerPool<Job, Message>(url, name);
  try {
    return await work(pool);
  } finally {
    await pool.close();
  }
}
