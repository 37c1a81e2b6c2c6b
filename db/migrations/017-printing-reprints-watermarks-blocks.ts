// What Scryfall's reprint, watermark and `new:` searches read from a printing (Scryfall's reprint, watermark,
// illustration_id and frame; MTGJSON's isReprint, watermark and frameVersion) and a set's block (MTGJSON's block)
// for `b:`, and the mask of a printing's `new:` answers, which the search index fills (version 11). Printings and
// sets imported before stay without the source's values until their data is imported again;
// db/search/known-values.ts says so instead of finding nothing.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN reprint INTEGER;
ALTER TABLE printings ADD COLUMN watermark TEXT;
ALTER TABLE printings ADD COLUMN illustration_id TEXT;
ALTER TABLE printings ADD COLUMN frame TEXT;
ALTER TABLE printings ADD COLUMN new_mask INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sets ADD COLUMN block TEXT;
`;
