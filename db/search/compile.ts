// SearchQuery → SQL over the search index (migration 002). User text only ever travels as bound parameters;
// the SQL text is built from this file's own fragments and the AST's closed vocabularies (operators, fields).
import type {
  Comparison,
  Filter,
  LeafFilter,
  NumericField,
  OrderField,
  Platform,
  Prefer,
  PrintCount,
  PrintingFlag,
  PrintingWordField,
  SearchQuery,
  TextField,
  Unique,
} from '../../engine/search/ast.ts';
import { leavesOf, rowIsPrinting } from '../../engine/search/ast.ts';
import { flagBit } from '../../engine/search/flags.ts';
import { newBit } from '../../engine/search/new-printings.ts';
import { COMPARE, languageBit, RARITIES, raritiesMatching, rarityBit } from '../../engine/search/vocabulary.ts';
import { textVariantSql } from './text-variants.ts';
import { lowestPrice } from './prices.ts';
import { japaneseNameRank } from './name-ranks.ts';
import type { Currency } from '../../engine/collection/prices.ts';
import { ANY_TYPE as ANY_MANA } from '../../engine/goldfish/mana-types.ts';
import { isJapanese } from '../../engine/search/japanese.ts';

export interface Sql {
  text: string;
  params: unknown[];
}

export interface CompiledSearch {
  /** FROM clause: the card index `s`, joined to printings `p` when every printing is a result. */
  from: string;
  /** unique:art: the GROUP BY that keeps one printing per artwork, and the aggregate that chooses it. */
  group?: { by: string; pick: string };
  where: Sql;
  /** ORDER BY terms, each expression once. */
  order: OrderTerm[];
  /** Every card matches, so the count is the table's and the page a walk of card_search_sort_name. */
  matchesAll: boolean;
  /** The result column that identifies a row: card id, or printing id in prints mode. */
  unique: Unique;
  /** Card mode: how the printing a card shows is chosen (see shownPrintingSql); absent when rows are printings. */
  shown?: ShownPrinting;
}

/**
 * The printing a card result shows: first its printings that meet the query's terms asking of a printing, read per
 * printing as unique:prints reads them (set, number, rarity, artist, frame, finish, price, date, language …); among
 * them the preference's first, then one with an image, then the card's default printing (db/images.ts
 * cardImageSource: English first, newest released, then id), so a query asking nothing of printings shows the image
 * the card shows elsewhere. A card that matches without any printing doing so (a negation: -e:m20) picks among all.
 */
export interface ShownPrinting {
  /** The query as a condition on the printing row `p` (and its card's index row `s`). */
  matches: Sql;
  /** ORDER BY of `p` after the matching ones: the preference, then the default printing. */
  order: string;
}

export const sql = (text: string, ...params: unknown[]): Sql => ({ text, params });

export function joinSql(parts: readonly Sql[], separator: string): Sql {
  return { text: parts.map((p) => p.text).join(separator), params: parts.flatMap((p) => p.params) };
}

/** FTS5 trigram tokens are three characters; shorter text cannot use the index. */
const TRIGRAM_LENGTH = 3;
const fitsTrigram = (text: string) => [...text].length >= TRIGRAM_LENGTH;
/** An FTS5 phrase: the text in double quotes, inner quotes doubled (FTS5 query syntax, not SQL). */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Every distinct run of three characters in `word`: the terms a detail=none trigram table answers (migration 006). */
function trigrams(word: string): string[] {
  const chars = [...word];
  const found = new Set<string>();
  for (let i = 0; i + TRIGRAM_LENGTH <= chars.length; i++) found.add(chars.slice(i, i + TRIGRAM_LENGTH).join(''));
  return [...found];
}

/** Mana value is the card's (CR 202.3); power, toughness and loyalty are a face's (search_faces `f`): any face matches. */
const NUMERIC_COLUMNS: Readonly<Record<NumericField, string>> = {
  manaValue: 's.mana_value',
  power: 'f.power',
  toughness: 'f.toughness',
  loyalty: 'f.loyalty',
  powerToughness: '(f.power + f.toughness)',
};
const isFaceField = (field: NumericField) => field !== 'manaValue';

/**
 * A condition on the card's numbers: on one face together when it reads a face's, so pow>tou compares within a face.
 * Faces alone give a list of sids (one pass over the few rows that have numbers); with the card's mana value the
 * condition is asked per card.
 */
function numbersSql(condition: string, fields: readonly NumericField[], ...params: unknown[]): Sql {
  if (!fields.some(isFaceField)) return sql(`(${condition})`, ...params);
  if (fields.every(isFaceField))
    return sql(`s.sid IN (SELECT f.sid FROM search_faces f WHERE ${condition})`, ...params);
  return sql(`EXISTS (SELECT 1 FROM search_faces f WHERE f.sid = s.sid AND ${condition})`, ...params);
}

type NameLeaf = Extract<LeafFilter, { kind: 'name' }>;
/** A name part the names' trigram index answers: not the whole name, and three characters or more. */
const isIndexedNamePart = (filter: Filter): filter is NameLeaf =>
  filter.kind === 'name' && !filter.exact && fitsTrigram(filter.text);

