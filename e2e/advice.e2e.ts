// The deck advisor's screens on real decks: the editor's Advice tab (recommended land count, a spell below its
// colored-source target with its fix, new advice after an edit; the key spells, land and cut order the player
// chooses, and the key spells' castability per land count and per keep rule), the lab's land sweep streaming its
// rows, and A/B runs from the history tab and the lab. What the screen shows is checked against the API's own answer for
// the same input (the screens play seeded games), never against numbers written here. Game counts stay small.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openSavedDeck } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';
import type { Locator } from 'playwright-core';
import { dmDeckList, dmDeckOf, dmPlainAttacker, dmScarceNatureDeck } from '../test/goldfish-fixtures.ts';
import { heldBackByTappedLands } from '../engine/advice/sources.ts';

const app = appForFile();
const POLL = { timeout: 120_000, interval: 50 };
/** Blue-green, 10 Island, 11 Forest, 4 Thornwood Falls: some spells fall short of 90% on curve. */
const OKO = sharedPath('decks/plain-taw/pw__eld__Oko, the Trickster.txt');
/** Mono-white: edited between two saved versions for the history's A/B. */
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
/** Games per land count in the Advice tab: intervals a few points wide, quick on CI. */
const TAB_GAMES = 2_000;
/** The lab's sweep plays long enough that its first land counts are on screen well before the last. */
const SWEEP_GAMES = 100_000;
/** A land range wider than the default one (the deck's 25 lands ± 5) on both sides, within its 10 Islands. */
const WIDE_SWEEP = [16, 32] as const;
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
/** Duel Masters, 36 fire cards and 4 nature cards (test/goldfish-fixtures.ts): its nature cards fall short. */
let scarceNature: Deck;
/** A Duel Masters twinpact, its creature half nature, its spell half light (DM 810.3a), with 36 nature cards. */
const ESMER = 'Esmer, Celestial Faerie/How about a cup of tea?';
let natureWithEsmer: Deck;

beforeAll(async () => {
  oko = await importAndSave(OKO);
  basri = await importAndSave(BASRI);
  const read = await app.host.invoke('decks.import', { text: dmDeckList(dmScarceNatureDeck()) });
  const stored = await app.host.invoke('decks.save', { deck: read.deck });
  scarceNature = (await app.host.invoke('decks.get', { id: stored.id })).deck;
  const nature = { ...dmDeckOf('nature', dmPlainAttacker('nature'), 4, 9), name: 'nature with Esmer' };
  const withEsmer = await app.host.invoke('decks.import', { text: `${dmDeckList(nature)}4 ${ESMER}\n` });
  const esmerId = (await app.host.invoke('decks.save', { deck: withEsmer.deck })).id;
  natureWithEsmer = (await app.host.invoke('decks.get', { id: esmerId })).deck;
});

/** Opens a saved deck from the deck list, letting any unsaved edits go. */
/** The sources table's rows as shown: the card, its turn, and the name it is shown by. */
const sourceRows = () =>
  app.page.locator('[data-testid="advice-sources"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      card: r.getAttribute('data-card'),
      turn: Number(r.querySelector('[data-testid="advice-source-turn"]')!.textContent),
      shown: r.querySelector('td')!.firstChild!.textContent!.trim(),
    })),
  );

/** The API lists the rows by the turn each spell is cast on curve, then by name (Karsten's tables); so does the table. */
async function expectTurnOrder(sources: readonly { card: string; turn: number }[]): Promise<void> {
  const apiOrder = sources.map(({ card, turn }) => ({ card, turn }));
  expect(apiOrder.map((s) => s.turn)).toEqual(apiOrder.map((s) => s.turn).sort((a, b) => a - b));
  expect((await sourceRows()).map(({ card, turn }) => ({ card, turn }))).toEqual(apiOrder);
}

const openDeck = (deck: Deck) => openSavedDeck(app.page, deck.name);

