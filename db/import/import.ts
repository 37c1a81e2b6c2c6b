// Imports card-data files into the database: streaming, format detected from the content, all files
// of one import in one transaction. A truncated, malformed or cancelled import (or a killed process)
// leaves the previous data as it was, and the error says where it stopped (file, record, byte).
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../open.ts';
import { CardWriter } from './writer.ts';
import { JsonSplitter, type JsonItem } from './json-splitter.ts';
import { CsvSplitter, type CsvRecord } from './csv-splitter.ts';
import { openFileBytes, readFileBytesSync, UnsupportedContainerError, type Compression } from './byte-source.ts';
import { ImportError, StreamSyntaxError, type ImportLocation, type ImportWarning } from './errors.ts';
import {
  CSV_FORMATS, JSON_FORMATS, describeUnknownJson,
  type CardSink, type CsvRow, type JsonRecord, type RecordPlace, type RecordReader,
} from './formats.ts';
import type { CardRecord, SetInfo } from '../../engine/cards/types.ts';

export interface ImportProgress {
  file: string;
  /** 0-based index of the file among the files of this import. */
  fileIndex: number;
  files: number;
  /** Records read from this file so far (JSON values, CSV rows; one per set in MTGJSON AllPrintings). */
  records: number;
  /** Cards written from this file so far. */
  cards: number;
  /** Bytes of this file read so far (compressed bytes for gzip), against `totalBytes`. */
  bytes: number;
  totalBytes: number;
}

export interface FileImportSummary {
  file: string;
  format: string;
  records: number;
  cards: number;
  printings: number;
  skipped: number;
}

export interface ImportSummary {
  /** Distinct cards and printings written (added or updated). */
  cards: number;
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
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** One file being read: picks JSON or CSV from the first byte, then the format from the first record. */
class FileImport {
  readonly file: string;
  private readonly writer: CardWriter;
  private readonly warnings: ImportWarning[];
  private readonly decompressed: boolean;
  private splitter: JsonSplitter | CsvSplitter | undefined;
  private jsonReader: RecordReader<JsonRecord> | undefined;
  private csvReader: RecordReader<CsvRow> | undefined;
  private header: string[] | undefined;
  private leading = 0;
  private readonly sink: CardSink;
  private readonly cardIds = new Set<string>();
  private readonly printingIds = new Set<string>();
  format = '';
  skipped = 0;
  /** The record being read, for error messages. */
  private current: RecordPlace | undefined;

  constructor(file: string, writer: CardWriter, warnings: ImportWarning[], compression: Compression) {
    this.file = file;
    this.writer = writer;
    this.warnings = warnings;
    this.decompressed = compression !== 'none';
    this.sink = {
      card: (record: CardRecord) => {
        this.writer.write(record);
        this.cardIds.add(record.card.id);
        for (const p of record.printings) this.printingIds.add(p.id);
      },
      set: (info: SetInfo) => this.writer.writeSet(info),
      skip: (at, reason) => {
        this.skipped++;
        this.warnings.push({ file: this.file, record: at.record, offset: at.offset, message: `skipped: ${reason}` });
      },
    };
  }

  get cards(): number {
    return this.cardIds.size;
  }

  get records(): number {
    return this.splitter instanceof JsonSplitter ? this.splitter.items : this.splitter?.records ?? 0;
  }

  push(chunk: Buffer): void {
    this.guard(() => {
      if (!this.splitter) chunk = this.sniff(chunk);
      this.splitter?.write(chunk);
    });
  }

  end(): FileImportSummary {
    this.guard(() => {
      if (!this.splitter) throw new ImportError(this.at(), 'the file is empty');
      this.splitter.end();
      this.jsonReader?.end();
      this.csvReader?.end();
      if (this.records === 0) throw new ImportError(this.at(), 'the file holds no card records');
    });
    return { file: this.file, format: this.format, records: this.records, cards: this.cardIds.size, printings: this.printingIds.size, skipped: this.skipped };
  }

