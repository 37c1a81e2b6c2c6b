// What a Limited player meets in the window, in Chromium against the real API and the card data of every shared
// MTGJSON set: the card the bots' policy would take marked in a draft's pack with its reason (both languages); a
// sealed pool of M21 boosters holding a card in two printings, left in the pool as two rows, one per printing; and
// the deck built from it exported the same way, the rest of the pool as its sideboard (CR 100.4b), from the
// editor's Export… and from the pool panel's "Deck and sideboard…".
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { isNamedBasicName } from '../engine/formats/checks/common.ts';
import { mtgjsonSet } from '../test/real-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();

const screen = (page: Page, name: string) => page.locator(`nav [data-screen="${name}"]`).click();

/**
 * Waits until a row of the pool's list keeps its place for 300 ms: the list measures each row as it is drawn and as
 * its mana cost arrives, and a row that moves between the press and the release of a click takes no click.
 */
async function standingStill(row: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await row.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { ...POLL, interval: 300 },
    )
    .toBe(true);
}

/** MTGJSON's rarity of an M21 printing, by its collector number: what the set file says, not the draft. */
const m21Rarity = (number: string) => mtgjsonSet('M21').cards.find((c) => c.number === number)!.rarity;

describe("a draft's pack marks the card the bots' policy would take, and says why", () => {
  it("the first picks: the rarest card, then one of the player's two main colors (en, ja)", async () => {
    const { page, host } = app;
    const draft = await host.invoke('drafts.start', { set: 'M21', seed: 9, name: 'M21 suggestions' });
    await screen(page, 'pools');
    await page.getByTestId('draft-item').filter({ hasText: 'M21 suggestions' }).click();
    const cards = page.getByTestId('draft-card');
    await expect.poll(() => cards.count(), POLL).toBe(15);

    const suggested = draft.current[draft.suggestion!];
    // One mark, on the card the API suggests (the one `pool draft --auto` takes).
    await expect.poll(() => page.getByTestId('draft-suggested').count(), POLL).toBe(1);
    expect(await cards.nth(draft.suggestion!).getByTestId('draft-suggested').count()).toBe(1);
    expect(await cards.nth(draft.suggestion!).getAttribute('data-card')).toBe(suggested.name);
    // The first pick: no colors yet, so the rarity decides, and it is the rarest the set file gives the pack.
    const ranks = ['common', 'uncommon', 'rare', 'mythic'];
    const rarest = Math.max(...draft.current.map((c) => ranks.indexOf(m21Rarity(c.collectorNumber))));
    expect(ranks.indexOf(m21Rarity(suggested.collectorNumber))).toBe(rarest);
    const reason = page.getByTestId('draft-suggestion-reason');
    const rarityWords = { mythic: 'mythic rare', rare: 'rare', uncommon: 'uncommon', common: 'common' };
    await expect
      .poll(() => reason.textContent(), POLL)
      .toContain(
        `The bots’ policy would take ${suggested.name}: ${rarityWords[m21Rarity(suggested.collectorNumber) as keyof typeof rarityWords]}; colors count from pick 5 on`,
      );
    await app.screenshot('limited-leftovers-01-suggestion-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => page.getByTestId('draft-suggested').first().textContent(), POLL).toBe('ボットの推奨');
    await expect.poll(() => reason.textContent(), POLL).toContain('5枚目のピックから');
    await app.screenshot('limited-leftovers-01-suggestion-ja');
    await app.setLook('en', 'light');

    // Four picks of the marked card; the fifth suggestion weighs the player's two main colors.
    for (let pick = 1; pick <= 4; pick++) {
      const marked = cards.filter({ has: page.getByTestId('draft-suggested') });
      await marked.click();
      await expect.poll(() => page.getByTestId('draft-progress').textContent(), POLL).toContain(`pick ${pick + 1}`);
    }
    const now = await host.invoke('drafts.get', { id: draft.id });
    expect(now.picks).toHaveLength(4);
    expect(now.suggestionReason).not.toBeNull();
    expect(['in-colors', 'off-colors', 'rarity-colorless']).toContain(now.suggestionReason!.code);
    await expect.poll(() => reason.textContent(), POLL).toContain(now.current[now.suggestion!].name);
    if (now.suggestionReason!.code === 'in-colors')
      await expect.poll(() => reason.textContent(), POLL).toContain('in your two main colors');
    await app.screenshot('limited-leftovers-02-suggestion-colors-en');
  });
});

describe('a sealed pool holding a card in two printings', () => {
  /** Opens M21 sealed pools by seed until one holds a card (not a free basic) in two printings. */
  async function poolWithTwoPrintings() {
    for (let seed = 1; seed <= 40; seed++) {
      const opened = await app.host.invoke('pools.open', { set: 'M21', seed, name: `M21 two printings ${seed}` });
      const pool = await app.host.invoke('pools.get', { id: opened.pool.id });
      const byCard = new Map<string, typeof pool.entries>();
      for (const e of pool.entries)
        if (!isNamedBasicName(e.name)) byCard.set(e.cardId!, [...(byCard.get(e.cardId!) ?? []), e]);
      const twice = [...byCard.values()].find((entries) => entries.length === 2);
      if (twice) return { pool, twice };
      await app.host.invoke('pools.delete', { id: opened.pool.id });
    }
    throw new Error('no M21 sealed pool of seeds 1 to 40 holds a card in two printings');
  }

  it('is left in the pool as one row per printing, and a click takes a copy of the printing clicked', async () => {
    const { page } = app;
    const { pool, twice } = await poolWithTwoPrintings();
    const [first, second] = twice;
    // The pools screen reads its list as it opens: the pool made through the API shows after it opens again.
    await screen(page, 'decks');
    await screen(page, 'pools');
    await page.getByTestId('pool-item').filter({ hasText: pool.name }).first().click();
    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(`${pool.name} deck`);

    const rows = page.locator(`[data-testid="pool-card"][data-card="${first.name}"]`);
    await page.getByTestId('pool-card').first().waitFor(POLL);
    // The list draws only the rows in view: scroll it down until the card's rows are drawn.
    const list = page.getByTestId('pool-remaining').locator('div').first();
    for (let y = 0; (await rows.count()) < 2 && y < 10_000; y += 100)
      await list.evaluate((el, top) => (el.scrollTop = top), y);
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count(), POLL).toBe(2);
    /** A printing as the row shows it: set, collector number and the foil mark. */
    const printingOf = (e: typeof first) =>
      `${e.printing!.set} ${e.printing!.collectorNumber}${e.printing!.foil ? ' foil' : ''}`;
    const shown = async () =>
      (await rows.locator('[data-testid="pool-card-printing"]').allTextContents()).map((t) =>
        t.replace(/\s+/g, ' ').trim(),
      );
    expect((await shown()).sort()).toEqual([printingOf(first), printingOf(second)].sort());
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (await rows.all()).map(async (r) => [
            (await r.getByTestId('pool-card-printing').textContent())!.replace(/\s+/g, ' ').trim(),
            Number(await r.locator('.num').textContent()),
          ]),
        ),
      ) as Record<string, number>;
    expect(await counts()).toEqual({ [printingOf(first)]: first.count, [printingOf(second)]: second.count });
    await app.screenshot('limited-leftovers-03-two-printings-en');

    // The second printing's row: its copy leaves that row, the first printing's stays whole.
    const secondRow = rows.filter({ has: page.getByText(printingOf(second), { exact: true }) });
    await standingStill(secondRow);
    await secondRow.click();
    const expected = { [printingOf(first)]: first.count, [printingOf(second)]: second.count - 1 };
    if (second.count === 1) delete expected[printingOf(second)];
    await expect.poll(counts, POLL).toEqual(expected);
    await app.setLook('ja', 'light');
    await app.screenshot('limited-leftovers-03-two-printings-ja');
    await app.setLook('en', 'light');
  });

  it("the editor's Export… writes the rest of the pool as the sideboard, as the pool panel's button does, and says so", async () => {
    const { page } = app;
    const left = Number(await page.getByTestId('pool-remaining-count').textContent());
    expect(left).toBeGreaterThan(60);
    const exported = async (button: string) => {
      await page.getByTestId(button).click();
      const dialog = page.locator('dialog[open]');
      const text = dialog.getByTestId('export-text');
      await expect.poll(() => text.inputValue(), POLL).toContain('Sideboard');
      const note = await dialog.locator('[data-code="rest-of-pool"]').textContent();
      const written = await text.inputValue();
      const title = await dialog.locator('h2').textContent();
      return { note, written, title };
    };
    const fromEditor = await exported('export-deck');
    expect(fromEditor.note).toContain(`with the ${left} cards left in the pool (CR 100.4b)`);
    // The sideboard written holds every card left, in its printing: "1 Name [SET:number]" lines after "Sideboard".
    const side = fromEditor.written.split(/^Sideboard$/m)[1];
    expect([...side.matchAll(/^(\d+) /gm)].reduce((n, m) => n + Number(m[1]), 0)).toBe(left);
    await app.screenshot('limited-leftovers-04-export-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.locator('dialog[open]').locator('[data-code="rest-of-pool"]').textContent(), POLL)
      .toContain(`プールに残った${left}枚`);
    await app.screenshot('limited-leftovers-04-export-ja');
    await app.setLook('en', 'light');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count(), POLL).toBe(0);

    const fromPanel = await exported('pool-export-deck');
    expect(fromPanel).toEqual(fromEditor);
    await page.keyboard.press('Escape');
  });
});
