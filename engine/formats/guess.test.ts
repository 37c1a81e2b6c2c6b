// The format the import dialog first offers for a list, on the real decklists of ../shared/data/decks: a command zone
// of Commander's size (CR 903.5a, 702.124b), Brawl's (903.12c–d) or Oathbreaker's (OB 3, 5, 8), never a leader read
// from a list's order (the planeswalker decks open with their planeswalker and are 60-card constructed decks).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDeckList, writeDeckList } from '../decks/lists/index.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { guessDeckFormat } from './guess.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { mtgCards } from '../../test/real-decks.ts';

const tawFiles = (prefix: string) => readdirSync(sharedPath('decks', 'plain-taw')).filter((f) => f.startsWith(prefix));
const guessOf = (...path: string[]) => guessDeckFormat(readDeckList(readFileSync(sharedPath('decks', ...path))).deck);

describe('the format guessed for a real list by its command zone and size', () => {
  it.each(tawFiles('cmd__'))('CR 903.5a: %s (a commander and 99) is a Commander deck', (file) => {
    expect(guessOf('plain-taw', file)).toBe('commander');
  });

  it.each(tawFiles('brawl__'))('CR 903.12c–d: %s (a commander and 59) is a Brawl deck, not Commander', (file) => {
    expect(guessOf('plain-taw', file)).toBe('brawl');
  });

  it.each(tawFiles('pw__'))('%s (60 cards, a planeswalker first, no command zone) gets no format', (file) => {
    const { deck } = readDeckList(readFileSync(sharedPath('decks', 'plain-taw', file)));
    expect(deck.boards.main![0].name).toMatch(/^(Oko|Rowan|Basri|Garruk|Teferi),/);
    expect(guessDeckFormat(deck)).toBeUndefined();
  });

  it('the Forge precons: a [commander] and 99 is Commander, the Welcome Deck none', () => {
    const forge = readdirSync(sharedPath('decks', 'forge-dck'));
    expect(forge.map((f) => [f, guessOf('forge-dck', f) ?? null])).toEqual(
      forge.map((f) => [f, f.startsWith('Core Set 2019') ? null : 'commander']),
    );
  });

  it('the Cockatrice commander files lack their commander (99 cards, no command zone): no format', () => {
    expect(guessOf('cockatrice-cod', 'LoreholdLegacies_C21.cod')).toBeUndefined();
  });

  it('OB 3, 8: an MTGO .dek of 58 with an oathbreaker and its spell in the sideboard is an Oathbreaker deck', () => {
    const teferi = readDeckList(
      readFileSync(sharedPath('decks', 'plain-taw', 'pw__m21__Teferi, Timeless Voyager.txt')),
    );
    const leading = ['Teferi, Timeless Voyager', 'Opt'];
    const main = teferi.deck.boards.main!.filter((e) => !leading.includes(e.name));
    const islands = 58 - main.reduce((n, e) => n + e.count, 0);
    const dek = writeDeckList(
      {
        game: 'mtg',
        name: 'Teferi',
        boards: {
          main: [...main, { name: 'Island', count: islands }],
          side: leading.map((name) => ({ name, count: 1 })),
        },
      },
      'mtgo-dek',
    );
    const { deck } = readDeckList(dek);
    expect(deck.boards.commander!.map((e) => e.name)).toEqual(leading);
    expect(guessDeckFormat(deck)).toBe('oathbreaker');
  });

  it("what the list says wins: Forge's Format=, an Oathbreaker section, a Duel Masters list", () => {
    expect(guessOf('arena-and-misc', 'phdesign-forge-style-12-Moon-modern.dck')).toBe('modern');
    expect(guessDeckFormat(readDeckList('Commander\n1 Teferi, Timeless Voyager\nSignature Spell\n1 Opt').deck)).toBe(
      'oathbreaker',
    );
    expect(guessDeckFormat(readDeckList('メインデッキ\n4 ボルシャック・ドラゴン').deck)).toBe('dm');
  });
});

describe('the format guessed for an MTGO .dek that keeps its commander in the sideboard, its cards known', () => {
  const LURRUS = 'Lurrus of the Dream-Den';
  /** The plain-taw list written as an MTGO .dek (commander and companion in the sideboard), read back and resolved. */
  const dekOf = (file: string, companion?: string) => {
    const { deck } = readDeckList(readFileSync(sharedPath('decks', 'plain-taw', file)));
    const withCompanion = companion
      ? { ...deck, boards: { ...deck.boards, companion: [{ name: companion, count: 1 }] } }
      : deck;
    const read = readDeckList(writeDeckList(withCompanion, 'mtgo-dek')).deck;
    const { cards, resolver } = mtgCards();
    return { deck: resolveDeck(read, resolver).deck, cards };
  };

  it('CR 903.5a, 903.3, 702.139a: Lorehold Legacies, 99 with Osgir and Lurrus in the sideboard, is a Commander deck', () => {
    const { deck, cards } = dekOf('cmd__c21__Lorehold Legacies.txt', LURRUS);
    expect(deck.boards.side?.map((e) => e.name)).toEqual(['Osgir, the Reconstructor', LURRUS]);
    expect(guessDeckFormat(deck)).toBeUndefined();
    expect(guessDeckFormat(deck, cards)).toBe('commander');
  });

  it('CR 903.12c–d: Faerie Schemes, 59 with Alela in the sideboard, is a Brawl deck', () => {
    const { deck, cards } = dekOf('brawl__eld__Faerie Schemes.txt');
    expect(deck.boards.side?.map((e) => e.name)).toEqual(['Alela, Artful Provocateur']);
    expect(guessDeckFormat(deck, cards)).toBe('brawl');
  });

  it('CR 903.3: a 59-card list whose one sideboard card cannot lead (a basic land) gets no format', () => {
    const { deck, cards } = dekOf('brawl__eld__Faerie Schemes.txt');
    const island = resolveDeck(
      { game: 'mtg', name: 'x', boards: { main: [{ name: 'Island', count: 1 }] } },
      mtgCards().resolver,
    ).deck.boards.main!;
    expect(guessDeckFormat({ ...deck, boards: { ...deck.boards, side: island } }, cards)).toBeUndefined();
  });
});
