// Bounded parsing: every bound of limits.ts stops broken or hostile input before the work it protects, with a short
// escaped excerpt of the input at most, and leaves the database as it was; real card data stays within every bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { ImportReader } from './import-reader.ts';
import { CardWriter } from './writer.ts';
import { ImportError } from './errors.ts';
import { IMPORT_LIMITS, boundedMessage, excerpt, type ImportLimits } from './limits.ts';
import { garbage, openTempDb, snapshot } from '../../test/import-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { stringContaining } from '../../test/matchers.ts';

const WAR = sharedPath('scryfall/sets-2019/war.json');
const warBytes = readFileSync(WAR);
const warCards = JSON.parse(warBytes.toString('utf8')) as Record<string, unknown>[];
const DM_CSV = sharedPath('duelmasters/Ravenite0-All_Cards.csv');
const dmLines = readFileSync(DM_CSV, 'utf8').split('\n');
/** Rows of the real Duel Masters CSV that are whole lines (no quoted field, so no line break inside). */
const dmPlainRows = dmLines.slice(1).filter((l) => !l.includes('"') && l.split(',').length === 10);

/** Characters an excerpt or a bounded message must never carry raw: controls, bidi and other format characters. */
const RAW_UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\uFFFD]/u;

const { dir, cleanup } = tempDir();
let db: Db;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('mtgjson/sets/KHC.json')]);
});
afterAll(() => {
  db.close();
  cleanup();
});

function write(name: string, bytes: Buffer | string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** The import of `files` fails with an ImportError and leaves every table as it was. */
async function refused(...files: string[]): Promise<ImportError> {
  const before = snapshot(db);
  const error = await importCardFiles(db, files).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  expect(snapshot(db)).toEqual(before);
  return error as ImportError;
}

/** Reads `file` with the given bounds into a database of its own, as the import's reading thread does. */
async function readWithLimits(file: string, limits: Partial<ImportLimits>): Promise<ImportReader> {
  const own = openTempDb(dir, `limits-${Object.keys(limits).join('-')}-${Object.values(limits).join('-')}.sqlite`);
  try {
    own.exec('BEGIN');
    const reader = new ImportReader(new CardWriter(own), { ...IMPORT_LIMITS, ...limits });
    await reader.readFiles([file], () => {});
    return reader;
  } finally {
    own.close();
  }
}

/** Where the n-th (1-based) `char` at or after `from` is in `text`. */
function nth(text: string, char: string, n: number, from: number): number {
  let at = from - 1;
  for (let i = 0; i < n; i++) at = text.indexOf(char, at + 1);
  return at;
}

describe('excerpts of the input in messages', () => {
  it('quote at most 40 characters, escaped: never the input itself, never a raw control or bidi character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        const quoted = excerpt(text);
        expect(RAW_UNPRINTABLE.test(quoted)).toBe(false);
        // Each character becomes at most one \u escape of a code point (\\u + up to 6 hex digits, or a pair).
        expect(quoted.length).toBeLessThanOrEqual(2 + 40 * 12 + 1);
        if (text.length > 40) expect(quoted.endsWith('…')).toBe(true);
      }),
    );
    expect(excerpt('Llanowar Elves')).toBe('"Llanowar Elves"');
    expect(excerpt('a\u0000b\u202Ec\u001b[2J"q"')).toBe('"a\\u0000b\\u202ec\\u001b[2J\\"q\\""');
    expect(excerpt('k'.repeat(2_000_000))).toBe(`"${'k'.repeat(40)}"…`);
  });

  it('a message from a parser or normalizer is cut at 300 characters and escaped, its printable text kept', () => {
    expect(boundedMessage('missing "layout"')).toBe('missing "layout"');
    const long = boundedMessage(`unknown layout ${'\u001b'.repeat(1_000_000)}`);
    expect(long.length).toBeLessThan(300 * 6 + 2);
    expect(RAW_UNPRINTABLE.test(long)).toBe(false);
    expect(long.endsWith('…')).toBe(true);
  });

  it('a first record with a 2 MB member name: the error quotes the start of the name, not 2 MB of it', async () => {
    const error = await refused(write('huge-key.json', `{"${'k'.repeat(2_000_000)}": 1}`));
    expect(error.reason).toMatch(/^JSON of no known card format: the first record has the keys "k{24}"…$/);
    expect(error.message.length).toBeLessThan(300);
  });

  it('a record a normalizer skips over a 1 MB field of control characters: the warning is short and escaped, the rest imported', async () => {
    const cards = structuredClone(warCards);
    cards[3].object = `\u001b[2J${'\u0007'.repeat(1_000_000)}`;
    const result = await importCardFiles(openTempDb(dir, 'escaped-warning.sqlite'), [
      write('bell-layout.json', JSON.stringify(cards)),
    ]);
    expect(result.skipped).toBe(1);
    expect(result.warnings[0]).toMatchObject({ record: 4, message: stringContaining('\\u001b[2J\\u0007') });
    expect(result.warnings[0].message.length).toBeLessThan(2_000);
    expect(RAW_UNPRINTABLE.test(result.warnings[0].message)).toBe(false);
  });
});

