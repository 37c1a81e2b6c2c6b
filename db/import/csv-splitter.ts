// Cuts a CSV byte stream into records (a newline inside quotes stays in its field) and parses each
// with papaparse, keeping the line and byte offset where every record starts for error messages.
import Papa from 'papaparse';
import { StreamSyntaxError } from './errors.ts';
import { IMPORT_LIMITS, sizeText } from './limits.ts';

const QUOTE = 0x22,
  LF = 0x0a;

export interface CsvRecord {
  fields: string[];
  /** 1-based line where the record starts. */
  line: number;
  offset: number;
}

export class CsvSplitter {
  private readonly onRecord: (record: CsvRecord) => void;
  private carry: Buffer = Buffer.alloc(0);
  private inQuotes = false;
  private line = 1;
  private delimiter: string | undefined;
  /** How many fields the first record (the header) has. */
  private headerFields: number | undefined;
  offset = 0;
  records = 0;

  /** The longest record, its quoted line breaks included (IMPORT_LIMITS.csvRecordBytes). */
  private readonly maxRecordBytes: number;

  constructor(onRecord: (record: CsvRecord) => void, maxRecordBytes = IMPORT_LIMITS.csvRecordBytes) {
    this.onRecord = onRecord;
    this.maxRecordBytes = maxRecordBytes;
  }

  write(chunk: Buffer): void {
    const data = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const base = this.offset - this.carry.length;
    let start = 0;
    for (let i = this.carry.length; i < data.length; i++) {
      const c = data[i];
      if (c === QUOTE) this.inQuotes = !this.inQuotes;
      else if (c === LF && !this.inQuotes) {
        this.record(data.subarray(start, i), base + start);
        start = i + 1;
      }
    }
    this.checkRecordSize(data.length - start, base + start);
    this.carry = Buffer.from(data.subarray(start));
    this.offset += chunk.length;
  }

  end(): void {
    if (this.inQuotes)
      throw new StreamSyntaxError(this.offset, 'the CSV data ends inside a quoted field: the file is truncated', {
        code: 'import.truncated',
        values: { syntax: 'CSV' },
      });
    if (this.carry.length) this.record(this.carry, this.offset - this.carry.length, true);
    this.carry = Buffer.alloc(0);
  }

  /** Refuses a record (or the unfinished start of one) that is too long, before it is kept or parsed. */
  private checkRecordSize(bytes: number, offset: number): void {
    if (bytes > this.maxRecordBytes) {
      throw new StreamSyntaxError(
        offset,
        `a CSV record here is longer than ${sizeText(this.maxRecordBytes)}; this is not a card CSV`,
        { code: 'import.record-too-large', values: { max: this.maxRecordBytes } },
      );
    }
  }

  /** `unterminated`: the file's last record, with no line break after it. */
  private record(bytes: Buffer, offset: number, unterminated = false): void {
    this.checkRecordSize(bytes.length, offset);
    const line = this.line;
    for (const b of bytes) if (b === LF) this.line++;
    this.line++;
    const text = bytes.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    const parsed = Papa.parse<string[]>(text, { delimiter: this.delimiter, header: false });
    this.delimiter ??= parsed.meta.delimiter;
    // A one-column line leaves papaparse unsure of the delimiter: that is a note, not an error.
    const error = parsed.errors.find((e) => e.type !== 'Delimiter');
    if (error)
      throw new StreamSyntaxError(offset, `line ${line}: ${error.message}`, {
        code: 'import.malformed-csv',
        values: { line, detail: error.message },
      });
    const fields = parsed.data[0] ?? [];
    // A file that stops in its last row (a download or copy cut short) would import all but that row.
    if (unterminated && this.headerFields !== undefined && fields.length < this.headerFields)
      throw new StreamSyntaxError(
        offset,
        `the CSV data ends inside line ${line} (${fields.length} of the header's ${this.headerFields} fields): the file is truncated`,
        { code: 'import.truncated', values: { syntax: 'CSV' } },
      );
    this.headerFields ??= fields.length;
    this.records++;
    this.onRecord({ fields, line, offset });
  }
}
