// A Japanese window lists the collection by the Japanese names it shows (Intl.Collator ja, English for a card without
// one), an English window by the English names, and a switch of language lists it again; the row picked stays picked
// wherever the new order or an edit puts it. Champions of Kamigawa's creatures from MTGJSON's set file, one each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { mtgjsonSet } from '../test/real-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();
freshWindowAfterFailure(app);

/** One printing of each Champions of Kamigawa creature (numbered, single-faced), as the set file lists them. */
const creatures = [
  ...new Map(
    mtgjsonSet('CHK')
      .cards.filter((c) => c.types.includes('Creature') && /^\d+$/.test(c.number))
      .filter((c) => c.layout === 'normal')
      .map((c) => [c.name, c] as const),
  ).values(),
];

beforeAll(async () => {
  const text = ['Name,Set code,Collector number,Quantity', ...creatures.map((c) => `"${c.name}",CHK,${c.number},1`)];
  const imported = await app.host.invoke('collection.import', { text: text.join('\n'), mode: 'replace' });
  expect(imported.unreadable).toEqual([]);
});

/** The names the first rows of the collection list show, top to bottom. */
const shownNames = (page: Page, count: number) =>
  page
    .getByTestId('collection-row')
    .locator('.name')
    .allTextContents()
    .then((names) => names.slice(0, count));

describe('the collection by name in the language the window shows', () => {
  it('a Japanese window lists it by the Japanese names, English for a card without one; English by English names', async () => {
    const { page, host } = app;
    const cards = (await host.invoke('cards.search', { query: 's:chk t:creature', limit: 1000 })).cards;
    const japanese = new Map(cards.map((c) => [c.name, c.localizedNames.ja ?? c.name]));
    const owned = creatures.map((c) => c.name);
    expect(owned.filter((name) => japanese.get(name) !== name).length).toBeGreaterThan(20);
    const ja = new Intl.Collator('ja');
    const inJapanese = owned
      .map((name) => japanese.get(name)!)
      .sort((a, b) => ja.compare(a, b))
      .slice(0, 15);
    const inEnglish = [...owned].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, 15);

    await page.keyboard.press('Control+5');
    await expect.poll(() => shownNames(page, 15), POLL).toEqual(inEnglish);
    await app.setLook('ja', 'light');
    await expect.poll(() => shownNames(page, 15), POLL).toEqual(inJapanese);
    expect(inJapanese.filter((name) => /[\u3040-\u30ff]/.test(name)).length).toBeGreaterThan(5);
    await app.screenshot('collection-sorted-by-japanese-name-ja');
    await app.setLook('en', 'light');
    await expect.poll(() => shownNames(page, 15), POLL).toEqual(inEnglish);
  });

  it('the row picked stays picked across a switch of language: its editor, its highlight, and the arrows from there', async () => {
    const { page, host } = app;
    const cards = (await host.invoke('cards.search', { query: 's:chk t:creature', limit: 1000 })).cards;
    const japanese = new Map(cards.map((c) => [c.name, c.localizedNames.ja ?? c.name]));
    const ja = new Intl.Collator('ja');
    const english = creatures.map((c) => c.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // engine/cards/shown-name-order.ts: the shown names by the collation, the English name settling ties.
    const inJapanese = [...english].sort((a, b) => ja.compare(japanese.get(a)!, japanese.get(b)!) || ja.compare(a, b));
    // A row the English window shows at the top whose Japanese place is past the first page of 100 rows.
    const picked = english.slice(0, 15).find((name) => inJapanese.indexOf(name) >= 100)!;
    expect(picked).toBeDefined();
    const editorName = page.getByTestId('collection-row-editor').locator('.name');
    const selected = page.locator('[data-testid="collection-row"].selected');

    await page.keyboard.press('Control+5');
    await expect.poll(() => shownNames(page, 15), POLL).toEqual(english.slice(0, 15));
    await page
      .getByTestId('collection-row')
      .filter({ has: page.getByText(picked, { exact: true }) })
      .click();
    await expect.poll(() => editorName.textContent(), POLL).toBe(picked);

    await app.setLook('ja', 'light');
    await expect.poll(() => selected.getAttribute('id'), POLL).toBe(`owned-${inJapanese.indexOf(picked)}`);
    await expect.poll(() => selected.locator('.name').textContent(), POLL).toBe(japanese.get(picked));
    await expect.poll(() => editorName.textContent(), POLL).toBe(japanese.get(picked));
    await app.screenshot('collection-picked-row-after-switch-ja');

    // The arrows move on from the row's new place, in the new order.
    await page.getByTestId('collection-query').press('ArrowDown');
    const next = inJapanese[inJapanese.indexOf(picked) + 1];
    await expect.poll(() => editorName.textContent(), POLL).toBe(japanese.get(next));

    await app.setLook('en', 'light');
    await expect.poll(() => selected.getAttribute('id'), POLL).toBe(`owned-${english.indexOf(next)}`);
    await expect.poll(() => editorName.textContent(), POLL).toBe(next);
    await app.screenshot('collection-picked-row-after-switch-en');
  });

  it('an edit joining the picked row to another follows it there; removing it selects the row in its place, unpicked', async () => {
    const { page, host } = app;
    const [first, second] = (await host.invoke('collection.list', { query: 't:creature', limit: 2 })).cards;
    // A second row of the first card's printing, lightly played: it lists right after the first (condition '' < LP).
    const extra = `Name,Set code,Collector number,Quantity,Condition\n"${first.name}",CHK,${first.number},1,LP`;
    expect((await host.invoke('collection.import', { text: extra, mode: 'merge' })).unreadable).toEqual([]);
    // A query lists the rows again from the top (the last test left the list scrolled to its pick).
    await page.keyboard.press('Control+5');
    await page.getByTestId('collection-query').fill('t:creature');
    await page.getByTestId('collection-query').press('Enter');
    const row = (index: number) => page.locator(`#owned-${index}`);
    const selected = page.locator('[data-testid="collection-row"].selected');
    const editor = page.getByTestId('collection-row-editor');
    await expect
      .poll(() => page.getByTestId('collection-count').textContent(), POLL)
      .toBe(`${creatures.length + 1} rows`);
    await expect.poll(() => row(0).textContent(), POLL).not.toContain('LP');
    await expect.poll(() => row(1).textContent(), POLL).toContain('LP');

    await row(1).click();
    await expect.poll(() => editor.locator('.name').textContent(), POLL).toBe(first.name);
    // Not stated, as the first row is: the copies join that row (db/collection.ts editCollectionRow), which the
    // selection follows.
    await page.getByTestId('collection-row-condition').selectOption('');
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe(`${creatures.length} rows`);
    await expect.poll(() => selected.getAttribute('id'), POLL).toBe('owned-0');
    await expect.poll(() => page.getByTestId('collection-row-count').inputValue(), POLL).toBe('2');
    await expect.poll(() => selected.locator('.count').textContent(), POLL).toBe('2');

    await page.getByTestId('collection-row-remove').click();
    await expect
      .poll(() => page.getByTestId('collection-count').textContent(), POLL)
      .toBe(`${creatures.length - 1} rows`);
    await expect.poll(() => selected.locator('.name').textContent(), POLL).toBe(second.name);
    await expect.poll(() => selected.getAttribute('id'), POLL).toBe('owned-0');
    await expect.poll(() => editor.count(), POLL).toBe(0);
    // The notice names the card removed, not the one selected in its place.
    expect(await page.getByTestId('notice').last().textContent()).toContain(`${first.name} removed`);
    await app.screenshot('collection-removed-row-selection-en');
  });
});
