// The import dialog and a list it has nothing to make a deck of, in English and Japanese: a real MTGO .dek whose every
// card the card data lacks, and a real Cockatrice .cod cut short. The dialog says why at the first line concerned and
// offers neither Open nor Save; no deck is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 20_000, interval: 50 };
let dir: string;
let slivers: string;
let cutCod: string;
let cutLine: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-refusals-'));
  // The sliver deck's cards are in none of the 23 sets but Forest and Lead the Stampede (IKO): without those two
  // lines it names no card the card data knows.
  const dek = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
  slivers = join(dir, 'Slivers.dek');
  writeFileSync(slivers, dek.replace(/^.*Name="(Forest|Lead the Stampede)".*\n/gm, ''));
  const cod = readFileSync(sharedPath('decks/cockatrice-cod/LoreholdLegacies_C21.cod'), 'utf8');
  const cut = cod.indexOf('<card', cod.indexOf('name="Sol Ring"'));
  cutCod = join(dir, 'Lorehold.cod');
  writeFileSync(cutCod, cod.slice(0, cut + 10));
  cutLine = cod.slice(0, cut).split('\n').length;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const app = appForFile();

/** Per language: the File tab's label, a line as the dialog names it, and why the sliver list gives no deck. */
const WORDS = {
  en: {
    file: en['import.file'],
    line: (n: number) => `line ${n}: `,
    unknown: 'names no card the card data knows (15 names)',
  },
  ja: {
    file: ja['import.file'],
    line: (n: number) => `${n}行目: `,
    unknown: 'カードデータにあるカードが1枚もありません（15件の名前）',
  },
};

describe('a list with nothing to make a deck of', () => {
  it.each(['en', 'ja'] as const)(
    '%s: says why at its first line, and offers neither Open nor Save',
    async (language) => {
      const { page, host } = app;
      const words = WORDS[language];
      await app.setLook(language, 'light');
      const saved = (await host.invoke('decks.list', {})).length;
      await page.locator('[data-screen="decks"]').click();
      await page.getByTestId('import-deck').click();
      await page.getByRole('tab', { name: words.file }).click();

      await page.getByTestId('import-file').setInputFiles(slivers);
      const why = page.getByTestId('import-no-deck');
      await expect.poll(() => why.textContent(), POLL).toContain(words.line(5) + words.unknown);
      expect(await why.textContent()).toContain('Blur Sliver');
      expect(await page.getByTestId('import-save').isDisabled()).toBe(true);
      await app.screenshot(`import-refused-unknown-${language}`);

      await page.getByTestId('import-file').setInputFiles(cutCod);
      await expect.poll(() => why.textContent(), POLL).toContain(words.line(cutLine));
      expect(await why.textContent()).toContain('cut short');
      expect(await page.getByTestId('import-save').isDisabled()).toBe(true);

      await page.keyboard.press('Escape');
      expect(await host.invoke('decks.list', {})).toHaveLength(saved);
    },
  );
});
