// What the app words itself is worded in the window's language: validation problems name boards, formats and cards
// as the catalog and the card data do; the deck list, the open dialog and the lab name a deck's format; pools, the
// collection and the A/B rows name cards as the deck editor does; and refusals (a search the language cannot read, a
// line of a list, a game count the API refuses) are plain sentences, without the character offsets, escapes and
// validator words meant for developers. Each view in English and Japanese, screenshots of both.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { openSavedDeck, searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LANGUAGES = ['en', 'ja'] as const;
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
const STANDARD_DECK = 'Eleven for Standard';
const COMMANDER_DECK = 'Four for Commander';
const BASRI_DECK = 'Basri for the lab';
const POOL = 'Basri sealed pool';
/** A Magic card whose Japanese name the card data holds (MTGJSON foreignData), in the pool, the collection and the A/B. */
const ACOLYTE = { en: "Basri's Acolyte", ja: 'バスリの侍祭' };
const SOL_RING = { en: 'Sol Ring', ja: '太陽の指輪' };
const OSGIR = { en: 'Osgir, the Reconstructor', ja: '再構築者、オスギル' };
const MANABOX_HEADER =
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';
/** Raw board ids as the engine names them: never shown as words in the Japanese UI. */
const BOARD_IDS = /\b(main|side|commander)\b/;

const app = appForFile();
let basriId: number;

async function saveDeck(name: string, format: string, text: string): Promise<number> {
  const read = await app.host.invoke('decks.import', { text });
  expect(read.problems).toEqual([]);
  return (await app.host.invoke('decks.save', { deck: { ...read.deck, name, format } })).id;
}

beforeAll(async () => {
  await saveDeck(STANDARD_DECK, 'standard', `1 ${SOL_RING.en}\n10 Island`);
  await saveDeck(COMMANDER_DECK, 'commander', `Commander\n1 ${OSGIR.en}\n\nDeck\n1 ${SOL_RING.en}\n2 Mountain`);
  const basri = readFileSync(BASRI, 'utf8');
  basriId = await saveDeck(BASRI_DECK, 'standard', basri);
  await app.host.invoke('pools.create', { name: POOL, kind: 'sealed', text: basri });
  await app.host.invoke('collection.import', {
    text: `${MANABOX_HEADER}\n,,"${ACOLYTE.en}",M21,,,normal,,2,,,,,,,en,\n`,
    mode: 'replace',
  });
});
afterEach(async () => {
  await app.setLook('en', 'light');
});

/**
 * The problem of this code on the problems tab once it holds `expected` (the open deck's own: the tab shows the deck
 * before until validation answers, 120 ms after a deck is opened).
 */
async function problemHolding(page: Page, code: string, expected: string): Promise<string> {
  await page.getByTestId('tab-problems').click();
  const problem = page.locator(`[data-testid="problem"][data-code="${code}"] .message`);
  await expect.poll(async () => (await problem.allTextContents()).join('\n'), POLL).toContain(expected);
  return (await problem.textContent()) ?? '';
}

const text = async (locator: Locator) => (await locator.first().textContent({ timeout: POLL.timeout })) ?? '';

