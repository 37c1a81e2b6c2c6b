// The goldfish lab says which format it played a deck in, and when Decklab guessed it what from, in English and in
// Japanese: the real C21 precon Lorehold Legacies with Lurrus of the Dream-Den as its companion, as an MTGO .dek keeps
// it (Osgir and Lurrus in the sideboard), saved with no format. Its run is a Commander game (40 life, CR 903.7) only
// because the sideboard's commander and the 99 make Commander's size (CR 903.3, 903.5a), and the summary says so. Its
// A/B against the same .dek with a Mountain more (saved with no format too, 100 and Osgir: no format of its own) says
// the one format both were played in.
import { expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openSavedDeck } from './harness.ts';
import { guessedCommanderFromSideboard, loreholdDeksWithNoFormat } from '../test/lorehold-dek.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 60_000, interval: 50 };
const NAME = 'Lorehold .dek, no format';
const MORE = 'Lorehold .dek, a Mountain more';
const GAMES = 2_000;
const AB_GAMES = 2_000;

const app = appForFile();

it('a run and an A/B of a .dek saved with no format say it was played as Commander, guessed from the commander in its sideboard', async () => {
  const { page, host } = app;
  const { dek, oneMountainMore } = await loreholdDeksWithNoFormat(host);
  expect(dek.boards.side?.map((e) => e.name)).toEqual(['Osgir, the Reconstructor', 'Lurrus of the Dream-Den']);
  await host.invoke('decks.save', { deck: { ...dek, name: NAME } });
  const { id: moreId } = await host.invoke('decks.save', { deck: { ...oneMountainMore, name: MORE } });

  await openSavedDeck(page, NAME);
  await page.keyboard.press('Control+3');
  await page.getByTestId('sim-games').fill(String(GAMES));
  await page.getByTestId('sim-run').click();
  await expect
    .poll(() => page.getByTestId('sim-summary').textContent(), POLL)
    .toContain(`${GAMES.toLocaleString('en-US')} games on each side`);
  const guessed = guessedCommanderFromSideboard;
  expect(await page.getByTestId('sim-format').textContent()).toBe(
    "Format: Commander (guessed from the deck: a commander in the sideboard and the format's deck size)",
  );
  expect(guessed(en)).toBe(await page.getByTestId('sim-format').textContent());
  await app.screenshot('goldfish-guessed-format-en');

  await app.setLook('ja', 'light');
  await expect.poll(() => page.getByTestId('sim-format').textContent(), POLL).toBe(guessed(ja));
  expect(guessed(ja)).toBe('フォーマット: 統率者戦（デッキから推定: サイドボードの統率者とフォーマットのデッキ枚数）');
  expect(await page.getByTestId('sim-summary').textContent()).toContain(
    `${GAMES.toLocaleString('ja-JP')}ゲーム（先攻・後攻それぞれ）`,
  );
  await app.screenshot('goldfish-guessed-format-ja');
  await app.setLook('en', 'light');

  await page.getByTestId('lab-view-ab').click();
  await page.getByTestId('ab-versus').selectOption(`d:${moreId}`);
  await page.getByTestId('ab-games').selectOption(String(AB_GAMES));
  await page.getByTestId('ab-run').click();
  await page.getByTestId('ab-format').waitFor({ timeout: POLL.timeout });
  expect(await page.getByTestId('ab-format').textContent()).toBe(guessed(en));
  // B's Osgir is read from its sideboard as its commander, as A's is (CR 903.3), and cast from the command zone.
  const osgir = page.locator('[data-testid="ab-table"] tr', { hasText: 'on curve: Osgir, the Reconstructor' });
  const [, onCurveA, onCurveB] = await osgir.locator('td').allTextContents();
  expect([parseFloat(onCurveA), parseFloat(onCurveB)].every((p) => p > 0)).toBe(true);
  await app.screenshot('goldfish-guessed-format-ab-en');
  expect(app.pageErrors).toEqual([]);
});
