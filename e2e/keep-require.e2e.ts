// The goldfish lab's keep field takes rules that require cards in the kept hand (engine/goldfish/keep-spec.ts): by a
// name in quotes or a tag of the deck's entries, after "+". On a real 60-card deck (Basri, Devoted Paladin, M21: 25
// Plains) whose two-drops the player tags, the run keeps its first 7 at the closed-form rate (CR 103.5); a card the
// deck does not hold is refused by name in either language, and the field's hint gives the syntax in both. The
// editor's Advice tab takes the same rules, a card named as a deck list would name it: in the Japanese window, by its
// Japanese name (MTGJSON foreignData). Both screens show a rule in the window's words: a Japanese window names its
// cards in Japanese, in corner brackets, though the rule stored and sent names them as the deck does, in English.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { openSavedDeck } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
const POLL = { timeout: 120_000, interval: 50 };
const DECK_FILE = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const DECK_NAME = 'Basri, Devoted Paladin (tagged)';
const TWO_DROPS = ['Adherent of Hope', 'Makeshift Battalion'];
const GAMES = 20_000;
/** The tagged deck as saved. */
let deckId: number;
const LIBRARY = 60;
const LANDS = 25;

beforeAll(async () => {
  const read = await app.host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(DECK_FILE)),
    fileName: basename(DECK_FILE),
  });
  const main = (read.deck.boards.main ?? []).map((e) =>
    TWO_DROPS.includes(e.name) ? { ...e, tags: ['two-drop'] } : e,
  );
  const saved = await app.host.invoke('decks.save', {
    deck: { ...read.deck, name: DECK_NAME, format: 'standard', boards: { ...read.deck.boards, main } },
  });
  deckId = saved.id;
});
freshWindowAfterFailure(app);

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** P(a 7-card hand holds 2–5 lands and at least one of `copies` required spells). */
function keepSeven(copies: number): number {
  let p = 0;
  for (let l = 2; l <= 5; l++)
    for (let r = 1; r + l <= 7; r++)
      p += choose(LANDS, l) * choose(copies, r) * choose(LIBRARY - LANDS - copies, 7 - l - r);
  return p / choose(LIBRARY, 7);
}

async function openLabWithCustomRules(): Promise<void> {
  const { page } = app;
  await page.keyboard.press('Control+2');
  await page.getByTestId('deck-list').getByText(DECK_NAME).click();
  await page.keyboard.press('Control+3');
  await page.getByTestId('lab-view-run').click();
  await page.getByTestId('sim-policy').selectOption('custom');
  onTestFinished(async () => {
    await page.getByTestId('sim-policy').selectOption('standard');
  });
}

/** Runs `games` on both sides; the share of first 7s kept on the play, as the summary shows it. */
async function keptSevenShown(games: number): Promise<number> {
  const { page } = app;
  await page.getByTestId('sim-games').fill(String(games));
  await page.getByTestId('sim-run').click();
  const summary = page.getByTestId('sim-summary');
  await expect.poll(() => summary.textContent(), POLL).toContain(`${games.toLocaleString('en-US')} games on each side`);
  const text = (await summary.textContent())!;
  return Number(/kept 7: ([\d.]+)%/.exec(text)![1]) / 100;
}

