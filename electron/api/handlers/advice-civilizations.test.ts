// advice.run on a Duel Masters deck through the real API, on a real SQLite card database holding the Latepate64
// Duel Masters card data: the civilization cards per card (DM 112.2a), no land sweep and no keep rules (DM 103.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api, type OperationInput } from '../index.ts';
import type { ApiEvent } from '../define.ts';
import { stringMatching } from '../../../test/matchers.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { dmDeckList, dmScarceNatureDeck } from '../../../test/goldfish-fixtures.ts';

const built: { api?: Api; cleanup?: () => void; deck?: Deck } = {};
beforeAll(async () => {
  const { db, cleanup } = buildDeckTestDb([], { duelMasters: true });
  const api = createApi({ db });
  const { deck } = await api.invoke('decks.import', { text: dmDeckList(dmScarceNatureDeck()) });
  Object.assign(built, { api, deck, cleanup });
});
afterAll(() => built.cleanup?.());

const advise = (input: Partial<OperationInput<'advice.run'>>) =>
  built.api!.invoke('advice.run', { deck: built.deck!, ...input });

describe('advice.run on a Duel Masters deck', () => {
  it('answers the civilization cards per card, no lands and no keep rules, in the phases deck then sources', async () => {
    const events: ApiEvent[] = [];
    const off = built.api!.on((e) => events.push(e));
    const result = await advise({ games: 9_000, seed: 3, workers: 2 });
    off();
    expect(built.deck!.game).toBe('dm');
    expect(result).toMatchObject({ game: 'dm', cancelled: false, lands: null, keep: null, turns: 8, target: 0.9 });
    expect(events.filter((e) => e.type === 'advice.row')).toEqual([]);
    const phases = events.filter((e) => e.type === 'advice.progress').map((e) => e.phase as string);
    expect([...new Set(phases)]).toEqual(['deck', 'sources']);
    const nature = result.sources!.filter((s) => s.sources.nature !== undefined);
    expect(nature.length).toBe(4);
    for (const s of nature)
      expect(s).toMatchObject({ flagged: true, sourcesNeededBy: 'simulated', sources: { nature: 4 } });
    const fixes = nature.flatMap((s) => s.fixes);
    expect(fixes.length).toBeGreaterThan(0);
    for (const f of fixes) {
      expect(f.color).toBe('nature');
      expect(f.to).toBeGreaterThan(f.from);
      expect(Object.values(f.changes!).reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('gives the same advice on 2 workers as in this thread (the same seeded games; 9,001 is past the in-thread bound)', async () => {
    const input = { games: 9_001, seed: 5 };
    const [onWorkers, inThread] = await Promise.all([
      advise({ ...input, workers: 2 }),
      advise({ ...input, workers: 0 }),
    ]);
    expect(onWorkers.sources).toEqual(inThread.sources);
    expect(onWorkers.sources!.some((s) => s.flagged)).toBe(true);
  });

  it('advice.cancel stops it in either phase by its id: cancelled, no sources', async () => {
    for (const phase of ['deck', 'sources']) {
      const runId = `stop-${phase}`;
      const off = built.api!.on((e) => {
        if (e.type === 'advice.progress' && e.phase === phase) void built.api!.invoke('advice.cancel', { runId });
      });
      const result = await advise({ games: 20_000, seed: 1, workers: 0, runId });
      off();
      expect(result, phase).toMatchObject({ runId, cancelled: true, lands: null, sources: null, keep: null });
    }
  });

  it('refuses the land sweep’s and keep rules’ options by name (DM 103.3: no lands to count, no mulligan)', async () => {
    await expect(advise({ games: 100, lands: [10, 14], keep: '5:always' })).rejects.toMatchObject({
      code: 'invalid-input',
      message: stringMatching(/Duel Masters.*lands, keep/),
    });
  });

  it('refuses a mulligan rule, in the advice and the goldfish alike (DM 103.3: no mulligan), and starts with no life total (DM 104.2a)', async () => {
    const refusal = {
      code: 'invalid-input',
      message: 'a Duel Masters game has no mulligan (DM 103.3): the mulligan rule "london" cannot apply',
    };
    await expect(advise({ games: 100, mulligan: 'london' })).rejects.toMatchObject(refusal);
    const run = (input: Partial<OperationInput<'sim.run'>>) =>
      built.api!.invoke('sim.run', { deck: built.deck!, games: 100, workers: 0, ...input });
    await expect(run({ mulligan: 'london' })).rejects.toMatchObject(refusal);
    expect((await run({ mulligan: 'none', format: 'dm' })).setup).toMatchObject({
      mulligan: 'none',
      shields: 5,
      handSize: 5,
      startingLife: 0,
    });
  });
});
