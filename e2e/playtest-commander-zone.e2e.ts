// A commander going home at the table (CR 903.9a), in the real window at 1024 × 700 on Wizards' Lorehold Legacies
// list: Osgir cast from the command zone and put into the graveyard (G) goes back to the command zone, with its tax
// shown (903.8); Shift-dropped on the graveyard, its owner keeps it there. Photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, shiftDrop, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const OSGIR = 'Osgir, the Reconstructor'; // {2}{R}{W}

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD, { format: 'commander' });
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-commander-zone-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();

describe('playtest table: the commander back to the command zone (CR 903.9a)', () => {
  it('Osgir cast, then put into the graveyard with G, is in the command zone again, its next cast taxed {2}', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 5);
    await page.keyboard.press('k');
    await searchFor(page, [
      { name: 'Mountain', to: 'zone-lands' },
      { name: 'Mountain', to: 'zone-lands' },
      { name: 'Mountain', to: 'zone-lands' },
      { name: 'Plains', to: 'zone-lands' },
    ]);
    await tiles(page, 'command').first().dragTo(page.getByTestId('zone-permanents'));
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([OSGIR]);
    await tiles(page, 'permanents').first().click();
    await page.keyboard.press('g');
    await expect.poll(() => tileNames(page, 'command')).toEqual([OSGIR]);
    expect(await tiles(page, 'permanents').count()).toBe(0);
    await expect
      .poll(() => logText(page))
      .toContain(`moved ${OSGIR}, a commander, to the command zone instead (CR 903.9a)`);
    await expect.poll(() => page.getByTestId('playtest-commander-tax').textContent()).toContain('{2}');
    await shots('01-back-home');
  });

  it('Shift-dropped on the graveyard, Osgir stays there: its owner declines the command zone', async () => {
    const { page } = app;
    await page.keyboard.press('u'); // Osgir back on the battlefield
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([OSGIR]);
    await page.getByTestId('pile-graveyard').locator('summary').click();
    await shiftDrop(page, tiles(page, 'permanents').first(), page.getByTestId('zone-graveyard'));
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual([OSGIR]);
    expect(await tileNames(page, 'command')).toEqual([]);
    await expect.poll(() => logText(page)).toContain(`moved ${OSGIR} to Graveyard`);
    await shots('02-stays-in-graveyard');
  });
});
