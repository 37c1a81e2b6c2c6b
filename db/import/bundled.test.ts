import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from '../open.ts';
import { join } from 'node:path';
import { ensureBundledData, loadBundledDataIfEmpty } from './bundled.ts';
import { openDatabase } from '../open.ts';
import { importCardFiles, type ImportSummary } from './import.ts';
import { openTempDb, snapshot } from '../../test/import-db.ts';
import type { Card } from '../../engine/cards/types.ts';
import { findCardsByName } from '../cards.ts';
import { listBoosterSets } from '../boosters.ts';
import { BUNDLED_SETS } from '../../scripts/make-bundle.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const { dir, cleanup } = tempDir();
let db: Db;
let loaded: ImportSummary | undefined;

beforeAll(() => {
  db = openTempDb(dir);
  loaded = ensureBundledData(db);
});
afterAll(() => {
  db.close();
  cleanup();
});

const KEPT_LANGUAGES = ['en', 'ja'];

function cardsWithLanguages(from: Db, langs: readonly string[]): Card[] {
  return (from.prepare('SELECT data FROM cards ORDER BY id').pluck().all() as string[]).map((data) => {
    const card = JSON.parse(data) as Card;
    return {
      ...card,
      localizedNames: Object.fromEntries(Object.entries(card.localizedNames).filter(([lang]) => langs.includes(lang))),
    };
  });
}

function namesIn(from: Db, langs: readonly string[]): unknown[] {
  return from
    .prepare(`SELECT * FROM card_names WHERE lang IN (${langs.map(() => '?').join(', ')}) ORDER BY card_id, lang, name`)
    .all(...langs);
}

/** Card names of a taw decklist: `N Name`, `COMMANDER: N Name [foil]`, annotations in brackets dropped. */
function deckNames(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^(?:COMMANDER: )?\d+ (.+?)(?: \[[^\]]*\])*\s*$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the bundled card data, loaded on first start', () => {
  it('loads into an empty database, every record read', () => {
    expect(loaded).toBeDefined();
    expect(loaded!.skipped).toBe(0);
    expect(loaded!.files.map((f) => f.format).sort()).toEqual(['duelmasters-json', 'mtgjson']);
  });

  it('has every basic land of KHM, snow-covered ones included (CR 205.4c: the Basic supertype)', () => {
    const khm = (
      JSON.parse(readFileSync(sharedPath('mtgjson/sets/KHM.json'), 'utf8')) as {
        data: { cards: { name: string; supertypes: string[] }[] };
      }
    ).data;
    const basics = [...new Set(khm.cards.filter((c) => c.supertypes.includes('Basic')).map((c) => c.name))];
    expect(basics).toHaveLength(10);
    for (const name of basics) {
      const [card] = findCardsByName(db, name);
      expect(card?.faces[0].supertypes, name).toContain('Basic');
    }
  });

  it('resolves every card of every shared commander precon decklist', () => {
    const decks = readdirSync(sharedPath('decks/plain-taw')).filter((f) => f.startsWith('cmd__'));
    expect(decks.length).toBeGreaterThan(0);
    for (const deck of decks) {
      for (const name of deckNames(sharedPath('decks/plain-taw', deck)))
        expect(findCardsByName(db, name), `${deck}: ${name}`).not.toHaveLength(0);
    }
  });

  it('has every Duel Masters card of the shared JSON', () => {
    const dm = (
      JSON.parse(readFileSync(sharedPath('duelmasters/Latepate64-DuelMastersCards.json'), 'utf8')) as {
        cards: { name: string }[];
      }
    ).cards;
    expect(db.prepare("SELECT COUNT(*) FROM cards WHERE game = 'dm'").pluck().get()).toBe(
      new Set(dm.map((c) => c.name)).size,
    );
  });

  it('holds the booster configurations of its sets that have them (MTGJSON `booster`)', () => {
    const withBoosters = BUNDLED_SETS.filter(
      (code) =>
        (
          JSON.parse(readFileSync(sharedPath('mtgjson/sets', `${code}.json`), 'utf8')) as {
            data: { booster?: unknown };
          }
        ).data.booster !== undefined,
    );
    expect(withBoosters).toHaveLength(9);
    expect(
      listBoosterSets(db)
        .map((s) => s.code)
        .sort(),
    ).toEqual([...withBoosters].sort());
  });

  it('does nothing once the database has cards', () => {
    const before = snapshot(db);
    expect(ensureBundledData(db)).toBeUndefined();
    expect(snapshot(db)).toEqual(before);
  });

  it('starts at once while another connection holds the write lock for an import, once the database has cards', () => {
    const importer = openDatabase(join(dir, 'decklab.sqlite'));
    importer.prepare('BEGIN IMMEDIATE').run();
    try {
      const started = performance.now();
      expect(loadBundledDataIfEmpty(db)).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      importer.prepare('ROLLBACK').run();
      importer.close();
    }
  });

  it('gives exactly the cards and printings of the original files it was stripped from', async () => {
    const original = openTempDb(dir, 'original.sqlite');
    await importCardFiles(original, [
      ...BUNDLED_SETS.map((code) => sharedPath('mtgjson/sets', `${code}.json`)),
      sharedPath('duelmasters/Latepate64-DuelMastersCards.json'),
    ]);
    const exact = ['sets', 'printings', 'legalities', 'booster_products', 'mtgjson_uuids'];
    expect(snapshot(db, exact)).toEqual(snapshot(original, exact));
    // The bundle keeps only the Japanese foreign names: everything else about the cards is the same.
    expect(cardsWithLanguages(db, KEPT_LANGUAGES)).toEqual(cardsWithLanguages(original, KEPT_LANGUAGES));
    expect(namesIn(db, KEPT_LANGUAGES)).toEqual(namesIn(original, KEPT_LANGUAGES));
    original.close();
  });
});
