// The editor's Advice tab as a player reads it every day, at the smallest window Decklab supports (1024×700) and a
// large one (1600×1000), in English and Japanese, on real decklists (a 60-card deck, a Duel Masters deck of the card
// data): each figure standing alone says its unit, the sweep's chart names its axes and says each land count's figure
// in words on hover and from the keyboard, Japanese lines never start with ー or a small kana, and a spell's sources
// are written the way the window's language writes them. Figures are read against the screen's own table, never
// against numbers written here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atEverySize, openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmDeckList, dmFireAndNatureDeck } from '../test/goldfish-fixtures.ts';

const POLL = { timeout: 120_000, interval: 50 };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
] as const;
/** Blue-green, 25 lands; its key spells' names are long in Japanese (「トリックスター、オーコ」). */
const OKO = { name: 'Oko, the Trickster', file: 'decks/plain-taw/pw__eld__Oko, the Trickster.txt' };
/** Fire and nature creatures of the Duel Masters card data, with fire-and-nature multicolored ones (DM 112.2a). */
const DM = dmFireAndNatureDeck();
/** The tab's smallest game count: intervals a few points wide, quick on a loaded machine. */
const TAB_GAMES = '2000';

const app = appForFile();
freshWindowAfterFailure(app);

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath(OKO.file), { format: 'standard' });
  const read = await app.host.invoke('decks.import', { text: dmDeckList(DM) });
  await app.host.invoke('decks.save', { deck: { ...read.deck, format: 'dm' } });
});

/** Opens a saved deck's Advice tab at the tab's smallest game count and waits until its run is done. */
async function adviceOf(page: Page, name: string): Promise<void> {
  await openSavedDeck(page, name);
  await page.getByTestId('tab-advice').click();
  await page.getByTestId('advice-games').selectOption(TAB_GAMES);
  await settled(page);
}

async function settled(page: Page): Promise<void> {
  await page.getByTestId('advice-body').waitFor(POLL);
  await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
  await expect.poll(() => page.getByTestId('advice-stale').count(), POLL).toBe(0);
}

describe("the Advice tab's recommendation", () => {
  it('gives each difference in mana its unit, in the words of the window', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    // The default objective, compounded mana spent (Karsten), is counted in mana.
    const neighbours = page.getByTestId('advice-recommendation').locator('li');
    // The interval stays with its figure: a no-break space before "(", a word joiner before 「（」.
    const expected = { en: /(:| by) [+−-]?\d+\.\d\d mana\u00a0\(/, ja: /: [+−-]?\d+\.\d\dマナ\u2060（/ };
    await atEverySize(app, SIZES, 'daily2-recommendation', async (language) => {
      const lines = await neighbours.allTextContents();
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect.soft(line, `at ${language}`).toMatch(expected[language]);
    });
  });
});

