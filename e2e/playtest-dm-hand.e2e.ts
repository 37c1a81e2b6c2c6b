// A real fire and nature Duel Masters deck played by hand on the table, in Chromium against the real API and card
// data, as a Duel Masters player plays it: the deal (5 face-down shields, a 5-card hand, no draw on turn 1, DM 103.3,
// 103.5), a cross gear generated into the battle zone (303.2, 605.3) and crossed onto a creature by paying its cost
// again (303.3b), an evolution creature summoned on its Human (801.1a) that attacks the turn it comes (801.3) and
// breaks two shields. Every step is photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { dmFireNatureDeck, dmFireNatureList } from '../test/playtest-steps.ts';
import { startGame } from '../engine/playtest/index.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';

const app = appForFile();
const DECK = 'Fire and nature';
const VALDIOS = 'Armored Blaster Valdios';
const ZYLER = 'Brawler Zyler';
const BLADE = 'Fire Blade';
const SEED = 4;
/** Cards of one civilization, fire, that are neither the Human nor the cards the test plays (DM 405.1: untapped). */
const FIRE_MANA = ['Comet Missile', "Brad's Cutter", 'Dogiragon, Legendary Legend', 'Mezger, Commando Leader'];

/** `count` of FIRE_MANA left in the deck after the deal of `seed`, for a tutor to put into the mana zone. */
function fireManaInDeck(seed: number, count: number, except: readonly string[] = []): string[] {
  const state = startGame(dmFireNatureDeck(), { seed, setup: SETUPS.dm });
  const names = state.zones.deck.map((id) => state.defs[state.cards[id].def].name);
  return names.filter((name) => FIRE_MANA.includes(name) && !except.includes(name)).slice(0, count);
}

beforeAll(async () => {
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DECK) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DECK, format: 'dm' } });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-dm-hand-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const tile = (page: Page, zone: string, name: string) =>
  page.locator(`[data-testid="zone-${zone}"] .tile[data-name="${name}"]`);

