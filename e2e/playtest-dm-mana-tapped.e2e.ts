// A Duel Masters mana card tapped by hand pays the next execution (DM 112.2a: tapping mana cards is the payment; there
// is no mana pool), in the real window on a real fire and nature deck: one fire card double-clicked,
// Fire Blade (cost 2) dragged into the battle zone taps one more card, not two others. Photographed in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { dmFireNatureDeck, dmFireNatureList } from '../test/playtest-steps.ts';
import { startGame } from '../engine/playtest/index.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';

const app = appForFile();
const DECK = 'Fire and nature';
const BLADE = 'Fire Blade'; // a fire cross gear, cost 2
const SEED = 4;
const FIRE_MANA = ['Comet Missile', "Brad's Cutter", 'Dogiragon, Legendary Legend', 'Mezger, Commando Leader'];

/** Three fire cards of the deck after the deal of SEED (one civilization: untapped in the mana zone, DM 405.1). */
function fireMana(): string[] {
  const state = startGame(dmFireNatureDeck(), { seed: SEED, setup: SETUPS.dm });
  const names = state.zones.deck.map((id) => state.defs[state.cards[id].def].name);
  return names.filter((name) => FIRE_MANA.includes(name)).slice(0, 3);
}

beforeAll(async () => {
  const imported = await app.host.invoke('decks.import', { text: dmFireNatureList(DECK) });
  expect(imported.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...imported.deck, name: DECK, format: 'dm' } });
});

const mana = (page: Page) => page.getByTestId('playtest-mana').textContent();
const tappedMana = (page: Page) =>
  tiles(page, 'mana').evaluateAll((els) => els.filter((e) => e.classList.contains('tapped')).length);

describe('Duel Masters: a mana card tapped by hand counts toward the next payment (DM 112.2a)', () => {
  it('one of three fire cards double-clicked, then Fire Blade executed: two cards tapped in all, one left', async () => {
    const { page } = app;
    await openTable(page, DECK, SEED);
    await searchFor(page, [{ name: BLADE, to: 'zone-hand' }, ...fireMana().map((name) => ({ name, to: 'zone-mana' }))]);
    await expect.poll(() => mana(page)).toBe('3');
    await tiles(page, 'mana').first().dblclick();
    await expect.poll(() => tappedMana(page)).toBe(1);
    await expect.poll(() => mana(page)).toBe('3'); // the card tapped by hand still pays
    await tableInBothLanguages(app, 'playtest-dm-mana-tapped-01-tapped');
    await page.locator(`[data-testid="zone-hand"] .tile[data-name="${BLADE}"]`).dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([BLADE]);
    expect(await page.getByTestId('playtest-refusal').count()).toBe(0);
    await expect.poll(() => tappedMana(page)).toBe(2);
    await expect.poll(() => mana(page)).toBe('1');
    await tableInBothLanguages(app, 'playtest-dm-mana-tapped-02-executed');
  });
});
