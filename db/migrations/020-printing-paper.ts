// Whether a printing was released in paper (Scryfall's `games`, MTGJSON's `availability`): Pauper Commander counts
// the rarities of paper and MTGO printings, not Arena-only ones (PDH "Card Rarity"). Printings imported before stay
// unknown (NULL) until their card data is imported again, and count as they did.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN paper INTEGER;
`;