/** Cards with one name (English, a face, a language) holding every part: a name is read whole, as Scryfall does. */
function namePartsSql(parts: readonly NameLeaf[]): Sql {
  return namesMatching(parts.map((part) => ftsPhrase(part.text)).join(' AND '));
}

/** Cards with a name (any language) that the FTS query finds. */
const namesMatching = (ftsQuery: string): Sql =>
  sql(
    `s.sid IN (SELECT n.sid FROM search_names_fts f JOIN search_names n ON n.nid = f.rowid
    WHERE search_names_fts MATCH ?)`,
    ftsQuery,
  );

function nameSql(filter: NameLeaf): Sql {
  if (filter.exact) return sql('s.sid IN (SELECT sid FROM search_names WHERE name = ?)', filter.text);
  if (fitsTrigram(filter.text)) return namePartsSql([filter]);
  // A trigram needs three characters; shorter queries look at the English and Japanese names on the row.
  return sql('instr(s.short_names, ?) > 0', filter.text);
}

/** Which stored text answers a text filter: with or without reminder text, with the card's name as "~" or not. */
function textColumn(field: TextField, selfReference: boolean): string {
  if (field === 'oracle') return textVariantSql(selfReference ? 'oracle_self' : 'oracle');
  return textVariantSql(selfReference ? 'full_self' : 'full_oracle');
}

/** Words the FTS prefilter asks for: the longest few carry the rarest trigrams; more add work, not precision. */
const PREFILTER_WORDS = 2;

/**
 * The longest few words (split at spaces and "~") of text every match holds, as an FTS query of their trigrams;
 * undefined when no word is long enough to have one.
 */
function prefilterQuery(texts: readonly string[]): string | undefined {
  const pieces = texts
    .flatMap((text) => text.split(/[\s~]+/))
    .filter(fitsTrigram)
    .sort((a, b) => b.length - a.length)
    .slice(0, PREFILTER_WORDS);
  if (pieces.length === 0) return undefined;
  return [...new Set(pieces.flatMap(trigrams))].map(ftsPhrase).join(' AND ');
}

/**
 * Cards whose rules text meets `condition` (on search_text `t`). The FTS index holds the full text with names as
 * printed. Every word of `required` occurs there whichever column answers, even where leaving out reminder text
 * joined two sentences, so the trigrams of the longest words narrow the rows before the condition is asked.
 */
function rulesTextSql(condition: Sql, required: readonly string[]): Sql {
  const prefilter = prefilterQuery(required);
  if (prefilter === undefined)
    return sql(`s.sid IN (SELECT t.sid FROM search_text t WHERE ${condition.text})`, ...condition.params);
  return sql(
    `s.sid IN (SELECT t.sid FROM search_text t
    WHERE t.sid IN (SELECT rowid FROM search_text_fts WHERE search_text_fts MATCH ?) AND ${condition.text})`,
    prefilter,
    ...condition.params,
  );
}

function textSql(filter: Extract<LeafFilter, { kind: 'text' }>): Sql {
  if (isJapanese(filter.text)) return japaneseSql('text', filter.text);
  const column = textColumn(filter.field, filter.text.includes('~'));
  return rulesTextSql(sql(`instr(${column}, ?) > 0`, filter.text), [filter.text]);
}

/**
 * A term in Japanese looks at the cards' Japanese text (search_ja, a row for each card that has any): a substring
 * anywhere, as Japanese writes no spaces between words; reminder text included, whether `o:` or `fo:`.
 */
function japaneseSql(column: 'type_line' | 'text', text: string): Sql {
  return sql(`s.sid IN (SELECT sid FROM search_ja WHERE instr(${column}, ?) > 0)`, text);
}

/** CR 205: a type-line substring, in the card's Japanese type line when the term is Japanese. */
function typeSql(filter: Extract<LeafFilter, { kind: 'type' }>): Sql {
  if (isJapanese(filter.text)) return japaneseSql('type_line', filter.text);
  return sql('instr(s.type_line, ?) > 0', filter.text);
}

/**
 * A regular expression over folded text (engine/search/regex.ts): any of the card's names, its type line, its rules
 * text (with its own names as "~" when the pattern has one, like o:~), in Japanese when the pattern is, as a
 * Japanese o: or t: is; or a printing's artist or flavor text, asked with the other printing filters.
 */
function patternSql(filter: PatternLeaf, unique: Unique): Sql {
  const { source, selfReference, literals } = filter.pattern;
  const japanese = isJapanese(source);
  switch (filter.field) {
    // The names Decklab shows, English and Japanese, one per line (short_names): a row per card rather than per name.
    case 'name': {
      const prefilter = prefilterQuery(literals);
      if (prefilter === undefined) return sql('s.short_names REGEXP ?', source);
      const names = namesMatching(prefilter);
      return sql(`${names.text} AND s.short_names REGEXP ?`, ...names.params, source);
    }
    case 'type':
      if (japanese) return sql('s.sid IN (SELECT sid FROM search_ja WHERE type_line REGEXP ?)', source);
      return sql('s.type_line REGEXP ?', source);
    case 'oracle':
    case 'fullOracle':
      if (japanese) return sql('s.sid IN (SELECT sid FROM search_ja WHERE text REGEXP ?)', source);
      return rulesTextSql(sql(`${textColumn(filter.field, selfReference)} REGEXP ?`, source), literals);
    case 'artist':
    case 'flavor':
      return printingsSql([{ ...filter, field: filter.field }], unique);
  }
}

