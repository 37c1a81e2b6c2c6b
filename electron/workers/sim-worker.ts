// A simulation worker: runs one slice of game indices for each deck and posts exact counts back.
import { runSlice } from '../../engine/sim/run.ts';
import type { SimJob, WorkerMessage } from './sim-protocol.ts';
import { serveJobs } from './serve-jobs.ts';

serveJobs<SimJob, WorkerMessage>((job, post) => {
  const cancelled = new Int32Array(job.cancel);
  const { counts, games } = runSlice(
    job.decks,
    { seed: job.seed, start: job.start, count: job.count, sides: job.sides },
    (done) => {
      post({ type: 'progress', done });
      return Atomics.load(cancelled, 0) !== 1;
    },
  );
  post({ type: 'done', counts, games });
});
