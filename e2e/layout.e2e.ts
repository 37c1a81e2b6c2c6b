// Layout at the small window sizes the app runs in (1024×700 and the shell's minimum, 960×600), in English and
// Japanese: no screen scrolls the page sideways, the header's controls stay in the window, dropdowns and labels show
// their text whole, the printings strip leaves the deck list most of the editor, notices keep off the problems
// list. Each check measures the page (scroll widths, element boxes, line counts); screenshots in both languages.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveDeckFile, searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';
import { selectShowsOption } from './select-fit.ts';
import { lineTexts } from './line-boxes.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold Legacies';
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const SMALL = { width: 1024, height: 700 };
const WIDE = { width: 1440, height: 900 };
const MINIMUM = { width: 960, height: 600 };
/** The top-level screens by their shortcuts (protocol/bridge.ts COMMANDS), in shortcut order. */
const SCREENS = ['search', 'decks', 'goldfish', 'data', 'collection', 'pools'] as const;
const LANGUAGES = ['en', 'ja'] as const;
type Language = (typeof LANGUAGES)[number];

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD_FILE, { format: 'commander' });
});
afterEach(async () => {
  if (await app.page.getByTestId('playtest').count()) await app.page.keyboard.press('Escape');
  await app.setLook('en', 'light');
});

/** How far the page reaches past the window's right edge, and how far it is scrolled sideways (both 0 when right). */
function sideways(page: Page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    scrolled: document.documentElement.scrollLeft + document.body.scrollLeft,
    appLeft: document.querySelector('.app')!.getBoundingClientRect().left,
  }));
}

/** Whether the element's text shows whole: on one line of its line height and not clipped sideways. */
function shownOnOneLine(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.45;
    return {
      text: element.textContent,
      oneLine:
        element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) <
        lineHeight * 1.5,
      clipped: element.scrollWidth > element.clientWidth + 1,
    };
  });
}

async function openLorehold(page: Page): Promise<void> {
  await page.keyboard.press('Control+2');
  await page.getByTestId('deck-list').getByText(LOREHOLD).click();
  await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(LOREHOLD);
}

/** Runs `check` in English then in Japanese, screenshotting `<name>-<language>` after each. */
async function inBothLanguages(name: string, check: (language: Language) => Promise<void>): Promise<void> {
  for (const language of LANGUAGES) {
    await app.setLook(language, 'light');
    await check(language);
    await app.screenshot(`${name}-${language}`);
  }
}

