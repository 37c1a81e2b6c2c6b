// The deck's name, the keys' help and the lab's A/B at the smallest window (1024×700) and a large one (1600×1000), in
// English and Japanese, on the longest deck names of the shared decklists: each shows its text whole (scrollWidth
// against clientWidth), wrapping where it must. Then what a screen reader hears of a mana cost, the name a draft gets
// when the player gives none, and where the keyboard focus goes after a pick by mouse.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { atEverySize, openSavedDeck, saveDeckFile, searchAnswered } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { selectShowsOption } from './select-fit.ts';
import { linesInside, whole, WHOLE } from './line-boxes.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
] as const;
const LANGUAGES = ['en', 'ja'] as const;

/** The longest deck names of the shared decklists (Forge .dck files name their deck in [metadata]). */
const LONG_NAMES = [
  { name: 'Lorehold Legacies [C21] [2021]', file: 'decks/forge-dck/Lorehold Legacies [C21] [2021].dck' },
  { name: 'Core Set 2019 Welcome Deck WU', file: 'decks/forge-dck/Core Set 2019 Welcome Deck WU.dck' },
];

const app = appForFile();
freshWindowAfterFailure(app);

beforeAll(async () => {
  // No format: the Japanese "フォーマットなし" is the widest the format select gets beside the name.
  for (const deck of LONG_NAMES) await saveDeckFile(app.host, sharedPath(deck.file), { format: undefined });
});

describe("the deck's name, in the editor's header and the top bar's chip, and the editor's keys", () => {
  it('show whole at 1024 and 1600 in either language, wrapping where they must', async () => {
    const { page } = app;
    for (const deck of LONG_NAMES) {
      await openSavedDeck(page, deck.name);
      expect(await page.getByTestId('deck-format').inputValue()).toBe('');
      await atEverySize(app, SIZES, `daily3-deck-name-${deck.name.split(' ')[0]}`, async (language) => {
        const where = `${deck.name} at ${language}`;
        expect.soft(await whole(page.getByTestId('deck-name')), `the editor's name, ${where}`).toMatchObject(WHOLE);
        const chip = page.getByTestId('deck-chip').locator('.deck-name');
        expect.soft(await whole(chip), `the top bar's chip, ${where}`).toMatchObject(WHOLE);
        const keys = page.locator('.editor-foot .keys');
        const keysShown = await linesInside(keys);
        expect.soft(keysShown.inside, `the keys' help, ${where}`).toBe(true);
        expect.soft(keysShown.lines, `the keys' help's lines, ${where}`).toBeLessThanOrEqual(2);
        expect.soft(await keys.textContent(), where).toMatch(/Del/);
        const count = page.getByTestId('editor-count');
        expect.soft(await whole(count), `the card count, ${where}`).toMatchObject(WHOLE);
        // The format select stays in the column beside or under the name.
        const column = (await page.locator('.deck-editor').boundingBox())!;
        const format = (await page.getByTestId('deck-format').boundingBox())!;
        expect.soft(format.x + format.width, where).toBeLessThanOrEqual(column.x + column.width);
      });
    }
  });
});

describe("the lab's A/B", () => {
  it('shows its "choose a deck or version" placeholder whole at 1024 and 1600 in either language', async () => {
    const { page } = app;
    await openSavedDeck(page, LONG_NAMES[1].name);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-ab').click();
    const versus = page.getByTestId('ab-versus');
    await versus.waitFor(POLL);
    await atEverySize(app, SIZES, 'daily3-ab-placeholder', async (language) => {
      const shown = await selectShowsOption(versus);
      expect
        .soft(shown.option, language)
        .toBe(language === 'en' ? 'Choose a deck or version…' : 'デッキかバージョンを選択…');
      expect.soft(shown.fits, `the placeholder whole at ${language}`).toBe(true);
    });
    await page.getByTestId('lab-view-run').click();
  });
});

/** The element as Chromium's accessibility tree has it (its role and name, and its children's), as a reader reads it. */
const spoken = (locator: Locator) => locator.ariaSnapshot();

