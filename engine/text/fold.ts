// One folding for every name comparison: deck lists, search and the database's name_folded columns.
// "Æther Vial" = "aether vial", "Lim-Dûl's Vault" = "lim-dul's vault", full-width ASCII = ASCII,
// katakana and hiragana kept apart (Japanese names are matched as written, NFKC-normalized).

const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const LIGATURE_RE = /[æœßøłđðþ]/g;
/** Quotes, double quotes and dashes as ASCII; any other whitespace, or a run of it, as one space. */
const PUNCTUATION: Record<string, string> = Object.fromEntries([
  ...[...'\u2018\u2019\u02bc\u00b4`'].map((c) => [c, "'"] as const),
  ...[...'\u201c\u201d'].map((c) => [c, '"'] as const),
  ...[...'\u2010\u2011\u2012\u2013\u2014\u2015\u2212'].map((c) => [c, '-'] as const),
]);
/** The quotes and dashes of PUNCTUATION. */
const QUOTE_DASH_RE = /[\u2018\u2019\u02bc\u00b4`\u201c\u201d\u2010-\u2015\u2212]/g;
/** What punctuationFolded changes, in one pass: the characters above, a whitespace run, whitespace but a plain space. */
const PUNCTUATION_RE = new RegExp(`${QUOTE_DASH_RE.source}|\\s{2,}|[^\\S ]`, 'g');
// Latin diacritics only: Japanese voiced marks (U+3099/U+309A) are part of the name.
const MARKS_RE = /[\u0300-\u036f]/g;
/**
 * Characters for which the three normalizations and the ligature and mark steps change nothing: ASCII and
 * the punctuation rules text is full of (dashes, curly quotes, bullet, minus). A string of only these takes
 * the short way, about ten times faster; the import folds every name and rules text it writes.
 */
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL: control characters take the short way too
const NEEDS_NORMALIZING_RE = /[^\x00-\x7f\u2010\u2012-\u2015\u2018\u2019\u201c\u201d\u2022\u2212]/;

export function foldName(name: string): string {
  return punctuationFolded(normalized(name));
}

/**
 * Rules text folded paragraph by paragraph: each line as foldName folds a name, the line breaks between them
 * kept (empty lines dropped), so a search's regular expression finds ^ and $ at each paragraph as Scryfall's do.
 */
export function foldText(text: string): string {
  if (!text.includes('\n')) return foldName(text);
  return text
    .split('\n')
    .map(foldName)
    .filter((line) => line !== '')
    .join('\n');
}

/** One character or more folded as foldName folds them, whitespace left as it is: a regular expression's literals. */
export function foldCharacters(text: string): string {
  return normalized(text).replace(QUOTE_DASH_RE, (match) => PUNCTUATION[match]);
}

/** Case, width, ligatures and Latin diacritics folded. */
function normalized(text: string): string {
  if (!NEEDS_NORMALIZING_RE.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(LIGATURE_RE, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .normalize('NFC');
}

function punctuationFolded(text: string): string {
  return text.replace(PUNCTUATION_RE, (match) => PUNCTUATION[match] ?? ' ').trim();
}
