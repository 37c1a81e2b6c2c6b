// The land sweep's stand-ins on a real Commander deck (Aura of Courage, AFC: 38 lands, 14 of them basic), in the
// editor's Advice tab and the lab's land sweep, in English and Japanese: below the deck's land count the spells added
// in place of lands are stand-ins, not second copies of its singleton spells (CR 903.5b), named so among the changes,
// with a note under the table saying what they are. What the screen shows is checked against the API's own answer for
// the same input (the screens play seeded games), never against numbers written here.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { openSavedDeck } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
freshWindowAfterFailure(app);
const POLL = { timeout: 120_000, interval: 50 };
/** The screens' fewest games and their seed (renderer/lib/advice.svelte.ts), to ask the API the same question. */
const GAMES = 2_000;
const SEED = 1;
let aura: Deck;

beforeAll(async () => {
  const text = readFileSync(sharedPath('decks/plain-taw/cmd__afc__Aura of Courage.txt'), 'utf8');
  const read = await app.host.invoke('decks.import', { text });
  const stored = await app.host.invoke('decks.save', { deck: { ...read.deck, format: 'commander' } });
  aura = (await app.host.invoke('decks.get', { id: stored.id })).deck;
});

/** The note under a sweep's table, in a catalog's words, for the most lands that hold stand-ins. */
const noteIn = (catalog: typeof en | typeof ja, lands: number) =>
  catalog['advice.standInsNote'].replace('{lands}', String(lands));

/** Scrolls the sweep table sideways to the start of its changes column, and the note under it into view. */
async function showChangesAndNote(results: Locator): Promise<void> {
  const changes = results.getByTestId('sweep-changes').first();
  await changes.evaluate((cell) => {
    const scroller = cell.closest('.table-scroll')!;
    scroller.scrollLeft += cell.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
  });
  await results.getByTestId('sweep-stand-ins').scrollIntoViewIfNeeded();
}

/**
 * Checks a sweep table against the API's answer: each land count's stand-ins, in English, and the note under it;
 * then the note and the stand-ins in Japanese. Screenshots in both languages.
 */
async function checkStandIns(results: Locator, screenshot: string): Promise<void> {
  const expected = await app.host.invoke('advice.run', { deck: aura, games: GAMES, seed: SEED });
  const { current, sweep } = expected.lands!;
  const withStandIns = sweep.filter((r) => Object.keys(r.standIns).length > 0);
  expect(withStandIns.map((r) => r.lands)).toEqual(sweep.filter((r) => r.lands < current).map((r) => r.lands));
  const standIns = (lands: number) => results.locator(`tr[data-lands="${lands}"] [data-stand-in]`);
  for (const row of sweep) {
    const shown = standIns(row.lands);
    expect(await shown.evaluateAll((spans) => spans.map((s) => s.getAttribute('data-stand-in')))).toEqual(
      Object.keys(row.standIns),
    );
    expect(await shown.allTextContents()).toEqual(
      Object.entries(row.standIns).map(([card, count]) => `+${count} stand-in for ${card}`),
    );
  }
  const note = results.getByTestId('sweep-stand-ins');
  expect(await note.textContent()).toBe(noteIn(en, current - 1));
  await showChangesAndNote(results);
  await app.screenshot(`${screenshot}-en-light`);

  await app.setLook('ja', 'light');
  await expect.poll(() => note.textContent(), POLL).toBe(noteIn(ja, current - 1));
  for (const text of await standIns(current - 1).allTextContents()) expect(text).toMatch(/^\+1 .+の代役$/);
  await showChangesAndNote(results);
  await app.screenshot(`${screenshot}-ja-light`);
  await app.setLook('en', 'light');
}

describe('the land sweep of a Commander deck (CR 903.5b)', () => {
  it('the Advice tab names the stand-ins added below the deck’s land count and says what they are', async () => {
    const { page } = app;
    await openSavedDeck(page, aura.name);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(GAMES));
    await page.getByTestId('advice-recommendation').waitFor({ timeout: POLL.timeout });
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
    await checkStandIns(page.getByTestId('advice-tab'), 'advice-stand-ins-01-tab');
  });

  it('the lab’s land sweep does the same', async () => {
    const { page } = app;
    await openSavedDeck(page, aura.name);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-games').selectOption(String(GAMES));
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: POLL.timeout });
    await checkStandIns(page.getByTestId('sweep-results'), 'advice-stand-ins-02-lab');
  });
});
