// Fuzz: collection CSVs of every flavor (garbage, pieces, and rows under each app's real header); then through the
// API: a preview writes nothing, an import that fails writes nothing, and after any import the collection still
// lists and exports, with no cell a spreadsheet would run.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { CollectionCsvError, readCollectionCsv } from '../../engine/collection/csv.ts';
import { CSV_FLAVORS, type CsvFlavor } from '../../engine/collection/csv-formats.ts';
import { InputLimitError } from '../../engine/text/limits.ts';
import { sharedPath } from '../shared-data.ts';
import { fuzzApi, isApiError } from './api-db.ts';
import { asFileBytes, piecesText } from './inputs.ts';
import { fuzz, FUZZ_TEST_TIMEOUT_MS, reportFuzzResults } from './harness.ts';

reportFuzzResults();

const M21_NAMES = (
  JSON.parse(readFileSync(sharedPath('mtgjson/sets/M21.json'), 'utf8')) as { data: { cards: { name: string }[] } }
).data.cards
  .slice(0, 40)
  .map((c) => c.name);

/** Values the cells of collection CSVs hold, and hostile ones. */
const CELL_PIECES = [
  '1',
  '2x',
  ' 3 X',
  '0',
  '-1',
  '1000000',
  '1000001',
  '9000000000000000000',
  '1e5',
  '4.5',
  'foil',
  'etched',
  'Normal',
  'Yes',
  'NM',
  'Near Mint',
  'near_mint',
  'Japanese',
  'jp',
  'M21',
  'm21',
  'Core Set 2021',
  '12',
  '★',
  'sep=;',
  '=HYPERLINK("http://x","y")',
  "'=1",
  '+cmd|x',
  '@SUM(1)',
  ...M21_NAMES.slice(0, 10),
];

const cell = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CELL_PIECES, ...M21_NAMES) },
  { weight: 1, arbitrary: piecesText(CELL_PIECES, 2_000) },
);

/** A CSV under a flavor's own header: well-formed (papaparse quoting) or cells joined raw. */
function flavorCsv(flavor: CsvFlavor): fc.Arbitrary<string> {
  const row = fc.array(cell, { minLength: 0, maxLength: flavor.header.length + 2 });
  return fc
    .tuple(fc.array(row, { maxLength: 40 }), fc.boolean(), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([rows, quoted, newline]) => {
      const body = quoted ? Papa.unparse(rows, { newline }) : rows.map((r) => r.join(',')).join(newline);
      return (flavor.sepLine ? `sep=,${newline}` : '') + flavor.header.join(',') + newline + body;
    });
}

const anyCsv = fc.oneof(
  fc.constantFrom(...CSV_FLAVORS).chain(flavorCsv),
  piecesText([...CELL_PIECES, ...CSV_FLAVORS.flatMap((f) => f.header), '\n', ',']),
);

const isClearReadError = (error: unknown) => error instanceof CollectionCsvError || error instanceof InputLimitError;

describe('fuzz: collection CSVs, every flavor', () => {
  it.each(CSV_FLAVORS.map((f) => [f.id, f] as const))(
    '%s',
    async (id, flavor) => {
      await fuzz({
        name: `collection CSV (${id})`,
        input: flavorCsv(flavor),
        size: (text) => text.length,
        run: (text) => {
          const read = readCollectionCsv(text);
          for (const p of read.problems) expect(p.message + p.text).not.toMatch(/[\r\n]/);
        },
        isClearError: isClearReadError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'any text',
    async () => {
      await fuzz({
        name: 'collection CSV (any text)',
        input: anyCsv,
        size: (t) => t.length,
        run: (t) => readCollectionCsv(t),
        isClearError: isClearReadError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});

describe('fuzz: collection import through the API', () => {
  const db = fuzzApi();
  const changes = () => db.changes();
  const isClearApiError = isApiError('bad-file');

  it(
    'collection.preview writes nothing',
    async () => {
      const before = changes();
      await fuzz({
        name: 'collection.preview (API)',
        input: fc.oneof(asFileBytes(anyCsv), fc.uint8Array({ maxLength: 2_000 })),
        size: (b) => b.length,
        run: (bytes) => db.api.invoke('collection.preview', { bytes, mode: 'replace' }),
        isClearError: isClearApiError,
        check: () => expect(changes()).toBe(before),
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'collection.import: a failure writes nothing; after any import the collection lists and exports safely',
    async () => {
      await fuzz({
        name: 'collection.import (API), list, export',
        input: fc.tuple(anyCsv, fc.constantFrom('merge' as const, 'replace' as const)),
        size: ([text]) => text.length,
        run: async ([text, mode]) => {
          const before = changes();
          try {
            await db.api.invoke('collection.import', { text, mode });
          } catch (error) {
            expect(changes()).toBe(before);
            throw error;
          }
          await db.api.invoke('collection.list', { limit: 10 });
          for (const { id } of CSV_FLAVORS) {
            const { text: csv } = await db.api.invoke('collection.export', { flavor: id });
            const cells = Papa.parse<string[]>(csv.replace(/^sep=,\n/, '')).data.flat();
            expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
          }
        },
        isClearError: isClearApiError,
        runs: Math.max(100, Math.floor(Number(process.env.DECKLAB_FUZZ_RUNS ?? 1_000) / 5)),
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
