// Writes cards, printings and sets into the card tables, inside the import's transaction. A card already in the
// database (from an earlier import, or written earlier in this one) is merged with the new one (engine
// mergeCardRecords) and updated in place, only when that changes it; user tables (decks, pools, collection)
// are never touched. A card new to the database gets the card part of its search-index rows as it is written;
// at the end the index is brought up to date (the printing part of the new cards; cards merged or given new
// printings are queued in one statement and rebuilt) before the import commits: the first search after an
// import has nothing to do.
import type Database from 'better-sqlite3';
import type { Db } from '../open.ts';
import type { Card, CardRecord, DmSourceId, SetInfo } from '../../engine/cards/types.ts';
import { mergeCardRecords } from '../../engine/cards/merge.ts';
import { disagreements, otherSources, type DmDisagreement } from '../../engine/dm/sources.ts';
import { CardIndexWriter, refreshSearchIndex } from '../search/search-index.ts';
import { deferIndexes, hasAtLeast } from './deferred-indexes.ts';
import { BoosterWrites } from '../boosters.ts';
import { PriceHistoryWrites } from './price-history-writes.ts';
import {
  CARD_COLUMNS,
  NAME_COLUMNS,
  PRICE_COLUMNS,
  PRINTING_COLUMNS,
  cardRow,
  namedParameters,
  prepareCard,
  printingRow,
  setOfPrinting,
  type NameRow,
  type PriceRow,
  type PrintingRow,
} from '../card-rows.ts';

type Statement = Database.Statement<unknown[]>;

/** Printing columns one source gives and another lacks: a later import without the value keeps the stored one. */
const KEPT_WHEN_ABSENT: readonly string[] = ['illustration_id', 'highres_image', 'paper', 'booster'];

/** A card with a newer record of it (engine merge rules: its characteristics, the union of the localized names). */
function mergeCards(older: Card, newer: Card): Card {
  return mergeCardRecords({ card: older, printings: [] }, { card: newer, printings: [] }).card;
}

/** The file being written and the day its data was published (snapshot-date.ts `cardDataDate`), null when unknown. */
interface Source {
  file: string;
  dataDate: string | null;
}

/**
 * What an import's prices do to a printing's current ones, by the days of their snapshots: the same or a later day's
 * replace them, an earlier day's leave them (that day enters the price history only, price-history-writes.ts).
 */
const PRICES_UPDATE = PRICE_COLUMNS.slice(1)
  .map((c) => `${c} = CASE WHEN excluded.snapshot_date >= snapshot_date THEN excluded.${c} ELSE ${c} END`)
  .join(', ');

function hasTable(db: Db, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/**
 * The printing columns this file has: all of them once migrated; the tests of a migration write real cards into a file
 * of an older schema, as its tables allow.
 */
function printingColumnsOf(db: Db): readonly string[] {
  const has = columnsOf(db, 'printings');
  return PRINTING_COLUMNS.filter((column) => has.has(column));
}

function columnsOf(db: Db, table: string): Set<string> {
  return new Set(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]);
}

/** Whether this database has the search index (migration 2); an older file gets it, every card queued, when migrated. */
function hasSearchIndex(db: Db): boolean {
  return hasTable(db, 'search_dirty');
}

/** Where the records of an import go: the database (CardWriter), or a batch bound for it (read-protocol.ts). */
export interface CardWrites {
  /** The writes that follow come from this file, whose data is of `dataDate` (null: it does not say). */
  startFile(file: string, dataDate: string | null): void;
  /** A card as read and its JSON text; merged with what is stored. */
  writeCard(card: Card, json: string): void;
  writePrinting(printing: PrintingRow): void;
  /** A printing's prices (after the printing): they replace what was stored for it. */
  writePrices(prices: PriceRow): void;
  /** The MTGJSON uuids of a printing's faces (after the printing), which booster sheets name. */
  writeMtgjsonUuids(printingId: string, uuids: string[]): void;
  /** A set as its source describes it (MTGJSON): replaces what printings implied, and its booster configurations. */
  writeSet(set: SetInfo): void;
  /** A set a printing names, as the printing describes it: kept only when the set is not stored yet. */
  addSetIfNew(set: SetInfo): void;
}

