// An advice worker: plays one slice of observations of each pass's decks in turn (engine/advice/paired.ts) and
// posts each deck's sums as soon as it is done, so the sweep's rows reach the screen one land count at a time.
import { playPasses } from '../../engine/advice/paired.ts';
import type { AdviceJob, AdviceWorkerMessage } from './advice-runner.ts';
import { serveJobs } from './serve-jobs.ts';

serveJobs<AdviceJob, AdviceWorkerMessage>((job, post) => {
  const cancelled = new Int32Array(job.cancel);
  playPasses(
    job.passes,
    job,
    (pass, result) => post({ type: 'deck', pass, result }),
    (done) => {
      post({ type: 'progress', done });
      return Atomics.load(cancelled, 0) !== 1;
    },
  );
  post({ type: 'done' });
});
