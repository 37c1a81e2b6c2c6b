// Migration 020 on a schema-19 file holding a real deck: the deck, its history and its "built" mark stay as
// they were, in no folder, and can be filed in one.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { listDecks, loadDeck, setDeckFolder } from '../decks.ts';
import { readDeckList } from '../../engine/decks/lists/index.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-020-');
afterAll(() => dir.cleanup());

describe('migration 020: deck folders', () => {
  it('a schema-19 file keeps its decks, versions and built marks, in no folder; a deck can then be filed', () => {
    const file = join(dir.dir, 'schema19.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 19) });
    const { deck } = readDeckList(readFileSync(sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt')));
    // Written as the app of schema 19 wrote a built deck: its row, and one version holding the deck without line numbers.
    const boards = Object.fromEntries(
      Object.entries(deck.boards).map(([board, entries]) => [board, entries.map(({ line: _line, ...entry }) => entry)]),
    );
    const savedAt = '2026-11-20T10:00:00.000Z';
    legacy
      .prepare(
        `INSERT INTO decks (id, game, name, format, built, created_at, updated_at) VALUES (1, 'mtg', ?, 'standard', 1, ?, ?)`,
      )
      .run(deck.name, savedAt, savedAt);
    legacy
      .prepare(
        `INSERT INTO deck_versions (deck_id, version, saved_at, message, content) VALUES (1, 1, ?, 'imported', ?)`,
      )
      .run(savedAt, JSON.stringify({ ...deck, format: 'standard', boards }));
    legacy.close();

    const db = openDatabase(file);
    const [listed] = listDecks(db);
    expect(listed).toMatchObject({ id: 1, name: 'Oko, the Trickster', built: true, folder: null, version: 1 });
    expect(loadDeck(db, 1)!.deck.boards).toEqual(boards);
    expect(setDeckFolder(db, 1, 'Planeswalker decks')).toMatchObject({ folder: 'Planeswalker decks' });
    expect(listDecks(db)[0]).toMatchObject({ folder: 'Planeswalker decks', built: true, version: 1 });
    db.close();
  });
});
