// Why the app saved a deck version (restored, imported, started from a pool) as a code and its values in JSON
// (engine/decks/version-note.ts), worded by the screen in today's language. Older rows keep their message text
// and have no note.
export const sql = '';

export const userSql = /* sql */ `
ALTER TABLE deck_versions ADD COLUMN note TEXT;
`;
