// The Advice tab's chart and tables while they are read, on real decks of ../shared/data: the sweep's chart names the
// objective being computed from the moment the run starts (not the last answer's until the new one is done); the keep
// rules' scroller is a named region, as the sweep's is; with every spell a key spell, the tables' key-spell group name
// stays in sight wherever they are scrolled. In English and Japanese, on Oko (60 cards) and a 100-card Commander
// precon, with screenshots at 1024 × 700. Where their lines break, at the shell's smallest window (960 × 600) and a
// wide one (1440 × 900) in both languages, measured from the boxes of the characters: a sweep row's changes wrap
// between changes once past 22em and never inside one, and no line parts a figure from its aside in brackets.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { atEverySize, openSavedDeck } from './harness.ts';
import { appForFile, freshWindowAfterFailure, saveSharedDecks } from './setup.ts';
import { lineTexts } from './line-boxes.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
freshWindowAfterFailure(app);
const POLL = { timeout: 120_000, interval: 20 };
const DECKS = {
  Oko: 'decks/plain-taw/pw__eld__Oko, the Trickster.txt',
  Lorehold: 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt',
};

beforeAll(async () => {
  await saveSharedDecks(app, DECKS);
});

/** Opens the deck's Advice tab with every spell a key spell, and waits until its run is done. */
async function openWithEveryKeySpell(deck: keyof typeof DECKS): Promise<void> {
  const { page } = app;
  await openSavedDeck(page, deck);
  await page.getByTestId('tab-advice').click();
  await page.getByTestId('advice-games').selectOption('2000');
  await page.getByTestId('advice-key-spells').locator('summary').click();
  await page.getByTestId('advice-key-spells-all').click();
  await page.getByTestId('advice-key-spells').locator('summary').click();
  await page.getByTestId('advice-keep').waitFor(POLL);
  // The run with every key spell starts when the edits pause: until then the tab shows the last run's, and reads idle.
  const keySpells = page.getByTestId('keep-table').locator('thead th[data-key-spell]');
  await expect.poll(() => keySpells.count(), POLL).toBeGreaterThan(8);
  await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
}

/** How much of `inner` the scroller `outer` shows, in CSS pixels of width (0: out of sight). */
async function shownWidth(outer: Locator, inner: Locator): Promise<number> {
  const [a, b] = [(await outer.boundingBox())!, (await inner.boundingBox())!];
  return Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
}

/** Scrolls the scroller so that the column header `cell` is in sight at its left edge, or at its right one. */
async function scrollTo(scroller: Locator, cell: Locator, edge: 'left' | 'right' = 'left'): Promise<void> {
  const { left, width } = await cell.evaluate((th) => ({
    left: (th as HTMLElement).offsetLeft,
    width: (th as HTMLElement).offsetWidth,
  }));
  await scroller.evaluate(
    (box, x) => (box.scrollLeft = x),
    edge === 'left' ? left : left + width - (await scroller.evaluate((box) => box.clientWidth)),
  );
}

describe('the Advice tab at 1024 × 700', () => {
  it('names the objective being computed above the chart from the start of its run', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    await openWithEveryKeySpell('Oko');
    await page.getByTestId('advice-games').selectOption('10000');
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
    const title = page.getByTestId('advice-tab').getByTestId('sweep-chart-title');
    const landDrop = en['advice.sweep'].replace('{figure}', en['advice.figure.landDrop'].replace('{turn}', '4'));
    expect(await title.textContent()).not.toBe(landDrop);
    await page.getByTestId('advice-objective').selectOption('land-drop-turn-4');
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('true');
    expect(await title.textContent()).toBe(landDrop);
    await app.screenshot('advice-tables-01-title-while-computing-en-light');
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
    expect(await title.textContent()).toBe(landDrop);
    await page.getByTestId('advice-objective').selectOption('compounded-mana');
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
  });

  for (const deck of ['Oko', 'Lorehold'] as const) {
    it(`${deck}: the keep rules' scroller is a named region, and each table's key-spell group name stays in sight as it scrolls, in both languages`, async () => {
      const { page } = app;
      await page.setViewportSize({ width: 1024, height: 700 });
      await openWithEveryKeySpell(deck);
      for (const [language, words] of [
        ['en', en],
        ['ja', ja],
      ] as const) {
        await app.setLook(language, 'light');
        const keep = page.getByTestId('keep-table-scroll');
        await expect.poll(() => keep.getAttribute('aria-label'), POLL).toBe(words['advice.keep']);
        expect(await keep.getAttribute('role')).toBe('region');
        for (const [scroller, table] of [
          [keep, page.getByTestId('keep-table')],
          [page.getByTestId('advice-tab').getByTestId('sweep-table-scroll'), page.getByTestId('sweep-table')],
        ] as const) {
          const spells = table.locator('thead th[data-key-spell]');
          expect(await spells.count()).toBeGreaterThan(8);
          const label = table.locator('th.group > span');
          expect(await label.textContent()).toBe(words['advice.keySpellsOnCurve']);
          await scroller.scrollIntoViewIfNeeded();
          for (const [spell, edge] of [
            [spells.first(), 'left'],
            [spells.nth(4), 'left'],
            [spells.last(), 'right'],
          ] as const) {
            await scrollTo(scroller, spell, edge);
            expect(await shownWidth(scroller, spell)).toBeGreaterThan(0);
            expect(await shownWidth(scroller, label)).toBe((await label.boundingBox())!.width);
          }
          await scrollTo(scroller, spells.nth(4));
        }
        await app.screenshot(`advice-tables-02-${deck.toLowerCase()}-key-spells-1024-${language}-light`);
      }
      await app.setLook('en', 'light');
    });
  }
});