  /** Skips a UTF-8 byte order mark and leading whitespace; the first real byte picks the splitter. */
  private sniff(chunk: Buffer): Buffer {
    let i = this.leading === 0 && UTF8_BOM.every((b, k) => chunk[k] === b) ? UTF8_BOM.length : 0;
    while (i < chunk.length && WHITESPACE.has(chunk[i])) i++;
    if (i === chunk.length) {
      this.leading += chunk.length;
      return Buffer.alloc(0);
    }
    const first = chunk[i];
    if (first === 0x7b || first === 0x5b) {
      this.splitter = new JsonSplitter((item) => this.readJson(item));
    } else {
      assertText(chunk.subarray(i, i + 4096));
      this.splitter = new CsvSplitter((record) => this.readCsv(record));
    }
    this.splitter.offset = this.leading + i;
    return chunk.subarray(i);
  }

  private readJson(item: JsonItem): void {
    const place = { record: (this.splitter as JsonSplitter).items, offset: item.offset };
    this.current = place;
    let value: unknown;
    try {
      value = JSON.parse(item.bytes.toString('utf8'));
    } catch (error) {
      throw new ImportError(this.at(place), `malformed JSON: ${(error as Error).message}`);
    }
    const record: JsonRecord = { ...place, path: item.path, value };
    if (!this.jsonReader) {
      const format = JSON_FORMATS.find((f) => f.claims(record));
      if (!format) throw new ImportError(this.at(place), describeUnknownJson(record));
      this.format = format.name;
      this.jsonReader = format.reader(this.sink);
    }
    this.jsonReader.read(record);
  }

  private readCsv(record: CsvRecord): void {
    const place = { record: (this.splitter as CsvSplitter).records, offset: record.offset };
    this.current = place;
    if (!this.header) {
      this.header = record.fields.map((f) => f.trim());
      const format = CSV_FORMATS.find((f) => f.claims(this.header!));
      if (!format) throw new ImportError(this.at(place), `not a known card format: neither JSON nor a card CSV (first line: ${JSON.stringify(truncate(record.fields.join(',')))})`);
      this.format = format.name;
      this.csvReader = format.reader(this.sink, this.header);
      return;
    }
    this.csvReader!.read({ ...place, fields: record.fields, line: record.line });
  }

  private at(place?: RecordPlace): ImportLocation {
    return { file: this.file, record: place?.record, offset: place?.offset, decompressed: this.decompressed };
  }

  /** Gives every failure a location: file, record, byte offset. */
  private guard(run: () => void): void {
    try {
      run();
    } catch (error) {
      if (error instanceof ImportError) throw error;
      if (error instanceof StreamSyntaxError) {
        throw new ImportError({ file: this.file, record: this.records + 1, offset: error.offset, decompressed: this.decompressed }, error.message);
      }
      if (error instanceof UnsupportedContainerError) throw new ImportError(this.at(), error.message);
      throw new ImportError(this.at(this.current), `could not import this record: ${(error as Error).message ?? String(error)}`, { cause: error });
    }
  }
}

function truncate(text: string, max = 80): string {
  return text.length > max ? text.slice(0, max) + '…' : text;
}

/** Refuses binary data early, so garbage gets a plain answer instead of a CSV parse of noise. */
function assertText(head: Buffer): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = !head.includes(0);
  try {
    decoder.decode(head, { stream: true });
  } catch {
    ok = false;
  }
  if (!ok) throw new UnsupportedContainerError('binary data of no known format: not card JSON or CSV');
}

function checkFile(file: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch {
    throw new ImportError({ file }, 'no such file');
  }
  if (!isFile) throw new ImportError({ file }, 'not a file');
}

interface ImportRun {
  writer: CardWriter;
  warnings: ImportWarning[];
  files: FileImportSummary[];
}

