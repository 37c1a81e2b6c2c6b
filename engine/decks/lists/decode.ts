// Bytes to text for deck lists: UTF-8 with or without BOM, UTF-16 with a BOM or without, and Shift_JIS (Japanese
// Duel Masters and MTG lists saved by Windows tools) when the bytes are not valid UTF-8. Old Western
// Windows lists ("Æther" as the single byte 0xC6) are Windows-1252: Shift_JIS reads such bytes as
// half-width katakana, which Japanese card names do not use, so those tell the two apart.
import type { TextEncodingName } from './types.ts';

interface ByteOrderMark {
  bytes: number[];
  encoding: TextEncodingName;
}

const BOMS: readonly ByteOrderMark[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function bomOf(bytes: Uint8Array): ByteOrderMark | undefined {
  return BOMS.find((bom) => bom.bytes.every((b, i) => bytes[i] === b));
}

/** The text, or undefined when the bytes are not valid in that encoding. */
function strictDecode(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const HALF_WIDTH_KATAKANA = /[\uFF61-\uFF9F]/;

/** How many leading bytes decide whether a file without a BOM is UTF-16. */
const UTF16_SAMPLE_BYTES = 4096;

/**
 * UTF-16 saved without a BOM (some Windows tools do): a list's digits, spaces and line ends are ASCII, whose
 * high byte is NUL, so NUL bytes fall on one parity, odd offsets for little-endian, even for big-endian. A binary
 * file spreads its NULs over both. Undefined when the bytes do not look like UTF-16.
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes.length % 2 !== 0) return undefined;
  const sample = bytes.subarray(0, UTF16_SAMPLE_BYTES);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const units = sample.length / 2;
  // Most code units of a list are ASCII, and nearly every NUL is on one side.
  if (odd >= units / 4 && even <= odd / 20) return 'utf-16le';
  if (even >= units / 4 && odd <= even / 20) return 'utf-16be';
  return undefined;
}

/** How many bytes a UTF-8 sequence starting with this lead byte holds; 0 for a byte no sequence starts with. */
function utf8SequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * UTF-8 text cut inside its last character (a download or copy that stopped): the bytes before the unfinished
 * sequence are valid UTF-8 and hold other characters beyond ASCII, so they are not Shift_JIS or Windows-1252.
 * Undefined otherwise. Decoded, the unfinished character is U+FFFD.
 */
function utf8CutShort(bytes: Uint8Array): string | undefined {
  for (let tail = 1; tail <= 3 && tail < bytes.length; tail++) {
    const byte = bytes[bytes.length - tail];
    if ((byte & 0xc0) === 0x80) continue;
    if (utf8SequenceLength(byte) <= tail) return undefined;
    const before = strictDecode(bytes.subarray(0, bytes.length - tail), 'utf-8');
    // eslint-disable-next-line no-control-regex -- "beyond ASCII" is any character past U+007F
    return before !== undefined && /[^\u0000-\u007f]/.test(before) ? `${before}\uFFFD` : undefined;
  }
  return undefined;
}

/**
 * Decodes a deck file's bytes; the BOM, if any, is dropped. `cutShort` says the file is UTF-8 that ends inside a
 * character: the rest is read as UTF-8, where Shift_JIS or Windows-1252 would garble every line.
 */
export function decodeDeckBytes(bytes: Uint8Array): { text: string; encoding: TextEncodingName; cutShort?: true } {
  const bom = bomOf(bytes);
  if (bom)
    return { text: new TextDecoder(bom.encoding).decode(bytes.subarray(bom.bytes.length)), encoding: bom.encoding };
  const utf16 = bomlessUtf16(bytes);
  const wide = utf16 && strictDecode(bytes, utf16);
  if (utf16 && wide !== undefined) return { text: wide, encoding: utf16 };
  const utf8 = strictDecode(bytes, 'utf-8');
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  const cut = utf8CutShort(bytes);
  if (cut !== undefined) return { text: cut, encoding: 'utf-8', cutShort: true };
  const shiftJis = strictDecode(bytes, 'shift_jis');
  if (shiftJis !== undefined && !HALF_WIDTH_KATAKANA.test(shiftJis)) return { text: shiftJis, encoding: 'shift_jis' };
  return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
}

/** Text as given, or decoded bytes; a leading BOM character is dropped either way. */
export function decodeDeckInput(input: string | Uint8Array): {
  text: string;
  encoding: TextEncodingName;
  cutShort?: true;
} {
  if (typeof input !== 'string') return decodeDeckBytes(input);
  return { text: input.startsWith('\uFEFF') ? input.slice(1) : input, encoding: 'utf-8' };
}

/** Lines of a text whatever its line ends (CRLF, LF, old Mac CR); line i of the file is index i - 1. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** A lookup from a character offset in `text` to its 1-based line (binary search over line starts). */
export function lineAtOffset(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
