// Bounds every reader of user files checks before costly work, and the short escaped excerpt an error may
// quote: a hostile file costs time and memory in proportion to its size and is refused with one short line.
import type { Reason, ReasonCode, Reasoned } from './reasons.ts';

/** What a bounded reader reads, by id (a screen words it, `inputName.*`), and its English name in a message. */
export const INPUT_NAMES = { 'deck-list': 'deck list', 'collection-csv': 'collection CSV' } as const;
export type InputName = keyof typeof INPUT_NAMES;

/** A file refused whole because it is larger, longer or more binary than its reader accepts. */
export class InputLimitError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, code: ReasonCode, input: InputName, values: Record<string, number>) {
    super(message);
    this.name = 'InputLimitError';
    this.reason = { code, params: { input, ...values } };
  }
}

export interface InputLimits {
  /** Bytes of the file; a text is held to as many UTF-16 code units (it has no fewer bytes than those). */
  maxBytes: number;
  maxLines: number;
  /** UTF-16 code units in one line, line end excluded; Infinity when lines may be of any length (XML). */
  maxLineLength: number;
}

const EXCERPT_CHARS = 40;

/** Control characters, line and paragraph separators, bidirectional overrides: shown as \uXXXX (as the CLI shows them). */
// eslint-disable-next-line no-control-regex -- control characters are what this escapes
const UNPRINTABLE_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

const escapeChar = (c: string) => {
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
};

/**
 * At most `max` characters, for an error message: the input's start, cut on a code point, with "…" when
 * cut, unprintable characters escaped, so a message stays one short line whatever the input holds.
 */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  let out = '';
  for (const point of text.slice(0, max + 1)) {
    const shown = point.replace(UNPRINTABLE_RE, escapeChar);
    if (out.length + shown.length > max) return `${out}…`;
    out += shown;
  }
  return text.length > max ? `${out}…` : out;
}

const QUOTED_RE = /"([^"]*)"/g;
const MESSAGE_CHARS = 300;

/**
 * A message that quotes parts of the input ("…") made one short line: each quoted part cut to an excerpt,
 * then the whole. For messages put together where the input's size is not known.
 */
export function boundedMessage(message: string, max = MESSAGE_CHARS): string {
  return excerpt(
    message.replace(QUOTED_RE, (_, part: string) => `"${excerpt(part)}"`),
    max,
  );
}

/** The same as `excerpt`, in double quotes, for messages that name a value: `quantity "9e18"`. */
export const quoted = (text: string, max = EXCERPT_CHARS) => `"${excerpt(text, max)}"`;

const formatCount = (n: number) => n.toLocaleString('en-US');

/** Refuses an input over `max` bytes (before decoding) or characters (before any other work). */
export function checkSize(input: InputName, size: number, max: number, unit: 'bytes' | 'characters'): void {
  if (size > max)
    throw new InputLimitError(
      `the ${INPUT_NAMES[input]} is ${formatCount(size)} ${unit}; Decklab reads at most ${formatCount(max)}`,
      unit === 'bytes' ? 'input.too-many-bytes' : 'input.too-many-characters',
      input,
      { size, max },
    );
}

/**
 * Control characters other than tab and line ends that make a text binary: more than one in a hundred
 * characters, and more than a few (a stray one in a list typed by hand is not enough).
 */
const MAX_CONTROL_SHARE = 0.01;
const MIN_CONTROLS_OF_BINARY = 16;

const isControl = (c: number) => (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127;

/**
 * One pass over the text: refuses it when it is too long, is binary (a NUL character, or control characters
 * in a share no text has: what a binary file decoded as Windows-1252 gives), has too many lines, or a line
 * longer than the limit. Line numbers are 1-based, any line end counted.
 */
export function checkTextLimits(text: string, input: InputName, limits: InputLimits): void {
  const what = INPUT_NAMES[input];
  checkSize(input, text.length, limits.maxBytes, 'characters');
  let controls = 0;
  let line = 1;
  let lineStart = 0;
  const endLine = (end: number) => {
    if (end - lineStart > limits.maxLineLength) {
      throw new InputLimitError(
        `line ${line} of the ${what} is ${formatCount(end - lineStart)} characters long; a line holds at most ${formatCount(limits.maxLineLength)}`,
        'input.line-too-long',
        input,
        { line, length: end - lineStart, max: limits.maxLineLength },
      );
    }
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0)
      throw new InputLimitError(
        `the ${what} is not text (a NUL character on line ${line}): a binary file, or UTF-16 without a byte order mark`,
        'input.nul',
        input,
        { line },
      );
    if (isControl(c)) controls++;
    if (c !== 10 && c !== 13) continue;
    endLine(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    line++;
    lineStart = i + 1;
    if (line > limits.maxLines)
      throw new InputLimitError(
        `the ${what} has more than ${formatCount(limits.maxLines)} lines; Decklab reads at most that many`,
        'input.too-many-lines',
        input,
        { max: limits.maxLines },
      );
  }
  endLine(text.length);
  if (controls > MIN_CONTROLS_OF_BINARY && controls > text.length * MAX_CONTROL_SHARE) {
    throw new InputLimitError(
      `the ${what} is not text (${formatCount(controls)} control characters in ${formatCount(text.length)}): a binary file`,
      'input.binary',
      input,
      { controls, length: text.length },
    );
  }
}
