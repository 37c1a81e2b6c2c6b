// How the collection's value moved between two imports of Scryfall's prices, as the collection screen shows it:
// the 2019 M20 set file imported, then Scryfall's 2024 object of Chandra's Embercat (M20 129), each under a bulk
// download's name of its day. Three Embercats owned: their dollar value fell, their euro value rose; the card that
// moved is listed with both prices, named in Japanese in the Japanese window. Screenshots in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { tempDir } from '../test/shared-data.ts';
import { EMBERCAT, embercatSnapshot } from '../test/priced-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();
const scratch = tempDir('decklab-e2e-price-change-');

beforeAll(async () => {
  await app.host.invoke('data.import', { files: [embercatSnapshot(scratch.dir, 'm20-2019', '2019-08-01')] });
  await app.host.invoke('data.import', { files: [embercatSnapshot(scratch.dir, 'embercat-2024', '2024-03-12')] });
  await app.host.invoke('collection.import', {
    text: "Count,Name,Edition,Collector Number\n3,Chandra's Embercat,M20,129\n",
    mode: 'replace',
  });
});
afterAll(() => scratch.cleanup());

const cents = (n: number) => Math.round(n * 100) / 100;
const moved = (key: 'usd' | 'eur') => cents(3 * (Number(EMBERCAT.now.prices[key]) - Number(EMBERCAT.then.prices[key])));

describe("the collection's value since the prices imported before", () => {
  it('says the move and its day, and lists the Embercats with their price then and now', async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    await page.getByTestId('currency-select').selectOption('usd');
    const change = page.getByTestId('collection-value-change');
    await expect.poll(() => change.getAttribute('data-difference'), POLL).toBe(String(moved('usd')));
    expect(moved('usd')).toBeLessThan(0);
    expect(await change.textContent()).toBe(`−$${Math.abs(moved('usd')).toFixed(2)} since Aug 1, 2019`);
    await page.getByTestId('collection-value-change-movers').locator('summary').click();
    const mover = page.getByTestId('collection-value-change-mover');
    expect(await mover.count()).toBe(1);
    const [then, now] = [EMBERCAT.then.prices.usd, EMBERCAT.now.prices.usd];
    expect(await mover.textContent()).toContain(`3 × Chandra's Embercat`);
    expect(await mover.textContent()).toContain(`$${then} → $${now}`);
    await app.screenshot('collection-price-change-en');

    await page.getByTestId('currency-select').selectOption('eur');
    await expect.poll(() => change.getAttribute('data-difference'), POLL).toBe(String(moved('eur')));
    expect(moved('eur')).toBeGreaterThan(0);
    await app.setLook('ja', 'light');
    await expect.poll(() => change.textContent(), POLL).toMatch(/^2019年8月1日から\+/);
    await expect.poll(() => mover.textContent(), POLL).toContain('チャンドラの火炎猫');
    await app.screenshot('collection-price-change-ja');
    await app.setLook('en', 'light');
    await page.getByTestId('currency-select').selectOption('usd');
  });
});
