// Cuts a JSON byte stream into the values an importer reads one at a time, without parsing the
// whole document: the elements of a top-level array, every top-level value (JSON Lines), or the
// children of a top-level member named in STREAM_MEMBERS (`{"data": […]}`, `{"data": {SET: …}}`,
// `{"cards": […]}`). Each value is handed over parsed (JSON.parse of its bytes), with its byte offset.
//
// Why not a tokenizing stream parser: this scanner only follows strings and brackets inside the
// values it hands over (the closing quote is found with Buffer.indexOf), so cutting costs far less
// than parsing: cut + JSON.parse of each card costs about one JSON.parse of the whole file, a
// tokenizing parser (@streamparser/json) several times that (docs/performance.md).
//
// Bulk files put one record on each line (Scryfall's `[\n{…},\n{…}\n]`, JSON Lines). A raw line feed can
// only stand between tokens, so such a record ends at the `}` before the next line feed: the cut is taken
// there (Buffer.indexOf) and proven by JSON.parse, which accepts nothing but one whole value. The first line
// that is not a whole record (a pretty-printed file) turns this off for the rest of the file. Cutting by
// lines costs a fraction of scanning each byte in JavaScript.
import { StreamSyntaxError, type ImportWhy } from './errors.ts';
import { IMPORT_LIMITS, sizeText, type ImportLimits } from './limits.ts';

/** Top-level members whose value is a collection of records (Scryfall lists, MTGJSON, DM JSON). */
export const STREAM_MEMBERS: ReadonlySet<string> = new Set(['data', 'cards']);

/** Lengths in bytes, quotes included, of the streamed member names. */
const STREAM_MEMBER_BYTES: ReadonlySet<number> = new Set(
  [...STREAM_MEMBERS].map((name) => Buffer.byteLength(JSON.stringify(name))),
);
/** The name kept for a member that cannot be a streamed one (it is never looked at). */
const OTHER_MEMBER = '';

export type JsonItemPath =
  /** A whole top-level value: a single document, or one line of JSON Lines. */
  | { kind: 'document' }
  /** An element of a top-level array. */
  | { kind: 'element' }
  /** A child of a streamed top-level member; `key` when that member is an object. */
  | { kind: 'member'; parent: string; key?: string };

export interface JsonItem {
  path: JsonItemPath;
  /** The value, parsed. */
  value: unknown;
  /** Byte offset of the value's first byte in the stream. */
  offset: number;
}

interface Frame {
  isObject: boolean;
  /** Its children are handed over as items. */
  emits: boolean;
  /** The streamed member this container is the value of. */
  name?: string;
  expectKey: boolean;
  key?: string;
  /** A value just ended: a ',' or the closing bracket must come next. */
  afterValue: boolean;
}

const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c,
  COLON = 0x3a;
const LBRACE = 0x7b,
  RBRACE = 0x7d,
  LBRACKET = 0x5b,
  RBRACKET = 0x5d;
const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d;

const STRING_DEEP = 0,
  STRING_KEY = 1,
  STRING_VALUE = 2;

function isWhitespace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB;
}

function endsPrimitive(c: number): boolean {
  return (
    isWhitespace(c) ||
    c === COMMA ||
    c === RBRACE ||
    c === RBRACKET ||
    c === COLON ||
    c === QUOTE ||
    c === LBRACE ||
    c === LBRACKET
  );
}

/**
 * The closing quote of a string whose text starts at `from` (just after its opening quote): the first quote after
 * an even number of backslashes, or -1 when the chunk ends first.
 */
function closingQuote(chunk: Buffer, from: number): number {
  for (let j = from; ;) {
    const q = chunk.indexOf(QUOTE, j);
    if (q < 0) return -1;
    let k = q - 1;
    while (k >= from && chunk[k] === BACKSLASH) k--;
    if (((q - 1 - k) & 1) === 0) return q;
    j = q + 1;
  }
}

/** The last byte before `end` (and after `from`) that is not whitespace; `from` when there is none. */
function lastNonWhitespace(chunk: Buffer, from: number, end: number): number {
  let k = end - 1;
  while (k > from && isWhitespace(chunk[k])) k--;
  return k;
}

/** JSON.parse, or undefined when the text is not one whole JSON value. */
function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON.parse's refusal: malformed JSON, with the parser's own words as the detail. */
const malformedJson = (error: unknown): ImportWhy => ({
  code: 'import.malformed-json',
  values: { detail: (error as Error).message },
});

/** A mistake the splitter finds itself: malformed JSON, with what it found as the detail. */
const jsonSyntax = (at: number, found: string) =>
  new StreamSyntaxError(at, found, { code: 'import.malformed-json', values: { detail: found } });

