// The Japanese catalog's sentences around their values: Japanese sets no space between a word and the particle
// after it (が/を/で/に/は/の/と…), whatever the word is. A Latin value (an English card name, a set code, a number)
// is set apart from kana by the typesetter, not by a space in the text (W3C "Requirements for Japanese Text
// Layout", JLREQ 3.2.6 on the spacing between Japanese and Western characters: a quarter em the layout adds), so a
// value written with a space before its particle shows a stray space as soon as the value is Japanese.
import { describe, expect, it, vi } from 'vitest';
import { ja } from '../renderer/i18n/ja.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'ja' } }));
const { t } = await import('../renderer/i18n/index.ts');

/** Case particles and the topic particle a value can be followed or preceded by. */
const PARTICLE = '(?:が|を|で|に|は|の|と|へ|から|まで|より|も|や)';
const SPACE = '[ \\u3000]+';
/** A value, bare or in the quote marks a name is given. */
const VALUE = '「?\\{\\w+\\}」?';

/** "{format} で": a space between a value and its particle. */
const SPACE_BEFORE_PARTICLE = new RegExp(`${VALUE}${SPACE}${PARTICLE}`, 'u');
/**
 * "は {value}の": a particle, a space, then a value joined to the Japanese words after it. A value spaced on both sides
 * ("は {count} 枚") or closed by punctuation ("指定は {given}）") is a number set apart, another question than the
 * particle's.
 */
const SPACE_AFTER_PARTICLE = new RegExp(
  `${PARTICLE}${SPACE}${VALUE}(?=[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}])`,
  'u',
);

const offenders = (pattern: RegExp) =>
  Object.entries(ja)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text}`);

describe('the Japanese catalog', () => {
  it('never spaces a value from the particle after it', () => {
    expect(offenders(SPACE_BEFORE_PARTICLE)).toEqual([]);
  });

  it('never spaces a particle from a value joined to the words after it', () => {
    expect(offenders(SPACE_AFTER_PARTICLE)).toEqual([]);
  });

  it('reads whole with a Japanese value: the format and the files by name, no stray space', () => {
    const commander = t('formatName.commander');
    expect(t('validation.legal', { format: commander })).toBe(`「${commander}」で使用できます`);
    expect(t('validation.illegal', { format: commander })).toBe(`「${commander}」では使用できません`);
    const file = '統率者デッキ.txt';
    expect(t('data.sharedDmTitle', { file })).toBe(`${file}と保存済みのデュエル・マスターズのカード:`);
  });
});
