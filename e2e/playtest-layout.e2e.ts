// The playtest table at 1024 × 700 with the library search list open (CR 701.19), in both games and both languages:
// every zone a found card can be dropped on is in the window without scrolling anything but the list itself, and a
// card dragged with the mouse from the list into the hand arrives there with nothing scrolled. Real decks: Wizards'
// Mono-Green Stompy list and a fire and nature Duel Masters deck of the shared card data.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmFireNatureList } from '../test/playtest-steps.ts';

const app = appForFile();
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const DM = 'Fire and nature';
const WINDOW = { width: 1024, height: 700 };

/** Each game's deck, the list and the zones a found card may be dropped on (the piles beside the library opened first). */
const GAMES = [
  {
    game: 'Magic',
    deck: 'Mono-Green Stompy',
    zones: ['playtest-search-list', 'zone-permanents', 'zone-lands', 'zone-hand'],
    piles: ['graveyard', 'exile'],
    found: 'Scavenging Ooze',
  },
  {
    game: 'Duel Masters',
    deck: DM,
    zones: ['playtest-search-list', 'zone-battle', 'zone-shields', 'zone-mana', 'zone-hand'],
    piles: ['graveyard'],
    found: 'Brawler Zyler',
  },
] as const;

/** The fire and nature deck with Zombieponnosuke (cost 0, power -5000: destroyed as it comes, DM 703.4c). */
const DM_ZOMBIE = 'Fire and nature, Zombieponnosuke';
const ZOMBIE = 'Zombieponnosuke';

beforeAll(async () => {
  await saveDeckFile(app.host, STOMPY);
  const lists = [
    { name: DM, text: dmFireNatureList(DM) },
    { name: DM_ZOMBIE, text: dmFireNatureList(DM_ZOMBIE).replace('メインデッキ\n', `メインデッキ\n1 ${ZOMBIE}\n`) },
  ];
  for (const { name, text } of lists) {
    const imported = await app.host.invoke('decks.import', { text });
    expect(imported.problems).toEqual([]);
    await app.host.invoke('decks.save', { deck: { ...imported.deck, name, format: 'dm' } });
  }
});

/** Whether the whole box of an element is inside the window, as the player sees it now. */
async function inWindow(page: Page, testid: string): Promise<boolean> {
  const box = await page.getByTestId(testid).boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  );
}

/** How far the page and the table's column of zones are scrolled, and how far their content overflows them. */
const scrolled = (page: Page) =>
  page.evaluate(() => {
    const play = document.querySelector('.playtest .play')!;
    return {
      page: window.scrollY,
      column: play.scrollTop,
      columnOverflow: Math.max(0, play.scrollHeight - play.clientHeight),
    };
  });
const NOTHING_SCROLLED = { page: 0, column: 0, columnOverflow: 0 };

/** Draws with the top-N field's Draw until the hand holds `count` cards. */
async function drawUpTo(page: Page, count: number): Promise<void> {
  const more = count - (await tileNames(page, 'hand')).length;
  await page.getByTestId('playtest-top-n').fill(String(more));
  await page.getByTestId('playtest-draw-n').click();
  await expect.poll(async () => (await tileNames(page, 'hand')).length).toBe(count);
}

async function openSearch(page: Page, deck: string, game: string): Promise<void> {
  // A search left open by a test before is cancelled first (Escape), so the table can be closed and opened again.
  if (await page.getByTestId('playtest-searching').count()) await page.keyboard.press('Escape');
  await openTable(page, deck, 3);
  if (game === 'Magic') await page.keyboard.press('k');
  await page.getByTestId('playtest-search').click();
  await page.getByTestId('playtest-searching').waitFor();
}

