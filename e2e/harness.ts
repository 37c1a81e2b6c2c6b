// One app under test: Chromium with the built renderer from a local server, the bridge where the preload
// sits, and the app's API host (worker threads) on a copy of the prepared database.
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createApiHost, type ApiHost } from '../electron/shell/api-host.ts';
import { createFileRegistry, pdfFileName } from '../electron/shell/files.ts';
import { databaseFiles } from '../db/open.ts';
import { FALLBACK_MENU_LABELS, menuTemplate, type MenuItemSpec } from '../electron/shell/menu.ts';
import type { MenuLabelId, PickedFile } from '../protocol/bridge.ts';
import { installBridge } from './bridge.ts';
import { serveRenderer, type StaticServer } from './server.ts';
import { imageHostHandlers, openImageService } from '../electron/shell/image-service.ts';
import { IMAGE_PATH_PREFIX } from '../protocol/images.ts';

export const SCREENSHOTS = resolve(import.meta.dirname, '../test-output/screenshots');
const CHROMIUM = process.env.DECKLAB_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, launched by the first file that asks. A worker runs its files one after another
 * (isolate: false), each in contexts of its own, so a launch (seconds on a busy host) is paid once per worker, not once
 * per file; the browser ends with the worker's process.
 */
export async function workerBrowser(): Promise<Browser> {
  if (!(await browser)?.isConnected()) browser = chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return browser!;
}

export interface AppUnderTest {
  page: Page;
  context: BrowserContext;
  host: ApiHost;
  dbFile: string;
  /** Errors the page logged or threw (a CSP violation, an uncaught exception): tests expect none. */
  pageErrors: string[];
  /** The native menu as the shell would build it from the labels the renderer sent last. */
  menu(): MenuItemSpec[];
  /** The PDF files "Save as PDF" wrote (Chromium's page.pdf, as Electron's printToPDF), oldest first. */
  savedPdfs: string[];
  /** The files the next native open dialog answers with. */
  pickNext(paths: string[]): void;
  screenshot(name: string): Promise<void>;
  /** Switches language and theme by their keyboard shortcuts (which work with a dialog open too). */
  setLook(language: Language, theme: Theme): Promise<void>;
  /**
   * Screenshots `<name>-<language>-<theme>` in English and Japanese, light and dark, `show` setting the scene again
   * after each switch; ends in English, light.
   */
  screenshotEveryLook(name: string, show?: () => Promise<void>): Promise<void>;
  /**
   * Starts the window afresh on the same database, as quitting and starting the app again would: the API calls still
   * running (a simulation a failed test left going) are cancelled, then the page loads again. Settings stay.
   */
  reload(): Promise<void>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  dbTemplate: string;
  rendererRoot: string;
  locale?: string;
  colorScheme?: 'light' | 'dark';
  /** Card images served by the real image service, fetching from a stand-in (none: every image path is a 404). */
  images?: { standInOrigin: string };
}

type Language = 'en' | 'ja';
type Theme = 'light' | 'dark';
const POLL = { timeout: 20_000, interval: 50 };

/** A 404 for an image path is how the image service says "no image" (the page shows its placeholder): no error. */
function isMissingImage(url: string): boolean {
  return url !== '' && new URL(url).pathname.startsWith(IMAGE_PATH_PREFIX);
}

/** Resolves when the search screen's result list shows the answer to `query` (the list names the query it answers). */
export async function searchAnswered(page: Page, query: string): Promise<void> {
  await page.locator(`[data-testid="search-results"][data-query="${query.replace(/["\\]/g, '\\$&')}"]`).waitFor(POLL);
}

/** Opens a saved deck from the deck list by its name (the first of that name) and waits for the editor to show it. */
export async function openSavedDeck(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Control+2');
  await page.getByTestId('deck-list').getByText(name, { exact: true }).first().click();
  await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(name);
}

/** Reads a deck file through the real API (`decks.import`) and saves it with `changes` (a format, a name). */
export async function saveDeckFile(
  host: ApiHost,
  path: string,
  changes: { format?: string; name?: string } = {},
): Promise<void> {
  const read = await host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(path)),
    fileName: basename(path),
  });
  await host.invoke('decks.save', { deck: { ...read.deck, ...changes } });
}

