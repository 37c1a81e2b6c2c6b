// What `decklab` exits with (0 done, 1 a negative answer, 2 bad input, 3 an internal error) and how it treats
// database files it cannot use: one line, never a stack trace unless DECKLAB_DEBUG=1, the file left as it was.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
const DECK = sharedPath('decks', 'plain-taw', 'pw__m21__Garruk, Savage Herald.txt');

/** A folder nothing can be made in: as root, whom modes do not stop, an immutable one (test/read-only-file.ts). */
function lockFolder(folder: string): void {
  if (process.getuid?.() === 0) makeReadOnly(folder);
  else chmodSync(folder, 0o555);
}

function unlockFolder(folder: string): void {
  if (process.getuid?.() === 0) makeWritable(folder);
  else chmodSync(folder, 0o755);
}
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A database made by `decklab import` (bundled card data loaded first), checkpointed so its files hold everything. */
async function madeDatabase(name: string): Promise<string> {
  const file = join(dir, name);
  expect((await captureCli(['import', DGM, '--db', file])).code).toBe(EXIT_CODES.done);
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

  it('a command that writes makes the database named, with the bundled card data, on first use', async () => {
    const file = join(dir, 'made-by-import', 'decklab.sqlite');
    expect((await captureCli(['import', DGM, '--db', file])).code).toBe(EXIT_CODES.done);
    const run = await captureCli(['search', 't:basic', '--db', file, '--json']);
    expect(run.code).toBe(EXIT_CODES.done);
    expect((JSON.parse(run.stdout) as { total: number }).total).toBeGreaterThan(0);
  });

  // macOS keeps the app's folder under the home folder whatever the environment says: not a place for a test.
  it.skipIf(process.platform === 'darwin')(
    "the app's own database (no --db, no $DECKLAB_DB) is made on first use by any command, its folder too",
    async () => {
      const appData = join(dir, 'app-data');
      const run = await captureCli(['search', 't:basic', '--json'], { XDG_CONFIG_HOME: appData, APPDATA: appData });
      expect(run.code).toBe(EXIT_CODES.done);
      expect((JSON.parse(run.stdout) as { total: number }).total).toBeGreaterThan(0);
      expect(existsSync(join(appData, 'Decklab', 'decklab.sqlite'))).toBe(true);
    },
  );

  it('a command that only reads makes no database where one is named and none is: exit 2, one line, nothing made', async () => {
    const absent = join(dir, 'mistyped', 'decklab.sqlite');
    const empty = join(dir, 'empty.sqlite');
    writeFileSync(empty, '');
    const noDatabase = (file: string) =>
      `decklab: no Decklab database at ${file} (a command that writes, e.g. \`decklab import\`, creates one)\n`;
    for (const args of [
      ['search', 't:elf'],
      ['card', 'Forest'],
      ['collection', 'list'],
      ['playtest', DECK],
    ]) {
      for (const [file, env] of [
        [absent, {}],
        [empty, {}],
        [absent, { DECKLAB_DB: absent }],
      ] as const) {
        const named = Object.keys(env).length ? [] : ['--db', file];
        expect(await captureCli([...args, ...named], env)).toEqual({
          code: EXIT_CODES.badInput,
          stdout: '',
          stderr: noDatabase(file),
        });
      }
    }
    expect(existsSync(join(dir, 'mistyped'))).toBe(false);
    expect(statSync(empty).size).toBe(0);
    expect(existsSync(cardDataFile(empty))).toBe(false);
  });

  it('a path that cannot hold a database: exit 2, one line naming it and why; nothing made', async () => {
    const notAFolder = join(dir, 'plain-file');
    writeFileSync(notAFolder, 'not a folder\n');
    for (const args of [
      ['search', 't:elf'],
      ['import', DGM],
    ]) {
      expect(await captureCli([...args, '--db', dir])).toEqual({
        code: EXIT_CODES.badInput,
        stdout: '',
        stderr: `decklab: ${dir} cannot be opened: it is a folder, not a database file\n`,
      });
    }
    const underAFile = join(notAFolder, 'decklab.sqlite');
    expect(await captureCli(['import', DGM, '--db', underAFile])).toEqual({
      code: EXIT_CODES.badInput,
      stdout: '',
      stderr: `decklab: ${underAFile} cannot be opened: ${notAFolder} is a file, not a folder\n`,
    });
    expect(readFileSync(notAFolder, 'utf8')).toBe('not a folder\n');
  });

  it('a database in a read-only folder (SQLite cannot write its -wal and -shm files): exit 2, one line', async () => {
    const existing = await madeDatabase(join('read-only-folder', 'decklab.sqlite'));
    const folder = dirname(existing);
    const files = readdirSync(folder).sort();
    lockFolder(folder);
    try {
      for (const file of [existing, join(folder, 'new.sqlite')]) {
        expect(await captureCli(['import', DGM, '--db', file])).toEqual({
          code: EXIT_CODES.badInput,
          stdout: '',
          stderr: `decklab: ${file} cannot be opened: its folder ${folder} is read-only (SQLite writes its -wal and -shm files there)\n`,
        });
      }
      expect(readdirSync(folder).sort()).toEqual(files);
    } finally {
      unlockFolder(folder);
    }
  });
});

describe('decklab input the API refuses', () => {
  it("is said in one plain line naming the field, not in the validator's words", async () => {
    const file = await madeDatabase('refusals.sqlite');
    expect(await captureCli(['search', 'a'.repeat(2001), '--db', file])).toEqual({
      code: EXIT_CODES.badInput,
      stdout: '',
      stderr: 'decklab: the query is 2,001 characters; at most 2,000\n',
    });
    expect(await captureCli(['card', '', '--db', file])).toEqual({
      code: EXIT_CODES.badInput,
      stdout: '',
      stderr: 'decklab: the name is empty; give an id or a name\n',
    });
    expect(await captureCli(['validate', DECK, '--format', 'standard', '--today', 'yesterday', '--db', file])).toEqual({
      code: EXIT_CODES.badInput,
      stdout: '',
      stderr: 'decklab: today: a date written YYYY-MM-DD\n',
    });
  });
});
