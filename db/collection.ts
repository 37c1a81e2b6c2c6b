// The player's collection: owned printings with count, finish, condition, language and binder.
// Rows keep the card name as text and refer to cards by stable id, so card-data imports never touch them.
import type { Db } from './open.ts';
import { GAME_NAMES, type Game, type Printing } from '../engine/cards/types.ts';
import { firstPrintingInSet } from '../engine/decks/printings.ts';
import { printingInLanguage } from '../engine/collection/row-printing.ts';
import {
  MAX_COPIES_PER_ROW,
  type CollectionItem,
  type CollectionProblemCode,
  type Condition,
  type Finish,
} from '../engine/collection/types.ts';
import { quoted } from '../engine/text/limits.ts';
import type { Reason, Reasoned } from '../engine/text/reasons.ts';
import type { SearchQuery, Unique } from '../engine/search/ast.ts';
import { foldName } from '../engine/text/fold.ts';
import { nameVariants } from '../engine/decks/names.ts';
import { compileSearch, joinSql, sql, type NameOrder, type Sql } from './search/compile.ts';
import { japaneseNameRank, prepareJapaneseNameRanks } from './search/name-ranks.ts';
import { withSearch } from './search/search.ts';
import { statement } from './search/statements.ts';
import { catalogPrintingLookup } from './resolve.ts';

export type CollectionImportMode = 'merge' | 'replace';

export interface SkippedItem {
  /** The item's position in the list given (0-based), and its source line when known. */
  index: number;
  line?: number;
  name: string;
  /** Why, in English. */
  reason: string;
  /** Why, for a screen that words it, with the values its words name. */
  code: CollectionProblemCode;
  params: Record<string, string>;
}

export interface CollectionChange {
  name: string;
  set: string;
  collectorNumber: string;
  finish: Finish;
  before: number;
  after: number;
}

export interface CollectionImportPlan {
  mode: CollectionImportMode;
  /** Rows whose count goes from 0 to n, from n to m, or (replace) from n to 0. */
  added: CollectionChange[];
  changed: CollectionChange[];
  removed: CollectionChange[];
  skipped: SkippedItem[];
  /** Items kept for their card whose printing the card data does not have: written with no printing pinned. */
  unpinned: SkippedItem[];
  /** The resolved items the plan would write. */
  items: CollectionItem[];
}

interface CollectionRow {
  id: number;
  game: Game;
  card_id: string | null;
  card_name: string;
  printing_id: string | null;
  set_code: string;
  collector_number: string;
  finish: Finish;
  condition: Condition;
  lang: string;
  binder: string;
  count: number;
}

/** The columns that make a row: one printing, finish, condition, language and binder (unique in the table). */
interface RowKeyFields {
  card_name: string;
  set_code: string;
  collector_number: string;
  finish: string;
  condition: string;
  lang: string;
  binder: string;
}

const rowKeyValues = (r: RowKeyFields) => [
  r.card_name,
  r.set_code,
  r.collector_number,
  r.finish,
  r.condition,
  r.lang,
  r.binder,
];

const rowKey = (r: RowKeyFields) => rowKeyValues(r).join('\u0000');

const itemRow = (i: CollectionItem) => ({
  card_name: i.name,
  set_code: i.set,
  collector_number: i.collectorNumber,
  finish: i.finish,
  condition: i.condition,
  lang: i.lang,
  binder: i.binder,
});

function itemFromRow(r: CollectionRow): CollectionItem {
  const item: CollectionItem = {
    game: r.game,
    name: r.card_name,
    set: r.set_code,
    collectorNumber: r.collector_number,
    count: r.count,
    finish: r.finish,
    condition: r.condition,
    lang: r.lang,
    binder: r.binder,
  };
  if (r.card_id) item.cardId = r.card_id;
  if (r.printing_id) item.printingId = r.printing_id;
  item.rowId = r.id;
  return item;
}

/**
 * Why no card answers to an item's name; a card of the other game's by that name is said to be one (a Duel Masters
 * collection read as Magic's, the default).
 */
