// advice.run's colored sources for simulated spells through the real API, on a real SQLite card database and the
// real Oko decklist from ../shared/data (10 Island, 11 Forest, 4 Thornwood Falls, which enter tapped: every
// spell's figure is simulated): the fix found by playing variants, checked by an independent run of the fixed deck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '../index.ts';
import type { ApiEvent } from '../define.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';
import { watchWorkers, type WorkerWatch } from '../../../test/worker-watch.ts';

let env: Awaited<ReturnType<typeof apiWithDeck>>;
beforeAll(async () => (env = await apiWithDeck(['ELD'], 'pw__eld__Oko, the Trickster.txt')));
afterAll(() => env.cleanup());

const advise = (input: Partial<OperationInput<'advice.run'>>, options?: { signal?: AbortSignal }) =>
  env.api.invoke('advice.run', { deck: env.deck, lands: [25, 25], ...input }, options);

/** The deck with copies added (negative: removed) to its main entries, by card name. */
function withChanges(deck: Deck, changes: Record<string, number>): Deck {
  const main = (deck.boards.main ?? []).map((e) => ({ ...e, count: e.count + (changes[e.name] ?? 0) }));
  return { ...deck, boards: { ...deck.boards, main: main.filter((e) => e.count > 0) } };
}

describe('advice.run: sources needed by simulation', () => {
  it('plays blue-source variants after the sweep and gives Charmed Sleep the fix an independent run confirms', async () => {
    const events: ApiEvent[] = [];
    const off = env.api.on((e) => events.push(e));
    const result = await advise({ games: 12_000, seed: 3, workers: 2 });
    off();
    expect(result.cancelled).toBe(false);
    expect(events.some((e) => e.type === 'advice.progress' && e.phase === 'sources')).toBe(true);
    const sleep = result.sources!.find((s) => s.card === 'Charmed Sleep')!;
    // The contract's fields, and how the count was found.
    expect(sleep).toMatchObject({ target: 0.9, flagged: true, sourcesNeededBy: 'simulated' });
    expect(sleep.onCurveGivenLands).toBeLessThan(0.9);
    const [fix] = sleep.fixes;
    expect(fix).toMatchObject({ color: 'U', from: 14, to: sleep.sourcesNeeded.U });
    expect(fix.simulated!.value).toBeGreaterThanOrEqual(0.9);
    expect(fix.simulated!.low).toBeLessThanOrEqual(fix.simulated!.value);

    const fixed = await env.api.invoke('advice.run', {
      deck: withChanges(env.deck, fix.changes!),
      lands: [25, 25],
      games: 20_000,
      seed: 41,
      workers: 2,
    });
    const again = fixed.sources!.find((s) => s.card === 'Charmed Sleep')!;
    expect(again.sources.U).toBe(fix.to);
    expect(again.simulated!.high).toBeGreaterThanOrEqual(0.9);
  });

  it('a cancel while the variants play stops the run and says so', async () => {
    const controller = new AbortController();
    const off = env.api.on((e) => {
      if (e.type === 'advice.progress' && e.phase === 'sources') controller.abort();
    });
    const result = await advise({ games: 12_000, seed: 3, workers: 2 }, { signal: controller.signal });
    off();
    expect(controller.signal.aborted).toBe(true);
    expect(result).toMatchObject({ cancelled: true, lands: null, sources: null });
    expect(result.partial!.map((r) => r.lands)).toEqual([25]);
  });
});

describe('advice.run: one set of workers for the whole run', () => {
  /** advice.run watched from its first worker to its result, or its failure. */
  async function watched(
    run: (watch: WorkerWatch) => Promise<unknown>,
  ): Promise<{ watch: WorkerWatch; outcome: unknown }> {
    const watch = watchWorkers();
    try {
      return { watch, outcome: await run(watch).catch((error: unknown) => error) };
    } finally {
      watch.stop();
    }
  }

  it('starts its 2 workers once: the sweep, the keep rules and every round of source variants play on them', async () => {
    const { watch, outcome } = await watched(() => advise({ games: 12_000, seed: 3, workers: 2 }));
    expect(outcome).toMatchObject({ cancelled: false });
    // Node's own count of the threads started, then the pool's.
    expect(watch.workers).toHaveLength(2);
    expect(watch.pools).toHaveLength(1);
    const [pool] = watch.pools;
    expect(pool.started).toBe(2);
    // The sweep and keep rules, then at least two rounds of variants: a job per worker each.
    expect(pool.jobs).toBeGreaterThanOrEqual(2 * 3);
    expect(watch.running()).toEqual([]);
    expect(pool.live).toBe(0);
  });

  it('a cancel while the variants play leaves no worker running once the run answers', async () => {
    const controller = new AbortController();
    const off = env.api.on((e) => {
      if (e.type === 'advice.progress' && e.phase === 'sources') controller.abort();
    });
    const { watch, outcome } = await watched(() =>
      advise({ games: 12_000, seed: 3, workers: 2 }, { signal: controller.signal }),
    );
    off();
    expect(outcome).toMatchObject({ cancelled: true });
    expect(watch.workers.length).toBeGreaterThan(0);
    expect(watch.running()).toEqual([]);
    expect(watch.pools.map((p) => p.live)).toEqual([0]);
  });

  it("a worker stopped while the variants play fails the run with the runner's message and the other is ended", async () => {
    let stopping: Promise<number> | undefined;
    const { watch, outcome } = await watched((watch) => {
      const off = env.api.on((e) => {
        if (e.type === 'advice.progress' && e.phase === 'sources') stopping ??= watch.workers[0].terminate();
      });
      return advise({ games: 12_000, seed: 3, workers: 2 }).finally(off);
    });
    expect(stopping).toBeDefined();
    expect(outcome).toEqual(new Error('advice worker stopped (exit code 1) before finishing'));
    expect(watch.workers).toHaveLength(2);
    expect(watch.running()).toEqual([]);
    expect(watch.pools.map((p) => p.live)).toEqual([0]);
  });
});
