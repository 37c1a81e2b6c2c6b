// A card result shows a printing the query asks for, as Scryfall's grid does: a set's printing for e:, the oldest for
// prefer:oldest; the tile shows it (its image, or as text its set and number), the list's set column and the card
// panel's printings say which.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';

const app = appForFile();
const POLL = { timeout: 20_000, interval: 20 };

async function searchFor(page: Page, query: string): Promise<void> {
  await page.locator('[data-screen="search"]').click();
  await page.getByTestId('search-input').fill(query);
  await searchAnswered(page, query);
}

/** The printing the API says the query's first card shows. */
async function shownBy(query: string) {
  const { cards } = await app.host.invoke('cards.search', { query, limit: 1 });
  expect(cards[0]?.shownPrinting, query).toBeDefined();
  return cards[0].shownPrinting!;
}

describe('the printing a card result shows', () => {
  it("shows the set's printing for e: and the oldest for prefer:oldest, in the grid, the list and the card panel", async () => {
    const { page } = app;
    const name = '!"Evolving Wilds"';
    const newest = await shownBy(name);
    const inAkh = await shownBy(`${name} e:akh`);
    const oldest = await shownBy(`${name} prefer:oldest`);
    expect(inAkh.set).toBe('akh');
    expect(newest.set).not.toBe('akh');
    expect(oldest.releasedAt! < newest.releasedAt!).toBe(true);

    await page.getByTestId('grid-view').click();
    const tile = page.getByTestId('search-tile').first();
    for (const [query, printing] of [
      [name, newest],
      [`${name} e:akh`, inAkh],
      [`${name} prefer:oldest`, oldest],
    ] as const) {
      await searchFor(page, query);
      await expect.poll(() => tile.getAttribute('data-printing-id'), POLL).toBe(printing.id);
    }
    // The tile asks for that printing's image, not the card's default one.
    await searchFor(page, `${name} e:akh`);
    await expect.poll(() => tile.getAttribute('data-printing-id'), POLL).toBe(inAkh.id);
    const img = tile.locator('img');
    if (await img.count()) expect(await img.getAttribute('src')).toContain(`/images/printing/${inAkh.id}/`);
    // No image reaches the test app, so the tile is drawn as text, which names the printing's set and number.
    await expect
      .poll(() => tile.getByTestId('text-tile-printing').textContent(), POLL)
      .toBe(`AKH ${inAkh.collectorNumber}`);
    await tile.click();
    const marked = page.locator('.printings li[aria-current="true"]');
    await expect.poll(() => marked.getByTestId('printing-set').textContent(), POLL).toBe('AKH');
    await app.screenshot('search-shown-printing-grid-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => tile.getAttribute('data-printing-id'), POLL).toBe(inAkh.id);
    await app.screenshot('search-shown-printing-grid-ja');
    await app.setLook('en', 'light');

    await page.getByTestId('list-view').click();
    await searchFor(page, `${name} prefer:oldest`);
    await expect
      .poll(() => page.getByTestId('search-row-set').first().textContent(), POLL)
      .toBe(oldest.set.toUpperCase());
  });

  it('runs the prefer: row of the syntax help, worded in both languages', async () => {
    const { page } = app;
    await page.locator('[data-screen="search"]').click();
    await page.getByTestId('syntax-help-toggle').click();
    const help = page.getByTestId('syntax-help');
    const example = 'e:m20 prefer:oldest';
    await expect.poll(() => help.getByRole('row', { name: example }).textContent(), POLL).toContain('oldest');
    await app.setLook('ja', 'light');
    await expect.poll(() => help.getByRole('row', { name: example }).textContent(), POLL).toContain('最古');
    await app.screenshot('search-prefer-help-ja');
    await app.setLook('en', 'light');
    await help.getByRole('button', { name: example }).click();
    await searchAnswered(page, example);
    const { cards } = await app.host.invoke('cards.search', { query: example, limit: 3 });
    expect(cards.every((c) => c.shownPrinting?.set === 'm20')).toBe(true);
    await page.getByTestId('syntax-help-toggle').click();
  });
});
