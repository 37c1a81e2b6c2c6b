// The parsed form of a Scryfall-style query: a filter tree plus the result directives (order, direction, unique).
// Every leaf keeps the span of the text it came from, so later stages (the SQL compiler's checks against the
// database) can point at the same place the parser would.
import type { Game } from '../cards/types.ts';
import type { IsFlag } from './flags.ts';
import type { Currency } from '../collection/prices.ts';
import type { SearchPattern } from './regex.ts';

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export interface Span {
  position: number;
  length: number;
  /** The keyword as typed, lower case ("c", "identity"); absent for bare words and quoted phrases. */
  keyword?: string;
}

/** `powerToughness` is a face's power and toughness added (Scryfall's `pt:`/`powtou:`). */
export type NumericField = 'manaValue' | 'power' | 'toughness' | 'loyalty' | 'powerToughness';
export type TextField = 'oracle' | 'fullOracle';
/** What `keyword:/…/` can read: the card's names, rules text, type line; a printing's artist and flavor text. */
export type PatternField = 'name' | TextField | 'type' | 'artist' | 'flavor';
export type ColorField = 'colors' | 'identity';
export type LegalityStatus = 'legal' | 'banned' | 'restricted';

export interface ManaSymbolCount {
  /** Canonical symbol text as card costs write it, e.g. "{G}", "{2}", "{W/U}". */
  symbol: string;
  count: number;
}

