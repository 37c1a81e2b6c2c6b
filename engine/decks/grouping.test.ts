// How a real deck's board is grouped in the editor: by type, mana value, color and tag.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import { cardFromDmCsvRow } from '../dm/from-dm-csv.ts';
import { entry, mtgCards, realDeck } from '../../test/real-decks.ts';
import type { Card } from '../cards/types.ts';
import type { DeckEntry } from './types.ts';
import { CURVE_TOP, groupEntries, isLand, primaryType, type EntryGroup } from './grouping.ts';

const CARDS: Record<string, Card> = Object.fromEntries(mtgCards().cards);
const STOMPY = realDeck('plain-taw/challenger__q05__Mono-Green Stompy.txt').deck.boards.main ?? [];
const summary = (groups: EntryGroup[]) => groups.map((g) => [g.key, g.count]);
const total = (entries: readonly DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0);

describe('grouping a board', () => {
  it('by type: one primary type per card, creatures first and lands last; every copy in exactly one group', () => {
    const groups = groupEntries(STOMPY, CARDS, 'type');
    expect(groups.map((g) => g.key)).toEqual(['Creature', 'Planeswalker', 'Instant', 'Sorcery', 'Land']);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(total(STOMPY));
    // An artifact creature is a creature here; a modal double-faced sorcery // land goes by its front (CR 712.8a).
    expect(groups[0].entries.map((p) => p.entry.name)).toContain('Stonecoil Serpent');
    expect(groups.find((g) => g.key === 'Sorcery')!.entries.map((p) => p.entry.name)).toContain(
      'Turntimber Symbiosis // Turntimber, Serpentine Wood',
    );
    for (const group of groups) {
      const names = group.entries.map((p) => p.entry.name);
      expect(names, group.key).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const { entry: e } of group.entries) expect(primaryType(CARDS[e.cardId!]), e.name).toBe(group.key);
    }
  });

  it('by mana value (CR 202.3): X at 0, the top bucket holds everything above it, lands apart and last', () => {
    const board = [
      entry('Stonecoil Serpent', 2),
      entry('Koma, Cosmos Serpent'),
      entry('Llanowar Elves', 4),
      entry('Forest', 10),
    ];
    const groups = groupEntries(board, CARDS, 'manaValue');
    expect(summary(groups)).toEqual([
      ['0', 2],
      ['1', 4],
      [String(CURVE_TOP), 1],
      ['land', 10],
    ]);
    expect(groups[2].label).toBe(`${CURVE_TOP}+`);
  });

  it('by color: multicolored together, colorless spells apart from lands', () => {
    const board = [
      entry('Rampart Smasher', 2),
      entry('Llanowar Elves', 4),
      entry('Stonecoil Serpent'),
      entry('Forest', 9),
    ];
    expect(summary(groupEntries(board, CARDS, 'color'))).toEqual([
      ['G', 4],
      ['multi', 2],
      ['colorless', 1],
      ['land', 9],
    ]);
  });

  it('by tag: an entry with two tags under both, untagged last', () => {
    const board = [
      { ...entry('Llanowar Elves', 4), tags: ['ramp', 'early'] },
      { ...entry('Garruk, Unleashed'), tags: ['ramp'] },
      entry('Forest', 9),
    ];
    const groups = groupEntries(board, CARDS, 'tag');
    expect(summary(groups)).toEqual([
      ['#early', 4],
      ['#ramp', 5],
      ['', 9],
    ]);
  });

  it('keeps two printings of one card as two entries, each with its place in the board', () => {
    const forest = entry('Forest', 8);
    const board = [forest, entry('Llanowar Elves'), { ...forest, count: 9, printingId: 'another printing' }];
    const lands = groupEntries(board, CARDS, 'type').find((g) => g.key === 'Land')!;
    expect(lands.entries.map((p) => p.index)).toEqual([0, 2]);
    expect(lands.count).toBe(17);
    expect(isLand(CARDS[forest.cardId!])).toBe(true);
  });

  it('puts cards missing from the card data in a group of their own, last', () => {
    const board = [{ name: 'No Such Card', count: 2 }, entry('Llanowar Elves')];
    for (const by of ['type', 'manaValue', 'color'] as const)
      expect(summary(groupEntries(board, CARDS, by)).at(-1), by).toEqual(['?', 2]);
  });
});

describe('grouping Duel Masters cards by type (DM 204.2)', () => {
  const rows = Papa.parse<Record<string, string>>(
    readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
    { header: true, skipEmptyLines: true },
  ).data;
  const dmCard = (name: string): Card => {
    const index = rows.findIndex((r) => r.CardName === name);
    return cardFromDmCsvRow(rows[index], index + 2).card;
  };
  // One real card per kind: its type as the Ravenite CSV prints it in the comment.
  const NAMES = [
    'Holy Awe', // Spell
    'Frei, Vizier of Air', // Creature
    'Larba Geer, the Immaculate', // Evolution Creature
    'Shining Defense', // Cross Gear
    'Silver Glory, Invincible Fortress', // Castle
    'Oath of Friendship', // DM Field
    "Helcopta's Memory", // Tamaseed
    'Jashin Emperor, Abyssal Darkness', // Tamaseed / Creature
    'Kabutorial Kuga/Mystery Disaster', // Twinpact: a creature and a spell
    'Joan Mizell, Revolution Spear', // Dragheart Weapon
    'Batorai Keep, Blazing Castle', // Dragheart Fortress
    'Game On! Kirifuda Family!', // Psychic Creature
  ];
  const cards = Object.fromEntries(NAMES.map((name) => [name, dmCard(name)]));
  const board = NAMES.map((name) => ({ name, count: 1, cardId: name }));

  it('puts spells, cross gear, castles, fields and tamaseeds in groups of their own, in the order of DM 204.2', () => {
    const groups = groupEntries(board, cards, 'type');
    expect(groups.map((g) => [g.key, g.entries.map((p) => p.entry.name)])).toEqual([
      [
        'Creature',
        [
          'Frei, Vizier of Air',
          'Game On! Kirifuda Family!',
          'Jashin Emperor, Abyssal Darkness',
          'Kabutorial Kuga/Mystery Disaster',
          'Larba Geer, the Immaculate',
        ],
      ],
      ['Spell', ['Holy Awe']],
      ['Cross Gear', ['Shining Defense']],
      ['Castle', ['Silver Glory, Invincible Fortress']],
      ['Weapon', ['Joan Mizell, Revolution Spear']],
      ['Fortress', ['Batorai Keep, Blazing Castle']],
      ['Field', ['Oath of Friendship']],
      ['Tamaseed', ["Helcopta's Memory"]],
    ]);
    expect(groups.some((g) => g.key === 'Other')).toBe(false);
  });
});
