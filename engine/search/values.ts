// Reads the value of one keyword term into its filter. Each reader checks one kind of value and throws a
// SearchSyntaxError naming the term and its position when the value is not of that kind.
import type { Comparison, Filter, ManaSymbolCount, PrintingWordField, Span } from './ast.ts';
import { CURRENCIES, type Currency } from '../collection/prices.ts';
import { SearchSyntaxError, type SearchErrorKind } from './errors.ts';
import { MANA_BIT } from '../goldfish/mana-types.ts';
import { flagNamed, hasFlagNamed } from './flags.ts';
import type { Operator, TermToken } from './lexer.ts';
import { formatSymbol, ManaCostError, parseManaCost, type ManaSymbol } from '../mtg/mana.ts';
import { foldName } from '../text/fold.ts';
import { lookup } from '../text/lookup.ts';
import type { Color, Game } from '../cards/types.ts';
import {
  CIVILIZATION_WORDS,
  COLLECTION_IS_WORDS,
  COLOR_LETTERS,
  COLOR_WORDS,
  COLORLESS_WORDS,
  FINISHES,
  FRAME_EFFECT_IS_WORDS,
  GAMES,
  LANGUAGES,
  MULTICOLOR_WORDS,
  NEW_PROPERTIES,
  NUMERIC_FIELDS,
  PRINT_COUNT_IS_WORDS,
  PRINTING_FLAG_WORDS,
  PROMO_TYPE_IS_WORDS,
  PRINTING_IS_WORDS,
  rarityRank,
  SET_TYPE_IS_WORDS,
  UNSUPPORTED_IS_WORDS,
  type KeywordSpec,
  type UnsupportedWhy,
} from './vocabulary.ts';

export const spanOf = (term: TermToken): Span => ({
  position: term.position,
  length: term.length,
  keyword: term.keyword,
});

export function termError(
  term: TermToken,
  problem: string,
  kind: Omit<SearchErrorKind, 'keyword'> = {},
): SearchSyntaxError {
  return new SearchSyntaxError(problem, term.position, term.length, { ...kind, keyword: term.keyword });
}

/** The term as typed, for messages: `c>=purple`. */
const termText = (term: TermToken) => `${term.keyword}${term.operator}${term.quoted ? `"${term.value}"` : term.value}`;

/** Operators a keyword takes; the others are an error naming the keyword. */
export function requireOperator(term: TermToken, allowed: readonly Operator[]): void {
  if (!allowed.includes(term.operator!)) {
    throw termError(
      term,
      `"${term.keyword}" takes ${allowed.map((o) => `"${o}"`).join(' or ')}, not "${term.operator}"`,
      { code: 'operator', params: { keyword: term.keyword!, operator: term.operator!, allowed: allowed.join(' ') } },
    );
  }
}

const NEEDS_VALUE = { code: 'needs-value' } as const;

export const EQUALITY: readonly Operator[] = [':', '='];
const ALL_OPERATORS: readonly Operator[] = [':', '=', '!=', '<', '<=', '>', '>='];

/** Folded text for substring matching; an empty value is an error, not a match-everything. */
export function readText(term: TermToken): string {
  const text = foldName(term.value);
  if (text === '') throw termError(term, `"${term.keyword}${term.operator}" needs a value`, NEEDS_VALUE);
  return text;
}

/** The mask of a color value: WUBRG letters, a color word, a guild, shard or wedge; or a civilization. */
function colorMask(value: string, words: 'mtg' | 'dm'): number | undefined {
  if (words === 'dm') return civilizationMask(value);
  const named = lookup(COLOR_WORDS, value);
  if (named !== undefined) return named;
  if (!/^[wubrg]+$/.test(value)) return undefined;
  let mask = 0;
  for (const letter of value) mask |= COLOR_LETTERS[letter];
  return mask;
}

/** `produces:g` (at least green), `produces=wu` (white and blue, nothing else), `produces:c` (colorless), a guild… */
export function readProduces(term: TermToken): Filter {
  requireOperator(term, ALL_OPERATORS);
  const mask = producedMask(term.value.toLowerCase().trim());
  if (mask === undefined)
    throw termError(term, `"${termText(term)}" is not a kind of mana (w, u, b, r, g, c or a color name)`);
  const op: Comparison = term.operator === ':' ? '>=' : term.operator!;
  return { kind: 'produces', op, mask, span: spanOf(term) };
}

