// The price history through the real API and CLI over a real SQLite file: the 2019 M20 set file imported under two
// bulk downloads' days (2019-08-01, then 2025-01-02) and Scryfall's 2024 object of Chandra's Embercat (M20 129)
// between them, imported last. Expected figures are Scryfall's own price strings of both snapshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/open.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { captureCli } from '../../../test/cli.ts';
import { EMBERCAT, embercatCollection } from '../../../test/priced-cards.ts';
import { scryfallObjectsIn } from '../../../test/real-cards.ts';
import type { Api } from '../index.ts';

const dir = tempDir('decklab-price-history-');
let db: Db;
let api: Api;
let file: string;
beforeAll(async () => {
  ({ db, api, file } = await embercatCollection(dir.dir, [
    ['m20-2019', '2019-08-01'],
    ['m20-2019', '2025-01-02'],
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
const fenlurker = (scryfallObjectsIn('sets-2019/m20.json') as (typeof then)[]).find(
  (o) => o.name === "Yarok's Fenlurker",
)!;
/** The collection's dollar value with the Embercat at a snapshot's price, the Fenlurker at its 2019 one. */
const collectionAt = (embercat: typeof then) => cents(3 * price(embercat, 'usd') + price(fenlurker, 'usd'));

describe('the price history of a printing and of the collection', () => {
  it("cards.printings and cards.get give each printing's prices on each day imported, oldest first", async () => {
    const card = await api.invoke('cards.get', { name: "Chandra's Embercat" });
    const expected = [
      ['2019-08-01', price(then, 'usd'), price(then, 'eur')],
      ['2024-03-12', price(now, 'usd'), price(now, 'eur')],
      ['2025-01-02', price(then, 'usd'), price(then, 'eur')],
    ];
    const days = (history: { date: string; prices: { usd?: number; eur?: number } }[]) =>
      history.map((day) => [day.date, day.prices.usd, day.prices.eur]);
    expect(days(card.printings[0].priceHistory)).toEqual(expected);
    const [printing] = (await api.invoke('cards.printings', { cardId: card.id })).printings;
    expect(days(printing.priceHistory)).toEqual(expected);
    // The current prices are the newest day's, the move said against 2024's.
    expect(printing).toMatchObject({ pricesDate: '2025-01-02', previousPricesDate: '2024-03-12' });
  });

  it("collection.value with history: the copies owned now at each day's prices; without it, none", async () => {
    const value = await api.invoke('collection.value', { currency: 'usd', history: true });
    expect(value.history).toEqual([
      { date: '2019-08-01', value: collectionAt(then), pricedCopies: 4 },
      { date: '2024-03-12', value: collectionAt(now), pricedCopies: 4 },
      { date: '2025-01-02', value: collectionAt(then), pricedCopies: 4 },
    ]);
    // The newest day's value is the collection's value now.
    expect(value.history!.at(-1)!.value).toBe(value.total);
    expect((await api.invoke('collection.value', { currency: 'usd' })).history).toBeUndefined();
    await expect(api.invoke('collection.value', { currency: 'usd', history: 'yes' as never })).rejects.toThrow(
      /history/,
    );
  });

  it('decklab collection value --history: a line per day; --json gives history [{ date, value }]', async () => {
    const { code, stdout } = await captureCli(['collection', 'value', '--history', '--db', file]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Value by day of prices imported:\n' +
        `  2019-08-01  ${collectionAt(then).toFixed(2)} usd (4 copies priced)\n` +
        `  2024-03-12  ${collectionAt(now).toFixed(2)} usd (4 copies priced)\n` +
        `  2025-01-02  ${collectionAt(then).toFixed(2)} usd (4 copies priced)\n`,
    );
    const json = JSON.parse(
      (await captureCli(['collection', 'value', '--history', '--json', '--currency', 'eur', '--db', file])).stdout,
    ) as { history: { date: string; value: number }[] };
    expect(json.history.map(({ date, value }) => ({ date, value }))).toEqual([
      { date: '2019-08-01', value: cents(3 * price(then, 'eur') + price(fenlurker, 'eur')) },
      { date: '2024-03-12', value: cents(3 * price(now, 'eur') + price(fenlurker, 'eur')) },
      { date: '2025-01-02', value: cents(3 * price(then, 'eur') + price(fenlurker, 'eur')) },
    ]);
    const plain = await captureCli(['collection', 'value', '--db', file]);
    expect(plain.stdout).not.toContain('Value by day');
  });

  it("decklab card --json carries each printing's price history", async () => {
    const { code, stdout } = await captureCli(['card', "Chandra's Embercat", '--json', '--db', file]);
    expect(code).toBe(0);
    const card = JSON.parse(stdout) as { printings: { priceHistory: { date: string; prices: { usd?: number } }[] }[] };
    expect(card.printings[0].priceHistory.map((day) => [day.date, day.prices.usd])).toEqual([
      ['2019-08-01', price(then, 'usd')],
      ['2024-03-12', price(now, 'usd')],
      ['2025-01-02', price(then, 'usd')],
    ]);
  });
});
