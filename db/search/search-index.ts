// Keeps the search index (migration 002) in step with the card data. A card's index rows have two parts:
// - the card part (card_search's own columns, search_text, search_keywords), derived from the engine Card alone;
// - the printing part (card_search's rarity, language, first-printing and short-name columns, search_names),
//   derived from its names and printings, known only once every printing is in.
// An importer writes the card part of each new card as it writes the card and its first printing (CardIndexWriter),
// and at the end what later printings changed of the printing part. Whatever else changes
// a card (a merge, an edit, a deletion: the triggers of 002 queue it in search_dirty, as does a new index
// version) gets both parts rebuilt from the stored Card by refreshSearchIndex. Rules text and names enter their
// FTS tables a few thousand rows at a time as they are written (FtsFeed), the last ones when a refresh ends.
import type Database from 'better-sqlite3';
import type { Db } from '../open.ts';
import type { Card, Legality } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { popCount } from '../../engine/search/indexed-card.ts';
import { languageBit, rarityBit, rarityRank } from '../../engine/search/vocabulary.ts';
import { newMasks, type NewFacts } from '../../engine/search/new-printings.ts';
import { prepareCard, type PreparedCard } from '../card-rows.ts';
import { colorMask } from '../cards.ts';
import { statement } from './statements.ts';
import { TEXT_VARIANT_COLUMNS, storedTextVariants } from './text-variants.ts';

/** Bump when what indexCard derives changes (a new is: flag, another folding): every card is re-indexed. */
export const SEARCH_INDEX_VERSION = '12';

/** Cards read per batch: bounds memory on a full rebuild of a bulk import. */
const BATCH = 1000;

/** Formats are bits of the masks; sums stay exact in a JavaScript number up to 2^53. */
const MAX_FORMATS = 52;

/** Languages whose names a one- or two-character query looks at: the ones Decklab shows names in. */
const SHORT_QUERY_LANGUAGES = ['en', 'ja'];

type Statement = Database.Statement<unknown[]>;

/** What the printing part reads of a printing. */
export interface PrintingFacts {
  set: string;
  number: string;
  rarity: string;
  releasedAt: string | null;
  lang: string;
  printedName: string | null;
}

/** Where a card first appeared: card_search's first_set, first_number and first_released. */
type FirstPrinting = Pick<PrintingFacts, 'set' | 'number' | 'releasedAt'>;

/** SQL's order of a card's printings (released_at IS NULL, released_at, set_code COLLATE NOCASE, collector_number): the first is the card's first printing. */
function comesBefore(a: FirstPrinting, b: FirstPrinting): boolean {
  if ((a.releasedAt === null) !== (b.releasedAt === null)) return b.releasedAt === null;
  if (a.releasedAt !== b.releasedAt) return a.releasedAt! < b.releasedAt!;
  const setA = a.set.toLowerCase(),
    setB = b.set.toLowerCase();
  if (setA !== setB) return setA < setB;
  return a.number < b.number;
}

/** `list` (lines) with `line` added unless it is there: a card has a handful of names, kept as one string each way. */
const withLine = (list: string, line: string) =>
  list === '' ? line : `\n${list}\n`.includes(`\n${line}\n`) ? list : `${list}\n${line}`;

/**
 * The printing part of one card's index rows (PRINTING_PART_COLUMNS and its search_names), gathered name by name
 * and printing by printing: from the database for a rebuilt card, as the importer writes them for a new one.
 * Small on purpose: an import holds one per new card until its end.
 */
class PrintingPart {
  private rank: number | null = null;
  private rarityMask = 0;
  private langMask = 0;
  private first: FirstPrinting | undefined;
  /** Every name the card answers to, folded, one per line; and those a one- or two-character query looks at. */
  private allNames = '';
  private shortNames = '';

  get names(): string[] {
    return this.allNames === '' ? [] : this.allNames.split('\n');
  }

