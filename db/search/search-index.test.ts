// The search index follows the card data whoever writes it: an upgraded file, a re-import, a deleted card,
// a new index version, another connection holding the write lock.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from './search.ts';
import { refreshSearchIndex, searchIndexIsStale } from './search-index.ts';
import type { Card } from '../../engine/cards/types.ts';
import { cardsFromMtgjsonSet } from '../../engine/cards/from-mtgjson.ts';
import { CardWriter } from '../import/writer.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { copyIntoLegacySchema } from '../../test/legacy-db.ts';
import { foldName } from '../../engine/text/fold.ts';

const dir = tempDir('decklab-search-index-');
afterAll(() => dir.cleanup());

const M21 = sharedPath('mtgjson', 'sets', 'M21.json');
const cardsOf = (db: Db) =>
  (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
const elves = (db: Db) =>
  cardsOf(db)
    .filter((c) => c.typeLine.includes('Elf'))
    .map((c) => c.name)
    .sort();
const found = (db: Db, query: string) =>
  searchCards(db, query, { limit: 1000 })
    .cards.map((c) => c.name)
    .sort();

describe('search index upkeep', () => {
  it('indexes the cards of a file made before search existed, on its first search', async () => {
    const sourceFile = join(dir.dir, 'm21.sqlite');
    const source = openDatabase(sourceFile);
    await importCardFiles(source, [M21]);
    const file = join(dir.dir, 'old.sqlite');
    const old = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version < 2) });
    copyIntoLegacySchema(source, old, sourceFile);
    old.close();
    source.close();
    const db = openDatabase(file);
    expect(searchIndexIsStale(db)).toBe(true);
    expect(found(db, 't:elf')).toEqual(elves(db));
    expect(searchIndexIsStale(db)).toBe(false);
    db.close();
  });

  it('keeps the cards and the index of a schema-6 file through migrations 7 to 12 (smaller card and text rows)', async () => {
    const sourceFile = join(dir.dir, 'm21-current.sqlite');
    const source = openDatabase(sourceFile);
    await importCardFiles(source, [M21, sharedPath('scryfall', 'sets-2019', 'war.json')]);
    const legacyFile = join(dir.dir, 'schema6.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 6) });
    copyIntoLegacySchema(source, legacy, sourceFile, true);
    expect(
      legacy.prepare('SELECT count(*) FROM search_text WHERE oracle_self = full_oracle').pluck().get(),
    ).toBeGreaterThan(100);
    legacy.close();
    // Up to 12: 013 and 015 add index columns, and the index versions that come with them rebuild the index.
    const db = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 12) });
    expect((db.pragma('table_info(cards)') as { name: string }[]).map((c) => c.name)).toEqual([
      'id',
      'game',
      'name',
      'data',
    ]);
    expect(cardsOf(db)).toEqual(cardsOf(source));
    expect(searchIndexIsStale(db)).toBe(false);
    // 008 leaves out the same repeated variants as the importer does (NULL), and nothing else.
    expect(indexSnapshot(db)).toEqual(
      indexSnapshot(source, ['produced', 'print_count', 'set_count', 'paper_print_count', 'paper_set_count']),
    );
    const nulls = db
      .prepare('SELECT count(*) FROM search_text WHERE oracle IS NULL AND full_self IS NULL AND oracle_self IS NULL')
      .pluck()
      .get();
    expect(nulls).toBeGreaterThan(100);
    for (const query of ['o:flying', 'o:~', 'fo:"enters the battlefield"', 'o:"~ deals"', 'fo:"(" o:draw']) {
      expect(found(db, query), query).toEqual(found(source, query));
    }
    expect(found(db, 'o:~').length).toBeGreaterThan(50);
    db.prepare("INSERT INTO search_text_fts (search_text_fts) VALUES ('integrity-check')").run();
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    source.close();
  });

  it('re-indexes only what changed: not for an update writing the same values, yes for a deleted card', async () => {
    const db = openDatabase(join(dir.dir, 'changes.sqlite'));
    await importCardFiles(db, [M21]);
    expect(found(db, 't:elf')).toEqual(elves(db));
    db.prepare('UPDATE printings SET rarity = rarity, set_code = set_code').run(); // an upsert writing the same values
    db.prepare('UPDATE cards SET data = data, name = name').run();
    expect(refreshSearchIndex(db)).toBe(0);
    const [victim] = elves(db);
    db.prepare('DELETE FROM cards WHERE name = ?').run(victim);
    expect(refreshSearchIndex(db)).toBe(1);
    expect(found(db, 't:elf')).toEqual(elves(db));
    expect(found(db, 't:elf')).not.toContain(victim);
    expect(searchCards(db, `!"${victim}"`).total).toBe(0);
    expect(searchCards(db, victim.slice(0, 6)).cards.map((c) => c.name)).not.toContain(victim); // through the names FTS table
    for (const fts of ['search_text_fts', 'search_names_fts'])
      db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('integrity-check')`).run();
    db.close();
  });

  it("rebuilds everything when the stored index version is not this code's", async () => {
    const db = openDatabase(join(dir.dir, 'version.sqlite'));
    await importCardFiles(db, [M21]);
    const before = found(db, 'o:"draw a card"');
    db.prepare("UPDATE search_meta SET value = 'older' WHERE key = 'version'").run();
    expect(refreshSearchIndex(db)).toBe(cardsOf(db).length);
    expect(found(db, 'o:"draw a card"')).toEqual(before);
    db.close();
  });

  it('answers from the index as it was while another connection holds the write lock', async () => {
    const file = join(dir.dir, 'busy.sqlite');
    const writer = openDatabase(file);
    await importCardFiles(writer, [M21]);
    const reader = openDatabase(file);
    reader.pragma('busy_timeout = 0');
    const before = found(reader, 't:elf');
    writer.prepare('DELETE FROM cards WHERE name = ?').run(before[0]);
    writer.prepare('BEGIN IMMEDIATE').run();
    expect(searchIndexIsStale(reader)).toBe(true);
    expect(found(reader, 't:elf')).toEqual(before.slice(1)); // the stale index still lists it; its card row is gone
    writer.prepare('COMMIT').run();
    expect(searchCards(reader, 't:elf').total).toBe(before.length - 1);
    expect(searchIndexIsStale(reader)).toBe(false);
    reader.close();
    writer.close();
  });

  it('an import writes the same index a rebuild from the stored cards writes, and both FTS tables pass their integrity check', async () => {
    const db = openDatabase(join(dir.dir, 'same.sqlite'));
    const files = [
      M21,
      sharedPath('mtgjson', 'sets', 'KHM.json'),
      sharedPath('scryfall', 'scooze', 'default_cards.json'),
      sharedPath('scryfall', 'api-types-fixtures', 'Card', 'localized', 'SplitSpell.json'),
      sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'),
    ];
    await importCardFiles(db, files);
    await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'ZNR.json')]); // a second import, into an index that has rows
    const imported = indexSnapshot(db);
    // Each card's first printing is the one SQL orders first (release date, set code without case, collector number).
    const firstBySql = db
      .prepare(
        `SELECT card_id, set_code, collector_number FROM (SELECT card_id, set_code, collector_number,
      row_number() OVER (PARTITION BY card_id ORDER BY released_at IS NULL, released_at, set_code, collector_number) AS n FROM printings) WHERE n = 1`,
      )
      .raw()
      .all();
    expect(
      db.prepare('SELECT card_id, first_set, first_number FROM card_search WHERE first_set IS NOT NULL').raw().all(),
    ).toEqual(expect.arrayContaining(firstBySql));
    expect(imported.cards.length).toBe(cardsOf(db).length);
    expect(imported.cards.some((row) => row.includes('"short_names":"ugin, the spirit dragon\\n精霊龍、ウギン"'))).toBe(
      true,
    );
    // Every name a card answers to (card_names) is among its search names, with the printed names no card row has.
    expect(
      db
        .prepare(
          `SELECT count(*) FROM card_names n JOIN card_search s ON s.card_id = n.card_id WHERE n.name_folded != ''
      AND NOT EXISTS (SELECT 1 FROM search_names m WHERE m.sid = s.sid AND m.name = n.name_folded)`,
        )
        .pluck()
        .get(),
    ).toBe(0);
    const names = new Set(
      db
        .prepare("SELECT card_id || ':' || name_folded FROM card_names WHERE name_folded != ''")
        .pluck()
        .all() as string[],
    );
    const printed = db
      .prepare('SELECT card_id, printed_name FROM printings WHERE printed_name IS NOT NULL')
      .raw()
      .all() as [string, string][];
    for (const [cardId, name] of printed) if (foldName(name) !== '') names.add(`${cardId}:${foldName(name)}`);
    expect(imported.names.length).toBe(names.size);
    // Cards whose later printings changed the printing part their row was first written with (another rarity).
    expect(
      db.prepare('SELECT count(*) FROM card_search WHERE rarity_mask & (rarity_mask - 1) != 0').pluck().get(),
    ).toBeGreaterThan(0);
    db.prepare("UPDATE search_meta SET value = 'older' WHERE key = 'version'").run();
    refreshSearchIndex(db);
    expect(indexSnapshot(db)).toEqual(imported);
    for (const fts of ['search_text_fts', 'search_names_fts'])
      db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('integrity-check')`).run();
    db.close();
  });
});

