// readSideboardAsCommandZone on the real C21 precon Lorehold Legacies and real cards: a Commander deck whose
// commander and companion a list kept in the sideboard (MTGO .dek, XMage, Cockatrice, Forge) is read led by them
// (CR 903.3, 702.139a), and so is the deck half put right by the validation panel's "Move to Commander" or "Move to
// Companion", whichever the player clicks first.
import { describe, expect, it } from 'vitest';
import type { Board, Deck, DeckEntry } from '../decks/types.ts';
import { getFormat } from './index.ts';
import { readSideboardAsCommandZone } from './sideboard-reading.ts';
import { entry, mtgCards, realDeck } from '../../test/real-decks.ts';

const OSGIR = 'Osgir, the Reconstructor';
const LURRUS = 'Lurrus of the Dream-Den';
const COMMANDER = getFormat('commander')!;

/** Lorehold Legacies with its boards as given: the 99 always, Osgir and Lurrus where each list keeps them. */
function lorehold(boards: Partial<Record<Board, DeckEntry[]>>): Deck {
  const { deck } = realDeck('plain-taw/cmd__c21__Lorehold Legacies.txt');
  return { ...deck, boards: { main: deck.boards.main, ...boards } };
}
const read = (deck: Deck) => readSideboardAsCommandZone(deck, mtgCards().cards, COMMANDER);
const namesOn = (deck: Deck, board: Board) => deck.boards[board]?.map((e) => e.name);
const warnings = (problems: ReturnType<typeof read>['problems']) =>
  problems.map((p) => [p.code, p.rule, p.cards, p.params.board]);

describe('a Commander deck read from its sideboard', () => {
  it('CR 903.3, 702.139a: the sideboard of an MTGO .dek, Osgir then Lurrus, is the commander and the companion', () => {
    const result = read(lorehold({ side: [entry(OSGIR), entry(LURRUS)] }));
    expect(namesOn(result.deck, 'commander')).toEqual([OSGIR]);
    expect(namesOn(result.deck, 'companion')).toEqual([LURRUS]);
    expect(result.deck.boards.side).toBeUndefined();
    expect(warnings(result.problems)).toEqual([
      ['deck.sideboard-read', '903.3', [OSGIR], 'commander'],
      ['deck.sideboard-read', '702.139a', [LURRUS], 'companion'],
    ]);
  });

  it('CR 702.139a: with Osgir moved to the commander board first, Lurrus alone in the sideboard is still the companion', () => {
    const result = read(lorehold({ commander: [entry(OSGIR)], side: [entry(LURRUS)] }));
    expect(namesOn(result.deck, 'companion')).toEqual([LURRUS]);
    expect(warnings(result.problems)).toEqual([['deck.sideboard-read', '702.139a', [LURRUS], 'companion']]);
  });

  it('CR 903.3: with Lurrus moved to the companion board first, Osgir alone in the sideboard is still the commander', () => {
    const result = read(lorehold({ companion: [entry(LURRUS)], side: [entry(OSGIR)] }));
    expect(namesOn(result.deck, 'commander')).toEqual([OSGIR]);
    expect(namesOn(result.deck, 'companion')).toEqual([LURRUS]);
    expect(result.deck.boards.side).toBeUndefined();
    expect(warnings(result.problems)).toEqual([['deck.sideboard-read', '903.3', [OSGIR], 'commander']]);
  });

  it('CR 903.3: beside a companion, a sideboard of three is no command zone and stays a sideboard', () => {
    const deck = lorehold({ companion: [entry(LURRUS)], side: [entry(OSGIR), entry('Sun Titan'), entry('Duplicant')] });
    expect(read(deck)).toEqual({ deck, problems: [] });
  });

  it('a deck with both boards keeps its sideboard as it is', () => {
    const deck = lorehold({ commander: [entry(OSGIR)], companion: [entry(LURRUS)], side: [entry('Sun Titan')] });
    expect(read(deck)).toEqual({ deck, problems: [] });
  });
});
