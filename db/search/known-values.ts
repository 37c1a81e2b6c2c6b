// Set codes, formats and keyword abilities are open vocabularies: the card data says which exist. A value the
// data does not know is a mistake to point at ("unknown set "znrr" at 3"), not a reason to show no cards.
import type { Db } from '../open.ts';
import { leavesOf, type Filter, type LeafFilter, type PrintingFlag, type Span } from '../../engine/search/ast.ts';
import { SearchSyntaxError, type SearchErrorCode } from '../../engine/search/errors.ts';
import { statement } from './statements.ts';
import { lowestPrice } from './prices.ts';
import { CURRENCIES } from '../../engine/collection/prices.ts';
import { PRINTING_FLAG_COLUMNS, PRINTING_WORD_COLUMNS, watermarkList } from './compile.ts';

/** `in:` checked for the set code or set type it names (in:khm, in:core). */
type PrintedInSet = { kind: 'printedIn'; where: { set: string }; span: Span };
type CheckedLeaf =
  | Extract<
      LeafFilter,
      {
        kind:
          | 'set'
          | 'setType'
          | 'releasedSet'
          | 'legality'
          | 'keyword'
          | 'price'
          | 'artist'
          | 'flavor'
          | 'reprint'
          | 'new'
          | 'watermark'
          | 'block'
          | 'frame'
          | 'printingFlag'
          | 'printingWord'
          | 'cheapest'
          | 'frameEffect'
          | 'promoType'
          | 'platform';
      }
    >
  | PrintedInSet;

interface KnownValueCheck<Leaf> {
  what: string;
  /** The words a screen gives an unknown value, where it has its own (for this leaf, where they depend on it). */
  code?: SearchErrorCode | ((leaf: Leaf) => SearchErrorCode);
  value: (leaf: Leaf) => string;
  /** The query, or the query for this leaf where the leaf names the column it asks of. */
  sql: string | ((leaf: Leaf) => string);
  /** What is wrong when no row has the value; by default it is unknown. */
  problem?: (value: string, leaf: Leaf) => string;
}

type KnownValueChecks = { [K in CheckedLeaf['kind']]: KnownValueCheck<Extract<CheckedLeaf, { kind: K }>> };

/** Whether some printing has a price in the leaf's currency. */
const PRICE_CHECK: KnownValueCheck<{ currency: string }> = {
  what: 'price',
  value: (leaf) => leaf.currency,
  sql: `SELECT 1 FROM printing_prices WHERE CASE @value
    ${CURRENCIES.map((c) => `WHEN '${c}' THEN ${lowestPrice(c)}`).join(' ')} END IS NOT NULL LIMIT 1`,
  problem: (currency) =>
    `no ${currency} prices in the card data: they come with Scryfall's bulk data (default_cards, from Card data)`,
};

