// Where the full card data can be downloaded, as data: Scryfall's bulk files, found through its /bulk-data list
// (their addresses change daily), and MTGJSON's AllPrintings at its fixed address. One downloader serves them all.

export const SCRYFALL_API = 'https://api.scryfall.com';
/** MTGJSON's v5 files (https://mtgjson.com/downloads/all-files/); its gzip files are a quarter of the JSON's size. */
export const MTGJSON_API = 'https://mtgjson.com/api/v5';

interface SourceBase {
  /** The saved file's name is Decklab's own, never one the server sent: `<fileStem>-<day>.json[l][.gz]`. */
  fileStem: string;
  /** Where the bytes come from, as the UI names it ("downloads N MB from …"). */
  host: string;
  /** What the file holds, for the CLI's help and listing (the app says it in its own words, renderer/i18n). */
  contains: string;
}

export interface ScryfallSource extends SourceBase {
  provider: 'scryfall';
  /** The `type` of its entry in Scryfall's /bulk-data list. */
  bulkType: 'oracle_cards' | 'default_cards' | 'all_cards';
}

export interface MtgjsonSource extends SourceBase {
  provider: 'mtgjson';
  /** Its path under MTGJSON_API. */
  path: string;
}

export type CardDataSource = ScryfallSource | MtgjsonSource;

export const CARD_DATA_SOURCES = {
  default_cards: {
    provider: 'scryfall',
    bulkType: 'default_cards',
    fileStem: 'scryfall-default-cards',
    host: 'scryfall.com',
    contains: 'every card in English, each printing with its image address and prices (recommended)',
  },
  oracle_cards: {
    provider: 'scryfall',
    bulkType: 'oracle_cards',
    fileStem: 'scryfall-oracle-cards',
    host: 'scryfall.com',
    contains: 'every card once, in one recent printing (the smallest file)',
  },
  all_cards: {
    provider: 'scryfall',
    bulkType: 'all_cards',
    fileStem: 'scryfall-all-cards',
    host: 'scryfall.com',
    contains: 'every printing in every language (the largest file)',
  },
  'mtgjson-allprintings': {
    provider: 'mtgjson',
    path: '/AllPrintings.json.gz',
    fileStem: 'mtgjson-allprintings',
    host: 'mtgjson.com',
    contains: 'every printing by set, from MTGJSON (no prices)',
  },
} as const satisfies Record<string, CardDataSource>;

export type SourceId = keyof typeof CARD_DATA_SOURCES;
export const SOURCE_IDS = Object.keys(CARD_DATA_SOURCES) as [SourceId, ...SourceId[]];
/** The file the first-run offer selects: images and prices per printing. */
export const RECOMMENDED_SOURCE: SourceId = 'default_cards';

export function scryfallApi(env: NodeJS.ProcessEnv = process.env): string {
  return (env.DECKLAB_SCRYFALL_API ?? SCRYFALL_API).replace(/\/+$/, '');
}

export function mtgjsonApi(env: NodeJS.ProcessEnv = process.env): string {
  return (env.DECKLAB_MTGJSON_API ?? MTGJSON_API).replace(/\/+$/, '');
}
