import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { APPLICATION_ID, cardDataFile, DatabaseFileError, openDatabase, schemaVersion, USER_SCHEMA } from './open.ts';
import { MIGRATIONS, ONE_FILE_VERSION, type Migration } from './migrations/index.ts';
import { importCardFilesSync } from './import/import.ts';
import { searchCards } from './search/search.ts';
import { addUserData, CARD_TABLES, LATER_USER_TABLES, snapshot, USER_TABLES } from '../test/import-db.ts';
import { makeReadOnly, makeWritable } from '../test/read-only-file.ts';
import { copyCardRowsInto } from '../test/legacy-db.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const LATEST = MIGRATIONS[MIGRATIONS.length - 1].version;
const NEXT: Migration = {
  version: LATEST + 1,
  name: 'test-next',
  sql: 'CREATE TABLE test_next (id INTEGER PRIMARY KEY);',
  userSql: 'CREATE TABLE test_next_user (id INTEGER PRIMARY KEY);',
};
const ONE_FILE = MIGRATIONS.filter((m) => m.version <= ONE_FILE_VERSION);

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const namesIn = (db: Db, schema: string) =>
  db
    .prepare(`SELECT name FROM ${schema}.sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE '%fts_%'`)
    .pluck()
    .all() as string[];
type Db = Database.Database;

let cardSource: string | undefined;
/** Real cards imported once into a database of the current schema (the importer writes today's search index). */
function cardSourceFile(): string {
  if (!cardSource) {
    cardSource = join(dir, 'card-source.sqlite');
    const db = openDatabase(cardSource);
    importCardFilesSync(db, [
      sharedPath('mtgjson/sets/KHC.json'),
      sharedPath('duelmasters/Latepate64-DuelMastersCards.json'),
    ]);
    db.close();
  }
  return cardSource;
}

/** A file of schema 8 (card data and user data in one file) holding real cards and a deck, a pool and a collection row. */
function oneFileDatabase(file: string): Record<string, string[]> {
  const db = openDatabase(file, { migrations: ONE_FILE });
  db.pragma('application_id = 0'); // as the files made before application ids
  copyCardRowsInto(db, cardSourceFile());
  const card = db
    .prepare(
      "SELECT c.id, c.name, p.id AS printing FROM cards c JOIN printings p ON p.card_id = c.id WHERE p.set_code = 'khc' LIMIT 1",
    )
    .get() as { id: string; name: string; printing: string };
  addUserData(db, card, card.printing);
  db.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
  const before = snapshot(db);
  db.close();
  return before;
}

/**
 * A migrated file's snapshot in the columns its schema-8 snapshot had: columns later migrations add (014's
 * printings.artist …) hold nothing the old file could have had.
 */
function inColumnsOf(after: Record<string, string[]>, before: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(after).map(([table, rows]) => {
      const first = before[table]?.[0];
      if (first === undefined) return [table, rows];
      const columns = Object.keys(JSON.parse(first) as object);
      const project = (row: string) => {
        const values = JSON.parse(row) as Record<string, unknown>;
        return JSON.stringify(Object.fromEntries(columns.map((c) => [c, values[c]])));
      };
      return [table, rows.map(project).sort()];
    }),
  );
}

