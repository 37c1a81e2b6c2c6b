// The desktop app's screens, driven like a player drives them, against the real API and real card data.
// Expectations come from the data through the real API (the same answers the screens must show).
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';
import { startScryfallStandIn, BULK_FILE, type StandIn } from './scryfall-stand-in.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';
import { openCardData, openDatabase } from '../db/open.ts';
import { createApi } from '../electron/api/index.ts';
import type { Deck } from '../engine/decks/types.ts';
import { DECK_LIST_FORMATS } from '../engine/decks/lists/index.ts';

let scryfall: StandIn;
/** The UI answers within moments; imports and simulations get longer. */
const POLL = { timeout: 20_000, interval: 50 };
const en = (n: number) => new Intl.NumberFormat('en-US').format(n);
const LOREHOLD = 'Lorehold Legacies';
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');

async function storedDeck(name: string): Promise<Deck> {
  const summary = (await app.host.invoke('decks.list', {})).find((d) => d.name === name);
  if (!summary) throw new Error(`no saved deck named ${name}`);
  return (await app.host.invoke('decks.get', { id: summary.id })).deck;
}

/** The saved Commander deck several tests work on: saved through the API when no test has imported it yet. */
async function savedLorehold(): Promise<number> {
  const saved = (await app.host.invoke('decks.list', {})).find((d) => d.name === LOREHOLD);
  if (saved) return saved.id;
  const read = await app.host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(LOREHOLD_FILE)),
    fileName: basename(LOREHOLD_FILE),
  });
  return (await app.host.invoke('decks.save', { deck: { ...read.deck, format: 'commander' } })).id;
}

/** Opens Lorehold Legacies in the deck editor, saving it first when needed. */
async function openLorehold(): Promise<void> {
  const { page } = app;
  await savedLorehold();
  await page.keyboard.press('Control+2');
  await page.getByTestId('deck-list').getByText(LOREHOLD).click();
  await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(LOREHOLD);
}

beforeAll(async () => {
  // The API worker reads where Scryfall is when it starts: here, a local stand-in (the test machines are offline).
  scryfall = await startScryfallStandIn();
  process.env.DECKLAB_SCRYFALL_API = scryfall.url;
});
afterAll(async () => {
  await scryfall?.close();
  delete process.env.DECKLAB_SCRYFALL_API;
});
const app = appForFile();

