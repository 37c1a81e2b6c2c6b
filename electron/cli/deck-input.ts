// Reading a deck file for CLI commands (convert, validate): the bytes from disk, then the API's
// decks.import (format detection, decoding, name resolution), and a terminal rendering of its problems.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CliError, EXIT_CODES, type CliSession } from './session.ts';
import { ApiError } from '../../protocol/errors.ts';
import type {
  DeckExportNotice,
  DeckListFormatId,
  DeckListProblem,
  DeckListResult,
} from '../../engine/decks/lists/index.ts';

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
};

/** A file's bytes; exit 2 with one line ("cannot read <what> <file>: it is a folder") when it cannot be read. */
export function readUserFile(file: string, what: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new CliError(`cannot read ${what} ${file}: ${READ_ERRORS[code] ?? (error as Error).message}`, 2);
  }
}

export const readDeckFileBytes = (file: string): Uint8Array => readUserFile(file, 'deck file');

/** Reads and resolves a deck file through the API (nothing is saved). */
export async function importDeckFile(
  session: CliSession,
  file: string,
  format?: DeckListFormatId,
): Promise<DeckListResult> {
  const bytes = readDeckFileBytes(file);
  return namingFile(file, () => session.api.invoke('decks.import', { bytes, fileName: basename(file), format }));
}

/**
 * Runs an API call that reads a user's file; a file refused whole (binary, too large) names that file, which a
 * command reading two (validate --pool) would otherwise leave to guess.
 */
export async function namingFile<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'bad-file')
      throw new CliError(`${file}: ${error.message.split('\n')[0]}`, EXIT_CODES.badInput);
    throw error;
  }
}

/** "file:12: error: no card named …", one line each, in line order. */
export function formatDeckProblems(file: string, problems: readonly DeckListProblem[]): string {
  return problems.map((p) => `${file}${p.line ? `:${p.line}` : ''}: ${p.severity}: ${p.message}\n`).join('');
}

/**
 * What writing a list said, a line each after `lead`: what the format could not hold as a warning, the rest of a pool
 * written as the sideboard as what it is.
 */
export function noticeLines(lead: string, notices: readonly DeckExportNotice[]): string {
  return notices.map((n) => `${lead}${n.code === 'rest-of-pool' ? '' : 'warning: '}${n.message}\n`).join('');
}

export const hasErrors = (problems: readonly DeckListProblem[]) => problems.some((p) => p.severity === 'error');

/**
 * A deck file read and resolved; any line lost or card unknown stops here with every problem listed (exit 2),
 * after "<file> cannot be <use>".
 */
export async function readPlayableDeck(session: CliSession, file: string, use = 'simulated') {
  return refuseUnreadable(file, await importDeckFile(session, file), use).deck;
}

/** The deck file as read, or exit 2 listing every error when something in it was lost or is unknown. */
export function refuseUnreadable(file: string, read: DeckListResult, use: string): DeckListResult {
  if (hasErrors(read.problems))
    throw new CliError(
      `${file} cannot be ${use}:\n${formatDeckProblems(
        file,
        read.problems.filter((p) => p.severity === 'error'),
      ).trimEnd()}`,
      2,
    );
  return read;
}