export type Filter =
  | { kind: 'all' }
  | { kind: 'and'; filters: Filter[] }
  | { kind: 'or'; filters: Filter[] }
  | { kind: 'not'; filter: Filter }
  /** Folded substring of any name (English, faces, localized), or the whole folded name when exact. */
  | { kind: 'name'; text: string; exact: boolean; span: Span }
  /** Folded substring of the rules text; "~" stands for the card's own name. */
  | { kind: 'text'; field: TextField; text: string; span: Span }
  | { kind: 'type'; text: string; span: Span }
  /** A regular expression over the folded text of `field` (Scryfall's `o:/…/`); artist and flavor are a printing's. */
  | { kind: 'pattern'; field: PatternField; pattern: SearchPattern; span: Span }
  /** Duel Masters race, matched by substring (DM 203.2). */
  | { kind: 'race'; text: string; span: Span }
  /** Bit mask comparison: W=1 U=2 B=4 R=8 G=16 (DM light..nature on the same bits). */
  | { kind: 'colors'; field: ColorField; op: Comparison; mask: number; span: Span }
  | { kind: 'multicolor'; field: ColorField; span: Span }
  /** Mana the card's own text or type can add (Card.producedMana) as W=1 U=2 B=4 R=8 G=16 and colorless C=32. */
  | { kind: 'produces'; op: Comparison; mask: number; span: Span }
  | { kind: 'mana'; op: Comparison; symbols: ManaSymbolCount[]; span: Span }
  /** Devotion of the card's cost to one or two colors ("U", "UB": WUBRG letters) against a number (CR 700.5). */
  | { kind: 'devotion'; colors: string; op: Comparison; count: number; span: Span }
  | { kind: 'number'; field: NumericField; op: Comparison; value: number; span: Span }
  | { kind: 'fields'; left: NumericField; op: Comparison; right: NumericField; span: Span }
  /** Scryfall's `mv:even` and `mv:odd`: a whole mana value divisible by two, or not. */
  | { kind: 'parity'; even: boolean; span: Span }
  /** Printing rarity compared by rank on the scale of vocabulary.RARITIES. */
  | { kind: 'rarity'; op: Comparison; rank: number; span: Span }
  | { kind: 'set'; code: string; span: Span }
  /** How many printings (one per set and collector number) or sets the card has, against a number (Scryfall's prints, sets). */
  | { kind: 'printCount'; what: PrintCount; op: Comparison; value: number; span: Span }
  /**
   * Scryfall's `in:`: the card has been printed in a set or a type of set, at a rarity, in a language or on Arena or MTGO, whichever
   * printing the result shows (where `s:`, `r:` and `lang:` choose the printings of unique:prints).
   */
  | { kind: 'printedIn'; where: PrintedIn; span: Span }
  /** The kind of set a printing is in (Scryfall's set_type: core, expansion, masters, commander …). */
  | { kind: 'setType'; setType: string; span: Span }
  /**
   * A printing's release date against a period, `from` (inclusive) to `to` (exclusive), ISO dates: `year:2020` is
   * 2020-01-01 to 2021-01-01, `date<2020-06-01` ends before the day 2020-06-01 starts.
   */
  | { kind: 'released'; op: Comparison; from: string; to: string; span: Span }
  /** Scryfall's `date>ori`, `year:khm`: the release date of a set (its day, or its year) stands for the period. */
  | { kind: 'releasedSet'; op: Comparison; set: string; unit: 'year' | 'date'; span: Span }
  /** Folded substring of a printing's artist (Scryfall's a:), or of its flavor text (ft:). */
  | { kind: 'artist' | 'flavor'; text: string; span: Span }
  /**
   * A printing's collector number: `=` and `!=` the number as printed, case aside ("123a", "★"); the other
   * comparisons its leading digits, for numbers that start with one.
   */
  | { kind: 'collectorNumber'; op: Comparison; text: string; span: Span }
  /** Scryfall's cheapest:usd: the printing is its card's cheapest in the currency (lowest price, then lowest id). */
  | { kind: 'cheapest'; currency: Currency; span: Span }
  /** A printing's lowest price in the currency, any finish (what the cheapest copy of that printing costs). */
  | { kind: 'price'; currency: Currency; op: Comparison; value: number; span: Span }
  | { kind: 'legality'; status: LegalityStatus; format: string; span: Span }
  | { kind: 'is'; flag: IsFlag; span: Span }
  /**
   * Copies in the collection compared with `count`: every printing, finish, condition and binder of the card
   * together; with `unique:prints`, the copies recorded as that printing. `is:owned` is `own>=1`.
   */
  | { kind: 'owned'; op: Comparison; count: number; span: Span }
  | { kind: 'keyword'; text: string; span: Span }
  | { kind: 'game'; game: Game; span: Span }
  /** Scryfall's `game:arena`, `game:mtgo` (a printing with its id there), `game:paper` (one printed on paper). */
  | { kind: 'platform'; platform: Platform; span: Span }
  | { kind: 'lang'; lang: string; span: Span }
  /** Scryfall's is:reprint (an earlier printing of the card exists) and not:reprint (the card's first printing). */
  | { kind: 'reprint'; reprint: boolean; span: Span }
  /** Scryfall's new:rarity, new:art …: no printing of the card released before this one has its value of `property`. */
  | { kind: 'new'; property: NewProperty; span: Span }
  /** Scryfall's wm:orzhov, a printing's watermark by name (case aside); has:watermark (`name` absent) any watermark. */
  | { kind: 'watermark'; name?: string; span: Span }
  /** Scryfall's b:wwk: a printing in any set of the block that set `code` belongs to. */
  | { kind: 'block'; code: string; span: Span }
  /** Scryfall's frame:2015, frame:legendary: a printing's frame edition (1993 … future) or one of its frame effects. */
  | { kind: 'frame'; frame: string; span: Span }
  /** Scryfall's is:showcase, is:extendedart, is:colorshifted: a printing with that frame effect. */
  | { kind: 'frameEffect'; effect: string; span: Span }
  /** Scryfall's is:foil, is:nonfoil, is:etched: a printing made in that finish. */
  | { kind: 'finish'; finish: Finish; span: Span }
  /** Scryfall's is:funny, is:masterpiece: a printing in a set of that type (Un-sets, holiday and playtest cards …). */
  | { kind: 'setTypeIs'; setType: string; span: Span }
  /** Scryfall's is:full, is:textless, is:hires, is:promo, is:digital, is:spotlight, is:booster: a printing that is so. */
  | { kind: 'printingFlag'; flag: PrintingFlag; span: Span }
  /** Scryfall's is:prerelease, is:buyabox, is:planeswalker_deck …: a printing of that promo type (as the data names it). */
  | { kind: 'promoType'; promoType: string; span: Span }
  /** Scryfall's border:white, stamp:acorn: a printing's border color or security stamp by name (case aside). */
  | { kind: 'printingWord'; field: PrintingWordField; value: string; span: Span };

