// An Adventure at the table (CR 715), in the real window at 1024 × 700 on Wizards' Mono-Green Stompy list: Lovestruck
// Beast selected in hand, V casts its Adventure, Heart's Desire, which goes on an adventure in exile; dragged from
// exile to the battlefield, the Beast is cast from there (715.4); the log names the face cast each time. Photographed
// in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const BEAST = "Lovestruck Beast // Heart's Desire"; // in seed 3's opening hand

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-adventure-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const beastIn = (page: Page, zone: string) => page.locator(`[data-testid="zone-${zone}"] .tile[data-name="${BEAST}"]`);

describe("playtest table: Lovestruck Beast's Adventure (CR 715)", () => {
  it("V casts Heart's Desire for {G}: the Beast goes on an adventure in exile, not the graveyard", async () => {
    const { page } = app;
    await openTable(page, 'Mono-Green Stompy', 3);
    await page.keyboard.press('k');
    await searchFor(page, [
      { name: 'Forest', to: 'zone-lands' },
      { name: 'Forest', to: 'zone-lands' },
      { name: 'Forest', to: 'zone-lands' },
      { name: 'Forest', to: 'zone-lands' },
    ]);
    await beastIn(page, 'hand').click();
    const button = page.getByTestId('playtest-cast-spell-side');
    await expect.poll(() => button.textContent()).toContain("Cast Heart's Desire");
    await shots('01-offered');
    await page.keyboard.press('v');
    await page.getByTestId('pile-exile').locator('summary').click();
    await expect.poll(() => tileNames(page, 'exile')).toEqual([BEAST]);
    expect(await tiles(page, 'graveyard').count()).toBe(0);
    await expect.poll(() => beastIn(page, 'exile').getByTestId('tile-adventure').textContent()).toBe('on an adventure');
    await expect.poll(() => logText(page)).toContain("cast Heart's Desire with Forest"); // the face cast, not the card
    await shots('02-on-an-adventure');
  });

  it('dragged from exile onto the battlefield, the Beast is cast from there for {2}{G} (715.4)', async () => {
    const { page } = app;
    await beastIn(page, 'exile').dragTo(page.getByTestId('zone-permanents'));
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([BEAST]);
    expect(await tiles(page, 'exile').count()).toBe(0);
    expect(await page.getByTestId('playtest-refusal').count()).toBe(0);
    await expect.poll(() => page.getByTestId('playtest-mana').textContent()).toBe('0');
    await expect.poll(() => logText(page)).toContain('cast Lovestruck Beast with Forest, Forest, Forest');
    await shots('03-cast-from-exile');
  });
});
