// Real Scryfall objects of every layout and all three schemas (current API, 2019, scooze 2023-24).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardFromScryfall, printingFromScryfall, scryfallRepeatKey } from './from-scryfall.ts';
import { CardDataError, NonGameObjectError } from './errors.ts';
import { scryfallCardObjects, scryfallFile, scryfallObjectsIn, type ScryfallCard } from '../../test/real-cards.ts';

const fixture = (path: string) => scryfallFile(`api-types-fixtures/${path}.json`) as ScryfallCard;
const fromFixture = (path: string) => cardFromScryfall(fixture(`Card/layouts/${path}`));
function objectNamed(file: string, name: string): ScryfallCard {
  const object = scryfallObjectsIn(file).find((o) => o.name === name);
  if (!object) throw new Error(`${name} not in ${file}`);
  return object;
}

/** The error a call throws (the test fails when it throws nothing). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

describe('Scryfall card objects → card and printing', () => {
  it('split (Odds // Ends): faces in order, both costs "A // B", mana value 2 + 5 (CR 709.4, 202.3d)', () => {
    const { card } = fromFixture('SplitSpell/OddsAndEnds');
    expect(card.name).toBe('Odds // Ends');
    expect(card.faces.map((f) => [f.name, f.manaCost, f.manaValue])).toEqual([
      ['Odds', '{U}{R}', 2],
      ['Ends', '{3}{R}{W}', 5],
    ]);
    expect(card.manaCost).toBe('{U}{R} // {3}{R}{W}');
    expect(card.manaValue).toBe(7);
    expect(card.colors).toEqual(['W', 'U', 'R']);
  });

  it('aftermath: Scryfall files it under "split"; the second half\'s "Aftermath" makes it aftermath (CR 702.127)', () => {
    const object = objectNamed('sets-2019/akh.json', 'Failure // Comply');
    expect(object.layout).toBe('split');
    expect(cardFromScryfall(object).card.layout).toBe('aftermath');
    expect(fromFixture('SplitSpell/Aftermath/DrivenToDespair').card.layout).toBe('aftermath');
    expect(fromFixture('SplitSpell/LifeAndDeath').card.layout).toBe('split');
  });

  it('transform (Elbrus): front mana value 7; the colorless front and black indicated back give identity B (CR 712.8e, 903.4d)', () => {
    const { card } = fromFixture('Transform/Elbrus');
    expect(card.faces.map((f) => [f.name, f.manaValue, f.colors, f.colorIndicator])).toEqual([
      ['Elbrus, the Binding Blade', 7, [], undefined],
      ['Withengar Unbound', 7, ['B'], ['B']],
    ]);
    expect(card.manaValue).toBe(7);
    expect(card.colors).toEqual([]);
    expect(card.colorIdentity).toEqual(['B']);
    expect(card.typeLine).toBe('Legendary Artifact — Equipment // Legendary Creature — Demon');
  });

  it('modal DFC (Esika): front face only for mana value and color, every face for identity (CR 712.8a, 903.4d)', () => {
    const { card } = fromFixture('ModalDfc/Esika');
    expect([card.manaValue, card.colors, card.colorIdentity]).toEqual([3, ['G'], ['W', 'U', 'B', 'R', 'G']]);
    expect(card.deck.canBeCommander).toBe(true);
  });

  it("adventure (Beanstalk Giant): the creature's cost is the card's, the adventure keeps its own (CR 715.4)", () => {
    const { card } = fromFixture('Adventure/BeanstalkGiant');
    expect(card.faces.map((f) => [f.name, f.manaValue])).toEqual([
      ['Beanstalk Giant', 7],
      ['Fertile Footsteps', 3],
    ]);
    expect([card.manaCost, card.manaValue]).toEqual(['{6}{G}', 7]);
  });

  it('flip (Akki Lavarunner): the flipped face is legendary, same mana value and color (CR 710.1c)', () => {
    const { card } = fromFixture('Flip/AkkiLavarunner');
    expect(card.faces.map((f) => [f.name, f.supertypes, f.manaValue, f.colors])).toEqual([
      ['Akki Lavarunner', [], 4, ['R']],
      ['Tok-Tok, Volcano Born', ['Legendary'], 4, ['R']],
    ]);
  });

  it("meld (Bruna, Gisela, Brisela): three single-faced cards; the result's mana value is its parts' total (CR 202.3c)", () => {
    const [bruna, gisela, brisela] = ['Meld/Bruna', 'Meld/Gisela', 'Meld/Brisela'].map((p) => fromFixture(p).card);
    expect([bruna.faces.length, gisela.faces.length, brisela.faces.length]).toEqual([1, 1, 1]);
    expect(brisela.manaCost).toBe('');
    expect(brisela.manaValue).toBe(bruna.manaValue + gisela.manaValue);
    expect(brisela.colorIdentity).toEqual(['W']);
  });

  it('reversible card (Okaun): the card is the oracle card of its sides (id from card_faces[0].oracle_id), not "A // A"', () => {
    const object = fixture('Card/layouts/ReversibleCard/Okaun');
    const { card, printings } = cardFromScryfall(object);
    expect(object.oracle_id).toBeUndefined();
    expect(card.id).toBe(object.card_faces![0].oracle_id);
    expect([card.name, card.layout, card.faces.length]).toEqual(['Okaun, Eye of Chaos', 'normal', 1]);
    expect(card.deck.partner).toEqual({ kind: 'partner-with', name: 'Zndrsplt, Eye of Wisdom' });
    expect(printings[0].id).toBe(object.id);
  });

  it('takes the Japanese printed name of a split card from its faces (Fire // Ice → 火 // 氷)', () => {
    const object = fixture('Card/localized/SplitSpell');
    const { card, printings } = cardFromScryfall(object);
    const printed = object.card_faces!.map((f) => f.printed_name).join(' // ');
    expect(card.name).toBe('Fire // Ice');
    expect(card.localizedNames).toEqual({ ja: printed });
    expect(printings[0]).toMatchObject({ lang: 'ja', printedName: printed, set: 'uma', collectorNumber: '225' });
  });

  it('keeps English printings without a printed name', () => {
    const { card, printings } = fromFixture('Normal/Spell/LightningBolt');
    expect(card.localizedNames).toEqual({});
    expect(printings[0].printedName).toBeUndefined();
  });

  it('reads the 2019 schema: finishes from the foil flags, no keywords, produced mana from the text', () => {
    const object = objectNamed('sets-2019/grn.json', 'Overgrown Tomb');
    const { card, printings } = cardFromScryfall(object);
    expect([object.finishes, object.keywords, object.produced_mana]).toEqual([undefined, undefined, undefined]);
    expect(printings[0].finishes).toEqual(['nonfoil', 'foil'].filter((f) => object[f]));
    expect(card.keywords).toEqual([]);
    expect(card.producedMana).toEqual(['B', 'G']);
    expect(card.faces[0].subtypes).toEqual(['Swamp', 'Forest']);
  });

  it('reads the scooze 2023-24 objects: keywords, produced_mana and the Spanish printed name', () => {
    const arlinn = cardFromScryfall(
      objectNamed('scooze/test_cards.jsonl', "Arlinn, the Pack's Hope // Arlinn, the Moon's Fury"),
    );
    expect(arlinn.card.producedMana).toEqual(['R', 'G']);
    const python = objectNamed('scooze/test_cards.jsonl', 'Python');
    expect(cardFromScryfall(python).card.localizedNames).toEqual({ es: python.printed_name });
  });

  it('reads booster, oversized and promo_types: a plane, Planeswalker Deck cards, a convention promo', () => {
    const printingOf = (object: ScryfallCard) => cardFromScryfall(object).printings[0];
    const esper = printingOf(fixture('Card/layouts/Planar/Esper'));
    expect([esper.oversized, esper.booster, esper.promoTypes]).toEqual([true, false, undefined]);
    // Sold in a Planeswalker Deck, not in boosters.
    for (const name of ['Elite Arrester', "Gideon's Company"]) {
      const printing = printingOf(objectNamed('api-types-fixtures/List/Soldiers.json', name));
      expect([printing.oversized, printing.booster, printing.promoTypes]).toEqual([false, false, ['planeswalkerdeck']]);
    }
    const bontu = printingOf(fixture('Card/finishes/Glossy'));
    expect([bontu.promo, bontu.booster, bontu.promoTypes]).toEqual([true, false, ['convention', 'glossy']]);
    const squire = printingOf(objectNamed('sets-2019/eld.json', 'Garenbrig Squire'));
    expect([squire.oversized, squire.booster, squire.promoTypes]).toEqual([false, true, undefined]);
  });

  it('a 2019 object that does not say whether it is in boosters leaves booster unknown', () => {
    const object = objectNamed('sets-2019/war.json', "Gideon's Company");
    expect([object.booster, object.promo_types]).toEqual([undefined, undefined]);
    expect(cardFromScryfall(object).printings[0]).not.toHaveProperty('booster');
  });

  it('lower-case legalities pass through; an unknown legality value is refused with its field', () => {
    const object = fixture('Card/layouts/Normal/Spell/LightningBolt');
    expect(cardFromScryfall(object).card.legalities.modern).toBe(object.legalities.modern);
    const err = thrownBy(() => cardFromScryfall({ ...object, legalities: { ...object.legalities, modern: 'Legal' } }));
    expect(err).toBeInstanceOf(CardDataError);
    expect((err as CardDataError).field).toBe('legalities.modern');
  });
});

describe('records that are not game cards', () => {
  it.each([
    ['Token/Angel', 'token'],
    ['DoubleFacedToken/TheRing', 'double_faced_token'],
    ['Emblem/Narset', 'emblem'],
    ['ArtSeries/Alaundo', 'art_series'],
  ])('%s is refused as a non-game object (layout %s) the importer reports as skipped', (path, layout) => {
    const err = thrownBy(() => fromFixture(path));
    expect(err).toBeInstanceOf(NonGameObjectError);
    expect((err as NonGameObjectError).layout).toBe(layout);
  });

  it.each([
    ['Planar/Jund', 'planar'],
    ['Scheme/Bolas/WilledIt', 'scheme'],
    ['Vanguard/Akroma', 'vanguard'],
  ])('%s stays a card of its own deck kind (CR 901, 902, 904), layout %s', (path, layout) => {
    expect(fromFixture(path).card.layout).toBe(layout);
  });

  it.each([
    ['Error/NotFound', 'object'],
    ['Set/KTK', 'object'],
    ['Catalog/Powers', 'object'],
    ['List/Frogs', 'object'],
  ])('%s is not a card: CardDataError naming "%s"', (path, field) => {
    const err = thrownBy(() => cardFromScryfall(fixture(path)));
    expect(err).toBeInstanceOf(CardDataError);
    expect((err as CardDataError).field).toBe(field);
  });

  it('names the missing field of a card object', () => {
    const { oracle_id: _dropped, ...withoutOracle } = fixture('Card/layouts/Normal/Spell/LightningBolt');
    const err = thrownBy(() => cardFromScryfall(withoutOracle));
    expect((err as CardDataError).field).toBe('card_faces[0].oracle_id');
    const { collector_number: _number, ...withoutNumber } = fixture('Card/layouts/Normal/Spell/LightningBolt');
    expect((thrownBy(() => cardFromScryfall(withoutNumber)) as CardDataError).field).toBe('collector_number');
  });

  it('names the face whose mana cost cannot be read', () => {
    const split = fixture('Card/layouts/SplitSpell/OddsAndEnds');
    const badHalf = {
      ...split,
      card_faces: [split.card_faces![0], { ...split.card_faces![1], mana_cost: '{3}{R}{Q}' }],
    };
    const err = thrownBy(() => cardFromScryfall(badHalf)) as CardDataError;
    expect(err).toBeInstanceOf(CardDataError);
    expect(err.field).toBe('card_faces[1].mana_cost');
    expect(err.message).toMatch(/Ends.*unknown mana symbol "\{Q\}"/);
  });

  it('throws nothing but CardDataError on arbitrary JSON, even shaped like a card (property)', () => {
    const base = fixture('Card/layouts/Transform/Elbrus');
    const garbled = fc
      .record({ key: fc.constantFrom(...Object.keys(base), 'card_faces', 'legalities'), value: fc.jsonValue() })
      .map(({ key, value }) => ({ ...base, [key]: value }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), garbled), (raw) => {
        try {
          cardFromScryfall(raw);
        } catch (err) {
          expect(err).toBeInstanceOf(CardDataError);
        }
      }),
    );
  });
});

/** The card an object makes, or the error it gets. */
function cardOrError(raw: unknown): unknown {
  try {
    return cardFromScryfall(raw).card;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('repeated Scryfall objects: the repeat key covers everything the card is made of', () => {
  const keyed = scryfallCardObjects()
    .map((o) => o.object)
    .filter((o) => scryfallRepeatKey(o) !== undefined);

  it('holds for most real objects (English, not meld)', () => {
    expect(keyed.length).toBeGreaterThan(2000);
  });

  it('a field left out of the key, of the object or of a face, changes nothing in the card', () => {
    let checked = 0;
    for (const object of keyed) {
      const key = JSON.stringify(scryfallRepeatKey(object)!.key);
      const card = cardOrError(object);
      if (typeof card === 'string') continue; // never remembered: an object that cannot be read is never a repeat
      const variants: ScryfallCard[] = Object.keys(object).map((field) => ({ ...object, [field]: undefined }));
      const faces = object.card_faces ?? [];
      faces.forEach((face, i) => {
        for (const field of Object.keys(face)) {
          variants.push({ ...object, card_faces: faces.map((f, j) => (j === i ? { ...f, [field]: undefined } : f)) });
        }
      });
      for (const variant of variants) {
        if (JSON.stringify(scryfallRepeatKey(variant)?.key) !== key) continue;
        // Fields the printing needs (id, set, collector_number) fail the variant whichever way; the card is the point.
        const variantCard = cardOrError(variant);
        if (typeof variantCard === 'string' && /"(id|set|collector_number)"/.test(variantCard)) continue;
        expect(variantCard).toEqual(card);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50_000);
  });

  it('the printing read alone is the printing read in full', () => {
    for (const object of keyed) {
      let full;
      try {
        full = cardFromScryfall(object);
      } catch {
        continue;
      }
      expect(printingFromScryfall(object, full.card.id)).toEqual(full.printings[0]);
    }
  });

  it('other languages and meld cards are read in full: their card takes the printed name, or the printing id', () => {
    const japanese = scryfallCardObjects()
      .map((o) => o.object)
      .find((o) => o.lang === 'ja');
    const meld = scryfallCardObjects()
      .map((o) => o.object)
      .find((o) => o.layout === 'meld');
    expect(japanese && meld).toBeTruthy();
    expect(scryfallRepeatKey(japanese)).toBeUndefined();
    expect(scryfallRepeatKey(meld)).toBeUndefined();
  });
});
