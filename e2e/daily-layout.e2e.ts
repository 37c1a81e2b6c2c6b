// What a player reads every day, at the smallest window Decklab supports (1024×700) and a large one (1600×1000), in
// English and Japanese, on real decklists: the deck editor's card names whole, and the lab's tables inside their
// panels. Each check measures element boxes; screenshots of each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { atEverySize, openSavedDeck, saveDeckFile, searchAnswered } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 60_000, interval: 50 };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
] as const;
const LANGUAGES = ['en', 'ja'] as const;

/** A Commander precon of long legendary names ("Losheel, Clockwork Scholar", "Sunhome, Fortress of the Legion"). */
const LOREHOLD = { name: 'Lorehold Legacies', file: 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt' };
const BASRI = { name: 'Basri, Devoted Paladin', file: 'decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt' };

const app = appForFile();
freshWindowAfterFailure(app);

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath(LOREHOLD.file), { format: 'commander' });
  await saveDeckFile(app.host, sharedPath(BASRI.file), { format: 'standard' });
});

/**
 * Each element's text, whether it shows whole (nothing cut sideways) and where its box starts in its row (a group the
 * board's columns split goes on in the next column, its rows further right).
 */
function boxes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent,
      whole: element.scrollWidth <= element.clientWidth + 1,
      left: Math.round(element.getBoundingClientRect().left - element.closest('li')!.getBoundingClientRect().left),
    })),
  );
}

describe("the deck editor's rows", () => {
  it('show every card name whole, the type line giving way, each column of a group starting at one edge', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD.name);
    const groups = page.locator('.boards ul[role="listbox"]');
    await expect.poll(() => groups.count(), POLL).toBeGreaterThan(3);
    await atEverySize(app, SIZES, 'daily-deck-rows', async (language) => {
      for (const group of await groups.all()) {
        const names = await boxes(group.locator('.entry .name'));
        for (const name of names) expect.soft(name, `a card's name at ${language}`).toMatchObject({ whole: true });
        const types = await boxes(group.locator('.entry .type'));
        expect.soft(new Set(names.map((n) => n.left)).size, 'names start at one edge').toBe(1);
        expect.soft(new Set(types.map((n) => n.left)).size, 'type lines start at one edge').toBe(1);
      }
    });
  });
});

describe("the goldfish lab's tables", () => {
  it("keep every column of the lands' arrival inside its panel, and a confidence range on one line", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI.name);
    await page.keyboard.press('Control+3');
    await page.getByTestId('sim-games').fill('1000');
    await page.getByTestId('sim-run').click();
    const panel = page.getByTestId('land-arrivals');
    await panel.waitFor(POLL);
    const ranges = page.locator('.tables td.num .faint');
    await atEverySize(app, SIZES, 'daily-land-arrivals', async (language) => {
      await panel.scrollIntoViewIfNeeded();
      const edge = await panel.evaluate((p) => p.getBoundingClientRect().right);
      const cells = await panel
        .locator('th, td')
        .evaluateAll((all) =>
          all.map((cell) => ({ text: cell.textContent, right: cell.getBoundingClientRect().right })),
        );
      expect(cells.length).toBeGreaterThan(20);
      for (const cell of cells)
        expect.soft(cell.right, `"${cell.text}" at ${language} inside the panel`).toBeLessThanOrEqual(edge);
      const heights = await ranges.evaluateAll((all) => all.map((range) => range.getClientRects().length));
      expect(heights.length).toBeGreaterThan(10);
      expect.soft(new Set(heights), `a range's lines at ${language}`).toEqual(new Set([1]));
    });
  });
});

describe('the export dialog', () => {
  it('names each list format with its extension once', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD.name);
    await page.getByTestId('export-deck').click();
    const formats = page.getByRole('radiogroup').locator('label');
    await expect.poll(() => formats.count(), POLL).toBeGreaterThan(5);
    await atEverySize(app, SIZES, 'daily-export-formats', async (language) => {
      const shown = (await formats.allTextContents()).map((text) => text.trim());
      expect(shown.join(' ')).toContain('Forge .dck');
      for (const text of shown) expect.soft(text.match(/\.[a-z]+\b/g)?.length, `"${text}" at ${language}`).toBe(1);
    });
    await page.keyboard.press('Escape');
  });
});

