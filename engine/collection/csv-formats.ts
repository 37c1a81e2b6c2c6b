// Collection CSV flavors of the common apps, as data (peers.md §4–5; Kerakis/omenpath FORMAT_ANALYSIS.md).
// A flavor says which header proves it, what its columns mean, and how it writes finish and count.
import type { CollectionItem } from './types.ts';

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
  | 'scryfallId';

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
  /** How the flavor writes a finish in its finish column. */
  finishWords: Record<CollectionItem['finish'], string>;
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
    'number',
    'cn',
  ],
  finish: ['foil', 'finish', 'printing', 'is_foil', 'premium'],
  condition: ['condition'],
  lang: ['language', 'lang', 'languange'],
  binder: ['binder name', 'folder name', 'binder'],
  scryfallId: ['scryfall id', 'scryfall_id'],
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
  },
  {
    id: 'mtgo',
    app: 'MTGO',
    signature: ['ID #'],
    header: ['Card Name', 'Quantity', 'ID #', 'Rarity', 'Set', 'Collector #', 'Premium', 'Sideboarded', 'Annotation'],
    roles: { Set: 'setCode' },
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
    roles: { Set: 'setName' },
    finishWords: { nonfoil: 'Normal', foil: 'Foil', etched: 'Foil' },
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
  },
  {
    id: 'moxfield',
    app: 'Moxfield',
    signature: ['Tradelist Count', 'Edition', 'Collector Number', 'Alter'],
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
  },
  {
    // Delver Lens lets the user pick columns; its default export names these.
    id: 'delver',
    app: 'Delver Lens',
    signature: ['Edition code', "Collector's number"],
    header: ['Name', 'Edition code', "Collector's number", 'QuantityX', 'Foil', 'Condition', 'Language', 'Scryfall ID'],
    roles: { QuantityX: 'count' },
    finishWords: { nonfoil: '', foil: 'Foil', etched: 'Etched' },
  },
];