/** Color letters with "c" for colorless mana, "colorless", or a color, guild, shard or wedge name. */
function producedMask(value: string): number | undefined {
  if (COLORLESS_WORDS.has(value)) return MANA_BIT.C;
  if (!/^[wubrgc]+$/.test(value)) return lookup(COLOR_WORDS, value);
  let mask = 0;
  for (const letter of value) mask |= letter === 'c' ? MANA_BIT.C : COLOR_LETTERS[letter];
  return mask;
}

/** Civilization words, one or several joined by "/" or "," ("fire/nature", as the card data writes them). */
function civilizationMask(value: string): number | undefined {
  let mask = 0;
  for (const word of value.split(/[/,]/)) {
    const civilization = lookup(CIVILIZATION_WORDS, word);
    if (civilization === undefined) return undefined;
    mask |= civilization;
  }
  return mask;
}

/**
 * Scryfall's color semantics: `c:` means "at least these colors" (c>=), `id:` means "within this identity"
 * (id<=, the commander question of CR 903.4); "c" is colorless and "m" multicolored (two or more, CR 105.4).
 * Colors and civilizations share the index's bits, so each keyword keeps to its game: `c:`/`id:` are Magic's
 * colors (`c:w` finds no light Duel Masters card) unless the query says `game:dm`, `civ:` is Duel Masters' civilizations (DM 106).
 */
export function readColors(term: TermToken, spec: Extract<KeywordSpec, { kind: 'colors' }>, queryGame?: Game): Filter {
  const value = term.value.toLowerCase().trim();
  const span = spanOf(term);
  // A query that says game:dm asks c:/id: about civilizations, by color or civilization name (c:r and c:fire alike).
  const game = queryGame === 'dm' ? 'dm' : spec.words;
  const inGame = (filter: Filter): Filter => ({ kind: 'and', filters: [{ kind: 'game', game, span }, filter] });
  if (MULTICOLOR_WORDS.has(value)) {
    requireOperator(term, [':', '=', '!=']);
    const multicolor: Filter = { kind: 'multicolor', field: spec.field, span };
    return inGame(term.operator === '!=' ? { kind: 'not', filter: multicolor } : multicolor);
  }
  const mask = COLORLESS_WORDS.has(value)
    ? 0
    : (colorMask(value, spec.words) ?? (game !== spec.words ? colorMask(value, game) : undefined));
  if (mask === undefined) {
    throw termError(term, `"${termText(term)}" is not ${spec.words === 'dm' ? 'a civilization' : 'a color'}`, {
      code: spec.words === 'dm' ? 'not-a-civilization' : 'not-a-color',
    });
  }
  const defaultOp: Comparison = mask === 0 ? '=' : spec.field === 'identity' ? '<=' : '>=';
  const op = term.operator === ':' ? defaultOp : term.operator!;
  return inGame({ kind: 'colors', field: spec.field, op, mask, span });
}

const PARITIES = ['even', 'odd'];

/** `mv:even`, `mv:odd` (Scryfall's manavalue:even); `mv!=odd` is not odd. */
function readParity(term: TermToken, value: string): Filter {
  requireOperator(term, [':', '=', '!=']);
  const parity: Filter = { kind: 'parity', even: value === 'even', span: spanOf(term) };
  return term.operator === '!=' ? { kind: 'not', filter: parity } : parity;
}

/** A number, the name of another numeric field to compare against (`pow>tou`), or a mana value's parity. */
export function readNumber(term: TermToken, spec: Extract<KeywordSpec, { kind: 'number' }>): Filter {
  const value = term.value.trim().toLowerCase();
  if (spec.field === 'manaValue' && PARITIES.includes(value)) return readParity(term, value);
  requireOperator(term, ALL_OPERATORS);
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  const span = spanOf(term);
  const right = lookup(NUMERIC_FIELDS, value);
  if (right !== undefined) return { kind: 'fields', left: spec.field, op, right, span };
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(value))
    throw termError(term, `"${termText(term)}" is not a number or a numeric field`, { code: 'not-a-number' });
  return { kind: 'number', field: spec.field, op, value: Number(value), span };
}

