// The price history as the screens show it: the 2019 M20 set file imported under two bulk downloads' days
// (2019-08-01, 2025-01-02) and Scryfall's 2024 object of Chandra's Embercat (M20 129) between them, imported last.
// The collection screen charts the value of three Embercats on each day, the card panel the printing's price, and
// the editor's printing strip says the price's move since the day before the current one (2024's). Expected figures
// are Scryfall's own price strings; screenshots in English and Japanese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { appForFile } from './setup.ts';
import { searchAnswered } from './harness.ts';
import { AA, contrasts } from './contrast.ts';
import { tempDir } from '../test/shared-data.ts';
import { EMBERCAT, embercatSnapshot } from '../test/priced-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const DECK = 'Embercats';
const app = appForFile();
const scratch = tempDir('decklab-e2e-price-history-');

beforeAll(async () => {
  for (const [which, day] of [
    ['m20-2019', '2019-08-01'],
    ['m20-2019', '2025-01-02'],
    ['embercat-2024', '2024-03-12'],
  ] as const)
    await app.host.invoke('data.import', { files: [embercatSnapshot(scratch.dir, which, day)] });
  await app.host.invoke('collection.import', {
    text: "Count,Name,Edition,Collector Number\n3,Chandra's Embercat,M20,129\n",
    mode: 'replace',
  });
  const { deck } = await app.host.invoke('decks.import', { text: "4 Chandra's Embercat\n" });
  await app.host.invoke('decks.save', { deck: { ...deck, name: DECK, format: 'limited' } });
});
afterAll(() => scratch.cleanup());

const usd = (object: typeof EMBERCAT.then) => Number(object.prices.usd);
const money = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(n);
const DAYS = {
  en: ['Aug 1, 2019', 'Mar 12, 2024', 'Jan 2, 2025'],
  ja: ['2019年8月1日', '2024年3月12日', '2025年1月2日'],
};
/** Each day's dollar price of one Embercat: the 2019 prices, the 2024 ones, the 2019 ones again. */
const EACH_DAY = [usd(EMBERCAT.then), usd(EMBERCAT.now), usd(EMBERCAT.then)];

/** The chart's words for each day, stepped through from the keyboard (Home, then → and →). */
async function pointsSaid(chart: Locator): Promise<string[]> {
  const { page } = app;
  await chart.locator('.chart').focus();
  await page.keyboard.press('Home');
  const said: string[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    const point = chart.getByTestId('chart-point');
    await expect.poll(() => point.textContent(), POLL).toMatch(/: /);
    said.push((await point.textContent())!);
  }
  return said;
}

const expectedPoints = (language: 'en' | 'ja', copies: number) =>
  EACH_DAY.map((price, i) => `${DAYS[language][i]}: ${money(language, Math.round(copies * price * 100) / 100)}`);

describe('the price history on screen', () => {
  it("the collection screen charts the value of the copies owned now on each day's prices", async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    await page.getByTestId('currency-select').selectOption('usd');
    const chart = page.getByTestId('collection-value-history');
    await expect.poll(() => chart.getAttribute('data-days'), POLL).toBe('3');
    expect(await pointsSaid(chart)).toEqual(expectedPoints('en', 3));
    // The move since the day before stays beside it, against 2024's prices.
    await expect.poll(() => page.getByTestId('collection-value-change').textContent(), POLL).toMatch(/Mar 12, 2024$/);
    await app.screenshot('price-history-collection-en');
    await app.setLook('ja', 'light');
    expect(await pointsSaid(chart)).toEqual(expectedPoints('ja', 3));
    await app.screenshot('price-history-collection-ja');
    // At 1024 × 700 the chart stays in the window beside the value, and the rows keep most of the height.
    await page.setViewportSize({ width: 1024, height: 700 });
    const box = (await chart.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    expect((await page.getByTestId('collection-rows').boundingBox())!.height).toBeGreaterThan(250);
    await app.screenshot('price-history-collection-1024-ja');
    await page.setViewportSize({ width: 1440, height: 900 });
    await app.setLook('en', 'light');
  });

  it("the card panel charts the shown printing's price on each day", async () => {
    const { page } = app;
    const query = `!"Chandra's Embercat" e:m20`;
    await page.locator('[data-screen="search"]').click();
    await page.getByTestId('grid-view').click();
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    await page.getByTestId('search-tile').first().click();
    const chart = page.getByTestId('card-price-history');
    await expect.poll(() => chart.getAttribute('data-days'), POLL).toBe('3');
    expect(await pointsSaid(chart)).toEqual(expectedPoints('en', 1));
    await app.screenshot('price-history-card-panel-en');
    await app.setLook('ja', 'light');
    expect(await pointsSaid(chart)).toEqual(expectedPoints('ja', 1));
    await app.screenshot('price-history-card-panel-ja');
    await app.setLook('en', 'light');
  });

  it("the editor's printing strip says each price's move since the day before the current one", async () => {
    const { page } = app;
    await page.keyboard.press('Control+2');
    await page.getByTestId('deck-list').getByText(DECK).click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(DECK);
    await page.locator(`[data-board="main"] [data-entry-row][data-card="Chandra's Embercat"]`).focus();
    const move = page
      .getByTestId('printing-strip')
      .locator('[data-printing="M20 129"]')
      .getByTestId('printing-price-move');
    const difference = Math.round((usd(EMBERCAT.then) - usd(EMBERCAT.now)) * 100) / 100;
    expect(difference).toBeGreaterThan(0);
    await expect.poll(() => move.getAttribute('data-difference'), POLL).toBe(String(difference));
    expect(await move.textContent()).toBe(`+${money('en', difference)}`);
    expect(await move.getAttribute('title')).toBe(`+${money('en', difference)} since Mar 12, 2024`);
    // The muted move reads at WCAG AA on the strip in both themes.
    for (const theme of ['dark', 'light'] as const) {
      await app.setLook('en', theme);
      const measured = await contrasts(page, '[data-testid="printing-price-move"]');
      expect(measured.length).toBe(1);
      expect(measured[0].ratio, theme).toBeGreaterThanOrEqual(AA);
    }
    await app.screenshot('price-history-strip-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => move.getAttribute('title'), POLL).toBe(`2024年3月12日から+${money('ja', difference)}`);
    await app.screenshot('price-history-strip-ja');
    await app.setLook('en', 'light');
  });
});
