// The deck editor's list is one Tab stop (WAI-ARIA's listbox with a roving tabindex): Tab from a row leaves the list
// of a 100-card Commander deck in one press, Shift+Tab comes back to the row last on, arrows, Home and End move
// within it and the row keys work on the row reached; the visual layout alike. In Chromium, on a real decklist.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
/** A 100-card Commander deck: a list of some 70 rows. */
const LOREHOLD = 'Lorehold Legacies';

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt'), {
    name: LOREHOLD,
    format: 'commander',
  });
});
freshWindowAfterFailure(app);

/** What holds the keyboard focus: a deck entry's card name, else the element's test id or tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const entry = element?.closest<HTMLElement>('[data-entry-row], [data-visual-card]');
    return entry ? `entry:${entry.dataset.card}` : (element?.dataset.testid ?? element?.tagName ?? '');
  });

/** The focused element is inside the element with the test id. */
const focusInside = (page: Page, testid: string) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), testid);

const entryCards = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((entries) => entries.map((e) => `entry:${(e as HTMLElement).dataset.card}`));

async function openLorehold(page: Page): Promise<string[]> {
  await openSavedDeck(page, LOREHOLD);
  await expect.poll(() => page.getByText('not in the card data').count(), POLL).toBe(0);
  return entryCards(page, '[data-entry-row]');
}

describe('the deck list is one Tab stop (WAI-ARIA listbox, roving tabindex)', () => {
  it('Tab from its first row leaves it in one press; Shift+Tab comes back to the row last on', async () => {
    const { page } = app;
    const rows = await openLorehold(page);
    expect(rows.length).toBeGreaterThan(60);
    await page.locator('[data-entry-row]').first().focus();
    expect(await focused(page)).toBe(rows[0]);
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^entry:/);
    expect(await focusInside(page, 'deck-boards')).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(rows[0]);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(rows[3]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(rows[3]);
    expect(await page.locator('[data-entry-row][tabindex="0"]').count()).toBe(1);
  });

  it('Home and End go to the first and last rows, and the row keys work on the row reached', async () => {
    const { page } = app;
    const rows = await openLorehold(page);
    await page.locator('[data-entry-row]').nth(5).focus();
    await page.keyboard.press('End');
    expect(await focused(page)).toBe(rows.at(-1));
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe(rows[0]);
    await page.keyboard.press('ArrowDown');
    const row = page.locator('[data-entry-row]').nth(1);
    const count = Number(await row.locator('.count .num').textContent());
    await page.keyboard.press('+');
    await expect.poll(() => row.locator('.count .num').textContent(), POLL).toBe(String(count + 1));
    await page.keyboard.press('-');
    await expect.poll(() => row.locator('.count .num').textContent(), POLL).toBe(String(count));
    await app.screenshotEveryLook('deck-list-tab-stop', async () => {
      await page.locator('[data-entry-row]').nth(1).focus();
    });
    await page.keyboard.press('Control+s');
  });

  it('the visual layout too: one Tab stop, Home and End', async () => {
    const { page } = app;
    await openLorehold(page);
    await page.getByTestId('deck-layout-visual').click();
    const cards = await entryCards(page, '[data-visual-card]');
    await page.locator('[data-visual-card]').first().focus();
    await page.keyboard.press('End');
    expect(await focused(page)).toBe(cards.at(-1));
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe(cards[0]);
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'deck-visual')).toBe(false);
    expect(await page.locator('[data-visual-card][tabindex="0"]').count()).toBe(1);
    await page.getByTestId('deck-layout-list').click();
  });
});
