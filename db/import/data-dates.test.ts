// The later data wins where the files say their dates: MTGJSON's meta.date, the date in a Scryfall bulk file's name
// (Scryfall's own `<kind>-<YYYYMMDDhhmmss>.json`, as its bulk-data object's download_uri names it). A file without a
// date replaces the stored data, as every import did before, and the summary says which happened.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { openTempDb } from '../../test/import-db.ts';
import { getCard } from '../cards.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-dates-');
afterAll(cleanup);

const MTGJSON_WAR = sharedPath('mtgjson/sets/WAR.json');
const SCRYFALL_WAR_2019 = sharedPath('scryfall/sets-2019/war.json');
const MTGJSON_DATE = (JSON.parse(readFileSync(MTGJSON_WAR, 'utf8')) as { meta: { date: string } }).meta.date;

/** The 2019 cards under the name Scryfall gives a bulk file of that year (download_uri's pattern), dated 2019-09-01. */
const SCRYFALL_DATED = join(dir, 'default-cards-20190901090239.json');
copyFileSync(SCRYFALL_WAR_2019, SCRYFALL_DATED);

interface ScryfallCard {
  id: string;
  oracle_id: string;
  name: string;
  legalities: Record<string, string>;
}
interface MtgjsonCard {
  name: string;
  legalities: Record<string, string>;
  foreignData?: { language: string; name: string }[];
}
const older = JSON.parse(readFileSync(SCRYFALL_WAR_2019, 'utf8')) as ScryfallCard[];
const newer = (JSON.parse(readFileSync(MTGJSON_WAR, 'utf8')) as { data: { cards: MtgjsonCard[] } }).data.cards;

/** A card and a format whose legality changed between the 2019 Scryfall file and the 2022 MTGJSON one. */
const changed = older.flatMap((o) => {
  const n = newer.find((c) => c.name === o.name);
  const japanese = n?.foreignData?.find((f) => f.language === 'Japanese')?.name;
  return n && japanese
    ? Object.keys(o.legalities)
        .filter((f) => f in n.legalities && n.legalities[f].toLowerCase() !== o.legalities[f])
        .map((format) => ({ o, format, was: o.legalities[format], now: n.legalities[format].toLowerCase(), japanese }))
    : [];
})[0];

/** The legality as search and validation read it (the legalities view has no row where a card is not legal). */
function legality(db: Db, cardId: string, format: string): unknown {
  const status = db
    .prepare('SELECT status FROM legalities WHERE card_id = ? AND format = ?')
    .pluck()
    .get(cardId, format);
  expect(getCard(db, cardId)!.legalities[format] ?? 'not_legal').toBe(status ?? 'not_legal');
  return status ?? 'not_legal';
}

describe('card data of a known date', () => {
  it('the real files differ: a WAR card whose legality changed from 2019 to 2022, with a Japanese name', () => {
    expect(MTGJSON_DATE).toBe('2022-04-25');
    expect(changed).toBeDefined();
    expect(changed.was).not.toBe(changed.now);
  });

  for (const worker of [false, true])
    it(`an older dated Scryfall file after newer MTGJSON data leaves the newer legalities and the Japanese name, and says so (${worker ? 'read in a worker' : 'read in this thread'})`, async () => {
      const db = openTempDb(dir, `older-after-newer-${worker}.sqlite`);
      const first = await importCardFiles(db, [MTGJSON_WAR], { worker });
      expect(first.files[0]).toMatchObject({ dataDate: MTGJSON_DATE, keptNewer: 0 });
      const summary = await importCardFiles(db, [SCRYFALL_DATED], { worker });
      expect(summary.files[0]).toMatchObject({ format: 'scryfall', dataDate: '2019-09-01' });
      // Every card of the 2019 file is also in the 2022 one.
      expect(summary.files[0].keptNewer).toBe(new Set(older.map((c) => c.oracle_id)).size);
      expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.now);
      expect(getCard(db, changed.o.oracle_id)!.localizedNames.ja).toBe(changed.japanese);
      // The 2019 file's printings are still written: the card keeps its 2019 Scryfall printing.
      expect(db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(changed.o.id)).toBe(
        changed.o.oracle_id,
      );
      db.close();
    });

  it('a newer file after older dated data replaces it (newer wins either way)', async () => {
    const db = openTempDb(dir, 'newer-after-older.sqlite');
    await importCardFiles(db, [SCRYFALL_DATED]);
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.was);
    const summary = await importCardFiles(db, [MTGJSON_WAR]);
    expect(summary.files[0]).toMatchObject({ dataDate: MTGJSON_DATE, keptNewer: 0 });
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.now);
    db.close();
  });

  it('both in one import, older file last: the newer data stays', async () => {
    const db = openTempDb(dir, 'one-import.sqlite');
    await importCardFiles(db, [MTGJSON_WAR, SCRYFALL_DATED]);
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.now);
    db.close();
  });

  it('a file dated in the future counts as undated: it cannot keep its data against the real files imported after it', async () => {
    const db = openTempDb(dir, 'future.sqlite');
    const future = join(dir, 'WAR-from-the-future.json');
    writeFileSync(
      future,
      readFileSync(MTGJSON_WAR, 'utf8').replace(`"date": "${MTGJSON_DATE}"`, '"date": "2999-01-01"'),
    );
    expect((await importCardFiles(db, [future])).files[0]).toMatchObject({ dataDate: null });
    await importCardFiles(db, [SCRYFALL_DATED]);
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.was);
    db.close();
  });

  it('a file that carries no date replaces the stored data, as before, and its summary says it has no date', async () => {
    const db = openTempDb(dir, 'undated.sqlite');
    await importCardFiles(db, [MTGJSON_WAR]);
    const summary = await importCardFiles(db, [SCRYFALL_WAR_2019]);
    expect(summary.files[0]).toMatchObject({ dataDate: null, keptNewer: 0 });
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.was);
    // Its data now has no known date: a later dated file of any day replaces it.
    await importCardFiles(db, [SCRYFALL_DATED]);
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.was);
    await importCardFiles(db, [MTGJSON_WAR]);
    expect(legality(db, changed.o.oracle_id, changed.format)).toBe(changed.now);
    db.close();
  });
});