function parseValue(bytes: Buffer, offset: number): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new StreamSyntaxError(offset, `malformed JSON: ${(error as Error).message}`, malformedJson(error));
  }
}

export class JsonSplitter {
  private readonly onItem: (item: JsonItem) => void;
  private depth = 0;
  private readonly frames: Frame[] = [];
  private inString = false;
  private stringRole = STRING_DEEP;
  private carryBackslashes = 0;
  /** Absolute start offsets of what is being captured; -1 when nothing. */
  private docStart = -1;
  private childStart = -1;
  private childKey: string | undefined;
  private keyStart = -1;
  private primitiveStart = -1;
  /** Bytes of earlier chunks that a capture still needs (copies: a chunk's buffer may be reused), and where they start. */
  private parts: Buffer[] = [];
  private partsBase = 0;
  private chunk: Buffer = Buffer.alloc(0);
  private chunkBase = 0;
  /** Bytes consumed so far. */
  offset = 0;
  /** Items handed over so far. */
  items = 0;
  /** Of those, records cut at their line end. */
  cutByLine = 0;
  /** Whole top-level values handed over so far. */
  private documents = 0;
  /** Records are cut at line ends (see the top of this file) until one line is not a whole record. */
  private recordsByLine = true;
  /** The first line feed in the current chunk after the last record cut by line (chunk length or more: none). */
  private lineFeed = -1;

  private readonly limits: Pick<ImportLimits, 'jsonValueBytes' | 'jsonDepth'>;

  constructor(
    onItem: (item: JsonItem) => void,
    limits: Pick<ImportLimits, 'jsonValueBytes' | 'jsonDepth'> = IMPORT_LIMITS,
  ) {
    this.onItem = onItem;
    this.limits = limits;
  }

