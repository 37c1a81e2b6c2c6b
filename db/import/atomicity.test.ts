// All or nothing: a truncated, malformed, garbage, empty or killed import leaves the previous data as it was
// and says where it stopped; a re-import updates cards in place and never touches the user tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { openDatabase, type Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { ImportError } from './errors.ts';
import { addUserData, garbage, openTempDb, snapshot, USER_TABLES } from '../../test/import-db.ts';
import { realScryfallCards, writeBulkFile } from '../../test/bulk-fixture.ts';
import { getCard } from '../cards.ts';
import { CardWriter } from './writer.ts';
import { printingRow } from '../card-rows.ts';
import { cardsFromMtgjsonSet } from '../../engine/cards/from-mtgjson.ts';
import { REPO_ROOT, SHARED_DATA, sharedPath, tempDir } from '../../test/shared-data.ts';

const WAR_2019 = sharedPath('scryfall/sets-2019/war.json');
const warBytes = readFileSync(WAR_2019);

const { dir, cleanup } = tempDir();
let db: Db;
let before: Record<string, string[]>;

beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('mtgjson/sets/KHC.json'), sharedPath('mtgjson/sets/ZNC.json')]);
  const card = db
    .prepare(
      "SELECT c.id, c.name, p.id AS printing FROM cards c JOIN printings p ON p.card_id = c.id WHERE p.set_code = 'khc' LIMIT 1",
    )
    .get() as { id: string; name: string; printing: string };
  addUserData(db, card, card.printing);
  before = snapshot(db);
});
afterAll(() => {
  db.close();
  cleanup();
});

async function failedImport(name: string, bytes: Buffer | string, ...more: string[]): Promise<ImportError> {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const error = await importCardFiles(db, [...more, file]).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  expect(snapshot(db)).toEqual(before);
  return error as ImportError;
}

describe('a failed import changes nothing and says where it failed', () => {
  it('a truncated JSON file: "truncated", at the byte where the data ends', async () => {
    const half = warBytes.subarray(0, Math.floor(warBytes.length / 2));
    const error = await failedImport('truncated.json', half);
    expect(error.reason).toMatch(/truncated/);
    expect(error.offset).toBe(half.length);
    expect(error.message).toContain('truncated.json');
  });

  it('a truncated gzip file: the gzip data is truncated', async () => {
    const gz = gzipSync(warBytes);
    const error = await failedImport('truncated.json.gz', gz.subarray(0, Math.floor(gz.length / 2)));
    expect(error.reason).toMatch(/gzip data is truncated/);
  });

  it('a file of garbage: a clear refusal', async () => {
    const error = await failedImport('garbage.bin', garbage(64 * 1024));
    expect(error.reason).toMatch(/binary data of no known format|not a known card format/);
  });

  it('a container the importer does not read is named: an SQLite database', async () => {
    const other = openTempDb(dir, 'other.sqlite');
    other.close();
    const error = await failedImport('copy.sqlite', readFileSync(join(dir, 'other.sqlite')));
    expect(error.reason).toBe('this is an SQLite database, not card data');
  });

  it('an empty file, and a file of whitespace', async () => {
    expect((await failedImport('empty.json', '')).reason).toBe('the file is empty');
    expect((await failedImport('blank.json', ' \n\n ')).reason).toBe('the file is empty');
  });

  it('a malformed record: its number and the byte offset where it starts', async () => {
    const cards = JSON.parse(warBytes.toString('utf8')) as { id: string }[];
    const index = 99;
    const text = warBytes.toString('utf8');
    const idAt = text.indexOf(`"id": "${cards[index].id}"`);
    const start = text.lastIndexOf('\n {', idAt) + 2;
    const broken = text.slice(0, idAt) + text.slice(idAt).replace('"name": ', '"name"; ');
    const error = await failedImport('malformed.json', broken);
    expect(error.record).toBe(index + 1);
    expect(error.offset).toBe(Buffer.byteLength(text.slice(0, start)));
    expect(error.reason).toMatch(/malformed JSON/);
  });

  it('a good file and a bad one in one import: nothing of either is written', async () => {
    await failedImport('bad-second.json', garbage(1000, 7), sharedPath('scryfall/sets-2019/dgm.json'));
  });
});

