// The deck editor between two side panels at the small window sizes (1024×700 and the shell's minimum, 960×600), in
// English and Japanese: its header and tools row take few lines and leave the card list most of the column, each
// control stays in the column and named, what belongs together stays on one row, and the footer takes at most two
// lines. The Advice tab's fields take their natural width. At 1440×900, "no format" shows whole beside the Japanese
// buttons, and the deck's name whole above or beside them. Each
// check measures the page (element boxes, line counts); screenshots in both languages.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openSavedDeck } from './harness.ts';
import { appForFile } from './setup.ts';
import { selectShowsOption } from './select-fit.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold Legacies';
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const BASRI_DECK = 'Basri for the advice';
/** A deck whose format has the longest name of the catalog's (リミテッド（シールドまたはドラフト）). */
const LIMITED_DECK = 'Sealed at the prerelease';
/** A deck with no format yet, and a name longer than the header has room for beside the Japanese buttons. */
const NO_FORMAT_DECK = 'Basri, Devoted Paladin before a format';
const SMALL = { width: 1024, height: 700 };
const MINIMUM = { width: 960, height: 600 };
const WIDE = { width: 1440, height: 900 };
const LANGUAGES = ['en', 'ja'] as const;
/** A deck list row's height (DeckEditor.svelte .entry). */
const ROW = 26;

const app = appForFile();

beforeAll(async () => {
  const lorehold = await app.host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(LOREHOLD_FILE)),
    fileName: basename(LOREHOLD_FILE),
  });
  await app.host.invoke('decks.save', { deck: { ...lorehold.deck, format: 'commander' } });
  await app.host.invoke('decks.save', { deck: { ...lorehold.deck, name: LIMITED_DECK, format: 'limited' } });
  const basri = await app.host.invoke('decks.import', { text: readFileSync(BASRI, 'utf8') });
  await app.host.invoke('decks.save', { deck: { ...basri.deck, name: BASRI_DECK, format: 'standard' } });
  await app.host.invoke('decks.save', { deck: { ...basri.deck, name: NO_FORMAT_DECK, format: undefined } });
});
afterEach(async () => {
  await app.page.setViewportSize(WIDE);
  await app.setLook('en', 'light');
});

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The controls of the editor's header and tools row, each with its sides and its name (aria-label, label or text). */
function editorControls(page: Page) {
  return page.locator('.deck-editor').evaluate((editor) =>
    [
      ...editor.querySelectorAll<HTMLElement>(
        '.editor-head :is(input, select, button), .editor-tools :is(input, select, button)',
      ),
    ].map((control) => {
      const { left, right } = control.getBoundingClientRect();
      const label = control.closest('label')?.textContent ?? '';
      return {
        control: control.dataset.testid ?? control.textContent.trim(),
        name: (control.getAttribute('aria-label') ?? label).trim() || control.textContent.trim(),
        left,
        right,
      };
    }),
  );
}

/** The vertical centres of a label's text and of its select. */
function labelAndSelectCentres(label: Locator) {
  return label.evaluate((element) => {
    const text = element.querySelector('.label') ?? element;
    const range = document.createRange();
    range.selectNodeContents(text);
    const words = range.getBoundingClientRect();
    const select = element.querySelector('select')!.getBoundingClientRect();
    return { text: (words.top + words.bottom) / 2, select: (select.top + select.bottom) / 2 };
  });
}

/** A select's width, and the width Chromium gives it unconstrained (as wide as its widest option). */
function selectWidths(select: Locator) {
  return select.evaluate((element) => {
    const probe = element.cloneNode(true) as HTMLSelectElement;
    probe.removeAttribute('data-testid');
    Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', width: 'auto' });
    element.after(probe);
    const natural = probe.offsetWidth;
    probe.remove();
    return { width: (element as HTMLElement).offsetWidth, natural };
  });
}

/** How many lines the element's own text takes. */
function textLines(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    const text = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    range.selectNodeContents(text ?? element);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });
}

