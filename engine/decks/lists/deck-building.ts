// Small helpers the readers share to assemble a Deck and the writers share to walk one.
import type { Game } from '../../cards/types.ts';
import type { Board, Deck, DeckEntry } from '../types.ts';

export function emptyDeck(game: Game, name = ''): Deck {
  return { game, name, boards: {} };
}

export function addEntry(deck: Deck, board: Board, entry: DeckEntry): void {
  (deck.boards[board] ??= []).push(entry);
}

/** The boards of `order` that hold at least one entry, with their entries. */
export function filledBoards(deck: Deck, order: readonly Board[]): [Board, DeckEntry[]][] {
  return order.flatMap((board): [Board, DeckEntry[]][] => {
    const entries = deck.boards[board];
    return entries && entries.length > 0 ? [[board, entries]] : [];
  });
}

export function boardCardCount(deck: Deck, board: Board): number {
  return (deck.boards[board] ?? []).reduce((sum, e) => sum + e.count, 0);
}

/** Appends a line to the deck's notes (comments and descriptions a list carries). */
export function appendNote(deck: Deck, line: string): void {
  deck.notes = deck.notes === undefined ? line : `${deck.notes}\n${line}`;
}

/**
 * The most copies one line of a deck list may hold: more than any deck plays (a 60-card deck of one basic land
 * and "any number" cards stay far below), few enough that every sum over a deck stays exact.
 */
export const MAX_CARD_COUNT = 9_999;

/** Parses a whole count from 1 to MAX_CARD_COUNT ("4", "４"); undefined for 0, larger counts and non-numbers. */
export function parseCount(text: string): number | undefined {
  const normalized = text.normalize('NFKC').trim();
  if (!/^\d+$/.test(normalized)) return undefined;
  const n = Number(normalized);
  return n > 0 && n <= MAX_CARD_COUNT ? n : undefined;
}

/** The extension of a file name, lower case, without the dot. */
export function extensionOf(fileName: string | undefined): string {
  const m = fileName ? /\.([^./\\]+)$/.exec(fileName) : null;
  return m ? m[1].toLowerCase() : '';
}
