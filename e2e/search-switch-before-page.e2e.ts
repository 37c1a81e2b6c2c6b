// The row picked in search stays picked when the window's language switches twice, the second time before the page
// the first switch moved it to has come: the selection follows the row the answer located (its card), not the index
// it stood at. Over every card of ../shared/data, MTGJSON's foreignData names; the later pages' answers held back.
import { describe, expect, it } from 'vitest';
import { searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };
/** Champions of Kamigawa creatures: most have a Japanese name in MTGJSON's foreignData, a few have none. */
const QUERY = 's:chk t:creature';

const app = appForFile();

interface Held {
  /** How many answers for a page after the first are held back. */
  pagesHeld: number;
  releasePages: () => void;
}

describe('a second switch of language before the selected row has come', () => {
  it('goes back to the row picked, not to the index the first switch moved it to', async () => {
    const { page, host } = app;
    const english = (await host.invoke('cards.search', { query: QUERY, limit: 1000 })).cards;
    const japanese = (await host.invoke('cards.search', { query: QUERY, limit: 1000, names: 'japanese' })).cards;
    const placeIn = (cards: typeof english, id: string) => cards.findIndex((c) => c.id === id);
    // A card the English window shows near the top whose Japanese place is past the first page of 60.
    const picked = english.slice(0, 15).find((c) => c.localizedNames.ja && placeIn(japanese, c.id) >= 60)!;
    expect(picked).toBeDefined();
    const [before, after] = [placeIn(english, picked.id), placeIn(japanese, picked.id)];
    expect(english[after].id).not.toBe(picked.id);
    const results = page.getByTestId('search-results');
    const title = page.getByTestId('card-panel').getByTestId('card-title');

    await page.keyboard.press('Control+1');
    await page.getByTestId('list-view').click();
    await page.getByTestId('search-input').fill(QUERY);
    await searchAnswered(page, QUERY);
    await page.locator(`#hit-${before}`).click();
    await expect.poll(() => title.textContent(), POLL).toBe(picked.name);

    // The answers for later pages (the Japanese page the picked row moves to) are held back until the end.
    await page.evaluate(() => {
      const send = window.__decklabInvoke!;
      const held = window as unknown as Held;
      held.pagesHeld = 0;
      const release = new Promise<void>((resolve) => (held.releasePages = resolve));
      window.__decklabInvoke = async (name, input, requestId) => {
        const answer = send(name, input, requestId);
        if (name !== 'cards.search' || ((input as { page?: number }).page ?? 1) === 1) return answer;
        held.pagesHeld++;
        await release;
        return answer;
      };
    });
    await page.keyboard.press('Control+Shift+J');
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(after));
    await expect.poll(() => page.evaluate(() => (window as unknown as Held).pagesHeld), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator(`#hit-${after} .name`).textContent(), POLL).toBe('…');

    await page.keyboard.press('Control+Shift+J');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('en');
    await expect.poll(() => results.getAttribute('data-selected'), POLL).toBe(String(before));
    await expect.poll(() => title.textContent(), POLL).toBe(picked.name);
    await expect
      .poll(() => page.locator('[data-testid="search-row"].selected .name').textContent(), POLL)
      .toBe(picked.name);
    await app.screenshot('search-second-switch-before-page-en');
    await page.evaluate(() => (window as unknown as Held).releasePages());
  });
});
