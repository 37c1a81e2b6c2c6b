// The Card data page says what each imported file's date did: an older Scryfall file leaves the cards stored from
// newer MTGJSON data as they were, and the page counts them, in English and Japanese, each day written as the
// window's language writes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appForFile } from './setup.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';

const POLL = { timeout: 30_000, interval: 50 };
const MTGJSON_ELD = sharedPath('mtgjson/sets/ELD.json');
const SCRYFALL_ELD_2019 = sharedPath('scryfall/sets-2019/eld.json');
/** Scryfall names its bulk files by the moment they were made: default-cards-YYYYMMDDhhmmss.json. */
const SCRYFALL_NAME = 'default-cards-20190901090239.json';

/** The MTGJSON file's own date (meta.date), and the distinct cards of the 2019 Scryfall file that it holds too. */
function expectations(): { mtgjsonDate: string; keptNewer: number } {
  const mtgjson = JSON.parse(readFileSync(MTGJSON_ELD, 'utf8')) as {
    meta: { date: string };
    data: { cards: { name: string }[] };
  };
  const newer = new Set(mtgjson.data.cards.map((c) => c.name));
  const older = JSON.parse(readFileSync(SCRYFALL_ELD_2019, 'utf8')) as { name: string }[];
  return {
    mtgjsonDate: mtgjson.meta.date,
    keptNewer: new Set(older.map((c) => c.name).filter((n) => newer.has(n))).size,
  };
}

const scratch = tempDir();
const scryfallFile = join(scratch.dir, SCRYFALL_NAME);

beforeAll(() => {
  copyFileSync(SCRYFALL_ELD_2019, scryfallFile);
});
afterAll(() => {
  scratch.cleanup();
});
const app = appForFile();

/** Imports the files through the page's picker; the result then names what each file's date did, one line a file. */
async function importThroughPage(files: string[], lines: string[]): Promise<void> {
  const { page } = app;
  app.pickNext(files);
  await page.getByTestId('import-data').click();
  const shown = page.getByTestId('import-file-dates').locator('li');
  await expect.poll(() => shown.allTextContents(), POLL).toEqual(lines);
}

describe('card data dates on the Card data page', () => {
  it('names each file’s data date and counts the cards an older file left as stored from newer data', async () => {
    const { mtgjsonDate, keptNewer } = expectations();
    expect(keptNewer).toBeGreaterThan(100);
    // The page writes a day as the window's language does (Intl's short month), not as the file does.
    expect(mtgjsonDate).toBe('2022-04-25');
    await app.page.locator('[data-screen="data"]').click();

    await importThroughPage([MTGJSON_ELD], ['ELD.json: data of Apr 25, 2022']);
    await importThroughPage(
      [scryfallFile],
      [`${SCRYFALL_NAME}: data of Sep 1, 2019; ${keptNewer} cards stored from newer data kept as they were`],
    );
    await app.screenshot('card-data-dates-en');

    await app.setLook('ja', 'light');
    await importThroughPage(
      [scryfallFile],
      [`${SCRYFALL_NAME}: 2019年9月1日のデータ。より新しいデータで保存済みのカード${keptNewer}種はそのまま残しました`],
    );
    await app.screenshot('card-data-dates-ja');
    await app.setLook('en', 'light');
  });
});
