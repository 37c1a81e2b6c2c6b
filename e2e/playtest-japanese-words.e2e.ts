// The table's words in the Japanese window, for both games: every zone's count written one way, 墓地（0） as ライブラリー
// （53）, turn n as 「nターン目」 (as the Duel Masters rules count turns and the rest of the app writes them), the app's
// ": " after a heading, and restart worded apart from redo. Real decks: Wizards' Mono-Green Stompy list and a fire and
// nature Duel Masters deck of the shared card data.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const DM = 'Fire and nature';

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DM) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DM, format: 'dm' } });
});

/** Each zone's heading and each side pile's summary, as shown. */
async function zoneCounts(page: Page): Promise<string[]> {
  const headings = await page.locator('[data-testid^="zone-"] > h3').allTextContents();
  const piles = await page.locator('[data-testid^="pile-"] > summary').allTextContents();
  return [...headings, ...piles].map((text) => text.trim());
}

const status = (page: Page) => page.getByTestId('playtest-status').locator('dt').first().innerText();

describe('the table in Japanese', () => {
  it.each([
    {
      game: 'Magic',
      deck: 'Mono-Green Stompy',
      opening: ['ライブラリー（53）', '手札（7）', '墓地（0）', '追放（0）'],
      mulligan: true,
    },
    // The Duel Masters rules have no mulligan (DM 103): the game opens on turn 1.
    {
      game: 'Duel Masters',
      deck: DM,
      opening: ['山札（30）', 'シールド（5）', '手札（5）', '墓地（0）'],
      mulligan: false,
    },
  ])(
    '$game: every zone counted as 墓地（0）, 「1ターン目」, the app\'s ": ", restart apart from redo',
    async ({ deck, opening, mulligan }) => {
      const { page } = app;
      await openTable(page, deck, 7);
      await app.setLook('ja', 'light');
      await page.getByText('一人回しテーブル').first().waitFor();
      const counts = await zoneCounts(page);
      expect(counts.length).toBeGreaterThan(4);
      for (const count of counts) expect(count).toMatch(/^[^\s()（）]+（\d+）$/);
      expect(counts).toEqual(expect.arrayContaining(opening));
      expect(await page.getByTestId('playtest-restart').innerText()).toBe('最初から（同じシード）');
      expect(await page.getByTestId('playtest-redo').innerText()).toMatch(/^やり直す/);
      if (mulligan) {
        expect(await status(page)).toBe('初手: キープかマリガンか');
        await page.getByTestId('playtest-keep').click();
      }
      await expect.poll(() => status(page)).toBe('1ターン目');
      await app.screenshot(`playtest-japanese-words-${deck === DM ? 'dm' : 'mtg'}-ja`);
      await app.setLook('en', 'light');
      await expect.poll(() => status(page)).toBe('Turn 1');
      expect(await page.getByTestId('pile-graveyard').locator('summary').innerText()).toBe('Graveyard (0)');
    },
  );
});
