// Scryfall-style query → SearchQuery. Grammar (implicit AND binds tighter than OR):
//   query  := or
//   or     := and ("or" and)*
//   and    := unary (["and"] unary)*
//   unary  := "-" unary | "(" or ")" | term
// `order:`, `direction:`, `unique:` and `prefer:` shape the result rather than filter it, so they may only stand in the
// top-level AND (parenthesized ANDs included), once each, never under "or" or "-".
import type { Direction, Filter, OrderField, PatternField, Prefer, SearchQuery, Unique } from './ast.ts';
import { readPattern } from './regex.ts';
import { SearchSyntaxError } from './errors.ts';
import { tokenize, type TermToken, type Token } from './lexer.ts';
import {
  EQUALITY,
  readCode,
  readColors,
  readDevotion,
  readGame,
  readHas,
  readIs,
  readBlock,
  readCheapest,
  readFrame,
  readLang,
  readMana,
  readNew,
  readNumber,
  readOwned,
  readPrice,
  readPrintCount,
  readPrintedIn,
  readProduces,
  readRarity,
  readCollectorNumber,
  readReleased,
  readText,
  readPrintingWord,
  readWatermark,
  requireOperator,
  spanOf,
  termError,
  unsupportedError,
} from './values.ts';
import {
  DIRECTIONS,
  GAMES,
  KEYWORDS,
  ORDERS,
  PREFERENCES,
  UNIQUES,
  UNSUPPORTED_KEYWORDS,
  UNSUPPORTED_PREFERENCES,
  type KeywordSpec,
} from './vocabulary.ts';
import { lookup } from '../text/lookup.ts';
import { nearestKeywords } from './suggest.ts';
import type { Game } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import { legalityKey } from '../mtg/legalities.ts';

type Directive =
  | { kind: 'order'; order: string; term: TermToken }
  | { kind: 'direction'; direction: string; term: TermToken }
  | { kind: 'unique'; unique: string; term: TermToken }
  | { kind: 'prefer'; prefer: string; term: TermToken };

/** What the parser builds before directives are lifted out of the tree. */
type Node = Filter | Directive | { kind: 'and' | 'or'; filters: Node[] } | { kind: 'not'; filter: Node };

/**
 * The longest query read (as cards.search takes it), the most terms it may hold (the SQL it compiles to nests
 * a subquery per term, and SQLite refuses a few hundred), and the deepest nesting of "(" and "-" in it.
 */
export const SEARCH_QUERY_LIMITS = { maxLength: 2_000, maxTerms: 100, maxNesting: 32 } as const;

/** Control characters no query typed holds; SQLite's full-text search stops at a NUL. */
// eslint-disable-next-line no-control-regex -- the query is checked for exactly these control characters
const CONTROL_CHARACTER_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Refuses a query over the length limit, or holding control characters, before it is tokenized. */
function checkQueryText(query: string): void {
  const { maxLength } = SEARCH_QUERY_LIMITS;
  if (query.length > maxLength) {
    throw new SearchSyntaxError(
      `the query is ${query.length} characters long; a query holds at most ${maxLength}`,
      maxLength,
      query.length - maxLength,
    );
  }
  const control = CONTROL_CHARACTER_RE.exec(query);
  if (control) throw new SearchSyntaxError('a query cannot hold control characters', control.index, 1);
}

function checkTermCount(tokens: readonly Token[]): void {
  const { maxTerms } = SEARCH_QUERY_LIMITS;
  const terms = tokens.filter((t) => t.type === 'term');
  if (terms.length > maxTerms)
    throw new SearchSyntaxError(`more than ${maxTerms} terms`, terms[maxTerms].position, terms[maxTerms].length);
}

const isDirective = (node: Node): node is Directive =>
  node.kind === 'order' || node.kind === 'direction' || node.kind === 'unique' || node.kind === 'prefer';

class Parser {
  private index = 0;
  /** "(" and "-" open around the token being read; bounded, so the recursion is. */
  private depth = 0;
  private readonly tokens: Token[];
  private readonly query: string;

  /** The one game the query asks for by a game: term that is not negated, if any: c:/id: then read that game's colors. */
  private readonly game: Game | undefined;

