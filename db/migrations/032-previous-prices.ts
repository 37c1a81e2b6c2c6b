// Each printing's prices of the snapshot before its current one (engine Printing.previousPrices), so a value can say
// how it moved between two imports of Scryfall's data. A Scryfall import of a later day moves the current prices
// here; one of an earlier day than the current prices keeps them and stands as the snapshot before, when it is
// the newest such (db/import/writer.ts). Rows stored before have none until the next import of a later day.
export const sql = /* sql */ `
ALTER TABLE printing_prices ADD COLUMN previous_usd REAL;
ALTER TABLE printing_prices ADD COLUMN previous_usd_foil REAL;
ALTER TABLE printing_prices ADD COLUMN previous_usd_etched REAL;
ALTER TABLE printing_prices ADD COLUMN previous_eur REAL;
ALTER TABLE printing_prices ADD COLUMN previous_eur_foil REAL;
ALTER TABLE printing_prices ADD COLUMN previous_tix REAL;
ALTER TABLE printing_prices ADD COLUMN previous_snapshot_date TEXT;
`;