/** A window size in CSS pixels. */
export type ViewportSize = { width: number; height: number };

/**
 * Runs `check` at each size in each language, screenshotting `<name>-<width>-<language>` after each; ends in English.
 */
export async function atEverySize(
  app: AppUnderTest,
  sizes: readonly ViewportSize[],
  name: string,
  check: (language: Language) => Promise<void>,
): Promise<void> {
  for (const size of sizes) {
    await app.page.setViewportSize(size);
    for (const language of ['en', 'ja'] as const) {
      await app.setLook(language, 'light');
      await check(language);
      await app.screenshot(`${name}-${size.width}-${language}`);
    }
  }
  await app.setLook('en', 'light');
}

export async function launchApp(browser: Browser, options: LaunchOptions): Promise<AppUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-e2e-app-'));
  const dbFile = join(dir, 'decklab.sqlite');
  databaseFiles(options.dbTemplate).forEach((from, i) => copyFileSync(from, databaseFiles(dbFile)[i]));
  const host = createApiHost({
    dbPath: dbFile,
    // The bundle the app ships (global-setup builds it): one module to load, where the sources are hundreds.
    workerFile: inject('apiWorkerFile'),
  });
  await host.ready;
  const images = options.images && openImageService(host, join(dir, 'image-cache'), options.images);
  const server: StaticServer = await serveRenderer(options.rendererRoot, images);
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('console', (message) => {
    if (message.type() === 'error' && !isMissingImage(message.location().url)) pageErrors.push(message.text());
  });

  let menuLabels: Record<MenuLabelId, string> = FALLBACK_MENU_LABELS;
  let nextPick: PickedFile[] = [];
  const savedPdfs: string[] = [];
  const files = createFileRegistry();
  const bridge = await installBridge(
    page,
    host,
    {
      'shell.pickFiles': () => {
        const picked = nextPick;
        nextPick = [];
        return picked;
      },
      'shell.setMenuLabels': ({ labels }) => {
        menuLabels = labels;
        return null;
      },
      'shell.setTheme': () => null,
      'shell.savePdf': async ({ title }) => {
        const file = join(dir, `${pdfFileName(title)}.pdf`);
        writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
        savedPdfs.push(file);
        return { saved: true };
      },
      ...(images && imageHostHandlers(images, (event) => void page.evaluate((e) => window.__decklabEmit?.(e), event))),
    },
    files,
  );
  /** The app has started once the header counts the card data. */
  const started = () => page.getByTestId('data-summary').filter({ hasText: /\d/ }).waitFor();
  await page.goto(server.url);
  await started();

  async function screenshot(name: string): Promise<void> {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  }
  async function setLook(language: Language, theme: Theme): Promise<void> {
    const lang = () => page.evaluate(() => document.documentElement.lang);
    const shownTheme = () => page.evaluate(() => document.documentElement.dataset.theme);
    if ((await lang()) !== language) await page.keyboard.press('Control+Shift+J');
    if ((await shownTheme()) !== theme) await page.keyboard.press('Control+Shift+L');
    await expect.poll(lang, POLL).toBe(language);
    await expect.poll(shownTheme, POLL).toBe(theme);
  }

  return {
    page,
    context,
    host,
    dbFile,
    pageErrors,
    savedPdfs,
    menu: () => menuTemplate(menuLabels, () => {}),
    pickNext: (paths) => {
      nextPick = paths.map((path) => files.offer(path));
    },
    screenshot,
    setLook,
    async screenshotEveryLook(name, show) {
      for (const language of ['en', 'ja'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          await setLook(language, theme);
          await show?.();
          await screenshot(`${name}-${language}-${theme}`);
        }
      }
      await setLook('en', 'light');
    },
    async reload() {
      bridge.cancelCalls();
      await page.reload();
      await started();
    },
    async close() {
      bridge.close();
      await context.close();
      await server.close();
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
