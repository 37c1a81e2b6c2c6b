// Printings and prices through the real API over a real SQLite file of real Scryfall objects: the printing strip's
// data (cards.printings), a deck's value (decks.value), the cost to complete it (collection.needs) and the
// collection's value (collection.value). Expected figures are Scryfall's own price strings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';
import { imagePath } from '../../../protocol/images.ts';
import { ApiError } from '../define.ts';
import { PRICE_SNAPSHOT_DATE, buildPricedDb, pricedObjects, scryfallPrice } from '../../../test/priced-cards.ts';

let api: Api;
let cleanup: () => void;
beforeAll(async () => {
  const built = await buildPricedDb();
  api = createApi({ db: built.db });
  cleanup = () => {
    built.db.close();
    built.cleanup();
  };
});
afterAll(() => cleanup());

const LIST = '4 Anaconda\n1 Black Lotus\n1 Ancestral Recall (LEA) 47\n\nSideboard\n1 Time Walk\n';
const cents = (n: number) => Math.round(n * 100) / 100;

describe('cards.printings: the strip of a card’s printings', () => {
  it('Anaconda: both printings with set, number, finishes, image path and source, and Scryfall’s prices', async () => {
    const card = await api.invoke('cards.get', { name: 'Anaconda' });
    const strip = await api.invoke('cards.printings', { cardId: card.id });
    const expected = pricedObjects().filter((o) => o.name === 'Anaconda');
    expect(expected).toHaveLength(2);
    expect(strip.snapshotDate).toBe(PRICE_SNAPSHOT_DATE);
    expect(strip.printings.map((p) => p.id).sort()).toEqual(expected.map((o) => o.id).sort());
    for (const object of expected) {
      const printing = strip.printings.find((p) => p.id === object.id)!;
      expect(printing).toMatchObject({
        set: object.set,
        collectorNumber: object.collector_number,
        pricesDate: PRICE_SNAPSHOT_DATE,
        image: {
          path: imagePath({ subject: 'printing', id: object.id, face: 'front', size: 'normal' }),
          source: object.image_uris?.normal ?? null,
        },
      });
      for (const [key, value] of Object.entries(object.prices))
        expect([key, printing.prices?.[key as 'usd']]).toEqual([key, value === null ? undefined : Number(value)]);
    }
  });

  it('an unknown card id is not-found; an id longer than any card id is refused', async () => {
    await expect(api.invoke('cards.printings', { cardId: 'no-such-card' })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(api.invoke('cards.printings', { cardId: 'x'.repeat(201) })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('decks.value, collection.needs cost and collection.value', () => {
  it('a deck is worth its main and side at the pin or the cheapest printing, per board, with the snapshot date', async () => {
    const { deck } = await api.invoke('decks.import', { text: LIST });
    const value = await api.invoke('decks.value', { deck, currency: 'tix' });
    const main = scryfallPrice('Black Lotus', 'lea', 'tix') + scryfallPrice('Ancestral Recall', 'lea', 'tix');
    const side = scryfallPrice('Time Walk', 'lea', 'tix');
    expect(value.boards).toEqual({ main: cents(main), side });
    expect(value.total).toBe(cents(main + side));
    // Anaconda has no ticket price in either printing: four copies counted and named.
    expect(value.missingPrices).toEqual({ count: 4, names: ['Anaconda'] });
    expect(value.snapshotDate).toBe(PRICE_SNAPSHOT_DATE);
    const usd = await api.invoke('decks.value', { deck, currency: 'usd', boards: ['main'] });
    expect(usd.lines.find((l) => l.name === 'Anaconda')).toMatchObject({
      printing: { set: 'POR' },
      total: cents(4 * scryfallPrice('Anaconda', 'por', 'usd')),
    });
  });

  it('the cost to complete prices only what the collection lacks; the collection is worth what it holds', async () => {
    const { deck } = await api.invoke('decks.import', { text: LIST });
    await api.invoke('collection.import', {
      text: 'Name,Set code,Collector number,Quantity,Foil\n"Black Lotus",LEA,232,1,normal\n',
      mode: 'replace',
    });
    const needs = await api.invoke('collection.needs', { deck, currency: 'eur' });
    expect(needs.cost.lines.map((l) => [l.name, l.count])).toEqual([
      ['Anaconda', 4],
      ['Ancestral Recall', 1],
      ['Time Walk', 1],
    ]);
    const anaconda = 4 * scryfallPrice('Anaconda', 'por', 'eur');
    expect(needs.cost.total).toBe(
      cents(anaconda + scryfallPrice('Ancestral Recall', 'lea', 'eur') + scryfallPrice('Time Walk', 'lea', 'eur')),
    );
    expect(needs.cost.snapshotDate).toBe(PRICE_SNAPSHOT_DATE);
    const value = await api.invoke('collection.value', { currency: 'eur' });
    expect([value.total, value.rows, value.missingPrices.count]).toEqual([
      scryfallPrice('Black Lotus', 'lea', 'eur'),
      1,
      0,
    ]);
  });

  it('cards none of which has a price in the currency: no total, each copy named, dated by the snapshot imported', async () => {
    // Neither Anaconda printing has a ticket price (Scryfall's strings are null).
    expect(
      pricedObjects()
        .filter((o) => o.name === 'Anaconda')
        .map((o) => o.prices.tix),
    ).toEqual([null, null]);
    const { deck } = await api.invoke('decks.import', { text: '4 Anaconda\n' });
    await api.invoke('collection.import', { text: 'Name\n', mode: 'replace' });
    const unpriced = { pricedCopies: 0, missingPrices: { count: 4, names: ['Anaconda'] } };
    const dated = { snapshotDate: PRICE_SNAPSHOT_DATE };
    expect(await api.invoke('decks.value', { deck, currency: 'tix' })).toMatchObject({ ...unpriced, ...dated });
    expect((await api.invoke('collection.needs', { deck, currency: 'tix' })).cost).toMatchObject({
      ...unpriced,
      ...dated,
    });
    await api.invoke('collection.import', { text: 'Name,Quantity\nAnaconda,4\n', mode: 'replace' });
    expect(await api.invoke('collection.value', { currency: 'tix' })).toMatchObject({ ...unpriced, ...dated });
  });

  it("a ManaBox or Archidekt export names each printing by Scryfall's id, which alone finds it again", async () => {
    // Anaconda's two printings (Portal, Sixth Edition): one card, two Scryfall ids.
    const printings = pricedObjects().filter((o) => o.name === 'Anaconda');
    expect(printings).toHaveLength(2);
    await api.invoke('collection.import', { text: 'Name\n', mode: 'replace' });
    await api.invoke('collection.add', { items: printings.map((o) => ({ printingId: o.id, count: 2 })) });
    for (const flavor of ['manabox', 'archidekt']) {
      const { text } = await api.invoke('collection.export', { flavor });
      const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
      expect(rows.map((r) => r['Scryfall ID']).sort()).toEqual(printings.map((o) => o.id).sort());
      // What ManaBox reads first: the Scryfall ID, with no set or number beside it.
      const idOnly = `Name,Quantity,Scryfall ID\n${rows.map((r) => `Anaconda,2,${r['Scryfall ID']}`).join('\n')}\n`;
      const again = await api.invoke('collection.preview', { text: idOnly, mode: 'replace' });
      expect({ flavor, added: again.added, changed: again.changed, removed: again.removed }).toEqual({
        flavor,
        added: [],
        changed: [],
        removed: [],
      });
    }
  });

  it('a Duel Masters deck and collection are never dated by a Scryfall snapshot: their card data carries no prices', async () => {
    const dmFile = sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json');
    await api.invoke('data.import', { files: [dmFile] });
    const [first, second] = (JSON.parse(readFileSync(dmFile, 'utf8')) as { cards: { name: string }[] }).cards;
    const { deck } = await api.invoke('decks.import', { text: `メインデッキ\n4 ${first.name}\n4 ${second.name}\n` });
    expect(deck.game).toBe('dm');
    const undated = { snapshotDate: null, pricedCopies: 0 };
    expect(await api.invoke('decks.value', { deck })).toMatchObject(undated);
    expect((await api.invoke('collection.needs', { deck })).cost).toMatchObject(undated);
    await api.invoke('collection.import', { text: `Name,Quantity\n"${first.name}",4\n`, game: 'dm', mode: 'replace' });
    expect(await api.invoke('collection.value', { game: 'dm' })).toMatchObject(undated);
    // A Magic deck on the same card data is still dated by the snapshot its cards lack prices in.
    expect(
      (
        await api.invoke('decks.value', {
          deck: (await api.invoke('decks.import', { text: '4 Anaconda\n' })).deck,
          currency: 'tix',
        })
      ).snapshotDate,
    ).toBe(PRICE_SNAPSHOT_DATE);
  });

  it('the needs of all decks price what building every deck at once and any one of them costs', async () => {
    await api.invoke('collection.import', { text: 'Name\n', mode: 'replace' });
    const saved = [];
    for (const [name, text] of [
      ['Anacondas', '4 Anaconda\n'],
      ['Lotus and Anacondas', '1 Black Lotus\n2 Anaconda\n'],
    ]) {
      const { deck } = await api.invoke('decks.import', { text });
      saved.push((await api.invoke('decks.save', { deck: { ...deck, name } })).id);
    }
    try {
      const all = await api.invoke('collection.needsAll', { currency: 'eur' });
      expect(all.lines.map((l) => [l.name, l.missingForAll, l.missingForAny])).toEqual([
        ['Anaconda', 6, 4],
        ['Black Lotus', 1, 1],
      ]);
      // Anaconda at Portal's euro price (its Seventh Edition printing has none), Black Lotus at Alpha's.
      const anaconda = scryfallPrice('Anaconda', 'por', 'eur');
      const lotus = scryfallPrice('Black Lotus', 'lea', 'eur');
      expect(all.costForAll).toMatchObject({ total: cents(6 * anaconda + lotus), snapshotDate: PRICE_SNAPSHOT_DATE });
      expect(all.costForAny.total).toBe(cents(4 * anaconda + lotus));
      // No ticket price for Anaconda: its copies are named as unpriced, never priced at 0.
      const tix = await api.invoke('collection.needsAll', { currency: 'tix' });
      expect(tix.costForAll.missingPrices).toEqual({ count: 6, names: ['Anaconda'] });
      expect(tix.costForAny.missingPrices).toEqual({ count: 4, names: ['Anaconda'] });
    } finally {
      for (const id of saved) await api.invoke('decks.delete', { id });
    }
  });

  it('a currency Decklab does not know is refused', async () => {
    await expect(api.invoke('collection.value', { currency: 'gbp' as 'usd' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