function unknownCardReason(
  item: CollectionItem,
  cardsNamed: (name: string, game: Game) => { id: string; name: string }[],
): string {
  const other: Game = item.game === 'mtg' ? 'dm' : 'mtg';
  if (cardsNamed(item.name, other).length === 0) return `no card named ${quoted(item.name)} in the card data`;
  return `no ${GAME_NAMES[item.game]} card named ${quoted(item.name)}: it is a ${GAME_NAMES[other]} card`;
}

/** What the file the items come from says of them beside their cells. */
export interface CollectionSource {
  /**
   * The file has an MTGO ID # column (CollectionCsvResult.catalogIdColumn): MTGO names each row's printing and finish by
   * it, so a row found by its name alone, with an ID # missing or naming no printing, is said to be kept unpinned.
   */
  catalogIdColumn?: boolean;
}

/**
 * Finds each item's card and printing: by Scryfall id, by set and number, by set name, by any name of the card.
 * `indexes` gives each resolved item's position in `items` (its first row, when rows were merged).
 */
export function resolveCollectionItems(
  db: Db,
  items: readonly CollectionItem[],
  lines?: readonly number[],
  file: CollectionSource = {},
): { items: CollectionItem[]; indexes: number[]; skipped: SkippedItem[]; unpinned: SkippedItem[] } {
  const byScryfallId = db.prepare(
    'SELECT p.id, p.card_id, p.set_code, p.collector_number, c.name FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.id = ?',
  );
  const bySetNumber = db.prepare(
    'SELECT p.id, p.card_id, p.set_code, p.collector_number, p.lang, c.name FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.set_code = ? COLLATE NOCASE AND p.collector_number = ?',
  );
  const catalogPrinting = catalogPrintingLookup(db);
  /** The printing an MTGO CSV's ID # names, and whether it names the printing's foil copy. */
  const byCatalogId = (item: CollectionItem) => {
    const found = item.mtgoId === undefined ? undefined : catalogPrinting(item.mtgoId);
    const hit = found && (byScryfallId.get(found.printingId) as PrintingHit | undefined);
    return hit && { hit, foil: found.foil };
  };
  const setByName = db.prepare('SELECT code FROM sets WHERE name = ? COLLATE NOCASE').pluck();
  const setByCode = db.prepare('SELECT code FROM sets WHERE code = ? COLLATE NOCASE').pluck();
  /**
   * The set code a row names, lower case: a column the reader took for codes may hold names ("Mirage") and one it
   * took for names may hold codes (Duel Masters' "DM-01"), so each is tried as the other; undefined for a set name
   * the card data does not know.
   */
  const setCodes = new Map<string, string | undefined>();
  const setCodeOf = (item: CollectionItem): string | undefined => {
    const key = `${item.set}\u0000${item.setName ?? ''}`;
    if (!setCodes.has(key)) {
      const code = item.set
        ? ((setByCode.get(item.set) ?? setByName.get(item.set) ?? item.set) as string)
        : item.setName
          ? ((setByName.get(item.setName) ?? setByCode.get(item.setName)) as string | undefined)
          : '';
      setCodes.set(key, code?.toLowerCase());
    }
    return setCodes.get(key);
  };
  const byName =
    db.prepare(`SELECT c.id, c.name, MIN(n.is_face) AS face FROM card_names n JOIN cards c ON c.id = n.card_id
    WHERE n.name_folded = ? AND c.game = ? GROUP BY c.id ORDER BY face LIMIT 2`);
  const printingsInSet = db.prepare(
    'SELECT id, set_code AS "set", collector_number AS collectorNumber, lang FROM printings WHERE card_id = ? AND set_code = ? COLLATE NOCASE',
  );
  type PrintingHit = { id: string; card_id: string; set_code: string; collector_number: string; name: string };
  /** The cards a name answers to, trying the ways lists write names (engine/decks/names.ts) until one answers. */
  const cardsNamed = (name: string, game: Game): { id: string; name: string }[] => {
    for (const variant of nameVariants(name)) {
      const found = byName.all(foldName(variant), game) as { id: string; name: string }[];
      if (found.length > 0) return found;
    }
    return [];
  };

  const resolved: CollectionItem[] = [];
  const resolvedIndexes: number[] = [];
  const skipped: SkippedItem[] = [];
  const unpinned: SkippedItem[] = [];
  const notice = (
    index: number,
    name: string,
    reason: string,
    code: CollectionProblemCode,
    params: Record<string, string>,
  ) =>
    unpinned.push({
      index,
      line: lines?.[index],
      name,
      reason: `${reason}; the card is kept, its printing not pinned`,
      code,
      params,
    });
  items.forEach((source, index) => {
    const item = { ...source };
    const setCode = setCodeOf(item);
    item.set = setCode ?? '';
    const catalog = byCatalogId(item);
    // A foil's catalog id is its foil copy's: the row owns that finish.
    if (catalog?.foil && item.finish === 'nonfoil') item.finish = 'foil';
    const hit =
      ((item.scryfallId ? byScryfallId.get(item.scryfallId) : undefined) as PrintingHit | undefined) ??
      catalog?.hit ??
      (item.set && item.collectorNumber
        ? printingInLanguage(
            bySetNumber.all(item.set, item.collectorNumber) as (PrintingHit & { lang: string })[],
            item.lang,
          )
        : undefined);
    // An item named only by its printing (collection.add's printingId) is that printing's card.
    const sameName =
      hit &&
      (item.name === '' ||
        foldName(hit.name) === foldName(item.name) ||
        foldName(hit.name).startsWith(foldName(item.name) + ' // '));
    // Any other name of the card (a back face, "Wear/Tear", its Japanese name) names the same printing.
    const cards = sameName ? [] : cardsNamed(item.name, item.game);
    if (hit && (sameName || cards.some((c) => c.id === hit.card_id))) {
      Object.assign(item, {
        cardId: hit.card_id,
        printingId: hit.id,
        name: hit.name,
        set: hit.set_code.toLowerCase(),
        collectorNumber: hit.collector_number,
      });
      resolved.push(item);
      resolvedIndexes.push(index);
      return;
    }
    if (cards.length === 0) {
      // A row named only by its MTGO catalog id (ID #) is called by it.
      const name = item.name || `ID # ${item.mtgoId}`;
      skipped.push({
        index,
        line: lines?.[index],
        name,
        reason: item.name
          ? unknownCardReason(item, cardsNamed)
          : `no card name, and MTGO ID # ${item.mtgoId} is no printing in the card data`,
        code: 'unknown-card',
        params: { name },
      });
      return;
    }
    item.cardId = cards[0].id;
    item.name = cards[0].name;
    const set = item.set.toUpperCase();
    const printed = `${set} ${item.collectorNumber}`;
    const pin = { set, number: item.collectorNumber };
    if (hit)
      notice(index, item.name, `${printed} is ${quoted(hit.name)}, not ${quoted(item.name)}`, 'printing-mismatch', {
        ...pin,
        printed: hit.name,
        card: item.name,
      });
    else if (setCode === undefined)
      notice(index, item.name, `the card data has no printing of it in ${item.setName}`, 'printing-not-in-set', {
        set: item.setName!,
      });
    else if (item.set && item.collectorNumber)
      notice(index, item.name, `${printed} is not in the card data`, 'unknown-printing', pin);
    else if (item.set) {
      // A set without a number: the set's first printing of the card, as a deck list's set-only pin.
      const inSet = printingsInSet.all(item.cardId, item.set) as Pick<
        Printing,
        'id' | 'set' | 'collectorNumber' | 'lang'
      >[];
      const inLanguage = inSet.filter((p) => p.lang === item.lang);
      const printing = firstPrintingInSet(inLanguage.length > 0 ? inLanguage : inSet, item.set);
      if (printing) Object.assign(item, { printingId: printing.id, collectorNumber: printing.collectorNumber });
      else notice(index, item.name, `the card data has no printing of it in ${set}`, 'printing-not-in-set', { set });
    } else if (file.catalogIdColumn) {
      // Found by its name alone where MTGO names the printing by ID #: the copy's printing is not known.
      if (item.mtgoId === undefined)
        notice(index, item.name, 'the row has no MTGO ID #, set or collector number', 'unknown-printing', {
          kind: 'no-mtgo-id',
        });
      else
        notice(index, item.name, `MTGO ID # ${item.mtgoId} is no printing in the card data`, 'unknown-printing', {
          kind: 'mtgo-id',
          id: String(item.mtgoId),
        });
    }
    resolved.push(item);
    resolvedIndexes.push(index);
  });
  const merged = mergeDuplicates(resolved, resolvedIndexes);
  for (const index of merged.overflowing) skipped.push(overCount(index, lines, items[index]));
  return { items: merged.items, indexes: merged.indexes, skipped, unpinned };
}

