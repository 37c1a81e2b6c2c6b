// The words of the search language, as data: keywords and their aliases, color and civilization names,
// rarities in rank order, languages, sort orders. The parser reads these tables and nothing else.
import type {
  ColorField,
  Comparison,
  Direction,
  Finish,
  LegalityStatus,
  NewProperty,
  NumericField,
  OrderField,
  PrintCount,
  PrintingFlag,
  Prefer,
  PrintingWordField,
  TextField,
} from './ast.ts';
import type { Currency } from '../collection/prices.ts';

export type KeywordSpec =
  | { kind: 'name' }
  | { kind: 'text'; field: TextField }
  | { kind: 'type' }
  | { kind: 'race' }
  | { kind: 'colors'; field: ColorField; words: 'mtg' | 'dm' }
  | { kind: 'mana' }
  | { kind: 'devotion' }
  | { kind: 'produces' }
  | { kind: 'number'; field: NumericField }
  | { kind: 'rarity' }
  | { kind: 'set' }
  | { kind: 'setType' }
  | { kind: 'printedIn' }
  | { kind: 'printCount'; what: PrintCount }
  | { kind: 'printingText'; field: 'artist' | 'flavor' }
  | { kind: 'collectorNumber' }
  | { kind: 'released'; unit: 'year' | 'date' }
  | { kind: 'price'; currency: Currency }
  | { kind: 'cheapest' }
  | { kind: 'legality'; status: LegalityStatus }
  | { kind: 'is'; negated: boolean }
  | { kind: 'has' }
  | { kind: 'owned' }
  | { kind: 'keyword' }
  | { kind: 'game' }
  | { kind: 'lang' }
  | { kind: 'new' }
  | { kind: 'watermark' }
  | { kind: 'block' }
  | { kind: 'frame' }
  | { kind: 'printingWord'; field: PrintingWordField }
  | { kind: 'order' }
  | { kind: 'direction' }
  | { kind: 'unique' }
  | { kind: 'prefer' };

const NAME: KeywordSpec = { kind: 'name' };
const ORACLE: KeywordSpec = { kind: 'text', field: 'oracle' };
const FULL_ORACLE: KeywordSpec = { kind: 'text', field: 'fullOracle' };
const TYPE: KeywordSpec = { kind: 'type' };
const COLORS: KeywordSpec = { kind: 'colors', field: 'colors', words: 'mtg' };
const IDENTITY: KeywordSpec = { kind: 'colors', field: 'identity', words: 'mtg' };
const CIVILIZATION: KeywordSpec = { kind: 'colors', field: 'colors', words: 'dm' };
const MANA: KeywordSpec = { kind: 'mana' };
const MANA_VALUE: KeywordSpec = { kind: 'number', field: 'manaValue' };
const POWER: KeywordSpec = { kind: 'number', field: 'power' };
const TOUGHNESS: KeywordSpec = { kind: 'number', field: 'toughness' };
const LOYALTY: KeywordSpec = { kind: 'number', field: 'loyalty' };
const POWER_TOUGHNESS: KeywordSpec = { kind: 'number', field: 'powerToughness' };
const RARITY: KeywordSpec = { kind: 'rarity' };
const SET: KeywordSpec = { kind: 'set' };
const LEGAL: KeywordSpec = { kind: 'legality', status: 'legal' };
const KEYWORD: KeywordSpec = { kind: 'keyword' };
const LANG: KeywordSpec = { kind: 'lang' };
const DIRECTION: KeywordSpec = { kind: 'direction' };
const ARTIST: KeywordSpec = { kind: 'printingText', field: 'artist' };
const FLAVOR: KeywordSpec = { kind: 'printingText', field: 'flavor' };
const COLLECTOR_NUMBER: KeywordSpec = { kind: 'collectorNumber' };
const WATERMARK: KeywordSpec = { kind: 'watermark' };
const BLOCK: KeywordSpec = { kind: 'block' };

