// A large import reads in a worker thread while the importing thread writes (read-in-worker.ts). It must write
// exactly what the same import read in one thread writes, fail at the same record and byte, and cancel cleanly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../open.ts';
import { importCardFiles, type ImportSummary } from './import.ts';
import { ImportError } from './errors.ts';
import { CARD_TABLES, openTempDb, snapshot } from '../../test/import-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

/** Files of each shape the importer streams: an MTGJSON set, a Scryfall array, Scryfall JSON Lines, Duel Masters JSON. */
const MIXED = [
  sharedPath('mtgjson/sets/KHC.json'),
  sharedPath('scryfall/sets-2019/war.json'),
  sharedPath('scryfall/scooze/test_cards.jsonl'),
  sharedPath('duelmasters/Latepate64-DuelMastersCards.json'),
];
/** The card tables an import writes; `imports` differs by its timestamps. */
/** The card tables and the search index (the reader folds the rules text it holds: read-protocol.ts). */
const WRITTEN = [
  ...CARD_TABLES.filter((t) => t !== 'imports'),
  'card_search',
  'search_text',
  'search_names',
  'search_keywords',
];

const { dir, cleanup } = tempDir();
afterAll(cleanup);

async function importInto(name: string, worker: boolean): Promise<{ db: Db; summary: ImportSummary }> {
  const db = openTempDb(dir, name);
  const summary = await importCardFiles(db, MIXED, { worker });
  return { db, summary };
}

async function failure(db: Db, file: string, worker: boolean): Promise<ImportError> {
  const error = await importCardFiles(db, [file], { worker }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

describe('reading in a worker thread', () => {
  let inWorker: { db: Db; summary: ImportSummary };
  let inThread: { db: Db; summary: ImportSummary };
  beforeAll(async () => {
    inWorker = await importInto('worker.sqlite', true);
    inThread = await importInto('thread.sqlite', false);
  });
  afterAll(() => {
    inWorker.db.close();
    inThread.db.close();
  });

  it('writes every table and the search index exactly as the import read in one thread, and reports the same summary and warnings', () => {
    expect(inWorker.summary.printings).toBeGreaterThan(0);
    expect(inWorker.summary).toEqual(inThread.summary);
    expect(snapshot(inWorker.db, WRITTEN)).toEqual(snapshot(inThread.db, WRITTEN));
  });

  it('stops at a malformed record with the record number and byte offset the one-thread reader gives; nothing written', async () => {
    const text = readFileSync(MIXED[1], 'utf8');
    const broken = join(dir, 'broken.json');
    const at = text.indexOf('"name": ', text.length / 2);
    writeFileSync(broken, text.slice(0, at) + text.slice(at).replace('"name": ', '"name"; '));
    const before = snapshot(inWorker.db);
    const fromWorker = await failure(inWorker.db, broken, true);
    const fromThread = await failure(inThread.db, broken, false);
    expect(fromWorker.reason).toMatch(/malformed JSON/);
    expect(fromWorker.record).toBeGreaterThan(1);
    expect({ ...fromWorker }).toEqual({ ...fromThread });
    expect(fromWorker.message).toBe(fromThread.message);
    expect(snapshot(inWorker.db)).toEqual(before);
  });

  it('says the import was cancelled when the signal fires, and changes nothing', async () => {
    const controller = new AbortController();
    const before = snapshot(inWorker.db);
    const error = await importCardFiles(inWorker.db, MIXED, {
      worker: true,
      signal: controller.signal,
      progressIntervalMs: 0,
      onProgress: () => controller.abort(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).reason).toBe('the import was cancelled');
    expect(snapshot(inWorker.db)).toEqual(before);
  });

  it('merges into cards stored before it, whose ids it reads before reading the file (a file holding fewer cards than it brings)', async () => {
    const storedFirst = openTempDb(dir, 'war-first.sqlite');
    await importCardFiles(storedFirst, [MIXED[1]], { worker: false });
    await importCardFiles(storedFirst, MIXED, { worker: true });
    const cardTables = CARD_TABLES.filter((t) => t !== 'imports');
    expect(snapshot(storedFirst, cardTables)).toEqual(snapshot(inThread.db, cardTables));
    storedFirst.close();
  });
});
