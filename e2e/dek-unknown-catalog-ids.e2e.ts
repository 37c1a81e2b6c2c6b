// The real sliver .dek in the import dialog, in English and Japanese: its slivers are in none of the 23 sets, known
// by neither their Name nor their CatID. Each of their lines is one problem row that names the card and says both.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 20_000, interval: 50 };
const DEK = sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek');

/** The file's <Cards> lines the card data knows nothing of: each one's line, Name, CatID and Quantity. */
const UNKNOWN = readFileSync(DEK, 'utf8')
  .split('\n')
  .flatMap((text, i) => {
    const [, catalogId, count, name] = /CatID="(\d+)" Quantity="(\d+)".* Name="([^"]+)"/.exec(text) ?? [];
    return name && !['Forest', 'Lead the Stampede'].includes(name) ? [{ line: i + 1, name, catalogId, count }] : [];
  });

type Unknown = (typeof UNKNOWN)[number];
/**
 * Per language: the File tab's label, and a row as the dialog shows it: its line, its words (English shows the reader's
 * own message), the line as read.
 */
const WORDS = {
  en: {
    file: en['import.file'],
    row: (c: Unknown) => [
      `line ${c.line}`,
      `no card named "${c.name}", and its CatID ${c.catalogId} is no printing in the card data`,
    ],
  },
  ja: {
    file: ja['import.file'],
    row: (c: Unknown) => [
      `${c.line}行目`,
      `「${c.name}」という名前のカードはなく、CatID ${c.catalogId}もカードデータのどの版でもありません`,
    ],
  },
};

const app = appForFile();
freshWindowAfterFailure(app);

describe("the sliver .dek's unknown cards", () => {
  it.each(['en', 'ja'] as const)('%s: one row a line, naming the card, its CatID and why', async (language) => {
    const { page } = app;
    const words = WORDS[language];
    expect(UNKNOWN).toHaveLength(15);
    await app.setLook(language, 'light');
    await page.locator('[data-screen="decks"]').click();
    await page.getByTestId('import-deck').click();
    await page.getByRole('tab', { name: words.file }).click();
    await page.getByTestId('import-file').setInputFiles(DEK);
    const rows = page.getByTestId('import-problems').locator('li');
    await expect.poll(() => rows.count(), POLL).toBe(UNKNOWN.length);
    const shown = await rows.evaluateAll((items) =>
      items.map((li) => [...li.querySelectorAll(':scope > span')].map((span) => span.textContent)),
    );
    expect(shown).toEqual(UNKNOWN.map((c) => [...words.row(c), `${c.count} ${c.name} (CatID ${c.catalogId})`]));
    await app.screenshot(`dek-unknown-catalog-ids-${language}`);
    await page.keyboard.press('Escape');
  });
});
