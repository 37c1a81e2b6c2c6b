// The playtest table's log names a Duel Masters two-sided card by the side that is up (DM 805.3: the rules see only
// that side), in English and Japanese, on real cards of the Ravenite CSV the prepared database imports: Jon, Temporal
// Explorer awakened to Jonjo Jon, the Awakened Adventurer (701.20a) attacks as Jonjo Jon and is released from Jonjo
// Jon (805.1b), each line named so; every step photographed in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { openTable, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { dmDeckOf, dmPlainAttacker } from '../test/goldfish-fixtures.ts';

const app = appForFile();
const DECK = 'Psychic side log';
const JON = 'Jon, Temporal Explorer';
const JONJO = 'Jonjo Jon, the Awakened Adventurer';
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
  ].join('\n');
  const dm = await app.host.invoke('decks.import', { text: `${list}\n` });
  expect(dm.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...dm.deck, name: DECK, format: 'dm' } });
});

const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const battleTile = (page: Page) => tiles(page, 'battle').first();

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
