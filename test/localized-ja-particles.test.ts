// The Japanese catalog's sentences around their values: Japanese sets no space between a word and the particle
// after it (が/を/で/に/は/の/と…), whatever the word is, nor between a number and its counter (60枚, 3件, 2ターン目).
// A Latin value (an English card name, a set code, a number) is set apart from kana by the typesetter, not by a
// space in the text (W3C "Requirements for Japanese Text Layout", JLREQ 3.2.6 on the spacing between Japanese and
// Western characters: a quarter em the layout adds; Microsoft's Japanese Style Guide likewise puts no space between
// half-width digits and full-width text), so a value written with a space before its particle shows a stray space
// as soon as the value is Japanese, and a spaced count reads "60 枚" beside the catalog's "60枚".
import { describe, expect, it, vi } from 'vitest';
import { ja } from '../renderer/i18n/ja.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'ja' } }));
const { t, tn } = await import('../renderer/i18n/index.ts');

/** Case particles and the topic particle a value can be followed or preceded by. */
const PARTICLE = '(?:が|を|で|に|は|の|と|へ|から|まで|より|も|や)';
const SPACE = '[ \\u3000]+';
/** A value, bare or in the quote marks a name is given. */
const VALUE = '「?\\{\\w+\\}」?';

/** "{format} で": a space between a value and its particle. */
const SPACE_BEFORE_PARTICLE = new RegExp(`${VALUE}${SPACE}${PARTICLE}`, 'u');
/**
 * "は {value}の": a particle, a space, then a value joined to the Japanese words after it. A value closed by punctuation
 * is the numbers' question below when it is a number; a number before its counter is the counters' question.
 */
const SPACE_AFTER_PARTICLE = new RegExp(
  `${PARTICLE}${SPACE}${VALUE}(?=[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}])`,
  'u',
);

/**
 * The counters and quantity words a number is written against: 枚 (cards), 件 (items, records), 種 (kinds of card),
 * ターン目 (turn n), 手目 (pick n), and the rest the catalog counts in. Longer forms (枚目, 種類, 行目) start with one here.
 */
const COUNTER =
  '(?:枚|件|種|行|手目|個|回|度|人|体|本|組|つ|番|パック|ゲーム|デッキ|ファイル|レコード|ページ|バイト|文字|段|倍|ミリ秒|秒|色|ターン|ドル|以上|以下|未満)';
/** A number: a value or half-width digits (not the digits ending a Latin word such as "brawl-100"), or a range of them. */
const NUMBER_PART = String.raw`(?:\{\w+\}|(?<![\w.-])\d[\d,]*)`;
const NUMBER = `${NUMBER_PART}(?:[〜/]${NUMBER_PART})*`;
/** Japanese text a count can follow: kana, kanji, the prolonged sound mark and Japanese punctuation. */
const JAPANESE = String.raw`[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々、。」』）]`;

/** "{count} 枚": a space between a number and its counter. */
const SPACE_BEFORE_COUNTER = new RegExp(`${NUMBER}${SPACE}${COUNTER}`, 'u');
/** "土地 {lands}枚", "第 {pack}パック": a space between Japanese text and the count after it. */
const SPACE_BEFORE_COUNT = new RegExp(`${JAPANESE}${SPACE}${NUMBER}${COUNTER}`, 'u');

/**
 * The values that hold Latin text, never a number: a space may set them apart from the Japanese word before them as
 * it does the catalog's Latin words ("Decklab が", "MTGO の"). Every other value (a number, a figure, a date, or a name
 * that may be Japanese) is joined to the Japanese beside it.
 */
const LATIN_TEXT_VALUES: Record<string, string> = {
  container: 'an archive format by its Latin name (ZIP, gzip): "ZIP 形式"',
  set: 'a set code as the card data writes it (M21, DM-18): "セット M21"',
  field: 'a record field by its name in the file (mana_cost, Set): "項目 mana_cost"',
  value:
    'a field value as the file writes it, quoted JSON or text: the sentence says it is not the number it should be',
  card: 'a color identity in the letters of the rules (CR 105.1: W U B R G): "固有色 WU"',
  commander: 'a color identity in the letters of the rules, as card',
  pool: 'a pool by the name the player gave it, most often Latin ("M21 night"), after the label プール as a set code after セット',
  moves: 'the editor\'s board keys as their letters (M/C/O/S/Y), a key before what it does as "Del 外す"',
};
const TEXT_VALUE = `\\{(?:${Object.keys(LATIN_TEXT_VALUES).join('|')})\\}`;
/**
 * A number standing as a word: a value that is no Latin text, or half-width digits (a sign, a decimal point, a percent
 * sign) that are no part of a Latin word or code ("CR 103.5", "UTF-16", "f:brawl-100", "cn>=270"), or a range of them.
 */
