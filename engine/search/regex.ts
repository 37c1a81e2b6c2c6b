// Scryfall's regular expressions (name:/…/, o:/…/, t:/…/, ft:/…/; scryfall.com/docs/regular-expressions) as
// JavaScript ones over the search index's folded text: case aside, because that text is lower case; newline-
// sensitive (^ and $ at each paragraph of rules text); Scryfall's shorthands \sm, \ss, \spt, \spp and \smm; "~"
// for the card's own name. The pattern's literal characters are folded as the text was (foldCharacters), so
// "Æther" finds "aether" and an em dash a hyphen.
import { SearchSyntaxError } from './errors.ts';
import { foldCharacters } from '../text/fold.ts';

export interface SearchPattern {
  /** JavaScript RegExp source, to be run with the flags of PATTERN_FLAGS over folded text. */
  source: string;
  /** The pattern holds "~": it reads the text with the card's own names written "~". */
  selfReference: boolean;
  /** Folded text every match contains (RequiredText), for an index to narrow the rows first. */
  literals: string[];
}

/** Multiline: ^ and $ at every line. No "i": the text is folded to lower case, and so are the pattern's letters. */
export const PATTERN_FLAGS = 'm';

const NUMBER = '(?:[0-9]+|[x*])';
/** Scryfall's shorthands, longest first so \spt is not read as \sp followed by t. */
const SHORTHANDS: readonly (readonly [string, string])[] = [
  ['spt', `[-+]?${NUMBER}\\/[-+]?${NUMBER}`],
  ['spp', `\\+${NUMBER}\\/\\+${NUMBER}`],
  ['smm', `-${NUMBER}\\/-${NUMBER}`],
  // Any mana symbol (CR 107.4): numbers, colors, colorless, snow, X-Y-Z, half, infinity, hybrid and Phyrexian.
  ['sm', '\\{(?:[0-9]+|[wubrgcsxyz∞½]|h[wubrg]|[wubrgc2]\\/[wubrgcp](?:\\/p)?)\\}'],
  // Any symbol in braces: mana, {T}, {Q}, {E} and the rest (CR 107).
  ['ss', '\\{[^{}\\s]+\\}'],
];

const SPECIAL = new Set([...'\\^$.|?*+()[]{}/']);
/** A literal folded: its special characters escaped, and grouped when it folds to more than one ("æ+" is "(?:ae)+"). */
function literalSource(character: string): string {
  const folded = [...foldCharacters(character)];
  const escaped = folded.map((c) => (SPECIAL.has(c) ? `\\${c}` : c)).join('');
  return folded.length > 1 ? `(?:${escaped})` : escaped;
}

/** Where in the typed query a character of the pattern is, for the error's underline. */
interface PatternSource {
  text: string;
  /** Offset of text[0] in the query. */
  position: number;
}

function refuse(
  pattern: PatternSource,
  at: number,
  length: number,
  feature: 'lookahead' | 'lookbehind' | 'backreferences',
): never {
  throw new SearchSyntaxError(`regular expressions here do not support ${feature}`, pattern.position + at, length, {
    code: feature === 'backreferences' ? 'regex-backreference' : 'regex-lookaround',
  });
}

/**
 * Refused because V8's linear-time engine, which runs a pattern that backtracks too much (db/search/regexp.ts),
 * has neither: with them a pattern could run for minutes on one card. Scryfall supports no backreferences either.
 */
function checkGroupOpening(pattern: PatternSource, at: number): void {
  const rest = pattern.text.slice(at, at + 4);
  if (rest.startsWith('(?=') || rest.startsWith('(?!')) refuse(pattern, at, 3, 'lookahead');
  if (rest.startsWith('(?<=') || rest.startsWith('(?<!')) refuse(pattern, at, 4, 'lookbehind');
}

/** `\` and what follows at `at`: a shorthand expanded, a backreference refused, any other escape as written. */
function readEscape(pattern: PatternSource, at: number): { out: string; next: number } {
  const { text } = pattern;
  const following = text[at + 1];
  if (following === undefined) return { out: '\\', next: at + 1 };
  if (following === 's') {
    for (const [name, expansion] of SHORTHANDS) {
      if (text.startsWith(name, at + 1)) return { out: expansion, next: at + 1 + name.length };
    }
  }
  if (/[1-9]/.test(following) || (following === 'k' && text[at + 2] === '<')) refuse(pattern, at, 2, 'backreferences');
  return { out: `\\${following}`, next: at + 2 };
}

/** A bracket expression from `[` at `at`: its letters folded, anything that folds to a special character escaped. */
function readClass(pattern: PatternSource, at: number): { out: string; next: number } {
  const { text } = pattern;
  let out = '[';
  let i = at + 1;
  if (text[i] === '^') out += text[i++];
  // A "]" right after the opening is a literal in POSIX; JavaScript reads "[]" as an empty class, so escape it.
  if (text[i] === ']') {
    out += '\\]';
    i++;
  }
  while (i < text.length && text[i] !== ']') {
    if (text[i] === '\\' && i + 1 < text.length) {
      out += text.slice(i, i + 2);
      i += 2;
    } else {
      out += [...foldCharacters(text[i])].map((c) => (c === ']' || c === '\\' ? `\\${c}` : c)).join('');
      i++;
    }
  }
  return { out: i < text.length ? `${out}]` : out, next: i + 1 };
}

