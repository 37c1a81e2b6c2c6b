// A castle at the Duel Masters table, in Chromium against the real API and card data: dropped on a shield it
// fortifies that shield (DM 304.2, 701.19a), shows face up on it and is no shield of its own (406.1), and goes to
// the graveyard when that shield is broken (304.3, 703.4k). Photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const app = appForFile();
const DECK = 'Fire and nature with a castle';
const FALCON = 'Galaxy Falcon, Counterattack Fortress'; // a fire castle, cost 1

beforeAll(async () => {
  const text = dmFireNatureList(DECK).replace('メインデッキ\n', `メインデッキ\n1 ${FALCON}\n`);
  const imported = await app.host.invoke('decks.import', { text });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DECK, format: 'dm' } });
});

describe('a castle at the Duel Masters table', () => {
  it('fortifies the shield it is dropped on, face up and not counted as a shield, and leaves with that shield', async () => {
    const { page } = app;
    await openTable(page, DECK, 4);
    await searchFor(page, [
      { name: FALCON, to: 'zone-hand' },
      { name: 'Comet Missile', to: 'zone-mana' },
    ]);
    const shields = page.getByTestId('zone-shields');
    await page
      .locator(`[data-testid="zone-hand"] .tile[data-name="${FALCON}"]`)
      .dragTo(shields.locator('.tile').nth(1));
    await expect.poll(() => shields.locator('[data-testid="tile-fortifies"]').textContent()).toBe('on shield 2');
    expect(await shields.locator('.tile .back').count()).toBe(5);
    expect(await shields.locator('h3').textContent()).toBe('Shields (5)');
    await page.keyboard.press('Control+Shift+J');
    await expect.poll(() => shields.locator('[data-testid="tile-fortifies"]').textContent()).toBe('シールド2の上');
    expect(await page.getByTestId('playtest-log').textContent()).toMatch(
      /火炎流星弾を払い、反撃の城 ギャラクシー・ファルコンでシールドを要塞化した/,
    );
    await page.keyboard.press('Control+Shift+J');
    await tableInBothLanguages(app, 'playtest-dm-castle-01-fortified');
    expect(await tiles(page, 'mana').count()).toBe(1);
    expect(await page.locator('[data-testid="zone-mana"] .tile.tapped').count()).toBe(1);

    await shields.locator('.tile').nth(1).dragTo(page.getByTestId('zone-hand'));
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual([FALCON]);
    expect(await shields.locator('h3').textContent()).toBe('Shields (4)');
  });
});
