// Test-only access to the real card data in ../shared/data (MTGJSON set files, Scryfall objects in three schemas).
// Each file is read and parsed once per test file (the cache lives as long as the test file's module).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sharedPath } from './shared-data.ts';

// The source records' fields that tests read, typed the way the data documents them (mtgjson.com/data-models,
// scryfall.com/docs/api/cards); the normalizers under test take the records as `unknown` and check every field.

/** An MTGJSON Set (the `data` of a set file). */
export interface MtgjsonSet {
  readonly [field: string]: unknown;
  code: string;
  name: string;
  cards: MtgjsonEntry[];
  tokens: MtgjsonEntry[];
}

/** An MTGJSON card or token of a set: one face of one printing. */
export interface MtgjsonEntry {
  readonly [field: string]: unknown;
  uuid: string;
  name: string;
  faceName?: string;
  number: string;
  layout: string;
  side?: string;
  otherFaceIds?: string[];
  manaCost?: string;
  manaValue: number;
  colors: string[];
  colorIdentity: string[];
  colorIndicator?: string[];
  type: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  text?: string;
  rarity: string;
  finishes: string[];
  artist?: string;
  flavorText?: string;
  identifiers: { scryfallId?: string; scryfallOracleId?: string; mtgoId?: string; mtgoFoilId?: string };
  foreignData?: { language: string; name: string; faceName?: string; type?: string; text?: string }[];
  legalities: Record<string, string>;
  /** Whether this face may lead a deck in each format (absent on cards that can lead none). */
  leadershipSkills?: { brawl: boolean; commander: boolean; oathbreaker: boolean };
}

/** A Scryfall card object (any of the three schemas). */
export interface ScryfallCard {
  readonly [field: string]: unknown;
  object: string;
  id: string;
  oracle_id?: string;
  name: string;
  lang: string;
  layout: string;
  printed_name?: string;
  cmc?: number;
  colors?: string[];
  color_identity: string[];
  keywords?: string[];
  produced_mana?: string[];
  finishes?: string[];
  legalities: Record<string, string>;
  card_faces?: ScryfallCardFace[];
}

export interface ScryfallCardFace {
  readonly [field: string]: unknown;
  oracle_id?: string;
  name: string;
  printed_name?: string;
  colors?: string[];
}

const MTGJSON_DIR = sharedPath('mtgjson', 'sets');
const SCRYFALL_DIR = sharedPath('scryfall');
const setCache = new Map<string, MtgjsonSet>();

export const mtgjsonSetCodes = (): string[] =>
  readdirSync(MTGJSON_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

/** The Set object (`data`) of shared/data/mtgjson/sets/<code>.json. */
export function mtgjsonSet(code: string): MtgjsonSet {
  let set = setCache.get(code);
  if (!set)
    setCache.set(
      code,
      (set = (JSON.parse(readFileSync(join(MTGJSON_DIR, `${code}.json`), 'utf8')) as { data: MtgjsonSet }).data),
    );
  return set;
}

/** A file under shared/data/scryfall, parsed: the caller says what it holds. */
export function scryfallFile(path: string): unknown {
  return JSON.parse(readFileSync(join(SCRYFALL_DIR, path), 'utf8'));
}

export interface ScryfallCardObject {
  /** Path under shared/data/scryfall. */
  file: string;
  object: ScryfallCard;
}

/**
 * Every Scryfall card object in shared/data/scryfall: arrays, JSON Lines, `list` pages (their `data`) and single
 * objects. Files that hold no cards (sets, symbols, catalogs, errors, migrations, bulk-data entries) give nothing.
 */
export function scryfallCardObjects(): ScryfallCardObject[] {
  const found: ScryfallCardObject[] = [];
  for (const path of filesUnder(SCRYFALL_DIR)) {
    const file = relative(SCRYFALL_DIR, path);
    for (const object of scryfallObjectsIn(file)) if (object?.object === 'card') found.push({ file, object });
  }
  return found;
}

/**
 * The objects of a file under shared/data/scryfall: JSON Lines, an array, a `list` page's `data`, or one object.
 * Typed as cards, which most are: check `object` before relying on it.
 */
export function scryfallObjectsIn(file: string): ScryfallCard[] {
  const path = join(SCRYFALL_DIR, file);
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.jsonl'))
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as ScryfallCard);
  const json = JSON.parse(text) as ScryfallCard | ScryfallCard[];
  if (Array.isArray(json)) return json;
  return json.object === 'list' ? (json.data as ScryfallCard[]) : [json];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return filesUnder(path);
      return /\.jsonl?$/.test(name) ? [path] : [];
    });
}
