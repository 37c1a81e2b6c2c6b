// Test-only access to the real card data in ../shared/data (MTGJSON set files, Scryfall objects in three schemas).
// Each file is read and parsed once per test file (the cache lives as long as the test file's module).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sharedPath } from './shared-data.ts';

// Source records are untyped JSON; tests read their fields the way the data documents them.
export type Json = any;

const MTGJSON_DIR = sharedPath('mtgjson', 'sets');
const SCRYFALL_DIR = sharedPath('scryfall');
const setCache = new Map<string, Json>();

export const mtgjsonSetCodes = (): string[] =>
  readdirSync(MTGJSON_DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();

/** The Set object (`data`) of shared/data/mtgjson/sets/<code>.json. */
export function mtgjsonSet(code: string): Json {
  let set = setCache.get(code);
  if (!set) setCache.set(code, (set = JSON.parse(readFileSync(join(MTGJSON_DIR, `${code}.json`), 'utf8')).data));
  return set;
}

/** A file under shared/data/scryfall, parsed. */
export function scryfallFile(path: string): Json {
  return JSON.parse(readFileSync(join(SCRYFALL_DIR, path), 'utf8'));
}

export interface ScryfallCardObject {
  /** Path under shared/data/scryfall. */
  file: string;
  object: Json;
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

/** The objects of a file under shared/data/scryfall: JSON Lines, an array, a `list` page's `data`, or one object. */
export function scryfallObjectsIn(file: string): Json[] {
  const path = join(SCRYFALL_DIR, file);
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.jsonl')) return text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
  const json = JSON.parse(text);
  if (Array.isArray(json)) return json;
  return json.object === 'list' ? json.data : [json];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.jsonl?$/.test(name) ? [path] : [];
  });
}
