// Deck registration sheets (MTR 2.7: at Competitive events a player registers their deck and sideboard): the
// Wizards form for Magic, the Japanese event sheet for Duel Masters. Which lines each section holds, their totals,
// and how the lines flow into the form's boxes and, past them, onto continuation pages. Pure: the screen lays the
// boxes out and the browser prints them.
import stringWidth from 'string-width';
import type { Card } from '../cards/types.ts';
import type { Board, Deck, DeckEntry } from './types.ts';
import { cardTypeGroup } from './grouping.ts';
import { localFaceName } from '../proxies/sheet.ts';
import { foldName } from '../text/fold.ts';

/** A section of the sheet: a box of the form with its own total. */
export type RegistrationSectionId = 'commander' | 'main' | 'side' | 'hyperspatial' | 'gr';

/**
 * The boards each section lists, per game. The maybeboard is never registered. A companion starts the game
 * outside it, as a sideboard card (CR 702.139a, 103.2b; IPG 3.4 lets a player swap deck and sideboard for it).
 */
const SECTION_BOARDS: Record<Card['game'], readonly (readonly [RegistrationSectionId, readonly Board[]])[]> = {
  mtg: [
    ['commander', ['commander']],
    ['main', ['main']],
    ['side', ['side', 'companion']],
  ],
  // DM 100.2–100.4: the 40-card deck, the hyperspatial zone (up to 8) and the super GR zone (12).
  dm: [
    ['main', ['main']],
    ['hyperspatial', ['hyperspatial']],
    ['gr', ['gr']],
  ],
};

/** The sections a sheet always prints, empty or not (the form's boxes); the others only when the deck has cards. */
const ALWAYS_PRINTED: ReadonlySet<RegistrationSectionId> = new Set(['main', 'side', 'hyperspatial', 'gr']);

export const REGISTRATION_ORDERS = ['type', 'alphabetical', 'deck'] as const;
/** Lines by card type (lands together, last, as players fill the form), by name, or as the deck lists them. */
export type RegistrationOrder = (typeof REGISTRATION_ORDERS)[number];

export const REGISTRATION_LANGUAGES = ['en', 'ja'] as const;
/** The language the names are written in: English, or Japanese where the card data has the name. */
export type RegistrationLanguage = (typeof REGISTRATION_LANGUAGES)[number];

/** The language a game's events expect by default: English names for Magic (CR 201.2), Japanese for Duel Masters. */
export const DEFAULT_REGISTRATION_LANGUAGE: Record<Card['game'], RegistrationLanguage> = { mtg: 'en', dm: 'ja' };

/** What the player writes at the top of the sheet. */
export interface RegistrationHeader {
  firstName: string;
  lastName: string;
  /** The Wizards account or the Duel Masters player ID. */
  playerId: string;
  event: string;
  date: string;
  location: string;
  deckName: string;
  deckDesigner: string;
}
export type RegistrationField = keyof RegistrationHeader;

/** The header's fields as each form prints them (the Duel Masters sheet names no deck designer). */
const HEADER_FIELDS: Record<Card['game'], readonly RegistrationField[]> = {
  mtg: ['firstName', 'lastName', 'playerId', 'event', 'date', 'location', 'deckName', 'deckDesigner'],
  dm: ['lastName', 'firstName', 'playerId', 'event', 'date', 'location', 'deckName'],
};

export interface RegistrationLine {
  /** The name as written on the sheet. */
  name: string;
  count: number;
  cardId?: string;
  /** The boards its copies come from (a companion's line in the sideboard names 'companion'). */
  boards: Board[];
  /** How many of the form's lines it takes: a name too long for one wraps onto the next, never cut. */
  units: number;
  /** The first line of a card type's group, when the lines go by type. */
  groupStart?: boolean;
}

export interface RegistrationSection {
  id: RegistrationSectionId;
  lines: RegistrationLine[];
  /** The copies its lines count, the form's "Total number of cards". */
  total: number;
}

/** A box of lines on a page: part of one section, the form's lines left blank after its own. */
export interface SheetBox {
  section: RegistrationSectionId;
  /** A section's box after its first ("Main deck continued"). */
  continued: boolean;
  lines: RegistrationLine[];
  /** Empty lines drawn under the box's lines, up to its size on the form. */
  blankLines: number;
  /** The section's total is printed under this box: its last on the first page. */
  showsTotal: boolean;
}

export interface SheetPage {
  columns: SheetBox[][];
}

export interface RegistrationSheet {
  game: Card['game'];
  fields: { key: RegistrationField; value: string }[];
  sections: RegistrationSection[];
  pages: SheetPage[];
}

