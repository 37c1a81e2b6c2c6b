// The format a deck list's shape points to, for the import dialog's first choice: what the list says, else a
// command zone of a Commander variant's size, else (with the cards known) a sideboard that validation reads as such a
// command zone (an MTGO, XMage or Cockatrice list keeps the commander there). A list without either names none: a
// 60-card list led by a planeswalker is a constructed deck as often as a Brawl deck, and no rule reads a leader from a
// list's order.
import type { Card } from '../cards/types.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { legendaryOfType } from './checks/commander.ts';
import { getFormat } from './index.ts';
import { readSideboardAsCommandZone } from './sideboard-reading.ts';
import type { FormatDefinition } from './types.ts';

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

/** The Commander variant whose size the command zone and main deck make. */
function shapeFormat(deck: Deck): string | undefined {
  const commandZone = cardsIn(deck, 'commander');
  const total = commandZone + cardsIn(deck, 'main');
  return COMMAND_ZONE_FORMATS.find(
    (f) => f.commandZone.includes(commandZone) && getFormat(f.format)?.deck.max === total,
  )?.format;
}

/** CR 903.3, 903.3a (903.12c in Brawl: a legendary planeswalker too): the card may lead a deck of the format. */
const mayLead = (card: Card | undefined, format: FormatDefinition) =>
  card !== undefined && (card.deck.canBeCommander || legendaryOfType(card, format.commander?.alsoLegendary ?? []));

/**
 * The Commander variant a list with no command zone is, read as the format reads its sideboard
 * (readSideboardAsCommandZone): the read commanders may lead, and they and the main deck make the format's size. A
 * 59-card list with one legendary creature in its sideboard is a Brawl deck, 99 with one or two a Commander deck.
 */
function sideboardFormat(deck: Deck, cards: ReadonlyMap<string, Card>): string | undefined {
  const cardOf = (e: DeckEntry) => (e.cardId === undefined ? undefined : cards.get(e.cardId));
  return COMMAND_ZONE_FORMATS.find(({ format: id }) => {
    const format = getFormat(id);
    if (!format) return false;
    const read = readSideboardAsCommandZone(deck, cards, format).deck;
    const leaders = read.boards.commander ?? [];
    return leaders.length > 0 && leaders.every((e) => mayLead(cardOf(e), format)) && shapeFormat(read) === id;
  })?.format;
}

/**
 * What a guess read (the list named no format): the deck's game when it has one format (Duel Masters), its command
 * zone and size, or a sideboard holding a Commander variant's commanders.
 */
export type FormatGuessSource = 'game' | 'command-zone' | 'sideboard';

/** The format a list that names none is played in, and what in the list made it; undefined when nothing does. */
export function guessFormatFrom(
  deck: Deck,
  cards?: ReadonlyMap<string, Card>,
): { id: string; from: FormatGuessSource } | undefined {
  if (deck.game === 'dm') return { id: 'dm', from: 'game' };
  const shape = shapeFormat(deck);
  if (shape) return { id: shape, from: 'command-zone' };
  const sideboard = cards ? sideboardFormat(deck, cards) : undefined;
  return sideboard ? { id: sideboard, from: 'sideboard' } : undefined;
}

/**
 * The format id the list says (a Forge file's `Format=`, an Oathbreaker section), Duel Masters, or its shape's; with
 * the deck resolved to `cards`, a sideboard holding a Commander or Brawl deck's commanders counts as its command zone.
 */
export function guessDeckFormat(deck: Deck, cards?: ReadonlyMap<string, Card>): string | undefined {
  return deck.format ?? guessFormatFrom(deck, cards)?.id;
}
