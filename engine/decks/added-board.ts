// The board a card goes to when a player adds it to a deck (quick add, a search's Enter, the card panel, a pool).
import type { Card, DmDeckZone, Game } from '../cards/types.ts';
import type { Board } from './types.ts';

const DM_DECK_ZONES: readonly Board[] = ['main', 'hyperspatial', 'gr'] satisfies DmDeckZone[];

/**
 * Where a card added to `asked` goes. In a Duel Masters deck, a card added to one of its three zones goes to the
 * zone it belongs to: psychic and dragheart cards to the hyperspatial zone (DM 100.3, 407.1), GR creatures to the
 * super GR zone (DM 100.4, 408.1, 118.2), the rest to the 40-card deck (DM 100.2). The maybe board, and any board of
 * a Magic deck, takes what is added to it.
 */
export function boardOfAddedCard(card: Pick<Card, 'dm'>, game: Game, asked: Board): Board {
  if (game !== 'dm' || !DM_DECK_ZONES.includes(asked)) return asked;
  return card.dm?.zone ?? 'main';
}
