// The mana a card can add (Card.producedMana) as a bit mask on its search row, for `produces:` queries
// (db/search/compile.ts): W U B R G and colorless C, the bits of engine/goldfish/mana-types.ts. Search index
// version 4 fills it; rows of older indexes are rebuilt before their first query.
export const sql = /* sql */ `
ALTER TABLE card_search ADD COLUMN produced INTEGER NOT NULL DEFAULT 0;
`;
