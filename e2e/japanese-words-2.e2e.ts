// Card data words in the window's language: a Magic card's keywords by the names the Japanese rules give them
// (CR 702.9 飛行, 702.20 警戒), a collection copy's language by its name (日本語, not "ja"), Duel Masters cards grouped
// by their own card types in the deck editor (DM 204.2: 呪文, not "Other"), and the needs of all decks naming cards
// in Japanese as the collection does. Screenshots in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { openSavedDeck, searchAnswered } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold Legacies';
const DM_DECK = 'Water and fire';
/** DM-01 creatures and spells (no public Duel Masters decklist file exists: data README). */
const DM_LIST = ['Aqua Hulcus', 'Bronze-Arm Tribe', 'Bolshack Dragon', 'Holy Awe', 'Crimson Hammer', 'Spiral Gate'];

const app = appForFile();

/**
 * The text of `line` in a virtual list of `lines` sorted by the names shown, or null after scrolling the list on when it
 * is not in view. 秘儀の印鑑 sorts among the kanji, below the kana, so the list is scrolled down, from the top again once
 * at its foot: the list may be sorted anew (as the Japanese names arrive) after a scroll has passed the line's place.
 * The line is read without waiting for it (allTextContents): the sort may take it out of view between two reads.
 */
async function shownInList(lines: Locator, line: Locator): Promise<string | null> {
  const [shown] = await line.allTextContents();
  if (shown !== undefined) return shown;
  // The list's scrolling box: the nearest ancestor of a line taller than it shows.
  await lines.first().evaluate((el) => {
    let box = el.parentElement;
    while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
    if (!box) return;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) box.scrollTo(0, 0);
    else box.scrollBy(0, 300);
  });
  return null;
}

beforeAll(async () => {
  const { host } = app;
  const lorehold = await host.invoke('decks.import', {
    text: readFileSync(sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt'), 'utf8'),
  });
  await host.invoke('decks.save', { deck: { ...lorehold.deck, name: LOREHOLD, format: 'commander' } });
  const dm = await host.invoke('decks.import', {
    text: `メインデッキ\n${DM_LIST.map((name) => `4 ${name}`).join('\n')}\n`,
  });
  expect(dm.problems).toEqual([]);
  await host.invoke('decks.save', { deck: { ...dm.deck, name: DM_DECK, format: 'dm' } });
  // A ManaBox export: a Japanese Sol Ring and an English Command Tower.
  await host.invoke('collection.import', {
    text: 'Name,Quantity,Language\nSol Ring,1,ja\nCommand Tower,1,en\n',
    mode: 'replace',
  });
});
freshWindowAfterFailure(app);

describe('card data words in the window’s language', () => {
  it("the card panel lists a card's keywords by their Japanese names (CR 702.9, 702.20), English in English", async () => {
    const { page } = app;
    const query = '!"Serra Angel"';
    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').fill(query);
    await page.getByTestId('search-input').press('Enter');
    await searchAnswered(page, query);
    await page.getByTestId('search-row').first().click();
    const keywords = page.getByTestId('card-keywords');
    await expect.poll(() => keywords.textContent(), POLL).toMatch(/^\s*Flying, Vigilance\s*$/);
    await app.screenshot('japanese-words-2-keywords-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => keywords.textContent(), POLL).toMatch(/^\s*飛行、警戒\s*$/);
    await app.screenshot('japanese-words-2-keywords-ja');
    await app.setLook('en', 'light');
  });

  it('the collection names a copy’s language (日本語, Japanese), in its rows and in the row editor', async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    const rows = page.getByTestId('collection-row');
    await expect.poll(() => rows.count(), POLL).toBe(2);
    const sol = rows.filter({ hasText: 'Sol Ring' });
    await expect.poll(() => sol.textContent(), POLL).toContain('Japanese');
    await sol.click();
    const lang = page.getByTestId('collection-row-lang');
    await expect.poll(() => lang.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text), POLL).toBe('Japanese');
    await app.screenshot('japanese-words-2-collection-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => lang.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text), POLL).toBe('日本語');
    await expect.poll(() => rows.filter({ hasText: '日本語' }).count(), POLL).toBe(1);
    await expect.poll(() => rows.filter({ hasText: '英語' }).count(), POLL).toBe(1);
    await app.screenshot('japanese-words-2-collection-ja');
    await app.setLook('en', 'light');
  });

  it('the deck editor groups Duel Masters spells under Spell / 呪文 (DM 204.2), not Other', async () => {
    const { page } = app;
    await openSavedDeck(page, DM_DECK);
    await page.getByTestId('group-by').selectOption('type');
    const headings = page.locator('[data-board="main"] h4.group');
    await expect.poll(() => headings.allTextContents(), POLL).toEqual(['Creatures 12', 'Spells 12']);
    await app.screenshot('japanese-words-2-dm-groups-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => headings.allTextContents(), POLL).toEqual(['クリーチャー 12', '呪文 12']);
    await app.screenshot('japanese-words-2-dm-groups-ja');
    await app.setLook('en', 'light');
  });

  it('the needs of all decks name cards in Japanese where the card data has a Japanese name', async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    await page.getByTestId('collection-needs-all').click();
    const line = page.locator('[data-testid="needs-all-line"][data-card="Arcane Signet"] .name');
    await expect.poll(() => line.textContent(), POLL).toBe('Arcane Signet');
    await app.screenshot('japanese-words-2-needs-all-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => shownInList(page.getByTestId('needs-all-line'), line), POLL).toBe('秘儀の印鑑');
    await app.screenshot('japanese-words-2-needs-all-ja');
    await app.setLook('en', 'light');
  });

  it("a deck's needs name cards as the needs of all decks do (秘儀の印鑑)", async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    await page.getByTestId('view-needs').click();
    const line = page.locator('[data-testid="needs-line"][data-card="Arcane Signet"] .name');
    await expect.poll(() => line.textContent(), POLL).toBe('Arcane Signet');
    await app.screenshot('japanese-words-2-needs-deck-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => shownInList(page.getByTestId('needs-line'), line), POLL).toBe('秘儀の印鑑');
    await app.screenshot('japanese-words-2-needs-deck-ja');
    await app.setLook('en', 'light');
  });
});
