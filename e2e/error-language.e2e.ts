// A refusal shown on a screen is worded in the window's language of the moment: switching English ↔ 日本語 while it
// shows re-words it, as every other text there is. The lab's run (a game count the API refuses), the lab's land
// sweep (a land range it refuses, as the advisor's runs all keep their failure), the editor's validation (a
// format the API does not know), the playtest table (a deck with no main deck), the card data import (a file that is
// not card data), the deck import (a binary file, an MTGO .dek that does not parse), the collection import (a file
// without a name column, rows it cannot read), the lab's keep rules and a notice each fail once, then the language
// switches under them; last, a card data import in the Japanese UI that skips tokens and an emblem.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { openSavedDeck, searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const BASRI_DECK = 'Basri for the lab';
const UNKNOWN_FORMAT_DECK = 'A format of its own';
const NO_MAIN_DECK = 'Only a commander';
const NUL_EN =
  'the deck list is not text (a NUL character on line 1): a binary file, or UTF-16 without a byte order mark';
const NUL_JA = 'デッキリストがテキストではありません（1行目に NUL 文字）。バイナリファイルか、BOM のない UTF-16 です';
const folder = mkdtempSync(join(tmpdir(), 'decklab-error-language-'));
/** A real MTGO .dek cut inside its second card element. */
const cutDek = join(folder, 'sliver-cut.dek');
{
  const dek = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
  writeFileSync(cutDek, dek.slice(0, dek.indexOf('<Cards', dek.indexOf('<Cards') + 1) + 12));
}

const app = appForFile();

async function saveDeck(name: string, format: string, text: string): Promise<void> {
  const read = await app.host.invoke('decks.import', { text });
  expect(read.problems).toEqual([]);
  await app.host.invoke('decks.save', { deck: { ...read.deck, name, format } });
}

