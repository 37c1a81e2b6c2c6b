// The Japanese UI says nothing in English: every screen is walked in Japanese with a real Commander deck, a sealed
// pool and a collection, and every visible text is read; what is left once the cards' and sets' own names (the
// card data's, English where it has no Japanese one), file names, set codes and known symbols are taken out must
// hold no ASCII word. A date is written as Japanese writes one (2026年11月29日), never as an ISO string.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openSavedDeck, searchAnswered } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { displayedFace } from '../engine/cards/localized.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const BASRI_FILE = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
/** The player's own names, in Japanese: what the player names is theirs, not the UI's. */
const DECK = 'ロアホールドの遺産';
const POOL = 'バスリのシールド';
const QUERY = 's:c21 t:legendary';
/** A Duel Masters deck of DM-01 creatures and spells (no public Duel Masters decklist file exists: data README). */
const DM_DECK = '水と火のデッキ';
const DM_LIST = [
  ...['Aqua Hulcus', 'Aqua Vehicle', 'Bronze-Arm Tribe', 'Bolshack Dragon', 'Rothus, the Traveler'],
  ...['Holy Awe', 'Crimson Hammer', 'Spiral Gate', 'Terror Pit', 'Natural Snare'],
];
const MANABOX_HEADER =
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';

/**
 * ASCII words that are no UI words (compared in lower case): names of apps, sources, their files and formats, which
 * the Japanese UI writes as they are spelled; a format's own name; keys as the keyboard prints them; rule books
 * cited by their abbreviation (CR 903.5b); currencies and units.
 */
const NOT_UI_WORDS = new Set(
  [
    ...['Decklab', 'Scryfall', 'MTGJSON', 'ManaBox', 'Moxfield', 'Archidekt', 'Forge', 'XMage', 'Cockatrice'],
    ...['MTGO', 'Arena', 'CubeCobra', 'Cardmarket', 'TCGplayer', 'AllPrintings', 'AtomicCards'],
    ...['CSV', 'JSON', 'Lines', 'PDF', 'ZIP', 'gzip', 'XML', 'PreDH'],
    ...['Ctrl', 'Shift', 'Alt', 'Enter', 'Esc', 'Del', 'Tab', 'Cmd'],
    ...['CR', 'MTR', 'DM', 'OB', 'PDH'],
    ...['USD', 'EUR', 'MB', 'GB', 'KB', 'ms'],
  ].map((word) => word.toLowerCase()),
);

/** A word that is a symbol, not a word: one letter (a key, a mana symbol, A and B), a set code, a version (v3). */
const SYMBOL = /^([A-Za-z]|[A-Z0-9]{2,6}|v\d+)$/;
/**
 * Text that is no word of the UI's: a file's name (the Card data page lists the files imported), a site's, a search
 * term shown as an example (t:creature, own>=4), a set code of several parts (TCG-PROMOTIONAL, DMR-01).
 */
