// A Japanese window lists search results by the Japanese names it shows (Intl.Collator ja, English for a card without
// one), an English window by the English names; on every card of ../shared/data, MTGJSON's foreignData names.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { searchAnswered } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };

const app = appForFile();
freshWindowAfterFailure(app);

describe('search results by name in the language the window shows', () => {
  /** Champions of Kamigawa creatures: most have a Japanese name in MTGJSON's foreignData, a few have none. */
  const QUERY = 's:chk t:creature';

  /** The names the first rows of the result list show, top to bottom. */
  async function shownNames(page: Page, count: number): Promise<string[]> {
    const names: string[] = [];
    for (let i = 0; i < count; i++) names.push((await page.locator(`#hit-${i} .name`).textContent()) ?? '');
    return names;
  }

  it('a Japanese window sorts by the Japanese names (Intl.Collator ja), English for a card without one', async () => {
    const { page, host } = app;
    const all = await host.invoke('cards.search', { query: QUERY, limit: 1000 });
    const ja = new Intl.Collator('ja');
    const shownJa = (card: (typeof all.cards)[number]) => card.localizedNames.ja ?? card.name;
    const expected = [...all.cards]
      .sort((a, b) => ja.compare(shownJa(a), shownJa(b)) || ja.compare(a.name, b.name))
      .map(shownJa);
    expect(all.cards.filter((c) => c.localizedNames.ja).length).toBeGreaterThan(20);
    expect(all.cards.some((c) => !c.localizedNames.ja)).toBe(true);
    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').fill(QUERY);
    await searchAnswered(page, QUERY);
    // The rows the list draws in the window: cards without a Japanese name first (Latin before kana), then kana.
    const first = 22;
    expect(await shownNames(page, first)).toEqual(all.cards.slice(0, first).map((c) => c.name));
    await app.setLook('ja', 'light');
    await expect.poll(() => shownNames(page, first), POLL).toEqual(expected.slice(0, first));
    expect(expected.slice(0, first)).not.toEqual(all.cards.slice(0, first).map(shownJa));
    expect(expected.slice(0, first).filter((name) => /[\u3040-\u30ff]/.test(name)).length).toBeGreaterThan(10);
    await app.screenshot('search-sorted-by-japanese-name-ja');
    await app.setLook('en', 'light');
    await expect.poll(() => shownNames(page, first), POLL).toEqual(all.cards.slice(0, first).map((c) => c.name));
    await app.screenshot('search-sorted-by-english-name-en');
  });

  it('the card picked stays picked across a switch of language: the panel, the highlight in view, the arrows from there', async () => {
    const { page, host } = app;
    const english = (await host.invoke('cards.search', { query: QUERY, limit: 1000 })).cards;
    const japanese = (await host.invoke('cards.search', { query: QUERY, limit: 1000, names: 'japanese' })).cards;
    const placeIn = (cards: typeof english, id: string) => cards.findIndex((c) => c.id === id);
    // A card the English window shows near the top whose Japanese place is past the first page of 60.
    const picked = english.slice(0, 15).find((c) => c.localizedNames.ja && placeIn(japanese, c.id) >= 60)!;
    expect(picked).toBeDefined();
    const [before, after] = [placeIn(english, picked.id), placeIn(japanese, picked.id)];
    const results = page.getByTestId('search-results');
    const title = page.getByTestId('card-panel').getByTestId('card-title');
    const highlighted = page.locator('[data-testid="search-row"].selected .name');

    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').fill(QUERY);
    await searchAnswered(page, QUERY);
    await page.locator(`#hit-${before}`).click();
    await expect.poll(() => title.textContent(), POLL).toBe(picked.name);

    await app.setLook('ja', 'light');
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(after));
    await expect.poll(() => highlighted.textContent(), POLL).toBe(picked.localizedNames.ja);
    await expect.poll(() => title.textContent(), POLL).toBe(picked.localizedNames.ja);
    expect(await page.locator(`#hit-${after}`).isVisible()).toBe(true);
    await app.screenshot('search-selection-follows-card-ja');
    await page.locator(`#hit-${after}`).press('ArrowDown');
    const next = japanese[after + 1];
    await expect.poll(() => title.textContent(), POLL).toBe(next.localizedNames.ja ?? next.name);

    await app.setLook('en', 'light');
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(placeIn(english, next.id)));
    await expect.poll(() => highlighted.textContent(), POLL).toBe(next.name);
    await expect.poll(() => title.textContent(), POLL).toBe(next.name);
    await app.screenshot('search-selection-follows-card-en');
  });
});