describe('layout at small window sizes', () => {
  it('no screen scrolls sideways at 1024×700 or 960×600, in English or Japanese; the header keeps every control in view', async () => {
    const { page } = app;
    await openLorehold(page);
    for (const size of [SMALL, MINIMUM]) {
      await page.setViewportSize(size);
      for (const language of LANGUAGES) {
        await app.setLook(language, 'light');
        for (const [i, screen] of SCREENS.entries()) {
          await page.keyboard.press(`Control+${i + 1}`);
          await expect.poll(() => page.locator(`[data-screen="${screen}"]`).getAttribute('aria-current')).toBe('page');
          expect.soft(await sideways(page), `${screen} at ${size.width}, ${language}`).toEqual({
            overflow: 0,
            scrolled: 0,
            appLeft: 0,
          });
          for (const control of ['theme-toggle', 'currency-select', 'image-settings']) {
            const box = (await page.getByTestId(control).boundingBox())!;
            expect.soft(box.x + box.width, `${control} on ${screen}`).toBeLessThanOrEqual(size.width);
          }
          if (size === SMALL) await app.screenshot(`layout-1024-${i + 1}-${screen}-${language}`);
          else if (screen === 'decks') await app.screenshot(`layout-960-2-decks-${language}`);
        }
        // Focusing the last control of the header (the language switch) scrolls nothing.
        await page
          .getByRole('group', { name: language === 'en' ? 'Language' : '言語' })
          .getByRole('button')
          .last()
          .focus();
        expect.soft(await sideways(page), `language switch focused at ${size.width}, ${language}`).toEqual({
          overflow: 0,
          scrolled: 0,
          appLeft: 0,
        });
        // The deck chip gives way first, but still shows the start of the deck's name.
        const chipName = (await page.getByTestId('deck-chip').locator('.deck-name').boundingBox())!;
        expect.soft(chipName.width).toBeGreaterThanOrEqual(60);
      }
    }
    await page.setViewportSize(WIDE);
  });

  it('the quick-add suggestions are wide enough to read at 1024 and 1440; the input keeps its width in the needs view', async () => {
    const { page } = app;
    await openLorehold(page);
    await page.getByTestId('view-cards').click();
    for (const size of [SMALL, WIDE]) {
      await page.setViewportSize(size);
      await inBothLanguages(`layout-quick-add-${size.width}`, async () => {
        await page.getByTestId('quick-add').fill('');
        await page.getByTestId('quick-add').fill('sol');
        const list = page.locator('#quick-add-list');
        await expect.poll(() => list.getByRole('option').count(), POLL).toBeGreaterThan(1);
        expect.soft((await list.boundingBox())!.width).toBeGreaterThanOrEqual(320);
        const list$ = (await list.boundingBox())!;
        expect.soft(list$.x + list$.width).toBeLessThanOrEqual(size.width);
        for (const name of await list.locator('.name').all())
          expect.soft(await shownOnOneLine(name), `suggestion at ${size.width}`).toMatchObject({ clipped: false });
      });
      await page.getByTestId('quick-add').fill('');
      await page.getByTestId('quick-add').press('Escape');
    }
    await page.setViewportSize(SMALL);
    await page.getByTestId('view-needs').click();
    await page.getByTestId('needs-view').waitFor();
    await inBothLanguages('layout-quick-add-needs-1024', async () => {
      // It shrank to one letter ("a", 25 px) beside the needs view's buttons.
      expect.soft((await page.getByTestId('quick-add').boundingBox())!.width).toBeGreaterThanOrEqual(150);
    });
    await page.getByTestId('view-cards').click();
    await page.setViewportSize(WIDE);
  });

  it('the printings strip leaves the deck list most of the editor at 1024×700', async () => {
    const { page } = app;
    await page.setViewportSize(SMALL);
    await openLorehold(page);
    await page.locator('[data-board="main"] [data-entry-row]').first().focus();
    const strip = page.getByTestId('printing-strip');
    await expect.poll(() => strip.getByTestId('printing-option').count(), POLL).toBeGreaterThan(0);
    await inBothLanguages('layout-printing-strip-1024', async () => {
      const list = (await page.getByTestId('deck-boards').boundingBox())!;
      const shown = (await strip.boundingBox())!;
      // Rows are 26 px: eight of them at least, and more room for the list than for the strip.
      expect.soft(list.height).toBeGreaterThanOrEqual(8 * 26);
      expect.soft(list.height).toBeGreaterThan(shown.height);
    });
    await page.setViewportSize(WIDE);
  });

  it('the playtest status bar keeps each label on one line at 1024, and the seed box shows the seed dealt', async () => {
    const { page } = app;
    await page.setViewportSize(SMALL);
    await openLorehold(page);
    await page.keyboard.press('Control+P');
    await page.getByTestId('playtest-status').waitFor();
    const seed = await page.getByTestId('playtest-seed').textContent();
    expect(Number(seed)).toBeGreaterThan(0);
    expect.soft(await page.getByTestId('playtest-seed-input').inputValue(), 'the seed box on opening').toBe(seed);
    await page.getByTestId('playtest-new-seed').click();
    await expect.poll(() => page.getByTestId('playtest-seed').textContent()).not.toBe(seed);
    expect
      .soft(await page.getByTestId('playtest-seed-input').inputValue(), 'the seed box after a new seed')
      .toBe(await page.getByTestId('playtest-seed').textContent());
    await inBothLanguages('layout-playtest-1024', async () => {
      const labels = page.getByTestId('playtest-status').locator('dt, dd');
      for (const label of await labels.all())
        expect.soft(await shownOnOneLine(label)).toMatchObject({ oneLine: true, clipped: false });
      expect.soft(await shownOnOneLine(page.getByTestId('playtest').locator('h2'))).toMatchObject({ oneLine: true });
      expect.soft(await sideways(page)).toMatchObject({ overflow: 0 });
    });
    await page.keyboard.press('Escape');
    await page.setViewportSize(WIDE);
  });

  it('the card panel never breaks a set code; a Japanese title breaks only where Japanese text may; no adding to a deck of the other game', async () => {
    const { page, host } = app;
    await page.setViewportSize(SMALL);
    await openLorehold(page);
    await page.keyboard.press('Control+1');
    // Duel Masters set codes hold a hyphen (DMEX-12); long Japanese names wrap in the panel.
    // Their Japanese names wrapped before the last "ー" at 1024 (水晶の記録ゼノシャーク/クリスタル・メモリ | ー).
    const names = ['Xenoshark, Crystal Record/Crystal Memory', 'Aqua Cascade (ZABUUUN Cruiser)', 'Bolshack Dragon'];
    let wrapped = 0;
    await inBothLanguages('layout-card-panel-1024', async (language) => {
      for (const name of names) {
        const query = `!"${name}"`;
        const card = (await host.invoke('cards.search', { query, limit: 1 })).cards[0];
        await page.getByTestId('search-input').fill(query);
        await searchAnswered(page, query);
        const title = page.getByTestId('card-title');
        await expect
          .poll(() => title.textContent(), POLL)
          .toBe(language === 'ja' ? (card.localizedNames.ja ?? card.name) : card.name);
        for (const set of await page.getByTestId('printing-set').all())
          expect.soft(await shownOnOneLine(set)).toMatchObject({ oneLine: true, clipped: false });
        const lines = await lineTexts(title);
        if (lines.length > 1) wrapped++;
        if (name === names[0]) await app.screenshot(`layout-card-title-1024-${language}`);
        // No line starts with a character a Japanese line never starts with (JIS X 4051), nor is it one alone.
        for (const line of lines.slice(1)) {
          expect
            .soft(line, `${lines.join(' / ')}`)
            .not.toMatch(/^[ー・）」』、。ぁぃぅぇぉっゃゅょァィゥェォッャュョ]/);
          expect.soft([...line].length, `${lines.join(' / ')}`).toBeGreaterThan(1);
        }
      }
    });
    expect(wrapped, 'a title long enough to wrap').toBeGreaterThan(0);
    await app.setLook('en', 'light');
    // The open deck (Lorehold Legacies) is Magic: a Duel Masters card offers no board to add to, and says why.
    const panel = page.getByTestId('card-panel');
    expect(await panel.locator('[data-testid^="add-"]').count()).toBe(0);
    expect(await panel.getByTestId('other-game').textContent()).toContain('Magic: The Gathering deck');
    const query = '!"Sol Ring"';
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    await expect.poll(() => panel.getByTestId('add-main').count(), POLL).toBe(1);
    expect(await panel.getByTestId('other-game').count()).toBe(0);
    await page.setViewportSize(WIDE);
  });

  it("the card data screen shows every column of its tables at 1024; take offline is as tall as the toolbar's buttons", async () => {
    const { page } = app;
    await page.setViewportSize(SMALL);
    await inBothLanguages('layout-data-1024', async () => {
      await page.keyboard.press('Control+4');
      const history = page.getByTestId('import-history');
      await expect.poll(() => history.locator('tbody tr').count(), POLL).toBeGreaterThan(0);
      const table = await history.locator('.table-scroll').evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect.soft(table.scroll).toBeLessThanOrEqual(table.client);
      for (const th of await history.locator('th').all())
        expect.soft(await shownOnOneLine(th)).toMatchObject({ clipped: false });
    });
    await inBothLanguages('layout-take-offline-1024', async () => {
      await page.keyboard.press('Control+5');
      const offline = (await page.locator('section:not([hidden]) [data-testid="take-offline"]').boundingBox())!;
      const importButton = (await page.getByTestId('collection-import').boundingBox())!;
      expect.soft(offline.height).toBe(importButton.height);
      expect.soft(offline.y).toBe(importButton.y);
    });
    await page.setViewportSize(WIDE);
  });

  it('notices keep off the problems list; the objective shows its option whole', async () => {
    const { page } = app;
    for (const size of [SMALL, WIDE]) {
      await page.setViewportSize(size);
      await openLorehold(page);
      await page.getByTestId('tab-problems').click();
      await page.keyboard.press('Control+1');
      const query = '!"Sol Ring"';
      await page.getByTestId('search-input').fill(query);
      await searchAnswered(page, query);
      for (let i = 0; i < 4; i++) await page.getByTestId('search-input').press('Enter');
      await expect.poll(() => page.getByTestId('notice').count(), POLL).toBeGreaterThan(0);
      await page.keyboard.press('Control+2');
      // The side panel whole, where the problems list grows as problems come.
      const problems = (await page.getByRole('complementary', { name: 'Deck details' }).boundingBox())!;
      for (const notice of await page.getByTestId('notice').all()) {
        const box = (await notice.boundingBox())!;
        const overlaps =
          box.x < problems.x + problems.width &&
          problems.x < box.x + box.width &&
          box.y < problems.y + problems.height &&
          problems.y < box.y + box.height;
        expect.soft(overlaps, `a notice over the problems list at ${size.width}`).toBe(false);
      }
      await app.screenshot(`layout-notices-${size.width}-en`);
      for (let i = 0; i < 4; i++) await page.keyboard.press('Control+Z');
    }
    await page.setViewportSize(SMALL);
    await page.getByTestId('tab-advice').click();
    await inBothLanguages('layout-objective-1024', async () => {
      const objective = page.getByTestId('advice-objective');
      await objective.waitFor();
      for (const option of await objective.locator('option').all()) {
        await objective.selectOption(await option.getAttribute('value'));
        expect.soft(await selectShowsOption(objective)).toMatchObject({ fits: true });
      }
      await objective.selectOption('compounded-mana');
    });
    await page.setViewportSize(WIDE);
  });
});
