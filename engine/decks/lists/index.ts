// Every deck list format, read and write: the format is detected from the content (the file name only
// breaks ties), and every line that cannot be read is reported with its line number.
import { BOARDS, type Board, type Deck, type DeckEntry } from '../types.ts';
import type {
  DeckListFormatId,
  DeckListFormatInfo,
  DeckListFormatModule,
  DeckListProblem,
  DeckListResult,
  DeckWriteOptions,
  DetectHint,
} from './types.ts';
import type { WrittenCatalogId } from './catalog-id.ts';
import { decodeDeckInput } from './decode.ts';
import { boardCardCount, emptyDeck, extensionOf, filledBoards } from './deck-building.ts';
import { byLine, problem } from './problems.ts';
import { tagAnnotations } from './card-line.ts';
import { checkSize, checkTextLimits, excerpt, type InputLimits } from '../../text/limits.ts';
import { textFormat } from './text.ts';
import { arenaFormat } from './arena.ts';
import { dmFormat } from './dm.ts';
import { forgeFormat } from './forge.ts';
import { xmageFormat } from './xmage.ts';
import { mtgoDekFormat } from './mtgo-dek.ts';
import { cockatriceFormat } from './cockatrice.ts';
import { mtgoCsvFormat } from './mtgo-csv.ts';
import { cubeCobraFormat } from './cubecobra.ts';

export type * from './types.ts';

const MODULES: readonly DeckListFormatModule[] = [
  textFormat,
  arenaFormat,
  dmFormat,
  forgeFormat,
  xmageFormat,
  mtgoDekFormat,
  cockatriceFormat,
  mtgoCsvFormat,
  cubeCobraFormat,
];
const BY_ID = new Map(MODULES.map((m) => [m.info.id, m]));

/** Every format: id, name, file extensions, which boards it holds, what else it carries. */
export const DECK_LIST_FORMATS: readonly DeckListFormatInfo[] = MODULES.map((m) => m.info);

/** The file name extensions of the deck list formats, lower case, with their dot: what a deck file is named. */
export const DECK_FILE_EXTENSIONS: readonly string[] = [
  ...new Set(DECK_LIST_FORMATS.flatMap((f) => f.extensions.map((e) => `.${e}`))),
];

export const DECK_LIST_FORMAT_IDS = MODULES.map((m) => m.info.id) as [DeckListFormatId, ...DeckListFormatId[]];

export function deckListFormat(id: DeckListFormatId): DeckListFormatModule {
  const module = BY_ID.get(id);
  if (!module) throw new Error(`unknown deck list format "${id}"`);
  return module;
}

/** A small nudge for the file's extension: content decides, the name breaks ties (.dck is Forge or XMage). */
const EXTENSION_BONUS = 0.05;

export function detectDeckListFormat(text: string, hint: DetectHint = {}): DeckListFormatId {
  const ext = extensionOf(hint.fileName);
  let best: { id: DeckListFormatId; score: number } = { id: 'text', score: -1 };
  for (const m of MODULES) {
    const score = m.detect(text, hint) + (ext && m.info.extensions.includes(ext) ? EXTENSION_BONUS : 0);
    if (score > best.score) best = { id: m.info.id, score };
  }
  return best.id;
}

/**
 * The largest deck list read: a cube or a pool list of thousands of cards is a few hundred kilobytes. A line
 * of a line-based list is a card or a header; XML lists may hold every element on one line.
 */
export const DECK_LIST_LIMITS: InputLimits = { maxBytes: 4 * 1024 * 1024, maxLines: 50_000, maxLineLength: 1_000 };
const XML_FORMATS: ReadonlySet<DeckListFormatId> = new Set(['mtgo-dek', 'cockatrice']);
/**
 * Lines a format holds at any length, shortened before line lengths are checked: an XMage .dck's "LAYOUT" lines name
 * every card of a pile (1,014 characters in XMage's own Lorehold Legacies) and are skipped by its reader.
 */
const LONG_LINES: Partial<Record<DeckListFormatId, RegExp>> = { xmage: /^LAYOUT [^\r\n]*/gm };

/**
 * Reads a deck list from text or bytes (UTF-8 with or without BOM, UTF-16 with BOM, Shift_JIS). Throws
 * InputLimitError for a file over DECK_LIST_LIMITS or a binary one; every reader runs in linear time.
 */
