// A land that adds one mana of two colors tapped by hand at the table, in the real window at 1024 × 700 on Wizards'
// Lorehold Legacies list: double-clicking Command Tower asks which mana it adds (CR 106.4, 605.3b), {R} chosen goes
// into the pool as {R}, and a white spell cannot be cast with it. Photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const TOWER = 'Command Tower';

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD);
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-mana-choice-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const pool = (page: Page) => page.getByTestId('playtest-mana-pool');
const tower = (page: Page) => page.locator(`[data-testid="zone-lands"] .tile[data-name="${TOWER}"]`);

describe('playtest table: tapping Command Tower by hand asks which mana it adds (CR 605.3b)', () => {
  it('a double click offers {W} and {R}; Escape taps nothing', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 3);
    await page.keyboard.press('k');
    await searchFor(page, [{ name: TOWER, to: 'zone-lands' }]);
    await tower(page).dblclick();
    const choice = page.getByTestId('playtest-choose-mana');
    await expect.poll(() => choice.textContent()).toContain(`Tap ${TOWER} for which mana?`);
    expect(
      await choice.locator('button[data-testid^="playtest-mana-"]').evaluateAll((b) => b.map((e) => e.dataset.testid)),
    ).toEqual(['playtest-mana-W', 'playtest-mana-R']);
    await shots('01-asked');
    await page.keyboard.press('Escape');
    await choice.waitFor({ state: 'detached' });
    expect(await tiles(page, 'lands').first().getAttribute('class')).not.toContain('tapped');
  });

  it('{R} clicked: the Tower taps, the pool holds {R}, and the log says so', async () => {
    const { page } = app;
    await tower(page).click();
    await page.keyboard.press('t');
    await page.getByTestId('playtest-mana-R').click();
    await expect.poll(() => pool(page).locator('.cost').getAttribute('aria-label')).toBe('red');
    await expect.poll(() => logText(page)).toContain(`tapped ${TOWER} for {R}`);
    expect(await tower(page).getAttribute('class')).toContain('tapped');
    await shots('02-red');
  });
});