/** CR 105: colors as bit masks; `>=` at least these, `<=` within these (CR 903.4 for identities). */
function colorsSql(filter: Extract<LeafFilter, { kind: 'colors' }>): Sql {
  return maskSql(filter.field === 'colors' ? 's.colors' : 's.color_identity', filter.op, filter.mask, 31);
}

/** A bit-mask column against a mask: `>=` every bit of it, `<=` none outside it (within `all`, the bits in use). */
function maskSql(column: string, op: Comparison, mask: number, all: number): Sql {
  const others = all & ~mask;
  switch (op) {
    case '=':
      return sql(`${column} = ?`, mask);
    case '!=':
      return sql(`${column} != ?`, mask);
    case '>=':
      return sql(`(${column} & ?) = ?`, mask, mask);
    case '>':
      return sql(`((${column} & ?) = ? AND ${column} != ?)`, mask, mask, mask);
    case '<=':
      return sql(`(${column} & ?) = 0`, others);
    case '<':
      return sql(`((${column} & ?) = 0 AND ${column} != ?)`, others, mask);
  }
}

/** How many times one symbol occurs in the cost: the text shrinks by the symbol's length per occurrence. */
const symbolCount = (symbol: string): Sql =>
  sql("((length(s.mana_cost) - length(replace(s.mana_cost, ?, ''))) / length(?))", symbol, symbol);
const SYMBOL_TOTAL = "(length(s.mana_cost) - length(replace(s.mana_cost, '{', '')))";

/**
 * Mana costs compared as multisets of symbols: `>=` every queried symbol at least as often, `<=` no symbol
 * the query lacks (the symbols shared, capped by the query's counts, make up the whole cost).
 */
function manaSql(filter: Extract<LeafFilter, { kind: 'mana' }>): Sql {
  const total = filter.symbols.reduce((sum, s) => sum + s.count, 0);
  const atLeast = joinSql(
    filter.symbols.map((s) => {
      const count = symbolCount(s.symbol);
      return sql(`${count.text} >= ?`, ...count.params, s.count);
    }),
    ' AND ',
  );
  const shared = joinSql(
    filter.symbols.map((s) => {
      const count = symbolCount(s.symbol);
      return sql(`min(${count.text}, ?)`, ...count.params, s.count);
    }),
    ' + ',
  );
  const within = sql(`(${shared.text}) = ${SYMBOL_TOTAL}`, ...shared.params);
  const byOp: Record<Comparison, () => Sql> = {
    '>=': () => atLeast,
    '>': () => sql(`${atLeast.text} AND ${SYMBOL_TOTAL} > ?`, ...atLeast.params, total),
    '=': () => sql(`${atLeast.text} AND ${SYMBOL_TOTAL} = ?`, ...atLeast.params, total),
    '!=': () => sql(`NOT (${atLeast.text} AND ${SYMBOL_TOTAL} = ?)`, ...atLeast.params, total),
    '<=': () => within,
    '<': () => sql(`${within.text} AND ${SYMBOL_TOTAL} < ?`, ...within.params, total),
  };
  const compiled = byOp[filter.op]();
  return sql(`(${compiled.text})`, ...compiled.params);
}

/**
 * CR 700.5: devotion counts the cost's symbols of the colors. A symbol holds each of its colors' letters once
 * ({U}, {U/B}, {2/U}, {U/P}, {G/U/P}), so the letters of one color count its symbols; with two colors (700.5a) a
 * symbol of both is counted twice that way, once too many: its pair, in either order, is taken off.
 */
function devotionSql(filter: Extract<LeafFilter, { kind: 'devotion' }>): Sql {
  const letters = [...filter.colors];
  const pairs = letters.length === 2 ? [`${letters[0]}/${letters[1]}`, `${letters[1]}/${letters[0]}`] : [];
  const added = joinSql(letters.map(symbolCount), ' + ');
  const devotion = pairs.reduce((sum, pair) => {
    const count = symbolCount(pair);
    return sql(`${sum.text} - ${count.text}`, ...sum.params, ...count.params);
  }, added);
  return sql(`(${devotion.text}) ${filter.op} ?`, ...devotion.params, filter.count);
}

/** A missing power or toughness is false for every comparison, so negating it gives the complement. */
function numberSql(filter: Extract<LeafFilter, { kind: 'number' }>): Sql {
  const column = NUMERIC_COLUMNS[filter.field];
  return numbersSql(`${column} IS NOT NULL AND ${column} ${filter.op} ?`, [filter.field], filter.value);
}

