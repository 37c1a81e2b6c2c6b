// The deck editor's entries as one Tab stop (WAI-ARIA's roving tabindex, the listbox pattern): Tab enters the
// list at one entry and leaves it with the next press; arrows, Home and End move within it.
import type { Board, Deck } from '../../engine/decks/types.ts';

/** An entry's place: its board and its index there. */
export interface RowPlace {
  board: Board;
  index: number;
}

/** "board:index", how the lists key an entry. */
export const placeKey = ({ board, index }: RowPlace): string => `${board}:${index}`;

/**
 * The entry Tab stops at: the one last focused while the deck still holds it, so Shift+Tab comes back to where
 * the keys were working, else the first shown (`firstShown` gives a board's first entry as the list draws it).
 */
export function tabStop(
  selected: RowPlace | null,
  boards: readonly Board[],
  entries: Deck['boards'],
  firstShown: (board: Board) => number | undefined,
): string | null {
  if (selected && selected.index < (entries[selected.board]?.length ?? 0)) return placeKey(selected);
  for (const board of boards) {
    const index = firstShown(board);
    if (index !== undefined) return placeKey({ board, index });
  }
  return null;
}