/** `prints>=5`, `sets=1`: a whole number of printings or sets. */
export function readPrintCount(term: TermToken, spec: Extract<KeywordSpec, { kind: 'printCount' }>): Filter {
  requireOperator(term, ALL_OPERATORS);
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  const value = term.value.trim();
  if (!/^\d+$/.test(value))
    throw termError(term, `"${termText(term)}" is not a whole number`, { code: 'not-a-number' });
  return { kind: 'printCount', what: spec.what, op, value: Number(value), span: spanOf(term) };
}

/** WUBRG: the colors clockwise around the color wheel (CR 105.1). */
const WHEEL = 'WUBRG';

/** Two colors in the order costs print them: the first is the one the other follows clockwise, one or two steps on. */
function printedPair(a: string, b: string): [string, string] {
  const steps = (WHEEL.indexOf(b) - WHEEL.indexOf(a) + WHEEL.length) % WHEEL.length;
  return steps <= 2 ? [a, b] : [b, a];
}

/**
 * A symbol's parts as card costs write them, whichever order the query gives: {u/w} is {W/U}, {p/r} {R/P}, {w/2}
 * {2/W}, {u/g/p} {G/U/P} (Scryfall's transposable symbols: written backwards, still the same symbol).
 */
function printedSymbol(body: string): string {
  const parts = body.split('/');
  if (parts.length < 2) return body;
  const numbers = parts.filter((p) => /^\d+$/.test(p));
  const colors = parts.filter((p) => p.length === 1 && WHEEL.includes(p));
  if (numbers.length + colors.length + parts.filter((p) => p === 'P').length !== parts.length) return body;
  const ordered = colors.length === 2 ? printedPair(colors[0], colors[1]) : colors;
  return [...numbers, ...ordered, ...(parts.includes('P') ? ['P'] : [])].join('/');
}

/** Shorthand costs such as "2WW" become "{2}{W}{W}"; braced symbols are read in their printed order. */
function bracedCost(value: string): string {
  const upper = value.toUpperCase();
  if (upper.includes('{')) return upper.replace(/\{([^{}]*)\}/g, (_, body: string) => `{${printedSymbol(body)}}`);
  return upper.replace(/\d+|[A-Z]/g, (symbol) => `{${symbol}}`);
}

/** The term's value as mana symbols ("2WW" or "{2}{W}{W}"), at least one. */
function readSymbols(term: TermToken): ManaSymbol[] {
  const cost = bracedCost(term.value.trim());
  let symbols;
  try {
    symbols = parseManaCost(cost);
  } catch (error) {
    if (!(error instanceof ManaCostError)) throw error;
    throw termError(term, `"${termText(term)}" is not a mana cost (${error.message.split(' in mana cost')[0]})`);
  }
  if (symbols.length === 0) throw termError(term, `"${term.keyword}${term.operator}" needs mana symbols`);
  return symbols;
}

/** Mana symbols by count, in canonical form, so "{g}{G}" and "gg" are the same query. */
export function readMana(term: TermToken): Filter {
  requireOperator(term, ALL_OPERATORS);
  const symbols = readSymbols(term);
  const counts = new Map<string, number>();
  for (const symbol of symbols) counts.set(formatSymbol(symbol), (counts.get(formatSymbol(symbol)) ?? 0) + 1);
  const manaSymbols: ManaSymbolCount[] = [...counts].map(([symbol, count]) => ({ symbol, count }));
  const op: Comparison = term.operator === ':' ? '>=' : term.operator!;
  return { kind: 'mana', op, symbols: manaSymbols, span: spanOf(term) };
}

/** The colors a mana symbol counts toward in devotion (CR 700.5): none for generic, colorless and snow mana. */
function symbolColors(symbol: ManaSymbol): readonly Color[] {
  switch (symbol.kind) {
    case 'colored':
    case 'monocolored-hybrid':
    case 'half':
      return [symbol.color];
    case 'hybrid':
    case 'phyrexian':
      return symbol.colors;
    default:
      return [];
  }
}

/**
 * `devotion:{u/b}{u/b}{u/b}` (Scryfall): devotion to the symbol's colors (CR 700.5, 700.5a: a symbol of either
 * color counts once) against the number of symbols; `:` is at least.
 */