/** Every control of the header and tools inside the editor's column, and named. */
async function expectControlsInColumn(page: Page, where: string): Promise<void> {
  const column = await box(page.locator('.deck-editor'));
  for (const control of await editorControls(page)) {
    expect.soft(control.left, `${control.control} ${where}`).toBeGreaterThanOrEqual(column.x);
    expect.soft(control.right, `${control.control} ${where}`).toBeLessThanOrEqual(column.x + column.width);
    expect.soft(control.name, `${control.control} ${where} has a name`).not.toBe('');
  }
}

/** How many rows the header's controls take: the distinct vertical centres of the name, undo and the actions. */
async function headerRows(page: Page): Promise<number> {
  const centres = new Set<number>();
  for (const testid of ['deck-name', 'deck-format', 'undo', 'take-offline', 'export-deck', 'save-deck']) {
    const { y, height } = await box(page.getByTestId(testid));
    centres.add(Math.round(y + height / 2));
  }
  return centres.size;
}

/** Whether the deck's name shows whole in its field. */
const nameWhole = (page: Page) =>
  page.getByTestId('deck-name').evaluate((input) => input.scrollWidth <= input.clientWidth + 1);

/** Export and Save, and the two toggles, each pair on one row. */
async function expectPairsTogether(page: Page, where: string): Promise<void> {
  const [exportButton, save] = [await box(page.getByTestId('export-deck')), await box(page.getByTestId('save-deck'))];
  expect.soft(save.y, `Export and Save on one row ${where}`).toBe(exportButton.y);
  const [layout, view] = [await box(page.getByTestId('deck-layout-list')), await box(page.getByTestId('view-cards'))];
  expect.soft(view.y, `the two toggles on one row ${where}`).toBe(layout.y);
}

