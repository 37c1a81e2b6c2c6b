// Card data moves to a file of its own beside the user data (db/open.ts: cardDataFile), so an import, which
// holds one write transaction on the card data for seconds, never locks decks, pools, the collection or settings:
// each file has its own write lock, and WAL readers of either never wait. Up to version 8 both lived in one file;
// db/open.ts copies that file (VACUUM INTO) to make the card-data file, then each copy drops the other's tables.
// No view, trigger or foreign key crosses the two groups: user rows name cards by id and keep the name as text.

/** What the card-data file drops: the user tables. */
export const sql = /* sql */ `
DROP TABLE deck_versions;
DROP TABLE decks;
DROP TABLE pool_entries;
DROP TABLE pools;
DROP TABLE collection;
DROP TABLE settings;
`;

/** What the user-data file drops: the card data and its search index (the FTS tables take their shadow tables). */
export const userSql = /* sql */ `
DROP VIEW legalities;
DROP TABLE search_names_fts;
DROP TABLE search_text_fts;
DROP TABLE search_dirty;
DROP TABLE search_meta;
DROP TABLE search_formats;
DROP TABLE search_keywords;
DROP TABLE search_names;
DROP TABLE search_text;
DROP TABLE card_search;
DROP TABLE printings;
DROP TABLE card_names;
DROP TABLE cards;
DROP TABLE sets;
DROP TABLE imports;
`;