describe('foreign keys', () => {
  it('SQLite refuses a printing written before its card', () => {
    const set = (JSON.parse(readFileSync(sharedPath('mtgjson/sets/M21.json'), 'utf8')) as { data: unknown }).data;
    const [record] = cardsFromMtgjsonSet(set);
    const write = db.transaction(() => new CardWriter(db).writePrinting(printingRow(record.printings[0])));
    expect(write).toThrow(/FOREIGN KEY constraint failed/);
    expect(snapshot(db)).toEqual(before);
  });

  it('stay checked on the connection once an import ends, failed or not', async () => {
    await failedImport('garbage-for-keys.json', garbage(4096, 7));
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() =>
      db
        .prepare(
          "INSERT INTO printings (id, card_id, set_code, collector_number) VALUES ('p', 'no such card', 'x', '1')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });
});

describe('re-importing newer data', () => {
  it('updates the cards in place (same ids, newer legalities) and leaves decks, pools and collection alone', async () => {
    const { dir: own, cleanup: done } = tempDir();
    const fresh = openTempDb(own);
    await importCardFiles(fresh, [WAR_2019]);
    const mtgjsonWar = sharedPath('mtgjson/sets/WAR.json');
    const newer = (
      JSON.parse(readFileSync(mtgjsonWar, 'utf8')) as {
        data: { cards: { name: string; legalities: Record<string, string> }[] };
      }
    ).data.cards;
    const older = JSON.parse(warBytes.toString('utf8')) as {
      id: string;
      oracle_id: string;
      name: string;
      legalities: Record<string, string>;
    }[];
    // A card and a format whose legality changed between the 2019 file and the 2022 MTGJSON data (which leaves out
    // formats where a card is not legal).
    const changed = older.flatMap((o) => {
      const n = newer.find((c) => c.name === o.name);
      return n
        ? Object.keys(o.legalities)
            .filter((f) => f in n.legalities && n.legalities[f].toLowerCase() !== o.legalities[f])
            .map((f) => ({ o, format: f, now: n.legalities[f].toLowerCase() }))
        : [];
    })[0];
    expect(changed).toBeDefined();
    addUserData(fresh, { id: changed.o.oracle_id, name: changed.o.name }, changed.o.id);
    const userBefore = snapshot(fresh, USER_TABLES);
    await importCardFiles(fresh, [mtgjsonWar]);
    expect(snapshot(fresh, USER_TABLES)).toEqual(userBefore);
    expect(getCard(fresh, changed.o.oracle_id)!.legalities[changed.format]).toBe(changed.now);
    expect(
      fresh
        .prepare('SELECT status FROM legalities WHERE card_id = ? AND format = ?')
        .pluck()
        .get(changed.o.oracle_id, changed.format),
    ).toBe(changed.now);
    expect(fresh.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(changed.o.id)).toBe(
      changed.o.oracle_id,
    );
    fresh.close();
    done();
  });
});

describe('a killed import (SIGKILL half way)', () => {
  it('leaves the previous data intact and the file passes PRAGMA integrity_check', async () => {
    const { dir: own, cleanup: done } = tempDir();
    const dbFile = join(own, 'killed.sqlite');
    const first = openDatabase(dbFile);
    await importCardFiles(first, [sharedPath('mtgjson/sets/KHC.json')]);
    const card = first.prepare('SELECT id, name FROM cards LIMIT 1').get() as { id: string; name: string };
    addUserData(first, card, 'p');
    const kept = snapshot(first);
    first.close();

    const big = join(own, 'bulk.json');
    writeBulkFile(big, realScryfallCards(SHARED_DATA), 20_000, 'json');
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'bin/decklab.js'), 'import', big, '--db', dbFile, '--progress'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const progressLine = await new Promise<string>((resolve, reject) => {
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        const line = /importing .*: (\d+) records/.exec(err);
        if (line && Number(line[1]) > 0) resolve(line[0]);
      });
      child.on('exit', (code) => reject(new Error(`the import ended (exit ${code}) before it was killed: ${err}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(progressLine).toMatch(/records/);

    const reopened = openDatabase(dbFile);
    expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(snapshot(reopened)).toEqual(kept);
    reopened.close();
    done();
  });
});
