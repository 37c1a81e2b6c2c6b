import { describe, expect, it } from 'vitest';
import {
  boundedMessage,
  checkSize,
  checkTextLimits,
  excerpt,
  InputLimitError,
  quoted,
  type InputLimits,
} from './limits.ts';

const LIMITS: InputLimits = { maxBytes: 1_000, maxLines: 5, maxLineLength: 20 };
const check = (text: string) => checkTextLimits(text, 'deck-list', LIMITS);

describe('excerpt: what an error may quote of the input', () => {
  it('keeps a short value as it is', () => {
    expect(excerpt('Lightning Bolt')).toBe('Lightning Bolt');
    expect(quoted('稲妻')).toBe('"稲妻"');
  });

  it('cuts a long value to its first characters, on a code point, and marks the cut', () => {
    expect(excerpt('x'.repeat(100_000))).toBe('x'.repeat(40) + '…');
    const emoji = '😀'.repeat(50);
    expect(excerpt(emoji, 9)).toBe('😀'.repeat(4) + '…');
  });

  it('counts escapes in the limit', () => {
    expect(excerpt('\u0007'.repeat(100), 12)).toBe('\\u0007\\u0007…');
  });

  it('escapes line ends, control characters and bidirectional overrides, so a message stays one line', () => {
    expect(excerpt('a\nb\rc\td\u0000e\u001bf\u202eg\u2028h', 60)).toBe('a\\nb\\rc\\td\\u0000e\\u001bf\\u202eg\\u2028h');
  });
});

describe('boundedMessage: a message put together from parts of the input', () => {
  it('cuts each quoted part to an excerpt and keeps the words around it', () => {
    const name = `Sideboard${' '.repeat(790)}x`;
    expect(boundedMessage(`line 2: no card named "${name}"; did you mean "Opt"?`)).toBe(
      `line 2: no card named "Sideboard${' '.repeat(31)}…"; did you mean "Opt"?`,
    );
  });

  it('bounds and escapes the whole message too', () => {
    expect(boundedMessage('x\n'.repeat(500), 20)).toBe('x\\nx\\nx\\nx\\nx\\nx\\nx…');
  });
});

describe('checkTextLimits: one pass before any parsing', () => {
  it('accepts a text within every limit, whatever its line ends', () => {
    expect(() => check('one\r\ntwo\rthree\nfour')).not.toThrow();
  });

  it('refuses a line longer than the limit, naming its line', () => {
    expect(() => check('ok\r\nok\r' + 'y'.repeat(21))).toThrow(
      /^line 3 of the deck list is 21 characters long; a line holds at most 20$/,
    );
  });

  it('refuses more lines than the limit', () => {
    expect(() => check('a\nb\nc\nd\ne\nf')).toThrow(/more than 5 lines/);
  });

  it('refuses a NUL character: a binary file, or UTF-16 without a byte order mark', () => {
    expect(() => check('a\nb\u0000')).toThrow(/not text \(a NUL character on line 2\)/);
  });

  it('refuses a text with control characters in a share no text has; a stray one is read', () => {
    const binary = Array.from({ length: 200 }, (_, i) => String.fromCharCode(1 + (i % 8))).join('a');
    expect(() => checkTextLimits(binary, 'deck-list', { ...LIMITS, maxLineLength: 1_000 })).toThrow(
      /^the deck list is not text \(200 control characters in 399\): a binary file$/,
    );
    expect(() => check('4 Opt\u0007\n4 Shock')).not.toThrow();
  });

  it('refuses a text over the size limit before reading its lines', () => {
    expect(() => check('z'.repeat(1_001))).toThrow(InputLimitError);
    expect(() => checkSize('deck-list', 5_000_000, 4_194_304, 'bytes')).toThrow(
      'the deck list is 5,000,000 bytes; Decklab reads at most 4,194,304',
    );
  });
});
