// The needs view's "Missing as CSV": the missing copies as collection rows (missingAsItems) through the collection CSV
// writer, so a pinned printing's row carries its Scryfall id where the app's CSV has that column (ManaBox's
// "Scryfall ID", Kerakis/omenpath FORMAT_ANALYSIS.md), as the collection export's rows do. A real Arena export with set
// codes, its M20 printings checked against MTGJSON's identifiers.scryfallId.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openTempDb } from '../../../test/import-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { missingAsItems } from '../../../engine/collection/needs.ts';
import { writeCollectionCsv } from '../../../engine/collection/csv.ts';

const { dir, cleanup } = tempDir('decklab-needs-csv-');
let db: Db;
let api: Api;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'M20.json')]);
  api = createApi({ db });
});
afterAll(() => {
  db?.close();
  cleanup();
});

const ARENA = readFileSync(sharedPath('decks/arena-and-misc/phdesign-arena-export-with-setcodes.txt'), 'utf8');

/** The ManaBox CSV of a deck's missing copies, as the needs view saves it: each row's name, set, number, Scryfall ID. */
async function missingCsv(byPrinting: boolean) {
  const { deck } = await api.invoke('decks.import', { text: ARENA });
  const needs = await api.invoke('collection.needs', { deck, byPrinting });
  const csv = writeCollectionCsv(missingAsItems(needs.missing, deck.game), 'manabox');
  const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
  return new Map(rows.map((r) => [r['Name'], [r['Set code'], r['Collector number'], r['Scryfall ID']]]));
}

describe('Missing as CSV: the Scryfall ID column', () => {
  it("by printing: Centaur Courser (M20) 168 and the other M20 cards under MTGJSON's Scryfall ids", async () => {
    const m20 = mtgjsonSet('M20').cards;
    const rows = await missingCsv(true);
    const courser = m20.find((c) => c.name === 'Centaur Courser' && c.number === '168')!;
    expect(rows.get('Centaur Courser')).toEqual(['m20', '168', courser.identifiers.scryfallId]);
    for (const line of ARENA.split('\n').filter((l) => l.includes('(M20)'))) {
      const [, name, number] = /^\d+ (.+) \(M20\) (\S+)$/.exec(line.trim())!;
      const card = m20.find((c) => c.name === name && c.number === number)!;
      expect(rows.get(name), name).toEqual(['m20', number, card.identifiers.scryfallId]);
    }
    // A printing the card data lacks (M19, RIX …) has no Scryfall id to give.
    expect(rows.get('Colossal Dreadmaw')).toEqual(['m19', '172', '']);
  });

  it('by card: a missing card is any printing of it, so no set, number or Scryfall id is written', async () => {
    const rows = await missingCsv(false);
    expect(rows.get('Centaur Courser')).toEqual(['', '', '']);
  });
});
