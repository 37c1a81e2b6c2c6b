// What Scryfall's reprint, watermark and `new:` searches read from a printing (Scryfall's reprint, watermark,
// illustration_id and frame; MTGJSON's isReprint, watermark and frameVersion) and a set's block (MTGJSON's block)
// for `b:`. Printings and sets imported before stay without them until their data is imported again;
// db/search/known-values.ts says so instead of finding nothing.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN reprint INTEGER;
ALTER TABLE printings ADD COLUMN watermark TEXT;
ALTER TABLE printings ADD COLUMN illustration_id TEXT;
ALTER TABLE printings ADD COLUMN frame TEXT;
ALTER TABLE sets ADD COLUMN block TEXT;
`;
