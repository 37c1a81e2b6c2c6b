// The line-based deck lists (plain text, Arena, Duel Masters) share one reader and one writer; each
// dialect is data: its section headers, whether a blank line starts the sideboard, how a card is written.
import type { Board, Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatInfo, DeckListProblem, DeckListReadOutput, DeckWriteOptions } from './types.ts';
import { parseCardLine } from './card-line.ts';
import { addEntry, appendNote, emptyDeck, filledBoards, MAX_CARD_COUNT } from './deck-building.ts';
import { splitLines } from './decode.ts';
import { problem } from './problems.ts';
import { excerpt, quoted } from '../../text/limits.ts';

/** Where the lines under a header go: a board, or a section that holds no playable cards. */
export type SectionTarget = Board | 'display' | 'about';

export interface TextDialect {
  info: DeckListFormatInfo;
  /** Header text (folded by `headerKey`) → section. */
  headers: Record<string, SectionTarget>;
  /** The header written before each board (main is written bare when it is the only board). */
  boardHeaders: Partial<Record<Board, string>>;
  /** The header the commander board's signature spells are written under, apart from the oathbreakers (OB 8). */
  signatureSpellHeader?: string;
  /** Headers (folded by `headerKey`) only one format's lists have: reading one names the deck's format. */
  formatHeaders?: Record<string, string>;
  /** Arena and MTGO: cards after a blank line, with no header, are the sideboard. */
  blankLineStartsSideboard: boolean;
  /** Arena writes "Deck" even when the main deck is the only board. */
  alwaysWriteHeaders: boolean;
  writeCard(entry: DeckEntry): string;
  /** How the deck name is written; undefined when the dialect writes none. */
  writeName?: (name: string) => string[];
}

/** Words that head a group of cards in exported lists ("Creatures (20)"): structure, not cards. */
const CATEGORY_HEADING =
  /^(creatures?|instants?|sorcery|sorceries|artifacts?|enchantments?|planeswalkers?|lands?|battles?|spells?|other|others)\s*\(?\d*\)?:?$/i;

const withoutColon = (text: string) => (text.endsWith(':') ? text.slice(0, -1).trimEnd() : text);

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Drops a trailing count, "15" or "(15)", and the whitespace before it. */
function withoutCount(text: string): string {
  const parenthesized = text.endsWith(')');
  const end = parenthesized ? text.length - 1 : text.length;
  let start = end;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  if (start === end) return text;
  if (parenthesized) {
    if (text[start - 1] !== '(') return text;
    start--;
  }
  return text.slice(0, start).trimEnd();
}

/**
 * "Sideboard", "SIDEBOARD:", "Sideboard (15)", "Sideboard: 15", "超GRゾーン" → a lookup key. Read from the end
 * by hand, in time linear in the line: NFKC makes a full-width colon and digits ASCII.
 */
export function headerKey(line: string): string {
  return withoutColon(withoutCount(withoutColon(line.normalize('NFKC').toLowerCase().trimEnd()))).trim();
}

const NAME_COMMENT = /^NAME\s*:\s*(.*)$/i;
const LINE_PREFIXES: { re: RegExp; board: Board }[] = [
  { re: /^COMMANDER:\s*/i, board: 'commander' }, // taw
  { re: /^SB:\s*/i, board: 'side' }, // Apprentice, Magic Workstation
];

interface ReaderState {
  deck: Deck;
  problems: DeckListProblem[];
  section: SectionTarget;
  /** True once a header named the section; a blank line then no longer means "sideboard". */
  sectioned: boolean;
  blankAfterMain: boolean;
  /** Line where blank-line sideboard reading began, once reported. */
  blankSideboardLine?: number;
}

function readComment(state: ReaderState, body: string): void {
  const name = NAME_COMMENT.exec(body);
  if (name && !state.deck.name) state.deck.name = name[1].trim();
  else appendNote(state.deck, body);
}

function readAboutLine(state: ReaderState, text: string): boolean {
  const m = /^Name\s+(.+)$/.exec(text);
  if (!m) return false;
  state.deck.name = m[1].trim();
  return true;
}