/** Every keyword the language knows, by the spelling the user types (lower case). */
export const KEYWORDS: Readonly<Record<string, KeywordSpec>> = {
  name: NAME,
  o: ORACLE,
  oracle: ORACLE,
  fo: FULL_ORACLE,
  fulloracle: FULL_ORACLE,
  t: TYPE,
  type: TYPE,
  c: COLORS,
  color: COLORS,
  colors: COLORS,
  id: IDENTITY,
  identity: IDENTITY,
  ci: IDENTITY,
  civ: CIVILIZATION,
  civilization: CIVILIZATION,
  produces: { kind: 'produces' },
  m: MANA,
  mana: MANA,
  devotion: { kind: 'devotion' },
  mv: MANA_VALUE,
  cmc: MANA_VALUE,
  manavalue: MANA_VALUE,
  cost: MANA_VALUE,
  pow: POWER,
  power: POWER,
  tou: TOUGHNESS,
  toughness: TOUGHNESS,
  loy: LOYALTY,
  loyalty: LOYALTY,
  pt: POWER_TOUGHNESS,
  powtou: POWER_TOUGHNESS,
  r: RARITY,
  rarity: RARITY,
  s: SET,
  e: SET,
  set: SET,
  edition: SET,
  prints: { kind: 'printCount', what: 'prints' },
  sets: { kind: 'printCount', what: 'sets' },
  paperprints: { kind: 'printCount', what: 'paperprints' },
  papersets: { kind: 'printCount', what: 'papersets' },
  in: { kind: 'printedIn' },
  st: { kind: 'setType' },
  settype: { kind: 'setType' },
  a: ARTIST,
  artist: ARTIST,
  ft: FLAVOR,
  flavor: FLAVOR,
  cn: COLLECTOR_NUMBER,
  number: COLLECTOR_NUMBER,
  year: { kind: 'released', unit: 'year' },
  date: { kind: 'released', unit: 'date' },
  usd: { kind: 'price', currency: 'usd' },
  eur: { kind: 'price', currency: 'eur' },
  tix: { kind: 'price', currency: 'tix' },
  cheapest: { kind: 'cheapest' },
  f: LEGAL,
  format: LEGAL,
  legal: LEGAL,
  banned: { kind: 'legality', status: 'banned' },
  restricted: { kind: 'legality', status: 'restricted' },
  is: { kind: 'is', negated: false },
  not: { kind: 'is', negated: true },
  has: { kind: 'has' },
  own: { kind: 'owned' },
  kw: KEYWORD,
  keyword: KEYWORD,
  game: { kind: 'game' },
  lang: LANG,
  language: LANG,
  race: { kind: 'race' },
  new: { kind: 'new' },
  wm: WATERMARK,
  watermark: WATERMARK,
  b: BLOCK,
  block: BLOCK,
  frame: { kind: 'frame' },
  border: { kind: 'printingWord', field: 'border' },
  stamp: { kind: 'printingWord', field: 'stamp' },
  order: { kind: 'order' },
  direction: DIRECTION,
  dir: DIRECTION,
  unique: { kind: 'unique' },
  prefer: { kind: 'prefer' },
};

/**
 * `is:` words the collection answers rather than the card (they are not IS_FLAGS bits of the index):
 * `is:owned` is `own>=1`, at least one copy of the card in any printing, finish or binder.
 */
export const COLLECTION_IS_WORDS: Readonly<Record<string, { op: Comparison; count: number }>> = {
  owned: { op: '>=', count: 1 },
};

/** `is:` words that count a card's printings: Scryfall's is:unique, a card printed in one set only (`sets=1`). */
export const PRINT_COUNT_IS_WORDS: Readonly<Record<string, { what: PrintCount; op: Comparison; value: number }>> = {
  unique: { what: 'sets', op: '=', value: 1 },
};

/** `is:` words a printing answers: is:reprint (not:reprint is the card's first printing, the printing's own answer). */
export const PRINTING_IS_WORDS: ReadonlySet<string> = new Set(['reprint']);

/** `is:` words of a printing's own yes-or-no facts, by the names Scryfall gives them (is:full, is:fullart …). */
export const PRINTING_FLAG_WORDS: Readonly<Record<string, PrintingFlag>> = {
  full: 'fullArt',
  fullart: 'fullArt',
  textless: 'textless',
  hires: 'highres',
  promo: 'promo',
  digital: 'digital',
  spotlight: 'spotlight',
  reserved: 'reserved',
  booster: 'booster',
  oversized: 'oversized',
};

/**
 * `is:` words of a kind of promo, as Scryfall's syntax page names them, and the promo type Scryfall's promo_types and
 * MTGJSON's promoTypes write for it (the word without its underscores).
 */
export const PROMO_TYPE_IS_WORDS: Readonly<Record<string, string>> = {
  planeswalker_deck: 'planeswalkerdeck',
  league: 'league',
  buyabox: 'buyabox',
  giftbox: 'giftbox',
  intro_pack: 'intropack',
  gameday: 'gameday',
  prerelease: 'prerelease',
  release: 'release',
  fnm: 'fnm',
  judge_gift: 'judgegift',
  arena_league: 'arenaleague',
  player_rewards: 'playerrewards',
  media_insert: 'mediainsert',
  instore: 'instore',
  convention: 'convention',
  set_promo: 'setpromo',
  datestamped: 'datestamped',
};

/** `is:` words of a frame effect (Scryfall's is:showcase …); frame: takes any effect the card data names. */
export const FRAME_EFFECT_IS_WORDS: readonly string[] = ['showcase', 'extendedart', 'colorshifted'];