describe('the table at 1024 × 700 with the search list open', () => {
  it.each(GAMES)(
    '$game: every zone is in the window in English and Japanese, the list alone scrolling',
    async ({ game, deck, zones, piles }) => {
      const { page } = app;
      await page.setViewportSize(WINDOW);
      await openSearch(page, deck, game);
      const prefix = `playtest-layout-${game === 'Magic' ? 'mtg' : 'dm'}`;
      for (const language of ['en', 'ja']) {
        if (language === 'ja') {
          await page.keyboard.press('Control+Shift+J');
          await page.getByText('一人回しテーブル').first().waitFor();
        }
        for (const zone of zones) expect([zone, await inWindow(page, zone)]).toEqual([zone, true]);
        expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
        await app.screenshot(`${prefix}-1024-${language}`);
        for (const pile of piles) {
          expect([pile, await inWindow(page, `pile-${pile}`)]).toEqual([pile, true]);
          await page.getByTestId(`pile-${pile}`).locator('summary').click();
          expect([pile, await inWindow(page, `zone-${pile}`)]).toEqual([pile, true]);
          await page.getByTestId(`pile-${pile}`).locator('summary').click();
        }
      }
      await page.setViewportSize({ width: 1600, height: 1000 });
      await app.screenshot(`${prefix}-1600-ja`);
      await page.keyboard.press('Control+Shift+J');
      await page.getByText('Playtest table').first().waitFor();
      await app.screenshot(`${prefix}-1600-en`);
      await page.keyboard.press('Escape');
    },
  );

  it.each(GAMES)(
    '$game: a card dragged with the mouse from the list into the hand arrives, nothing but the list scrolled',
    async ({ game, deck, found }) => {
      const { page } = app;
      await page.setViewportSize(WINDOW);
      await openSearch(page, deck, game);
      const before = await tileNames(page, 'hand');
      const tile = page.locator(`[data-testid="zone-search"] .tile[data-name="${found}"]`).first();
      await tile.scrollIntoViewIfNeeded(); // the list scrolls inside itself
      expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
      const from = (await tile.boundingBox())!;
      const to = (await page.getByTestId('zone-hand').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId('playtest-search-done').click();
      await page.getByTestId('playtest-searching').waitFor({ state: 'detached' });
      const after = await tileNames(page, 'hand');
      expect(after.filter((n) => n === found).length).toBe(before.filter((n) => n === found).length + 1);
      expect(after).toHaveLength(before.length + 1);
      expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
    },
  );

  it('Magic: a 13-card hand while searching keeps every zone in the window, nothing but the list scrolled', async () => {
    const { page } = app;
    await page.setViewportSize(WINDOW);
    await openSearch(page, 'Mono-Green Stompy', 'Magic');
    await page.keyboard.press('Escape'); // the search again once the hand holds 13
    await drawUpTo(page, 13);
    await page.getByTestId('playtest-search').click();
    await page.getByTestId('playtest-searching').waitFor();
    for (const language of ['en', 'ja']) {
      if (language === 'ja') {
        await page.keyboard.press('Control+Shift+J');
        await page.getByText('一人回しテーブル').first().waitFor();
      }
      for (const zone of GAMES[0].zones) expect([zone, await inWindow(page, zone)]).toEqual([zone, true]);
      expect(await scrolled(page)).toEqual(NOTHING_SCROLLED);
      await app.screenshot(`playtest-layout-mtg-hand13-1024-${language}`);
    }
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('Playtest table').first().waitFor();
    await page.keyboard.press('Escape');
  });

  it('Duel Masters with a 10-card hand: a charge, a summon, a shield broken and a search keep every zone in the window', async () => {
    const { page } = app;
    await page.setViewportSize(WINDOW);
    await openSearch(page, DM_ZOMBIE, 'Duel Masters');
    await page.keyboard.press('Escape');
    const zones = GAMES[1].zones.filter((zone) => zone !== 'playtest-search-list');
    /** Every zone in the window with nothing scrolled, in English and Japanese, photographed in both. */
    const allInView = async (step: string, inView: readonly string[] = zones) => {
      for (const language of ['en', 'ja']) {
        if (language === 'ja') {
          await page.keyboard.press('Control+Shift+J');
          await page.getByText('一人回しテーブル').first().waitFor();
        }
        for (const zone of inView) expect([step, zone, await inWindow(page, zone)]).toEqual([step, zone, true]);
        expect([step, await scrolled(page)]).toEqual([step, NOTHING_SCROLLED]);
        await app.screenshot(`playtest-layout-dm-hand10-${step}-${language}`);
      }
      await page.keyboard.press('Control+Shift+J');
      await page.getByText('Playtest table').first().waitFor();
    };
    const handTile = (name: string) => page.locator(`[data-testid="zone-hand"] .tile[data-name="${name}"]`).first();

    await searchFor(page, [
      { name: ZOMBIE, to: 'zone-hand' },
      { name: 'Burning Mane', to: 'zone-hand' },
      { name: 'Bronze-Arm Tribe', to: 'zone-mana' },
    ]);
    await drawUpTo(page, 10);
    await allInView('01-drawn');

    // DM 503.1: the turn's charge, dragged from the fanned hand to the mana zone.
    await handTile('Burning Mane').dragTo(page.getByTestId('zone-mana'));
    await expect.poll(() => tileNames(page, 'mana')).toEqual(['Bronze-Arm Tribe', 'Burning Mane']);
    await drawUpTo(page, 10);
    await allInView('02-charged');

    // Summoned for 0, Zombieponnosuke (power -5000) is destroyed at once (DM 703.4c), the log naming the rule.
    await handTile(ZOMBIE).dragTo(page.getByTestId('zone-battle'));
    await expect
      .poll(() => page.getByTestId('playtest-log').textContent())
      .toContain(`destroyed ${ZOMBIE}, with power -5000: put into Graveyard (DM 703.4c)`);
    expect(await tileNames(page, 'battle')).toEqual([]);
    await drawUpTo(page, 10);
    await allInView('03-summoned');
    await page.keyboard.press('Control+Shift+J');
    await expect
      .poll(() => page.getByTestId('playtest-log').textContent())
      .toContain('ゾンビポンの助はパワー-5000で破壊され、墓地に置かれた（DM 703.4c）');
    await page.keyboard.press('Control+Shift+J');
    await page.getByText('Playtest table').first().waitFor();

    // Shields broken until one has a shield trigger: its banner too leaves every zone in the window (DM 112.3a).
    for (let broken = 0; broken < 5 && !(await page.getByTestId('playtest-trigger').count()); broken++)
      await page.getByTestId('playtest-break').click();
    await page.getByTestId('playtest-trigger').waitFor();
    await allInView('04-shield-trigger');
    await page.getByTestId('playtest-trigger').getByRole('button').last().click(); // keep it in hand
    await page.getByTestId('playtest-trigger').waitFor({ state: 'detached' });

    await page.getByTestId('playtest-search').click();
    await page.getByTestId('playtest-searching').waitFor();
    await allInView('05-searching', GAMES[1].zones);
    await page.keyboard.press('Escape');
  });
});
