// Migration 020 on a schema-19 file holding a real deck: the deck, its history and its "built" mark stay as
// they were, in no folder, and can be filed in one.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { createDeck, listDecks, loadDeck, setDeckBuilt, setDeckFolder } from '../decks.ts';
import { readDeckList } from '../../engine/decks/lists/index.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-020-');
afterAll(() => dir.cleanup());

describe('migration 020: deck folders', () => {
  it('a schema-19 file keeps its decks, versions and built marks, in no folder; a deck can then be filed', () => {
    const file = join(dir.dir, 'schema19.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 19) });
    const { deck } = readDeckList(readFileSync(sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt')));
    const saved = createDeck(legacy, { ...deck, format: 'standard' }, { message: 'imported' });
    setDeckBuilt(legacy, saved.id, true);
    legacy.close();

    const db = openDatabase(file);
    const [listed] = listDecks(db);
    expect(listed).toMatchObject({ id: saved.id, name: 'Oko, the Trickster', built: true, folder: null, version: 1 });
    expect(loadDeck(db, saved.id)!.deck).toEqual(saved.deck);
    expect(setDeckFolder(db, saved.id, 'Planeswalker decks')).toMatchObject({ folder: 'Planeswalker decks' });
    expect(listDecks(db)[0]).toMatchObject({ folder: 'Planeswalker decks', built: true, version: 1 });
    db.close();
  });
});
