// What every CLI command needs: the database (opened once, on first use), the API over it, output.
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from '../../db/open.ts';
import type { Api } from '../api/index.ts';
import { ApiError } from '../../protocol/errors.ts';
import { defaultDbPath } from '../paths.ts';
import { makeFolder } from '../shell/make-folder.ts';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** What `decklab` exits with. */
export const EXIT_CODES = {
  done: 0,
  /** A negative answer: an illegal deck, a line that could not be converted. */
  negative: 1,
  /**
   * Bad input: options, files, a database that is not Decklab's, damaged or read-only, none where one was named, or
   * a path that cannot hold one; nothing was changed.
   */
  badInput: 2,
  /** A fault of Decklab itself; DECKLAB_DEBUG=1 prints its stack. */
  internal: 3,
} as const;

/** An error the CLI prints as one line and exits with; bad input unless said otherwise. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT_CODES.badInput) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** What opening the database takes, loaded only for commands that use it (start-up, electron/cli/main.ts). */
type DatabaseModules = Pick<
  typeof import('../../db/open.ts'),
  'openDatabase' | 'DatabaseFileError' | 'databaseFileError'
> &
  Pick<typeof import('../api/index.ts'), 'createApi'> &
  Partial<Pick<typeof import('../../db/import/bundled.ts'), 'loadBundledDataIfEmpty'>> &
  Pick<typeof import('../../db/search/search-index.ts'), 'searchIndexIsStale' | 'refreshSearchIndex'>;

export class CliSession {
  readonly io: CliIo;
  readonly env: NodeJS.ProcessEnv;
  exitCode = 0;
  private opened?: { db: Db; api: Api };
  private databaseModules?: DatabaseModules;
  private dbOption?: string;
  private readonly = false;
  json = false;

  constructor(io: CliIo, env: NodeJS.ProcessEnv) {
    this.io = io;
    this.env = env;
  }

  /** `readonly`: the command only reads, so it opens the database read-only and runs while an import writes. */
  configure(options: { db?: string; json?: boolean; readonly?: boolean }): void {
    this.dbOption = options.db;
    this.json = options.json ?? false;
    this.readonly = options.readonly ?? false;
  }

  get dbPath(): string {
    return this.dbOption ?? defaultDbPath(this.env);
  }

  /** The user named the database (--db or $DECKLAB_DB) rather than leaving it to the app's own in the user-data folder. */
  private get dbNamed(): boolean {
    return this.dbOption !== undefined || this.env.DECKLAB_DB !== undefined;
  }

  /**
   * Loads the database and API modules; a command that uses the database runs after this. The bundled-data loader
   * (and with it the importer) comes only for a command that writes, or when there is no database yet: a reading
   * command on an existing file never loads card data.
   */
  async loadDatabaseModules(): Promise<void> {
    const needsBundled = !this.readonly || !(statSync(this.dbPath, { throwIfNoEntry: false })?.size ?? 0);
    const [
      { openDatabase, DatabaseFileError, databaseFileError },
      { createApi },
      { loadBundledDataIfEmpty },
      { searchIndexIsStale, refreshSearchIndex },
    ] = await Promise.all([
      import('../../db/open.ts'),
      import('../api/index.ts'),
      needsBundled ? import('../../db/import/bundled.ts') : { loadBundledDataIfEmpty: undefined },
      import('../../db/search/search-index.ts'),
    ]);
    this.databaseModules = {
      openDatabase,
      DatabaseFileError,
      databaseFileError,
      createApi,
      loadBundledDataIfEmpty,
      searchIndexIsStale,
      refreshSearchIndex,
    };
  }

  /** The error as the CLI reports it (cliErrorFrom), database file errors included once the database is in use. */
  errorFrom(error: unknown): CliError {
    return cliErrorFrom(error, this.dbPath, this.databaseModules?.databaseFileError);
  }

  get api(): Api {
    return this.open().api;
  }

  private get modules(): DatabaseModules {
    if (!this.databaseModules) throw new Error('internal: the database modules were not loaded for this command');
    return this.databaseModules;
  }

  private open(): { db: Db; api: Api } {
    if (!this.opened) {
      const db = this.readonly ? this.openForReading() : this.openForWriting();
      this.opened = { db, api: this.modules.createApi({ db }) };
    }
    return this.opened;
  }

