// Deck figures on real cards and a real deck list (shared/data): what the stats panel shows and charts.
import { describe, expect, it } from 'vitest';
import { dmCards, entry, mtgCards, realDeck } from '../../test/real-decks.ts';
import type { Card } from '../cards/types.ts';
import type { Deck, DeckEntry } from './types.ts';
import { CURVE_TOP } from './grouping.ts';
import { deckChartSeries, deckStats } from './stats.ts';

const cardsById = (pool = mtgCards()): Record<string, Card> => Object.fromEntries(pool.cards);
const mtgDeck = (main: DeckEntry[], more: Partial<Deck['boards']> = {}): Deck => ({
  game: 'mtg',
  name: 'test',
  boards: { main, ...more },
});
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt';
const total = (entries: readonly DeckEntry[] = []) => entries.reduce((n, e) => n + e.count, 0);

describe('deck statistics', () => {
  it('counts the main board (and commanders), not the sideboard: a real 60-card list is 19 Forests and 41 spells', () => {
    const { deck, problems } = realDeck(STOMPY);
    expect(problems).toEqual([]);
    const stats = deckStats(deck, cardsById());
    expect(stats.spells + stats.lands).toBe(total(deck.boards.main));
    expect(total(deck.boards.side)).toBeGreaterThan(0);
    // Turntimber Symbiosis is a modal double-faced card counted by its front face, a sorcery (CR 712.8a).
    const forests = (deck.boards.main ?? []).filter((e) => e.name === 'Forest').reduce((n, e) => n + e.count, 0);
    expect(stats.lands).toBe(forests);
    expect(stats.unresolved).toBe(0);
    expect(stats.sources.G).toBeGreaterThanOrEqual(forests);
  });

  it("averages the spells' mana value per copy, lands left out (CR 202.3)", () => {
    // Llanowar Elves {G} = 1, Lovestruck Beast {2}{G} = 3 (its adventure's cost does not count, CR 715.4), Garruk, Unleashed {2}{G}{G} = 4.
    const deck = mtgDeck([
      entry('Llanowar Elves', 4),
      entry('Lovestruck Beast', 2),
      entry('Garruk, Unleashed', 1),
      entry('Forest', 10),
    ]);
    const stats = deckStats(deck, cardsById());
    expect(stats.averageManaValue).toBeCloseTo((4 * 1 + 2 * 3 + 1 * 4) / 7, 10);
    expect(stats.spells).toBe(7);
    expect(stats.lands).toBe(10);
  });

  it('puts X at 0 (CR 202.3e) and everything from the top bucket up together, stacked by primary type', () => {
    const deck = mtgDeck([
      entry('Stonecoil Serpent', 2),
      entry('Koma, Cosmos Serpent', 1),
      entry('Turntimber Symbiosis', 3),
      entry('Garruk, Unleashed', 1),
    ]);
    const stats = deckStats(deck, cardsById());
    const zeros = new Array(CURVE_TOP + 1).fill(0);
    expect(stats.curve.Creature).toEqual(zeros.map((_, i) => (i === 0 ? 2 : i === CURVE_TOP ? 1 : 0)));
    expect(stats.curve.Sorcery).toEqual(zeros.map((_, i) => (i === CURVE_TOP ? 3 : 0)));
    expect(stats.curve.Planeswalker).toEqual(zeros.map((_, i) => (i === 4 ? 1 : 0)));
    expect(stats.curve.Land).toBeUndefined();
  });

  it('counts a hybrid symbol for each of its colors (CR 107.4e) and a card of two types under both', () => {
    const stats = deckStats(mtgDeck([entry('Rampart Smasher', 2), entry('Stonecoil Serpent', 1)]), cardsById());
    expect(stats.pips).toMatchObject({ R: 8, G: 8, W: 0, U: 0, B: 0 });
    expect(stats.types).toEqual([
      ['Creature', 3],
      ['Artifact', 1],
    ]);
  });

  it('counts cards not found in the card data as unresolved, in no figure', () => {
    const stats = deckStats(mtgDeck([{ name: 'No Such Card', count: 3 }, entry('Forest', 2)]), cardsById());
    expect(stats).toMatchObject({ unresolved: 3, lands: 2, spells: 0, averageManaValue: 0 });
  });

  it('counts Duel Masters cards by civilization, a multicolored card for each of its civilizations', () => {
    const pool = dmCards();
    const multi = [...pool.cards.values()].find((c) => c.colors.length === 2)!;
    const mono = [...pool.cards.values()].find((c) => c.colors.length === 1 && !multi.colors.includes(c.colors[0]))!;
    const deck: Deck = {
      game: 'dm',
      name: 'dm',
      boards: { main: [entry(multi.name, 4, pool), entry(mono.name, 3, pool)] },
    };
    const stats = deckStats(deck, cardsById(pool));
    expect(stats.pips[multi.colors[0]]).toBe(4);
    expect(stats.pips[multi.colors[1]]).toBe(4);
    expect(stats.pips[mono.colors[0]]).toBe(3);
    expect(stats.sources).toEqual(stats.pips);
    expect(Object.keys(stats.pips)).toEqual(['light', 'water', 'darkness', 'fire', 'nature']);
  });
});

