// Duel Masters two-sided cards at the table in the real window, on real cards of the Ravenite CSV the prepared
// database imports: Jon, Temporal Explorer (a psychic creature, DM 805) put into the battle zone, awakened with X to
// Jonjo Jon, the Awakened Adventurer (701.20a), drawn by its side up (805.3: name, power, civilization) and attacking
// the turn it came (805.6); released with the Flip button (805.1b); and going home front up (117.1). The log names
// the card by its side up (805.3). Every step is photographed in English and Japanese. The card is found by its back
// side's name, in either language (805.7), and the Card data page names the two-sided cards whose back the CSV does
// not name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { openTable, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { dmDeckOf, dmPlainAttacker } from '../test/goldfish-fixtures.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const DECK = 'Psychic flip';
const JON = 'Jon, Temporal Explorer';
const JONJO = 'Jonjo Jon, the Awakened Adventurer';
const BLADE = 'Go To Hell, Annihilator Blade';
const JON_JA = '時空の探検家ジョン';
const JONJO_JA = '冒険の覚醒者ジョンジョ・ジョン';

beforeAll(async () => {
  const fire = dmDeckOf(DECK, dmPlainAttacker('fire')).main;
  const list = [
    `// NAME: ${DECK}`,
    'メインデッキ',
    ...fire.map((e) => `${e.count} ${e.card.name}`),
    '超次元ゾーン',
    `1 ${JON}`,
    `1 ${BLADE}`,
  ].join('\n');
  const dm = await app.host.invoke('decks.import', { text: `${list}\n` });
  expect(dm.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...dm.deck, name: DECK, format: 'dm' } });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-dm-flip-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const battleTile = (page: Page) => tiles(page, 'battle').first();

