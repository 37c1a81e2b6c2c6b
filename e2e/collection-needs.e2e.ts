// What decks lack from the collection, as a player sees it: basic lands counted as owned in a deck's needs view (a
// toggle remembered across restarts of the window), and the collection screen's needs of all decks. Real Commander
// 2021 precons against a collection of one Sol Ring and one Command Tower; screenshots in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import { openSavedDeck } from './harness.ts';
import { C21_PRECONS, appForFile, saveSharedDecks } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();

beforeAll(async () => {
  await saveSharedDecks(app, C21_PRECONS);
  await app.host.invoke('collection.import', {
    text: 'Count,Name\n1,Sol Ring\n1,Command Tower\n',
    mode: 'replace',
  });
});

describe("a deck's needs: basic lands counted as owned", () => {
  it('Lorehold Legacies lacks 78 cards, its 20 basics counted as owned; unticked, they are missing too', async () => {
    const { page } = app;
    await openSavedDeck(page, 'Lorehold Legacies');
    await page.getByTestId('view-needs').click();
    const summary = page.getByTestId('needs-summary');
    // 100 cards: 12 Mountain and 8 Plains counted as owned, Sol Ring and Command Tower owned.
    await expect.poll(() => summary.getAttribute('data-missing'), POLL).toBe('78');
    expect(await page.getByTestId('needs-basics-counted').textContent()).toBe('20 basic lands counted as owned');
    expect(await page.getByTestId('needs-basics-owned').isChecked()).toBe(true);
    await app.screenshot('collection-needs-basics-owned-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.getByTestId('needs-basics-counted').textContent(), POLL)
      .toBe('基本土地20枚を所持扱い');
    await app.screenshot('collection-needs-basics-owned-ja');
    await app.setLook('en', 'light');

    await page.getByTestId('needs-basics-owned').uncheck();
    await expect.poll(() => summary.getAttribute('data-missing'), POLL).toBe('98');
    expect(await page.getByTestId('needs-basics-counted').count()).toBe(0);
    // The choice is remembered: a reload keeps it.
    await page.reload();
    await openSavedDeck(page, 'Lorehold Legacies');
    await page.getByTestId('view-needs').click();
    await expect.poll(() => page.getByTestId('needs-summary').getAttribute('data-missing'), POLL).toBe('98');
    expect(await page.getByTestId('needs-basics-owned').isChecked()).toBe(false);
    await page.getByTestId('needs-basics-owned').check();
    await expect.poll(() => page.getByTestId('needs-summary').getAttribute('data-missing'), POLL).toBe('78');
  });
});

describe('the needs of all decks (collection screen)', () => {
  it('per card: missing for both decks at once and for any one, the decks that want it, both costs', async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    await page.getByTestId('collection-needs-all').click();
    const summary = page.getByTestId('needs-all-summary');
    // 200 cards, 20 + 24 basics counted as owned; Sol Ring and Command Tower: 1 owned, 2 wanted, 1 missing each.
    await expect.poll(() => summary.getAttribute('data-all'), POLL).toBe(String(200 - 44 - 2));
    // Arcane Signet, in both lists and not owned: two for both at once, one for either (near the top of the list).
    const signet = page.locator('[data-testid="needs-all-line"][data-card="Arcane Signet"]');
    await expect.poll(() => signet.textContent(), POLL).toContain('Lorehold Legacies 1/1, Silverquill Statement 1/1');
    expect(await signet.locator('.num').allTextContents()).toEqual(['2', '1']);
    expect(await page.getByTestId('needs-all-basics-counted').textContent()).toBe('44 basic lands counted as owned');
    // The e2e card data holds no prices (MTGJSON writes none): said so, never a total of 0.
    expect(await page.getByTestId('needs-all-cost').textContent()).toContain('No prices');
    expect(await page.getByTestId('needs-any-cost').textContent()).toContain('No prices');
    await app.screenshot('collection-needs-all-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => summary.textContent(), POLL).toContain('2個のデッキすべてを同時に組むには154枚');
    await app.screenshot('collection-needs-all-ja');
    await app.setLook('en', 'dark');
    await app.screenshot('collection-needs-all-en-dark');
    await app.setLook('en', 'light');
    await page.getByTestId('collection-needs-all').click();
    await expect.poll(() => page.getByTestId('collection-rows').count(), POLL).toBe(1);
  });
});

describe("a deck's needs by printing: the finish a line marks", () => {
  it('a foil Sol Ring pinned in C21 is missing against a nonfoil one, and its line says foil; a foil copy meets a plain pin', async () => {
    const { page } = app;
    const { deck } = await app.host.invoke('decks.import', {
      text: '1 Sol Ring (C21) 263 *F*\n1 Command Tower (C21) 284\n',
    });
    await app.host.invoke('decks.save', { deck: { ...deck, name: 'Foil pins' } });
    await app.host.invoke('collection.import', {
      text: 'Count,Name,Edition,Collector Number,Foil\n1,Sol Ring,C21,263,\n1,Command Tower,C21,284,foil\n',
      mode: 'replace',
    });
    await openSavedDeck(page, 'Foil pins');
    await page.getByTestId('view-needs').click();
    const summary = page.getByTestId('needs-summary');
    // Any printing of any finish: both owned.
    await expect.poll(() => summary.getAttribute('data-missing'), POLL).toBe('0');
    await page.getByTestId('needs-by-printing').check();
    await expect.poll(() => summary.getAttribute('data-missing'), POLL).toBe('1');
    const line = (name: string) => page.locator(`[data-testid="needs-line"][data-card="${name}"]`);
    expect(await line('Sol Ring').getByTestId('needs-finish').textContent()).toBe('Foil');
    expect(await line('Sol Ring').locator('.missing').textContent()).toBe('1');
    expect(await line('Command Tower').getByTestId('needs-finish').count()).toBe(0);
    expect(await line('Command Tower').locator('.missing').textContent()).toBe('');
    await app.screenshot('collection-needs-by-printing-finish-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => line('Sol Ring').getByTestId('needs-finish').textContent(), POLL).toBe('フォイル');
    await app.screenshot('collection-needs-by-printing-finish-ja');
    await app.setLook('en', 'light');
  });
});
