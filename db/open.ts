import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

export type Db = Database.Database;

const BUSY_TIMEOUT_MS = 5000;
/**
 * Pages of new files: 16 KiB rather than SQLite's 4 KiB. Card data rows are large (the Card's JSON), and a bulk
 * import wrote and checkpointed 10–35% faster with the larger pages (measured at 100k printings).
 */
const NEW_FILE_PAGE_SIZE = 16384;

export interface OpenOptions {
  readonly?: boolean;
  /** Migrations to apply (defaults to all); tests pass a prefix to build an older file. */
  migrations?: readonly Migration[];
}

if (Number(process.versions.napi) < 10) {
  // better-sqlite3 13 segfaults on Node-API 9 (Node 20) instead of failing.
  throw new Error(`Decklab needs Node 22.18 or newer (Node-API 10); this is Node ${process.versions.node}. Run it through npm or npx.`);
}

/** Opens (creating if needed) a Decklab database: WAL, foreign keys, migrations applied. */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const existed = file !== ':memory:' && existsSync(file);
  const db = new Database(file, { readonly: options.readonly ?? false });
  try {
    db.pragma('foreign_keys = ON');
    // The app and the CLI may use one file at once: a writer waits for the other's transaction instead of failing.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (!options.readonly) {
      // Set before the file's first page is written; later it stays what the file has.
      if (!existed) db.pragma(`page_size = ${NEW_FILE_PAGE_SIZE}`);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      migrate(db, file, existed, options.migrations ?? MIGRATIONS);
    }
  } catch (error) {
    if (db.open) db.close();
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') throw new Error(`${file} is not a Decklab database (not an SQLite file)`, { cause: error });
    throw error;
  }
  return db;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function migrate(db: Db, file: string, existed: boolean, migrations: readonly Migration[]): void {
  const current = schemaVersion(db);
  const known = Math.max(0, ...migrations.map((m) => m.version));
  if (current > known) {
    throw new Error(`${file} has database schema ${current}, newer than this Decklab knows (${known}): update Decklab to open it`);
  }
  const pending = migrations.filter((m) => m.version > current);
  if (pending.length === 0) return;
  if (existed && current > 0) backupBeforeMigration(db, file, current);
  for (const m of pending) {
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

/** A consistent copy of the file as it was, next to it, before any migration touches it. */
export function backupBeforeMigration(db: Db, file: string, version: number): string {
  const target = `${file}.v${version}.bak`;
  rmSync(target, { force: true });
  db.prepare('VACUUM INTO ?').run(target);
  return target;
}
