// Proxy sheets: playtest stand-ins for a deck's cards, printed at real card size. Which copies are printed
// (the deck's boards, or what the collection lacks), which face, how many fit a page, and what a card with no
// image prints as text. Pure: the screen lays these out and the browser prints them.
import type { Card, CardFace } from '../cards/types.ts';
import type { Board, Deck, DeckEntry } from '../decks/types.ts';
import type { NeedLine } from '../collection/needs.ts';
import { NEEDED_BOARDS } from '../collection/needs.ts';
import { DOUBLE_SIDED_LAYOUTS, type ImageFace } from '../cards/image-address.ts';
import { displayedFace } from '../cards/localized.ts';
import { faceStatsText } from '../cards/face-stats.ts';
import { foldName } from '../text/fold.ts';
import { twinpactHalves } from '../dm/card.ts';

/** How Card.localizedNames joins the names of a Magic card's faces (CR 201.2). */
const MULTI_FACE_SEPARATOR = ' // ';

/** A Magic or Duel Masters card's size in millimetres (63 × 88, the standard "poker" size both games print). */
export const CARD_MM = { width: 63, height: 88 } as const;

/** Paper sizes in millimetres: ISO 216 A4 and ANSI US Letter (8.5 × 11 in). */
export const PAPER_SIZES = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;

/** Most printers cannot print the outermost few millimetres of a sheet: no card is placed there. */
export const PRINTER_MARGIN_MM = 5;

export interface SheetGrid {
  columns: number;
  rows: number;
  perPage: number;
}

/** How many whole cards fit the printable area of a paper size, in columns and rows. */
export function sheetGrid(paper: PaperSize): SheetGrid {
  const { width, height } = PAPER_SIZES[paper];
  const columns = Math.floor((width - 2 * PRINTER_MARGIN_MM) / CARD_MM.width);
  const rows = Math.floor((height - 2 * PRINTER_MARGIN_MM) / CARD_MM.height);
  return { columns, rows, perPage: columns * rows };
}

/** One physical copy a deck asks for. */
export interface ProxyCopy {
  name: string;
  cardId?: string;
  /** The printing the deck pins for the entry, when it pins one with an id; else the card's default image. */
  printingId?: string;
  printing?: { set: string; collectorNumber: string };
}

function copiesOf(entry: DeckEntry): ProxyCopy[] {
  const copy: ProxyCopy = { name: entry.name };
  if (entry.cardId) copy.cardId = entry.cardId;
  if (entry.printing?.id) copy.printingId = entry.printing.id;
  if (entry.printing) copy.printing = { set: entry.printing.set, collectorNumber: entry.printing.collectorNumber };
  return Array.from({ length: entry.count }, () => ({ ...copy }));
}

/** Every copy of the chosen boards, board by board in the order given, entries in deck order. */
export function deckCopies(deck: Deck, boards: readonly Board[]): ProxyCopy[] {
  return boards.flatMap((board) => (deck.boards[board] ?? []).flatMap(copiesOf));
}

const sameCard = (copy: ProxyCopy, line: NeedLine) =>
  line.cardId ? copy.cardId === line.cardId : foldName(copy.name) === foldName(line.name);

const samePrinting = (copy: ProxyCopy, line: NeedLine) =>
  !line.printing ||
  (copy.printing?.set.toLowerCase() === line.printing.set.toLowerCase() &&
    copy.printing.collectorNumber === line.printing.collectorNumber);

const pinnedFirst = (a: ProxyCopy, b: ProxyCopy) => Number(!a.printingId) - Number(!b.printingId);

/**
 * The copies the collection lacks (collection.needs' lines): for each line, its `missing` copies taken from the
 * deck's copies of that card (of that printing when the line names one) on the boards a player must own, each
 * with the printing its entry pins. Copies of any printing the player owns cover the unpinned entries first: a
 * pinned printing is the look the player chose, so its copies are the ones left to proxy.
 */
export function missingCopies(deck: Deck, lines: readonly NeedLine[]): ProxyCopy[] {
  const copies = deckCopies(deck, NEEDED_BOARDS);
  return lines
    .filter((line) => line.missing > 0)
    .flatMap((line) =>
      copies
        .filter((c) => sameCard(c, line) && samePrinting(c, line))
        .sort(pinnedFirst)
        .slice(0, line.missing),
    );
}

