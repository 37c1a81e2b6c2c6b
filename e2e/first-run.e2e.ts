// The first start: a database holding only the bundled set (as the app makes it), where the first screen offers the
// full card data. Driven by keyboard and mouse against a local stand-in for Scryfall and MTGJSON that sends slowly,
// so the download can be watched, cancelled and resumed while searches still answer.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchApp, workerBrowser, type AppUnderTest } from './harness.ts';
import { BULK_JSONL_GZ, startScryfallStandIn, type StandIn } from './scryfall-stand-in.ts';
import { tempDir } from '../test/shared-data.ts';
import { openDatabase } from '../db/open.ts';
import { ensureBundledData } from '../db/import/bundled.ts';

const POLL = { timeout: 20_000, interval: 50 };
const en = (n: number) => new Intl.NumberFormat('en-US').format(n);

let browser: Browser;
let scryfall: StandIn;
let bundledOnly: string;
let bundledCards: number;
let scratch: ReturnType<typeof tempDir>;
const apps: AppUnderTest[] = [];

async function open(options: { locale?: string; colorScheme?: 'light' | 'dark' } = {}): Promise<AppUnderTest> {
  const app = await launchApp(browser, { dbTemplate: bundledOnly, rendererRoot: inject('rendererRoot'), ...options });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  scratch = tempDir('decklab-e2e-first-run-');
  bundledOnly = join(scratch.dir, 'bundled.sqlite');
  const db = openDatabase(bundledOnly);
  bundledCards = ensureBundledData(db)?.cards ?? 0;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  // Scryfall's bulk list as it is since July 2026 (gzip JSON Lines); 3.7 KB at 128 bytes every 100 ms: three seconds.
  scryfall = await startScryfallStandIn({ jsonl: true, throttle: { bytes: 128, everyMs: 100 } });
  process.env.DECKLAB_SCRYFALL_API = scryfall.url;
  process.env.DECKLAB_MTGJSON_API = `${scryfall.url}/api/v5`;
  browser = await workerBrowser();
});
afterEach(() => {
  for (const app of apps) expect(app.pageErrors, 'page errors or CSP violations').toEqual([]);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await scryfall?.close();
  scratch?.cleanup();
  delete process.env.DECKLAB_SCRYFALL_API;
  delete process.env.DECKLAB_MTGJSON_API;
});

describe('first run with only the bundled set', () => {
  it('offers the full data without asking any server; the file list comes when the user asks', async () => {
    const app = await open();
    const { page } = app;
    const offer = page.getByTestId('first-run-offer');
    await expect
      .poll(() => offer.textContent(), POLL)
      .toContain(`Only the bundled card set is loaded (${en(bundledCards)} cards)`);
    expect(scryfall.requests).toEqual([]);
    await app.screenshot('first-run-01-offer-en-light');

    await page.getByTestId('first-run-choose').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('show-sources').focus();
    await page.keyboard.press('Enter');
    const recommended = page.locator('input[name="card-data-source"][value="default_cards"]');
    await expect.poll(() => recommended.isChecked(), POLL).toBe(true);
    expect([...scryfall.requests].sort()).toEqual(['GET /bulk-data', 'HEAD /api/v5/AllPrintings.json.gz']);
    expect(await page.getByTestId('download-notice').textContent()).toContain(
      `Downloads ${Math.ceil(BULK_JSONL_GZ.length / 1024)} KB from scryfall.com.`,
    );
    await app.screenshot('first-run-02-files-en-light');
  });

  it('downloads with progress while a search answers, cancels keeping the bytes, resumes with a Range request and imports', async () => {
    const [app] = apps;
    const { page, host } = app;
    await page.getByTestId('download-bulk').click();
    const bytes = page.getByTestId('download-bytes');
    await expect
      .poll(async () => Number((await bytes.textContent())?.match(/^(\d+) KB/)?.[1] ?? 0), POLL)
      .toBeGreaterThan(0);
    await expect.poll(() => bytes.textContent(), POLL).toMatch(/^\d+ KB \/ \d+ KB ·\s+\d+ KB\/s$/);

    // The app stays usable: a search on the first screen answers while the download runs.
    const expected = await host.invoke('cards.search', { query: 't:forest', limit: 1 });
    await page.getByTestId('search-input').fill('t:forest');
    await expect.poll(() => page.getByTestId('result-count').textContent(), POLL).toContain(en(expected.total));
    expect(await page.getByTestId('download-progress').isVisible()).toBe(true);
    await app.screenshot('first-run-03-downloading-en-light');

    await page.getByTestId('cancel-download').click();
    const partial = page.getByTestId('partial-default_cards');
    await expect.poll(() => partial.textContent(), POLL).toMatch(/\d+ KB already downloaded/);
    expect(await page.getByTestId('download-bulk').textContent()).toBe('Resume and import');
    const before = scryfall.requests.length;

    await page.getByTestId('download-bulk').click();
    await expect
      .poll(() => page.getByTestId('first-run-offer').textContent(), POLL)
      .toMatch(/Imported [\d,]+ cards and [\d,]+ printings: the full card data is loaded/);
    const resumed = scryfall.requests.slice(before).filter((r) => r.startsWith('GET /default_cards'));
    expect(resumed).toEqual([expect.stringMatching(/^GET \/default_cards\.jsonl\.gz bytes=\d+-$/)]);
    expect((await host.invoke('data.status', {})).bundledOnly).toBe(false);
    await app.screenshot('first-run-04-imported-en-light');
    await page.getByTestId('first-run-close').click();
    expect(await page.getByTestId('first-run-offer').count()).toBe(0);
  });

  it("'Don't show again' keeps the offer away after a restart; the data screen still has the download", async () => {
    const app = await open({ colorScheme: 'dark' });
    const { page } = app;
    await page.getByTestId('first-run-offer').waitFor();
    await app.screenshot('first-run-05-offer-en-dark');
    await page.getByTestId('first-run-never').click();
    expect(await page.getByTestId('first-run-offer').count()).toBe(0);
    await page.reload();
    await page.getByTestId('data-summary').filter({ hasText: /\d/ }).waitFor();
    expect(await page.getByTestId('first-run-offer').count()).toBe(0);
    await page.keyboard.press('Control+4');
    await page.getByTestId('show-sources').click();
    await expect.poll(() => page.getByTestId('download-notice').isVisible(), POLL).toBe(true);
    await app.screenshot('first-run-05b-data-screen-en-dark');
  });

  it('speaks Japanese, in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const app = await open({ locale: 'ja-JP', colorScheme });
      const { page } = app;
      await expect
        .poll(() => page.getByTestId('first-run-offer').textContent(), POLL)
        .toContain('同梱のカードセットだけが読み込まれています');
      await page.getByTestId('first-run-choose').click();
      await page.getByTestId('show-sources').click();
      await expect.poll(() => page.getByTestId('download-notice').textContent(), POLL).toContain('scryfall.comから');
      await app.screenshot(`first-run-06-files-ja-${colorScheme}`);
    }
  });
});
