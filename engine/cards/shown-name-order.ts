// Lists in the order of the names a screen shows (a card's Japanese name in the Japanese window).

/**
 * Marks opening or closing a name that are not read out: punctuation (brackets and quotes 「」『』【】“”"", the
 * asterisks and slashes around 弐幻サンドロニア) and symbols such as the ♪ that opens a Duel Masters poem card.
 * Mathematical signs are words there (∞龍 reads むげんりゅう) and stay.
 */
const FRAMING_MARKS = /^[\p{P}\p{So}\s]+|[\p{P}\p{So}\s]+$/gu;

/**
 * A name as an index files it: without the marks that open or close it (FRAMING_MARKS), as a Japanese card list
 * files 「ライジンオー見参！」 among the ラ names and “末法”チュリス among the マ names, where ICU collation would put
 * every such name ahead of あ. A name of nothing but such marks is filed as it is.
 */
export function filedName(name: string): string {
  return name.replace(FRAMING_MARKS, '') || name;
}

/**
 * The lines in the order of the names a screen shows them by. `localName` is a line's name in the window's language,
 * undefined where the line has none (the screen then shows its English `name`). The named lines come first, compared
 * by the window language's collation (Intl.Collator: Japanese kana in gojūon order) of the name as filed (filedName),
 * the whole name then the English name settling ties; the lines without a local name follow, by their English names.
 * A Japanese reader looks for a name from あ down: the few untranslated cards (Champions of Kamigawa's flip cards) set
 * apart at the end, as a Japanese index sets its Latin-alphabet entries apart, rather than ahead of あ where the
 * collation puts Latin letters.
 */
export function linesByShownName<L extends { name: string }>(
  lines: readonly L[],
  localName: (line: L) => string | undefined,
  locale: string,
): L[] {
  const collator = new Intl.Collator(locale);
  return lines
    .map((line) => {
      const local = localName(line);
      const shown = local ?? line.name;
      return { line, untranslated: local === undefined, shown, filed: filedName(shown) };
    })
    .sort(
      (a, b) =>
        Number(a.untranslated) - Number(b.untranslated) ||
        collator.compare(a.filed, b.filed) ||
        collator.compare(a.shown, b.shown) ||
        collator.compare(a.line.name, b.line.name),
    )
    .map(({ line }) => line);
}