const NOT_WORDS = [
  /\S+\.(json|jsonl|csv|txt|dck|cod|dek|gz)\b/g,
  /\b[\w-]+\.(com|org)\b/g,
  /[\w!-]+(:|[<>]=?|=)[\w"/{}-]+/g,
  /\b[A-Z0-9]+(-[A-Z0-9]+)+\b/g,
];
/** Who illustrated a printing (the card data's), as the card panel says it. */
const ARTIST = new RegExp(`^${ja['card.artist'].replace('{artist}', '.+')}$`);
/**
 * Left to the collection screen's owner (reported): a copy's language shown as its code ("en"), not in words.
 */
const REPORTED_ELSEWHERE = new Set(['en']);
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

const app = appForFile();
/** The card data's own names on the screens walked: English names of the cards shown, names of the sets. */
let dataNames: RegExp[] = [];
/**
 * Texts that are the card data's whole: a card's type line as its row shows it, its keywords as the card panel
 * lists them. Whole texts only, so a type the UI should word ("Spell" in a chart's legend) is still seen.
 */
let dataTexts = new Set<string>();

beforeAll(async () => {
  const { host } = app;
  const lorehold = await host.invoke('decks.import', { text: readFileSync(LOREHOLD_FILE, 'utf8') });
  await host.invoke('decks.save', { deck: { ...lorehold.deck, name: DECK, format: 'commander' } });
  const basri = readFileSync(BASRI_FILE, 'utf8');
  const dm = await host.invoke('decks.import', {
    text: `メインデッキ\n${DM_LIST.map((name) => `4 ${name}`).join('\n')}\n`,
  });
  expect(dm.problems).toEqual([]);
  await host.invoke('decks.save', { deck: { ...dm.deck, name: DM_DECK, format: 'dm' } });
  const { pool } = await host.invoke('pools.create', { name: POOL, kind: 'sealed', text: basri });
  const collected = await host.invoke('decks.import', { text: basri });
  const rows = (collected.deck.boards.main ?? []).map((e) => `,,"${e.name}",M21,,,normal,,${e.count},,,,,,,en,`);
  await host.invoke('collection.import', { text: `${MANABOX_HEADER}\n${rows.join('\n')}\n`, mode: 'replace' });

  // The type lines and keywords of the decks' cards and of the card the search shows are the card data's words,
  // English where it has no Japanese (a Duel Masters type line's races, which the data gives in English only).
  const searched = await host.invoke('cards.search', { query: QUERY, limit: 200 });
  const cardIds = [lorehold.deck, dm.deck]
    .flatMap((deck) => Object.values(deck.boards).flatMap((entries) => entries ?? []))
    .map((e) => e.cardId)
    .filter((id) => id !== undefined);
  const cards = await Promise.all([...cardIds, searched.cards[0].id].map((id) => host.invoke('cards.get', { id })));
  dataTexts = new Set(
    cards.flatMap((card) => [
      ...card.faces.map((_, i) => displayedFace(card, i, 'ja').typeLine),
      card.keywords.join(', '),
    ]),
  );
  const names = [
    ...Object.values(lorehold.deck.boards).flatMap((entries) => (entries ?? []).map((e) => e.name)),
    ...(await host.invoke('pools.get', { id: pool.id })).entries.map((e) => e.name),
    ...(await host.invoke('collection.list', { limit: 500 })).cards.map((c) => c.name),
    ...searched.cards.map((c) => c.name),
    ...DM_LIST,
    ...(await host.invoke('data.status', {})).sets.map((s) => s.name),
  ];
  dataNames = [...new Set(names.flatMap((name) => [name, ...name.split(' // ')]))]
    .sort((a, b) => b.length - a.length)
    .map((name) => new RegExp(`(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
});

/**
 * Every text a player sees: visible text nodes, the placeholders of visible fields, the choice a select shows, the
 * words a chart draws.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      // A file format's keys shown as code are in no language.
      if (text && element && !element.closest('script, style, option, code') && seen(element)) texts.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))
      if (seen(field) && !field.value) texts.push(field.placeholder);
    // A chart draws its words on a canvas; its label says them (Chart.svelte).
    for (const chart of document.querySelectorAll('.chart[role="img"]'))
      if (seen(chart)) texts.push(chart.getAttribute('aria-label') ?? '');
    for (const select of document.querySelectorAll('select'))
      if (seen(select) && select.selectedOptions[0]) texts.push(select.selectedOptions[0].text);
    return texts;
  });
}

/** The ASCII words of the texts that are UI words: none once the card data's names and symbols are out. */
function englishWords(texts: readonly string[]): string[] {
  const words = texts.flatMap((text) => {
    if (ARTIST.test(text) || dataTexts.has(text)) return [];
    let rest = text;
    for (const name of dataNames) rest = rest.replace(name, ' ');
    rest = NOT_WORDS.reduce((left, pattern) => left.replace(pattern, ' '), rest);
    return (rest.match(/[A-Za-z][A-Za-z0-9'’]*/g) ?? []).filter(
      (w) => !SYMBOL.test(w) && !NOT_UI_WORDS.has(w.toLowerCase()) && !REPORTED_ELSEWHERE.has(w),
    );
  });
  return [...new Set(words)];
}

/** What a screen shows in English, each word with a text it stands in. */
async function englishOn(page: Page): Promise<Record<string, string>> {
  const texts = await visibleTexts(page);
  const words = englishWords(texts);
  return Object.fromEntries(words.map((word) => [word, texts.find((t) => t.includes(word)) ?? '']));
}

const screens: { name: string; show: (page: Page) => Promise<void> }[] = [
  {
    name: 'search',
    show: async (page) => {
      await page.keyboard.press('Control+1');
      await page.getByTestId('search-input').fill(QUERY);
      await page.getByTestId('search-input').press('Enter');
      await searchAnswered(page, QUERY);
      await page.getByTestId('search-row').first().click();
    },
  },
  {
    name: 'deck-problems',
    show: async (page) => {
      await openSavedDeck(page, DECK);
      await expect.poll(() => page.getByText('カードデータにありません').count(), POLL).toBe(0);
      await page.getByTestId('tab-problems').click();
      await page.getByTestId('verdict').waitFor(POLL);
    },
  },
  {
    name: 'deck-stats',
    show: async (page) => {
      await page.getByTestId('tab-stats').click();
      await page.getByTestId('deck-stats').locator('.chart').first().waitFor(POLL);
    },
  },
  { name: 'deck-history', show: (page) => page.getByTestId('tab-history').click() },
  {
    name: 'dm-deck-stats',
    show: async (page) => {
      await openSavedDeck(page, DM_DECK);
      await page.getByTestId('tab-stats').click();
      await page.getByTestId('deck-stats').locator('.chart').first().waitFor(POLL);
    },
  },
  { name: 'deck-advice', show: (page) => page.getByTestId('tab-advice').click() },
  {
    name: 'lab',
    show: async (page) => {
      await page.locator('[data-screen="goldfish"]').click();
      await page.getByTestId('sim-run').waitFor(POLL);
    },
  },
  {
    name: 'collection',
    show: async (page) => {
      await page.locator('[data-screen="collection"]').click();
      await page.getByTestId('collection-row').first().waitFor(POLL);
    },
  },
  {
    name: 'pools',
    show: async (page) => {
      await page.locator('[data-screen="pools"]').click();
      await page.getByTestId('pool-item').filter({ hasText: POOL }).click();
    },
  },
  {
    name: 'data',
    show: async (page) => {
      await page.locator('[data-screen="data"]').click();
      await page.getByTestId('data-summary').waitFor(POLL);
    },
  },
];

describe('the Japanese UI walked screen by screen with a real Commander deck', () => {
  for (const [i, screen] of screens.entries()) {
    it(`${screen.name}: no English word but the card data's names, file names and symbols, no ISO date`, async () => {
      const { page } = app;
      await app.setLook('ja', 'light');
      await screen.show(page);
      await page.waitForTimeout(300);
      await app.screenshot(`japanese-words-${String(i + 1).padStart(2, '0')}-${screen.name}-ja`);
      expect(await englishOn(page)).toEqual({});
      expect((await visibleTexts(page)).filter((text) => ISO_DATE.test(text))).toEqual([]);
    });
  }
});