export function readDevotion(term: TermToken): Filter {
  requireOperator(term, ALL_OPERATORS);
  const symbols = readSymbols(term);
  const colors = symbolColors(symbols[0]);
  const same = symbols.every((s) => symbolColors(s).join('') === colors.join(''));
  if (colors.length === 0 || !same)
    throw termError(term, `"${termText(term)}": devotion counts one kind of colored symbol, as in devotion:{u/b}{u/b}`);
  const op: Comparison = term.operator === ':' ? '>=' : term.operator!;
  return { kind: 'devotion', colors: colors.join(''), op, count: symbols.length, span: spanOf(term) };
}

/** A rarity comparison by rank: `r>=rare` admits rare, very rare, special, mythic, super rare and bonus. */
export function readRarity(term: TermToken): Filter {
  requireOperator(term, ALL_OPERATORS);
  const rank = rarityRank(term.value);
  if (rank === undefined) throw termError(term, `"${termText(term)}" is not a rarity`, { code: 'not-a-rarity' });
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  return { kind: 'rarity', op, rank, span: spanOf(term) };
}

/**
 * `is:` and `not:`: a property of the card (flags.ts), or a fact of the collection (`is:owned`). A printing's own
 * property is asked of the printing: `e:c16 not:reprint` is a card whose C16 printing was its first, as Scryfall's
 * example reads, not a card that was never reprinted (that is `-is:reprint`).
 */
export function readIs(term: TermToken, negated: boolean): Filter {
  requireOperator(term, EQUALITY);
  const word = term.value.trim().toLowerCase();
  if (PRINTING_IS_WORDS.has(word)) return { kind: 'reprint', reprint: !negated, span: spanOf(term) };
  const filter = isFilter(term, word);
  return negated ? { kind: 'not', filter } : filter;
}

function isFilter(term: TermToken, word: string): Filter {
  const finish = FINISHES.find((f) => f === word);
  if (finish) return { kind: 'finish', finish, span: spanOf(term) };
  const printingFlag = lookup(PRINTING_FLAG_WORDS, word);
  if (printingFlag) return { kind: 'printingFlag', flag: printingFlag, span: spanOf(term) };
  if (FRAME_EFFECT_IS_WORDS.includes(word)) return { kind: 'frameEffect', effect: word, span: spanOf(term) };
  const promoType = lookup(PROMO_TYPE_IS_WORDS, word);
  if (promoType) return { kind: 'promoType', promoType, span: spanOf(term) };
  const setType = lookup(SET_TYPE_IS_WORDS, word);
  if (setType) return { kind: 'setTypeIs', setType, span: spanOf(term) };
  const unsupported = lookup(UNSUPPORTED_IS_WORDS, word);
  if (unsupported) throw unsupportedError(term, `"${termText(term)}"`, unsupported);
  const owned = lookup(COLLECTION_IS_WORDS, word);
  if (owned) return { kind: 'owned', op: owned.op, count: owned.count, span: spanOf(term) };
  const printCount = lookup(PRINT_COUNT_IS_WORDS, word);
  if (printCount) return { kind: 'printCount', ...printCount, span: spanOf(term) };
  const flag = flagNamed(word);
  if (!flag) throw termError(term, `"${termText(term)}" is not a known property`, { code: 'not-a-property' });
  return { kind: 'is', flag, span: spanOf(term) };
}

/** `has:indicator` (Scryfall): a face with a color indicator; has:watermark a printing with one; -has: and has!= leave those out. */
export function readHas(term: TermToken): Filter {
  requireOperator(term, [...EQUALITY, '!=']);
  const has = hasFilter(term, term.value.trim().toLowerCase());
  return term.operator === '!=' ? { kind: 'not', filter: has } : has;
}

function hasFilter(term: TermToken, word: string): Filter {
  if (word === 'watermark') return { kind: 'watermark', span: spanOf(term) };
  const flag = hasFlagNamed(word);
  if (!flag) throw termError(term, `"${termText(term)}" is not a known property`, { code: 'not-a-property' });
  return { kind: 'is', flag, span: spanOf(term) };
}

/** `new:rarity`, `new:art` …: the printing is the first of its card with its rarity, artwork, artist … */
export function readNew(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  const property = lookup(NEW_PROPERTIES, term.value.trim().toLowerCase());
  if (!property)
    throw termError(
      term,
      `"${termText(term)}" is not something a printing can be new in (${Object.keys(NEW_PROPERTIES).join(', ')})`,
      { code: 'not-a-new-property' },
    );
  return { kind: 'new', property, span: spanOf(term) };
}

