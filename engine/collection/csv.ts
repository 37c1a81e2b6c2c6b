// Reading and writing collection CSVs of every flavor in csv-formats.ts; the flavor is detected from the header.
import Papa from 'papaparse';
import {
  COLUMN_ALIASES,
  CSV_FLAVORS,
  LANGUAGE_NAMES,
  type ColumnRole,
  type ConditionScale,
  type CsvFlavor,
} from './csv-formats.ts';
import type { CollectionItem, CollectionProblem, Condition, Finish } from './types.ts';
import type { Game } from '../cards/types.ts';
import { MAX_COPIES_PER_ROW } from './types.ts';
import { checkTextLimits, excerpt, quoted, type InputLimits } from '../text/limits.ts';
import { FORMULA_CELL_RE, restoreFormulaCell } from '../text/spreadsheet-cells.ts';
import { lookup } from '../text/lookup.ts';
import type { Reason } from '../text/reasons.ts';
import { parseCatalogId } from '../decks/lists/catalog-id.ts';
import { scryfallIdOf } from '../cards/scryfall-id.ts';

export interface CollectionCsvProblem extends CollectionProblem {
  /** 1-based line of the file (the header is line 1, or 2 after a "sep=" line). */
  line: number;
  text: string;
}

export interface CollectionCsvResult {
  /** The app whose export this is; undefined when only the column names were recognised. */
  flavor?: CsvFlavor;
  items: CollectionItem[];
  /** The file line of each item, in the same order. */
  itemLines: number[];
  /** The header has an MTGO ID # column, by which MTGO names each row's printing and finish. */
  catalogIdColumn: boolean;
  problems: CollectionCsvProblem[];
}

export class CollectionCsvError extends Error {
  /** Why, for a screen that words it, where the file is the user's (not a flavor the code names). */
  readonly reason?: Reason;
  constructor(message: string, reason?: Reason) {
    super(message);
    this.name = 'CollectionCsvError';
    if (reason) this.reason = reason;
  }
}

interface Row {
  cells: string[];
  line: number;
  text: string;
}

/**
 * The largest collection CSV read: a collection of 100,000 rows (more than the largest apps export) at a
 * few hundred characters a row. Checked before parsing, so a larger file costs one pass and no memory.
 */
export const COLLECTION_CSV_LIMITS: InputLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxLines: 100_000,
  maxLineLength: 16_384,
};

/** A problem quotes the start of its row. */
const PROBLEM_TEXT_CHARS = 120;

const SEP_LINE_RE = /^"?sep=(.)"?\s*$/i;

/**
 * Splits CSV text into rows, keeping each row's starting line (quoted cells may span lines). A quoted cell that is
 * never closed takes in every line after it, so the file is refused: it was cut short, or its quotes are broken.
 */
function parseRows(text: string, delimiter: string | undefined, lineOffset: number): Row[] {
  const rows: Row[] = [];
  let line = 1 + lineOffset;
  let start = 0;
  let unclosedAt: number | undefined;
  Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    newline: '\n',
    skipEmptyLines: false,
    step(result) {
      const raw = text.slice(start, result.meta.cursor);
      const cells = result.data.map(restoreFormulaCell);
      if (result.errors.some((e) => e.code === 'MissingQuotes')) unclosedAt ??= line;
      if (!(cells.length === 1 && cells[0].trim() === ''))
        rows.push({ cells, line, text: excerpt(raw.replace(/\n$/, ''), PROBLEM_TEXT_CHARS) });
      line += (raw.match(/\n/g) ?? []).length;
      start = result.meta.cursor;
    },
  });
  if (unclosedAt !== undefined)
    throw new CollectionCsvError(
      `line ${unclosedAt}: a quoted cell is never closed, so every line after it would be read into it: the file is cut short or its quotes are broken; nothing is imported`,
      { code: 'collection.unclosed-quote', params: { line: unclosedAt } },
    );
  return rows;
}

/**
 * A file cut short: it ends inside a character (decodeDeckInput's `cutShort`), or inside its last row, which has
 * fewer cells than the header and no line end after it. An app's export ends its last row whole, so its last
 * lines are missing; nothing of it is imported.
 */