describe('binary data', () => {
  it('after an opening bracket is refused before any parsing, quoting its first bytes escaped', async () => {
    const error = await refused(
      write('binary-after-bracket.json', Buffer.concat([Buffer.from('['), garbage(300_000)])),
    );
    expect(error.reason).toMatch(/^binary data of no known format, not card JSON or CSV: it starts "\[/);
    expect(error.message.length).toBeLessThan(300);
    expect(RAW_UNPRINTABLE.test(error.message)).toBe(false);
  });
});

describe('gzip: at most IMPORT_LIMITS.gzipRatio times the compressed size', () => {
  it('real card data compresses far less: a gzipped Scryfall set imports', async () => {
    const gz = gzipSync(warBytes);
    expect(warBytes.length / gz.length).toBeLessThan(IMPORT_LIMITS.gzipRatio / 5);
    const result = await importCardFiles(openTempDb(dir, 'gzip-ok.sqlite'), [write('war.json.gz', gz)]);
    expect(result.printings).toBe(warCards.length);
  });

  it('a bomb (the same set followed by 100 MB of whitespace) stops at the ratio, nothing imported', async () => {
    const padded = Buffer.concat([
      warBytes.subarray(0, warBytes.lastIndexOf(']')),
      Buffer.alloc(100_000_000, ' '),
      Buffer.from(']'),
    ]);
    const gz = gzipSync(padded);
    const error = await refused(write('bomb.json.gz', gz));
    expect(error.reason).toBe(
      `the gzip data decompresses to more than ${IMPORT_LIMITS.gzipRatio} times its size: this is not card data`,
    );
    expect(error).toMatchObject({ offset: gz.length * IMPORT_LIMITS.gzipRatio, decompressed: true });
  });

  it.runIf(existsSync('/proc/self/fd'))(
    'a gzip import stopped early (here by binary data) leaves its file closed',
    async () => {
      // Larger than one read of the file: the import stops before the file's end.
      const file = write('binary.json.gz', gzipSync(Buffer.concat([Buffer.from('['), garbage(1_000_000)])));
      await refused(file);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const open = readdirSync('/proc/self/fd').map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      });
      expect(open).not.toContain(file);
    },
  );
});

