// Proxy sheets in Chromium: a real precon (Basri, Devoted Paladin, M21 planeswalker deck) with a partial collection
// opens the sheet of its missing copies from the needs view; one box per missing copy, measured at 63 × 88 mm in
// print media, nine to an A4 page; then the whole deck's sheet from the editor. No image source: every box is the
// card's text stand-in, with its Japanese name from MTGJSON's foreignData when the window speaks Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const MANABOX_HEADER =
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';
/** The collection: some of the deck's cards, one of them short of the deck's count. */
const OWNED = { Plains: 20, 'Makeshift Battalion': 4, "Basri's Acolyte": 2 };
/** CSS pixels per millimetre (96 per inch). */
const PX_PER_MM = 96 / 25.4;

const app = appForFile();

/** The list's copies per card name, read from its lines ("3 Tempered Veteran", "24 Plains [M21:*]"). */
function listedCopies(): Map<string, number> {
  const copies = new Map<string, number>();
  for (const line of readFileSync(BASRI, 'utf8').split('\n')) {
    const m = /^(\d+) (.+?)(?: \[.*\])?$/.exec(line.trim());
    if (m) copies.set(m[2], (copies.get(m[2]) ?? 0) + Number(m[1]));
  }
  return copies;
}

function expectedMissing(): number {
  return [...listedCopies()].reduce(
    (n, [name, count]) => n + Math.max(0, count - (OWNED[name as keyof typeof OWNED] ?? 0)),
    0,
  );
}

async function importBasri(page: Page) {
  await page.locator('[data-screen="decks"]').click();
  await page.getByTestId('import-deck').click();
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('import-file').setInputFiles(BASRI);
  await expect.poll(() => page.getByTestId('import-name').inputValue(), POLL).toBe('Basri, Devoted Paladin');
  await page.getByTestId('import-save').click();
  await expect.poll(() => page.getByTestId('save-deck').isDisabled(), POLL).toBe(true);
}

const cardBoxes = (page: Page) => page.getByTestId('proxy-card');

