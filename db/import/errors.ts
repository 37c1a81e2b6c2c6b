// Where an import failed or skipped something: the file, the record (1-based) and the byte offset; and what kind
// of failure, by a reason a screen words in its language.
import { boundedMessage } from './limits.ts';
import type { Reason, ReasonCode, SkipReason } from '../../engine/text/reasons.ts';

/**
 * What kind of failure, by its reason code, with the values its words name besides the place (a count, a bound);
 * a parser's or the system's own words go in `detail`.
 */
export interface ImportWhy {
  code: ReasonCode;
  values?: Record<string, string | number>;
}

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
  /** What was wrong, in English (the CLI, the logs). */
  readonly reason: string;
  readonly why: ImportWhy;
  constructor(at: ImportLocation, reason: string, why: ImportWhy, options?: { cause?: unknown }) {
    reason = boundedMessage(reason);
    super(`${describeLocation(at)}: ${reason}`, options);
    this.name = 'ImportError';
    this.file = at.file;
    this.record = at.record;
    this.offset = at.offset;
    this.decompressed = at.decompressed;
    this.reason = reason;
    this.why = why;
  }

  /** The failure as a screen words it: its code, the file and record, and its values. */
  get problem(): Reason {
    const place: Reason['params'] = { file: this.file };
    if (this.record !== undefined) place.record = this.record;
    const values = Object.fromEntries(
      Object.entries(this.why.values ?? {}).map(([k, v]) => [k, typeof v === 'string' ? boundedMessage(v) : v]),
    );
    return { code: this.why.code, params: { ...place, ...values } };
  }
}

/** A record the import skipped, and why; the rest of the file was imported. */
export interface ImportWarning {
  file: string;
  record: number;
  offset: number;
  /** "skipped: " and why, in English (the CLI, the logs). */
  message: string;
  /** Why the record was skipped, in the reader's English. */
  detail: string;
  /** Why, by a reason a screen words in its language: its code, the card, set, number, line, field and value it names. */
  why: SkipReason;
}

/** A problem found while cutting the byte stream into records, before the file name is known to the code. */
export class StreamSyntaxError extends Error {
  readonly offset: number;
  readonly why: ImportWhy;
  constructor(offset: number, message: string, why: ImportWhy) {
    super(message);
    this.name = 'StreamSyntaxError';
    this.offset = offset;
    this.why = why;
  }
}
