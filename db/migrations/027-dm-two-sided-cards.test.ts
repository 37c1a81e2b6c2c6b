// Duel Masters two-sided cards (DM 805 psychic, 807 dragheart, 809 禁断) from the real Ravenite CSV and ja-names.csv:
// a fresh import joins each card's sides into one card (engine/dm/two-sided.ts), each side with its own name, cost,
// power, civilizations, type and Japanese name (805.2, 807.2), found by either side's name (805.7), and names the cards
// whose back no row names. Migration 027 turns a file stored one side a card, as before, into the same cards.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles, type ImportSummary } from '../import/import.ts';
import { CardWriter } from '../import/writer.ts';
import { applyJaNames } from '../import/ja-names-overlay.ts';
import { searchCards } from '../search/search.ts';
import { findCardsByName } from '../cards.ts';
import { cardFromDmCsvRow } from '../../engine/dm/from-dm-csv.ts';
import { CardDataError } from '../../engine/cards/errors.ts';
import type { Card } from '../../engine/cards/types.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const [CSV, JA] = ['Ravenite0-All_Cards.csv', 'ja-names.csv'].map((f) => sharedPath('duelmasters', f));
const dir = tempDir('decklab-027-');
let fresh: Db;
let migrated: Db;
let summary: ImportSummary;

const cardsOf = (db: Db) =>
  new Map(
    (db.prepare("SELECT id, data FROM cards WHERE game = 'dm'").all() as { id: string; data: string }[]).map((r) => [
      r.id,
      JSON.parse(r.data) as Card,
    ]),
  );
const cardOf = (db: Db, id: string) => cardsOf(db).get(id)!;
const printingCard = (db: Db, id: string) =>
  db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(id) as string;

/** The import before two-sided cards: every CSV row its own record, written as read, then the Japanese names. */
function importAsBefore(db: Db): void {
  const rows = Papa.parse<Record<string, string>>(readFileSync(CSV, 'utf8'), { header: true, skipEmptyLines: true });
  db.transaction(() => {
    const writer = new CardWriter(db);
    rows.data.forEach((row, i) => {
      try {
        writer.writeRecord(cardFromDmCsvRow(row, i + 2));
      } catch (error) {
        if (!(error instanceof CardDataError)) throw error;
      }
    });
    writer.startOverlay();
    applyJaNames(db, writer, JA);
    writer.finish();
  })();
}

beforeAll(async () => {
  fresh = openDatabase(join(dir.dir, 'fresh.sqlite'));
  summary = await importCardFiles(fresh, [CSV, JA]);
  const file = join(dir.dir, 'schema26.sqlite');
  const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 26) });
  importAsBefore(legacy);
  expect(cardOf(legacy, 'dm:jonjo jon, the awakened adventurer').faces).toHaveLength(1);
  legacy.close();
  migrated = openDatabase(file);
});
afterAll(() => {
  migrated.close();
  fresh.close();
  dir.cleanup();
});

describe('Duel Masters two-sided cards in the card data (DM 805.2, 807.2)', () => {
  it('DM-37 33a/33b: Jon, Temporal Explorer awakens to Jonjo Jon, each side its own characteristics and Japanese name', () => {
    const jon = cardOf(fresh, 'dm:jon, temporal explorer');
    expect(jon.layout).toBe('two-sided');
    expect(jon.name).toBe('Jon, Temporal Explorer');
    expect(jon.faces.map((f) => [f.name, f.manaValue, f.power, f.colors, f.typeLine])).toEqual([
      ['Jon, Temporal Explorer', 3, '2000', ['nature'], 'Psychic Creature — Dreammate'],
      ['Jonjo Jon, the Awakened Adventurer', 5, '5000', ['fire'], 'Psychic Creature — Dreammate / Vehicle Bee'],
    ]);
    // DM 805.3: outside the battle zone the front is up, and the card's civilizations are its front's.
    expect(jon.dm).toMatchObject({ civilizations: ['nature'], cost: 3, power: 2000, zone: 'hyperspatial' });
    expect(jon.localizedNames.ja).toBe('時空の探検家ジョン');
    expect(jon.localized?.ja?.faces.map((f) => f.name)).toEqual([
      '時空の探検家ジョン',
      '冒険の覚醒者ジョンジョ・ジョン',
    ]);
    expect([printingCard(fresh, 'dm:DM-37:33a'), printingCard(fresh, 'dm:DM-37:33b')]).toEqual([jon.id, jon.id]);
    expect(cardsOf(fresh).has('dm:jonjo jon, the awakened adventurer')).toBe(false);
  });

  it('a dragheart with three sides (DM 807.1): Batorai Edge, Keep and Bushin, DMX-18 1a/1b/1c', () => {
    expect(cardOf(fresh, 'dm:batorai edge, blazing sword').faces.map((f) => f.typeLine.split(' — ')[0])).toEqual([
      'Dragheart Weapon',
      'Dragheart Fortress',
      'Dragheart Creature',
    ]);
  });

  it('禁断 (DM 809.1): Forbidden ~The Sealed X~ has Dokindam X on its other side', () => {
    expect(cardOf(fresh, 'dm:forbidden ~the sealed x~').faces[1]).toMatchObject({
      name: 'Dokindam X, The Legendary Forbidden',
      typeLine: expect.stringMatching(/^Forbidden Creature/) as unknown,
    });
  });

  it.each([
    ['Jonjo Jon, the Awakened Adventurer', 'Jon, Temporal Explorer'],
    ['冒険の覚醒者ジョンジョ・ジョン', 'Jon, Temporal Explorer'],
    ['Dokindam X, The Legendary Forbidden', 'Forbidden ~The Sealed X~'],
  ])('search and deck lists find %s as the two-sided card (DM 805.7)', (name, front) => {
    expect(searchCards(fresh, `!"${name}"`, { limit: 10 }).cards.map((c) => c.name)).toEqual([front]);
    expect(findCardsByName(fresh, name).map((c) => c.name)).toEqual([front]);
  });

  it('the import names the two-sided cards whose back no row names, kept one-sided (DMR-01 61a/61b)', () => {
    const names = summary.files[0].dmUnnamedBacks!;
    expect(names).toContain("Gil Porrima's Pliers");
    expect(names).not.toContain('Jon, Temporal Explorer');
    expect(names.length).toBe(22);
    expect(cardOf(fresh, "dm:gil porrima's pliers").faces).toHaveLength(1);
  });
});

describe('migration 027: two-sided cards stored a side a card read as a fresh import of the same files', () => {
  it('every Duel Masters card, its printings and names as a fresh import', () => {
    const expected = cardsOf(fresh);
    const cards = cardsOf(migrated);
    expect(cards.size).toBe(expected.size);
    for (const [id, card] of expected) expect(cards.get(id), id).toEqual(card);
    const printings = (db: Db) =>
      db.prepare("SELECT id || ' ' || card_id FROM printings WHERE id GLOB 'dm:*' ORDER BY 1").pluck().all();
    expect(printings(migrated)).toEqual(printings(fresh));
  });

  it('finds Jon by its back side name, in English and Japanese', () => {
    for (const name of ['Jonjo Jon, the Awakened Adventurer', '冒険の覚醒者ジョンジョ・ジョン'])
      expect(findCardsByName(migrated, name).map((c) => c.name)).toEqual(['Jon, Temporal Explorer']);
  });
});