export function readDeckList(
  input: string | Uint8Array,
  hint: DetectHint & { format?: DeckListFormatId } = {},
): DeckListResult {
  if (typeof input !== 'string') checkSize('deck-list', input.length, DECK_LIST_LIMITS.maxBytes, 'bytes');
  const { text, encoding } = decodeDeckInput(input);
  checkSize('deck-list', text.length, DECK_LIST_LIMITS.maxBytes, 'characters');
  const format = hint.format ?? detectDeckListFormat(text, hint);
  const longLines = LONG_LINES[format];
  checkTextLimits(
    longLines ? text.replace(longLines, 'LAYOUT') : text,
    'deck-list',
    XML_FORMATS.has(format) ? { ...DECK_LIST_LIMITS, maxLineLength: Infinity } : DECK_LIST_LIMITS,
  );
  const module = deckListFormat(format);
  if (text.trim() === '') return { deck: emptyDeck(module.info.game), format, problems: [EMPTY_FILE], encoding };
  const otherXml = XML_FORMATS.has(format) ? undefined : otherXmlRoot(text);
  if (otherXml) return { deck: emptyDeck(module.info.game), format, problems: [otherXml], encoding };
  const { deck, problems } = commandersFromSideboard(module.info, module.read(text));
  return { deck, format, problems: problems.sort(byLine), encoding };
}

/** A file of no bytes, only a byte order mark, or only blank lines: nothing to read, in any format. */
const EMPTY_FILE: DeckListProblem = problem(0, '', 'malformed-file', 'the file is empty: it holds no line', {
  kind: 'empty',
});

/** The root element of an XML or HTML document: its first tag, past the declaration, doctype and comments. */
const XML_ROOT = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[^]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<([A-Za-z_][\w:.-]*)/i;

/**
 * An XML file of a kind no XML format reads (OCTGN's .o8d, <deck game="…">, or a saved web page): read as lines, each
 * tag would be a card name the card data does not know. It is refused whole, naming its root.
 */
function otherXmlRoot(text: string): DeckListProblem | undefined {
  const root = XML_ROOT.exec(text.replace(/^\uFEFF/, ''))?.[1];
  if (!root) return undefined;
  return problem(
    0,
    '',
    'malformed-file',
    `an XML file whose root is <${root}>: neither an MTGO .dek (<Deck>) nor a Cockatrice .cod (<cockatrice_deck>), so no deck list Decklab reads`,
    { kind: 'other-xml', element: root },
  );
}

/**
 * How a command zone sits in the sideboard of a list format without a commander board: MTGO and XMage keep a
 * Commander deck's one or two commanders there (CR 903.5a: 100 cards in all; 903.3, 702.124), and XMage an
 * Oathbreaker deck's oathbreaker and signature spell, or two of each with partners (OB 3: 60 in all; OB 5, 8).
 * A constructed list reaches those totals with so few sideboard cards only with a main deck below 60 (CR 100.2a).
 * A command zone holds one copy of each of its cards (CR 903.5b, OB 3), so a sideboard of two copies of one card
 * is a sideboard.
 */
const COMMAND_ZONE_SHAPES: readonly {
  deckCards: number;
  sideCards: readonly number[];
  code: 'sideboard-commander' | 'sideboard-oathbreaker';
  says: (names: string, side: number, format: string) => string;
}[] = [
  {
    deckCards: 100,
    sideCards: [1, 2],
    code: 'sideboard-commander',
    says: (names, side, format) =>
      `${names} read as the ${side === 1 ? 'commander' : 'commanders'}: ${format} has no commander board, and a 100-card list keeps it in the sideboard`,
  },
  {
    deckCards: 60,
    sideCards: [2, 4],
    code: 'sideboard-oathbreaker',
    says: (names, _side, format) =>
      `${names} read as the command zone (oathbreakers and signature spells): ${format} has no commander board, and a 60-card Oathbreaker list keeps it in the sideboard`,
  },
];