describe("the goldfish lab's Run button", () => {
  it('keeps the focus through a run started from the keyboard, so Tab goes on from it', async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI.name);
    await page.keyboard.press('Control+3');
    await page.getByTestId('sim-games').fill('2000');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);
    await page.getByTestId('sim-run').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('sim-summary').textContent(), POLL).toContain('2,000 games on each side');
    await expect.poll(focused, { timeout: 5_000, interval: 50 }).toBe('sim-run');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  });
});

describe('the list of saved decks', () => {
  it("gives a deck's name and format the row's whole width, its buttons on the date's line", async () => {
    const { page } = app;
    await page.keyboard.press('Control+2');
    const rows = page.getByTestId('deck-list').locator('li');
    await expect.poll(() => rows.count(), POLL).toBe(2);
    await page.getByTestId('deck-move').first().click();
    await atEverySize(app, SIZES, 'daily-deck-list', async (language) => {
      for (const row of await rows.all()) {
        await row.hover();
        const box = async (locator: Locator) => (await locator.boundingBox())!;
        const [meta, date, move, remove] = await Promise.all(
          ['[data-testid="deck-list-meta"]', '[data-testid="deck-list-date"]', '.move', '.delete'].map((selector) =>
            box(row.locator(selector)),
          ),
        );
        // The lines the text takes: one box a line, whatever the element's display.
        const lines = await row.locator('.item-name').evaluate((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect.soft(lines, `${await row.locator('.item-name').textContent()} at ${language}: one line`).toBe(1);
        for (const button of [move, remove]) {
          expect
            .soft(button.y, `a button below the format at ${language}`)
            .toBeGreaterThanOrEqual(meta.y + meta.height);
          expect.soft(button.x, `a button after the date at ${language}`).toBeGreaterThanOrEqual(date.x + date.width);
        }
      }
    });
    await page.keyboard.press('Escape');
  });
});

describe("the goldfish lab's castability chart", () => {
  it("names what the number after each card is: its mana value, in the window's language", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI.name);
    await page.keyboard.press('Control+3');
    await page.getByTestId('sim-games').fill('3000');
    await page.getByTestId('sim-run').click();
    await expect.poll(() => page.getByTestId('sim-summary').textContent(), POLL).toContain('3,000 games on each side');
    // The chart speaks its bars' labels (Chart.svelte's aria-label); Basri's Acolyte costs {2}{W}{W}.
    const chart = page.locator(
      '.chart[role="img"][aria-label*="バスリの侍祭"], .chart[role="img"][aria-label*="Acolyte"]',
    );
    const expected = { en: "Basri's Acolyte (MV 4)", ja: 'バスリの侍祭（マナ総量4）' };
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await expect
        .poll(() => chart.getAttribute('aria-label'), { timeout: 5_000, interval: 50 })
        .toContain(expected[language]);
    }
    await app.setLook('en', 'light');
    expect(await chart.getAttribute('aria-label')).not.toMatch(/\(\d+\)/);
  });
});

describe("a Duel Masters card's cost", () => {
  it('tells a reader that cannot see its colors that a card of no civilization is colorless (DM 106.2c)', async () => {
    const { page } = app;
    await page.keyboard.press('Control+1');
    // The Ravenite CSV's "The Ramen" (DMEX-08): cost 2, Colorless.
    const query = '!"The Ramen"';
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    const cost = page.getByTestId('search-results').locator('.dm-cost').first();
    const expected = { en: 'Cost 2, colorless', ja: 'コスト2・無色' };
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await expect
        .poll(() => cost.getAttribute('aria-label'), { timeout: 5_000, interval: 50 })
        .toBe(expected[language]);
    }
    await app.setLook('en', 'light');
  });
});
