// Booster drafts against bots (engine/pools/draft.ts). A draft is a pure function of its set, product, seed, seats
// and the player's picks in order, so that is all a row keeps (`picks`: a JSON array of indices into the pack then
// held); the rest is replayed. `pool_id` is the pool of the player's picks, made with the last pick; it stays
// when that pool is deleted, so the draft still reads as finished. Nothing in the card-data file.
export const sql = '';

export const userSql = /* sql */ `
CREATE TABLE drafts (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  set_code   TEXT NOT NULL,
  product    TEXT NOT NULL,
  seed       INTEGER NOT NULL,
  seats      INTEGER NOT NULL CHECK (seats BETWEEN 4 AND 8),
  picks      TEXT NOT NULL DEFAULT '[]',
  pool_id    INTEGER,
  created_at TEXT NOT NULL
);
`;
