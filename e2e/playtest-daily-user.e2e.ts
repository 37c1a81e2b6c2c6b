// What a daily user met playing real decks at the table: a Duel Masters creature's power changed by keys and by the
// counters panel (DM 301.3b) and destroyed at 0 (703.4c); E exiling the selected card as G puts it into the
// graveyard; the London bottom hint worded for one card; the log's Japanese lists of cards joined with 「、」.
// Real decks: Wizards' Company of Knights (Arena starter, M21) and a fire and nature Duel Masters deck.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const app = appForFile();
const KNIGHTS = sharedPath('decks/plain-taw/arena-starter__m21__Company of Knights.txt');
const DM = 'Fire and nature';
const MANE = 'Burning Mane'; // 炎のたてがみ: nature, power 2000
const ZYLER = 'Brawler Zyler'; // 喧嘩屋タイラー: fire, cost 2
const MISSILE = 'Comet Missile'; // 火炎流星弾: fire

beforeAll(async () => {
  await saveDeckFile(app.host, KNIGHTS);
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DM) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DM, format: 'dm' } });
});

const toJapanese = async (page: Page) => {
  await page.keyboard.press('Control+Shift+J');
  await page.getByText('一人回しテーブル').first().waitFor();
};
const toEnglish = async (page: Page) => {
  await page.keyboard.press('Control+Shift+J');
  await page.getByText('Playtest table').first().waitFor();
};
const log = (page: Page) => page.getByTestId('playtest-log').textContent();

describe('a daily user at the table, 1024 × 700', () => {
  it('Magic: after one mulligan the hint asks for 1 card; E exiles the selected card of the hand', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    await openTable(page, 'Company of Knights', 7);
    await page.keyboard.press('m');
    await expect
      .poll(() => page.locator('.toolbar .hint').textContent())
      .toBe('Click 1 card of the hand to put on the bottom, then keep.');
    await tiles(page, 'hand').first().click();
    await page.keyboard.press('k');
    await expect.poll(() => tiles(page, 'hand').count()).toBe(6);

    const [chosen] = await tileNames(page, 'hand');
    await tiles(page, 'hand').first().click();
    await page.keyboard.press('e');
    await expect.poll(() => page.getByTestId('pile-exile').locator('summary').textContent()).toBe('Exile (1)');
    expect(await tiles(page, 'hand').count()).toBe(5);
    expect(await log(page)).toContain(`moved ${chosen} to Exile`);
    await app.screenshot('playtest-daily-user-mtg-exiled-en');
    await page.keyboard.press('Escape');
  });

  it("Duel Masters: a summon's mana cards listed with 「、」; − and + change a creature's power; at 0 it is destroyed", async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    await openTable(page, DM, 7);
    await searchFor(page, [
      { name: MANE, to: 'zone-battle' },
      { name: MISSILE, to: 'zone-mana' },
      { name: MISSILE, to: 'zone-mana' },
      { name: ZYLER, to: 'zone-hand' },
    ]);
    await page.locator(`[data-testid="zone-hand"] .tile[data-name="${ZYLER}"]`).first().dblclick();
    await expect.poll(() => tileNames(page, 'battle')).toEqual([MANE, ZYLER]);
    await toJapanese(page);
    await expect.poll(() => log(page)).toContain('火炎流星弾、火炎流星弾で喧嘩屋タイラーを召喚した');
    await toEnglish(page);
    expect(await log(page)).toContain(`summoned ${ZYLER} with ${MISSILE}, ${MISSILE}`);

    const mane = page.locator(`[data-testid="zone-battle"] .tile[data-name="${MANE}"]`);
    await mane.click();
    await page.keyboard.press('-');
    await expect.poll(() => mane.getByTestId('tile-power').textContent()).toBe('Power: 1000 (-1000)');
    await expect.poll(() => page.getByTestId('playtest-power').textContent()).toBe('1000 (-1000)');
    expect(await log(page)).toContain(`power -1000 on ${MANE} (1000)`);
    await page.getByTestId('playtest-power-more').click();
    await page.getByTestId('playtest-power-more').click();
    await expect.poll(() => page.getByTestId('playtest-power').textContent()).toBe('3000 (+1000)');
    await toJapanese(page);
    expect(await mane.getByTestId('tile-power').textContent()).toBe('パワー: 3000（+1000）');
    expect(await log(page)).toContain('炎のたてがみのパワー+1000（3000）');
    await app.screenshot('playtest-daily-user-dm-power-ja');
    await toEnglish(page);

    for (let i = 0; i < 3; i++) await page.keyboard.press('-');
    await expect.poll(() => tileNames(page, 'battle')).toEqual([ZYLER]);
    expect(await log(page)).toContain(`destroyed ${MANE}, with power 0: put into Graveyard (DM 703.4c)`);
    await app.screenshot('playtest-daily-user-dm-destroyed-en');
    await page.keyboard.press('u');
    await expect.poll(() => tileNames(page, 'battle')).toEqual([MANE, ZYLER]);
    await expect.poll(() => mane.getByTestId('tile-power').textContent()).toBe('Power: 1000 (-1000)');
    await page.keyboard.press('Escape');
  });
});
