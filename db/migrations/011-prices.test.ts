// Migration 011 and the prices a Scryfall import stores per printing, with the date of the file they came from.
// Expected values are Scryfall's own `prices` strings in the shared data (scooze's 2023-24 objects carry them).
import { copyFileSync, writeFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { getPrintings } from '../cards.ts';
import { PRICE_KEYS, type Prices } from '../../engine/cards/types.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { scryfallObjectsIn, type ScryfallCard } from '../../test/real-cards.ts';
import { priceSnapshotDate } from '../import/snapshot-date.ts';
import { isGameCardLayout } from '../../engine/mtg/layouts.ts';

const dir = tempDir('decklab-011-');
afterAll(() => dir.cleanup());

const PRICED_FILE = 'scooze/test_cards.jsonl';
type PricedObject = ScryfallCard & { id: string; prices: Record<string, string | null> };
/** The file's game cards (its token is skipped by every import). */
const objects = () => (scryfallObjectsIn(PRICED_FILE) as PricedObject[]).filter((o) => isGameCardLayout(o.layout));

/** Scryfall's price strings as numbers, nulls left out. */
function expectedPrices(object: PricedObject): Prices {
  const prices: Prices = {};
  for (const key of PRICE_KEYS) if (object.prices[key] != null) prices[key] = Number(object.prices[key]);
  return prices;
}

/** The object's printing as getPrintings reads it back with its card's others. */
function storedPrinting(db: Db, object: PricedObject) {
  const cardId = db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(object.id) as string | undefined;
  return cardId === undefined ? undefined : getPrintings(db, cardId).find((p) => p.id === object.id);
}

/** The shared file copied under a name a download gives it. */
function bulkCopy(name: string, edit?: (o: PricedObject) => PricedObject): string {
  const file = join(dir.dir, name);
  if (edit)
    writeFileSync(
      file,
      objects()
        .map((o) => JSON.stringify(edit(o)))
        .join('\n') + '\n',
    );
  else copyFileSync(sharedPath('scryfall', PRICED_FILE), file);
  return file;
}

describe('migration 011: prices per printing with the date of their snapshot', () => {
  it('a schema-10 file gets the prices table; the next Scryfall import fills it with the snapshot date of its name', async () => {
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, [sharedPath('scryfall', PRICED_FILE)]);
    fresh.close();
    const file = join(dir.dir, 'schema10.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 10) });
    copyCardRowsInto(legacy, freshFile);
    const printingsBefore = legacy.prepare('SELECT count(*) FROM printings').pluck().get() as number;
    expect(printingsBefore).toBeGreaterThan(0);
    legacy.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(printingsBefore);
    expect(db.prepare('SELECT count(*) FROM printing_prices').pluck().get()).toBe(0);
    await importCardFiles(db, [bulkCopy('scryfall-default-cards-2024-03-01.jsonl')]);
    const priced = objects().filter((o) => PRICE_KEYS.some((k) => o.prices[k] != null));
    expect(priced.length).toBe(33);
    for (const object of priced) {
      const printing = storedPrinting(db, object);
      expect([object.name, printing?.prices, printing?.pricesDate]).toEqual([
        object.name,
        expectedPrices(object),
        '2024-03-01',
      ]);
    }
    db.close();
  });

  it('a re-import replaces prices (a price gone becomes none); an MTGJSON import leaves them as they were', async () => {
    const db = openDatabase(join(dir.dir, 'reimport.sqlite'));
    await importCardFiles(db, [bulkCopy('default-cards-20240301091500.json')]);
    // Scryfall's own name for a bulk file carries its time: the date is read from it.
    expect(storedPrinting(db, objects()[0])?.pricesDate).toBe('2024-03-01');
    const halved = (o: PricedObject) => ({
      ...o,
      prices: { ...o.prices, usd: o.prices.usd == null ? null : (Number(o.prices.usd) / 2).toFixed(2), tix: null },
    });
    // Read on a worker thread, as a large bulk file is: the prices cross with their printings.
    await importCardFiles(db, [bulkCopy('scryfall-default-cards-2024-04-02.json', halved)], { worker: true });
    for (const object of objects()) {
      const printing = storedPrinting(db, object);
      expect([object.name, printing?.prices, printing?.pricesDate]).toEqual([
        object.name,
        expectedPrices(halved(object)),
        '2024-04-02',
      ]);
    }
    const rows = () => db.prepare('SELECT * FROM printing_prices ORDER BY printing_id').all();
    const before = rows();
    await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'M21.json')]);
    expect(rows()).toEqual(before);
    db.close();
  });

  it('a price that is not a decimal number skips its record, named with the field; the other records import', async () => {
    const db = openDatabase(join(dir.dir, 'bad-price.sqlite'));
    const bad = objects()[0];
    const file = bulkCopy('scryfall-default-cards-2024-05-05.json', (o) =>
      o.id === bad.id ? { ...o, prices: { ...o.prices, eur: '1,50' } } : o,
    );
    const summary = await importCardFiles(db, [file]);
    const priceWarnings = summary.warnings.filter((w) => w.message.includes('prices.eur'));
    expect(priceWarnings.map((w) => w.message)).toEqual([expect.stringContaining('"1,50"')]);
    expect(summary.skipped).toBe(summary.warnings.length);
    expect(storedPrinting(db, bad)).toBeUndefined();
    expect(storedPrinting(db, objects()[1])?.pricesDate).toBe('2024-05-05');
    db.close();
  });

  it('a file whose name carries no date gives its modification day', () => {
    const file = join(dir.dir, 'cards.json');
    writeFileSync(file, '[]');
    utimesSync(file, new Date('2025-02-03T12:00:00Z'), new Date('2025-02-03T12:00:00Z'));
    expect(priceSnapshotDate(file)).toBe('2025-02-03');
    expect(priceSnapshotDate(join(dir.dir, 'scryfall-all-cards-2025-13-40.json'))).not.toBe('2025-13-40');
  });
});
