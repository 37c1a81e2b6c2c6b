// Japanese card text from the real MTGJSON set files (foreignData) and Scryfall's Japanese objects (printed_*),
// merged across records and shown field by field with English where the Japanese is missing.
import { describe, expect, it } from 'vitest';
import type { Card, CardRecord } from './types.ts';
import { cardsFromMtgjsonSet } from './from-mtgjson.ts';
import { cardFromScryfall } from './from-scryfall.ts';
import { mergeCardRecords } from './merge.ts';
import { displayedFace, displayedTypeLine } from './localized.ts';
import {
  mtgjsonSet,
  mtgjsonSetCodes,
  scryfallFile,
  type MtgjsonEntry,
  type ScryfallCard,
} from '../../test/real-cards.ts';

/** A set's records merged by card, as the importer stores them. */
function cardsOf(setCode: string): Map<string, Card> {
  const cards = new Map<string, Card>();
  for (const record of cardsFromMtgjsonSet(mtgjsonSet(setCode))) {
    const stored = cards.get(record.card.id);
    cards.set(record.card.id, stored ? mergeCardRecords({ card: stored, printings: [] }, record).card : record.card);
  }
  return cards;
}

function cardNamed(setCode: string, name: string): Card {
  const found = [...cardsOf(setCode).values()].find((c) => c.name === name);
  if (!found) throw new Error(`${name} not in ${setCode}`);
  return found;
}

/** The Japanese foreignData entry of the set file's entry for this face, read straight from the file. */
function japaneseEntry(setCode: string, faceName: string) {
  const entry = mtgjsonSet(setCode).cards.find(
    (c: MtgjsonEntry) => (c.faceName ?? c.name) === faceName && c.foreignData?.some((f) => f.language === 'Japanese'),
  );
  const ja = entry?.foreignData?.find((f) => f.language === 'Japanese');
  if (!ja) throw new Error(`${faceName} has no Japanese entry in ${setCode}`);
  return ja;
}

describe('Japanese text from MTGJSON foreignData', () => {
  it('a planeswalker (M21 Ugin, the Spirit Dragon): Japanese name, type line and loyalty text (CR 209, 606)', () => {
    const ugin = cardNamed('M21', 'Ugin, the Spirit Dragon');
    const ja = japaneseEntry('M21', 'Ugin, the Spirit Dragon');
    expect(ugin.localized?.ja?.faces).toEqual([{ name: ja.name, typeLine: ja.type, text: ja.text }]);
    expect(displayedFace(ugin, 0, 'ja').typeLine).toMatch(/^伝説のプレインズウォーカー/);
    expect(displayedFace(ugin, 0, 'ja').text).toContain('+2：');
    expect(displayedFace(ugin, 0, 'en')).toEqual({
      name: ugin.faces[0].name,
      typeLine: ugin.faces[0].typeLine,
      text: ugin.faces[0].text,
    });
  });

  it('a modal double-faced card (ZNR Emeria’s Call): each face its own Japanese name and type (CR 712.2)', () => {
    const card = cardNamed('ZNR', "Emeria's Call // Emeria, Shattered Skyclave");
    const front = japaneseEntry('ZNR', "Emeria's Call");
    const back = japaneseEntry('ZNR', 'Emeria, Shattered Skyclave');
    expect(card.localized?.ja?.faces.map((f) => f.name)).toEqual([front.faceName, back.faceName]);
    expect(displayedTypeLine(card, 'ja')).toBe(`${front.type} // ${back.type}`);
    expect(card.localizedNames.ja).toBe(`${front.faceName} // ${back.faceName}`);
  });

  it('falls back to English per field: a basic land has a Japanese type line but no Japanese text (10E Plains)', () => {
    const plains = cardNamed('10E', 'Plains');
    const ja = japaneseEntry('10E', 'Plains');
    expect(ja.text).toBeUndefined();
    expect(displayedFace(plains, 0, 'ja')).toEqual({ name: ja.name, typeLine: ja.type, text: plains.faces[0].text });
  });

  it('a card no entry of the set file translates has no Japanese text, and shows English in the Japanese UI', () => {
    const translated = new Set(
      mtgjsonSet('ELD')
        .cards.filter((c) => c.foreignData?.some((f) => f.language === 'Japanese'))
        .map((c) => c.identifiers.scryfallOracleId),
    );
    const untranslated = [...cardsOf('ELD').values()].filter((c) => !translated.has(c.id));
    expect(untranslated.length).toBeGreaterThan(0);
    for (const card of untranslated) {
      expect(card.localized).toBeUndefined();
      expect(displayedFace(card, 0, 'ja')).toEqual(displayedFace(card, 0, 'en'));
    }
  });

  it('every set file: each card with a Japanese type line in its file has it, and most cards have Japanese text', () => {
    let cards = 0,
      withText = 0,
      expected = 0;
    for (const code of mtgjsonSetCodes()) {
      const japaneseIds = new Set(
        mtgjsonSet(code)
          .cards.filter((c) => c.foreignData?.some((f) => f.language === 'Japanese' && f.type))
          .map((c) => c.identifiers.scryfallOracleId),
      );
      for (const card of cardsOf(code).values()) {
        cards++;
        if (japaneseIds.has(card.id)) expected++;
        if (card.localized?.ja?.faces.some((f) => f.typeLine)) withText++;
      }
    }
    expect(cards).toBe(5992);
    expect(withText).toBe(expected);
    expect(withText / cards).toBeGreaterThan(0.8);
  });
});

describe('Japanese text from Scryfall objects of lang "ja"', () => {
  const fireIce = scryfallFile('api-types-fixtures/Card/localized/SplitSpell.json') as ScryfallCard & {
    card_faces: Record<string, string>[];
  };

  it('a split card (Fire // Ice, UMA ja): printed_name, printed_type_line and printed_text of each face (CR 709.1)', () => {
    const { card } = cardFromScryfall(fireIce);
    expect(card.localized?.ja?.faces).toEqual(
      fireIce.card_faces.map((f) => ({ name: f.printed_name, typeLine: f.printed_type_line, text: f.printed_text })),
    );
    expect(displayedFace(card, 1, 'ja').name).toBe('氷');
    expect(displayedTypeLine(card, 'ja')).toBe('インスタント // インスタント');
    expect(displayedTypeLine(card, 'en')).toBe(card.typeLine);
  });

  it('an English object has no Japanese text; merged after the Japanese one it keeps it', () => {
    const japanese = cardFromScryfall(fireIce);
    const englishObject: ScryfallCard = { ...fireIce, lang: 'en', id: 'en-print' };
    for (const face of (englishObject.card_faces = fireIce.card_faces.map((f) => ({ ...f })))) {
      delete face.printed_name;
      delete face.printed_type_line;
      delete face.printed_text;
    }
    const english: CardRecord = cardFromScryfall(englishObject);
    expect(english.card.localized).toBeUndefined();
    const merged = mergeCardRecords(japanese, english).card;
    expect(merged.localized).toEqual(japanese.card.localized);
    expect(mergeCardRecords(english, japanese).card.localized).toEqual(japanese.card.localized);
  });

  it('a field missing on the newer record is kept from the older (per face, per field)', () => {
    const full = cardFromScryfall(fireIce);
    const namesOnly: CardRecord = {
      ...full,
      card: { ...full.card, localized: { ja: { faces: [{ name: '火' }, { name: '氷' }] } } },
    };
    expect(mergeCardRecords(full, namesOnly).card.localized).toEqual(full.card.localized);
  });
});