export type Finish = 'foil' | 'nonfoil' | 'etched';
export type PrintingFlag =
  'fullArt' | 'textless' | 'highres' | 'promo' | 'digital' | 'spotlight' | 'reserved' | 'booster' | 'oversized';
/** What Scryfall's prints, sets, paperprints and papersets count of a card: printings and sets, all or on paper. */
export type PrintCount = 'prints' | 'sets' | 'paperprints' | 'papersets';
export type PrintingWordField = 'border' | 'stamp';

/** What a printing can be the first of its card to have (Scryfall's `new:`). */
export type NewProperty = 'rarity' | 'art' | 'artist' | 'flavor' | 'frame' | 'language';

/** `set` is a set's code or a set type (Scryfall's `in:core`, `-in:commander`): the card data says which exist. */
export type Platform = 'arena' | 'mtgo' | 'paper';
export type PrintedIn = { set: string } | { rarity: number } | { lang: string } | { platform: Platform };

export type LeafFilter = Exclude<Filter, { kind: 'all' | 'and' | 'or' | 'not' }>;

/** The filter with each leaf replaced by what `replace` gives for it. */
export function mapLeaves(filter: Filter, replace: (leaf: LeafFilter) => Filter): Filter {
  switch (filter.kind) {
    case 'all':
      return filter;
    case 'and':
    case 'or':
      return { kind: filter.kind, filters: filter.filters.map((f) => mapLeaves(f, replace)) };
    case 'not':
      return { kind: 'not', filter: mapLeaves(filter.filter, replace) };
    default:
      return replace(filter);
  }
}

/** Every leaf of the filter tree, in query order. */
export function* leavesOf(filter: Filter): Generator<LeafFilter> {
  switch (filter.kind) {
    case 'all':
      return;
    case 'and':
    case 'or':
      for (const f of filter.filters) yield* leavesOf(f);
      return;
    case 'not':
      yield* leavesOf(filter.filter);
      return;
    default:
      yield filter;
  }
}

/** `Currency` orders by price: a card's cheapest printing, or the printing's own with unique:prints. */
export type OrderField =
  'name' | 'manaValue' | 'color' | 'power' | 'toughness' | 'rarity' | 'set' | 'released' | 'artist' | Currency;
export type Direction = 'asc' | 'desc';
/** `art`: one row per artwork of a card among the printings that match (Scryfall's unique:art). */
export type Unique = 'cards' | 'prints' | 'art';

/** Whether each result row is a printing (unique:prints, unique:art) rather than a card. */
export const rowIsPrinting = (unique: Unique): boolean => unique !== 'cards';

/**
 * Scryfall's `prefer:`: which of a card's matching printings a card result shows. `oldest`/`newest` by release
 * date, a currency's `low`/`high` by the printing's lowest price in it, `promo` a promo printing first, `default`
 * a printing of the usual frame first, `atypical` one of an unusual frame (borderless, full art, showcase …) first.
 */
export type Prefer = 'oldest' | 'newest' | `${Currency}-low` | `${Currency}-high` | 'promo' | 'default' | 'atypical';

export interface SearchQuery {
  filter: Filter;
  order: OrderField;
  direction: Direction;
  unique: Unique;
  /** Absent: the card's default printing (English first, newest released), as its image shows it elsewhere. */
  prefer?: Prefer;
}
