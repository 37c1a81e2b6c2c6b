// searchCards: the one entry point the API, the CLI and the UI share. Parse (engine), bring the index up to
// date, check open vocabularies against the data, count every match, then read one ordered page.
import type { Db } from '../open.ts';
import type { Card, Printing } from '../../engine/cards/types.ts';
import { rowIsPrinting, type SearchQuery } from '../../engine/search/ast.ts';
import { parseSearch } from '../../engine/search/parse.ts';
import { printingFromRow } from '../cards.ts';
import { compileSearch, joinSql, sql, type CompiledSearch, type NameOrder, type Sql } from './compile.ts';
import { prepareJapaneseNameRanks } from './name-ranks.ts';
import { checkPatterns } from './regexp.ts';
import { rankedByTypedName } from './typed-name-rank.ts';
import { checkKnownValues } from './known-values.ts';
import { withSetReleases } from './set-releases.ts';
import { refreshSearchIndex, searchIndexIsStale } from './search-index.ts';
import { statement } from './statements.ts';

export const DEFAULT_PAGE_SIZE = 50;

export interface SearchOptions {
  /** 1-based page number. */
  page?: number;
  limit?: number;
  /** order:name by the Japanese names a Japanese window shows, or by the English ones (the default). */
  names?: NameOrder;
  /** A row's key: the result then also says where that row stands in its order (`located`), for a selection to follow. */
  locate?: RowKey;
  /**
   * A card name as typed into an add-a-card box: the cards named so first, then the names starting with it, then
   * those with a word starting with it (typed-name-rank.ts), each group in the query's order.
   */
  typedName?: string;
}

/**
 * What a result row is known by: its card, and with unique:prints or unique:art the printing it shows (another
 * printing of the same card is another row).
 */
export interface RowKey {
  card: string;
  printing?: string;
}

/** A matching card; with `unique:prints`, each result is one printing of it. */
export interface SearchHit extends Card {
  /** The row's own printing with unique:prints and unique:art (part of the row's key). */
  printing?: Printing;
  /**
   * unique:cards: the printing the card shows (its image, set and number), chosen among those the query asks for
   * by `prefer:` (compile.ts ShownPrinting); absent for a card without printings.
   */
  shownPrinting?: Printing;
}

export interface SearchResult {
  /** Every match, not only this page: cards, or printings with `unique:prints`. */
  total: number;
  page: number;
  cards: SearchHit[];
  /**
   * Where the row asked for by `locate` stands among all the matches (from 0): the row of its printing, else (a
   * printing no longer listed, or none asked for) the card's first row; null when the card is not among them.
   */
  located?: number | null;
}

/** Runs a Scryfall-style query; throws SearchSyntaxError (position, keyword) for a query it cannot answer. */
export function searchCards(db: Db, query: string, options: SearchOptions = {}): SearchResult {
  const names = options.names ?? 'english';
  return withSearch(db, query, (parsed) => {
    if (names === 'japanese' && parsed.order === 'name') prepareJapaneseNameRanks(db);
    const compiled = rankedByTypedName(compileSearch(parsed, names), options.typedName ?? '');
    const result = runSearch(db, compiled, options.page ?? 1, options.limit ?? DEFAULT_PAGE_SIZE);
    return options.locate === undefined ? result : { ...result, located: locateRow(db, compiled, options.locate) };
  });
}

/**
 * What every search does before it reads (the card search here, the collection list in db/collection.ts):
 * parse, bring the index up to date, and check the open vocabularies against the data inside the one read
 * transaction `run` answers from, so the count, the page and the rows come from the same snapshot.
 */
export function withSearch<T>(db: Db, query: string, run: (parsed: SearchQuery) => T): T {
  const parsed = parseSearch(query);
  checkPatterns(parsed.filter);
  refreshIfStale(db);
  return db.transaction(() => {
    checkKnownValues(db, parsed.filter);
    return run({ ...parsed, filter: withSetReleases(db, parsed.filter) });
  })();
}

/**
 * Brings the index up to date before searching. Another connection in the middle of an import holds the write
 * lock: then this search answers from the index as it was, and the next one catches up.
 */
function refreshIfStale(db: Db): void {
  if (db.readonly || !searchIndexIsStale(db)) return;
  try {
    refreshSearchIndex(db);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
  }
}

interface HitRow {
  card_id: string;
  printing_id: string | null;
  /** Card mode: the printing the card shows. */
  shown_id?: string | null;
  total: number;
}

/**
 * One pass: the matches, with their sort keys, are materialized once, then counted and the page sorted out of
 * them; counting and paging in two statements would evaluate every filter (FTS lookups, text scans) twice.
 * An empty query is the exception: the table's count, and a walk of the name index that stops at the page.
 */
function runSearch(db: Db, compiled: CompiledSearch, page: number, limit: number): SearchResult {
  const offset = (page - 1) * limit;
  const rows = compiled.matchesAll
    ? allCardsPage(db, compiled, limit, offset)
    : matchesPage(db, compiled, limit, offset);
  const total = rows[0]?.total ?? (offset === 0 ? 0 : countMatches(db, compiled));
  return { total, page, cards: hits(db, rows) };
}

/** unique:art's GROUP BY and the aggregate choosing each group's row (its other columns come from that row). */
const grouping = ({ group }: CompiledSearch) =>
  group ? { pick: `, ${group.pick} AS pick`, by: ` GROUP BY ${group.by}` } : { pick: '', by: '' };

/**
 * The matches materialized once with their sort keys (`hits`: card_id, printing_id, k0, k1, …) and the ORDER BY
 * over those keys, which is total: the order ends on the card's id (and the printing's, per printing).
 */
