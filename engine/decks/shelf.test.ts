import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import { folderGroups, folderNames, onShelf, shelfOrder, type ShelvedDeck } from './shelf.ts';

// The real lists' names and formats, as their file names give them (pw = planeswalker deck, cmd = Commander …).
const FORMAT_OF_PREFIX: Record<string, string> = {
  pw: 'standard',
  cmd: 'commander',
  brawl: 'brawl',
  'hist-brawl': 'historicbrawl',
  challenger: 'standard',
  'arena-starter': 'standard',
  pioneer: 'pioneer',
  'theme-40-std': 'limited',
};
const decks: ShelvedDeck[] = readdirSync(sharedPath('decks', 'plain-taw')).map((file, i) => {
  const text = readFileSync(sharedPath('decks', 'plain-taw', file), 'utf8');
  return {
    name: /^\/\/ NAME: (.*)$/m.exec(text)![1],
    game: 'mtg',
    format: FORMAT_OF_PREFIX[file.split('__')[0]],
    folder: null,
    built: false,
    updatedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  };
});
const byName = (name: string) => decks.find((d) => d.name === name)!;
// The format's name as the Japanese window shows it.
const JAPANESE_FORMAT_NAMES: Record<string, string> = { commander: '統率者戦', standard: 'スタンダード' };
const japaneseName = (id: string) => JAPANESE_FORMAT_NAMES[id] ?? id;

describe('the deck shelf: finding, ordering and filing saved decks', () => {
  it('finds decks by letters of the name, folded as card names are: case, full-width letters, curly quotes', () => {
    const found = (text: string) => decks.filter((d) => onShelf(d, { text }, japaneseName)).map((d) => d.name);
    expect(found('oko')).toEqual(['Oko, the Trickster']);
    expect(found('ＯＫＯ')).toEqual(['Oko, the Trickster']);
    expect(found('knights’ charge')).toEqual(["Knights' Charge"]);
    expect(found('')).toHaveLength(decks.length);
    expect(found('no such deck')).toEqual([]);
  });

  it("finds decks by the format's id and by its name as the window shows it, and by folder", () => {
    const commander = decks.filter((d) => d.format === 'commander').map((d) => d.name);
    expect(commander.length).toBeGreaterThan(3);
    const found = (text: string, shelf = decks) =>
      shelf.filter((d) => onShelf(d, { text }, japaneseName)).map((d) => d.name);
    expect(found('統率者')).toEqual(commander);
    expect(found('commander')).toEqual(commander);
    const filed = decks.map((d) => (d.name === 'Braaains' ? { ...d, folder: 'ゾンビ' } : d));
    expect(found('ゾンビ', filed)).toEqual(['Braaains']);
  });

  it('narrows to a game and to built decks', () => {
    const shelf = [
      { ...byName('Elven Empire'), built: true },
      byName('Oko, the Trickster'),
      { ...byName('Spellpower'), game: 'dm' as const },
    ];
    expect(shelf.filter((d) => onShelf(d, { builtOnly: true }, japaneseName)).map((d) => d.name)).toEqual([
      'Elven Empire',
    ]);
    expect(shelf.filter((d) => onShelf(d, { game: 'dm' }, japaneseName)).map((d) => d.name)).toEqual(['Spellpower']);
    expect(shelf.filter((d) => onShelf(d, { game: 'mtg', text: 'o' }, japaneseName))).toHaveLength(2);
  });

  it('orders by last save, by name, or by format name then name, without changing the list it was given', () => {
    const shelf = [
      byName('Oko, the Trickster'),
      byName('Aura of Courage'),
      byName("Knights' Charge"),
      byName('Elven Empire'),
    ];
    const before = shelf.map((d) => d.name);
    const names = (order: 'recent' | 'name' | 'format') => shelfOrder(shelf, order, japaneseName).map((d) => d.name);
    expect(names('name')).toEqual(['Aura of Courage', 'Elven Empire', "Knights' Charge", 'Oko, the Trickster']);
    const recent = names('recent');
    expect(recent.map((n) => byName(n).updatedAt)).toEqual(
      [...recent.map((n) => byName(n).updatedAt)].sort().reverse(),
    );
    // brawl < スタンダード < 統率者戦 in the Japanese names' order (localeCompare: Latin before kana before kanji).
    expect(names('format')).toEqual(["Knights' Charge", 'Oko, the Trickster', 'Aura of Courage', 'Elven Empire']);
    expect(shelf.map((d) => d.name)).toEqual(before);
  });

  it('groups by folder: folders by name, the decks in no folder last, each group in the order given', () => {
    const shelf = [
      { ...byName('Oko, the Trickster'), folder: 'Planeswalker decks' },
      byName('Braaains'),
      { ...byName('Aura of Courage'), folder: 'Commander precons' },
      { ...byName('Basri, Devoted Paladin'), folder: 'Planeswalker decks' },
      { ...byName('Elven Empire'), folder: 'Commander precons' },
    ];
    expect(folderGroups(shelf).map((g) => [g.folder, g.decks.map((d) => d.name)])).toEqual([
      ['Commander precons', ['Aura of Courage', 'Elven Empire']],
      ['Planeswalker decks', ['Oko, the Trickster', 'Basri, Devoted Paladin']],
      [null, ['Braaains']],
    ]);
    expect(folderNames(shelf)).toEqual(['Commander precons', 'Planeswalker decks']);
  });
});
