// Reads card-data files into CardWrites: the format of each file detected from its content, one record at a
// time, exact repeats of a card left out (card-repeats.ts). It runs in the importing thread for small imports and in a
// worker thread for large ones (read-worker.ts), while the importing thread writes.
import type { DmSourceId } from '../../engine/cards/types.ts';
import type { DmDisagreement } from '../../engine/dm/sources.ts';
import { ImportError, StreamSyntaxError, type ImportLocation, type ImportWarning, type ImportWhy } from './errors.ts';
import { JsonSplitter, type JsonItem } from './json-splitter.ts';
import { CsvSplitter, type CsvRecord } from './csv-splitter.ts';
import { openFileBytes, UnsupportedContainerError, type Compression } from './byte-source.ts';
import {
  CSV_FORMATS,
  JSON_FORMATS,
  describeUnknownJson,
  type CardSink,
  type CsvRow,
  type FileNotes,
  type JsonRecord,
  type RecordPlace,
  type RecordReader,
} from './formats.ts';
import { CardRepeats } from './card-repeats.ts';
import type { CardWrites } from './writer.ts';
import type { CardRecord, Printing, SetInfo } from '../../engine/cards/types.ts';
import { priceRow, printingRow, setOfPrinting } from '../card-rows.ts';
import { cardDataDate, priceSnapshotDate } from './snapshot-date.ts';
import { IMPORT_LIMITS, boundedMessage, excerpt, type ImportLimits } from './limits.ts';
import type { SkipReason } from '../../engine/text/reasons.ts';

export interface ImportProgress {
  file: string;
  /** 0-based index of the file among the files of this import. */
  fileIndex: number;
  files: number;
  /** Records read from this file so far (JSON values, CSV rows; one per set in MTGJSON AllPrintings). */
  records: number;
  /** Cards read from this file so far. */
  cards: number;
  /** Bytes of this file read so far (compressed bytes for gzip), against `totalBytes`. */
  bytes: number;
  totalBytes: number;
  /** 'read' while the files are read; 'index' once they all are, while the search index is brought up to date. */
  stage: 'read' | 'index';
}

export interface FileImportSummary {
  file: string;
  format: string;
  records: number;
  cards: number;
  printings: number;
  skipped: number;
  /** The day the file's data was published (snapshot-date.ts `cardDataDate`), null when it does not say. */
  dataDate: string | null;
  /**
   * Cards of the file whose stored data is of a later date, kept as stored (the file's localized names still join
   * them); filled by the importing thread's writer.
   */
  keptNewer: number;
  /**
   * Duel Masters cards another Duel Masters file stored before this one (engine/dm/sources.ts): this file's text
   * replaces theirs, and where the files disagree their precedence decides; filled by the importing thread's writer.
   */
  sharedDm?: SharedDmSummary;
  /** DM 805, 807, 809: two-sided cards whose back no record of the file names, kept one-sided, by name. */
  dmUnnamedBacks?: string[];
}

/** The Duel Masters cards two files hold: how many, a few of their names, and every characteristic they disagree on. */
export interface SharedDmSummary {
  cards: number;
  /** The files that stored them before. */
  others: DmSourceId[];
  /** The first few, by name. */
  names: string[];
  disagreements: DmDisagreement[];
}

/** Called after every chunk of a file and once when the file ends; awaited (progress, cancel, flow control). */
export type ReadReport = (progress: ImportProgress, fileEnded: boolean) => void | Promise<void>;

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Bytes at the start of a file that must be text (UTF-8, no NUL) before it is parsed as JSON or CSV. */
const TEXT_HEAD_BYTES = 4096;

/** Refuses binary data early, so garbage gets a plain answer instead of a parse of noise. */
function assertText(head: Buffer): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = !head.includes(0);
  try {
    decoder.decode(head, { stream: true });
  } catch {
    ok = false;
  }
  if (!ok)
    throw new UnsupportedContainerError(
      `binary data of no known format, not card JSON or CSV: it starts ${excerpt(head.toString('utf8', 0, 16), 16)}`,
      { code: 'import.binary' },
    );
}

/** A failure of the file or its decompression; zlib's codes say the gzip data is cut short or damaged. */
function readError(file: string, offset: number, error: unknown): ImportError {
  const { code, message = String(error) } = error as { code?: string; message?: string };
  const gzip = code?.startsWith('Z_') === true;
  const reason = gzip ? `the gzip data is truncated or corrupt (${message})` : `could not read the file: ${message}`;
  const why: ImportWhy = { code: gzip ? 'import.gzip-corrupt' : 'import.read-failed', values: { detail: message } };
  return new ImportError({ file, offset }, reason, why, { cause: error });
}

/** What reading the files of an import gives besides the writes. */
export type ReadResult = Pick<ImportReader, 'files' | 'warnings'>;

/** Reads the files of one import, in order, into `out`; collects each file's summary and every skipped record. */
export class ImportReader {
  readonly warnings: ImportWarning[] = [];
  readonly files: FileImportSummary[] = [];
  private readonly out: CardWrites;
  private readonly repeats = new CardRepeats();
  /** The price snapshot date of the file being read (snapshot-date.ts). */
  private snapshotDate = '';
  /** Set codes (lower case) this import has written or implied, so each is sent once. */
  private readonly sets = new Set<string>();

