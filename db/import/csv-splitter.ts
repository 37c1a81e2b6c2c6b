// Cuts a CSV byte stream into records (a newline inside quotes stays in its field) and parses each
// with papaparse, keeping the line and byte offset where every record starts for error messages.
import Papa from 'papaparse';
import { StreamSyntaxError } from './errors.ts';

const QUOTE = 0x22, LF = 0x0a;
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

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
  offset = 0;
  records = 0;

  constructor(onRecord: (record: CsvRecord) => void) {
    this.onRecord = onRecord;
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
    this.carry = Buffer.from(data.subarray(start));
    this.offset += chunk.length;
    if (this.carry.length > MAX_RECORD_BYTES) {
      throw new StreamSyntaxError(base + start, `a CSV record here is longer than ${MAX_RECORD_BYTES / 1024 / 1024} MiB; this is not a card CSV`);
    }
  }

  end(): void {
    if (this.inQuotes) throw new StreamSyntaxError(this.offset, 'the CSV data ends inside a quoted field: the file is truncated');
    if (this.carry.length) this.record(this.carry, this.offset - this.carry.length);
    this.carry = Buffer.alloc(0);
  }

  private record(bytes: Buffer, offset: number): void {
    const line = this.line;
    for (const b of bytes) if (b === LF) this.line++;
    this.line++;
    const text = bytes.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    const parsed = Papa.parse<string[]>(text, { delimiter: this.delimiter, header: false });
    this.delimiter ??= parsed.meta.delimiter;
    // A one-column line leaves papaparse unsure of the delimiter: that is a note, not an error.
    const error = parsed.errors.find((e) => e.type !== 'Delimiter');
    if (error) throw new StreamSyntaxError(offset, `line ${line}: ${error.message}`);
    this.records++;
    this.onRecord({ fields: parsed.data[0] ?? [], line, offset });
  }
}