  /** How many of the names are the card's own (card_names), which search_names gets from that table. */
  ownNames = 0;

  addName(lang: string, folded: string): void {
    if (folded === '') return;
    this.langMask |= languageBit(lang);
    this.allNames = withLine(this.allNames, folded);
    if (SHORT_QUERY_LANGUAGES.includes(lang)) this.shortNames = withLine(this.shortNames, folded);
  }

  addPrinting(p: PrintingFacts): void {
    const rank = rarityRank(p.rarity) ?? -1; // unknown rarities rank below common
    this.rank = this.rank === null ? rank : Math.max(this.rank, rank);
    this.rarityMask |= rarityBit(rank);
    this.langMask |= languageBit(p.lang);
    if (p.printedName) this.addName(p.lang, foldName(p.printedName));
    if (!this.first || comesBefore(p, this.first))
      this.first = { set: p.set, number: p.number, releasedAt: p.releasedAt };
  }

  columns(): unknown[] {
    const first = this.first;
    return [
      this.rank,
      this.rarityMask,
      this.langMask,
      this.shortNames,
      first?.set ?? null,
      first?.number ?? null,
      first?.releasedAt ?? null,
    ];
  }
}

const storedVersion = (db: Db) =>
  statement(db, "SELECT value FROM search_meta WHERE key = 'version'").pluck().get() as string | undefined;
const count = (db: Db, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** True when some card changed since the index was last brought up to date. */
export function searchIndexIsStale(db: Db): boolean {
  if (storedVersion(db) !== SEARCH_INDEX_VERSION) return true;
  return statement(db, 'SELECT 1 FROM search_dirty LIMIT 1').pluck().get() !== undefined;
}

/** The row id SQLite gives the next row of a table keyed by `key`. */
const nextRowid = (db: Db, table: string, key: string) =>
  db.prepare(`SELECT coalesce(max(${key}), 0) + 1 FROM ${table}`).pluck().get() as number;

/**
 * Rows added to search_text and search_names enter their FTS tables this many at a time, by one INSERT … SELECT
 * from the content table: cheaper than a statement per row (measured: 10% less for rules text), and done while
 * an import reads rather than in one rebuild after it (the names' took 0.17 s at the end of a 100k import).
 */
const FTS_CHUNK = 4096;

/**
 * Feeds the rows of an external-content FTS table's content table into it: every row with a row id below `next`
 * is in it, none from there on. Rows are added with row ids above every other (SQLite's max + 1).
 */
class FtsFeed {
  private readonly db: Db;
  private readonly content: string;
  private readonly key: string;
  private readonly insert: Statement;
  private next: number;
  private unindexed = 0;

  constructor(db: Db, fts: string, content: string, key: string, column: string) {
    this.db = db;
    this.content = content;
    this.key = key;
    this.insert = db.prepare(
      `INSERT INTO ${fts} (rowid, ${column}) SELECT ${key}, ${column} FROM ${content} WHERE ${key} >= ?`,
    );
    this.next = nextRowid(db, content, key);
  }

  /** Rows were added to the content table. */
  added(rows = 1): void {
    this.unindexed += rows;
    if (this.unindexed >= FTS_CHUNK) this.flush();
  }

  /** Indexes every row added since the last flush. */
  flush(): void {
    if (this.unindexed === 0) return;
    this.insert.run(this.next);
    this.unindexed = 0;
    this.next = nextRowid(this.db, this.content, this.key);
  }

  /** Rows were deleted from the content table (and the FTS table) after a flush: SQLite may give their row ids again. */
  rowsRemoved(): void {
    this.next = nextRowid(this.db, this.content, this.key);
  }
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
    if (this.bits.size >= MAX_FORMATS)
      throw new Error(`the card data names more than ${MAX_FORMATS} formats; the search index keeps them as bits`);
    const bit = 2 ** this.bits.size;
    this.bits.set(format, bit);
    this.insert.run(format, bit);
    return bit;
  }

  /** The masks of formats where the card is legal (restricted counts: one copy is legal), banned, restricted. */
  masks(legalities: Record<string, Legality>): [legal: number, banned: number, restricted: number] {
    let legal = 0,
      banned = 0,
      restricted = 0;
    for (const [format, status] of Object.entries(legalities)) {
      const bit = this.bit(format);
      if (status === 'legal' || status === 'restricted') legal += bit;
      if (status === 'banned') banned += bit;
      if (status === 'restricted') restricted += bit;
    }
    return [legal, banned, restricted];
  }
}