/** Each query asks whether some row has the value (@value). */
const CHECKS: KnownValueChecks = {
  set: {
    what: 'set',
    code: 'unknown-set',
    value: (leaf) => leaf.code,
    sql: `SELECT 1 FROM printings WHERE set_code = @value COLLATE NOCASE
      UNION ALL SELECT 1 FROM sets WHERE code = @value COLLATE NOCASE LIMIT 1`,
  },
  // Scryfall's set_type and MTGJSON's set type share these words; Duel Masters sets have none.
  setType: {
    what: 'set type',
    code: 'unknown-set-type',
    value: (leaf) => leaf.setType,
    sql: 'SELECT 1 FROM sets WHERE set_type = @value LIMIT 1',
    problem: (setType) =>
      `no set of type "${setType}" in the card data (core, expansion, masters, commander, draft_innovation …)`,
  },
  printedIn: {
    what: 'set or set type',
    code: 'unknown-set',
    value: (leaf) => leaf.where.set,
    sql: `SELECT 1 FROM printings WHERE set_code = @value COLLATE NOCASE
      UNION ALL SELECT 1 FROM sets WHERE code = @value COLLATE NOCASE OR set_type = @value LIMIT 1`,
  },
  // date>ori compares with the set's release date: a set without one (Duel Masters') cannot stand for a date.
  releasedSet: {
    what: 'set',
    code: 'unknown-set',
    value: (leaf) => leaf.set,
    sql: 'SELECT 1 FROM sets WHERE code = @value COLLATE NOCASE AND released_at IS NOT NULL',
    problem: (set) => `no set "${set}" with a release date in the card data`,
  },
  legality: {
    what: 'format',
    code: 'unknown-format',
    value: (leaf) => leaf.format,
    sql: 'SELECT 1 FROM search_formats WHERE format = @value',
  },
  keyword: {
    what: 'keyword ability',
    value: (leaf) => leaf.text,
    sql: 'SELECT 1 FROM search_keywords WHERE keyword = @value LIMIT 1',
  },
  // Prices come only with Scryfall's bulk data: without any, usd<1 would find nothing for a reason the user cannot see.
  price: PRICE_CHECK,
  cheapest: PRICE_CHECK,
  // Printings imported before migration 014 have neither; a:/ft: would find nothing and not say why.
  artist: printingTextCheck('artists', 'artist_folded'),
  flavor: printingTextCheck('flavor text', 'flavor_folded'),
  // Printings imported before migration 017 do not say whether they are reprints.
  reprint: printingTextCheck('reprint information', 'reprint'),
  // new:rarity and new:language compare what every printing has; the others need their own column filled.
  new: {
    what: 'new: property',
    value: (leaf) => leaf.property,
    sql: `SELECT 1 FROM printings WHERE CASE @value WHEN 'art' THEN illustration_id WHEN 'artist' THEN artist_folded
      WHEN 'flavor' THEN flavor_text WHEN 'frame' THEN frame ELSE released_at END IS NOT NULL LIMIT 1`,
    problem: (property) =>
      `no ${NEW_DATA[property] ?? property} in the card data, so no printing can be new in it: ${
        property === 'art' ? 'artworks are told apart only by Scryfall card data' : SOURCES
      }`,
  },
  watermark: {
    what: 'watermark',
    code: 'unknown-watermark',
    value: (leaf) => leaf.name ?? '',
    sql: `SELECT 1 FROM printings WHERE CASE @value WHEN '' THEN watermark IS NOT NULL
      ELSE instr(${watermarkList('watermark')}, ' // ' || @value || ' // ') > 0 END LIMIT 1`,
    problem: (name) =>
      name === ''
        ? `no watermarks in the card data: ${SOURCES}`
        : `no printing has the watermark "${name}"; watermarks: ${SOURCES}`,
  },
  frame: {
    what: 'frame',
    value: (leaf) => leaf.frame,
    sql: `SELECT 1 FROM printings WHERE frame = @value UNION ALL
      SELECT 1 FROM printings WHERE instr(frame_effects, '"' || @value || '"') > 0 LIMIT 1`,
    problem: (frame) =>
      `no printing has the frame or frame effect "${frame}" (1993, 1997, 2003, 2015, future; legendary, showcase, extendedart …); frames: ${SOURCES}`,
  },
  // is:showcase on data without the effect finds nothing; data without any frame effects cannot answer it.
  frameEffect: printingTextCheck('frame effects', 'frame_effects'),
  // Likewise is:prerelease: no printing of it finds nothing; data without any promo types (a 2019 Scryfall file, printings
  // imported before migration 031) cannot answer it.
  promoType: printingTextCheck('promo types', 'promo_types'),
  // Arena and MTGO ids have been kept since the first schema; whether a printing is on paper since migration 019.
  platform: {
    what: 'game',
    value: (leaf) => leaf.platform,
    sql: `SELECT 1 FROM printings WHERE CASE @value WHEN 'paper' THEN paper IS NOT NULL ELSE 1 END LIMIT 1`,
    problem: () => `no paper availability in the card data: ${SOURCES}`,
  },
  // border: and stamp: name a value the printings have; a source without the field has none.
  printingWord: {
    what: 'border or security stamp',
    code: (leaf) => (leaf.field === 'border' ? 'unknown-border' : 'unknown-stamp'),
    value: (leaf) => leaf.value,
    sql: (leaf) => `SELECT 1 FROM printings WHERE ${PRINTING_WORD_COLUMNS[leaf.field]} = @value COLLATE NOCASE LIMIT 1`,
    problem: (value, leaf) =>
      leaf.field === 'border'
        ? `no printing has the border "${value}" (black, white, borderless, silver, gold, yellow); borders: ${SOURCES}`
        : `no printing has the security stamp "${value}" (oval, acorn, triangle, arena, heart, circle); stamps: ${SOURCES}`,
  },
  // Printings imported before migration 019 (031 for booster and oversized) do not say; Scryfall alone says which
  // images are high resolution.
  printingFlag: {
    what: 'printing information',
    value: (leaf) => leaf.flag,
    sql: (leaf) => `SELECT 1 FROM printings WHERE ${PRINTING_FLAG_COLUMNS[leaf.flag]} IS NOT NULL LIMIT 1`,
    problem: (flag) =>
      flag === 'highres'
        ? "no image resolutions in the card data: only Scryfall's card data says which images are high resolution"
        : `no ${PRINTING_FLAG_DATA[flag as PrintingFlag]} in the card data: ${SOURCES}`,
  },
  // b:wwk names a set of the block; MTGJSON's set files say which block a set is in.
  block: {
    what: 'block',
    code: 'unknown-block',
    value: (leaf) => leaf.code,
    sql: 'SELECT 1 FROM sets WHERE code = @value COLLATE NOCASE AND block IS NOT NULL',
    problem: (code) =>
      `no set "${code}" of a block in the card data (MTGJSON set files say which block a set is in; Scryfall's card files do not)`,
  },
};

