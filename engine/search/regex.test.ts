// Scryfall's regular expressions (scryfall.com/docs/regular-expressions) read into JavaScript ones over the
// index's folded text, checked on real rules text from ../shared/data.
import { describe, expect, it } from 'vitest';
import { PATTERN_FLAGS, readPattern } from './regex.ts';
import { SearchSyntaxError } from './errors.ts';
import { foldName, foldText } from '../text/fold.ts';
import { mtgjsonSet } from '../../test/real-cards.ts';

/** Whether the pattern written between the slashes finds `text` once the text is folded as the index folds it. */
const finds = (pattern: string, text: string) =>
  new RegExp(readPattern(pattern, 0).source, PATTERN_FLAGS).test(foldText(text));

/** A real card's rules text, by name, from one MTGJSON set file. */
function rulesText(set: string, name: string): string {
  const entry = mtgjsonSet(set).cards.find((c) => c.name === name);
  if (!entry?.text) throw new Error(`${name} has no rules text in ${set}`);
  return entry.text;
}

function refusal(pattern: string, at: number): SearchSyntaxError {
  try {
    readPattern(pattern, at);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error(`/${pattern}/ was read without an error`);
}

describe('Scryfall regular expressions over folded rules text', () => {
  const woodlandMystic = rulesText('M20', 'Woodland Mystic'); // "{T}: Add {G}."
  const haraldText = rulesText('KHM', 'Harald, King of Skemfar'); // "Menace (…)\nWhen Harald, King of Skemfar enters…"

  it('is case-insensitive: the letters of the pattern are folded as the text is', () => {
    expect(finds('^{T}: Add {G}\\.$', woodlandMystic)).toBe(true);
    expect(finds('ADD {g}', woodlandMystic)).toBe(true);
  });

  it('is newline-sensitive: ^ and $ at each paragraph, and . does not cross one', () => {
    expect(finds('^when harald', haraldText)).toBe(true);
    expect(finds('creatures\\.\\)$', haraldText)).toBe(true);
    expect(finds('menace.*when', haraldText)).toBe(false);
    expect(finds('menace(.|\\n)*when', haraldText)).toBe(true);
  });

  it('keeps the escapes of character classes as written (\\S is not lower-cased into \\s)', () => {
    expect(finds('^\\S+$', 'Flying')).toBe(true);
    expect(finds('^\\s+$', 'Flying')).toBe(false);
    expect(finds('\\W{T}\\W', woodlandMystic)).toBe(false);
    expect(finds('\\{T\\}', woodlandMystic)).toBe(true);
  });

  it('folds literals as names are folded: ligatures, accents, curly quotes and dashes', () => {
    expect(finds('Æther', 'aether vial')).toBe(true);
    expect(finds('æ+r', 'aeaer')).toBe(true);
    expect(finds('lim-dûl', "Lim-Dûl's Vault")).toBe(true);
    expect(finds('urza’s', "Urza's Saga")).toBe(true);
    expect(finds('adamant — if', rulesText('ELD', 'Ardenvale Paladin'))).toBe(true);
    expect(finds('s[ÉE]ance', 'Séance')).toBe(true);
  });

  it.each([
    ['sm', '{2/W}', true],
    ['sm', '{G/U/P}', true],
    ['sm', '{X}', true],
    ['sm', '{12}', true],
    ['sm', '{C}', true],
    ['sm', '{T}', false],
    ['ss', '{T}', true],
    ['ss', '{E}', true],
    ['spt', 'a 3/3 green Elk', true],
    ['spt', 'a */* creature', true],
    ['spt', 'X/X', true],
    ['spp', 'gets +2/+0', true],
    ['spp', 'gets -2/-0', false],
    ['smm', 'gets -1/-1', true],
    ['smm', 'gets +1/+1', false],
  ])('Scryfall shorthand \\%s on "%s": %s', (shorthand, text, found) => {
    expect(finds(`\\${shorthand}`, text)).toBe(found);
  });

  it('reads \\sm inside a longer pattern: "{T}: Add \\sm"', () => {
    expect(finds('^{t}: add \\sm\\.$', woodlandMystic)).toBe(true);
    expect(finds('^{t}: add \\sm\\sm', woodlandMystic)).toBe(false);
  });

  it('marks a pattern with "~" as reading the text with the card\'s own names as "~"', () => {
    expect(readPattern('~ deals \\d+ damage', 0).selfReference).toBe(true);
    expect(readPattern('deals \\d+ damage', 0).selfReference).toBe(false);
  });

  it('keeps an escaped slash as a slash', () => {
    expect(finds('\\+1\\/\\+1', 'put a +1/+1 counter')).toBe(true);
  });
});

describe('what Scryfall refuses, and patterns that are not regular expressions', () => {
  it.each([
    ['(?=flying)', 'lookahead', 'regex-lookaround', 2],
    ['a(?!b)', 'lookahead', 'regex-lookaround', 3],
    ['(?<=when )~', 'lookbehind', 'regex-lookaround', 2],
    ['(a)\\1', 'backreferences', 'regex-backreference', 5],
    ['(?<x>a)\\k<x>', 'backreferences', 'regex-backreference', 9],
  ])('/%s/ is refused: no %s', (pattern, feature, code, position) => {
    const error = refusal(pattern, 2);
    expect(error.toJSON()).toMatchObject({
      code,
      reason: `regular expressions here do not support ${feature}`,
      position,
    });
  });

  it('says what V8 found wrong, underlining the pattern with its slashes', () => {
    const error = refusal('draw (a card', 3);
    expect(error.toJSON()).toMatchObject({
      code: 'regex-invalid',
      reason: 'not a regular expression: Unterminated group',
      position: 2,
      length: 14,
    });
  });

  it('folds the name it is given the same way foldName does, so a pattern and a name meet', () => {
    const name = 'Ｌｌａｎｏｗａｒ Elves';
    expect(new RegExp(`^${readPattern(name, 0).source}$`, PATTERN_FLAGS).test(foldName('Llanowar Elves'))).toBe(true);
  });
});

describe('the text every match contains, for the index to narrow the rows first', () => {
  it.each([
    ['^{T}: add \\sm', ['{t}: add ']],
    ['~ deals \\d+ damage', [' deals ', ' damage']],
    ['draws? a card', ['draw', ' a card']],
    ['counters{0,1} on', ['counter', ' on']],
    ['\\+1\\/\\+1 counter', ['+1/+1 counter']],
    ['Æther (vial|flash)', ['aether ']],
    ['flying|reach', []],
    ['(?:flying|reach) and', [' and']],
    ['^$', []],
  ])('/%s/ → %j', (pattern, literals) => {
    expect(readPattern(pattern, 0).literals).toEqual(literals);
  });
});
