// Format legalities as the card data gives them, normalized to the Legality values of engine/cards/types.ts.
import type { Legality } from '../cards/types.ts';
import { CardDataError } from '../cards/errors.ts';
import type { SourceRecord } from './source-record.ts';

/** The format keys Scryfall and MTGJSON track; MTGJSON leaves out formats where a card is not legal. */
export const MTG_LEGALITY_FORMATS: readonly string[] = [
  'standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy', 'pauper',
  'vintage', 'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'historicbrawl', 'alchemy',
  'paupercommander', 'duel', 'oldschool', 'premodern', 'predh',
];

const SCRYFALL_VALUES: Readonly<Record<string, Legality>> = { legal: 'legal', banned: 'banned', restricted: 'restricted', not_legal: 'not_legal' };
const MTGJSON_VALUES: Readonly<Record<string, Legality>> = { Legal: 'legal', Banned: 'banned', Restricted: 'restricted', 'Not Legal': 'not_legal' };

function readLegalities(source: SourceRecord, values: Readonly<Record<string, Legality>>, path: string): Record<string, Legality> {
  const legalities: Record<string, Legality> = {};
  for (const [format, value] of Object.entries(source)) {
    const legality = typeof value === 'string' ? values[value] : undefined;
    if (!legality) throw new CardDataError(`bad "${path}.${format}": unknown legality ${JSON.stringify(value)}`, `${path}.${format}`);
    legalities[format] = legality;
  }
  return legalities;
}

/** Scryfall writes every format in lower case: legal, banned, restricted, not_legal. */
export function scryfallLegalities(source: SourceRecord, path = 'legalities'): Record<string, Legality> {
  return readLegalities(source, SCRYFALL_VALUES, path);
}

/** MTGJSON writes "Legal", "Banned", "Restricted" and leaves out the formats where the card is not legal. */
export function mtgjsonLegalities(source: SourceRecord, path = 'legalities'): Record<string, Legality> {
  const legalities: Record<string, Legality> = Object.fromEntries(MTG_LEGALITY_FORMATS.map((f) => [f, 'not_legal' as const]));
  return Object.assign(legalities, readLegalities(source, MTGJSON_VALUES, path));
}
