// sim.run, sim.cancel, sim.sampleHand and stats.exact through the real API, on a real SQLite card database
// (MTGJSON sets) and real decklists from ../shared/data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Api } from '../index.ts';
import type { ApiEvent } from '../define.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { hypergeometricPmf } from '../../../engine/stats/index.ts';
import { stringContaining } from '../../../test/matchers.ts';

let api: Api;
let cleanup: () => void;
let oko: Deck;
beforeAll(async () => {
  ({ api, deck: oko, cleanup } = await apiWithDeck(['ELD', 'C21', 'STX'], 'pw__eld__Oko, the Trickster.txt'));
});
afterAll(() => cleanup());

/** Oko's deck with one nonland card swapped for another nonland card of the deck. */
function okoWithSwap(out: string, inName: string): Deck {
  const main = oko.boards.main!.map((e) => ({ ...e }));
  const from = main.find((e) => e.name === out)!;
  const to = main.find((e) => e.name === inName)!;
  from.count--;
  to.count++;
  return {
    ...oko,
    name: `${oko.name} (-${out} +${inName})`,
    boards: { ...oko.boards, main: main.filter((e) => e.count > 0) },
  };
}

describe('sim.run', () => {
  it('plays a stored deck by id and reports play and draw with the exact figures beside them', async () => {
    const stored = await api.invoke('decks.save', { deck: oko });
    const events: ApiEvent[] = [];
    const off = api.on((e) => events.push(e));
    const result = await api.invoke('sim.run', { deckId: stored.id, games: 12_000, seed: 7, workers: 0 });
    off();
    expect(result).toMatchObject({
      deck: 'Oko, the Trickster',
      game: 'mtg',
      seed: 7,
      games: 12_000,
      cancelled: false,
      turns: 7,
      mulliganPolicy: 'standard',
    });
    expect(result.setup).toMatchObject({ handSize: 7, mulligan: 'london', firstPlayerDraws: false });
    expect(Object.keys(result.sides)).toEqual(['play', 'draw']);
    expect(result.exact.lands).toBe(25); // 4 Thornwood Falls, 10 Island, 11 Forest
    expect(result.exact.firstHandLands[3]).toBeCloseTo(hypergeometricPmf(3, { size: 60, successes: 25 }, 7), 12);
    expect(events.filter((e) => e.type === 'sim.progress').at(-1)).toMatchObject({ done: 12_000, total: 12_000 });
  });

  it('the same seed gives the same report whatever the number of worker threads (counts merge exactly)', async () => {
    const inThread = await api.invoke('sim.run', { deck: oko, games: 20_000, seed: 99, sides: ['draw'], workers: 0 });
    const onWorkers = await api.invoke('sim.run', { deck: oko, games: 20_000, seed: 99, sides: ['draw'], workers: 2 });
    expect(onWorkers.sides).toEqual(inThread.sides);
    const other = await api.invoke('sim.run', { deck: oko, games: 20_000, seed: 100, sides: ['draw'], workers: 0 });
    expect(other.sides).not.toEqual(inThread.sides);
  });

  it('A/B on the same shuffles: swapping a spell for a spell leaves every mulligan and land figure unchanged', async () => {
    const versus = okoWithSwap('Frogify', 'Charmed Sleep');
    const result = await api.invoke('sim.run', {
      deck: oko,
      versus: { deck: versus },
      games: 10_000,
      seed: 3,
      sides: ['play'],
      workers: 0,
    });
    const a = result.sides.play!;
    const b = result.versus.sides.play!;
    expect(b.mulligans).toEqual(a.mulligans); // common random numbers: the same hands were dealt
    expect(b.firstHandLands).toEqual(a.firstHandLands);
    expect(b.landDrops).toEqual(a.landDrops);
    expect(result.difference![0].keepSeven).toBe(0);
    expect(b.cards.find((c) => c.name === 'Frogify')!.seenByTurn[6].value).toBeLessThan(
      a.cards.find((c) => c.name === 'Frogify')!.seenByTurn[6].value,
    );
  });

  it("stops on the caller's signal and says how many games were played", async () => {
    const controller = new AbortController();
    const off = api.on((e) => {
      if (e.type === 'sim.progress' && (e.done as number) > 0) controller.abort();
    });
    const result = await api.invoke(
      'sim.run',
      { deck: oko, games: 5_000_000, seed: 1, sides: ['play'], workers: 2 },
      { signal: controller.signal },
    );
    off();
    expect(result.cancelled).toBe(true);
    expect(result.games).toBeLessThan(5_000_000);
    expect(result.sides.play!.games).toBe(result.games);
  });

  it('sim.cancel stops a run by its id', async () => {
    let cancelled: Promise<{ cancelled: boolean }> | undefined;
    const off = api.on((e) => {
      if (e.type === 'sim.progress' && e.runId === 'stop-me' && !cancelled)
        cancelled = api.invoke('sim.cancel', { runId: 'stop-me' });
    });
    const result = await api.invoke('sim.run', {
      deck: oko,
      games: 5_000_000,
      seed: 1,
      sides: ['play'],
      workers: 1,
      runId: 'stop-me',
    });
    off();
    expect(await cancelled).toEqual({ cancelled: true });
    expect(result.cancelled).toBe(true);
    expect(await api.invoke('sim.cancel', { runId: 'stop-me' })).toEqual({ cancelled: false });
  });

  it('a Commander deck starts with its commander in the command zone and draws on turn 1 (CR 903.6, 103.8c)', async () => {
    const { deck } = await api.invoke('decks.import', {
      text: readFileSync(sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt'), 'utf8'),
    });
    const result = await api.invoke('sim.run', {
      deck,
      format: 'commander',
      games: 3000,
      seed: 5,
      sides: ['play'],
      workers: 0,
    });
    expect(result.setup).toMatchObject({ freeFirstMulligan: true, firstPlayerDraws: true, startingLife: 40 });
    expect(result.exact.deckSize).toBe(99);
    const commander = result.sides.play!.cards.find((c) => c.name === 'Osgir, the Reconstructor')!;
    expect(commander.seenByTurn[0].value).toBe(1);
    expect(commander.byTurn[6].value).toBeGreaterThan(0);
    expect(result.sides.play!.mulligans[0]).toMatchObject({ handSize: 7, free: true });
  });

  it('plays one side when every player draws on turn 1 (CR 103.8c): the play and the draw are the same game', async () => {
    const result = await api.invoke('sim.run', {
      deck: oko,
      format: 'commander',
      games: 2000,
      seed: 5,
      sides: ['play', 'draw'],
      workers: 0,
    });
    expect(Object.keys(result.sides)).toEqual(['play']);
    const twoPlayer = await api.invoke('sim.run', {
      deck: oko,
      games: 2000,
      seed: 5,
      sides: ['play', 'draw'],
      workers: 0,
    });
    expect(Object.keys(twoPlayer.sides)).toEqual(['play', 'draw']);
  });

  it("refuses a deck with an unknown card, naming it, and bad options with the schema's reasons", async () => {
    const bad = { ...oko, boards: { main: [...oko.boards.main!, { name: 'Totally Unknown Card', count: 1 }] } };
    await expect(api.invoke('sim.run', { deck: bad, games: 10, workers: 0 })).rejects.toMatchObject({
      code: 'invalid-input',
      message: stringContaining('Totally Unknown Card'),
    });
    await expect(api.invoke('sim.run', { deck: oko, games: 0 })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(api.invoke('sim.run', { deck: oko, policy: { mulligan: 'houston' as never } })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(api.invoke('sim.run', { deckId: 9999 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it("refuses a format of the other game, which would start the deck's own game as if none were given", async () => {
    const refusal = {
      code: 'invalid-input',
      message: '"dm" is a Duel Masters format, and the deck is a Magic deck',
    };
    await expect(api.invoke('sim.run', { deck: oko, games: 10, workers: 0, format: 'dm' })).rejects.toMatchObject(
      refusal,
    );
    await expect(api.invoke('playtest.deck', { deck: oko, format: 'dm' })).rejects.toMatchObject(refusal);
  });
});

describe('sim.sampleHand', () => {
  it('deals one reproducible game: every hand drawn, what was bottomed, the kept hand and the next cards', async () => {
    const first = await api.invoke('sim.sampleHand', { deck: oko, seed: 11, gameIndex: 3 });
    const again = await api.invoke('sim.sampleHand', { deck: oko, seed: 11, gameIndex: 3 });
    expect(again).toEqual(first);
    for (const a of first.attempts) expect(a.drawn).toHaveLength(7);
    const kept = first.attempts.at(-1)!;
    expect(first.hand).toHaveLength(7 - kept.bottomed.length);
    expect(first.nextCards).toHaveLength(6); // on the play: no draw on turn 1 (CR 103.8a)
    expect(first.turns[0].drawn).toBeNull();
    const draw = await api.invoke('sim.sampleHand', {
      deck: oko,
      seed: 11,
      gameIndex: 3,
      side: 'draw',
      mulligan: 'vancouver',
    });
    expect(draw.nextCards).toHaveLength(7);
  });
});

describe('stats.exact', () => {
  it('answers each closed form', async () => {
    const h = await api.invoke('stats.exact', {
      kind: 'hypergeometric',
      population: 40,
      successes: 4,
      draws: 5,
      atLeast: 1,
    });
    expect(h.atLeast).toBeCloseTo(0.427, 3); // DM digest §5.3
    const m = await api.invoke('stats.exact', {
      kind: 'multivariate',
      librarySize: 60,
      draws: 7,
      groups: [
        { size: 4, atLeast: 1 },
        { size: 24, atLeast: 2 },
      ],
    });
    expect(m.probability).toBeGreaterThan(0);
    const t = await api.invoke('stats.exact', {
      kind: 'by-turn',
      deckSize: 60,
      groupSize: 4,
      atLeast: 1,
      turns: 3,
      side: 'draw',
    });
    expect(t.byTurn).toHaveLength(3);
    const k = await api.invoke('stats.exact', { kind: 'keep', deckSize: 60, lands: 24, policy: 'karsten' });
    expect(k.keep!.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 12);
    const l = await api.invoke('stats.exact', { kind: 'land-drops', deckSize: 60, lands: 24, turns: 4, side: 'play' });
    expect(l.byTurn![0]).toBeCloseTo(1 - hypergeometricPmf(0, { size: 60, successes: 24 }, 7), 12);
    // Lands on the battlefield after turn 4: 0 to 4 of them, all the games, and 4 of them is the land drop on every turn.
    expect(l.landsInPlay![3]).toHaveLength(5);
    expect(l.landsInPlay![3].reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 12);
    expect(l.landsInPlay![3][4]).toBe(l.byTurn![3]);
  });

  it('refuses impossible inputs and policies without a closed form', async () => {
    await expect(
      api.invoke('stats.exact', { kind: 'hypergeometric', population: 10, successes: 11, draws: 3 }),
    ).rejects.toMatchObject({ code: 'invalid-input', message: stringContaining('successes') });
    await expect(
      api.invoke('stats.exact', {
        kind: 'keep',
        deckSize: 99,
        lands: 37,
        policy: 'karsten-commander',
        format: 'commander',
      }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('bounds the costly inputs: card counts, multivariate groups, games and workers', async () => {
    await expect(
      api.invoke('stats.exact', { kind: 'hypergeometric', population: 1001, successes: 4, draws: 7 }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    const groups = Array.from({ length: 7 }, () => ({ size: 4, atLeast: 1 }));
    await expect(
      api.invoke('stats.exact', { kind: 'multivariate', librarySize: 60, draws: 30, groups }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(
      api.invoke('stats.exact', { kind: 'land-drops', deckSize: 5000, lands: 2000, turns: 5, side: 'play' }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(api.invoke('sim.run', { deck: oko, games: 200_000_000 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
