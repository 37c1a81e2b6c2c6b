// The lab's sample-hand panel says which format it dealt the deck in, as the run summary does, in English and in
// Japanese, and counts the mulligans by that format's rules: the real C21 precon Lorehold Legacies with Lurrus of the
// Dream-Den as its companion, as an MTGO .dek keeps it (Osgir and Lurrus in the sideboard), saved with no format, is
// dealt as Commander, guessed from the commander in its sideboard (CR 903.3, 903.5a), so its first mulligan is free
// (CR 103.5c: no card to put on the bottom); the same .dek saved as Commander says so with no guess.
import { expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openSavedDeck } from './harness.ts';
import { guessedCommanderFromSideboard, loreholdDeksWithNoFormat } from '../test/lorehold-dek.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 60_000, interval: 50 };
const GUESSED = 'Lorehold .dek, no format';
const NAMED = 'Lorehold .dek, Commander';

const app = appForFile();

const guessed = guessedCommanderFromSideboard;

it('a .dek saved with no format is dealt as Commander, guessed from its sideboard, and its first mulligan is free', async () => {
  const { page, host } = app;
  const { dek } = await loreholdDeksWithNoFormat(host);
  expect(dek.boards.side?.map((e) => e.name)).toEqual(['Osgir, the Reconstructor', 'Lurrus of the Dream-Den']);
  await host.invoke('decks.save', { deck: { ...dek, name: GUESSED } });
  await host.invoke('decks.save', { deck: { ...dek, name: NAMED, format: 'commander' } });

  await openSavedDeck(page, GUESSED);
  await page.keyboard.press('Control+3');
  const cards = page.getByTestId('sample-cards').locator('li');
  await page.getByTestId('sample-new').click();
  await expect.poll(() => cards.count(), POLL).toBe(7);
  expect(await page.getByTestId('sample-format').textContent()).toBe(
    "Format: Commander (guessed from the deck: a commander in the sideboard and the format's deck size)",
  );
  expect(guessed(en)).toBe(await page.getByTestId('sample-format').textContent());
  // CR 103.5c: the first mulligan of a Commander game is free: seven new cards, none to put on the bottom, so the
  // hand is kept as dealt and the next card can be drawn.
  const first = await cards.allTextContents();
  await page.getByTestId('sample-mulligan').click();
  await expect.poll(() => cards.allTextContents(), POLL).not.toEqual(first);
  expect(await cards.count()).toBe(7);
  expect(await page.getByTestId('sample-keep').count()).toBe(0);
  expect(await page.getByTestId('sample-draw').isEnabled()).toBe(true);
  expect(await page.getByTestId('sample-hand').textContent()).not.toContain('to put on the bottom');
  await page.getByTestId('sample-hand').scrollIntoViewIfNeeded();
  await app.screenshot('sample-hand-guessed-format-en');

  await app.setLook('ja', 'light');
  await expect.poll(() => page.getByTestId('sample-format').textContent(), POLL).toBe(guessed(ja));
  expect(guessed(ja)).toBe('フォーマット: 統率者戦（デッキから推定: サイドボードの統率者とフォーマットのデッキ枚数）');
  await app.screenshot('sample-hand-guessed-format-ja');
  await app.setLook('en', 'light');

  await openSavedDeck(page, NAMED);
  await page.keyboard.press('Control+3');
  await page.getByTestId('sample-new').click();
  await expect.poll(() => page.getByTestId('sample-format').textContent(), POLL).toBe('Format: Commander');
  expect(en['goldfish.formatPlayed'].replace('{format}', en['formatName.commander'])).toBe('Format: Commander');
});