function refuseCutShort(body: string, header: readonly string[], last: Row, cutShort: boolean): void {
  const inRow = !/\n\s*$/.test(body) && last.cells.length < header.length;
  if (!cutShort && !inRow) return;
  const where = cutShort
    ? 'inside a character'
    : `inside its last row (${last.cells.length} of ${header.length} columns)`;
  throw new CollectionCsvError(
    `line ${last.line}: the file ends ${where}: it is cut short, and its last rows are missing; nothing is imported`,
    { code: 'collection.cut-short', params: { line: last.line } },
  );
}

const lower = (s: string) => s.trim().toLowerCase();

const DELIMITERS = [',', '\t', ';', '|'];

/**
 * The delimiter the header line uses most, quoted names aside: Excel's "Unicode text" separates with tabs. Papa's
 * own guess weighs every line, and a small file's last empty line can tip it back to commas.
 */
function headerDelimiter(body: string): string {
  const end = body.indexOf('\n');
  const firstLine = (end < 0 ? body : body.slice(0, end)).replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((d) => firstLine.split(d).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))];
}

/** A deck list's card line ("4 Lightning Bolt", "1x Sol Ring (C21) 263") or section header. */
const DECK_LINE_RE = /^\s*(?:\d+\s*x?\s+[^\s,;\t]|(?:deck|commander|sideboard|companion|maybeboard)\s*$)/i;
/** The first lines of a file that decide whether it is a deck list given to the collection import. */
const DECK_LINES_LOOKED_AT = 3;

export function detectFlavor(header: readonly string[]): CsvFlavor | undefined {
  const names = new Set(header.map(lower));
  // The flavor with the most specific signature wins (Moxfield's is a superset of shared Deckbox columns).
  return [...CSV_FLAVORS]
    .sort((a, b) => b.signature.length - a.signature.length)
    .find((f) => f.signature.every((s) => names.has(lower(s))));
}

const SET_CODE_RE = /^[a-z0-9]{2,6}$/i;

/** A column's role: the flavor's own mapping first, then the shared aliases; ambiguous "Set"/"Edition" by its values. */
function columnRoles(
  header: readonly string[],
  flavor: CsvFlavor | undefined,
  rows: readonly Row[],
): (ColumnRole | undefined)[] {
  return header.map((h, i) => {
    const own = flavor && lookup(flavor.roles, h.trim());
    if (own) return own;
    const name = lower(h);
    for (const [role, aliases] of Object.entries(COLUMN_ALIASES) as [ColumnRole, string[]][]) {
      if (aliases.includes(name)) return role;
    }
    if (name === 'set' || name === 'edition') {
      const values = rows.map((r) => r.cells[i]?.trim() ?? '').filter(Boolean);
      return values.every((v) => SET_CODE_RE.test(v)) ? 'setCode' : 'setName';
    }
    return undefined;
  });
}

const FOIL_WORDS = new Set(['foil', 'yes', 'true', '1', 'y', 'premium']);
const NONFOIL_WORDS = new Set(['', 'normal', 'nonfoil', 'non-foil', 'no', 'false', '0', 'n', 'regular']);

export function parseFinish(value: string): Finish | undefined {
  const v = lower(value);
  if (v === 'etchedfoil') return 'etched';
  if (NONFOIL_WORDS.has(v)) return 'nonfoil';
  if (v === 'etched' || v === 'etched foil') return 'etched';
  if (FOIL_WORDS.has(v)) return 'foil';
  return undefined;
}

/** "2", "2x", " 3 X" → a whole number from 1 to MAX_COPIES_PER_ROW. */
export function parseCount(value: string): number | undefined {
  // Trimmed first: a pattern with \s* at both ends of "x?" backtracks quadratically over a run of spaces.
  const m = /^(\d+)\s*x?$/i.exec(value.trim());
  const n = m ? Number(m[1]) : NaN;
  return n > 0 && n <= MAX_COPIES_PER_ROW ? n : undefined;
}

