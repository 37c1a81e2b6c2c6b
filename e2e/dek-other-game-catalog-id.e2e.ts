// The real sliver .dek with one line renamed to a real Duel Masters card, in the import dialog in English and Japanese:
// the line's CatID is no printing in the card data and its name is only a card of the other game, so its one problem
// row says both, in either language.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 20_000, interval: 50 };
const SLIVER_DEK = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
/** The first card of the Latepate64 Duel Masters JSON (Abduction Charger). */
const [{ name: DM_NAME }] = (
  JSON.parse(readFileSync(sharedPath('duelmasters/Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: { name: string }[];
  }
).cards;
/** Blur Sliver's line (CatID 49370, an M14 printing no set of the card data holds), named as the Duel Masters card. */
const DEK = SLIVER_DEK.replace('Name="Blur Sliver"', `Name="${DM_NAME}"`);
const LINE = DEK.split('\n').findIndex((text) => text.includes(`Name="${DM_NAME}"`)) + 1;

const WORDS = {
  en: {
    file: en['import.file'],
    row: [
      `line ${LINE}`,
      `no card named "${DM_NAME}" (only a Duel Masters card has this name), and its CatID 49370 is no printing in the card data`,
    ],
  },
  ja: {
    file: ja['import.file'],
    row: [
      `${LINE}行目`,
      `「${DM_NAME}」という名前のカードはなく（デュエル・マスターズのカードにだけあります）、CatID 49370もカードデータのどの版でもありません`,
    ],
  },
};

const app = appForFile();
freshWindowAfterFailure(app);

describe('a .dek line naming a Duel Masters card by an unknown CatID', () => {
  it.each(['en', 'ja'] as const)('%s: its row says both reasons', async (language) => {
    const { page } = app;
    const words = WORDS[language];
    await app.setLook(language, 'light');
    await page.locator('[data-screen="decks"]').click();
    await page.getByTestId('import-deck').click();
    await page.getByRole('tab', { name: words.file }).click();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'sliver-dm.dek', mimeType: 'application/xml', buffer: Buffer.from(DEK) });
    const row = page.getByTestId('import-problems').locator('li').filter({ hasText: DM_NAME });
    await expect.poll(() => row.count(), POLL).toBe(1);
    const shown = await row.evaluate((li) => [...li.querySelectorAll(':scope > span')].map((span) => span.textContent));
    expect(shown).toEqual([...words.row, `4 ${DM_NAME} (CatID 49370)`]);
    await app.screenshot(`dek-other-game-catalog-id-${language}`);
    await page.keyboard.press('Escape');
  });
});
