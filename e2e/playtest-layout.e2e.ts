// The playtest table at 1024 × 700 with the library search list open (CR 701.19), in both games and both languages:
// every zone a found card can be dropped on is in the window without scrolling anything but the list itself, and a
// card dragged with the mouse from the list into the hand arrives there with nothing scrolled. Real decks: Wizards'
// Mono-Green Stompy list and a fire and nature Duel Masters deck of the shared card data.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const DM = 'Fire and nature';
const WINDOW = { width: 1024, height: 700 };

/** Each game's deck, the list and the zones a found card may be dropped on (the piles beside the library opened first). */
const GAMES = [
  {
    game: 'Magic',
    deck: 'Mono-Green Stompy',
    zones: ['playtest-search-list', 'zone-permanents', 'zone-lands', 'zone-hand'],
    piles: ['graveyard', 'exile'],
    found: 'Scavenging Ooze',
  },
  {
    game: 'Duel Masters',
    deck: DM,
    zones: ['playtest-search-list', 'zone-battle', 'zone-shields', 'zone-mana', 'zone-hand'],
    piles: ['graveyard'],
    found: 'Brawler Zyler',
  },
] as const;

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DM) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DM, format: 'dm' } });
});

/** Whether the whole box of an element is inside the window, as the player sees it now. */
async function inWindow(page: Page, testid: string): Promise<boolean> {
  const box = await page.getByTestId(testid).boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  );
}

/** How far the page and the table's column of zones are scrolled, and how far their content overflows them. */
const scrolled = (page: Page) =>
  page.evaluate(() => {
    const play = document.querySelector('.playtest .play')!;
    return {
      page: window.scrollY,
      column: play.scrollTop,
      columnOverflow: Math.max(0, play.scrollHeight - play.clientHeight),
    };
  });
const NOTHING_SCROLLED = { page: 0, column: 0, columnOverflow: 0 };

async function openSearch(page: Page, deck: string, game: string): Promise<void> {
  // A search left open by a test before is cancelled first (Escape), so the table can be closed and opened again.
  if (await page.getByTestId('playtest-searching').count()) await page.keyboard.press('Escape');
  await openTable(page, deck, 3);
  if (game === 'Magic') await page.keyboard.press('k');
  await page.getByTestId('playtest-search').click();
  await page.getByTestId('playtest-searching').waitFor();
}

describe('the table at 1024 × 700 with the search list open', () => {
  it.each(GAMES)(
    '$game: every zone is in the window in English and Japanese, the list alone scrolling',
    async ({ game, deck, zones, piles }) => {
      const { page } = app;
      await page.setViewportSize(WINDOW);
      await openSearch(page, deck, game);
      const prefix = `playtest-layout-${game === 'Magic' ? 'mtg' : 'dm'}`;
      for (const language of ['en', 'ja']) {
        if (language === 'ja') {
          await page.keyboard.press('Control+Shift+J');
          await page.getByText('一人回しテーブル').first().waitFor();
        }
        for (const zone of zones) expect([zone, await inWindow(page, zone)]).toEqual([zone, true]);
        expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
        await app.screenshot(`${prefix}-1024-${language}`);
        for (const pile of piles) {
          expect([pile, await inWindow(page, `pile-${pile}`)]).toEqual([pile, true]);
          await page.getByTestId(`pile-${pile}`).locator('summary').click();
          expect([pile, await inWindow(page, `zone-${pile}`)]).toEqual([pile, true]);
          await page.getByTestId(`pile-${pile}`).locator('summary').click();
        }
      }
      await page.setViewportSize({ width: 1600, height: 1000 });
      await app.screenshot(`${prefix}-1600-ja`);
      await page.keyboard.press('Control+Shift+J');
      await page.getByText('Playtest table').first().waitFor();
      await app.screenshot(`${prefix}-1600-en`);
      await page.keyboard.press('Escape');
    },
  );

  it.each(GAMES)(
    '$game: a card dragged with the mouse from the list into the hand arrives, nothing but the list scrolled',
    async ({ game, deck, found }) => {
      const { page } = app;
      await page.setViewportSize(WINDOW);
      await openSearch(page, deck, game);
      const before = await tileNames(page, 'hand');
      const tile = page.locator(`[data-testid="zone-search"] .tile[data-name="${found}"]`).first();
      await tile.scrollIntoViewIfNeeded(); // the list scrolls inside itself
      expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
      const from = (await tile.boundingBox())!;
      const to = (await page.getByTestId('zone-hand').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId('playtest-search-done').click();
      await page.getByTestId('playtest-searching').waitFor({ state: 'detached' });
      const after = await tileNames(page, 'hand');
      expect(after.filter((n) => n === found).length).toBe(before.filter((n) => n === found).length + 1);
      expect(after).toHaveLength(before.length + 1);
      expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
    },
  );
});
