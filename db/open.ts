// A Decklab database is two SQLite files side by side: the user data (decks, pools, collection, settings) at the
// path the user names, and the card data with its search index in `<name>.cards<ext>` (migration 009 says why).
// A connection opens the card data as its main database and attaches the user data as `user`; unqualified table
// names find either. An import opens the card data alone (openCardData), so its write lock never reaches the user
// data.
import Database from 'better-sqlite3';
import { accessSync, constants, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { MIGRATIONS, ONE_FILE_VERSION, type Migration } from './migrations/index.ts';
import { registerRegexp } from './search/regexp.ts';

export type Db = Database.Database;

const BUSY_TIMEOUT_MS = 5000;
/**
 * Pages of new files: 16 KiB rather than SQLite's 4 KiB. Card data rows are large (the Card's JSON), and a bulk
 * import wrote and checkpointed 10–35% faster with the larger pages (measured at 100k printings).
 */
const NEW_FILE_PAGE_SIZE = 16384;

/** PRAGMA application_id of every Decklab file ("DkLb"): an SQLite file of another application is refused unchanged. */
export const APPLICATION_ID = 0x446b4c62;

/** The name the user-data file is attached under on every connection; the card data is `main`. */
export const USER_SCHEMA = 'user';

/** Free pages worth giving back after a migration dropped tables (a one-file database split in two): 4 MiB of 16 KiB pages. */
const COMPACT_FREE_PAGES = 256;

export interface OpenOptions {
  /** Reads only: the files must exist at the current schema; nothing is written, not even WAL mode. */
  readonly?: boolean;
  /** Migrations to apply (defaults to all); tests pass a prefix to build an older file. */
  migrations?: readonly Migration[];
}

/** `cannot-open`: the path cannot hold a database (a folder, a folder missing or read-only); nothing was made. */
export type DatabaseFileProblem = 'not-ours' | 'newer' | 'read-only' | 'damaged' | 'not-ready' | 'cannot-open';

/** A database file Decklab cannot use as asked, in one sentence that names it. */
export class DatabaseFileError extends Error {
  readonly problem: DatabaseFileProblem;
  readonly file: string;
  constructor(problem: DatabaseFileProblem, file: string, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'DatabaseFileError';
    this.problem = problem;
    this.file = file;
  }
}

if (Number(process.versions.napi) < 10) {
  // better-sqlite3 13 segfaults on Node-API 9 (Node 20) instead of failing.
  throw new Error(
    `Decklab needs Node 22.18 or newer (Node-API 10); this is Node ${process.versions.node}. Run it through npm or npx.`,
  );
}

/** The card-data file of the database at `file`: `decklab.sqlite` → `decklab.cards.sqlite`. */
export function cardDataFile(file: string): string {
  const ext = extname(file);
  return join(dirname(file), `${basename(file, ext)}.cards${ext}`);
}

/** The files a database is made of, user data first: what to copy to copy it (after a checkpoint). */
export function databaseFiles(file: string): string[] {
  return [file, cardDataFile(file)];
}

/**
 * Opens (creating if needed) the Decklab database at `file`: WAL, foreign keys, migrations applied, both files
 * checked to be Decklab's. Migrations that stop at the one-file schema (tests building older files) open that file alone.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file === ':memory:')
    throw new Error('a Decklab database is two files side by side; it cannot be opened in memory');
  const migrations = options.migrations ?? MIGRATIONS;
  if (options.readonly) {
    // A folder is no database "not made yet", as its missing card-data file would otherwise have it.
    if (isFolder(file)) throw cannotOpenError(file);
    return openReadOnly(file, latestVersion(migrations));
  }
  // Said before SQLite tries: it would say only "unable to open database file".
  if (pathProblem(file)) throw cannotOpenError(file);
  const known = latestVersion(migrations);
  const user = prepareFile(file, migrations, { known, sqlOf: (m) => m.sql, upTo: ONE_FILE_VERSION });
  if (known <= ONE_FILE_VERSION) return withConnectionSettings(user);
  try {
    checkNotCardData(user, file);
    const cards = cardDataFile(file);
    const copied = schemaVersion(user) <= ONE_FILE_VERSION;
    if (copied) onFile(file, () => copyAsCardData(user, cards));
    // A fresh copy needs no backup: the user-data file's, made before it, holds the same.
    prepareFile(cards, migrations, { known, sqlOf: (m) => m.sql, stepOf: (m) => m.cardData, backup: !copied }).close();
    onFile(file, () => {
      applyMigrations(
        user,
        migrations.filter((m) => m.version > ONE_FILE_VERSION),
        (m) => m.userSql ?? '',
        (m) => m.userData,
      );
      compactAfterDrops(user);
    });
  } finally {
    user.close();
  }
  return connect(file, false);
}

export function schemaVersion(db: Db, schema = 'main'): number {
  return db.pragma(`${schema}.user_version`, { simple: true }) as number;
}

/**
 * A connection to the card data alone, for an import: its write transaction then locks the card data only, and
 * decks, pools and the collection stay writable meanwhile. `db` is a connection from openDatabase.
 */
export function openCardData(db: Db): Db {
  const own = onFile(db.name, () => new Database(db.name, { fileMustExist: true }));
  own.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  own.pragma('foreign_keys = ON');
  own.pragma('synchronous = NORMAL');
  return own;
}

/** A consistent copy of the file as it was, next to it, before any migration touches it. */
export function backupBeforeMigration(db: Db, file: string, version: number): string {
  const target = `${file}.v${version}.bak`;
  rmSync(target, { force: true });
  db.prepare('VACUUM INTO ?').run(target);
  return target;
}

/** The newest automatic backup of `file` (made before a migration), if there is one. */
export function automaticBackup(file: string): string | undefined {
  const prefix = `${basename(file)}.v`;
  const dir = dirname(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const versions = names
    .filter((n) => n.startsWith(prefix) && n.endsWith('.bak'))
    .map((n) => ({ n, version: Number(n.slice(prefix.length, -'.bak'.length)) }))
    .filter((b) => Number.isInteger(b.version))
    .sort((a, b) => b.version - a.version);
  return versions[0] ? join(dir, versions[0].n) : undefined;
}

/**
 * The app's open: for writing, or read-only when the files cannot be written (a read-only folder, a locked-down
 * copy), so the player can still search and read; `readOnly` then holds the sentence that says why.
 */
export function openDatabaseForUse(file: string): { db: Db; readOnly?: DatabaseFileError } {
  try {
    return { db: openDatabase(file) };
  } catch (error) {
    if (!(error instanceof DatabaseFileError && error.problem === 'read-only')) throw error;
    return { db: openDatabase(file, { readonly: true }), readOnly: error };
  }
}

/**
 * The one sentence for an SQLite failure that comes from the file itself (damaged, read-only, not a database);
 * undefined for any other error.
 */
export function databaseFileError(error: unknown, file: string): DatabaseFileError | undefined {
  if (error instanceof DatabaseFileError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return undefined;
  const backupNote = backupSentence(file);
  if (code === 'SQLITE_NOTADB') {
    return new DatabaseFileError(
      'not-ours',
      file,
      `${file} is not a Decklab database (not an SQLite file); it was left unchanged`,
      error,
    );
  }
  if (code.startsWith('SQLITE_CORRUPT')) {
    return new DatabaseFileError(
      'damaged',
      file,
      `${file} is damaged (${(error as Error).message}); ${backupNote}`,
      error,
    );
  }
  if (code.startsWith('SQLITE_READONLY')) return readOnlyError(file, backupNote, error);
  if (code.startsWith('SQLITE_CANTOPEN')) return cannotOpenError(file, error);
  return undefined;
}

/** SQLite's "unable to open database file" with the reason read from the disk, which SQLite does not give. */
function cannotOpenError(file: string, cause?: unknown): DatabaseFileError {
  const folder = dirname(file);
  const reason =
    pathProblem(file) ??
    (isWritable(folder)
      ? `SQLite cannot open it (${(cause as Error | undefined)?.message})`
      : `its folder ${folder} is read-only (SQLite writes its -wal and -shm files there)`);
  return new DatabaseFileError('cannot-open', file, `${file} cannot be opened: ${reason}`, cause);
}

/** What keeps `file` from being a database file at all: it is a folder, or its folder is missing or is a file. */
function pathProblem(file: string): string | undefined {
  if (isFolder(file)) return 'it is a folder, not a database file';
  const folder = dirname(file);
  const existing = nearestExisting(folder);
  if (!isFolder(existing)) return `${existing} is a file, not a folder`;
  if (existing !== folder) return `its folder ${folder} does not exist`;
  return undefined;
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** `path` or the closest folder above it that exists. */
function nearestExisting(path: string): string {
  let p = path;
  while (!existsSync(p) && dirname(p) !== p) p = dirname(p);
  return p;
}

function readOnlyError(file: string, backupNote: string, cause?: unknown): DatabaseFileError {
  return new DatabaseFileError(
    'read-only',
    file,
    `${file} is read-only: Decklab can search and read it but not save to it (${backupNote})`,
    cause,
  );
}

/** Runs `run`, turning a failure of the file itself into its one sentence. */
function onFile<T>(file: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw databaseFileError(error, file) ?? error;
  }
}

function latestVersion(migrations: readonly Migration[]): number {
  return Math.max(0, ...migrations.map((m) => m.version));
}

function isWritable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the file is Decklab's: it carries our application id, or it is empty (new), or it is a Decklab file
 * from before application ids (schema 1–8 with the decks and cards tables). Anything else is refused untouched.
 */
function checkOurs(db: Db, file: string, schema = 'main'): 'new' | 'ours' {
  const id = db.pragma(`${schema}.application_id`, { simple: true }) as number;
  if (id === APPLICATION_ID) return 'ours';
  const tables = db.prepare(`SELECT name FROM ${schema}.sqlite_schema WHERE type = 'table'`).pluck().all() as string[];
  const version = schemaVersion(db, schema);
  if (id === 0 && tables.length === 0 && version === 0) return 'new';
  const beforeApplicationIds =
    id === 0 && version >= 1 && version <= ONE_FILE_VERSION && tables.includes('decks') && tables.includes('cards');
  if (beforeApplicationIds) return 'ours';
  throw new DatabaseFileError(
    'not-ours',
    file,
    `${file} is an SQLite database of another application, not Decklab's; it was left unchanged`,
  );
}

function checkNotNewer(file: string, version: number, known: number): void {
  if (version > known) {
    throw new DatabaseFileError(
      'newer',
      file,
      `${file} has database schema ${version}, newer than this Decklab knows (${known}): update Decklab to open it`,
    );
  }
}

interface FileMigration {
  /** The newest schema this Decklab knows: a file beyond it is refused. */
  known: number;
  sqlOf: (m: Migration) => string;
  /** What a migration does to this file in code after its SQL (the card data's `cardData`, the user data's `userData`). */
  stepOf?: (m: Migration) => ((db: Db) => void) | undefined;
  /** Apply migrations up to this version only. */
  upTo?: number;
  /** Copy the file before migrating it (when it existed): true unless said otherwise. */
  backup?: boolean;
}

/** Opens one file for writing, checks it is ours, and brings it up to date (backing it up first). */
function prepareFile(file: string, all: readonly Migration[], how: FileMigration): Db {
  const migrations = all.filter((m) => m.version <= (how.upTo ?? how.known));
  return onFile(file, () => {
    const existed = existsSync(file) && statSync(file).size > 0;
    if (existed && !isWritable(file)) throw readOnlyError(file, backupSentence(file));
    const db = new Database(file);
    try {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      const kind = checkOurs(db, file);
      const version = schemaVersion(db);
      checkNotNewer(file, version, how.known);
      // Set before the file's first page is written; later it stays what the file has.
      if (kind === 'new') db.pragma(`page_size = ${NEW_FILE_PAGE_SIZE}`);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // The backup is made before the first migration the file will get, this open or right after (user data: 009 on).
      // The card data, which AllPrintings makes large, is copied only for a migration that changes it.
      const pending = all.some(
        (m) =>
          m.version > version &&
          m.version <= how.known &&
          (how.upTo !== undefined || how.sqlOf(m).trim() !== '' || how.stepOf?.(m) !== undefined),
      );
      if (pending && existed && version > 0 && how.backup !== false) backupBeforeMigration(db, file, version);
      applyMigrations(db, migrations, how.sqlOf, how.stepOf);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  });
}

function backupSentence(file: string): string {
  const backup = automaticBackup(file);
  return backup ? `its automatic backup is ${backup}` : 'it has no automatic backup';
}

/**
 * Each migration in its own transaction with the version it reaches. Foreign keys are off meanwhile: a migration
 * changes tables, and a dropped table would otherwise be emptied row by row through its cascades first.
 */
function applyMigrations(
  db: Db,
  migrations: readonly Migration[],
  sqlOf: (m: Migration) => string,
  stepOf: FileMigration['stepOf'] = () => undefined,
): void {
  const pending = migrations.filter((m) => m.version > schemaVersion(db));
  if (pending.length === 0) return;
  db.pragma('foreign_keys = OFF');
  for (const m of pending) {
    db.transaction(() => {
      db.exec(sqlOf(m));
      stepOf(m)?.(db);
      db.pragma(`user_version = ${m.version}`);
      db.pragma(`application_id = ${APPLICATION_ID}`);
    })();
  }
}

/**
 * The card-data file starts as a copy of the one-file database (then drops the user tables, migration 009). Made
 * beside it and renamed into place, after removing any WAL a previous card-data file left, which SQLite would
 * otherwise replay into the new one. Until the user-data file reaches 009 it still holds everything, so a process
 * killed anywhere in here makes the same copy again at the next open.
 */
function copyAsCardData(user: Db, cards: string): void {
  const partial = `${cards}.partial-${process.pid}`;
  removeSqliteFiles(partial);
  user.prepare('VACUUM INTO ?').run(partial);
  const copy = new Database(partial, { readonly: true });
  const copiedVersion = schemaVersion(copy);
  copy.close();
  if (copiedVersion > ONE_FILE_VERSION) {
    // Another process split the file since this one looked: its card-data file stands, this copy has no cards.
    removeSqliteFiles(partial);
    throw new DatabaseFileError(
      'not-ready',
      user.name,
      `${user.name} was being updated by another Decklab at the same time; open it again`,
    );
  }
  removeSqliteFiles(cards);
  renameSync(partial, cards);
}

/** A card-data file named as the database (its user data is the file beside it) is refused before anything is made. */
function checkNotCardData(user: Db, file: string): void {
  if (schemaVersion(user) <= ONE_FILE_VERSION || user.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'decks'").get())
    return;
  throw new DatabaseFileError(
    'not-ours',
    file,
    `${file} holds Decklab's card data only; open the database file beside it instead`,
  );
}

function removeSqliteFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(f, { force: true });
}

/** Gives back the pages a migration freed by dropping tables (the card data leaving a one-file database). */
function compactAfterDrops(db: Db): void {
  if ((db.pragma('freelist_count', { simple: true }) as number) >= COMPACT_FREE_PAGES) db.exec('VACUUM');
}

function withConnectionSettings(db: Db): Db {
  db.pragma('foreign_keys = ON');
  registerRegexp(db);
  return db;
}

/** The connection callers get: the card data as main, the user data attached. */
function connect(file: string, readonly: boolean): Db {
  const cards = cardDataFile(file);
  const db = onFile(cards, () => new Database(cards, { readonly, fileMustExist: readonly }));
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    onFile(file, () => db.prepare(`ATTACH DATABASE ? AS ${USER_SCHEMA}`).run(file));
    if (!readonly) {
      db.pragma('synchronous = NORMAL');
      db.pragma(`${USER_SCHEMA}.synchronous = NORMAL`);
    }
    return withConnectionSettings(db);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Both files must exist, be ours and be at `known`: a read-only connection cannot create or migrate anything. */
function openReadOnly(file: string, known: number): Db {
  for (const f of databaseFiles(file)) {
    if (!existsSync(f))
      throw new DatabaseFileError(
        'not-ready',
        f,
        `${f} does not exist yet: open the database once for writing to create it`,
      );
  }
  const db = connect(file, true);
  try {
    for (const [schema, f] of [
      ['main', cardDataFile(file)],
      [USER_SCHEMA, file],
    ] as const) {
      onFile(f, () => {
        if (checkOurs(db, f, schema) === 'new' || schemaVersion(db, schema) < known) {
          throw new DatabaseFileError(
            'not-ready',
            f,
            `${f} needs updating to schema ${known}: open the database once for writing`,
          );
        }
        checkNotNewer(f, schemaVersion(db, schema), known);
      });
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