function boardForLine(state: ReaderState, dialect: TextDialect, lineNo: number, text: string): SectionTarget {
  if (state.section !== 'main' || !state.blankAfterMain || state.sectioned || !dialect.blankLineStartsSideboard)
    return state.section;
  state.section = 'side';
  state.blankSideboardLine = lineNo;
  state.problems.push(
    problem(
      lineNo,
      text,
      'blank-line-sideboard',
      `the cards from here on follow a blank line and are read as the sideboard, as Arena and MTGO read them`,
    ),
  );
  return 'side';
}

function readCard(state: ReaderState, dialect: TextDialect, lineNo: number, text: string): void {
  let body = text;
  let prefixBoard: Board | undefined;
  for (const prefix of LINE_PREFIXES) {
    const m = prefix.re.exec(body);
    if (m) {
      prefixBoard = prefix.board;
      body = body.slice(m[0].length);
      break;
    }
  }
  const card = parseCardLine(body);
  if (card.kind === 'none') {
    state.problems.push(problem(lineNo, text, 'unreadable-line', 'neither a card, a section header nor a comment'));
    return;
  }
  if (card.kind === 'bad-count') {
    state.problems.push(
      problem(
        lineNo,
        text,
        'bad-count',
        `${quoted(card.countText)} is not a card count (a whole number from 1 to ${MAX_CARD_COUNT})`,
      ),
    );
    return;
  }
  const target = prefixBoard ?? card.board ?? boardForLine(state, dialect, lineNo, text);
  // 'about' never gets here: its lines are read as "Name …" or reported in readLine.
  if (target === 'display' || target === 'about') {
    state.problems.push(
      problem(
        lineNo,
        text,
        'not-playable-section',
        `${quoted(card.name)} is in a display-only section (an oversized commander card), not counted in the deck`,
      ),
    );
    return;
  }
  if (!dialect.info.boards.includes(target)) {
    state.problems.push(
      problem(lineNo, text, 'board-not-in-game', `a ${dialect.info.name} list has no ${target} board`),
    );
    return;
  }
  for (const annotation of card.unknownAnnotations) {
    state.problems.push(
      problem(
        lineNo,
        text,
        'unknown-annotation',
        `${excerpt(annotation)} is not a printing, finish, board or tag Decklab knows; ignored`,
      ),
    );
  }
  const entry: DeckEntry = { name: card.name, count: card.count, line: lineNo };
  if (card.printing) entry.printing = card.printing;
  if (card.tags) entry.tags = card.tags;
  addEntry(state.deck, target, entry);
}

