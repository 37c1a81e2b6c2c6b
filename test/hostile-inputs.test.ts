// The hostile inputs of the robustness issue, run through `decklab` as a user runs it: each ends within seconds;
// a refused file exits 2 with one line on stderr; nothing stored makes a later command fail; exports are safe to open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { deckDbCli, type CliRun } from './cli.ts';
import { tempDir } from './shared-data.ts';

const { decklab } = deckDbCli(['M21']);
let work: ReturnType<typeof tempDir>;
beforeAll(() => {
  work = tempDir();
});
afterAll(() => work.cleanup());

const file = (name: string, content: string | Uint8Array) => {
  const path = join(work.dir, name);
  writeFileSync(path, content);
  return path;
};

/** A run and how long it took. */
async function timed(run: Promise<CliRun>): Promise<CliRun & { ms: number }> {
  const start = performance.now();
  const result = await run;
  return { ...result, ms: performance.now() - start };
}

const lines = (text: string) => text.split('\n').filter(Boolean);

/** Bytes holding every byte value, NULs included, the way binary files do. */
const binary = Uint8Array.from({ length: 256 * 1024 }, (_, i) => (i * 7919) % 256);

describe('refused whole: exit 2, one line, at once', () => {
  it.each([
    [
      'a binary file as a deck list',
      () => decklab('convert', file('binary.txt', binary), '--to', 'text'),
      /^decklab: \S*binary\.txt: the deck list is not text/,
    ],
    [
      'a binary file as a collection',
      () => decklab('collection', 'import', file('binary.csv', binary)),
      /^decklab: \S*binary\.csv: the collection CSV is not text/,
    ],
    [
      'a deck list of one 5 MB line',
      () => decklab('convert', file('line.txt', `4 ${'x'.repeat(5_000_000)}\n`), '--to', 'text'),
      /^decklab: \S*line\.txt: the deck list is 5,000,003 bytes/,
    ],
    [
      'a collection CSV of one 1 MB line',
      () => decklab('collection', 'import', file('line.csv', `Name,Quantity\n"${'x'.repeat(1_000_000)}",1\n`)),
      /^decklab: \S*line\.csv: line 2 of the collection CSV is 1,000,004 characters long/,
    ],
    [
      'a collection CSV of 100,001 rows',
      () => decklab('collection', 'import', file('rows.csv', 'Name,Quantity\n' + 'Opt,1\n'.repeat(100_001))),
      /^decklab: \S*rows\.csv: the collection CSV has more than 100,000 lines/,
    ],
  ])('%s', async (_what, run, message) => {
    const result = await timed(run());
    expect({ code: result.code, stdout: result.stdout, stderr: lines(result.stderr).length }).toEqual({
      code: 2,
      stdout: '',
      stderr: 1,
    });
    expect(result.stderr).toMatch(message);
    expect(result.ms).toBeLessThan(5_000);
  });
});

describe('read in linear time and reported line by line', () => {
  it('a deck line of 800 spaces between two words ends at once (it took minutes), its problem on one short line', async () => {
    const result = await timed(
      decklab('convert', file('spaces.txt', `4 Opt\nSideboard${' '.repeat(790)}x\n`), '--to', 'text'),
    );
    expect(result.ms).toBeLessThan(5_000);
    expect(lines(result.stderr)).toEqual([
      expect.stringMatching(/spaces\.txt:2: error: no card named "Sideboard {31}…"$/),
    ]);
    expect(result.stdout.startsWith('4 Opt\n')).toBe(true);
  });
});

describe('values in range: nothing stored makes a later command fail', () => {
  it('a row with a quantity near 9e18 is skipped with its line; the rest imports; list and export work', async () => {
    const imported = await decklab(
      'collection',
      'import',
      file('huge.csv', 'Name,Quantity\nOpt,9000000000000000000\nShock,2\n'),
      '--allow-skipped',
    );
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(
      'huge.csv:2: skipped: quantity "9000000000000000000" is not a whole number from 1 to 1,000,000',
    );
    const list = await decklab('collection', 'list', '--json');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ total: 1, copies: 2 });
    expect((await decklab('collection', 'export')).code).toBe(0);
  });
});

describe('exports are safe to open in a spreadsheet', () => {
  it('formula cells of a collection come out neutralized, and import back as they were', async () => {
    const formulas = ['=HYPERLINK("http://example.com","x")', "+cmd|' /C calc'!A0", '@SUM(1+1)'];
    const csv = Papa.unparse({
      fields: ['Name', 'Quantity', 'Binder Name'],
      data: formulas.map((binder, i) => [i % 2 ? 'Shock' : 'Opt', '1', binder]),
    });
    expect((await decklab('collection', 'import', file('formulas.csv', csv), '--replace')).code).toBe(0);
    const exported = await decklab('collection', 'export', '--format', 'manabox');
    const cells = Papa.parse<string[]>(exported.stdout).data.flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells.filter((c) => formulas.includes(c.slice(1))).sort()).toEqual(formulas.map((f) => `'${f}`).sort());
    const again = await decklab(
      'collection',
      'import',
      file('again.csv', exported.stdout),
      '--replace',
      '--dry-run',
      '--json',
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ added: [], changed: [], removed: [], skipped: [] });
  });
});