describe('openDatabase', () => {
  it('creates the user-data file and the card-data file beside it, both WAL with our application id; foreign keys on; every migration applied', () => {
    const file = join(dir, 'new.sqlite');
    const db = openDatabase(file);
    expect(db.name).toBe(cardDataFile(file));
    expect(cardDataFile(file)).toBe(join(dir, 'new.cards.sqlite'));
    for (const schema of ['main', USER_SCHEMA]) {
      expect(db.pragma(`${schema}.journal_mode`, { simple: true })).toBe('wal');
      expect(db.pragma(`${schema}.application_id`, { simple: true })).toBe(APPLICATION_ID);
      expect(schemaVersion(db, schema)).toBe(LATEST);
    }
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(namesIn(db, 'main').sort()).toEqual(
      expect.arrayContaining(['card_names', 'cards', 'imports', 'legalities', 'printings', 'sets']),
    );
    expect(namesIn(db, 'main')).not.toEqual(expect.arrayContaining(['decks']));
    expect(namesIn(db, USER_SCHEMA).sort()).toEqual([...USER_TABLES, ...LATER_USER_TABLES].sort());
    db.close();
  });

  it('enforces foreign keys in both files: a printing of an unknown card, a version of an unknown deck', () => {
    const db = openDatabase(join(dir, 'fk.sqlite'));
    expect(() =>
      db
        .prepare(
          "INSERT INTO printings (id, card_id, set_code, collector_number) VALUES ('p', 'no-such-card', 'x', '1')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      db.prepare("INSERT INTO deck_versions (deck_id, version, saved_at, content) VALUES (99, 1, 'now', '{}')").run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('copies each file to <file>.v<N>.bak before migrating it, and the copies are the old files', () => {
    const file = join(dir, 'old.sqlite');
    const old = openDatabase(file);
    old.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
    old.close();
    const migrated = openDatabase(file, { migrations: [...MIGRATIONS, NEXT] });
    expect([schemaVersion(migrated), schemaVersion(migrated, USER_SCHEMA)]).toEqual([NEXT.version, NEXT.version]);
    expect(namesIn(migrated, 'main')).toContain('test_next');
    expect(namesIn(migrated, USER_SCHEMA)).toContain('test_next_user');
    migrated.close();
    for (const f of [file, cardDataFile(file)]) {
      const backup = new Database(`${f}.v${LATEST}.bak`, { readonly: true, fileMustExist: true });
      expect(backup.pragma('user_version', { simple: true })).toBe(LATEST);
      expect(namesIn(backup, 'main').filter((n) => n.startsWith('test_next'))).toEqual([]);
      if (f === file)
        expect(backup.prepare("SELECT value FROM settings WHERE key = 'theme'").pluck().get()).toBe('dark');
      backup.close();
    }
  });

  it('a migration of the user data alone backs up the user file, not the card data (which AllPrintings makes large)', () => {
    const file = join(dir, 'useronly.sqlite');
    openDatabase(file).close();
    const userOnly = {
      version: LATEST + 1,
      name: 'test-user-only',
      sql: '',
      userSql: 'CREATE TABLE test_user_only (x);',
    };
    const migrated = openDatabase(file, { migrations: [...MIGRATIONS, userOnly] });
    expect([schemaVersion(migrated), schemaVersion(migrated, USER_SCHEMA)]).toEqual([LATEST + 1, LATEST + 1]);
    migrated.close();
    expect(readdirSync(dir).filter((n) => n.startsWith('useronly.') && n.endsWith('.bak'))).toEqual([
      `useronly.sqlite.v${LATEST}.bak`,
    ]);
  });

  it('makes no backup for a new database or one already up to date', () => {
    const file = join(dir, 'current.sqlite');
    openDatabase(file).close();
    openDatabase(file).close();
    expect(readdirSync(dir).filter((n) => n.startsWith('current.') && n.endsWith('.bak'))).toEqual([]);
  });

  it('splits a one-file database of schema 8 (made before application ids): every card and user row kept, backup first (migration 9)', () => {
    const file = join(dir, 'one-file.sqlite');
    const before = oneFileDatabase(file);
    const db = openDatabase(file);
    expect(inColumnsOf(snapshot(db), before)).toEqual(before);
    expect(namesIn(db, USER_SCHEMA).sort()).toEqual([...USER_TABLES, ...LATER_USER_TABLES].sort());
    expect(namesIn(db, 'main')).toEqual(expect.arrayContaining(CARD_TABLES.filter((t) => t !== 'legalities')));
    expect(namesIn(db, 'main').filter((n) => (USER_TABLES as readonly string[]).includes(n))).toEqual([]);
    for (const schema of ['main', USER_SCHEMA]) {
      expect(db.pragma(`${schema}.integrity_check`, { simple: true })).toBe('ok');
      expect(db.pragma(`${schema}.foreign_key_check`)).toEqual([]);
      expect(db.pragma(`${schema}.application_id`, { simple: true })).toBe(APPLICATION_ID);
    }
    expect(db.prepare("SELECT count(*) FROM cards WHERE game = 'dm'").pluck().get()).toBeGreaterThan(100);
    expect(searchCards(db, 'game:dm', { limit: 1 }).total).toBeGreaterThan(100);
    db.close();
    const backup = new Database(`${file}.v${ONE_FILE_VERSION}.bak`, { readonly: true, fileMustExist: true });
    expect(snapshot(backup)).toEqual(before);
    backup.close();
  });

  it('makes the card-data file again when an earlier split was cut short (a stale card file and its WAL beside a schema-8 file)', () => {
    const file = join(dir, 'cut-short.sqlite');
    const before = oneFileDatabase(file);
    // What a killed split can leave: another database's card file (here: an empty one) with a WAL of its own.
    const stale = openDatabase(join(dir, 'stale.sqlite'));
    stale.pragma('wal_autocheckpoint = 0');
    stale.prepare("INSERT INTO sets (code, game, name) VALUES ('zzz', 'mtg', 'Stale')").run();
    writeFileSync(cardDataFile(file), readFileSync(stale.name));
    writeFileSync(`${cardDataFile(file)}-wal`, readFileSync(`${stale.name}-wal`));
    stale.close();
    const db = openDatabase(file);
    expect(inColumnsOf(snapshot(db), before)).toEqual(before);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('refuses an SQLite file of another application and leaves it byte for byte as it was, with nothing created beside it', () => {
    const file = join(dir, 'other-app.db');
    const other = new Database(file);
    other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me');");
    other.close();
    const checksum = sha256(file);
    const error = (() => {
      try {
        openDatabase(file);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DatabaseFileError);
    expect((error as Error).message).toBe(
      `${file} is an SQLite database of another application, not Decklab's; it was left unchanged`,
    );
    expect(() => openDatabase(file, { readonly: true })).toThrow(/not-ready|does not exist/);
    expect(sha256(file)).toBe(checksum);
    expect(readdirSync(dir).filter((n) => n.startsWith('other-app'))).toEqual(['other-app.db']);
  });

  it('refuses a file that carries another application id, even with our tables', () => {
    const file = join(dir, 'foreign-id.sqlite');
    const db = openDatabase(file, { migrations: ONE_FILE });
    db.pragma('application_id = 1234');
    db.close();
    const checksum = sha256(file);
    expect(() => openDatabase(file)).toThrow("is an SQLite database of another application, not Decklab's");
    expect(sha256(file)).toBe(checksum);
  });

  it('refuses a card-data file named as the database, making nothing beside it', () => {
    const file = join(dir, 'given-cards.sqlite');
    openDatabase(file).close();
    const checksum = sha256(cardDataFile(file));
    expect(() => openDatabase(cardDataFile(file))).toThrow(
      `${cardDataFile(file)} holds Decklab's card data only; open the database file beside it instead`,
    );
    expect(sha256(cardDataFile(file))).toBe(checksum);
    expect(existsSync(cardDataFile(cardDataFile(file)))).toBe(false);
  });

  it('refuses a file written by a newer Decklab, and a file that is not a database', () => {
    const newer = join(dir, 'newer.sqlite');
    openDatabase(newer, { migrations: [...MIGRATIONS, NEXT] }).close();
    expect(() => openDatabase(newer)).toThrow(
      `has database schema ${NEXT.version}, newer than this Decklab knows (${LATEST})`,
    );
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'these are not the cards you are looking for\n'.repeat(200));
    expect(() => openDatabase(text)).toThrow(
      `${text} is not a Decklab database (not an SQLite file); it was left unchanged`,
    );
  });

  it('a damaged file: one sentence naming the file and its automatic backup', () => {
    const file = join(dir, 'damaged.sqlite');
    oneFileDatabase(file);
    openDatabase(file).close(); // the split leaves damaged.sqlite.v8.bak
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 100, 16384); // the schema page's cells, past the file header
    writeFileSync(file, bytes);
    expect(() => openDatabase(file)).toThrow(
      new RegExp(`^${file} is damaged \\(.+\\); its automatic backup is ${file}.v${ONE_FILE_VERSION}.bak$`),
    );
  });

  it('a read-only file: opening it to write says so in one sentence; opening it read-only reads it', () => {
    const file = join(dir, 'read-only.sqlite');
    const db = openDatabase(file);
    db.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
    db.close();
    makeReadOnly(file);
    try {
      expect(() => openDatabase(file)).toThrow(
        `${file} is read-only: Decklab can search and read it but not save to it (it has no automatic backup)`,
      );
      const reader = openDatabase(file, { readonly: true });
      expect(reader.prepare("SELECT value FROM settings WHERE key = 'theme'").pluck().get()).toBe('dark');
      expect(() => reader.prepare("INSERT INTO settings (key, value) VALUES ('x', 'y')").run()).toThrow(/readonly/);
      reader.close();
    } finally {
      makeWritable(file);
    }
  });

  it('a path that cannot hold a database: one sentence naming it and why, in either mode, nothing made', () => {
    const folder = (mode: { readonly?: boolean }) => () => openDatabase(dir, mode);
    for (const mode of [{}, { readonly: true }]) {
      expect(folder(mode)).toThrow(`${dir} cannot be opened: it is a folder, not a database file`);
      expect(folder(mode)).toThrow(expect.objectContaining({ problem: 'cannot-open' }) as Error);
    }
    const missing = join(dir, 'no-such-folder', 'decklab.sqlite');
    expect(() => openDatabase(missing)).toThrow(
      `${missing} cannot be opened: its folder ${join(dir, 'no-such-folder')} does not exist`,
    );
    const plainFile = join(dir, 'plain-file');
    writeFileSync(plainFile, 'not a folder\n');
    const underFile = join(plainFile, 'decklab.sqlite');
    expect(() => openDatabase(underFile)).toThrow(
      `${underFile} cannot be opened: ${plainFile} is a file, not a folder`,
    );
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
    expect(existsSync(cardDataFile(dir))).toBe(false);
  });

  it('read-only opening creates nothing: a database not made yet, or not migrated yet, is refused', () => {
    expect(() => openDatabase(join(dir, 'absent.sqlite'), { readonly: true })).toThrow(DatabaseFileError);
    expect(existsSync(join(dir, 'absent.sqlite'))).toBe(false);
    const file = join(dir, 'not-split.sqlite');
    openDatabase(file, { migrations: ONE_FILE }).close();
    expect(() => openDatabase(file, { readonly: true })).toThrow(DatabaseFileError);
  });
});

describe('the migration list', () => {
  it('is numbered 1, 2, 3 … without gaps, so a file at version N never skips a later-added migration', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
