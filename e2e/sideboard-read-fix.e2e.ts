// A Commander deck from an MTGO .dek, which keeps the commander and the companion in its sideboard (the real C21
// precon Lorehold Legacies with Lurrus of the Dream-Den), met as a player meets it in Chromium against the real API
// and card data: the playtest table deals Osgir to the command zone (CR 903.6) and the lab casts it, each saying
// what it read from the sideboard; the validation panel's warnings move each card to its board in one click, in
// whichever order, and Undo takes a move back. In English and in Japanese.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { openSavedDeck } from './harness.ts';
import { openTable, tableInBothLanguages, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const NAME = 'Lorehold .dek';
const GUESSED = 'Lorehold .dek, no format';
const OSGIR = 'Osgir, the Reconstructor';
const LURRUS = 'Lurrus of the Dream-Den';

const app = appForFile();

/** The precon with Lurrus, written as an MTGO .dek and saved as the deck it reads back as, in `format` when given. */
async function saveLoreholdDek(name: string, format: 'commander' | undefined): Promise<void> {
  const { host } = app;
  const text = `${readFileSync(LOREHOLD, 'utf8')}\nCompanion\n1 ${LURRUS}\n`;
  const { deck } = await host.invoke('decks.import', { text });
  const dek = await host.invoke('decks.export', { deck, format: 'mtgo-dek' });
  const read = await host.invoke('decks.import', { text: dek.text, format: 'mtgo-dek' });
  expect(read.deck.boards.side?.map((e) => e.name)).toEqual([OSGIR, LURRUS]);
  await host.invoke('decks.save', { deck: { ...read.deck, name, format } });
}

const problems = (page: Page, code: string) => page.locator(`[data-testid="problem"][data-code="${code}"]`);
const fixes = (page: Page) => page.getByTestId('problem-fix');
/** The boards the editor lists a card on. */
const boardsOf = (page: Page, name: string) =>
  page
    .locator(`[data-entry-row][data-card="${name}"]`)
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-board')));

describe('a Commander deck whose .dek kept Osgir and Lurrus in the sideboard', () => {
  it('CR 903.6: the table deals Osgir to the command zone and says it was read from the sideboard', async () => {
    const { page } = app;
    await saveLoreholdDek(NAME, 'commander');
    await openTable(page, NAME, 4);
    await expect.poll(() => tileNames(page, 'command'), POLL).toEqual([OSGIR]);
    const read = page.getByTestId('playtest').getByTestId('sideboard-read');
    await expect.poll(() => read.textContent(), POLL).toContain(`${OSGIR}: read from the sideboard as the commander`);
    expect(await read.textContent()).toContain(`${LURRUS}: read from the sideboard as the companion`);
    expect(await read.textContent()).toContain('CR 903.3');
    expect(await page.getByTestId('playtest-format').textContent()).toBe('Format: Commander');
    await tableInBothLanguages(app, 'sideboard-read-table');
    await page.keyboard.press('Escape');
  });

  it('the table names the format it guessed for the same .dek saved with none, and what from', async () => {
    const { page } = app;
    await saveLoreholdDek(GUESSED, undefined);
    await app.reload();
    await openTable(page, GUESSED, 4);
    await expect.poll(() => tileNames(page, 'command'), POLL).toEqual([OSGIR]);
    expect(await page.getByTestId('playtest-format').textContent()).toBe(
      "Format: Commander (guessed from the deck: a commander in the sideboard and the format's deck size)",
    );
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.keyboard.press('Control+Shift+J');
    await expect
      .poll(() => page.getByTestId('playtest-format').textContent(), POLL)
      .toBe('フォーマット: 統率者戦（デッキから推定: サイドボードの統率者とフォーマットのデッキ枚数）');
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('Playtest table').first().waitFor();
    await tableInBothLanguages(app, 'sideboard-read-table-guessed-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
  });

  it('CR 903.8: the lab casts Osgir from the command zone and says it was read from the sideboard', async () => {
    const { page } = app;
    await openSavedDeck(page, NAME);
    await page.keyboard.press('Control+3');
    await page.getByTestId('sim-games').fill('2000');
    await page.getByTestId('sim-run').click();
    await expect.poll(() => page.getByTestId('sim-summary').textContent(), POLL).toContain('2,000 games');
    const read = page.getByTestId('sim-results').getByTestId('sideboard-read');
    await expect.poll(() => read.textContent(), POLL).toContain(`${OSGIR}: read from the sideboard as the commander`);
    // Osgir ({2}{R}{W}) has its castability row, castable by the last turn in most games: it starts in the command zone.
    const osgir = await page
      .getByTestId('castability')
      .locator('tr', { hasText: OSGIR })
      .locator('td')
      .allTextContents();
    expect(osgir[1]).toBe('4');
    expect(Number.parseFloat(osgir[5])).toBeGreaterThan(50);
    await app.screenshot('sideboard-read-lab-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => read.textContent(), POLL).toContain('をサイドボードから統率者として読みました');
    await app.screenshot('sideboard-read-lab-ja');
    await app.setLook('en', 'light');
  });

  it('the validation panel moves each card to the board it was read as in one click, either first, and Undo takes it back', async () => {
    const { page } = app;
    await openSavedDeck(page, NAME);
    await page.getByTestId('tab-problems').click();
    await expect.poll(() => problems(page, 'deck.sideboard-read').count(), POLL).toBe(2);
    await expect.poll(() => fixes(page).allTextContents(), POLL).toEqual(['Move to Commander', 'Move to Companion']);
    await app.screenshot('sideboard-read-fix-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => fixes(page).allTextContents(), POLL).toEqual(['統率者に移す', '相棒に移す']);
    await app.screenshot('sideboard-read-fix-ja');
    await app.setLook('en', 'light');

    // The companion first: Osgir, alone in the sideboard beside it, is still read as the commander.
    await fixes(page).nth(1).click();
    await expect.poll(() => boardsOf(page, LURRUS), POLL).toEqual(['companion']);
    await expect.poll(() => fixes(page).allTextContents(), POLL).toEqual(['Move to Commander']);
    expect(await problems(page, 'commander.missing').count()).toBe(0);
    await fixes(page).click();
    await expect.poll(() => boardsOf(page, OSGIR), POLL).toEqual(['commander']);
    await expect.poll(() => problems(page, 'deck.sideboard-read').count(), POLL).toBe(0);
    expect(await page.locator('[data-board="side"] [data-entry-row]').count()).toBe(0);
    // Lurrus is checked as the companion as before: Osgir breaks its condition (CR 702.139a).
    await expect.poll(() => problems(page, 'companion.condition').textContent(), POLL).toContain(OSGIR);
    await app.screenshot('sideboard-read-fixed-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => page.locator('[data-board="commander"] h3').textContent(), POLL).toContain('統率者');
    await app.screenshot('sideboard-read-fixed-ja');
    await app.setLook('en', 'light');

    // Each click is one edit: Undo puts Osgir back in the sideboard, and the warning and its fix come back.
    await page.getByTestId('undo').click();
    await expect.poll(() => boardsOf(page, OSGIR), POLL).toEqual(['side']);
    await expect.poll(() => fixes(page).allTextContents(), POLL).toEqual(['Move to Commander']);
    expect(app.pageErrors).toEqual([]);
  });
});
