// What `decklab` exits with (0 done, 1 a negative answer, 2 bad input, 3 an internal error) and how it treats
// database files it cannot use: one line, never a stack trace unless DECKLAB_DEBUG=1, the file left as it was.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { captureCli } from '../../test/cli.ts';
import { makeReadOnly, makeWritable } from '../../test/read-only-file.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { cardDataFile, openDatabase } from '../../db/open.ts';
import { EXIT_CODES } from './session.ts';
import type { SearchCardJson } from './commands/search.ts';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const DGM = sharedPath('scryfall/sets-2019/dgm.json');
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A database made by `decklab` itself (bundled card data loaded), checkpointed so its files hold everything. */
async function madeDatabase(name: string): Promise<string> {
  const file = join(dir, name);
  expect((await captureCli(['search', 'Forest', '--db', file])).code).toBe(EXIT_CODES.done);
  const db = openDatabase(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return file;
}

describe('decklab exit codes', () => {
  it('an internal error (a Decklab table missing): exit 3, one line; DECKLAB_DEBUG=1 adds the stack', async () => {
    const file = await madeDatabase('broken.sqlite');
    const raw = new Database(file);
    raw.exec('DROP TABLE collection');
    raw.close();
    const plain = await captureCli(['collection', 'list', '--db', file]);
    expect(plain.code).toBe(EXIT_CODES.internal);
    expect(plain.stderr).toBe('decklab: internal error: no such table: collection (DECKLAB_DEBUG=1 prints where)\n');
    const debug = await captureCli(['collection', 'list', '--db', file], { DECKLAB_DEBUG: '1' });
    expect(debug.code).toBe(EXIT_CODES.internal);
    expect(debug.stderr).toMatch(/^decklab: internal error: .*\nSqliteError: no such table: collection\n\s+at /);
  });

  it("another application's SQLite file: exit 2, one sentence, the file unchanged", async () => {
    const file = join(dir, 'other-app.db');
    const other = new Database(file);
    other.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');");
    other.close();
    const checksum = sha256(file);
    for (const args of [
      ['search', 'Forest'],
      ['import', DGM],
    ]) {
      const run = await captureCli([...args, '--db', file]);
      expect(run.code).toBe(EXIT_CODES.badInput);
      expect(run.stderr).toBe(
        `decklab: ${file} is an SQLite database of another application, not Decklab's; it was left unchanged\n`,
      );
    }
    expect(sha256(file)).toBe(checksum);
  });

  it('a damaged database: exit 2, one sentence naming the file and its automatic backup', async () => {
    const file = await madeDatabase('damaged.sqlite');
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 100, 16384);
    writeFileSync(file, bytes);
    const run = await captureCli(['collection', 'list', '--db', file]);
    expect(run.code).toBe(EXIT_CODES.badInput);
    expect(run.stderr).toMatch(new RegExp(`^decklab: ${file} is damaged \\(.+\\); it has no automatic backup\\n$`));
  });

  it('a read-only database: reading commands work; an import exits 2 with one sentence and changes nothing', async () => {
    const file = await madeDatabase('read-only.sqlite');
    // Its search index from an older Decklab: a read-only file keeps it, and searches it as it is.
    const older = new Database(cardDataFile(file));
    older.prepare("UPDATE search_meta SET value = 'older' WHERE key = 'version'").run();
    older.close();
    const files = [file, cardDataFile(file)];
    const checksums = files.map(sha256);
    files.forEach(makeReadOnly);
    try {
      const search = await captureCli(['search', 't:basic', '--db', file, '--json']);
      expect(search.code).toBe(EXIT_CODES.done);
      expect((JSON.parse(search.stdout) as { total: number; cards: SearchCardJson[] }).total).toBeGreaterThan(0);
      expect((await captureCli(['collection', 'list', '--db', file])).code).toBe(EXIT_CODES.done);
      const imported = await captureCli(['import', DGM, '--db', file]);
      expect(imported.code).toBe(EXIT_CODES.badInput);
      expect(imported.stderr).toBe(
        `decklab: ${file} is read-only: Decklab can search and read it but not save to it (it has no automatic backup)\n`,
      );
    } finally {
      files.forEach(makeWritable);
    }
    expect(files.map(sha256)).toEqual(checksums);
  });
});

describe('decklab start-up', () => {
  it("--version prints the package's version and opens no database", async () => {
    const file = join(dir, 'never-made-by-version.sqlite');
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const run = await captureCli(['--version', '--db', file]);
    expect(run).toEqual({ code: EXIT_CODES.done, stdout: `${version}\n`, stderr: '' });
    expect(existsSync(file)).toBe(false);
  });

  it('formats needs no card data: it lists the formats without making or opening a database', async () => {
    const file = join(dir, 'never-made-by-formats.sqlite');
    const run = await captureCli(['formats', '--game', 'dm', '--db', file, '--json']);
    expect(run.code).toBe(EXIT_CODES.done);
    expect((JSON.parse(run.stdout) as { id: string }[]).map((f) => f.id)).toEqual(['dm']);
    expect(existsSync(file)).toBe(false);
  });

  it('a command that uses the database still makes one, with the bundled card data, on first use', async () => {
    const file = join(dir, 'made-by-search.sqlite');
    const run = await captureCli(['search', 't:basic', '--db', file, '--json']);
    expect(run.code).toBe(EXIT_CODES.done);
    expect((JSON.parse(run.stdout) as { total: number }).total).toBeGreaterThan(0);
    expect(existsSync(file)).toBe(true);
  });
});
