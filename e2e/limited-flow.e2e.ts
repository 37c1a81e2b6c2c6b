// The Limited flow a player walks, in Chromium against the real API and the card data of every shared MTGJSON set:
// an M21 draft against bots to its 45th pick (MTR 7.x: 3 boosters of 15), a deck of 23 picks and 17 free basics
// (CR 100.2b, MTR 7.2) that the pool's panel exports with the rest of the pool as its sideboard (CR 100.4b), saved,
// found again after the window reloads with its pool beside it, and goldfished (CubeCobra#744). Both languages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addFreeBasics, appForFile, confirmsDuring } from './setup.ts';
import { isNamedBasicName } from '../engine/formats/checks/common.ts';

const POLL = { timeout: 20_000, interval: 50 };
const NAME = 'M21 bots';
const DECK = `${NAME} deck`;
const app = appForFile();

/** Copies of each name in an Arena list's section ("Deck" or "Sideboard"). */
function section(text: string, heading: string): Map<string, number> {
  const lines = text.split('\n').map((l) => l.trim());
  const counts = new Map<string, number>();
  for (const line of lines.slice(lines.indexOf(heading) + 1)) {
    const m = /^(\d+) (.+?) \(\w+\) \S+$/.exec(line);
    if (!m) break;
    counts.set(m[2], (counts.get(m[2]) ?? 0) + Number(m[1]));
  }
  return counts;
}
const total = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((n, c) => n + c, 0);

const screen = (page: Page, name: string) => page.locator(`nav [data-screen="${name}"]`).click();

