// Inputs for the fuzz suite: garbage bytes, text made of the pieces a format is written in (and of pieces that
// broke parsers before: runs of whitespace, digits, brackets), and real files from ../shared/data with pieces
// spliced in. A run of one short pattern repeated thousands of times is where a backtracking pattern shows.
import fc from 'fast-check';

/** Whitespace, line ends and characters that have upset text handling somewhere. */
export const AWKWARD_PIECES = [
  ' ',
  '  ',
  '\t',
  '\u3000',
  '\u00a0',
  '\r\n',
  '\n',
  '\r',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\u202e',
  '\u0085',
  '\ud800',
  '😀',
  'Æ',
  '0',
  '9',
  '１',
  '"',
  "'",
  '\\',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '&',
  '=',
  '+',
  '-',
  '@',
  ':',
  ',',
  ';',
  '|',
  '*',
  '/',
  '#',
];

/** Text of the pieces: a random sequence of them, or a prefix, one short pattern repeated up to `maxRepeat` times, and a suffix. */
export function piecesText(pieces: readonly string[], maxRepeat = 3_000): fc.Arbitrary<string> {
  const piece = fc.constantFrom(...pieces, ...AWKWARD_PIECES);
  const join = (parts: string[]) => parts.join('');
  return fc.oneof(
    fc.array(piece, { maxLength: 300 }).map(join),
    fc
      .tuple(
        fc.array(piece, { maxLength: 6 }),
        fc.array(piece, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: maxRepeat }),
        fc.array(piece, { maxLength: 6 }),
      )
      .map(([prefix, unit, times, suffix]) => join(prefix) + join(unit).repeat(times) + join(suffix)),
    fc.string({ unit: 'binary', maxLength: 400 }),
  );
}

/** A real text with up to five edits: a slice removed and a piece (possibly repeated) put in its place. */
export function spliced(texts: readonly string[], pieces: readonly string[]): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat(), fc.nat({ max: 40 }), piecesText(pieces, 500));
  return fc.tuple(fc.constantFrom(...texts), fc.array(edit, { maxLength: 5 })).map(([text, edits]) =>
    edits.reduce((t, [at, remove, insert]) => {
      const i = t.length === 0 ? 0 : at % t.length;
      return t.slice(0, i) + insert + t.slice(i + remove);
    }, text),
  );
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function utf16le(text: string, bom: boolean): Uint8Array {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const at = (bom ? 2 : 0) + i * 2;
    bytes[at] = text.charCodeAt(i) & 0xff;
    bytes[at + 1] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

/** Text as a file's bytes: UTF-8 with or without a BOM, UTF-16 with or without one. */
export function asFileBytes(text: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> {
  const encodings = ['utf-8', 'utf-8 bom', 'utf-16le bom', 'utf-16le'] as const;
  return fc.tuple(text, fc.constantFrom(...encodings)).map(([t, encoding]) => {
    if (encoding.startsWith('utf-16le')) return utf16le(t, encoding.endsWith('bom'));
    const utf8 = new TextEncoder().encode(t);
    return encoding === 'utf-8' ? utf8 : Uint8Array.from([...UTF8_BOM, ...utf8]);
  });
}

/** Garbage bytes, and text of the pieces or a spliced real file, as a file's bytes. */
export function fileBytes(texts: readonly string[], pieces: readonly string[]): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 4_000 }),
    asFileBytes(piecesText(pieces)),
    asFileBytes(spliced(texts, pieces)),
  );
}