  private openForWriting(): Db {
    const { openDatabase, loadBundledDataIfEmpty } = this.modules;
    try {
      makeFolder(dirname(this.dbPath));
    } catch {
      // A file where the folder should be, or no right to make it: openDatabase says which, naming the path.
    }
    const db = openDatabase(this.dbPath);
    try {
      // A new database starts with the bundled sets, so decks resolve at once. A reading command brings a file up
      // to date here without them: the next command that writes loads them if the file has no card.
      loadBundledDataIfEmpty?.(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }

  /**
   * A database not made or not migrated yet, or whose search index is out of date (a newer Decklab indexes more),
   * is made ready once for writing first; after that nothing is written. A file that cannot be written, or an
   * import holding it, leaves the index as it is.
   */
  private openForReading(): Db {
    const { openDatabase, DatabaseFileError, searchIndexIsStale } = this.modules;
    if (this.dbNamed) this.refuseMissingNamedDatabase();
    try {
      const db = openDatabase(this.dbPath, { readonly: true });
      if (!searchIndexIsStale(db)) return db;
      db.close();
      this.refreshSearchIndexIfWritable();
    } catch (error) {
      if (!(error instanceof DatabaseFileError && error.problem === 'not-ready')) throw error;
      this.refreshSearchIndexIfWritable();
    }
    return openDatabase(this.dbPath, { readonly: true });
  }

  /**
   * A reading command makes no database where the user named one and there is none (or an empty file): a mistyped
   * --db would otherwise get a new database of the bundled cards, and its folders, and answer from it as if all
   * were well. The app's own database in the user-data folder is still made on first use.
   */
  private refuseMissingNamedDatabase(): void {
    const stat = statSync(this.dbPath, { throwIfNoEntry: false });
    // A folder is left to openDatabase, which says so.
    if (stat && (!stat.isFile() || stat.size > 0)) return;
    throw new CliError(
      `no Decklab database at ${this.dbPath} (a command that writes, e.g. \`decklab import\`, creates one)`,
    );
  }

  private refreshSearchIndexIfWritable(): void {
    const { DatabaseFileError, refreshSearchIndex, searchIndexIsStale } = this.modules;
    let db: Db;
    try {
      db = this.openForWriting();
    } catch (error) {
      if (error instanceof DatabaseFileError && error.problem === 'read-only') return;
      throw error;
    }
    try {
      // A whole rebuild of full card data takes a while: say why the command has not answered yet.
      if (searchIndexIsStale(db)) {
        this.io.stderr('decklab: bringing the search index up to date…\n');
        refreshSearchIndex(db);
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    } finally {
      db.close();
    }
  }

  /** Prints a result: JSON with --json, else the text rendering. */
  print(json: unknown, text: () => string): void {
    this.io.stdout(this.json ? JSON.stringify(json, null, 2) + '\n' : text());
  }

  close(): void {
    this.opened?.db.close();
    this.opened = undefined;
  }
}

/** Failures of the machine rather than of Decklab: a file missing, unreadable or in the way. */
const SYSTEM_ERROR_CODES = new Set(['ENOENT', 'EACCES', 'EPERM', 'EISDIR', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'EROFS']);

/**
 * Maps an error to its exit code and one line: CLI and API errors, database files Decklab cannot use and system
 * errors are bad input (2); an API 'internal' error or anything unexpected is an internal error (3).
 */
function cliErrorFrom(
  error: unknown,
  dbPath: string,
  databaseFileError?: DatabaseModules['databaseFileError'],
): CliError {
  if (error instanceof CliError) return error;
  const firstLine = (message: string) => message.split('\n')[0];
  if (error instanceof ApiError)
    return new CliError(
      firstLine(error.message),
      error.code === 'internal' ? EXIT_CODES.internal : EXIT_CODES.badInput,
    );
  const fileError = databaseFileError?.(error, dbPath);
  if (fileError) return new CliError(fileError.message);
  if (error instanceof Error && SYSTEM_ERROR_CODES.has((error as { code?: string }).code ?? ''))
    return new CliError(firstLine(error.message));
  const message = error instanceof Error ? firstLine(error.message) : String(error);
  return new CliError(`internal error: ${message} (DECKLAB_DEBUG=1 prints where)`, EXIT_CODES.internal);
}
