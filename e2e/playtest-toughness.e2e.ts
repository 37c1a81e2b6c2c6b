// A creature's toughness at the table (CR 704.5f, 704.5q), in the real window at 1024 × 700 on Wizards' Mono-Green
// Stompy list: Stonecoil Serpent cast with X = 2 takes a -1/-1 counter, which annihilates with a +1/+1 counter, and
// with its last +1/+1 counter removed by the counter panel's − it is a 0/0 and goes to the graveyard, the log naming
// both rules (the pair removed, the death) in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const SERPENT = 'Stonecoil Serpent'; // {X}, 0/0, in seed 11's opening hand

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const serpentCounters = (page: Page) =>
  page
    .locator(`[data-testid="zone-permanents"] .tile[data-name="${SERPENT}"] .counter`)
    .evaluateAll((els) => els.map((e) => e.textContent));

describe('playtest table: toughness 0 (CR 704.5f)', () => {
  it('Stonecoil Serpent cast with X = 2: a -1/-1 counter annihilates a +1/+1 one (704.5q); the last removed, it goes to the graveyard', async () => {
    const { page } = app;
    await openTable(page, 'Mono-Green Stompy', 11);
    await page.keyboard.press('k');
    await searchFor(
      page,
      [1, 2].map(() => ({ name: 'Forest', to: 'zone-lands' })),
    );
    await page.locator(`[data-testid="zone-hand"] .tile[data-name="${SERPENT}"]`).click();
    await page.getByTestId('playtest-x-value').fill('2');
    await page.getByTestId('playtest-cast-x').click();
    await expect.poll(() => serpentCounters(page)).toEqual(['+1/+1 ×2']);

    // The Serpent cast stays selected, so the counter panel is its (a click would deselect it).
    await expect.poll(() => page.getByTestId('playtest-counters').textContent()).toContain(SERPENT);
    await page.getByTestId('playtest-counter-kind').fill('-1/-1');
    await page.getByTestId('playtest-counter-add').click();
    await expect.poll(() => serpentCounters(page)).toEqual(['+1/+1 ×1']);
    const pair = `1 +1/+1 and -1/-1 counter pair removed from ${SERPENT} (CR 704.5q)`;
    expect(await logText(page)).toContain(`+1 -1/-1 counter on ${SERPENT}, ${pair}`);
    await page.getByRole('button', { name: 'One fewer +1/+1 counter' }).click();
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([]);
    await page.getByTestId('pile-graveyard').locator('summary').click();
    expect(await tileNames(page, 'graveyard')).toEqual([SERPENT]);
    expect(await logText(page)).toContain(`put ${SERPENT}, with toughness 0, into Graveyard (CR 704.5f)`);
    await tableInBothLanguages(app, 'playtest-toughness-01-zero');
    await page.keyboard.press('Control+Shift+J');
    await expect.poll(() => logText(page)).toContain('はタフネス0で墓地に置かれた（CR 704.5f）');
    expect(await logText(page)).toMatch(/から\+1\/\+1カウンターと-1\/-1カウンターを1組取り除いた（CR 704\.5q）/);
    await page.keyboard.press('Control+Shift+J');
  });
});
