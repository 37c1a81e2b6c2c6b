// A Commander deck from an MTGO .dek, which keeps the commander and the companion in its sideboard, met as a player
// meets it in Chromium against the real API and card data: imported through the dialog as a Commander deck, the
// editor checks it led by Osgir with Lurrus as the companion (CR 903.3, 702.139a), and names both cards as read
// from the sideboard, in English and in Japanese.
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appForFile } from './setup.ts';
import { openSavedDeck } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const NAME = 'Lorehold from MTGO';

const app = appForFile();

it('an MTGO .dek of Lorehold Legacies with Lurrus is checked led by Osgir, Lurrus as its companion', async () => {
  const { page, host } = app;
  const { deck } = await host.invoke('decks.import', {
    text: `${readFileSync(LOREHOLD, 'utf8')}\nCompanion\n1 Lurrus of the Dream-Den\n`,
  });
  expect(deck.boards.companion?.map((e) => e.name)).toEqual(['Lurrus of the Dream-Den']);
  const { text: dek } = await host.invoke('decks.export', { deck, format: 'mtgo-dek' });

  await page.keyboard.press('Control+2');
  await page.getByTestId('import-deck').click();
  await page.getByRole('tab', { name: en['import.file'] }).click();
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'lorehold.dek', mimeType: 'application/xml', buffer: Buffer.from(dek) });
  await expect.poll(() => page.getByTestId('import-name').isVisible(), POLL).toBe(true);
  await page.getByTestId('import-name').fill(NAME);
  await page.getByTestId('import-format').selectOption('commander');
  await page.getByTestId('import-save').click();
  await expect.poll(async () => (await host.invoke('decks.list', {})).some((d) => d.name === NAME), POLL).toBe(true);

  await openSavedDeck(page, NAME);
  await page.getByTestId('tab-problems').click();
  const problem = (code: string) => page.locator(`[data-testid="problem"][data-code="${code}"]`);
  await expect.poll(() => problem('deck.sideboard-read').count(), POLL).toBe(2);
  expect(await problem('commander.missing').count()).toBe(0);
  expect(await problem('deck.unused-board').count()).toBe(0);
  // Lurrus is checked as the companion again: Osgir (mana value 4) breaks its condition, and it is outside Boros.
  await expect.poll(() => problem('companion.condition').textContent(), POLL).toContain('Osgir, the Reconstructor');
  expect(await problem('companion.color-identity').textContent()).toContain('CR 903.11');
  const read = await problem('deck.sideboard-read').allTextContents();
  expect(read[0]).toContain('Osgir, the Reconstructor: read from the sideboard as the commander');
  expect(read[1]).toContain('Lurrus of the Dream-Den: read from the sideboard as the companion');
  await app.screenshot('commander-sideboard-read-en');

  await app.setLook('ja', 'light');
  await expect
    .poll(() => problem('deck.sideboard-read').nth(1).textContent(), POLL)
    .toContain('をサイドボードから相棒として読みました');
  await app.screenshot('commander-sideboard-read-ja');
  await app.setLook('en', 'light');
  expect(app.pageErrors).toEqual([]);
});
