// Keeps the search index (migration 002) in step with the card data. A card's index rows have two parts:
// - the card part (card_search's own columns, search_text, search_keywords), derived from the engine Card alone;
// - the printing part (card_search's rarity, language, first-printing and short-name columns, search_names),
//   derived from its names and printings, known only once every printing is in.
// An importer writes the card part of each new card as it writes the card (CardIndexWriter, in the time the
// writing thread would otherwise wait for the reader) and the printing part at the end. Whatever else changes
// a card (a merge, an edit, a deletion: the triggers of 002 queue it in search_dirty, as does a new index
// version) gets both parts rebuilt from the stored Card by refreshSearchIndex. Rules text enters its FTS table
// with its row; names at the end of a refresh (a rebuild when most of them changed, the new rows otherwise).
import type Database from 'better-sqlite3';
import type { Db } from '../open.ts';
import type { Card, Legality } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { indexCard, popCount } from '../../engine/search/indexed-card.ts';
import { languageBit, rarityBit, rarityRank } from '../../engine/search/vocabulary.ts';
import { colorMask, leadingNumber } from '../cards.ts';
import { statement } from './statements.ts';

/** Bump when what indexCard derives changes (a new is: flag, another folding): every card is re-indexed. */
export const SEARCH_INDEX_VERSION = '1';

/** Cards read per batch: bounds memory on a full rebuild of a bulk import. */
const BATCH = 1000;

/** Formats are bits of the masks; sums stay exact in a JavaScript number up to 2^53. */
const MAX_FORMATS = 52;

/** Languages whose names a one- or two-character query looks at: the ones Decklab shows names in. */
const SHORT_QUERY_LANGUAGES = ['en', 'ja'];

type Statement = Database.Statement<unknown[]>;

/** The first card_search and search_names row ids not yet in the FTS tables. */
export interface IndexStart { sid: number; nid: number }

interface NameRow { card_id: string; lang: string; name_folded: string }
interface PrintingRow {
  card_id: string; set_code: string; collector_number: string; rarity: string; released_at: string | null;
  lang: string; printed_name: string | null;
}

