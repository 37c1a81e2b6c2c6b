// The deck editor as a player walks through it in Chromium, in English and Japanese, on real decklists and real card
// data: the version history words the app's notes in the language shown now, whatever it was when the version was
// saved; a row moves by keyboard to every board its format has (and back by undo); a sealed pool becomes a legal
// 40-card Limited deck (CR 100.2b), the main deck heading its boards and its free basics leaving the pool's own (MTR
// 7.2), that the deck list describes whole and the lab plays.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { addFreeBasics, appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Board, Deck } from '../engine/decks/types.ts';

const POLL = { timeout: 20_000, interval: 50 };
const KNIGHTS = 'Company of Knights';
const KNIGHTS_FILE = sharedPath('decks/plain-taw/arena-starter__m21__Company of Knights.txt');

const app = appForFile();

const notices = (page: Page) => page.getByTestId('notice').locator('span:first-child').allTextContents();

/** Saves a real deck list through the API under `name` and opens it: the deck list reads the saved decks afresh. */
async function openDeckFile(file: string, changes: { name: string; format?: string }): Promise<void> {
  await saveDeckFile(app.host, file, changes);
  await app.page.keyboard.press('Control+1');
  await openSavedDeck(app.page, changes.name);
}

/**
 * Focuses the row of `card` on `board` and presses `key` there, once the card's details are in: until then the row
 * sits in no type group and is drawn again when they come, losing the focus.
 */
async function pressOnRow(page: Page, board: Board, card: string, key: string): Promise<void> {
  const row = page.locator(`[data-board="${board}"] [data-entry-row][data-card="${card}"]`);
  await expect.poll(() => row.locator('.type').textContent(), POLL).not.toBe('not in the card data');
  await row.focus();
  await page.keyboard.press(key);
}

/** The editor's boards, top to bottom. */
const boardOrder = (page: Page) =>
  page.locator('[data-board]').evaluateAll((sections) => sections.map((s) => (s as HTMLElement).dataset.board));

/** The boards holding `card` in the editor, as its rows show them. */
const boardsOf = (page: Page, card: string) =>
  page
    .locator(`[data-entry-row][data-card="${card}"]`)
    .evaluateAll((rows) => rows.map((r) => r.closest<HTMLElement>('[data-board]')!.dataset.board));

