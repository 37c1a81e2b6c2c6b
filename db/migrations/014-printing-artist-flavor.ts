// Who illustrated a printing and its flavor text, as the card data gives them (Scryfall's artist and flavor_text,
// MTGJSON's artist and flavorText), with their folded forms for `a:` and `ft:` (db/search/compile.ts). Printings
// imported before stay without them until their data is imported again; db/search/known-values.ts says so.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN artist TEXT;
ALTER TABLE printings ADD COLUMN flavor_text TEXT;
ALTER TABLE printings ADD COLUMN artist_folded TEXT;
ALTER TABLE printings ADD COLUMN flavor_folded TEXT;
`;