/** `is:` words that name a kind of set (Scryfall's set types): is:funny the Un-sets, holiday and playtest cards. */
export const SET_TYPE_IS_WORDS: Readonly<Record<string, string>> = { funny: 'funny', masterpiece: 'masterpiece' };

/**
 * Why this search does not answer one of Scryfall's keywords or `is:` words: `data` the card data as Decklab keeps it
 * lacks what it asks (both sources have it; the importer does not keep it), `source` neither Scryfall's card files
 * nor MTGJSON's carry it, `display` it shapes Scryfall's page, which Decklab's results have nothing like.
 */
export type UnsupportedWhy = 'data' | 'source' | 'display';
export const UNSUPPORTED_KEYWORDS: Readonly<Record<string, UnsupportedWhy>> = {
  cube: 'source',
  art: 'source',
  atag: 'source',
  arttag: 'source',
  function: 'source',
  otag: 'source',
  oracletag: 'source',
  display: 'display',
  include: 'display',
};
export const UNSUPPORTED_IS_WORDS: Readonly<Record<string, UnsupportedWhy>> = {
  gamechanger: 'data',
  scryfallpreview: 'source',
};

/** `is:` words of a printing's finish (Scryfall's finishes: is:foil, is:nonfoil, is:etched). */
export const FINISHES: readonly Finish[] = ['foil', 'nonfoil', 'etched'];

/** Scryfall's `new:` words and what each compares among a card's printings. */
export const NEW_PROPERTIES: Readonly<Record<string, NewProperty>> = {
  rarity: 'rarity',
  art: 'art',
  artist: 'artist',
  flavor: 'flavor',
  frame: 'frame',
  language: 'language',
};

/** Numeric fields by the names a comparison's right side may use (`pow>tou`). */
export const NUMERIC_FIELDS: Readonly<Record<string, NumericField>> = Object.fromEntries(
  Object.entries(KEYWORDS).flatMap(([word, spec]) => (spec.kind === 'number' ? [[word, spec.field]] : [])),
);

const W = 1,
  U = 2,
  B = 4,
  R = 8,
  G = 16;

/** The letters of the color bit mask, in WUBRG order (CR 105.1). */
export const COLOR_LETTERS: Readonly<Record<string, number>> = { w: W, u: U, b: B, r: R, g: G };

/**
 * Color words, the ten guilds, five shards, five wedges and five Strixhaven colleges, and the four-color names of
 * Commander 2016's decks (each the four colors without one), as Scryfall names them.
 */
export const COLOR_WORDS: Readonly<Record<string, number>> = {
  white: W,
  blue: U,
  black: B,
  red: R,
  green: G,
  azorius: W | U,
  dimir: U | B,
  rakdos: B | R,
  gruul: R | G,
  selesnya: G | W,
  orzhov: W | B,
  izzet: U | R,
  golgari: B | G,
  boros: R | W,
  simic: G | U,
  bant: G | W | U,
  esper: W | U | B,
  grixis: U | B | R,
  jund: B | R | G,
  naya: R | G | W,
  abzan: W | B | G,
  jeskai: U | R | W,
  sultai: B | G | U,
  mardu: R | W | B,
  temur: G | U | R,
  silverquill: W | B,
  prismari: U | R,
  witherbloom: B | G,
  lorehold: R | W,
  quandrix: G | U,
  chaos: U | B | R | G,
  aggression: W | B | R | G,
  altruism: W | U | R | G,
  growth: W | U | B | G,
  artifice: W | U | B | R,
  wubrg: W | U | B | R | G,
  rainbow: W | U | B | R | G,
};

/** Duel Masters civilizations on the same bits as MTG colors (DM 106.1), in English and Japanese. */
export const CIVILIZATION_WORDS: Readonly<Record<string, number>> = {
  light: W,
  water: U,
  darkness: B,
  fire: R,
  nature: G,
  光: W,
  水: U,
  闇: B,
  火: R,
  自然: G,
};

/** Values meaning "no color" (CR 105.2c) or "no civilization" (DM 106.2c). */
export const COLORLESS_WORDS: ReadonlySet<string> = new Set(['c', 'colorless', 'zero', '無色']);
/** Values meaning "two or more colors" (CR 105.4) or civilizations. */
export const MULTICOLOR_WORDS: ReadonlySet<string> = new Set(['m', 'multicolor', 'multicolored', 'multi', 'gold']);

/**
 * Printing rarities by rank, MTG and Duel Masters on one scale so that `r>=rare` means the same in both games.
 * Each rarity lists the spellings card data uses for it; the first is the canonical one.
 */
