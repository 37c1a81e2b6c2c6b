// Collections and card pools in the desktop app, driven like a player drives them, against the real API and the
// real card data: a ManaBox CSV built here from half of Silverquill Statement (C21) is previewed and merged, browsed
// with `is:owned`; Lorehold Legacies (C21) shows what it needs, and more once Silverquill Statement is marked built;
// a sealed pool pasted from a real planeswalker deck builds a Limited deck that the pool check holds (CR 100.2b).
// Every expected figure is derived in this file from the two decklists and the stored cards.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const SILVERQUILL = sharedPath('decks/plain-taw/cmd__c21__Silverquill Statement.txt');
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const MANABOX_HEADER =
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';
/** The boards a player must own to sleeve a deck up (the maybeboard is only ideas). */
const OWNED_BOARDS = ['main', 'side', 'commander', 'companion'] as const;

const app = appForFile();
let lorehold: Deck;
let silverquill: Deck;
/** Half of Silverquill Statement's cards, by card id: the collection the CSV holds. */
let half: Map<string, { name: string; count: number }>;

function demand(deck: Deck): Map<string, { name: string; count: number }> {
  const byId = new Map<string, { name: string; count: number }>();
  for (const board of OWNED_BOARDS) {
    for (const e of deck.boards[board] ?? []) {
      const seen = byId.get(e.cardId!) ?? { name: e.name, count: 0 };
      seen.count += e.count;
      byId.set(e.cardId!, seen);
    }
  }
  return byId;
}

const total = (m: Map<string, { count: number }>) => [...m.values()].reduce((n, v) => n + v.count, 0);

/** Copies of `deck` the free stock lacks: need less what is free, card by card. */
function missing(deck: Deck, free: (id: string) => number): number {
  return [...demand(deck)].reduce((n, [id, { count }]) => n + Math.max(0, count - free(id)), 0);
}

async function readDeck(file: string): Promise<Deck> {
  const read = await app.host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(file)),
    fileName: basename(file),
  });
  return read.deck;
}

async function importDeckFile(page: Page, file: string, name: string) {
  await page.locator('[data-screen="decks"]').click();
  await page.getByTestId('import-deck').click();
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('import-file').setInputFiles(file);
  await expect.poll(() => page.getByTestId('import-name').inputValue(), POLL).toBe(name);
  await page.getByTestId('import-save').click();
  await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(name);
  await expect.poll(() => page.getByTestId('save-deck').isDisabled(), POLL).toBe(true);
}

/** ManaBox rows owning the given cards by name. */
const manaboxRows = (cards: Iterable<{ name: string; count: number }>) =>
  [...cards].map(({ name, count }) => `,,"${name}",,,,normal,,${count},,,,,,,en,`);

/**
 * Makes the collection exactly these cards through the API, then opens the collection screen afresh (it reloads
 * when shown) with no query: each test starts from the collection it names, whatever ran before it.
 */
async function showCollectionOf(cards: Iterable<{ name: string; count: number }>): Promise<void> {
  const { page, host } = app;
  await host.invoke('collection.import', {
    text: [MANABOX_HEADER, ...manaboxRows(cards)].join('\n') + '\n',
    mode: 'replace',
  });
  await page.keyboard.press('Control+1');
  await page.keyboard.press('Control+5');
  await page.getByTestId('collection-query').fill('');
}

const needsMissing = (page: Page) => page.getByTestId('needs-summary').getAttribute('data-missing');

beforeAll(async () => {
  lorehold = await readDeck(LOREHOLD);
  silverquill = await readDeck(SILVERQUILL);
  // Half of Silverquill's cards, those it shares with Lorehold first, so marking Silverquill built must take some.
  const shared = demand(lorehold);
  const cards = [...demand(silverquill)].sort(([a], [b]) => Number(shared.has(b)) - Number(shared.has(a)));
  half = new Map(cards.slice(0, Math.floor(cards.length / 2)));
});

