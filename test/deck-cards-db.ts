// A real card database for deck tests: MTGJSON set files from ../shared/data, normalized by the engine's
// MTGJSON reader and written by the importer's CardWriter into a SQLite file in a temp folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open.ts';
import { CardWriter } from '../db/import/writer.ts';
import { cardsFromMtgjsonSet, setFromMtgjson } from '../engine/cards/from-mtgjson.ts';
import { cardFromDmJson } from '../engine/dm/from-dm-json.ts';
import { sharedPath, tempDir } from './shared-data.ts';

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

/** MTGJSON sets, and with `duelMasters` the Duel Masters card JSON (Latepate64) too. */
export function buildDeckTestDb(
  sets: readonly string[] = DECK_TEST_SETS,
  options: { duelMasters?: boolean } = {},
): { db: Db; file: string; cleanup: () => void } {
  const dir = tempDir('decklab-decks-');
  const file = join(dir.dir, 'cards.sqlite');
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
  return {
    db,
    file,
    cleanup: () => {
      db.close();
      dir.cleanup();
    },
  };
}
