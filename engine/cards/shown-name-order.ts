// Lists in the order of the names a screen shows (a card's Japanese name in the Japanese window).

/**
 * The lines in the order of the names a screen shows them by. `localName` is a line's name in the window's language,
 * undefined where the line has none (the screen then shows its English `name`). The named lines come first, compared
 * by the window language's collation (Intl.Collator: Japanese kana in gojūon order), the English name settling ties;
 * the lines without a local name follow, by their English names. A Japanese reader looks for a name from あ down:
 * the few untranslated cards (Champions of Kamigawa's flip cards) set apart at the end, as a Japanese index sets its
 * Latin-alphabet entries apart, rather than ahead of あ where the collation puts Latin letters.
 */
export function linesByShownName<L extends { name: string }>(
  lines: readonly L[],
  localName: (line: L) => string | undefined,
  locale: string,
): L[] {
  const collator = new Intl.Collator(locale);
  return lines
    .map((line) => ({ line, local: localName(line) }))
    .sort(
      (a, b) =>
        Number(a.local === undefined) - Number(b.local === undefined) ||
        collator.compare(a.local ?? a.line.name, b.local ?? b.line.name) ||
        collator.compare(a.line.name, b.line.name),
    )
    .map(({ line }) => line);
}
