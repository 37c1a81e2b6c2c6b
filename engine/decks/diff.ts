// What changed between two versions of a deck, board by board. Cards are compared by name (folded),
// all printings of a card together, as the copy-limit rules count them (CR 100.2a, 201.2).
import { foldName } from '../text/fold.ts';
import { BOARDS, type Board, type Deck } from './types.ts';

export interface CardCountChange {
  name: string;
  /** Copies before and after; 0 when the card was absent. */
  from: number;
  to: number;
}

export interface BoardDiff {
  board: Board;
  added: CardCountChange[];
  removed: CardCountChange[];
  changed: CardCountChange[];
  /** Copies added and removed in this board, all changes counted. */
  cardsAdded: number;
  cardsRemoved: number;
}

export interface DeckDiff {
  /** Boards with at least one change, in board order. */
  boards: BoardDiff[];
  /** Deck name, format, notes or tags changed. */
  detailsChanged: ('name' | 'format' | 'notes' | 'tags')[];
  unchanged: boolean;
}

function countsByName(deck: Deck, board: Board): Map<string, { name: string; count: number }> {
  const counts = new Map<string, { name: string; count: number }>();
  for (const e of deck.boards[board] ?? []) {
    const key = foldName(e.name);
    const seen = counts.get(key);
    if (seen) seen.count += e.count;
    else counts.set(key, { name: e.name, count: e.count });
  }
  return counts;
}

function diffBoard(board: Board, a: Deck, b: Deck): BoardDiff {
  const before = countsByName(a, board);
  const after = countsByName(b, board);
  const diff: BoardDiff = { board, added: [], removed: [], changed: [], cardsAdded: 0, cardsRemoved: 0 };
  for (const [key, { name, count }] of after) {
    const from = before.get(key)?.count ?? 0;
    if (from === count) continue;
    (from === 0 ? diff.added : diff.changed).push({ name, from, to: count });
  }
  for (const [key, { name, count }] of before) {
    if (!after.has(key)) diff.removed.push({ name, from: count, to: 0 });
  }
  for (const c of [...diff.added, ...diff.removed, ...diff.changed]) {
    if (c.to > c.from) diff.cardsAdded += c.to - c.from;
    else diff.cardsRemoved += c.from - c.to;
  }
  return diff;
}

const isEmpty = (d: BoardDiff) => d.added.length + d.removed.length + d.changed.length === 0;

function changedDetails(a: Deck, b: Deck): DeckDiff['detailsChanged'] {
  const details: DeckDiff['detailsChanged'] = [];
  if (a.name !== b.name) details.push('name');
  if ((a.format ?? '') !== (b.format ?? '')) details.push('format');
  if ((a.notes ?? '') !== (b.notes ?? '')) details.push('notes');
  if ((a.tags ?? []).join('\n') !== (b.tags ?? []).join('\n')) details.push('tags');
  return details;
}

export function diffDecks(a: Deck, b: Deck): DeckDiff {
  const boards = BOARDS.map((board) => diffBoard(board, a, b)).filter((d) => !isEmpty(d));
  const detailsChanged = changedDetails(a, b);
  return { boards, detailsChanged, unchanged: boards.length === 0 && detailsChanged.length === 0 };
}