/** Condition words as most apps mean them (a flavor's own scale is read first: see ConditionScale). */
const CONDITIONS: Record<string, Condition> = {
  '': '',
  nm: 'NM',
  m: 'NM',
  mt: 'NM',
  mint: 'NM',
  'near mint': 'NM',
  near_mint: 'NM',
  nearmint: 'NM',
  'nm/m': 'NM',
  lp: 'LP',
  'lightly played': 'LP',
  lightly_played: 'LP',
  lightlyplayed: 'LP',
  'light played': 'LP',
  sp: 'LP',
  'slightly played': 'LP',
  ex: 'LP',
  excellent: 'LP',
  'good (lightly played)': 'LP',
  mp: 'MP',
  'moderately played': 'MP',
  moderately_played: 'MP',
  moderatelyplayed: 'MP',
  played: 'MP',
  good: 'MP',
  hp: 'HP',
  'heavily played': 'HP',
  heavily_played: 'HP',
  heavilyplayed: 'HP',
  'heavy played': 'HP',
  dmg: 'DMG',
  d: 'DMG',
  damaged: 'DMG',
  poor: 'DMG',
};

/** A condition word: the flavor's own meaning of it first, then the shared one. */
export function parseCondition(value: string, scale?: ConditionScale): Condition | undefined {
  // Urza's Gatherer writes a row's copies with their grade ("1xGood"); a row of one grade reads as that grade.
  const word = lower(value).replace(/^\d+\s*x\s*/, '');
  return (scale?.read && lookup(scale.read, word.replace(/[\s_]+/g, ''))) ?? lookup(CONDITIONS, word);
}

/** Language words: Scryfall's codes and their English names, the codes other apps use, and Japanese names. */
const LANGUAGES: Record<string, string> = {
  '': 'en',
  ...Object.fromEntries(Object.keys(LANGUAGE_NAMES).map((code) => [code, code])),
  ...Object.fromEntries(Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name.toLowerCase(), code])),
  jp: 'ja',
  'simplified chinese': 'zhs',
  'traditional chinese': 'zht',
  cs: 'zhs',
  ct: 'zht',
  'zh-cn': 'zhs',
  'zh-hans': 'zhs',
  'zh-tw': 'zht',
  'zh-hant': 'zht',
  tw: 'zht',
  英語: 'en',
  日本語: 'ja',
};

export function parseLanguage(value: string): string | undefined {
  return lookup(LANGUAGES, lower(value));
}

/** A language as a flavor writes it; a code it has no name for is written as the code. */
function languageCell(lang: string, flavor: CsvFlavor): string {
  switch (flavor.languages) {
    case 'name':
      return lookup(LANGUAGE_NAMES, lang) ?? lang;
    case 'upper-code':
      return lang.toUpperCase();
    default:
      return lang;
  }
}

const rowProblem = (code: CollectionProblem['code'], message: string, params: Record<string, string> = {}) => ({
  code,
  params,
  message,
});

/** Where each role is read: of two columns of one role, the one the flavor names itself, else the first. */
type RoleColumns = Partial<Record<ColumnRole, number>>;

function roleColumns(
  header: readonly string[],
  roles: readonly (ColumnRole | undefined)[],
  flavor: CsvFlavor | undefined,
): RoleColumns {
  const columns: RoleColumns = {};
  const own = new Set<ColumnRole>();
  roles.forEach((role, i) => {
    if (!role || own.has(role)) return;
    // TCGplayer's Name carries the printing's variant ("Vorinclex, Monstrous Raider (Showcase)"); its Simple Name
    // is the card's name.
    const isOwn = flavor !== undefined && lookup(flavor.roles, header[i]) === role;
    if (isOwn) own.add(role);
    if (isOwn || columns[role] === undefined) columns[role] = i;
  });
  return columns;
}

/** The finish among a cell's "/"-separated tags (Helvault's extras: "foil/signed", "etchedFoil"); others are the user's. */
function finishTag(value: string): string {
  return value.split('/').find((tag) => !NONFOIL_WORDS.has(lower(tag)) && parseFinish(tag) !== undefined) ?? '';
}

