// A pool keeps an etched foil apart from a foil one (engine/decks/types.ts PinnedPrinting.etched), as decks do:
// a pasted pool's "[etched]" or "*E*" card is priced and written as etched. Rows stored before are foil or not.
export const sql = '';

export const userSql = /* sql */ `
ALTER TABLE pool_entries ADD COLUMN etched INTEGER NOT NULL DEFAULT 0;
`;
