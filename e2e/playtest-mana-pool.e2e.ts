// The Magic table played as a player plays it every day, in the real window at 1024 × 700: lands tapped first by a
// double click make mana into the pool (CR 106.4), the spell dragged out after them is cast with that mana, and the
// pool empties as the turn ends (500.4), on Wizards' Mono-Green Stompy list. Photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const PRESERVER = 'Wildborn Preserver'; // {1}{G}, in seed 3's opening hand

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-mana-pool-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const mana = (page: Page) => page.getByTestId('playtest-mana').textContent();
const pool = (page: Page) => page.getByTestId('playtest-mana-pool');

describe('playtest table: tapping lands first, then casting (CR 106.4, 601.2g–h)', () => {
  it('two Forests double-clicked make {G}{G}, Wildborn Preserver dragged out is cast with them, and the pool is shown until spent', async () => {
    const { page } = app;
    await openTable(page, 'Mono-Green Stompy', 3);
    await page.keyboard.press('k');
    await searchFor(page, [
      { name: 'Forest', to: 'zone-lands' },
      { name: 'Forest', to: 'zone-lands' },
    ]);
    await expect.poll(() => mana(page)).toBe('2');
    expect(await pool(page).count()).toBe(0);
    for (const i of [0, 1]) await tiles(page, 'lands').nth(i).dblclick();
    await expect.poll(() => pool(page).locator('.cost').getAttribute('aria-label')).toBe('green, green');
    await expect.poll(() => mana(page)).toBe('2'); // the pool's two, no untapped source left
    await expect.poll(() => logText(page)).toContain('tapped Forest for {G}, tapped Forest for {G}');
    await shots('01-floating');

    await page
      .locator(`[data-testid="zone-hand"] .tile[data-name="${PRESERVER}"]`)
      .first()
      .dragTo(page.getByTestId('zone-permanents'));
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([PRESERVER]);
    expect(await page.getByTestId('playtest-refusal').count()).toBe(0);
    await expect.poll(() => pool(page).count()).toBe(0);
    await expect.poll(() => mana(page)).toBe('0');
    await expect.poll(() => logText(page)).toContain(`cast ${PRESERVER} with Forest, Forest`);
    await shots('02-cast-from-pool');
  });

  it('a Forest tapped and left unspent floats until the turn ends (CR 500.4), then the new turn untaps it', async () => {
    const { page } = app;
    await page.keyboard.press('u'); // undo the cast: the two Forests are tapped, their {G}{G} floating
    await expect.poll(() => pool(page).locator('.cost').getAttribute('aria-label')).toBe('green, green');
    await page.keyboard.press(' ');
    await expect.poll(() => pool(page).count()).toBe(0);
    await expect.poll(() => mana(page)).toBe('2');
    await page.keyboard.press('Control+Shift+J');
    await expect.poll(() => logText(page)).toContain('森をタップして{G}を加えた');
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('Playtest table').first().waitFor();
    await shots('03-emptied');
  });
});
