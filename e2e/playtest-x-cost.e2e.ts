// A spell with X in its cost at the table (CR 107.3, 601.2b), in the real window at 1024 × 700 on Wizards' Mono-Green
// Stompy list: Stonecoil Serpent selected in hand offers X, and cast with X = 3 it taps three Forests of four and
// enters with three +1/+1 counters, as its text says (CR 122.6, 107.3m). Photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const SERPENT = 'Stonecoil Serpent'; // {X}, in seed 11's opening hand

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const logText = (page: Page) => page.getByTestId('playtest-log').textContent();

describe('playtest table: choosing X (CR 107.3)', () => {
  it('Stonecoil Serpent selected in hand asks for X; cast with X = 3, it taps three of the four Forests and has three +1/+1 counters', async () => {
    const { page } = app;
    await openTable(page, 'Mono-Green Stompy', 11);
    await page.keyboard.press('k');
    await searchFor(
      page,
      [1, 2, 3, 4].map(() => ({ name: 'Forest', to: 'zone-lands' })),
    );
    await expect.poll(() => page.getByTestId('playtest-mana').textContent()).toBe('4');
    expect(await page.getByTestId('playtest-x').count()).toBe(0);
    await page.locator(`[data-testid="zone-hand"] .tile[data-name="${SERPENT}"]`).click();
    await expect.poll(() => page.getByTestId('playtest-x').textContent()).toContain(`${SERPENT} has X in its cost`);
    await page.getByTestId('playtest-x-value').fill('3');
    await tableInBothLanguages(app, 'playtest-x-cost-01-asked');
    await page.getByTestId('playtest-cast-x').click();
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([SERPENT]);
    await expect.poll(() => page.getByTestId('playtest-mana').textContent()).toBe('1');
    expect(await logText(page)).toContain(`cast ${SERPENT} with Forest, Forest, Forest`);
    await expect
      .poll(() => page.locator(`[data-testid="zone-permanents"] .tile[data-name="${SERPENT}"] .counter`).textContent())
      .toBe('+1/+1 ×3');
    await tableInBothLanguages(app, 'playtest-x-cost-02-cast');
  });
});