function materializedHits(compiled: CompiledSearch): { hits: Sql; orderBy: string } {
  const { from, where, order, unique } = compiled;
  const keys = joinSql(
    order.map((term, i) => sql(`${term.expr.text} AS k${i}`, ...term.expr.params)),
    ', ',
  );
  const printing = rowIsPrinting(unique) ? 'p.id' : 'NULL';
  const group = grouping(compiled);
  return {
    hits: sql(
      `WITH hits AS MATERIALIZED (
      SELECT s.card_id, ${printing} AS printing_id, ${keys.text}${group.pick} FROM ${from} WHERE ${where.text}${group.by})`,
      ...keys.params,
      ...where.params,
    ),
    orderBy: order.map((term, i) => `k${i} ${term.direction}`).join(', '),
  };
}

/**
 * The shown printing of the card row `s` (compile.ts ShownPrinting): one indexed walk of the card's printings,
 * asked only of the rows of the page.
 */
function shownPrintingSql({ shown }: CompiledSearch): Sql {
  if (!shown) return sql('NULL');
  const matching = shown.matches.text === '1' ? '' : `CASE WHEN ${shown.matches.text} THEN 0 ELSE 1 END, `;
  return sql(
    `(SELECT p.id FROM printings p WHERE p.card_id = s.card_id ORDER BY ${matching}${shown.order} LIMIT 1)`,
    ...shown.matches.params,
  );
}

function matchesPage(db: Db, compiled: CompiledSearch, limit: number, offset: number): HitRow[] {
  const { hits, orderBy } = materializedHits(compiled);
  if (!compiled.shown) {
    return statement(
      db,
      `${hits.text} SELECT card_id, printing_id, (SELECT count(*) FROM hits) AS total FROM hits
      ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    ).all(...hits.params, limit, offset) as HitRow[];
  }
  // The page first (its LIMIT keeps SQLite from flattening it), then each of its cards' shown printing, which
  // reads the card's index row as the query does.
  const shown = shownPrintingSql(compiled);
  return statement(
    db,
    `${hits.text} SELECT h.card_id, h.printing_id, h.total, ${shown.text} AS shown_id
    FROM (SELECT *, (SELECT count(*) FROM hits) AS total FROM hits ORDER BY ${orderBy} LIMIT ? OFFSET ?) h
    JOIN card_search s ON s.card_id = h.card_id ORDER BY ${compiled.order.map((t, i) => `h.k${i} ${t.direction}`).join(', ')}`,
  ).all(...hits.params, ...shown.params, limit, offset) as HitRow[];
}

/** The index of the row of `key` in the matches' order (see SearchResult.located), null when its card matches nothing. */
function locateRow(db: Db, compiled: CompiledSearch, key: RowKey): number | null {
  const { hits, orderBy } = materializedHits(compiled);
  const found = statement(
    db,
    `${hits.text} SELECT n FROM (
      SELECT card_id, printing_id, ROW_NUMBER() OVER (ORDER BY ${orderBy}) - 1 AS n FROM hits)
    WHERE card_id = ? ORDER BY printing_id IS NOT ?, n LIMIT 1`,
  )
    .pluck()
    .get(...hits.params, key.card, key.printing ?? null) as number | undefined;
  return found ?? null;
}

/** The walk of the name index stops at the page, so the shown printing is asked of the page's rows only. */
function allCardsPage(db: Db, compiled: CompiledSearch, limit: number, offset: number): HitRow[] {
  const orderBy = compiled.order.map((term) => `${term.expr.text} ${term.direction}`).join(', ');
  const shown = shownPrintingSql(compiled);
  return statement(
    db,
    `SELECT card_id, NULL AS printing_id, ${shown.text} AS shown_id, (SELECT count(*) FROM card_search) AS total
    FROM card_search s ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
  ).all(...shown.params, limit, offset) as HitRow[];
}

/** Only needed when the page is past the last match. */
function countMatches(db: Db, compiled: CompiledSearch): number {
  const { from, where } = compiled;
  const group = grouping(compiled);
  return statement(db, `SELECT count(*) FROM (SELECT 1${group.pick} FROM ${from} WHERE ${where.text}${group.by})`)
    .pluck()
    .get(...where.params) as number;
}

/** The page's cards in result order, read in one statement; a card another connection deleted meanwhile is left out. */
function hits(db: Db, rows: readonly HitRow[]): SearchHit[] {
  const data = statement(db, 'SELECT id, data FROM cards WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(rows.map((r) => r.card_id)),
  ) as { id: string; data: string }[];
  const cards = new Map(data.map((d) => [d.id, d.data]));
  const printings = pagePrintings(db, rows);
  return rows.flatMap((row) => {
    const json = cards.get(row.card_id);
    if (json === undefined) return [];
    const card = JSON.parse(json) as Card;
    const printing = row.printing_id === null ? undefined : printings.get(row.printing_id);
    if (printing) return [{ ...card, printing }];
    const shown = row.shown_id ? printings.get(row.shown_id) : undefined;
    return shown ? [{ ...card, shownPrinting: shown }] : [card];
  });
}

/** The printings the page's rows are or show, by id, read in one statement. */
function pagePrintings(db: Db, rows: readonly HitRow[]): Map<string, Printing> {
  const ids = rows.flatMap((r) => {
    const id = r.printing_id ?? r.shown_id;
    return id ? [id] : [];
  });
  if (ids.length === 0) return new Map();
  const found = statement(
    db,
    `SELECT p.*, c.game, s.name AS set_name FROM printings p JOIN cards c ON c.id = p.card_id
    LEFT JOIN sets s ON s.code = p.set_code WHERE p.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as Parameters<typeof printingFromRow>[0][];
  return new Map(found.map((row) => [row.id, printingFromRow(row)]));
}
