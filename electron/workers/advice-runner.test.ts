// The paired runner on worker threads (electron/workers/advice-runner.ts) against the same games played in this
// thread by engine/advice/paired.ts, on a real deck (Oko, ../shared/data) and its land variants and keep rules.
import { describe, expect, it } from 'vitest';
import { realDeck } from '../../test/goldfish-fixtures.ts';
import { DEFAULT_POLICY } from '../../engine/goldfish/policy.ts';
import { SETUPS } from '../../engine/goldfish/setup.ts';
import { keepGames, planAdvice } from '../../engine/advice/advise.ts';
import { playPaired, type DeckResult } from '../../engine/advice/paired.ts';
import type { Side } from '../../engine/sim/metrics.ts';
import { runPairedPasses, type PairedPass } from './advice-runner.ts';

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
      );
      expect(onWorkers.results[p]).toEqual(here);
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
