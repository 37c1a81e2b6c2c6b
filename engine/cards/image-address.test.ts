// Image addresses derived from one stored address, checked against every address Scryfall itself gives in the
// real card objects of ../shared/data (https://scryfall.com/docs/api/images: image_uris, card_faces[].image_uris).
import { describe, expect, it } from 'vitest';
import {
  DOUBLE_SIDED_LAYOUTS,
  imageAddress,
  readingTurn,
  scryfallImageAddress,
  type ImageSize,
  type ImageSource,
} from './image-address.ts';
import type { CardRecord } from './types.ts';
import { cardFromScryfall } from './from-scryfall.ts';
import { cardsFromMtgjsonSet } from './from-mtgjson.ts';
import {
  mtgjsonSet,
  scryfallCardObjects,
  scryfallFile,
  scryfallObjectsIn,
  type ScryfallCard,
} from '../../test/real-cards.ts';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { cardFromDmCsvRow } from '../dm/from-dm-csv.ts';
import { sharedPath } from '../../test/shared-data.ts';

const SIZES: readonly ImageSize[] = ['small', 'normal', 'large'];
type ImageUris = Partial<Record<ImageSize, string>>;

/** Scryfall's own addresses of a card object's two sides: the back only when each face has its own images. */
function scryfallSides(object: ScryfallCard): { front?: ImageUris; back?: ImageUris } {
  const own = object.image_uris as ImageUris | undefined;
  if (own) return { front: own };
  const faces = (object.card_faces ?? []).map((face) => face.image_uris as ImageUris | undefined);
  return { front: faces[0], back: faces[1] };
}

/**
 * Scryfall retired img.scryfall.com/cards/… (some of its paths by set and number): the image is now on
 * cards.scryfall.io under the printing's id, with the same version.
 */
function onCurrentHost(object: ScryfallCard, address: string, face: 'front' | 'back', size: ImageSize): string {
  if (address.startsWith('https://cards.scryfall.io/')) return address;
  const version = /\?\d+$/.exec(address)?.[0] ?? '';
  return `https://cards.scryfall.io/${size}/${face}/${object.id[0]}/${object.id[1]}/${object.id}.jpg${version}`;
}

/** What the database would hold for this object's printing; undefined for objects the reader refuses (tokens…). */
function imageSourceOf(object: ScryfallCard): ImageSource | undefined {
  let record: CardRecord;
  try {
    record = cardFromScryfall(object);
  } catch {
    return undefined;
  }
  const stored = record.printings[0].imageUri;
  if (!stored) return undefined;
  return { stored, printingId: object.id, doubleSided: DOUBLE_SIDED_LAYOUTS.has(record.card.layout) };
}

