// Writes cards, printings and sets into the card tables, inside the import's transaction. A card already in the
// database (from an earlier import, or written earlier in this one) is merged with the new one (engine
// mergeCardRecords) and updated in place, only when that changes it; user tables (decks, pools, collection)
// are never touched. The cards it changes, and those given a new or changed printing, are queued for the
// search index in one statement at the end (per card, not per printing, name or legality row), and their
// index rows are rebuilt before the import commits: the first search after an import has nothing to do.
import type Database from 'better-sqlite3';
import type { Db } from '../open.ts';
import type { Card, CardRecord, Printing, SetInfo } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { CARD_NAME_SEPARATOR, colorMask, leadingNumber } from '../cards.ts';
import { mergeCardRecords } from '../../engine/cards/merge.ts';
import { refreshSearchIndex } from '../search/search-index.ts';

type Statement = Database.Statement<unknown[]>;

interface NameRow { lang: string; name: string; isFace: boolean }

/** Every name a card answers to: English, each face, each localized name and its faces. */
function cardNames(card: Card): NameRow[] {
  const rows: NameRow[] = [{ lang: 'en', name: card.name, isFace: false }];
  if (card.faces.length > 1) for (const face of card.faces) rows.push({ lang: 'en', name: face.name, isFace: true });
  for (const [lang, name] of Object.entries(card.localizedNames)) {
    rows.push({ lang, name, isFace: false });
    const parts = name.split(CARD_NAME_SEPARATOR);
    if (parts.length > 1) for (const part of parts) rows.push({ lang, name: part, isFace: true });
  }
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.lang}\u0000${r.name}`;
    if (r.name === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The stored card with a newer record of it (engine merge rules: its characteristics, the union of the localized names). */
function mergeCards(stored: Card, newer: Card): Card {
  return mergeCardRecords({ card: stored, printings: [] }, { card: newer, printings: [] }).card;
}

/** Whether this database has the search index (migration 2); an older file gets it, every card queued, when migrated. */
function hasSearchIndex(db: Db): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'search_dirty'").get() !== undefined;
}

/** Where the records of an import go: the database (CardWriter), or a batch bound for it (read-protocol.ts). */
export interface CardWrites {
  /** The card of one record and its JSON text; merged with what is stored. */
  writeCard(card: Card, json: string): void;
  writePrinting(printing: Printing): void;
  /** A set as its source describes it (MTGJSON): replaces what printings implied. */
  writeSet(set: SetInfo): void;
}

export class CardWriter implements CardWrites {
  private readonly db: Db;
  private readonly selectCard: Statement;
  private readonly upsertCard: Statement;
  private readonly deleteNames: Statement;
  private readonly insertName: Statement;
  private readonly deleteLegalities: Statement;
  private readonly insertLegalities: Statement;
  private readonly upsertPrinting: Statement;
  private readonly insertSetIfNew: Statement;
  private readonly upsertSet: Statement;
  private readonly queueForSearch: Statement | undefined;
  /** Ids written by this import, for the counts it reports. */
  readonly cardIds = new Set<string>();
  readonly printingIds = new Set<string>();
  private readonly setCodes = new Set<string>();
  /** Cards whose search rows are out of date: their row changed, or a printing of theirs was added or changed. */
  private readonly changed = new Set<string>();

  constructor(db: Db) {
    this.db = db;
    this.selectCard = db.prepare('SELECT data FROM cards WHERE id = ?').pluck();
    this.upsertCard = db.prepare(`
      INSERT INTO cards (id, game, name, name_folded, layout, mana_cost, mana_value, type_line, oracle_text,
                         colors, color_identity, power, toughness, loyalty, data)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET game = excluded.game, name = excluded.name, name_folded = excluded.name_folded,
        layout = excluded.layout, mana_cost = excluded.mana_cost, mana_value = excluded.mana_value,
        type_line = excluded.type_line, oracle_text = excluded.oracle_text, colors = excluded.colors,
        color_identity = excluded.color_identity, power = excluded.power, toughness = excluded.toughness,
        loyalty = excluded.loyalty, data = excluded.data`);
    this.deleteNames = db.prepare('DELETE FROM card_names WHERE card_id = ?');
    this.insertName = db.prepare('INSERT OR IGNORE INTO card_names (card_id, lang, name, name_folded, is_face) VALUES (?, ?, ?, ?, ?)');
    this.deleteLegalities = db.prepare('DELETE FROM legalities WHERE card_id = ?');
    // One statement per card: the rows come from the card's legalities as JSON. A format where the card is
    // not legal has no row (about half of them), which keeps the table and the import small.
    this.insertLegalities = db.prepare("INSERT INTO legalities (card_id, format, status) SELECT ?, key, value FROM json_each(?) WHERE value != 'not_legal'");
    // A printing already stored as it is stays untouched (a re-import of the same file writes nothing), and
    // `changes` says whether its card's search rows need a rebuild. The set code is compared as written.
    this.upsertPrinting = db.prepare(`
      INSERT INTO printings (id, card_id, set_code, collector_number, lang, rarity, released_at, image_uri,
                             arena_id, mtgo_id, finishes, printed_name)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET card_id = excluded.card_id, set_code = excluded.set_code,
        collector_number = excluded.collector_number, lang = excluded.lang, rarity = excluded.rarity,
        released_at = excluded.released_at, image_uri = excluded.image_uri, arena_id = excluded.arena_id,
        mtgo_id = excluded.mtgo_id, finishes = excluded.finishes, printed_name = excluded.printed_name
      WHERE (card_id, set_code COLLATE BINARY, collector_number, lang, rarity, released_at, image_uri, arena_id, mtgo_id, finishes, printed_name)
        IS NOT (excluded.card_id, excluded.set_code, excluded.collector_number, excluded.lang, excluded.rarity, excluded.released_at,
                excluded.image_uri, excluded.arena_id, excluded.mtgo_id, excluded.finishes, excluded.printed_name)`);
    this.insertSetIfNew = db.prepare('INSERT INTO sets (code, game, name, released_at) VALUES (?, ?, ?, ?) ON CONFLICT (code) DO NOTHING');
    this.upsertSet = db.prepare(`
      INSERT INTO sets (code, game, name, released_at, set_type) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (code) DO UPDATE SET game = excluded.game, name = excluded.name,
        released_at = excluded.released_at, set_type = excluded.set_type`);
    this.queueForSearch = hasSearchIndex(db) ? db.prepare('INSERT OR IGNORE INTO search_dirty (card_id) SELECT value FROM json_each(?)') : undefined;
  }

  writeCard(incoming: Card, json: string): void {
    const id = incoming.id;
    this.cardIds.add(id);
    const stored = this.selectCard.get(id) as string | undefined;
    const card = stored === undefined ? incoming : mergeCards(JSON.parse(stored) as Card, incoming);
    const data = stored === undefined ? json : JSON.stringify(card);
    if (data === stored) return;
    const front = card.faces[0];
    const power = card.dm ? card.dm.power : leadingNumber(front?.power);
    this.upsertCard.run(id, card.game, card.name, foldName(card.name), card.layout, card.manaCost, card.manaValue,
      card.typeLine, card.text, colorMask(card.colors), colorMask(card.colorIdentity),
      power, leadingNumber(front?.toughness), leadingNumber(front?.loyalty), data);
    if (stored !== undefined) {
      this.deleteNames.run(id);
      this.deleteLegalities.run(id);
    }
    for (const n of cardNames(card)) this.insertName.run(id, n.lang, n.name, foldName(n.name), n.isFace ? 1 : 0);
    this.insertLegalities.run(id, JSON.stringify(card.legalities));
    this.changed.add(id);
  }

  /** One normalizer record (engine/cards/types.ts CardRecord): its card, then its printings. */
  writeRecord(record: CardRecord): void {
    this.writeCard(record.card, JSON.stringify(record.card));
    for (const p of record.printings) this.writePrinting(p);
  }

  writePrinting(p: Printing): void {
    const { changes } = this.upsertPrinting.run(p.id, p.cardId, p.set, p.collectorNumber, p.lang, p.rarity, p.releasedAt ?? null,
      p.imageUri ?? null, p.arenaId ?? null, p.mtgoId ?? null, JSON.stringify(p.finishes), p.printedName ?? null);
    if (changes > 0) this.changed.add(p.cardId);
    this.printingIds.add(p.id);
    const code = p.set.toLowerCase();
    if (this.setCodes.has(code)) return;
    this.insertSetIfNew.run(p.set, p.game, p.setName ?? p.set, p.releasedAt ?? null);
    this.setCodes.add(code);
  }

  writeSet(set: SetInfo): void {
    this.upsertSet.run(set.code, set.game, set.name, set.releasedAt ?? null, set.setType ?? null);
    this.setCodes.add(set.code.toLowerCase());
  }

  /** Queues the cards this import changed for the search index and rebuilds their rows (db/search/search-index.ts). */
  finish(): void {
    if (!this.queueForSearch) return;
    this.queueForSearch.run(JSON.stringify([...this.changed]));
    refreshSearchIndex(this.db);
  }
}
