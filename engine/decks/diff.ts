// What changed between two versions of a deck, board by board (the history), and two decks compared card by card
// (any two: a saved deck, another version, a pasted list). Cards are counted by card (its id, else its name folded),
// all printings of a card together, as the copy-limit rules count them (CR 100.2a, 201.2), so a line naming the card
// in Japanese and one naming it in English count as one card; a change of the printings pinned (the art chosen) is
// a change of its own, so a new pin never reads as "no change".
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

/** A card as decks are compared and needs counted: its id, else its folded name (an unresolved line). */
export const cardKey = (name: string, cardId?: string) => cardId ?? `name:${foldName(name)}`;

interface CardCopies {
  name: string;
  cardId?: string;
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

function countsByCard(deck: Deck, board: Board): Map<string, CardCopies> {
  const counts = new Map<string, CardCopies>();
  for (const e of deck.boards[board] ?? []) {
    const key = cardKey(e.name, e.cardId);
    let seen = counts.get(key);
    if (!seen) counts.set(key, (seen = { name: e.name, cardId: e.cardId, count: 0, printings: new Map() }));
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
  const before = countsByCard(a, board);
  const after = countsByCard(b, board);
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

/** A card of a board compared: its copies in deck A and in deck B. */
export interface ComparedCard {
  name: string;
  cardId?: string;
  a: number;
  b: number;
  /** Both decks pin printings of the card, and not the same ones: the copies of each by printing. */
  printings?: { a: PinnedCopies[]; b: PinnedCopies[] };
}

export interface BoardComparison {
  board: Board;
  onlyA: ComparedCard[];
  onlyB: ComparedCard[];
  /** In both, with other counts. */
  changed: ComparedCard[];
  /** In both, as many copies. */
  same: ComparedCard[];
  totals: { a: number; b: number };
}

export interface DeckComparison {
  /** The boards either deck holds cards in, the command zone first, as the editor shows them. */
  boards: BoardComparison[];
  /** The commanders (CR 903.3) of each deck, when either has one; `same` when both name the same cards. */
  commanders: { a: string[]; b: string[]; same: boolean } | null;
  /** Every board holds the same cards in the same counts (printings aside). */
  identical: boolean;
}

/** Boards in the order the editor shows them: the command zone, the deck, then what starts outside it. */
export const COMPARED_BOARD_ORDER: readonly Board[] = [
  'commander',
  'main',
  'side',
  'companion',
  'hyperspatial',
  'gr',
  'maybe',
];

const pinnedLabels = (copies: CardCopies) => [...copies.printings.keys()].filter(Boolean).sort();

/** Where both decks pin a printing of the card and the printings pinned differ, each deck's copies by printing. */
function printingsCompared(a: CardCopies, b: CardCopies): ComparedCard['printings'] {
  const [pinsA, pinsB] = [pinnedLabels(a), pinnedLabels(b)];
  if (pinsA.length === 0 || pinsB.length === 0 || pinsA.join('\n') === pinsB.join('\n')) return undefined;
  return { a: pinnedCopies(a), b: pinnedCopies(b) };
}

const byName = (x: ComparedCard, y: ComparedCard) => x.name.localeCompare(y.name);

function compareBoard(board: Board, a: Deck, b: Deck): BoardComparison {
  const inA = countsByCard(a, board);
  const inB = countsByCard(b, board);
  const result: BoardComparison = { board, onlyA: [], onlyB: [], changed: [], same: [], totals: { a: 0, b: 0 } };
  for (const [key, copiesA] of inA) {
    const copiesB = inB.get(key);
    const card: ComparedCard = { name: copiesA.name, a: copiesA.count, b: copiesB?.count ?? 0 };
    if (copiesA.cardId) card.cardId = copiesA.cardId;
    const printings = copiesB && printingsCompared(copiesA, copiesB);
    if (printings) card.printings = printings;
    (!copiesB ? result.onlyA : card.a === card.b ? result.same : result.changed).push(card);
    result.totals.a += card.a;
  }
  for (const [key, copiesB] of inB) {
    result.totals.b += copiesB.count;
    if (inA.has(key)) continue;
    const card: ComparedCard = { name: copiesB.name, a: 0, b: copiesB.count };
    if (copiesB.cardId) card.cardId = copiesB.cardId;
    result.onlyB.push(card);
  }
  for (const list of [result.onlyA, result.onlyB, result.changed, result.same]) list.sort(byName);
  return result;
}

const differs = (board: BoardComparison) => board.onlyA.length + board.onlyB.length + board.changed.length > 0;

function commandersOf(a: Deck, b: Deck): DeckComparison['commanders'] {
  const [inA, inB] = [a, b].map((deck) => deck.boards.commander ?? []);
  if (inA.length === 0 && inB.length === 0) return null;
  const keys = (entries: typeof inA) => entries.map((e) => cardKey(e.name, e.cardId)).sort();
  return {
    a: inA.map((e) => e.name),
    b: inB.map((e) => e.name),
    same: keys(inA).join('\n') === keys(inB).join('\n'),
  };
}

/** Deck A against deck B card by card, board by board: cards only in one, in both with other counts, the same. */
export function compareDecks(a: Deck, b: Deck): DeckComparison {
  const boards = COMPARED_BOARD_ORDER.filter(
    (board) => (a.boards[board]?.length ?? 0) + (b.boards[board]?.length ?? 0) > 0,
  ).map((board) => compareBoard(board, a, b));
  return { boards, commanders: commandersOf(a, b), identical: !boards.some(differs) };
}

/** What turns deck A into deck B: the copies to add and to remove, each as a deck of those boards. */
export function comparisonChanges(comparison: DeckComparison, game: Deck['game']): { add: Deck; remove: Deck } {
  const add: Deck = { game, name: '', boards: {} };
  const remove: Deck = { game, name: '', boards: {} };
  for (const board of comparison.boards) {
    for (const card of [...board.onlyA, ...board.onlyB, ...board.changed]) {
      const into = card.b > card.a ? add : remove;
      const entry: DeckEntry = { name: card.name, count: Math.abs(card.b - card.a) };
      if (card.cardId) entry.cardId = card.cardId;
      (into.boards[board.board] ??= []).push(entry);
    }
  }
  return { add, remove };
}
