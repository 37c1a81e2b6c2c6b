// What an MTGJSON import keeps for boosters, read on this thread and on a worker thread (as a large file is): each
// set's products as the file gives them, and every entry's uuid tied to the printing of its set and number.
import { readFileSync, writeFileSync } from 'node:fs';
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

  it('an import that fails keeps the configurations as they were (all or nothing): STX whole, then a cut-short DGM', async () => {
    const db = openDatabase(join(dir.dir, 'atomic.sqlite'));
    await importCardFiles(db, [MID]);
    const rows = () => db.prepare('SELECT set_code, product, data FROM booster_products ORDER BY 1, 2').all();
    const uuids = () => db.prepare('SELECT count(*) FROM mtgjson_uuids').pluck().get();
    const before = [rows(), uuids()];
    const dgm = readFileSync(sharedPath('mtgjson', 'sets', 'DGM.json'));
    const cut = join(dir.dir, 'DGM-cut.json');
    writeFileSync(cut, dgm.subarray(0, dgm.length - 100));
    await expect(importCardFiles(db, [sharedPath('mtgjson', 'sets', 'STX.json'), cut])).rejects.toThrow(/DGM-cut/);
    expect([rows(), uuids()]).toEqual(before);
    db.close();
  });
});