const NUMBER_WORD_PART = String.raw`(?:(?!${TEXT_VALUE})\{\w+\}|(?<![\x21-\x7E])[-+−]?\d[\d,.]*)%?`;
const NUMBER_WORD = `${NUMBER_WORD_PART}(?:[〜–/]${NUMBER_WORD_PART})*`;
/** Japanese text a number can stand beside: kana, kanji, the prolonged sound mark, Japanese brackets and punctuation. */
const JAPANESE_BESIDE = String.raw`[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々、。「」『』（）：]`;
/** "手札の枚数は 1〜7 です", "占術 1 を", "50% 以上": a number spaced from the Japanese before or after it. */
const SPACED_NUMBER = new RegExp(
  `${JAPANESE_BESIDE}${SPACE}${NUMBER_WORD}(?![\\w.])|(?<![\\w.])${NUMBER_WORD}${SPACE}${JAPANESE_BESIDE}`,
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

  it('never spaces a number from its counter', () => {
    expect(offenders(SPACE_BEFORE_COUNTER)).toEqual([]);
  });

  it('never spaces a count from the Japanese text before it', () => {
    expect(offenders(SPACE_BEFORE_COUNT)).toEqual([]);
  });

  // Japanese sets a number in its sentence without spaces, as the Japanese rules print it: 「占術1を行う」 and
  // 「占術Nを行う」 (Comprehensive Rules 701.18a, Japanese), 「コスト4以下」 (Duel Masters rules); JLREQ 3.2.6 leaves
  // the gap between a digit and kana to the layout.
  it('never spaces a number from the Japanese text beside it', () => {
    expect(offenders(SPACED_NUMBER)).toEqual([]);
  });

  it('knows the spaced numbers it is asked to find, and lets Latin text and codes stand apart', () => {
    for (const spaced of [
      '手札の枚数は 1〜7 です',
      '占術 1 を行う',
      '50% 以上',
      'バージョン {version}を',
      '版 {printings}',
    ])
      expect(spaced).toMatch(SPACED_NUMBER);
    for (const apart of [
      '（CR 103.5）',
      'UTF-16 です',
      'f:brawl-100 は',
      'cn>=270 は',
      'セット {set}に',
      '{kept} MB で',
    ])
      expect(apart).not.toMatch(SPACED_NUMBER);
  });

  it('reads a count as one word: the number joined to its counter and to the sentence', () => {
    expect(tn('count.cards', 60)).toBe('60枚');
    expect(t('problem.deck.size.atLeast', { boards: t('board.main'), count: 40, min: 60 })).toBe(
      `${t('board.main')}は40枚です（60枚以上にしてください）`,
    );
    expect(t('pools.draft.progress', { pack: 2, packs: 3, pick: 5 })).toBe('第2/3パック・5手目');
    expect(t('advice.figure.landDrop', { turn: 4 })).toBe('4ターン目まで毎ターン土地');
  });

  // A label takes ": " before its value through the whole catalog (over a hundred strings), so two screens never set
  // the same label two ways; the full-width colon stays only in the game's official Japanese name.
  it('sets every label apart from its value with the same colon', () => {
    const OFFICIAL_NAMES = ['マジック：ザ・ギャザリング'];
    const fullWidth = Object.entries(ja)
      .filter(([, text]) => OFFICIAL_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text).includes('：'))
      .map(([key, text]) => `${key}: ${text}`);
    expect(fullWidth).toEqual([]);
    expect(t('goldfish.formatPlayed', { format: t('formatName.commander') })).toBe(
      `フォーマット: ${t('formatName.commander')}`,
    );
  });

  it('reads whole with a Japanese value: the format and the files by name, no stray space', () => {
    const commander = t('formatName.commander');
    expect(t('validation.legal', { format: commander })).toBe(`「${commander}」で使用できます`);
    expect(t('validation.illegal', { format: commander })).toBe(`「${commander}」では使用できません`);
    const file = '統率者デッキ.txt';
    expect(t('data.sharedDmTitle', { file })).toBe(`${file}と保存済みのデュエル・マスターズのカード:`);
  });
});
