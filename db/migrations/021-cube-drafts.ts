// Cube drafts: a draft dealt from a cube keeps the cube as it was at the start, a JSON array of printing ids (one
// per copy, in the cube's order), and the size of its packs, so it replays the same after the cube pool is edited
// or deleted. A booster draft has neither (NULL); a cube draft's set_code and product are empty.
export const sql = '';

export const userSql = /* sql */ `
ALTER TABLE drafts ADD COLUMN cube TEXT;
ALTER TABLE drafts ADD COLUMN pack_size INTEGER CHECK (pack_size BETWEEN 5 AND 24);
`;
