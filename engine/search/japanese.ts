// Which search terms are Japanese: those are matched against the cards' Japanese text instead of the English.

/** Kana (hiragana, katakana, the prolonged-sound mark) or kanji: a term with any of them is Japanese. */
const JAPANESE_RE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;

export function isJapanese(text: string): boolean {
  return JAPANESE_RE.test(text);
}
