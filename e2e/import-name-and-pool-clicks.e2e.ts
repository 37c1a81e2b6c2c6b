// Two faults of the renderer met as a player meets them, in Chromium against the real API and card data: a deck file
// whose name is longer than a saved deck keeps (saved-limits.ts) read by the single import dialog, and a pool deck
// taking copies from the pool's card list by a double-click, a quick pair of clicks or of Enter presses (CR 100.2b:
// a Limited deck's cards come from its pool, so it can never hold more copies than the pool has).
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { MAX_DECK_NAME_LENGTH, cutToLength } from '../engine/decks/saved-limits.ts';
import { en } from '../renderer/i18n/en.ts';

const POLL = { timeout: 20_000, interval: 50 };
/** Wizards' M21 planeswalker deck for Basri: 1 Basri's Lieutenant, 3 Anointed Chorister, 4 Makeshift Battalion … */
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');

const app = appForFile();

describe('the single deck import dialog and a name longer than a saved deck keeps', () => {
  it('fits the name to 200 characters with the warning the folder import gives, and saves the deck', async () => {
    const { page, host } = app;
    const longName = `Basri, Devoted Paladin ${'(Core Set 2021 Planeswalker Deck) '.repeat(8)}`.trim();
    expect(longName.length).toBeGreaterThan(MAX_DECK_NAME_LENGTH);
    const text = readFileSync(BASRI, 'utf8').replace(/^\/\/ NAME: .*$/m, `// NAME: ${longName}`);

    await page.keyboard.press('Control+2');
    await page.getByTestId('import-deck').click();
    await page.getByRole('tab', { name: en['import.file'] }).click();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'basri.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    const name = page.getByTestId('import-name');
    const fitted = cutToLength(longName, MAX_DECK_NAME_LENGTH);
    await expect.poll(() => name.inputValue(), POLL).toBe(fitted);
    // The field takes no more than a saved deck keeps, as the new-deck dialog's and the editor's do.
    expect(await name.getAttribute('maxlength')).toBe(String(MAX_DECK_NAME_LENGTH));
    await name.press('End');
    await name.pressSequentially(' and more', { delay: 0 });
    expect(await name.inputValue()).toBe(fitted);
    // The folder import's warning (name-shortened), in each language.
    const problems = page.getByTestId('import-problems');
    await expect
      .poll(() => problems.textContent(), POLL)
      .toContain(`the deck's name has ${longName.length} characters: saved as its first ${MAX_DECK_NAME_LENGTH}`);
    await app.setLook('ja', 'light');
    await expect
      .poll(() => problems.textContent(), POLL)
      .toContain(`デッキ名が${longName.length}文字あるため、最初の${MAX_DECK_NAME_LENGTH}文字で保存します`);
    // The whole long name beside the warning leaves the warning its room (LineProblems).
    const wording = problems.locator('li > span').nth(1);
    expect((await wording.boundingBox())!.width).toBeGreaterThan(300);
    await app.screenshot('import-long-name-ja');
    await app.setLook('en', 'light');

    await page.getByTestId('import-save').click();
    await expect
      .poll(async () => (await host.invoke('decks.list', {})).some((d) => d.name === fitted), POLL)
      .toBe(true);
    expect(app.pageErrors).toEqual([]);
  });
});

describe("a pool deck takes from the pool's card list no more copies than the pool has", () => {
  let poolName: string;

  beforeAll(async () => {
    poolName = 'Basri sealed';
    await app.host.invoke('pools.create', {
      name: poolName,
      kind: 'sealed',
      game: 'mtg',
      text: readFileSync(BASRI, 'utf8'),
    });
  });

  /** Opens the pool, starts its Limited deck and waits for the editor's pool card list. */
  async function startPoolDeck(page: Page) {
    if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
    await page.keyboard.press('Control+6');
    await page.getByTestId('pool-item').filter({ hasText: poolName }).first().click();
    await page.getByTestId('pool-detail').waitFor(POLL);
    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(`${poolName} deck`);
    await page.getByTestId('pool-card').first().waitFor(POLL);
  }

  const poolCard = (page: Page, card: string) => page.locator(`[data-testid="pool-card"][data-card="${card}"]`);
  const deckCount = (page: Page, card: string) =>
    page
      .locator(`[data-entry-row][data-row-board="main"][data-card="${card}"] .count .num`)
      .allTextContents()
      .then((counts) => counts.reduce((n, c) => n + Number(c), 0));
  /** The deck's count of the card once every add the clicks started has landed (the pool list answers last). */
  async function settledCount(page: Page, card: string, atLeast: number) {
    await expect.poll(() => deckCount(page, card), POLL).toBeGreaterThanOrEqual(atLeast);
    await page.waitForTimeout(1500);
    return deckCount(page, card);
  }

  it('a double-click adds exactly one copy, of a 1-copy card and of a 3-copy card', async () => {
    const { page } = app;
    await startPoolDeck(page);

    await poolCard(page, "Basri's Lieutenant").dblclick();
    expect(await settledCount(page, "Basri's Lieutenant", 1)).toBe(1);
    await expect.poll(() => poolCard(page, "Basri's Lieutenant").count(), POLL).toBe(0);

    await poolCard(page, 'Anointed Chorister').dblclick();
    expect(await settledCount(page, 'Anointed Chorister', 1)).toBe(1);
    await expect.poll(() => poolCard(page, 'Anointed Chorister').locator('.num').textContent(), POLL).toBe('2');
    await app.screenshot('pool-double-click');
  });

  it('two quick single clicks or Enter presses on the last copy add it once', async () => {
    const { page } = app;
    await startPoolDeck(page);

    // Two clicks each counted as a single click (detail 1), as a player's two quick taps are.
    const box = (await poolCard(page, 'Speaker of the Heavens').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.mouse.click(x, y);
    expect(await settledCount(page, 'Speaker of the Heavens', 1)).toBe(1);

    const perimeter = poolCard(page, 'Perimeter Sergeant');
    await perimeter.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await settledCount(page, 'Perimeter Sergeant', 1)).toBe(1);
    await expect.poll(() => poolCard(page, 'Perimeter Sergeant').count(), POLL).toBe(0);
  });
});
