// Helpers for the importer's tests: a database file in a temp dir and a snapshot of every table,
// to show that a failed import changed nothing and a re-import left the user tables alone.
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open.ts';

export const CARD_TABLES = ['sets', 'cards', 'card_names', 'printings', 'legalities', 'imports'] as const;
export const USER_TABLES = ['decks', 'deck_versions', 'pools', 'pool_entries', 'collection', 'settings'] as const;
/** User tables later migrations add (018), absent from the older files the tests build. */
export const LATER_USER_TABLES = ['drafts'] as const;

export function openTempDb(dir: string, name = 'decklab.sqlite'): Db {
  return openDatabase(join(dir, name));
}

/** Every row of the given tables, as sorted JSON lines per table. */
export function snapshot(
  db: Db,
  tables: readonly string[] = [...CARD_TABLES, ...USER_TABLES],
): Record<string, string[]> {
  return Object.fromEntries(
    tables.map((t) => [
      t,
      db
        .prepare(`SELECT * FROM ${t}`)
        .all()
        .map((r) => JSON.stringify(r))
        .sort(),
    ]),
  );
}

/** A deck, its saved version, a pool and a collection row naming a card, as the app would write them. */
export function addUserData(db: Db, card: { id: string; name: string }, printingId: string): void {
  const now = '2026-01-01T00:00:00.000Z';
  db.prepare("INSERT INTO pools (id, game, name, kind, created_at) VALUES (1, 'mtg', 'Cube', 'cube', ?)").run(now);
  db.prepare('INSERT INTO pool_entries (pool_id, card_id, card_name, printing_id, count) VALUES (1, ?, ?, ?, 1)').run(
    card.id,
    card.name,
    printingId,
  );
  db.prepare(
    "INSERT INTO decks (id, game, name, format, pool_id, created_at, updated_at) VALUES (1, 'mtg', 'Test', 'commander', 1, ?, ?)",
  ).run(now, now);
  const content = JSON.stringify({
    game: 'mtg',
    name: 'Test',
    format: 'commander',
    boards: { main: [{ name: card.name, count: 1, cardId: card.id }] },
  });
  db.prepare('INSERT INTO deck_versions (deck_id, version, saved_at, content) VALUES (1, 1, ?, ?)').run(now, content);
  db.prepare(
    "INSERT INTO collection (game, card_id, card_name, printing_id, set_code, collector_number, count) VALUES ('mtg', ?, ?, ?, 'x', '1', 2)",
  ).run(card.id, card.name, printingId);
}

/** Reproducible noise (a linear congruential generator), so a test fails the same way every time. */
export function garbage(length: number, seed = 12345): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = x >> 16;
  }
  return bytes;
}