const overCount = (index: number, lines: readonly number[] | undefined, item: CollectionItem): SkippedItem => ({
  index,
  line: lines?.[index],
  name: item.name,
  reason: `a row holds at most ${MAX_COPIES_PER_ROW.toLocaleString('en-US')} copies; with this line there would be more`,
  code: 'over-count',
  params: { max: MAX_COPIES_PER_ROW.toLocaleString('en-US') },
});

/**
 * The same printing, finish, condition, language and binder listed twice in one file is one row; a row
 * whose count would pass MAX_COPIES_PER_ROW is left out (`overflowing`: its position in the source list).
 */
function mergeDuplicates(items: readonly CollectionItem[], sourceIndexes: readonly number[]) {
  const byKey = new Map<string, { item: CollectionItem; index: number }>();
  const overflowing: number[] = [];
  items.forEach((item, i) => {
    const key = rowKey(itemRow(item));
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { item: { ...item }, index: sourceIndexes[i] });
    else if (seen.item.count + item.count > MAX_COPIES_PER_ROW) overflowing.push(sourceIndexes[i]);
    else seen.item.count += item.count;
  });
  const merged = [...byKey.values()];
  return { items: merged.map((m) => m.item), indexes: merged.map((m) => m.index), overflowing };
}

function currentRows(db: Db, game?: Game): CollectionRow[] {
  return (
    game
      ? db.prepare('SELECT * FROM collection WHERE game = ?').all(game)
      : db.prepare('SELECT * FROM collection').all()
  ) as CollectionRow[];
}

