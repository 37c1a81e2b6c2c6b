// Where an import failed or skipped something: the file, the record (1-based) and the byte offset.
import { boundedMessage } from './limits.ts';

// For a gzip file the offset counts bytes of the decompressed data, which is what the record
// numbers refer to; the message says so.

export interface ImportLocation {
  file: string;
  /** 1-based number of the record (JSON value, CSV row) in its file; absent for file-level problems. */
  record?: number;
  /** Byte offset where the record starts (or the problem was found). */
  offset?: number;
  /** True when the offset counts bytes of decompressed data. */
  decompressed?: boolean;
}

export function describeLocation(at: ImportLocation): string {
  const parts = [at.file];
  if (at.record !== undefined) parts.push(`record ${at.record}`);
  if (at.offset !== undefined) parts.push(`byte ${at.offset}${at.decompressed ? ' (decompressed)' : ''}`);
  return parts.join(', ');
}

/** The import stopped: nothing of it was written. */
export class ImportError extends Error {
  readonly file: string;
  readonly record?: number;
  readonly offset?: number;
  readonly decompressed?: boolean;
  readonly reason: string;
  constructor(at: ImportLocation, reason: string, options?: { cause?: unknown }) {
    reason = boundedMessage(reason);
    super(`${describeLocation(at)}: ${reason}`, options);
    this.name = 'ImportError';
    this.file = at.file;
    this.record = at.record;
    this.offset = at.offset;
    this.decompressed = at.decompressed;
    this.reason = reason;
  }
}

/** A record the import skipped, and why; the rest of the file was imported. */
export interface ImportWarning {
  file: string;
  record: number;
  offset: number;
  message: string;
}

/** A problem found while cutting the byte stream into records, before the file name is known to the code. */
export class StreamSyntaxError extends Error {
  readonly offset: number;
  constructor(offset: number, message: string) {
    super(message);
    this.name = 'StreamSyntaxError';
    this.offset = offset;
  }
}