const storedVersion = (db: Db) => statement(db, "SELECT value FROM search_meta WHERE key = 'version'").pluck().get() as string | undefined;
const count = (db: Db, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** True when some card changed since the index was last brought up to date. */
export function searchIndexIsStale(db: Db): boolean {
  if (storedVersion(db) !== SEARCH_INDEX_VERSION) return true;
  return statement(db, 'SELECT 1 FROM search_dirty LIMIT 1').pluck().get() !== undefined;
}

function indexStart(db: Db): IndexStart {
  return {
    sid: db.prepare('SELECT coalesce(max(sid), 0) + 1 FROM card_search').pluck().get() as number,
    nid: db.prepare('SELECT coalesce(max(nid), 0) + 1 FROM search_names').pluck().get() as number,
  };
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
  masks(legalities: Record<string, Legality>): [legal: number, banned: number, restricted: number] {
    let legal = 0, banned = 0, restricted = 0;
    for (const [format, status] of Object.entries(legalities)) {
      const bit = this.bit(format);
      if (status === 'legal' || status === 'restricted') legal += bit;
      if (status === 'banned') banned += bit;
      if (status === 'restricted') restricted += bit;
    }
    return [legal, banned, restricted];
  }
}

/** card_search columns of the card part, in the order CardIndexWriter.add gives them. */
const CARD_PART_COLUMNS = [
  'sid', 'card_id', 'game', 'sort_name', 'mana_cost', 'mana_value', 'colors', 'color_identity', 'color_count',
  'identity_count', 'color_sort', 'power', 'toughness', 'loyalty', 'type_line', 'subtypes', 'flags',
  'legal_mask', 'banned_mask', 'restricted_mask',
] as const;

/** card_search columns of the printing part, in the order printingPart gives them. */
const PRINTING_PART_COLUMNS = ['rarity_rank', 'rarity_mask', 'lang_mask', 'short_names', 'first_set', 'first_number', 'first_released'] as const;

/**
 * Writes cards' index rows, each card under a new sid: the card part of search_text (and its FTS entry: the
 * writing thread has time for it while an import reads) and search_keywords at once,
 * the card_search row (whose card part waits in memory, a few hundred bytes per card) and search_names with the
 * printing part, in writeCardRows. The importer has one for the cards it adds; refreshSearchIndex uses the
 * importer's, or its own, for the cards it rebuilds.
 */
export class CardIndexWriter {
  private readonly db: Db;
  private readonly formats: FormatBits;
  private readonly insertText: Statement;
  private readonly insertTextFts: Statement;
  private readonly insertKeyword: Statement;
  private nextSid: number;
  /** Where this writer's rows begin: nothing from here on is in the FTS tables yet. */
  readonly start: IndexStart;
  /** The card part of each card added and not yet in card_search, by card id (CARD_PART_COLUMNS). */
  private readonly cardParts = new Map<string, unknown[]>();

  constructor(db: Db) {
    this.db = db;
    this.formats = new FormatBits(db);
    this.start = indexStart(db);
    this.nextSid = this.start.sid;
    this.insertText = db.prepare('INSERT INTO search_text (sid, full_oracle, oracle, full_self, oracle_self) VALUES (?, ?, ?, ?, ?)');
    this.insertTextFts = db.prepare('INSERT INTO search_text_fts (rowid, full_oracle) VALUES (?, ?)');
    this.insertKeyword = db.prepare('INSERT INTO search_keywords (sid, keyword) VALUES (?, ?)');
  }

  get pending(): number {
    return this.cardParts.size;
  }

  add(card: Card): void {
    const sid = this.nextSid++;
    const colors = colorMask(card.colors);
    const identity = colorMask(card.colorIdentity);
    const indexed = indexCard(card, colors);
    const front = card.faces[0];
    this.cardParts.set(card.id, [
      sid, card.id, card.game, indexed.sortName, card.manaCost, card.manaValue, colors, identity, popCount(colors),
      popCount(identity), indexed.colorSort, card.dm ? card.dm.power : leadingNumber(front?.power), leadingNumber(front?.toughness),
      leadingNumber(front?.loyalty), indexed.typeLine, indexed.subtypes, indexed.flags, ...this.formats.masks(card.legalities),
    ]);
    this.insertText.run(sid, indexed.fullOracle, indexed.oracle, indexed.fullOracleSelf, indexed.oracleSelf);
    this.insertTextFts.run(sid, indexed.fullOracle);
    for (const keyword of indexed.keywords) this.insertKeyword.run(sid, keyword);
  }

  /** Drops what was written for these cards (queued for a rebuild since). */
  discard(ids: readonly string[]): void {
    for (const id of ids) {
      const part = this.cardParts.get(id);
      if (!part) continue;
      removeText(this.db, 'sid = ?', part[0]);
      statement(this.db, 'DELETE FROM search_keywords WHERE sid = ?').run(part[0]);
      this.cardParts.delete(id);
    }
  }

  /** Forgets every card added: the index tables were emptied. */
  clear(): void {
    this.cardParts.clear();
  }

  /** Writes the card_search and search_names rows of every card added, with their printing part. */
  writeCardRows(): void {
    const db = this.db;
    const insertCard = statement(db, `INSERT INTO card_search (${[...CARD_PART_COLUMNS, ...PRINTING_PART_COLUMNS].join(', ')})
      VALUES (${[...CARD_PART_COLUMNS, ...PRINTING_PART_COLUMNS].map(() => '?').join(', ')})`);
    const insertName = statement(db, 'INSERT INTO search_names (sid, name) VALUES (?, ?)');
    const ids = [...this.cardParts.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const idList = JSON.stringify(batch);
      const names = groupByCard(statement(db, `SELECT card_id, lang, name_folded FROM card_names
        WHERE card_id IN (SELECT value FROM json_each(?))`).all(idList) as NameRow[]);
      const printings = groupByCard(statement(db, `SELECT card_id, set_code, collector_number, rarity, released_at, lang, printed_name
        FROM printings WHERE card_id IN (SELECT value FROM json_each(?))
        ORDER BY card_id, released_at IS NULL, released_at, set_code, collector_number`).all(idList) as PrintingRow[]);
      for (const id of batch) {
        const cardPart = this.cardParts.get(id)!;
        const part = printingPart(names.get(id) ?? [], printings.get(id) ?? []);
        insertCard.run([...cardPart, ...part.columns]);
        for (const name of part.names) insertName.run(cardPart[0], name);
      }
    }
    this.cardParts.clear();
  }
}

/**
 * Re-indexes every queued card (all of them after a version change) and empties the queue, then writes the
 * card_search rows of those and of the cards an importer's writer added, and brings the FTS tables up to date.
 * Returns how many cards were re-indexed from the queue. Importers call it inside their transaction so the
 * first search is instant; searchCards calls it otherwise.
 */
export function refreshSearchIndex(db: Db, writer?: CardIndexWriter): number {
  return db.transaction(() => {
    const index = writer ?? new CardIndexWriter(db);
    // Rows made by other code are rebuilt (an empty index, as in a new file, has none); so is a mostly changed index.
    const indexed = count(db, 'card_search');
    const outdated = indexed > 0 && storedVersion(db) !== SEARCH_INDEX_VERSION;
    const rebuild = outdated || 2 * count(db, 'search_dirty') >= indexed + index.pending;
    if (rebuild) {
      clearIndex(db);
      index.clear();
    } else {
      index.discard(db.prepare('SELECT card_id FROM search_dirty').pluck().all() as string[]);
      removeQueuedCards(db, index.start);
    }
    const ids = db.prepare('SELECT card_id FROM search_dirty').pluck().all() as string[];
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const data of readCards(db, ids.slice(i, i + BATCH))) index.add(JSON.parse(data) as Card);
    }
    const written = index.pending;
    index.writeCardRows();
    if (rebuild || 2 * written >= count(db, 'card_search')) db.prepare("INSERT INTO search_names_fts (search_names_fts) VALUES ('rebuild')").run();
    else db.prepare('INSERT INTO search_names_fts (rowid, name) SELECT nid, name FROM search_names WHERE nid >= ?').run(index.start.nid);
    db.prepare('DELETE FROM search_dirty').run();
    db.prepare("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('version', ?)").run(SEARCH_INDEX_VERSION);
    return ids.length;
  })();
}

