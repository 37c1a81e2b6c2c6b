// A Japanese window lists search results by the Japanese names it shows (Intl.Collator ja; the cards without one after
// them, by their English names), an English window by the English names; on every card of ../shared/data, MTGJSON's
// foreignData names. The row picked stays picked across a switch of language (its printing with unique:prints), and an
// arrow key pressed while the switch's answer is on its way wins over the place that answer gives the row picked before.
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
    const untranslated = (card: (typeof all.cards)[number]) => Number(!card.localizedNames.ja);
    const expected = [...all.cards]
      .sort(
        (a, b) => untranslated(a) - untranslated(b) || ja.compare(shownJa(a), shownJa(b)) || ja.compare(a.name, b.name),
      )
      .map(shownJa);
    expect(all.cards.filter((c) => c.localizedNames.ja).length).toBeGreaterThan(20);
    const english = all.cards.filter((c) => !c.localizedNames.ja).map((c) => c.name);
    expect(english.length).toBeGreaterThan(5);
    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').fill(QUERY);
    await searchAnswered(page, QUERY);
    const first = 22;
    expect(await shownNames(page, first)).toEqual(all.cards.slice(0, first).map((c) => c.name));
    await app.setLook('ja', 'light');
    // From the top, Japanese names only (the Latin-named flip cards do not come before あ); they end the list.
    await expect.poll(() => shownNames(page, first), POLL).toEqual(expected.slice(0, first));
    expect(expected.slice(0, first).every((name) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(name))).toBe(true);
    expect(expected.slice(-english.length)).toEqual([...english].sort(ja.compare));
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

  it("with unique:prints the printing picked stays picked, not its card's first printing", async () => {
    const { page, host } = app;
    const query = 't:sorcery unique:prints';
    const ask = (names: 'english' | 'japanese') =>
      host.invoke('cards.search', { query, limit: 1000, names }).then((r) => r.cards);
    const [english, japanese] = [await ask('english'), await ask('japanese')];
    const key = (hit: (typeof english)[number]) => `${hit.id} ${hit.printing!.id}`;
    // A later printing of a card with a Japanese name, whose card's first row is elsewhere, on the first page.
    const picked = english
      .slice(0, 50)
      .find((hit, i) => hit.localizedNames.ja && english.findIndex((other) => other.id === hit.id) !== i)!;
    expect(picked).toBeDefined();
    const before = english.findIndex((hit) => key(hit) === key(picked));
    const after = japanese.findIndex((hit) => key(hit) === key(picked));
    const cardFirst = japanese.findIndex((hit) => hit.id === picked.id);
    expect(after).not.toBe(cardFirst);
    const results = page.getByTestId('search-results');

    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    await page.locator(`#hit-${before}`).click();
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(before));
    await app.setLook('ja', 'light');
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(after));
    const highlighted = page.locator('[data-testid="search-row"].selected .name');
    await expect.poll(() => highlighted.textContent(), POLL).toBe(picked.localizedNames.ja);
    await app.screenshot('search-printing-follows-ja');
    await app.setLook('en', 'light');
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(before));
  });

  it('an arrow key pressed while the re-sorted rows are on their way wins: the row it moved to stays picked', async () => {
    const { page, host } = app;
    const english = (await host.invoke('cards.search', { query: QUERY, limit: 1000 })).cards;
    const japanese = (await host.invoke('cards.search', { query: QUERY, limit: 1000, names: 'japanese' })).cards;
    const placeIn = (cards: typeof english, id: string) => cards.findIndex((c) => c.id === id);
    const [picked, next] = [english[3], english[4]];
    expect(placeIn(japanese, picked.id)).not.toBe(placeIn(japanese, next.id));
    const results = page.getByTestId('search-results');
    const title = page.getByTestId('card-panel').getByTestId('card-title');

    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').fill(QUERY);
    await searchAnswered(page, QUERY);
    await page.locator('#hit-3').click();
    await expect.poll(() => title.textContent(), POLL).toBe(picked.name);
    // The answer to the search the switch asks (the one locating a row) is held back until the arrow is pressed.
    await page.evaluate(() => {
      const send = window.__decklabInvoke!;
      const held = window as unknown as { heldSearch?: () => void; searchesHeld: number };
      held.searchesHeld = 0;
      const release = new Promise<void>((resolve) => (held.heldSearch = resolve));
      window.__decklabInvoke = async (name, input, requestId) => {
        const answer = send(name, input, requestId);
        if (name !== 'cards.search' || !(input as { locate?: unknown }).locate || held.searchesHeld++) return answer;
        await release;
        window.__decklabInvoke = send;
        return answer;
      };
    });
    await page.keyboard.press('Control+Shift+J');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { searchesHeld: number }).searchesHeld), POLL)
      .toBe(1);
    await page.locator('#hit-3').press('ArrowDown');
    await expect.poll(() => title.textContent(), POLL).toBe(next.localizedNames.ja ?? next.name);
    await page.evaluate(() => (window as unknown as { heldSearch: () => void }).heldSearch());

    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(placeIn(japanese, next.id)));
    await expect
      .poll(() => page.locator('[data-testid="search-row"].selected .name').textContent(), POLL)
      .toBe(next.localizedNames.ja ?? next.name);
    await expect.poll(() => title.textContent(), POLL).toBe(next.localizedNames.ja ?? next.name);
    await app.screenshot('search-arrow-during-switch-ja');
    await app.setLook('en', 'light');
  });
});
