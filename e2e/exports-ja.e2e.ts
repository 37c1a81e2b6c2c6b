// Exports and imports as a player meets them, in Chromium against the real API and every card of ../shared/data:
// exporting every deck says, file by file, what each list holds besides its deck (a pool deck's sideboard) or could
// not hold, as a single export does; the Card data page says which Duel Masters cards the two DM files share and where
// they disagree, as `decklab import` prints it; the pool panel shows a long card name whole at 1024 px; and each of
// the six real decklist formats goes in and out through the dialogs in the Japanese window.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { mtgjsonSet } from '../test/real-cards.ts';

const POLL = { timeout: 30_000, interval: 50 };
const app = appForFile();
freshWindowAfterFailure(app);

const screen = (page: Page, name: string) => page.locator(`nav [data-screen="${name}"]`).click();

/** M21's cards with the longest names, English and Japanese (MTGJSON's foreignData), as a sealed pool's list. */
const LONG_NAMES = ['Jolrael, Mwonvuli Recluse', 'Liliana, Waker of the Dead', 'Barrin, Tolarian Archmage'];
const japaneseName = (name: string) =>
  mtgjsonSet('M21')
    .cards.find((c) => c.name === name)!
    .foreignData!.find((f) => f.language === 'Japanese')!.name;

/** Saves a deck built from a new M21 pool of the long-named cards, its rest of the pool 2 cards. */
async function poolDeck(name: string) {
  const { pool } = await app.host.invoke('pools.create', {
    name: `${name} pool`,
    kind: 'sealed',
    text: [...LONG_NAMES.map((n) => `2 ${n}`), '1 Llanowar Visionary'].join('\n'),
  });
  const { deck } = await app.host.invoke('decks.import', { text: LONG_NAMES.map((n) => `1 ${n}`).join('\n') });
  const saved = await app.host.invoke('decks.save', {
    deck: { ...deck, name, format: 'limited' },
    poolId: pool.id,
  });
  return { pool, saved };
}

describe('exporting every deck says what each file holds besides its deck, or could not hold', () => {
  it('a pool deck’s file names the rest of its pool as its sideboard, file by file, in English and Japanese', async () => {
    const { page, host } = app;
    const { saved } = await poolDeck('Long names');
    await screen(page, 'pools');
    await screen(page, 'decks');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('decks-export-all').click()]);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const text = new TextDecoder().decode(entries['Long names.txt']);
    // The file is the deck with the rest of the pool as its sideboard (CR 100.4b), as the single export writes it.
    const single = await host.invoke('decks.export', { id: saved.id, format: 'text' });
    expect(text).toBe(single.text);
    expect(text).toMatch(/^Sideboard$/m);
    const report = page.getByTestId('export-report');
    const file = report.locator('[data-testid="export-report-file"][data-path="Long names.txt"]');
    await file.locator('summary').click();
    await expect
      .poll(() => file.locator('[data-code="rest-of-pool"]').textContent(), POLL)
      .toContain('Built from the pool "Long names pool": the sideboard written is the deck\'s own with the 4 cards');
    await app.screenshot('exports-all-report-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => file.locator('[data-code="rest-of-pool"]').textContent(), POLL)
      .toContain(
        'プール「Long names pool」から組んだデッキです: 書き出すサイドボードは、デッキのサイドボードにプールに残った 4 枚を加えたもの',
      );
    await expect.poll(() => report.locator('header p').textContent(), POLL).toMatch(/^zip には \d+ デッキ/);
    await app.screenshot('exports-all-report-ja');
    await app.setLook('en', 'light');
    await page.getByTestId('export-report-close').click();
    expect(await report.count()).toBe(0);
  });
});

describe('the Card data page after a Duel Masters file another DM file shares cards with', () => {
  it('names the shared cards and each disagreement with the value kept, as decklab import does (en, ja)', async () => {
    const { page } = app;
    await screen(page, 'data');
    // The prepared data holds both DM files; the JSON imported again meets the CSV's cards.
    app.pickNext([sharedPath('duelmasters/Latepate64-DuelMastersCards.json')]);
    await page.getByTestId('import-data').click();
    const shared = page.getByTestId('import-shared-dm');
    await expect.poll(() => shared.textContent(), { timeout: 120_000, interval: 200 }).toContain('385 of its cards');
    const lines = () => shared.locator('li').allTextContents();
    expect((await lines())[0]).toMatch(/^385 of its cards were stored from the Ravenite CSV: their text is now this/);
    // Kip Chippotto: 2 in the English TCG file, 3 in every OCG printing the CSV lists; the CSV's cost is kept.
    expect(await lines()).toContain(
      'The files disagree on Kip Chippotto’s cost (the Latepate64 JSON 2, the Ravenite CSV 3): kept 3',
    );
    await app.screenshot('exports-data-shared-dm-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(lines, POLL)
      .toContain(
        'Kip Chippotto のコストがファイル間で食い違っています（Latepate64 の JSON 2, Ravenite の CSV 3）: 3 を採用しました',
      );
    expect((await lines())[0]).toMatch(/^このファイルのカードのうち 385 種は Ravenite の CSV から保存済みでした/);
    await app.screenshot('exports-data-shared-dm-ja');
    await app.setLook('en', 'light');
  });
});

describe('the pool panel at 1024 px', () => {
  it('shows each long card name whole, in English and Japanese', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    try {
      const { saved } = await poolDeck('Long names at 1024');
      await screen(page, 'decks');
      await page
        .getByTestId('deck-list')
        .locator('li')
        .filter({ hasText: 'Long names at 1024' })
        .locator('button.open')
        .click();
      await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(saved.name);
      const rows = page.getByTestId('pool-card');
      await expect.poll(() => rows.count(), POLL).toBe(4);
      /** Each row's name as shown, whether the row cuts it, and the name its tooltip gives. */
      const names = () =>
        rows.evaluateAll((buttons) =>
          buttons.map((b) => {
            const name = b.querySelector<HTMLElement>('.name')!;
            return { text: name.textContent, cut: name.scrollWidth > name.clientWidth, title: b.getAttribute('title') };
          }),
        );
      for (const language of ['en', 'ja'] as const) {
        await app.setLook(language, 'light');
        const expected = [...LONG_NAMES, 'Llanowar Visionary'].map((n) => (language === 'ja' ? japaneseName(n) : n));
        await expect.poll(async () => (await names()).map((n) => n.text).sort(), POLL).toEqual(expected.sort());
        for (const shown of await names()) {
          expect(shown.cut, `${shown.text} cut (${language})`).toBe(false);
          expect(shown.title, language).toContain(shown.text);
        }
        await app.screenshot(`exports-pool-panel-1024-${language}`);
      }
    } finally {
      await app.setLook('en', 'light');
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
