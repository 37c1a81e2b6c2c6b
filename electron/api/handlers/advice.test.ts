// advice.run, advice.compare and advice.cancel through the real API, on a real SQLite card database (MTGJSON
// sets) and a real decklist from ../shared/data (Oko: 10 Island, 11 Forest, 4 Thornwood Falls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, OperationInput } from '../index.ts';
import { stringContaining } from '../../../test/matchers.ts';
import type { ApiEvent } from '../define.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';
import { keepGames } from '../../../engine/advice/advise.ts';
import { MAX_KEEP_RULE_LENGTH } from '../../../engine/goldfish/keep-spec.ts';
import { ApiError } from '../../../protocol/errors.ts';

const built: { api?: Api; cleanup?: () => void; oko?: Deck } = {};
beforeAll(async () => {
  const { api, deck, cleanup } = await apiWithDeck(['ELD'], 'pw__eld__Oko, the Trickster.txt');
  Object.assign(built, { api, oko: deck, cleanup });
});
afterAll(() => built.cleanup?.());

/** advice.run on Oko's deck with the given options. */
const advise = (input: Partial<OperationInput<'advice.run'>>, options?: { signal?: AbortSignal }) =>
  built.api!.invoke('advice.run', { deck: built.oko!, ...input }, options);

describe('advice.run', () => {
  it('streams each land count of the sweep on both cores and returns lands, sources and keep rules', async () => {
    const events: ApiEvent[] = [];
    const off = built.api!.on((e) => events.push(e));
    const result = await advise({ lands: [23, 27], games: 9_000, seed: 3, workers: 2 });
    off();
    expect(result.cancelled).toBe(false);
    const rows = events.filter((e) => e.type === 'advice.row');
    // The deck as it is first (every other count is also paired with it), then the others from the fewest lands.
    expect(rows.map((e) => (e.row as { lands: number }).lands)).toEqual([25, 23, 24, 26, 27]);
    expect(result.lands).toMatchObject({ current: 25, objective: 'compounded-mana' });
    expect(result.lands!.sweep.map((r) => r.lands)).toEqual([23, 24, 25, 26, 27]);
    expect(result.lands!.recommended).toBeGreaterThanOrEqual(23);
    expect(result.lands!.neighbours.length).toBeGreaterThan(0);
    if (result.lands!.recommended !== 25) expect(result.lands!.versusCurrent).toMatchObject({ lands: 25 });
    expect(result.sources!.length).toBeGreaterThan(0);
    expect(result.sources![0]).toHaveProperty('sourcesNeeded');
    // Thornwood Falls enters tapped: every spell has its figure were none to enter tapped, no lower than its own.
    for (const s of result.sources!) expect(s.ifLandsUntapped!.high, s.card).toBeGreaterThan(s.simulated!.low);
    expect(result.keep!.map((k) => k.policy)).toContain('standard');
  });

  it('plays the games asked for per deck in all, split between the sides: on 2 workers as in this thread', async () => {
    const input = { lands: [24, 25] as [number, number], games: 9_001, seed: 4 };
    const [onWorkers, inThread] = await Promise.all([
      advise({ ...input, workers: 2 }),
      advise({ ...input, workers: 0 }),
    ]);
    expect(onWorkers.games).toBe(9_001);
    expect(onWorkers.lands!.sweep.map((r) => r.observations)).toEqual([9_001, 9_001]);
    // Every keep rule, the run's own first, on the same share of those games.
    expect(new Set(onWorkers.keep!.map((k) => k.observations))).toEqual(new Set([keepGames(9_001)]));
    expect(keepGames(9_001)).toBeLessThan(9_001);
    expect(onWorkers.lands).toEqual(inThread.lands);
    expect(onWorkers.keep).toEqual(inThread.keep);
    expect(onWorkers.sources).toEqual(inThread.sources);
  });

  it('refuses what the deck cannot do, naming it: a land range past its spells, an unknown key spell or land', async () => {
    const refusal = (input: Partial<OperationInput<'advice.run'>>) => advise({ games: 100, ...input });
    await expect(refusal({ lands: [55, 61] })).rejects.toMatchObject({
      code: 'invalid-input',
      message: stringContaining('too few spells for 61 lands'),
    });
    await expect(refusal({ keySpells: ['Lightning Bolt'] })).rejects.toMatchObject({
      message: stringContaining('"Lightning Bolt" is not a spell of the deck'),
    });
    await expect(refusal({ land: 'Frogify' })).rejects.toMatchObject({
      message: stringContaining('"Frogify" is not a land'),
    });
    await expect(refusal({ keep: '7:9-2' })).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('takes a keep rule of long adventure names in both languages, and refuses one past its limit by the limit', async () => {
    const rule = [
      '7: 2-5 lands + "Tuinvale Treefolk // Oaken Boon" + "Beanstalk Giant // Fertile Footsteps" + "Garenbrig Carver // Shield\'s Might"',
      '6: 2-4 lands + 「チューインベイルのツリーフォーク // 樫の加護」 + 「ギャレンブリグの木工師 // 盾の力」',
      '5: 1-4 lands + "Return of the Wildspeaker" + "Mistford River Turtle"',
      '4: 0-4 lands + 「野生語りの帰還」',
    ].join(', ');
    expect(rule.length).toBeGreaterThan(250);
    const result = await advise({ games: 100, seed: 1, workers: 0, keep: rule });
    expect(result.keep!.map((k) => k.policy)).toContain(
      'custom:7:2-5+"Tuinvale Treefolk // Oaken Boon"+"Beanstalk Giant // Fertile Footsteps"+"Garenbrig Carver // Shield\'s Might",' +
        '6:2-4+"Tuinvale Treefolk // Oaken Boon"+"Garenbrig Carver // Shield\'s Might",' +
        '5:1-4+"Return of the Wildspeaker"+"Mistford River Turtle",4:0-4+"Return of the Wildspeaker"',
    );

    const absurd = `7:2-5 + "${'Oko'.repeat(MAX_KEEP_RULE_LENGTH / 3)}"`;
    const refused = await advise({ games: 100, keep: absurd }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      code: 'invalid-input',
      reason: 'keep.too-long',
      params: { length: absurd.length, max: MAX_KEEP_RULE_LENGTH },
      message: `the keep rules are ${absurd.length.toLocaleString('en')} characters long; at most ${MAX_KEEP_RULE_LENGTH.toLocaleString('en')} are read`,
    });
  });

  it('advice.cancel stops a run by its id', async () => {
    const off = built.api!.on((e) => {
      if (e.type === 'advice.row') void built.api!.invoke('advice.cancel', { runId: 'stop-me' });
    });
    const result = await advise({ lands: [24, 26], games: 20_000, seed: 1, workers: 0, runId: 'stop-me' });
    off();
    expect(result).toMatchObject({ runId: 'stop-me', cancelled: true, lands: null });
  });

  it('stops when cancelled and says so, with the rows finished, in land order', async () => {
    const controller = new AbortController();
    let rows = 0;
    const off = built.api!.on((e) => {
      if (e.type === 'advice.row' && ++rows === 2) controller.abort();
    });
    const result = await advise({ lands: [24, 26], games: 20_000, seed: 1, workers: 0 }, { signal: controller.signal });
    off();
    expect(result.cancelled).toBe(true);
    expect(result.lands).toBeNull();
    // The deck as it is (25) plays first, then 24: the two rows finished.
    expect(result.partial!.map((r) => r.lands)).toEqual([24, 25]);
  });
});

describe('advice.compare', () => {
  it('a deck against itself on the same shuffles shows no real difference (Holm over every figure)', async () => {
    const result = await built.api!.invoke('advice.compare', {
      a: { deck: built.oko! },
      b: { deck: built.oko! },
      games: 5_000,
      seed: 2,
    });
    expect(result.comparison!.correction).toBe('holm');
    expect(result.comparison!.figures.length).toBeGreaterThan(10);
    expect(result.comparison!.figures.filter((f) => f.real)).toEqual([]);
    expect(result.comparison!.figures.every((f) => f.difference.value === 0)).toBe(true);
  });

  it('plays the games asked for per deck, split between the sides', async () => {
    const input = { a: { deck: built.oko! }, b: { deck: built.oko! }, games: 3_001, seed: 2, workers: 0 };
    const both = await built.api!.invoke('advice.compare', input);
    expect(both.comparison!.observations).toBe(3_001);
    const draw = await built.api!.invoke('advice.compare', { ...input, sides: ['draw'] });
    expect(draw.comparison!.observations).toBe(3_001);
  });

  it('compares a stored deck with its earlier version: 4 Islands swapped for spells are real land-drop differences', async () => {
    const api = built.api!;
    const oko = built.oko!;
    const v1 = await api.invoke('decks.save', { deck: oko, message: 'as printed' });
    const main = oko.boards.main!.map((e) => (e.name === 'Island' ? { ...e, count: e.count - 4 } : { ...e }));
    main.find((e) => e.name === 'Frogify')!.count += 4;
    await api.invoke('decks.save', {
      id: v1.id,
      deck: { ...oko, boards: { ...oko.boards, main } },
      message: '-4 Island',
    });
    const result = await api.invoke('advice.compare', {
      a: { deckId: v1.id, version: 1 },
      b: { deckId: v1.id },
      games: 6_000,
      seed: 5,
      workers: 0,
    });
    const drop4 = result.comparison!.figures.find((f) => f.figure === 'landDropTurn4')!;
    expect(drop4.real).toBe(true);
    expect(drop4.difference.high).toBeLessThan(0);
    expect(drop4.b.value).toBeLessThan(drop4.a.value);
  });
});
