// Keeps the search index (migration 002) in step with the card data: the triggers queue changed cards in
// search_dirty; refreshSearchIndex rebuilds their rows from the engine Card in one transaction. Rows are
// written set-wise (one statement per table and batch, through json_each), and the FTS tables are updated
// once per refresh: a rebuild when most of the index changed, delete + insert of the changed rows otherwise.
import type { Db } from '../open.ts';
import type { Card, Legality } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { indexCard, popCount } from '../../engine/search/indexed-card.ts';
import { languageBit, rarityBit, rarityRank } from '../../engine/search/vocabulary.ts';
import { statement } from './statements.ts';

/** Bump when what indexCard derives changes (a new is: flag, another folding): every card is re-indexed. */
export const SEARCH_INDEX_VERSION = '1';

/** Cards read and written per batch: bounds memory on a full rebuild of a bulk import. */
const BATCH = 2000;

/** Formats are bits of the masks; sums stay exact in a JavaScript number up to 2^53. */
const MAX_FORMATS = 52;

interface CardRow {
  id: string; game: string; mana_cost: string; mana_value: number; colors: number; color_identity: number;
  power: number | null; toughness: number | null; loyalty: number | null; data: string;
}
interface NameRow { card_id: string; lang: string; name: string }
interface PrintingRow {
  card_id: string; set_code: string; collector_number: string; rarity: string; released_at: string | null;
  lang: string; printed_name: string | null;
}

interface IndexRows {
  cards: Record<string, unknown>[];
  names: { sid: number; name: string }[];
  texts: { sid: number; full_oracle: string; oracle: string; full_self: string; oracle_self: string }[];
  keywords: { sid: number; keyword: string }[];
}

