// The paired runner on worker threads (electron/workers/advice-runner.ts) against the same games played in this
// thread by engine/advice/paired.ts, on a real deck (Oko, ../shared/data) and its land variants and keep rules.
import { describe, expect, it } from 'vitest';
import { realDeck } from '../../test/goldfish-fixtures.ts';
import { DEFAULT_POLICY } from '../../engine/goldfish/policy.ts';
import { SETUPS } from '../../engine/goldfish/setup.ts';
import { keepGames, planAdvice } from '../../engine/advice/advise.ts';
import { playPaired, type DeckResult } from '../../engine/advice/paired.ts';
import type { Side } from '../../engine/sim/metrics.ts';
import { watchWorkers } from '../../test/worker-watch.ts';
import { runPaired, runPairedPasses, withAdvicePool, type AdvicePool, type PairedPass } from './advice-runner.ts';

const oko = realDeck('plain-taw/pw__eld__Oko, the Trickster.txt', ['ELD']);
const plan = planAdvice(oko, { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7, lands: [24, 26] });
const GAMES = 9_001;
const passes: PairedPass[] = [
  { ...plan.sweep, games: GAMES },
  { ...plan.keep, games: keepGames(GAMES) },
];
const run = { seed: 5, sides: ['play', 'draw'] as Side[] };

describe('runPairedPasses', () => {
  it('the sweep and then the keep rules on 2 workers give the sums and counts of each pass played here', async () => {
    const streamed: number[] = [];
    const onWorkers = await runPairedPasses({ ...run, passes, workers: 2, onDeck: (pass) => streamed.push(pass) });
    expect(onWorkers.cancelled).toBe(false);
    expect(streamed).toEqual([...plan.sweep.decks.map(() => 0), ...plan.keep.decks.map(() => 1)]);
    passes.forEach((pass, p) => {
      const here: DeckResult[] = [];
      playPaired(
        pass.decks,
        pass.figures,
        { ...run, start: 0, count: pass.games },
        (r) => here.push(r),
        undefined,
        pass.paired,
        pass.reference,
      );
      // Answered in deck order (played with the sweep's reference first).
      expect(onWorkers.results[p]).toEqual(here.sort((a, b) => a.deck - b.deck));
    });
  });

  it('a cancel once the sweep is done stops the keep rules, keeps the sweep whole and says cancelled', async () => {
    const controller = new AbortController();
    const result = await runPairedPasses({
      ...run,
      // Keep rules long enough that a cancel always comes before they end.
      passes: [passes[0], { ...passes[1], games: 1_000_000 }],
      workers: 2,
      signal: controller.signal,
      onDeck: (pass, r) => {
        if (pass === 0 && r.deck === plan.sweep.decks.length - 1) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.results[0]).toHaveLength(plan.sweep.decks.length);
    expect(result.results[1].length).toBeLessThan(plan.keep.decks.length);
  });
});

describe('runPairedPasses on the workers of one withAdvicePool', () => {
  // A source variants' round after the sweep and keep rules: other decks, no figures summed.
  const round = { ...run, decks: plan.sweep.decks, figures: [], games: 12_001, workers: 2 };

  it('the passes then a round start 2 workers once and give the DeckResults of workers started for each', async () => {
    const watch = watchWorkers();
    const pooled = await withAdvicePool(async (pool) => ({
      passes: await runPairedPasses({ ...run, passes, workers: 2 }, pool),
      round: await runPaired(round, pool),
      started: pool.started,
      jobs: pool.jobs,
    })).finally(watch.stop);
    expect(watch.workers).toHaveLength(2);
    expect(pooled).toMatchObject({ started: 2, jobs: 4 });
    expect(watch.running()).toEqual([]);

    const own = { passes: await runPairedPasses({ ...run, passes, workers: 2 }), round: await runPaired(round) };
    expect(pooled.passes).toEqual(own.passes);
    expect(pooled.round).toEqual(own.round);
    expect(own.round.results).toHaveLength(plan.sweep.decks.length);
  });

  it('work that throws after its runs still ends every worker before it rejects; the pool then takes no run', async () => {
    const watch = watchWorkers();
    let closed: AdvicePool | undefined;
    const failing = withAdvicePool(async (pool) => {
      closed = pool;
      await runPaired(round, pool);
      throw new Error('the advice could not be read');
    }).finally(watch.stop);
    await expect(failing).rejects.toThrow('the advice could not be read');
    expect(watch.workers).toHaveLength(2);
    expect(watch.running()).toEqual([]);
    expect(closed!.live).toBe(0);
    await expect(runPaired(round, closed)).rejects.toThrow('the advice workers are closed');
  });
});
