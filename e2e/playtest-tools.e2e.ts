// The playtest table's search (CR 701.19), counters and tokens on real decks: a planeswalker deck's Basri, Devoted Paladin
// found with six Plains in one search, cast, and entering with its loyalty (CR 306.5b) that the + and − keys and the
// counters panel change until it dies at 0 (704.5i); Lorehold Legacies' library searched and a peeked card put on
// the bottom by hand (a scry), and two 1/1 Spirit tokens made that attack next turn; a Duel Masters deck searched into
// the mana zone. Every step is photographed in
// English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, saveWaterCreatureDeck, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');

beforeAll(async () => {
  await saveDeckFile(app.host, BASRI);
  await saveDeckFile(app.host, LOREHOLD, { format: 'commander' });
  await saveWaterCreatureDeck(app, 'Water search');
});

const named = (page: Page, zone: string, name: string) =>
  page.locator(`[data-testid="zone-${zone}"] .tile[data-name="${name}"]`);

const shots = (name: string) => tableInBothLanguages(app, `playtest-tools-${name}`);

describe('playtest table: search, counters and tokens', () => {
  it('Basri, Devoted Paladin: one search finds it and six Plains; cast, it has 4 loyalty (CR 306.5b); at 0 it goes to the graveyard (704.5i)', async () => {
    const { page } = app;
    await openTable(page, 'Basri, Devoted Paladin', 5);
    await page.keyboard.press('k');
    await page.getByTestId('playtest-next-turn').waitFor();
    const library = await tiles(page, 'library').count();
    expect(library).toBe(0); // the library is face down until a look or a search
    await page.keyboard.press('f');
    await page.getByTestId('playtest-searching').waitFor();
    const searchNames = await tileNames(page, 'search');
    expect(searchNames).toEqual([...searchNames].sort((a, b) => a!.localeCompare(b!))); // by name
    if (searchNames.includes('Basri, Devoted Paladin'))
      await named(page, 'search', 'Basri, Devoted Paladin').dblclick(); // double click: to the hand
    for (let i = 0; i < 6; i++) {
      // Each drag takes a Plains not yet found: the found ones are marked.
      await page
        .locator('[data-testid="zone-search"] .tile[data-name="Plains"]:not(.marked)')
        .first()
        .dragTo(page.getByTestId('zone-lands'));
    }
    await expect.poll(() => page.locator('[data-testid="zone-search"] .tile.marked').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('playtest-search-found').textContent()).toContain('Plains ×6 → Battlefield');
    await shots('01-basri-searching');
    const before = Number(await page.getByTestId('zone-library').getAttribute('data-count'));
    const foundCount = await page.locator('[data-testid="zone-search"] .tile.marked').count();
    await page.getByTestId('playtest-search-done').click();
    await page.getByTestId('playtest-searching').waitFor({ state: 'detached' });
    expect(await tileNames(page, 'lands')).toEqual(Array(6).fill('Plains'));
    expect(Number(await page.getByTestId('zone-library').getAttribute('data-count'))).toBe(before - foundCount);
    expect(await page.getByTestId('playtest-log').textContent()).toMatch(
      /searched the Library for .*Plains ×6 → Battlefield, shuffled/,
    );

    await named(page, 'hand', 'Basri, Devoted Paladin').dblclick(); // cast for {4}{W}{W}
    await expect.poll(() => tileNames(page, 'permanents')).toEqual(['Basri, Devoted Paladin']);
    await expect.poll(() => tiles(page, 'permanents').first().textContent()).toContain('loyalty ×4');
    await tiles(page, 'permanents').first().click();
    await page.keyboard.press('+'); // his +1 (CR 606)
    await expect.poll(() => page.getByTestId('counter-loyalty').textContent()).toBe('5');
    await shots('02-basri-loyalty');
    await page.getByTestId('playtest-counter-kind').fill('+1/+1');
    await page.getByTestId('playtest-counter-add').click();
    await expect.poll(() => page.getByTestId('counter-+1/+1').textContent()).toBe('1');
    for (let i = 0; i < 5; i++) await page.keyboard.press('-');
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual(['Basri, Devoted Paladin']);
    expect(await tiles(page, 'permanents').count()).toBe(0);
    expect(await page.getByTestId('playtest-log').textContent()).toContain(
      '-1 loyalty counter on Basri, Devoted Paladin, put into the graveyard',
    );
    await page.getByTestId('pile-graveyard').locator('summary').click();
    await shots('03-basri-died');
    expect(app.pageErrors).toEqual([]);
  });

  it('Lorehold Legacies: a peeked card Shift-dropped on the library goes to the bottom; a search that finds nothing still shuffles', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 2026);
    await page.keyboard.press('k');
    await page.getByTestId('playtest-top-n').fill('3');
    await page.getByTestId('playtest-look').click();
    const top = await tileNames(page, 'library');
    expect(top).toHaveLength(3);
    await page.keyboard.down('Shift');
    await tiles(page, 'library').first().dragTo(page.getByTestId('zone-library'));
    await page.keyboard.up('Shift');
    await expect.poll(() => tileNames(page, 'library')).not.toEqual(top);
    expect((await tileNames(page, 'library')).slice(0, 2)).toEqual(top.slice(1));
    expect(await page.getByTestId('playtest-log').textContent()).toContain(`put ${top[0]} on the bottom of Library`);
    await shots('04-lorehold-bottomed');

    await page.getByTestId('playtest-search').click();
    await expect.poll(() => tiles(page, 'search').count()).toBeGreaterThan(80);
    await page.getByTestId('playtest-search-done').click(); // "Find nothing, shuffle"
    await expect
      .poll(() => page.getByTestId('playtest-log').textContent())
      .toContain('searched the Library, found nothing, shuffled');
    await shots('05-lorehold-found-nothing');
    expect(app.pageErrors).toEqual([]);
  });

  it('Lorehold Legacies: two 1/1 Spirit tokens made by name attack next turn for 1 each (CR 111.4, 302.6); one put into the graveyard ceases to exist (111.7)', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 2026);
    await page.keyboard.press('k');
    await page.getByTestId('playtest-token-name').fill('Spirit');
    await page.getByTestId('playtest-token-pt').fill('1/1');
    await page.getByTestId('playtest-token-count').fill('2');
    await page.getByTestId('playtest-token-create').click();
    await expect.poll(() => tileNames(page, 'permanents')).toEqual(['Spirit', 'Spirit']);
    expect(await tiles(page, 'permanents').first().textContent()).toContain('1/1');
    await tiles(page, 'permanents').first().click();
    await page.keyboard.press('a'); // summoning sick (CR 302.6)
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('CR 302.6');
    await shots('08-tokens-made');
    await page.keyboard.press(' '); // the first Spirit stays selected
    await page.keyboard.press('a');
    await expect.poll(() => tiles(page, 'permanents').first().getAttribute('class')).toContain('tapped');
    expect(await page.getByTestId('playtest-status').textContent()).toMatch(/Damage dealt\s*1\b/);
    await tiles(page, 'permanents').nth(1).click();
    await page.keyboard.press('g');
    await expect.poll(() => tiles(page, 'permanents').count()).toBe(1);
    expect(await page.getByTestId('pile-graveyard').locator('summary').textContent()).toContain('(0)');
    expect(await page.getByTestId('playtest-log').textContent()).toContain('Turn 1: created token: Spirit 1/1 ×2');
    await shots('09-tokens-attacked');
    expect(app.pageErrors).toEqual([]);
  });

  it('Lorehold Legacies: a Treasure counts as mana and pays the white of Osgir beside three Mountains, then is gone (CR 111.10a, 111.7)', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 2026);
    await page.keyboard.press('k');
    await page.keyboard.press('f');
    for (let i = 0; i < 3; i++)
      await page
        .locator('[data-testid="zone-search"] .tile[data-name="Mountain"]:not(.marked)')
        .first()
        .dragTo(page.getByTestId('zone-lands'));
    await page.getByTestId('playtest-search-done').click();
    await expect.poll(() => tileNames(page, 'lands')).toEqual(['Mountain', 'Mountain', 'Mountain']);
    await page.getByTestId('playtest-token-name').fill('Treasure');
    await page.getByTestId('playtest-token-create').click();
    await expect.poll(() => page.getByTestId('playtest-mana').textContent()).toBe('4');
    await page.getByTestId('pile-command').locator('.tile').first().click();
    await page.keyboard.press('p');
    await expect.poll(() => tileNames(page, 'permanents')).toEqual(['Osgir, the Reconstructor']);
    expect(await page.getByTestId('playtest-mana').textContent()).toBe('0');
    expect(await page.getByTestId('playtest-log').textContent()).toContain('Treasure');
    await shots('10-treasure-spent');
    expect(app.pageErrors).toEqual([]);
  });

  it('Lorehold Legacies: poison counters go up and back down; a search left open ends when the game restarts', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 2026);
    await page.keyboard.press('k');
    const down = page.getByRole('button', { name: 'One poison counter fewer' });
    await expect.poll(() => down.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'One more poison counter' }).click();
    await page.getByRole('button', { name: 'One more poison counter' }).click();
    await expect.poll(() => page.getByTestId('playtest-poison').textContent()).toBe('2');
    await down.click();
    await expect.poll(() => page.getByTestId('playtest-poison').textContent()).toBe('1');

    await page.keyboard.press('f');
    await page.getByTestId('playtest-searching').waitFor();
    await page.getByTestId('playtest-restart').click();
    await expect.poll(() => page.getByTestId('playtest-searching').count()).toBe(0);
    expect(await tiles(page, 'search').count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });

  it('Duel Masters: a card searched out of the deck goes to the mana zone, and the deck is one card smaller', async () => {
    const { page } = app;
    await openTable(page, 'Water search', 3);
    const deck = Number(await page.getByTestId('zone-library').getAttribute('data-count'));
    await page.keyboard.press('f');
    const first = await tiles(page, 'search').first().getAttribute('data-name');
    await tiles(page, 'search').first().dragTo(page.getByTestId('zone-mana'));
    await shots('06-dm-searching');
    await page.keyboard.press('f'); // F again: done, shuffle
    await expect.poll(() => tileNames(page, 'mana')).toEqual([first]);
    expect(Number(await page.getByTestId('zone-library').getAttribute('data-count'))).toBe(deck - 1);
    await shots('07-dm-searched');
    expect(app.pageErrors).toEqual([]);
  });
});