const change = (
  name: string,
  r: { set_code: string; collector_number: string; finish: Finish },
  before: number,
  after: number,
): CollectionChange => ({
  name,
  set: r.set_code,
  collectorNumber: r.collector_number,
  finish: r.finish,
  before,
  after,
});

/** What an import would do, without doing it: the preview the user confirms. */
export function planCollectionImport(
  db: Db,
  items: readonly CollectionItem[],
  mode: CollectionImportMode,
  lines?: readonly number[],
  file: CollectionSource = {},
): CollectionImportPlan {
  const { items: resolved, indexes, skipped, unpinned } = resolveCollectionItems(db, items, lines, file);
  const existing = new Map(currentRows(db).map((r) => [rowKey(r), r]));
  const plan: CollectionImportPlan = { mode, added: [], changed: [], removed: [], skipped, unpinned, items: [] };
  const touched = new Set<string>();
  resolved.forEach((item, i) => {
    const row = itemRow(item);
    const key = rowKey(row);
    const before = existing.get(key)?.count ?? 0;
    const after = mode === 'merge' ? before + item.count : item.count;
    if (after > MAX_COPIES_PER_ROW) return void skipped.push(overCount(indexes[i], lines, items[indexes[i]]));
    touched.add(key);
    plan.items.push(item);
    if (before === 0) plan.added.push(change(item.name, row, 0, after));
    else if (after !== before) plan.changed.push(change(item.name, row, before, after));
  });
  skipped.sort((a, b) => a.index - b.index);
  if (mode === 'replace') {
    for (const [key, r] of existing) if (!touched.has(key)) plan.removed.push(change(r.card_name, r, r.count, 0));
  }
  return plan;
}

