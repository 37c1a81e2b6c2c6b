// Dragging a card out of the library search list (CR 701.19) in the real window at 1024 × 700, on Wizards'
// Mono-Green Stompy list: the card dragged is the card found, wherever the list and the column holding it are
// scrolled. Scavenging Ooze, once reported to bring Thrashing Brontodon (further down the list) into hand.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const OOZE = 'Scavenging Ooze';

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const handCount = (page: Page, name: string) => tileNames(page, 'hand').then((n) => n.filter((c) => c === name).length);

describe('playtest table: a card dragged from the search list at 1024 px is the card found', () => {
  it('Scavenging Ooze dragged to the hand zone as dragTo drags: pressed, the hand scrolled into view, then moved and dropped', async () => {
    const { page } = app;
    await openTable(page, 'Mono-Green Stompy', 3);
    await page.keyboard.press('k');
    const before = await tileNames(page, 'hand');
    await searchFor(page, [{ name: OOZE, to: 'zone-hand' }]);
    const after = await tileNames(page, 'hand');
    expect(after).toHaveLength(before.length + 1);
    expect(await handCount(page, OOZE)).toBe(before.filter((n) => n === OOZE).length + 1);
    await tableInBothLanguages(app, 'playtest-search-drag-01-ooze');
  });

  it('by hand with the mouse: the list scrolled to Ooze, the column scrolled down to the hand during the drag', async () => {
    const { page } = app;
    await openTable(page, 'Mono-Green Stompy', 3);
    await page.keyboard.press('k');
    const before = await tileNames(page, 'hand');
    await page.getByTestId('playtest-search').click();
    const ooze = page.locator(`[data-testid="zone-search"] .tile[data-name="${OOZE}"]`).first();
    await ooze.scrollIntoViewIfNeeded();
    const from = (await ooze.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
    const hand = page.getByTestId('zone-hand');
    await hand.scrollIntoViewIfNeeded();
    const to = (await hand.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('playtest-search-done').click();
    await page.getByTestId('playtest-searching').waitFor({ state: 'detached' });
    expect(await tileNames(page, 'hand')).toHaveLength(before.length + 1);
    expect(await handCount(page, OOZE)).toBe(before.filter((n) => n === OOZE).length + 1);
  });
});