describe('a draft against bots built into a Limited deck, exported, reopened and goldfished', () => {
  it('drafts M21 to the end, takes 23 picks and 17 basics, and exports the rest of the pool as the sideboard', async () => {
    const { page, host } = app;
    // 44 picks as the bots' policy suggests them, through the API; the player makes the last one in the window.
    let draft = await host.invoke('drafts.start', { set: 'M21', seed: 9, name: NAME });
    for (let pick = 1; pick < 45; pick++)
      draft = await host.invoke('drafts.pick', { id: draft.id, card: draft.suggestion!, picked: draft.picks.length });
    await screen(page, 'pools');
    await page.getByTestId('draft-item').filter({ hasText: NAME }).click();
    const progress = page.getByTestId('draft-progress');
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 3/3 · pick 15');
    // The last card of seed 9's pack is a foil: its mark sits on the card's edge, never over the name the tile prints.
    const last = page.getByTestId('draft-card').first();
    for (const language of ['ja', 'en'] as const) {
      await app.setLook(language, 'light');
      const mark = (await last.locator('.foil').boundingBox())!;
      const name = (await last.locator('.name').first().boundingBox())!;
      expect(mark.y + mark.height <= name.y || mark.x >= name.x + name.width, language).toBe(true);
      await app.screenshot(`limited-flow-01-last-pick-${language}`);
    }
    await page.getByTestId('draft-card').first().click();
    const detail = page.getByTestId('pool-detail');
    await detail.waitFor(POLL);
    expect(await detail.locator('h2').textContent()).toBe(NAME);
    const done = await host.invoke('drafts.get', { id: draft.id });
    const pool = await host.invoke('pools.get', { id: done.poolId! });
    expect([pool.kind, pool.entries.reduce((n, e) => n + e.count, 0)]).toEqual(['draft', 45]);

    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(DECK);
    const left = page.getByTestId('pool-remaining-count');
    await expect.poll(() => left.textContent(), POLL).toBe('45');
    for (let i = 0; i < 23; i++) {
      const before = await left.textContent();
      await page.getByTestId('pool-card').first().click();
      await expect.poll(() => left.textContent(), POLL).not.toBe(before);
    }
    await addFreeBasics(page, 17);
    await expect.poll(() => left.textContent(), POLL).toBe('22');
    await page.getByTestId('tab-problems').click();
    await expect.poll(() => page.getByTestId('problem').count(), POLL).toBe(0);

    await page.getByTestId('pool-export-deck').click();
    const dialog = page.locator('dialog[open]');
    const text = dialog.getByTestId('export-text');
    await expect.poll(() => text.inputValue(), POLL).toContain('Sideboard');
    await dialog.locator('input[type="radio"][value="arena"]').check();
    // MTG Arena's list opens with its About section, which the text list has not.
    await expect.poll(() => text.inputValue(), POLL).toMatch(/^About\n/);
    const written = await text.inputValue();
    const main = section(written, 'Deck');
    const side = section(written, 'Sideboard');
    expect(total(main)).toBe(40);
    // CR 100.4b: every pick the main deck left is in the sideboard, and nothing else.
    const picked = new Map<string, number>();
    for (const { name } of done.picks) picked.set(name, (picked.get(name) ?? 0) + 1);
    for (const [name, n] of main) if (!isNamedBasicName(name)) picked.set(name, picked.get(name)! - n);
    for (const [name, n] of picked) if (n === 0) picked.delete(name);
    expect(side).toEqual(picked);
    expect(total(side)).toBe(22);
    // Each card is the M21 printing drafted, not the newest printing of its name (Village Rites is KHM's too).
    const drafted = [...written.matchAll(/^\d+ (.+?) \((\w+)\) \S+$/gm)].filter((m) => !isNamedBasicName(m[1]));
    expect(drafted.length).toBeGreaterThan(20);
    expect(drafted.filter((m) => m[2] !== 'M21').map((m) => m[0])).toEqual([]);
    await app.screenshot('limited-flow-02-export-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => dialog.locator('h2').textContent(), POLL).toContain('サイドボード');
    await app.screenshot('limited-flow-02-export-ja');
    await app.setLook('en', 'light');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count(), POLL).toBe(0);
    await page.keyboard.press('Control+S');
    const saved = (await host.invoke('decks.list', {})).find((d) => d.name === DECK)!;
    await expect.poll(async () => (await host.invoke('decks.get', { id: saved.id })).version, POLL).toBe(2);
    // The deck itself keeps each pool card in the printing drafted, whichever way it is exported later.
    const stored = (await host.invoke('decks.get', { id: saved.id })).deck.boards.main!;
    const fromPool = stored.filter((e) => !isNamedBasicName(e.name));
    expect(fromPool.length).toBeGreaterThan(10);
    expect(fromPool.filter((e) => e.printing?.set !== 'M21').map((e) => e.name)).toEqual([]);
  });

  it('after the window reloads, the deck opens again with what is left of its pool beside it, and goldfishes', async () => {
    const { page } = app;
    await app.reload();
    await screen(page, 'decks');
    await page.getByTestId('deck-list').locator('li').filter({ hasText: DECK }).locator('button.open').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(DECK);
    await expect.poll(() => page.getByTestId('pool-remaining-count').textContent(), POLL).toBe('22');
    await expect.poll(() => page.getByTestId('editor-count').textContent(), POLL).toContain('40');
    for (const language of ['en', 'ja'] as const) {
      await app.setLook(language, 'light');
      await app.screenshot(`limited-flow-03-reopened-${language}`);
    }
    await app.setLook('en', 'light');
    await screen(page, 'pools');
    await expect.poll(() => page.getByTestId('draft-item').count(), POLL).toBe(0);
    await page.getByTestId('pool-item').filter({ hasText: NAME }).first().click();
    await expect
      .poll(() => page.getByTestId('pool-detail').locator('.detail-head .muted').textContent(), POLL)
      .toContain('45');
    // Deleting the pool would leave its deck unchecked: the confirmation says so; declined, nothing is deleted.
    const poolRow = page.getByTestId('pool-list').locator('li').filter({ hasText: NAME }).first();
    const asked = await confirmsDuring(app, false, () => poolRow.locator('button.delete').click());
    expect(asked).toEqual([expect.stringContaining('The deck built from it keeps its cards')]);
    expect(await page.getByTestId('pool-item').filter({ hasText: NAME }).count()).toBe(1);

    await screen(page, 'goldfish');
    await page.getByTestId('sim-games').fill('200');
    await page.getByTestId('sim-run').click();
    await expect.poll(() => page.getByTestId('sim-summary').textContent(), POLL).toContain('200 games on each side');
    await app.setLook('ja', 'light');
    await app.screenshot('limited-flow-04-goldfish-ja');
    await app.setLook('en', 'light');
    await app.screenshot('limited-flow-04-goldfish-en');
  });
});
