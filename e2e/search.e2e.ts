// Card search on the whole card set of ../shared/data: results, the card panel, errors in place, and
// results that keep up with typing and with the arrow keys.
import { describe, expect, inject, it } from 'vitest';
import { launchApp, searchAnswered } from './harness.ts';
import { appForFile, preparedApp } from './setup.ts';

const app = appForFile();
const POLL = { timeout: 20_000, interval: 20 };
const en = (n: number) => new Intl.NumberFormat('en-US').format(n);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

describe('card search', () => {
  it("lists the whole card set for an empty query and a query's matches as the API counts them", async () => {
    const { page, host } = app;
    await page.getByTestId('search-input').fill('');
    await searchAnswered(page, '');
    const all = await host.invoke('cards.search', { query: '', limit: 1 });
    expect(all.total).toBe(inject('cardCount'));
    expect(await page.getByTestId('result-count').textContent()).toBe(`${en(all.total)} cards`);

    const query = 't:"legendary creature" c:rg';
    const expected = await host.invoke('cards.search', { query, limit: 5 });
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    expect(await page.getByTestId('result-count').textContent()).toBe(
      `${en(expected.total)} ${expected.total === 1 ? 'card' : 'cards'}`,
    );
    await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(expected.cards[0].name);
    await app.screenshot('10-search-results');
  });

  it("shows a bad query's error in place, pointing at the keyword", async () => {
    const { page, host } = app;
    const query = 'colr:red';
    const error = await host.invoke('cards.search', { query }).catch((e: { details: { code: string } }) => e);
    expect((error as { details: { code: string } }).details.code).toBe('unknown-keyword');
    await page.getByTestId('search-input').fill(query);
    await page.getByTestId('query-error').waitFor();
    const shown = await page.getByTestId('query-error').textContent();
    expect(shown).toContain('colr');
    // The box underlines the keyword, so its sentence names no position.
    expect(shown).toContain('Unknown keyword “colr”');
    expect(shown).not.toMatch(/ at \d/);
    await page.getByTestId('syntax-help-toggle').click();
    await app.screenshot('11-search-error-and-syntax');
    await page.getByTestId('syntax-help-toggle').click();
  });

  it('runs a regular expression from the syntax help, and words a bad one in place in each language', async () => {
    const { page, host } = app;
    await page.getByTestId('syntax-help-toggle').click();
    const example = 'o:/^{T}: add \\sm/';
    await page.getByTestId('syntax-help').getByRole('button', { name: example }).click();
    await searchAnswered(page, example);
    const expected = await host.invoke('cards.search', { query: example, limit: 1 });
    expect(expected.total).toBeGreaterThan(0);
    expect(await page.getByTestId('result-count').textContent()).toBe(`${en(expected.total)} cards`);
    await page.getByTestId('syntax-help-toggle').click();

    await page.getByTestId('search-input').fill('o:/(?=flying)/');
    await page.getByTestId('query-error').waitFor();
    expect(await page.getByTestId('query-error').textContent()).toContain('do not support lookahead or lookbehind');
    await page.getByTestId('search-input').fill('o:/when .{0,40} dies/');
    await expect.poll(() => page.getByTestId('query-error').textContent(), POLL).toContain('could take too long');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.getByTestId('query-error').textContent(), POLL)
      .toContain('この正規表現は時間がかかりすぎるおそれがあります');
    await app.screenshot('12-search-regex-error-ja');
    await app.setLook('en', 'light');
  });

  it("runs Scryfall's new:rarity from the syntax help, and words a new: it does not know in each language", async () => {
    const { page, host } = app;
    await page.getByTestId('syntax-help-toggle').click();
    await page.getByTestId('syntax-help').getByRole('button', { name: 'new:rarity' }).click();
    await searchAnswered(page, 'new:rarity');
    const expected = await host.invoke('cards.search', { query: 'new:rarity', limit: 1 });
    expect(expected.total).toBeGreaterThan(0);
    expect(await page.getByTestId('result-count').textContent()).toBe(`${en(expected.total)} cards`);
    await page.getByTestId('syntax-help-toggle').click();

    await page.getByTestId('search-input').fill('t:elf new:foo');
    await page.getByTestId('query-error').waitFor();
    expect(await page.getByTestId('query-error').textContent()).toContain(
      'new: takes rarity, art, artist, flavor, frame or language',
    );
    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.getByTestId('query-error').textContent(), POLL)
      .toContain('new: に使えるのは rarity、art、artist、flavor、frame、language です');
    await app.setLook('en', 'light');
  });

  it("runs Scryfall's is:bear from the syntax help, and words Scryfall syntax it does not answer in each language", async () => {
    const { page, host } = app;
    await page.getByTestId('syntax-help-toggle').click();
    await page.getByTestId('syntax-help').getByRole('button', { name: 'is:bear' }).click();
    await searchAnswered(page, 'is:bear');
    const expected = await host.invoke('cards.search', { query: 'is:bear', limit: 1 });
    expect(expected.total).toBeGreaterThan(0);
    expect(await page.getByTestId('result-count').textContent()).toBe(`${en(expected.total)} cards`);
    await page.getByTestId('syntax-help-toggle').click();

    await page.getByTestId('search-input').fill('t:elf prefer:ub');
    await page.getByTestId('query-error').waitFor();
    expect(await page.getByTestId('query-error').textContent()).toContain(
      '“prefer:ub” is Scryfall syntax Decklab does not answer: neither Scryfall’s card data nor MTGJSON’s carries it',
    );
    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.getByTestId('query-error').textContent(), POLL)
      .toContain('「prefer:ub」は Decklab では検索できない Scryfall の構文です');
    await app.screenshot('12-search-unsupported-ja');
    await app.setLook('en', 'light');
  });

  it("follows the keyboard on the whole card set: results shown in typing order, never an older keystroke's over a newer one's; arrows move through pages not yet loaded", async () => {
    const { page, host } = app;
    const input = page.getByTestId('search-input');
    await input.fill('');
    await searchAnswered(page, '');
    const word = 'dragon';
    // Measured in the page: from the input event of a keystroke to its results on screen, and the order results
    // were shown in. A keystroke's results may be skipped when the next key comes first (a busy host); they must
    // never be shown after a later keystroke's.
    await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
      const results = document.querySelector<HTMLElement>('[data-testid="search-results"]')!;
      const typedAt = new Map<string, number>();
      const shown: { query: string; latency: number }[] = [];
      (window as unknown as { __shown: typeof shown }).__shown = shown;
      field.addEventListener('input', () => typedAt.set(field.value, performance.now()));
      new MutationObserver(() => {
        const query = results.dataset.query;
        if (query !== undefined && typedAt.has(query) && shown.at(-1)?.query !== query)
          shown.push({ query, latency: performance.now() - typedAt.get(query)! });
      }).observe(results, { attributes: true, attributeFilter: ['data-query'] });
    });
    await input.pressSequentially(word, { delay: 60 });
    await searchAnswered(page, word);
    const shown = await page.evaluate(
      () => (window as unknown as { __shown: { query: string; latency: number }[] }).__shown,
    );
    const lengths = shown.map((s) => s.query.length);
    expect(shown.every((s) => word.startsWith(s.query))).toBe(true);
    expect(lengths).toEqual([...new Set(lengths)].sort((a, b) => a - b));
    expect(shown.at(-1)?.query).toBe(word);
    const latencies = shown.map((s) => s.latency);
    console.log(
      `search while typing "${word}" over ${en(inject('cardCount'))} cards: ${shown.length} of ${word.length} keystrokes' results shown; keystroke to results on screen, median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (${shown.map((s) => `${s.query} ${s.latency.toFixed(0)}`).join(', ')})`,
    );
    const expected = await host.invoke('cards.search', { query: word, limit: 1 });
    expect(await page.getByTestId('result-count').textContent()).toBe(
      `${en(expected.total)} ${expected.total === 1 ? 'card' : 'cards'}`,
    );

    await input.fill('');
    await searchAnswered(page, '');
    const presses = { ArrowDown: 30, PageDown: 10 };
    for (let i = 0; i < presses.ArrowDown; i++) await input.press('ArrowDown');
    for (let i = 0; i < presses.PageDown; i++) await input.press('PageDown');
    const index = presses.ArrowDown + presses.PageDown * 15;
    await expect.poll(() => page.getByTestId('search-results').getAttribute('data-selected'), POLL).toBe(String(index));
    const card = (await host.invoke('cards.search', { query: '', page: index + 1, limit: 1 })).cards[0];
    await expect.poll(() => page.locator(`#hit-${index} .name`).textContent(), POLL).toBe(card.name);
    await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(card.name);
    await page.getByTestId('grid-view').click();
    await app.screenshot('12-search-grid');
    await page.getByRole('button', { name: 'List' }).click();
  });

  it('shows a Duel Masters card\'s power as printed, "4000+" (DM 206), and its cost (DM 201), in the results and the card panel', async () => {
    const { page, host } = app;
    const query = '"Alek, Solidity Enforcer"';
    const alek = (await host.invoke('cards.search', { query, limit: 1 })).cards[0];
    expect(alek.faces[0].power).toBe('4000+');
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(alek.name);
    expect(await page.getByTestId('face-stats').textContent()).toBe('4000+');
    expect(await page.getByTestId('dm-cost').textContent()).toBe(String(alek.dm!.cost));
    expect(await page.getByTestId('search-row').first().textContent()).toContain('4000+');
    expect(await page.getByTestId('card-panel').textContent()).not.toMatch(/4000\+?\/|undefined/);
  });

  it('shows in the card panel the identity id: reads: basic land types count (Temple Garden is green-white, CR 903.5d)', async () => {
    const { page, host } = app;
    const query = '!"Temple Garden"';
    expect((await host.invoke('cards.search', { query: `${query} id:gw` })).total).toBe(1);
    expect((await host.invoke('cards.search', { query: `${query} id:g` })).total).toBe(0);
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe('Temple Garden');
    expect(await page.getByTestId('card-identity').locator('.cost').getAttribute('aria-label')).toBe('white, green');
  });
});

describe('a Japanese system', () => {
  it('starts in Japanese when the OS speaks it, and finds cards by their Japanese names', async () => {
    const ja = await launchApp(app.browser, preparedApp({ locale: 'ja-JP', colorScheme: 'dark' }));
    try {
      const { page, host } = ja;
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const card = (await host.invoke('cards.search', { query: 'lang:ja t:instant', limit: 1 })).cards[0];
      const japanese = card.localizedNames.ja;
      expect(japanese).toBeTruthy();
      await page.getByTestId('search-input').fill(japanese);
      await searchAnswered(page, japanese);
      await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(japanese);
      expect(await page.getByTestId('result-count').textContent()).toMatch(/件/);
      await ja.screenshot('16-japanese-search-dark');
      expect(ja.pageErrors).toEqual([]);
    } finally {
      await ja.close();
    }
  });
});