describe('validation problems', () => {
  for (const language of LANGUAGES) {
    it(`name boards, formats and cards in ${language === 'en' ? 'English' : 'Japanese'}`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      await openSavedDeck(page, STANDARD_DECK);
      const size = await problemHolding(page, 'deck.size', '11');
      const legality = await problemHolding(page, 'legality.not-legal', SOL_RING[language]);
      if (language === 'ja') {
        expect(size).toContain('メインデッキ');
        expect(size).toContain('60');
        expect(size).not.toMatch(BOARD_IDS);
        expect(legality).toContain(SOL_RING.ja);
        expect(legality).toContain('スタンダード');
        expect(legality).not.toMatch(/Standard|Sol Ring/);
      } else {
        expect(size).toBe('Standard: the main deck must hold at least 60 cards, not 11');
        expect(legality).toBe(`${SOL_RING.en} is not legal in Standard`);
      }
      await app.screenshot(`japanese-ui-01-problems-standard-${language}`);

      await openSavedDeck(page, COMMANDER_DECK);
      const commanderSize = await problemHolding(page, 'deck.size', '4');
      if (language === 'ja') {
        expect(commanderSize).toContain('メインデッキ');
        expect(commanderSize).toContain('統率者');
        expect(commanderSize).toContain('100');
        expect(commanderSize).not.toMatch(BOARD_IDS);
      } else {
        expect(commanderSize).toBe('Commander: the main deck and the commander must hold exactly 100 cards, not 4');
      }
      await app.screenshot(`japanese-ui-02-problems-commander-${language}`);
    });
  }

  it('in both languages, light and dark (screenshots)', async () => {
    const { page } = app;
    await openSavedDeck(page, COMMANDER_DECK);
    await app.screenshotEveryLook('japanese-ui-03-problems', async () => {
      await problemHolding(page, 'deck.size', '100');
    });
    expect(await problemHolding(page, 'deck.size', '4')).toContain('the main deck');
  });
});

describe('format names', () => {
  for (const language of LANGUAGES) {
    it(`the deck list, the open dialog and the lab name the format in ${language === 'en' ? 'English' : 'Japanese'}`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      const [standard, commander] = language === 'ja' ? ['スタンダード', '統率者戦'] : ['Standard', 'Commander'];
      await openSavedDeck(page, COMMANDER_DECK);
      const listed = page.getByTestId('deck-list').locator('li');
      await expect
        .poll(() => text(listed.filter({ hasText: STANDARD_DECK }).getByTestId('deck-list-meta')), POLL)
        .toMatch(new RegExp(`^${standard} · 11`));
      expect(await text(listed.filter({ hasText: COMMANDER_DECK }).getByTestId('deck-list-meta'))).toMatch(
        new RegExp(`^${commander} · 4`),
      );
      await app.screenshot(`japanese-ui-04-deck-list-${language}`);

      await page.keyboard.press('Control+O');
      const dialogRow = page.getByTestId('open-deck-item').filter({ hasText: STANDARD_DECK });
      expect(await text(dialogRow.getByTestId('open-deck-meta'))).toMatch(new RegExp(`^${standard} · 11`));
      await app.screenshot(`japanese-ui-05-open-dialog-${language}`);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+3');
      expect(await text(page.getByTestId('lab-deck-meta'))).toMatch(new RegExp(`^${commander} · `));
      await app.screenshot(`japanese-ui-06-lab-deck-${language}`);
    });
  }
});

