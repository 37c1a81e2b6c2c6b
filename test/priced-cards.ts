// A database of the real Scryfall objects that carry prices (scooze's 2023-24 files), imported under the name a
// Scryfall bulk download gets, so their snapshot date is known: for the API, CLI and end-to-end tests of prices.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open.ts';
import { importCardFiles } from '../db/import/import.ts';
import { sharedPath, tempDir } from './shared-data.ts';
import { scryfallObjectsIn, type ScryfallCard } from './real-cards.ts';
import { createApi, type Api } from '../electron/api/index.ts';

export const PRICED_FILES = ['scooze/test_cards.jsonl', 'scooze/power9.jsonl'] as const;
export const PRICE_SNAPSHOT_DATE = '2024-03-01';
/** That day as the window writes it in each language. */
export const PRICE_SNAPSHOT_DAY = { en: 'Mar 1, 2024', ja: '2024年3月1日' } as const;

export type PricedObject = ScryfallCard & {
  id: string;
  set: string;
  collector_number: string;
  prices: Record<string, string | null>;
  image_uris?: Record<string, string>;
};

/** The priced objects as Scryfall wrote them. */
export const pricedObjects = (): PricedObject[] => PRICED_FILES.flatMap((f) => scryfallObjectsIn(f) as PricedObject[]);

/** Scryfall's price of a printing (by name and set) as a number; NaN when it has none. */
export function scryfallPrice(name: string, set: string, key: string): number {
  const object = pricedObjects().find((o) => o.name === name && o.set === set);
  return Number(object?.prices[key] ?? NaN);
}

/**
 * Copies of the priced files in `dir`, each in its own folder under a Scryfall bulk file's name, so an import
 * dates their prices PRICE_SNAPSHOT_DATE. Returns their paths.
 */
export function copyPricedFiles(dir: string): string[] {
  return PRICED_FILES.map((f, i) => {
    mkdirSync(join(dir, String(i)));
    const copy = join(dir, String(i), `scryfall-default-cards-${PRICE_SNAPSHOT_DATE}.jsonl`);
    copyFileSync(sharedPath('scryfall', f), copy);
    return copy;
  });
}

/** A database file holding the priced objects, with its cleanup. */
export async function buildPricedDb(): Promise<{ db: Db; file: string; cleanup: () => void }> {
  const dir = tempDir('decklab-prices-');
  const file = join(dir.dir, 'decklab.sqlite');
  const db = openDatabase(file);
  await importCardFiles(db, copyPricedFiles(dir.dir));
  return { db, file, cleanup: dir.cleanup };
}

/**
 * Two real snapshots of one printing's prices: Chandra's Embercat (M20 129) as the 2019 M20 set file priced it, and
 * as Scryfall's API fixture of 2024 does (its dollar price fell, its euro price rose).
 */
export const EMBERCAT = (() => {
  const named = (file: string) =>
    (scryfallObjectsIn(file) as PricedObject[]).find((o) => o.name === "Chandra's Embercat")!;
  return {
    then: named('sets-2019/m20.json'),
    now: named('api-types-fixtures/Card/layouts/Normal/Creature/ChandrasEmbercat.json'),
  };
})();

let snapshotCopies = 0;
/**
 * A Scryfall file under a bulk download's name of `day` in its own folder of `dir`, so an import dates its prices
 * that day: the whole 2019 M20 set file (`m20-2019`), or the 2024 Embercat object alone as JSON Lines.
 */
export function embercatSnapshot(dir: string, which: 'm20-2019' | 'embercat-2024', day: string): string {
  const folder = join(dir, `snapshot-${++snapshotCopies}`);
  mkdirSync(folder);
  const base = join(folder, `scryfall-default-cards-${day}`);
  if (which === 'm20-2019') {
    copyFileSync(sharedPath('scryfall', 'sets-2019/m20.json'), `${base}.json`);
    return `${base}.json`;
  }
  writeFileSync(`${base}.jsonl`, JSON.stringify(EMBERCAT.now) + '\n');
  return `${base}.jsonl`;
}

/** The collection the price API tests own: three Chandra's Embercats and a Yarok's Fenlurker, all M20. */
const EMBERCAT_COLLECTION_CSV =
  "Count,Name,Edition,Collector Number\n3,Chandra's Embercat,M20,129\n1,Yarok's Fenlurker,M20,123\n";

/**
 * A database file in `dir` with the Embercat snapshots imported one after another in the order given (each a file and
 * the day its bulk name says), and the real API over it owning that collection.
 */
export async function embercatCollection(
  dir: string,
  snapshots: readonly (readonly ['m20-2019' | 'embercat-2024', string])[],
): Promise<{ db: Db; api: Api; file: string }> {
  const file = join(dir, 'decklab.sqlite');
  const db = openDatabase(file);
  for (const [which, day] of snapshots) await importCardFiles(db, [embercatSnapshot(dir, which, day)]);
  const api = createApi({ db });
  await api.invoke('collection.import', { text: EMBERCAT_COLLECTION_CSV, mode: 'replace' });
  return { db, api, file };
}
