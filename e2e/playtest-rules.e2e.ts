// The playtest table's rules a daily user meets, on real decks in the real window: Elven Empire's Saga gaining
// lore counters each turn until it is sacrificed (CR 714.3, 714.4); a transforming werewolf turned over with X
// (CR 701.28a); Lorehold Legacies' commander cast twice with its tax shown (903.8); Azorius Control's scry 3 and
// draw 2 from the library panel (701.18), then two 10/10 tokens' attacks winning (704.5a); and a Duel Masters
// deck with a super GR and a hyperspatial zone: GR summon, a GR creature and a psychic creature going home
// (DM 701.30a, 118.1, 117.1), a charge refused after the main step began (500.2a), and a direct attack winning
// (509.1). Every step is photographed in English and Japanese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { openTable, searchFor, shiftDrop, tableInBothLanguages, tileNames, tiles } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';
import { dmDeckOf, dmPlainAttacker } from '../test/goldfish-fixtures.ts';
import { dmCards } from '../test/real-decks.ts';

const app = appForFile();
const ELVEN_EMPIRE = sharedPath('decks/plain-taw/cmd__khc__Elven Empire.txt');
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const AZORIUS = sharedPath('decks/plain-taw/challenger__q05__Azorius Control.txt');
const WEREWOLF = 'Smoldering Werewolf // Erupting Dreadwolf';

