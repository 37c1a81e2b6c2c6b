// What a format guess read, which the goldfish, the advisor and the table say beside the format they played a list
// that names none in: on the real decklists of ../shared/data/decks and the cards of the real MTGJSON set files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDeckList } from '../decks/lists/index.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { mtgCards } from '../../test/real-decks.ts';
import { guessFormatFrom } from './guess.ts';

const listOf = (file: string) => readDeckList(readFileSync(sharedPath('decks', 'plain-taw', file))).deck;

describe('guessFormatFrom', () => {
  it('CR 903.5a: Lorehold Legacies as published, Osgir on the commander board and 99, is Commander by its command zone', () => {
    expect(guessFormatFrom(listOf('cmd__c21__Lorehold Legacies.txt'))).toEqual({
      id: 'commander',
      from: 'command-zone',
    });
  });

  it('CR 903.3, 903.12c–d: Faerie Schemes with Alela in the sideboard, as an MTGO list keeps it, is Brawl by its sideboard', () => {
    const { cards, resolver } = mtgCards();
    const published = resolveDeck(listOf('brawl__eld__Faerie Schemes.txt'), resolver).deck;
    const { commander, ...boards } = published.boards;
    const deck = { ...published, boards: { ...boards, side: commander } };
    expect(guessFormatFrom(deck)).toBeUndefined();
    expect(guessFormatFrom(deck, cards)).toEqual({ id: 'brawl', from: 'sideboard' });
  });

  it('a Duel Masters list is played in its game’s one format; a 60-card planeswalker deck in none', () => {
    expect(guessFormatFrom(readDeckList('メインデッキ\n4 ボルシャック・ドラゴン').deck)).toEqual({
      id: 'dm',
      from: 'game',
    });
    expect(guessFormatFrom(listOf('pw__m21__Garruk, Savage Herald.txt'), mtgCards().cards)).toBeUndefined();
  });
});