/** Front faces only, or both sides of a double-sided card (each side its own card on the sheet). */
export const PROXY_FACE_CHOICES = ['front', 'both'] as const;
export type ProxyFaces = (typeof PROXY_FACE_CHOICES)[number];

/** One card-sized box of a sheet: a copy and the side of it printed there. */
export interface ProxySlot extends ProxyCopy {
  face: ImageFace;
}

/** Whether a card has two sides with a face each (a transforming or modal double-faced card, CR 712.1). */
const isDoubleSided = (card: Card | undefined) => card !== undefined && DOUBLE_SIDED_LAYOUTS.has(card.layout);

/** The boxes to print: a copy's front, and its back too for a double-sided card when both faces are asked for. */
export function proxySlots(
  copies: readonly ProxyCopy[],
  cardOf: (id: string) => Card | undefined,
  faces: ProxyFaces,
): ProxySlot[] {
  return copies.flatMap((copy): ProxySlot[] => {
    const both = faces === 'both' && isDoubleSided(copy.cardId ? cardOf(copy.cardId) : undefined);
    return both
      ? [
          { ...copy, face: 'front' },
          { ...copy, face: 'back' },
        ]
      : [{ ...copy, face: 'front' }];
  });
}

/** The boxes page by page, each page full but the last. */
export function proxyPages<T>(slots: readonly T[], paper: PaperSize): T[][] {
  const { perPage } = sheetGrid(paper);
  const pages: T[][] = [];
  for (let i = 0; i < slots.length; i += perPage) pages.push(slots.slice(i, i + perPage));
  return pages;
}

/** One face of a text stand-in, as the card prints it. */
export interface StandInFace {
  /** The face's English name. */
  name: string;
  /** Its Japanese name, when the window speaks Japanese and the data has one. */
  localName?: string;
  /** Magic: the mana cost in braces ("{1}{U}"); Duel Masters: the cost as a number (DM 201). */
  cost: string;
  typeLine: string;
  text: string;
  /** Power/toughness, loyalty or defense; Duel Masters' power (face-stats.ts). */
  stats: string;
  /** Duel Masters: the face's civilizations, a mana card of each needed to pay its cost; Magic's are in its cost. */
  civilizations: string[];
}

/** The faces printed in one box: the side asked for of a double-sided card, else every face on the card's one side. */
function printedFaces(card: Card, face: ImageFace): number[] {
  if (isDoubleSided(card)) return [face === 'back' ? 1 : 0];
  return card.faces.map((_, i) => i);
}

function standInFace(card: Card, index: number, lang: string): StandInFace {
  const face: CardFace = card.faces[index];
  const shown = displayedFace(card, index, lang);
  const result: StandInFace = {
    name: face.name,
    cost: card.game === 'dm' ? String(face.manaValue) : face.manaCost,
    typeLine: shown.typeLine,
    text: shown.text,
    stats: faceStatsText(card.game, face),
    civilizations: card.game === 'dm' ? face.colors : [],
  };
  const localName = lang === 'ja' ? localFaceName(card, index) : undefined;
  if (localName && localName !== face.name) result.localName = localName;
  return result;
}

/**
 * A face's Japanese name: the card's per-face text, else (a one-faced card, or a Duel Masters card whose name
 * comes from the ja-names overlay) the card's localized name, split by " // " (CR 201.2) or a twinpact's "/"
 * (DM 810.4) per face.
 */
export function localFaceName(card: Card, index: number): string | undefined {
  const perFace = card.localized?.ja?.faces[index]?.name;
  if (perFace) return perFace;
  const whole = card.localizedNames.ja;
  if (!whole) return undefined;
  if (card.faces.length === 1) return whole;
  const parts = card.game === 'dm' ? twinpactHalves(whole) : whole.split(MULTI_FACE_SEPARATOR);
  return parts?.length === card.faces.length ? parts[index] : undefined;
}

/** What a box prints when there is no image: each printed face's name, cost, type line, rules text and stats. */
export function standInContent(card: Card, face: ImageFace, lang: string): StandInFace[] {
  return printedFaces(card, face).map((i) => standInFace(card, i, lang));
}
