// An import into a table that is small against what the import brings builds the table's secondary indexes after
// its rows rather than row by row: each row's entry lands on a page anywhere in the index (card ids and names
// come in no order; a bulk file lists a set's printings together, but each set again in every language and
// reprint), and one sorted build at the end costs a fraction of that (docs/performance.md).
// The indexes are dropped and built inside the import's transaction: a failed import gets them back as they were.
import type { Db } from '../open.ts';

/** Secondary indexes of the tables an import fills row by row (card data and search index), built after the rows. */
const DEFERRED_INDEXES: Readonly<Record<string, readonly string[]>> = {
  printings: ['printings_card', 'printings_set_number'],
  card_names: ['card_names_folded'],
  card_search: ['card_search_sort_name'],
  search_names: ['search_names_name'],
};

/** Whether `table` has `rows` rows or more (counting no further). */
export function hasAtLeast(db: Db, table: string, rows: number): boolean {
  return (
    db
      .prepare(`SELECT EXISTS (SELECT 1 FROM ${table} LIMIT 1 OFFSET ?)`)
      .pluck()
      .get(Math.floor(rows) - 1) === 1
  );
}

/**
 * Drops the deferred indexes of each table holding fewer than `incomingRows` rows; returns what builds them again:
 * those of the tables named, or every one still dropped.
 */
export function deferIndexes(db: Db, incomingRows: number): (tables?: readonly string[]) => void {
  let dropped: { table: string; sql: string }[] = [];
  const definition = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?").pluck();
  for (const [table, indexes] of Object.entries(DEFERRED_INDEXES)) {
    if (incomingRows < 1 || hasAtLeast(db, table, incomingRows)) continue;
    for (const name of indexes) {
      dropped.push({ table, sql: definition.get(name) as string });
      db.exec(`DROP INDEX ${name}`);
    }
  }
  return (tables) => {
    const built = tables ? dropped.filter((index) => tables.includes(index.table)) : dropped;
    for (const index of built) db.exec(index.sql);
    dropped = dropped.filter((index) => !built.includes(index));
  };
}
