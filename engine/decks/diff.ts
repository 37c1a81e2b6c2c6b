// What changed between two versions of a deck, board by board. Cards are counted by name (folded), all printings
// of a card together, as the copy-limit rules count them (CR 100.2a, 201.2); a change of the printings pinned
// (the art chosen) is a change of its own, so a new pin never reads as "no change".
import { foldName } from '../text/fold.ts';
import { BOARDS, type Board, type Deck, type DeckEntry } from './types.ts';
import { finishOf } from './finish.ts';

export interface CardCountChange {
  name: string;
  /** Copies before and after; 0 when the card was absent. */
  from: number;
  to: number;
}

/** Copies of a card by printing: "M21 123" (with " foil" when asked foil), '' for copies of any printing. */
export interface PinnedCopies {
  printing: string;
  count: number;
}

/** A card present before and after whose copies name other printings. */
export interface PrintingChange {
  name: string;
  from: PinnedCopies[];
  to: PinnedCopies[];
}

export interface BoardDiff {
  board: Board;
  added: CardCountChange[];
  removed: CardCountChange[];
  changed: CardCountChange[];
  /** Cards in the board before and after whose pinned printings changed. */
  printings: PrintingChange[];
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

interface CardCopies {
  name: string;
  count: number;
  /** Copies per printing label, in the order first met. */
  printings: Map<string, number>;
}

function printingLabel(entry: DeckEntry): string {
  const p = entry.printing;
  const finish = p?.foil ? finishOf(p) : '';
  if (!p?.set) return finish;
  const place = [p.set.toUpperCase(), p.collectorNumber || (p.artIndex !== undefined ? `#${p.artIndex}` : '')];
  return [...place.filter(Boolean), finish].filter(Boolean).join(' ');
}

function countsByName(deck: Deck, board: Board): Map<string, CardCopies> {
  const counts = new Map<string, CardCopies>();
  for (const e of deck.boards[board] ?? []) {
    const key = foldName(e.name);
    let seen = counts.get(key);
    if (!seen) counts.set(key, (seen = { name: e.name, count: 0, printings: new Map() }));
    seen.count += e.count;
    const label = printingLabel(e);
    seen.printings.set(label, (seen.printings.get(label) ?? 0) + e.count);
  }
  return counts;
}

const pinnedCopies = (copies: CardCopies): PinnedCopies[] =>
  [...copies.printings]
    .map(([printing, count]) => ({ printing, count }))
    .sort((a, b) => a.printing.localeCompare(b.printing));

const samePins = (a: PinnedCopies[], b: PinnedCopies[]) =>
  a.length === b.length && a.every((x, i) => x.printing === b[i].printing && x.count === b[i].count);

function diffBoard(board: Board, a: Deck, b: Deck): BoardDiff {
  const before = countsByName(a, board);
  const after = countsByName(b, board);
  const diff: BoardDiff = {
    board,
    added: [],
    removed: [],
    changed: [],
    printings: [],
    cardsAdded: 0,
    cardsRemoved: 0,
  };
  for (const [key, copies] of after) {
    const { name, count } = copies;
    const was = before.get(key);
    const from = was?.count ?? 0;
    if (was) {
      const [pinsBefore, pinsAfter] = [pinnedCopies(was), pinnedCopies(copies)];
      // A count change alone is told by `changed`; copies moved between printings, or a printing new or gone, here.
      const otherPrintings =
        pinsBefore.map((p) => p.printing).join('\n') !== pinsAfter.map((p) => p.printing).join('\n');
      if (otherPrintings || (from === count && !samePins(pinsBefore, pinsAfter)))
        diff.printings.push({ name, from: pinsBefore, to: pinsAfter });
    }
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

const isEmpty = (d: BoardDiff) => d.added.length + d.removed.length + d.changed.length + d.printings.length === 0;

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