export const RARITIES: readonly { rank: number; names: readonly string[] }[] = [
  { rank: 0, names: ['common', 'c'] },
  { rank: 1, names: ['uncommon', 'u'] },
  { rank: 2, names: ['rare', 'r'] },
  { rank: 3, names: ['very rare', 'vr', 'very_rare'] },
  { rank: 3, names: ['special', 's'] },
  { rank: 4, names: ['mythic', 'm', 'mythic rare'] },
  { rank: 4, names: ['super rare', 'sr', 'super_rare'] },
  { rank: 5, names: ['bonus', 'b'] },
];

const RARITY_RANKS: ReadonlyMap<string, number> = new Map(
  RARITIES.flatMap((r) => r.names.map((n) => [n, r.rank] as const)),
);

/** The rank of a rarity on the search scale; undefined when the word is not a rarity. */
export function rarityRank(rarity: string): number | undefined {
  return RARITY_RANKS.get(rarity.trim().toLowerCase());
}

/** Language codes as Scryfall writes them, and the names players type for the common ones. */
export const LANGUAGES: Readonly<Record<string, string>> = {
  en: 'en',
  english: 'en',
  ja: 'ja',
  jp: 'ja',
  japanese: 'ja',
  ko: 'ko',
  korean: 'ko',
  de: 'de',
  german: 'de',
  fr: 'fr',
  french: 'fr',
  it: 'it',
  italian: 'it',
  es: 'es',
  spanish: 'es',
  pt: 'pt',
  portuguese: 'pt',
  ru: 'ru',
  russian: 'ru',
  zhs: 'zhs',
  zht: 'zht',
  he: 'he',
  la: 'la',
  grc: 'grc',
  ar: 'ar',
  sa: 'sa',
  ph: 'ph',
};

/** Every language code once, in a fixed order: the search index keeps a card's languages as bits of this list. */
export const LANGUAGE_CODES: readonly string[] = [...new Set(Object.values(LANGUAGES))];

/** The bit of a language in the index's language mask; 0 for a code outside the list. */
export function languageBit(code: string): number {
  const index = LANGUAGE_CODES.indexOf(code);
  return index < 0 ? 0 : 2 ** index;
}

/** What each comparison operator means on numbers. */
export const COMPARE: Readonly<Record<Comparison, (a: number, b: number) => boolean>> = {
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/** The rarities a rank comparison admits: `>= rare` → rare, very rare, special, mythic, super rare, bonus. */
export function raritiesMatching(op: Comparison, rank: number): (typeof RARITIES)[number][] {
  return RARITIES.filter((r) => COMPARE[op](r.rank, rank));
}

/** The bit of a rarity rank (-1 for rarities outside the scale) in the index's rarity mask. */
export function rarityBit(rank: number): number {
  return 2 ** (rank + 1);
}

export const GAMES: Readonly<Record<string, 'mtg' | 'dm'>> = {
  mtg: 'mtg',
  magic: 'mtg',
  dm: 'dm',
  duelmasters: 'dm',
};

/** Sort orders and the direction each takes when the query does not say (Scryfall's `direction:auto`). */
export const ORDERS: Readonly<Record<string, { field: OrderField; direction: Direction }>> = {
  name: { field: 'name', direction: 'asc' },
  mv: { field: 'manaValue', direction: 'asc' },
  cmc: { field: 'manaValue', direction: 'asc' },
  color: { field: 'color', direction: 'asc' },
  power: { field: 'power', direction: 'desc' },
  pow: { field: 'power', direction: 'desc' },
  toughness: { field: 'toughness', direction: 'desc' },
  tou: { field: 'toughness', direction: 'desc' },
  rarity: { field: 'rarity', direction: 'desc' },
  set: { field: 'set', direction: 'asc' },
  released: { field: 'released', direction: 'desc' },
  artist: { field: 'artist', direction: 'asc' },
  // Scryfall: "lowest known price", cheapest first; cards without one come last either way.
  usd: { field: 'usd', direction: 'asc' },
  eur: { field: 'eur', direction: 'asc' },
  tix: { field: 'tix', direction: 'asc' },
};

export const DIRECTIONS: readonly string[] = ['asc', 'desc', 'auto'];
export const UNIQUES: readonly string[] = ['cards', 'prints', 'art'];

/** `prefer:` values, Scryfall's spellings. */
export const PREFERENCES: readonly Prefer[] = [
  'oldest',
  'newest',
  'usd-low',
  'usd-high',
  'eur-low',
  'eur-high',
  'tix-low',
  'tix-high',
  'promo',
  'default',
  'atypical',
];

/**
 * `prefer:` values Scryfall has and this search does not: neither source says which printings are Universes Beyond
 * (a triangle security stamp is on its rares and mythics only).
 */
export const UNSUPPORTED_PREFERENCES: Readonly<Record<string, UnsupportedWhy>> = {
  ub: 'source',
  notub: 'source',
  universesbeyond: 'source',
  notuniversesbeyond: 'source',
};