/** The command zone a deck's sideboard has the shape of, if any: its total, its size, one copy of each card. */
export function sideboardCommandZone(deck: Deck): (typeof COMMAND_ZONE_SHAPES)[number] | undefined {
  const entries = deck.boards.side ?? [];
  const singleton = entries.every((e) => e.count === 1) && new Set(entries.map((e) => e.name)).size === entries.length;
  if (!singleton) return undefined;
  const side = entries.length;
  const total = boardCardCount(deck, 'main') + side;
  return COMMAND_ZONE_SHAPES.find((s) => s.deckCards === total && s.sideCards.includes(side));
}

/** A list read from a format without a commander board, with a sideboard of a command zone's shape read as one. */
function commandersFromSideboard(
  info: DeckListFormatInfo,
  read: Pick<DeckListResult, 'deck' | 'problems'>,
): Pick<DeckListResult, 'deck' | 'problems'> {
  const { deck, problems } = read;
  if (info.game !== 'mtg' || info.boards.includes('commander')) return read;
  const shape = sideboardCommandZone(deck);
  if (!shape) return read;
  const side = boardCardCount(deck, 'side');
  const { side: commanders, ...others } = deck.boards;
  const names = commanders!.map((e) => e.name).join(' and ');
  const note = problem(0, '', shape.code, shape.says(names, side, info.name));
  return { deck: { ...deck, boards: { ...others, commander: commanders } }, problems: [...problems, note] };
}

/**
 * A board the target format cannot hold, and where its cards went; card tags, which most list formats do not hold
 * and a text list holds but a few of (`tags-unwritable`); the deck's
 * tags where the format has none, or cannot hold one (a comma in Forge's); names
 * left in English; pinned printings not written as pinned (export-pins.ts); what the format has no place for
 * (printings, foil, the deck's name, its notes); cards an MTGO .dek names without a catalog id, or by another
 * printing's than the one pinned (its printing, its set or its foil has none); a list written without a card; or,
 * for a deck built from a pool, the rest of the pool written as its sideboard (db/deck-files.ts).
 */
export interface DeckExportNotice {
  code:
    | 'board-moved'
    | 'board-omitted'
    | 'tags-omitted'
    | 'tags-unwritable'
    | 'deck-tags-omitted'
    | 'deck-tags-split'
    | 'names-untranslated'
    | 'printing-mismatch'
    | 'printing-not-in-set'
    | 'art-omitted'
    | 'printings-omitted'
    | 'foil-omitted'
    | 'etched-as-foil'
    | 'name-omitted'
    | 'notes-omitted'
    | 'no-catalog-id'
    | 'mtgo-printing-missing'
    | 'mtgo-set-missing'
    | 'mtgo-foil-missing'
    | 'rest-of-pool'
    | 'no-cards';
  /** The board concerned; only for 'board-moved' and 'board-omitted'. */
  board?: Board;
  /** For 'board-moved': the board the cards were written to. */
  to?: Board;
  cards: number;
  message: string;
  /**
   * The values the message names, for a screen that words the code in its own language: the list format's id
   * (`format`), boards by id, counts, card names and printings as written.
   */
  params: Record<string, string | number>;
}

/**
 * Where a format with only main and sideboard puts the others: a companion starts the game in the
 * sideboard (CR 702.139a), and MTGO and XMage keep the commander there too. A maybeboard goes nowhere.
 */
const MOVED_TO_SIDEBOARD: readonly Board[] = ['commander', 'companion'];

function destinationOf(info: DeckListFormatInfo, board: Board): Board | undefined {
  if (info.boards.includes(board)) return board;
  if (info.game === 'mtg' && MOVED_TO_SIDEBOARD.includes(board) && info.boards.includes('side')) return 'side';
  return undefined;
}

const cardsIn = (entries: DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0);

function exportNotice(
  info: DeckListFormatInfo,
  board: Board,
  entries: DeckEntry[],
  to: Board | undefined,
): DeckExportNotice {
  const cards = cardsIn(entries);
  if (to)
    return {
      code: 'board-moved',
      board,
      to,
      cards,
      message: `${info.name} has no ${board} board: ${cards} card(s) written to the ${to} board`,
      params: { format: info.id, board, to, cards },
    };
  return {
    code: 'board-omitted',
    board,
    cards,
    message: `${info.name} has no ${board} board: ${cards} card(s) not written`,
    params: { format: info.id, board, cards },
  };
}

