// What the playtest e2e tests share: a Duel Masters deck of the card data's water creatures, the table's tiles by
// zone, opening a saved deck's table on a seed, and a step photographed in both languages.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openSavedDeck, type AppUnderTest } from './harness.ts';
import { dmDeckOf } from '../test/goldfish-fixtures.ts';
import { dmCardProfile } from '../engine/goldfish/dm-card.ts';

/** Saves, through the API, a Duel Masters deck of 4 each of the first 10 water creatures of the card data. */
export async function saveWaterCreatureDeck(app: AppUnderTest, name: string): Promise<void> {
  const water = dmDeckOf(name, (card) => card.dm?.civilizations.join() === 'water' && dmCardProfile(card).creature);
  const list = `// NAME: ${name}\nメインデッキ\n${water.main.map((e) => `${e.count} ${e.card.name}`).join('\n')}\n`;
  const dm = await app.host.invoke('decks.import', { text: list });
  await app.host.invoke('decks.save', { deck: { ...dm.deck, name, format: 'dm' } });
}

export const tiles = (page: Page, zone: string) => page.locator(`[data-testid="zone-${zone}"] .tile`);

export const tileNames = (page: Page, zone: string) =>
  tiles(page, zone).evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));

/** Opens the table on a saved deck (the editor must hold it before Ctrl+P) and deals the game of `seed`. */
export async function openTable(page: Page, name: string, seed: number): Promise<void> {
  if (await page.getByTestId('playtest').count()) await page.keyboard.press('Escape');
  await openSavedDeck(page, name);
  await page.keyboard.press('Control+P');
  await page.getByTestId('playtest-status').waitFor();
  await page.getByTestId('playtest-seed-input').fill(String(seed));
  await page.getByTestId('playtest-deal-seed').click();
  await expect.poll(() => page.getByTestId('playtest-seed').textContent()).toBe(String(seed));
}

/** The same step photographed as `<name>-en` and `<name>-ja` (Ctrl+Shift+J switches the language). */
export async function tableInBothLanguages(app: AppUnderTest, name: string): Promise<void> {
  await app.screenshot(`${name}-en`);
  await app.page.keyboard.press('Control+Shift+J');
  await app.page.getByText('一人回しテーブル').first().waitFor();
  await app.screenshot(`${name}-ja`);
  await app.page.keyboard.press('Control+Shift+J');
  await app.page.getByText('Playtest table').first().waitFor();
}

/** Drags a card and drops it with Shift held, Shift pressed once the drag has begun (as a player does). */
export async function shiftDrop(page: Page, card: Locator, zone: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await zone.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.keyboard.down('Shift');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
}

/** Searches the library for the named cards (CR 701.19), each to a zone's drop area, then shuffles. */
export async function searchFor(page: Page, finds: { name: string; to: string }[]) {
  await page.getByTestId('playtest-search').click();
  await page.getByTestId('playtest-searching').waitFor();
  for (const { name, to } of finds)
    await page
      .locator(`[data-testid="zone-search"] .tile[data-name="${name}"]:not(.marked)`)
      .first()
      .dragTo(page.getByTestId(to));
  await page.getByTestId('playtest-search-done').click();
  await page.getByTestId('playtest-searching').waitFor({ state: 'detached' });
}
