// An evolution creature at the Duel Masters table, in Chromium against the real API and card data: Armored Blaster
// Valdios dropped on Brawler Zyler evolves from it (DM 801.1), and Shift+G puts only its top card into the graveyard:
// Brawler Zyler stays in the battle zone as the creature it was (801.4, 801.4a), no longer under anything.
// Photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const app = appForFile();
const DECK = 'Fire and nature evolving';
const VALDIOS = 'Armored Blaster Valdios'; // Evolution—Put on one of your Humans; fire, cost 4
const ZYLER = 'Brawler Zyler'; // a fire Human

beforeAll(async () => {
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DECK) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DECK, format: 'dm' } });
});

describe('an evolution creature at the Duel Masters table', () => {
  it('Shift+G puts only its top card into the graveyard, and the creature under it stays (DM 801.4)', async () => {
    const { page } = app;
    await openTable(page, DECK, 4);
    await searchFor(page, [
      { name: VALDIOS, to: 'zone-hand' },
      { name: ZYLER, to: 'zone-battle' },
      ...['Comet Missile', "Brad's Cutter", 'Fire Blade', ZYLER].map((name) => ({
        name,
        to: 'zone-mana',
      })),
    ]);
    const battle = page.getByTestId('zone-battle');
    await page
      .locator(`[data-testid="zone-hand"] .tile[data-name="${VALDIOS}"]`)
      .dragTo(battle.locator(`.tile[data-name="${ZYLER}"]`));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([VALDIOS]);
    expect(await battle.getByTestId('tile-under').textContent()).toBe(`on ${ZYLER}`);
    await tableInBothLanguages(app, 'playtest-dm-evolution-01-evolved');

    await battle.locator(`.tile[data-name="${VALDIOS}"]`).click();
    await page.keyboard.press('Shift+G');
    await expect.poll(() => tileNames(page, 'battle')).toEqual([ZYLER]);
    expect(await tileNames(page, 'graveyard')).toEqual([VALDIOS]);
    expect(await battle.getByTestId('tile-under').count()).toBe(0);
    expect(await tiles(page, 'battle').first().getAttribute('class')).not.toMatch(/tapped/);
    await tableInBothLanguages(app, 'playtest-dm-evolution-02-rebuilt');
  });
});
