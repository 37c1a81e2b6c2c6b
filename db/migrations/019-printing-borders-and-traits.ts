// What Scryfall's border:, stamp:, is:full, is:textless, is:hires, is:promo, is:digital and is:spotlight read from a
// printing (Scryfall's border_color, security_stamp, full_art, textless, highres_image, promo, digital,
// story_spotlight; MTGJSON's borderColor, securityStamp, isFullArt, isTextless, isPromo, isOnlineOnly,
// isStorySpotlight, and no image resolution). Printings imported before
// stay without them until their data is imported again; db/search/known-values.ts says so instead of finding nothing.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN border_color TEXT;
ALTER TABLE printings ADD COLUMN security_stamp TEXT;
ALTER TABLE printings ADD COLUMN full_art INTEGER;
ALTER TABLE printings ADD COLUMN textless INTEGER;
ALTER TABLE printings ADD COLUMN highres_image INTEGER;
ALTER TABLE printings ADD COLUMN promo INTEGER;
ALTER TABLE printings ADD COLUMN digital INTEGER;
ALTER TABLE printings ADD COLUMN story_spotlight INTEGER;
`;
