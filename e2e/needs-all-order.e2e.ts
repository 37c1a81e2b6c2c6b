// The collection screen's needs of all decks lists its cards in the order of the names it shows: the English names in
// an English window, the Japanese names in a Japanese one, by Japanese collation (kana in gojūon order), as a player
// reading the list looks a card up, the cards the data names only in English after every Japanese name (as search
// and the collection list them); a deck's own needs in the deck editor list them the same way. Two real Commander 2021
// precons and a deck of Champions of Kamigawa creatures (a few, the flip cards, without a Japanese name in MTGJSON's
// foreignData) against an empty collection.
import { beforeAll, describe, expect, it } from 'vitest';
import { openSavedDeck } from './harness.ts';
import { C21_PRECONS, appForFile, saveSharedDecks } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };
const app = appForFile();

const KAMIGAWA = 'Kamigawa creatures';
/** Champions of Kamigawa creatures the card data names only in English, in English order. */
let untranslated: string[] = [];

beforeAll(async () => {
  await saveSharedDecks(app, C21_PRECONS);
  const chk = (await app.host.invoke('cards.search', { query: 's:chk t:creature', limit: 1000 })).cards;
  untranslated = chk.filter((card) => !card.localizedNames.ja).map((card) => card.name);
  const translated = chk.filter((card) => card.localizedNames.ja).map((card) => card.name);
  expect(untranslated.length).toBeGreaterThan(3);
  const list = [...untranslated, ...translated.slice(0, 4)].map((name) => `1 ${name}`).join('\n');
  const { deck } = await app.host.invoke('decks.import', { text: list });
  await app.host.invoke('decks.save', { deck: { ...deck, name: KAMIGAWA } });
});

/** The card names of the lines on screen, top to bottom, as shown. */
async function shownNames(): Promise<string[]> {
  return app.page.locator('[data-testid="needs-all-line"] .name').allTextContents();
}

/** Scrolls the list of lines to its start or its end. */
const scrollList = (to: 'start' | 'end') =>
  app.page
    .locator('[data-testid="needs-all"] .body > div')
    .first()
    .evaluate((list, end) => list.scrollTo(0, end ? list.scrollHeight : 0), to === 'end');

const inOrder = (names: readonly string[], locale: string) => {
  const collator = new Intl.Collator(locale);
  return names.every((name, i) => i === 0 || collator.compare(names[i - 1], name) <= 0);
};

describe('the needs of all decks, in the order of the names shown', () => {
  it('English names in English order; in Japanese, the Japanese names in Japanese order, the cards without one last', async () => {
    const { page } = app;
    await page.keyboard.press('Control+5');
    await page.getByTestId('collection-needs-all').click();
    await expect.poll(async () => (await shownNames()).length, POLL).toBeGreaterThan(5);
    const english = await shownNames();
    expect(inOrder(english, 'en')).toBe(true);

    await app.setLook('ja', 'light');
    // Every line on screen named in Japanese (the cards' names are fetched for the Japanese window).
    await expect.poll(async () => (await shownNames()).every((n) => /[^\x20-\x7e]/.test(n)), POLL).toBe(true);
    const japanese = await shownNames();
    expect(inOrder(japanese, 'ja')).toBe(true);
    // Kana sort before kanji in Japanese collation: the list opens on a name in kana, not on the English order's first
    // card under its Japanese name.
    expect(japanese[0]).toMatch(/^[\u3041-\u3096\u30a1-\u30fa]/);
    await app.screenshot('needs-all-order-ja');
    // The end of the list: the cards without a Japanese name, by their English names.
    await scrollList('end');
    const ja = new Intl.Collator('ja');
    await expect
      .poll(async () => (await shownNames()).slice(-untranslated.length), POLL)
      .toEqual([...untranslated].sort(ja.compare));
    await app.screenshot('needs-all-order-end-ja');
    await scrollList('start');
    await app.setLook('en', 'light');
    await expect.poll(shownNames, POLL).toEqual(english);
  });

  it("a deck's needs in the deck editor: in the same order, the Japanese names in Japanese order, the cards without one last", async () => {
    const { page } = app;
    await openSavedDeck(page, KAMIGAWA);
    await page.getByTestId('view-needs').click();
    const names = () => page.locator('[data-testid="needs-line"] .name').allTextContents();
    await expect.poll(async () => (await names()).length, POLL).toBe(untranslated.length + 4);
    expect(inOrder(await names(), 'en')).toBe(true);

    await app.setLook('ja', 'light');
    const ja = new Intl.Collator('ja');
    await expect
      .poll(async () => (await names()).slice(-untranslated.length), POLL)
      .toEqual([...untranslated].sort(ja.compare));
    const named = (await names()).slice(0, 4);
    expect(named.every((n) => /[^\x20-\x7e]/.test(n))).toBe(true);
    expect(inOrder(named, 'ja')).toBe(true);
    await app.screenshot('needs-order-deck-ja');
    await app.setLook('en', 'light');
  });
});
