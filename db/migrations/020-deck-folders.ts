// A deck's folder (Moxfield's and Archidekt's folders): how the player files decks, kept beside "built" as
// a property of the deck, not of a version. NULL is no folder.
export const sql = '';

export const userSql = /* sql */ `
ALTER TABLE decks ADD COLUMN folder TEXT;
`;