/**
 * Page cache while an import runs. Card ids are random, so inserts land all over each index; with SQLite's
 * default 2 MiB cache most of them re-read pages from the file. A fixed size keeps memory flat.
 */
const IMPORT_CACHE_KIB = 64 * 1024;

/** BEGIN … COMMIT around the whole import; any error rolls everything back. */
async function inTransaction<T>(db: Db, run: () => Promise<T> | T): Promise<T> {
  if (db.inTransaction) throw new Error('an import cannot run inside another transaction');
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = await run();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    db.pragma(`cache_size = ${cacheSize}`);
  }
}

function newRun(db: Db): ImportRun {
  return { writer: new CardWriter(db), warnings: [], files: [] };
}

function finish(db: Db, run: ImportRun): ImportSummary {
  const record = db.prepare('INSERT INTO imports (file, source, finished_at, cards, printings, skipped) VALUES (?, ?, ?, ?, ?, ?)');
  const finishedAt = new Date().toISOString();
  for (const f of run.files) record.run(f.file, f.format, finishedAt, f.cards, f.printings, f.skipped);
  return {
    cards: run.writer.cardIds.size,
    printings: run.writer.printingIds.size,
    skipped: run.files.reduce((n, f) => n + f.skipped, 0),
    warnings: run.warnings,
    files: run.files,
  };
}

/** A failure of the file or its decompression; zlib's codes say the gzip data is cut short or damaged. */
function readError(file: string, offset: number, error: unknown): ImportError {
  const { code, message } = error as { code?: string; message?: string };
  const reason = code?.startsWith('Z_') ? `the gzip data is truncated or corrupt (${message})` : `could not read the file: ${message ?? String(error)}`;
  return new ImportError({ file, offset }, reason, { cause: error });
}

function cancelled(file: string): ImportError {
  return new ImportError({ file }, 'the import was cancelled');
}

/** Imports card-data files (Scryfall, MTGJSON, Duel Masters JSON/CSV; gzip or plain) in one transaction. */
export async function importCardFiles(db: Db, files: readonly string[], options: ImportOptions = {}): Promise<ImportSummary> {
  const paths = files.map((f) => resolve(f));
  paths.forEach(checkFile);
  const interval = options.progressIntervalMs ?? 100;
  return inTransaction(db, async () => {
    const run = newRun(db);
    for (const [fileIndex, file] of paths.entries()) {
      let bytes;
      try {
        bytes = openFileBytes(file);
      } catch (error) {
        throw error instanceof UnsupportedContainerError ? new ImportError({ file }, error.message) : error;
      }
      const reader = new FileImport(file, run.writer, run.warnings, bytes.compression);
      const progress = () => options.onProgress?.({ file, fileIndex, files: paths.length, records: reader.records, cards: reader.cards, bytes: bytes.read(), totalBytes: bytes.size });
      let lastProgress = performance.now();
      try {
        for await (const chunk of bytes.chunks) {
          if (options.signal?.aborted) throw cancelled(file);
          reader.push(chunk as Buffer);
          if (performance.now() - lastProgress >= interval) {
            progress();
            lastProgress = performance.now();
          }
        }
      } catch (error) {
        if (error instanceof ImportError) throw error;
        throw readError(file, bytes.read(), error);
      }
      run.files.push(reader.end());
      progress();
    }
    return finish(db, run);
  });
}

/**
 * The same import for small files read whole, synchronously (the bundled data at first start). Inside a caller's
 * transaction it becomes a savepoint of it.
 */
export function importCardFilesSync(db: Db, files: readonly string[], label: (file: string) => string = (f) => f): ImportSummary {
  return db.transaction(() => {
    const run = newRun(db);
    for (const file of files) {
      const { compression, bytes } = readFileBytesSync(file);
      const reader = new FileImport(label(file), run.writer, run.warnings, compression);
      reader.push(bytes);
      run.files.push(reader.end());
    }
    return finish(db, run);
  }).immediate();
}