beforeAll(async () => {
  await saveDeck(BASRI_DECK, 'standard', readFileSync(BASRI, 'utf8'));
  // The API stores a deck whatever its format names; decks.validate refuses a format it does not know.
  await saveDeck(UNKNOWN_FORMAT_DECK, 'house-rules', '4 Island');
  await saveDeck(NO_MAIN_DECK, 'commander', 'Commander\n1 Osgir, the Reconstructor');
});
afterEach(async () => {
  await app.setLook('en', 'light');
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const shown = (locator: Locator) => async () => (await locator.textContent()) ?? '';

describe('a refusal re-worded when the language switches', () => {
  it("the lab's run: a negative game count", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-run').click();
    await page.getByTestId('sim-games').fill('-5');
    await page.getByTestId('sim-run').click();
    const error = page.getByTestId('sim-error');
    await expect.poll(shown(error), POLL).toBe('Invalid input: the number of games must be at least 1, not -5');
    await app.setLook('ja', 'light');
    await expect.poll(shown(error), POLL).toBe('入力が正しくありません: ゲーム数は1以上にしてください（指定は-5）');
    await app.screenshot('error-language-lab-run-ja');
    await app.setLook('en', 'light');
    await expect.poll(shown(error), POLL).toContain('Invalid input: the number of games');
    await page.getByTestId('sim-games').fill('1000');
  });

  it("the lab's land sweep: a negative land count", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-min').fill('-5');
    await page.getByTestId('sweep-max').fill('3');
    await page.getByTestId('sweep-run').click();
    const error = page.locator('aside:has([data-testid="sweep-min"])').getByRole('alert');
    await expect.poll(shown(error), POLL).toBe('Invalid input: the fewest lands must be at least 0, not -5');
    await app.setLook('ja', 'light');
    await expect.poll(shown(error), POLL).toBe('入力が正しくありません: 最少の土地は0以上にしてください（指定は-5）');
    await app.screenshot('error-language-lab-sweep-ja');
    await page.getByTestId('sweep-min').fill('');
    await page.getByTestId('sweep-max').fill('');
  });

  it("the editor's validation: a format the API does not know", async () => {
    const { page } = app;
    await openSavedDeck(page, UNKNOWN_FORMAT_DECK);
    await page.getByTestId('tab-problems').click();
    const error = page.getByTestId('validation-panel').getByRole('alert');
    await expect.poll(shown(error), POLL).toMatch(/^Invalid input: unknown format "house-rules"/);
    await app.setLook('ja', 'light');
    await expect.poll(shown(error), POLL).toMatch(/^入力が正しくありません: unknown format "house-rules"/);
    await app.screenshot('error-language-validation-ja');
  });

  it('the playtest table: a deck with no main deck cannot be dealt', async () => {
    const { page } = app;
    await openSavedDeck(page, NO_MAIN_DECK);
    await page.keyboard.press('Control+P');
    const error = page.getByTestId('playtest-error');
    await expect.poll(shown(error), POLL).toBe('Invalid input: the main deck of “Only a commander” is empty');
    await app.setLook('ja', 'light');
    await expect
      .poll(shown(error), POLL)
      .toBe('入力が正しくありません: 「Only a commander」のメインデッキにカードがありません');
    await app.screenshot('error-language-playtest-ja');
    await page.keyboard.press('Escape');
  });

  it('the card data import: a file that is not card data', async () => {
    const { page } = app;
    await page.keyboard.press('Control+4');
    app.pickNext([BASRI]);
    await page.getByTestId('import-data').click();
    const error = page.locator('.data-screen').getByRole('alert');
    await expect
      .poll(shown(error), POLL)
      .toMatch(
        /^Unreadable file: .+Paladin\.txt, record 1: not a known card data format: neither JSON nor a card CSV \(".+\)$/,
      );
    await app.setLook('ja', 'light');
    await expect
      .poll(shown(error), POLL)
      .toMatch(
        /^ファイルを読めません: .+Paladin\.txtの1件目: 既知のカードデータ形式ではありません（JSON でもカードの CSV でもありません）（技術情報: ".+）$/,
      );
    await app.screenshot('error-language-card-data-ja');
  });

  it('the deck import: a binary file, then an MTGO .dek cut short', async () => {
    const { page } = app;
    await page.keyboard.press('Control+I');
    await page.getByRole('tab', { name: 'File' }).click();
    await page.getByTestId('import-file').setInputFiles(inject('dbTemplate'));
    const error = page.getByRole('dialog').getByRole('alert');
    await expect.poll(shown(error), POLL).toBe(`Unreadable file: ${NUL_EN}`);
    await app.setLook('ja', 'light');
    await expect.poll(shown(error), POLL).toBe(`ファイルを読めません: ${NUL_JA}`);
    await page.getByTestId('import-file').setInputFiles(cutDek);
    const problems = page.getByTestId('import-problems');
    await expect
      .poll(shown(problems), POLL)
      .toMatch(/XML として読めません。タグの閉じ忘れや引用符の抜けがないか確認してください（技術情報: .+）/);
    await app.screenshot('error-language-dek-ja');
    await app.setLook('en', 'light');
    await expect.poll(shown(problems), POLL).toContain('the XML does not parse');
    await page.keyboard.press('Escape');
  });

  it('the collection import: a file without a name column, then rows it cannot read', async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    await page.getByTestId('collection-import').click();
    await page.getByTestId('collection-import-text').fill('Count,Set\n2,M21\n');
    await page.getByTestId('collection-import-read').click();
    const error = page.getByRole('dialog').getByRole('alert');
    await expect.poll(shown(error), POLL).toBe('Unreadable file: line 1 names no column of card names (Count, Set)');
    await app.setLook('ja', 'light');
    await expect
      .poll(shown(error), POLL)
      .toBe('ファイルを読めません: 1行目の見出しにカード名の列がありません（Count, Set）');
    await app.setLook('en', 'light');
    await page.getByTestId('collection-import-text').fill('Name,Quantity\nSol Ring,two\nSol Rnig,1\n');
    await page.getByTestId('collection-import-read').click();
    const problems = page.getByTestId('collection-problems');
    await expect.poll(shown(problems), POLL).toContain('quantity "two" is not a whole number from 1 to 1,000,000');
    await app.setLook('ja', 'light');
    await expect.poll(shown(problems), POLL).toContain('枚数「two」が1〜1,000,000の整数ではありません');
    expect(await shown(problems)()).toContain('「Sol Rnig」という名前のカードはありません');
    await app.screenshot('error-language-collection-rows-ja');
    await page.keyboard.press('Escape');
  });

  it("the lab's keep rules: a range that cannot be", async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-run').click();
    await page.getByTestId('sim-policy').selectOption('custom');
    await page.getByTestId('sim-keep-rules').fill('7:5-2');
    const error = page.getByRole('alert').filter({ hasText: '7:5-2' });
    await expect
      .poll(shown(error), POLL)
      .toBe('Invalid input: the keep rule “7:5-2” asks for at least 5 and at most 2 lands');
    await app.setLook('ja', 'light');
    await expect
      .poll(shown(error), POLL)
      .toBe('入力が正しくありません: キープ基準（7:5-2）は、最少の土地5枚が最多の2枚を超えています');
    await page.getByTestId('sim-policy').selectOption('standard');
  });

  it('a notice: a Duel Masters card refused in a Magic deck', async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+1');
    const query = '!"Bolshack Dragon"';
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    await page.getByTestId('search-input').press('Enter');
    const notice = page.locator('[data-testid="notice"].error');
    await expect.poll(shown(notice), POLL).toContain('Bolshack Dragon is a Duel Masters card');
    await app.setLook('ja', 'light');
    await expect
      .poll(shown(notice), POLL)
      .toMatch(/^入力が正しくありません: .+はデュエマのカードです。マジックのデッキには入れられません。/);
  });

  it("the card data import's skipped records, imported in the Japanese UI: grouped by reason, each in Japanese", async () => {
    const { page } = app;
    const layouts = sharedPath('scryfall/api-types-fixtures/Card/layouts');
    const objects = ['Planar/Esper.json', 'Token/Angel.json', 'Token/Monarch.json', 'Emblem/Narset.json'].map(
      (path) => JSON.parse(readFileSync(join(layouts, path), 'utf8')) as unknown,
    );
    const file = join(folder, 'skipped.json');
    writeFileSync(file, JSON.stringify(objects));
    await app.setLook('ja', 'light');
    await page.keyboard.press('Control+4');
    app.pickNext([file]);
    await page.getByTestId('import-data').click();
    const result = page.getByTestId('import-result');
    await result.locator('summary').first().click();
    const groups = page.getByTestId('skip-groups').locator(':scope > li');
    await expect.poll(() => groups.count(), POLL).toBe(2);
    for (const group of await groups.all()) await group.locator('summary').click();
    const heads = () => groups.locator('summary').allTextContents();
    const records = () => groups.locator('.warnings li').allTextContents();
    await expect
      .poll(heads, POLL)
      .toEqual([
        'トークン（Decklab はトークンを扱いません）: 2件を読み飛ばしました',
        '紋章（Decklab は紋章を扱いません）: 1件を読み飛ばしました',
      ]);
    // Each record: where it was in the file (its byte offset is the file's business), then the card and why.
    const words = async () =>
      (await records()).map((text) => text.replace(/^skipped\.jsonの\d+番目のレコード（[\d,]+バイト目）:\s*/, ''));
    await expect
      .poll(words, POLL)
      .toEqual([
        '「Angel」、TONCの3番: トークンです。Decklab はトークンを扱いません',
        '「The Monarch」、TCMMの50番: トークンです。Decklab はトークンを扱いません',
        '「Narset Transcendent Emblem」、TDTKの8番: 紋章です。Decklab は紋章を扱いません',
      ]);
    for (const text of await records()) expect(text).not.toMatch(/is not a game card|技術情報/);
    await app.screenshot('error-language-card-data-skipped-ja');
    await app.setLook('en', 'light');
    await expect
      .poll(heads, POLL)
      .toEqual(['2 skipped: tokens, which Decklab does not keep', '1 skipped: emblems, which Decklab does not keep']);
    await expect
      .poll(records, POLL)
      .toContainEqual(expect.stringMatching(/“Angel”, set TONC, number 3: a token, and Decklab keeps no tokens$/));
  });
});
