// The collection in the smallest window (1024×700) and a large one (1600×1000), in English and Japanese, with a row
// picked: its editor stays on one line and the owned printings below it shrink to small images beside their set and
// copies in the short window, so the list keeps most of its rows (it showed 7 or 8 there, the strip taking 192 px).
// Over every card of ../shared/data: the collection holds 300 real creature printings, some cards several times.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atEverySize } from './harness.ts';
import { appForFile } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };
/**
 * Rows the list must show whole with a row picked, by window height. At 700 px it shows 18 with none picked; picked,
 * it keeps two thirds of them. At 1000 px the printings keep their full size.
 */
const ROWS_KEPT = { 700: 12, 1000: 18 } as const;

const app = appForFile();

beforeAll(async () => {
  const { cards } = await app.host.invoke('cards.search', { query: 't:creature unique:prints', limit: 300 });
  await app.host.invoke('collection.add', { items: cards.map((c) => ({ printingId: c.printing!.id })) });
});

/** The rows the list shows whole, and whether the editor's parts stand on one line (all of them level somewhere). */
function measure(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('#collection-rows .body')!.getBoundingClientRect();
    const rows = [...document.querySelectorAll('[data-testid="collection-row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= body.top - 0.5 && box.bottom <= body.bottom + 0.5;
    }).length;
    const editor = document.querySelector('[data-testid="collection-row-editor"]')!;
    const parts = [...editor.children].map((part) => part.getBoundingClientRect());
    const oneLine = Math.max(...parts.map((box) => box.top)) < Math.min(...parts.map((box) => box.bottom));
    return { rows, oneLine };
  });
}

describe('the collection with a row picked', () => {
  it('keeps most of its rows in view in a short window, the editor on one line and every owned printing named', async () => {
    const { page } = app;
    const rows = page.getByTestId('collection-row');
    const owned = page.getByTestId('owned-printings').locator('li');
    await atEverySize(
      app,
      [
        { width: 1024, height: 700 },
        { width: 1600, height: 1000 },
      ],
      'collection-picked-row',
      async () => {
        await page.keyboard.press('Control+5');
        // The third row: a card the collection holds in three printings ("Adam"-Ogre MAX, アルカディアス・モモキング).
        await rows.nth(2).click();
        await page.mouse.move(5, 5);
        await expect.poll(() => owned.count(), POLL).toBeGreaterThan(1);
        const height = page.viewportSize()!.height as 700 | 1000;
        // Polled: after a language switch the list pages in the new order and scrolls to the picked row, which
        // can leave the body empty for a frame or two.
        await expect.poll(async () => (await measure(page)).rows, POLL).toBeGreaterThanOrEqual(ROWS_KEPT[height]);
        expect((await measure(page)).oneLine).toBe(true);
        for (const printing of await owned.all()) {
          const set = (await printing.getAttribute('data-printing'))!;
          expect(await printing.textContent()).toContain(set);
          expect(await printing.isVisible()).toBe(true);
        }
      },
    );
  });
});