describe('a Duel Masters deck played by hand', () => {
  it('deals 5 face-down shields and 5 cards, draws none on turn 1; a cross gear is generated into the battle zone and crossed onto an evolution creature put on its Human, which attacks at once and breaks two shields', async () => {
    const { page } = app;
    await openTable(page, DECK, SEED);
    // DM 103.3: 5 shields from the top, then 5 cards; 103.5, 500.6: the first player's turn 1 has no draw.
    expect(await tiles(page, 'hand').count()).toBe(5);
    expect(await page.locator('[data-testid="zone-shields"] .tile .back').count()).toBe(5);
    expect(await tiles(page, 'gr').count()).toBe(12);
    await shots('01-deal');

    // A tutor's set-up: a Human in the battle zone, the gear and the evolution in hand, six fire cards as mana.
    await searchFor(page, [
      { name: ZYLER, to: 'zone-battle' },
      { name: BLADE, to: 'zone-hand' },
      { name: VALDIOS, to: 'zone-hand' },
      ...fireManaInDeck(SEED, 5).map((name) => ({ name, to: 'zone-mana' })),
    ]);
    await expect.poll(() => tiles(page, 'mana').count()).toBe(5);

    // DM 303.2, 605.3: a cross gear generated goes into the battle zone, not the graveyard.
    await tile(page, 'hand', BLADE).first().dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([ZYLER, BLADE]);
    expect(await tiles(page, 'graveyard').count()).toBe(0);

    await page.keyboard.press(' '); // turn 2: the mana untaps, a card is drawn
    await expect.poll(() => page.locator('[data-testid="zone-mana"] .tile.tapped').count()).toBe(0);
    // The turn's charge (DM 503.1), of a card of one civilization: a multicolored one would enter tapped (405.1).
    await page
      .locator('[data-testid="zone-hand"] .tile:not([data-name="Gonta, the Warrior Savage"])')
      .first()
      .dragTo(page.getByTestId('zone-mana'));
    await expect.poll(() => tiles(page, 'mana').count()).toBe(6);

    // DM 801.1a: the evolution creature goes on the Human, in its place; the Human is under it.
    await tile(page, 'hand', VALDIOS).first().dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([VALDIOS, BLADE]);
    expect(await tile(page, 'battle', VALDIOS).getByTestId('tile-under').textContent()).toBe(`on ${ZYLER}`);
    expect(await logText(page)).toMatch(new RegExp(`summoned ${VALDIOS} on ${ZYLER} with `));

    // DM 303.3b: crossing pays the gear's cost again; the gear shows what it is crossed onto.
    await tile(page, 'battle', BLADE).click();
    await page.getByTestId('playtest-cross').click();
    await page.getByTestId('playtest-crossing').waitFor();
    await tile(page, 'battle', VALDIOS).click();
    await expect
      .poll(() => tile(page, 'battle', BLADE).getByTestId('tile-crossed').textContent())
      .toBe(`crossed: ${VALDIOS}`);
    await expect.poll(() => page.locator('[data-testid="zone-mana"] .tile.tapped').count()).toBe(6);
    expect(await logText(page)).toContain(`crossed ${BLADE} onto ${VALDIOS} with `);
    await shots('02-evolved-and-crossed');

    // DM 801.3: an evolution creature has no summoning sickness; a double breaker breaks two shields (509.2).
    await tile(page, 'battle', VALDIOS).click();
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('playtest-opponent-shields').textContent()).toBe('3');
    expect(await page.getByTestId('playtest-refusal').count()).toBe(0);
    await shots('03-evolution-attacks');

    // The same table in Japanese: the tile and the log in the window's language.
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('一人回しテーブル').first().waitFor();
    expect(await tile(page, 'battle', VALDIOS).getByTestId('tile-under').textContent()).toMatch(/^進化元: /);
    expect(await tile(page, 'battle', BLADE).getByTestId('tile-crossed').textContent()).toMatch(/^クロス先: /);
    expect(await logText(page)).toContain('から進化させた');
    expect(await logText(page)).toContain('にクロスした');
    expect(await logText(page)).toContain('をジェネレートした'); // DM 601.1: a cross gear is generated, not cast
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('Playtest table').first().waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('a creature summoned this turn is refused its attack (DM 301.5) until the player says an effect gives it speed attacker (Shift+A): Fire Blade crossed onto it', async () => {
    const { page } = app;
    await openTable(page, DECK, SEED + 1);
    await searchFor(page, [
      { name: ZYLER, to: 'zone-hand' },
      { name: BLADE, to: 'zone-battle' },
      ...fireManaInDeck(SEED + 1, 4).map((name) => ({ name, to: 'zone-mana' })),
    ]);
    await tile(page, 'hand', ZYLER).first().dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([BLADE, ZYLER]);
    await tile(page, 'battle', BLADE).click();
    await page.getByTestId('playtest-cross').click();
    await tile(page, 'battle', ZYLER).click();
    await expect.poll(() => tile(page, 'battle', BLADE).getByTestId('tile-crossed').count()).toBe(1);
    await tile(page, 'battle', ZYLER).click();
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('Shift+A');
    expect(await page.getByTestId('playtest-refusal').textContent()).toContain('DM 301.5');
    await shots('04-summoning-sick');
    await page.keyboard.press('Shift+A');
    await expect.poll(() => page.getByTestId('playtest-opponent-shields').textContent()).toBe('4');
    expect(await page.getByTestId('playtest-refusal').count()).toBe(0);
    await shots('05-speed-attacker-by-effect');
    expect(app.pageErrors).toEqual([]);
  });

  it("an evolution creature dropped on a Human's tile goes on that Human (DM 801.1a), not on the battle zone's first one", async () => {
    const { page } = app;
    const MEZGER = 'Mezger, Commando Leader';
    await openTable(page, DECK, SEED + 2);
    await searchFor(page, [
      { name: ZYLER, to: 'zone-battle' },
      { name: MEZGER, to: 'zone-battle' },
      { name: VALDIOS, to: 'zone-hand' },
      ...fireManaInDeck(SEED + 2, 4, [MEZGER]).map((name) => ({ name, to: 'zone-mana' })),
    ]);
    await page.keyboard.press(' ');
    await tile(page, 'hand', VALDIOS)
      .first()
      .dragTo(tile(page, 'battle', MEZGER));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([ZYLER, VALDIOS]);
    expect(await tile(page, 'battle', VALDIOS).getByTestId('tile-under').textContent()).toBe(`on ${MEZGER}`);
    await shots('06-evolved-on-the-tile-dropped-on');
    expect(app.pageErrors).toEqual([]);
  });
});
