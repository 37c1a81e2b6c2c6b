// Card tags in the text lists (peers.md §2 item 14): the plain-text and Duel Masters lists, which the deck list's
// "Export every deck (zip)" writes, keep each card's tags on its line, "#tag" or Archidekt's "[tag,…]", and read them
// back; a tag neither form holds is named.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportDeckList, readDeckList } from './index.ts';
import { resolveDeck } from '../resolve.ts';
import { dmCards, entry, mtgCards, realDeck } from '../../../test/real-decks.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { stringContaining } from '../../../test/matchers.ts';
import type { Board, Deck, DeckEntry } from '../types.ts';

const lorehold = realDeck('plain-taw/cmd__c21__Lorehold Legacies.txt').deck;

/** The editor's tags of a builder sorting the precon: one word each, or two ("card draw") for the cheap ones. */
function tagged(e: DeckEntry, i: number): DeckEntry {
  const type = mtgCards().cards.get(e.cardId!)!.faces[0].types[0].toLowerCase();
  return { ...e, tags: i % 3 === 0 ? [type, 'card draw'] : [type] };
}
const withTags = (deck: Deck): Deck => ({
  ...deck,
  boards: Object.fromEntries(Object.entries(deck.boards).map(([board, es]) => [board, es.map(tagged)])),
});

const tagsOf = (deck: Deck, board: Board) => (deck.boards[board] ?? []).map((e) => [e.name, e.count, e.tags]);

describe('a text list keeps the tags of every card', () => {
  const deck = withTags(lorehold);

  it('the Lorehold precon with tags of one and two words comes back with the same tags, nothing reported', () => {
    const written = exportDeckList(deck, 'text');
    expect(written.notices).toEqual([]);
    expect(written.text).toContain(' #creature\n');
    expect(written.text).toMatch(/ \[\w+,card draw\]\n/);
    const read = readDeckList(written.text);
    const resolved = resolveDeck(read.deck, mtgCards().resolver);
    expect([...read.problems, ...resolved.problems]).toEqual([]);
    for (const board of ['commander', 'main'] as const)
      expect(tagsOf(resolved.deck, board)).toEqual(tagsOf(deck, board));
  });

  it('a tag neither "#tag" nor "[tag,…]" holds is named in a notice with its card, the other tags written', () => {
    const [first, ...rest] = deck.boards.main!;
    const odd = { ...first, tags: ['to {cut}', 'ramp'] };
    const written = exportDeckList({ ...deck, boards: { ...deck.boards, main: [odd, ...rest] } }, 'text');
    expect(written.notices).toEqual([
      {
        code: 'tags-unwritable',
        cards: 1,
        message: stringContaining(first.name),
        params: { format: 'text', cards: 1, names: first.name },
      },
    ]);
    const back = readDeckList(written.text).deck.boards.main!;
    expect(back[0]).toMatchObject({ name: first.name });
    expect(back[0].tags).toBeUndefined();
    expect(back.slice(1).map((e) => e.tags)).toEqual(rest.map((e) => e.tags));
  });
});

describe('a Duel Masters list keeps the tags of every card, in each zone (DM 100.3)', () => {
  const rows = Papa.parse<Record<string, string>>(
    readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
    { header: true, skipEmptyLines: true },
  ).data;
  const named = (type: string, n: number) =>
    [...new Set(rows.filter((r) => r.CardType === type).map((r) => r.CardName))].slice(0, n);
  const deck: Deck = {
    name: 'Tagged Duel Masters deck',
    game: 'dm',
    boards: {
      main: named('Creature', 4).map((name, i) => ({
        ...entry(name, 4, dmCards()),
        tags: i ? ['初動'] : ['切り札', 'blocker wall'],
      })),
      hyperspatial: named('Psychic Creature', 2).map((name) => ({ ...entry(name, 1, dmCards()), tags: ['覚醒'] })),
    },
  };

  it('written and read back, each zone keeps its cards and their tags', () => {
    const written = exportDeckList(deck, 'dm');
    expect(written.notices).toEqual([]);
    const read = readDeckList(written.text);
    expect(read.format).toBe('dm');
    for (const board of ['main', 'hyperspatial'] as const)
      expect(tagsOf(read.deck, board)).toEqual(tagsOf(deck, board));
  });
});