describe('chart series', () => {
  it("gives the curve's present types in type order, and each color's share of the pips and of the sources", () => {
    const deck = mtgDeck([
      entry('Rampart Smasher', 2),
      entry('Llanowar Elves', 4),
      entry('Garruk, Unleashed', 1),
      entry('Forest', 9),
      entry('Evolving Wilds', 1),
    ]);
    const stats = deckStats(deck, cardsById());
    const series = deckChartSeries(stats);
    expect(series.curveBuckets).toEqual(['0', '1', '2', '3', '4', '5', '6', `${CURVE_TOP}+`]);
    expect(series.curve.map((s) => s.type)).toEqual(['Creature', 'Planeswalker']);
    // Pips: R 8 (Rampart Smasher's hybrids), G 8 + 4 + 2 = 14; sources: 9 Forests and 4 Llanowar Elves make G.
    expect(series.colors.map((c) => c.color)).toEqual(['R', 'G']);
    expect(series.colors[0]).toMatchObject({ pips: 8, sources: 0, sourceShare: 0 });
    expect(series.colors[0].pipShare).toBeCloseTo((8 / 22) * 100, 10);
    expect(series.colors[1]).toMatchObject({ pips: 14, sources: 13, sourceShare: 100 });
  });

  it("stacks a Duel Masters curve by the cards' own types (DM 204.2): creatures, then spells, then cross gear", () => {
    const pool = dmCards();
    const byName = (name: string) => [...pool.cards.values()].find((c) => c.name === name)!;
    // As the card data prints them: Holy Awe a 6-cost Spell, Frei a 4-cost Creature, Bajula's Soul a 5-cost
    // Cross Gear (DM 204.2 lists creature, spell, cross gear in that order).
    const names = ["Bajula's Soul", 'Holy Awe', 'Frei, Vizier of Air'];
    const deck: Deck = { game: 'dm', name: 'dm', boards: { main: names.map((n) => entry(n, 4, pool)) } };
    const series = deckChartSeries(deckStats(deck, cardsById(pool)));
    expect(series.curve.map((s) => s.type)).toEqual(['Creature', 'Spell', 'Cross Gear']);
    const bucket = (name: string) => Math.min(CURVE_TOP, byName(name).manaValue);
    const zeros = new Array(CURVE_TOP + 1).fill(0);
    expect(series.curve.map((s) => s.counts)).toEqual(
      ['Frei, Vizier of Air', 'Holy Awe', "Bajula's Soul"].map((n) => zeros.map((_, i) => (i === bucket(n) ? 4 : 0))),
    );
  });

  it('draws nothing for an empty deck', () => {
    const series = deckChartSeries(deckStats(mtgDeck([]), {}));
    expect(series.curve).toEqual([]);
    expect(series.colors).toEqual([]);
  });
});
