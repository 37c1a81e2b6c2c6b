// Scryfall's new: (scryfall.com/docs/syntax: "reprint cards printed at a new rarity for the first time", "cards being
// printed with new illustrations", new:artist, new:flavor, new:frame, new:language) on real printings of the
// Scryfall objects in ../shared/data/scryfall/sets-2019.
import { describe, expect, it } from 'vitest';
import { NEW_PROPERTY_LIST, newBit, newMasks, type NewFacts } from './new-printings.ts';
import { printingFromScryfall } from '../cards/from-scryfall.ts';
import type { Printing } from '../cards/types.ts';
import type { NewProperty } from './ast.ts';
import { foldName } from '../text/fold.ts';
import { scryfallObjectsIn } from '../../test/real-cards.ts';

const SETS = ['akh', 'chk', 'emn', 'grn', 'm20', 'rna', 'war'];
const OBJECTS = SETS.flatMap((set) => scryfallObjectsIn(`sets-2019/${set}.json`));

/** Every printing of the card named, read as the importer reads it, oldest first. */
function printingsOf(name: string): Printing[] {
  const found = OBJECTS.filter((o) => o.name === name).map((o) => printingFromScryfall(o, name));
  expect(found.length).toBeGreaterThan(1);
  return found.sort((a, b) => (a.releasedAt! < b.releasedAt! ? -1 : 1));
}

const facts = (p: Printing): NewFacts => ({
  releasedAt: p.releasedAt ?? null,
  values: {
    rarity: p.rarity,
    art: p.illustrationId ?? null,
    artist: p.artist === undefined ? null : foldName(p.artist),
    flavor: p.flavorText ?? null,
    frame: p.frame ?? null,
    language: p.lang,
  },
});

/** For each printing (as "set"), the new: properties it answers. */
function answers(printings: readonly Printing[]): Record<string, NewProperty[]> {
  const masks = newMasks(printings.map(facts));
  return Object.fromEntries(
    printings.map((p, i) => [
      `${p.set} ${p.collectorNumber}`,
      NEW_PROPERTY_LIST.filter((property) => (masks[i] & newBit(property)) !== 0),
    ]),
  );
}

describe("new: of a card's printings", () => {
  it('Murder: uncommon in Eldritch Moon (Tyler Jacobson), then common in M20 (Allen Williams), both in the 2015 frame', () => {
    const [emn, m20] = printingsOf('Murder');
    expect([emn.rarity, m20.rarity, emn.artist, m20.artist, emn.frame, m20.frame]).toEqual([
      'uncommon',
      'common',
      'Tyler Jacobson',
      'Allen Williams',
      '2015',
      '2015',
    ]);
    expect(answers([emn, m20])).toEqual({
      [`emn ${emn.collectorNumber}`]: ['art', 'artist', 'flavor', 'frame', 'language'],
      [`m20 ${m20.collectorNumber}`]: ['rarity', 'art', 'artist', 'flavor'],
    });
  });

  it('Gravedigger: M20 reprinted it with the art of Amonkhet, so only Amonkhet’s printing is new:art', () => {
    const [akh, m20] = printingsOf('Gravedigger');
    expect(akh.illustrationId).toBe(m20.illustrationId);
    const masks = newMasks([akh, m20].map(facts));
    expect(masks[0] & newBit('art')).toBe(newBit('art'));
    expect(masks[1] & newBit('art')).toBe(0);
    expect(masks[1] & newBit('rarity')).toBe(0); // common both times
  });

  it('printings of one day are new together: the four Forests of Champions of Kamigawa (2003 frame) and of Amonkhet (2015)', () => {
    const forests = printingsOf('Forest');
    const masks = newMasks(forests.map(facts));
    const framed = forests.filter((_, i) => (masks[i] & newBit('frame')) !== 0);
    const firstOfFrame = (p: Printing) =>
      forests.filter((f) => f.frame === p.frame).every((f) => f.releasedAt! >= p.releasedAt!);
    expect(framed).toEqual(forests.filter(firstOfFrame));
    expect(framed.map((p) => `${p.set} ${p.frame}`)).toEqual([
      ...Array<string>(4).fill('chk 2003'),
      ...Array<string>(4).fill('akh 2015'),
    ]);
  });

  it('a printing without a date or without the value is never new', () => {
    const [akh] = printingsOf('Gravedigger');
    const undated = { ...facts(akh), releasedAt: null };
    const noArt = { ...facts(akh), values: { ...facts(akh).values, art: null, flavor: '' } };
    expect(newMasks([undated])).toEqual([0]);
    expect(newMasks([noArt])[0] & (newBit('art') | newBit('flavor'))).toBe(0);
  });
});