describe('collection, needs and pools in Chromium', () => {
  it('previews a ManaBox CSV (detected app, rows added, the unreadable row with its line) and merges it', async () => {
    const { page } = app;
    const lines = [MANABOX_HEADER, ...manaboxRows(half.values()), ',,"Sol Ring",,,,normal,,many,,,,,,,en,'];
    const badLine = lines.length; // the header is line 1
    await showCollectionOf([]);
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe('0 rows');
    await page.getByTestId('collection-import').click();
    await page.getByTestId('collection-import-text').fill(lines.join('\n') + '\n');
    await page.getByTestId('collection-import-read').click();
    const preview = page.getByTestId('collection-preview');
    await preview.waitFor();
    expect(await page.getByTestId('collection-flavor').textContent()).toContain('ManaBox');
    expect(await page.getByTestId('collection-added').getAttribute('data-count')).toBe(String(half.size));
    expect(await page.getByTestId('collection-changed').getAttribute('data-count')).toBe('0');
    expect(await page.getByTestId('collection-unreadable').getAttribute('data-count')).toBe('1');
    expect(await page.getByTestId('collection-problems').textContent()).toContain(`line ${badLine}`);
    await app.screenshot('collection-01-import-preview');
    await page.getByTestId('collection-merge').click();
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe(`${half.size} rows`);
    expect(await page.getByTestId('collection-copies').textContent()).toBe(`${total(half)} copies`);
    const owned = await app.host.invoke('collection.list', { limit: 1000 });
    expect(owned.cards.reduce((n, c) => n + c.count, 0)).toBe(total(half));
    expect(owned.copies).toBe(total(half));
    await app.screenshot('collection-02-browser');
  });

  it('browses the collection with the search language: is:owned t:creature, and an error in place', async () => {
    const { page, host } = app;
    await showCollectionOf(half.values());
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe(`${half.size} rows`);
    let creatures = 0;
    for (const id of half.keys())
      if ((await host.invoke('cards.get', { id })).typeLine.includes('Creature')) creatures++;
    const input = page.getByTestId('collection-query');
    await input.fill('is:owned t:creature');
    await expect
      .poll(() => page.getByTestId('collection-rows').getAttribute('data-query'), POLL)
      .toBe('is:owned t:creature');
    await expect
      .poll(() => page.getByTestId('collection-count').textContent(), POLL)
      .toBe(`${creatures} ${creatures === 1 ? 'row' : 'rows'}`);
    expect(await page.getByTestId('collection-row').count()).toBe(creatures);
    await app.screenshot('collection-03-query');
    await input.fill('own>=');
    await page.getByTestId('collection-query-error').waitFor();
    await input.fill('');
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe(`${half.size} rows`);
  });

  it('opens Lorehold Legacies and shows what it needs; marking Silverquill Statement built makes it need more', async () => {
    const { page } = app;
    const owned = (id: string) => half.get(id)?.count ?? 0;
    const before = missing(lorehold, owned);
    // Silverquill built holds its cards: every owned copy is one of its own, so nothing is free for Lorehold.
    const held = (id: string) => Math.max(0, owned(id) - (demand(silverquill).get(id)?.count ?? 0));
    const after = missing(lorehold, held);
    expect(after).toBeGreaterThan(before);
    await showCollectionOf(half.values());

    await importDeckFile(page, LOREHOLD, lorehold.name);
    await page.getByTestId('view-needs').click();
    // The figures above count every card of the lists, basic lands too (collection-needs.e2e.ts: counted as owned).
    await page.getByTestId('needs-basics-owned').uncheck();
    await expect.poll(() => needsMissing(page), POLL).toBe(String(before));
    expect(await page.getByTestId('needs-summary').getAttribute('data-needed')).toBe(String(total(demand(lorehold))));
    await app.screenshot('collection-04-needs');

    await importDeckFile(page, SILVERQUILL, silverquill.name);
    await expect.poll(() => needsMissing(page), POLL).toBe(String(total(demand(silverquill)) - total(half)));
    await page.getByTestId('deck-built').check();
    await expect
      .poll(
        () => app.host.invoke('decks.list', {}).then((d) => d.find((x) => x.name === silverquill.name)?.built),
        POLL,
      )
      .toBe(true);
    // Marking a deck built is no edit of its cards: no version is saved.
    const silverquillId = (await app.host.invoke('decks.list', {})).find((x) => x.name === silverquill.name)!.id;
    expect(await app.host.invoke('decks.versions', { id: silverquillId })).toHaveLength(1);

    await page.getByTestId('deck-list').locator('button.open', { hasText: lorehold.name }).click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(lorehold.name);
    await expect.poll(() => needsMissing(page), POLL).toBe(String(after));
    await app.screenshot('collection-05-needs-after-built');
    await page.getByTestId('view-cards').click();
  });

  it('edits an owned row in place (count, condition, language, removal) and adds a printing from the card panel', async () => {
    const { page, host } = app;
    const solRing = () => host.invoke('collection.list', { query: '!"Sol Ring"' }).then((r) => r.cards);
    await showCollectionOf([{ name: 'Sol Ring', count: 2 }]);
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe('1 row');
    await page.getByTestId('collection-row').first().click();
    const editor = page.getByTestId('collection-row-editor');
    await editor.waitFor();
    await page.getByTestId('collection-row-more').click();
    await expect.poll(() => page.getByTestId('collection-copies').textContent(), POLL).toBe('3 copies');
    await page.getByTestId('collection-row-condition').selectOption('LP');
    await expect.poll(() => solRing().then((rows) => rows.map((r) => r.condition)), POLL).toEqual(['LP']);
    await page.getByTestId('collection-row-lang').selectOption('ja');
    await expect.poll(() => solRing().then((rows) => rows.map((r) => [r.lang, r.count])), POLL).toEqual([['ja', 3]]);
    await expect.poll(() => page.getByTestId('collection-row-count').inputValue(), POLL).toBe('3');
    await app.screenshot('collection-08-row-editor');
    await page.getByTestId('collection-row-remove').click();
    await expect.poll(() => page.getByTestId('collection-count').textContent(), POLL).toBe('0 rows');
    expect(await solRing()).toEqual([]);

    await page.keyboard.press('Control+1');
    const input = page.getByTestId('search-input');
    await input.fill('!"Sol Ring"');
    await searchAnswered(page, '!"Sol Ring"');
    await expect.poll(() => page.getByTestId('owned-count').textContent(), POLL).toBe('0');
    const firstPrinting = (await host.invoke('cards.get', { name: 'Sol Ring' })).printings[0];
    await page.getByTestId('owned-add').first().click();
    await expect.poll(() => page.getByTestId('owned-count').textContent(), POLL).toBe('1');
    expect((await solRing()).map((r) => [r.printingId, r.count])).toEqual([[firstPrinting.id, 1]]);
  });

  it('creates a sealed pool by paste; its Limited deck offers the pool and names a card from outside it (CR 100.2b)', async () => {
    const { page, host } = app;
    const poolText = readFileSync(BASRI, 'utf8');
    const poolDeck = await readDeck(BASRI);
    const poolNames = new Set(
      Object.values(poolDeck.boards)
        .flat()
        .map((e) => e.name),
    );
    const outsider = 'Sol Ring';
    expect(poolNames.has(outsider)).toBe(false);

    await page.keyboard.press('Control+6');
    await page.getByTestId('new-pool').click();
    await page.getByTestId('pool-name').fill('Basri sealed');
    await page.getByTestId('pool-kind').selectOption('sealed');
    await page.getByTestId('pool-text').fill(poolText);
    await page.getByTestId('pool-create').click();
    await expect.poll(() => page.getByTestId('pool-list').textContent(), POLL).toContain('Basri sealed');
    await page.getByTestId('pool-item').filter({ hasText: 'Basri sealed' }).click();
    await page.getByTestId('pool-detail').waitFor();
    // The pool's own page groups it the same way: by color, then its lands.
    await expect
      .poll(() => page.getByTestId('pool-detail').getByTestId('pool-group').allTextContents(), POLL)
      .toEqual([expect.stringMatching(/^White \d+$/), expect.stringMatching(/^Lands \d+$/)]);
    await app.screenshot('collection-06-pools');

    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe('Basri sealed deck');
    const source = page.getByTestId('pool-source');
    await source.waitFor();
    expect(await page.getByTestId('pool-basic').count()).toBe(5);
    // The pool is grouped by color, then its lands (a mono-white pool of Plains), each group along the curve.
    await expect
      .poll(() => source.getByTestId('pool-group').allTextContents(), POLL)
      .toEqual([expect.stringMatching(/^White \d+$/), expect.stringMatching(/^Lands \d+$/)]);
    const pick = page.getByTestId('pool-card').filter({ hasText: "Basri's Acolyte" });
    await expect.poll(() => pick.locator('.num').textContent(), POLL).toBe('3');
    await pick.click();
    await expect
      .poll(
        () => page.getByTestId('pool-card').filter({ hasText: "Basri's Acolyte" }).locator('.num').textContent(),
        POLL,
      )
      .toBe('2');
    await expect.poll(() => page.locator('[data-entry-row][data-card="Basri\'s Acolyte"]').count(), POLL).toBe(1);

    await page.keyboard.press('Control+1');
    const input = page.getByTestId('search-input');
    const query = `!"${outsider}"`;
    await input.fill(query);
    await searchAnswered(page, query);
    await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(outsider);
    await input.press('Enter');
    await page.keyboard.press('Control+2');
    await page.getByTestId('tab-problems').click();
    const poolProblem = page.locator('[data-testid="problem"][data-code="limited.not-in-pool"]');
    await expect.poll(() => poolProblem.count(), POLL).toBe(1);
    expect(await poolProblem.textContent()).toContain(outsider);
    expect(await page.locator('[data-testid="problem"][data-code="limited.no-pool"]').count()).toBe(0);
    const stored = (await host.invoke('decks.list', {})).find((d) => d.name === 'Basri sealed deck');
    expect(stored?.poolId).toBe((await host.invoke('pools.list', {})).find((p) => p.name === 'Basri sealed')?.id);
    await app.screenshot('collection-07-limited-deck');
  });
});