/** The character (a whole code point) at `at`. */
const codePointAt = (text: string, at: number) => String.fromCodePoint(text.codePointAt(at)!);

/**
 * The runs of literal text outside any group that every match contains, for an index to narrow the rows before
 * the pattern runs: none when the pattern is an alternation at its top level; a literal a quantifier makes
 * optional (?, *, {0,…}) left out.
 */
class RequiredText {
  private readonly runs: string[] = [];
  private run = '';
  /** The length of the last literal added to the run, which a quantifier after it applies to. */
  private last = 0;
  private depth = 0;
  private alternation = false;

  add(literal: string): void {
    if (this.depth > 0) return;
    this.run += literal;
    this.last = literal.length;
  }

  /** Something that is not a literal: the run ends. */
  end(): void {
    if (this.run !== '') this.runs.push(this.run);
    this.run = '';
    this.last = 0;
  }

  quantifier(allowsNone: boolean): void {
    if (allowsNone) this.run = this.run.slice(0, this.run.length - this.last);
    this.end();
  }

  openGroup(): void {
    this.end();
    this.depth++;
  }

  closeGroup(): void {
    this.end();
    this.depth = Math.max(0, this.depth - 1);
  }

  alternative(): void {
    if (this.depth === 0) this.alternation = true;
    this.end();
  }

  get literals(): string[] {
    this.end();
    return this.alternation ? [] : this.runs;
  }
}

/** A counted repeat at the start of `text`: {2}, {2,}, {0,3}; otherwise a brace is a literal (Annex B). */
const COUNTED_REPEAT_RE = /^\{(\d+)(?:,\d*)?\}/;
/** An escape of punctuation stands for that character; one of a letter or digit is a class, an anchor or a code. */
const isEscapedLiteral = (ch: string) => !/[\p{L}\p{N}]/u.test(ch);

/** The special characters outside a class: source as written, and what each means for the required text. */
function readSpecial(pattern: PatternSource, at: number, required: RequiredText): { out: string; next: number } {
  const ch = pattern.text[at];
  switch (ch) {
    case '(':
      checkGroupOpening(pattern, at);
      required.openGroup();
      break;
    case ')':
      required.closeGroup();
      break;
    case '|':
      required.alternative();
      break;
    case '?':
    case '*':
    case '+':
      required.quantifier(ch !== '+');
      break;
    case '{': {
      const repeat = COUNTED_REPEAT_RE.exec(pattern.text.slice(at));
      if (repeat) {
        required.quantifier(Number(repeat[1]) === 0);
        return { out: repeat[0], next: at + repeat[0].length };
      }
      required.add('{');
      break;
    }
    case '}':
      required.add('}');
      break;
    default:
      required.end();
  }
  return { out: ch, next: at + 1 };
}

/**
 * Reads the pattern written between the slashes of `o:/…/` (its first character at `position` in the query) as
 * a SearchPattern, or throws the SearchSyntaxError that says what is wrong with it and where.
 */
export function readPattern(text: string, position: number): SearchPattern {
  const pattern: PatternSource = { text, position };
  const required = new RequiredText();
  let source = '';
  let selfReference = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    let read: { out: string; next: number };
    if (ch === '\\') {
      read = readEscape(pattern, i);
      if (read.next === i + 2 && isEscapedLiteral(text[i + 1])) required.add(foldCharacters(text[i + 1]));
      else required.end();
    } else if (ch === '[') {
      read = readClass(pattern, i);
      required.end();
    } else if (ch === '~') {
      selfReference = true;
      read = { out: '~', next: i + 1 };
      required.end();
    } else if (ch === '/') {
      // The lexer ends the pattern at an unescaped slash, so one here came escaped; a RegExp source keeps it so.
      read = { out: '\\/', next: i + 1 };
      required.add('/');
    } else if (SPECIAL.has(ch)) {
      read = readSpecial(pattern, i, required);
    } else {
      const character = codePointAt(text, i);
      read = { out: literalSource(character), next: i + character.length };
      required.add(foldCharacters(character));
    }
    source += read.out;
    i = read.next;
  }
  checkCompiles(pattern, source);
  return { source, selfReference, literals: required.literals };
}

/** What V8 says of a pattern it cannot compile, without its "Invalid regular expression: /…/m: " preamble. */
function compileProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const colon = message.lastIndexOf(': ');
  return colon >= 0 ? message.slice(colon + 2) : message;
}

function checkCompiles(pattern: PatternSource, source: string): void {
  try {
    new RegExp(source, PATTERN_FLAGS);
  } catch (error) {
    const problem = compileProblem(error);
    throw new SearchSyntaxError(`not a regular expression: ${problem}`, pattern.position - 1, pattern.text.length + 2, {
      code: 'regex-invalid',
      params: { problem },
    });
  }
}
