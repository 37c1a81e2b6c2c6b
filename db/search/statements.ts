// Prepared statements reused by SQL text. Search queries differ in their values far more than in their shape,
// and values are bound parameters, so "t:elf" and "t:goblin" share one statement.
import type Database from 'better-sqlite3';
import type { Db } from '../open.ts';

const CACHE_SIZE = 64;
const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/** The statement for `text` on this connection, prepared once and kept among the most recently used. */
export function statement(db: Db, text: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Database.Statement>()));
  let prepared = cache.get(text);
  if (prepared) {
    cache.delete(text);
  } else {
    prepared = db.prepare(text);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(text, prepared);
  return prepared;
}