/**
 * A cell's value, a lone dash read as an empty cell: TappedOut writes "-" in every column it leaves empty (Foil,
 * Condition, Languange). A count keeps its dash, and is reported as not a number.
 */
function cellValue(raw: string | undefined, role: ColumnRole): string {
  const value = raw?.trim() ?? '';
  return value === '-' && role !== 'count' ? '' : value;
}

const FINISH_COUNT_ROLES: Record<Finish, ColumnRole> = {
  nonfoil: 'nonfoilCount',
  foil: 'foilCount',
  etched: 'etchedCount',
};

const isCountRole = (role: ColumnRole | undefined) =>
  role === 'count' || Object.values(FINISH_COUNT_ROLES).includes(role!);

/** A per-finish count cell: empty is none, else a whole number from 0 to MAX_COPIES_PER_ROW. */
function parseFinishCount(value: string): number | undefined {
  return value === '' || /^0+$/.test(value) ? 0 : parseCount(value);
}

/**
 * Copies by finish: one finish and the row's count, or, where an app gives each finish its own count column, each
 * finish with copies (Decked Builder's total, their sum, is not read). A problem when a count is unreadable or all
 * are 0.
 */
function finishCounts(
  cell: Partial<Record<ColumnRole, string>>,
  finishTags: boolean,
): [Finish, number][] | CollectionProblem {
  const max = MAX_COPIES_PER_ROW.toLocaleString('en-US');
  const badCount = (value: string) =>
    rowProblem('bad-quantity', `quantity ${quoted(value)} is not a whole number from 1 to ${max}`, {
      value: excerpt(value),
      max,
    });
  const perFinish = (Object.entries(FINISH_COUNT_ROLES) as [Finish, ColumnRole][]).filter(([, r]) => r in cell);
  if (perFinish.length > 0) {
    const counts: [Finish, number][] = [];
    for (const [finish, role] of perFinish) {
      const n = parseFinishCount(cell[role]!);
      if (n === undefined) return badCount(cell[role]!);
      counts.push([finish, n]);
    }
    const owned = counts.filter(([, n]) => n > 0);
    return owned.length > 0 ? owned : badCount('0');
  }
  const count = cell.count === undefined ? 1 : parseCount(cell.count);
  if (count === undefined) return badCount(cell.count!);
  const finishCell = finishTags ? finishTag(cell.finish ?? '') : (cell.finish ?? '');
  const finish = parseFinish(finishCell);
  if (finish === undefined)
    return rowProblem('bad-finish', `finish ${quoted(finishCell)} is not foil, etched or normal`, {
      value: excerpt(finishCell),
    });
  return [[finish, count]];
}

/** A row's items: one, or one per finish where the app counts each finish in its own column. */
function itemsFromRow(
  row: Row,
  columns: RoleColumns,
  game: Game,
  flavor: CsvFlavor | undefined,
): CollectionItem[] | CollectionProblem {
  const cell: Partial<Record<ColumnRole, string>> = {};
  for (const [role, i] of Object.entries(columns) as [ColumnRole, number][]) cell[role] = cellValue(row.cells[i], role);
  const mtgoId = parseCatalogId(cell.mtgoId);
  if (!cell.name && mtgoId === undefined) return rowProblem('no-name', 'no card name');
  const counts = finishCounts(cell, flavor?.finishTags === true);
  if (!Array.isArray(counts)) return counts;
  const condition = parseCondition(cell.condition ?? '', flavor?.conditions);
  if (condition === undefined)
    return rowProblem('bad-condition', `condition ${quoted(cell.condition!)} is unknown`, {
      value: excerpt(cell.condition!),
    });
  const lang = parseLanguage(cell.lang ?? '');
  if (lang === undefined)
    return rowProblem('bad-language', `language ${quoted(cell.lang!)} is unknown`, { value: excerpt(cell.lang!) });
  return counts.map(([finish, count]) => {
    const item: CollectionItem = {
      game,
      name: cell.name ?? '',
      set: (cell.setCode ?? '').toLowerCase(),
      collectorNumber: cell.collectorNumber ?? '',
      count,
      finish,
      condition,
      lang,
      binder: cell.binder ?? '',
    };
    if (cell.setName) item.setName = cell.setName;
    if (cell.scryfallId) item.scryfallId = cell.scryfallId.toLowerCase();
    if (mtgoId !== undefined) item.mtgoId = mtgoId;
    return item;
  });
}