/** Opens the deck's Advice tab at its smallest game count and waits until its run is done. */
async function openAdvice(deck: keyof typeof DECKS): Promise<void> {
  const { page } = app;
  await openSavedDeck(page, deck);
  await page.getByTestId('tab-advice').click();
  await page.getByTestId('advice-games').selectOption('2000');
  await page.getByTestId('advice-body').waitFor(POLL);
  await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
}

/**
 * A sweep row's changes cell: its width with and without its padding, 22em of its font, and the widest piece a line cannot break (a change
 * and the separator after it, whose dot stays with it), in pixels.
 */
function changesWidths(cell: Locator) {
  return cell.evaluate((td) => {
    const style = getComputedStyle(td);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const width = (selector: string) =>
      Math.max(0, ...[...td.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().width));
    return {
      box: td.getBoundingClientRect().width,
      content: td.getBoundingClientRect().width - padding,
      em22: 22 * parseFloat(style.fontSize),
      widest: width('.change') + width('.faint'),
    };
  });
}

/** Whether a wrapped line starts with an aside in brackets, parted from the figure before it. */
const startsWithAside = (lines: readonly string[]) => lines.slice(1).some((line) => /^\u2060?[(（]/u.test(line));

describe('where the Advice tab breaks its lines, at 960 × 600 and 1440 × 900', () => {
  const SIZES = [
    { width: 960, height: 600 },
    { width: 1440, height: 900 },
  ];

  it("wraps a sweep row's changes only between changes, in a column at least 22em wide", async () => {
    const { page } = app;
    await openAdvice('Oko');
    const cells = page.getByTestId('advice-tab').getByTestId('sweep-changes');
    await atEverySize(app, SIZES, 'advice-tables-03-changes', async (language) => {
      const widths = await Promise.all((await cells.all()).map(changesWidths));
      const widest = Math.max(...widths.map((w) => w.widest));
      let wrapped = 0;
      for (const cell of await cells.all()) {
        const lines = await lineTexts(cell);
        const where = `${lines.join(' / ')} at ${language}`;
        if (lines.length > 1) wrapped++;
        for (const line of lines.slice(1)) expect.soft(line, where).not.toMatch(/^·/);
        for (const change of await cell.locator('.change').all())
          expect.soft(await lineTexts(change), where).toHaveLength(1);
        const { box, content, em22 } = await changesWidths(cell);
        // Wide enough for a few changes a line, and no wider than that or the widest change needs: the rest wraps.
        expect.soft(box, where).toBeGreaterThanOrEqual(em22 - 0.5);
        expect.soft(content, where).toBeLessThanOrEqual(Math.max(em22, widest) + 0.5);
      }
      // Oko's fewest and most lands change more cards than 22em holds.
      expect.soft(wrapped, `rows on more than one line at ${language}`).toBeGreaterThan(0);
    });
  });

  it('keeps each figure with its aside in brackets: the recommendation, the sources needed, each chart point', async () => {
    const { page } = app;
    await openAdvice('Oko');
    const tab = page.getByTestId('advice-tab');
    const chart = tab.locator('.chart[role="img"]');
    const point = tab.getByTestId('chart-point');
    const points = await tab.getByTestId('sweep-table').locator('tbody tr').count();
    await atEverySize(app, SIZES, 'advice-tables-04-asides', async (language) => {
      const texts = [
        ...(await tab.getByTestId('advice-recommendation').locator('li').all()),
        ...(await tab.getByTestId('advice-sources').locator('td.num').all()),
      ];
      expect(texts.length).toBeGreaterThan(3);
      for (const text of texts) {
        const lines = await lineTexts(text);
        expect.soft(startsWithAside(lines), `${lines.join(' / ')} at ${language}`).toBe(false);
      }
      await chart.focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < points; i++) {
        const before = await point.textContent();
        if (i > 0) await page.keyboard.press('ArrowRight');
        // Each land count's words name it, so the next point's differ from the last one's.
        if (i > 0) await expect.poll(() => point.textContent(), POLL).not.toBe(before);
        await expect.poll(() => point.textContent(), POLL).not.toBe('');
        const lines = await lineTexts(point);
        expect.soft(startsWithAside(lines), `${lines.join(' / ')} at ${language}`).toBe(false);
      }
    });
  });
});
