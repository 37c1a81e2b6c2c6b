// What every CLI command needs: the database (opened once, on first use), the API over it, output.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseFileError, databaseFileError, openDatabase, type Db } from '../../db/open.ts';
import { loadBundledDataIfEmpty } from '../../db/import/bundled.ts';
import { createApi, type Api } from '../api/index.ts';
import { ApiError } from '../api/define.ts';
import { defaultDbPath } from '../paths.ts';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** What `decklab` exits with. */
export const EXIT_CODES = {
  done: 0,
  /** A negative answer: an illegal deck, a line that could not be converted. */
  negative: 1,
  /** Bad input: options, files, a database that is not Decklab's, damaged or read-only; nothing was changed. */
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

export class CliSession {
  readonly io: CliIo;
  readonly env: NodeJS.ProcessEnv;
  exitCode = 0;
  private opened?: { db: Db; api: Api };
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

  get api(): Api {
    return this.open().api;
  }

  private open(): { db: Db; api: Api } {
    if (!this.opened) {
      const db = this.readonly ? this.openForReading() : this.openForWriting();
      this.opened = { db, api: createApi({ db }) };
    }
    return this.opened;
  }

  private openForWriting(): Db {
    mkdirSync(dirname(this.dbPath), { recursive: true });
    const db = openDatabase(this.dbPath);
    try {
      // A new database starts with the bundled sets, so decks resolve at once.
      loadBundledDataIfEmpty(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }

  /** A database not made or not migrated yet is made ready once for writing first; after that nothing is written. */
  private openForReading(): Db {
    try {
      return openDatabase(this.dbPath, { readonly: true });
    } catch (error) {
      if (!(error instanceof DatabaseFileError && error.problem === 'not-ready')) throw error;
    }
    this.openForWriting().close();
    return openDatabase(this.dbPath, { readonly: true });
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
export function cliErrorFrom(error: unknown, dbPath: string): CliError {
  if (error instanceof CliError) return error;
  const firstLine = (message: string) => message.split('\n')[0];
  if (error instanceof ApiError)
    return new CliError(
      firstLine(error.message),
      error.code === 'internal' ? EXIT_CODES.internal : EXIT_CODES.badInput,
    );
  const fileError = databaseFileError(error, dbPath);
  if (fileError) return new CliError(fileError.message);
  if (error instanceof Error && SYSTEM_ERROR_CODES.has((error as { code?: string }).code ?? ''))
    return new CliError(firstLine(error.message));
  const message = error instanceof Error ? firstLine(error.message) : String(error);
  return new CliError(`internal error: ${message} (DECKLAB_DEBUG=1 prints where)`, EXIT_CODES.internal);
}
