// The playtest table on a real Commander deck and a Duel Masters deck built from the real card data: opened from
// the deck with one shortcut, a mulligan, five turns played by drag and drop and by keyboard, two undos, a restart
// with the same seed. What the window shows is checked against the engine replaying the same seed; every step is
// photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, saveWaterCreatureDeck, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';
import { startGame } from '../engine/playtest/index.ts';

const app = appForFile();
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const SEED = 2026;

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD, { format: 'commander' });
  await saveWaterCreatureDeck(app, 'Water playtest');
  await saveTwinpactDeck();
});

/**
 * 40 cards, 4 each of 10 twinpacts of one civilization whose spell side costs at most 4 (the data's Ravenite
 * printings), so any charged card pays any spell side.
 */
async function saveTwinpactDeck() {
  const { cards } = await app.host.invoke('cards.search', { query: 'is:twinpact game:dm', limit: 1000 });
  const byCivilization = new Map<string, string[]>();
  for (const card of cards) {
    const civilizations = card.dm?.civilizations ?? [];
    if (civilizations.length !== 1 || (card.faces[1]?.manaValue ?? 99) > 4) continue;
    byCivilization.set(civilizations[0], [...(byCivilization.get(civilizations[0]) ?? []), card.name]);
  }
  const names = [...byCivilization.values()].find((list) => list.length >= 10)!.slice(0, 10);
  const dm = await app.host.invoke('decks.import', {
    text: `メインデッキ\n${names.map((n) => `4 ${n}`).join('\n')}\n`,
  });
  expect(dm.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...dm.deck, name: 'Twinpact playtest', format: 'dm' } });
}

const shots = (name: string) => tableInBothLanguages(app, `playtest-${name}`);

/** A snapshot of what the table shows, to compare after undo and restart. */
async function tableText(page: Page) {
  return {
    hand: await tileNames(page, 'hand'),
    status: await page.getByTestId('playtest-status').textContent(),
    log: await page.getByTestId('playtest-log').textContent(),
  };
}