/** Applies a plan in one transaction: all of it or, on any failure, none of it. */
export function applyCollectionImport(db: Db, plan: CollectionImportPlan): { rows: number; copies: number } {
  const upsert =
    db.prepare(`INSERT INTO collection (game, card_id, card_name, printing_id, set_code, collector_number, finish, condition, lang, binder, count)
    VALUES (@game, @card_id, @card_name, @printing_id, @set_code, @collector_number, @finish, @condition, @lang, @binder, @count)
    ON CONFLICT (card_name, set_code, collector_number, finish, condition, lang, binder)
    DO UPDATE SET count = ${plan.mode === 'merge' ? 'count + excluded.count' : 'excluded.count'},
      card_id = excluded.card_id, printing_id = excluded.printing_id`);
  db.transaction(() => {
    if (plan.mode === 'replace') db.prepare('DELETE FROM collection').run();
    for (const item of plan.items) {
      upsert.run({
        game: item.game,
        card_id: item.cardId ?? null,
        printing_id: item.printingId ?? null,
        count: item.count,
        ...itemRow(item),
      });
    }
  })();
  return collectionTotals(db);
}

/** A collection row asked for by an id no stored row has (changed or removed meanwhile). */
export class CollectionRowNotFoundError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(rowId: number) {
    super(`no collection row with id ${rowId}`);
    this.name = 'CollectionRowNotFoundError';
    this.reason = { code: 'collection.row-not-found', params: { rowId } };
  }
}

/** An edit that would put more than MAX_COPIES_PER_ROW copies in one row. */
export class CollectionOverCountError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor() {
    const max = MAX_COPIES_PER_ROW.toLocaleString('en-US');
    super(`a collection row holds at most ${max} copies`);
    this.name = 'CollectionOverCountError';
    this.reason = { code: 'collection.over-count', params: { max } };
  }
}

/** What an edit changes of one stored row; what it leaves out stays. */
export interface CollectionRowEdit {
  /** 0 removes the row. */
  count?: number;
  finish?: Finish;
  condition?: Condition;
  lang?: string;
  binder?: string;
}

/**
 * Edits one stored row in one transaction. A count of 0 removes it; a finish, condition, language or binder that
 * another row of the same printing already has moves the copies into that row (the rows' key is unique).
 * Returns the id of the row now holding the copies (null once removed) and the collection's totals.
 */