/** The deck with its boards placed where the format can hold them, and what had to move or go. */
export function fitDeckToFormat(deck: Deck, format: DeckListFormatId): { deck: Deck; notices: DeckExportNotice[] } {
  const info = deckListFormat(format).info;
  const fitted: Deck = { ...deck, boards: {} };
  const notices: DeckExportNotice[] = [];
  for (const [board, entries] of filledBoards(deck, BOARDS)) {
    const to = destinationOf(info, board);
    if (to !== board) notices.push(exportNotice(info, board, entries, to));
    if (to) (fitted.boards[to] ??= []).push(...entries);
  }
  return { deck: fitted, notices };
}

/**
 * Tags (Archidekt categories, the editor's own) have no place in most list formats other apps read; a text list
 * writes them on the card's line, all but a tag of several words holding a bracket, brace, comma, colon or "#".
 */
function tagsNotice(info: DeckListFormatInfo, deck: Deck): DeckExportNotice[] {
  const { tags } = info.capabilities;
  if (tags === true) return [];
  const lost = filledBoards(deck, BOARDS).flatMap(([, entries]) =>
    entries.filter((e) => e.tags?.length && (!tags || tagAnnotations(e.tags) === undefined)),
  );
  if (lost.length === 0) return [];
  const cards = cardsIn(lost);
  if (tags === 'card-line') {
    const names = lost.map((e) => e.name).join(', ');
    return [
      {
        code: 'tags-unwritable',
        cards,
        message: `${info.name} writes a card's tags as "#tag" or "[tag,…]": the tags of ${cards} card(s) fit neither and are not written: ${names}`,
        params: { format: info.id, cards, names },
      },
    ];
  }
  return [
    {
      code: 'tags-omitted',
      cards,
      message: `${info.name} has no card tags: the tags of ${cards} card(s) are not written`,
      params: { format: info.id, cards },
    },
  ];
}

/**
 * The deck's own tags a format does not carry: all of them where it has none; where it reads its tags as one value
 * split at a separator (Forge's comma), each tag holding it, which would come back as two.
 */
function deckTagsNotice(info: DeckListFormatInfo, deck: Deck): DeckExportNotice[] {
  const carried = info.capabilities.deckTags;
  const tags = (deck.tags ?? []).filter((t) => t.trim());
  if (carried === true || tags.length === 0) return [];
  const named = (list: string[]) => list.map((t) => `"${excerpt(t)}"`).join(', ');
  if (!carried)
    return [
      {
        code: 'deck-tags-omitted',
        cards: 0,
        message: `${info.name} has no deck tags: the deck's ${tags.length} tag(s) are not written: ${named(tags)}`,
        params: { format: info.id, count: tags.length, tags: named(tags) },
      },
    ];
  const split = tags.filter((t) => t.includes(carried.separator));
  if (split.length === 0) return [];
  return [
    {
      code: 'deck-tags-split',
      cards: 0,
      message: `${info.name} reads its tags as one list split at "${carried.separator}": ${split.length} tag(s) holding one would come back as several and are not written: ${named(split)}`,
      params: { format: info.id, count: split.length, separator: carried.separator, tags: named(split) },
    },
  ];
}

/** A notice naming how many of `entries` (cards) the format writes without what it has no place for; none without any. */
function cardsNotice(
  info: DeckListFormatInfo,
  code: DeckExportNotice['code'],
  entries: DeckEntry[],
  lost: (cards: number) => string,
): DeckExportNotice[] {
  if (entries.length === 0) return [];
  const cards = cardsIn(entries);
  return [{ code, cards, message: `${info.name} ${lost(cards)}`, params: { format: info.id, cards } }];
}

/**
 * What the deck holds that the format has no place for (its capabilities): each is named, none dropped silently. A
 * format naming cards by catalog id (MTGO .dek) carries a printing and foil by it, and names what it could not pin
 * (catalogPinNotices).
 */
