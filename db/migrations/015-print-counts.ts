// How many printings and sets a card has on its search row, for Scryfall's `prints` and `sets` comparisons
// (db/search/compile.ts): printings counted once per set and collector number, whatever their languages. Search
// index version 6 fills them; rows of older indexes are rebuilt before their first query.
export const sql = /* sql */ `
ALTER TABLE card_search ADD COLUMN print_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE card_search ADD COLUMN set_count INTEGER NOT NULL DEFAULT 0;
`;
