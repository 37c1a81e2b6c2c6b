// The screens a player uses every day at the small windows Decklab runs in (960×600, 1024×700) and a large one
// (1600×1000), in English and Japanese, on real card data and decklists: a draft's text tiles wrap a long name inside
// the tile, the deck's visual layout keeps a name on its one line, the deck list never scrolls sideways, and the lab's
// Run button stays in view. Each check measures element boxes; screenshots of each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { atEverySize, openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { lineTexts } from './line-boxes.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const MINIMUM = { width: 960, height: 600 };
const SMALL = { width: 1024, height: 700 };
const LARGE = { width: 1600, height: 1000 };

/** A Commander precon of long legendary names ("Losheel, Clockwork Scholar", "Sunhome, Fortress of the Legion"). */
const LOREHOLD = { name: 'Lorehold Legacies', file: 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt' };

const app = appForFile();
freshWindowAfterFailure(app);

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath(LOREHOLD.file), { format: 'commander' });
});

/**
 * Each text tile's name: its text, its tooltip, its lines, and whether they stay inside the tile (nothing cut). The
 * tiles are found and measured in one evaluation in the page: a locator's evaluateAll finds its elements first, and a
 * tile the page renders again meanwhile would be measured detached, with no box.
 */
function tileNames(page: Page, selector: string) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((tile) => {
        const name = tile.querySelector<HTMLElement>('.name')!;
        const range = document.createRange();
        range.selectNodeContents(name);
        const lines = [...range.getClientRects()];
        const box = tile.getBoundingClientRect();
        const own = name.getBoundingClientRect();
        const head = name.parentElement!.getBoundingClientRect();
        return {
          text: name.textContent,
          title: name.title,
          lines: new Set(lines.map((r) => Math.round(r.top))).size,
          inside: lines.every((l) => l.left >= box.left - 1 && l.right <= box.right + 1 && l.bottom <= box.bottom + 1),
          cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
          ellipsis: getComputedStyle(name).textOverflow === 'ellipsis',
          wordBreak: getComputedStyle(name).wordBreak,
          boxInside: own.left >= head.left - 1 && own.right <= head.right + 1,
          bottom: own.bottom - box.top,
        };
      }),
    selector,
  );
}

describe("a draft's text tiles", () => {
  it('wrap a long name inside the tile, at phrase boundaries in Japanese, with the whole name as its tooltip', async () => {
    const { page, host } = app;
    await host.invoke('drafts.start', { set: 'M21', seed: 44, name: 'M21 tiles' });
    await page.keyboard.press('Control+6');
    await page.getByTestId('draft-item').filter({ hasText: 'M21 tiles' }).click();
    const tiles = '[data-testid="draft-card"] [data-testid="card-text-tile"]';
    await expect.poll(() => page.locator(tiles).count(), POLL).toBe(15);
    await atEverySize(app, [MINIMUM, LARGE], 'daily4-draft-tiles', async (language) => {
      await expect.poll(async () => (await tileNames(page, tiles)).every((n) => n.title === n.text), POLL).toBe(true);
      const names = await tileNames(page, tiles);
      for (const name of names) {
        const where = `${name.text} at ${language}`;
        expect.soft(name, where).toMatchObject({ inside: true, cut: false, ellipsis: false });
        if (language === 'ja') expect.soft(name.wordBreak, where).toBe('auto-phrase');
      }
      // Some name needs two lines in a 130 px tile in either language: the check above saw a wrapped one.
      expect.soft(Math.max(...names.map((n) => n.lines)), language).toBeGreaterThan(1);
    });
  });
});

