// A daily player's edits in the deck editor at 1024×700, by keyboard, on a real Commander precon (Lorehold Legacies,
// C21): a name typed and saved at once with Ctrl+S is the name saved; a card typed in the quick add and entered
// before its suggestions came is the card added, not nothing; a count before the name ("4 Mountain", "10x Mountain",
// "２ 冒涜の行動" as a Japanese input method types it) adds that many; a pool Decklab named, and the deck built from
// it, are worded in the window's language, a pool name the player typed never.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Deck } from '../engine/decks/types.ts';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold daily';
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD_FILE, { name: LOREHOLD, format: 'commander' });
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

/** The stored deck of that name, newest version. */
async function storedDeck(name: string) {
  const summary = (await app.host.invoke('decks.list', {})).find((d) => d.name === name);
  return summary && (await app.host.invoke('decks.get', { id: summary.id })).deck;
}

/** Copies of a card on a board, as the editor's rows show them. */
const countOn = (page: Page, board: string, card: string) =>
  page
    .locator(`[data-board="${board}"] [data-entry-row][data-card="${card}"] .num`)
    .allTextContents()
    .then((counts) => counts.reduce((n, c) => n + Number(c), 0));

describe('a daily pass over the editor', () => {
  it('Ctrl+S while the deck name is being typed saves the name typed, and the deck stays saved', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const name = page.getByTestId('deck-name');
    await name.fill('Lorehold, tuned for Friday');
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => (await storedDeck('Lorehold, tuned for Friday'))?.name, POLL)
      .toBe('Lorehold, tuned for Friday');
    // Nothing left unsaved: the button says so, and opening another deck asks nothing.
    await expect.poll(() => page.getByTestId('save-deck').isDisabled(), POLL).toBe(true);
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    await name.fill(LOREHOLD);
    await name.press('Enter');
    await page.keyboard.press('Control+S');
    await expect.poll(async () => (await storedDeck(LOREHOLD))?.name, POLL).toBe(LOREHOLD);
  });

  it('a card entered in the quick add before its suggestions come is the card typed, in English and Japanese', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const quickAdd = page.getByTestId('quick-add');
    // "Chaos" alone suggests Chaos Dragon and Chaos Wand too: typed whole and entered at once it is Chaos Warp.
    await quickAdd.fill('Chaos');
    await expect.poll(() => page.locator('#quick-add-list li').count(), POLL).toBeGreaterThan(1);
    await quickAdd.fill('Chaos Warp');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Chaos Warp'), POLL).toBe(1);
    await expect.poll(() => quickAdd.inputValue(), POLL).toBe('');
    expect(await page.locator('[data-entry-row][data-card^="Chaos "]').count()).toBe(1);

    await app.setLook('ja', 'light');
    await quickAdd.fill('冒涜の行動');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Blasphemous Act'), POLL).toBe(1);
    await app.setLook('en', 'light');
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await expect.poll(() => countOn(page, 'main', 'Blasphemous Act'), POLL).toBe(0);
    await expect.poll(() => countOn(page, 'main', 'Chaos Warp'), POLL).toBe(0);
  });

  it('a count before the name adds that many copies in one step, which one undo takes back', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const quickAdd = page.getByTestId('quick-add');
    const mountains = await countOn(page, 'main', 'Mountain');
    await quickAdd.fill('4 Mountain');
    await expect.poll(() => page.locator('#quick-add-list li').first().textContent(), POLL).toContain('Mountain');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains + 4);
    await quickAdd.fill('10x Mountain');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains + 14);
    await page.getByTestId('undo').click();
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains + 4);
    await page.getByTestId('undo').click();
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains);
    // Typed by a Japanese input method: full-width digits and space.
    await app.setLook('ja', 'light');
    await quickAdd.fill('２　冒涜の行動');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Blasphemous Act'), POLL).toBe(2);
    await app.setLook('en', 'light');
  });

  it('a name typed whole and entered adds the card of that name before the cards whose names hold it, in English and Japanese', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const quickAdd = page.getByTestId('quick-add');
    const mountains = await countOn(page, 'main', 'Mountain');
    await quickAdd.fill('mountain');
    await expect.poll(() => page.locator('#quick-add-list li').first().textContent(), POLL).toContain('Mountain');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains + 1);
    // 山 is Mountain's whole Japanese name and a part of many others (山岳猛火のオリアード).
    await app.setLook('ja', 'light');
    await quickAdd.fill('山');
    await quickAdd.press('Enter');
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains + 2);
    await app.setLook('en', 'light');
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains);
  });

  it('a Duel Masters psychic creature added by name goes to the hyperspatial zone, not the 40-card deck (DM 407.1)', async () => {
    const { page, host } = app;
    const psychic = (await host.invoke('cards.search', { query: 'game:dm t:psychic', limit: 1 })).cards[0];
    const creatures = await host.invoke('cards.search', { query: 'game:dm t:creature -t:psychic', limit: 10 });
    const deck: Deck = {
      game: 'dm',
      format: 'dm',
      name: 'DM quick add',
      boards: { main: creatures.cards.map((c) => ({ name: c.name, cardId: c.id, count: 4 })) },
    };
    await host.invoke('decks.save', { deck });
    // The deck list shows a deck saved through the API once it is shown again.
    await page.keyboard.press('Control+1');
    await openSavedDeck(page, 'DM quick add');
    const quickAdd = page.getByTestId('quick-add');
    await quickAdd.fill(psychic.name);
    await quickAdd.press('Enter');
    await expect
      .poll(
        () =>
          page
            .locator(`[data-entry-row][data-card="${psychic.name}"]`)
            .evaluateAll((rows) => rows.map((r) => r.closest<HTMLElement>('[data-board]')!.dataset.board)),
        POLL,
      )
      .toEqual(['hyperspatial']);
  });

  it('in a Japanese window, a pool Decklab named is worded in Japanese and so is the deck built from it; a pool typed in that pattern stays as typed', async () => {
    const { page, host } = app;
    const automatic = await host.invoke('pools.open', { set: 'M21', seed: 2020 });
    const typed = await host.invoke('pools.open', { set: 'M21', seed: 7, name: 'M21 sealed (seed 12)' });
    await app.setLook('ja', 'light');
    await page.keyboard.press('Control+6');
    const items = page.getByTestId('pool-item');
    await expect.poll(() => items.filter({ hasText: 'M21のシールド（シード2020）' }).count(), POLL).toBe(1);
    await expect.poll(() => items.filter({ hasText: 'M21 sealed (seed 12)' }).count(), POLL).toBe(1);
    expect(await items.filter({ hasText: 'シード12' }).count()).toBe(0);

    await items.filter({ hasText: 'M21のシールド（シード2020）' }).click();
    await page.getByTestId('pool-start-deck').click();
    await expect
      .poll(() => page.getByTestId('deck-name').inputValue(), POLL)
      .toBe('M21のシールド（シード2020）のデッキ');
    // The deck's name is the player's from then on: an English window shows it as it was made.
    await app.setLook('en', 'light');
    expect(await page.getByTestId('deck-name').inputValue()).toBe('M21のシールド（シード2020）のデッキ');
    const decks = await host.invoke('decks.list', {});
    expect(decks.find((d) => d.poolId === automatic.pool.id)?.name).toBe('M21のシールド（シード2020）のデッキ');

    await page.keyboard.press('Control+6');
    await items.filter({ hasText: 'M21 sealed (seed 12)' }).click();
    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe('M21 sealed (seed 12) deck');
    expect((await host.invoke('decks.list', {})).find((d) => d.poolId === typed.pool.id)?.name).toBe(
      'M21 sealed (seed 12) deck',
    );
  });
});
