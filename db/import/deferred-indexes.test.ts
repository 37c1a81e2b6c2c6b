// A large import into a small table builds the table's secondary indexes after its rows (deferred-indexes.ts):
// every index must be back afterwards, whether the import succeeded or failed; a table not small against the
// import keeps its indexes throughout.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { deferIndexes } from './deferred-indexes.ts';
import { ImportError } from './errors.ts';
import { realScryfallCards, writeBulkFile } from '../../test/bulk-fixture.ts';
import { openTempDb } from '../../test/import-db.ts';
import { SHARED_DATA, tempDir } from '../../test/shared-data.ts';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** Every index the file has, with its SQL (autoindexes have none and cannot be dropped). */
function indexes(db: Db): { name: string; sql: string | null }[] {
  return db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").all() as {
    name: string;
    sql: string | null;
  }[];
}

const integrity = (db: Db) => db.pragma('integrity_check', { simple: true });

/** A Scryfall bulk file of `printings` objects made from the real 2019 cards. */
function bulkFile(name: string, printings: number): string {
  const file = join(dir, name);
  writeBulkFile(file, realScryfallCards(SHARED_DATA), printings, 'json');
  return file;
}

describe('indexes built after the rows', () => {
  it('drops the indexes of small tables only, and builds the same ones again', () => {
    const db = openTempDb(dir, 'direct.sqlite');
    const schema = indexes(db);
    db.prepare("INSERT INTO cards (id, game, name, data) VALUES ('c', 'mtg', 'C', '{}')").run();
    const insert = db.prepare(
      "INSERT INTO printings (id, card_id, set_code, collector_number) VALUES (?, 'c', 'tst', ?)",
    );
    for (let i = 0; i < 10; i++) insert.run(`p${i}`, String(i));
    const build = deferIndexes(db, 10);
    const left = indexes(db).map((i) => i.name);
    expect(left).toEqual(expect.arrayContaining(['printings_card', 'printings_set_number'])); // 10 rows: not small against 10
    expect(left).not.toContain('card_names_folded');
    expect(left).not.toContain('card_search_sort_name');
    expect(left).not.toContain('search_names_name');
    expect(schema.length - left.length).toBe(3);
    build();
    expect(indexes(db)).toEqual(schema);
    const buildAgain = deferIndexes(db, 11);
    const missing = () => schema.map((i) => i.name).filter((name) => !indexes(db).some((i) => i.name === name));
    expect(missing()).toEqual([
      'card_names_folded',
      'card_search_sort_name',
      'printings_card',
      'printings_set_number',
      'search_names_name',
    ]); // 10 rows: small against 11
    buildAgain(['printings', 'card_names']);
    expect(missing()).toEqual(['card_search_sort_name', 'search_names_name']);
    buildAgain();
    expect(indexes(db)).toEqual(schema);
    db.close();
  });

  it('an import read in the worker thread leaves every index and an intact file', async () => {
    const db = openTempDb(dir, 'imported.sqlite');
    const schema = indexes(db);
    const file = bulkFile('bulk.json', 6000);
    const summary = await importCardFiles(db, [file], { worker: true });
    expect(summary.printings).toBe(6000);
    expect(indexes(db)).toEqual(schema);
    expect(integrity(db)).toBe('ok');
    // The index answers: one printing by set and number, through printings_set_number.
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM printings WHERE set_code = 'war' COLLATE NOCASE AND collector_number = '1'",
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join()).toMatch(/printings_set_number/);
    db.close();
  });

  it('a failed import gets every index back with the old rows', async () => {
    const db = openTempDb(dir, 'failed.sqlite');
    const schema = indexes(db);
    const file = bulkFile('bulk-for-truncation.json', 3000);
    const bytes = readFileSync(file);
    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const error = await importCardFiles(db, [truncated], { worker: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).reason).toMatch(/truncated/);
    expect(indexes(db)).toEqual(schema);
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(0);
    expect(integrity(db)).toBe('ok');
    db.close();
  });
});
