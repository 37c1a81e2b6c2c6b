// Migration 029: commanders whose partner ability is a "Partner—[text]" (CR 702.124i from 2025), stored before Decklab
// read it, read it as a fresh import of the same file does. The file is Kaldheim Commander's real MTGJSON set with
// Miara's and Numa's partner line printed as later cards print theirs (the shared sets predate those cards).
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from '../search/search.ts';
import type { Card } from '../../engine/cards/types.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const REMINDER = '(You can have two commanders if both have this ability.)';
const PRINTED: Record<string, string> = {
  'Miara, Thorn of the Glade': `Partner—Survivors ${REMINDER}`,
  'Numa, Joraga Chieftain': `Partner—Friends forever ${REMINDER}`,
};
const dir = tempDir('decklab-029-');
let fresh: Db;
let migrated: Db;
let storedBefore: Card[];

const cardsOf = (db: Db) =>
  (db.prepare("SELECT data FROM cards WHERE game = 'mtg' ORDER BY id").pluck().all() as string[]).map(
    (data) => JSON.parse(data) as Card,
  );
const partnersOf = (db: Db) =>
  Object.keys(PRINTED).map((name) => cardsOf(db).find((c) => c.name === name)!.deck.partner);

beforeAll(async () => {
  const set = JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', 'KHC.json'), 'utf8')) as {
    data: { cards: { name: string; text?: string }[] };
  };
  for (const c of set.data.cards) if (c.name in PRINTED) c.text = c.text!.replace(/^Partner \(.*\)$/m, PRINTED[c.name]);
  const file = join(dir.dir, 'KHC.json');
  writeFileSync(file, JSON.stringify(set));
  fresh = openDatabase(join(dir.dir, 'fresh.sqlite'));
  await importCardFiles(fresh, [file]);
  const legacyFile = join(dir.dir, 'schema28.sqlite');
  const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 28) });
  await importCardFiles(legacy, [file]);
  // As an import before 029 stored them: the lines read as no partner ability.
  legacy
    .prepare(
      `UPDATE cards SET data = json_remove(data, '$.deck.partner') WHERE json_extract(data, '$.name') IN (${Object.keys(
        PRINTED,
      )
        .map(() => '?')
        .join(', ')})`,
    )
    .run(...Object.keys(PRINTED));
  storedBefore = cardsOf(legacy);
  legacy.close();
  migrated = openDatabase(legacyFile);
});
afterAll(() => {
  migrated.close();
  fresh.close();
  dir.cleanup();
});

describe('migration 029: a Partner—[text] ability stored unread reads as a fresh import reads it', () => {
  it('Partner—Survivors and Partner—Friends forever (CR 702.124g), stored without, are read; every card as fresh', () => {
    expect(storedBefore.filter((c) => c.name in PRINTED).map((c) => c.deck.partner)).toEqual([undefined, undefined]);
    expect(partnersOf(migrated)).toEqual([{ kind: 'partner-text', text: 'Survivors' }, { kind: 'friends-forever' }]);
    expect(cardsOf(migrated)).toEqual(cardsOf(fresh));
  });

  it('is:partner finds them after the migration, as after a fresh import', () => {
    const partners = (db: Db) => searchCards(db, 'is:partner', { limit: 50 }).cards.map((c) => c.name);
    expect(partners(fresh)).toEqual(expect.arrayContaining(Object.keys(PRINTED)));
    expect(partners(migrated)).toEqual(partners(fresh));
  });
});
