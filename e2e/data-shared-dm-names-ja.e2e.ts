// The Card data page's report of the Duel Masters cards two files share, in the Japanese window, in Chromium against
// the real API and the prepared card data (both DM files and ja-names.csv, imported by global-setup): the shared
// cards and the cards the files disagree on are named by their Japanese names, as the deck editor names them.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 30_000, interval: 50 };
const app = appForFile();

/** A card's Japanese name as ja-names.csv gives it (columns Set,SetNum,CardName,JapaneseName; names may be quoted). */
function jaNameInCsv(english: string): string {
  const row = /^[^,]*,[^,]*,("(?:[^"]|"")*"|[^,]*),(.*)$/;
  for (const line of readFileSync(sharedPath('duelmasters/ja-names.csv'), 'utf8').split(/\r?\n/)) {
    const [, name, japanese] = row.exec(line) ?? [];
    if (name && name.replace(/^"|"$/g, '').replaceAll('""', '"') === english) return japanese.trim();
  }
  throw new Error(`ja-names.csv has no Japanese name for ${english}`);
}

describe('the Card data page after a Duel Masters file another DM file shares cards with, in Japanese', () => {
  it('names the shared cards and the disagreements by their Japanese names, and in English in the English window', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    await page.locator('nav [data-screen="data"]').click();
    // The prepared data holds both DM files; the JSON imported again meets the Ravenite CSV's cards.
    app.pickNext([sharedPath('duelmasters/Latepate64-DuelMastersCards.json')]);
    await page.getByTestId('import-data').click();
    const lines = () => page.getByTestId('import-shared-dm').locator('li').allTextContents();
    // Barkwhip, the Smasher: power 5000+ in the Latepate64 JSON, 5000 in the Ravenite CSV; the JSON's is kept.
    const barkwhip = jaNameInCsv('Barkwhip, the Smasher');
    await expect
      .poll(lines, { timeout: 45_000, interval: 200 })
      .toContain(
        `${barkwhip}のパワーがファイル間で食い違っています（Latepate64 の JSON 5000+, Ravenite の CSV 5000）: 5000+を採用しました`,
      );
    // The first shared cards by English name, each shown by its Japanese name where ja-names.csv has one (it has
    // none for Aerodactyl Kooza, which keeps its English name).
    const [first] = await lines();
    const akashic = jaNameInCsv('Akashic Third, the Electro-Bandit');
    expect(first).toContain(`（${jaNameInCsv('Admiral Queen')} · Aerodactyl Kooza · ${akashic} · `);
    expect(first).not.toMatch(/Admiral Queen|Akashic Third/);
    expect(first).toMatch(/^このファイルのカードのうち385種はRavenite の CSVから保存済みでした/);
    await app.screenshot('data-shared-dm-names-ja');

    await app.setLook('en', 'light');
    await expect
      .poll(lines, POLL)
      .toContain(
        'The files disagree on Barkwhip, the Smasher’s power (the Latepate64 JSON 5000+, the Ravenite CSV 5000): kept 5000+',
      );
    expect((await lines())[0]).toContain('(Admiral Queen · Aerodactyl Kooza · Akashic Third, the Electro-Bandit · ');
  });
});
