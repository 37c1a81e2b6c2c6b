// The deck editor as a player walks through it in Chromium, in English and Japanese, on real decklists and real card
// data: the version history words the app's notes in the language shown now, whatever it was when the version was
// saved.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchApp, launchBrowser, openSavedDeck, saveDeckFile, type AppUnderTest } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const KNIGHTS = 'Company of Knights';
const KNIGHTS_FILE = sharedPath('decks/plain-taw/arena-starter__m21__Company of Knights.txt');

let browser: Browser;
let app: AppUnderTest;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await launchApp(browser, { dbTemplate: inject('dbTemplate'), rendererRoot: inject('rendererRoot') });
});
afterEach(() => {
  expect(app.pageErrors, 'page errors or CSP violations').toEqual([]);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

const notices = (page: Page) => page.getByTestId('notice').locator('span:first-child').allTextContents();

/** Saves a real deck list through the API under `name` and opens it: the deck list reads the saved decks afresh. */
async function openDeckFile(file: string, changes: { name: string; format?: string }): Promise<void> {
  await saveDeckFile(app.host, file, changes);
  await app.page.keyboard.press('Control+1');
  await openSavedDeck(app.page, changes.name);
}

describe('the version history', () => {
  it('words a restore made in English in Japanese once the window is switched; the save before it keeps its number', async () => {
    const { page, host } = app;
    await openDeckFile(KNIGHTS_FILE, { name: KNIGHTS });
    await page.locator('[data-card="Dub"]').first().press('Delete');
    await page.keyboard.press('Control+S');
    const id = (await host.invoke('decks.list', {})).find((d) => d.name === KNIGHTS)!.id;
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(2);
    await expect.poll(() => notices(page), POLL).toContain('Saved as version 2');
    await page.getByTestId('tab-history').click();
    await page.getByTestId('restore').first().click();
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(3);
    const newest = page.getByTestId('version-words').first();
    await expect.poll(() => newest.textContent(), POLL).toBe('restored version 1');
    // The save's notice still names the version it saved, not the one the restore made since.
    expect(await notices(page)).toEqual(['Saved as version 2', 'Version 1 restored as version 3']);
    await app.screenshot('editor-walk-01-history-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => newest.textContent(), POLL).toBe('バージョン 1 を復元');
    await app.screenshot('editor-walk-01-history-ja');
    await app.setLook('en', 'light');
    await expect.poll(() => newest.textContent(), POLL).toBe('restored version 1');
  });
});
