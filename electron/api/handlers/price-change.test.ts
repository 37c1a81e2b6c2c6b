// How values moved between two imports of Scryfall's prices, through the real API and CLI over a real SQLite file:
// the 2019 M20 set file imported first, then Scryfall's 2024 object of Chandra's Embercat (M20 129), each under a
// bulk download's name of its day. Expected figures are Scryfall's own price strings of both snapshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/open.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { captureCli } from '../../../test/cli.ts';
import { EMBERCAT, embercatCollection } from '../../../test/priced-cards.ts';
import { scryfallObjectsIn } from '../../../test/real-cards.ts';
import type { Api } from '../index.ts';

const dir = tempDir('decklab-price-change-');
let db: Db;
let api: Api;
let file: string;
beforeAll(async () => {
  ({ db, api, file } = await embercatCollection(dir.dir, [
    ['m20-2019', '2019-08-01'],
    ['embercat-2024', '2024-03-12'],
  ]));
});
afterAll(() => {
  db.close();
  dir.cleanup();
});

const cents = (n: number) => Math.round(n * 100) / 100;
const { then, now } = EMBERCAT;
const price = (object: typeof then, key: 'usd' | 'eur') => Number(object.prices[key]);
/** Yarok's Fenlurker's dollar price in the 2019 file, its only snapshot here. */
const fenlurkerUsd = () =>
  price(
    (scryfallObjectsIn('sets-2019/m20.json') as (typeof then)[]).find((o) => o.name === "Yarok's Fenlurker")!,
    'usd',
  );
/** The move of three Embercats in a currency, as Scryfall's two snapshots price them. */
const threeEmbercats = (currency: 'usd' | 'eur') => ({
  since: '2019-08-01',
  copies: 3,
  before: cents(3 * price(then, currency)),
  now: cents(3 * price(now, currency)),
  difference: cents(3 * (price(now, currency) - price(then, currency))),
  movers: [
    expect.objectContaining({
      name: "Chandra's Embercat",
      count: 3,
      printing: { set: 'M20', collectorNumber: '129', id: now.id },
      previousUnitPrice: price(then, currency),
      unitPrice: price(now, currency),
      difference: cents(3 * (price(now, currency) - price(then, currency))),
    }),
  ],
});

describe('values since the prices imported before', () => {
  it('collection.value: the Embercats fell in dollars and rose in euros; the Fenlurker, priced once, is not compared', async () => {
    const usd = await api.invoke('collection.value', { currency: 'usd' });
    expect(usd.change).toEqual(threeEmbercats('usd'));
    expect(usd.change!.difference).toBeLessThan(0);
    expect(usd.pricedCopies).toBe(4);
    expect(usd.total).toBe(cents(3 * price(now, 'usd') + fenlurkerUsd()));
    expect(usd.snapshotDate).toBe('2024-03-12');
    const eur = await api.invoke('collection.value', { currency: 'eur' });
    expect(eur.change).toEqual(threeEmbercats('eur'));
    expect(eur.change!.difference).toBeGreaterThan(0);
  });

  it('decks.value and the cost to complete say the same move for the same copies', async () => {
    const { deck } = await api.invoke('decks.import', { text: "3 Chandra's Embercat\n" });
    expect((await api.invoke('decks.value', { deck, currency: 'usd' })).change).toEqual(threeEmbercats('usd'));
    const more = (await api.invoke('decks.import', { text: "6 Chandra's Embercat\n" })).deck;
    const needs = await api.invoke('collection.needs', { deck: more, currency: 'usd' });
    expect(needs.cost.change).toEqual(threeEmbercats('usd'));
  });

  it('cards.printings gives both snapshots of the printing', async () => {
    const card = await api.invoke('cards.get', { name: "Chandra's Embercat" });
    const [printing] = (await api.invoke('cards.printings', { cardId: card.id })).printings;
    expect(printing).toMatchObject({
      pricesDate: '2024-03-12',
      previousPricesDate: '2019-08-01',
      prices: { usd: price(now, 'usd'), eur: price(now, 'eur') },
      previousPrices: { usd: price(then, 'usd'), eur: price(then, 'eur') },
    });
  });

  it('decklab collection value: the value, the move since the day before and the cards that moved most', async () => {
    const { code, stdout } = await captureCli(['collection', 'value', '--db', file]);
    expect(code).toBe(0);
    const moved = threeEmbercats('usd');
    expect(stdout).toContain(
      `Since 2019-08-01: ${moved.difference.toFixed(2)} usd (${moved.before.toFixed(2)} → ${moved.now.toFixed(2)} over 3 copies)\n` +
        `  3 Chandra's Embercat (M20) 129: ${price(then, 'usd').toFixed(2)} → ${price(now, 'usd').toFixed(2)} each (${moved.difference.toFixed(2)})\n`,
    );
    const total = cents(3 * price(now, 'usd') + fenlurkerUsd());
    expect(stdout).toMatch(new RegExp(`^Collection value: ${total.toFixed(2)} usd \\(prices of 2024-03-12\\)\n`));
    const json = JSON.parse(
      (await captureCli(['collection', 'value', '--json', '--currency', 'eur', '--db', file])).stdout,
    ) as { change: unknown };
    expect(json.change).toEqual(threeEmbercats('eur'));
  });
});
