// Deck registration sheets in Chromium (MTR 2.7) on real decks: Azorius Control (Challenger Deck 2021, 60 cards and a
// 15-card sideboard), the Commander precon Lorehold Legacies (100 cards, past the form onto a second page) and a
// Duel Masters deck of real Ravenite cards with psychic creatures in its hyperspatial zone. The sheet is opened from
// the editor's Export dialog, its fields filled; the printed lines and totals are read from the DOM and compared
// with the list files; the player's name and ID come back the next time; Save as PDF prints the sheet's pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { AA, contrasts } from './contrast.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmJapaneseNames, listedSections } from '../test/list-counts.ts';
import { dmDeckOf, dmPlainAttacker } from '../test/goldfish-fixtures.ts';

const POLL = { timeout: 20_000, interval: 50 };
const AZORIUS_LIST = 'plain-taw/challenger__q05__Azorius Control.txt';
const LOREHOLD_LIST = 'plain-taw/cmd__c21__Lorehold Legacies.txt';
const AZORIUS_FILE = sharedPath('decks', AZORIUS_LIST);
const LOREHOLD_FILE = sharedPath('decks', LOREHOLD_LIST);
const AZORIUS = 'Azorius Control';
const LOREHOLD = 'Lorehold Legacies';
const DM_DECK = 'Psychic registration';
const JON = 'Jon, Temporal Explorer';
const BLADE = 'Go To Hell, Annihilator Blade';
/** CSS pixels per millimetre (96 per inch). */
const PX_PER_MM = 96 / 25.4;

const app = appForFile();

/** A card's Japanese name as ja-names.csv gives it. */
function jaName(english: string): string {
  const name = dmJapaneseNames().get(english);
  if (!name) throw new Error(`ja-names.csv has no Japanese name for ${english}`);
  return name;
}

/** The printed lines of a section, in print order over every page: [count, name]. */
async function printedLines(page: Page, section: string): Promise<[number, string][]> {
  return page
    .locator(`[data-testid="registration-box"][data-section="${section}"] [data-testid="registration-line"]`)
    .evaluateAll((nodes) =>
      nodes.map(
        (n) => [Number((n as HTMLElement).dataset.count), (n as HTMLElement).dataset.name ?? ''] as [number, string],
      ),
    );
}

const totalOf = async (page: Page, section: string) =>
  Number(await page.locator(`[data-testid="registration-total"][data-section="${section}"] .total-box`).textContent());

const asMap = (lines: [number, string][]) => new Map(lines.map(([count, name]) => [name, count]));

async function openSheet(page: Page, deck: string) {
  await openSavedDeck(page, deck);
  await page.getByTestId('export-deck').click();
  await page.getByTestId('open-registration').click();
  await page.getByTestId('registration-sheet').waitFor(POLL);
}

async function closeSheet(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('registration-sheet').count(), POLL).toBe(0);
}

/** Every name and header value is whole in its box (nothing cut), and every box lies on its page. */
async function expectNothingCut(page: Page) {
  const cut = await page.getByTestId('registration-page').evaluateAll((pages) =>
    pages.flatMap((sheet, p) => {
      const bottom = sheet.getBoundingClientRect().bottom;
      const cells = [...sheet.querySelectorAll<HTMLElement>('.name, .head-field dd')];
      const overflowing = cells
        .filter((c) => c.scrollHeight > c.parentElement!.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1)
        .map((c) => `page ${p + 1}: ${c.textContent}`);
      const below = [...sheet.querySelectorAll<HTMLElement>('.box')]
        .filter((b) => b.getBoundingClientRect().bottom > bottom + 0.5)
        .map((b) => `page ${p + 1}: box ${b.dataset.section} past the paper`);
      return [...overflowing, ...below];
    }),
  );
  expect(cut).toEqual([]);
}

/** The pages of a PDF file and the first page's size in points (Chromium writes page objects uncompressed). */
function pdfPages(file: string): { pages: number; width: number; height: number } {
  const pdf = readFileSync(file, 'latin1');
  const [width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/.exec(pdf)!.slice(1).map(Number);
  return { pages: pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0, width, height };
}

beforeAll(async () => {
  await saveDeckFile(app.host, AZORIUS_FILE);
  await saveDeckFile(app.host, LOREHOLD_FILE, { format: 'commander' });
  const fire = dmDeckOf(DM_DECK, dmPlainAttacker('fire')).main;
  const list = [
    'メインデッキ',
    ...fire.map((e) => `${e.count} ${e.card.name}`),
    '超次元ゾーン',
    `1 ${JON}`,
    `1 ${BLADE}`,
  ];
  const dm = await app.host.invoke('decks.import', { text: `${list.join('\n')}\n` });
  expect(dm.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...dm.deck, name: DM_DECK, format: 'dm' } });
});

