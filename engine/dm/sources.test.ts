// Kip Chippotto as each Duel Masters file gives it: the Latepate64 JSON costs it 2 (its one TCG printing, DM-05 42/55),
// the Ravenite CSV 3 in each of its three OCG printings. DM 201: a card has one cost; engine/dm/sources.ts keeps the
// CSV's, whichever file is merged last, and says where the files disagree.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { mergeCardRecords } from '../cards/merge.ts';
import type { CardRecord } from '../cards/types.ts';
import { cardFromDmCsvRow } from './from-dm-csv.ts';
import { cardFromDmJson } from './from-dm-json.ts';
import { disagreements } from './sources.ts';
import { sharedPath } from '../../test/shared-data.ts';

const NAME = 'Kip Chippotto';
const csvRows = Papa.parse<Record<string, string>>(
  readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
  { header: true, skipEmptyLines: true },
).data;
const jsonCards = (
  JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: { name: string }[];
  }
).cards;

const csvRecords = csvRows.flatMap((row, i) => (row.CardName === NAME ? [cardFromDmCsvRow(row, i + 2)] : []));
const jsonRecord = cardFromDmJson(jsonCards.find((c) => c.name === NAME));
const merged = (records: CardRecord[]) => records.reduce((older, newer) => mergeCardRecords(older, newer));

describe('Kip Chippotto: the two Duel Masters files cost it differently (DM 201)', () => {
  it('the files say 3 (three OCG printings) and 2 (one TCG printing)', () => {
    expect(csvRecords.map((r) => [r.printings[0].id, r.card.dm?.cost])).toEqual([
      ['dm:DMC-06:68', 3],
      ['dm:DMC-20:88', 3],
      ['dm:DMC-09:42', 3],
    ]);
    expect([jsonRecord.printings[0].id, jsonRecord.card.dm?.cost]).toEqual(['dm:TCG-DM-05:42/55', 2]);
  });

  it.each([
    ['the CSV, then the JSON', [...csvRecords, jsonRecord]],
    ['the JSON, then the CSV', [jsonRecord, ...csvRecords]],
  ])('%s: costs 3, and every printing is kept', (_order, records) => {
    const { card, printings } = merged(records);
    expect([card.dm?.cost, card.manaValue, card.faces[0].manaValue]).toEqual([3, 3, 3]);
    expect(printings).toHaveLength(4);
    expect(disagreements(card)).toEqual([
      {
        card: NAME,
        field: 'cost',
        values: { 'ravenite-csv': '3', 'latepate64-json': '2' },
        kept: '3',
      },
    ]);
  });

  it('a card one file holds has nothing to disagree on', () => {
    expect(disagreements(merged(csvRecords).card)).toEqual([]);
  });
});
