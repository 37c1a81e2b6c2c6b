// search_text stores each variant of a card's rules text (without reminder text, with its name as "~") only
// where it differs from the variant it falls back to; NULL otherwise (db/search/text-variants.ts). Most cards
// have no reminder text and half never name themselves: the table and every import's writes of it shrink by
// about 40%. The rows are converted in place, so the index needs no rebuild; the FTS table, which indexes the
// full text only, is rebuilt from the new table.
export const sql = /* sql */ `
DROP TABLE search_text_fts;
CREATE TABLE search_text_variants (
  sid          INTEGER PRIMARY KEY,
  full_oracle  TEXT NOT NULL,
  oracle       TEXT,
  full_self    TEXT,
  oracle_self  TEXT
);
INSERT INTO search_text_variants (sid, full_oracle, oracle, full_self, oracle_self)
  SELECT sid, full_oracle, nullif(oracle, full_oracle), nullif(full_self, full_oracle),
    nullif(oracle_self, coalesce(nullif(oracle, full_oracle), nullif(full_self, full_oracle), full_oracle))
  FROM search_text;
DROP TABLE search_text;
ALTER TABLE search_text_variants RENAME TO search_text;
CREATE VIRTUAL TABLE search_text_fts USING fts5 (full_oracle, content = 'search_text', content_rowid = 'sid', tokenize = 'trigram', detail = none);
INSERT INTO search_text_fts (search_text_fts) VALUES ('rebuild');
`;
