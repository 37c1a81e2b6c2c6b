// What an MTGJSON import keeps for boosters, read on this thread and on a worker thread (as a large file is): each
// set's products as the file gives them, and every entry's uuid tied to the printing of its set and number.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './open.ts';
import { importCardFiles } from './import/import.ts';
import { getBoosterProduct } from './boosters.ts';
import { boosterProductsFromMtgjson } from '../engine/pools/booster-config.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';

const dir = tempDir('decklab-boosters-');
afterAll(() => dir.cleanup());

const MID = sharedPath('mtgjson', 'sets', 'MID.json');
const set = (
  JSON.parse(readFileSync(MID, 'utf8')) as {
    data: { booster: unknown; cards: { uuid: string; number: string; layout: string }[] };
  }
).data;

/** Each uuid's printing as set and number. */
const printingsByUuid = (db: Db) =>
  Object.fromEntries(
    (
      db
        .prepare(
          'SELECT u.uuid, p.set_code, p.collector_number FROM mtgjson_uuids u JOIN printings p ON p.id = u.printing_id',
        )
        .all() as { uuid: string; set_code: string; collector_number: string }[]
    ).map((r) => [r.uuid, `${r.set_code} ${r.collector_number}`]),
  );

describe('booster data of an MTGJSON import', () => {
  it.each([false, true])(
    "MID (worker %s): the products as the file gives them; every game card entry's uuid names its printing",
    async (worker) => {
      const db = openDatabase(join(dir.dir, `mid-${worker}.sqlite`));
      await importCardFiles(db, [MID], { worker });
      const expected = boosterProductsFromMtgjson(set.booster);
      for (const [product, config] of Object.entries(expected))
        expect(getBoosterProduct(db, 'mid', product)).toEqual(config);
      expect(db.prepare('SELECT count(*) FROM booster_products').pluck().get()).toBe(Object.keys(expected).length);
      // Transforming cards list each face as an entry with its own uuid and the card's number: both name the card's printing.
      const gameCards = set.cards.filter((c) => c.layout !== 'token' && c.layout !== 'art_series');
      expect(printingsByUuid(db)).toEqual(Object.fromEntries(gameCards.map((c) => [c.uuid, `mid ${c.number}`])));
      db.close();
    },
  );
});