describe('the deck editor in a narrow column', () => {
  it('at 1024×700 its header and tools take at most 170 px and the list room for 16 rows, in English and Japanese', async () => {
    const { page } = app;
    await page.setViewportSize(SMALL);
    await openSavedDeck(page, LOREHOLD);
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      const where = `at 1024, ${language}`;
      const head = await box(page.locator('.editor-head'));
      const tools = await box(page.locator('.editor-tools'));
      // Three lines each would take 238 px and leave the list room for 13 rows.
      expect.soft(head.height + tools.height, `header and tools ${where}`).toBeLessThanOrEqual(170);
      expect
        .soft((await box(page.getByTestId('deck-boards'))).height, `the list ${where}`)
        .toBeGreaterThanOrEqual(16 * ROW);
      // The footer takes at most two lines, the keys' help whole (e2e/daily-layout-3.e2e.ts), its count whole.
      const foot = page.locator('.editor-foot');
      expect.soft((await box(foot)).height, `the footer ${where}`).toBeLessThan(45);
      const count = await foot.getByTestId('editor-count').evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect.soft(count, `the card count whole ${where}`).toBe(true);
      expect.soft(await foot.locator('.keys').textContent(), 'the keys in full').toMatch(/Del/);

      await expectControlsInColumn(page, where);
      await expectPairsTogether(page, where);
      const centres = await labelAndSelectCentres(page.locator('label.group-by'));
      expect
        .soft(Math.abs(centres.text - centres.select), `"Group by" beside its select ${where}`)
        .toBeLessThanOrEqual(2);
      for (const select of ['deck-game', 'deck-format', 'group-by'])
        expect
          .soft(await selectShowsOption(page.getByTestId(select)), `${select} ${where}`)
          .toMatchObject({ fits: true });
      await app.screenshot(`editor-compact-1024-${language}`);
    }
  });

  it('at 960×600 its header takes three rows and with the tools at most 200 px; a long format shows its start and is named whole in its title', async () => {
    const { page } = app;
    await page.setViewportSize(MINIMUM);
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await openSavedDeck(page, LOREHOLD);
      const where = `at 960, ${language}`;
      const head = await box(page.locator('.editor-head'));
      const tools = await box(page.locator('.editor-tools'));
      expect.soft(head.height + tools.height, `header and tools ${where}`).toBeLessThanOrEqual(200);
      // The name whole on its row, game and format on the next, then undo, redo, Take offline, Export and Save on
      // one row (a fourth row in Japanese put Export and Save alone at the bottom).
      expect.soft(await headerRows(page), `the header's rows ${where}`).toBe(3);
      expect.soft(await nameWhole(page), `the deck name ${where}`).toBe(true);
      // The keys' help whole in at most two lines, a Commander deck's five boards too (three when it named each).
      expect.soft((await box(page.locator('.editor-foot'))).height, `the footer ${where}`).toBeLessThan(45);
      await expectControlsInColumn(page, where);
      await expectPairsTogether(page, where);
      // The grouping's label gives way to the select, which keeps it as its name.
      const groupBy = page.getByRole('combobox', { name: language === 'en' ? 'Group by' : 'グループ' });
      expect.soft(await groupBy.getAttribute('data-testid'), where).toBe('group-by');
      for (const select of ['deck-game', 'deck-format', 'group-by'])
        expect
          .soft(await selectShowsOption(page.getByTestId(select)), `${select} ${where}`)
          .toMatchObject({ fits: true });
      await app.screenshot(`editor-compact-960-${language}`);

      await openSavedDeck(page, LIMITED_DECK);
      const format = page.getByTestId('deck-format');
      const whole = language === 'en' ? 'Limited (sealed or draft)' : 'リミテッド（シールドまたはドラフト）';
      expect.soft(await format.getAttribute('title'), where).toContain(whole);
      expect.soft((await box(format)).width, `the format select ${where}`).toBeGreaterThanOrEqual(100);
      expect.soft(await nameWhole(page), `the deck name ${where}`).toBe(true);
      await expectControlsInColumn(page, `${where}, a long format`);
      expect.soft(await headerRows(page), `the header's rows ${where}, a long format`).toBe(3);
      await app.screenshot(`editor-compact-960-long-format-${language}`);
    }
  });

  it('at 1440×900 a deck without a format says so whole in either language, and its long name whole', async () => {
    const { page } = app;
    await page.setViewportSize(WIDE);
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await openSavedDeck(page, NO_FORMAT_DECK);
      const where = `at 1440, ${language}`;
      const format = page.getByTestId('deck-format');
      // Japanese showed "フォーマット…" of "フォーマットなし": the format's share of the row cut it by 2 px.
      expect
        .soft(await selectShowsOption(format), `the format ${where}`)
        .toEqual({ option: language === 'en' ? 'No format' : 'フォーマットなし', fits: true });
      expect.soft(await nameWhole(page), `the deck name ${where}`).toBe(true);
      expect.soft(await page.getByTestId('deck-name').getAttribute('title'), where).toBe(NO_FORMAT_DECK);
      // The name, game and format on one row; what is done with the deck on the next.
      expect.soft(await headerRows(page), `the header's rows ${where}`).toBe(2);
      await expectControlsInColumn(page, where);
      await app.screenshot(`editor-compact-1440-no-format-${language}`);
    }
  });

  it("the Advice tab's fields take their natural width and wrap whole, in English and Japanese", async () => {
    const { page } = app;
    await page.setViewportSize(SMALL);
    await openSavedDeck(page, BASRI_DECK);
    await page.getByTestId('tab-advice').click();
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      for (const testid of ['advice-objective', 'advice-games']) {
        const select = page.getByTestId(testid);
        await select.waitFor(POLL);
        const widths = await selectWidths(select);
        // Neither stretched to the panel (355 px for "10,000") nor squeezed beside the other field.
        expect.soft(Math.abs(widths.width - widths.natural), `${testid} in ${language}`).toBeLessThanOrEqual(1);
        const label = page.locator('.controls label').filter({ has: select });
        expect.soft(await textLines(label), `${testid}'s label on one line in ${language}`).toBe(1);
      }
      await app.screenshot(`editor-compact-advice-1024-${language}`);
    }
  });
});