describe('the lab’s keep field with required cards', () => {
  it('"7: 2-5 lands + tag:two-drop" and a name in quotes are read and run: the first 7 kept at the closed-form rate', async () => {
    const { page } = app;
    await openLabWithCustomRules();
    const field = page.getByTestId('sim-keep-rules');
    const label = page.locator('label', { has: field });
    expect(await label.textContent()).toContain('after “+” a card the hand must hold');
    await field.fill('7: 2-5 lands + tag:two-drop, 6:2-4, 5:1-4, 4:0-7');
    await expect.poll(() => page.getByRole('alert').count(), POLL).toBe(0);
    const byTag = await keptSevenShown(GAMES);
    expect(await page.getByTestId('sim-summary').textContent()).toContain(
      'keep policy 7:2-5+tag:two-drop,6:2-4,5:1-4,4:always',
    );
    const p = keepSeven(8);
    // The summary rounds to a tenth of a percent.
    expect(Math.abs(byTag - p)).toBeLessThan(3.5 * Math.sqrt((p * (1 - p)) / GAMES) + 0.0005);
    await app.screenshot('keep-require-01-tag-en');

    await field.fill('7: 2-5 lands + "adherent of hope", 6:2-4');
    await expect.poll(() => page.getByRole('alert').count(), POLL).toBe(0);
    const byName = await keptSevenShown(GAMES + 1);
    const summary = page.getByTestId('sim-summary');
    expect(await summary.textContent()).toContain('keep policy 7:2-5+"Adherent of Hope",6:2-4');
    const q = keepSeven(4);
    expect(Math.abs(byName - q)).toBeLessThan(3.5 * Math.sqrt((q * (1 - q)) / GAMES) + 0.0005);

    // The Japanese window echoes the rule with the card's Japanese name (MTGJSON foreignData), in corner brackets.
    await app.setLook('ja', 'light');
    onTestFinished(async () => {
      await app.setLook('en', 'light');
    });
    await expect.poll(() => summary.textContent(), POLL).toContain('キープ基準: 7:2-5+「希望の支持者」,6:2-4 ·');
    expect(await summary.textContent()).not.toContain('Adherent');
    await app.screenshot('keep-require-01-name-ja');
    await app.setLook('en', 'light');
    await expect.poll(() => summary.textContent(), POLL).toContain('keep policy 7:2-5+"Adherent of Hope",6:2-4 ·');
  });

  it('a card the deck does not hold is refused by name, in English and in Japanese; the hint in Japanese', async () => {
    const { page } = app;
    await openLabWithCustomRules();
    const field = page.getByTestId('sim-keep-rules');
    await field.fill('7:2-5 + "Serra Angel"');
    const error = page.getByRole('alert').filter({ hasText: 'Serra Angel' });
    await expect
      .poll(() => error.textContent(), POLL)
      .toBe(
        'Invalid input: the keep rule “7:2-5 + "Serra Angel"” requires “Serra Angel”, and the deck holds no card of that name',
      );
    await field.scrollIntoViewIfNeeded();
    await app.screenshot('keep-require-02-unknown-en');
    await app.setLook('ja', 'light');
    onTestFinished(async () => {
      await app.setLook('en', 'light');
    });
    await expect
      .poll(() => error.textContent(), POLL)
      .toBe(
        '入力が正しくありません: キープ基準（7:2-5 + "Serra Angel"）が求める「Serra Angel」という名前のカードはデッキにありません',
      );
    const label = page.locator('label', { has: field });
    expect(await label.textContent()).toContain(ja['goldfish.keepRules']);
    await app.screenshot('keep-require-03-unknown-ja');
    await field.fill('7: 2-5 lands + tag:two-drop');
    await expect.poll(() => page.getByRole('alert').count(), POLL).toBe(0);
  });
});