const storedVersion = (db: Db) => statement(db, "SELECT value FROM search_meta WHERE key = 'version'").pluck().get() as string | undefined;
const count = (db: Db, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** True when some card changed since the index was last brought up to date. */
export function searchIndexIsStale(db: Db): boolean {
  if (storedVersion(db) !== SEARCH_INDEX_VERSION) return true;
  return statement(db, 'SELECT 1 FROM search_dirty LIMIT 1').pluck().get() !== undefined;
}

/**
 * Re-indexes every queued card (all of them after a version change) and empties the queue; returns how many
 * cards were re-indexed. Importers may call it inside their transaction so the first search is instant;
 * searchCards calls it otherwise.
 */
export function refreshSearchIndex(db: Db): number {
  return db.transaction(() => {
    const rebuild = storedVersion(db) !== SEARCH_INDEX_VERSION || 2 * count(db, 'search_dirty') >= count(db, 'card_search');
    if (rebuild) clearIndex(db);
    else removeQueuedCards(db);
    const firstNewSid = (db.prepare('SELECT coalesce(max(sid), 0) + 1 FROM card_search').pluck().get() as number);
    const firstNewNid = (db.prepare('SELECT coalesce(max(nid), 0) + 1 FROM search_names').pluck().get() as number);
    const ids = db.prepare('SELECT card_id FROM search_dirty').pluck().all() as string[];
    const formats = new FormatBits(db);
    let sid = firstNewSid;
    for (let i = 0; i < ids.length; i += BATCH) {
      const rows = buildRows(db, ids.slice(i, i + BATCH), sid, formats);
      writeRows(db, rows);
      sid += rows.cards.length;
    }
    if (rebuild) rebuildFts(db);
    else addToFts(db, firstNewSid, firstNewNid);
    db.prepare('DELETE FROM search_dirty').run();
    db.prepare("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('version', ?)").run(SEARCH_INDEX_VERSION);
    return ids.length;
  })();
}

/** Empties the index and queues every card. */
function clearIndex(db: Db): void {
  for (const table of ['search_keywords', 'search_text', 'search_names', 'card_search', 'search_formats']) db.prepare(`DELETE FROM ${table}`).run();
  db.prepare('INSERT INTO search_dirty (card_id) SELECT id FROM cards WHERE id NOT IN (SELECT card_id FROM search_dirty)').run();
}

/** Takes the queued cards' rows out of the FTS tables (while their content is still there), then out of the rest. */
function removeQueuedCards(db: Db): void {
  const stale = 'SELECT sid FROM card_search WHERE card_id IN (SELECT card_id FROM search_dirty)';
  db.prepare(`INSERT INTO search_names_fts (search_names_fts, rowid, name)
    SELECT 'delete', nid, name FROM search_names WHERE sid IN (${stale})`).run();
  db.prepare(`INSERT INTO search_text_fts (search_text_fts, rowid, full_oracle)
    SELECT 'delete', sid, full_oracle FROM search_text WHERE sid IN (${stale})`).run();
  for (const table of ['search_keywords', 'search_text', 'search_names']) db.prepare(`DELETE FROM ${table} WHERE sid IN (${stale})`).run();
  db.prepare('DELETE FROM card_search WHERE card_id IN (SELECT card_id FROM search_dirty)').run();
}

function rebuildFts(db: Db): void {
  db.prepare("INSERT INTO search_names_fts (search_names_fts) VALUES ('rebuild')").run();
  db.prepare("INSERT INTO search_text_fts (search_text_fts) VALUES ('rebuild')").run();
}

function addToFts(db: Db, firstNewSid: number, firstNewNid: number): void {
  db.prepare('INSERT INTO search_names_fts (rowid, name) SELECT nid, name FROM search_names WHERE nid >= ?').run(firstNewNid);
  db.prepare('INSERT INTO search_text_fts (rowid, full_oracle) SELECT sid, full_oracle FROM search_text WHERE sid >= ?').run(firstNewSid);
}

/** Each format's bit in the legality masks, kept in search_formats; a format met for the first time gets the next bit. */
class FormatBits {
  private readonly bits: Map<string, number>;
  private readonly insert;

  constructor(db: Db) {
    this.bits = new Map(db.prepare('SELECT format, bit FROM search_formats').raw().all() as [string, number][]);
    this.insert = db.prepare('INSERT INTO search_formats (format, bit) VALUES (?, ?)');
  }

  bit(format: string): number {
    const known = this.bits.get(format);
    if (known !== undefined) return known;
    if (this.bits.size >= MAX_FORMATS) throw new Error(`the card data names more than ${MAX_FORMATS} formats; the search index keeps them as bits`);
    const bit = 2 ** this.bits.size;
    this.bits.set(format, bit);
    this.insert.run(format, bit);
    return bit;
  }

  /** The masks of formats where the card is legal (restricted counts: one copy is legal), banned, restricted. */
  masks(legalities: Record<string, Legality>): { legal: number; banned: number; restricted: number } {
    const masks = { legal: 0, banned: 0, restricted: 0 };
    for (const [format, status] of Object.entries(legalities)) {
      const bit = this.bit(format);
      if (status === 'legal' || status === 'restricted') masks.legal += bit;
      if (status === 'banned') masks.banned += bit;
      if (status === 'restricted') masks.restricted += bit;
    }
    return masks;
  }
}

function groupByCard<T extends { card_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.card_id);
    if (group) group.push(row);
    else groups.set(row.card_id, [row]);
  }
  return groups;
}

/** The index rows of a batch of cards (those still in the cards table), numbered from `firstSid`. */
function buildRows(db: Db, ids: readonly string[], firstSid: number, formats: FormatBits): IndexRows {
  const idList = JSON.stringify(ids);
  const cards = db.prepare(`SELECT id, game, mana_cost, mana_value, colors, color_identity, power, toughness, loyalty, data
    FROM cards WHERE id IN (SELECT value FROM json_each(?))`).all(idList) as CardRow[];
  const names = groupByCard(db.prepare(`SELECT card_id, lang, name FROM card_names
    WHERE card_id IN (SELECT value FROM json_each(?))`).all(idList) as NameRow[]);
  const printings = groupByCard(db.prepare(`SELECT card_id, set_code, collector_number, rarity, released_at, lang, printed_name
    FROM printings WHERE card_id IN (SELECT value FROM json_each(?))
    ORDER BY card_id, released_at IS NULL, released_at, set_code, collector_number`).all(idList) as PrintingRow[]);
  const rows: IndexRows = { cards: [], names: [], texts: [], keywords: [] };
  cards.forEach((row, i) => addCardRows(rows, firstSid + i, row, names.get(row.id) ?? [], printings.get(row.id) ?? [], formats));
  return rows;
}

