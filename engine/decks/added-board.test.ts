// The board a card added to a deck goes to: a Duel Masters psychic or GR creature to its own zone (DM 407.1, 408.1),
// real cards from the shared Duel Masters data and MTGJSON sets.
import { describe, expect, it } from 'vitest';
import { boardOfAddedCard } from './added-board.ts';
import { card, dmCards, mtgCards } from '../../test/real-decks.ts';
import type { Board } from './types.ts';

const dm = (name: string) => card(name, dmCards());

describe('boardOfAddedCard', () => {
  it('sends a psychic creature added to the deck to the hyperspatial zone (DM 100.3, 407.1)', () => {
    expect(boardOfAddedCard(dm('Gaial Kaiser'), 'dm', 'main')).toBe('hyperspatial');
    expect(boardOfAddedCard(dm('Deepsea Janus, Temporal Warpanther'), 'dm', 'main')).toBe('hyperspatial');
  });

  it('sends a GR creature added to the deck to the super GR zone (DM 100.4, 408.1)', () => {
    expect(boardOfAddedCard(dm('Dusaico, Darma GR'), 'dm', 'main')).toBe('gr');
    expect(boardOfAddedCard(dm('Osomatsu, Miracle Eldest Son'), 'dm', 'hyperspatial')).toBe('gr');
  });

  it('sends a deck card added to a side zone to the 40-card deck (DM 100.2, 118.2)', () => {
    expect(boardOfAddedCard(dm('Bolshack Dragon'), 'dm', 'gr')).toBe('main');
    expect(boardOfAddedCard(dm('Bolshack Dragon'), 'dm', 'hyperspatial')).toBe('main');
    expect(boardOfAddedCard(dm('Bolshack Dragon'), 'dm', 'main')).toBe('main');
  });

  it('leaves the maybe board, and every board of a Magic deck, as asked', () => {
    expect(boardOfAddedCard(dm('Gaial Kaiser'), 'dm', 'maybe')).toBe('maybe');
    const boards: Board[] = ['main', 'side', 'maybe', 'commander', 'companion'];
    const mountain = card('Mountain', mtgCards());
    expect(boards.map((b) => boardOfAddedCard(mountain, 'mtg', b))).toEqual(boards);
  });
});