/** The sentence each reason gives for a Scryfall keyword this search does not answer (vocabulary UnsupportedWhy). */
const UNSUPPORTED_REASONS: Readonly<Record<UnsupportedWhy, string>> = {
  data: 'the card data as Decklab keeps it does not say',
  source: "neither Scryfall's card data nor MTGJSON's carries it",
  display: "it shapes Scryfall's page, which Decklab's results have nothing like",
};

/** A Scryfall keyword (or `is:` word) this search knows of and does not answer: why, in words the screen can say. */
export function unsupportedError(
  term: TermToken,
  what: string,
  why: UnsupportedWhy,
  at: { position: number; length: number } = term,
): SearchSyntaxError {
  return new SearchSyntaxError(
    `${what} is Scryfall syntax this search does not answer: ${UNSUPPORTED_REASONS[why]}`,
    at.position,
    at.length,
    {
      keyword: term.keyword,
      code: `unsupported-${why}`,
    },
  );
}

/** `border:white`, `stamp:acorn`: a printing's border color or security stamp; the card data says which exist. */
export function readPrintingWord(term: TermToken, field: PrintingWordField): Filter {
  requireOperator(term, EQUALITY);
  return { kind: 'printingWord', field, value: readCode(term), span: spanOf(term) };
}

/** `wm:orzhov`, `watermark:planeswalker`: a watermark's whole name; the card data says which exist. */
export function readWatermark(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  return { kind: 'watermark', name: readCode(term), span: spanOf(term) };
}

/** `frame:2015`, `frame:future`: a frame edition; the card data says which exist. */
export function readFrame(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  return { kind: 'frame', frame: readCode(term), span: spanOf(term) };
}

/** `b:wwk`: the code of any set of the block; the card data says which sets have a block. */
export function readBlock(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  return { kind: 'block', code: readCode(term), span: spanOf(term) };
}

/** `own>=4`: copies in the collection, a whole number; `own:2` is `own=2` as for every number. */
export function readOwned(term: TermToken): Filter {
  requireOperator(term, ALL_OPERATORS);
  const value = term.value.trim();
  if (!/^\d+$/.test(value)) throw termError(term, `"${termText(term)}" is not a number of copies (0, 1, 2 …)`);
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  return { kind: 'owned', op, count: Number(value), span: spanOf(term) };
}

/** The games a printing can be on, as `in:` and `game:` name them: paper, Arena, MTGO. */
const PLATFORMS = ['arena', 'mtgo', 'paper'] as const;

/** `game:mtg`, `game:dm`: the card game; Scryfall's `game:arena`, `game:mtgo`, `game:paper`: a printing on that game. */
export function readGame(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  const value = term.value.trim().toLowerCase();
  const platform = PLATFORMS.find((p) => p === value);
  if (platform) return { kind: 'platform', platform, span: spanOf(term) };
  const game = lookup(GAMES, value);
  if (!game) throw termError(term, `"${termText(term)}" is not a game (mtg or dm)`, { code: 'not-a-game' });
  return { kind: 'game', game, span: spanOf(term) };
}

/** `lang:ja`; Scryfall's `lang:any` is every language, which a search here already looks at. */
export function readLang(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  if (term.value.trim().toLowerCase() === 'any') return { kind: 'all' };
  const lang = lookup(LANGUAGES, term.value.trim().toLowerCase());
  if (!lang) throw termError(term, `"${termText(term)}" is not a language`, { code: 'not-a-language' });
  return { kind: 'lang', lang, span: spanOf(term) };
}

/** `in:rare`, `in:ja`, `in:arena`, `in:khm`, `in:core`: a rarity, a language, a digital game, else a set code or type. */
export function readPrintedIn(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  const value = term.value.trim().toLowerCase();
  if (value === '') throw termError(term, `"${term.keyword}${term.operator}" needs a value`, NEEDS_VALUE);
  const span = spanOf(term);
  const rarity = rarityRank(value);
  if (rarity !== undefined) return { kind: 'printedIn', where: { rarity }, span };
  const lang = lookup(LANGUAGES, value);
  if (lang) return { kind: 'printedIn', where: { lang }, span };
  const platform = PLATFORMS.find((p) => p === value);
  if (platform) return { kind: 'printedIn', where: { platform }, span };
  return { kind: 'printedIn', where: { set: readCode(term) }, span };
}

