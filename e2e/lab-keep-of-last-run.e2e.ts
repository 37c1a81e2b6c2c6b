// The lab's summary names the keep rules its figures were played with, which are the last run's: while the keep field
// holds rules that cannot be read, or another policy is chosen since, the summary says its figures follow the last
// run's policy, not the field's, until the next run. On a real 60-card deck (Basri, Devoted Paladin, M21), in
// English and Japanese, with screenshots. Rules past the length every reader takes are refused by that limit.
import { beforeAll, expect, it, onTestFinished } from 'vitest';
import { appForFile } from './setup.ts';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { MAX_KEEP_RULE_LENGTH } from '../engine/goldfish/keep-spec.ts';

const app = appForFile();
const POLL = { timeout: 60_000, interval: 50 };
const NAME = 'Basri, Devoted Paladin';

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt'), {
    format: 'standard',
  });
});

it('says the figures follow the last run’s keep rules while the field cannot be read or names others', async () => {
  const { page } = app;
  await openSavedDeck(page, NAME);
  await page.keyboard.press('Control+3');
  await page.getByTestId('lab-view-run').click();
  await page.getByTestId('sim-policy').selectOption('custom');
  onTestFinished(async () => {
    await app.setLook('en', 'light');
    await page.getByTestId('sim-policy').selectOption('standard');
  });
  const field = page.getByTestId('sim-keep-rules');
  const summary = page.getByTestId('sim-summary');
  const lastRun = page.getByTestId('sim-keep-of-last-run');
  const run = async (games: number) => {
    await page.getByTestId('sim-games').fill(String(games));
    await page.getByTestId('sim-run').click();
    await expect
      .poll(() => summary.textContent(), POLL)
      .toContain(`${games.toLocaleString('en-US')} games on each side`);
  };

  await field.fill('7:2-5, 6:2-4');
  await run(500);
  expect(await summary.textContent()).toContain('keep policy 7:2-5,6:2-4 ·');
  expect(await lastRun.count()).toBe(0);

  // Rules that cannot be read: the summary still names the last run's, and says so.
  await field.fill('7:5-2, 6:2-4');
  await expect.poll(() => lastRun.textContent(), POLL).toBe(en['goldfish.keepOfLastRun.unreadable']);
  expect(await page.getByRole('alert').textContent()).toContain('the keep rule “7:5-2”');
  expect(await summary.textContent()).toContain('keep policy 7:2-5,6:2-4 ·');
  await app.screenshot('lab-keep-of-last-run-unreadable-en');
  await app.setLook('ja', 'light');
  await expect.poll(() => lastRun.textContent(), POLL).toBe(ja['goldfish.keepOfLastRun.unreadable']);
  expect(await summary.textContent()).toContain('キープ基準: 7:2-5,6:2-4 ·');
  await app.screenshot('lab-keep-of-last-run-unreadable-ja');

  // Other rules that read: the figures are not theirs either, until they are run.
  await field.fill('7:3-4, 6:2-4');
  await expect.poll(() => lastRun.textContent(), POLL).toBe(ja['goldfish.keepOfLastRun.changed']);
  await app.screenshot('lab-keep-of-last-run-changed-ja');
  await app.setLook('en', 'light');
  await expect.poll(() => lastRun.textContent(), POLL).toBe(en['goldfish.keepOfLastRun.changed']);
  await run(501);
  expect(await summary.textContent()).toContain('keep policy 7:3-4,6:2-4 ·');
  expect(await lastRun.count()).toBe(0);

  // The same rules written otherwise are the same policy: nothing to say.
  await field.fill('6: 2-4 lands, 7: 3-4 lands');
  await expect.poll(() => page.getByRole('alert').count(), POLL).toBe(0);
  expect(await lastRun.count()).toBe(0);
  // A preset chosen instead.
  await page.getByTestId('sim-policy').selectOption('standard');
  await expect.poll(() => lastRun.textContent(), POLL).toBe(en['goldfish.keepOfLastRun.changed']);

  // Rules past MAX_KEEP_RULE_LENGTH are refused by the limit, as advice.run and --keep refuse them.
  await page.getByTestId('sim-policy').selectOption('custom');
  const long = `7:0-7${' + "Adherent of Hope"'.repeat(Math.ceil(MAX_KEEP_RULE_LENGTH / 21))}`;
  await field.fill(long);
  await expect
    .poll(() => page.getByRole('alert').textContent(), POLL)
    .toBe(
      `Invalid input: the keep rules are ${long.length.toLocaleString('en-US')} characters long; at most ${MAX_KEEP_RULE_LENGTH.toLocaleString('en-US')} are read`,
    );
  expect(await lastRun.textContent()).toBe(en['goldfish.keepOfLastRun.unreadable']);
});
