// The Stats tab's draw odds (renderer/screens/DrawOdds.svelte over engine/goldfish/draw-odds.ts), on a real 60-card
// deck (Basri, Devoted Paladin, M21: 25 Plains, 4 Adherent of Hope and 4 Makeshift Battalion): the player asks for two
// lands and one of the two two-drops, and reads the chance by turn on the play (the first draw skipped, CR 103.8a) and
// on the draw, which the test works out itself as a hypergeometric sum; the table follows a change of the question
// and of the deck (a copy taken off with the row's − key), and speaks both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
const POLL = { timeout: 20_000, interval: 50 };
const DECK_FILE = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const DECK_NAME = 'Basri, Devoted Paladin';
const TWO_DROPS = ['Adherent of Hope', 'Makeshift Battalion'];

beforeAll(async () => {
  await saveDeckFile(app.host, DECK_FILE, { format: 'standard' });
});
freshWindowAfterFailure(app);

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** P(at least `lands` of 25 lands and one of `twoDrops` two-drops among `seen` cards of a `deck`-card deck). */
function landsAndTwoDrop(seen: number, lands: number, twoDrops: number, deck = 60): number {
  let p = 0;
  for (let l = lands; l <= seen; l++)
    for (let r = 1; r <= twoDrops && l + r <= seen; r++)
      p += choose(25, l) * choose(twoDrops, r) * choose(deck - 25 - twoDrops, seen - l - r);
  return p / choose(deck, seen);
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The table's rows as shown: turn, on the play, on the draw. */
async function rows(): Promise<string[][]> {
  const cells = app.page.getByTestId('odds-table').locator('tbody tr');
  return cells.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
  );
}

const expectedRows = (lands: number, twoDrops: number, deck = 60) =>
  Array.from({ length: 7 }, (_, i) => [
    String(i + 1),
    percent(landsAndTwoDrop(7 + i, lands, twoDrops, deck)),
    percent(landsAndTwoDrop(8 + i, lands, twoDrops, deck)),
  ]);

describe('draw odds in the Stats tab', () => {
  it('two lands and a two-drop: the exact chance by turn, on the play and the draw; it follows the question and the deck', async () => {
    const { page } = app;
    await openSavedDeck(page, DECK_NAME);
    await page.getByTestId('tab-stats').click();
    const panel = page.getByTestId('draw-odds');
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(() => panel.textContent(), POLL).toContain('without mulligans');

    await page.getByTestId('odds-kind').selectOption('lands');
    await page.getByTestId('odds-at-least').fill('2');
    await page.getByTestId('odds-add').click();
    await page.getByTestId('odds-kind').selectOption('cards');
    for (const name of TWO_DROPS) await page.getByTestId('odds-cards').getByLabel(name).check();
    await page.getByTestId('odds-add').click();

    await expect.poll(rows, POLL).toEqual(expectedRows(2, 8));
    const needs = page.getByTestId('odds-needs');
    expect(await needs.textContent()).toContain('25 in the deck');
    expect(await needs.textContent()).toContain('Adherent of Hope / Makeshift Battalion');
    const even = [7, 8].map((hand) =>
      Array.from({ length: 30 }, (_, i) => i + 1).find((turn) => landsAndTwoDrop(hand + turn - 1, 2, 8) >= 0.5),
    );
    expect(await page.getByTestId('odds-expected').textContent()).toContain(
      `Even odds by: turn ${even[0]} on the play, turn ${even[1]} on the draw`,
    );
    await panel.scrollIntoViewIfNeeded();
    await app.screenshot('draw-odds-en');

    // The question outlives a look at another tab.
    await page.getByTestId('tab-problems').click();
    await page.getByTestId('tab-stats').click();
    await expect.poll(rows, POLL).toEqual(expectedRows(2, 8));

    // The question changes: three lands.
    await needs.locator('li').first().locator('input').fill('3');
    await needs.locator('li').first().locator('input').press('Enter');
    await expect.poll(rows, POLL).toEqual(expectedRows(3, 8));

    // The deck changes: a copy of Adherent of Hope off, 7 two-drops in 59 cards.
    const row = page.locator('[data-board="main"] [data-entry-row][data-card="Adherent of Hope"]').first();
    await row.focus();
    await page.keyboard.press('-');
    await expect.poll(rows, POLL).toEqual(expectedRows(3, 7, 59));
    expect(await needs.textContent()).toContain('7 in the deck');

    await app.setLook('ja', 'light');
    await expect.poll(() => panel.locator('h4').textContent(), POLL).toBe(ja['odds.title']);
    expect(await panel.locator('thead').textContent()).toBe(`${ja['odds.turn']}${ja['odds.play']}${ja['odds.draw']}`);
    expect(await needs.textContent()).toContain('デッキに7枚');
    await panel.scrollIntoViewIfNeeded();
    await app.screenshot('draw-odds-ja');
    await app.setLook('en', 'light');
  });

  it('a question the deck no longer answers says why, in the window’s language', async () => {
    const { page } = app;
    await app.reload(); // the last test's question and unsaved edit go
    await openSavedDeck(page, DECK_NAME);
    await page.getByTestId('tab-stats').click();
    await page.getByTestId('odds-kind').selectOption('cards');
    await page.getByTestId('odds-cards').getByLabel('Banishing Light').check();
    await page.getByTestId('odds-at-least').fill('3');
    await page.getByTestId('odds-add').click();
    await expect
      .poll(() => page.getByTestId('odds-error').textContent(), POLL)
      .toBe('the group "Banishing Light" holds 2 cards of the deck; ask for 1 to 2 of them, not 3');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.getByTestId('odds-error').textContent(), POLL)
      .toBe('グループ"Banishing Light"のカードはデッキに2枚です。1〜2枚で指定してください（3枚が指定されています）');
    await app.setLook('en', 'light');
  });
});
