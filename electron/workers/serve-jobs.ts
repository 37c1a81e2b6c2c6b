// A pooled worker's side (worker-pool.ts): it plays each job posted to it in turn, answering through `post`; the
// message that ends a job is its last, and a job that throws ends with { type: 'error', message }.
//
// Answers are copied, never transferred: a transfer detaches an ArrayBuffer, and from the first detach on V8 checks
// every typed array access of this thread for it (docs/performance.md), which every later game would pay for. The
// counts posted are a few kilobytes.
import { parentPort } from 'node:worker_threads';

type Post<M> = (message: M) => void;
type Failure = { type: 'error'; message: string };

export function serveJobs<Job, M>(play: (job: Job, post: Post<M>) => void): void {
  const port = parentPort!;
  const post: Post<M | Failure> = (message) => port.postMessage(message);
  port.on('message', (job: Job) => {
    try {
      play(job, post);
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
