// Collection CSV flavors of the common apps, as data (peers.md §4–5; Kerakis/omenpath FORMAT_ANALYSIS.md).
// A flavor says which header proves it, what its columns mean, and how it writes finish, count, condition and
// language.
import type { CollectionItem, Condition } from './types.ts';

/** A condition a row states (the grades Decklab keeps: the US scale of TCGplayer). */
export type Grade = Exclude<Condition, ''>;

/**
 * How an app names the grades. `write` is what its export holds for each; `read` gives the words whose meaning
 * in this app differs from the shared table in csv.ts (Cardmarket's scale, where "played" is below "light
 * played", and the shared "played" is moderately played).
 */
export interface ConditionScale {
  write: Record<Grade, string>;
  read?: Record<string, Grade>;
}

/** TCGplayer's words. */
const US_WORDS: ConditionScale = {
  write: { NM: 'Near Mint', LP: 'Lightly Played', MP: 'Moderately Played', HP: 'Heavily Played', DMG: 'Damaged' },
};

/** Deckbox's grades, whose lowest is "Poor"; Moxfield reads and writes the same words but "Damaged". */
const DECKBOX_WORDS: ConditionScale = {
  write: { NM: 'Near Mint', LP: 'Good (Lightly Played)', MP: 'Played', HP: 'Heavily Played', DMG: 'Poor' },
};
const MOXFIELD_WORDS: ConditionScale = { write: { ...DECKBOX_WORDS.write, DMG: 'Damaged' } };

/** The short codes, as Archidekt writes them. */
const SHORT_WORDS: ConditionScale = { write: { NM: 'NM', LP: 'LP', MP: 'MP', HP: 'HP', DMG: 'DMG' } };

/**
 * Cardmarket's seven grades (Mint, Near Mint, Excellent, Good, Light Played, Played, Poor) on the US scale:
 * Excellent and Good are lightly played, Light Played moderately, Played heavily, Poor damaged. Read with spaces
 * and underscores removed, so ManaBox's "light_played" and Dragon Shield's "LightPlayed" are one word.
 */
const CARDMARKET_READ: Record<string, Grade> = {
  mint: 'NM',
  nearmint: 'NM',
  excellent: 'LP',
  good: 'LP',
  lightplayed: 'MP',
  played: 'HP',
  poor: 'DMG',
};
/** Urza's Gatherer, a European app, grades as Cardmarket does. */
const URZAS_GATHERER_WORDS: ConditionScale = {
  write: { NM: 'Near Mint', LP: 'Excellent', MP: 'Light Played', HP: 'Played', DMG: 'Poor' },
  read: CARDMARKET_READ,
};
const MANABOX_WORDS: ConditionScale = {
  write: { NM: 'near_mint', LP: 'excellent', MP: 'light_played', HP: 'played', DMG: 'poor' },
  read: CARDMARKET_READ,
};
const DRAGON_SHIELD_WORDS: ConditionScale = {
  write: { NM: 'NearMint', LP: 'Excellent', MP: 'LightPlayed', HP: 'Played', DMG: 'Poor' },
  read: CARDMARKET_READ,
};

/** How a flavor writes a language: Scryfall's code ("ja"), the same in capitals ("JA"), or its English name. */
export type LanguageStyle = 'code' | 'upper-code' | 'name';

/** English names of Scryfall's language codes, as the apps that write names spell them. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ja: 'Japanese',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  pt: 'Portuguese',
  ru: 'Russian',
  ko: 'Korean',
  zhs: 'Chinese Simplified',
  zht: 'Chinese Traditional',
  he: 'Hebrew',
  la: 'Latin',
  grc: 'Ancient Greek',
  ar: 'Arabic',
  sa: 'Sanskrit',
  ph: 'Phyrexian',
  qya: 'Quenya',
};

/** The meaning of a column; a flavor maps its header names onto these. */
export type ColumnRole =
  | 'name'
  | 'count'
  | 'setCode'
  | 'setName'
  | 'collectorNumber'
  | 'finish'
  | 'condition'
  | 'lang'
  | 'binder'
  | 'scryfallId'
  | 'mtgoId'
  // Copies of one finish, where an app gives each finish its own count column (Urza's Gatherer, Decked Builder).
  | 'nonfoilCount'
  | 'foilCount'
  | 'etchedCount';

export interface CsvFlavor {
  id: string;
  /** The app's name, shown to the user ("ManaBox collection CSV"). */
  app: string;
  /** Header names that identify this flavor when all are present (case-insensitive). */
  signature: string[];
  /** The export header, in order; the writer writes exactly these columns. */
  header: string[];
  /** Header name → role, for columns whose meaning differs from the shared aliases below. */
  roles: Partial<Record<string, ColumnRole>>;
  /** Writes a "sep=," line before the header (Dragon Shield). */
  sepLine?: boolean;
  /** The finish column holds tags separated by "/" of which only the finish counts (Helvault's "foil/signed"). */
  finishTags?: true;
  /** How the flavor writes a finish in its finish column. */
  finishWords: Record<CollectionItem['finish'], string>;
  /** How the flavor names conditions (one that has no condition column names none). */
  conditions?: ConditionScale;
  /** How the flavor writes a language (one that has no language column writes none). */
  languages?: LanguageStyle;
}

