// The importer queues the cards it changes for the search index itself (one statement per import, migration 5
// dropped the per-row triggers) and brings the index up to date inside its transaction: the first search after
// an import is instant, and a card is re-indexed exactly when its row or one of its printings changed.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { openTempDb } from '../../test/import-db.ts';
import { searchCards } from '../search/search.ts';
import { searchIndexIsStale } from '../search/search-index.ts';
import type { Card } from '../../engine/cards/types.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const set2019 = (code: string) => sharedPath('scryfall', 'sets-2019', `${code}.json`);
const storedCards = (db: Db) =>
  (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
const murderData = (db: Db) => db.prepare("SELECT data FROM cards WHERE name = 'Murder'").pluck().get();

/** Records, from now on, every card whose search row is (re)built, through a trigger of this connection only. */
function watchReindexing(db: Db): () => string[] {
  db.exec(`CREATE TEMP TABLE reindexed (card_id TEXT);
    CREATE TEMP TRIGGER watch_reindexing AFTER INSERT ON main.card_search BEGIN INSERT INTO reindexed VALUES (new.card_id); END;`);
  return () => db.prepare('SELECT card_id FROM reindexed').pluck().all() as string[];
}

describe('the search index after an import', () => {
  it('is up to date when the import returns: every planeswalker of WAR is found without a refresh', async () => {
    const db = openTempDb(dir, 'fresh.sqlite');
    await importCardFiles(db, [set2019('war')]);
    expect(searchIndexIsStale(db)).toBe(false);
    const planeswalkers = storedCards(db)
      .filter((c) => c.typeLine.includes('Planeswalker'))
      .map((c) => c.name)
      .sort();
    expect(planeswalkers.length).toBeGreaterThan(30);
    expect(
      searchCards(db, 't:planeswalker', { limit: 100 })
        .cards.map((c) => c.name)
        .sort(),
    ).toEqual(planeswalkers);
    db.close();
  });

  it('re-indexes only a card given a new printing though its row is unchanged: Murder, common in M20, uncommon in EMN', async () => {
    const db = openTempDb(dir, 'reprint.sqlite');
    await importCardFiles(db, [set2019('m20')]);
    const before = murderData(db);
    expect(searchCards(db, '!"Murder" r:uncommon').total).toBe(0);
    const emnMurder = (
      JSON.parse(readFileSync(set2019('emn'), 'utf8')) as { name: string; oracle_id: string }[]
    ).filter((o) => o.name === 'Murder');
    const file = join(dir, 'emn-murder.json');
    writeFileSync(file, JSON.stringify(emnMurder));
    const reindexed = watchReindexing(db);
    await importCardFiles(db, [file]);
    expect(reindexed()).toEqual([emnMurder[0].oracle_id]);
    expect(murderData(db)).toBe(before);
    expect(searchCards(db, '!"Murder" r:uncommon').total).toBe(1);
    db.close();
  });

  it('re-indexes nothing when the same file is imported again', async () => {
    const db = openTempDb(dir, 'again.sqlite');
    await importCardFiles(db, [set2019('war')]);
    const reindexed = watchReindexing(db);
    await importCardFiles(db, [set2019('war')]);
    expect(reindexed()).toEqual([]);
    db.close();
  });
});
