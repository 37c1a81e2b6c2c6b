// What Scryfall's is:booster, is:oversized and the promo is: words (is:prerelease, is:buyabox, is:planeswalker_deck …)
// read from a printing: Scryfall's booster, oversized and promo_types; MTGJSON's boosterTypes, isOversized and
// promoTypes. Printings imported before stay without them until their data is imported again; db/search/known-values.ts
// says so instead of finding nothing.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN booster INTEGER;
ALTER TABLE printings ADD COLUMN oversized INTEGER;
ALTER TABLE printings ADD COLUMN promo_types TEXT;
`;
