// What every CLI command needs: the database (opened once, on first use), the API over it, output.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase, type Db } from '../../db/open.ts';
import { ensureBundledData } from '../../db/import/bundled.ts';
import { createApi, type Api } from '../api/index.ts';
import { ApiError } from '../api/define.ts';
import { defaultDbPath } from '../paths.ts';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Exit codes: 0 done, 1 a negative answer (e.g. an illegal deck), 2 bad input. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
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
  json = false;

  constructor(io: CliIo, env: NodeJS.ProcessEnv) {
    this.io = io;
    this.env = env;
  }

  configure(options: { db?: string; json?: boolean }): void {
    this.dbOption = options.db;
    this.json = options.json ?? false;
  }

  get dbPath(): string {
    return this.dbOption ?? defaultDbPath(this.env);
  }

  get api(): Api {
    return this.open().api;
  }

  private open(): { db: Db; api: Api } {
    if (!this.opened) {
      mkdirSync(dirname(this.dbPath), { recursive: true });
      const db = openDatabase(this.dbPath);
      ensureBundledData(db);   // a new database starts with the bundled sets, so decks resolve at once
      this.opened = { db, api: createApi({ db }) };
    }
    return this.opened;
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

/** Turns API errors into CLI errors: bad input and missing things exit 2. */
export function cliErrorFrom(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof ApiError) return new CliError(error.message.split('\n')[0], 2);
  if (error instanceof Error) return new CliError(error.message.split('\n')[0], 2);
  return new CliError(String(error), 2);
}