function readLine(state: ReaderState, dialect: TextDialect, lineNo: number, raw: string): void {
  const text = raw.trim();
  if (text === '') {
    if (state.section === 'main' && (state.deck.boards.main?.length ?? 0) > 0) state.blankAfterMain = true;
    return;
  }
  if (text.startsWith('//') || text.startsWith('#')) return readComment(state, text.replace(/^(\/\/|#)\s?/, ''));
  const key = headerKey(text);
  const header = dialect.headers[key];
  if (header) {
    state.section = header;
    state.sectioned = true;
    const format = dialect.formatHeaders?.[key];
    if (format) state.deck.format ??= format;
    return;
  }
  if (state.section === 'about') {
    if (!readAboutLine(state, text))
      state.problems.push(problem(lineNo, text, 'unreadable-line', 'a line in the About section that is not "Name …"'));
    return;
  }
  if (CATEGORY_HEADING.test(text)) {
    state.problems.push(problem(lineNo, text, 'skipped-heading', 'a category heading, not a card'));
    return;
  }
  readCard(state, dialect, lineNo, text);
}

export function readSectionedText(dialect: TextDialect, text: string): DeckListReadOutput {
  const state: ReaderState = {
    deck: emptyDeck(dialect.info.game),
    problems: [],
    section: 'main',
    sectioned: false,
    blankAfterMain: false,
  };
  splitLines(text).forEach((raw, i) => readLine(state, dialect, i + 1, raw));
  takeCompanionsOutOfSideboard(state.deck);
  return { deck: state.deck, problems: state.problems };
}

/**
 * Takes each companion's repeated copy out of the sideboard: lists in Arena's shape (Arena's own, and the sites'
 * exports for it, with or without set codes) name the companion under "Companion" and again under "Sideboard",
 * where it starts the game (CR 702.139a); it is one card.
 */
function takeCompanionsOutOfSideboard(deck: Deck): void {
  const side = deck.boards.side;
  if (!side) return;
  for (const companion of deck.boards.companion ?? []) {
    // The repeated line first (the same name, printing and tags; the writers put it last), then any of the name.
    const name = companion.name.toLowerCase();
    const repeated = (e: DeckEntry) => e.name.toLowerCase() === name && sameLine(e, companion);
    const named = (e: DeckEntry) => e.name.toLowerCase() === name;
    let copies = companion.count;
    for (const matches of [repeated, named])
      for (let i = side.length - 1; i >= 0 && copies > 0; i--) {
        if (side[i].count === 0 || !matches(side[i])) continue;
        const taken = Math.min(copies, side[i].count);
        side[i].count -= taken;
        copies -= taken;
      }
  }
  const kept = side.filter((e) => e.count > 0);
  if (kept.length > 0) deck.boards.side = kept;
  else delete deck.boards.side;
}

const sameLine = (a: DeckEntry, b: DeckEntry) =>
  JSON.stringify([a.printing ?? null, a.tags ?? null]) === JSON.stringify([b.printing ?? null, b.tags ?? null]);

/**
 * The deck as Arena writes it, which the reader reads back: the companion in the sideboard as well, where it starts
 * the game (CR 702.139a).
 */
function withCompanionsInSideboard(deck: Deck): Deck {
  const companions = deck.boards.companion ?? [];
  if (companions.length === 0) return deck;
  return { ...deck, boards: { ...deck.boards, side: [...(deck.boards.side ?? []), ...companions] } };
}

function writeNotes(notes: string | undefined): string[] {
  return notes === undefined ? [] : notes.split('\n').map((line) => (line ? `// ${line}` : '//'));
}

/**
 * The sections a board is written as: its header and entries, the commander board's signature spells under their
 * own header after the oathbreakers where the dialect has one (OB 8).
 */
function sectionsOf(
  dialect: TextDialect,
  board: Board,
  entries: DeckEntry[],
  signatureSpell: DeckWriteOptions['signatureSpell'],
): [string, DeckEntry[]][] {
  const header = dialect.boardHeaders[board]!;
  if (board !== 'commander' || !dialect.signatureSpellHeader || !signatureSpell) return [[header, entries]];
  const spells = entries.filter(signatureSpell);
  const leaders = entries.filter((e) => !spells.includes(e));
  const sections: [string, DeckEntry[]][] = [
    [header, leaders],
    [dialect.signatureSpellHeader, spells],
  ];
  return sections.filter(([, es]) => es.length > 0);
}

export function writeSectionedText(dialect: TextDialect, deck: Deck, options: DeckWriteOptions = {}): string {
  const lines: string[] = [];
  if (deck.name && dialect.writeName) lines.push(...dialect.writeName(deck.name));
  if (dialect.info.capabilities.notes) lines.push(...writeNotes(deck.notes));
  const filled = filledBoards(withCompanionsInSideboard(deck), dialect.info.boards);
  // A dialect known by its headers (Duel Masters) writes one even for an empty deck.
  const boards: [Board, DeckEntry[]][] = filled.length === 0 && dialect.alwaysWriteHeaders ? [['main', []]] : filled;
  const bareMain = !dialect.alwaysWriteHeaders && boards.length === 1 && boards[0][0] === 'main';
  for (const [board, boardEntries] of boards)
    for (const [header, entries] of sectionsOf(dialect, board, boardEntries, options.signatureSpell)) {
      if (lines.length > 0) lines.push('');
      if (!bareMain) lines.push(header);
      lines.push(...entries.map((e) => dialect.writeCard(e)));
    }
  return lines.join('\n') + '\n';
}

/** Share of non-blank, non-comment lines that match `re` (0 when there are none). */
export function shareOfLines(text: string, re: RegExp): number {
  const lines = splitLines(text)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('//') && !l.startsWith('#'));
  if (lines.length === 0) return 0;
  return lines.filter((l) => re.test(l)).length / lines.length;
}