/** The pages of a PDF file and the first page's size in points (Chromium writes page objects uncompressed). */
function pdfPages(file: string): { pages: number; width: number; height: number } {
  const pdf = readFileSync(file, 'latin1');
  const [width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/.exec(pdf)!.slice(1).map(Number);
  return { pages: pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0, width, height };
}

beforeAll(async () => {
  const rows = Object.entries(OWNED).map(([name, count]) => `,,"${name}",,,,normal,,${count},,,,,,,en,`);
  await app.host.invoke('collection.import', { text: [MANABOX_HEADER, ...rows].join('\n') + '\n', mode: 'replace' });
});

describe('proxy sheets in Chromium', () => {
  it('prints one 63 × 88 mm box per missing copy of Basri, Devoted Paladin, nine to an A4 page', async () => {
    const { page } = app;
    const missing = expectedMissing();
    expect([...listedCopies().values()].reduce((a, b) => a + b, 0)).toBe(60);
    expect(missing).toBe(60 - 20 - 4 - 2);
    await importBasri(page);
    await page.getByTestId('view-needs').click();
    await page.getByTestId('needs-basics-owned').uncheck(); // a proxy for each missing Plains too
    await expect.poll(() => page.getByTestId('needs-summary').getAttribute('data-missing'), POLL).toBe(String(missing));
    await page.getByTestId('needs-print-proxies').click();
    await expect.poll(() => cardBoxes(page).count(), POLL).toBe(missing);
    expect(await page.getByTestId('proxy-page').count()).toBe(Math.ceil(missing / 9));
    // No image source: each box is the card's text.
    expect(await page.getByTestId('proxy-stand-in').count()).toBe(missing);
    // A stand-in reads like the card: its mana cost ({1}{W}, CR 202.1) and the symbols in its rules text ({4}{W}:)
    // print as mana symbols, not as the braces of the card data.
    const box = (name: string) => page.locator(`[data-testid="proxy-card"][data-card="${name}"]`).first();
    expect(await box('Adherent of Hope').getByTestId('proxy-cost').locator('.pip').allTextContents()).toEqual([
      '1',
      'W',
    ]);
    expect(await box('Anointed Chorister').locator('.text .pip').allTextContents()).toEqual(['4', 'W']);
    for (const text of await page.getByTestId('proxy-stand-in').allTextContents()) expect(text).not.toContain('{');

    await page.emulateMedia({ media: 'print' });
    try {
      const boxes = await cardBoxes(page).evaluateAll((nodes) =>
        nodes.map((n) => {
          const r = n.getBoundingClientRect();
          return { width: r.width, height: r.height };
        }),
      );
      expect(boxes).toHaveLength(missing);
      for (const box of boxes) {
        expect(box.width).toBeCloseTo(63 * PX_PER_MM, 1);
        expect(box.height).toBeCloseTo(88 * PX_PER_MM, 1);
      }
      // Only the sheet prints: the app behind it and the sheet's own toolbar are not laid out.
      expect(await page.locator('#app').isVisible()).toBe(false);
      expect(await page.getByTestId('proxy-print').isVisible()).toBe(false);
      const page1 = await page.getByTestId('proxy-page').first().boundingBox();
      expect(page1?.width).toBeCloseTo(210 * PX_PER_MM, 0);
      await app.screenshot('proxies-01-print-media');
    } finally {
      // Back to no emulation (not 'screen', which page.pdf would keep: Save as PDF must print print media).
      await page.emulateMedia({ media: null });
    }

    // Save as PDF prints the same pages: as many as the sheet, each A4 (210 × 297 mm is 595.28 × 841.89 pt).
    await page.getByTestId('proxy-save-pdf').click();
    await expect.poll(() => app.savedPdfs.length, POLL).toBe(1);
    expect(basename(app.savedPdfs[0])).toBe('Basri, Devoted Paladin - proxies.pdf');
    const a4 = pdfPages(app.savedPdfs[0]);
    expect(a4.pages).toBe(Math.ceil(missing / 9));
    expect(a4.width).toBeCloseTo(595.28, 0);
    expect(a4.height).toBeCloseTo(841.89, 0);
  });

  it('marks each box as a proxy when asked, and shows the Japanese names in Japanese (screenshots)', async () => {
    const { page } = app;
    const missing = expectedMissing();
    await page.getByTestId('proxy-mark').check();
    await expect.poll(() => page.getByTestId('proxy-mark-line').count(), POLL).toBe(missing);
    expect(await page.getByTestId('proxy-mark-line').first().textContent()).toBe('PROXY — not for sale');
    const m21 = JSON.parse(readFileSync(sharedPath('mtgjson/sets/M21.json'), 'utf8')) as {
      data: { cards: { name: string; foreignData?: { language: string; name: string }[] }[] };
    };
    const japanese = m21.data.cards
      .find((c) => c.name === 'Tempered Veteran')
      ?.foreignData?.find((f) => f.language === 'Japanese')?.name;
    expect(japanese).toBeTruthy();
    const veteran = page.locator('[data-testid="proxy-card"][data-card="Tempered Veteran"]').first();
    await app.setLook('ja', 'light');
    await expect.poll(() => veteran.textContent(), POLL).toContain(japanese);
    expect(await veteran.textContent()).toContain('Tempered Veteran');
    await app.setLook('en', 'light');
    await expect.poll(() => veteran.textContent(), POLL).not.toContain(japanese);
    await app.screenshotEveryLook('proxies-02-missing');
    await page.getByTestId('proxy-back').click();
    await expect.poll(() => page.getByTestId('proxy-sheet').count(), POLL).toBe(0);
  });

  it('prints the whole deck from the editor’s Export dialog: every copy of its boards', async () => {
    const { page } = app;
    await page.getByTestId('export-deck').click();
    await page.getByTestId('open-proxies').click();
    await expect.poll(() => cardBoxes(page).count(), POLL).toBe(60);
    await page.getByTestId('proxy-paper').selectOption('letter');
    expect(await page.getByTestId('proxy-page').count()).toBe(Math.ceil(60 / 9));
    await page.getByTestId('proxy-board-main').uncheck();
    await expect.poll(() => cardBoxes(page).count(), POLL).toBe(0);
    await page.getByTestId('proxy-board-main').check();
    await expect.poll(() => cardBoxes(page).count(), POLL).toBe(60);
    await app.screenshot('proxies-03-deck-letter');
    // US Letter is 8.5 × 11 in: 612 × 792 pt.
    await page.getByTestId('proxy-save-pdf').click();
    await expect.poll(() => app.savedPdfs.length, POLL).toBe(2);
    expect(pdfPages(app.savedPdfs[1])).toEqual({ pages: Math.ceil(60 / 9), width: 612, height: 792 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('proxy-sheet').count(), POLL).toBe(0);
  });
});
