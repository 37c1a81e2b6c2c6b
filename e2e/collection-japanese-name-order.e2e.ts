// A Japanese window lists the collection by the Japanese names it shows (Intl.Collator ja, English for a card without
// one), an English window by the English names, and a switch of language lists it again; Champions of Kamigawa's
// creatures from MTGJSON's set file, owned one each.
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
});
