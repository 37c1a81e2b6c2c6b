// Exports and imports as a player meets them, in Chromium against the real API and every card of ../shared/data:
// exporting every deck says, file by file, what each list holds besides its deck (a pool deck's sideboard) or could
// not hold, as a single export does; the Card data page says which Duel Masters cards the two DM files share and where
// they disagree, as `decklab import` prints it; the pool panel shows a long card name whole at 1024 px; and each of
// the six real decklist formats goes in and out through the dialogs in the Japanese window.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { mtgjsonSet } from '../test/real-cards.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { DECK_LIST_FORMATS } from '../engine/decks/lists/index.ts';

const POLL = { timeout: 30_000, interval: 50 };
const app = appForFile();
freshWindowAfterFailure(app);

const screen = (page: Page, name: string) => page.locator(`nav [data-screen="${name}"]`).click();

/** M21's cards with the longest names, English and Japanese (MTGJSON's foreignData), as a sealed pool's list. */
const LONG_NAMES = ['Jolrael, Mwonvuli Recluse', 'Liliana, Waker of the Dead', 'Barrin, Tolarian Archmage'];
const japaneseName = (name: string) =>
  mtgjsonSet('M21')
    .cards.find((c) => c.name === name)!
    .foreignData!.find((f) => f.language === 'Japanese')!.name;

/** Saves a deck built from a new M21 pool of the long-named cards, its rest of the pool 2 cards. */
async function poolDeck(name: string) {
  const { pool } = await app.host.invoke('pools.create', {
    name: `${name} pool`,
    kind: 'sealed',
    text: [...LONG_NAMES.map((n) => `2 ${n}`), '1 Llanowar Visionary'].join('\n'),
  });
  const { deck } = await app.host.invoke('decks.import', { text: LONG_NAMES.map((n) => `1 ${n}`).join('\n') });
  const saved = await app.host.invoke('decks.save', {
    deck: { ...deck, name, format: 'limited' },
    poolId: pool.id,
  });
  return { pool, saved };
}

describe('exporting every deck says what each file holds besides its deck, or could not hold', () => {
  it('a pool deck’s file names the rest of its pool as its sideboard, file by file, in English and Japanese', async () => {
    const { page, host } = app;
    const { saved } = await poolDeck('Long names');
    await screen(page, 'pools');
    await screen(page, 'decks');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('decks-export-all').click()]);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const text = new TextDecoder().decode(entries['Long names.txt']);
    // The file is the deck with the rest of the pool as its sideboard (CR 100.4b), as the single export writes it.
    const single = await host.invoke('decks.export', { id: saved.id, format: 'text' });
    expect(text).toBe(single.text);
    expect(text).toMatch(/^Sideboard$/m);
    const report = page.getByTestId('export-report');
    const file = report.locator('[data-testid="export-report-file"][data-path="Long names.txt"]');
    await file.locator('summary').click();
    await expect
      .poll(() => file.locator('[data-code="rest-of-pool"]').textContent(), POLL)
      .toContain('Built from the pool "Long names pool": the sideboard written is the deck\'s own with the 4 cards');
    await app.screenshot('exports-all-report-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(() => file.locator('[data-code="rest-of-pool"]').textContent(), POLL)
      .toContain(
        'プール「Long names pool」から組んだデッキです: 書き出すサイドボードは、デッキのサイドボードにプールに残った4枚を加えたもの',
      );
    await expect.poll(() => report.locator('header p').textContent(), POLL).toMatch(/^zip には\d+デッキ/);
    await app.screenshot('exports-all-report-ja');
    await app.setLook('en', 'light');
    await page.getByTestId('export-report-close').click();
    expect(await report.count()).toBe(0);
  });
});

