// Importers queue the cards they write for the search index themselves (db/import/writer.ts: one set-wise
// statement per import, per card rather than per printing, name or legality row), so the per-row INSERT
// triggers of migration 002 go: they doubled the cost of every printing an import wrote. The UPDATE and DELETE
// triggers stay: they fire only when something the index reads changed, and catch edits made outside an import.
export const sql = /* sql */ `
DROP TRIGGER IF EXISTS search_dirty_cards_insert;
DROP TRIGGER IF EXISTS search_dirty_names_insert;
DROP TRIGGER IF EXISTS search_dirty_printings_insert;
`;
