// Migration 026 on a file of the Ravenite Duel Masters CSV and ja-names.csv as Decklab stored them before it derived
// Japanese type lines (DM 204.2, 204.3) and read names without their ruby: no `localized` type lines, and each card's
// Japanese name the file's first spelling (ボルシャック・NEX（ネックス）/スーパー・スパーク), card_names holding the
// file's spellings only. Afterwards every card, name and search reads as a fresh import of the same files.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { cardNames } from '../card-rows.ts';
import { readJaNamesCsv } from '../../engine/dm/ja-names.ts';
import type { Card } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const FILES = ['Ravenite0-All_Cards.csv', 'ja-names.csv'].map((f) => sharedPath('duelmasters', f));
const dir = tempDir('decklab-026-');
let fresh: Db;
let migrated: Db;

const cardsOf = (db: Db) =>
  new Map(
    (db.prepare("SELECT id, data FROM cards WHERE game = 'dm'").all() as { id: string; data: string }[]).map((r) => [
      r.id,
      JSON.parse(r.data) as Card,
    ]),
  );
const japaneseNamesOf = (db: Db) =>
  db.prepare("SELECT card_id || ' ' || name FROM card_names WHERE lang = 'ja' ORDER BY 1").pluck().all() as string[];

/**
 * The rows the code before 026 wrote for the same files: its readers gave a Duel Masters card no `localized` type
 * lines, and its overlay gave each card the file's Japanese spellings in file order, showing the first.
 */
function writeAsBefore(db: Db): void {
  const fileOrder = [...new Set(readJaNamesCsv(readFileSync(FILES[1], 'utf8')).rows.map((r) => r.japaneseName))];
  const names = new Map<string, string[]>();
  const rows = db.prepare("SELECT card_id, name FROM card_names WHERE lang = 'ja' AND is_face = 0").all() as {
    card_id: string;
    name: string;
  }[];
  for (const { card_id: id, name } of rows) names.set(id, [...(names.get(id) ?? []), name]);
  const update = db.prepare('UPDATE cards SET data = ? WHERE id = ?');
  const insert = db.prepare(
    'INSERT OR IGNORE INTO card_names (card_id, lang, name, name_folded, is_face) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.exec("DELETE FROM card_names WHERE lang = 'ja'");
    for (const [id, card] of cardsOf(db)) {
      // Only the type lines were not there: a two-sided card's side names (migration 027) are kept.
      const sideNames = card.localized?.ja?.faces.map((f) => (f.name === undefined ? {} : { name: f.name }));
      if (sideNames?.some((f) => f.name)) card.localized = { ja: { faces: sideNames } };
      else delete card.localized;
      const stored = new Set(names.get(id));
      const spellings = stored.size ? fileOrder.filter((n) => stored.has(n)) : [];
      if (spellings.length) card.localizedNames = { ...card.localizedNames, ja: spellings[0] };
      update.run(JSON.stringify(card), id);
      for (const r of cardNames(card)) insert.run(r.card_id, r.lang, r.name, r.name_folded, r.is_face);
      for (const name of spellings.slice(1)) insert.run(id, 'ja', name, foldName(name), 0);
    }
  })();
}

beforeAll(async () => {
  fresh = openDatabase(join(dir.dir, 'fresh.sqlite'));
  await importCardFiles(fresh, FILES);
  const file = join(dir.dir, 'schema25.sqlite');
  const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 25) });
  await importCardFiles(legacy, FILES);
  writeAsBefore(legacy);
  const nex = cardsOf(legacy).get('dm:bolshack nex/super spark')!;
  expect([nex.localizedNames.ja, nex.localized]).toEqual([
    'ボルシャック・NEX（ネックス）/スーパー・スパーク',
    undefined,
  ]);
  legacy.close();
  migrated = openDatabase(file);
});
afterAll(() => {
  migrated.close();
  fresh.close();
  dir.cleanup();
});

describe('migration 026: Duel Masters type lines in Japanese and names without ruby, from the stored cards', () => {
  it('every Duel Masters card reads as a fresh import of the same files reads it', () => {
    const expected = cardsOf(fresh);
    const cards = cardsOf(migrated);
    expect(cards.size).toBe(expected.size);
    expect(cards.size).toBeGreaterThan(3000);
    // As JSON text, field order too: the rows are what a fresh import writes.
    for (const [id, card] of expected) expect(JSON.stringify(cards.get(id)), id).toBe(JSON.stringify(card));
    expect(cards.get('dm:bolshack nex/super spark')).toMatchObject({
      localizedNames: { ja: 'ボルシャック・NEX/スーパー・スパーク' },
      localized: { ja: { faces: [{ typeLine: 'クリーチャー — Armored Dragon' }, { typeLine: '呪文' }] } },
    });
  });

  it('answers to the same Japanese names, the file spelling among them, as a fresh import does', () => {
    expect(japaneseNamesOf(migrated)).toEqual(japaneseNamesOf(fresh));
  });

  it.each(['t:進化クリーチャー', 't:クロスギア', 't:サイキック・スーパー・クリーチャー'])(
    'search %s finds what it finds on a fresh import',
    (query) => {
      const names = (db: Db) =>
        searchCards(db, query, { limit: 1000 })
          .cards.map((c) => c.name)
          .sort();
      expect(names(migrated).length).toBeGreaterThan(0);
      expect(names(migrated)).toEqual(names(fresh));
    },
  );
});
