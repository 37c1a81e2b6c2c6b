// Text contrast in both themes, measured as Chromium renders it: every piece of faint text on the deck editor, the
// search screen and the A/B verdict (help lines, the verdict, keyboard hints, dates, counts) reads at least 4.5:1
// against the background behind it (WCAG 2.x AA for body text), as do the palette's text colors on its surfaces.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile, openSavedDeck } from './harness.ts';
import { AA, contrasts } from './contrast.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold Legacies';
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const THEMES = ['light', 'dark'] as const;

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD_FILE, { format: 'commander' });
});
afterEach(async () => {
  await app.setLook('en', 'light');
});

/** The palette's text colors on its surfaces, from the variables the theme sets. */
function paletteContrasts(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const probe = document.createElement('span');
    document.body.append(probe);
    const luminance = (variable: string) => {
      probe.style.color = style.getPropertyValue(variable);
      const [r, g, b] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const pairs: Record<string, number> = {};
    for (const text of ['--text', '--muted', '--faint'])
      for (const surface of ['--bg', '--surface', '--surface-2']) {
        const [light, dark] = [luminance(text), luminance(surface)].sort((a, b) => b - a);
        pairs[`${text} on ${surface}`] = Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
      }
    probe.remove();
    return pairs;
  });
}

describe('text contrast', () => {
  for (const theme of THEMES) {
    it(`the palette's text colors and the faint text of the editor and the search read at ${AA}:1 (${theme})`, async () => {
      const { page } = app;
      await app.setLook('en', theme);
      for (const [pair, ratio] of Object.entries(await paletteContrasts(page)))
        expect.soft(ratio, `${pair}, ${theme}`).toBeGreaterThanOrEqual(AA);

      await openSavedDeck(page, LOREHOLD);
      await page.getByTestId('tab-advice').click();
      await page.locator('.faint.help').first().waitFor(POLL);
      const editor = await contrasts(page, '.faint');
      // The footer's keyboard hints, the empty companion board's word, the advice tab's help, the shelf's dates.
      expect(editor.length).toBeGreaterThanOrEqual(4);
      for (const { text, ratio } of editor) expect.soft(ratio, `“${text}”, ${theme}`).toBeGreaterThanOrEqual(AA);
      await app.screenshot(`contrast-editor-${theme}`);

      await page.keyboard.press('Control+1');
      await page.getByTestId('search-input').fill('sol ring');
      const search = page.locator('.faint');
      await expect.poll(() => search.count(), POLL).toBeGreaterThan(0);
      for (const { text, ratio } of await contrasts(page, '.faint'))
        expect.soft(ratio, `“${text}”, ${theme}`).toBeGreaterThanOrEqual(AA);
      await app.screenshot(`contrast-search-${theme}`);
    });
  }
});