describe("the Advice tab's land sweep chart", () => {
  it('names its axes and the deck’s own count in the window’s words, each word once', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    const chart = page.getByTestId('advice-tab').locator('.chart[role="img"]');
    const expected = {
      en: ['25\u00a0(current)', 'Land count', 'mana', '95% interval'],
      ja: ['25\u2060（現在）', '土地枚数', 'マナ', '95%区間'],
    };
    await atEverySize(app, SIZES, 'daily2-sweep-chart', async (language) => {
      // "<title>: <the words the canvas draws, listed>"
      const title = (await page.getByTestId('sweep-chart-title').textContent())!;
      const spoken = (await chart.getAttribute('aria-label'))!;
      expect(spoken.startsWith(`${title}: `)).toBe(true);
      const words = spoken.slice(title.length + 2).split(/, |、/);
      for (const word of expected[language])
        expect
          .soft(
            words.filter((w) => w === word),
            `"${word}" at ${language} in ${spoken}`,
          )
          .toEqual([word]);
    });
  });

  it('says each land count’s figure with its unit and interval, reached by Tab and the arrow keys', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    const table = page.getByTestId('sweep-table');
    /** A land count's figure as the table shows it, and its interval (the cell's title: "60.95 – 62.67"). */
    const cellOf = async (lands: number) => {
      const cell = table.locator(`tr[data-lands="${lands}"] td.num`).first();
      const [low, high] = (await cell.getAttribute('title'))!.split(' – ');
      return { value: (await cell.textContent())!.trim(), low, high };
    };
    const counts = (await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.dataset.lands))))
      .slice()
      .sort((a, b) => a - b);
    const [first, last] = [counts[0], counts.at(-1)!];
    const point = page.getByTestId('advice-tab').getByTestId('chart-point');
    const words = {
      en: (lands: number, c: { value: string; low: string; high: string }) =>
        `${lands} lands: ${c.value} mana\u00a0(95% interval ${c.low} to ${c.high})`,
      ja: (lands: number, c: { value: string; low: string; high: string }) =>
        `土地${lands}枚: ${c.value}マナ\u2060（95%区間${c.low}〜${c.high}）`,
    };
    for (const language of ['en', 'ja'] as const) {
      await app.setLook(language, 'light');
      // The chart comes in the Tab order after the sweep's choices, before its table.
      await page.getByTestId('advice-cuts').locator('summary').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('chart'))).toBe(true);
      await page.keyboard.press('End');
      await expect.poll(() => point.textContent(), POLL).toBe(words[language](last, await cellOf(last)));
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => point.textContent(), POLL).toBe(words[language](last - 1, await cellOf(last - 1)));
      await page.keyboard.press('Home');
      await expect.poll(() => point.textContent(), POLL).toBe(words[language](first, await cellOf(first)));
      await app.screenshot(`daily2-chart-point-${language}`);
    }
    await app.setLook('en', 'light');
  });
});

describe("the Advice tab's land sweep table", () => {
  it('comes after the chart in the Tab order, named by the figure it sweeps, and scrolls sideways by the keys', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    await atEverySize(app, SIZES, 'daily2-sweep-table', async (language) => {
      await page.getByTestId('advice-tab').locator('.chart[role="img"]').focus();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          role: element.getAttribute('role'),
          name: element.getAttribute('aria-label'),
          id: element.dataset.testid,
        };
      });
      const title = await page.getByTestId('sweep-chart-title').textContent();
      expect.soft(focused, `at ${language}`).toEqual({ role: 'region', name: title, id: 'sweep-table-scroll' });
      const scroller = page.getByTestId('sweep-table-scroll');
      const wider = await scroller.evaluate((e) => e.scrollWidth > e.clientWidth);
      if (wider) {
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => scroller.evaluate((e) => e.scrollLeft), { timeout: 5_000, interval: 50 })
          .toBeGreaterThan(0);
        await scroller.evaluate((e) => (e.scrollLeft = 0));
      }
    });
  });
});

/** Characters no Japanese line may start with (JIS X 4051 line-start prohibitions): ー, small kana, closing marks. */
const NO_LINE_START = 'ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ、。，．）」』・：';

describe("the Advice tab's tables", () => {
  it('start no wrapped line with ー, a small kana or a closing mark, in either window size', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    const tab = page.getByTestId('advice-tab');
    await atEverySize(app, SIZES, 'daily2-advice-tables', async (language) => {
      const starts = await tab.locator('th, td').evaluateAll((cells, forbidden) => {
        const bad: string[] = [];
        for (const cell of cells) {
          let lineTop: number | null = null;
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let i = 0; i < node.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const box = range.getClientRects()[0];
              if (!box || box.width === 0) continue;
              if (lineTop !== null && box.top > lineTop + 2 && forbidden.includes(node.data[i]))
                bad.push(`${cell.textContent} (line starts "${node.data[i]}")`);
              lineTop = box.top;
            }
          }
        }
        return bad;
      }, NO_LINE_START);
      expect.soft(starts, `lines at ${language}`).toEqual([]);
    });
  });
});

