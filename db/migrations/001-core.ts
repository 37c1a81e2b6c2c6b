// Card data (replaced by imports) and user data (never touched by imports).
// User rows refer to cards by stable id and keep the card name as text, so a re-import or a
// card that disappears from newer data never deletes a deck entry or a collection row.
export const sql = /* sql */ `
CREATE TABLE sets (
  code        TEXT PRIMARY KEY COLLATE NOCASE,  -- printings say "khm", DM sets "DM-01": compare without case
  game        TEXT NOT NULL CHECK (game IN ('mtg', 'dm')),
  name        TEXT NOT NULL,
  released_at TEXT,
  set_type    TEXT
);

CREATE TABLE cards (
  id             TEXT PRIMARY KEY,
  game           TEXT NOT NULL CHECK (game IN ('mtg', 'dm')),
  name           TEXT NOT NULL,
  name_folded    TEXT NOT NULL,          -- lower case, accents and ligatures folded (engine/text/fold.ts)
  layout         TEXT NOT NULL,
  mana_cost      TEXT NOT NULL DEFAULT '',
  mana_value     REAL NOT NULL DEFAULT 0,
  type_line      TEXT NOT NULL DEFAULT '',
  oracle_text    TEXT NOT NULL DEFAULT '',
  colors         INTEGER NOT NULL DEFAULT 0,  -- bit mask: MTG W=1 U=2 B=4 R=8 G=16; DM light..nature the same bits
  color_identity INTEGER NOT NULL DEFAULT 0,
  power          REAL,                   -- numeric part; NULL when absent or not a number ("*")
  toughness      REAL,
  loyalty        REAL,
  data           TEXT NOT NULL           -- the engine Card as JSON
);
CREATE INDEX cards_name_folded ON cards (name_folded);
CREATE INDEX cards_game_name ON cards (game, name);
CREATE INDEX cards_mana_value ON cards (mana_value);

-- Every name a card answers to: English, face names, localized names (deck lists and search resolve through it).
CREATE TABLE card_names (
  card_id     TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  lang        TEXT NOT NULL,
  name        TEXT NOT NULL,
  name_folded TEXT NOT NULL,
  is_face     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (card_id, lang, name)
) WITHOUT ROWID;
CREATE INDEX card_names_folded ON card_names (name_folded);

CREATE TABLE printings (
  id               TEXT PRIMARY KEY,
  card_id          TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  set_code         TEXT NOT NULL COLLATE NOCASE,
  collector_number TEXT NOT NULL,
  lang             TEXT NOT NULL DEFAULT 'en',
  rarity           TEXT NOT NULL DEFAULT '',
  released_at      TEXT,
  image_uri        TEXT,
  arena_id         INTEGER,
  mtgo_id          INTEGER,
  finishes         TEXT NOT NULL DEFAULT '[]',
  printed_name     TEXT
);
CREATE INDEX printings_card ON printings (card_id);
CREATE INDEX printings_set_number ON printings (set_code COLLATE NOCASE, collector_number);

-- Where a card may be played: one row per format where it is legal, banned or restricted; no row means not legal.
-- (The card's full legalities are also in cards.data; search keeps its own format masks, so no index by format.)
CREATE TABLE legalities (
  card_id TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  format  TEXT NOT NULL,
  status  TEXT NOT NULL CHECK (status IN ('legal', 'banned', 'restricted', 'not_legal')),
  PRIMARY KEY (card_id, format)
) WITHOUT ROWID;

-- One row per imported file (data.status shows the last ones); source is the detected format.
CREATE TABLE imports (
  id          INTEGER PRIMARY KEY,
  file        TEXT NOT NULL,
  source      TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  cards       INTEGER NOT NULL,
  printings   INTEGER NOT NULL,
  skipped     INTEGER NOT NULL
);

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE pools (
  id         INTEGER PRIMARY KEY,
  game       TEXT NOT NULL CHECK (game IN ('mtg', 'dm')),
  name       TEXT NOT NULL,
  kind       TEXT NOT NULL CHECK (kind IN ('sealed', 'draft', 'cube')),
  notes      TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE pool_entries (
  pool_id     INTEGER NOT NULL REFERENCES pools (id) ON DELETE CASCADE,
  card_id     TEXT,
  card_name   TEXT NOT NULL,
  printing_id TEXT,
  count       INTEGER NOT NULL CHECK (count > 0)
);
CREATE INDEX pool_entries_pool ON pool_entries (pool_id);

CREATE TABLE decks (
  id         INTEGER PRIMARY KEY,
  game       TEXT NOT NULL CHECK (game IN ('mtg', 'dm')),
  name       TEXT NOT NULL,
  format     TEXT NOT NULL,
  pool_id    INTEGER REFERENCES pools (id) ON DELETE SET NULL,
  built      INTEGER NOT NULL DEFAULT 0,   -- a built deck holds its cards: they are not free for other decks
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Every save of a deck is a version; the newest is the deck. Content is the engine Deck as JSON.
CREATE TABLE deck_versions (
  deck_id    INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  version    INTEGER NOT NULL,
  saved_at   TEXT NOT NULL,
  message    TEXT NOT NULL DEFAULT '',
  content    TEXT NOT NULL,
  PRIMARY KEY (deck_id, version)
) WITHOUT ROWID;

CREATE TABLE collection (
  id               INTEGER PRIMARY KEY,
  game             TEXT NOT NULL CHECK (game IN ('mtg', 'dm')),
  card_id          TEXT,
  card_name        TEXT NOT NULL,
  printing_id      TEXT,
  set_code         TEXT NOT NULL DEFAULT '',
  collector_number TEXT NOT NULL DEFAULT '',
  finish           TEXT NOT NULL DEFAULT 'nonfoil' CHECK (finish IN ('nonfoil', 'foil', 'etched')),
  condition        TEXT NOT NULL DEFAULT '',
  lang             TEXT NOT NULL DEFAULT 'en',
  binder           TEXT NOT NULL DEFAULT '',
  count            INTEGER NOT NULL CHECK (count > 0),
  UNIQUE (card_name, set_code, collector_number, finish, condition, lang, binder)
);
CREATE INDEX collection_card ON collection (card_id);
`;
