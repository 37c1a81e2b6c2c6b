// The set-up the e2e files share: an app on a copy of the database global-setup prepared (every card of
// ../shared/data) and the renderer it built, in Chromium. A file's own set-up (decks to save, a look to restore after
// each test) goes in hooks of its own beside it: vitest runs beforeAll hooks in the order they are declared, and
// afterEach and afterAll hooks in the reverse order.
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Dialog, Page } from 'playwright-core';
import { sharedPath } from '../test/shared-data.ts';
import { launchApp, workerBrowser, type AppUnderTest, type LaunchOptions } from './harness.ts';

/** An app for a whole file, with the Chromium it runs in (for a second app beside it). */
export interface FileApp extends AppUnderTest {
  browser: Browser;
}

/** Launch options for an app on the prepared card data and the built renderer; `options` adds to them. */
export function preparedApp(options: Omit<Partial<LaunchOptions>, 'dbTemplate' | 'rendererRoot'> = {}): LaunchOptions {
  return { dbTemplate: inject('dbTemplate'), rendererRoot: inject('rendererRoot'), ...options };
}

type LaunchExtras = Parameters<typeof preparedApp>[0];

/**
 * One app for every test of the file that calls this (at its top level): launched before its first test, closed
 * after its last. After each test the page must have logged no error and violated no CSP. The object is filled in
 * as the app launches: use it inside tests and hooks, not at a file's top level. `options` may be a function, for
 * options an earlier beforeAll makes (a stand-in's address).
 */
export function appForFile(options: LaunchExtras | (() => LaunchExtras) = {}): FileApp {
  const app = {} as FileApp;
  let launched: AppUnderTest | undefined;
  beforeAll(async () => {
    const browser = await workerBrowser();
    launched = await launchApp(browser, preparedApp(typeof options === 'function' ? options() : options));
    Object.assign(app, launched, { browser });
  });
  afterEach(() => {
    expect(app.pageErrors, 'page errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await launched?.close();
  });
  return app;
}

/**
 * After a test of the file fails, starts the next one in a fresh window on the file's database, in English and light,
 * whatever the failed one left (a run still going, a deck half edited, Japanese): one failure fails one test. A test
 * that passes leaves the window as it ends, as the tests after it expect, and costs no page load.
 */
export function freshWindowAfterFailure(app: AppUnderTest): void {
  let failed = false;
  beforeEach(async ({ onTestFailed }) => {
    if (failed) {
      await app.reload();
      await app.setLook('en', 'light');
      failed = false;
    }
    onTestFailed(() => {
      failed = true;
    });
  });
}

/**
 * Runs `act` with the page's confirm() answered `answer`, and returns what it asked. The harness accepts every
 * dialog; its answer is put back after.
 */
export async function confirmsDuring(app: AppUnderTest, answer: boolean, act: () => Promise<void>): Promise<string[]> {
  const { page } = app;
  const asked: string[] = [];
  const reply = (dialog: Dialog) => {
    asked.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  };
  page.removeAllListeners('dialog');
  page.on('dialog', reply);
  try {
    await act();
  } finally {
    page.off('dialog', reply);
    page.on('dialog', (dialog) => void dialog.accept());
  }
  return asked;
}

/** Commander 2021's two precons among the real decklists, saved by the needs views' tests. */
export const C21_PRECONS: Readonly<Record<string, string>> = {
  'Lorehold Legacies': 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt',
  'Silverquill Statement': 'decks/plain-taw/cmd__c21__Silverquill Statement.txt',
};

/** Saves real decklists of ../shared/data (paths under it) under the names given. */
export async function saveSharedDecks(app: AppUnderTest, decks: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, path] of Object.entries(decks)) {
    const { deck } = await app.host.invoke('decks.import', { text: readFileSync(sharedPath(path), 'utf8') });
    await app.host.invoke('decks.save', { deck: { ...deck, name } });
  }
}

/** Adds `count` free basic lands (MTR 7.2) from the pool panel's basics, alternating its first two. */
export async function addFreeBasics(page: Page, count: number): Promise<void> {
  const total = page.getByTestId('editor-count');
  for (let i = 0; i < count; i++) {
    const before = await total.textContent();
    await page
      .getByTestId('pool-basic')
      .nth(i % 2)
      .click();
    await expect.poll(() => total.textContent(), { timeout: 20_000, interval: 50 }).not.toBe(before);
  }
}