describe("the Advice tab's civilization cards (Duel Masters)", () => {
  it('writes each card’s cards needed the way the window’s language writes a count and its aside', async () => {
    const { page } = app;
    await adviceOf(page, DM.name);
    const parts = page.getByTestId('advice-sources').locator('.need');
    const expected = {
      en: /^(fire|nature) (≤ \d+|\d+|—)\u00a0\(\d+\)$/,
      ja: /^(火|自然)(\d+以下|\d+|—)\u2060（\d+）$/,
    };
    await atEverySize(app, SIZES, 'daily2-dm-civilizations', async (language) => {
      const shown = await parts.allTextContents();
      expect(shown.length).toBeGreaterThan(9);
      for (const part of shown) expect.soft(part, `at ${language}`).toMatch(expected[language]);
    });
  });
});

describe('the Advice tab through a new run', () => {
  it('keeps a row per land count, the last run’s greyed until the new one reaches it', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    const landCounts = () =>
      page
        .getByTestId('sweep-table')
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.lands)));
    const before = await landCounts();
    expect(before.length).toBeGreaterThan(5);
    // Sample the table on every frame of the run another objective asks for.
    const watching = page.evaluate(
      () =>
        new Promise<{ fewest: number; previous: number; frames: number }>((resolve) => {
          const seen = { fewest: Infinity, previous: 0, frames: 0 };
          let started = false;
          const sample = () => {
            const busy = document.querySelector('[data-testid="advice-tab"]')?.getAttribute('aria-busy') === 'true';
            if (busy) {
              started = true;
              seen.frames++;
              const rows = document.querySelectorAll('[data-testid="sweep-table"] tbody tr');
              seen.fewest = Math.min(seen.fewest, rows.length);
              const old = document.querySelectorAll('[data-testid="sweep-table"] tbody tr[data-previous="true"]');
              seen.previous = Math.max(seen.previous, old.length);
            }
            if (started && !busy) resolve(seen);
            else requestAnimationFrame(sample);
          };
          sample();
        }),
    );
    await page.getByTestId('advice-objective').selectOption('mana-by-turn-5');
    const seen = await watching;
    expect(seen.frames).toBeGreaterThan(0);
    expect(seen.fewest, 'rows shown at the fewest during the run').toBe(before.length);
    expect(seen.previous, 'rows of the last run shown at the most').toBeGreaterThan(0);
    await settled(page);
    expect(await landCounts()).toEqual(before);
    expect(await page.locator('[data-testid="sweep-table"] tr[data-previous="true"]').count()).toBe(0);
    await page.getByTestId('advice-objective').selectOption('compounded-mana');
    await settled(page);
  });
});

describe("the Advice tab's land sweep chart and the focus", () => {
  it('lets go of the tooltip the keyboard drew when the focus leaves the chart', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    await page.mouse.move(0, 0);
    const chart = page.getByTestId('advice-tab').locator('.chart[role="img"]');
    const pixels = () => chart.locator('canvas').evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    const untouched = await pixels();
    await chart.focus();
    await page.keyboard.press('End');
    await expect.poll(pixels, POLL).not.toBe(untouched);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chart'))).toBe(false);
    await expect.poll(pixels, { timeout: 5_000, interval: 50 }).toBe(untouched);
  });
});

describe('the Advice tab in a wide window', () => {
  it('grows with the window, so the sweep’s first key spell shows whole without scrolling at 1600 px', async () => {
    const { page } = app;
    await adviceOf(page, OKO.name);
    const scroller = page.getByTestId('sweep-table-scroll');
    await atEverySize(app, [{ width: 1600, height: 1000 }], 'daily2-advice-wide', async (language) => {
      const cut = await scroller.evaluate((e) => {
        const right = e.getBoundingClientRect().right;
        const firsts = [...e.querySelectorAll('tbody tr')].map((row) => row.querySelector('td[data-key-spell]')!);
        return { rows: firsts.length, cut: firsts.filter((c) => c.getBoundingClientRect().right > right).length };
      });
      expect.soft(cut.rows, `at ${language}`).toBeGreaterThan(5);
      expect.soft(cut.cut, `key spell cells cut at ${language}`).toBe(0);
    });
  });
});
