// The Advice tab as a player uses it on real decks of ../shared/data, in English and Japanese: a 60-card
// constructed deck (Azorius Control), a 40-card theme deck (Arcanis's Guile), a 100-card Commander deck (Lorehold
// Legacies) and a 40-card Duel Masters deck; what the tab says for a spell more sources of its one color cannot bring
// to the target, how an exact figure reads, and why a deck without lands gets no advice. The screen is checked against
// the API's own answer for the same input (the tab plays seeded games), never against numbers written here.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openSavedDeck } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';
import { dmDeckList, dmScarceNatureDeck } from '../test/goldfish-fixtures.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
freshWindowAfterFailure(app);
const POLL = { timeout: 120_000, interval: 50 };
/** The tab's fewest games: intervals a few points wide, quick on CI. */
const TAB_GAMES = 2_000;
/** The tab's seed (renderer/lib/advice.svelte.ts), to ask the API the same question. */
const SEED = 1;

const DECK_FILES = {
  /** Azorius: 8 Island, 8 Plains, 4 Temple of Enlightenment, 4 Tranquil Cove (the last two enter tapped). */
  constructed: 'decks/plain-taw/challenger__q05__Azorius Control.txt',
  /** Mono-blue, 17 Islands: every figure exact. */
  limited: "decks/plain-taw/theme-40-std__10e__Arcanis's Guile.txt",
  commander: 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt',
  /** Oko with its lands taken out. */
  noLands: 'decks/plain-taw/pw__eld__Oko, the Trickster.txt',
} as const;
const decks = {} as Record<keyof typeof DECK_FILES | 'duelMasters', Deck>;

async function save(deck: Deck): Promise<Deck> {
  const stored = await app.host.invoke('decks.save', { deck });
  return (await app.host.invoke('decks.get', { id: stored.id })).deck;
}

/** Oko's deck with its lands taken out. */
function withoutLands(deck: Deck): Deck {
  const lands = ['Island', 'Forest', 'Thornwood Falls'];
  const main = deck.boards.main!.filter((e) => !lands.includes(e.name));
  return { ...deck, name: 'Oko without lands', boards: { ...deck.boards, main } };
}

beforeAll(async () => {
  for (const [key, file] of Object.entries(DECK_FILES) as [keyof typeof DECK_FILES, string][]) {
    const path = sharedPath(file);
    const read = await app.host.invoke('decks.import', {
      bytes: new Uint8Array(readFileSync(path)),
      fileName: basename(path),
    });
    decks[key] = await save(key === 'noLands' ? withoutLands(read.deck) : read.deck);
  }
  const dm = await app.host.invoke('decks.import', { text: dmDeckList(dmScarceNatureDeck()) });
  decks.duelMasters = await save(dm.deck);
});

/**
 * Opens the deck's Advice tab at the tab's game count and waits until its run is done: its sources table is shown
 * (the run starts a moment after the deck opens) and nothing runs.
 */
async function openAdviceTab(deck: Deck): Promise<void> {
  const { page } = app;
  await openSavedDeck(page, deck.name);
  await page.getByTestId('tab-advice').click();
  await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
  await page.getByTestId('advice-sources').waitFor(POLL);
  await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
}

const adviceFor = (deck: Deck) => app.host.invoke('advice.run', { deck, games: TAB_GAMES, seed: SEED });

