// The same card from two records: another printing, another language, another source.
import { describe, expect, it } from 'vitest';
import { mergeCardRecords } from './merge.ts';
import { cardFromScryfall } from './from-scryfall.ts';
import { cardFromMtgjsonAtomic, cardsFromMtgjsonSet } from './from-mtgjson.ts';
import { CardDataError } from './errors.ts';
import { mtgjsonSet, scryfallObjectsIn } from '../../test/real-cards.ts';

const fromMtgjson = (set: string, name: string) =>
  cardsFromMtgjsonSet(mtgjsonSet(set)).find((r) => r.card.name === name)!;
const fromScryfall2019 = (name: string) =>
  cardFromScryfall(scryfallObjectsIn('sets-2019/dgm.json').find((o) => o.name === name));

describe('mergeCardRecords', () => {
  it('joins the same printing from Scryfall and MTGJSON into one; newer characteristics win, localized names are kept', () => {
    const mtgjson = fromMtgjson('DGM', 'Pontiff of Blight');
    const scryfall = fromScryfall2019('Pontiff of Blight');
    expect(scryfall.card.localizedNames).toEqual({});
    const merged = mergeCardRecords(mtgjson, scryfall);
    expect(merged.printings).toEqual(scryfall.printings);
    expect(merged.card.text).toBe(scryfall.card.text);
    expect(merged.card.legalities).toEqual(scryfall.card.legalities);
    expect(merged.card.localizedNames).toEqual(mtgjson.card.localizedNames);
    expect(merged.card.localizedNames.ja).toBeDefined();
  });

  it('unions the printings of two sets (DGM and the AFC reprint of Pontiff of Blight)', () => {
    const dgm = fromMtgjson('DGM', 'Pontiff of Blight');
    const afc = fromMtgjson('AFC', 'Pontiff of Blight');
    const merged = mergeCardRecords(dgm, afc);
    expect(merged.printings.map((p) => p.set)).toEqual(['dgm', 'afc']);
    expect(merged.card.legalities).toEqual(afc.card.legalities);
  });

  it('keeps the older legalities when the newer record has none (an AtomicCards entry without legalities)', () => {
    const withLegalities = fromMtgjson('DGM', 'Pontiff of Blight');
    const entries = mtgjsonSet('DGM')
      .cards.filter((e) => e.name === 'Pontiff of Blight')
      .map((e) => ({ ...e, legalities: undefined }));
    const atomic = cardFromMtgjsonAtomic('Pontiff of Blight', entries);
    expect(atomic.card.legalities).toEqual({});
    const merged = mergeCardRecords(withLegalities, atomic);
    expect(merged.card.legalities).toEqual(withLegalities.card.legalities);
    expect(merged.printings).toEqual(withLegalities.printings);
  });

  it('refuses to merge two different cards', () => {
    expect(() =>
      mergeCardRecords(fromMtgjson('DGM', 'Pontiff of Blight'), fromMtgjson('DGM', 'Alive // Well')),
    ).toThrow(CardDataError);
  });
});
