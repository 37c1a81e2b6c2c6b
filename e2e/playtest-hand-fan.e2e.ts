// The fanned hand at 1024 × 700 and 1600 × 1000, in both games and both languages: however many cards it holds, every
// card's whole name is in view on the part of its tile the next one leaves uncovered, and its middle is never covered,
// the hand taking another row rather than covering more; the table stays in the window with nothing scrolled. Real
// decks: Wizards' Mono-Green Stompy list and a fire and nature Duel Masters deck of the shared card data.
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

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DM) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DM, format: 'dm' } });
});

/**
 * The hand's tiles whose name is not all in view: the card's name, or its front face's for a card of two faces
 * ("Turntimber Symbiosis", not its land back), each line of it inside the tile, left of the next tile over it, and
 * not covered by anything at its middle; an empty list when every card can be told at a glance.
 */
const hiddenNames = (page: Page) =>
  page.locator('[data-testid="zone-hand"] .tile').evaluateAll((tiles) =>
    tiles.flatMap((tile, i) => {
      const text = tile.querySelector('.name')!.firstChild!;
      const front = text.textContent!.split(' // ')[0];
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, front.length);
      const edge = tile.getBoundingClientRect();
      const next = tiles[i + 1]?.getBoundingClientRect();
      const right = next && next.top === edge.top && next.left < edge.right ? next.left : edge.right;
      const hidden = [...range.getClientRects()].some(
        (line) =>
          line.top < edge.top ||
          line.bottom > edge.bottom + 0.5 ||
          line.right > right + 0.5 ||
          !tile.contains(document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2)),
      );
      return hidden ? [`${front} (${i + 1})`] : [];
    }),
  );

/** Whether every zone of the table is inside the window, and nothing (the page, the zones' column) scrolled. */
const tableInWindow = (page: Page) =>
  page.evaluate(() => {
    const play = document.querySelector('.playtest .play')!;
    const zones = [...document.querySelectorAll('.playtest [data-testid^="zone-"]')].filter(
      (zone) => zone.getBoundingClientRect().height > 0,
    );
    const out = zones.filter((zone) => {
      const box = zone.getBoundingClientRect();
      return box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth;
    });
    return {
      outside: out.map((zone) => zone.getAttribute('data-testid')),
      scrolled: window.scrollY + play.scrollTop + Math.max(0, play.scrollHeight - play.clientHeight),
    };
  });

async function drawUpTo(page: Page, count: number): Promise<void> {
  const more = count - (await tileNames(page, 'hand')).length;
  if (more === 0) return;
  await page.getByTestId('playtest-top-n').fill(String(more));
  await page.getByTestId('playtest-draw-n').click();
  await expect.poll(async () => (await tileNames(page, 'hand')).length).toBe(count);
}

const GAMES = [
  { game: 'mtg', deck: 'Mono-Green Stompy', hands: [7, 13, 16, 20, 26] },
  { game: 'dm', deck: DM, hands: [5, 10, 14, 18, 24] },
] as const;

describe('every card of a fanned hand is identifiable at a glance', () => {
  it.each(GAMES)(
    '$game: hands of $hands cards at 1024 × 700 and 1600 × 1000, in English and Japanese',
    async ({ game, deck, hands }) => {
      const { page } = app;
      await page.setViewportSize({ width: 1024, height: 700 });
      await openTable(page, deck, 5);
      if (game === 'mtg') await page.keyboard.press('k');
      for (const size of hands) {
        await drawUpTo(page, size);
        for (const window of [
          { width: 1024, height: 700 },
          { width: 1600, height: 1000 },
        ]) {
          await page.setViewportSize(window);
          for (const language of ['en', 'ja']) {
            if (language === 'ja') {
              await page.keyboard.press('Control+Shift+J');
              await page.getByText('一人回しテーブル').first().waitFor();
            }
            const step = `${size} cards, ${window.width}, ${language}`;
            // The rows follow the hand's width a frame after the window resizes or the language switches.
            await expect.poll(async () => [step, await hiddenNames(page)]).toEqual([step, []]);
            await expect
              .poll(async () => [step, await tableInWindow(page)])
              .toEqual([step, { outside: [], scrolled: 0 }]);
            await app.screenshot(`playtest-hand-fan-${game}-${size}-${window.width}-${language}`);
          }
          await page.keyboard.press('Control+Shift+J');
          await page.getByText('Playtest table').first().waitFor();
        }
      }
      await page.keyboard.press('Escape');
    },
  );
});