beforeAll(async () => {
  await saveDeckFile(app.host, ELVEN_EMPIRE, { format: 'commander' });
  await saveDeckFile(app.host, LOREHOLD, { format: 'commander' });
  await saveDeckFile(app.host, AZORIUS);
  // Four copies of a real transforming werewolf from the card data and Plains to play.
  const werewolf = await app.host.invoke('decks.import', {
    text: `4 ${WEREWOLF.split(' // ')[0]}\n56 Plains\n`,
  });
  expect(werewolf.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...werewolf.deck, name: 'Werewolf table', format: 'modern' } });
  const fire = dmDeckOf('Fire GR', dmPlainAttacker('fire')).main;
  const creatures = (zone: string) =>
    [...dmCards().cards.values()]
      .filter((c) => c.dm?.zone === zone && c.faces[0].types.some((t) => /Creature/.test(t)))
      .sort((a, b) => a.name.localeCompare(b.name));
  const list = [
    '// NAME: Fire GR',
    'メインデッキ',
    ...fire.map((e) => `${e.count} ${e.card.name}`),
    '超次元ゾーン',
    ...creatures('hyperspatial')
      .slice(0, 2)
      .map((c) => `1 ${c.name}`),
    '超GRゾーン',
    ...creatures('gr')
      .slice(0, 6)
      .map((c) => `2 ${c.name}`),
  ].join('\n');
  const dm = await app.host.invoke('decks.import', { text: `${list}\n` });
  expect(dm.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...dm.deck, name: 'Fire GR', format: 'dm' } });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-rules-${name}`);
const logText = (page: Page) => page.getByTestId('playtest-log').textContent();

describe('playtest table: the rules a daily user meets', () => {
  it('Elven Empire: Binding the Old Gods enters with a lore counter, gains one each turn, and is sacrificed at chapter III (CR 714.3a–b, 714.4)', async () => {
    const { page } = app;
    await openTable(page, 'Elven Empire', 11);
    await page.keyboard.press('k');
    await searchFor(page, [{ name: 'Binding the Old Gods', to: 'zone-permanents' }]);
    const saga = page.locator('[data-testid="zone-permanents"] .tile[data-name="Binding the Old Gods"]');
    await expect.poll(() => saga.textContent()).toContain('lore ×1');
    await page.keyboard.press(' ');
    await expect.poll(() => saga.textContent()).toContain('lore ×2');
    expect(await logText(page)).toContain('Turn 2: lore counter on Binding the Old Gods');
    await shots('01-saga-chapter-2');
    await page.keyboard.press(' ');
    await expect.poll(() => tileNames(page, 'graveyard')).toEqual(['Binding the Old Gods']);
    expect(await logText(page)).toContain(
      'Turn 3: lore counter on Binding the Old Gods, sacrificed Binding the Old Gods',
    );
    await page.getByTestId('pile-graveyard').locator('summary').click();
    await shots('02-saga-sacrificed');
    expect(app.pageErrors).toEqual([]);
  });

  it('a transforming werewolf on the battlefield turns over with its button or X and back (CR 701.28a); a Plains has no Transform button (712.9)', async () => {
    const { page } = app;
    await openTable(page, 'Werewolf table', 4);
    await page.keyboard.press('k');
    await searchFor(page, [{ name: WEREWOLF, to: 'zone-permanents' }]);
    const wolf = tiles(page, 'permanents').first();
    await expect.poll(() => wolf.textContent()).toContain('Smoldering Werewolf');
    await wolf.click();
    await page.getByTestId('playtest-transform').click();
    await expect.poll(() => wolf.textContent()).toContain('Erupting Dreadwolf');
    expect(await logText(page)).toContain(`transformed ${WEREWOLF} (Erupting Dreadwolf up)`);
    await shots('03-werewolf-transformed');
    await page.keyboard.press('x');
    await expect.poll(() => wolf.textContent()).toContain('Smoldering Werewolf');
    await page.keyboard.press(' ');
    await page.locator('[data-testid="zone-hand"] .tile[data-name="Plains"]').first().dblclick();
    await tiles(page, 'lands').first().click();
    expect(await page.getByTestId('playtest-transform').count()).toBe(0);
    await page.keyboard.press('x'); // nothing to transform: refused with its rule
    await expect.poll(() => page.getByTestId('playtest-refusal').textContent()).toContain('CR 712.9');
    expect(app.pageErrors).toEqual([]);
  });

  it('Lorehold Legacies: Osgir cast from the command zone, put back and cast again pays {2} more, and the table says so (CR 903.8)', async () => {
    const { page } = app;
    await openTable(page, 'Lorehold Legacies', 2026);
    await page.keyboard.press('k');
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains', 'Plains'];
    await searchFor(
      page,
      lands.map((name) => ({ name, to: 'zone-lands' })),
    );
    const osgir = 'Osgir, the Reconstructor';
    await page.locator(`[data-testid="zone-command"] .tile[data-name="${osgir}"]`).dblclick(); // {2}{R}{W}
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([osgir]);
    await expect
      .poll(() => page.getByTestId('playtest-commander-tax').textContent())
      .toContain(`${osgir}: cast 1× from the command zone, next cast costs {2} more`);
    await tiles(page, 'permanents').first().dragTo(page.getByTestId('zone-command'));
    await page.keyboard.press(' '); // untap: six lands pay {4}{R}{W}
    await page.locator(`[data-testid="zone-command"] .tile[data-name="${osgir}"]`).dblclick();
    await expect.poll(() => tileNames(page, 'permanents')).toEqual([osgir]);
    await expect.poll(() => page.getByTestId('playtest-mana').textContent()).toBe('0');
    expect(await page.getByTestId('playtest-commander-tax').textContent()).toContain('cast 2×');
    expect(await page.getByTestId('playtest-commander-tax').textContent()).toContain('{4}');
    await shots('04-commander-tax');
    expect(app.pageErrors).toEqual([]);
  });

  it('Azorius Control: scry 3 puts the one marked on the bottom and keeps the others in the order set (CR 701.18); Draw takes the top 2', async () => {
    const { page } = app;
    await openTable(page, 'Azorius Control', 8);
    await page.keyboard.press('k');
    await page.getByTestId('playtest-top-n').fill('3');
    await page.getByTestId('playtest-look').click();
    const top = await tileNames(page, 'library');
    expect(top).toHaveLength(3);
    await page.getByTestId('playtest-scry').click();
    const rows = page.getByTestId('playtest-arrange-card');
    await expect.poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(top);
    await rows.nth(0).getByTestId('playtest-arrange-away').click(); // the first to the bottom
    await rows.nth(2).getByRole('button', { name: 'Earlier' }).click(); // the third before the second
    await shots('05-scry-3');
    await page.getByTestId('playtest-arrange-done').click();
    await page.getByTestId('playtest-arranging').waitFor({ state: 'detached' });
    expect(await logText(page)).toContain('scried 3');
    await page.getByTestId('playtest-look').click();
    expect((await tileNames(page, 'library')).slice(0, 2)).toEqual([top[2], top[1]]);
    const hand = await tileNames(page, 'hand');
    await page.getByTestId('playtest-top-n').fill('2');
    await page.getByTestId('playtest-draw-n').click();
    await expect.poll(() => tileNames(page, 'hand')).toEqual([...hand, top[2], top[1]]);

    // Two 10/10 tokens attack next turn: the second takes the empty board's player from 20 to 0 (CR 704.5a).
    await page.getByTestId('playtest-token-name').fill('Avatar');
    await page.getByTestId('playtest-token-pt').fill('10/10');
    await page.getByTestId('playtest-token-count').fill('2');
    await page.getByTestId('playtest-token-create').click();
    await expect.poll(() => tiles(page, 'permanents').count()).toBe(2);
    await page.keyboard.press(' ');
    await tiles(page, 'permanents').nth(0).click();
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('playtest-damage').textContent()).toBe('10');
    expect(await page.getByTestId('playtest-won').count()).toBe(0);
    await tiles(page, 'permanents').nth(1).click();
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('playtest-won').textContent()).toContain('Opponent at 0 life on turn 2');
    await shots('06-lethal-attack');
    expect(app.pageErrors).toEqual([]);
  });

  it('Duel Masters: GR summon takes the super GR top; a GR creature put into the graveyard goes under the super GR (DM 701.30a, 118.1), a psychic one home (117.1); a charge after the summon is refused (500.2a)', async () => {
    const { page } = app;
    await openTable(page, 'Fire GR', 6);
    const hand = await tileNames(page, 'hand');
    expect(hand).toHaveLength(5);
    expect(await tiles(page, 'gr').count()).toBe(12);
    // DM 408.2: the super GR lies face down, as the shields do.
    expect(await page.locator('[data-testid="zone-gr"] .tile .back').count()).toBe(12);
    expect(await page.locator('[data-testid="zone-gr"] .tile .name').count()).toBe(0);
    await page.getByTestId('playtest-gr-summon').click();
    await expect.poll(() => tiles(page, 'battle').count()).toBe(1);
    expect(await tiles(page, 'gr').count()).toBe(11);
    const summoned = (await tileNames(page, 'battle'))[0]!;
    expect(await logText(page)).toContain(`GR summoned ${summoned}`);
    await tiles(page, 'hand').first().dragTo(page.getByTestId('zone-mana'));
    await expect
      .poll(() => page.getByTestId('playtest-refusal').textContent())
      .toContain('The main step has begun this turn');
    expect(await page.getByTestId('playtest-refusal').textContent()).toContain('DM 500.2a');
    await shots('07-dm-charge-after-main');
    for (const pile of ['graveyard', 'hyperspatial', 'gr'])
      await page.getByTestId(`pile-${pile}`).locator('summary').click();
    await tiles(page, 'battle').first().dragTo(page.getByTestId('zone-graveyard'));
    await expect.poll(() => tiles(page, 'gr').count()).toBe(12);
    expect(await tiles(page, 'graveyard').count()).toBe(0);
    expect(await logText(page)).toContain(`moved ${summoned} to Super GR zone`);
    const psychic = tiles(page, 'hyperspatial').first();
    const psychicName = (await psychic.getAttribute('data-name'))!;
    await psychic.dragTo(page.getByTestId('zone-battle'));
    await expect.poll(() => tileNames(page, 'battle')).toEqual([psychicName]);
    await tiles(page, 'battle').first().dragTo(page.getByTestId('zone-hand'));
    await expect.poll(() => tileNames(page, 'hyperspatial')).toContain(psychicName);
    expect(await tileNames(page, 'hand')).toEqual(hand);
    await shots('08-dm-home-zones');
    expect(app.pageErrors).toEqual([]);
  });

  it('Duel Masters: creatures Shift-dropped into the battle zone are put there without summoning (no mana); five attacks break the five shields, the sixth is a direct attack that wins (DM 509.1)', async () => {
    const { page } = app;
    await openTable(page, 'Fire GR', 9);
    for (let i = 0; i < 5; i++) await shiftDrop(page, tiles(page, 'hand').first(), page.getByTestId('zone-battle'));
    await expect.poll(() => tiles(page, 'battle').count()).toBe(5);
    expect(await tiles(page, 'mana').count()).toBe(0);
    await page.keyboard.press('r'); // GR summon: a sixth creature
    await expect.poll(() => tiles(page, 'battle').count()).toBe(6);
    await page.keyboard.press(' ');
    for (let i = 0; i < 5; i++) {
      await tiles(page, 'battle').nth(i).click();
      await page.keyboard.press('a');
      await expect.poll(() => page.getByTestId('playtest-opponent-shields').textContent()).toBe(String(4 - i));
    }
    expect(await page.getByTestId('playtest-won').count()).toBe(0); // breaking the last shield does not win
    await tiles(page, 'battle').nth(5).click();
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('playtest-won').textContent()).toContain('Direct attack on turn 2: won');
    expect(await logText(page)).toContain('the opponent loses');
    await shots('09-dm-direct-attack');
    expect(app.pageErrors).toEqual([]);
  });
});
