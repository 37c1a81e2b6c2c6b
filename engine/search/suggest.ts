// "Did you mean color:?": the known keywords nearest one the parser does not know, for its error.
import { KEYWORDS, type KeywordSpec } from './vocabulary.ts';

/**
 * Edits from `a` to `b`: a character added, dropped or changed, or two neighbours swapped (the optimal string
 * alignment distance), so "tpye" is one edit from "type", as a slip of the fingers is one mistake.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * How far a typed keyword may be from a known one to be its likely meaning: none for one or two letters (every
 * other short keyword is one edit away), one edit up to five letters, two beyond.
 */
function allowedEdits(typed: string): number {
  if (typed.length <= 2) return 0;
  return typed.length <= 5 ? 1 : 2;
}

/** A known keyword the typed word begins ("loyal" of "loyalty") is as near as one edit. */
function distanceTo(typed: string, known: string): number {
  return typed.length >= 3 && known.startsWith(typed)
    ? Math.min(1, editDistance(typed, known))
    : editDistance(typed, known);
}

/**
 * The spellings to suggest for an unknown keyword (lower case, as the lexer gives it): each nearest known keyword,
 * then the shortest other spelling of the same keyword (color → c), nearest first; none when nothing is near.
 */
export function nearestKeywords(typed: string, keywords: Readonly<Record<string, KeywordSpec>> = KEYWORDS): string[] {
  const allowed = allowedEdits(typed);
  if (allowed === 0) return [];
  const scored = Object.keys(keywords)
    .filter((known) => Math.abs(known.length - typed.length) <= allowed || known.startsWith(typed))
    .map((known) => ({ known, distance: distanceTo(typed, known) }))
    .filter(({ distance }) => distance <= allowed);
  const best = Math.min(...scored.map(({ distance }) => distance));
  const spellings = scored.filter(({ distance }) => distance === best).map(({ known }) => known);
  return [
    ...new Set(
      spellings.flatMap((known) => {
        const aliases = Object.keys(keywords).filter((other) => keywords[other] === keywords[known]);
        const shortest = aliases.reduce((a, b) => (b.length < a.length ? b : a));
        return [known, shortest];
      }),
    ),
  ];
}
