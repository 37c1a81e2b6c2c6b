// Files of an older schema holding real cards, for the tests of migrations that change what a card row or the
// search index stores: the cards of a file of the current schema, written in the columns an older one had.
import { join } from 'node:path';
import { cardDataFile, openDatabase, type Db } from '../db/open.ts';
import { MIGRATIONS } from '../db/migrations/index.ts';
import { importCardFiles } from '../db/import/import.ts';
import { searchCards } from '../db/search/search.ts';
import type { Card } from '../engine/cards/types.ts';
import { foldName } from '../engine/text/fold.ts';
import { colorMask, leadingNumber } from '../db/cards.ts';

/** The cards row of schemas 1–6 (migration 001 until 007 dropped all but id, game, name and data). */
function cardRowBefore007(data: string): unknown[] {
  const card = JSON.parse(data) as Card;
  const front = card.faces[0];
  return [
    card.id,
    card.game,
    card.name,
    foldName(card.name),
    card.layout,
    card.manaCost,
    card.manaValue,
    card.typeLine,
    card.text,
    colorMask(card.colors),
    colorMask(card.colorIdentity),
    card.dm ? card.dm.power : leadingNumber(front?.power),
    leadingNumber(front?.toughness),
    leadingNumber(front?.loyalty),
    data,
  ];
}

/**
 * Copies the card data of `current` (this schema) into `legacy` (a schema before 7, no cards yet): sets, cards,
 * their names and printings; with `withSearchIndex`, the search index too, every text variant written out as
 * schemas 2–7 stored them (before 008 made the repeated ones NULL).
 */
export function copyIntoLegacySchema(current: Db, legacy: Db, currentFile: string, withSearchIndex = false): void {
  legacy.prepare('ATTACH DATABASE ? AS current').run(cardDataFile(currentFile));
  legacy.transaction(() => {
    copyTable(legacy, 'sets');
    const insertCard =
      legacy.prepare(`INSERT INTO cards (id, game, name, name_folded, layout, mana_cost, mana_value, type_line,
      oracle_text, colors, color_identity, power, toughness, loyalty, data) VALUES (${Array(15).fill('?').join(', ')})`);
    for (const data of current.prepare('SELECT data FROM cards').pluck().all() as string[])
      insertCard.run(cardRowBefore007(data));
    for (const table of ['card_names', 'printings']) copyTable(legacy, table);
    if (!withSearchIndex) return;
    for (const table of ['search_formats', 'search_meta', 'card_search', 'search_names', 'search_keywords'])
      copyTable(legacy, table);
    legacy.exec(`INSERT INTO search_text (sid, full_oracle, oracle, full_self, oracle_self)
      SELECT sid, full_oracle, coalesce(oracle, full_oracle), coalesce(full_self, full_oracle), coalesce(oracle_self, oracle, full_self, full_oracle)
      FROM current.search_text`);
    for (const fts of ['search_names_fts', 'search_text_fts'])
      legacy.exec(`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`);
  })();
  legacy.exec('DETACH DATABASE current');
}

/** The rows of `current.<table>` in the legacy table's own columns: later migrations add some (013, 014, 017). */
function copyTable(legacy: Db, table: string): void {
  const columns = (legacy.pragma(`main.table_info(${table})`) as { name: string }[]).map((c) => c.name).join(', ');
  legacy.exec(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM current.${table}`);
}

/**
 * Copies the card rows of `currentFile` (this schema) into `legacy`, a file of schema 7 or 8 (whose card tables have
 * today's columns): sets, cards, their names and printings. The search index is left to be rebuilt, as after any
 * migration that changes it. Today's importer writes today's index, so an older file gets its cards this way.
 */
export function copyCardRowsInto(legacy: Db, currentFile: string): void {
  legacy.prepare('ATTACH DATABASE ? AS current').run(cardDataFile(currentFile));
  legacy.transaction(() => {
    for (const table of ['sets', 'cards', 'card_names', 'printings']) copyTable(legacy, table);
  })();
  legacy.exec('DETACH DATABASE current');
}

/** What a search answers on a file and on a fresh import of the same cards: the card names of each. */
export interface MigratedAnswer {
  query: string;
  fresh: string[];
  migrated: string[];
}

/**
 * For migrations that add to the search index: the cards of `cardFiles` imported into a fresh file, and copied
 * into a file of schema `schema` (`legacy` sees it before it is closed), which today's Decklab then migrates; each
 * query's answers on both files.
 */
export async function searchesAfterMigration(
  dir: string,
  cardFiles: readonly string[],
  schema: number,
  queries: readonly string[],
  legacy: (db: Db) => void = () => {},
): Promise<MigratedAnswer[]> {
  const freshFile = join(dir, 'fresh.sqlite');
  const fresh = openDatabase(freshFile);
  await importCardFiles(fresh, cardFiles);
  const legacyFile = join(dir, `schema${schema}.sqlite`);
  const old = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= schema) });
  copyCardRowsInto(old, freshFile);
  legacy(old);
  old.close();
  const migrated = openDatabase(legacyFile);
  const names = (db: Db, query: string) =>
    searchCards(db, query, { limit: 1000 })
      .cards.map((c) => c.name)
      .sort();
  const answers = queries.map((query) => ({ query, fresh: names(fresh, query), migrated: names(migrated, query) }));
  migrated.close();
  fresh.close();
  return answers;
}
