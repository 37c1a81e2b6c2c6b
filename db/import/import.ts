// Imports card-data files into the database: streaming, format detected from the content, all files
// of one import in one transaction. A truncated, malformed or cancelled import (or a killed process)
// leaves the previous data as it was, and the error says where it stopped (file, record, byte).
// Large imports read in a worker thread while this one writes (read-in-worker.ts).
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../open.ts';
import { CardWriter, type SharedDmCard } from './writer.ts';
import {
  ImportReader,
  type FileImportSummary,
  type ImportProgress,
  type ReadResult,
  type SharedDmSummary,
} from './import-reader.ts';
import { readInWorker } from './read-in-worker.ts';
import { readFileBytesSync } from './byte-source.ts';
import { ImportError, StreamSyntaxError, type ImportWarning } from './errors.ts';
import { applyJaNames, isJaNamesFile } from './ja-names-overlay.ts';

export type { FileImportSummary, ImportProgress } from './import-reader.ts';

export interface ImportSummary {
  /** Distinct cards written (added or updated). */
  cards: number;
  /** Printings read, each file's distinct ones summed: a printing in two files of one import counts twice. */
  printings: number;
  skipped: number;
  warnings: ImportWarning[];
  files: FileImportSummary[];
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /** Least time between two progress calls. */
  progressIntervalMs?: number;
  /** Read the files in a worker thread while this one writes; by default when they hold WORKER_MIN_BYTES or more. */
  worker?: boolean;
}

/** Below this many bytes an import reads in this thread: starting a worker (loading the normalizers) costs more. */
export const WORKER_MIN_BYTES = 8 * 1024 * 1024;

/** The fewest bytes of card data one printing takes (a Scryfall object is about 3 KB): bounds the rows an import brings. */
const BYTES_PER_RECORD = 2048;

function checkFile(file: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch {
    throw new ImportError({ file }, 'no such file', { code: 'import.no-file' });
  }
  if (!isFile) throw new ImportError({ file }, 'not a file', { code: 'import.not-a-file' });
}

/** Page cache while an import runs: card ids are random, so inserts land all over each index (docs/performance.md). */
const IMPORT_CACHE_KIB = 16 * 1024;

/**
 * Sets the import's connection up; returns what puts it back. A fixed page cache keeps memory flat. SQLite's
 * automatic checkpoint is off meanwhile: it would run inside COMMIT and copy every page the import wrote before
 * the import could report; the connection checkpoints when it closes (checkpointAndClose).
 */
function prepareConnection(db: Db): () => void {
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  const autoCheckpoint = db.pragma('wal_autocheckpoint', { simple: true }) as number;
  db.pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
  db.pragma('wal_autocheckpoint = 0');
  return () => {
    db.pragma(`cache_size = ${cacheSize}`);
    db.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
  };
}

/** BEGIN … COMMIT around the whole import; any error rolls everything back. */
async function inTransaction<T>(db: Db, run: () => Promise<T> | T): Promise<T> {
  if (db.inTransaction) throw new Error('an import cannot run inside another transaction');
  const restore = prepareConnection(db);
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = await run();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    restore();
  }
}

/**
 * Copies what an import left in the WAL into the database file, then closes the import's connection. Closing
 * alone checkpoints only when no other connection has the file open (the app's has); without this the next
 * small write anywhere would pay for the whole import's checkpoint.
 */
export function checkpointAndClose(db: Db): void {
  try {
    if (!db.memory && !db.readonly) db.pragma('wal_checkpoint(PASSIVE)');
  } finally {
    db.close();
  }
}

/** How many of the Duel Masters cards two files hold a summary names. */
const SHARED_DM_NAMES = 5;

/** A file's Duel Masters cards another file stored before it, as its summary tells them; nothing when none. */
function sharedDm(shared: Map<string, SharedDmCard> | undefined): { sharedDm?: SharedDmSummary } {
  if (!shared?.size) return {};
  const cards = [...shared.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    sharedDm: {
      cards: cards.length,
      others: [...new Set(cards.flatMap((c) => c.others))].sort(),
      names: cards.slice(0, SHARED_DM_NAMES).map((c) => c.name),
      disagreements: cards.flatMap((c) => c.disagreements),
    },
  };
}

