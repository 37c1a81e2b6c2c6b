import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, schemaVersion } from './open.ts';
import { MIGRATIONS, type Migration } from './migrations/index.ts';
import { tempDir } from '../test/shared-data.ts';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const LATEST = MIGRATIONS[MIGRATIONS.length - 1].version;
const NEXT: Migration = { version: LATEST + 1, name: 'test-next', sql: 'CREATE TABLE test_next (id INTEGER PRIMARY KEY);' };

describe('openDatabase', () => {
  it('creates a file in WAL mode with foreign keys on and every migration applied (user_version)', () => {
    const db = openDatabase(join(dir, 'new.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(schemaVersion(db)).toBe(LATEST);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['cards', 'card_names', 'printings', 'legalities', 'sets', 'imports', 'decks', 'deck_versions', 'pools', 'pool_entries', 'collection']));
    db.close();
  });

  it('enforces foreign keys: a printing of an unknown card is refused', () => {
    const db = openDatabase(join(dir, 'fk.sqlite'));
    expect(() => db.prepare("INSERT INTO printings (id, card_id, set_code, collector_number) VALUES ('p', 'no-such-card', 'x', '1')").run()).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('copies an existing file to <file>.v<N>.bak before migrating it, and the copy is the old file', () => {
    const file = join(dir, 'old.sqlite');
    const old = openDatabase(file, { migrations: MIGRATIONS });
    old.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
    old.close();
    const migrated = openDatabase(file, { migrations: [...MIGRATIONS, NEXT] });
    expect(schemaVersion(migrated)).toBe(NEXT.version);
    migrated.close();
    const backupFile = `${file}.v${LATEST}.bak`;
    expect(existsSync(backupFile)).toBe(true);
    const backup = new Database(backupFile, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(LATEST);
    expect(backup.prepare("SELECT value FROM settings WHERE key = 'theme'").pluck().get()).toBe('dark');
    expect(backup.prepare("SELECT name FROM sqlite_master WHERE name = 'test_next'").get()).toBeUndefined();
    backup.close();
  });

  it('makes no backup for a new file or one already up to date', () => {
    const file = join(dir, 'current.sqlite');
    openDatabase(file).close();
    openDatabase(file).close();
    expect(existsSync(`${file}.v${LATEST}.bak`)).toBe(false);
  });

  it('refuses a file written by a newer Decklab, and a file that is not a database', () => {
    const newer = join(dir, 'newer.sqlite');
    openDatabase(newer, { migrations: [...MIGRATIONS, NEXT] }).close();
    expect(() => openDatabase(newer)).toThrow(`has database schema ${NEXT.version}, newer than this Decklab knows (${LATEST})`);
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'these are not the cards you are looking for\n'.repeat(200));
    expect(() => openDatabase(text)).toThrow('is not a Decklab database');
  });
});

describe('the migration list', () => {
  it('is numbered 1, 2, 3 … without gaps, so a file at version N never skips a later-added migration', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
