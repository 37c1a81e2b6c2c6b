// The companion at the playtest table, in the real window: the real C21 Lorehold Legacies list with the real
// Lurrus of the Dream-Den under "Companion" shows it outside the game beside the command zone, refuses to put it
// into hand without {3}, puts it there for three Mountains, and logs the rule (CR 702.139a, 116.2g). Every step is
// photographed in English and Japanese.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openTable, searchFor, tableInBothLanguages, tileNames } from './playtest-table.ts';
import { sharedPath } from '../test/shared-data.ts';

const app = appForFile();
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const LURRUS = 'Lurrus of the Dream-Den';
const DECK = 'Lorehold with Lurrus';

beforeAll(async () => {
  const text = `${readFileSync(LOREHOLD, 'utf8')}\nCompanion\n1 ${LURRUS}\n`;
  const read = await app.host.invoke('decks.import', { text });
  expect(read.deck.boards.companion).toMatchObject([{ name: LURRUS, count: 1 }]);
  await app.host.invoke('decks.save', { deck: { ...read.deck, name: DECK, format: 'commander' } });
});

const shots = (name: string) => tableInBothLanguages(app, `playtest-companion-${name}`);

describe('playtest table: the companion (CR 702.139a)', () => {
  it('Lurrus is shown outside the game beside the command zone; {3} from three Mountains puts it into hand once', async () => {
    const { page } = app;
    await openTable(page, DECK, 5);
    await page.keyboard.press('k');
    const companion = page.getByTestId('playtest-companion');
    await expect.poll(() => tileNames(page, 'companion')).toEqual([LURRUS]);
    expect(await page.getByTestId('pile-command').count()).toBe(1);
    await shots('01-outside-the-game');

    const put = page.getByTestId('playtest-companion-put');
    await put.click(); // no mana yet: refused with the rule, the companion stays outside
    await expect
      .poll(() => page.getByTestId('playtest-refusal').textContent())
      .toContain('Putting the companion into hand costs {3}: the untapped mana sources cannot pay it (CR 116.2g)');
    expect(await tileNames(page, 'companion')).toEqual([LURRUS]);
    await shots('02-cannot-pay');

    await searchFor(page, [
      { name: 'Mountain', to: 'zone-lands' },
      { name: 'Mountain', to: 'zone-lands' },
      { name: 'Mountain', to: 'zone-lands' },
    ]);
    await put.click();
    await expect.poll(() => tileNames(page, 'hand')).toContain(LURRUS);
    expect(await tileNames(page, 'companion')).toEqual([]);
    await expect
      .poll(() => page.getByTestId('playtest-log').textContent())
      .toContain(`put the companion ${LURRUS} into hand, paying {3} with Mountain, Mountain, Mountain (CR 702.139a)`);
    await expect.poll(() => companion.textContent()).toContain('once per game, CR 702.139a');
    await shots('03-in-hand');
    expect(app.pageErrors).toEqual([]);
  });
});