/** A card two Duel Masters files hold: the files before the one written, and where the files disagree on it. */
export interface SharedDmCard {
  name: string;
  others: DmSourceId[];
  disagreements: DmDisagreement[];
}

/** `table (columns) VALUES (@columns)`, the end of an INSERT bound from a row object. */
function rowValues(table: string, columns: readonly string[]): string {
  return `${table} (${columns.join(', ')}) VALUES (${namedParameters(columns)})`;
}

/** `UPDATE table SET every column but the first = @column WHERE first column = @first`, bound from a row object. */
function updateByFirstColumn(table: string, columns: readonly string[]): string {
  const [key, ...rest] = columns;
  return `UPDATE ${table} SET ${rest.map((c) => `${c} = @${c}`).join(', ')} WHERE ${key} = @${key}`;
}

export class CardWriter implements CardWrites {
  private readonly db: Db;
  private readonly selectCard: Statement;
  private readonly insertCard: Statement;
  private readonly updateCard: Statement;
  private readonly insertName: Statement;
  private readonly insertPrinting: Statement;
  private readonly updatePrinting: Statement;
  /** Undefined on a file older than migration 011, which has no place for prices. */
  private readonly upsertPrices: Statement | undefined;
  /** Undefined on a file older than migration 033, which keeps no price history. */
  private readonly priceHistory: PriceHistoryWrites | undefined;
  /** Undefined on a file older than migration 016, which has no place for booster data. */
  private readonly boosters: BoosterWrites | undefined;
  private readonly insertSetIfNew: Statement;
  private readonly upsertSet: Statement;
  private readonly queueForSearch: Statement | undefined;
  /** Writes the search index's card part of each card this import adds (db/search/search-index.ts). */
  private readonly index: CardIndexWriter | undefined;
  /** Cards written by this import: the count it reports (at most one per card in the data), and the cards its printings may name. */
  readonly cardIds = new Set<string>();
  /**
   * For an import larger than the cards stored, the ids of every card stored before it or written by it: a card
   * whose id is not among them is new without asking the database. A smaller import asks for every card rather
   * than read every stored id first.
   */
  private readonly knownIds: Set<string> | undefined;
  /**
   * Stored cards whose search rows are out of date: their row changed, or a printing of theirs was added or
   * changed. (The index writer has the cards new to the database.)
   */
  private readonly changed = new Set<string>();
  /** Builds the indexes deferIndexes dropped: those of the tables named, or all. */
  private readonly buildIndexes: (tables?: readonly string[]) => void;
  /** Undefined on a file older than migration 023, which keeps no dates: every import wins there. */
  private readonly dates: { select: Statement; upsert: Statement; forget: Statement } | undefined;
  /** The file being written; undefined while Japanese names are laid over stored cards, which leaves their dates. */
  private source: Source | undefined;
  /** Per file, the cards whose stored data is of a later date than the file's, kept as stored. */
  readonly keptNewer = new Map<string, Set<string>>();
  /** Per file, the Duel Masters cards another Duel Masters file stored before it, by id (engine/dm/sources.ts). */
  readonly sharedDmCards = new Map<string, Map<string, SharedDmCard>>();

