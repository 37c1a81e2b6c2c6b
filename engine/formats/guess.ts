// The format a deck list's shape points to, for the import dialog's first choice: what the list says, else a
// command zone of a Commander variant's size. A list without a command zone names none: a 60-card list led by a
// planeswalker is a constructed deck as often as a Brawl deck, and no rule reads a leader from a list's order.
import type { Deck } from '../decks/types.ts';
import { getFormat } from './index.ts';

/**
 * Commander variants by their deck size (the format's own, with the command zone) and the cards their command zone
 * holds: Commander one or two (CR 903.5a, 702.124b), Brawl one (903.12c–d), Oathbreaker an oathbreaker and its
 * signature spell, or two of each (OB 3, 5, 8).
 */
const COMMAND_ZONE_FORMATS: readonly { format: string; commandZone: readonly number[] }[] = [
  { format: 'commander', commandZone: [1, 2] },
  { format: 'brawl', commandZone: [1] },
  { format: 'oathbreaker', commandZone: [2, 4] },
];

const cardsIn = (deck: Deck, board: 'main' | 'commander') =>
  (deck.boards[board] ?? []).reduce((n, e) => n + e.count, 0);

/** The format id the list says (a Forge file's `Format=`, an Oathbreaker section), Duel Masters, or its shape's. */
export function guessDeckFormat(deck: Deck): string | undefined {
  if (deck.format) return deck.format;
  if (deck.game === 'dm') return 'dm';
  const commandZone = cardsIn(deck, 'commander');
  const total = commandZone + cardsIn(deck, 'main');
  return COMMAND_ZONE_FORMATS.find(
    (f) => f.commandZone.includes(commandZone) && getFormat(f.format)?.deck.max === total,
  )?.format;
}
