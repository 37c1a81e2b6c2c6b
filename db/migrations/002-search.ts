// The search index (db/search): a compact row per card for fast scans, every name and the rules text in FTS5
// trigram tables for substring search, keywords by name. The rows are derived in TypeScript from the engine
// Card (reminder text, "~" for the card's own name, is: flags, the one name folding), so the triggers here
// only queue the cards whose data changed; db/search/search-index.ts rebuilds their rows, and the FTS entries
// with them, in a few set-wise statements before the next search (per-row FTS triggers cost 10× more).
// Deriving from the Card keeps search independent of how the importer fills the card tables.
export const sql = /* sql */ `
-- Cards whose index rows are out of date. Written without OR IGNORE so an importer's own conflict clause
-- (INSERT OR FAIL …) can never turn a duplicate here into a failed import.
CREATE TABLE search_dirty (card_id TEXT PRIMARY KEY) WITHOUT ROWID;

CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE card_search (
  sid             INTEGER PRIMARY KEY,
  card_id         TEXT NOT NULL UNIQUE,
  game            TEXT NOT NULL,
  sort_name       TEXT NOT NULL,
  mana_cost       TEXT NOT NULL,
  mana_value      REAL NOT NULL,
  colors          INTEGER NOT NULL,
  color_identity  INTEGER NOT NULL,
  color_count     INTEGER NOT NULL,
  identity_count  INTEGER NOT NULL,
  color_sort      INTEGER NOT NULL,
  power           REAL,
  toughness       REAL,
  loyalty         REAL,
  type_line       TEXT NOT NULL,
  subtypes        TEXT NOT NULL,
  flags           INTEGER NOT NULL,
  rarity_rank     INTEGER,                -- highest rarity among the printings
  rarity_mask     INTEGER NOT NULL,       -- every rarity among the printings, bit (rank + 1)
  lang_mask       INTEGER NOT NULL,       -- languages of its names and printings, bits of LANGUAGE_CODES
  legal_mask      INTEGER NOT NULL,       -- formats where it is legal or restricted, bits of search_formats
  banned_mask     INTEGER NOT NULL,
  restricted_mask INTEGER NOT NULL,
  short_names     TEXT NOT NULL,          -- English and Japanese names, folded, for 1–2 character queries
  first_set       TEXT,                   -- set and release of the earliest printing
  first_number    TEXT,
  first_released  TEXT
);
CREATE INDEX card_search_sort_name ON card_search (sort_name, card_id);

-- Formats as bits of the legality masks, assigned as the index meets them.
CREATE TABLE search_formats (format TEXT PRIMARY KEY, bit INTEGER NOT NULL UNIQUE) WITHOUT ROWID;

-- Every name a card answers to (card_names and localized printed names), folded.
CREATE TABLE search_names (
  nid  INTEGER PRIMARY KEY,
  sid  INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX search_names_sid ON search_names (sid);
CREATE INDEX search_names_name ON search_names (name);

CREATE TABLE search_text (
  sid          INTEGER PRIMARY KEY,
  full_oracle  TEXT NOT NULL,
  oracle       TEXT NOT NULL,
  full_self    TEXT NOT NULL,
  oracle_self  TEXT NOT NULL
);

CREATE TABLE search_keywords (
  keyword TEXT NOT NULL,
  sid     INTEGER NOT NULL,
  PRIMARY KEY (keyword, sid)
) WITHOUT ROWID;
CREATE INDEX search_keywords_sid ON search_keywords (sid);

-- Trigram FTS5 answers substrings of three or more characters in any script; shorter ones scan the content.
-- Only the full text is indexed: o: (reminder text left out) and "~" queries are a subset, checked on the row.
CREATE VIRTUAL TABLE search_names_fts USING fts5 (name, content = 'search_names', content_rowid = 'nid', tokenize = 'trigram');
CREATE VIRTUAL TABLE search_text_fts USING fts5 (full_oracle, content = 'search_text', content_rowid = 'sid', tokenize = 'trigram');

-- Queue every card whose card row, names or printings change.
CREATE TRIGGER search_dirty_cards_insert AFTER INSERT ON cards BEGIN
  INSERT INTO search_dirty (card_id) SELECT new.id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.id);
END;
-- An update queues the card only when something the index reads changed: an importer's upsert that writes
-- the same values again must not send the whole collection through a re-index.
CREATE TRIGGER search_dirty_cards_update AFTER UPDATE ON cards
WHEN old.id IS NOT new.id OR old.game IS NOT new.game OR old.mana_cost IS NOT new.mana_cost
  OR old.mana_value IS NOT new.mana_value OR old.colors IS NOT new.colors OR old.color_identity IS NOT new.color_identity
  OR old.power IS NOT new.power OR old.toughness IS NOT new.toughness OR old.loyalty IS NOT new.loyalty OR old.data IS NOT new.data
BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.id);
  INSERT INTO search_dirty (card_id) SELECT new.id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.id);
END;
CREATE TRIGGER search_dirty_cards_delete AFTER DELETE ON cards BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.id);
END;
CREATE TRIGGER search_dirty_names_insert AFTER INSERT ON card_names BEGIN
  INSERT INTO search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.card_id);
END;
CREATE TRIGGER search_dirty_names_update AFTER UPDATE ON card_names
WHEN old.card_id IS NOT new.card_id OR old.lang IS NOT new.lang OR old.name IS NOT new.name
BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.card_id);
  INSERT INTO search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.card_id);
END;
CREATE TRIGGER search_dirty_names_delete AFTER DELETE ON card_names BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.card_id);
END;
CREATE TRIGGER search_dirty_printings_insert AFTER INSERT ON printings BEGIN
  INSERT INTO search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.card_id);
END;
CREATE TRIGGER search_dirty_printings_update AFTER UPDATE ON printings
WHEN old.card_id IS NOT new.card_id OR old.set_code IS NOT new.set_code OR old.collector_number IS NOT new.collector_number
  OR old.lang IS NOT new.lang OR old.rarity IS NOT new.rarity OR old.released_at IS NOT new.released_at
  OR old.printed_name IS NOT new.printed_name
BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.card_id);
  INSERT INTO search_dirty (card_id) SELECT new.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.card_id);
END;
CREATE TRIGGER search_dirty_printings_delete AFTER DELETE ON printings BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.card_id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.card_id);
END;

-- Cards already in the file are indexed on the first search.
INSERT INTO search_dirty (card_id) SELECT id FROM cards;
`;
