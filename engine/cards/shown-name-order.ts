// Lists in the order of the names a screen shows (a card's Japanese name in the Japanese window).

/**
 * The lines in the order of the names a screen shows them by, compared by the window language's collation
 * (Intl.Collator: Japanese kana in gojūon order), the English name settling ties.
 */
export function linesByShownName<L extends { name: string }>(
  lines: readonly L[],
  shownName: (line: L) => string,
  locale: string,
): L[] {
  const collator = new Intl.Collator(locale);
  return lines
    .map((line) => ({ line, shown: shownName(line) }))
    .sort((a, b) => collator.compare(a.shown, b.shown) || collator.compare(a.line.name, b.line.name))
    .map(({ line }) => line);
}
