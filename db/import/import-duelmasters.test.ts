import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Db } from '../open.ts';
import { importCardFiles, type ImportSummary } from './import.ts';
import { openTempDb, snapshot } from '../../test/import-db.ts';
import { findCardsByName } from '../cards.ts';
import { cleanCardName } from '../../engine/dm/clean-text.ts';
import { cardFromDmCsvRow } from '../../engine/dm/from-dm-csv.ts';
import { CardDataError } from '../../engine/cards/errors.ts';
import type { CardRecord } from '../../engine/cards/types.ts';
import { joinTwoSided } from '../../engine/dm/two-sided.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

interface DmJsonCard {
  name: string;
  civilizations: string[];
  cost: number;
  power?: string;
  printings: { set: string; id: string }[];
}

const JSON_FILE = sharedPath('duelmasters/Latepate64-DuelMastersCards.json');
const CSV_FILE = sharedPath('duelmasters/Ravenite0-All_Cards.csv');
const jsonCards = (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as { cards: DmJsonCard[] }).cards;
const csvRows = Papa.parse<Record<string, string>>(readFileSync(CSV_FILE, 'utf8'), {
  header: true,
  skipEmptyLines: true,
}).data;

const { dir, cleanup } = tempDir();
let jsonDb: Db;
let csvDb: Db;
let jsonResult: ImportSummary;
let csvResult: ImportSummary;

beforeAll(async () => {
  jsonDb = openTempDb(dir, 'json.sqlite');
  csvDb = openTempDb(dir, 'csv.sqlite');
  jsonResult = await importCardFiles(jsonDb, [JSON_FILE]);
  csvResult = await importCardFiles(csvDb, [CSV_FILE]);
});
afterAll(() => {
  jsonDb.close();
  csvDb.close();
  cleanup();
});

describe('Duel Masters card JSON', () => {
  it('imports every card of the file with each of its printings', () => {
    expect(jsonResult.files[0].format).toBe('duelmasters-json');
    expect(jsonResult.cards).toBe(new Set(jsonCards.map((c) => c.name)).size);
    expect(jsonResult.printings).toBe(
      new Set(jsonCards.flatMap((c) => c.printings.map((p) => `${p.set}|${p.id.trim()}`))).size,
    );
    expect(jsonResult.skipped).toBe(0);
  });

  it("keeps each card's cost (DM 201), civilizations (DM 106.1) and power as the file gives them", () => {
    for (const raw of jsonCards) {
      // The file has UTF-8 read as Windows-1252 in three names ("Ãœberdragon"); the normalizer repairs them.
      const [card] = findCardsByName(jsonDb, cleanCardName(raw.name)).filter((c) => c.game === 'dm');
      expect(card, raw.name).toBeDefined();
      expect(card.manaValue).toBe(raw.cost);
      expect([...card.dm!.civilizations].sort()).toEqual(raw.civilizations.map((c) => c.toLowerCase()).sort());
      if (raw.power) expect(card.dm!.power).toBe(Number.parseInt(raw.power, 10));
    }
  });

  it('stores the civilizations as the color bit mask (light 1 … nature 16) for search', () => {
    const bits: Record<string, number> = { Light: 1, Water: 2, Darkness: 4, Fire: 8, Nature: 16 };
    const multi = jsonCards.filter((c) => c.civilizations.length > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const raw of multi) {
      const mask = raw.civilizations.reduce((m, c) => m | bits[c], 0);
      const [card] = findCardsByName(jsonDb, cleanCardName(raw.name));
      expect(jsonDb.prepare('SELECT colors FROM card_search WHERE card_id = ?').pluck().get(card.id), raw.name).toBe(
        mask,
      );
    }
  });
});

