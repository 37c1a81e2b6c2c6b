// Importing the same files again changes nothing: the same counts, no row twice, the same answers to searches, in
// every language, for each format the importer reads (Scryfall bulk JSON and JSON Lines, MTGJSON set files, Duel
// Masters JSON and CSV, and the Japanese names of Duel Masters printings).
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { openTempDb, snapshot } from '../../test/import-db.ts';
import { searchCards } from '../search/search.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-reimport-');
afterAll(cleanup);

/** Every card-data table an import writes, the search index's among them; `imports` logs each import and grows. */
function cardDataTables(db: Db): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' AND name <> 'imports'",
      )
      .pluck()
      .all() as string[]
  ).sort();
}

/**
 * The rows without the search index's own row numbers (card_search.sid, search_names.nid): a card whose records
 * merge within a file (a printing's other translation) gets its rows rebuilt, under new numbers, as it is written.
 */
function withoutRowIds(tables: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      rows
        .map((row) => {
          const { sid: _sid, nid: _nid, ...rest } = JSON.parse(row) as Record<string, unknown>;
          return JSON.stringify(rest);
        })
        .sort(),
    ]),
  );
}

const SEARCHES = [
  't:creature',
  'c:u',
  'o:"draw a card"',
  'f:standard r:mythic',
  'lang:ja',
  '大気の使徒フレイ',
  't:ドラゴン',
  'civ:fire',
  'name:forest unique:prints',
];

function answers(db: Db): Record<string, string[]> {
  return Object.fromEntries(
    SEARCHES.map((q) => {
      try {
        return [q, searchCards(db, q, { limit: 1000 }).cards.map((c) => c.id)];
      } catch (error) {
        return [q, [`refused: ${(error as Error).message}`]];
      }
    }),
  );
}

const FILES = {
  'Scryfall bulk JSON': [sharedPath('scryfall/scooze/default_cards.json')],
  'Scryfall JSON Lines and a 2019 set': [
    sharedPath('scryfall/scooze/4c_cards.jsonl'),
    sharedPath('scryfall/sets-2019/emn.json'),
  ],
  'MTGJSON set files': [sharedPath('mtgjson/sets/KHM.json'), sharedPath('mtgjson/sets/ZNR.json')],
  'Duel Masters JSON': [sharedPath('duelmasters/Latepate64-DuelMastersCards.json')],
  'Duel Masters CSV and its Japanese names': [
    sharedPath('duelmasters/Ravenite0-All_Cards.csv'),
    sharedPath('duelmasters/ja-names.csv'),
  ],
};

describe('importing the same files again', () => {
  for (const [kind, files] of Object.entries(FILES))
    it(`${kind}: the same counts, the same rows, the same search answers`, async () => {
      const db = openTempDb(dir, `${kind.replace(/\W+/g, '-')}.sqlite`);
      const first = await importCardFiles(db, files);
      const tables = cardDataTables(db);
      expect(tables).toEqual(expect.arrayContaining(['cards', 'printings', 'card_names', 'card_search']));
      const rows = withoutRowIds(snapshot(db, tables));
      const found = answers(db);
      expect(Object.values(found).some((ids) => ids.length > 0)).toBe(true);
      const second = await importCardFiles(db, files);
      expect({ ...second, files: second.files }).toEqual(first);
      expect(withoutRowIds(snapshot(db, tables))).toEqual(rows);
      expect(answers(db)).toEqual(found);
      expect(db.prepare('SELECT COUNT(*) FROM imports').pluck().get()).toBe(2 * first.files.length);
      db.close();
    });
});
