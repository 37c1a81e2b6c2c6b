// The sources' Brawl keys changed meaning (CR 903.12b: Brawl uses the Standard card pool): every card read from the
// real data of both vintages ends up under Decklab's own keys, "brawl" (60 cards) and "brawl-100" (Arena's 100 cards).
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/types.ts';
import { cardsFromMtgjsonSet } from '../cards/from-mtgjson.ts';
import { cardFromScryfall } from '../cards/from-scryfall.ts';
import { isGameCardLayout } from './layouts.ts';
import { legalityKey, mtgjsonBrawlNaming, scryfallBrawlNaming } from './legalities.ts';
import {
  mtgjsonSet,
  mtgjsonSetCodes,
  scryfallCardObjects,
  scryfallObjectsIn,
  type MtgjsonEntry,
} from '../../test/real-cards.ts';

const SOURCE_ONLY_KEYS = ['standardbrawl', 'historicbrawl'];

/** Each MTGJSON card entry (front faces; a card's legalities are the same on each face) with the card read from its set. */
let entries: { entry: MtgjsonEntry; card: Card }[] | undefined;
function mtgjsonEntries() {
  return (entries ??= mtgjsonSetCodes().flatMap((code) => {
    const byId = new Map(cardsFromMtgjsonSet(mtgjsonSet(code)).map((r) => [r.card.id, r.card]));
    return mtgjsonSet(code)
      .cards.filter((e) => byId.has(e.identifiers.scryfallOracleId ?? ''))
      .map((entry) => ({ entry, card: byId.get(entry.identifiers.scryfallOracleId ?? '')! }));
  }));
}

const scryfallGameCards = () => scryfallCardObjects().filter(({ object }) => isGameCardLayout(object.layout));

/** MTGJSON's form of a Scryfall legalities object: capitalised, formats where the card is not legal left out. */
const asMtgjson = (legalities: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(legalities)
      .filter(([, v]) => v !== 'not_legal')
      .map(([k, v]) => [k, v === 'legal' ? 'Legal' : v === 'banned' ? 'Banned' : 'Restricted']),
  );

describe('CR 903.12b: Brawl legality under our own keys, whatever vintage the data is', () => {
  it('MTGJSON 5.2.0 (2022): "brawl" is 60-card Brawl for every card, also those without "historicbrawl"', () => {
    const entries = mtgjsonEntries();
    const brawlListed = entries.filter(({ entry }) => entry.legalities.brawl !== undefined);
    const withoutHistoric = brawlListed.filter(({ entry }) => entry.legalities.historicbrawl === undefined);
    expect(withoutHistoric.length).toBeGreaterThan(50); // the Standard-legal cards a 60-card Brawl deck refused
    for (const { entry, card } of brawlListed)
      expect([entry.name, card.legalities.brawl]).toEqual([entry.name, entry.legalities.brawl.toLowerCase()]);
    for (const { entry, card } of entries) {
      expect([entry.name, card.legalities['brawl-100']]).toEqual([
        entry.name,
        entry.legalities.historicbrawl?.toLowerCase() ?? 'not_legal',
      ]);
      for (const key of SOURCE_ONLY_KEYS) expect(card.legalities[key]).toBeUndefined();
    }
  });

  it('a banned card stays banned (Omnath, Locus of Creation: banned in Brawl, with no "historicbrawl" at all)', () => {
    const omnath = mtgjsonEntries().find(({ entry }) => entry.name === 'Omnath, Locus of Creation')!;
    expect(omnath.entry.legalities).toMatchObject({ brawl: 'Banned' });
    expect(omnath.entry.legalities.historicbrawl).toBeUndefined();
    expect(omnath.card.legalities).toMatchObject({ brawl: 'banned', 'brawl-100': 'not_legal' });
  });

  it('Scryfall objects are read by their own shape: 2019, 2023 (no "historicbrawl") and 2024 (with "standardbrawl")', () => {
    const objects = scryfallGameCards();
    const byNaming = { 'before-rename': 0, 'after-rename': 0 };
    for (const { file, object } of objects) {
      const naming = scryfallBrawlNaming(object.legalities);
      byNaming[naming]++;
      const { legalities } = cardFromScryfall(object).card;
      const expected =
        naming === 'after-rename'
          ? { brawl: object.legalities.standardbrawl, 'brawl-100': object.legalities.brawl }
          : {
              brawl: object.legalities.brawl ?? 'not_legal',
              'brawl-100': object.legalities.historicbrawl ?? 'not_legal',
            };
      expect([file, object.name, legalities.brawl, legalities['brawl-100']]).toEqual([
        file,
        object.name,
        expected.brawl,
        expected['brawl-100'],
      ]);
      for (const key of SOURCE_ONLY_KEYS) expect(legalities[key]).toBeUndefined();
    }
    expect(byNaming['before-rename']).toBeGreaterThan(2000);
    expect(byNaming['after-rename']).toBeGreaterThan(10);
  });

  it('scooze\'s 2023 bulk objects say "brawl" for Standard Brawl: a Standard-legal card is legal in our 60-card Brawl', () => {
    const standardLegal = scryfallObjectsIn('scooze/4c_cards.jsonl').filter((o) => o.legalities.standard === 'legal');
    expect(standardLegal.length).toBeGreaterThan(3);
    for (const object of standardLegal)
      expect(cardFromScryfall(object).card.legalities).toMatchObject({ brawl: 'legal', 'brawl-100': 'not_legal' });
  });

  it("MTGJSON after the rename is told by its legalities: the 2022 sets read as before it, the 2024 objects' legalities in MTGJSON form as after it", () => {
    for (const code of mtgjsonSetCodes()) {
      expect([code, mtgjsonBrawlNaming(mtgjsonSet(code).cards.map((e) => e.legalities))]).toEqual([
        code,
        'before-rename',
      ]);
    }
    // An Arena card outside Standard, in the 100-card Brawl: "brawl" without "standard" can only be the new naming.
    const arenaOnly = scryfallObjectsIn('scooze/4c_cards.jsonl').find(
      (o) => o.legalities.historic === 'legal' && o.legalities.standard !== 'legal',
    )!;
    const inHundredCardBrawl = { ...asMtgjson(arenaOnly.legalities), brawl: 'Legal' };
    expect(mtgjsonBrawlNaming([inHundredCardBrawl])).toBe('after-rename');
    const standardLegal = scryfallObjectsIn('scooze/4c_cards.jsonl').find((o) => o.legalities.standard === 'legal')!;
    expect(mtgjsonBrawlNaming([{ ...asMtgjson(standardLegal.legalities), standardbrawl: 'Legal' }])).toBe(
      'after-rename',
    );
    expect(mtgjsonBrawlNaming([asMtgjson(standardLegal.legalities)])).toBe('before-rename');
  });

  it('search names: f:standardbrawl is our "brawl", f:historicbrawl our "brawl-100"; other formats are their own key', () => {
    expect(['standardbrawl', 'historicbrawl', 'Brawl', 'brawl-100', 'modern'].map(legalityKey)).toEqual([
      'brawl',
      'brawl-100',
      'brawl',
      'brawl-100',
      'modern',
    ]);
  });
});