function capabilityNotices(
  info: DeckListFormatInfo,
  deck: Deck,
  catalogId: DeckWriteOptions['catalogId'],
): DeckExportNotice[] {
  const entries = filledBoards(deck, BOARDS).flatMap(([, es]) => es);
  const { printing, foil, etched, catalogIds = false } = info.capabilities;
  const notices: DeckExportNotice[] = catalogIds ? catalogPinNotices(info, entries, catalogId) : [];
  // What a card may hold that the format writes without: whether it does, the notice, the cards holding it, the words.
  const lost: [boolean, DeckExportNotice['code'], (e: DeckEntry) => unknown, (cards: number) => string][] = [
    [
      printing === 'none' && !catalogIds,
      'printings-omitted',
      (e) => e.printing?.set || e.printing?.collectorNumber,
      (cards) => `has no printings: the set and number pinned on ${cards} card(s) are not written`,
    ],
    [
      !foil && !catalogIds,
      'foil-omitted',
      (e) => e.printing?.foil,
      (cards) => `has no foil mark: ${cards} foil card(s) are written as nonfoil`,
    ],
    [
      (foil || catalogIds) && !etched,
      'etched-as-foil',
      (e) => e.printing?.etched,
      (cards) => `has no etched mark: ${cards} etched card(s) are written as foil`,
    ],
  ];
  for (const [writtenWithout, code, holds, words] of lost)
    if (writtenWithout) notices.push(...cardsNotice(info, code, entries.filter(holds), words));
  if (!info.capabilities.deckName && deck.name.trim())
    notices.push({
      code: 'name-omitted',
      cards: 0,
      message: `${info.name} has no deck name: "${excerpt(deck.name)}" is not written (name the file after it)`,
      params: { format: info.id, name: excerpt(deck.name) },
    });
  if (!info.capabilities.notes && deck.notes?.trim())
    notices.push({
      code: 'notes-omitted',
      cards: 0,
      message: `${info.name} has no notes: the deck's notes are not written`,
      params: { format: info.id },
    });
  return notices;
}

