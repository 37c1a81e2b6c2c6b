// Prices per printing, from the Scryfall bulk file the user imported, with that file's date (its snapshot). A
// table of its own: a re-import that changes only prices leaves printings and the search index untouched.
// A printing missing here has no known price; a Scryfall import replaces its row, an MTGJSON one never writes it.
export const sql = /* sql */ `
CREATE TABLE printing_prices (
  printing_id   TEXT PRIMARY KEY REFERENCES printings (id) ON DELETE CASCADE,
  usd           REAL,
  usd_foil      REAL,
  usd_etched    REAL,
  eur           REAL,
  eur_foil      REAL,
  tix           REAL,
  snapshot_date TEXT NOT NULL
) WITHOUT ROWID;
`;