describe('playtest table', () => {
  it('Commander: open with Ctrl+P, mulligan, five turns by drag and drop and keys, undo twice, restart with the same seed', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', SEED);
    const stored = (await app.host.invoke('decks.list', {})).find(
      (d: { name: string }) => d.name === 'Lorehold Legacies',
    )!;
    const { deck, setup } = await app.host.invoke('playtest.deck', { deckId: stored.id });
    const dealt = startGame(deck, { seed: SEED, setup });
    const opening = dealt.zones.hand.map((id) => dealt.defs[dealt.cards[id].def].name);
    const lands = new Set(deck.main.filter((e) => e.card.faces[0].types.includes('Land')).map((e) => e.card.name));
    expect(await tileNames(page, 'hand')).toEqual(opening);
    expect(await tileNames(page, 'command')).toEqual(['Osgir, the Reconstructor']);
    await expect.poll(() => page.getByTestId('playtest-life').textContent()).toBe('40');
    await shots('01-commander-opening');

    await page.keyboard.press('m'); // the free mulligan (CR 103.5c): 7 again
    await expect.poll(() => tiles(page, 'hand').count()).toBe(7);
    await page.getByTestId('playtest-keep').click();
    await expect.poll(() => tiles(page, 'hand').count()).toBe(8); // CR 103.8c: no skipped draw
    await shots('02-commander-kept');

    let landsPlayed = 0;
    for (let turn = 1; turn <= 5; turn++) {
      const names = await tileNames(page, 'hand');
      const land = names.findIndex((n) => lands.has(n ?? ''));
      if (land >= 0) {
        const tile = tiles(page, 'hand').nth(land);
        if (turn % 2) await tile.dragTo(page.getByTestId('zone-lands'));
        else {
          await tile.click();
          await page.keyboard.press('p');
        }
        landsPlayed++;
        await expect.poll(() => tiles(page, 'lands').count()).toBe(landsPlayed);
        await expect.poll(() => page.getByTestId('playtest-lands').textContent()).toBe('1');
      }
      if (turn === 3) await shots('03-commander-turn-3');
      if (turn < 5) await page.keyboard.press(' ');
      else await page.keyboard.press('d');
    }
    expect(landsPlayed).toBeGreaterThanOrEqual(3);
    expect(Number(await page.getByTestId('playtest-mana').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('playtest-log').textContent()).toMatch(/Turn 1: played /);
    await shots('04-commander-turn-5');

    // Look at the top 3 and take the top card into the hand by drag and drop; a counter and a life point.
    const hand = await tiles(page, 'hand').count();
    await page.getByTestId('playtest-top-n').fill('3');
    await page.getByTestId('playtest-look').click();
    await expect.poll(() => tiles(page, 'library').count()).toBe(3);
    const top = await tiles(page, 'library').first().getAttribute('data-name');
    await tiles(page, 'library').first().dragTo(page.getByTestId('zone-hand'));
    await expect.poll(() => tiles(page, 'hand').count()).toBe(hand + 1);
    expect(await tileNames(page, 'hand')).toContain(top);
    await tiles(page, 'lands').first().click();
    await page.keyboard.press('+');
    await expect.poll(() => tiles(page, 'lands').first().textContent()).toContain('+1/+1 ×1');
    await page.getByRole('button', { name: 'Lose 1 life' }).click();
    await expect.poll(() => page.getByTestId('playtest-life').textContent()).toBe('39');
    await page.keyboard.press('Shift+L'); // gain 1 life, as the + button does
    await expect.poll(() => page.getByTestId('playtest-life').textContent()).toBe('40');
    await page.keyboard.press('l');
    await expect.poll(() => page.getByTestId('playtest-life').textContent()).toBe('39');
    expect(await page.getByTestId('playtest-log').textContent()).toContain(`moved ${top} to Hand`);
    await shots('05-commander-looked');

    // Tapping by hand (Shift+P, click the sources, Enter): one land cannot pay Triplicate Titan (CR 601.2h);
    // Great Furnace alone cannot pay Key to the City {2}; with the second Mountain it does, and only those two are tapped.
    const handTile = (name: string) => page.locator(`[data-testid="zone-hand"] .tile[data-name="${name}"]`);
    await handTile('Triplicate Titan').click();
    await page.keyboard.press('Shift+P');
    await page.getByTestId('playtest-paying').waitFor();
    await tiles(page, 'lands').nth(1).click();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('CR 601.2h');
    await handTile('Key to the City').click();
    await page.keyboard.press('Shift+P');
    await page.locator('[data-testid="zone-lands"] .tile[data-name="Great Furnace"]').click();
    await page.getByTestId('playtest-pay').click();
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('CR 601.2h');
    await page.keyboard.press('Shift+P');
    await page.locator('[data-testid="zone-lands"] .tile[data-name="Great Furnace"]').click();
    await tiles(page, 'lands').nth(1).click();
    await shots('05-commander-tap-by-hand');
    await page.getByTestId('playtest-pay').click();
    await expect.poll(() => tileNames(page, 'permanents')).toEqual(['Key to the City']);
    expect(
      await tiles(page, 'lands').evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-name'), e.classList.contains('tapped')]),
      ),
    ).toEqual([
      ['Mountain', false],
      ['Mountain', true],
      ['Great Furnace', true],
    ]);

    // The keep decision is over: K is refused with its rule, and nothing changes.
    const shown = await tableText(page);
    await page.keyboard.press('k');
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('CR 103.5');
    expect(await tableText(page)).toEqual(shown);
    await shots('06-commander-refusal');

    const afterTurn5 = await tableText(page);
    await page.keyboard.press('u'); // the draw
    await page.keyboard.press('u'); // turn 5's land (or the turn itself)
    const undone = await tableText(page);
    expect(undone).not.toEqual(afterTurn5);
    await page.keyboard.press('y');
    await page.keyboard.press('y');
    expect(await tableText(page)).toEqual(afterTurn5);
    await page.keyboard.press('u');
    await page.keyboard.press('u');
    expect(await tableText(page)).toEqual(undone);
    await shots('07-commander-undone');

    await page.getByTestId('playtest-restart').click();
    expect(await tileNames(page, 'hand')).toEqual(opening);
    expect(await page.getByTestId('playtest-log').locator('li').count()).toBe(0);
    await expect.poll(() => page.getByTestId('playtest-keep').count()).toBe(1);
    expect(await page.getByTestId('playtest-seed').textContent()).toBe(String(SEED));
    await shots('08-commander-restarted');
    await page.keyboard.press('Escape');
    await page.getByTestId('playtest').waitFor({ state: 'detached' });
  });

  it('Vancouver chosen at the table: a counted mulligan draws one fewer, and keeping may put the top card on the bottom', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', SEED);
    await page.getByTestId('playtest-mulligan-rule').selectOption('vancouver');
    await page.keyboard.press('m'); // free (CR 103.5c)
    await page.keyboard.press('m');
    await expect.poll(() => tiles(page, 'hand').count()).toBe(6);
    expect(await page.getByTestId('playtest-keep-bottom').textContent()).toMatch(
      /Keep, and put the top card \(.+\) on the bottom/,
    );
    await shots('09-vancouver');
    await page.getByTestId('playtest-keep-bottom').click();
    await expect.poll(() => tiles(page, 'hand').count()).toBe(7); // Commander: no skipped first draw
    await page.keyboard.press('Escape');
  });

  it("Duel Masters: a twinpact's spell side is cast from the hand by its button or V, paid with its own cost (DM 810.3a)", async () => {
    const { page } = app;
    await openTable(page, 'Twinpact playtest', 11);
    for (let turn = 1; turn <= 4; turn++) {
      await tiles(page, 'hand').first().dragTo(page.getByTestId('zone-mana'));
      await expect.poll(() => tiles(page, 'mana').count()).toBe(turn);
      if (turn < 4) await page.keyboard.press(' ');
    }
    expect(await page.getByTestId('playtest-cast-spell-side').count()).toBe(0); // nothing selected
    const hand = await tileNames(page, 'hand');
    await tiles(page, 'hand').first().click();
    await page.getByTestId('playtest-cast-spell-side').click();
    await expect.poll(() => tiles(page, 'hand').count()).toBe(hand.length - 1);
    expect(await tileNames(page, 'graveyard')).toEqual([hand[0]]); // a spell resolves to the graveyard (DM 302.2)
    expect(await tiles(page, 'battle').count()).toBe(0);
    await shots('16-dm-spell-side');
    await page.keyboard.press('u');
    await expect.poll(() => tiles(page, 'hand').count()).toBe(hand.length);
    // The undone card may still be the selection, which a click would clear: select another, then it.
    await tiles(page, 'hand').nth(1).click();
    await tiles(page, 'hand').first().click();
    await page.keyboard.press('v');
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual([hand[0]]);
    expect(app.pageErrors).toEqual([]);
  });

  it('Duel Masters: a card of the deck dropped on the super GR zone goes to the graveyard instead (DM 118.2: only GR creatures exist there)', async () => {
    const { page } = app;
    await openTable(page, 'Water playtest', 3);
    await page.getByTestId('pile-gr').locator('summary').click();
    await page.getByTestId('pile-graveyard').locator('summary').click();
    const [card] = await tileNames(page, 'hand');
    await tiles(page, 'hand').first().dragTo(page.getByTestId('zone-gr'));
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual([card]);
    expect(await tiles(page, 'gr').count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });

  it('Duel Masters: shields and hand dealt, charges by drag and drop and by C, five turns, undo twice, restart', async () => {
    const { page } = app;
    await openTable(page, 'Water playtest', 7);
    expect(await tiles(page, 'shields').count()).toBe(5);
    expect(await tiles(page, 'hand').count()).toBe(5); // DM 103.3; turn 1 has begun (103.5)
    const opening = await tileNames(page, 'hand');
    await shots('11-dm-opening');

    for (let turn = 1; turn <= 5; turn++) {
      if (turn % 2) await tiles(page, 'hand').first().dragTo(page.getByTestId('zone-mana'));
      else {
        await tiles(page, 'hand').first().click();
        await page.keyboard.press('c');
      }
      await expect.poll(() => tiles(page, 'mana').count()).toBe(turn);
      await expect.poll(() => page.getByTestId('playtest-mana').textContent()).toBe(String(turn));
      if (turn === 2) await shots('12-dm-turn-2');
      if (turn < 5) await page.keyboard.press(' ');
    }
    await tiles(page, 'hand').first().dragTo(page.getByTestId('zone-mana')); // DM 503.2: one charge a turn
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('DM 503.2');
    await page.getByTestId('playtest-break').click();
    await expect.poll(() => tiles(page, 'shields').count()).toBe(4);
    await shots('13-dm-turn-5');

    await page.keyboard.press('u');
    await page.keyboard.press('u');
    await expect.poll(() => tiles(page, 'shields').count()).toBe(5);
    await expect.poll(() => tiles(page, 'mana').count()).toBe(4);
    await shots('14-dm-undone');

    await page.getByTestId('playtest-restart').click();
    expect(await tileNames(page, 'hand')).toEqual(opening);
    expect(await tiles(page, 'mana').count()).toBe(0);
    await shots('15-dm-restarted');
    expect(app.pageErrors).toEqual([]);
  });
});
