// The deck advisor's screens on real decks: the editor's Advice tab (recommended land count, a spell below its
// colored-source target with its fix, new advice after an edit), the lab's land sweep streaming its rows, and
// A/B runs from the history tab and the lab. What the screen shows is checked against the API's own answer for
// the same input (the screens play seeded games), never against numbers written here. Game counts stay small.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchApp, launchBrowser, type AppUnderTest } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';

let browser: Browser;
let app: AppUnderTest;
const POLL = { timeout: 120_000, interval: 50 };
/** Blue-green, 10 Island, 11 Forest, 4 Thornwood Falls: some spells fall short of 90% on curve. */
const OKO = sharedPath('decks/plain-taw/pw__eld__Oko, the Trickster.txt');
/** Mono-white: edited between two saved versions for the history's A/B. */
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
/** Games per land count in the Advice tab: intervals a few points wide, quick on CI. */
const TAB_GAMES = 2_000;
/** The lab's sweep plays long enough that its first land counts are on screen well before the last. */
const SWEEP_GAMES = 100_000;
/** The screens' seed and A/B game count (renderer/lib/advice.svelte.ts), to ask the API the same question. */
const SEED = 1;
const AB_GAMES = 10_000;

async function importAndSave(file: string): Promise<{ id: number; deck: Deck }> {
  const read = await app.host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(file)),
    fileName: basename(file),
  });
  const stored = await app.host.invoke('decks.save', { deck: { ...read.deck, format: undefined } });
  return { id: stored.id, deck: (await app.host.invoke('decks.get', { id: stored.id })).deck };
}

let oko: { id: number; deck: Deck };
let basri: { id: number; deck: Deck };

beforeAll(async () => {
  browser = await launchBrowser();
  app = await launchApp(browser, { dbTemplate: inject('dbTemplate'), rendererRoot: inject('rendererRoot') });
  oko = await importAndSave(OKO);
  basri = await importAndSave(BASRI);
});
afterEach(() => {
  expect(app.pageErrors, 'page errors or CSP violations').toEqual([]);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

async function openDeck(deck: Deck): Promise<void> {
  const { page } = app;
  await page.keyboard.press('Control+2');
  await page.getByTestId('deck-list').getByText(deck.name, { exact: true }).first().click();
  await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(deck.name);
}

describe('the Advice tab', () => {
  it('shows the advisor’s recommended land count and each spell below target with its fix, by keyboard', async () => {
    const { page, host } = app;
    await openDeck(oko.deck);
    await page.getByTestId('tab-advice').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    const expected = await host.invoke('advice.run', { deck: oko.deck, games: TAB_GAMES, seed: SEED });

    await expect
      .poll(() => page.getByTestId('advice-recommendation').textContent(), POLL)
      .toContain(`Recommended: ${expected.lands!.recommended} lands`);
    expect(await page.getByTestId('advice-recommendation').textContent()).toContain(`now ${expected.lands!.current}`);
    const flagged = expected.sources!.filter((s) => s.flagged).map((s) => s.card);
    expect(flagged.length, 'a spell of this deck below 90% on curve').toBeGreaterThan(0);
    const shownFlagged = await page
      .locator('[data-testid="advice-sources"] tr[data-flagged="true"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card')));
    expect(shownFlagged).toEqual(flagged);
    const fixes = await page.getByTestId('advice-fixes').locator('li:not(.no-fix)').allTextContents();
    const expectedFixes = expected.sources!.flatMap((s) => s.fixes);
    expect(fixes).toHaveLength(expectedFixes.length);
    expectedFixes.forEach((fix, i) => {
      expect(fixes[i]).toContain(fix.card);
      expect(fixes[i]).toContain(`+${fix.to - fix.from} `);
      expect(fixes[i]).toContain(`${fix.from} → ${fix.to} reaches 90%`);
    });
    const tabRows = page.getByTestId('advice-tab').getByTestId('sweep-table').locator('tbody tr');
    expect(await tabRows.count()).toBe(expected.lands!.sweep.length);
    await app.screenshot('advice-01-tab-en-light');
    await page.getByTestId('advice-sources').scrollIntoViewIfNeeded();
    await app.screenshot('advice-01b-sources-en-light');

    await app.setLook('ja', 'light');
    await expect
      .poll(() => page.getByTestId('advice-recommendation').textContent(), POLL)
      .toContain(`推奨: 土地 ${expected.lands!.recommended} 枚`);
    await app.screenshot('advice-02-tab-ja-light');
    await page.getByTestId('advice-fixes').scrollIntoViewIfNeeded();
    await app.screenshot('advice-02b-fixes-ja-light');
    await page.getByTestId('advice-tab').evaluate((tab) => tab.scrollIntoView());
    await app.setLook('ja', 'dark');
    await app.screenshot('advice-03-tab-ja-dark');
    await app.setLook('en', 'dark');
    await app.screenshot('advice-04-tab-en-dark');
    await app.setLook('en', 'light');
  });

  it('greys the advice after an edit and asks again: one Forest fewer is one land fewer', async () => {
    const { page, host } = app;
    await openDeck(oko.deck);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('advice-recommendation').waitFor({ timeout: POLL.timeout });
    const forest = page.locator('[data-board="main"] [data-card^="Forest"]').first();
    await forest.focus();
    await page.keyboard.press('-');
    await expect.poll(() => page.getByTestId('advice-stale').count(), POLL).toBe(1);

    const first = oko.deck.boards.main!.findIndex((e) => e.name.startsWith('Forest'));
    const main = oko.deck.boards.main!.map((e, i) => (i === first ? { ...e, count: e.count - 1 } : e));
    const before = await host.invoke('advice.run', { deck: oko.deck, games: TAB_GAMES, seed: SEED });
    const expected = await host.invoke('advice.run', {
      deck: { ...oko.deck, boards: { ...oko.deck.boards, main } },
      games: TAB_GAMES,
      seed: SEED,
    });
    await expect.poll(() => page.getByTestId('advice-stale').count(), POLL).toBe(0);
    const text = await page.getByTestId('advice-recommendation').textContent();
    expect(text).toContain(`now ${expected.lands!.current}`);
    expect(text).toContain(`Recommended: ${expected.lands!.recommended} lands`);
    expect(expected.lands!.current).toBe(before.lands!.current - 1);
  });
});