describe('Decklab in Chromium', () => {
  it('opens on the search screen with the imported card data in the status bar', async () => {
    const { page, host } = app;
    // The cards stored now: the prepared data (inject('cardCount')), plus any a test before this one imported.
    const { cards } = await host.invoke('data.status', {});
    await expect
      .poll(() => page.getByTestId('data-summary').textContent(), POLL)
      .toContain(`${en(cards.mtg + cards.dm)} cards`);
    await app.screenshot('01-search');
  });

  it('imports a Commander deck list from a file, saves it and validates it as the API does', async () => {
    const { page, host } = app;
    const file = LOREHOLD_FILE;
    // From a deck list holding no Lorehold, whether or not a test before this one saved it.
    for (const d of await host.invoke('decks.list', {}))
      if (d.name === LOREHOLD) await host.invoke('decks.delete', { id: d.id });
    const read = await host.invoke('decks.import', {
      bytes: new Uint8Array(readFileSync(file)),
      fileName: basename(file),
    });
    const deck: Deck = { ...read.deck, format: 'commander' };
    const expected = await host.invoke('decks.validate', { deck });
    const total = (d: Deck) =>
      Object.values(d.boards)
        .flat()
        .reduce((n, e) => n + (e?.count ?? 0), 0);

    await page.locator('[data-screen="decks"]').click();
    await page.getByTestId('import-deck').click();
    await page.getByRole('tab', { name: 'File' }).click();
    await page.getByTestId('import-file').setInputFiles(file);
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), POLL)
      .toContain(`Commander ${read.deck.boards.commander!.reduce((n, e) => n + e.count, 0)}`);
    expect(await page.getByTestId('import-name').inputValue()).toBe(read.deck.name);
    expect(await page.getByTestId('import-format').inputValue()).toBe('commander');
    await app.screenshot('02-import-dialog');
    await page.getByTestId('import-save').click();

    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(read.deck.name);
    await expect
      .poll(() => page.getByTestId('problem-count').textContent(), POLL)
      .toBe(String(expected.problems.length));
    await expect.poll(() => page.getByTestId('deck-list').textContent(), POLL).toContain(read.deck.name);
    expect(await page.getByTestId('deck-boards').locator('[data-entry-row]').count()).toBe(
      Object.values(deck.boards).flat().length,
    );
    const saved = await host.invoke('decks.list', {});
    expect(saved.map((d) => d.name)).toContain(read.deck.name);
    expect(total(deck)).toBeGreaterThan(0);
    await app.screenshot('03-deck-editor');
  });

  it('reads a pasted Arena list and a dropped Cockatrice file, naming every line it could not take', async () => {
    const { page, host } = app;
    const arena = readFileSync(sharedPath('decks/arena-and-misc/phdesign-arena-export-with-setcodes.txt'), 'utf8');
    const expectedArena = await host.invoke('decks.import', { text: arena });
    await page.keyboard.press('Control+I');
    await page.getByTestId('import-text').fill(arena);
    await page.getByTestId('import-read').click();
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-summary').textContent()).toContain('MTG Arena');
    expect(await page.getByTestId('import-problems').locator('li').count()).toBe(expectedArena.problems.length);
    await app.screenshot('03a-import-paste');
    await page.keyboard.press('Escape');

    const codFile = sharedPath('decks/cockatrice-cod/KnightsCharge_ELD.cod');
    const expectedCod = await host.invoke('decks.import', {
      bytes: new Uint8Array(readFileSync(codFile)),
      fileName: basename(codFile),
    });
    // A file dropped on the window, as the OS delivers it: a DataTransfer holding a File.
    const transfer = await page.evaluateHandle(
      ({ name, text }) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: 'application/xml' }));
        return data;
      },
      { name: basename(codFile), text: readFileSync(codFile, 'utf8') },
    );
    await page.dispatchEvent('body', 'dragover', { dataTransfer: transfer });
    await page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-summary').textContent()).toContain('Cockatrice');
    expect(await page.getByTestId('import-problems').locator('li').count()).toBe(expectedCod.problems.length);
    expect(await page.getByTestId('import-name').inputValue()).toBe(expectedCod.deck.name || 'KnightsCharge_ELD');
    await page.keyboard.press('Escape');
  });

  it('shows the deck stats: average mana value of the spells as the card data gives it (CR 202.3)', async () => {
    const { page, host } = app;
    await openLorehold();
    const deck = await storedDeck(LOREHOLD);
    let manaValue = 0;
    let spells = 0;
    for (const entry of [...(deck.boards.main ?? []), ...(deck.boards.commander ?? [])]) {
      if (!entry.cardId) continue;
      const card = await host.invoke('cards.get', { id: entry.cardId });
      if (card.faces[0].types.includes('Land')) continue;
      manaValue += card.manaValue * entry.count;
      spells += entry.count;
    }
    await page.getByTestId('tab-stats').click();
    await expect.poll(() => page.getByTestId('average-mv').textContent(), POLL).toBe((manaValue / spells).toFixed(2));
    await expect.poll(() => page.getByTestId('deck-stats').locator('canvas').count(), POLL).toBe(3);
    await app.screenshot('04-deck-stats');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), POLL).toBe('dark');
    await app.screenshot('05-deck-stats-dark');
    await page.getByTestId('theme-toggle').click();
  });

  it('builds a Commander deck with the keyboard: an off-identity card raises CR 903.5c until it is removed', async () => {
    const { page, host } = app;
    const commander = (await host.invoke('cards.search', { query: '!"Osgir, the Reconstructor"', limit: 1 })).cards[0];
    const offColor = (await host.invoke('cards.search', { query: 'id=u t:instant f:commander', limit: 1 })).cards[0];
    expect(commander.colorIdentity).not.toContain('U');

    await page.keyboard.press('Control+N');
    await page.getByTestId('new-deck-name').fill('Boros artifacts');
    await page.getByTestId('new-deck-format').selectOption('commander');
    await page.getByTestId('new-deck-create').click();

    await page.keyboard.press('Control+1');
    const input = page.getByTestId('search-input');
    for (const [card, key] of [
      [commander, 'Alt+Enter'],
      [offColor, 'Enter'],
    ] as const) {
      const query = `!"${card.name}"`;
      await input.fill(query);
      await searchAnswered(page, query);
      await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(card.name);
      await input.press(key);
    }
    await page.keyboard.press('Control+2');
    await page.getByTestId('tab-problems').click();
    const identityProblem = page.locator('[data-testid="problem"][data-code="commander.color-identity"]');
    await expect.poll(() => identityProblem.count(), POLL).toBe(1);
    expect(await identityProblem.textContent()).toContain(offColor.name);
    expect(await identityProblem.textContent()).toContain('CR 903.5c');
    await identityProblem.click();
    await expect
      .poll(() => page.locator(`[data-card="${offColor.name}"]`).getAttribute('class'), POLL)
      .toContain('highlighted');
    await app.screenshot('09-commander-identity-problem');

    await page.locator(`[data-card="${offColor.name}"]`).press('Delete');
    await expect.poll(() => identityProblem.count(), POLL).toBe(0);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => identityProblem.count(), POLL).toBe(1);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => identityProblem.count(), POLL).toBe(0);
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => (await host.invoke('decks.list', {})).some((d) => d.name === 'Boros artifacts'), POLL)
      .toBe(true);
  });

  it('imports a card data file picked in the Card data page, waiting while another import runs, and shows the new counts', async () => {
    const { page, host } = app;
    const file = sharedPath('scryfall/scooze/test_cards.jsonl');
    const scratch = tempDir();
    let expectedCards: number;
    try {
      const db = openDatabase(join(scratch.dir, 'scratch.sqlite'));
      expectedCards = (await createApi({ db }).invoke('data.import', { files: [file] })).cards;
      db.close();
    } finally {
      scratch.cleanup();
    }
    await page.locator('[data-screen="data"]').click();
    app.pickNext([file]);
    // Another process's import (the CLI's) holds the card data: the page says this one waits, then it runs.
    const userData = openDatabase(app.dbFile);
    const otherImport = openCardData(userData);
    otherImport.exec('BEGIN IMMEDIATE');
    try {
      await page.getByTestId('import-data').click();
      await expect
        .poll(() => page.getByTestId('import-stage').textContent(), POLL)
        .toBe('Another import is running; this one starts when it ends…');
    } finally {
      otherImport.exec('ROLLBACK');
      otherImport.close();
      userData.close();
    }
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-result').textContent()).toContain(`Imported ${en(expectedCards)} cards`);
    const status = await host.invoke('data.status', {});
    await expect.poll(() => page.getByTestId('data-figures').textContent(), POLL).toContain(en(status.cards.mtg));
    await app.screenshot('06-card-data');
  });

  it('downloads Scryfall bulk data when asked (from the stand-in) and imports it', async () => {
    const { page } = app;
    const scratch = tempDir();
    let expectedCards: number;
    try {
      const file = join(scratch.dir, 'bulk.json');
      writeFileSync(file, BULK_FILE);
      const db = openDatabase(join(scratch.dir, 'scratch.sqlite'));
      expectedCards = (await createApi({ db }).invoke('data.import', { files: [file] })).cards;
      db.close();
    } finally {
      scratch.cleanup();
    }
    await page.locator('[data-screen="data"]').click();
    await page.getByTestId('show-sources').click();
    await page.locator('input[name="card-data-source"][value="oracle_cards"]').check();
    await page.getByTestId('download-bulk').click();
    await expect
      .poll(() => page.getByTestId('import-result').textContent(), POLL)
      .toContain(`Imported ${en(expectedCards)} cards`);
    await expect
      .poll(() => page.getByTestId('import-history').textContent(), POLL)
      .toMatch(/scryfall-oracle-cards-\d{4}-\d{2}-\d{2}\.json/);
  });

  it('keeps every save as a version: the diff names the removed card and restoring brings it back', async () => {
    const { page, host } = app;
    await openLorehold();
    const id = await savedLorehold();
    const versions = (await host.invoke('decks.versions', { id })).length;
    const before = await storedDeck(LOREHOLD);
    const removed = before.boards.main![0];
    await page.locator(`[data-card="${removed.name}"]`).first().press('Delete');
    await page.keyboard.press('Control+S');
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(versions + 1);

    await page.getByTestId('tab-history').click();
    await page.getByTestId('version-history').getByText(`v${versions}`, { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('version-diff').textContent(), POLL)
      .toContain(`−${removed.count} ${removed.name}`);
    await app.screenshot('09a-version-history');
    await page.getByTestId('restore').first().click();
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(versions + 2);
    const restored = await storedDeck(LOREHOLD);
    expect(restored.boards.main!.find((e) => e.name === removed.name)?.count).toBe(removed.count);
    await expect.poll(() => page.locator(`[data-card="${removed.name}"]`).count(), POLL).toBeGreaterThan(0);
  });

  it('exports the deck in every format of its game, as the API writes it', async () => {
    const { page, host } = app;
    await openLorehold();
    const deck = await storedDeck(LOREHOLD);
    await page.keyboard.press('Control+E');
    for (const format of DECK_LIST_FORMATS.filter((f) => f.game === deck.game).map((f) => f.id)) {
      const expected = await host.invoke('decks.export', { deck, format });
      await page.locator(`input[type="radio"][value="${format}"]`).check();
      // A textarea shows CRLF (MTGO CSV) as LF; the file saved from the dialog keeps the format's own line ends.
      await expect
        .poll(() => page.getByTestId('export-text').inputValue(), POLL)
        .toBe(expected.text.replace(/\r\n/g, '\n'));
    }
    await app.screenshot('09b-export');
    // Japanese names, in the plain text list only: as the API writes them.
    await page.locator('input[type="radio"][value="text"]').check();
    await page.getByTestId('export-names').selectOption('ja');
    const japanese = await host.invoke('decks.export', { deck, format: 'text', names: 'ja' });
    expect(japanese.text).not.toBe((await host.invoke('decks.export', { deck, format: 'text' })).text);
    await expect.poll(() => page.getByTestId('export-text').inputValue(), POLL).toBe(japanese.text);
    await app.screenshot('09b2-export-japanese-names');
    await page.locator('input[type="radio"][value="arena"]').check();
    await expect.poll(() => page.getByTestId('export-names').count(), POLL).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('tags cards from the keyboard and groups the board by tag', async () => {
    const { page } = app;
    await openLorehold();
    const row = page.locator('[data-board="main"] [data-entry-row]').first();
    const name = await row.getAttribute('data-card');
    await row.press('t');
    await page.getByTestId('tags-input').fill('engine, wincon');
    await page.getByTestId('tags-input').press('Enter');
    await page.getByTestId('group-by').selectOption('tag');
    const heading = page.locator('[data-board="main"] h4.group', { hasText: 'wincon' });
    await expect.poll(() => heading.count(), POLL).toBe(1);
    await expect
      .poll(
        () =>
          page
            .locator('[data-board="main"] [data-entry-row]', { hasText: '#wincon' })
            .first()
            .getAttribute('data-card'),
        POLL,
      )
      .toBe(name);
    await app.screenshot('09c-group-by-tag');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => heading.count(), POLL).toBe(0);
    await page.getByTestId('group-by').selectOption('type');
  });

  it('switches to Japanese: screens, card names from the data, and the native menu labels', async () => {
    const { page, host } = app;
    await openLorehold();
    const deck = await storedDeck(LOREHOLD);
    let japanese: { en: string; ja: string } | undefined;
    for (const entry of deck.boards.main ?? []) {
      const card = await host.invoke('cards.get', { id: entry.cardId! });
      if (card.localizedNames.ja) {
        japanese = { en: card.name, ja: card.localizedNames.ja };
        break;
      }
    }
    await page.getByRole('button', { name: '日本語' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('ja');
    expect(await page.locator('[data-screen="search"]').textContent()).toContain('検索');
    expect(japanese, 'a card of the deck with a Japanese name in the data').toBeDefined();
    await expect.poll(() => page.locator(`[data-card="${japanese!.en}"] .name`).textContent(), POLL).toBe(japanese!.ja);
    await expect.poll(() => app.menu().map((m) => m.label), POLL).toEqual(['ファイル', '編集', '表示', 'ヘルプ']);
    await app.screenshot('07-japanese-deck');
    await page.locator('[data-screen="data"]').click();
    await app.screenshot('08-japanese-card-data');
    await page.getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => app.menu()[0].label, POLL).toBe('File');
  });

  it('a pasted Archidekt list opens with its categories as tags, its commander and its pinned printing', async () => {
    const { page, host } = app;
    const archidekt = [
      '1x Osgir, the Reconstructor (c21) 8 *F* [Commander{top}]',
      '1x Sol Ring (c21) 263 [Ramp,Artifact]',
      '1x Arcane Signet (c21) 234 [Ramp]',
    ].join('\n');
    const expected = await host.invoke('decks.import', { text: archidekt });
    expect(expected.problems).toEqual([]);
    await page.keyboard.press('Control+I');
    await page.getByTestId('import-text').fill(archidekt);
    await page.getByTestId('import-read').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent(), POLL).toContain('Commander 1');
    await page.getByTestId('import-save').click();
    const sol = page.locator('[data-board="main"] [data-card="Sol Ring"]');
    await expect.poll(() => sol.textContent(), POLL).toContain('#Ramp');
    expect(await sol.textContent()).toContain('#Artifact');
    expect(await page.locator('[data-board="main"] [data-card="Arcane Signet"]').textContent()).toContain('#Ramp');
    expect(
      await page.locator('[data-board="commander"] [data-card="Osgir, the Reconstructor"] .printing').textContent(),
    ).toBe('C21 8');
  });

  it('files decks in folders and finds one by a few letters; the folder lives on the deck, not in a version', async () => {
    const { page, host } = app;
    const lorehold = await savedLorehold();
    const okoFile = sharedPath('decks/plain-taw/pw__eld__Oko, the Trickster.txt');
    const oko = await host.invoke('decks.import', {
      bytes: new Uint8Array(readFileSync(okoFile)),
      fileName: basename(okoFile),
    });
    const okoId = (await host.invoke('decks.save', { deck: { ...oko.deck, format: 'standard' } })).id;
    onTestFinished(async () => {
      await host.invoke('decks.delete', { id: okoId });
      await host.invoke('decks.setFolder', { id: lorehold, folder: null });
    });
    // The list reads the decks when its screen comes up: these were saved behind its back.
    await page.keyboard.press('Control+1');
    await page.keyboard.press('Control+2');
    const list = page.getByTestId('deck-list');
    await expect.poll(() => list.textContent(), POLL).toContain('Oko, the Trickster');
    expect(await list.getByTestId('deck-folder').count()).toBe(0);

    const row = list.locator('li').filter({ hasText: LOREHOLD });
    await row.hover();
    await row.getByTestId('deck-move').click();
    await row.getByTestId('deck-folder-input').fill('Commander precons');
    await row.getByTestId('deck-folder-save').click();
    await expect
      .poll(() => list.getByTestId('deck-folder').allTextContents(), POLL)
      .toEqual(['Commander precons 1', expect.stringMatching(/^No folder \d+$/)]);
    expect((await host.invoke('decks.get', { id: lorehold })).folder).toBe('Commander precons');
    expect((await host.invoke('decks.versions', { id: lorehold })).length).toBe(
      (await host.invoke('decks.get', { id: lorehold })).version,
    );

    await page.getByTestId('deck-filter').fill('oko');
    await expect
      .poll(() => list.locator('li').allTextContents(), POLL)
      .toEqual([expect.stringContaining('Oko, the Trickster')]);
    await app.screenshot('03b-deck-folders-filter');
    await page.getByTestId('deck-filter').fill('precons');
    await expect.poll(() => list.locator('li').allTextContents(), POLL).toEqual([expect.stringContaining(LOREHOLD)]);
    await page.getByTestId('deck-filter').fill('');
    await page.getByTestId('deck-order').selectOption('name');
    // The folder's deck first, then the decks in no folder by name.
    const unfiled = (await host.invoke('decks.list', {}))
      .filter((d) => d.folder === null)
      .map((d) => d.name)
      .sort((a, b) => a.localeCompare(b));
    await expect.poll(() => list.locator('li .item-name').allTextContents(), POLL).toEqual([LOREHOLD, ...unfiled]);
    await page.getByTestId('deck-order').selectOption('recent');

    // Every deck as a plain text list in one zip, each filed deck under its folder, as decks.exportAll writes it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('decks-export-all').click()]);
    expect(download.suggestedFilename()).toMatch(/^decklab-decks-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const expected = await host.invoke('decks.exportAll', { format: 'text' });
    expect(Object.keys(entries).sort()).toEqual(expected.map((f) => f.path).sort());
    expect(Object.keys(entries)).toContain(`Commander precons/${LOREHOLD}.txt`);
    expect(strFromU8(entries[`Commander precons/${LOREHOLD}.txt`])).toBe(
      expected.find((f) => f.deckId === lorehold)!.text,
    );
  });

  it('imports a whole deck folder at once: each subfolder a deck folder, a file that is no deck named and skipped', async () => {
    const { page, host } = app;
    const work = tempDir('decklab-e2e-folder-');
    const root = join(work.dir, 'decks');
    mkdirSync(join(root, 'commander'), { recursive: true });
    mkdirSync(join(root, 'constructed'));
    const commander = ['Aura of Courage [AFC] [2021].dck', 'Coven Counters [MIC] [2021].dck'];
    for (const f of commander) copyFileSync(sharedPath('decks', 'forge-dck', f), join(root, 'commander', f));
    const welcome = 'Core Set 2019 Welcome Deck WU.dck';
    copyFileSync(sharedPath('decks', 'forge-dck', welcome), join(root, 'constructed', welcome));
    writeFileSync(join(root, 'cover.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
    const before = new Set((await host.invoke('decks.list', {})).map((d) => d.id));
    onTestFinished(async () => {
      for (const d of await host.invoke('decks.list', {}))
        if (!before.has(d.id)) await host.invoke('decks.delete', { id: d.id });
      work.cleanup();
    });

    await page.keyboard.press('Control+2');
    await page.keyboard.press('Control+I');
    await page.getByTestId('import-many').click();
    await page.getByTestId('import-many-folder').setInputFiles(root);
    await expect
      .poll(() => page.getByTestId('import-many-summary').textContent(), POLL)
      .toMatch(/3 decks read\s*· 1 file skipped/);
    const rows = page.getByTestId('import-many-decks').locator('tbody tr');
    expect((await rows.allTextContents()).filter((r) => r.includes('commander'))).toHaveLength(2);
    expect(await page.getByTestId('import-many-skipped').textContent()).toContain('cover.txt');
    await app.screenshot('03c-import-deck-folder');
    // Saved from the Japanese window: each deck's first version says where it came from in Japanese.
    onTestFinished(() => app.setLook('en', 'light'));
    await app.setLook('ja', 'light');
    await page.getByTestId('import-many-save').click();

    const list = page.getByTestId('deck-list');
    await expect
      .poll(() => list.getByTestId('deck-folder').allTextContents(), POLL)
      .toEqual(expect.arrayContaining(['commander 2', 'constructed 1']));
    const saved = (await host.invoke('decks.list', {})).filter((d) => !before.has(d.id));
    expect(saved.map((d) => [d.folder, d.format]).sort()).toEqual([
      ['commander', 'commander'],
      ['commander', 'commander'],
      ['constructed', ''],
    ]);
    for (const d of saved) {
      // Kept as a note the history words in the language shown when it is read (test/version-notes.test.ts).
      const [first] = await host.invoke('decks.versions', { id: d.id });
      expect(first.note?.code).toBe('imported');
      expect(first.note?.params.source).toMatch(/^decks\/.+\.dck$/);
    }

    // The same folder again: each deck is saved already, and the dialog says so in the window's language.
    await page.keyboard.press('Control+I');
    await page.getByTestId('import-many').click();
    await page.getByTestId('import-many-folder').setInputFiles(root);
    const skipped = page.getByTestId('import-many-skipped').locator('li');
    await expect.poll(() => skipped.count(), POLL).toBe(4);
    expect((await skipped.allTextContents()).filter((s) => s.includes('同じカードで保存済み'))).toHaveLength(3);
    expect(await page.getByTestId('import-many-save').isDisabled()).toBe(true);
    await app.screenshot('03d-import-deck-folder-again-ja');
    await page.keyboard.press('Escape');
  });
});