/** card_search columns of the card part, in the order CardIndexWriter.add writes them. */
const CARD_PART_COLUMNS = [
  'sid',
  'card_id',
  'game',
  'sort_name',
  'mana_cost',
  'mana_value',
  'colors',
  'color_identity',
  'color_count',
  'identity_count',
  'color_sort',
  'power',
  'toughness',
  'loyalty',
  'type_line',
  'subtypes',
  'flags',
  'produced',
  'legal_mask',
  'banned_mask',
  'restricted_mask',
] as const;

/** card_search columns of the printing part, in the order PrintingPart.columns gives them. */
const PRINTING_PART_COLUMNS = [
  'rarity_rank',
  'rarity_mask',
  'lang_mask',
  'short_names',
  'first_set',
  'first_number',
  'first_released',
] as const;

/** A card added to a CardIndexWriter whose printing part is still being gathered. */
interface PendingCard {
  sid: number;
  printingPart: PrintingPart;
  /** Its card_search values of the card part, until the row is written (with its first printing). */
  cardPart?: unknown[];
  /** The printing part as the row was written with it. */
  written?: unknown[];
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Writes cards' index rows, each card under a new sid. The card part goes in at once: search_text with its FTS
 * entry and search_keywords; its card_search row goes in with the card's first printing (which an importer writes
 * right after the card); the writing thread has time for them while an import reads. The rest of the printing
 * part is gathered in memory as the importer writes the card's other printings (addPrinting; about a hundred
 * bytes a card) and written by writeCardRows: card_search's printing columns, updated by rowid where a later
 * printing changed them, the search_names rows of the cards' own names (from card_names) and of printed names
 * the card had not. The importer has one for the cards it adds; refreshSearchIndex uses the importer's, or its
 * own, for the cards it rebuilds.
 */
export class CardIndexWriter {
  private readonly db: Db;
  private readonly formats: FormatBits;
  private readonly insertCard: Statement;
  private readonly insertText: Statement;
  private readonly insertKeyword: Statement;
  private readonly insertFace: Statement;
  private readonly insertName: Statement;
  private readonly insertJapanese: Statement;
  private readonly textFts: FtsFeed;
  private readonly namesFts: FtsFeed;
  private nextSid: number;
  private readonly pendingCards = new Map<string, PendingCard>();