describe('the Card data page after a Duel Masters file another DM file shares cards with', () => {
  it('names the shared cards and each disagreement with the value kept, as decklab import does (en, ja)', async () => {
    const { page } = app;
    await screen(page, 'data');
    // The prepared data holds both DM files; the JSON imported again meets the CSV's cards.
    app.pickNext([sharedPath('duelmasters/Latepate64-DuelMastersCards.json')]);
    await page.getByTestId('import-data').click();
    const shared = page.getByTestId('import-shared-dm');
    await expect.poll(() => shared.textContent(), { timeout: 120_000, interval: 200 }).toContain('385 of its cards');
    const lines = () => shared.locator('li').allTextContents();
    expect((await lines())[0]).toMatch(/^385 of its cards were stored from the Ravenite CSV: their text is now this/);
    // Kip Chippotto: 2 in the English TCG file, 3 in every OCG printing the CSV lists; the CSV's cost is kept.
    expect(await lines()).toContain(
      'The files disagree on Kip Chippotto’s cost (the Latepate64 JSON 2, the Ravenite CSV 3): kept 3',
    );
    await app.screenshot('exports-data-shared-dm-en');
    await app.setLook('ja', 'light');
    await expect
      .poll(lines, POLL)
      .toContain(
        'Kip Chippottoのコストがファイル間で食い違っています（Latepate64 の JSON 2, Ravenite の CSV 3）: 3を採用しました',
      );
    expect((await lines())[0]).toMatch(/^このファイルのカードのうち385種はRavenite の CSVから保存済みでした/);
    await app.screenshot('exports-data-shared-dm-ja');
    await app.setLook('en', 'light');
  });
});