/**
 * Reads a collection CSV of any known flavor; unreadable rows become problems with their line numbers.
 * Throws InputLimitError for a file over COLLECTION_CSV_LIMITS or a binary one, CollectionCsvError for one cut short
 * (`cutShort`: its bytes end inside a character) or whose quotes never close.
 */
export function readCollectionCsv(
  text: string,
  game: Game = 'mtg',
  { cutShort = false }: { cutShort?: boolean } = {},
): CollectionCsvResult {
  checkTextLimits(text, 'collection-csv', COLLECTION_CSV_LIMITS);
  let body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let delimiter: string | undefined;
  let lineOffset = 0;
  const firstLineEnd = body.indexOf('\n');
  const sep = SEP_LINE_RE.exec(firstLineEnd < 0 ? body : body.slice(0, firstLineEnd));
  if (sep) {
    delimiter = sep[1];
    body = body.slice(firstLineEnd + 1);
    lineOffset = 1;
  }
  if (body.trim() === '')
    throw new CollectionCsvError('the file is empty: it holds no header row and no card', {
      code: 'collection.empty-file',
      params: {},
    });
  const rows = parseRows(body, delimiter ?? headerDelimiter(body), lineOffset);
  const [headerRow, ...dataRows] = rows;
  const header = headerRow.cells.map((h) => h.trim());
  refuseCutShort(body, header, rows[rows.length - 1], cutShort);
  const flavor = detectFlavor(header);
  const roles = columnRoles(header, flavor, dataRows);
  if (!roles.includes('name')) {
    const deckLine = rows.slice(0, DECK_LINES_LOOKED_AT).find((r) => DECK_LINE_RE.test(r.text));
    if (deckLine)
      throw new CollectionCsvError(
        `line ${deckLine.line} reads as a deck list line (${quoted(deckLine.text)}), not a CSV row: import a deck list from Decks → Import, or a CSV with a header that names a card name column`,
        { code: 'collection.deck-list', params: { line: deckLine.line, text: deckLine.text } },
      );
    const columns = excerpt(header.join(', '));
    throw new CollectionCsvError(`line ${headerRow.line}: no card name column in the header (${columns})`, {
      code: 'collection.no-name-column',
      params: { line: headerRow.line, columns },
    });
  }
  const columns = roleColumns(header, roles, flavor);
  const items: CollectionItem[] = [];
  const itemLines: number[] = [];
  const problems: CollectionCsvProblem[] = [];
  for (const row of dataRows) {
    const read = itemsFromRow(row, columns, game, flavor);
    if (!Array.isArray(read)) {
      problems.push({ ...read, line: row.line, text: row.text });
      continue;
    }
    for (const item of read) {
      items.push(item);
      itemLines.push(row.line);
    }
  }
  return { flavor, items, itemLines, problems, catalogIdColumn: columns.mtgoId !== undefined };
}

/** Whether the flavor's file tells etched from foil: by a count column of its own, or by its finish words. */
const keepsEtched = (flavor: CsvFlavor) =>
  Object.values(flavor.roles).includes('etchedCount') || flavor.finishWords.etched !== flavor.finishWords.foil;

/** The finish a row is written as: an etched one as foil where the flavor's file has no etched. */
const writtenFinish = (finish: Finish, flavor: CsvFlavor): Finish =>
  finish === 'etched' && !keepsEtched(flavor) ? 'foil' : finish;