  constructor(db: Db) {
    this.db = db;
    this.formats = new FormatBits(db);
    this.nextSid = nextRowid(db, 'card_search', 'sid');
    this.textFts = new FtsFeed(db, 'search_text_fts', 'search_text', 'sid', 'full_oracle');
    this.namesFts = new FtsFeed(db, 'search_names_fts', 'search_names', 'nid', 'name');
    const columns = [...CARD_PART_COLUMNS, ...PRINTING_PART_COLUMNS];
    this.insertCard = db.prepare(
      `INSERT INTO card_search (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    this.insertText = db.prepare(
      `INSERT INTO search_text (sid, ${TEXT_VARIANT_COLUMNS.join(', ')}) VALUES (?, ${TEXT_VARIANT_COLUMNS.map(() => '?').join(', ')})`,
    );
    this.insertKeyword = db.prepare('INSERT INTO search_keywords (sid, keyword) VALUES (?, ?)');
    this.insertFace = db.prepare(
      'INSERT INTO search_faces (sid, face, power, toughness, loyalty) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertName = db.prepare('INSERT INTO search_names (sid, name) VALUES (?, ?)');
    this.insertJapanese = db.prepare('INSERT INTO search_ja (sid, type_line, text) VALUES (?, ?, ?)');
  }

  get pending(): number {
    return this.pendingCards.size;
  }

  /** A card with no printings yet: its names start the printing part. */
  add(card: PreparedCard): void {
    const sid = this.nextSid++;
    const { values, indexed } = card;
    const printingPart = new PrintingPart();
    for (const { lang, name_folded } of card.names) printingPart.addName(lang, name_folded);
    const identity = colorMask(indexed.identity);
    const cardPart = [
      sid,
      values.id,
      values.game,
      indexed.sortName,
      values.mana_cost,
      values.mana_value,
      values.colors,
      identity,
      popCount(values.colors),
      popCount(identity),
      indexed.colorSort,
      values.power,
      values.toughness,
      values.loyalty,
      indexed.typeLine,
      indexed.subtypes,
      indexed.flags,
      indexed.produced,
      ...this.formats.masks(card.legalities),
    ];
    this.pendingCards.set(values.id, { sid, printingPart, cardPart });
    printingPart.ownNames = printingPart.names.length;
    this.insertText.run(sid, ...storedTextVariants(indexed));
    this.textFts.added();
    for (const keyword of indexed.keywords) this.insertKeyword.run(sid, keyword);
    for (const n of indexed.faceNumbers) this.insertFace.run(sid, n.face, n.power, n.toughness, n.loyalty);
    const { typeLine, text } = indexed.japanese;
    if (typeLine || text) this.insertJapanese.run(sid, typeLine, text);
  }

  /** A printing of a card: part of the card's printing part when the card is one added here (then true). */
  addPrinting(cardId: string, printing: PrintingFacts): boolean {
    const pending = this.pendingCards.get(cardId);
    if (!pending) return false;
    pending.printingPart.addPrinting(printing);
    if (pending.cardPart) this.insertRow(pending);
    return true;
  }

  /** The card_search row of a card added here: its card part and its printing part so far. */
  private insertRow(pending: PendingCard): void {
    const written = pending.printingPart.columns();
    this.insertCard.run([...pending.cardPart!, ...written]);
    pending.cardPart = undefined;
    pending.written = written;
  }

  /**
   * The search_names rows of the pending cards' own names, from card_names in one statement (a third of a
   * statement per name). Their card_search rows have the sids from the first pending one on; the rows of cards
   * discarded among them were deleted.
   */
  private writeOwnNames(): void {
    const [first] = this.pendingCards.values();
    if (!first) return;
    const written = statement(
      this.db,
      `INSERT INTO search_names (sid, name) SELECT DISTINCT s.sid, n.name_folded
      FROM card_search s JOIN card_names n ON n.card_id = s.card_id WHERE s.sid >= ? AND n.name_folded != ''`,
    ).run(first.sid);
    this.namesFts.added(written.changes);
  }

  private writeName(sid: number, name: string): void {
    this.insertName.run(sid, name);
    this.namesFts.added();
  }

  /** Brings both FTS tables up to date with their content tables. */
  flushFts(): void {
    this.textFts.flush();
    this.namesFts.flush();
  }

  /** Rows of the index were deleted (flushFts came first, so their FTS entries went with them). */
  rowsRemoved(): void {
    this.textFts.rowsRemoved();
    this.namesFts.rowsRemoved();
  }

  /** Writes the card_search rows still held back (cards with no printing yet): the index is about to be read. */
  insertHeldRows(): void {
    for (const pending of this.pendingCards.values()) if (pending.cardPart) this.insertRow(pending);
  }

  /** Forgets these cards (queued for a rebuild since: their rows go with the queue's). */
  discard(ids: readonly string[]): void {
    for (const id of ids) this.pendingCards.delete(id);
  }

  /** Forgets every card added: the index tables were emptied. */
  clear(): void {
    this.pendingCards.clear();
    this.rowsRemoved();
  }

  /** Writes the printing part of every card added: its card_search columns and the search_names rows of its printed names. */
  writeCardRows(): void {
    const update = statement(
      this.db,
      `UPDATE card_search SET ${PRINTING_PART_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE sid = ?`,
    );
    for (const pending of this.pendingCards.values()) {
      const { sid, printingPart } = pending;
      if (pending.cardPart) this.insertRow(pending);
      else {
        const columns = printingPart.columns();
        if (!sameValues(columns, pending.written!)) update.run(...columns, sid);
      }
      for (const name of printingPart.names.slice(printingPart.ownNames)) this.writeName(sid, name);
    }
    this.writeOwnNames();
    this.writePrintCounts();
    this.writeNewMasks();
    this.pendingCards.clear();
  }

  /**
   * The `new:` answers of the pending cards' printings (engine/search/new-printings.ts), card by card from the
   * printings table once every printing is in; a printing's mask is written only where it changed.
   */
  private writeNewMasks(): void {
    const [first] = this.pendingCards.values();
    if (!first) return;
    const rows = statement(
      this.db,
      `SELECT p.id, p.card_id, p.new_mask, p.released_at, lower(p.rarity) AS rarity, p.illustration_id, p.artist_folded,
        p.flavor_text, p.frame, p.lang FROM printings p
      WHERE p.card_id IN (SELECT card_id FROM card_search WHERE sid >= ?) ORDER BY p.card_id`,
    ).all(first.sid) as NewMaskRow[];
    const update = statement(this.db, 'UPDATE printings SET new_mask = ? WHERE id = ?');
    for (let start = 0; start < rows.length;) {
      let end = start + 1;
      while (end < rows.length && rows[end].card_id === rows[start].card_id) end++;
      const card = rows.slice(start, end);
      newMasks(card.map(newFacts)).forEach((mask, i) => {
        if (mask !== card[i].new_mask) update.run(mask, card[i].id);
      });
      start = end;
    }
  }

  /**
   * The pending cards' counts of printings (one per set and collector number, whatever their languages) and sets,
   * and of those on paper (Scryfall's paperprints, papersets), from the printings table once every printing is in;
   * their rows have the sids from the first pending one on.
   */
  private writePrintCounts(): void {
    const [first] = this.pendingCards.values();
    if (!first) return;
    statement(
      this.db,
      `UPDATE card_search SET
        print_count = (SELECT count(DISTINCT lower(set_code) || ' ' || collector_number) FROM printings p
          WHERE p.card_id = card_search.card_id),
        set_count = (SELECT count(DISTINCT lower(set_code)) FROM printings p WHERE p.card_id = card_search.card_id),
        paper_print_count = (SELECT count(DISTINCT lower(set_code) || ' ' || collector_number) FROM printings p
          WHERE p.card_id = card_search.card_id AND p.paper = 1),
        paper_set_count = (SELECT count(DISTINCT lower(set_code)) FROM printings p
          WHERE p.card_id = card_search.card_id AND p.paper = 1)
      WHERE sid >= ?`,
    ).run(first.sid);
  }
}

/** What writeNewMasks reads of a printing. */
interface NewMaskRow {
  id: string;
  card_id: string;
  new_mask: number;
  released_at: string | null;
  rarity: string;
  illustration_id: string | null;
  artist_folded: string | null;
  flavor_text: string | null;
  frame: string | null;
  lang: string;
}

const newFacts = (row: NewMaskRow): NewFacts => ({
  releasedAt: row.released_at,
  values: {
    rarity: row.rarity,
    art: row.illustration_id,
    artist: row.artist_folded,
    flavor: row.flavor_text,
    frame: row.frame,
    language: row.lang,
  },
});

/** Adds stored cards (being rebuilt) to the writer, with the names and printings their printing part is made of. */
function addStoredCards(db: Db, index: CardIndexWriter, ids: readonly string[]): void {
  const idList = JSON.stringify(ids);
  for (const data of statement(db, 'SELECT data FROM cards WHERE id IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(idList) as string[]) {
    index.add(prepareCard(JSON.parse(data) as Card, data));
  }
  for (const p of statement(
    db,
    `SELECT card_id, set_code AS "set", collector_number AS number, rarity, released_at AS releasedAt, lang,
    printed_name AS printedName FROM printings WHERE card_id IN (SELECT value FROM json_each(?))`,
  ).all(idList) as (PrintingFacts & { card_id: string })[]) {
    index.addPrinting(p.card_id, p);
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
    index.insertHeldRows();
    index.flushFts(); // every index row is in its FTS table: removing one takes its entry out
    // Rows made by other code are rebuilt (an empty index, as in a new file, has none); so is a mostly changed index.
    const indexed = count(db, 'card_search');
    const madeBefore = indexed - index.pending; // rows from before this writer
    const outdated = madeBefore > 0 && storedVersion(db) !== SEARCH_INDEX_VERSION;
    const rebuild = outdated || 2 * count(db, 'search_dirty') >= indexed;
    if (rebuild) {
      clearIndex(db);
      index.clear();
    } else {
      index.discard(db.prepare('SELECT card_id FROM search_dirty').pluck().all() as string[]);
      removeQueuedCards(db);
      index.rowsRemoved();
    }
    const ids = db.prepare('SELECT card_id FROM search_dirty').pluck().all() as string[];
    for (let i = 0; i < ids.length; i += BATCH) {
      addStoredCards(db, index, ids.slice(i, i + BATCH));
      if (index.pending >= BATCH) index.writeCardRows(); // bounds memory on a full rebuild
    }
    index.writeCardRows();
    index.flushFts();
    db.prepare('DELETE FROM search_dirty').run();
    db.prepare("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('version', ?)").run(SEARCH_INDEX_VERSION);
    return ids.length;
  })();
}

/** Empties the index and queues every card. Formats keep their bits (search_formats): masks stay comparable. */
function clearIndex(db: Db): void {
  for (const fts of ['search_text_fts', 'search_names_fts'])
    db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('delete-all')`).run();
  for (const table of ['search_keywords', 'search_faces', 'search_ja', 'search_text', 'search_names', 'card_search'])
    db.prepare(`DELETE FROM ${table}`).run();
  db.prepare(
    'INSERT INTO search_dirty (card_id) SELECT id FROM cards WHERE id NOT IN (SELECT card_id FROM search_dirty)',
  ).run();
}

/** Deletes search_text rows and their FTS entries (taken out while the row still holds the text they were made from). */
function removeText(db: Db, where: string, ...params: unknown[]): void {
  statement(
    db,
    `INSERT INTO search_text_fts (search_text_fts, rowid, full_oracle) SELECT 'delete', sid, full_oracle FROM search_text WHERE ${where}`,
  ).run(...params);
  statement(db, `DELETE FROM search_text WHERE ${where}`).run(...params);
}

/** Takes the queued cards' rows out of the index, and their FTS entries (every row is in its FTS table by then). */
function removeQueuedCards(db: Db): void {
  const stale = 'SELECT sid FROM card_search WHERE card_id IN (SELECT card_id FROM search_dirty)';
  db.prepare(
    `INSERT INTO search_names_fts (search_names_fts, rowid, name)
    SELECT 'delete', nid, name FROM search_names WHERE sid IN (${stale})`,
  ).run();
  removeText(db, `sid IN (${stale})`);
  for (const table of ['search_keywords', 'search_faces', 'search_ja', 'search_names'])
    db.prepare(`DELETE FROM ${table} WHERE sid IN (${stale})`).run();
  db.prepare('DELETE FROM card_search WHERE card_id IN (SELECT card_id FROM search_dirty)').run();
}