describe('card image addresses (Scryfall image file pattern)', () => {
  const objects = scryfallCardObjects()
    .map(({ object }) => object)
    .filter((object) => scryfallSides(object).front !== undefined);

  it('every size and side of every real Scryfall object follows from its stored front address and layout', () => {
    expect(objects.length).toBeGreaterThan(500);
    let backs = 0;
    for (const object of objects) {
      const source = imageSourceOf(object);
      if (!source) continue;
      const sides = scryfallSides(object);
      for (const size of SIZES) {
        expect(imageAddress(source, 'front', size), `${object.name} front ${size}`).toBe(
          onCurrentHost(object, sides.front![size]!, 'front', size),
        );
        // A reversible card is read as its first side (from-scryfall.ts reversibleSide): both sides are one card.
        const back = object.layout === 'reversible_card' ? undefined : sides.back?.[size];
        expect(imageAddress(source, 'back', size), `${object.name} back ${size}`).toBe(
          back === undefined ? null : onCurrentHost(object, back, 'back', size),
        );
      }
      if (sides.back) backs++;
    }
    expect(backs).toBeGreaterThan(10);
  });

  it('a transform card (Elbrus) has a back image; a split card (Odds // Ends) has none', () => {
    const elbrus = scryfallFile('api-types-fixtures/Card/layouts/Transform/Elbrus.json') as ScryfallCard;
    expect(imageAddress(imageSourceOf(elbrus)!, 'back', 'large')).toBe(scryfallSides(elbrus).back!.large);
    const odds = scryfallFile('api-types-fixtures/Card/layouts/SplitSpell/OddsAndEnds.json') as ScryfallCard;
    const oddsSource = imageSourceOf(odds)!;
    expect(imageAddress(oddsSource, 'back', 'normal')).toBeNull();
    expect(imageAddress(oddsSource, 'front', 'small')).toBe((odds.image_uris as ImageUris).small);
  });

  it('turns to read the other half: split cards 90° (CR 709.1), aftermath -90° (702.127), flip 180° (710.1), others not', () => {
    const layoutOf = (path: string) =>
      cardFromScryfall(scryfallFile(`api-types-fixtures/Card/layouts/${path}`)).card.layout;
    const turns = [
      'SplitSpell/OddsAndEnds.json',
      'SplitSpell/Aftermath/DrivenToDespair.json',
      'Flip/AkkiLavarunner.json',
      'Transform/Elbrus.json',
      'Adventure/BeanstalkGiant.json',
    ].map((path) => readingTurn(layoutOf(path)));
    expect(turns).toEqual([90, -90, 180, 0, 0]);
    // MTGJSON's sets: every two-faced card of Dragon's Maze is a split card, of Amonkhet an aftermath card, of
    // Champions of Kamigawa a flip card.
    for (const [set, turn] of [
      ['DGM', 90],
      ['AKH', -90],
      ['CHK', 180],
    ] as const) {
      const twoFaced = cardsFromMtgjsonSet(mtgjsonSet(set)).filter((r) => r.card.faces.length === 2);
      expect(twoFaced.length, set).toBeGreaterThan(0);
      expect(new Set(twoFaced.map((r) => readingTurn(r.card.layout))), set).toEqual(new Set([turn]));
    }
  });

  it('an MTGJSON printing gets the image its Scryfall id names, the address Scryfall gives for that printing', () => {
    const fromMtgjson = new Map<string, string | undefined>();
    for (const { printings } of cardsFromMtgjsonSet(mtgjsonSet('ELD')))
      for (const p of printings) fromMtgjson.set(p.id, p.imageUri);
    const eld = scryfallObjectsIn('sets-2019/eld.json');
    let compared = 0;
    for (const object of eld) {
      const ours = fromMtgjson.get(object.id);
      const theirs = scryfallSides(object).front?.normal;
      if (ours === undefined || theirs === undefined) continue;
      expect(ours, object.name).toBe(onCurrentHost(object, theirs, 'front', 'normal').replace(/\?\d+$/, ''));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('a Duel Masters image (ImageURL) is one image: the same for every size, no back', () => {
    // The official site's file pattern, as its card pages name their images.
    const stored = 'https://dm.takaratomy.co.jp/wp-content/card/cardimage/dm01-043.jpg';
    const source = { stored, printingId: 'dm:dm-01:43', doubleSided: false };
    expect(SIZES.map((size) => imageAddress(source, 'front', size))).toEqual([stored, stored, stored]);
    expect(imageAddress({ ...source, doubleSided: true }, 'back', 'normal')).toBeNull();
  });

  it("asks for none of the Ravenite CSV's Duel Masters images: each ImageURL lacks its file name", () => {
    const rows = Papa.parse<Record<string, string>>(
      readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data;
    const printings = rows.flatMap((row, i) => {
      try {
        return cardFromDmCsvRow(row, i + 2).printings.filter((p) => p.imageUri);
      } catch {
        return []; // blank rows (Joecards): no printing
      }
    });
    expect(printings.length).toBeGreaterThan(10_000);
    for (const p of printings) {
      expect(p.imageUri, p.id).toMatch(/\/cardimage\/\/[^/]+$/);
      const source = { stored: p.imageUri!, printingId: p.id, doubleSided: false };
      expect(imageAddress(source, 'front', 'normal'), p.id).toBeNull();
    }
  });

  it('refuses addresses that are not https and ids that are not Scryfall ids', () => {
    for (const stored of ['http://example.com/a.jpg', 'file:///etc/passwd', 'javascript:alert(1)'])
      expect(imageAddress({ stored, printingId: 'x', doubleSided: false }, 'front', 'normal'), stored).toBeNull();
    expect(scryfallImageAddress('../../etc/passwd', 'front', 'normal')).toBeUndefined();
    expect(scryfallImageAddress('f5e6dc5f-fd83-4166-a5da-cd953722642a', 'back', 'small')).toBe(
      'https://cards.scryfall.io/small/back/f/5/f5e6dc5f-fd83-4166-a5da-cd953722642a.jpg',
    );
  });
});