describe('playtest table: a Duel Masters psychic creature awakens and is released (DM 701.20a, 805.1b)', () => {
  it('Jon awakens with X to Jonjo Jon, shown by its side up, attacks the turn it came, is released with Flip and goes home front up', async () => {
    const { page } = app;
    await openTable(page, DECK, 3);
    await page.getByTestId('pile-hyperspatial').locator('summary').click();
    await tiles(page, 'hyperspatial').filter({ hasText: JON }).dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([JON]);
    expect(await battleTile(page).getByTestId('tile-side').textContent()).toBe('2000 · Nature');
    await battleTile(page).click();
    await page.getByTestId('playtest-flip').waitFor();
    await page.keyboard.press('x');
    await expect.poll(() => battleTile(page).locator('.name').textContent()).toBe(JONJO);
    expect(await battleTile(page).getByTestId('tile-side').textContent()).toBe('5000 · Fire');
    expect(await logText(page)).toContain(`flipped ${JON} (${JONJO} up, DM 701.20a)`);
    expect(await page.getByTestId('playtest-counters').locator('h3').textContent()).toContain(JONJO);
    await shots('01-awakened');
    await page.keyboard.press('Control+Shift+J');
    await expect.poll(() => battleTile(page).locator('.name').textContent()).toBe('冒険の覚醒者ジョンジョ・ジョン');
    expect(await battleTile(page).getByTestId('tile-side').textContent()).toBe('5000 · 火');
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('Playtest table').first().waitFor();
    // DM 805.6: an awakened psychic creature has no summoning sickness (the tile is still selected).
    expect(await battleTile(page).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('a');
    await expect.poll(() => logText(page)).toContain(`attacked with ${JONJO}`);
    await page.getByTestId('playtest-flip').click();
    await expect.poll(() => battleTile(page).locator('.name').textContent()).toBe(JON);
    expect(await logText(page)).toContain(`flipped ${JONJO} (${JON} up, DM 805.1b)`);
    expect(await battleTile(page).getAttribute('class')).toContain('tapped');
    await shots('02-released-tapped');
    await page.keyboard.press('x');
    await expect.poll(() => battleTile(page).locator('.name').textContent()).toBe(JONJO);
    await page.getByTestId('pile-graveyard').locator('summary').click();
    await battleTile(page).dragTo(page.getByTestId('zone-graveyard'));
    await expect.poll(() => tileNames(page, 'hyperspatial')).toContain(JON);
    const home = tiles(page, 'hyperspatial').filter({ hasText: JON });
    expect(await home.locator('.name').textContent()).toBe(JON);
    await shots('03-home-front-up');
    expect(app.pageErrors).toEqual([]);
  });
});

/** The log in Japanese, then back to English. */
async function japaneseLog(page: Page): Promise<string> {
  await page.keyboard.press('Control+Shift+J');
  await page.getByText('一人回しテーブル').first().waitFor();
  const text = (await logText(page)) ?? '';
  await page.keyboard.press('Control+Shift+J');
  await page.getByText('Playtest table').first().waitFor();
  return text;
}

describe('playtest table: the log names a two-sided card by its side up (DM 805.3)', () => {
  it('awakened Jon attacks as Jonjo Jon, and its release names Jonjo Jon, in English and Japanese', async () => {
    const { page } = app;
    await openTable(page, DECK, 5);
    await page.getByTestId('pile-hyperspatial').locator('summary').click();
    await tiles(page, 'hyperspatial').filter({ hasText: JON }).dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([JON]);
    await battleTile(page).click();
    await page.getByTestId('playtest-flip').waitFor();
    await page.keyboard.press('x');
    await expect.poll(() => battleTile(page).locator('.name').textContent()).toBe(JONJO);
    // DM 805.6: an awakened psychic creature has no summoning sickness; the tile is still selected.
    await page.keyboard.press('a');
    await expect.poll(() => logText(page)).toContain(`attacked with ${JONJO}`);
    expect(await logText(page)).not.toContain(`attacked with ${JON}`);
    const awakeJa = await japaneseLog(page);
    expect(awakeJa).toContain(`${JON_JA}を裏返した（${JONJO_JA}、DM 701.20a）`);
    expect(awakeJa).toContain(`${JONJO_JA}で攻撃した`);
    await tableInBothLanguages(app, 'playtest-dm-side-log-01-attacked');

    await page.getByTestId('playtest-flip').click();
    await expect.poll(() => battleTile(page).locator('.name').textContent()).toBe(JON);
    expect(await logText(page)).toContain(`flipped ${JONJO} (${JON} up, DM 805.1b)`);
    expect(await japaneseLog(page)).toContain(`${JONJO_JA}を裏返した（${JON_JA}、DM 805.1b）`);
    await tableInBothLanguages(app, 'playtest-dm-side-log-02-released');
    expect(app.pageErrors).toEqual([]);
  });
});

describe('a two-sided card in search (DM 805.2, 805.7)', () => {
  it('searching the back side by name, in English or Japanese, finds Jon, Temporal Explorer with both sides in the panel', async () => {
    const { page } = app;
    if (await page.getByTestId('playtest').count()) await page.keyboard.press('Escape');
    await page.keyboard.press('Control+1');
    await page.getByTestId('list-view').click();
    for (const query of [`!"${JONJO}"`, '!"冒険の覚醒者ジョンジョ・ジョン"']) {
      await page.getByTestId('search-input').fill(query);
      await expect.poll(() => page.getByTestId('search-row').allInnerTexts()).toHaveLength(1);
      expect(await page.getByTestId('search-row').first().innerText()).toContain(JON);
    }
    await page.getByTestId('search-row').first().click();
    await expect.poll(() => page.getByTestId('card-title').innerText()).toBe(JON);
    expect(await page.getByTestId('type-line').allInnerTexts()).toEqual([
      'Psychic Creature — Dreammate',
      'Psychic Creature — Dreammate / Vehicle Bee',
    ]);
    await app.screenshot('playtest-dm-flip-04-search-back-side-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => page.getByTestId('card-title').innerText()).toBe('時空の探検家ジョン');
    const panel = await page.getByTestId('card-panel').innerText();
    // Each side by its own Japanese name (DM 805.2), the front's no longer in English.
    expect(panel).toContain('冒険の覚醒者ジョンジョ・ジョン');
    expect(panel.split('\n').filter((line) => line === '時空の探検家ジョン')).toHaveLength(2);
    await app.screenshot('playtest-dm-flip-04-search-back-side-ja');
    await app.setLook('en', 'light');
    expect(app.pageErrors).toEqual([]);
  });
});

describe('the Card data page after importing the Ravenite CSV', () => {
  it("names the two-sided cards whose back side the file does not name (DMR-01 61a/61b Gil Porrima's Pliers)", async () => {
    const { page } = app;
    await page.locator('[data-screen="data"]').click();
    app.pickNext([sharedPath('duelmasters/Ravenite0-All_Cards.csv')]);
    await page.getByTestId('import-data').click();
    const unnamed = page.getByTestId('import-unnamed-backs');
    await expect
      .poll(() => unnamed.locator('summary').textContent(), { timeout: 60_000, interval: 100 })
      .toBe(
        'Ravenite0-All_Cards.csv: 22 two-sided cards (psychic, dragheart) have a back side the file does not name, kept one-sided',
      );
    await unnamed.locator('summary').click();
    expect(await unnamed.locator('li').allTextContents()).toContain("Gil Porrima's Pliers");
    await app.screenshot('playtest-dm-flip-05-unnamed-backs-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => unnamed.locator('summary').textContent())
      .toBe(
        'Ravenite0-All_Cards.csv: 裏面の名前がファイルにない両面カード（サイキック、ドラグハート）22枚は片面のまま取り込みました',
      );
    await app.screenshot('playtest-dm-flip-05-unnamed-backs-ja');
    await app.setLook('en', 'light');
    expect(app.pageErrors).toEqual([]);
  });
});