describe('JSON records', () => {
  it(`nest at most ${IMPORT_LIMITS.jsonDepth} brackets deep, the file's own array counted`, async () => {
    const nested = (levels: number) => {
      const cards = structuredClone(warCards);
      // The array and the card open two levels; the field adds the rest.
      cards[10].deep = JSON.parse('['.repeat(levels - 2) + ']'.repeat(levels - 2));
      return JSON.stringify(cards, null, 2);
    };
    const atLimit = await importCardFiles(openTempDb(dir, 'depth-ok.sqlite'), [
      write('depth-ok.json', nested(IMPORT_LIMITS.jsonDepth)),
    ]);
    expect(atLimit.printings).toBe(warCards.length);
    const text = nested(IMPORT_LIMITS.jsonDepth + 1);
    const error = await refused(write('too-deep.json', text));
    expect(error.reason).toBe(
      `the JSON here nests more than ${IMPORT_LIMITS.jsonDepth} levels deep; this is not card data`,
    );
    expect(error.record).toBe(11);
    const bracket = nth(text, '[', IMPORT_LIMITS.jsonDepth - 1, text.indexOf('"deep": '));
    expect(error.offset).toBe(Buffer.byteLength(text.slice(0, bracket)));
  });

  it('a value larger than the bound is refused where it starts, before it is parsed (JSON Lines of the real cards)', async () => {
    const lines = warCards.map((c) => JSON.stringify(c));
    const file = write('war.jsonl', lines.join('\n'));
    const sizes = lines.map((l) => Buffer.byteLength(l));
    const largest = Math.max(...sizes);
    const fits = await readWithLimits(file, { jsonValueBytes: largest });
    expect(fits.files[0].printings).toBe(warCards.length);
    const error = await readWithLimits(file, { jsonValueBytes: largest - 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    const first = sizes.indexOf(largest);
    expect(error).toMatchObject({
      record: first + 1,
      offset: sizes.slice(0, first).reduce((sum, size) => sum + size + 1, 0),
    });
    expect((error as ImportError).reason).toBe(
      `a single JSON value here is larger than ${+((largest - 1) / 1024).toFixed(1)} KiB; this is not card data this importer can read`,
    );
  });

  it(`a file holds at most the bound's records: the one after it stops the import before it is read`, async () => {
    const exactly = await readWithLimits(WAR, { recordsPerFile: warCards.length });
    expect(exactly.files[0].records).toBe(warCards.length);
    const error = await readWithLimits(WAR, { recordsPerFile: warCards.length - 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({
      record: warCards.length,
      reason: `the file holds more than ${(warCards.length - 1).toLocaleString('en')} records; split it or import a smaller bulk file`,
    });
  });
});

describe('CSV records', () => {
  it(`are at most ${IMPORT_LIMITS.csvRecordBytes / 1024 / 1024} MiB: a real Duel Masters CSV with one 1.5 MB quoted field stops there`, async () => {
    const header = dmLines[0];
    const rows = dmPlainRows.slice(0, 40).join('\n');
    const huge = `"Huge","${'x'.repeat(1_500_000)}",Creature,Initiate,4,Light,3000,DM-01,999,https://example.invalid/x`;
    const text = `${header}\n${rows}\n${huge}\n`;
    const error = await refused(write('huge-row.csv', text));
    expect(error.reason).toBe('a CSV record here is longer than 1 MiB; this is not a card CSV');
    expect(error.offset).toBe(Buffer.byteLength(`${header}\n${rows}\n`));
    expect(error.message.length).toBeLessThan(300);
  });
});

describe('an import whose every record was skipped is an error, not a success', () => {
  it('a Duel Masters CSV whose every row has too few fields: the count and the first reason, nothing imported', async () => {
    const rows = dmPlainRows.slice(0, 30).map((l) => l.split(',').slice(0, 4).join(','));
    const error = await refused(write('all-skipped.csv', [dmLines[0], ...rows].join('\n') + '\n'));
    expect(error.reason).toBe(
      `every record of the file was skipped (${rows.length}), so nothing was imported; the first, record 2: skipped: line 2 has 4 fields, the header has 10`,
    );
  });

  it('beside a good file, it fails the whole import: nothing of either is written', async () => {
    const tokens = sharedPath('scryfall/api-types-fixtures/Card/layouts/Token/Angel.json');
    const error = await refused(WAR, tokens);
    expect(error.file).toBe(tokens);
    expect(error.reason).toMatch(/^every record of the file was skipped \(1\)/);
  });
});