export interface RegistrationOptions {
  order: RegistrationOrder;
  language: RegistrationLanguage;
}

/**
 * The width of a name box in half-width characters (a kanji or kana takes two), at the sheet's type size: the name
 * column of a line (about 62 mm at 9 pt). A longer name wraps onto as many lines as it needs.
 */
export const NAME_BOX_HALF_WIDTHS = 34;

/** A box's heading and a section's total each take a line of the column. */
const HEADING_UNITS = 1;

/**
 * The first page's boxes, in lines, per column (the Wizards form: "Main deck" 32 lines, "Main deck continued" 12,
 * "Sideboard" 15; the Duel Masters sheet: main deck 32 + 8 for its 40 cards, hyperspatial 8, GR 12). A commander's
 * box, when the deck has one, sits at the top of the second column, where the form has room.
 */
const FIRST_PAGE: Record<Card['game'], readonly (readonly { section: RegistrationSectionId; lines: number }[])[]> = {
  mtg: [
    [{ section: 'main', lines: 32 }],
    [
      { section: 'commander', lines: 2 },
      { section: 'main', lines: 12 },
      { section: 'side', lines: 15 },
    ],
  ],
  dm: [
    [{ section: 'main', lines: 32 }],
    [
      { section: 'main', lines: 8 },
      { section: 'hyperspatial', lines: 8 },
      { section: 'gr', lines: 12 },
    ],
  ],
};

/** A continuation page: two columns of this many lines (headings included), under a short header. */
export const CONTINUATION_COLUMNS = 2;
export const CONTINUATION_COLUMN_UNITS = 42;

/** How many lines of the form a name takes. */
export function nameUnits(name: string): number {
  return Math.max(1, Math.ceil(stringWidth(name) / NAME_BOX_HALF_WIDTHS));
}

/**
 * Split cards have two names (CR 709.4a) and are written with both ("Response // Resurgence"). A double-faced card
 * outside the game has only its front face's characteristics (CR 712.8a), an adventurer card its normal ones
 * (715.4), a flip card its upright ones (710.4a): each is written by that name, the one its copies answer to in
 * a deck. A Duel Masters card's name is the card's (a twinpact's both halves, DM 810.4; a two-sided card its
 * front's, 805.3).
 */
const BOTH_NAMES_LAYOUTS: ReadonlySet<string> = new Set(['split', 'aftermath', 'fuse']);

/** The name a card is registered by, in the language asked where the card data has it. */
export function registeredName(card: Card, language: RegistrationLanguage): string {
  const whole = card.game === 'dm' || card.faces.length < 2 || BOTH_NAMES_LAYOUTS.has(card.layout);
  if (language === 'ja') {
    const ja = whole ? card.localizedNames.ja : localFaceName(card, 0);
    if (ja) return ja;
  }
  return whole ? card.name : card.faces[0].name;
}

const lineKey = (entry: DeckEntry) => entry.cardId ?? `?${foldName(entry.name)}`;

/** One line per card of the section's boards, its copies added up, in the deck's order of first appearance. */
function sectionLines(
  deck: Deck,
  boards: readonly Board[],
  cards: Readonly<Record<string, Card>>,
  language: RegistrationLanguage,
): RegistrationLine[] {
  const lines = new Map<string, RegistrationLine>();
  for (const board of boards)
    for (const entry of deck.boards[board] ?? []) {
      if (entry.count <= 0) continue;
      const key = lineKey(entry);
      const known = lines.get(key);
      if (known) {
        known.count += entry.count;
        if (!known.boards.includes(board)) known.boards.push(board);
        continue;
      }
      const card = entry.cardId ? cards[entry.cardId] : undefined;
      const name = card ? registeredName(card, language) : entry.name;
      lines.set(key, {
        name,
        count: entry.count,
        ...(entry.cardId ? { cardId: entry.cardId } : {}),
        boards: [board],
        units: nameUnits(name),
      });
    }
  return [...lines.values()];
}

const collatorOf = (language: RegistrationLanguage) => new Intl.Collator(language, { numeric: true });