  /** What a file may hold at most (limits.ts); smaller bounds only in tests. */
  readonly limits: Readonly<ImportLimits>;

  constructor(out: CardWrites, limits: Readonly<ImportLimits> = IMPORT_LIMITS) {
    this.out = out;
    this.limits = limits;
  }

  /** Streams each file (decompressed when it is gzip). */
  async readFiles(paths: readonly string[], report: ReadReport): Promise<void> {
    for (const [fileIndex, file] of paths.entries()) {
      let bytes;
      try {
        bytes = openFileBytes(file, this.limits.gzipRatio);
      } catch (error) {
        throw error instanceof UnsupportedContainerError ? new ImportError({ file }, error.message, error.why) : error;
      }
      this.snapshotDate = priceSnapshotDate(file);
      const reader = new FileImport(file, this, bytes.compression);
      const progress = (): ImportProgress => ({
        file,
        fileIndex,
        files: paths.length,
        records: reader.records,
        cards: reader.cards,
        bytes: bytes.read(),
        totalBytes: bytes.size,
        stage: 'read',
      });
      try {
        for await (const chunk of bytes.chunks) {
          reader.push(chunk);
          await report(progress(), false);
        }
      } catch (error) {
        if (error instanceof ImportError) throw error;
        if (error instanceof StreamSyntaxError)
          throw new ImportError({ file, offset: error.offset, decompressed: true }, error.message, error.why);
        throw readError(file, bytes.read(), error);
      }
      this.files.push(reader.end());
      await report(progress(), true);
    }
  }

  /** One file's whole (decompressed) content, read at once: the bundled data at first start. */
  readWhole(file: string, compression: Compression, bytes: Buffer): void {
    this.snapshotDate = priceSnapshotDate(file);
    const reader = new FileImport(file, this, compression);
    reader.push(bytes);
    this.files.push(reader.end());
  }

  /** A file's first bytes were read: the day its data was published, which decides whether its cards replace stored ones. */
  startFile(file: string, dataDate: string | null): void {
    this.out.startFile(file, dataDate);
  }

  card(record: CardRecord, changed = false): void {
    const json = JSON.stringify(record.card);
    if (changed) this.repeats.forget(record.card.id);
    if (changed || this.repeats.isNew(record.card.id, json)) this.out.writeCard(record.card, json);
    for (const printing of record.printings) this.printing(printing);
  }

  printing(printing: Printing): void {
    this.impliedSet(printing);
    this.out.writePrinting(printingRow(printing));
    if (printing.mtgjsonUuids) this.out.writeMtgjsonUuids(printing.id, printing.mtgjsonUuids);
    if (printing.prices) this.out.writePrices(priceRow(printing.id, printing.prices, this.snapshotDate));
  }

  set(info: SetInfo): void {
    this.out.writeSet(info);
    this.sets.add(info.code.toLowerCase());
  }

  /** The set a printing names, the first time the import meets it; a set described by its source wins. */
  private impliedSet(p: Printing): void {
    const code = p.set.toLowerCase();
    if (this.sets.has(code)) return;
    this.sets.add(code);
    this.out.addSetIfNew(setOfPrinting(p));
  }
}

/** A skipped record's reason among an error's values: its code as `skip`, each of its values as `skip.<name>`. */
function skipValues({ code, params }: SkipReason): Record<string, string | number> {
  const values: Record<string, string | number> = { skip: code };
  for (const [key, value] of Object.entries(params)) values[`skip.${key}`] = value;
  return values;
}

/** One file being read: picks JSON or CSV from the first byte, then the format from the first record. */
class FileImport {
  readonly file: string;
  private readonly reader: ImportReader;
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
  private dataDate: string | null = null;
  private notes: FileNotes = {};
  /** The record being read, for error messages. */
  private current: RecordPlace | undefined;

  constructor(file: string, reader: ImportReader, compression: Compression) {
    this.file = file;
    this.reader = reader;
    this.decompressed = compression !== 'none';
    this.sink = {
      card: (record: CardRecord, changed?: boolean) => {
        this.reader.card(record, changed);
        this.cardIds.add(record.card.id);
        for (const p of record.printings) this.printingIds.add(p.id);
      },
      printing: (printing: Printing) => {
        this.reader.printing(printing);
        this.printingIds.add(printing.id);
      },
      set: (info: SetInfo) => this.reader.set(info),
      skip: (at, reason, why) => {
        this.skipped++;
        this.reader.warnings.push({
          file: this.file,
          record: at.record,
          offset: at.offset,
          message: `skipped: ${boundedMessage(reason)}`,
          detail: boundedMessage(reason),
          why,
        });
      },
    };
  }

  get cards(): number {
    return this.cardIds.size;
  }

  get records(): number {
    return this.splitter instanceof JsonSplitter ? this.splitter.items : (this.splitter?.records ?? 0);
  }