describe('the Advice tab on real decks', () => {
  it('a spell of one color that no more of its sources bring to the target is told so, not that it needs each of its colors', async () => {
    const { page } = app;
    const deck = decks.constructed;
    await openAdviceTab(deck);
    const expected = await adviceFor(deck);
    const noFix = expected.sources!.filter((s) => s.flagged && s.fixes.length === 0);
    const oneColor = noFix.filter((s) => Object.keys(s.sources).length === 1);
    expect(oneColor.length, 'a one-color spell of this deck below 90% with no fix').toBeGreaterThan(0);
    const line = (card: string) => page.locator(`[data-testid="advice-fixes"] li.no-fix[data-card="${card}"]`);
    const words = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>;
    for (const s of oneColor) {
      const [color] = Object.keys(s.sources);
      const text = await line(s.card).textContent();
      expect(text).toContain(`more ${words[color]} sources alone do not reach the target`);
      expect(text).not.toContain('each of its colors');
    }
    await line(oneColor[0].card).scrollIntoViewIfNeeded();
    await app.screenshot('advice-player-01-no-fix-one-color-en-light');

    await app.setLook('ja', 'light');
    const kanji = { W: '白', U: '青', B: '黒', R: '赤', G: '緑' } as Record<string, string>;
    for (const s of oneColor) {
      const [color] = Object.keys(s.sources);
      await expect.poll(() => line(s.card).textContent(), POLL).toContain(`${kanji[color]}のマナ源を増やすだけでは`);
      expect(await line(s.card).textContent()).not.toContain('各色のマナ源が必要です');
    }
    await app.screenshot('advice-player-02-no-fix-one-color-ja-light');
    await app.setLook('en', 'light');
  });

  it('an exact figure reads "100.0% exact", a note under the table says the closed form counts no mulligan, and a flagged spell reads "… below target", words apart, in both languages', async () => {
    const { page } = app;
    const deck = decks.limited;
    await openAdviceTab(deck);
    const expected = await adviceFor(deck);
    const exact = expected.sources!.filter((s) => s.exact);
    expect(exact.length, 'mono-blue with only Islands: the closed form holds').toBe(expected.sources!.length);
    const figureCell = (card: string) =>
      page.locator(`[data-testid="advice-sources"] tr[data-card="${card}"] [data-testid="advice-source-figure"]`);
    for (const s of exact)
      expect(await figureCell(s.card).innerText()).toBe(`${(s.onCurveGivenLands! * 100).toFixed(1)}% exact`);
    await expect.poll(() => page.getByTestId('advice-exact-note').innerText(), POLL).toBe(en['advice.exactNote']);
    await page.getByTestId('advice-sources').scrollIntoViewIfNeeded();
    await app.screenshot('advice-player-03-limited-exact-en-light');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => figureCell(exact[0].card).innerText(), POLL)
      .toBe(`${(exact[0].onCurveGivenLands! * 100).toFixed(1)}% ${ja['goldfish.exact']}`);
    await expect.poll(() => page.getByTestId('advice-exact-note').innerText(), POLL).toBe(ja['advice.exactNote']);
    await app.screenshot('advice-player-04-limited-exact-ja-light');
    await app.setLook('en', 'light');

    // A flagged spell's badge is a word of its own after the card's name (Azorius Control has some below 90%).
    await openAdviceTab(decks.constructed);
    const flagged = (await adviceFor(decks.constructed)).sources!.filter((s) => s.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    const nameCell = page.locator(`[data-testid="advice-sources"] tr[data-card="${flagged[0].card}"] td`).first();
    expect(await nameCell.textContent()).toBe(`${flagged[0].card} ${en['advice.belowTarget']}`);
  });

  it('the sweep’s chart says what it draws above it, in both languages, as the objective changes', async () => {
    const { page } = app;
    await openAdviceTab(decks.constructed);
    const title = page.getByTestId('advice-tab').getByTestId('sweep-chart-title');
    const fill = (text: string, figure: string) => text.replace('{figure}', figure);
    expect(await title.textContent()).toBe(fill(en['advice.sweep'], en['advice.figure.compoundedManaSpent']));
    await page.getByTestId('advice-objective').selectOption('land-drop-turn-4');
    await expect
      .poll(() => title.textContent(), POLL)
      .toBe(fill(en['advice.sweep'], en['advice.figure.landDrop'].replace('{turn}', '4')));
    await app.setLook('ja', 'light');
    await expect
      .poll(() => title.textContent(), POLL)
      .toBe(fill(ja['advice.sweep'], ja['advice.figure.landDrop'].replace('{turn}', '4')));
    await app.screenshot('advice-player-12-chart-title-ja-light');
    await app.setLook('en', 'light');
    await page.getByTestId('advice-objective').selectOption('compounded-mana');
  });

  it('a Commander deck and a Duel Masters deck get their advice in both languages', async () => {
    const { page } = app;
    await openAdviceTab(decks.commander);
    const commander = await adviceFor(decks.commander);
    await expect
      .poll(() => page.getByTestId('advice-recommendation').textContent(), POLL)
      .toContain(`Recommended: ${commander.lands!.recommended} lands`);
    await app.screenshotEveryLook('advice-player-05-commander', async () => {
      await page.getByTestId('advice-recommendation').waitFor(POLL);
    });
    await page.getByTestId('advice-fixes').scrollIntoViewIfNeeded();
    await app.screenshot('advice-player-06-commander-fixes-en-light');

    await openAdviceTab(decks.duelMasters);
    const dm = await adviceFor(decks.duelMasters);
    expect(dm.lands).toBeNull();
    const shown = await page
      .locator('[data-testid="advice-sources"] tr[data-flagged="true"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card')));
    expect(shown).toEqual(dm.sources!.filter((s) => s.flagged).map((s) => s.card));
    await app.screenshot('advice-player-07-duel-masters-en-light');
    await app.setLook('ja', 'light');
    await app.screenshot('advice-player-08-duel-masters-ja-light');
    await app.setLook('en', 'light');
  });

  it('a deck with no lands says why in the window’s language, not in English nor sending the player to a land chooser with none', async () => {
    const { page } = app;
    const deck = decks.noLands;
    await openSavedDeck(page, deck.name);
    await page.getByTestId('tab-advice').click();
    const alert = page.getByTestId('advice-tab').getByRole('alert');
    await expect.poll(() => alert.textContent(), POLL).toContain(`“${deck.name}” has no lands yet`);
    await app.screenshot('advice-player-09-no-lands-en-light');
    await app.setLook('ja', 'light');
    await expect.poll(() => alert.textContent(), POLL).toContain(`「${deck.name}」にはまだ土地がありません`);
    expect(await alert.textContent()).not.toContain('has no');
    await app.screenshot('advice-player-10-no-lands-ja-light');
    await app.setLook('en', 'light');
  });
});