function ordered(
  lines: RegistrationLine[],
  cards: Readonly<Record<string, Card>>,
  options: RegistrationOptions,
): RegistrationLine[] {
  if (options.order === 'deck') return lines;
  const collator = collatorOf(options.language);
  const byName = (a: RegistrationLine, b: RegistrationLine) => collator.compare(a.name, b.name);
  if (options.order === 'alphabetical') return [...lines].sort(byName);
  const groupOf = (line: RegistrationLine) => {
    const card = line.cardId ? cards[line.cardId] : undefined;
    return card ? cardTypeGroup(card).order : Number.MAX_SAFE_INTEGER;
  };
  const sorted = [...lines].sort((a, b) => groupOf(a) - groupOf(b) || byName(a, b));
  return sorted.map((line, i) =>
    i > 0 && groupOf(sorted[i - 1]) !== groupOf(line) ? { ...line, groupStart: true } : line,
  );
}

/** The sheet's sections: every line of the boards a player registers, with its count and each section's total. */
export function registrationSections(
  deck: Deck,
  cards: Readonly<Record<string, Card>>,
  options: RegistrationOptions,
): RegistrationSection[] {
  return SECTION_BOARDS[deck.game]
    .map(([id, boards]) => {
      const lines = ordered(sectionLines(deck, boards, cards, options.language), cards, options);
      return { id, lines, total: lines.reduce((n, l) => n + l.count, 0) };
    })
    .filter((section) => section.lines.length > 0 || ALWAYS_PRINTED.has(section.id));
}

/** Lines taken from the front of `lines` while they fit `units`; the rest left where they are. */
function takeFitting(lines: RegistrationLine[], units: number): RegistrationLine[] {
  const taken: RegistrationLine[] = [];
  let used = 0;
  while (lines.length > 0 && used + lines[0].units <= units) {
    used += lines[0].units;
    taken.push(lines.shift()!);
  }
  return taken;
}

const unitsOf = (lines: readonly RegistrationLine[]) => lines.reduce((n, l) => n + l.units, 0);

/**
 * The pages: the form's first page, each section's lines poured into its boxes in order, then what is left of each
 * section, in section order, on continuation pages of two columns, each part under its section's heading. No line
 * is ever cut or dropped.
 */
export function sheetPages(game: Card['game'], sections: readonly RegistrationSection[]): SheetPage[] {
  const left = new Map(sections.map((s) => [s.id, [...s.lines]]));
  const present = new Set(sections.map((s) => s.id));
  const boxes = FIRST_PAGE[game].map((column) => column.filter((box) => present.has(box.section)));
  const lastBox = new Map(boxes.flat().map((box) => [box.section, box]));
  const seen = new Set<RegistrationSectionId>();
  const firstPage: SheetPage = {
    columns: boxes.map((column) =>
      column.map((box): SheetBox => {
        const lines = takeFitting(left.get(box.section)!, box.lines);
        const continued = seen.has(box.section);
        seen.add(box.section);
        return {
          section: box.section,
          continued,
          lines,
          blankLines: Math.max(0, box.lines - unitsOf(lines)),
          showsTotal: lastBox.get(box.section) === box,
        };
      }),
    ),
  };
  return [firstPage, ...continuationPages(sections.map((s) => [s.id, left.get(s.id)!] as const))];
}

function continuationPages(rest: readonly (readonly [RegistrationSectionId, RegistrationLine[]])[]): SheetPage[] {
  const columns: SheetBox[][] = [];
  let column: SheetBox[] = [];
  let free = CONTINUATION_COLUMN_UNITS;
  const nextColumn = () => {
    columns.push(column);
    column = [];
    free = CONTINUATION_COLUMN_UNITS;
  };
  for (const [section, lines] of rest)
    while (lines.length > 0) {
      if (free < HEADING_UNITS + lines[0].units && column.length > 0) nextColumn();
      // A name longer than a whole column still goes whole into one of its own.
      const taken = takeFitting(lines, free - HEADING_UNITS);
      if (taken.length === 0) taken.push(lines.shift()!);
      column.push({ section, continued: true, lines: taken, blankLines: 0, showsTotal: false });
      free -= HEADING_UNITS + unitsOf(taken);
    }
  if (column.length > 0) columns.push(column);
  const pages: SheetPage[] = [];
  for (let i = 0; i < columns.length; i += CONTINUATION_COLUMNS)
    pages.push({ columns: columns.slice(i, i + CONTINUATION_COLUMNS) });
  return pages;
}

/** The whole sheet of a deck: its header, its sections and their totals, and its pages. */
export function registrationSheet(
  deck: Deck,
  cards: Readonly<Record<string, Card>>,
  header: RegistrationHeader,
  options: RegistrationOptions,
): RegistrationSheet {
  const sections = registrationSections(deck, cards, options);
  return {
    game: deck.game,
    fields: HEADER_FIELDS[deck.game].map((key) => ({ key, value: header[key] })),
    sections,
    pages: sheetPages(deck.game, sections),
  };
}