describe('the version history', () => {
  it('words a restore made in English in Japanese once the window is switched; the save before it keeps its number', async () => {
    const { page, host } = app;
    await openDeckFile(KNIGHTS_FILE, { name: KNIGHTS });
    await page.locator('[data-card="Dub"]').first().press('Delete');
    await page.keyboard.press('Control+S');
    const id = (await host.invoke('decks.list', {})).find((d) => d.name === KNIGHTS)!.id;
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(2);
    await expect.poll(() => notices(page), POLL).toContain('Saved as version 2');
    await page.getByTestId('tab-history').click();
    await page.getByTestId('restore').first().click();
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(3);
    const newest = page.getByTestId('version-words').first();
    await expect.poll(() => newest.textContent(), POLL).toBe('restored version 1');
    // The save's notice still names the version it saved, not the one the restore made since.
    expect(await notices(page)).toEqual(['Saved as version 2', 'Version 1 restored as version 3']);
    await app.screenshot('editor-walk-01-history-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => newest.textContent(), POLL).toBe('バージョン1を復元');
    await app.screenshot('editor-walk-01-history-ja');
    await app.setLook('en', 'light');
    await expect.poll(() => newest.textContent(), POLL).toBe('restored version 1');
  });
});

describe('moving a row between boards by keyboard', () => {
  it("goes to each board of a Standard deck by the board's key, says so in both languages, and undo walks back", async () => {
    const { page } = app;
    await openDeckFile(KNIGHTS_FILE, { name: 'Knights keys', format: 'standard' });
    const keys = page.locator('.keys');
    await expect
      .poll(() => keys.textContent(), POLL)
      .toBe('On a row: + − count, Del remove, M/S/O/Y to a board, T tags');
    // Each key's board named in the footer's title (the footer names the keys only, to stay short).
    expect(await keys.getAttribute('title')).toBe('M Main deck, S Sideboard, O Companion, Y Maybeboard');
    await pressOnRow(page, 'main', 'Dub', 's');
    await expect.poll(() => boardsOf(page, 'Dub'), POLL).toEqual(['side']);
    await pressOnRow(page, 'side', 'Dub', 'y');
    await expect.poll(() => boardsOf(page, 'Dub'), POLL).toEqual(['maybe']);
    await pressOnRow(page, 'maybe', 'Dub', 'o');
    await expect.poll(() => boardsOf(page, 'Dub'), POLL).toEqual(['companion']);
    await pressOnRow(page, 'companion', 'Dub', 'm');
    await expect.poll(() => boardsOf(page, 'Dub'), POLL).toEqual(['main']);
    await app.setLook('ja', 'light');
    await expect
      .poll(() => keys.textContent(), POLL)
      .toBe('行の上で: + − 枚数、Del 外す、M/S/O/Y ボードへ移動、T タグ');
    expect(await keys.getAttribute('title')).toBe('M メインデッキへ、S サイドボードへ、O 相棒へ、Y 候補へ');
    await app.screenshot('editor-walk-02-move-keys-ja');
    await app.setLook('en', 'light');
    // Each move is one undo step: back through companion, maybe and side to where it started, then redo.
    await page.locator('[data-board="main"] [data-entry-row]').first().focus();
    for (const board of ['companion', 'maybe', 'side', 'main']) {
      await page.keyboard.press('Control+Z');
      await expect.poll(() => boardsOf(page, 'Dub'), POLL).toEqual([board]);
    }
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => boardsOf(page, 'Dub'), POLL).toEqual(['side']);
  });

  it("sets a Commander deck's commander from its main deck (CR 903.3) and a Duel Masters psychic creature aside (DM 100.3, 100.4)", async () => {
    const { page, host } = app;
    const lorehold = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
    await openDeckFile(lorehold, { format: 'commander', name: 'Lorehold keys' });
    const main = (await host.invoke('decks.list', {})).find((d) => d.name === 'Lorehold keys')!;
    const stored = (await host.invoke('decks.get', { id: main.id })).deck;
    const commander = stored.boards.commander![0].name;
    await pressOnRow(page, 'commander', commander, 'm');
    await expect.poll(() => boardsOf(page, commander), POLL).toEqual(['main']);
    await pressOnRow(page, 'main', commander, 'c');
    await expect.poll(() => boardsOf(page, commander), POLL).toEqual(['commander']);

    const psychics = await host.invoke('cards.search', { query: 'game:dm t:psychic', limit: 1 });
    const creatures = await host.invoke('cards.search', { query: 'game:dm t:creature -t:psychic', limit: 10 });
    const psychic = psychics.cards[0];
    const deck: Deck = {
      game: 'dm',
      format: 'dm',
      name: 'DM keys',
      boards: {
        main: [
          ...creatures.cards.map((c) => ({ name: c.name, cardId: c.id, count: 4 })),
          { name: psychic.name, cardId: psychic.id, count: 1 },
        ],
      },
    };
    await host.invoke('decks.save', { deck });
    await page.keyboard.press('Control+1');
    await openSavedDeck(page, 'DM keys');
    await expect
      .poll(() => page.locator('.keys').textContent(), POLL)
      .toBe('On a row: + − count, Del remove, M/H/G/Y to a board, T tags');
    expect(await page.locator('.keys').getAttribute('title')).toBe(
      'M Main deck, H Hyperspatial zone, G Super GR zone, Y Maybeboard',
    );
    await pressOnRow(page, 'main', psychic.name, 'h');
    await expect.poll(() => boardsOf(page, psychic.name), POLL).toEqual(['hyperspatial']);
    await pressOnRow(page, 'hyperspatial', psychic.name, 'g');
    await expect.poll(() => boardsOf(page, psychic.name), POLL).toEqual(['gr']);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => boardsOf(page, psychic.name), POLL).toEqual(['hyperspatial']);
  });
});

