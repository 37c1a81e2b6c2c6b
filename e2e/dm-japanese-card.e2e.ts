// What a Japanese Duel Masters player sees of a card, in Chromium against the real API and card data (both Duel Masters
// files and ja-names.csv): the type line in Japanese by DM 204.2 and 204.3 in the search rows, the text tiles of the
// grid and the card panel; a twinpact's halves by their Japanese names (DM 810.4); names without the ruby readings
// the data prints; keywords by the names the cards print. English stays English in the English window.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();
freshWindowAfterFailure(app);

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

/** Searches the list view for a card by its English name and opens the first row in the panel. */
async function openCard(page: Page, query: string, name: string) {
  await page.keyboard.press('Control+1');
  await page.getByTestId('list-view').click();
  await page.getByTestId('search-input').fill(query);
  await page.getByTestId('search-row').filter({ hasText: name }).first().waitFor(POLL);
  // The query names one card: its row, whichever language it is shown in.
  const row = page.getByTestId('search-row').first();
  await row.click();
  await expect.poll(() => page.getByTestId('card-title').innerText(), POLL).toBe(name);
  return row;
}

describe('a Duel Masters card in the Japanese window', () => {
  it('types a creature クリーチャー in the search row and the panel, its races as the data writes them', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    const row = await openCard(page, '!"Twin-Cannon Skyterror"', 'ツインキャノン・ワイバーン');
    expect(await row.locator('.type').innerText()).toBe('クリーチャー — Armored Wyvern');
    expect(await text(page, 'type-line')).toEqual(['クリーチャー — Armored Wyvern']);
    expect(await text(page, 'card-identity')).toEqual(['火']);
    expect(await text(page, 'card-keywords')).toEqual(['スピードアタッカー、W・ブレイカー']);
    await app.screenshot('dm-japanese-creature-ja');

    await app.setLook('en', 'light');
    await expect.poll(() => row.locator('.type').innerText(), POLL).toBe('Creature — Armored Wyvern');
    expect(await text(page, 'type-line')).toEqual(['Creature — Armored Wyvern']);
  });

  it('types a cross gear クロスギア (DM 303) and a spell 呪文 in the text tiles of the grid', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    await page.keyboard.press('Control+1');
    await page.getByTestId('grid-view').click();
    await page.getByTestId('search-input').fill('!"Shining Defense"');
    const tile = page.getByTestId('card-text-tile').first();
    await expect.poll(() => tile.locator('.type').innerText(), POLL).toBe('クロスギア');
    await page.getByTestId('search-input').fill('!"Holy Awe"');
    await expect.poll(() => tile.locator('.type').innerText(), POLL).toBe('呪文');
    await app.screenshot('dm-japanese-tiles-ja');
    await page.getByTestId('list-view').click();
    await app.setLook('en', 'light');
  });

  it("names a twinpact's halves in Japanese without the readings, each with its Japanese type (DM 810.4)", async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    const row = await openCard(page, '!"Bolshack NEX/Super Spark"', 'ボルシャック・NEX/スーパー・スパーク');
    expect(await row.locator('.type').innerText()).toBe('クリーチャー — Armored Dragon // 呪文');
    expect(await text(page, 'face-name')).toEqual(['ボルシャック・NEX', 'スーパー・スパーク']);
    expect(await text(page, 'type-line')).toEqual(['クリーチャー — Armored Dragon', '呪文']);
    await app.screenshot('dm-japanese-twinpact-ja');

    await app.setLook('en', 'light');
    await expect.poll(() => text(page, 'face-name'), POLL).toEqual(['Bolshack NEX', 'Super Spark']);
    expect(await text(page, 'type-line')).toEqual(['Creature — Armored Dragon', 'Spell']);
  });

  it("lists a printing's set code once where the data names the set by its code, a Magic set by its name beside it", async () => {
    const { page, host } = app;
    await app.setLook('ja', 'light');
    await openCard(page, '!"Twin-Cannon Skyterror"', 'ツインキャノン・ワイバーン');
    const rows = () => page.locator('.printings > li').allInnerTexts();
    const dm = (await host.invoke('cards.get', { name: 'Twin-Cannon Skyterror' })).printings;
    // Japanese sets named by their codes (DM-18), English ones by a name (TCG-DM-05: DM-05 Survivors of the Megapocalypse).
    expect(dm.some((p) => p.setName?.toUpperCase() === p.set.toUpperCase())).toBe(true);
    expect(dm.some((p) => p.setName && p.setName.toUpperCase() !== p.set.toUpperCase())).toBe(true);
    const shown = await rows();
    expect(shown.length).toBe(dm.length);
    for (const [i, p] of dm.entries()) {
      const code = p.set.toUpperCase();
      expect(shown[i].split(/\s+/).filter((word) => word === code)).toEqual([code]);
      const named = p.setName && p.setName.toUpperCase() !== code;
      expect(shown[i]).toContain(named ? `${p.setName} #${p.collectorNumber}` : `${code}\n#${p.collectorNumber}`);
    }
    await app.screenshot('dm-japanese-printings-ja');

    await app.setLook('en', 'light');
    await openCard(page, '!"Sol Ring"', 'Sol Ring');
    const magic = (await host.invoke('cards.get', { name: 'Sol Ring' })).printings[0];
    expect(magic.setName).toBeTruthy();
    expect((await rows())[0]).toContain(`${magic.set.toUpperCase()}\n${magic.setName} #${magic.collectorNumber}`);
  });

  it('names the keyword マッハファイター as the cards print it', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    await openCard(page, '!"Grape Dal"', 'グレープ・ダール');
    await expect.poll(() => text(page, 'card-keywords'), POLL).toEqual([expect.stringContaining('マッハファイター')]);
    await app.setLook('en', 'light');
    await expect.poll(() => text(page, 'card-keywords'), POLL).toEqual([expect.stringContaining('Mach Fighter')]);
  });

  it("types the goldfish lab's sample hand in Japanese too", async () => {
    const { page, host } = app;
    const imported = await host.invoke('decks.import', { text: dmFireNatureList('Sample hand in Japanese') });
    await host.invoke('decks.save', { deck: { ...imported.deck, format: 'dm' } });
    await app.setLook('ja', 'light');
    await page.keyboard.press('Control+2');
    await page.getByTestId('deck-list').getByText('Sample hand in Japanese').click();
    await page.keyboard.press('Control+3');
    await page.getByTestId('sample-new').click();
    const types = page.getByTestId('sample-cards').locator('.type');
    await expect.poll(() => types.count(), POLL).toBe(5); // DM 103.3: five cards, the shields dealt first
    // DM 204.2: every card of the deck is a creature, an evolution creature, a spell or a cross gear.
    for (const type of await types.allInnerTexts())
      expect(type).toMatch(/^(クリーチャー|進化クリーチャー|呪文|クロスギア)/);
    await app.screenshot('dm-japanese-sample-hand-ja');
    await app.setLook('en', 'light');
    for (const type of await types.allInnerTexts())
      expect(type).toMatch(/^(Creature|Evolution Creature|Spell|Cross Gear)/);
  });
});