describe('deck registration sheets in Chromium', () => {
  it('Azorius Control: the Wizards form, filled in, every card once with its count, 60 and 15 in the totals', async () => {
    const { page } = app;
    const list = listedSections(AZORIUS_LIST);
    await openSheet(page, AZORIUS);
    // The deck's name and today's date start filled in.
    expect(await page.getByTestId('registration-field-deckName').inputValue()).toBe(AZORIUS);
    expect(await page.getByTestId('registration-field-date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const typed = {
      firstName: 'Ayumi',
      lastName: 'Tanaka',
      playerId: '1234567890',
      event: 'Friday Night Magic',
      location: 'Hareruya Tokyo',
      deckDesigner: 'Wizards of the Coast',
    };
    for (const [key, value] of Object.entries(typed)) await page.getByTestId(`registration-field-${key}`).fill(value);
    for (const [key, value] of Object.entries(typed))
      expect(await page.getByTestId(`registration-printed-${key}`).locator('dd').textContent()).toBe(value);

    expect(await page.getByTestId('registration-page').count()).toBe(1);
    expect(asMap(await printedLines(page, 'main'))).toEqual(list.main);
    expect(asMap(await printedLines(page, 'side'))).toEqual(list.side);
    expect((await printedLines(page, 'main')).length).toBe(list.main.size);
    expect(await totalOf(page, 'main')).toBe(60);
    expect(await totalOf(page, 'side')).toBe(15);
    // The form's boxes: 32 lines, 12 more, 15 for the sideboard, blank lines where the deck has none.
    const boxLines = await page
      .getByTestId('registration-box')
      .evaluateAll((boxes) =>
        boxes.map((b) => [(b as HTMLElement).dataset.section, b.querySelectorAll('.line').length]),
      );
    expect(boxLines).toEqual([
      ['main', 32],
      ['main', 12],
      ['side', 15],
    ]);
    // By type (the default) the lands close the main deck.
    const byType = (await printedLines(page, 'main')).map(([, name]) => name);
    expect(byType.slice(-4).sort()).toEqual(['Island', 'Plains', 'Temple of Enlightenment', 'Tranquil Cove']);
    await page.getByTestId('registration-order').selectOption('alphabetical');
    const alphabetical = (await printedLines(page, 'main')).map(([, name]) => name);
    expect(alphabetical).toEqual([...list.main.keys()].sort((a, b) => a.localeCompare(b, 'en')));
    await page.getByTestId('registration-order').selectOption('deck');
    expect((await printedLines(page, 'main')).map(([, name]) => name)).toEqual([...list.main.keys()]);
    await expectNothingCut(page);
    await app.screenshot('registration-01-azorius-en');

    // In print media: only the sheet, at A4's width; Save as PDF prints its one page on A4.
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('#app').isVisible()).toBe(false);
      expect(await page.getByTestId('registration-print').isVisible()).toBe(false);
      const sheet = await page.getByTestId('registration-page').first().boundingBox();
      expect(sheet?.width).toBeCloseTo(210 * PX_PER_MM, 0);
      await expectNothingCut(page);
    } finally {
      await page.emulateMedia({ media: null });
    }
    await page.getByTestId('registration-save-pdf').click();
    await expect.poll(() => app.savedPdfs.length, POLL).toBe(1);
    expect(pdfPages(app.savedPdfs[0])).toMatchObject({ pages: 1 });
    expect(pdfPages(app.savedPdfs[0]).width).toBeCloseTo(595.28, 0);

    // Japanese names where MTGJSON has them (foreignData), the window in Japanese: screenshots.
    await page.getByTestId('registration-language').selectOption('ja');
    await app.setLook('ja', 'light');
    const ja = JSON.parse(readFileSync(sharedPath('mtgjson/sets/KHM.json'), 'utf8')) as {
      data: { cards: { name: string; foreignData?: { language: string; name: string }[] }[] };
    };
    const doomskar = ja.data.cards
      .find((c) => c.name === 'Doomskar')
      ?.foreignData?.find((f) => f.language === 'Japanese')?.name;
    expect(doomskar).toBeTruthy();
    await expect.poll(async () => asMap(await printedLines(page, 'main')).get(doomskar!), POLL).toBe(1);
    expect(await totalOf(page, 'main')).toBe(60);
    await expectNothingCut(page);
    await app.screenshot('registration-02-azorius-ja');
    await app.setLook('en', 'light');
    await closeSheet(page);

    // The player's name and ID are remembered; the event's fields start empty again.
    await page.getByTestId('export-deck').click();
    await page.getByTestId('open-registration').click();
    expect(await page.getByTestId('registration-field-firstName').inputValue()).toBe('Ayumi');
    expect(await page.getByTestId('registration-field-lastName').inputValue()).toBe('Tanaka');
    expect(await page.getByTestId('registration-field-playerId').inputValue()).toBe('1234567890');
    expect(await page.getByTestId('registration-field-event').inputValue()).toBe('');
    await closeSheet(page);
  });

  it('Lorehold Legacies: the commander in its own box, the 99 past the form onto a second page, nothing cut', async () => {
    const { page } = app;
    const list = listedSections(LOREHOLD_LIST);
    await openSheet(page, LOREHOLD);
    await page.getByTestId('registration-paper').selectOption('letter');
    expect(asMap(await printedLines(page, 'commander'))).toEqual(list.commander);
    expect(asMap(await printedLines(page, 'main'))).toEqual(list.main);
    expect(await totalOf(page, 'commander')).toBe(1);
    expect(await totalOf(page, 'main')).toBe(99);
    const pages = await page.getByTestId('registration-page').count();
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(
      await page.locator('[data-testid="registration-box"][data-continued="true"][data-section="main"]').count(),
    ).toBeGreaterThanOrEqual(2);
    await expectNothingCut(page);
    await app.screenshot('registration-03-commander-letter');
    await page.getByTestId('registration-save-pdf').click();
    await expect.poll(() => app.savedPdfs.length, POLL).toBe(2);
    expect(pdfPages(app.savedPdfs[1])).toEqual({ pages, width: 612, height: 792 });
    await closeSheet(page);
  });

  it('a Duel Masters deck: main deck 40, the psychic creatures in the hyperspatial zone, Japanese names', async () => {
    const { page } = app;
    await openSheet(page, DM_DECK);
    // Japanese names by default for Duel Masters (ja-names.csv, imported with the card data).
    const hyperspatial = await printedLines(page, 'hyperspatial');
    expect(hyperspatial).toEqual([
      [1, jaName(JON)],
      [1, jaName(BLADE)],
    ]);
    expect(await totalOf(page, 'main')).toBe(40);
    expect(await totalOf(page, 'hyperspatial')).toBe(2);
    expect(await totalOf(page, 'gr')).toBe(0);
    expect(await page.locator('[data-testid="registration-box"][data-section="gr"] .line').count()).toBe(12);
    expect(await page.getByTestId('registration-field-deckDesigner').count()).toBe(0);
    await expectNothingCut(page);
    await app.setLook('ja', 'light');
    await app.screenshot('registration-04-dm-ja');
    await app.setLook('en', 'light');
    await app.screenshot('registration-04-dm-en');
    await closeSheet(page);
  });

  it('fits a 1024 px window, its text at 4.5:1 in both themes', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    try {
      await openSheet(page, AZORIUS);
      for (const language of ['en', 'ja'] as const) {
        await app.setLook(language, 'light');
        const toolbar = await page.locator('.print-overlay .toolbar').evaluate((t) => t.scrollWidth <= t.clientWidth);
        expect(toolbar).toBe(true);
        for (const id of ['registration-print', 'registration-save-pdf', 'registration-back'])
          expect(await page.getByTestId(id).isVisible()).toBe(true);
        const print = await page.getByTestId('registration-print').boundingBox();
        expect(print!.x + print!.width).toBeLessThanOrEqual(1024);
        await app.screenshot(`registration-05-1024-${language}`);
      }
      for (const theme of ['light', 'dark'] as const) {
        await app.setLook('en', theme);
        const measured = await contrasts(
          page,
          '.print-overlay label > span, .print-overlay legend, .print-overlay h2, .summary, .line .name, .head-field dt, .box-head',
        );
        expect(measured.length).toBeGreaterThan(10);
        for (const { text, ratio } of measured) expect.soft(ratio, `“${text}”, ${theme}`).toBeGreaterThanOrEqual(AA);
      }
    } finally {
      await app.setLook('en', 'light');
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await closeSheet(page);
  });
});
