// The worker pool with the real advice worker (advice-runner.ts) on a real deck (Oko, ../shared/data): two runs
// at once on one pool, each on a worker of its own, one of them stopped from outside as the OS or a crash would.
import { describe, expect, it } from 'vitest';
import { realDeck } from '../../test/goldfish-fixtures.ts';
import { watchWorkers } from '../../test/worker-watch.ts';
import { DEFAULT_POLICY } from '../../engine/goldfish/policy.ts';
import { SETUPS } from '../../engine/goldfish/setup.ts';
import { planAdvice } from '../../engine/advice/advise.ts';
import type { Side } from '../../engine/sim/metrics.ts';
import { runPaired, withAdvicePool } from './advice-runner.ts';

const oko = realDeck('plain-taw/pw__eld__Oko, the Trickster.txt', ['ELD']);
const plan = planAdvice(oko, { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7, lands: [24, 26] });
const run = { ...plan.sweep, seed: 8, sides: ['play', 'draw'] as Side[], workers: 1 };

describe('WorkerPool', () => {
  it("a worker stopped mid-job fails only its job, with the runner's message; the next run takes the worker left and a fresh one", async () => {
    const watch = watchWorkers();
    const outcome = await withAdvicePool(async (pool) => {
      let stopping: Promise<number> | undefined;
      // Long enough that the stop always comes first.
      const stopped = runPaired(
        { ...run, games: 1_000_000, onProgress: () => void (stopping ??= watch.workers[0].terminate()) },
        pool,
      );
      const other = runPaired({ ...run, games: 20_001 }, pool);
      const [first, second] = await Promise.allSettled([stopped, other]);
      const liveAfter = pool.live;
      const next = await runPaired({ ...run, games: 20_001, workers: 2 }, pool);
      return { first, second, next, liveAfter, started: pool.started };
    }).finally(watch.stop);
    expect(outcome.first).toEqual({
      status: 'rejected',
      reason: new Error('advice worker stopped (exit code 1) before finishing'),
    });
    const alone = await runPaired({ ...run, games: 20_001 });
    expect(outcome.second).toEqual({ status: 'fulfilled', value: alone });
    expect(outcome.next).toEqual(await runPaired({ ...run, games: 20_001, workers: 2 }));
    expect(outcome.liveAfter).toBe(1);
    expect(outcome.started).toBe(3);
    expect(watch.running()).toEqual([]);
    expect(watch.pools[0].live).toBe(0);
  });
});
