// Splits a query into tokens: parentheses, "or"/"and", "-" negation, and terms (bare words, "quoted phrases",
// !exact names, keyword-operator-value). Positions are UTF-16 offsets into the query as typed.
import { SearchSyntaxError } from './errors.ts';

export type Operator = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

export interface TermToken {
  type: 'term';
  position: number;
  length: number;
  /** Lower-cased keyword and where it starts; absent for bare words and phrases. */
  keyword?: string;
  operator?: Operator;
  value: string;
  valuePosition: number;
  quoted: boolean;
  /** `!name`: the whole name, not a part of it. */
  exact: boolean;
  /** `keyword:/…/`: `value` is the regular expression written between the slashes, as typed. */
  regex?: boolean;
}

export type Token =
  { type: 'lparen' | 'rparen' | 'or' | 'and' | 'negate'; position: number; length: number } | TermToken;

const KEYWORD_TERM_RE = /^([A-Za-z]+)(>=|<=|!=|:|=|<|>)/;
const WHITESPACE_RE = /\s/;

const isBoundary = (ch: string | undefined) => ch === undefined || WHITESPACE_RE.test(ch) || ch === '(' || ch === ')';

/** Reads a double-quoted string starting at `start` (the opening quote); `\"` and `\\` escape. */
function readQuoted(query: string, start: number): { value: string; end: number } {
  let value = '';
  for (let i = start + 1; i < query.length; i++) {
    const ch = query[i];
    if (ch === '\\' && (query[i + 1] === '"' || query[i + 1] === '\\')) {
      value += query[++i];
    } else if (ch === '"') {
      return { value, end: i + 1 };
    } else {
      value += ch;
    }
  }
  throw new SearchSyntaxError('unclosed quote "\\""', start, query.length - start, { code: 'unclosed-quote' });
}

/** Reads a bare run of characters up to whitespace or a parenthesis. */
function readBare(query: string, start: number): { value: string; end: number } {
  let end = start;
  while (!isBoundary(query[end])) end++;
  return { value: query.slice(start, end), end };
}

/**
 * Reads a regular expression from the slash at `start` to the next unescaped one (scryfall.com/docs/regular-
 * expressions: `\\/` for a slash inside); spaces and parentheses inside belong to it. Flags are refused, as there.
 */
function readSlashed(query: string, start: number, keyword: string): { value: string; end: number } {
  for (let i = start + 1; i < query.length; i++) {
    if (query[i] === '\\') i++;
    else if (query[i] === '/') {
      if (!isBoundary(query[i + 1])) {
        const { end } = readBare(query, i + 1);
        throw new SearchSyntaxError(
          'a regular expression ends at its closing "/": no flags after it',
          i + 1,
          end - i - 1,
          {
            keyword,
            code: 'regex-flags',
          },
        );
      }
      return { value: query.slice(start + 1, i), end: i + 1 };
    }
  }
  throw new SearchSyntaxError('unclosed regular expression "/"', start, query.length - start, {
    keyword,
    code: 'regex-unclosed',
  });
}

function readValue(query: string, start: number): { value: string; end: number; quoted: boolean } {
  if (query[start] === '"') return { ...readQuoted(query, start), quoted: true };
  return { ...readBare(query, start), quoted: false };
}

function readKeywordTerm(query: string, start: number, match: RegExpExecArray): TermToken {
  const valuePosition = start + match[0].length;
  const keyword = match[1].toLowerCase();
  const regex = query[valuePosition] === '/';
  const { value, end, quoted } = regex
    ? { ...readSlashed(query, valuePosition, keyword), quoted: false }
    : readValue(query, valuePosition);
  return {
    type: 'term',
    position: start,
    length: end - start,
    keyword,
    operator: match[2] as Operator,
    value,
    // A pattern's value starts after its opening slash.
    valuePosition: regex ? valuePosition + 1 : valuePosition,
    quoted,
    exact: false,
    ...(regex && { regex }),
  };
}

function readExactName(query: string, start: number): TermToken {
  const { value, end, quoted } = readValue(query, start + 1);
  if (value.trim() === '')
    throw new SearchSyntaxError('"!" needs a card name after it', start, end - start, {
      code: 'exact-name-needs-name',
    });
  return { type: 'term', position: start, length: end - start, value, valuePosition: start + 1, quoted, exact: true };
}

function readWordOrTerm(query: string, start: number): Token {
  const match = KEYWORD_TERM_RE.exec(query.slice(start));
  if (match) return readKeywordTerm(query, start, match);
  const { value, end, quoted } = readValue(query, start);
  const length = end - start;
  if (!quoted && /^or$/i.test(value)) return { type: 'or', position: start, length };
  if (!quoted && /^and$/i.test(value)) return { type: 'and', position: start, length };
  return {
    type: 'term',
    position: start,
    length,
    value,
    valuePosition: quoted ? start + 1 : start,
    quoted,
    exact: false,
  };
}

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i];
    if (WHITESPACE_RE.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', position: i, length: 1 });
      i++;
      continue;
    }
    if (ch === '-') {
      if (isBoundary(query[i + 1]) && query[i + 1] !== '(')
        throw new SearchSyntaxError('"-" needs something to negate right after it', i, 1, {
          code: 'negation-needs-term',
        });
      tokens.push({ type: 'negate', position: i, length: 1 });
      i++;
      continue;
    }
    const token = ch === '!' ? readExactName(query, i) : readWordOrTerm(query, i);
    tokens.push(token);
    i = token.position + token.length;
  }
  return tokens;
}