/** The day of a stored time (UTC ISO) on this computer's calendar, as the page's clock reads it too. */
function localDay(iso: string): { year: number; month: number; day: number } {
  const date = new Date(iso);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day as each language writes it: 2026年11月29日, Nov 29, 2026. */
function dayIn(language: 'en' | 'ja', iso: string): string {
  const { year, month, day } = localDay(iso);
  return language === 'ja' ? `${year}年${month}月${day}日` : `${MONTHS[month - 1]} ${day}, ${year}`;
}

describe('dates in the window’s language', () => {
  for (const language of ['en', 'ja'] as const) {
    it(`the deck list, a deck's versions and the pools write the day as ${language === 'ja' ? 'Japanese' : 'English'} does, the full time in their tooltip`, async () => {
      const { page, host } = app;
      await app.setLook(language, 'light');
      const saved = (await host.invoke('decks.list', {})).find((d) => d.name === DECK)!;
      await openSavedDeck(page, DECK);
      const listed = page
        .getByTestId('deck-list')
        .locator('li')
        .filter({ hasText: DECK })
        .getByTestId('deck-list-date');
      expect(await listed.textContent()).toBe(dayIn(language, saved.updatedAt));
      expect(await listed.getAttribute('title')).toMatch(/\d{1,2}:\d{2}:\d{2}/);

      await page.getByTestId('tab-history').click();
      const version = page.getByTestId('version-date').first();
      await version.waitFor(POLL);
      expect(await version.textContent()).toMatch(new RegExp(`^${dayIn(language, saved.savedAt)},? \\d{1,2}:\\d{2}`));
      await app.screenshot(`japanese-words-dates-deck-${language}`);

      const pool = (await host.invoke('pools.list', {})).find((p) => p.name === POOL)!;
      await page.locator('[data-screen="pools"]').click();
      const poolDate = page.getByTestId('pool-item').filter({ hasText: POOL }).getByTestId('pool-date');
      expect(await poolDate.textContent()).toBe(dayIn(language, pool.createdAt));
      await app.screenshot(`japanese-words-dates-pools-${language}`);
      await app.setLook('en', 'light');
    });
  }
});

describe('a Duel Masters deck’s card types', () => {
  it('are named in the stats’ donut in either language (DM 204.2: クリーチャー, 呪文), never as the data’s word', async () => {
    const { page } = app;
    await openSavedDeck(page, DM_DECK);
    await page.getByTestId('tab-stats').click();
    const donut = page.getByTestId('deck-stats').locator('.chart').last();
    for (const [language, types] of [
      ['en', 'Card types: Creatures, Spells'],
      ['ja', 'カードタイプ: クリーチャー、呪文'],
    ] as const) {
      await app.setLook(language, 'light');
      await expect.poll(() => donut.getAttribute('aria-label'), POLL).toBe(types);
      await app.screenshot(`japanese-words-dm-types-${language}`);
    }
    await app.setLook('en', 'light');
  });
});
