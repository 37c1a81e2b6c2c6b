// A Duel Masters card type line in Japanese, by the names the Japanese rules print for card types (DM 204.2) and
// special types (204.3): "Evolution Creature" → 進化クリーチャー, "Psychic Super Creature" → サイキック・スーパー・
// クリーチャー. A special type the rules do not name stays in English; so do races, which the sources give in English only.
import { lookup } from '../text/lookup.ts';
import { DM_CARD_TYPE_NAMES, DM_SPECIAL_TYPE_NAMES, type TypeWords } from './characteristics.ts';

/** A special type and card type the Japanese rules join with の: 禁断の鼓動 (307), 零龍の儀 (311, 812). */
const JOINED_WITH_NO: Readonly<Record<string, string>> = {
  'Forbidden Impulse': '禁断の鼓動',
  'Zeron Ceremony': '零龍の儀',
};

/** What a card with two card types writes between them (タマシード/クリーチャー, DM 315). */
const CARD_TYPE_SEPARATOR = '/';

const ENDS_IN_KATAKANA = /[\u30a1-\u30fa\u30fc]$/u;
const STARTS_WITH_KATAKANA = /^[\u30a1-\u30fa]/u;
/** A word the rules give no Japanese name for, kept in English ("Moonless Night"); D2, NEO and GR are not words. */
const ENGLISH_WORD = /[a-z]/;

/**
 * How Japanese writes two type words together: a "・" between katakana words (サイキック・クリーチャー), nothing after
 * kanji or letters (進化クリーチャー, GRクリーチャー, D2フィールド), a space beside a word left in English.
 */
function joinTypeWords(words: readonly string[]): string {
  return words.reduce((line, word) => {
    if (!line) return word;
    if (ENGLISH_WORD.test(line.at(-1)!) || ENGLISH_WORD.test(word[0])) return `${line} ${word}`;
    if (ENDS_IN_KATAKANA.test(line) && STARTS_WITH_KATAKANA.test(word)) return `${line}・${word}`;
    return line + word;
  }, '');
}

const japaneseSpecialType = (word: string) => lookup(DM_SPECIAL_TYPE_NAMES, word) ?? word;
const japaneseCardType = (word: string) => lookup(DM_CARD_TYPE_NAMES, word) ?? word;

/** The special types and card types of a type line (splitTypeLine's words) as the Japanese rules name them. */
export function japaneseTypeWords(words: TypeWords): string {
  const [special, type] = [words.supertypes.at(-1), words.types[0]];
  const joined = words.types.length === 1 && special ? lookup(JOINED_WITH_NO, `${special} ${type}`) : undefined;
  if (joined) return joinTypeWords([...words.supertypes.slice(0, -1).map(japaneseSpecialType), joined]);
  return joinTypeWords([
    ...words.supertypes.map(japaneseSpecialType),
    words.types.map(japaneseCardType).join(CARD_TYPE_SEPARATOR),
  ]);
}