export function editCollectionRow(
  db: Db,
  rowId: number,
  edit: CollectionRowEdit,
): { rowId: number | null; rows: number; copies: number } {
  const held = db.transaction((): number | null => {
    const row = db.prepare('SELECT * FROM collection WHERE id = ?').get(rowId) as CollectionRow | undefined;
    if (!row) throw new CollectionRowNotFoundError(rowId);
    const next = { ...row, ...definedOnly(edit) };
    if (next.count === 0) {
      db.prepare('DELETE FROM collection WHERE id = ?').run(rowId);
      return null;
    }
    const other = db
      .prepare(
        `SELECT id, count FROM collection WHERE card_name = ? AND set_code = ? AND collector_number = ? AND finish = ?
        AND condition = ? AND lang = ? AND binder = ? AND id <> ?`,
      )
      .get(...rowKeyValues(next), rowId) as { id: number; count: number } | undefined;
    const count = next.count + (other?.count ?? 0);
    if (count > MAX_COPIES_PER_ROW) throw new CollectionOverCountError();
    if (other) {
      db.prepare('DELETE FROM collection WHERE id = ?').run(rowId);
      db.prepare('UPDATE collection SET count = ? WHERE id = ?').run(count, other.id);
      return other.id;
    }
    db.prepare('UPDATE collection SET finish = ?, condition = ?, lang = ?, binder = ?, count = ? WHERE id = ?').run(
      next.finish,
      next.condition,
      next.lang,
      next.binder,
      count,
      rowId,
    );
    return rowId;
  })();
  return { rowId: held, ...collectionTotals(db) };
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

// TOTAL, not SUM, here and in the listings: a float sum never overflows, not even over rows an older version
// stored out of range, so no stored row makes a later read fail.
export function collectionTotals(db: Db): { rows: number; copies: number } {
  return db.prepare('SELECT COUNT(*) AS rows, TOTAL(count) AS copies FROM collection').get() as {
    rows: number;
    copies: number;
  };
}

/** The date of the newest prices in the card data (a Scryfall import's snapshot); null when it holds none. */
export function newestPriceSnapshot(db: Db): string | null {
  return (db.prepare('SELECT MAX(snapshot_date) FROM printing_prices').pluck().get() as string | null) ?? null;
}

/**
 * The items with their set's full name from the card data, for the flavors that write one (Deckbox's "Edition",
 * TCGplayer's "Set", Dragon Shield's "Set Name", Archidekt's "Edition Name": Deckbox finds a printing by it).
 */
/**
 * Each item with its printing's MTGO catalog id for its finish (MTGJSON's mtgoId, mtgoFoilId for a foil or etched
 * one), which an MTGO CSV writes as ID #; none where MTGO has no such copy of the printing.
 */
export function withCatalogIds(db: Db, items: readonly CollectionItem[]): CollectionItem[] {
  const idsOf = db.prepare('SELECT mtgo_id AS nonfoil, mtgo_foil_id AS foil FROM printings WHERE id = ?');
  return items.map((item) => {
    if (!item.printingId || item.mtgoId !== undefined) return item;
    const ids = idsOf.get(item.printingId) as { nonfoil: number | null; foil: number | null } | undefined;
    const id = item.finish === 'nonfoil' ? ids?.nonfoil : ids?.foil;
    return id == null ? item : { ...item, mtgoId: id };
  });
}

export function withSetNames(db: Db, items: readonly CollectionItem[]): CollectionItem[] {
  const nameOf = db.prepare('SELECT name FROM sets WHERE code = ?').pluck();
  const names = new Map<string, string | undefined>();
  return items.map((item) => {
    if (!item.set || item.setName) return item;
    if (!names.has(item.set)) names.set(item.set, nameOf.get(item.set) as string | undefined);
    const setName = names.get(item.set);
    return setName ? { ...item, setName } : item;
  });
}

export interface CollectionListOptions {
  game?: Game;
  /** Only rows whose card is among these ids (the result of a search). */
  cardIds?: readonly string[];
  /**
   * A search-language query (engine/search): only rows whose card matches, or whose printing matches with
   * `unique:prints`, in the query's order. Throws SearchSyntaxError for a query it cannot read.
   */
  query?: string;
  /** Rows by the names a Japanese window shows (Japanese, else English) or by the English names (the default). */
  names?: NameOrder;
  /** A row's id: the list then also says where that row stands in its order (`located`), for a selection to follow. */
  locate?: number;
  page?: number;
  limit?: number;
}

type Page = { limit: number; offset: number };

const pageOf = (options: CollectionListOptions): Page => {
  const limit = options.limit ?? 1_000_000;
  return { limit, offset: ((options.page ?? 1) - 1) * limit };
};

/** The conditions every listing takes, on the collection rows `c`. */
function rowConditions(options: CollectionListOptions): Sql {
  const parts: Sql[] = [];
  if (options.game) parts.push(sql('c.game = ?', options.game));
  if (options.cardIds)
    parts.push(sql('c.card_id IN (SELECT value FROM json_each(?))', JSON.stringify(options.cardIds)));
  return parts.length ? joinSql(parts, ' AND ') : sql('1');
}

/** A page of the collection, with the number of matching rows and the copies they hold (all of them, not the page's). */
export interface CollectionList {
  total: number;
  copies: number;
  items: CollectionItem[];
  /** Where the row asked for by `locate` stands among all the matching rows (from 0); null when it is not among them. */
  located?: number | null;
}

/** The collection row by row: by name, set and number, or filtered and ordered by a search query. */
export function listCollection(db: Db, options: CollectionListOptions = {}): CollectionList {
  const query = options.query?.trim() ?? '';
  const names = options.names ?? 'english';
  if (names === 'japanese') prepareJapaneseNameRanks(db);
  const listing = { conditions: rowConditions(options), page: pageOf(options), names, locate: options.locate };
  if (query === '') return listRows(db, listing);
  return withSearch(db, query, (parsed) => listMatchingRows(db, parsed, listing));
}

/** What a listing takes besides its query: the rows' conditions, the page, the name order, the row to locate. */
interface Listing {
  conditions: Sql;
  page: Page;
  names: NameOrder;
  locate: number | undefined;
}

/** Rows that tie on the first keys keep this order (columns of the row, as `hits` names them): every row has a place. */
const ROW_TIES = ['set_code', 'collector_number', 'finish', 'condition', 'lang', 'binder', 'id'];

/** The plain listing's order: the row's card name, or its place in the Japanese name order, then the row's columns. */
const PLAIN_ORDER: Readonly<Record<NameOrder, string>> = {
  english: ['card_name', ...ROW_TIES].join(', '),
  japanese: [japaneseNameRank('card_id'), 'card_name', ...ROW_TIES].join(', '),
};

/**
 * `located` when a row is asked for: its index in `ranked`, a statement numbering the listing's rows from 0
 * (columns id and n).
 */
function located(db: Db, ranked: Sql, id: number | undefined): Pick<CollectionList, 'located'> {
  if (id === undefined) return {};
  const n = statement(db, `SELECT n FROM (${ranked.text}) WHERE id = ?`)
    .pluck()
    .get(...ranked.params, id) as number | undefined;
  return { located: n ?? null };
}

function listRows(db: Db, { conditions: where, page: { limit, offset }, names, locate }: Listing): CollectionList {
  const { total, copies } = statement(
    db,
    `SELECT COUNT(*) AS total, TOTAL(count) AS copies FROM collection c WHERE ${where.text}`,
  ).get(...where.params) as { total: number; copies: number };
  const order = PLAIN_ORDER[names];
  const rows = statement(db, `SELECT * FROM collection c WHERE ${where.text} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    ...where.params,
    limit,
    offset,
  ) as CollectionRow[];
  const ranked = sql(
    `SELECT id, ROW_NUMBER() OVER (ORDER BY ${order}) - 1 AS n FROM collection c WHERE ${where.text}`,
    ...where.params,
  );
  return { total, copies, items: rows.map(itemFromRow), ...located(db, ranked, locate) };
}

/** Each row with its card's search row `s`, and in prints mode its printing `p`: a row without one matches nothing. */
const PRINTING_ROWS =
  'collection c JOIN printings p ON p.id = c.printing_id JOIN card_search s ON s.card_id = p.card_id';
/** unique:art reads each row's printing as unique:prints does: a collection row is one row whatever its artwork. */
const COLLECTION_SEARCH_FROM: Readonly<Record<Unique, string>> = {
  cards: 'collection c JOIN card_search s ON s.card_id = c.card_id',
  prints: PRINTING_ROWS,
  art: PRINTING_ROWS,
};

/**
 * The rows whose card (or printing) the query matches, counted and paged in one statement over the matches
 * materialized once with their sort keys, as the card search does.
 */
function listMatchingRows(
  db: Db,
  parsed: SearchQuery,
  { conditions, page: { limit, offset }, names, locate }: Listing,
): CollectionList {
  const compiled = compileSearch(parsed, names);
  const from = COLLECTION_SEARCH_FROM[compiled.unique];
  const where = joinSql([conditions, compiled.where], ' AND ');
  const keys = joinSql(
    compiled.order.map((term, i) => sql(`${term.expr.text} AS k${i}`, ...term.expr.params)),
    ', ',
  );
  const orderBy = [...compiled.order.map((term, i) => `k${i} ${term.direction}`), ...ROW_TIES].join(', ');
  const hits = `WITH hits AS MATERIALIZED (SELECT c.*, ${keys.text} FROM ${from} WHERE ${where.text})`;
  const rows = statement(
    db,
    `${hits} SELECT *, (SELECT count(*) FROM hits) AS total, (SELECT TOTAL(count) FROM hits) AS copies
    FROM hits ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
  ).all(...keys.params, ...where.params, limit, offset) as (CollectionRow & { total: number; copies: number })[];
  const counts =
    rows[0] ??
    (offset === 0
      ? { total: 0, copies: 0 }
      : (statement(db, `SELECT count(*) AS total, TOTAL(c.count) AS copies FROM ${from} WHERE ${where.text}`).get(
          ...where.params,
        ) as { total: number; copies: number }));
  const ranked = sql(
    `${hits} SELECT id, ROW_NUMBER() OVER (ORDER BY ${orderBy}) - 1 AS n FROM hits`,
    ...keys.params,
    ...where.params,
  );
  return { total: counts.total, copies: counts.copies, items: rows.map(itemFromRow), ...located(db, ranked, locate) };
}