  /** `incomingRows`: about how many rows the import may bring to a table, when it is a large one (deferred-indexes.ts). */
  constructor(db: Db, incomingRows = 0) {
    this.db = db;
    this.buildIndexes = deferIndexes(db, incomingRows);
    this.selectCard = db.prepare('SELECT data FROM cards WHERE id = ?').pluck();
    if (incomingRows >= 1 && !hasAtLeast(db, 'cards', incomingRows)) {
      this.knownIds = new Set(db.prepare('SELECT id FROM cards').pluck().all() as string[]);
    }
    this.insertCard = db.prepare(`INSERT INTO ${rowValues('cards', CARD_COLUMNS)}`);
    this.updateCard = db.prepare(updateByFirstColumn('cards', CARD_COLUMNS));
    this.insertName = db.prepare(`INSERT OR IGNORE INTO ${rowValues('card_names', NAME_COLUMNS)}`);
    // Most printings of an import are new: a plain insert that ignores a known id costs half an upsert (SQLite
    // seeks the id once). A known printing is then updated only when it changed, and `changes` says whether
    // its card's search rows need a rebuild; the set code is compared as written.
    const printingColumns = printingColumnsOf(db);
    this.insertPrinting = db.prepare(
      `INSERT INTO ${rowValues('printings', printingColumns)} ON CONFLICT (id) DO NOTHING`,
    );
    // A value only some sources give (Scryfall's illustration_id and highres_image, the games and booster a 2019
    // Scryfall file lacks) stays when a source without it (MTGJSON, that file) comes later.
    const [, ...compared] = printingColumns;
    const incoming = (c: string) => (KEPT_WHEN_ABSENT.includes(c) ? `coalesce(@${c}, ${c})` : `@${c}`);
    const stored = compared.map((c) => (c === 'set_code' ? 'set_code COLLATE BINARY' : c)).join(', ');
    this.updatePrinting = db.prepare(
      `UPDATE printings SET ${compared.map((c) => `${c} = ${incoming(c)}`).join(', ')} WHERE id = @id
      AND (${stored}) IS NOT (${compared.map(incoming).join(', ')})`,
    );
    this.upsertPrices = hasTable(db, 'printing_prices')
      ? db.prepare(
          `INSERT INTO ${rowValues('printing_prices', PRICE_COLUMNS)} ON CONFLICT (printing_id) DO UPDATE SET ` +
            PRICES_UPDATE,
        )
      : undefined;
    this.priceHistory = hasTable(db, 'price_history') ? new PriceHistoryWrites(db) : undefined;
    this.boosters = hasTable(db, 'booster_products') ? new BoosterWrites(db) : undefined;
    // A set first met without its type (an older import, a card object without set_type) gets it when it comes.
    this.insertSetIfNew = db.prepare(
      `INSERT INTO sets (code, game, name, released_at, set_type) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (code) DO UPDATE SET set_type = excluded.set_type
      WHERE sets.set_type IS NULL AND excluded.set_type IS NOT NULL`,
    );
    this.upsertSet = db.prepare(`
      INSERT INTO sets (code, game, name, released_at, set_type, block) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (code) DO UPDATE SET game = excluded.game, name = excluded.name,
        released_at = excluded.released_at, set_type = excluded.set_type, block = excluded.block`);
    const indexed = hasSearchIndex(db);
    this.queueForSearch = indexed
      ? db.prepare('INSERT OR IGNORE INTO search_dirty (card_id) SELECT value FROM json_each(?)')
      : undefined;
    this.index = indexed ? new CardIndexWriter(db) : undefined;
    this.dates = hasTable(db, 'card_data_dates')
      ? {
          select: db.prepare('SELECT data_date FROM card_data_dates WHERE card_id = ?').pluck(),
          upsert: db.prepare(
            `INSERT INTO card_data_dates (card_id, data_date) VALUES (?, ?)
            ON CONFLICT (card_id) DO UPDATE SET data_date = excluded.data_date`,
          ),
          forget: db.prepare('DELETE FROM card_data_dates WHERE card_id = ?'),
        }
      : undefined;
  }

  startFile(file: string, dataDate: string | null): void {
    this.source = { file, dataDate };
  }

  /** The cards written next are stored ones with names added (ja-names-overlay.ts): their data and its date stay. */
  startOverlay(): void {
    this.source = undefined;
  }

  /**
   * Whether the stored card's data is of a later day than the file being written: then the stored data wins, so
   * an older file imported after newer data (a 2019 Scryfall file after this year's MTGJSON) leaves the newer
   * legalities and text. Where either date is unknown the file wins, as the later import always did.
   */
  private storedIsNewer(id: string): boolean {
    const fileDate = this.source?.dataDate;
    if (!this.dates || !fileDate) return false;
    const storedDate = this.dates.select.get(id) as string | undefined;
    return storedDate !== undefined && storedDate > fileDate;
  }

  /** Records the day of the data the card now holds: the file's, or none when the file does not say. */
  private dateCard(id: string): void {
    if (!this.dates || !this.source) return;
    if (this.source.dataDate) this.dates.upsert.run(id, this.source.dataDate);
    else this.dates.forget.run(id);
  }

