import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Db } from '../open.ts';
import { importCardFiles, type ImportSummary } from './import.ts';
import { openTempDb } from '../../test/import-db.ts';
import { findCardsByName, getCard } from '../cards.ts';
import { searchCards } from '../search/search.ts';
import { COLORS } from '../../engine/cards/types.ts';
import { withoutRubyReadings } from '../../engine/cards/localized.ts';
import { legalityKey } from '../../engine/mtg/legalities.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

interface MtgjsonCard {
  name: string;
  faceName?: string;
  side?: string;
  layout: string;
  manaValue: number;
  colorIdentity: string[];
  legalities: Record<string, string>;
  number: string;
  uuid: string;
  identifiers: { scryfallId?: string; scryfallOracleId: string };
  foreignData?: { language: string; name: string }[];
}
interface MtgjsonSet {
  code: string;
  name: string;
  releaseDate: string;
  cards: MtgjsonCard[];
}

const SET_DIR = sharedPath('mtgjson/sets');
const SET_FILES = readdirSync(SET_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const sets = new Map<string, MtgjsonSet>(
  SET_FILES.map((f) => [
    f.replace('.json', ''),
    (JSON.parse(readFileSync(join(SET_DIR, f), 'utf8')) as { data: MtgjsonSet }).data,
  ]),
);

const { dir, cleanup } = tempDir();
let db: Db;
let summary: ImportSummary;

beforeAll(async () => {
  db = openTempDb(dir);
  summary = await importCardFiles(
    db,
    SET_FILES.map((f) => join(SET_DIR, f)),
  );
});
afterAll(() => {
  db.close();
  cleanup();
});

/** A card of each layout, named by its set and its front face, with what the set file says about it. */
const NAMED_CARDS = [
  { set: 'DGM', face: 'Alive', layout: 'split' },
  { set: 'AKH', face: 'Dusk', layout: 'aftermath' },
  { set: 'ZNR', face: "Emeria's Call", layout: 'modal_dfc' },
  { set: 'ELD', face: 'Giant Killer', layout: 'adventure' },
  { set: 'CHK', face: 'Bushi Tenderfoot', layout: 'flip' },
  { set: 'MID', face: 'Ambitious Farmhand', layout: 'transform' },
  { set: 'EMN', face: 'Bruna, the Fading Light', layout: 'meld' },
  { set: 'EMN', face: 'Brisela, Voice of Nightmares', layout: 'meld' },
  { set: 'AFR', face: 'Cleric Class', layout: 'class' },
  { set: 'WAR', face: 'Tezzeret, Master of the Bridge', layout: 'normal' },
];

function entriesOf(set: string, face: string): MtgjsonCard[] {
  const front = sets.get(set)!.cards.find((c) => (c.faceName ?? c.name) === face)!;
  return sets.get(set)!.cards.filter((c) => c.name === front.name && c.number === front.number);
}

/** CR 903.4: identity in WUBRG order. */
function wubrg(colors: readonly string[]): string[] {
  return COLORS.filter((c) => colors.includes(c));
}

describe('importing every MTGJSON set file of shared/data', () => {
  it('writes one printing per physical card of each set (faces share a Scryfall id)', () => {
    for (const [code, set] of sets) {
      const expected = new Set(set.cards.map((c) => c.identifiers.scryfallId ?? c.uuid)).size;
      const stored = (db.prepare('SELECT COUNT(*) AS n FROM printings WHERE set_code = ?').get(code) as { n: number })
        .n;
      expect(stored, code).toBe(expected);
    }
  });

  it('writes one card per Scryfall oracle id across all sets, and reports them', () => {
    const oracleIds = new Set([...sets.values()].flatMap((s) => s.cards.map((c) => c.identifiers.scryfallOracleId)));
    expect((db.prepare("SELECT COUNT(*) AS n FROM cards WHERE game = 'mtg'").get() as { n: number }).n).toBe(
      oracleIds.size,
    );
    expect(summary.cards).toBe(oracleIds.size);
    expect(summary.files.map((f) => f.format)).toEqual(SET_FILES.map(() => 'mtgjson'));
  });

  it('records every set with its name and release date', () => {
    for (const set of sets.values()) {
      expect(db.prepare('SELECT name, released_at AS releasedAt FROM sets WHERE code = ?').get(set.code)).toEqual({
        name: set.name,
        releasedAt: set.releaseDate,
      });
    }
  });

  for (const named of NAMED_CARDS) {
    it(`${named.layout}: ${named.face} (${named.set}) has the faces, mana value (CR 202.3), identity (CR 903.4) and legalities of its set file`, () => {
      const entries = entriesOf(named.set, named.face);
      const front = entries.find(
        (e) => e.side === undefined || e.side === 'a' || (e.faceName ?? e.name) === named.face,
      )!;
      const cardId = front.identifiers.scryfallOracleId;
      const card = getCard(db, cardId)!;
      expect(card.layout).toBe(named.layout);
      // CR 712.4: a meld card's parts and its result are separate cards, each one face.
      const faceNames = named.layout === 'meld' ? [named.face] : entries.map((e) => e.faceName ?? e.name);
      expect(card.faces.map((f) => f.name)).toEqual(faceNames);
      expect(card.manaValue).toBe(front.manaValue);
      expect(card.colorIdentity).toEqual(wubrg(front.colorIdentity));
      const stored = Object.fromEntries(
        (
          db.prepare('SELECT format, status FROM legalities WHERE card_id = ?').all(cardId) as {
            format: string;
            status: string;
          }[]
        ).map((r) => [r.format, r.status]),
      );
      // The 2022 files' "brawl" is our 60-card Brawl, their "historicbrawl" our "brawl-100".
      for (const [format, status] of Object.entries(front.legalities))
        expect(stored[legalityKey(format)], format).toBe(status.toLowerCase());
      for (const face of faceNames) expect(findCardsByName(db, face).map((c) => c.id)).toContain(cardId);
    });
  }

  it('answers to the Japanese name of every KHM card that has one (MTGJSON foreignData)', () => {
    const withJapanese = sets
      .get('KHM')!
      .cards.filter((c) => c.side === undefined && c.foreignData?.some((f) => f.language === 'Japanese'));
    expect(withJapanese.length).toBeGreaterThan(0);
    for (const c of withJapanese) {
      const ja = c.foreignData!.find((f) => f.language === 'Japanese')!.name;
      expect(
        findCardsByName(db, ja).map((found) => found.id),
        ja,
      ).toContain(c.identifiers.scryfallOracleId);
    }
  });

  it('answers to each Japanese name of a card its printings translate differently, and finds it by each in search', () => {
    const printedNames = new Map<string, Set<string>>();
    for (const set of sets.values()) {
      for (const c of set.cards.filter((card) => card.side === undefined)) {
        const printed = c.foreignData?.find((f) => f.language === 'Japanese')?.name;
        const ja = printed && withoutRubyReadings(printed);
        if (ja)
          printedNames.set(
            c.identifiers.scryfallOracleId,
            (printedNames.get(c.identifiers.scryfallOracleId) ?? new Set()).add(ja),
          );
      }
    }
    const translatedTwice = [...printedNames].filter(([, names]) => names.size > 1);
    expect(translatedTwice.map(([id]) => getCard(db, id)?.name)).toContain('Netherese Puzzle-Ward');
    for (const [id, names] of translatedTwice) {
      for (const ja of names) {
        expect(
          findCardsByName(db, ja).map((found) => found.id),
          ja,
        ).toContain(id);
        expect(
          searchCards(db, `!"${ja}"`).cards.map((found) => found.id),
          ja,
        ).toContain(id);
      }
    }
  });
});

describe('MTGJSON AllPrintings and AtomicCards, streamed one set or one name at a time', () => {
  const twoSets = ['KHC', 'ZNC'];

  it('imports an AllPrintings file (gzip) like the set files it holds', async () => {
    const file = join(dir, 'AllPrintings.json.gz');
    writeFileSync(
      file,
      gzipSync(
        JSON.stringify({ meta: { version: '5.2.0' }, data: Object.fromEntries(twoSets.map((s) => [s, sets.get(s)])) }),
      ),
    );
    const fresh = openTempDb(dir, 'all-printings.sqlite');
    const result = await importCardFiles(fresh, [file]);
    const expectedPrintings = new Set(twoSets.flatMap((s) => sets.get(s)!.cards.map((c) => c.identifiers.scryfallId)))
      .size;
    const expectedCards = new Set(twoSets.flatMap((s) => sets.get(s)!.cards.map((c) => c.identifiers.scryfallOracleId)))
      .size;
    expect(result).toMatchObject({ cards: expectedCards, printings: expectedPrintings, skipped: 0 });
    expect(result.files[0].records).toBe(twoSets.length);
    fresh.close();
  });

  it('imports an AtomicCards file: one card per name, no printings', async () => {
    const atomic: Record<string, MtgjsonCard[]> = {};
    for (const c of twoSets.flatMap((s) => sets.get(s)!.cards)) {
      const faces = (atomic[c.name] ??= []);
      if (!faces.some((f) => f.side === c.side)) faces.push(c);
    }
    const file = join(dir, 'AtomicCards.json');
    writeFileSync(file, JSON.stringify({ meta: { version: '5.2.0' }, data: atomic }));
    const fresh = openTempDb(dir, 'atomic.sqlite');
    const result = await importCardFiles(fresh, [file]);
    expect(result).toMatchObject({ cards: Object.keys(atomic).length, printings: 0, skipped: 0 });
    expect(result.files[0].records).toBe(Object.keys(atomic).length);
    fresh.close();
  });
});

describe('a set the normalizer refuses over one bad card', () => {
  it('imports every other card of the set and reports the bad one with its collector number', async () => {
    const khc = structuredClone(sets.get('KHC')!);
    const broken = khc.cards[5];
    delete (broken as Partial<MtgjsonCard>).layout;
    const file = join(dir, 'KHC-broken.json');
    writeFileSync(file, JSON.stringify({ meta: {}, data: khc }));
    const fresh = openTempDb(dir, 'broken.sqlite');
    const result = await importCardFiles(fresh, [file]);
    const sameNumber = khc.cards.filter((c) => c.number === broken.number);
    expect(result.printings).toBe(
      new Set(khc.cards.filter((c) => c.number !== broken.number).map((c) => c.identifiers.scryfallId)).size,
    );
    expect(result.skipped).toBe(1);
    expect(result.warnings[0].message).toContain(`set "KHC", number "${broken.number}": `);
    expect(sameNumber.length).toBeGreaterThan(0);
    fresh.close();
  });
});
