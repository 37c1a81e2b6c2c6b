// The goldfish (sim.run, sim.sampleHand) and the playtest table (playtest.deck) read a Commander deck's sideboard as
// its command zone as validation does (engine/formats/sideboard-reading.ts), through the real API on a real SQLite
// card database: the real C21 precon Lorehold Legacies with Lurrus of the Dream-Den as its companion, written as an
// MTGO .dek and a Cockatrice .cod (lists that keep the commander and the companion in the sideboard) and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi } from '../index.ts';
import { startGame } from '../../../engine/playtest/index.ts';

const LOREHOLD = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const OSGIR = 'Osgir, the Reconstructor';
const LURRUS = 'Lurrus of the Dream-Den';

let api: Api;
let cleanup: () => void;
/** The precon as its list reads, led by Osgir, with Lurrus on the companion board. */
let withCompanion: Deck;
/** The same deck written by each list format that has no command zone, read back as an import reads it. */
const readBack: Record<'mtgo-dek' | 'cockatrice', Deck> = {} as never;
beforeAll(async () => {
  const built = buildDeckTestDb(['C21', 'STX', 'ELD', 'KHM', 'ZNR', 'M21', 'AFR', 'MID', 'IKO']);
  ({ cleanup } = built);
  api = createApi({ db: built.db });
  const text = `${readFileSync(LOREHOLD, 'utf8')}\nCompanion\n1 ${LURRUS}\n`;
  withCompanion = { ...(await api.invoke('decks.import', { text })).deck, format: 'commander' };
  for (const format of ['mtgo-dek', 'cockatrice'] as const) {
    const written = await api.invoke('decks.export', { deck: withCompanion, format });
    readBack[format] = (await api.invoke('decks.import', { text: written.text, format })).deck;
  }
});
afterAll(() => cleanup());

const names = (entries: readonly { card: { name: string } }[] | undefined) => entries?.map((e) => e.card.name);

describe('the playtest table', () => {
  it.each(['mtgo-dek', 'cockatrice'] as const)(
    'CR 903.6: a %s list played as Commander starts with Osgir, read from its sideboard, in the command zone',
    async (format) => {
      const deck = readBack[format];
      expect(deck.boards.side?.map((e) => e.name)).toEqual([OSGIR, LURRUS]);
      const { deck: table, setup } = await api.invoke('playtest.deck', { deck, format: 'commander' });
      expect(names(table.commanders)).toEqual([OSGIR]);
      expect(table.sideboardRead?.map((p) => [p.code, p.rule, p.cards])).toEqual([
        ['deck.sideboard-read', '903.3', [OSGIR]],
        ['deck.sideboard-read', '702.139a', [LURRUS]],
      ]);
      const state = startGame(table, { seed: 7, setup });
      const zone = (z: 'command' | 'sideboard' | 'library' | 'hand') =>
        state.zones[z].map((id) => state.defs[state.cards[id].def].name);
      expect(zone('command')).toEqual([OSGIR]);
      // CR 702.139a, 400.11a: the companion stays outside the game, with the sideboard.
      expect(zone('sideboard')).toEqual([LURRUS]);
      expect(zone('library').length + zone('hand').length).toBe(99);
      expect([...zone('library'), ...zone('hand')]).not.toContain(OSGIR);
    },
  );

  it('CR 702.139a: a deck with a companion board keeps its companion outside the game, in the sideboard zone', async () => {
    const { deck: table, setup } = await api.invoke('playtest.deck', { deck: withCompanion });
    expect(table.sideboardRead).toBeUndefined();
    const state = startGame(table, { seed: 7, setup });
    expect(state.zones.sideboard.map((id) => state.defs[state.cards[id].def].name)).toEqual([LURRUS]);
    expect(state.zones.command.map((id) => state.defs[state.cards[id].def].name)).toEqual([OSGIR]);
  });

  it('a list played in a format with a sideboard keeps its sideboard, and says nothing was read', async () => {
    const { deck: table } = await api.invoke('playtest.deck', { deck: readBack['mtgo-dek'], format: 'vintage' });
    expect(table.commanders).toEqual([]);
    expect(names(table.side)).toEqual([OSGIR, LURRUS]);
    expect(table.sideboardRead).toBeUndefined();
  });
});

describe('the goldfish', () => {
  it('CR 903.8: casts Osgir, read from the .dek sideboard, from the command zone, as it casts the precon’s commander', async () => {
    const dek = readBack['mtgo-dek'];
    const games = Array.from({ length: 40 }, (_, gameIndex) => gameIndex);
    const casts = async (deck: Deck, format?: string) => {
      let cast = 0;
      for (const gameIndex of games) {
        const game = await api.invoke('sim.sampleHand', { deck, format, seed: 11, gameIndex });
        // Osgir is in no library: every cast of it is from the command zone.
        expect(game.hand).not.toContain(OSGIR);
        cast += game.turns.filter((t) => t.cast.includes(OSGIR)).length;
      }
      return cast;
    };
    const fromSideboard = await casts(dek, 'commander');
    expect(fromSideboard).toBeGreaterThan(5);
    // Osgir costs {2}{R}{W}, a mana value of 4: cast by turn 4 at the earliest in some of 40 games.
    expect(fromSideboard).toBe(await casts(withCompanion));
  });

  it('sim.run counts Osgir castable from the command zone and reports what it read from the sideboard', async () => {
    const run = (deck: Deck, format?: string) =>
      api.invoke('sim.run', { deck, format, games: 400, seed: 3, sides: ['play'], workers: 0 });
    const dek = await run(readBack['mtgo-dek'], 'commander');
    expect(dek.sideboardRead.map((p) => p.cards)).toEqual([[OSGIR], [LURRUS]]);
    const osgir = dek.sides.play?.cards.find((c) => c.name === OSGIR);
    expect(osgir?.byTurn.at(-1)?.value).toBeGreaterThan(0.5);
    const stored = await run(withCompanion);
    expect(stored.sideboardRead).toEqual([]);
    expect(stored.sides.play?.cards.find((c) => c.name === OSGIR)?.byTurn).toEqual(osgir?.byTurn);
  });

  it("CR 903.6: a .dek that names no format, played versus the stored Commander deck, is read in that deck's format", async () => {
    const run = await api.invoke('sim.run', {
      deck: withCompanion,
      versus: { deck: readBack['mtgo-dek'] },
      games: 400,
      seed: 3,
      sides: ['play'],
      workers: 0,
    });
    expect(readBack['mtgo-dek'].format).toBeUndefined();
    expect(run.versus?.sideboardRead.map((p) => p.cards)).toEqual([[OSGIR], [LURRUS]]);
    // The same deck on the same shuffles: Osgir castable alike from both command zones.
    const osgir = (report: typeof run | typeof run.versus) => report?.sides.play?.cards.find((c) => c.name === OSGIR);
    expect(osgir(run.versus)?.byTurn).toEqual(osgir(run)?.byTurn);
    expect(run.difference?.[0].manaSpent.every((d) => d === 0)).toBe(true);
  });

  it("CR 903.6: the lab's A/B of the stored Commander deck and its .dek finds them the same deck on the same games", async () => {
    const result = await api.invoke('advice.compare', {
      a: { deck: withCompanion },
      b: { deck: readBack['mtgo-dek'] },
      games: 2_000,
      seed: 2,
      workers: 0,
    });
    expect(result.comparison!.figures.length).toBeGreaterThan(10);
    expect(result.comparison!.figures.filter((f) => f.difference.value !== 0)).toEqual([]);
  });
});
