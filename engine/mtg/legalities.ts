// Format legalities as the card data gives them, normalized to the Legality values of engine/cards/types.ts and to
// Decklab's own format keys: the ids of engine/formats, so the validator, search's f: and the card panel read one key.
import type { Legality } from '../cards/types.ts';
import { CardDataError, valueExcerpt } from '../cards/errors.ts';
import type { SourceRecord } from './source-record.ts';
import { lookup } from '../text/lookup.ts';

/**
 * Our own keys: the formats Scryfall and MTGJSON track, under Decklab's format ids. "brawl" is the 60-card
 * Standard Brawl (CR 903.12b) and "brawl-100" MTG Arena's 100-card Brawl; the sources' names for those two
 * changed meaning, so they are read through BrawlNaming and never stored as the source wrote them.
 */
export const MTG_LEGALITY_FORMATS: readonly string[] = [
  'standard',
  'future',
  'historic',
  'timeless',
  'gladiator',
  'pioneer',
  'explorer',
  'modern',
  'legacy',
  'pauper',
  'vintage',
  'penny',
  'commander',
  'oathbreaker',
  'brawl',
  'brawl-100',
  'alchemy',
  'paupercommander',
  'duel',
  'oldschool',
  'premodern',
  'predh',
];

/**
 * What a source's Brawl keys mean. Until Scryfall's rename (bulk data of January 2024, after Arena's 2023 one) "brawl"
 * was Standard Brawl and "historicbrawl" the 100-card format; since then "standardbrawl" is Standard Brawl and
 * "brawl" the 100-card one.
 */
export type BrawlNaming = 'before-rename' | 'after-rename';

/** The source's key for each of our two Brawl keys, by naming. */
const BRAWL_SOURCE_KEYS: Readonly<Record<BrawlNaming, Readonly<Record<'brawl' | 'brawl-100', string>>>> = {
  'before-rename': { brawl: 'brawl', 'brawl-100': 'historicbrawl' },
  'after-rename': { brawl: 'standardbrawl', 'brawl-100': 'brawl' },
};
const SOURCE_BRAWL_KEYS = new Set(['brawl', 'standardbrawl', 'historicbrawl']);

/** Format names a search may use for our keys: the sources' current names and the retired one. */
const LEGALITY_KEY_ALIASES: Readonly<Record<string, string>> = { standardbrawl: 'brawl', historicbrawl: 'brawl-100' };

/** Our key for a format a user names (f:standardbrawl is our "brawl"); other names are their own key. */
export function legalityKey(format: string): string {
  const key = format.toLowerCase();
  return lookup(LEGALITY_KEY_ALIASES, key) ?? key;
}

/** Scryfall lists every format it tracks on every card: an object without "standardbrawl" predates the rename. */
export function scryfallBrawlNaming(source: SourceRecord): BrawlNaming {
  return 'standardbrawl' in source ? 'after-rename' : 'before-rename';
}

const isListed = (source: SourceRecord, key: string) => source[key] !== undefined && source[key] !== 'Not Legal';

/**
 * MTGJSON leaves out the formats where a card is not legal, so one card rarely tells; a set's cards do. After the
 * rename, a card in Standard Brawl says "standardbrawl", and an Arena card outside Standard says "brawl" without
 * "standard"; before it, "brawl" (Standard Brawl) always came with a Standard status.
 */
export function mtgjsonBrawlNaming(sources: readonly SourceRecord[]): BrawlNaming {
  const after = sources.some((s) => isListed(s, 'standardbrawl') || (isListed(s, 'brawl') && !isListed(s, 'standard')));
  return after ? 'after-rename' : 'before-rename';
}

const SCRYFALL_VALUES: Readonly<Record<string, Legality>> = {
  legal: 'legal',
  banned: 'banned',
  restricted: 'restricted',
  not_legal: 'not_legal',
};
const MTGJSON_VALUES: Readonly<Record<string, Legality>> = {
  Legal: 'legal',
  Banned: 'banned',
  Restricted: 'restricted',
  'Not Legal': 'not_legal',
};

function readLegalities(
  source: SourceRecord,
  values: Readonly<Record<string, Legality>>,
  path: string,
  naming: BrawlNaming,
): Record<string, Legality> {
  const read = (format: string): Legality => {
    const value = source[format];
    const legality = typeof value === 'string' ? lookup(values, value) : undefined;
    if (!legality)
      throw new CardDataError(`bad "${path}.${format}": unknown legality ${JSON.stringify(value)}`, 'skip.legality', {
        field: `${path}.${format}`,
        value: valueExcerpt(value),
      });
    return legality;
  };
  const legalities: Record<string, Legality> = {};
  for (const format of Object.keys(source)) if (!SOURCE_BRAWL_KEYS.has(format)) legalities[format] = read(format);
  for (const [own, sourceKey] of Object.entries(BRAWL_SOURCE_KEYS[naming])) {
    if (source[sourceKey] !== undefined) legalities[own] = read(sourceKey);
  }
  return legalities;
}

/** Scryfall writes every format in lower case: legal, banned, restricted, not_legal. */
export function scryfallLegalities(source: SourceRecord, path = 'legalities'): Record<string, Legality> {
  const legalities: Record<string, Legality> = Object.keys(source).length
    ? { brawl: 'not_legal', 'brawl-100': 'not_legal' }
    : {};
  return Object.assign(legalities, readLegalities(source, SCRYFALL_VALUES, path, scryfallBrawlNaming(source)));
}

/** MTGJSON writes "Legal", "Banned", "Restricted" and leaves out the formats where the card is not legal. */
export function mtgjsonLegalities(
  source: SourceRecord,
  naming: BrawlNaming,
  path = 'legalities',
): Record<string, Legality> {
  const legalities: Record<string, Legality> = Object.fromEntries(
    MTG_LEGALITY_FORMATS.map((f) => [f, 'not_legal' as const]),
  );
  return Object.assign(legalities, readLegalities(source, MTGJSON_VALUES, path, naming));
}
