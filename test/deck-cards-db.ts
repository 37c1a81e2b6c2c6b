// A real card database for deck tests: MTGJSON set files from ../shared/data, normalized by the engine's
// MTGJSON reader and written by the importer's CardWriter into a SQLite file in a temp folder.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { databaseFiles, openDatabase, type Db } from '../db/open.ts';
import { CardWriter } from '../db/import/writer.ts';
import { cardsFromMtgjsonSet, setFromMtgjson } from '../engine/cards/from-mtgjson.ts';
import { cardFromDmJson } from '../engine/dm/from-dm-json.ts';
import { sharedPath, TEST_DB_CACHE, tempDir } from './shared-data.ts';

/**
 * Sets holding every card of the C21 precon Lorehold Legacies with Lurrus of the Dream-Den (IKO) as its companion
 * and of the ELD Brawl deck Faerie Schemes, the lists the sideboard-reading tests write as MTGO .dek files.
 */
export const LOREHOLD_AND_FAERIE_SETS = [
  'C21',
  'STX',
  'ELD',
  'KHM',
  'ZNR',
  'M21',
  'AFR',
  'MID',
  'IKO',
  'M20',
  'WAR',
  'GRN',
  'RNA',
];

/** Sets holding every card of the decks the deck tests resolve (shared/data/README.md §4). */
export const DECK_TEST_SETS = [
  'C21',
  'KHC',
  'AFC',
  'MIC',
  'ZNC',
  'AFR',
  'MID',
  'KHM',
  'STX',
  'ZNR',
  'ELD',
  'M21',
  'M20',
  'THB',
  'IKO',
  'GRN',
  'RNA',
  'WAR',
  '10E',
  'DGM',
  'AKH',
  'EMN',
  'CHK',
];

type DeckTestDbOptions = { duelMasters?: boolean };

/**
 * MTGJSON sets, and with `duelMasters` the Duel Masters card JSON (Latepate64) too, in a database of the caller's own.
 * Inside a vitest run each set list is built once, in the run's cache folder (test/global-setup.ts), and every call
 * gets a copy: a build takes seconds, a copy milliseconds.
 */
export function buildDeckTestDb(
  sets: readonly string[] = DECK_TEST_SETS,
  options: DeckTestDbOptions = {},
): { db: Db; file: string; cleanup: () => void } {
  const dir = tempDir('decklab-decks-');
  const file = join(dir.dir, 'cards.sqlite');
  const cache = process.env[TEST_DB_CACHE];
  if (cache) {
    const built = cachedCardDb(cache, sets, options);
    databaseFiles(built).forEach((from, i) => copyFileSync(from, databaseFiles(file)[i]));
  } else writeCardDb(file, sets, options);
  const db = openDatabase(file);
  return {
    db,
    file,
    cleanup: () => {
      db.close();
      dir.cleanup();
    },
  };
}

/** The cached database of these sets, built first if no worker of the run has built it yet. */
function cachedCardDb(cache: string, sets: readonly string[], options: DeckTestDbOptions): string {
  const key = createHash('sha256')
    .update(JSON.stringify([sets, options.duelMasters ?? false]))
    .digest('hex')
    .slice(0, 16);
  const entry = join(cache, key);
  if (!existsSync(entry)) {
    const building = mkdtempSync(join(cache, 'building-'));
    writeCardDb(join(building, 'cards.sqlite'), sets, options);
    // A folder's rename is atomic: when two workers build the same sets at once, the first rename wins.
    try {
      renameSync(building, entry);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(entry)) throw error;
    }
  }
  return join(entry, 'cards.sqlite');
}

/** Writes the sets' cards through the importer's CardWriter into a new database at `file`, and closes it. */
function writeCardDb(file: string, sets: readonly string[], options: DeckTestDbOptions): void {
  const db = openDatabase(file);
  db.transaction(() => {
    const writer = new CardWriter(db);
    for (const code of sets) {
      const set = (JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', `${code}.json`), 'utf8')) as { data: unknown })
        .data;
      writer.writeSet(setFromMtgjson(set));
      for (const record of cardsFromMtgjsonSet(set)) writer.writeRecord(record);
    }
    if (options.duelMasters) {
      const dm = JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
        cards: unknown[];
      };
      for (const raw of dm.cards) writer.writeRecord(cardFromDmJson(raw));
    }
    writer.finish();
  })();
  db.close();
}