/** The day after an ISO date (YYYY-MM-DD), or undefined when `date` is no such day. */
function nextDay(date: string): string | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const time = Date.UTC(year, month - 1, day);
  if (new Date(time).toISOString().slice(0, 10) !== date) return undefined;
  return new Date(time + 86_400_000).toISOString().slice(0, 10);
}

/** The period `date:` (that day) or `year:` (its year) reads for one day (an ISO date), as `released` holds it. */
export function releasePeriod(day: string, unit: 'year' | 'date'): { from: string; to: string } | undefined {
  if (unit === 'year') {
    const year = Number(day.slice(0, 4));
    return Number.isInteger(year) ? { from: `${year}-01-01`, to: `${year + 1}-01-01` } : undefined;
  }
  const to = nextDay(day);
  return to === undefined ? undefined : { from: day, to };
}

/**
 * `year:2020` (the whole year) or `date>=2020-06-01` (a day; a year alone is the whole year there too); a set code
 * stands for the set's release date (`date>ori`, `year:khm`).
 */
export function readReleased(term: TermToken, unit: 'year' | 'date'): Filter {
  requireOperator(term, ALL_OPERATORS);
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  const value = term.value.trim();
  const span = spanOf(term);
  // Four-digit years keep ISO dates in the order of their text, which is how the index compares them.
  if (/^\d{4}$/.test(value) && value < '9999')
    return { kind: 'released', op, from: `${value}-01-01`, to: `${Number(value) + 1}-01-01`, span };
  const to = unit === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? nextDay(value) : undefined;
  if (to !== undefined) return { kind: 'released', op, from: value, to, span };
  // Anything else of a set code's letters stands for that set's release (date>ori); digits and dashes alone are a date.
  if (/^[a-z0-9][a-z0-9-]*$/i.test(value) && !/^[\d-]+$/.test(value))
    return { kind: 'releasedSet', op, set: value.toLowerCase(), unit, span };
  throw termError(
    term,
    `"${termText(term)}" is not ${unit === 'year' ? 'a year (2020)' : 'a date (2020-06-01)'} or a set code`,
  );
}

/** `cn:123a`, `cn=★`, `cn>=250`: a comparison of order needs a whole number. */
export function readCollectorNumber(term: TermToken): Filter {
  requireOperator(term, ALL_OPERATORS);
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  const text = term.value.trim().toLowerCase();
  if (text === '') throw termError(term, `"${term.keyword}${term.operator}" needs a value`, NEEDS_VALUE);
  if (op !== '=' && op !== '!=' && !/^\d{1,9}$/.test(text))
    throw termError(term, `"${termText(term)}" compares collector numbers by their digits: write a whole number`);
  return { kind: 'collectorNumber', op, text, span: spanOf(term) };
}

/** `usd<1`, `eur>=2.50`, `tix<0.1`: a price in the currency, never negative. */
export function readPrice(term: TermToken, currency: Currency): Filter {
  requireOperator(term, ALL_OPERATORS);
  const op: Comparison = term.operator === ':' ? '=' : term.operator!;
  const value = term.value.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) throw termError(term, `"${termText(term)}" is not a price (0.50, 3 …)`);
  return { kind: 'price', currency, op, value: Number(value), span: spanOf(term) };
}

/** `cheapest:usd`, `cheapest:eur`, `cheapest:tix`: each card's cheapest printing in that currency. */
export function readCheapest(term: TermToken): Filter {
  requireOperator(term, EQUALITY);
  const currency = CURRENCIES.find((c) => c === term.value.trim().toLowerCase());
  if (!currency) throw termError(term, `"${termText(term)}" is not a currency (${CURRENCIES.join(', ')})`);
  return { kind: 'cheapest', currency, span: spanOf(term) };
}

/** Set codes, format names and keyword abilities: checked against the card data by the compiler. */
export function readCode(term: TermToken): string {
  const code = term.value.trim().toLowerCase();
  if (code === '') throw termError(term, `"${term.keyword}${term.operator}" needs a value`, NEEDS_VALUE);
  return code;
}
