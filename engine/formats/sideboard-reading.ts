// A Commander deck from a list with no command zone or companion board: MTGO, XMage and Cockatrice lists keep the
// commanders in the sideboard, and they and Forge keep the companion there (XMage's Commander validator reads its
// sideboard as "the commander(s) and up to 1 companion"; Decklab's own writers put them there, engine/decks/lists
// fitDeckToFormat). A format with a command zone and no sideboard reads such a sideboard as what it holds.
import type { Card } from '../cards/types.ts';
import type { Board, Deck, DeckEntry } from '../decks/types.ts';
import { nameList, warning } from './deck-view.ts';
import type { FormatDefinition, Problem } from './types.ts';

/** Which of the two boards the deck already fills. */
interface Given {
  leaders: boolean;
  companion: boolean;
}

/** Where each sideboard card goes, or undefined when the sideboard is not one a list writes for a Commander deck. */
function placesOf(side: readonly DeckEntry[], cardOf: (e: DeckEntry) => Card | undefined, given: Given) {
  const cards = side.map(cardOf);
  if (side.some((e) => e.count !== 1) || cards.some((c) => c === undefined)) return undefined;
  // CR 702.139a, 103.2b: one companion, the last card with a companion ability (the writers put it after the commanders).
  const companion = given.companion ? -1 : cards.findLastIndex((c) => c?.deck.companion !== undefined);
  const places = side.map((_, i): Board =>
    i === companion && (given.leaders || side.length > 1) ? 'companion' : 'commander',
  );
  const leaders = places.filter((p) => p === 'commander').length;
  // CR 903.3, 702.124: one commander or two beside the companion; a list with a command zone left only the companion,
  // and a deck whose companion was put on its board (the validation panel's fix) only the commanders.
  if (given.leaders ? leaders !== 0 : leaders < 1 || leaders > 2) return undefined;
  return places;
}

/** The rule each board's cards answer to: who leads (CR 903.3), the companion (702.139a). */
const RULE = { commander: '903.3', companion: '702.139a' } as const;

/**
 * The deck as a format with a command zone and no sideboard reads it: a sideboard of the commanders and at most one
 * companion, of the companion alone beside a command zone, or of the commanders alone beside a companion, moves to
 * those boards, each move told as a warning. Anything else stays in the sideboard, which the format's unused-board
 * warning names.
 */
export function readSideboardAsCommandZone(
  deck: Deck,
  cards: ReadonlyMap<string, Card>,
  format: FormatDefinition,
): { deck: Deck; problems: Problem[] } {
  const side = deck.boards.side ?? [];
  const unchanged = { deck, problems: [] };
  if (!format.commander || format.commander.signatureSpells || format.boards.includes('side')) return unchanged;
  const given = {
    leaders: (deck.boards.commander ?? []).length > 0,
    companion: (deck.boards.companion ?? []).length > 0,
  };
  if (side.length === 0 || (given.leaders && given.companion)) return unchanged;
  const places = placesOf(side, (e) => (e.cardId === undefined ? undefined : cards.get(e.cardId)), given);
  if (!places) return unchanged;
  const boards: Deck['boards'] = Object.fromEntries(Object.entries(deck.boards).filter(([b]) => b !== 'side'));
  const problems: Problem[] = [];
  for (const board of ['commander', 'companion'] as const) {
    const moved = side.filter((_, i) => places[i] === board);
    if (moved.length === 0) continue;
    boards[board] = [...(boards[board] ?? []), ...moved];
    const names = moved.map((e) => e.name);
    problems.push(
      warning(
        'deck.sideboard-read',
        RULE[board],
        `${nameList(names)}: read from the sideboard as the ${board}, where lists without that board keep it`,
        names,
        { board },
      ),
    );
  }
  return { deck: { ...deck, boards }, problems };
}
