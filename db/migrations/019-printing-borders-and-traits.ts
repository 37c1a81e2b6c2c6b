// What Scryfall's border:, stamp:, frame: effects, game:paper and the is: words of a printing (is:full, is:textless,
// is:hires, is:promo, is:digital, is:spotlight, is:reserved, is:showcase …) read from it: Scryfall's border_color,
// security_stamp, frame_effects, games, full_art, textless, highres_image, promo, digital, story_spotlight, reserved;
// MTGJSON's borderColor, securityStamp, frameEffects, availability, isFullArt, isTextless, isPromo, isOnlineOnly,
// isStorySpotlight, isReserved, and no image resolution. Printings imported before stay without them until their data
// is imported again; db/search/known-values.ts says so instead of finding nothing. A card's search row counts its
// paper printings and sets (paperprints, papersets), filled by search index version 12.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN border_color TEXT;
ALTER TABLE printings ADD COLUMN security_stamp TEXT;
ALTER TABLE printings ADD COLUMN full_art INTEGER;
ALTER TABLE printings ADD COLUMN textless INTEGER;
ALTER TABLE printings ADD COLUMN highres_image INTEGER;
ALTER TABLE printings ADD COLUMN promo INTEGER;
ALTER TABLE printings ADD COLUMN digital INTEGER;
ALTER TABLE printings ADD COLUMN story_spotlight INTEGER;
ALTER TABLE printings ADD COLUMN reserved INTEGER;
ALTER TABLE printings ADD COLUMN paper INTEGER;
ALTER TABLE printings ADD COLUMN frame_effects TEXT;
ALTER TABLE card_search ADD COLUMN paper_print_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE card_search ADD COLUMN paper_set_count INTEGER NOT NULL DEFAULT 0;
`;