describe('the pool panel at 1024 px', () => {
  it('shows each long card name whole, in English and Japanese', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    try {
      const { saved } = await poolDeck('Long names at 1024');
      await screen(page, 'decks');
      await page
        .getByTestId('deck-list')
        .locator('li')
        .filter({ hasText: 'Long names at 1024' })
        .locator('button.open')
        .click();
      await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(saved.name);
      const rows = page.getByTestId('pool-card');
      await expect.poll(() => rows.count(), POLL).toBe(4);
      /** Each row's name as shown, whether the row cuts it, and the name its tooltip gives. */
      const names = () =>
        rows.evaluateAll((buttons) =>
          buttons.map((b) => {
            const name = b.querySelector<HTMLElement>('.name')!;
            return { text: name.textContent, cut: name.scrollWidth > name.clientWidth, title: b.getAttribute('title') };
          }),
        );
      for (const language of ['en', 'ja'] as const) {
        await app.setLook(language, 'light');
        const expected = [...LONG_NAMES, 'Llanowar Visionary'].map((n) => (language === 'ja' ? japaneseName(n) : n));
        await expect.poll(async () => (await names()).map((n) => n.text).sort(), POLL).toEqual(expected.sort());
        for (const shown of await names()) {
          expect(shown.cut, `${shown.text} cut (${language})`).toBe(false);
          expect(shown.title, language).toContain(shown.text);
        }
        await app.screenshot(`exports-pool-panel-1024-${language}`);
      }
    } finally {
      await app.setLook('en', 'light');
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

/** One real decklist of each of the six file formats of ../shared/data/decks (its README §4). */
const SIX_FORMATS = {
  text: 'decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt',
  arena: 'decks/arena-and-misc/phdesign-arena-export-with-setcodes.txt',
  mtgtop8: 'decks/arena-and-misc/phdesign-mtgtop8-plain-with-Sideboard-header.txt',
  forge: 'decks/forge-dck/Lorehold Legacies [C21] [2021].dck',
  cockatrice: 'decks/cockatrice-cod/AzoriusControl_KHM.cod',
  'mtgo-dek': 'decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek',
} as const;

const MAGIC_LIST_FORMATS = DECK_LIST_FORMATS.filter((f) => f.game === 'mtg').map((f) => f.id);

/** English sentences of the readers and writers (their `message`), which a Japanese window words by code instead. */
const ENGLISH_WORDING = /\b(no card named|is not in the card data|has no|not written|card\(s\)|read as|written to)\b/i;

describe('the six real decklist formats through the dialogs, in the Japanese window', () => {
  it('reads each file and writes it in every Magic list format, saying what it meets in Japanese', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    try {
      await screen(page, 'decks');
      for (const [kind, path] of Object.entries(SIX_FORMATS)) {
        await page.getByTestId('import-deck').click();
        const dialog = page.locator('dialog[open]');
        await dialog.getByRole('tab', { name: ja['import.file'] }).click();
        await dialog.getByTestId('import-file').setInputFiles({
          name: path.split('/').pop()!,
          mimeType: 'text/plain',
          buffer: readFileSync(sharedPath(path)),
        });
        const summary = dialog.getByTestId('import-summary');
        await summary.waitFor(POLL);
        // The format read, named as the window names it, set apart from the sentence around it.
        const read = (await summary.locator('.facts span').first().textContent())!;
        expect(read, kind).toMatch(/^「[^」]+」として読みました（utf-8）$/);
        const problems = await dialog.locator('[data-testid="import-problems"] li').allInnerTexts();
        for (const text of problems) expect(text, kind).not.toMatch(ENGLISH_WORDING);
        await app.screenshot(`exports-six-import-${kind}-ja`);
        const name = await dialog.getByTestId('import-name').inputValue();
        await dialog.getByTestId('import-save').click();
        await expect.poll(() => page.locator('dialog[open]').count(), POLL).toBe(0);
        const saved = (await app.host.invoke('decks.list', {}))
          .filter((d) => d.name === name)
          .sort((a, b) => b.id - a.id)[0];

        await page.getByTestId('export-deck').click();
        const exporting = page.locator('dialog[open]');
        for (const format of MAGIC_LIST_FORMATS) {
          const written = await app.host.invoke('decks.export', { id: saved.id, format });
          await exporting.locator(`input[type=radio][value="${format}"]`).check();
          // A textarea shows a CSV's CRLF line ends (RFC 4180) as LF; the file saved is the API's text.
          await expect
            .poll(() => exporting.getByTestId('export-text').inputValue(), POLL)
            .toBe(written.text.replace(/\r\n/g, '\n'));
          const notices = exporting.getByTestId('export-notice');
          await expect.poll(() => notices.count(), POLL).toBe(written.notices.length);
          for (const text of await notices.allInnerTexts()) {
            expect(text, `${kind} as ${format}`).not.toMatch(ENGLISH_WORDING);
            // Every card a notice names is named whole: no empty pin "()" after a name.
            expect(text, `${kind} as ${format}`).not.toContain('()');
          }
        }
        await app.screenshot(`exports-six-export-${kind}-ja`);
        await page.keyboard.press('Escape');
      }
    } finally {
      await app.setLook('en', 'light');
    }
  });
});

describe('a list written with Japanese names', () => {
  it('is read back by the import dialog card for card, in the Japanese window', async () => {
    const { page, host } = app;
    const path = SIX_FORMATS.text;
    const { deck } = await host.invoke('decks.import', { text: readFileSync(sharedPath(path), 'utf8') });
    const saved = await host.invoke('decks.save', { deck: { ...deck, name: 'Basri in Japanese' } });
    await app.setLook('ja', 'light');
    try {
      await screen(page, 'pools');
      await screen(page, 'decks');
      await page.getByTestId('deck-list').locator('li').filter({ hasText: saved.name }).locator('button.open').click();
      await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(saved.name);
      await page.getByTestId('export-deck').click();
      const exporting = page.locator('dialog[open]');
      await exporting.locator('input[type=radio][value="text"]').check();
      await exporting.getByTestId('export-names').selectOption('ja');
      // Basri's Lieutenant under the name MTGJSON's M21 file gives it in Japanese.
      const lieutenant = japaneseName("Basri's Lieutenant");
      const text = exporting.getByTestId('export-text');
      await expect.poll(() => text.inputValue(), POLL).toContain(`1 ${lieutenant}`);
      const list = await text.inputValue();
      await app.screenshot('exports-japanese-names-export-ja');
      await page.keyboard.press('Escape');

      await page.getByTestId('import-deck').click();
      const importing = page.locator('dialog[open]');
      await importing.getByTestId('import-text').fill(list);
      await importing.getByTestId('import-read').click();
      const summary = importing.getByTestId('import-summary');
      await expect.poll(() => summary.textContent(), POLL).toContain(ja['import.clean']);
      const back = await host.invoke('decks.import', { text: list });
      expect(back.deck.boards.main?.map((e) => [e.cardId, e.count])).toEqual(
        deck.boards.main?.map((e) => [e.cardId, e.count]),
      );
      await app.screenshot('exports-japanese-names-import-ja');
      await page.keyboard.press('Escape');
    } finally {
      await app.setLook('en', 'light');
    }
  });
});