function cellFor(role: ColumnRole | undefined, header: string, item: CollectionItem, flavor: CsvFlavor): string {
  switch (role) {
    case 'name':
      return item.name;
    case 'count':
      return header === 'QuantityX' ? `${item.count}x` : String(item.count);
    case 'setCode':
      return item.set;
    case 'setName':
      return item.setName ?? '';
    case 'collectorNumber':
      return item.collectorNumber;
    case 'finish':
      return flavor.finishWords[item.finish];
    case 'condition':
      return item.condition === '' ? '' : (flavor.conditions?.write[item.condition] ?? item.condition);
    case 'lang':
      return languageCell(item.lang, flavor);
    case 'binder':
      return item.binder;
    case 'scryfallId':
      return item.scryfallId ?? (item.game === 'mtg' ? scryfallIdOf(item.printingId) : undefined) ?? '';
    case 'mtgoId':
      return item.mtgoId === undefined ? '' : String(item.mtgoId);
    case 'nonfoilCount':
    case 'foilCount':
    case 'etchedCount':
      return FINISH_COUNT_ROLES[writtenFinish(item.finish, flavor)] === role ? String(item.count) : '0';
    default:
      return '';
  }
}

/** What a flavor's file cannot hold of the collection: a column it lacks, or etched foils written as foil. */
export interface CollectionExportNotice {
  code: 'column-omitted' | 'etched-as-foil';
  /** For 'column-omitted': the column's meaning. */
  column?: 'condition' | 'lang' | 'binder';
  rows: number;
  message: string;
}

/** Columns whose values a flavor without them loses, and what a row holds there when it says nothing. */
const DROPPABLE: readonly { role: 'condition' | 'lang' | 'binder'; words: string; unset: string }[] = [
  { role: 'condition', words: 'condition', unset: '' },
  { role: 'lang', words: 'language', unset: 'en' },
  { role: 'binder', words: 'binder or folder', unset: '' },
];

function flavorById(flavorId: string): CsvFlavor {
  const flavor = CSV_FLAVORS.find((f) => f.id === flavorId);
  if (!flavor)
    throw new CollectionCsvError(
      `unknown collection CSV flavor "${flavorId}" (known: ${CSV_FLAVORS.map((f) => f.id).join(', ')})`,
    );
  return flavor;
}

/** The rows whose condition, language, binder or etched finish the flavor's file does not carry, named per column. */
export function collectionExportNotices(items: readonly CollectionItem[], flavorId: string): CollectionExportNotice[] {
  const flavor = flavorById(flavorId);
  const roles = new Set(columnRoles(flavor.header, flavor, []));
  const notices: CollectionExportNotice[] = [];
  for (const { role, words, unset } of DROPPABLE) {
    const rows = roles.has(role) ? 0 : items.filter((i) => i[role] !== unset).length;
    if (rows > 0)
      notices.push({
        code: 'column-omitted',
        column: role,
        rows,
        message: `${flavor.app} CSV has no ${words} column: the ${words} of ${rows} row(s) is not written`,
      });
  }
  const etched = keepsEtched(flavor) ? [] : items.filter((i) => i.finish === 'etched');
  if (etched.length > 0)
    notices.push({
      code: 'etched-as-foil',
      rows: etched.length,
      message: `${flavor.app} CSV has no etched finish: ${etched.length} etched row(s) are written as foil`,
    });
  return notices;
}

/** Writes items in a flavor's own header, so the app that defined it can import the file; no cell is a live formula. */
export function writeCollectionCsv(items: readonly CollectionItem[], flavorId: string): string {
  const flavor = flavorById(flavorId);
  const roles = columnRoles(flavor.header, flavor, []);
  // A file without a count column (CardCastle's) holds a row for each copy.
  const copies = (item: CollectionItem) => (roles.some(isCountRole) ? 1 : item.count);
  const data = items.flatMap((item) =>
    Array.from({ length: copies(item) }, () => flavor.header.map((h, i) => cellFor(roles[i], h, item, flavor))),
  );
  const csv = Papa.unparse({ fields: flavor.header, data }, { newline: '\n', escapeFormulae: FORMULA_CELL_RE });
  return (flavor.sepLine ? 'sep=,\n' : '') + csv + '\n';
}