/** The lab sweep's table rows (the Advice tab, on the hidden decks screen, has a table of its own). */
const sweepRows = () => app.page.getByTestId('sweep-results').getByTestId('sweep-table').locator('tbody tr');

describe('the lab', () => {
  it('draws the land sweep’s rows as they stream in, before the sweep is done, and keeps them on cancel', async () => {
    const { page } = app;
    await openDeck(oko.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-games').selectOption(String(SWEEP_GAMES));
    await page.getByTestId('sweep-run').click();
    await expect.poll(() => sweepRows().count(), POLL).toBeGreaterThan(0);
    expect(await page.getByTestId('sweep-cancel').isVisible(), 'the sweep is still running').toBe(true);
    const streamed = await sweepRows().count();
    await app.screenshot('advice-05-lab-sweep-streaming');
    await page.getByTestId('sweep-cancel').click();
    await page.getByTestId('sweep-run').waitFor({ timeout: POLL.timeout });
    expect(await sweepRows().count()).toBeGreaterThanOrEqual(streamed);
  });

  it('an A/B of the deck against its own saved version shows no real difference', async () => {
    const { page, host } = app;
    await openDeck(basri.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-ab').click();
    const version = (await host.invoke('decks.versions', { id: basri.id })).at(-1)!.version;
    await page.getByTestId('ab-versus').selectOption(`v:${version}`);
    await page.getByTestId('ab-run').click();
    await page.getByTestId('ab-table').waitFor({ timeout: POLL.timeout });
    expect(await page.locator('[data-testid="ab-table"] tr[data-real="true"]').count()).toBe(0);
    expect(await page.getByTestId('ab-verdict').textContent()).toContain('No real difference');
    await app.screenshot('advice-06-lab-ab-self');
  });
});

describe('the history tab', () => {
  it('compares an earlier version with the edited deck on the same shuffles, marking the differences that are real', async () => {
    const { page, host } = app;
    await openDeck(basri.deck);
    const plains = page.locator('[data-board="main"] [data-card^="Plains"]').first();
    await plains.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('-');
    const versions = await host.invoke('decks.versions', { id: basri.id });
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => (await host.invoke('decks.versions', { id: basri.id })).length, POLL)
      .toBe(versions.length + 1);
    const edited = (await host.invoke('decks.get', { id: basri.id })).deck;
    const expected = await host.invoke('advice.compare', {
      a: { deckId: basri.id, version: 1 },
      b: { deck: edited },
      games: AB_GAMES,
      seed: SEED,
    });
    const real = expected.comparison!.figures.filter((f) => f.real).map((f) => f.figure);
    expect(real, 'four Plains fewer changes the land drops').toContain('landDropTurn4');

    await page.getByTestId('tab-history').click();
    const row = page.getByTestId('version-history').locator('li').filter({ hasText: 'v1' });
    await row.getByTestId('version-ab').click();
    await page.getByTestId('version-ab-result').getByTestId('ab-table').waitFor({ timeout: POLL.timeout });
    const marked = await page.locator('[data-testid="version-ab-result"] tr[data-real="true"]').count();
    expect(marked).toBe(real.length);
    await app.screenshot('advice-07-history-ab');
    await app.setLook('ja', 'dark');
    await app.screenshot('advice-08-history-ab-ja-dark');
    await app.setLook('en', 'light');
  });
});
