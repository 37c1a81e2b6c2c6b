// Comparing the deck in the editor with another saved deck or a pasted list (the History tab's "Compare…"), on the
// real Challenger Azorius Control list and its Kaldheim Cockatrice version: one Archon of Sun's Grace fewer. The
// table per board, the same cards folded, B's changes copied as text, a pasted line the card data lacks left out;
// at 1024 px in English and Japanese, its text at WCAG AA contrast; screenshots in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appForFile, saveSharedDecks } from './setup.ts';
import { openSavedDeck } from './harness.ts';
import { AA, contrasts } from './contrast.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();
const Q05 = 'decks/plain-taw/challenger__q05__Azorius Control.txt';
const KHM = 'decks/cockatrice-cod/AzoriusControl_KHM.cod';

beforeAll(async () => {
  await saveSharedDecks(app, { 'Azorius Control': Q05, 'Azorius Control (Kaldheim)': KHM });
});

/** The compare dialog open over the Q05 deck in the editor. */
async function openCompare() {
  const { page } = app;
  await openSavedDeck(page, 'Azorius Control');
  await page.getByTestId('tab-history').click();
  await page.getByTestId('compare-open').click();
  return page.getByTestId('compare-dialog');
}

describe('comparing decks from the History tab', () => {
  it("a saved deck: the Archon row changed 2 → 1, the same cards folded, B's changes copied as text", async () => {
    const { page } = app;
    const dialog = await openCompare();
    await dialog.getByTestId('compare-deck').selectOption({ label: 'Azorius Control (Kaldheim)' });
    await dialog.getByTestId('compare-run').click();
    const main = dialog.locator('[data-testid="compare-board"][data-board="main"]');
    const archon = main.locator(`[data-testid="compare-row"][data-card="Archon of Sun's Grace"]`);
    await expect.poll(() => archon.getAttribute('data-kind'), POLL).toBe('changed');
    expect(await archon.locator('td').allTextContents()).toEqual(["Archon of Sun's Grace", '2', '1']);
    expect(await main.locator('[data-testid="compare-row"][data-kind="onlyA"]').count()).toBe(0);
    expect(await main.locator('[data-testid="compare-row"][data-kind="onlyB"]').count()).toBe(0);
    // The modal double-faced cards, written by their front face in one list and by both in the other, are the same.
    const same = main.getByTestId('compare-same');
    expect(await same.locator('[data-testid="compare-row"]').first().isVisible()).toBe(false);
    await same.locator('summary').click();
    await expect
      .poll(() => same.locator(`[data-card="Emeria's Call // Emeria, Shattered Skyclave"]`).isVisible(), POLL)
      .toBe(true);
    expect(await main.locator('h3').textContent()).toContain('A 60 · B 59');
    await page.evaluate(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      navigator.clipboard.writeText = (text: string) => {
        copied.push(text);
        return Promise.resolve();
      };
    });
    await dialog.getByTestId('compare-copy').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied), POLL)
      .toEqual(["// Remove\n1 Archon of Sun's Grace\n"]);
    await app.screenshot('compare-decks-en');

    await app.setLook('ja', 'light');
    await expect.poll(() => page.locator('dialog h2').textContent(), POLL).toBe('デッキを比較');
    // The card data names the Archon in Japanese: the row shows that name.
    await expect.poll(() => archon.locator('td.name').textContent(), POLL).not.toBe("Archon of Sun's Grace");
    expect(await main.locator('tr.group th').first().textContent()).toBe('枚数が違う（1種）');
    await app.screenshot('compare-decks-ja');

    // At 1024 × 700 the dialog and its tables fit the window, in both languages; its text reads at AA, light and dark.
    await page.setViewportSize({ width: 1024, height: 700 });
    for (const language of ['ja', 'en'] as const) {
      await app.setLook(language, 'light');
      const box = (await page.locator('dialog').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
      const body = page.locator('dialog .body');
      expect(await body.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      for (const theme of ['light', 'dark'] as const) {
        await app.setLook(language, theme);
        const measured = await contrasts(
          page,
          '[data-testid="compare-dialog"] td, [data-testid="compare-dialog"] th, [data-testid="compare-dialog"] summary, [data-testid="compare-dialog"] p',
        );
        expect(measured.length).toBeGreaterThan(10);
        expect(measured.filter((m) => m.ratio < AA)).toEqual([]);
      }
    }
    await app.setLook('en', 'light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
  });

  it('a pasted list: a line the card data does not know is listed and left out, never taken for another card', async () => {
    const dialog = await openCompare();
    await dialog.getByTestId('compare-source-list').check();
    const pasted = readFileSync(sharedPath(Q05), 'utf8').replace(/^(\d+) Doomskar\b.*$/m, '$1 Doomskarr');
    await dialog.getByTestId('compare-list-text').fill(pasted);
    await dialog.getByTestId('compare-run').click();
    const leftOut = dialog.getByTestId('compare-left-out');
    await expect.poll(() => leftOut.textContent(), POLL).toContain('Doomskarr');
    const main = dialog.locator('[data-testid="compare-board"][data-board="main"]');
    expect(await main.locator('[data-kind="onlyA"]').getAttribute('data-card')).toBe('Doomskar');
    expect(await main.locator('[data-kind="onlyB"]').count()).toBe(0);
    await app.screenshot('compare-decks-left-out-en');
    await app.page.keyboard.press('Escape');
  });
});
