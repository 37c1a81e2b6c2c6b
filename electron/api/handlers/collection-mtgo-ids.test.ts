// An MTGO collection CSV's "ID #" column (Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation:
// peers.md §4, Kerakis/omenpath FORMAT_ANALYSIS.md) is MTGO's catalog id of the card in its finish: MTGJSON's mtgoId,
// and mtgoFoilId for a Premium (foil) copy. The ids here are Dragon's Maze's, read straight from MTGJSON's DGM file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openTempDb } from '../../../test/import-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';

const { dir, cleanup } = tempDir('decklab-collection-mtgo-ids-');
let db: Db;
let api: Api;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'DGM.json')]);
  api = createApi({ db });
});
afterAll(() => {
  db?.close();
  cleanup();
});

const HEADER = 'Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation';
const dgm = (name: string) => {
  const card = mtgjsonSet('DGM').cards.find((c) => c.name === name)!;
  return { ...card, mtgoId: Number(card.identifiers.mtgoId), mtgoFoilId: Number(card.identifiers.mtgoFoilId) };
};

/** Each row's MTGO id, name, finish, set and number, as the collection export wrote them. */
const exported = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([name, count, id, , set, number, premium]) => [name, Number(count), id, set, number, premium]);

describe('MTGO collection CSV: ID # is the MTGO catalog id', () => {
  it("Simic Guildgate and Pontiff of Blight (DGM): written with MTGJSON's mtgoId, the foil copies with mtgoFoilId", async () => {
    const gate = dgm('Simic Guildgate');
    const pontiff = dgm('Pontiff of Blight');
    expect([gate.mtgoId, gate.mtgoFoilId]).toEqual([48378, 48379]);
    const text = [
      HEADER,
      `Simic Guildgate,4,,Common,DGM,${gate.number},No,No,0`,
      `Simic Guildgate,1,,Common,DGM,${gate.number},Yes,No,0`,
      `Pontiff of Blight,2,,Rare,DGM,${pontiff.number},Yes,No,0`,
    ].join('\n');
    await api.invoke('collection.import', { text, mode: 'replace' });
    const { text: out } = await api.invoke('collection.export', { flavor: 'mtgo' });
    expect(exported(out)).toEqual([
      ['Pontiff of Blight', 2, String(pontiff.mtgoFoilId), 'dgm', pontiff.number, 'Yes'],
      ['Simic Guildgate', 1, String(gate.mtgoFoilId), 'dgm', gate.number, 'Yes'],
      ['Simic Guildgate', 4, String(gate.mtgoId), 'dgm', gate.number, 'No'],
    ]);
  });

  it('read back: a row without a name, or a set MTGO names its own way, is found by its ID #, a foil id as foil', async () => {
    const gate = dgm('Simic Guildgate');
    const pontiff = dgm('Pontiff of Blight');
    const text = [
      HEADER,
      // No name and no set: the ID # alone names the card and printing.
      `,3,${gate.mtgoId},Common,,,No,No,0`,
      // The foil id with Premium left "No": the id names the foil copy.
      `Pontiff of Blight,1,${pontiff.mtgoFoilId},Rare,DRM,999,No,No,0`,
    ].join('\n');
    const result = await api.invoke('collection.import', { text, mode: 'replace' });
    expect([result.unreadable, result.skipped]).toEqual([[], []]);
    const { cards } = await api.invoke('collection.list', {});
    expect(cards.map((c) => [c.name, c.count, c.set, c.number, c.finish])).toEqual([
      ['Pontiff of Blight', 1, 'dgm', pontiff.number, 'foil'],
      ['Simic Guildgate', 3, 'dgm', gate.number, 'nonfoil'],
    ]);
  });

  it('a row with neither a name nor an ID # the card data knows is skipped and named by its ID #', async () => {
    const text = [HEADER, ',1,99999999,Common,,,No,No,0'].join('\n');
    const result = await api.invoke('collection.import', { text, mode: 'merge' });
    expect(result.skipped).toMatchObject([{ line: 2, code: 'unknown-card', params: { name: 'ID # 99999999' } }]);
  });
});
