// Every imported day's prices per printing (engine/collection/price-history.ts reads them): `price_snapshots` the
// days imported, `price_history` a printing's prices from a day on, written only when they differ from its prices
// of the day before in the history (db/import/price-history-writes.ts), so a day a printing's prices did not move
// costs nothing; a printing's prices on a day are those of its newest row up to that day. `printing_prices` keeps
// the newest day's prices, which search and values read; the snapshot before them (032's `previous_*`) is read from
// the history, so those columns move into it and go.
export const sql = /* sql */ `
CREATE TABLE price_snapshots (
  snapshot_date TEXT PRIMARY KEY
) WITHOUT ROWID;
CREATE TABLE price_history (
  printing_id   TEXT NOT NULL REFERENCES printings (id) ON DELETE CASCADE,
  snapshot_date TEXT NOT NULL,
  usd           REAL,
  usd_foil      REAL,
  usd_etched    REAL,
  eur           REAL,
  eur_foil      REAL,
  tix           REAL,
  PRIMARY KEY (printing_id, snapshot_date)
) WITHOUT ROWID;
INSERT INTO price_history
  SELECT printing_id, previous_snapshot_date, previous_usd, previous_usd_foil, previous_usd_etched, previous_eur,
    previous_eur_foil, previous_tix
  FROM printing_prices WHERE previous_snapshot_date IS NOT NULL;
INSERT OR IGNORE INTO price_history
  SELECT printing_id, snapshot_date, usd, usd_foil, usd_etched, eur, eur_foil, tix FROM printing_prices;
INSERT INTO price_snapshots SELECT DISTINCT snapshot_date FROM price_history;
ALTER TABLE printing_prices DROP COLUMN previous_usd;
ALTER TABLE printing_prices DROP COLUMN previous_usd_foil;
ALTER TABLE printing_prices DROP COLUMN previous_usd_etched;
ALTER TABLE printing_prices DROP COLUMN previous_eur;
ALTER TABLE printing_prices DROP COLUMN previous_eur_foil;
ALTER TABLE printing_prices DROP COLUMN previous_tix;
ALTER TABLE printing_prices DROP COLUMN previous_snapshot_date;
`;
