// Set codes, formats and keyword abilities are open vocabularies: the card data says which exist. A value the
// data does not know is a mistake to point at ("unknown set "znrr" at 3"), not a reason to show no cards.
import type { Db } from '../open.ts';
import { leavesOf, type Filter, type LeafFilter, type Span } from '../../engine/search/ast.ts';
import { SearchSyntaxError, type SearchErrorCode } from '../../engine/search/errors.ts';
import { statement } from './statements.ts';
import { lowestPrice } from './prices.ts';
import { CURRENCIES } from '../../engine/collection/prices.ts';

/** `in:` checked for the set code or set type it names (in:khm, in:core). */
type PrintedInSet = { kind: 'printedIn'; where: { set: string }; span: Span };
type CheckedLeaf =
  | Extract<
      LeafFilter,
      { kind: 'set' | 'setType' | 'releasedSet' | 'legality' | 'keyword' | 'price' | 'artist' | 'flavor' }
    >
  | PrintedInSet;

interface KnownValueCheck<Leaf> {
  what: string;
  /** The words a screen gives an unknown value, where it has its own. */
  code?: SearchErrorCode;
  value: (leaf: Leaf) => string;
  sql: string;
  /** What is wrong when no row has the value; by default it is unknown. */
  problem?: (value: string) => string;
}

type KnownValueChecks = { [K in CheckedLeaf['kind']]: KnownValueCheck<Extract<CheckedLeaf, { kind: K }>> };

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
  price: {
    what: 'price',
    value: (leaf) => leaf.currency,
    sql: `SELECT 1 FROM printing_prices WHERE CASE @value
      ${CURRENCIES.map((c) => `WHEN '${c}' THEN ${lowestPrice(c)}`).join(' ')} END IS NOT NULL LIMIT 1`,
    problem: (currency) =>
      `no ${currency} prices in the card data: they come with Scryfall's bulk data (default_cards, from Card data)`,
  },
  // Printings imported before migration 014 have neither; a:/ft: would find nothing and not say why.
  artist: printingTextCheck('artists', 'artist_folded'),
  flavor: printingTextCheck('flavor text', 'flavor_folded'),
};

function printingTextCheck<Leaf>(what: string, column: string): KnownValueCheck<Leaf> {
  return {
    what,
    value: () => what,
    sql: `SELECT 1 FROM printings WHERE ${column} IS NOT NULL LIMIT 1`,
    problem: () =>
      `no ${what} in the card data: they come with Scryfall or MTGJSON card data (import it again if it was imported by an older Decklab)`,
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
      return leaf;
    // in:khm names a set as s: does, in:core a set type as st: does.
    case 'printedIn':
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
    if (statement(db, check.sql).get({ value }) === undefined) {
      throw new SearchSyntaxError(
        check.problem?.(value) ?? `unknown ${check.what} "${value}"`,
        leaf.span.position,
        leaf.span.length,
        { keyword: leaf.span.keyword, code: check.code },
      );
    }
  }
}