/** Header names every flavor shares for a role (matched case-insensitively). */
export const COLUMN_ALIASES: Record<ColumnRole, string[]> = {
  name: ['name', 'card name', 'card_name', 'card'],
  count: ['count', 'quantity', 'qty', 'amount'],
  setCode: ['set code', 'edition code', 'set_code', 'setcode'],
  setName: ['set name', 'edition name', 'set_name'],
  collectorNumber: [
    'collector number',
    'card number',
    'collector_number',
    'collector #',
    "collector's number",
    // TappedOut's: its set's collector number.
    'set number',
    'number',
    'cn',
  ],
  finish: ['foil', 'finish', 'printing', 'is_foil', 'premium'],
  condition: ['condition'],
  lang: ['language', 'lang', 'languange'],
  binder: ['binder name', 'folder name', 'binder'],
  scryfallId: ['scryfall id', 'scryfall_id'],
  mtgoId: [],
  nonfoilCount: [],
  foilCount: [],
  etchedCount: [],
};

export const CSV_FLAVORS: readonly CsvFlavor[] = [
  {
    id: 'manabox',
    app: 'ManaBox',
    signature: ['ManaBox ID'],
    header: [
      'Binder Name',
      'Binder Type',
      'Name',
      'Set code',
      'Set name',
      'Collector number',
      'Foil',
      'Rarity',
      'Quantity',
      'ManaBox ID',
      'Scryfall ID',
      'Purchase price',
      'Misprint',
      'Altered',
      'Condition',
      'Language',
      'Purchase price currency',
    ],
    roles: {},
    finishWords: { nonfoil: 'normal', foil: 'foil', etched: 'etched' },
    conditions: MANABOX_WORDS,
    languages: 'code',
  },
  {
    id: 'mtgo',
    app: 'MTGO',
    signature: ['ID #'],
    header: ['Card Name', 'Quantity', 'ID #', 'Rarity', 'Set', 'Collector #', 'Premium', 'Sideboarded', 'Annotation'],
    // ID # is MTGO's catalog id of the card and finish (MTGJSON's mtgoId, mtgoFoilId for a Premium one).
    roles: { Set: 'setCode', 'ID #': 'mtgoId' },
    finishWords: { nonfoil: 'No', foil: 'Yes', etched: 'Yes' },
  },
  {
    id: 'tcgplayer',
    app: 'TCGplayer',
    signature: ['Simple Name', 'SKU'],
    header: [
      'Quantity',
      'Name',
      'Simple Name',
      'Set',
      'Card Number',
      'Set Code',
      'Printing',
      'Condition',
      'Language',
      'Rarity',
      'Product ID',
      'SKU',
    ],
    roles: { Set: 'setName', 'Simple Name': 'name' },
    finishWords: { nonfoil: 'Normal', foil: 'Foil', etched: 'Foil' },
    conditions: US_WORDS,
    languages: 'name',
  },
  {
    id: 'dragonshield',
    app: 'Dragon Shield',
    signature: ['Folder Name', 'Trade Quantity'],
    header: [
      'Folder Name',
      'Quantity',
      'Trade Quantity',
      'Card Name',
      'Set Code',
      'Set Name',
      'Card Number',
      'Condition',
      'Printing',
      'Language',
      'Price Bought',
      'Date Bought',
      'LOW',
      'MID',
      'MARKET',
    ],
    roles: {},
    sepLine: true,
    finishWords: { nonfoil: 'Normal', foil: 'Foil', etched: 'Foil' },
    conditions: DRAGON_SHIELD_WORDS,
    languages: 'name',
  },
  {
    id: 'archidekt',
    app: 'Archidekt',
    signature: ['Edition Name', 'Edition Code', 'Finish'],
    header: [
      'Quantity',
      'Name',
      'Finish',
      'Condition',
      'Date Added',
      'Language',
      'Purchase Price',
      'Tags',
      'Edition Name',
      'Edition Code',
      'Multiverse Id',
      'Scryfall ID',
      'Collector Number',
    ],
    roles: {},
    finishWords: { nonfoil: 'Normal', foil: 'Foil', etched: 'Etched' },
    conditions: SHORT_WORDS,
    languages: 'upper-code',
  },
  {
    id: 'deckbox',
    app: 'Deckbox',
    signature: ['Tradelist Count', 'Edition', 'Card Number'],
    header: [
      'Count',
      'Tradelist Count',
      'Name',
      'Edition',
      'Edition Code',
      'Card Number',
      'Condition',
      'Language',
      'Foil',
      'Signed',
      'Artist Proof',
      'Altered Art',
      'Misprint',
      'Promo',
      'Textless',
      'Printing Id',
      'Printing Note',
      'Tags',
      'My Price',
    ],
    roles: { Edition: 'setName' },
    finishWords: { nonfoil: '', foil: 'foil', etched: 'etched' },
    conditions: DECKBOX_WORDS,
    languages: 'name',
  },
  {
    id: 'moxfield',
    app: 'Moxfield',
    // Its older exports end at Collector Number (no Alter, Proxy or Purchase Price).
    signature: ['Tradelist Count', 'Edition', 'Collector Number'],
    header: [
      'Count',
      'Tradelist Count',
      'Name',
      'Edition',
      'Condition',
      'Language',
      'Foil',
      'Tags',
      'Last Modified',
      'Collector Number',
      'Alter',
      'Proxy',
      'Purchase Price',
    ],
    roles: { Edition: 'setCode' },
    finishWords: { nonfoil: '', foil: 'foil', etched: 'etched' },
    conditions: MOXFIELD_WORDS,
    languages: 'name',
  },
  {
    // Delver Lens lets the user pick columns; its default export names these.
    id: 'delver',
    app: 'Delver Lens',
    signature: ['Edition code', "Collector's number"],
    header: ['Name', 'Edition code', "Collector's number", 'QuantityX', 'Foil', 'Condition', 'Language', 'Scryfall ID'],
    roles: { QuantityX: 'count' },
    finishWords: { nonfoil: '', foil: 'Foil', etched: 'Etched' },
    conditions: SHORT_WORDS,
    languages: 'name',
  },
  {
    // Count, Foil count and Special foil count are copies of each finish; a condition is written "1xNear Mint".
    id: 'urzasgatherer',
    app: "Urza's Gatherer",
    signature: ['Foil count', 'Special foil count'],
    header: [
      'Name',
      'Type',
      'Color',
      'Rarity',
      'Author',
      'Power',
      'Toughness',
      'Mana cost',
      'Converted mana cost',
      'Count',
      'Foil count',
      'Special foil count',
      'Price',
      'Foil price',
      'Number',
      'Set',
      'Set code',
      'ID',
      'Multiverse ID',
      'Comments',
      'To trade',
      'Condition',
      'Grading',
      'Languages',
      'TCG ID',
      'Cardmarket ID',
      'Scryfall ID',
    ],
    roles: {
      Count: 'nonfoilCount',
      'Foil count': 'foilCount',
      'Special foil count': 'etchedCount',
      Set: 'setName',
      Languages: 'lang',
    },
    sepLine: true,
    finishWords: { nonfoil: '', foil: '', etched: '' },
    conditions: URZAS_GATHERER_WORDS,
    languages: 'name',
  },
  {
    // Its CSV export: Total Qty is Reg Qty and Foil Qty together; Set is the set's name.
    id: 'deckedbuilder',
    app: 'Decked Builder',
    signature: ['Total Qty', 'Reg Qty', 'Foil Qty'],
    header: [
      'Total Qty',
      'Reg Qty',
      'Foil Qty',
      'Card',
      'Set',
      'Mana Cost',
      'Card Type',
      'Color',
      'Rarity',
      'Mvid',
      'Single Price',
      'Single Foil Price',
      'Total Price',
      'Price Source',
      'Notes',
    ],
    roles: { 'Total Qty': 'count', 'Reg Qty': 'nonfoilCount', 'Foil Qty': 'foilCount', Set: 'setName' },
    finishWords: { nonfoil: '', foil: '', etched: '' },
  },
  {
    // Its full export: one row a copy (no count column); JSON ID, its own id, is not Scryfall's for every card.
    id: 'cardcastle',
    app: 'CardCastle',
    signature: ['JSON ID'],
    header: ['Card Name', 'Set Name', 'Condition', 'Foil', 'Language', 'Multiverse ID', 'JSON ID', 'Price USD'],
    roles: {},
    finishWords: { nonfoil: 'false', foil: 'true', etched: 'true' },
    conditions: US_WORDS,
    languages: 'code',
  },
  {
    id: 'cardsphere',
    app: 'Cardsphere',
    signature: ['Tradelist Count', 'Scryfall ID'],
    header: [
      'Count',
      'Tradelist Count',
      'Name',
      'Edition',
      'Condition',
      'Language',
      'Foil',
      'Tags',
      'Scryfall ID',
      'Last Modified',
    ],
    roles: { Edition: 'setName' },
    finishWords: { nonfoil: '', foil: 'foil', etched: 'etched' },
    conditions: US_WORDS,
    languages: 'name',
  },
  {
    // Every column in snake case; extras holds "foil" or "etchedFoil" among tags of the user's.
    id: 'helvault',
    app: 'Helvault',
    signature: ['extras', 'oracle_id', 'scryfall_id'],
    header: [
      'cmc',
      'collector_number',
      'color_identity',
      'colors',
      'estimated_price',
      'extras',
      'language',
      'mana_cost',
      'name',
      'oracle_id',
      'quantity',
      'rarity',
      'scryfall_id',
      'set_code',
      'set_name',
      'type_line',
    ],
    roles: { extras: 'finish' },
    finishTags: true,
    finishWords: { nonfoil: '', foil: 'foil', etched: 'etchedFoil' },
    languages: 'code',
  },
];
