// Japanese Duel Masters names as players write them: ja-names.csv prints a card's ruby after the word it reads, in
// full-width parentheses ("ボルシャック・NEX（ネックス）"), and writes other printings of some cards without it
// (勝利天帝 Gメビウス beside 勝利天帝 G（ガイアール）メビウス): the name is the one without the reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const scratch = tempDir();
const db = join(scratch.dir, 'dm-ja.sqlite');
const decklab = (...args: string[]) => captureCli([...args, '--db', db]);
beforeAll(async () => {
  const files = ['Ravenite0-All_Cards.csv', 'ja-names.csv'].map((f) => sharedPath('duelmasters', f));
  expect((await captureCli(['import', ...files, '--db', db])).code).toBe(0);
});
afterAll(() => scratch.cleanup());

describe('Japanese Duel Masters names without the readings printed as ruby', () => {
  it.each([
    ['ボルシャック・NEX/スーパー・スパーク', 'Bolshack NEX/Super Spark'],
    ['ボルシャック・NEX（ネックス）/スーパー・スパーク', 'Bolshack NEX/Super Spark'],
    ['ボルシャック・NEX', 'Bolshack NEX/Super Spark'], // a twinpact by its half (DM 810.4)
    ['勝利天帝 Gメビウス', 'Gaial Mobius, Victory Emperor'],
    ['熱血龍 GENJI・XXX', 'GENJI Triple Cross, Passion Dragon'],
    ['ボルメテウス・武者・ドラゴン', 'Bolmeteus Musha Dragon'],
  ])('%s is %s', async (japanese, english) => {
    const { code, stdout } = await decklab('card', japanese);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(english.split('/')[0]);
  });

  it('shows the name without the reading', async () => {
    const { stdout } = await decklab('card', 'Bolshack NEX/Super Spark');
    expect(stdout).toContain('Names: ja: ボルシャック・NEX/スーパー・スパーク\n');
  });

  it('the spelling with the reading names the card its other row gives it, not the card sharing its number', async () => {
    // DMX-22 b73 is both Bolshack Yamato Dragon and Bolmeteus Musha Dragon in the card data, and the file gives both
    // rows ボルメテウス・武者（むしゃ）・ドラゴン; its row DMX-21 11 says whose it is.
    const { code, stdout } = await decklab('card', 'ボルメテウス・武者（むしゃ）・ドラゴン');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Bolmeteus Musha Dragon');
    expect((await decklab('card', 'Bolshack Yamato Dragon')).stdout).not.toContain('武者');
  });
});
