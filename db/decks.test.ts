import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase, type Db } from './open.ts';
import {
  DeckNotFoundError,
  createDeck,
  deckVersions,
  deleteDeck,
  listDecks,
  loadDeck,
  restoreDeckVersion,
  saveDeck,
  setDeckBuilt,
} from './decks.ts';
import { readDeckList } from '../engine/decks/lists/index.ts';
import { diffDecks } from '../engine/decks/diff.ts';
import type { Deck } from '../engine/decks/types.ts';
import { REPO_ROOT, sharedPath, tempDir } from '../test/shared-data.ts';

let db: Db;
let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
  db = openDatabase(join(dir.dir, 'decks.sqlite'));
});
afterEach(() => {
  db.close();
  dir.cleanup();
});

const readShared = (folder: string, file: string) => readDeckList(readFileSync(sharedPath('decks', folder, file))).deck;
const challenger = () => readShared('plain-taw', 'challenger__q05__Azorius Control.txt');

describe('deck storage: every save is a version', () => {
  it('creates, saves, loads the newest or a given version, lists with card counts', () => {
    const v1 = createDeck(db, challenger(), { message: 'from the Challenger list' });
    expect(v1).toMatchObject({
      version: 1,
      name: 'Azorius Control',
      game: 'mtg',
      format: '',
      built: false,
      poolId: null,
      message: 'from the Challenger list',
    });
    const edited: Deck = {
      ...v1.deck,
      format: 'standard',
      boards: { ...v1.deck.boards, main: v1.deck.boards.main!.slice(1) },
    };
    const v2 = saveDeck(db, v1.id, edited, { message: 'cut the Clerics', built: true });
    expect(v2).toMatchObject({ version: 2, format: 'standard', built: true, message: 'cut the Clerics' });
    expect(loadDeck(db, v1.id)!.deck).toEqual(edited);
    expect(loadDeck(db, v1.id, 1)!.deck.boards.main).toHaveLength(challenger().boards.main!.length);
    expect(listDecks(db)).toMatchObject([{ id: v1.id, version: 2, boardCounts: { main: 58, side: 15 } }]);
    expect(deckVersions(db, v1.id).map((v) => [v.version, v.message, v.boardCounts.main])).toEqual([
      [1, 'from the Challenger list', 60],
      [2, 'cut the Clerics', 58],
    ]);
  });

  it("stores the deck without the list's line numbers", () => {
    const stored = createDeck(db, challenger());
    expect(
      Object.values(stored.deck.boards)
        .flat()
        .every((e) => e.line === undefined),
    ).toBe(true);
  });

  it('restoring saves the old version again as the newest, keeping what came between', () => {
    const v1 = createDeck(db, challenger());
    saveDeck(db, v1.id, { ...v1.deck, boards: { main: v1.deck.boards.main } });
    const v3 = restoreDeckVersion(db, v1.id, 1);
    expect(v3).toMatchObject({ version: 3, message: '', note: { code: 'restored', params: { version: 1 } } });
    expect(deckVersions(db, v1.id).map((v) => v.note)).toEqual([undefined, undefined, v3.note]);
    expect(v3.deck).toEqual(v1.deck);
    expect(diffDecks(loadDeck(db, v1.id, 2)!.deck, v3.deck).boards).toMatchObject([
      { board: 'side', cardsAdded: 15, cardsRemoved: 0 },
    ]);
  });

  it('a missing deck or version is reported, not invented', () => {
    expect(loadDeck(db, 99)).toBeUndefined();
    expect(() => saveDeck(db, 99, challenger())).toThrow(DeckNotFoundError);
    const v1 = createDeck(db, challenger());
    expect(() => restoreDeckVersion(db, v1.id, 7)).toThrow('has no version 7');
  });

  it('deleting a deck deletes its history; the pool link is kept by id', () => {
    const pool = db
      .prepare("INSERT INTO pools (game, name, kind, created_at) VALUES ('mtg', 'KHM sealed', 'sealed', '2021-02-05')")
      .run();
    const v1 = createDeck(db, challenger(), { poolId: Number(pool.lastInsertRowid) });
    expect(v1.poolId).toBe(Number(pool.lastInsertRowid));
    expect(deleteDeck(db, v1.id)).toBe(true);
    expect(deckVersions(db, v1.id)).toEqual([]);
    expect(deleteDeck(db, v1.id)).toBe(false);
  });

  it('marking a deck built is no edit: no new version, its place in the list kept', () => {
    const older = createDeck(db, challenger());
    const newer = createDeck(db, {
      game: 'dm',
      name: 'Bolshack',
      boards: { main: [{ name: 'Bolshack Dragon', count: 4 }] },
    });
    expect(setDeckBuilt(db, older.id, true)).toMatchObject({ id: older.id, built: true, updatedAt: older.updatedAt });
    expect(loadDeck(db, older.id)).toMatchObject({ built: true, version: 1 });
    expect(listDecks(db).map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(setDeckBuilt(db, older.id, false).built).toBe(false);
    expect(() => setDeckBuilt(db, 99, true)).toThrow(DeckNotFoundError);
  });

  it('lists by game', () => {
    createDeck(db, challenger());
    createDeck(db, { game: 'dm', name: 'Bolshack', boards: { main: [{ name: 'Bolshack Dragon', count: 4 }] } });
    expect(listDecks(db, { game: 'dm' }).map((d) => d.name)).toEqual(['Bolshack']);
    expect(listDecks(db)).toHaveLength(2);
  });
});

describe('diffDecks', () => {
  it("the Challenger list against its Cockatrice conversion: one Archon of Sun's Grace fewer in the main deck", () => {
    const taw = challenger();
    const cod = readShared('cockatrice-cod', 'AzoriusControl_KHM.cod');
    const diff = diffDecks(taw, cod);
    // Names differ only in form for the modal double-faced cards (front face vs "A // B"); counts by written name.
    const main = diff.boards.find((b) => b.board === 'main')!;
    expect(main.changed).toEqual([{ name: "Archon of Sun's Grace", from: 2, to: 1 }]);
    expect(main.added.map((c) => c.name).sort()).toEqual([
      "Emeria's Call // Emeria, Shattered Skyclave",
      'Skyclave Cleric // Skyclave Basilica',
    ]);
    expect(main.removed.map((c) => c.name).sort()).toEqual(["Emeria's Call", 'Skyclave Cleric']);
    expect(diff.boards.find((b) => b.board === 'side')).toBeUndefined();
    expect(diffDecks(taw, taw).unchanged).toBe(true);
  });
});

describe('a save while another process writes user data', () => {
  it('waits for the other writer and saves, rather than failing on a snapshot the other commit made stale', async () => {
    const v1 = createDeck(db, challenger());
    // Another process takes the user data's write lock, writes, and commits 300 ms later.
    const other = spawn(
      process.execPath,
      [
        '-e',
        `
      const db = new (require('better-sqlite3'))(process.argv[1]);
      db.exec("BEGIN IMMEDIATE; INSERT INTO settings (key, value) VALUES ('other', 'process')");
      process.stdout.write('locked\\n');
      setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
        join(dir.dir, 'decks.sqlite'),
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => other.stdout.once('data', () => resolve()));
    const v2 = saveDeck(db, v1.id, { ...v1.deck, format: 'standard' }, { message: 'saved while another wrote' });
    await new Promise((resolve) => other.on('exit', resolve));
    expect(v2).toMatchObject({ version: 2, format: 'standard', message: 'saved while another wrote' });
    expect(db.prepare("SELECT value FROM settings WHERE key = 'other'").pluck().get()).toBe('process');
  });
});
