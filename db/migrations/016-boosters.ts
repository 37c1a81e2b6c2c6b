// Booster configurations of sets (MTGJSON Set `booster`), so a pool can be opened from boosters
// (engine/pools/boosters.ts): one row per set and product ("default", "arena", …) holding the checked
// configuration as JSON (engine/pools/booster-config.ts), replaced whole when the set is imported again. Sheets
// name cards by MTGJSON uuid; `mtgjson_uuids` ties each uuid of an imported entry to the printing it became (a
// printing's id is its Scryfall id where it has one). Filled by the next MTGJSON import of the card data. In the
// user file a pool entry keeps whether the copy is foil (a booster's foil slot).
export const sql = /* sql */ `
CREATE TABLE booster_products (
  set_code TEXT NOT NULL COLLATE NOCASE,
  product  TEXT NOT NULL,
  data     TEXT NOT NULL,
  PRIMARY KEY (set_code, product)
) WITHOUT ROWID;

CREATE TABLE mtgjson_uuids (
  uuid        TEXT PRIMARY KEY,
  printing_id TEXT NOT NULL
) WITHOUT ROWID;
`;

export const userSql = /* sql */ `
ALTER TABLE pool_entries ADD COLUMN foil INTEGER NOT NULL DEFAULT 0;
`;