describe('the player’s sweep choices', () => {
  /** Reads a deck list through the import dialog and opens it in the editor without saving it: a new deck. */
  async function openUnsaved(file: string, name: string): Promise<void> {
    const { page } = app;
    await page.keyboard.press('Control+2');
    await page.getByTestId('import-deck').click();
    await page.getByRole('tab', { name: en['import.file'] }).click();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: basename(file), mimeType: 'text/plain', buffer: readFileSync(file) });
    await expect.poll(() => page.getByTestId('import-name').inputValue(), POLL).not.toBe('');
    await page.getByTestId('import-name').fill(name);
    await page.getByRole('button', { name: en['import.openOnly'] }).click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(name);
  }

  it('the land a new deck adds stays chosen when the deck is saved, and the next new deck starts from the default', async () => {
    const { page, host } = app;
    const oko = sharedPath(DECK_FILES.noLands);
    await openUnsaved(oko, 'Oko, new');
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-cuts').locator('summary').click();
    const land = page.getByTestId('advice-cuts-land');
    await land.selectOption('Island');
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => (await host.invoke('decks.list', {})).some((d) => d.name === 'Oko, new'), POLL)
      .toBe(true);
    await expect.poll(() => land.inputValue(), POLL).toBe('Island');
    await app.screenshot('advice-player-11-land-kept-after-save-en-light');

    await openUnsaved(oko, 'Oko, newer');
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-cuts').locator('summary').click();
    await expect.poll(() => page.getByTestId('advice-cuts-land').inputValue(), POLL).toBe('');
  });
});