describe('a card with no printings (as MTGJSON AtomicCards gives them)', () => {
  it('gets its index rows when the writer finishes, the rows a rebuild writes', () => {
    const db = openDatabase(join(dir.dir, 'unprinted.sqlite'));
    const set = (JSON.parse(readFileSync(M21, 'utf8')) as { data: unknown }).data;
    const records = cardsFromMtgjsonSet(set).slice(0, 40);
    const writer = new CardWriter(db);
    records.forEach((record, i) => writer.writeRecord(i % 2 === 0 ? { card: record.card, printings: [] } : record));
    // One of them again with a name more, before any printing of it: merged, so its rows are rebuilt at the end.
    const [first] = records;
    writer.writeRecord({
      card: { ...first.card, localizedNames: { ...first.card.localizedNames, fr: `${first.card.name} (fr)` } },
      printings: [],
    });
    writer.finish();
    expect(db.prepare('SELECT count(*) FROM search_text').pluck().get()).toBe(40);
    expect(found(db, `"${first.card.name} (fr)"`)).toEqual([first.card.name]);
    const unprinted = db
      .prepare('SELECT count(*) FROM card_search WHERE rarity_rank IS NULL AND first_set IS NULL')
      .pluck()
      .get();
    expect(unprinted).toBe(20);
    expect(found(db, 'o:"you"').length).toBeGreaterThan(0);
    const imported = indexSnapshot(db);
    expect(imported.cards.length).toBe(40);
    db.prepare("UPDATE search_meta SET value = 'older' WHERE key = 'version'").run();
    refreshSearchIndex(db);
    expect(indexSnapshot(db)).toEqual(imported);
    db.close();
  });
});

/**
 * Every index row, by card id rather than by sid and nid (which differ from one build to the next); `leaveOut`
 * names card_search columns a file of an older schema does not have.
 */
function indexSnapshot(db: Db, leaveOut: readonly string[] = []): Record<string, string[]> {
  const rows = (sql: string) => (db.prepare(sql).all() as object[]).map((r) => JSON.stringify(r)).sort();
  return {
    cards: rows('SELECT * FROM card_search')
      .map((row) => {
        const values: Record<string, unknown> = { ...(JSON.parse(row) as Record<string, unknown>), sid: undefined };
        for (const column of leaveOut) delete values[column];
        return JSON.stringify(values);
      })
      .sort(),
    text: rows(
      'SELECT s.card_id, t.full_oracle, t.oracle, t.full_self, t.oracle_self FROM search_text t JOIN card_search s USING (sid)',
    ),
    names: rows('SELECT s.card_id, n.name FROM search_names n JOIN card_search s USING (sid)'),
    keywords: rows('SELECT s.card_id, k.keyword FROM search_keywords k JOIN card_search s USING (sid)'),
  };
}