describe('the Advice tab’s keep field with required cards', () => {
  /** Games per land count and the tab's seed (renderer/lib/advice.svelte.ts), to ask the API the same question. */
  const TAB_GAMES = 2_000;
  const SEED = 1;
  const shownShare = (value: number) =>
    new Intl.NumberFormat('ja', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

  it('in the Japanese window, a card by its Japanese name (「希望の支持者」, Adherent of Hope) gets its keep row', async () => {
    const { page, host } = app;
    await openSavedDeck(page, DECK_NAME);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('advice-recommendation').waitFor({ timeout: POLL.timeout });
    await app.setLook('ja', 'light');
    onTestFinished(async () => {
      await page.getByTestId('advice-keep-rule').fill('');
      await app.setLook('en', 'light');
    });
    const field = page.getByTestId('advice-keep-rule');
    await field.fill('7: 2-5 + 「希望の支持者」');
    await expect.poll(() => field.getAttribute('aria-invalid'), POLL).toBe('false');
    expect(await page.getByTestId('advice-tab').getByRole('alert').count()).toBe(0);
    await expect.poll(() => page.getByTestId('advice-stale').count(), POLL).toBe(0);
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');

    // The row under the name the deck spells, with the figures the API gives that rule written in English.
    const policy = 'custom:7:2-5+"Adherent of Hope"';
    const row = page.getByTestId('keep-table').locator(`tr[data-policy='${policy}']`);
    await expect.poll(() => row.count(), POLL).toBe(1);
    expect(await row.locator('.badge').textContent()).toBe(ja['advice.custom']);
    const { deck } = await host.invoke('decks.get', { id: deckId });
    const expected = await host.invoke('advice.run', {
      deck,
      games: TAB_GAMES,
      seed: SEED,
      keep: '7:2-5 + "Adherent of Hope"',
    });
    const rule = expected.keep!.find((k) => k.policy === policy)!;
    expect(await row.locator('td.num').first().textContent()).toBe(shownShare(rule.keepRate[0].kept.value));
    // The row's rule in the window's words: the Japanese name, as typed, though the API's rule names the card in English.
    const ruleName = row.getByTestId('keep-rule-name');
    expect(await ruleName.textContent()).toContain('7:2-5+「希望の支持者」');
    expect(await ruleName.textContent()).not.toContain('Adherent');
    await row.scrollIntoViewIfNeeded();
    await app.screenshot('keep-require-04-advice-ja');
    await app.setLook('en', 'light');
    expect(await row.locator('.badge').textContent()).toBe('custom');
    await expect.poll(() => ruleName.textContent(), POLL).toContain('7:2-5+"Adherent of Hope"');
    await app.screenshot('keep-require-04-advice-en');
  });

  it('in the Japanese window, a Japanese name or a tag the deck lacks is refused in Japanese, the rule after the reason', async () => {
    const { page } = app;
    await openSavedDeck(page, DECK_NAME);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('advice-recommendation').waitFor({ timeout: POLL.timeout });
    await app.setLook('ja', 'light');
    const field = page.getByTestId('advice-keep-rule');
    onTestFinished(async () => {
      await field.fill('');
      await app.setLook('en', 'light');
    });
    const label = page.locator('label', { has: field });
    expect(await label.textContent()).toContain('例: 7:2-5 + 「繁茂」');
    const error = page.getByTestId('advice-tab').getByRole('alert');
    // Llanowar Elves (10E) by its Japanese name: a real card, not one of this deck's.
    await field.fill('7: 2-5 + 「ラノワールのエルフ」');
    await expect
      .poll(() => error.textContent(), POLL)
      .toBe(
        '入力が正しくありません: キープ基準（7: 2-5 + 「ラノワールのエルフ」）が求める「ラノワールのエルフ」という名前のカードはデッキにありません',
      );
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.scrollIntoViewIfNeeded();
    await app.screenshot('keep-require-05-advice-unknown-name-ja');
    await field.fill('7: 2-5 + tag:ドロー');
    await expect
      .poll(() => error.textContent(), POLL)
      .toBe(
        '入力が正しくありません: キープ基準（7: 2-5 + tag:ドロー）が求めるタグ「ドロー」の付いたカードはデッキにありません',
      );
    await app.screenshot('keep-require-06-advice-unknown-tag-ja');
    await app.setLook('en', 'light');
    await expect
      .poll(() => error.textContent(), POLL)
      .toBe(
        'Invalid input: the keep rule “7: 2-5 + tag:ドロー” requires a card tagged ドロー, and no card of the deck has that tag',
      );
    await app.screenshot('keep-require-06-advice-unknown-tag-en');
  });
});