describe('card names beyond the editor', () => {
  for (const language of LANGUAGES) {
    it(`pools, the pool source, the collection and the A/B rows name cards as the editor does (${language})`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      const name = ACOLYTE[language];

      await page.keyboard.press('Control+6');
      await page.getByTestId('pool-item').filter({ hasText: POOL }).click();
      await expect
        .poll(() => page.getByTestId('pool-entry').allTextContents(), POLL)
        .toEqual(expect.arrayContaining([expect.stringContaining(name)]));
      await app.screenshot(`japanese-ui-07-pool-${language}`);

      await page.keyboard.press('Control+5');
      await page.getByTestId('collection-query').fill('');
      await expect.poll(() => text(page.getByTestId('collection-row').locator('.name')), POLL).toBe(name);
      await app.screenshot(`japanese-ui-08-collection-${language}`);

      await openSavedDeck(page, BASRI_DECK);
      await page.keyboard.press('Control+3');
      await page.getByTestId('lab-view-ab').click();
      const version = (await app.host.invoke('decks.versions', { id: basriId })).at(-1)!.version;
      await page.getByTestId('ab-versus').selectOption(`v:${version}`);
      await page.getByTestId('ab-games').selectOption('2000');
      await page.getByTestId('ab-run').click();
      // The run button comes back when this run's table is up (the table before stays while it runs).
      await page.getByTestId('ab-run').waitFor({ timeout: 120_000 });
      const rows = page.getByTestId('ab-table').locator('tbody td:first-child');
      await expect
        .poll(() => rows.allTextContents(), POLL)
        .toEqual(expect.arrayContaining([expect.stringContaining(name)]));
      if (language === 'ja') expect((await rows.allTextContents()).join('\n')).not.toContain(ACOLYTE.en);
      await app.screenshot(`japanese-ui-09-lab-ab-${language}`);
    });
  }

  it('a deck built from a pool lists what the pool still holds by the same names (ja)', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    await page.keyboard.press('Control+6');
    await page.getByTestId('pool-item').filter({ hasText: POOL }).click();
    await page.getByTestId('pool-start-deck').click();
    await page.getByTestId('pool-source').waitFor(POLL);
    await expect
      .poll(() => page.getByTestId('pool-card').allTextContents(), POLL)
      .toEqual(expect.arrayContaining([expect.stringContaining(ACOLYTE.ja)]));
    await app.screenshot('japanese-ui-10-pool-source-ja');
  });

  for (const language of LANGUAGES) {
    it(`the printings strip under the deck list names its card as the list does (${language})`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      await openSavedDeck(page, STANDARD_DECK);
      await page.locator(`[data-board="main"] [data-entry-row][data-card="${SOL_RING.en}"]`).focus();
      const heading = page.getByTestId('printing-strip').locator('h4');
      await expect.poll(() => text(heading), POLL).toContain(SOL_RING[language]);
      if (language === 'ja') expect(await text(heading)).not.toContain(SOL_RING.en);
      expect(await page.getByTestId('printing-strip').getAttribute('aria-label')).toContain(SOL_RING[language]);
      await app.screenshot(`japanese-ui-10b-printing-strip-${language}`);
    });
  }
});

describe('refusals in plain words', () => {
  /** Queries the search language cannot read, and what each says in either language. */
  const QUERIES = [
    { query: 'c>=', en: '“c>=” is not a color', ja: '「c>=」は色ではありません' },
    { query: 't:', en: '“t:” needs a value', ja: '「t:」の後に値が必要です' },
    { query: 'a "', en: 'A quote (") is not closed', ja: '引用符（"）が閉じられていません' },
    {
      query: 'colr:red',
      en: 'Unknown keyword “colr”; did you mean “color:” or “c:”?',
      ja: '「colr」というキーワードはありません。「color:」か「c:」のことですか？',
    },
    { query: 'zzzz:red', en: 'Unknown keyword “zzzz”', ja: '「zzzz」というキーワードはありません' },
  ];

  for (const language of LANGUAGES) {
    it(`a search it cannot read is one sentence without offsets or escapes (${language})`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      await page.keyboard.press('Control+1');
      for (const { query, ...said } of QUERIES) {
        await page.getByTestId('search-input').fill(query);
        await expect.poll(() => text(page.getByTestId('query-error').locator('.reason')), POLL).toBe(said[language]);
      }
      await app.screenshot(`japanese-ui-11-search-error-${language}`);

      await page.keyboard.press('Control+5');
      await page.getByTestId('collection-query').fill('t:');
      await expect
        .poll(() => text(page.getByTestId('collection-query-error').locator('.reason')), POLL)
        .toBe(QUERIES[1][language]);
      await app.screenshot(`japanese-ui-12-collection-query-error-${language}`);
      await page.getByTestId('collection-query').fill('');
    });

    it(`a list's lines that name no card say so in words (${language})`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      await page.keyboard.press('Control+2');
      await page.keyboard.press('Control+I');
      await page.getByTestId('import-text').fill('4 Sol Ring\n1 Aqua Hulcus\n1 Llanowar Elvs\n1 Island (M21) 999');
      await page.getByTestId('import-read').click();
      const problems = page.getByTestId('import-problems').locator('li');
      await expect.poll(() => problems.count(), POLL).toBe(3);
      const lines = await problems.allTextContents();
      const summary = await text(page.getByTestId('import-summary'));
      expect(summary).toContain(language === 'ja' ? '「テキスト」として読みました' : 'Read as Plain text');
      // Every line's copies are kept, unknown names too (4 + 1 + 1 + 1), counted in Japanese with 枚 and no space.
      expect(summary).toContain(language === 'ja' ? 'メインデッキ7枚' : 'Main deck 7');
      if (language === 'ja') {
        expect(lines[0]).toContain(
          '「Aqua Hulcus」という名前のカードはありません（デュエル・マスターズのカードにだけあります）',
        );
        expect(lines[1]).toContain('「Llanowar Elvs」という名前のカードはありません');
        expect(lines[2]).toContain('M21 999はカードデータにありません');
        expect(lines.join('\n')).not.toMatch(/no card named|only a|not in the card data/);
      } else {
        expect(lines[0]).toContain('no card named "Aqua Hulcus" (only a Duel Masters card has this name)');
      }
      await app.screenshot(`japanese-ui-13-import-problems-${language}`);
      await page.keyboard.press('Escape');
    });

    it(`the lab refuses a negative game count in a plain sentence (${language})`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      await openSavedDeck(page, BASRI_DECK);
      await page.keyboard.press('Control+3');
      await page.getByTestId('lab-view-run').click();
      await page.getByTestId('sim-games').fill('-5');
      await page.getByTestId('sim-run').click();
      const said = await text(page.getByTestId('sim-error'));
      expect(said).toBe(
        language === 'ja'
          ? '入力が正しくありません: ゲーム数は1以上にしてください（指定は-5）'
          : 'Invalid input: the number of games must be at least 1, not -5',
      );
      await app.screenshot(`japanese-ui-14-lab-games-error-${language}`);
      await page.getByTestId('sim-games').fill('1000');
    });
  }
});

