// A refusal shown on a screen is worded in the window's language of the moment: switching English ↔ 日本語 while it
// shows re-words it, as every other text there is. The lab's run (a game count the API refuses), the lab's land
// sweep (a land range it refuses, as the advisor's runs all keep their failure) and the editor's validation (a
// format the API does not know) each fail once, then the language switches under them.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Locator } from 'playwright-core';
import { launchApp, launchBrowser, openSavedDeck, type AppUnderTest } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const BASRI_DECK = 'Basri for the lab';
const UNKNOWN_FORMAT_DECK = 'A format of its own';

let browser: Browser;
let app: AppUnderTest;

async function saveDeck(name: string, format: string, text: string): Promise<void> {
  const read = await app.host.invoke('decks.import', { text });
  expect(read.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...read.deck, name, format } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  app = await launchApp(browser, { dbTemplate: inject('dbTemplate'), rendererRoot: inject('rendererRoot') });
  await saveDeck(BASRI_DECK, 'standard', readFileSync(BASRI, 'utf8'));
  // The API stores a deck whatever its format names; decks.validate refuses a format it does not know.
  await saveDeck(UNKNOWN_FORMAT_DECK, 'house-rules', '4 Island');
});
afterEach(async () => {
  expect(app.pageErrors, 'page errors or CSP violations').toEqual([]);
  await app.setLook('en', 'light');
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

const shown = (locator: Locator) => async () => (await locator.textContent()) ?? '';

describe('a refusal re-worded when the language switches', () => {
  it("the lab's run: a negative game count", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-run').click();
    await page.getByTestId('sim-games').fill('-5');
    await page.getByTestId('sim-run').click();
    const error = page.getByTestId('sim-error');
    await expect.poll(shown(error), POLL).toBe('Invalid input: the number of games must be at least 1, not -5');
    await app.setLook('ja', 'light');
    await expect.poll(shown(error), POLL).toBe('入力が正しくありません: ゲーム数は 1 以上にしてください（指定は -5）');
    await app.screenshot('error-language-lab-run-ja');
    await app.setLook('en', 'light');
    await expect.poll(shown(error), POLL).toContain('Invalid input: the number of games');
    await page.getByTestId('sim-games').fill('1000');
  });

  it("the lab's land sweep: a negative land count", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-min').fill('-5');
    await page.getByTestId('sweep-max').fill('3');
    await page.getByTestId('sweep-run').click();
    const error = page.locator('aside:has([data-testid="sweep-min"])').getByRole('alert');
    await expect.poll(shown(error), POLL).toBe('Invalid input: the fewest lands must be at least 0, not -5');
    await app.setLook('ja', 'light');
    await expect
      .poll(shown(error), POLL)
      .toBe('入力が正しくありません: 最少の土地は 0 以上にしてください（指定は -5）');
    await app.screenshot('error-language-lab-sweep-ja');
    await page.getByTestId('sweep-min').fill('');
    await page.getByTestId('sweep-max').fill('');
  });

  it("the editor's validation: a format the API does not know", async () => {
    const { page } = app;
    await openSavedDeck(page, UNKNOWN_FORMAT_DECK);
    await page.getByTestId('tab-problems').click();
    const error = page.getByTestId('validation-panel').getByRole('alert');
    await expect.poll(shown(error), POLL).toMatch(/^Invalid input: unknown format "house-rules"/);
    await app.setLook('ja', 'light');
    await expect.poll(shown(error), POLL).toMatch(/^入力が正しくありません: unknown format "house-rules"/);
    await app.screenshot('error-language-validation-ja');
  });
});