const SOURCES = 'they come with Scryfall or MTGJSON card data (import it again if it was imported by an older Decklab)';

/** What each `is:` fact of a printing reads, for the sentence saying the card data lacks it. */
const PRINTING_FLAG_DATA: Readonly<Record<PrintingFlag, string>> = {
  fullArt: 'full-art information',
  textless: 'textless information',
  highres: 'image resolutions',
  promo: 'promo information',
  digital: 'digital-only information',
  spotlight: 'Story Spotlight information',
  reserved: 'Reserved List information',
  booster: 'booster information',
  oversized: 'oversized-card information',
};

/** What `new:` compares, for the sentence saying the card data lacks it. */
const NEW_DATA: Readonly<Record<string, string>> = {
  art: 'artwork identities',
  artist: 'artists',
  flavor: 'flavor text',
  frame: 'frames',
  rarity: 'release dates',
  language: 'release dates',
};

function printingTextCheck<Leaf>(what: string, column: string): KnownValueCheck<Leaf> {
  return {
    what,
    value: () => what,
    sql: `SELECT 1 FROM printings WHERE ${column} IS NOT NULL LIMIT 1`,
    problem: () => `no ${what} in the card data: ${SOURCES}`,
  };
}

/** The leaf a known-value check asks about, if it needs one: ft:/…/ and a:/…/ need the same data as ft: and a:. */
function checkedLeaf(leaf: LeafFilter): CheckedLeaf | undefined {
  switch (leaf.kind) {
    case 'set':
    case 'setType':
    case 'releasedSet':
    case 'legality':
    case 'keyword':
    case 'price':
    case 'artist':
    case 'flavor':
    case 'reprint':
    case 'new':
    case 'watermark':
    case 'block':
    case 'frame':
    case 'printingFlag':
    case 'printingWord':
    case 'cheapest':
    case 'frameEffect':
    case 'promoType':
    case 'platform':
      return leaf;
    // paperprints and papersets count the printings game:paper finds.
    case 'printCount':
      return leaf.what === 'paperprints' || leaf.what === 'papersets'
        ? { kind: 'platform', platform: 'paper', span: leaf.span }
        : undefined;
    // in:khm names a set as s: does, in:core a set type as st: does; in:paper asks what game:paper asks.
    case 'printedIn':
      if ('platform' in leaf.where) return { kind: 'platform', platform: leaf.where.platform, span: leaf.span };
      return 'set' in leaf.where ? { kind: 'printedIn', where: leaf.where, span: leaf.span } : undefined;
    case 'pattern':
      return leaf.field === 'artist' || leaf.field === 'flavor'
        ? { kind: leaf.field, text: '', span: leaf.span }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * Throws at the first set code, format or keyword ability that no card in the database has, or a price, artist or
 * flavor text when no printing has one.
 */
export function checkKnownValues(db: Db, filter: Filter): void {
  for (const found of leavesOf(filter)) {
    const leaf = checkedLeaf(found);
    if (leaf === undefined) continue;
    const check = CHECKS[leaf.kind] as KnownValueCheck<CheckedLeaf>;
    const value = check.value(leaf);
    const query = typeof check.sql === 'string' ? check.sql : check.sql(leaf);
    if (statement(db, query).get({ value }) === undefined) {
      throw new SearchSyntaxError(
        check.problem?.(value, leaf) ?? `unknown ${check.what} "${value}"`,
        leaf.span.position,
        leaf.span.length,
        { keyword: leaf.span.keyword, code: typeof check.code === 'function' ? check.code(leaf) : check.code },
      );
    }
  }
}
