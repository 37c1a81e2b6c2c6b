// Editing a deck as text in place (Moxfield's "Bulk Edit"): the deck's boards written as the game's text list, one
// section per board, and the list read back (by the same reader and card resolution as an import) made the deck's
// new boards. A line the player left as it was keeps what a line cannot say (the printing's id, Forge's art index,
// an MTGO catalog id, tags no line can hold).
import type { Game } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import { BOARDS, type Board, type Deck, type DeckEntry } from './types.ts';
import { deckListFormat, type DeckListFormatId, type DeckListProblem } from './lists/index.ts';
import { bracketedCardLine } from './lists/card-line.ts';
import { diffDecks, type BoardDiff } from './diff.ts';

/** The text list a deck of each game is edited in: sections per board, pins, finishes and tags on the card line. */
export const TEXT_EDIT_FORMAT: Readonly<Record<Game, DeckListFormatId>> = { mtg: 'text', dm: 'dm' };

/** The boards the game's text list writes as sections; a deck's others (none for a deck of its game) stay as they are. */
const editedBoards = (game: Game): readonly Board[] => deckListFormat(TEXT_EDIT_FORMAT[game]).info.boards;

/** The deck's boards as text: its name, notes and tags are the deck's own, not the text's, so they are left out. */
export function deckAsText(deck: Deck): string {
  const boards = Object.fromEntries(editedBoards(deck.game).map((b) => [b, deck.boards[b] ?? []]));
  return deckListFormat(TEXT_EDIT_FORMAT[deck.game]).write({ game: deck.game, name: '', boards });
}

/** The problems that keep the text from being applied: a line not taken into the deck as written. */
export const blockingProblems = (problems: readonly DeckListProblem[]): DeckListProblem[] =>
  problems.filter((p) => p.severity === 'error');

/**
 * What a card line says of an entry apart from its count: the card (its id once resolved), the pinned set and
 * number, the finish and the tags a line can hold, as the line writes them.
 */
function lineKey(entry: DeckEntry): string {
  const said = bracketedCardLine({ name: '', count: 0, printing: entry.printing, tags: entry.tags });
  return `${entry.cardId ?? foldName(entry.name)}\n${said}`;
}

/** The entry a line read stands for: the deck's own when the line says the same of it, with the line's count. */
function keptEntry(read: DeckEntry, before: DeckEntry | undefined): DeckEntry {
  if (!before) return read;
  return { ...before, count: read.count, ...(read.cardId ? { cardId: read.cardId } : {}) };
}

/**
 * The deck's new boards from the deck read from its text: each entry read takes the place of an entry of the deck the
 * line says the same of (the same board first, then another: a card moved), keeping all the entry held; the others
 * are as read. Entries follow the text's order; boards the text does not write are kept.
 */
export function boardsFromText(before: Deck, read: Deck): Deck['boards'] {
  const edited = editedBoards(before.game);
  const unused = new Map<string, { board: Board; entry: DeckEntry }[]>();
  for (const board of edited)
    for (const entry of before.boards[board] ?? []) {
      const key = lineKey(entry);
      unused.set(key, [...(unused.get(key) ?? []), { board, entry }]);
    }
  /** An unused entry of the deck the line says the same of: in `board`, or in any board. */
  const take = (entry: DeckEntry, board: Board | undefined): DeckEntry | undefined => {
    const candidates = unused.get(lineKey(entry)) ?? [];
    const i = board === undefined ? (candidates.length > 0 ? 0 : -1) : candidates.findIndex((c) => c.board === board);
    return i < 0 ? undefined : candidates.splice(i, 1)[0].entry;
  };
  const placed = new Map<DeckEntry, DeckEntry>();
  for (const board of edited)
    for (const entry of read.boards[board] ?? []) {
      const same = take(entry, board);
      if (same) placed.set(entry, keptEntry(entry, same));
    }
  for (const board of edited)
    for (const entry of read.boards[board] ?? [])
      if (!placed.has(entry)) placed.set(entry, keptEntry(entry, take(entry, undefined)));
  const boards: Deck['boards'] = {};
  for (const board of BOARDS) {
    const entries = edited.includes(board) ? read.boards[board]?.map((e) => placed.get(e)!) : before.boards[board];
    if (entries?.length) boards[board] = entries;
  }
  return boards;
}

/** What applying the text changed, as the player is told: copies added and removed, cards whose count or printing changed. */
export interface TextEditSummary {
  added: number;
  removed: number;
  changed: number;
  /** Board by board, as the version history tells a change (diff.ts). */
  boards: BoardDiff[];
}

export function textEditSummary(before: Deck, after: Deck): TextEditSummary {
  const { boards } = diffDecks(before, after);
  return {
    added: boards.reduce((n, b) => n + b.cardsAdded, 0),
    removed: boards.reduce((n, b) => n + b.cardsRemoved, 0),
    changed: boards.reduce((n, b) => n + b.changed.length + b.printings.length, 0),
    boards,
  };
}
