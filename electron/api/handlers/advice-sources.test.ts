// advice.run's colored sources for simulated spells through the real API, on a real SQLite card database and the
// real Oko decklist from ../shared/data (10 Island, 11 Forest, 4 Thornwood Falls, which enter tapped: every
// spell's figure is simulated): the fix found by playing variants, checked by an independent run of the fixed deck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '../index.ts';
import type { ApiEvent } from '../define.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';

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