/** Empties the index and queues every card. Formats keep their bits (search_formats): masks stay comparable. */
function clearIndex(db: Db): void {
  for (const fts of ['search_text_fts', 'search_names_fts']) db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('delete-all')`).run();
  for (const table of ['search_keywords', 'search_text', 'search_names', 'card_search']) db.prepare(`DELETE FROM ${table}`).run();
  db.prepare('INSERT INTO search_dirty (card_id) SELECT id FROM cards WHERE id NOT IN (SELECT card_id FROM search_dirty)').run();
}

/** Deletes search_text rows and their FTS entries (taken out while the row still holds the text they were made from). */
function removeText(db: Db, where: string, ...params: unknown[]): void {
  statement(db, `INSERT INTO search_text_fts (search_text_fts, rowid, full_oracle) SELECT 'delete', sid, full_oracle FROM search_text WHERE ${where}`).run(...params);
  statement(db, `DELETE FROM search_text WHERE ${where}`).run(...params);
}

/**
 * Takes the queued cards' rows out of the index. Names from `start` on were never added to their FTS table
 * (search_names rows are written, and indexed, at the end of a refresh); every search_text row is in its own.
 */
function removeQueuedCards(db: Db, start: IndexStart): void {
  const stale = 'SELECT sid FROM card_search WHERE card_id IN (SELECT card_id FROM search_dirty)';
  db.prepare(`INSERT INTO search_names_fts (search_names_fts, rowid, name)
    SELECT 'delete', nid, name FROM search_names WHERE sid IN (${stale}) AND nid < ?`).run(start.nid);
  removeText(db, `sid IN (${stale})`);
  for (const table of ['search_keywords', 'search_names']) db.prepare(`DELETE FROM ${table} WHERE sid IN (${stale})`).run();
  db.prepare('DELETE FROM card_search WHERE card_id IN (SELECT card_id FROM search_dirty)').run();
}

/** The stored data of those of `ids` still in the cards table (a deleted card only leaves the index). */
function readCards(db: Db, ids: readonly string[]): string[] {
  return statement(db, 'SELECT data FROM cards WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(ids)) as string[];
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

function bitsOf(values: Iterable<number>): number {
  let mask = 0;
  for (const bit of new Set(values)) mask += bit;
  return mask;
}

/** Every name the card answers to, folded, with its language: card_names, then localized printed names. */
function allNames(names: readonly NameRow[], printings: readonly PrintingRow[]): { lang: string; name: string }[] {
  const printed = printings.flatMap((p) => (p.printed_name ? [{ lang: p.lang, name: foldName(p.printed_name) }] : []));
  return [...names.map((n) => ({ lang: n.lang, name: n.name_folded })), ...printed].filter((n) => n.name !== '');
}

/** Values of PRINTING_PART_COLUMNS, and the card's distinct folded names (search_names). */
function printingPart(names: readonly NameRow[], printings: readonly PrintingRow[]): { columns: unknown[]; names: Set<string> } {
  const named = allNames(names, printings);
  const ranks = printings.map((p) => rarityRank(p.rarity) ?? -1);   // unknown rarities rank below common
  const first = printings[0];
  return {
    columns: [
      ranks.length ? Math.max(...ranks) : null, bitsOf(ranks.map(rarityBit)),
      bitsOf([...named.map((n) => n.lang), ...printings.map((p) => p.lang)].map(languageBit)),
      [...new Set(named.filter((n) => SHORT_QUERY_LANGUAGES.includes(n.lang)).map((n) => n.name))].join('\n'),
      first?.set_code ?? null, first?.collector_number ?? null, first?.released_at ?? null,
    ],
    names: new Set(named.map((n) => n.name)),
  };
}