/** Records the import's files and brings the search index up to date, still inside the import's transaction. */
function finish(db: Db, writer: CardWriter, read: ReadResult): ImportSummary {
  writer.finish();
  const record = db.prepare(
    'INSERT INTO imports (file, source, finished_at, cards, printings, skipped) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const finishedAt = new Date().toISOString();
  for (const f of read.files) record.run(f.file, f.format, finishedAt, f.cards, f.printings, f.skipped);
  return {
    cards: writer.cardIds.size,
    printings: read.files.reduce((n, f) => n + f.printings, 0),
    skipped: read.files.reduce((n, f) => n + f.skipped, 0),
    warnings: read.warnings,
    files: read.files.map((f) => ({
      ...f,
      keptNewer: writer.keptNewer.get(f.file)?.size ?? 0,
      ...sharedDm(writer.sharedDmCards.get(f.file)),
    })),
  };
}

function cancelled(file: string): ImportError {
  return new ImportError({ file }, 'the import was cancelled', { code: 'import.cancelled' });
}

/** Progress while reading, at most once per interval and at the end of each file; then once for the search index. */
class ProgressReports {
  private readonly onProgress: ((progress: ImportProgress) => void) | undefined;
  private readonly intervalMs: number;
  private lastTime = performance.now();
  private latest: ImportProgress | undefined;

  constructor(onProgress: ((progress: ImportProgress) => void) | undefined, intervalMs: number) {
    this.onProgress = onProgress;
    this.intervalMs = intervalMs;
  }

  readonly read = (progress: ImportProgress, fileEnded: boolean): void => {
    this.latest = progress;
    const now = performance.now();
    if (!fileEnded && now - this.lastTime < this.intervalMs) return;
    this.onProgress?.(progress);
    this.lastTime = now;
  };

  /** Every file was read: the search index is brought up to date next. */
  indexing(): void {
    if (this.latest) this.onProgress?.({ ...this.latest, stage: 'index' });
  }
}

function totalBytes(paths: readonly string[]): number {
  return paths.reduce((sum, file) => sum + statSync(file).size, 0);
}

/**
 * Applies the Japanese-names files (ja-names-overlay.ts) after the card data of the same import is written, so one
 * import may bring both; their reports join the others'.
 */
function withJaNames(db: Db, writer: CardWriter, read: ReadResult, overlays: readonly string[]): ReadResult {
  writer.startOverlay();
  const applied = overlays.map((file) => applyJaNames(db, writer, file));
  return {
    files: [...read.files, ...applied.map((a) => a.summary)],
    warnings: [...read.warnings, ...applied.flatMap((a) => a.warnings)],
  };
}

/**
 * Imports card-data files (Scryfall, MTGJSON, Duel Masters JSON/CSV; gzip or plain) and Japanese names of Duel
 * Masters printings (recognised by their header) in one transaction.
 */
export async function importCardFiles(
  db: Db,
  files: readonly string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const all = files.map((f) => resolve(f));
  all.forEach(checkFile);
  const overlays = all.filter(isJaNamesFile);
  const paths = all.filter((f) => !overlays.includes(f));
  const progress = new ProgressReports(options.onProgress, options.progressIntervalMs ?? 100);
  const check = (file: string) => {
    if (options.signal?.aborted) throw cancelled(file);
  };
  const bytes = totalBytes(paths);
  const inWorker = options.worker ?? bytes >= WORKER_MIN_BYTES;
  return inTransaction(db, async () => {
    const writer = new CardWriter(db, inWorker ? bytes / BYTES_PER_RECORD : 0);
    let read: ReadResult;
    if (paths.length === 0) {
      read = { files: [], warnings: [] };
    } else if (inWorker) {
      read = await readInWorker(paths, writer, check, progress.read);
    } else {
      const reader = new ImportReader(writer);
      await reader.readFiles(paths, (report, fileEnded) => {
        check(report.file);
        progress.read(report, fileEnded);
      });
      read = reader;
    }
    read = withJaNames(db, writer, read, overlays);
    progress.indexing();
    return finish(db, writer, read);
  });
}

function wholeFile(file: string, label: string): ReturnType<typeof readFileBytesSync> {
  try {
    return readFileBytesSync(file);
  } catch (error) {
    if (error instanceof StreamSyntaxError)
      throw new ImportError({ file: label, offset: error.offset, decompressed: true }, error.message, error.why);
    throw error;
  }
}

/**
 * The same import for small files read whole, synchronously (the bundled data at first start). Inside a caller's
 * transaction it becomes a savepoint of it.
 */
export function importCardFilesSync(
  db: Db,
  files: readonly string[],
  label: (file: string) => string = (f) => f,
): ImportSummary {
  return db
    .transaction(() => {
      const writer = new CardWriter(db);
      const reader = new ImportReader(writer);
      for (const file of files) {
        const { compression, bytes } = wholeFile(file, label(file));
        reader.readWhole(label(file), compression, bytes);
      }
      return finish(db, writer, reader);
    })
    .immediate();
}
