// Migration 023 on a schema-22 file of real cards (a fresh import's rows in schema 22's columns): its cards have no known date, so the next import replaces their
// data whatever its date, as every import did before; from then on the dated data is kept against older files.
import { join } from 'node:path';
import { copyFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-023-');
afterAll(() => dir.cleanup());

describe('migration 023: card data dates', () => {
  it('a schema-22 file imports as before until its cards carry a date, then an older file leaves them', async () => {
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    const summary = await importCardFiles(fresh, [sharedPath('mtgjson/sets/DGM.json')]);
    expect(summary.files[0].dataDate).toBe('2022-04-25');
    const cards = fresh.prepare('SELECT COUNT(*) FROM cards').pluck().get() as number;
    fresh.close();
    const file = join(dir.dir, 'schema22.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 22) });
    copyCardRowsInto(legacy, freshFile);
    legacy.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT COUNT(*) FROM card_data_dates').pluck().get()).toBe(0);
    // Scryfall's name for a bulk file made on 2019-09-01 (its bulk-data object's download_uri pattern).
    const older = join(dir.dir, 'default-cards-20190901090239.json');
    copyFileSync(sharedPath('scryfall/sets-2019/dgm.json'), older);
    expect((await importCardFiles(db, [older])).files[0]).toMatchObject({ dataDate: '2019-09-01', keptNewer: 0 });
    await importCardFiles(db, [sharedPath('mtgjson/sets/DGM.json')]);
    expect(db.prepare("SELECT COUNT(*) FROM card_data_dates WHERE data_date = '2022-04-25'").pluck().get()).toBe(cards);
    expect((await importCardFiles(db, [older])).files[0].keptNewer).toBe(cards);
    db.close();
  });
});