describe("the deck's visual layout of text tiles", () => {
  it('keeps each name on one line under the next card, cut with an ellipsis, the whole name its tooltip', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD.name);
    await page.getByTestId('deck-layout-visual').click();
    const tiles = '[data-testid="deck-visual"] [data-testid="card-text-tile"]';
    await expect.poll(() => page.locator(tiles).count(), POLL).toBeGreaterThan(30);
    await atEverySize(app, [MINIMUM, LARGE], 'daily4-visual-tiles', async (language) => {
      await expect.poll(async () => (await tileNames(page, tiles)).every((n) => n.title === n.text), POLL).toBe(true);
      for (const name of await tileNames(page, tiles)) {
        // The next card covers all of a card but its top 30 px: the name's one line fits there. A name cut with an
        // ellipsis runs past its box (its text is laid out whole), so its box is what stays in the tile's head.
        expect.soft(name, `${name.text} at ${language}`).toMatchObject({ lines: 1, boxInside: true, ellipsis: true });
        expect.soft(name.bottom, `${name.text} at ${language}`).toBeLessThanOrEqual(30);
      }
      const longest = page.getByTestId('deck-visual').locator('[data-card="Losheel, Clockwork Scholar"] .name');
      expect.soft(await lineTexts(longest), language).toHaveLength(1);
    });
    await page.getByTestId('deck-layout-list').click();
  });
});

/** How far the deck list scrolls sideways (0 when it shows all it holds), and where the export button ends in it. */
function deckListSideways(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="deck-list"]')!;
    const button = document.querySelector<HTMLElement>('[data-testid="decks-export-all"]')!;
    const inside = (b: DOMRect) => b.right <= list.getBoundingClientRect().right + 1;
    const neighbours = [...document.querySelectorAll<HTMLElement>('.deck-list button, .deck-list select')];
    return {
      overflow: list.scrollWidth - list.clientWidth,
      exportInside: inside(button.getBoundingClientRect()),
      cut: neighbours.filter((b) => !inside(b.getBoundingClientRect())).map((b) => b.textContent?.trim()),
    };
  });
}

describe('the deck list', () => {
  it('never scrolls sideways at 960×600 or 1024×700 in either language: the export button wraps its words', async () => {
    const { page } = app;
    await page.keyboard.press('Control+2');
    await page.getByTestId('decks-export-all').waitFor(POLL);
    await atEverySize(app, [MINIMUM, SMALL], 'daily4-deck-list', async (language) => {
      expect.soft(await deckListSideways(page), language).toEqual({ overflow: 0, exportInside: true, cut: [] });
      const label = await lineTexts(page.getByTestId('decks-export-all'));
      expect
        .soft(label.join(''), language)
        .toBe(language === 'en' ? 'Exporteverydeck(zip)…' : 'すべてのデッキを書き出す（zip）…');
    });
  });
});

/** Whether the button is in the window and on top where it is (nothing scrolled over it or past it). */
function reachable(button: Locator) {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inWindow: box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      onTop: hit !== null && element.contains(hit),
    };
  });
}

describe("the lab's Run buttons", () => {
  it('stay in view at the foot of the options at 960×600 and 1024×700, the options scrolling above them', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD.name);
    await page.keyboard.press('Control+3');
    const views = [
      { view: 'lab-view-run', run: 'sim-run' },
      { view: 'lab-view-sweep', run: 'sweep-run' },
      { view: 'lab-view-ab', run: 'ab-run' },
    ];
    for (const { view, run } of views) {
      await page.getByTestId(view).click();
      const button = page.getByTestId(run);
      await button.waitFor(POLL);
      await atEverySize(app, [MINIMUM, SMALL], `daily4-${run}`, async (language) => {
        expect.soft(await reachable(button), `${run} at ${language}`).toEqual({ inWindow: true, onTop: true });
        // Scrolled to the end, the options' last field shows above the button, not under it.
        const options = page.locator('.goldfish .options');
        await options.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        expect
          .soft(await reachable(button), `${run} scrolled, at ${language}`)
          .toEqual({ inWindow: true, onTop: true });
        await options.evaluate((element) => element.scrollTo(0, 0));
      });
    }
    await page.getByTestId('lab-view-run').click();
  });
});
