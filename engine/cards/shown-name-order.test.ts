// The order of the names a Japanese window shows, over the real Duel Masters Japanese names (ja-names.csv): a name
// that opens with a bracket, a quote or a ♪ is filed by its words, as a Japanese card list files it, and shown whole.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readJaNamesCsv } from '../dm/ja-names.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { filedName, linesByShownName } from './shown-name-order.ts';

const { rows } = readJaNamesCsv(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'));
/** One line per Japanese name, as a search lists the cards. */
const lines = [...new Map(rows.map((r) => [r.japaneseName, { name: r.englishName, ja: r.japaneseName }])).values()];
const sorted = linesByShownName(lines, (line) => line.ja, 'ja').map((line) => line.ja);
const OPENING_MARK = /^[「『【“”"♪*]/u;
/** The name before `name` in the order, `name`, and the one after. */
const neighbours = (name: string) => sorted.slice(sorted.indexOf(name) - 1, sorted.indexOf(name) + 2);

describe('Japanese names filed by their words', () => {
  it('files a name in 「」 or quotes by the words inside, not ahead of every other name, and shows it whole', () => {
    const framed = lines.filter((line) => OPENING_MARK.test(line.ja));
    expect(framed.length).toBeGreaterThan(50);
    expect(sorted).toHaveLength(lines.length);
    // ICU collation puts punctuation before letters: unfiled, these names would all come first. Filed, they are spread
    // through the list (”BC”ヒット among the Latin B names, the 11th).
    expect(sorted.slice(0, 10).filter((name) => OPENING_MARK.test(name))).toEqual([]);
    expect(sorted.findLastIndex((name) => OPENING_MARK.test(name))).toBeGreaterThan(sorted.length / 2);
    // Among the ラ names, between ライク and ライフ, as ライジンオー見参 is.
    expect(neighbours('「ライジンオー見参！」')).toEqual([
      'ライク・ア・ローリング・ストーム',
      '「ライジンオー見参！」',
      'ライフプラン・Re:チャージャー',
    ]);
    // 謎 then the closing bracket, which sorts before any letter: just ahead of 謎帥の艦隊.
    expect(neighbours('「謎」の頂 Z（ゼータ）－ファイル')[2]).toBe('謎帥の艦隊');
    // A poem card among the な names, a quoted word by its kanji.
    expect(neighbours('♪なぜ離れ どこへ行くのか 君は今')).toEqual([
      'ナグナグ・チュリス',
      '♪なぜ離れ どこへ行くのか 君は今',
      'ナゾの光・リリアング',
    ]);
    expect(neighbours('“末法”チュリス')).toEqual(['幕間の妖精', '“末法”チュリス', '万象の超人']);
  });

  it('strips only the marks at either end, and keeps a name of marks alone', () => {
    expect(filedName('「謎」の頂 Z（ゼータ）－ファイル')).toBe('謎」の頂 Z（ゼータ）－ファイル');
    expect(filedName('*/弐幻サンドロニア/*')).toBe('弐幻サンドロニア');
    expect(filedName('【問2】 ノロン')).toBe('問2】 ノロン');
    expect(filedName('∞龍 ゲンムエンペラー')).toBe('∞龍 ゲンムエンペラー');
    expect(filedName('「」')).toBe('「」');
  });
});