function fieldsSql(filter: Extract<LeafFilter, { kind: 'fields' }>): Sql {
  const left = NUMERIC_COLUMNS[filter.left];
  const right = NUMERIC_COLUMNS[filter.right];
  return numbersSql(`${left} IS NOT NULL AND ${right} IS NOT NULL AND ${left} ${filter.op} ${right}`, [
    filter.left,
    filter.right,
  ]);
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Membership of the card in a set of card ids. The unary "+" keeps SQLite from walking card_search's
 * (card_id, sid) index with this list crossed with a sid list from another filter (5,000 × 1,300 probes
 * where one pass with a membership test takes a millisecond); sid lists drive, card id lists test.
 */
const cardIdIn = (subquery: Sql): Sql => sql(`+s.card_id IN (${subquery.text})`, ...subquery.params);

type PatternLeaf = Extract<LeafFilter, { kind: 'pattern' }>;
/** A regular expression over a printing's artist or flavor text: a printing filter like a: and ft:. */
type PrintingPatternLeaf = PatternLeaf & { field: 'artist' | 'flavor' };
const isPrintingPattern = (leaf: PatternLeaf): leaf is PrintingPatternLeaf =>
  leaf.field === 'artist' || leaf.field === 'flavor';
type PrintingLeaf =
  | Extract<
      LeafFilter,
      {
        kind:
          | 'set'
          | 'setType'
          | 'rarity'
          | 'released'
          | 'price'
          | 'artist'
          | 'flavor'
          | 'collectorNumber'
          | 'platform'
          | 'reprint'
          | 'new'
          | 'watermark'
          | 'block'
          | 'frame'
          | 'finish'
          | 'setTypeIs'
          | 'printingFlag'
          | 'printingWord'
          | 'cheapest'
          | 'frameEffect'
          | 'promoType';
      }
    >
  | PrintingPatternLeaf;
const PRINTING_LEAVES: ReadonlySet<Filter['kind']> = new Set([
  'set',
  'setType',
  'rarity',
  'released',
  'price',
  'artist',
  'flavor',
  'collectorNumber',
  'platform',
  'reprint',
  'new',
  'watermark',
  'block',
  'frame',
  'finish',
  'setTypeIs',
  'printingFlag',
  'printingWord',
  'cheapest',
  'frameEffect',
  'promoType',
]);
const isPrintingLeaf = (filter: Filter): filter is PrintingLeaf =>
  PRINTING_LEAVES.has(filter.kind) || (filter.kind === 'pattern' && isPrintingPattern(filter));

/** A condition on one printing row; `p` names the printings table (or is empty inside a subquery). */
function printingCondition(leaf: PrintingLeaf, p: 'p.' | ''): Sql {
  switch (leaf.kind) {
    case 'set':
      return sql(`${p}set_code = ? COLLATE NOCASE`, leaf.code);
    case 'setType':
    case 'setTypeIs':
      return sql(`${p}set_code IN (SELECT code FROM sets WHERE set_type = ?)`, leaf.setType);
    case 'printingFlag':
      return sql(`${p}${PRINTING_FLAG_COLUMNS[leaf.flag]} = 1`);
    case 'printingWord':
      return sql(`${p}${PRINTING_WORD_COLUMNS[leaf.field]} = ? COLLATE NOCASE`, leaf.value);
    case 'rarity': {
      const names = raritiesMatching(leaf.op, leaf.rank).flatMap((r) => r.names);
      return sql(`lower(${p}rarity) IN (${placeholders(names.length)})`, ...names);
    }
    case 'released':
      return releasedCondition(leaf, `${p}released_at`);
    case 'artist':
      return sql(`instr(${p}artist_folded, ?) > 0`, leaf.text);
    case 'flavor':
      return sql(`instr(${p}flavor_folded, ?) > 0`, leaf.text);
    case 'pattern':
      return sql(`${p}${leaf.field}_folded REGEXP ?`, leaf.pattern.source);
    case 'collectorNumber':
      return collectorNumberCondition(leaf, `${p}collector_number`);
    case 'platform':
      return sql(platformCondition(leaf.platform, p));
    case 'price':
      return sql(
        `${p}id IN (SELECT printing_id FROM printing_prices WHERE ${lowestPrice(leaf.currency)} ${leaf.op} ?)`,
        leaf.value,
      );
    case 'cheapest':
      return cheapestCondition(leaf.currency, p === '' ? 'printings.' : p);
    case 'reprint':
      return sql(`${p}reprint = ?`, leaf.reprint ? 1 : 0);
    // The search index keeps each printing's new: answers (engine/search/new-printings.ts).
    case 'new':
      return sql(`(${p}new_mask & ?) != 0`, newBit(leaf.property));
    case 'watermark':
      return leaf.name === undefined
        ? sql(`${p}watermark IS NOT NULL`)
        : sql(`instr(${watermarkList(`${p}watermark`)}, ?) > 0`, watermarkItem(leaf.name));
    case 'frame':
      return sql(`(${p}frame = ? OR ${hasFrameEffect(p)})`, leaf.frame, `"${leaf.frame}"`);
    case 'frameEffect':
      return sql(hasFrameEffect(p), `"${leaf.effect}"`);
    case 'promoType':
      return sql(hasPromoType(p), `"${leaf.promoType}"`);
    // finishes is a JSON array of strings (db/card-rows.ts): the quoted word is found whole.
    case 'finish':
      return sql(`instr(${p}finishes, ?) > 0`, `"${leaf.finish}"`);
    case 'block':
      return sql(
        `${p}set_code IN (SELECT code FROM sets WHERE block = (SELECT block FROM sets WHERE code = ? COLLATE NOCASE))`,
        leaf.code,
      );
  }
}

/** A JSON array column of words holds `word` (a bound `?` by default) given quoted; none held where it is NULL. */
const holdsWord = (column: string, word = '?') => `instr(coalesce(${column}, ''), ${word}) > 0`;
/**
 * The printing's frame effects (a JSON array of strings, as finishes) hold the quoted word bound after it; a printing
 * without effects (NULL) holds none, so that -is:showcase is true of it rather than unknown.
 */
const hasFrameEffect = (p: 'p.' | '') => holdsWord(`${p}frame_effects`);
/** The printing's promo types hold the quoted word bound after it, as its frame effects (-is:prerelease as -is:showcase). */
const hasPromoType = (p: 'p.' | '') => holdsWord(`${p}promo_types`);

/** A printing on a game: on Arena or MTGO it has its id there; on paper, its source says so (migration 019). */
const platformCondition = (platform: Platform, p: 'p.' | '') =>
  platform === 'paper' ? `${p}paper = 1` : `${p}${platform}_id IS NOT NULL`;

/** The printings column of each yes-or-no fact (migrations 019 and 031). */
export const PRINTING_FLAG_COLUMNS: Readonly<Record<PrintingFlag, string>> = {
  fullArt: 'full_art',
  textless: 'textless',
  highres: 'highres_image',
  promo: 'promo',
  digital: 'digital',
  spotlight: 'story_spotlight',
  reserved: 'reserved',
  booster: 'booster',
  oversized: 'oversized',
};
export const PRINTING_WORD_COLUMNS: Readonly<Record<PrintingWordField, string>> = {
  border: 'border_color',
  stamp: 'security_stamp',
};

/** A printing's watermarks (the faces' joined " // ") as " // a // b // ", lower case, so one is found whole. */
export const watermarkList = (column: string) => `(' // ' || lower(${column}) || ' // ')`;
const watermarkItem = (name: string) => ` // ${name} // `;

/**
 * The printing (`row`: its table, named, as the subquery reads printings too) is its card's cheapest in the
 * currency: the lowest price of any finish, the lower id on a tie, so each card has one.
 */
function cheapestCondition(currency: Currency, row: string): Sql {
  const price = lowestPrice(currency);
  return sql(`${row}id = (SELECT pp.printing_id FROM printing_prices pp JOIN printings pr ON pr.id = pp.printing_id
    WHERE pr.card_id = ${row}card_id AND ${price} IS NOT NULL ORDER BY ${price}, pr.id LIMIT 1)`);
}

/** The release date (ISO text, so text order is date order) against the leaf's period, `from` up to `to`. */
function releasedCondition(leaf: Extract<LeafFilter, { kind: 'released' }>, column: string): Sql {
  const { from, to } = leaf;
  switch (leaf.op) {
    case '=':
      return sql(`(${column} >= ? AND ${column} < ?)`, from, to);
    case '!=':
      return sql(`(${column} < ? OR ${column} >= ?)`, from, to);
    case '<':
      return sql(`${column} < ?`, from);
    case '<=':
      return sql(`${column} < ?`, to);
    case '>':
      return sql(`${column} >= ?`, to);
    case '>=':
      return sql(`${column} >= ?`, from);
  }
}

/** As printed for = and != (case aside: "12A" is "12a"); by the leading digits for an order, where there are some. */
function collectorNumberCondition(leaf: Extract<LeafFilter, { kind: 'collectorNumber' }>, column: string): Sql {
  if (leaf.op === '=' || leaf.op === '!=') return sql(`${column} ${leaf.op} ? COLLATE NOCASE`, leaf.text);
  return sql(`(${column} GLOB '[0-9]*' AND CAST(${column} AS INTEGER) ${leaf.op} ?)`, Number(leaf.text));
}

/**
 * Cards mode: some printing of the card meets every condition together (`s:znr r:rare` is a card printed
 * rare in ZNR, as Scryfall answers per printing). Prints mode: the row's printing meets them.
 */
function printingsSql(leaves: readonly PrintingLeaf[], unique: Unique): Sql {
  if (rowIsPrinting(unique))
    return joinSql(
      leaves.map((leaf) => printingCondition(leaf, 'p.')),
      ' AND ',
    );
  const conditions = joinSql(
    leaves.map((leaf) => printingCondition(leaf, '')),
    ' AND ',
  );
  return cardIdIn(sql(`SELECT card_id FROM printings WHERE ${conditions.text}`, ...conditions.params));
}

/** A rarity alone, in cards mode, reads the card's mask of printing rarities instead of the printings. */
function raritySql(leaf: Extract<LeafFilter, { kind: 'rarity' }>, unique: Unique): Sql {
  if (rowIsPrinting(unique)) return printingsSql([leaf], unique);
  const mask = raritiesMatching(leaf.op, leaf.rank).reduce((m, r) => m | rarityBit(r.rank), 0);
  return sql('(s.rarity_mask & ?) != 0', mask);
}

/** `in:`: of the card, whichever printing a unique:prints row is; a rarity and a language from the card's masks. */
function printedInSql(filter: Extract<LeafFilter, { kind: 'printedIn' }>): Sql {
  const { where } = filter;
  if ('rarity' in where) return sql('(s.rarity_mask & ?) != 0', rarityBit(where.rarity));
  if ('lang' in where) return sql('(s.lang_mask & ?) != 0', languageBit(where.lang));
  if ('platform' in where)
    return cardIdIn(sql(`SELECT card_id FROM printings WHERE ${platformCondition(where.platform, '')}`));
  // Two branches, each of which reads printings by its set code index (one OR of both would read every printing).
  return cardIdIn(
    sql(
      `SELECT card_id FROM printings WHERE set_code = ? COLLATE NOCASE
      UNION ALL SELECT card_id FROM printings WHERE set_code IN (SELECT code FROM sets WHERE set_type = ?)`,
      where.set,
      where.set,
    ),
  );
}

/**
 * `own` and `is:owned`, read from the collection as it is now rather than from the index, so a collection edit
 * needs no re-index. One pass over the collection sums each owned card's copies (every printing, finish and
 * binder; the collection_card index gives the groups in order). A card without a row owns 0: when 0 copies
 * satisfy the comparison (own=0, own<2), the card matches unless it is among the owned cards that fail it.
 * With unique:prints the row is one printing, and its copies are the rows recorded as that printing (rows
 * imported by name alone count for the card, not for any printing). TOTAL() sums as a real number: rows an
 * older version stored may hold counts near 9e18, whose integer sum() overflows.
 */
function ownedSql(filter: Extract<LeafFilter, { kind: 'owned' }>, unique: Unique): Sql {
  const key = rowIsPrinting(unique) ? 'printing_id' : 'card_id';
  const zeroMatches = COMPARE[filter.op](0, filter.count);
  const owned = sql(
    `SELECT ${key} FROM collection WHERE ${key} IS NOT NULL
    GROUP BY ${key} HAVING ${zeroMatches ? 'NOT ' : ''}(TOTAL(count) ${filter.op} ?)`,
    filter.count,
  );
  const member = rowIsPrinting(unique) ? sql(`+p.id IN (${owned.text})`, ...owned.params) : cardIdIn(owned);
  return zeroMatches ? sql(`NOT (${member.text})`, ...member.params) : member;
}

const PRINT_COUNT_COLUMNS: Readonly<Record<PrintCount, string>> = {
  prints: 's.print_count',
  sets: 's.set_count',
  paperprints: 's.paper_print_count',
  papersets: 's.paper_set_count',
};

const LEGALITY_MASKS = { legal: 's.legal_mask', banned: 's.banned_mask', restricted: 's.restricted_mask' } as const;

type LeafCompiler = { [K in LeafFilter['kind']]: (filter: Extract<LeafFilter, { kind: K }>, unique: Unique) => Sql };

const LEAVES: LeafCompiler = {
  name: nameSql,
  text: textSql,
  type: typeSql,
  pattern: patternSql,
  race: (f) => sql('instr(s.subtypes, ?) > 0', f.text), // DM 203.2: races match by substring
  colors: colorsSql,
  multicolor: (f) => sql(f.field === 'colors' ? 's.color_count >= 2' : 's.identity_count >= 2'),
  // `produces<=wu` keeps to cards that make some mana: one making none is not "within" white and blue.
  produces: (f) => {
    const condition = maskSql('s.produced', f.op, f.mask, ANY_MANA);
    return f.op === '<=' || f.op === '<'
      ? sql(`(s.produced != 0 AND ${condition.text})`, ...condition.params)
      : condition;
  },
  mana: manaSql,
  devotion: devotionSql,
  number: numberSql,
  fields: fieldsSql,
  // A fractional mana value (an Un-card's {½}) is neither even nor odd.
  parity: (f) =>
    sql('(s.mana_value = CAST(s.mana_value AS INTEGER) AND CAST(s.mana_value AS INTEGER) % 2 = ?)', f.even ? 0 : 1),
  rarity: raritySql,
  set: (f, unique) => printingsSql([f], unique),
  setType: (f, unique) => printingsSql([f], unique),
  printedIn: printedInSql,
  printCount: (f) => sql(`${PRINT_COUNT_COLUMNS[f.what]} ${f.op} ?`, f.value),
  released: (f, unique) => printingsSql([f], unique),
  // search.ts puts the set's release date in its place (set-releases.ts) before a query compiles.
  releasedSet: (f) => {
    throw new Error(`the release of set "${f.set}" was not looked up before the query compiled`);
  },
  price: (f, unique) => printingsSql([f], unique),
  artist: (f, unique) => printingsSql([f], unique),
  flavor: (f, unique) => printingsSql([f], unique),
  collectorNumber: (f, unique) => printingsSql([f], unique),
  legality: (f) =>
    sql(`(${LEGALITY_MASKS[f.status]} & (SELECT bit FROM search_formats WHERE format = ?)) != 0`, f.format),
  is: (f) => sql('(s.flags & ?) != 0', flagBit(f.flag)),
  owned: ownedSql,
  keyword: (f) => sql('s.sid IN (SELECT sid FROM search_keywords WHERE keyword = ?)', f.text),
  game: (f) => sql('s.game = ?', f.game),
  platform: (f, unique) => printingsSql([f], unique),
  reprint: (f, unique) => printingsSql([f], unique),
  new: (f, unique) => printingsSql([f], unique),
  watermark: (f, unique) => printingsSql([f], unique),
  block: (f, unique) => printingsSql([f], unique),
  frame: (f, unique) => printingsSql([f], unique),
  finish: (f, unique) => printingsSql([f], unique),
  setTypeIs: (f, unique) => printingsSql([f], unique),
  printingFlag: (f, unique) => printingsSql([f], unique),
  printingWord: (f, unique) => printingsSql([f], unique),
  cheapest: (f, unique) => printingsSql([f], unique),
  frameEffect: (f, unique) => printingsSql([f], unique),
  promoType: (f, unique) => printingsSql([f], unique),
  lang: (f, unique) =>
    rowIsPrinting(unique) ? sql('p.lang = ?', f.lang) : sql('(s.lang_mask & ?) != 0', languageBit(f.lang)),
};

export function filterSql(filter: Filter, unique: Unique): Sql {
  switch (filter.kind) {
    case 'all':
      return sql('1');
    case 'and':
      return andSql(filter.filters, unique);
    case 'or':
      return wrap(
        joinSql(
          filter.filters.map((f) => filterSql(f, unique)),
          ' OR ',
        ),
      );
    case 'not': {
      const inner = filterSql(filter.filter, unique);
      return sql(`NOT (${inner.text})`, ...inner.params);
    }
    default:
      return (LEAVES[filter.kind] as (f: LeafFilter, u: Unique) => Sql)(filter, unique);
  }
}

const wrap = (inner: Sql): Sql => sql(`(${inner.text})`, ...inner.params);

/**
 * AND, with a set, release, price, artist, flavor or collector-number filter and its sibling printing filters asked
 * of one printing together (a
 * rarity alone reads the card's mask), and the parts of a name ("sol ring") asked of one name together: not
 * "sol" in the Spanish name and "ring" in the English one.
 */
function andSql(filters: readonly Filter[], unique: Unique): Sql {
  const printingLeaves = filters.filter(isPrintingLeaf);
  const together = printingLeaves.some((f) => f.kind !== 'rarity') ? printingLeaves : [];
  const nameParts = filters.filter(isIndexedNamePart);
  const oneName = nameParts.length > 1 ? nameParts : [];
  const parts = filters
    .filter((f) => !together.includes(f as PrintingLeaf) && !oneName.includes(f as NameLeaf))
    .map((f) => filterSql(f, unique));
  if (together.length) parts.push(printingsSql(together, unique));
  if (oneName.length) parts.push(namePartsSql(oneName));
  return wrap(joinSql(parts, ' AND '));
}

/** Rank of a printing's rarity in SQL, from the same table the parser reads (prints mode sorts per printing). */
function printingRarityRank(): Sql {
  const names = RARITIES.flatMap((r) => r.names.map((n) => [n, r.rank] as const));
  return sql(`CASE lower(p.rarity) ${names.map(() => 'WHEN ? THEN ?').join(' ')} ELSE -1 END`, ...names.flat());
}

/** One ORDER BY term. */
export interface OrderTerm {
  expr: Sql;
  direction: 'ASC' | 'DESC';
}

interface SortKey {
  expr: Sql;
  nullable: boolean;
}
const key = (text: string, nullable = false): SortKey => ({ expr: sql(text), nullable });

/**
 * The names `order:name` sorts by: the English, or the Japanese a Japanese window shows, the cards with none after
 * them by their English names (db/search/name-ranks.ts, whose `prepareJapaneseNameRanks` must run first on the
 * connection).
 */
export type NameOrder = 'english' | 'japanese';

/** Sort keys per order. */
function orderKeys(order: OrderField, unique: Unique, names: NameOrder): SortKey[] {
  const prints = rowIsPrinting(unique);
  switch (order) {
    case 'name':
      return [key(names === 'japanese' ? japaneseNameRank('s.card_id') : 's.sort_name')];
    case 'manaValue':
      return [key('s.mana_value')];
    case 'color':
      return [key('s.color_sort')];
    case 'power':
      return [key('s.power', true)];
    case 'toughness':
      return [key('s.toughness', true)];
    case 'rarity':
      return [prints ? { expr: printingRarityRank(), nullable: false } : key('s.rarity_rank', true)];
    case 'set':
      return prints
        ? [key('p.set_code'), key('CAST(p.collector_number AS INTEGER)'), key('p.collector_number')]
        : [key('s.first_set', true), key('CAST(s.first_number AS INTEGER)', true), key('s.first_number', true)];
    case 'released':
      return [prints ? key('p.released_at', true) : key('s.first_released', true)];
    case 'artist':
      return [key(prints ? 'p.artist_folded' : FIRST_ARTIST, true)];
    case 'usd':
    case 'eur':
    case 'tix':
      return [key(prints ? printingPrice(order) : cheapestPrinting(order), true)];
  }
}

/** The printing row's lowest price in the currency (any finish); NULL without one. */
const printingPrice = (currency: Currency) =>
  `(SELECT ${lowestPrice(currency)} FROM printing_prices WHERE printing_id = p.id)`;

/** The card's cheapest printing in the currency; NULL when no printing has a price. */
const cheapestPrinting = (currency: Currency) =>
  `(SELECT min(${lowestPrice(currency)}) FROM printing_prices pp JOIN printings pr ON pr.id = pp.printing_id
    WHERE pr.card_id = s.card_id)`;

/** A card's artist for order:artist: its first printing's (the earliest with one), as a card shows no printing. */
const FIRST_ARTIST = `(SELECT artist_folded FROM printings WHERE card_id = s.card_id AND artist_folded IS NOT NULL
    ORDER BY released_at IS NULL, released_at, id LIMIT 1)`;

const PRINTING_TIES = ['s.sort_name', 's.card_id', 'p.released_at', 'p.set_code', 'p.collector_number', 'p.id'];
const TIES: Readonly<Record<Unique, readonly string[]>> = {
  cards: ['s.sort_name', 's.card_id'],
  prints: PRINTING_TIES,
  art: PRINTING_TIES,
};

/**
 * unique:art: one row per card and artwork (Scryfall's illustration_id; a printing without one is its own), the
 * earliest matching printing of it (the artwork's first appearance among the matches), which SQLite's min() picks
 * the row of.
 */
const ART_GROUP = {
  by: 's.card_id, coalesce(p.illustration_id, p.id)',
  pick: "min(coalesce(p.released_at, '9999-99-99') || p.id)",
};

/** The order's keys, NULLs (no power, no printing) last either way, then name and id so pages never overlap. */
function orderTerms(query: SearchQuery, names: NameOrder): OrderTerm[] {
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  const keys = orderKeys(query.order, query.unique, names).flatMap(({ expr, nullable }): OrderTerm[] =>
    nullable
      ? [
          { expr: sql(`${expr.text} IS NULL`, ...expr.params), direction: 'ASC' },
          { expr, direction },
        ]
      : [{ expr, direction }],
  );
  const ties = TIES[query.unique].filter((t) => !keys.some((k) => k.expr.text === t));
  return [...keys, ...ties.map((t): OrderTerm => ({ expr: sql(t), direction: 'ASC' }))];
}

/** The card's default printing among its printings `p`, as db/images.ts cardImageSource orders them. */
const DEFAULT_PRINTING_ORDER =
  "p.image_uri IS NULL, p.lang = 'en' DESC, p.released_at IS NULL, p.released_at DESC, p.id";

/** A frame Scryfall's prefer:atypical favours and prefer:default avoids: borderless, full art, showcase … */
const ATYPICAL_FRAME = `(coalesce(p.border_color, '') = 'borderless' OR coalesce(p.full_art, 0) = 1
  OR coalesce(p.textless, 0) = 1 OR ${['showcase', 'extendedart', 'inverted', 'etched']
    .map((effect) => holdsWord('p.frame_effects', `'"${effect}"'`))
    .join(' OR ')})`;

/** What `prefer:` puts first; NULL dates and prices last either way. */
function preferenceOrder(prefer: Prefer | undefined): string[] {
  switch (prefer) {
    case undefined:
      return [];
    case 'oldest':
      return ['p.released_at IS NULL', 'p.released_at ASC'];
    case 'newest':
      return ['p.released_at IS NULL', 'p.released_at DESC'];
    case 'promo':
      return ['coalesce(p.promo, 0) DESC'];
    case 'default':
      return [`${ATYPICAL_FRAME} ASC`];
    case 'atypical':
      return [`${ATYPICAL_FRAME} DESC`];
    default: {
      const [currency, end] = prefer.split('-') as [Currency, 'low' | 'high'];
      const price = printingPrice(currency);
      return [`${price} IS NULL`, `${price} ${end === 'low' ? 'ASC' : 'DESC'}`];
    }
  }
}

/** Leaves whose answer differs between a card's printings when read per printing (unique:prints). */
const readsPrinting = (leaf: LeafFilter): boolean =>
  isPrintingLeaf(leaf) || leaf.kind === 'lang' || leaf.kind === 'owned';

/**
 * The query read per printing, without the top-level terms that ask nothing of a printing: those hold for every
 * card listed, and asked again inside the per-card subquery they would run their scans (FTS, search_ja) once per card.
 */
function printingMatches(filter: Filter): Sql {
  const conjuncts = filter.kind === 'and' ? filter.filters : [filter];
  const asked = conjuncts.filter((f) => [...leavesOf(f)].some(readsPrinting));
  if (asked.length === 0) return sql('1');
  return filterSql(asked.length === 1 ? asked[0] : { kind: 'and', filters: asked }, 'prints');
}

function shownPrinting(query: SearchQuery): ShownPrinting | undefined {
  if (rowIsPrinting(query.unique)) return undefined;
  return {
    matches: printingMatches(query.filter),
    order: [...preferenceOrder(query.prefer), DEFAULT_PRINTING_ORDER].join(', '),
  };
}

export function compileSearch(query: SearchQuery, names: NameOrder = 'english'): CompiledSearch {
  return {
    shown: shownPrinting(query),
    from: rowIsPrinting(query.unique) ? 'printings p JOIN card_search s ON s.card_id = p.card_id' : 'card_search s',
    group: query.unique === 'art' ? ART_GROUP : undefined,
    where: filterSql(query.filter, query.unique),
    order: orderTerms(query, names),
    matchesAll: query.filter.kind === 'all' && query.order === 'name' && query.unique === 'cards',
    unique: query.unique,
  };
}