describe('Duel Masters CSV', () => {
  it('imports every row as a printing, or skips it with its line and reason', () => {
    expect(csvResult.files[0].format).toBe('duelmasters-csv');
    const skippedLines = new Set(csvResult.warnings.map((w) => Number(/row (\d+)/.exec(w.message)?.[1])));
    expect(skippedLines.size).toBe(csvResult.skipped);
    // Records count the header too.
    expect(csvResult.files[0].records).toBe(csvRows.length + 1);
    const keptRows = csvResult.files[0].records - 1 - csvResult.skipped;
    expect(csvResult.printings).toBeLessThanOrEqual(keptRows);
    expect(csvDb.prepare('SELECT COUNT(*) FROM printings').pluck().get()).toBe(csvResult.printings);
    for (const w of csvResult.warnings) expect(w.message).toMatch(/^skipped: row \d+ \(".*"\): .+/);
  });

  it('streams the same rows as a whole-file papaparse parse, one card per name (DM 202.6) or two-sided card (805.2), one printing per set and number', () => {
    const records: CardRecord[] = [];
    csvRows.forEach((row, i) => {
      try {
        records.push(cardFromDmCsvRow(row, i + 2));
      } catch (error) {
        if (!(error instanceof CardDataError)) throw error;
      }
    });
    const joined = joinTwoSided(records, 'ravenite-csv').records;
    const cardIds = new Set(joined.map((r) => r.card.id));
    const printingIds = new Set(joined.flatMap((r) => r.printings.map((p) => p.id)));
    expect(cardIds.size).toBeLessThan(new Set(records.map((r) => r.card.id)).size);
    expect(new Set(csvDb.prepare('SELECT id FROM cards').pluck().all())).toEqual(cardIds);
    expect(new Set(csvDb.prepare('SELECT id FROM printings').pluck().all())).toEqual(printingIds);
  });

  it('gives a card the same id from the JSON and from the CSV', () => {
    const both = jsonCards.filter((c) => csvRows.some((r) => r.CardName === c.name)).slice(0, 50);
    expect(both.length).toBeGreaterThan(0);
    for (const raw of both) {
      expect(findCardsByName(csvDb, raw.name)[0]?.id, raw.name).toBe(findCardsByName(jsonDb, raw.name)[0].id);
    }
  });
});

describe('a CSV row that does not match its header', () => {
  it('is skipped with its line and the field counts; the rows around it are imported', async () => {
    const lines = readFileSync(CSV_FILE, 'utf8').split('\n');
    const header = lines[0];
    // Whole rows without quotes (multi-line quoted effects continue on lines of their own).
    const plain = lines
      .slice(1)
      .filter((l) => !l.includes('"') && l.split(',').length === header.split(',').length)
      .slice(0, 3);
    const file = join(dir, 'short-row.csv');
    writeFileSync(file, [header, plain[0], plain[1].split(',').slice(0, 4).join(','), plain[2]].join('\n') + '\n');
    const fresh = openTempDb(dir, 'short.sqlite');
    const result = await importCardFiles(fresh, [file]);
    expect(result.printings).toBe(2);
    expect(result.warnings).toEqual([
      {
        file,
        record: 3,
        offset: Buffer.byteLength(`${header}\n${plain[0]}\n`),
        message: `skipped: line 3 has 4 fields, the header has ${header.split(',').length}`,
        detail: `line 3 has 4 fields, the header has ${header.split(',').length}`,
        why: { code: 'skip.csv-fields', params: { line: 3, count: 4, expected: header.split(',').length } },
      },
    ]);
    fresh.close();
  });

  it('that ends the file without a line break (a copy cut short) refuses the whole file as truncated', async () => {
    const text = readFileSync(CSV_FILE, 'utf8');
    // Cut after the name of "Bolshack Dragon", in its first row: the rows before it are whole.
    const cut = text.slice(0, text.indexOf('\nBolshack Dragon,') + '\nBolshack Dragon'.length);
    const file = join(dir, 'cut.csv');
    writeFileSync(file, cut);
    const fresh = openTempDb(dir, 'cut.sqlite');
    const before = snapshot(fresh);
    const line = cut.split('\n').length;
    await expect(importCardFiles(fresh, [file])).rejects.toThrow(
      `the CSV data ends inside line ${line} (1 of the header's 10 fields): the file is truncated`,
    );
    expect(snapshot(fresh)).toEqual(before);
    fresh.close();
  });
});
