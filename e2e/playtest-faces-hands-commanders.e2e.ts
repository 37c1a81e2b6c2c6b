// The playtest table's rules a player meets at the end of a turn and in a Commander game, on real decks in the real
// window: a transformed Ulvenwald Captive tapping for its back face's {C}{C} (CR 712.8e); the cleanup step's
// discard down to seven, chosen by clicking the hand (CR 402.2, 514.1); combat damage from a commander winning at
// 21 (CR 903.10a, 704.6c); the command zone shown only for a deck that has one. Every step is photographed in
// English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, shiftDrop, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const AZORIUS = sharedPath('decks/plain-taw/challenger__q05__Azorius Control.txt');
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const CAPTIVE = 'Ulvenwald Captive // Ulvenwald Abomination';
const OSGIR = 'Osgir, the Reconstructor';

beforeAll(async () => {
  await saveDeckFile(app.host, AZORIUS);
  await saveDeckFile(app.host, LOREHOLD, { format: 'commander' });
  const captive = await app.host.invoke('decks.import', { text: '4 Ulvenwald Captive\n56 Forest\n' });
  expect(captive.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...captive.deck, name: 'Captive table', format: 'modern' } });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-faces-hands-commanders-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();
const mana = (page: Page) => page.getByTestId('playtest-mana').textContent();

describe('playtest table: the end of a turn and a transformed land or mana creature', () => {
  it('Ulvenwald Captive taps for {G}, and transformed into Ulvenwald Abomination for {C}{C}: the mana shown goes from 2 to 3 (CR 712.8e, 605)', async () => {
    const { page } = app;
    await openTable(page, 'Captive table', 3);
    await page.keyboard.press('k');
    await searchFor(page, [
      { name: CAPTIVE, to: 'zone-permanents' },
      { name: 'Forest', to: 'zone-lands' },
    ]);
    await expect.poll(() => mana(page)).toBe('1'); // the Captive came this turn (CR 302.6)
    await page.keyboard.press(' ');
    await expect.poll(() => mana(page)).toBe('2');
    const captive = tiles(page, 'permanents').first();
    await captive.click();
    await page.keyboard.press('x');
    await expect.poll(() => captive.textContent()).toContain('Ulvenwald Abomination');
    await expect.poll(() => mana(page)).toBe('3');
    await shots('01-abomination-mana');
    expect(app.pageErrors).toEqual([]);
  });

  it('Azorius Control with nine cards in hand: the table says two go at the end of the turn, the player clicks them, and the next turn discards them (CR 514.1)', async () => {
    const { page } = app;
    await openTable(page, 'Azorius Control', 7);
    await page.keyboard.press('k');
    expect(await page.getByTestId('pile-command').count()).toBe(0); // a 60-card deck has no command zone
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    const banner = page.getByTestId('playtest-cleanup');
    await expect
      .poll(() => banner.textContent())
      .toContain('9 cards in hand: at the end of the turn, discard 2 down to seven (CR 514.1).');
    await shots('02-cleanup-told');
    await page.getByTestId('playtest-cleanup-choose').click();
    const chosen = (await tileNames(page, 'hand')).slice(0, 2) as string[];
    await tiles(page, 'hand').nth(0).click();
    await tiles(page, 'hand').nth(1).click();
    const next = page.getByTestId('playtest-next-turn');
    await expect.poll(() => next.textContent()).toContain('Discard 2 of 2 and end the turn');
    await shots('03-cleanup-chosen');
    await next.click();
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual(chosen);
    await expect.poll(() => tiles(page, 'hand').count()).toBe(8); // seven kept, then the turn's draw
    expect(await banner.count()).toBe(1); // eight cards: one to go at the end of turn 2
    expect(await logText(page)).toMatch(
      /Turn 1: drew 1, drew 1, discarded [^:]+ down to the maximum hand size \(CR 514\.1\)/,
    );
    await page.keyboard.press(' '); // none chosen: the turn ends with the hand as it is, and the log says so
    await expect.poll(() => logText(page)).toContain('ended the turn 1 over the maximum hand size, none discarded');
    await shots('04-cleanup-log');
    expect(app.pageErrors).toEqual([]);
  });

  it('Lorehold Legacies: Osgir with three +1/+1 counters attacks three turns for 7 and wins by 21 commander damage at 19 life left (CR 903.10a, 704.6c)', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 5);
    await page.keyboard.press('k');
    await expect.poll(() => tileNames(page, 'command')).toEqual([OSGIR]); // the command zone of a Commander deck
    await shiftDrop(page, tiles(page, 'command').first(), page.getByTestId('zone-permanents'));
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([OSGIR]);
    const osgir = tiles(page, 'permanents').first();
    await osgir.click();
    for (let i = 0; i < 3; i++) await page.keyboard.press('+');
    await expect.poll(() => osgir.textContent()).toContain('×3');
    for (let turn = 1; turn <= 3; turn++) {
      await page.keyboard.press(' ');
      await page.keyboard.press('a'); // Osgir stays selected
      await expect.poll(() => page.getByTestId('playtest-damage').textContent()).toBe(String(7 * turn));
      await expect.poll(() => page.getByTestId('playtest-commander-damage').textContent()).toBe(`${7 * turn}/21`);
    }
    await expect
      .poll(() => page.getByTestId('playtest-won').textContent())
      .toContain('Commander damage on turn 4: won');
    expect(await logText(page)).toContain(
      `attacked with ${OSGIR}: 7 damage, ${OSGIR} has dealt lethal commander damage and the opponent loses (CR 903.10a)`,
    );
    await shots('05-commander-damage-win');
    expect(app.pageErrors).toEqual([]);
  });
});