describe('a sealed pool built into a Limited deck', () => {
  it('opens M21 boosters, takes 23 cards and 17 free basics to a legal 40 (CR 100.2b), listed whole, and plays it', async () => {
    const { page, host } = app;
    await page.keyboard.press('Control+6');
    await page.getByTestId('open-boosters').click();
    await page.getByTestId('boosters-set').selectOption('M21');
    await page.getByTestId('boosters-name').fill('M21 sealed');
    await page.getByTestId('boosters-seed').fill('5');
    await page.getByTestId('boosters-open').click();
    await page.getByTestId('pool-detail').waitFor();
    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe('M21 sealed deck');
    const count = page.getByTestId('editor-count');
    const left = page.getByTestId('pool-remaining-count');
    for (let i = 0; i < 23; i++) {
      const before = [await count.textContent(), await left.textContent()];
      await page.getByTestId('pool-card').first().click();
      // The pool's list shows what is left once it has come back: the next click takes a card still in the pool.
      await expect.poll(() => count.textContent(), POLL).not.toBe(before[0]);
      await expect.poll(() => left.textContent(), POLL).not.toBe(before[1]);
    }
    // The main deck heads the boards; the empty companion board follows the sideboard (CR 702.139a: outside the game).
    await expect.poll(() => boardOrder(page), POLL).toEqual(['main', 'side', 'companion', 'maybe']);
    for (const language of ['en', 'ja'] as const) {
      await app.setLook(language, 'light');
      const [columns, main] = [page.locator('.board-columns'), page.locator('[data-board="main"]')];
      expect((await main.boundingBox())!.y).toBeCloseTo((await columns.boundingBox())!.y, 0);
      await app.screenshot(`editor-walk-03-limited-boards-${language}`);
    }
    await app.setLook('en', 'light');
    await page.getByTestId('tab-problems').click();
    const sizeProblem = page.locator('[data-testid="problem"][data-code="deck.size"]');
    await expect.poll(() => sizeProblem.textContent(), POLL).toContain('at least 40 cards, not 23');
    const leftBeforeBasics = await left.textContent();
    await addFreeBasics(page, 17);
    await expect.poll(() => page.getByTestId('problem').count(), POLL).toBe(0);
    // MTR 7.2: the 17 basics come from the free supply; the pool's own basics are still left in it.
    expect(await left.textContent()).toBe(leftBeforeBasics);
    await page.keyboard.press('Control+S');
    const saved = (await host.invoke('decks.list', {})).find((d) => d.name === 'M21 sealed deck')!;
    await expect.poll(async () => (await host.invoke('decks.get', { id: saved.id })).version, POLL).toBe(2);
    // The deck list's line names the format, the count and the version within the row, beside its buttons.
    for (const language of ['en', 'ja'] as const) {
      await app.setLook(language, 'light');
      const row = page.getByTestId('deck-list').locator('li').filter({ hasText: 'M21 sealed deck' });
      const meta = row.getByTestId('deck-list-meta');
      await expect.poll(() => meta.textContent(), POLL).toContain(language === 'en' ? '40 cards · v2' : '40枚 · v2');
      const [metaBox, openBox] = [await meta.boundingBox(), await row.locator('button.open').boundingBox()];
      expect(metaBox!.x + metaBox!.width).toBeLessThanOrEqual(openBox!.x + openBox!.width);
      await app.screenshot(`editor-walk-03-limited-${language}`);
    }
    await app.setLook('en', 'light');
    await page.keyboard.press('Control+3');
    await page.getByTestId('sim-games').fill('200');
    await page.getByTestId('sim-run').click();
    await expect.poll(() => page.getByTestId('sim-summary').textContent(), POLL).toContain('200 games on each side');
  });
});