describe('what the screens name by id, in Japanese', () => {
  it('the lab names the mulligan rule and keep policy in words, and their descriptions in its titles', async () => {
    const { page } = app;
    await openSavedDeck(page, BASRI_DECK);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-run').click();
    await app.setLook('ja', 'light');
    await page.getByTestId('sim-games').fill('200');
    await page.getByTestId('sim-run').click();
    const summary = page.getByTestId('sim-summary');
    await expect
      .poll(() => summary.textContent(), POLL)
      .toContain('ロンドン・マリガン · キープ基準: 標準的な土地の枚数');
    expect(await summary.textContent()).not.toMatch(/london|standard/);
    expect(await page.getByTestId('sim-policy').getAttribute('title')).toBe(ja['policySource.standard']);
    await page.getByTestId('sim-games').fill('10000');
  });

  it('shortcuts in titles as the platform writes them, a Duel Masters cost read out, card data files by kind', async () => {
    const { page } = app;
    await app.setLook('ja', 'light');
    expect(await page.getByTestId('theme-toggle').getAttribute('title')).toBe('ダークモード切り替え (Ctrl+Shift+L)');
    await page.keyboard.press('Control+2');
    expect(await page.getByTestId('new-deck').getAttribute('title')).toBe('Ctrl+N');

    await page.keyboard.press('Control+1');
    const query = '!"Bolshack Dragon"';
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    const cost = page.getByTestId('search-row').first().locator('.dm-cost');
    expect(await cost.getAttribute('aria-label')).toBe('コスト6・火');

    await page.keyboard.press('Control+4');
    const kinds = page.getByTestId('import-history').locator('tbody td:nth-child(2)');
    await expect.poll(() => kinds.count(), POLL).toBeGreaterThan(0);
    const shown = new Set(await kinds.allTextContents());
    expect([...shown].sort()).toEqual(['MTGJSON', 'デュエマ CSV', 'デュエマ JSON', 'デュエマ日本語名']);
  });
});