/** Unknown rarities rank below common. */
const printingRanks = (printings: readonly PrintingRow[]) => printings.map((p) => rarityRank(p.rarity) ?? -1);

function bitsOf(values: Iterable<number>): number {
  let mask = 0;
  for (const bit of new Set(values)) mask += bit;
  return mask;
}

/** Every name the card answers to, with its language: card_names, then localized printed names. */
function allNames(names: readonly NameRow[], printings: readonly PrintingRow[]): { lang: string; name: string }[] {
  const printed = printings.flatMap((p) => (p.printed_name ? [{ lang: p.lang, name: p.printed_name }] : []));
  return [...names, ...printed].map(({ lang, name }) => ({ lang, name: foldName(name) })).filter((n) => n.name !== '');
}

/** Languages whose names a one- or two-character query looks at: the ones Decklab shows names in. */
const SHORT_QUERY_LANGUAGES = ['en', 'ja'];

function addCardRows(rows: IndexRows, sid: number, row: CardRow, names: readonly NameRow[], printings: readonly PrintingRow[], formats: FormatBits): void {
  const card = JSON.parse(row.data) as Card;
  const indexed = indexCard(card, row.colors);
  const first = printings[0];
  const named = allNames(names, printings);
  const ranks = printingRanks(printings);
  const legality = formats.masks(card.legalities);
  rows.cards.push({
    sid, card_id: row.id, game: row.game, sort_name: indexed.sortName, mana_cost: row.mana_cost, mana_value: row.mana_value,
    colors: row.colors, color_identity: row.color_identity, color_count: popCount(row.colors),
    identity_count: popCount(row.color_identity), color_sort: indexed.colorSort, power: row.power,
    toughness: row.toughness, loyalty: row.loyalty, type_line: indexed.typeLine, subtypes: indexed.subtypes,
    flags: indexed.flags, rarity_rank: ranks.length ? Math.max(...ranks) : null, rarity_mask: bitsOf(ranks.map(rarityBit)),
    lang_mask: bitsOf([...named.map((n) => n.lang), ...printings.map((p) => p.lang)].map(languageBit)),
    legal_mask: legality.legal, banned_mask: legality.banned, restricted_mask: legality.restricted,
    short_names: [...new Set(named.filter((n) => SHORT_QUERY_LANGUAGES.includes(n.lang)).map((n) => n.name))].join('\n'),
    first_set: first?.set_code ?? null, first_number: first?.collector_number ?? null, first_released: first?.released_at ?? null,
  });
  for (const name of new Set(named.map((n) => n.name))) rows.names.push({ sid, name });
  rows.texts.push({ sid, full_oracle: indexed.fullOracle, oracle: indexed.oracle, full_self: indexed.fullOracleSelf, oracle_self: indexed.oracleSelf });
  for (const keyword of indexed.keywords) rows.keywords.push({ sid, keyword });
}

const CARD_COLUMNS = [
  'sid', 'card_id', 'game', 'sort_name', 'mana_cost', 'mana_value', 'colors', 'color_identity', 'color_count',
  'identity_count', 'color_sort', 'power', 'toughness', 'loyalty', 'type_line', 'subtypes', 'flags', 'rarity_rank',
  'rarity_mask', 'lang_mask', 'legal_mask', 'banned_mask', 'restricted_mask', 'short_names',
  'first_set', 'first_number', 'first_released',
];

/** One INSERT … SELECT FROM json_each per table: the rows travel as one JSON parameter. */
function insertJson(db: Db, table: string, columns: readonly string[], rows: readonly object[]): void {
  if (rows.length === 0) return;
  const values = columns.map((c) => `value ->> '${c}'`).join(', ');
  db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values} FROM json_each(?)`).run(JSON.stringify(rows));
}

function writeRows(db: Db, rows: IndexRows): void {
  insertJson(db, 'card_search', CARD_COLUMNS, rows.cards);
  insertJson(db, 'search_names', ['sid', 'name'], rows.names);
  insertJson(db, 'search_text', ['sid', 'full_oracle', 'oracle', 'full_self', 'oracle_self'], rows.texts);
  insertJson(db, 'search_keywords', ['sid', 'keyword'], rows.keywords);
}
