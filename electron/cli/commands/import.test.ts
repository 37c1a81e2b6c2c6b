import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { openDatabase } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { stringMatching } from '../../../test/matchers.ts';
import type { ImportSummary } from '../../../db/import/import.ts';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

function decklab(args: string[], env: NodeJS.ProcessEnv = {}) {
  return captureCli(args, env);
}

const dgm = sharedPath('scryfall/sets-2019/dgm.json');
const dgmCards = JSON.parse(readFileSync(dgm, 'utf8')) as { id: string; oracle_id: string }[];

describe('decklab import', () => {
  it('names the Duel Masters two-sided cards whose back the Ravenite CSV does not name, in text and --json (DM 805, 807)', async () => {
    const csv = sharedPath('duelmasters/Ravenite0-All_Cards.csv');
    const db = join(dir, 'two-sided.sqlite');
    const { code, stdout } = await decklab(['import', csv, '--db', db, '--json']);
    expect(code).toBe(0);
    const [file] = (JSON.parse(stdout) as { files: { dmUnnamedBacks?: string[] }[] }).files;
    expect(file.dmUnnamedBacks).toHaveLength(22);
    expect(file.dmUnnamedBacks).toContain("Gil Porrima's Pliers");
    const text = await decklab(['import', csv, '--db', db]);
    expect(text.stdout).toContain(
      '  22 two-sided cards have a back side the file does not name, kept one-sided: Alien Father (Just 1 Song?); ',
    );
  });

  it('--json prints { cards, printings, skipped, warnings } counted from the file, exit 0', async () => {
    const db = join(dir, 'json.sqlite');
    const { code, stdout, stderr } = await decklab(['import', dgm, '--db', db, '--json']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      cards: new Set(dgmCards.map((c) => c.oracle_id)).size,
      printings: new Set(dgmCards.map((c) => c.id)).size,
      skipped: 0,
      files: [{ file: dgm, format: 'scryfall', dataDate: null, keptNewer: 0 }],
      warnings: [],
    });
    const check = openDatabase(db);
    expect(check.prepare("SELECT COUNT(*) FROM printings WHERE set_code = 'dgm'").pluck().get()).toBe(dgmCards.length);
    check.close();
  });

  it('lists each skipped record with file, record and byte offset (a token in a real JSON Lines file)', async () => {
    const file = sharedPath('scryfall/scooze/test_cards.jsonl');
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim());
    const tokenIndex = lines.findIndex((l) => (JSON.parse(l) as { layout: string }).layout === 'token');
    const token = JSON.parse(lines[tokenIndex]) as { name: string; set: string; collector_number: string };
    const offset = Buffer.byteLength(
      lines
        .slice(0, tokenIndex)
        .map((l) => l + '\n')
        .join(''),
    );
    const { code, stdout } = await decklab(['--json', 'import', file, '--db', join(dir, 'jsonl.sqlite')]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as ImportSummary).warnings).toEqual([
      {
        file,
        record: tokenIndex + 1,
        offset,
        message: stringMatching(/^skipped: .*token/),
        detail: stringMatching(/token/),
        // The reason by its code, as the Card data screen words it, with the token's own name and printing.
        why: {
          code: 'skip.token',
          params: expect.objectContaining({
            name: token.name,
            set: token.set.toUpperCase(),
            number: token.collector_number,
          }) as unknown,
        },
      },
    ]);
  });

  it('says the date of each file and how many cards kept their newer stored data; an undated file says it replaces', async () => {
    const db = join(dir, 'dates.sqlite');
    const mtgjsonDgm = sharedPath('mtgjson/sets/DGM.json');
    // Scryfall names a bulk file by the moment it was made (its bulk-data object's download_uri).
    const dated = join(dir, 'default-cards-20190901090239.json');
    writeFileSync(dated, readFileSync(dgm));
    expect((await decklab(['import', mtgjsonDgm, '--db', db])).stdout).toContain('; data of 2022-04-25\n');
    const { code, stdout } = await decklab(['import', dated, '--db', db]);
    expect(code).toBe(0);
    const cards = new Set(dgmCards.map((c) => c.oracle_id)).size;
    expect(stdout).toContain(`; data of 2019-09-01; ${cards} cards stored from newer data kept as they were\n`);
    expect((await decklab(['import', dgm, '--db', db])).stdout).toContain(
      `${dgm}: scryfall, ${cards} cards, ${dgmCards.length} printings; the file carries no date, so its cards replace the stored ones\n`,
    );
  });

  it('uses DECKLAB_DB when no --db is given, and prints a text summary without --json', async () => {
    const db = join(dir, 'env.sqlite');
    const { code, stdout } = await decklab(['import', dgm], { DECKLAB_DB: db });
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Imported ${new Set(dgmCards.map((c) => c.oracle_id)).size} cards and ${dgmCards.length} printings`,
    );
    const check = openDatabase(db);
    expect(check.prepare("SELECT COUNT(*) FROM printings WHERE set_code = 'dgm'").pluck().get()).toBe(dgmCards.length);
    check.close();
  });

  it('bad input: exit 2, one line on stderr naming the file and where, nothing on stdout, nothing imported', async () => {
    const db = join(dir, 'bad.sqlite');
    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, readFileSync(dgm).subarray(0, 20_000));
    for (const file of [truncated, join(dir, 'missing.json'), sharedPath('scryfall/api-types-fixtures/Set/KTK.json')]) {
      const { code, stdout, stderr } = await decklab(['import', dgm, file, '--db', db, '--json']);
      expect(code, file).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.split('\n').filter(Boolean)).toHaveLength(1);
      expect(stderr).toMatch(new RegExp(`^decklab: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    const check = openDatabase(db);
    expect(check.prepare("SELECT COUNT(*) FROM printings WHERE set_code = 'dgm'").pluck().get()).toBe(0);
    check.close();
  });

  it('--progress reports progress lines on stderr', async () => {
    const { code, stderr } = await decklab(['import', dgm, '--db', join(dir, 'progress.sqlite'), '--progress']);
    expect(code).toBe(0);
    expect(stderr).toContain(
      `importing ${dgm} (1/1): ${dgmCards.length} records, ${new Set(dgmCards.map((c) => c.oracle_id)).size} cards, 100%`,
    );
  });
});