  write(chunk: Buffer): void {
    this.chunk = chunk;
    this.chunkBase = this.offset;
    this.lineFeed = -1;
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      if (this.inString) {
        i = this.scanString(chunk, i);
        continue;
      }
      if (this.depth > this.frames.length) {
        i = this.scanDeep(chunk, i);
        continue;
      }
      if (this.recordsByLine && chunk[i] === LBRACE && this.primitiveStart < 0) {
        const end = this.recordOnItsLine(chunk, i);
        if (end > 0) {
          i = end;
          continue;
        }
      }
      this.shallowByte(chunk[i], i);
      i++;
    }
    this.keepCapturedTail();
    this.offset += n;
  }

  /** The stream ended: anything still open means the data was cut short. */
  end(): void {
    if (this.inString || this.depth > 0) {
      const what = this.inString
        ? 'inside a string'
        : `with ${this.depth} bracket${this.depth === 1 ? '' : 's'} still open`;
      throw new StreamSyntaxError(this.offset, `the JSON data ends ${what}: the file is truncated`, {
        code: 'import.truncated',
        values: { syntax: 'JSON' },
      });
    }
    if (this.primitiveStart >= 0) this.valueEnded(this.offset);
  }

  /**
   * Inside a value nobody splits further only strings and brackets matter. A string that ends in this chunk is
   * stepped over here (a card has a hundred or more); one that runs on into the next goes to scanString.
   */
  private scanDeep(chunk: Buffer, from: number): number {
    const n = chunk.length;
    const floor = this.frames.length;
    let i = from;
    while (i < n) {
      const c = chunk[i];
      if (c === QUOTE) {
        const end = closingQuote(chunk, i + 1);
        if (end < 0) {
          this.openString(STRING_DEEP);
          return i + 1;
        }
        i = end + 1;
        continue;
      }
      if (c === LBRACE || c === LBRACKET) this.deeper(i);
      else if (c === RBRACE || c === RBRACKET) {
        if (--this.depth === floor) {
          this.valueEnded(this.chunkBase + i + 1);
          return i + 1;
        }
      }
      i++;
    }
    return n;
  }

  /**
   * When the object starting at `start` is a record and its line ends in this chunk with `}` (or `},`), hands it
   * over if those bytes parse, and returns where it ended; otherwise -1, and the object is scanned.
   */
  private recordOnItsLine(chunk: Buffer, start: number): number {
    const frame = this.depth > 0 ? this.frames[this.depth - 1] : undefined;
    if (!(frame ? frame.emits : this.documents > 0)) return -1;
    if (this.lineFeed <= start) this.lineFeed = chunk.indexOf(LF, start + 1) >>> 0; // none: 2^32 - 1, past the chunk
    // The record runs on into the next chunk, or its line is too long to be one record to parse whole.
    if (this.lineFeed >= chunk.length || this.lineFeed - start > this.limits.jsonValueBytes) return -1;
    let last = lastNonWhitespace(chunk, start, this.lineFeed);
    if (frame && chunk[last] === COMMA) last = lastNonWhitespace(chunk, start, last);
    const value = chunk[last] === RBRACE ? parsedOrUndefined(chunk.toString('utf8', start, last + 1)) : undefined;
    if (value === undefined) {
      this.recordsByLine = false;
      return -1;
    }
    this.cutByLine++;
    this.valueStarts(this.chunkBase + start, frame);
    this.valueEnded(this.chunkBase + last + 1, value);
    return last + 1;
  }

  /** Finds the closing quote: the first one after an even number of backslashes. */
  private scanString(chunk: Buffer, from: number): number {
    let j = from;
    for (;;) {
      const q = chunk.indexOf(QUOTE, j);
      if (q < 0) {
        this.carryBackslashes = this.backslashRun(chunk, from, chunk.length);
        return chunk.length;
      }
      if ((this.backslashRun(chunk, from, q) & 1) === 0) {
        this.inString = false;
        this.stringEnded(q);
        return q + 1;
      }
      j = q + 1;
    }
  }

  /** Backslashes right before `end`, counting on into the previous chunk when the run reaches back that far. */
  private backslashRun(chunk: Buffer, from: number, end: number): number {
    let k = end - 1;
    while (k >= from && chunk[k] === BACKSLASH) k--;
    const run = end - 1 - k;
    return k < from ? run + this.carryBackslashes : run;
  }

  private openString(role: number): void {
    this.inString = true;
    this.stringRole = role;
    this.carryBackslashes = 0;
  }

  private stringEnded(q: number): void {
    if (this.stringRole === STRING_KEY) {
      const frame = this.frames[this.depth - 1];
      const end = this.chunkBase + q + 1;
      // The top-level object's member names matter only when they name a streamed member: most are not decoded.
      const mayStream = frame.emits || STREAM_MEMBER_BYTES.has(end - this.keyStart);
      frame.key = mayStream ? this.memberName(this.slice(this.keyStart, end)) : OTHER_MEMBER;
      this.keyStart = -1;
    } else if (this.stringRole === STRING_VALUE) {
      this.valueEnded(this.chunkBase + q + 1);
    }
  }

  private memberName(bytes: Buffer): string {
    try {
      return JSON.parse(bytes.toString('utf8')) as string;
    } catch (error) {
      throw new StreamSyntaxError(
        this.keyStart,
        `malformed member name: ${(error as Error).message}`,
        malformedJson(error),
      );
    }
  }

  private shallowByte(c: number, i: number): void {
    const at = this.chunkBase + i;
    if (this.primitiveStart >= 0) {
      if (!endsPrimitive(c)) return;
      this.valueEnded(at);
    }
    if (isWhitespace(c)) return;
    const frame = this.depth > 0 ? this.frames[this.depth - 1] : undefined;
    switch (c) {
      case QUOTE:
        if (frame?.isObject && frame.expectKey) {
          frame.expectKey = false;
          this.keyStart = at;
          this.openString(STRING_KEY);
        } else {
          this.valueStarts(at, frame);
          this.openString(STRING_VALUE);
        }
        return;
      case LBRACE:
      case LBRACKET:
        this.openContainer(c === LBRACE, at, frame);
        return;
      case RBRACE:
      case RBRACKET:
        this.closeContainer(c === RBRACE, at, frame);
        return;
      case COMMA:
        if (!frame?.afterValue) throw jsonSyntax(at, "unexpected ','");
        frame.afterValue = false;
        if (frame.isObject) frame.expectKey = true;
        return;
      case COLON:
        if (!frame?.isObject || frame.key === undefined) throw jsonSyntax(at, "unexpected ':'");
        return;
      default:
        this.valueStarts(at, frame);
        this.primitiveStart = at;
    }
  }

  private openContainer(isObject: boolean, at: number, frame: Frame | undefined): void {
    if (!frame && isObject && this.documents > 0) {
      // JSON Lines: once one whole document went by, the next ones are records too, scanned without a look inside.
      this.valueStarts(at, frame);
    } else if (!frame) {
      // A top-level array hands over its elements; a top-level object is one document unless it
      // turns out to hold a streamed member.
      if (isObject) this.valueStarts(at, frame);
      this.frames.push({ isObject, emits: !isObject, expectKey: isObject, afterValue: false });
    } else if (this.depth === 1 && frame.isObject && frame.key !== undefined && STREAM_MEMBERS.has(frame.key)) {
      this.valueStarts(at, frame);
      this.docStart = -1;
      this.frames.push({ isObject, emits: true, name: frame.key, expectKey: isObject, afterValue: false });
    } else {
      this.valueStarts(at, frame);
    }
    this.deeper(at - this.chunkBase);
  }

  /** One more bracket open, the one at `i` in this chunk. */
  private deeper(i: number): void {
    if (++this.depth > this.limits.jsonDepth) {
      throw new StreamSyntaxError(
        this.chunkBase + i,
        `the JSON here nests more than ${this.limits.jsonDepth} levels deep; this is not card data`,
        { code: 'import.too-deep', values: { max: this.limits.jsonDepth } },
      );
    }
  }

  private closeContainer(isObject: boolean, at: number, frame: Frame | undefined): void {
    if (!frame) throw jsonSyntax(at, `unexpected '${isObject ? '}' : ']'}'`);
    if (frame.isObject !== isObject)
      throw jsonSyntax(at, `'${isObject ? '}' : ']'}' closes ${frame.isObject ? 'an object' : 'an array'}`);
    this.frames.pop();
    this.depth--;
    this.valueEnded(at + 1);
  }

  private valueStarts(at: number, frame: Frame | undefined): void {
    if (!frame) {
      this.docStart = at;
      return;
    }
    if (frame.isObject && frame.key === undefined) throw jsonSyntax(at, 'expected a member name in quotes');
    if (frame.afterValue) throw jsonSyntax(at, "expected ',' between two values");
    if (frame.emits) {
      this.childStart = at;
      this.childKey = frame.isObject ? frame.key : undefined;
    }
  }

  /** A value ended at `end`; `value` is given when it was parsed already. */
  private valueEnded(end: number, value?: unknown): void {
    this.primitiveStart = -1;
    const frame = this.depth > 0 ? this.frames[this.depth - 1] : undefined;
    if (!frame) {
      if (this.docStart >= 0) {
        this.documents++;
        this.emit({ kind: 'document' }, this.docStart, end, value);
      }
      this.docStart = -1;
      return;
    }
    frame.afterValue = true;
    if (frame.isObject) frame.key = undefined;
    if (frame.emits && this.childStart >= 0) {
      const path: JsonItemPath =
        frame.name === undefined ? { kind: 'element' } : { kind: 'member', parent: frame.name, key: this.childKey };
      this.emit(path, this.childStart, end, value);
      this.childStart = -1;
    }
  }

  private emit(path: JsonItemPath, start: number, end: number, parsed?: unknown): void {
    this.checkValueSize(start, end);
    const value = parsed !== undefined ? parsed : parseValue(this.slice(start, end), start);
    this.items++;
    this.onItem({ path, value, offset: start });
  }

  /** Bytes [start, end) of the stream; `end` lies in the current chunk. */
  private slice(start: number, end: number): Buffer {
    const base = this.chunkBase;
    if (start >= base) return this.chunk.subarray(start - base, end - base);
    const pieces: Buffer[] = [];
    let partStart = this.partsBase;
    for (const part of this.parts) {
      const partEnd = partStart + part.length;
      if (partEnd > start) pieces.push(part.subarray(Math.max(0, start - partStart)));
      partStart = partEnd;
    }
    pieces.push(this.chunk.subarray(0, end - base));
    return Buffer.concat(pieces);
  }

  /** At the end of a chunk, keeps a copy of the bytes an unfinished capture will need. */
  private keepCapturedTail(): void {
    const floor = this.captureFloor();
    const chunkEnd = this.chunkBase + this.chunk.length;
    if (floor < 0) {
      this.parts = [];
      return;
    }
    this.checkValueSize(floor, chunkEnd);
    if (floor >= this.chunkBase) {
      this.parts = [Buffer.from(this.chunk.subarray(floor - this.chunkBase))];
      this.partsBase = floor;
      return;
    }
    while (this.parts.length > 0 && this.partsBase + this.parts[0].length <= floor) {
      this.partsBase += this.parts[0].length;
      this.parts.shift();
    }
    if (this.parts.length === 0) this.partsBase = this.chunkBase;
    this.parts.push(Buffer.from(this.chunk));
  }

  /** Refuses a value known to run from `start` to at least `end` when that is too large, before it is copied or parsed. */
  private checkValueSize(start: number, end: number): void {
    const max = this.limits.jsonValueBytes;
    if (end - start > max)
      throw new StreamSyntaxError(
        start,
        `a single JSON value here is larger than ${sizeText(max)}; this is not card data this importer can read`,
        { code: 'import.record-too-large', values: { max } },
      );
  }

  private captureFloor(): number {
    let floor = -1;
    for (const start of [this.docStart, this.childStart, this.keyStart, this.primitiveStart]) {
      if (start >= 0 && (floor < 0 || start < floor)) floor = start;
    }
    return floor;
  }
}
