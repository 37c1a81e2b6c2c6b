// Migration 010 on a schema-8 file whose cards keep their legalities as the sources wrote them (as the card readers
// stored them before they moved to our own Brawl keys): afterwards every card reads as a fresh import reads it,
// and search's f:brawl finds what the validator's 60-card Brawl accepts (CR 903.12b).
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import { getFormat } from '../../engine/formats/index.ts';
import { legalityOf } from '../../engine/formats/checks/common.ts';
import type { Card } from '../../engine/cards/types.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { mtgjsonSet, scryfallObjectsIn } from '../../test/real-cards.ts';

const dir = tempDir('decklab-010-');
afterAll(() => dir.cleanup());

const SCRYFALL_FILES = [
  'scooze/4c_cards.jsonl',
  'scooze/test_cards.jsonl',
  'api-types-fixtures/Card/all_parts/RenownedWeaponsmith.json',
];
const FILES = [sharedPath('mtgjson', 'sets', 'M21.json'), ...SCRYFALL_FILES.map((f) => sharedPath('scryfall', f))];

/** The format keys the MTGJSON reader filled in (as "not_legal") before 010. */
const KEYS_BEFORE_010 = [
  'standard',
  'future',
  'historic',
  'timeless',
  'gladiator',
  'pioneer',
  'explorer',
  'modern',
  'legacy',
  'pauper',
  'vintage',
  'penny',
  'commander',
  'oathbreaker',
  'standardbrawl',
  'brawl',
  'historicbrawl',
  'alchemy',
  'paupercommander',
  'duel',
  'oldschool',
  'premodern',
  'predh',
];

/** Each card's legalities as the readers stored them before 010, in import order (a later record wins). */
function legalitiesBefore010(): Map<string, Record<string, string>> {
  const stored = new Map<string, Record<string, string>>();
  for (const entry of mtgjsonSet('M21').cards) {
    const written = Object.fromEntries(Object.entries(entry.legalities).map(([k, v]) => [k, v.toLowerCase()]));
    stored.set(entry.identifiers.scryfallOracleId ?? '', {
      ...Object.fromEntries(KEYS_BEFORE_010.map((k) => [k, 'not_legal'])),
      ...written,
    });
  }
  for (const file of SCRYFALL_FILES)
    for (const object of scryfallObjectsIn(file)) if (object.oracle_id) stored.set(object.oracle_id, object.legalities);
  return stored;
}

const cardsOf = (db: Db) =>
  new Map(
    (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => {
      const card = JSON.parse(d) as Card;
      return [card.id, card] as const;
    }),
  );

describe("migration 010: stored legalities move to our own Brawl keys; the index gets every face's numbers", () => {
  it("a schema-8 file with the sources' keys reads like a fresh import afterwards, and f:brawl agrees with the validator", async () => {
    const fresh = openDatabase(join(dir.dir, 'fresh.sqlite'));
    await importCardFiles(fresh, FILES);
    const legacyFile = join(dir.dir, 'schema8.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 8) });
    copyCardRowsInto(legacy, join(dir.dir, 'fresh.sqlite'));
    const before = legalitiesBefore010();
    const update = legacy.prepare("UPDATE cards SET data = json_set(data, '$.legalities', json(?)) WHERE id = ?");
    let rewritten = 0;
    for (const id of cardsOf(legacy).keys()) {
      const legalities = before.get(id);
      if (legalities) rewritten += update.run(JSON.stringify(legalities), id).changes;
    }
    expect(rewritten).toBeGreaterThan(300);
    expect(
      legacy
        .prepare(`SELECT count(*) FROM cards WHERE json_type(data, '$.legalities.historicbrawl') IS NOT NULL`)
        .pluck()
        .get(),
    ).toBeGreaterThan(250);
    legacy.close();

    const db = openDatabase(legacyFile);
    const migrated = cardsOf(db);
    expect([...migrated.keys()].sort()).toEqual([...cardsOf(fresh).keys()].sort());
    for (const [id, card] of cardsOf(fresh))
      expect([card.name, migrated.get(id)!.legalities]).toEqual([card.name, card.legalities]);

    const brawl = getFormat('brawl')!.legality!.keys;
    const inBrawl = [...migrated.values()]
      .filter((c) => ['legal', 'restricted'].includes(legalityOf(c, brawl)))
      .map((c) => c.name)
      .sort();
    expect(inBrawl.length).toBeGreaterThan(20);
    for (const query of ['f:brawl', 'f:standardbrawl']) {
      expect(
        searchCards(db, query, { limit: 1000 })
          .cards.map((c) => c.name)
          .sort(),
        query,
      ).toEqual(inBrawl);
    }
    // search_faces is filled when the rebuilt index is first searched: the same answers as the fresh file's.
    for (const query of ['loy>=3', 'pow>tou']) {
      expect(
        searchCards(db, query, { limit: 1000 })
          .cards.map((c) => c.name)
          .sort(),
        query,
      ).toEqual(
        searchCards(fresh, query, { limit: 1000 })
          .cards.map((c) => c.name)
          .sort(),
      );
    }
    db.close();
    fresh.close();
  });
});