/** The languages a list's card names are written in: the cards' English names, or their Japanese ones. */
export const NAME_LANGUAGES = ['en', 'ja'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
/** Lists people read and write by hand; the other formats are other apps' files, which read English names. */
export const LOCALIZED_NAME_FORMATS: ReadonlySet<DeckListFormatId> = new Set(['text', 'dm']);

/** How a deck is written: each card's name in the list's language, and what the format's writer is told. */
export interface ExportOptions extends DeckWriteOptions {
  /** The name a card is written under (a Japanese name); undefined: its English name, which a notice counts. */
  localName?: (entry: DeckEntry) => string | undefined;
}

/**
 * Writes a deck in a format, saying which boards the format could not hold and that tags are not written; with
 * `localName`, each card under the name it gives (a Japanese name), else its English name, which a notice counts.
 * Reading the list back finds every card by either name.
 */
export function exportDeckList(
  deck: Deck,
  format: DeckListFormatId,
  { localName, ...writeOptions }: ExportOptions = {},
): { text: string; notices: DeckExportNotice[] } {
  const { deck: fitted, notices } = fitDeckToFormat(deck, format);
  const module = deckListFormat(format);
  const named = localName ? withLocalNames(fitted, localName) : { deck: fitted, untranslated: [] };
  return {
    text: module.write(named.deck, writeOptions),
    notices: [
      ...notices,
      ...tagsNotice(module.info, fitted),
      ...deckTagsNotice(module.info, fitted),
      ...capabilityNotices(module.info, fitted, writeOptions.catalogId),
      ...untranslatedNotice(named.untranslated),
      ...catalogIdNotice(module.info, fitted, writeOptions.catalogId),
      ...emptyListNotice(module.info, fitted),
    ],
  };
}

/** A pin as a notice names it: "Sol Ring (C21 263)", a set pinned alone "Sol Ring (C21)", a foil pinned alone "Sol Ring". */
function pinText({ name, printing }: DeckEntry): string {
  const pin = [printing?.set.toUpperCase(), printing?.collectorNumber].filter(Boolean).join(' ');
  return pin ? `${name} (${pin})` : name;
}

/**
 * The pins a format naming cards by catalog id (MTGO .dek) could not carry, each card named with its pin and why: the
 * printing pinned has no MTGO catalog id in the card data, the set pinned alone has no printing of the card that has
 * one, or the foil printing pinned has no foil catalog id; the CatID of the card's newest MTGO printing is written
 * instead (catalog-id.ts). A card with no catalog id at all is named by catalogIdNotice.
 */
function catalogPinNotices(
  info: DeckListFormatInfo,
  entries: readonly DeckEntry[],
  catalogId: DeckWriteOptions['catalogId'],
): DeckExportNotice[] {
  const kinds = [
    {
      code: 'mtgo-printing-missing',
      lost: (e: DeckEntry, id: WrittenCatalogId) =>
        Boolean(e.printing?.collectorNumber || e.printing?.id) && !id.printing,
      why: 'the card data has no MTGO catalog id (CatID) for the printing pinned',
    },
    {
      code: 'mtgo-set-missing',
      lost: (e: DeckEntry, id: WrittenCatalogId) =>
        Boolean(e.printing?.set && !e.printing.collectorNumber && !e.printing.id) && !id.printing,
      why: 'the card data has no printing with an MTGO catalog id (CatID) in the set pinned',
    },
    {
      code: 'mtgo-foil-missing',
      lost: (e: DeckEntry, id: WrittenCatalogId) => Boolean(e.printing?.foil) && !id.foil,
      why: 'the card data has no MTGO foil catalog id (CatID) for the foil printing pinned',
    },
  ] as const;
  return kinds.flatMap(({ code, lost, why }) => {
    const missed = entries.filter((e) => {
      const id = catalogId?.(e);
      return id !== undefined && lost(e, id);
    });
    if (missed.length === 0) return [];
    const cards = cardsIn(missed);
    const pins = [...new Set(missed.map(pinText))].join(', ');
    return [
      {
        code,
        cards,
        message: `${why} on ${cards} card(s), so another MTGO printing's CatID is written${code === 'mtgo-foil-missing' ? ', nonfoil' : ''}: ${pins}`,
        params: { format: info.id, cards, pins },
      },
    ];
  });
}

/** The cards a format that names cards by catalog id (MTGO .dek) writes without one: MTGO cannot import them. */
function catalogIdNotice(
  info: DeckListFormatInfo,
  deck: Deck,
  catalogId: DeckWriteOptions['catalogId'],
): DeckExportNotice[] {
  if (!info.capabilities.catalogIds) return [];
  const without = filledBoards(deck, BOARDS).flatMap(([, es]) => es.filter((e) => catalogId?.(e) === undefined));
  if (without.length === 0) return [];
  const names = [...new Set(without.map((e) => e.name))].join(', ');
  const cards = cardsIn(without);
  return [
    {
      code: 'no-catalog-id',
      cards,
      message: `the card data has no MTGO catalog id (CatID) for ${cards} card(s), which MTGO cannot import: ${names}`,
      params: { format: info.id, cards, names },
    },
  ];
}

/**
 * An empty list is a deck like any other (read and validated as one), but writing one is most often the wrong
 * file or a deck whose every card went to a board the format lacks: it is said, not refused.
 */
function emptyListNotice(info: DeckListFormatInfo, deck: Deck): DeckExportNotice[] {
  if (filledBoards(deck, BOARDS).length > 0) return [];
  return [
    {
      code: 'no-cards',
      cards: 0,
      message: `no cards to write: the ${info.name} list is empty`,
      params: { format: info.id },
    },
  ];
}

function withLocalNames(
  deck: Deck,
  localName: (entry: DeckEntry) => string | undefined,
): { deck: Deck; untranslated: DeckEntry[] } {
  const untranslated: DeckEntry[] = [];
  const boards: Deck['boards'] = {};
  for (const [board, entries] of filledBoards(deck, BOARDS)) {
    boards[board] = entries.map((entry) => {
      const name = localName(entry);
      if (name === undefined) untranslated.push(entry);
      return name === undefined ? entry : { ...entry, name };
    });
  }
  return { deck: { ...deck, boards }, untranslated };
}

function untranslatedNotice(entries: DeckEntry[]): DeckExportNotice[] {
  if (entries.length === 0) return [];
  const names = [...new Set(entries.map((e) => e.name))];
  return [
    {
      code: 'names-untranslated',
      cards: cardsIn(entries),
      message: `${names.length} card(s) have no Japanese name in the card data and are written in English: ${names.join(', ')}`,
      params: { count: names.length, names: names.join(', ') },
    },
  ];
}

export function writeDeckList(deck: Deck, format: DeckListFormatId): string {
  return exportDeckList(deck, format).text;
}