/** Opens the deck's Advice tab at the tab's game count and waits for its first answer. */
async function openAdviceTab(deck: Deck): Promise<void> {
  const { page } = app;
  await openDeck(deck);
  await page.getByTestId('tab-advice').click();
  await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
  await page.getByTestId('advice-recommendation').waitFor({ timeout: POLL.timeout });
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
    // Against the deck's own count, on the same games, when that count is not a neighbour listed already.
    const { versusCurrent, neighbours, current } = expected.lands!;
    expect(versusCurrent, 'the recommendation is not the deck’s own count').not.toBeNull();
    if (!neighbours.some((n) => n.lands === current))
      expect(await page.getByTestId('advice-versus-current').textContent()).toContain(`your ${current} lands`);
    const flagged = expected.sources!.filter((s) => s.flagged).map((s) => s.card);
    expect(flagged.length, 'a spell of this deck below 90% on curve').toBeGreaterThan(0);
    // The spells the lands that enter tapped hold back for sure, as the API says.
    const heldBack = expected.sources!.filter((s) => s.flagged && heldBackByTappedLands(s)).map((s) => s.card);
    expect(
      await page.getByTestId('advice-tapped').evaluateAll((items) => items.map((i) => i.getAttribute('data-card'))),
    ).toEqual(heldBack);
    await expectTurnOrder(expected.sources!);
    const shownFlagged = await page
      .locator('[data-testid="advice-sources"] tr[data-flagged="true"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card')));
    expect(shownFlagged).toEqual(flagged);
    // A simulated spell at the target is given the sources it has, fewer not played: at most that many.
    const atMost = expected.sources!.filter((s) => s.sourcesNeededBy === 'simulated' && !s.flagged);
    expect(atMost.length, 'a multicolored spell of this deck at 90% on curve').toBeGreaterThan(0);
    for (const s of atMost) {
      const shown = await page
        .locator(`[data-testid="advice-sources"] tr[data-card="${s.card}"] td`)
        .last()
        .textContent();
      // Each count and its aside in brackets held on one line by a no-break space.
      for (const color of Object.keys(s.sourcesNeeded) as (keyof typeof s.sources)[])
        expect(shown).toContain(`${color} ≤ ${s.sources[color]}\u00a0(${s.sources[color]})`);
    }
    const fixes = await page.getByTestId('advice-fixes').locator('li:not(.no-fix):not(.tapped)').allTextContents();
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
      .toContain(`推奨: 土地${expected.lands!.recommended}枚`);
    // In Japanese the same turns, each turn's spells by their Japanese names in Japanese order.
    const jaRows = await sourceRows();
    expect(jaRows.map((r) => r.turn)).toEqual(expected.sources!.map((s) => s.turn));
    const collator = new Intl.Collator('ja');
    for (const turn of new Set(jaRows.map((r) => r.turn))) {
      const names = jaRows.filter((r) => r.turn === turn).map((r) => r.shown);
      expect(
        names.every((name) => /\p{Script=Katakana}|\p{Script=Han}/u.test(name)),
        names.join(', '),
      ).toBe(true);
      expect(names).toEqual([...names].sort(collator.compare));
    }
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

  it('a Duel Masters deck: each card below its civilization target, with the fix the API gives, in English and Japanese (DM 112.2a)', async () => {
    const { page, host } = app;
    const deck = scarceNature;
    expect(deck.game).toBe('dm');
    await openDeck(deck);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    const expected = await host.invoke('advice.run', { deck, games: TAB_GAMES, seed: SEED });
    await page.getByTestId('advice-sources').waitFor({ timeout: POLL.timeout });
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
    await expect.poll(() => page.getByTestId('advice-stale').count(), POLL).toBe(0);
    // No land count and no keep rules: Duel Masters has neither lands to count nor a mulligan (DM 103.3).
    expect(await page.getByTestId('advice-recommendation').count()).toBe(0);
    expect(await page.getByTestId('advice-keep').count()).toBe(0);
    const flagged = expected.sources!.filter((s) => s.flagged);
    expect(flagged.length, 'nature cards below 90% on curve').toBeGreaterThan(0);
    await expectTurnOrder(expected.sources!);
    const shownFlagged = await page
      .locator('[data-testid="advice-sources"] tr[data-flagged="true"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card')));
    expect(shownFlagged).toEqual(flagged.map((s) => s.card));
    for (const s of flagged) {
      const shown = await page
        .locator(`[data-testid="advice-sources"] tr[data-card="${s.card}"] td`)
        .last()
        .textContent();
      expect(shown).toContain(`nature ${s.sourcesNeeded.nature ?? '—'}\u00a0(${s.sources.nature})`);
    }
    const fixes = await page.getByTestId('advice-fixes').locator('li:not(.no-fix):not(.tapped)').allTextContents();
    const expectedFixes = expected.sources!.flatMap((s) => s.fixes);
    expect(expectedFixes.length).toBeGreaterThan(0);
    expect(fixes).toHaveLength(expectedFixes.length);
    expectedFixes.forEach((fix, i) => {
      const n = fix.to - fix.from;
      expect(fixes[i]).toContain(
        `+${n} nature card${n === 1 ? '' : 's'}: ${fix.from} → ${fix.to} reaches 90% for ${fix.card} on turn ${fix.turn}`,
      );
    });
    await page.getByTestId('advice-sources').scrollIntoViewIfNeeded();
    await app.screenshot('advice-14-dm-civilizations-en-light');
    await app.setLook('ja', 'light');
    await expect.poll(() => page.getByTestId('advice-fixes').textContent(), POLL).toContain('自然のカードを');
    expect(await page.getByTestId('advice-sources').locator('h4').textContent()).toContain('文明のカード');
    await app.screenshot('advice-15-dm-civilizations-ja-light');
    await app.setLook('ja', 'dark');
    await app.screenshot('advice-16-dm-civilizations-ja-dark');
    await app.setLook('en', 'light');
  });

  it('a Duel Masters twinpact: a row for each half, named with it, as the API gives them (DM 810.3, 810.3a)', async () => {
    const { page, host } = app;
    const deck = natureWithEsmer;
    const expected = await host.invoke('advice.run', { deck, games: TAB_GAMES, seed: SEED });
    expect(expected.sources!.filter((s) => s.card === ESMER).map((s) => s.half)).toEqual(['creature', 'spell']);
    await openDeck(deck);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('advice-sources').waitFor({ timeout: POLL.timeout });
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
    const halves = page.locator(`[data-testid="advice-sources"] tr[data-card="${ESMER}"]`);
    expect(await halves.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-half')))).toEqual([
      'creature',
      'spell',
    ]);
    expect(await halves.locator('td:first-child').allTextContents()).toEqual([
      expect.stringContaining(`${ESMER} · creature half`),
      expect.stringContaining(`${ESMER} · spell half`),
    ]);
    expect(await halves.last().locator('td').last().textContent()).toContain('light');
  });

  it('greys the advice after an edit and asks again: one Forest fewer is one land fewer', async () => {
    const { page, host } = app;
    await openAdviceTab(oko.deck);
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

/** A share as the English window shows it (renderer/i18n formatPercent). */
const shownShare = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
/** A sweep row's changes as the table words them: "+1 Forest", "−1 Frogify"; added first. */
const shownChanges = (changes: Record<string, number>) =>
  Object.entries(changes)
    .filter(([, n]) => n !== 0)
    .sort(([, a], [, b]) => Math.sign(b) - Math.sign(a))
    .map(([card, n]) => `${n > 0 ? '+' : '−'}${Math.abs(n)} ${card}`);
/** Scrolls a table of the narrow tab into view, at its right end where the key spells' columns are. */
async function showRightEnd(table: Locator): Promise<void> {
  await table.scrollIntoViewIfNeeded();
  await table.evaluate((t) => t.parentElement?.scrollTo({ left: t.parentElement.scrollWidth }));
}
const keySpellColumns = (table: Locator) =>
  table.locator('thead th[data-key-spell]').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-key-spell')));
/** The two key spells the player picks (in the deck's list order) and a keep rule of their own. */
const KEY_SPELLS = ['Faerie Vandal', 'Frogify'];
const CUSTOM_KEEP = '7:2-5,6:always';

describe('the Advice tab’s choices: key spells, the land and the cut order', () => {
  const tab = () => app.page.getByTestId('advice-tab');
  const tabSweep = () => tab().getByTestId('sweep-table');
  const cutOrder = () =>
    tab()
      .getByTestId('advice-cuts-order')
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-card') ?? ''));
  /** Waits for the tab's answer to the options now on screen. */
  const settled = async () => {
    await expect.poll(() => app.page.getByTestId('advice-stale').count(), POLL).toBe(0);
    await expect.poll(() => tab().getAttribute('aria-busy'), POLL).toBe('false');
  };
  const shownChangesAt = (lands: number) =>
    tabSweep().locator(`tr[data-lands="${lands}"] [data-testid="sweep-changes"] .change`).allTextContents();

  it('two key spells chosen by keyboard: only they are measured, per land count and per keep rule (a custom one too)', async () => {
    const { page, host } = app;
    await openAdviceTab(oko.deck);
    const picker = page.getByTestId('advice-key-spells');
    await picker.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('advice-key-spells-none').click();
    for (const card of KEY_SPELLS) {
      await picker.locator(`input[data-card="${card}"]`).focus();
      await page.keyboard.press('Space');
    }
    await page.getByTestId('advice-keep-rule').fill(CUSTOM_KEEP);
    const expected = await host.invoke('advice.run', {
      deck: oko.deck,
      games: TAB_GAMES,
      seed: SEED,
      keySpells: KEY_SPELLS,
      keep: CUSTOM_KEEP,
    });
    await expect.poll(() => keySpellColumns(tabSweep()), POLL).toEqual(KEY_SPELLS);
    await settled();

    for (const row of expected.lands!.sweep)
      for (const k of row.keySpells)
        expect(
          await tabSweep().locator(`tr[data-lands="${row.lands}"] td[data-key-spell="${k.card}"]`).textContent(),
        ).toBe(shownShare(k.onCurve.value));
    const keepTable = page.getByTestId('keep-table');
    expect(await keySpellColumns(keepTable)).toEqual(KEY_SPELLS);
    const custom = expected.keep!.find((k) => k.policy === `custom:${CUSTOM_KEEP}`);
    expect(custom, 'the custom rule beside the presets').toBeDefined();
    expect(await keepTable.locator('tbody tr').count()).toBe(expected.keep!.length);
    for (const rule of expected.keep!)
      for (const k of rule.keySpells)
        expect(
          await keepTable.locator(`tr[data-policy="${rule.policy}"] td[data-key-spell="${k.card}"]`).textContent(),
        ).toBe(shownShare(k.onCurve.value));
    expect(await keepTable.locator(`tr[data-policy="custom:${CUSTOM_KEEP}"] .badge`).textContent()).toBe('custom');

    await app.screenshotEveryLook('advice-09-key-spells', async () => {
      await expect.poll(() => tab().locator('th.group').first().textContent(), POLL).toMatch(/on curve|カーブ通り/);
      await showRightEnd(tabSweep());
    });
    await showRightEnd(keepTable);
    await app.setLook('ja', 'light');
    expect(await keepTable.locator('th.group').textContent()).toBe('カーブ通りに唱えられる確率');
    await showRightEnd(keepTable);
    await app.screenshot('advice-10-keep-key-spells-ja-light');
    await app.setLook('en', 'light');
    await showRightEnd(keepTable);
    await app.screenshot('advice-10-keep-key-spells-en-light');
  });

  it('the cut order moved by keyboard and by button, and the land picked: the sweep’s changes follow; reset goes back', async () => {
    const { page, host } = app;
    await openDeck(oko.deck);
    await page.getByTestId('tab-advice').click();
    const cuts = page.getByTestId('advice-cuts');
    await cuts.locator('summary').focus();
    await page.keyboard.press('Enter');
    const byDefault = await cutOrder();
    const cheapest = byDefault.at(-1)!;
    const ask = (input: { spellOrder?: string[]; land?: string }) =>
      host.invoke('advice.run', { deck: oko.deck, games: TAB_GAMES, seed: SEED, ...input });
    const current = (await ask({})).lands!.current;
    const changesWith = async (input: { spellOrder?: string[]; land?: string }) =>
      shownChanges((await ask(input)).lands!.sweep.find((r) => r.lands === current + 1)!.changes);

    // Alt+↑ on the focused spell moves it up, the focus with it, to the top of the list.
    await cuts.locator(`li[data-card="${cheapest}"]`).focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-card'));
    for (let i = 1; i < byDefault.length; i++) {
      await page.keyboard.press('Alt+ArrowUp');
      await expect.poll(async () => (await cutOrder()).indexOf(cheapest), POLL).toBe(byDefault.length - 1 - i);
      await expect.poll(focused, POLL).toBe(cheapest);
    }
    const raised = [cheapest, ...byDefault.slice(0, -1)];
    expect(await cutOrder()).toEqual(raised);
    const cutFirst = await changesWith({ spellOrder: raised });
    expect(cutFirst).toContain(`−1 ${cheapest}`);
    await expect.poll(() => shownChangesAt(current + 1), POLL).toEqual(cutFirst);
    await settled();
    await app.screenshot('advice-11-cut-order-en-light');

    // Its ↓ button puts it second: the spell now first is the one cut.
    await cuts.locator(`li[data-card="${cheapest}"]`).getByTestId('cut-down').click();
    const lowered = [raised[1], cheapest, ...raised.slice(2)];
    expect(await cutOrder()).toEqual(lowered);
    const cutSecond = await changesWith({ spellOrder: lowered });
    expect(cutSecond).toContain(`−1 ${raised[1]}`);
    await expect.poll(() => shownChangesAt(current + 1), POLL).toEqual(cutSecond);

    // An Island rather than the basics in proportion; then the order back to highest mana value first.
    await page.getByTestId('advice-cuts-land').selectOption('Island');
    const islandAdded = await changesWith({ spellOrder: lowered, land: 'Island' });
    expect(islandAdded[0]).toBe('+1 Island');
    await expect.poll(() => shownChangesAt(current + 1), POLL).toEqual(islandAdded);
    await settled();
    await app.setLook('ja', 'dark');
    await app.screenshot('advice-12-cut-order-ja-dark');
    await app.setLook('en', 'light');
    await page.getByTestId('advice-cuts-reset').click();
    expect(await cutOrder()).toEqual(byDefault);
    await expect.poll(() => shownChangesAt(current + 1), POLL).toEqual(await changesWith({ land: 'Island' }));

    // The Shortcuts dialog lists the keys that move the focused spell.
    await cuts.locator('li').first().focus();
    await page.keyboard.press('?');
    const row = page.locator('dialog tr', { hasText: 'Cut the focused spell earlier / later' });
    await expect.poll(() => row.locator('kbd').allTextContents(), POLL).toEqual(['Alt', '↑', '↓']);
    await page.keyboard.press('Escape');
  });

  it('the lab’s sweep takes the same choices for the deck: only the two key spells, and the chosen land', async () => {
    const { page, host } = app;
    await openDeck(oko.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: POLL.timeout });
    const table = page.getByTestId('sweep-results').getByTestId('sweep-table');
    expect(await keySpellColumns(table)).toEqual(KEY_SPELLS);
    const expected = await host.invoke('advice.run', {
      deck: oko.deck,
      games: TAB_GAMES,
      seed: SEED,
      keySpells: KEY_SPELLS,
      land: 'Island',
    });
    for (const row of expected.lands!.sweep) {
      const shown = table.locator(`tr[data-lands="${row.lands}"]`);
      expect(await shown.locator('[data-testid="sweep-changes"] .change').allTextContents()).toEqual(
        shownChanges(row.changes),
      );
      expect(await shown.locator(`td[data-key-spell="${KEY_SPELLS[1]}"]`).textContent()).toBe(
        shownShare(row.keySpells[1].onCurve.value),
      );
    }
    await app.screenshot('advice-13-lab-sweep-key-spells-en-light');
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
    // A first sweep, done, over a range wider than the default one: its last row is the first sweep's only.
    await page.getByTestId('sweep-min').fill(String(WIDE_SWEEP[0]));
    await page.getByTestId('sweep-max').fill(String(WIDE_SWEEP[1]));
    await page.getByTestId('sweep-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: POLL.timeout });
    const firstSweepOnly = page.getByTestId('sweep-results').locator(`tr[data-lands="${WIDE_SWEEP[1]}"]`);
    expect(await firstSweepOnly.count()).toBe(1);

    await page.getByTestId('sweep-min').fill('');
    await page.getByTestId('sweep-max').fill('');
    await page.getByTestId('sweep-games').selectOption(String(SWEEP_GAMES));
    await page.getByTestId('sweep-run').click();
    expect(await firstSweepOnly.count(), 'no row of the sweep before is shown').toBe(0);
    await expect.poll(() => sweepRows().count(), POLL).toBeGreaterThan(0);
    expect(await page.getByTestId('sweep-cancel').isVisible(), 'the sweep is still running').toBe(true);
    const streamed = await sweepRows().count();
    await app.screenshot('advice-05-lab-sweep-streaming');
    await page.getByTestId('sweep-cancel').click();
    await page.getByTestId('sweep-run').waitFor({ timeout: POLL.timeout });
    expect(await sweepRows().count()).toBeGreaterThanOrEqual(streamed);
    expect(await firstSweepOnly.count(), 'the cancelled sweep keeps its own rows only').toBe(0);
  });

  it('says when the recommendation is the last count of a narrowed range and really ahead: more may do better', async () => {
    const { page, host } = app;
    await openDeck(oko.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-min').fill('20');
    await page.getByTestId('sweep-max').fill('25');
    await page.getByTestId('sweep-objective').selectOption('land-drop-turn-4');
    await page.getByTestId('sweep-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: POLL.timeout });
    const expected = await host.invoke('advice.run', {
      deck: oko.deck,
      games: TAB_GAMES,
      seed: SEED,
      lands: [20, 25],
      objective: 'land-drop-turn-4',
    });
    expect(expected.lands).toMatchObject({ recommended: 25, beyondRange: 'more' });
    expect(await page.getByTestId('advice-beyond-range').textContent()).toContain('more lands may do better still');
    await page.getByTestId('sweep-min').fill('');
    await page.getByTestId('sweep-max').fill('');
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