  constructor(query: string) {
    this.query = query;
    checkQueryText(query);
    this.tokens = tokenize(query);
    checkTermCount(this.tokens);
    const games = new Set(
      this.tokens.flatMap((token, i) => {
        if (
          token.type !== 'term' ||
          lookup(KEYWORDS, token.keyword ?? '')?.kind !== 'game' ||
          this.tokens[i - 1]?.type === 'negate'
        )
          return [];
        const game = lookup(GAMES, token.value.trim().toLowerCase());
        return game ? [game] : [];
      }),
    );
    this.game = games.size === 1 ? [...games][0] : undefined;
  }

  parse(): Node {
    if (this.tokens.length === 0) return { kind: 'all' };
    const node = this.parseOr();
    const extra = this.peek();
    if (extra)
      throw new SearchSyntaxError(
        `unmatched "${this.query.slice(extra.position, extra.position + extra.length)}"`,
        extra.position,
        extra.length,
        { code: 'unexpected' },
      );
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private parseOr(): Node {
    const branches = [this.parseAnd()];
    while (this.peek()?.type === 'or') {
      const or = this.tokens[this.index++];
      if (this.endsGroup())
        throw new SearchSyntaxError('"or" needs a term after it', or.position, or.length, { code: 'needs-term-after' });
      branches.push(this.parseAnd());
    }
    return branches.length === 1 ? branches[0] : { kind: 'or', filters: branches };
  }

  private endsGroup(): boolean {
    const next = this.peek();
    return next === undefined || next.type === 'rparen' || next.type === 'or';
  }

  private parseAnd(): Node {
    const first = this.peek();
    if (first?.type === 'or' || first?.type === 'and') {
      throw new SearchSyntaxError(`"${first.type}" needs a term before it`, first.position, first.length, {
        code: 'needs-term-before',
      });
    }
    const items: Node[] = [];
    while (!this.endsGroup()) {
      if (this.peek()!.type === 'and') {
        const and = this.tokens[this.index++];
        if (this.endsGroup())
          throw new SearchSyntaxError('"and" needs a term after it', and.position, and.length, {
            code: 'needs-term-after',
          });
      }
      items.push(this.parseUnary());
    }
    return items.length === 1 ? items[0] : { kind: 'and', filters: items };
  }

  private parseUnary(): Node {
    const token = this.tokens[this.index++];
    switch (token.type) {
      case 'negate':
        return this.nested(token, () => ({ kind: 'not', filter: this.parseUnary() }));
      case 'lparen':
        return this.nested(token, () => this.parseGroup(token));
      case 'term':
        return termNode(token, this.game);
      default:
        throw new SearchSyntaxError(
          `unexpected "${this.query.slice(token.position, token.position + token.length)}"`,
          token.position,
          token.length,
          { code: 'unexpected' },
        );
    }
  }

  private nested(token: Token, parse: () => Node): Node {
    if (++this.depth > SEARCH_QUERY_LIMITS.maxNesting) {
      throw new SearchSyntaxError(
        `more than ${SEARCH_QUERY_LIMITS.maxNesting} nested "(" and "-"`,
        token.position,
        token.length,
      );
    }
    const node = parse();
    this.depth--;
    return node;
  }

  private parseGroup(open: Token): Node {
    if (this.peek()?.type === 'rparen')
      throw new SearchSyntaxError('empty parentheses', open.position, this.peek()!.position - open.position + 1, {
        code: 'empty-parens',
      });
    const inner = this.parseOr();
    const close = this.tokens[this.index++];
    if (close?.type !== 'rparen')
      throw new SearchSyntaxError('unclosed "("', open.position, 1, { code: 'unclosed-paren' });
    return inner;
  }
}

/** An unknown keyword, with the known ones nearest it: "unknown keyword "colr"; did you mean color: or c:?". */
function unknownKeywordError(term: TermToken, keyword: string): SearchSyntaxError {
  const suggestions = nearestKeywords(keyword);
  const meant = suggestions.length ? `; did you mean ${suggestions.map((s) => `${s}:`).join(' or ')}?` : '';
  return new SearchSyntaxError(`unknown keyword "${keyword}"${meant}`, term.position, keyword.length, {
    keyword,
    code: 'unknown-keyword',
    ...(suggestions.length ? { params: { suggestions: suggestions.join(' ') } } : {}),
  });
}

/** A bare word or "phrase" matches names; `!name` the whole name; everything else goes by its keyword. */
function termNode(term: TermToken, queryGame: Game | undefined): Node {
  if (term.keyword === undefined) {
    return { kind: 'name', text: foldName(term.value), exact: term.exact, span: spanOf(term) };
  }
  const spec = lookup(KEYWORDS, term.keyword);
  const unsupported = lookup(UNSUPPORTED_KEYWORDS, term.keyword);
  if (!spec && unsupported)
    throw unsupportedError(term, `"${term.keyword}:"`, unsupported, {
      position: term.position,
      length: term.keyword.length,
    });
  if (!spec) throw unknownKeywordError(term, term.keyword);
  const span = spanOf(term);
  if (term.regex) return patternNode(term, spec);
  switch (spec.kind) {
    case 'name':
      requireOperator(term, EQUALITY);
      return { kind: 'name', text: readText(term), exact: term.operator === '=', span };
    case 'text':
      requireOperator(term, EQUALITY);
      return { kind: 'text', field: spec.field, text: readText(term), span };
    case 'type':
      requireOperator(term, EQUALITY);
      return { kind: 'type', text: readText(term), span };
    case 'race':
      requireOperator(term, EQUALITY);
      return {
        kind: 'and',
        filters: [
          { kind: 'game', game: 'dm', span },
          { kind: 'race', text: readText(term), span },
        ],
      };
    case 'keyword':
      requireOperator(term, EQUALITY);
      return { kind: 'keyword', text: readText(term), span };
    case 'set':
      requireOperator(term, EQUALITY);
      return { kind: 'set', code: readCode(term), span };
    case 'printCount':
      return readPrintCount(term, spec);
    case 'printedIn':
      return readPrintedIn(term);
    case 'setType':
      requireOperator(term, EQUALITY);
      return { kind: 'setType', setType: readCode(term), span };
    // Our own format keys, as the validator reads them: f:brawl is the 60-card Brawl, f:standardbrawl too.
    case 'legality':
      requireOperator(term, EQUALITY);
      return { kind: 'legality', status: spec.status, format: legalityKey(readCode(term)), span };
    case 'colors':
      return readColors(term, spec, queryGame);
    case 'number':
      return readNumber(term, spec);
    case 'mana':
      return readMana(term);
    case 'devotion':
      return readDevotion(term);
    case 'rarity':
      return readRarity(term);
    case 'produces':
      return readProduces(term);
    case 'printingText':
      requireOperator(term, EQUALITY);
      return { kind: spec.field, text: readText(term), span };
    case 'collectorNumber':
      return readCollectorNumber(term);
    case 'released':
      return readReleased(term, spec.unit);
    case 'price':
      return readPrice(term, spec.currency);
    case 'cheapest':
      return readCheapest(term);
    case 'is':
      return readIs(term, spec.negated);
    case 'has':
      return readHas(term);
    case 'owned':
      return readOwned(term);
    case 'game':
      return readGame(term);
    case 'lang':
      return readLang(term);
    case 'new':
      return readNew(term);
    case 'watermark':
      return readWatermark(term);
    case 'block':
      return readBlock(term);
    case 'frame':
      return readFrame(term);
    case 'printingWord':
      return readPrintingWord(term, spec.field);
    case 'order':
      requireOperator(term, EQUALITY);
      return { kind: 'order', order: readCode(term), term };
    case 'direction':
      requireOperator(term, EQUALITY);
      return { kind: 'direction', direction: readCode(term), term };
    case 'unique':
      requireOperator(term, EQUALITY);
      return { kind: 'unique', unique: readCode(term), term };
    case 'prefer':
      requireOperator(term, EQUALITY);
      return { kind: 'prefer', prefer: readCode(term), term };
  }
}

/** The field a keyword's regular expression reads, for the keywords that take one. */
function patternField(spec: KeywordSpec): PatternField | undefined {
  switch (spec.kind) {
    case 'name':
    case 'type':
      return spec.kind;
    case 'text':
    case 'printingText':
      return spec.field;
    default:
      return undefined;
  }
}

/** `keyword:/…/`: a regular expression, for the keywords Scryfall takes one with (and fo:, a:). */
function patternNode(term: TermToken, spec: KeywordSpec): Filter {
  const field = patternField(spec);
  if (field === undefined)
    throw termError(term, `"${term.keyword}" takes no regular expression; name:, o:, fo:, t:, ft: and a: do`, {
      code: 'regex-not-here',
    });
  requireOperator(term, EQUALITY);
  if (term.value === '')
    throw termError(term, `"${term.keyword}${term.operator}//" needs a regular expression between the slashes`, {
      code: 'needs-value',
    });
  return { kind: 'pattern', field, pattern: readPattern(term.value, term.valuePosition), span: spanOf(term) };
}

/** The first directive anywhere below `node`, to report one that is not in the top-level AND. */
function findDirective(node: Node): Directive | undefined {
  if (isDirective(node)) return node;
  if (node.kind === 'and' || node.kind === 'or') {
    for (const child of node.filters) {
      const found = findDirective(child);
      if (found) return found;
    }
  }
  if (node.kind === 'not') return findDirective(node.filter);
  return undefined;
}

function toFilter(node: Node): Filter {
  const misplaced = findDirective(node);
  if (misplaced) {
    throw termError(
      misplaced.term,
      `"${misplaced.term.keyword}:" shapes the whole result and cannot stand inside "or", "-" or parentheses`,
    );
  }
  return node as Filter;
}

interface Directives {
  order?: Directive;
  direction?: Directive;
  unique?: Directive;
  prefer?: Directive;
}

/** The terms of the top-level AND, parenthesized ANDs inside it flattened: `game:mtg (elf order:mv)` orders all. */
function conjuncts(node: Node): Node[] {
  return node.kind === 'and' ? node.filters.flatMap(conjuncts) : [node];
}

/** Splits the top-level AND into filters and directives; each directive at most once. */
function liftDirectives(root: Node): { filter: Filter; directives: Directives } {
  const directives: Directives = {};
  const filters: Filter[] = [];
  for (const item of conjuncts(root)) {
    if (!isDirective(item)) {
      filters.push(toFilter(item));
      continue;
    }
    if (directives[item.kind]) throw termError(item.term, `"${item.term.keyword}:" is given twice`);
    directives[item.kind] = item;
  }
  const filter: Filter =
    filters.length === 0 ? { kind: 'all' } : filters.length === 1 ? filters[0] : { kind: 'and', filters };
  return { filter, directives };
}

function resolveOrder(directives: Directives): { order: OrderField; direction: Direction } {
  const order = directives.order?.kind === 'order' ? directives.order : undefined;
  const orderSpec = lookup(ORDERS, order?.order ?? 'name');
  if (!orderSpec) {
    throw termError(order!.term, `"${order!.order}" is not a sort order (${Object.keys(ORDERS).join(', ')})`);
  }
  const direction = directives.direction?.kind === 'direction' ? directives.direction : undefined;
  if (direction && !DIRECTIONS.includes(direction.direction)) {
    throw termError(direction.term, `"${direction.direction}" is not a direction (asc, desc or auto)`);
  }
  const chosen = direction?.direction ?? 'auto';
  return { order: orderSpec.field, direction: chosen === 'auto' ? orderSpec.direction : (chosen as Direction) };
}

function resolveUnique(directives: Directives): Unique {
  const unique = directives.unique?.kind === 'unique' ? directives.unique : undefined;
  if (unique && !UNIQUES.includes(unique.unique)) {
    throw termError(unique.term, `"${unique.unique}" is not a unique mode (cards, prints or art)`);
  }
  return (unique?.unique ?? 'cards') as Unique;
}

function resolvePrefer(directives: Directives): Prefer | undefined {
  const prefer = directives.prefer?.kind === 'prefer' ? directives.prefer : undefined;
  if (!prefer) return undefined;
  const unsupported = lookup(UNSUPPORTED_PREFERENCES, prefer.prefer);
  if (unsupported) throw unsupportedError(prefer.term, `"${prefer.term.keyword}:${prefer.prefer}"`, unsupported);
  const chosen = PREFERENCES.find((p) => p === prefer.prefer);
  if (!chosen) {
    throw termError(prefer.term, `"${prefer.prefer}" is not a printing preference (${PREFERENCES.join(', ')})`, {
      code: 'not-a-preference',
    });
  }
  return chosen;
}

/** Parses a query; throws SearchSyntaxError with the position and keyword of the first mistake. */
export function parseSearch(query: string): SearchQuery {
  const { filter, directives } = liftDirectives(new Parser(query).parse());
  const prefer = resolvePrefer(directives);
  return {
    filter,
    ...resolveOrder(directives),
    unique: resolveUnique(directives),
    ...(prefer === undefined ? {} : { prefer }),
  };
}