describe("a card's mana cost", () => {
  it('is read in words in the window’s language (CR 107.4), not as {2}{W}{W}', async () => {
    const { page } = app;
    await page.keyboard.press('Control+1');
    // Basri's Acolyte (M21): {2}{W}{W}. Jegantha, the Wellspring (IKO): {4}{R/G}. Savageborn Hydra (DGM): {X}{R}{G}.
    const cases = [
      { query: `!"Basri's Acolyte"`, en: '2 generic, white, white', ja: '不特定マナ2、白、白' },
      { query: '!"Jegantha, the Wellspring"', en: '4 generic, red or green hybrid', ja: '不特定マナ4、赤か緑の混成' },
      { query: '!"Savageborn Hydra"', en: 'X generic, red, green', ja: '不特定マナX、赤、緑' },
    ];
    for (const { query, ...words } of cases) {
      await page.getByTestId('search-input').fill(query);
      await searchAnswered(page, query);
      // The row is an option, whose name is its content: the cost is read there by its own name.
      const row = page.getByTestId('search-results').getByRole('option').first();
      for (const language of LANGUAGES) {
        await app.setLook(language, 'light');
        await expect.poll(() => spoken(row), POLL).toContain(words[language]);
        expect(await spoken(row)).not.toMatch(/[{}]/);
      }
      await app.setLook('en', 'light');
    }
  });
});

describe('a draft the player did not name', () => {
  it('shows the name the app gave it in the window’s language; a typed name stays as typed', async () => {
    const { page, host } = app;
    const automatic = await host.invoke('drafts.start', { set: 'M21', seed: 2020 });
    await host.invoke('drafts.start', { set: 'M21', seed: 2021, name: 'M21 table' });
    expect(automatic.name).toBe('M21 draft (seed 2020)');
    await page.keyboard.press('Control+6');
    const items = page.getByTestId('draft-item').locator('.item-name');
    await expect.poll(() => items.count(), POLL).toBe(2);
    const expected = { en: 'M21 draft (seed 2020)', ja: 'M21のドラフト（シード2020）' };
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await expect.poll(() => items.allTextContents(), POLL).toEqual(['M21 table', expected[language]]);
      await page.getByTestId('draft-item').filter({ hasText: expected[language] }).click();
      await expect
        .poll(() => page.getByTestId('draft-view').locator('h2').textContent(), POLL)
        .toBe(expected[language]);
      await app.screenshot(`daily3-draft-name-${language}`);
    }
    await app.setLook('en', 'light');
  });
});

describe('a pick by mouse in a draft', () => {
  it("leaves the keyboard focus on the next pack's first card, where arrows and Enter go on", async () => {
    const { page } = app;
    await page.keyboard.press('Control+6');
    await page.getByTestId('draft-item').filter({ hasText: 'M21 table' }).click();
    // Both drafts stand at their first pick: the heading tells that the one clicked is shown.
    await expect.poll(() => page.getByTestId('draft-view').locator('h2').textContent(), POLL).toBe('M21 table');
    const progress = page.getByTestId('draft-progress');
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 1');
    const cards = page.getByTestId('draft-card');
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const all = [...document.querySelectorAll('[data-testid="draft-card"]')];
        return { testid: active?.dataset.testid ?? null, index: all.indexOf(active!) };
      });
    await cards.nth(3).click();
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 2');
    await expect.poll(focused, POLL).toEqual({ testid: 'draft-card', index: 0 });
    // The keyboard goes on from there: an arrow to the second card, Enter picks it.
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ testid: 'draft-card', index: 1 });
    const second = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card);
    await page.keyboard.press('Enter');
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 3');
    const id = (await app.host.invoke('drafts.list', {})).find((d) => d.name === 'M21 table')!.id;
    expect((await app.host.invoke('drafts.get', { id })).picks.at(-1)?.name).toBe(second);
    await expect.poll(focused, POLL).toEqual({ testid: 'draft-card', index: 0 });
  });
});