  push(chunk: Buffer): void {
    this.guard(() => {
      if (!this.splitter) chunk = this.sniff(chunk);
      this.splitter?.write(chunk);
    });
  }

  end(): FileImportSummary {
    this.guard(() => {
      if (!this.splitter) throw new ImportError(this.at(), 'the file is empty', { code: 'import.empty' });
      this.splitter.end();
      this.notes = { ...this.jsonReader?.end(), ...this.csvReader?.end() };
      if (this.records === 0)
        throw new ImportError(this.at(), 'the file holds no card records', { code: 'import.no-records' });
      if (this.cardIds.size === 0) throw this.nothingRead();
    });
    return {
      file: this.file,
      format: this.format,
      records: this.records,
      cards: this.cardIds.size,
      printings: this.printingIds.size,
      skipped: this.skipped,
      dataDate: this.dataDate,
      keptNewer: 0,
      ...this.notes,
    };
  }

  /** Why a file that gave no card fails the import: every record was skipped (the first reason), or held none. */
  private nothingRead(): ImportError {
    if (this.skipped === 0)
      return new ImportError(this.at(), `the file's ${this.format} records hold no cards`, {
        code: 'import.no-cards',
        values: { format: this.format },
      });
    const first = this.reader.warnings.find((w) => w.file === this.file)!;
    return new ImportError(
      this.at(),
      `every record of the file was skipped (${this.skipped}), so nothing was imported; the first, record ${first.record}: ${first.message}`,
      {
        code: 'import.all-skipped',
        values: { skipped: this.skipped, first: first.record, ...skipValues(first.why) },
      },
    );
  }

  /** Skips a UTF-8 byte order mark and leading whitespace; the first real byte picks the splitter. */
  private sniff(chunk: Buffer): Buffer {
    let i = this.leading === 0 && UTF8_BOM.every((b, k) => chunk[k] === b) ? UTF8_BOM.length : 0;
    while (i < chunk.length && WHITESPACE.has(chunk[i])) i++;
    if (i === chunk.length) {
      this.leading += chunk.length;
      return Buffer.alloc(0);
    }
    const head = chunk.subarray(i, i + TEXT_HEAD_BYTES);
    assertText(head);
    this.dataDate = cardDataDate(this.file, head.toString('utf8'));
    this.reader.startFile(this.file, this.dataDate);
    const first = chunk[i];
    this.splitter =
      first === 0x7b || first === 0x5b
        ? new JsonSplitter((item) => this.readJson(item), this.reader.limits)
        : new CsvSplitter((record) => this.readCsv(record), this.reader.limits.csvRecordBytes);
    this.splitter.offset = this.leading + i;
    return chunk.subarray(i);
  }

  private readJson(item: JsonItem): void {
    const place = { record: (this.splitter as JsonSplitter).items, offset: item.offset };
    this.current = place;
    this.checkRecordCount(place);
    const record: JsonRecord = { ...place, path: item.path, value: item.value };
    if (!this.jsonReader) {
      const format = JSON_FORMATS.find((f) => f.claims(record));
      if (!format) {
        const unknown = describeUnknownJson(record);
        throw new ImportError(this.at(place), unknown, { code: 'import.unknown-json', values: { detail: unknown } });
      }
      this.format = format.name;
      this.jsonReader = format.reader(this.sink);
    }
    this.jsonReader.read(record);
  }

  private readCsv(record: CsvRecord): void {
    const place = { record: (this.splitter as CsvSplitter).records, offset: record.offset };
    this.current = place;
    this.checkRecordCount(place);
    if (!this.header) {
      this.header = record.fields.map((f) => f.trim());
      const format = CSV_FORMATS.find((f) => f.claims(this.header!));
      if (!format) {
        const line = excerpt(record.fields.join(','), 80);
        throw new ImportError(
          this.at(place),
          `not a known card format: neither JSON nor a card CSV (first line: ${line})`,
          { code: 'import.unknown-csv', values: { detail: line } },
        );
      }
      this.format = format.name;
      this.csvReader = format.reader(this.sink, this.header);
      return;
    }
    this.csvReader!.read({ ...place, fields: record.fields, line: record.line });
  }

  /** Refuses the record after the last one a file may hold (IMPORT_LIMITS.recordsPerFile), before it is read. */
  private checkRecordCount(place: RecordPlace): void {
    const max = this.reader.limits.recordsPerFile;
    if (place.record > max)
      throw new ImportError(
        this.at(place),
        `the file holds more than ${max.toLocaleString('en')} records; split it or import a smaller bulk file`,
        { code: 'import.too-many-records', values: { max } },
      );
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
        throw new ImportError(
          { file: this.file, record: this.records + 1, offset: error.offset, decompressed: this.decompressed },
          error.message,
          error.why,
        );
      }
      if (error instanceof UnsupportedContainerError) throw new ImportError(this.at(), error.message, error.why);
      const detail = (error as Error).message ?? String(error);
      throw new ImportError(
        this.at(this.current),
        `could not import this record: ${detail}`,
        { code: 'import.record-failed', values: { detail } },
        { cause: error },
      );
    }
  }
}
