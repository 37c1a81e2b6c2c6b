// The day each card's stored data was published (a dated file's: MTGJSON's meta.date, the date in a Scryfall bulk
// file's name), so an import of an older file leaves newer data as it is (db/import/writer.ts). A card without a
// row came from a file that does not say; any later import replaces its data, as every import did before.
export const sql = /* sql */ `
CREATE TABLE card_data_dates (
  card_id TEXT PRIMARY KEY,
  data_date TEXT NOT NULL CHECK (data_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
) WITHOUT ROWID;
`;