  writeCard(card: Card, json: string): void {
    const id = card.id;
    this.cardIds.add(id);
    const known = this.knownIds === undefined || this.knownIds.has(id);
    this.knownIds?.add(id);
    const stored = known ? (this.selectCard.get(id) as string | undefined) : undefined;
    if (stored === undefined) {
      const prepared = prepareCard(card, json);
      this.insertCard.run(cardRow(prepared));
      this.insertNames(prepared.names);
      this.index?.add(prepared);
      if (this.source?.dataDate) this.dates?.upsert.run(id, this.source.dataDate);
      return;
    }
    const storedCard = JSON.parse(stored) as Card;
    let mergedCard: Card;
    if (this.storedIsNewer(id)) {
      mergedCard = mergeCards(card, storedCard);
      const file = this.source!.file;
      this.keptNewer.set(file, (this.keptNewer.get(file) ?? new Set<string>()).add(id));
    } else {
      mergedCard = mergeCards(storedCard, card);
      this.dateCard(id);
    }
    this.noteSharedDmCard(storedCard, card, mergedCard);
    const merged = JSON.stringify(mergedCard);
    if (merged === stored) return;
    const prepared = prepareCard(mergedCard, merged);
    this.updateCard.run(cardRow(prepared));
    // The stored names stay: the card keeps one localized name a language, but every printing's translation
    // (AFC's two Japanese names of Netherese Puzzle-Ward) still names it in deck lists and search.
    this.insertNames(prepared.names);
    this.changed.add(id);
  }

  /** A Duel Masters card the file being written holds and another Duel Masters file stored before it. */
  private noteSharedDmCard(stored: Card, incoming: Card, merged: Card): void {
    const [source] = Object.keys(incoming.dm?.bySource ?? {}) as DmSourceId[];
    if (!source || !this.source) return;
    const others = otherSources(stored, source);
    if (others.length === 0) return;
    const file = this.source.file;
    const shared = this.sharedDmCards.get(file) ?? new Map<string, SharedDmCard>();
    this.sharedDmCards.set(file, shared);
    shared.set(merged.id, { name: merged.name, others, disagreements: disagreements(merged) });
  }

  private insertNames(names: readonly NameRow[]): void {
    for (const name of names) this.insertName.run(name);
  }

  /** One normalizer record (engine/cards/types.ts CardRecord): its sets, its card, then its printings. */
  writeRecord(record: CardRecord): void {
    this.writeCard(record.card, JSON.stringify(record.card));
    for (const p of record.printings) {
      this.addSetIfNew(setOfPrinting(p));
      this.writePrinting(printingRow(p));
      if (p.mtgjsonUuids) this.writeMtgjsonUuids(p.id, p.mtgjsonUuids);
    }
  }

  writePrinting(row: PrintingRow): void {
    const changed = this.insertPrinting.run(row).changes > 0 || this.updatePrinting.run(row).changes > 0;
    const {
      card_id: cardId,
      set_code: set,
      collector_number: number,
      lang,
      rarity,
      released_at: releasedAt,
      printed_name: printedName,
    } = row;
    if (this.index?.addPrinting(cardId, { set, number, rarity, releasedAt, lang, printedName })) return;
    if (changed) this.changed.add(cardId);
  }

  writePrices(prices: PriceRow): void {
    this.upsertPrices?.run(prices);
    this.priceHistory?.write(prices);
  }

  writeMtgjsonUuids(printingId: string, uuids: string[]): void {
    this.boosters?.writeUuids(printingId, uuids);
  }

  writeSet(set: SetInfo): void {
    this.upsertSet.run(set.code, set.game, set.name, set.releasedAt ?? null, set.setType ?? null, set.block ?? null);
    this.boosters?.replaceProducts(set.code, set.boosters ?? {});
  }

  addSetIfNew(set: SetInfo): void {
    this.insertSetIfNew.run(set.code, set.game, set.name, set.releasedAt ?? null, set.setType ?? null);
  }
  /**
   * Brings the search index up to date before the import commits: the cards it added have their card part
   * already; the others it changed (merged cards, new printings of stored cards) are queued and rebuilt.
   */
  finish(): void {
    // The refresh reads printings and names by card, and writes most of search_names: its index is built after.
    this.buildIndexes(['printings', 'card_names']);
    if (this.queueForSearch && this.index) {
      this.queueForSearch.run(JSON.stringify([...this.changed]));
      refreshSearchIndex(this.db, this.index);
    }
    this.buildIndexes();
  }
}
