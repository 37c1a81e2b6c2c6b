// order:name in a Japanese window: the Japanese names MTGJSON's foreignData gives (English for a card without one), in
// Japanese collation, page after page, and again after an import changes the card data, and only then: a deck save or a
// collection edit keeps the ranks.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards, type SearchHit } from './search.ts';
import { prepareJapaneseNameRanks } from './name-ranks.ts';
import type { CollectionItem } from '../../engine/collection/types.ts';
import { createDeck, saveDeck } from '../decks.ts';
import { applyCollectionImport, editCollectionRow, listCollection, planCollectionImport } from '../collection.ts';
import type { NameOrder } from './compile.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

let db: Db;
const dir = tempDir('decklab-name-ranks-');

beforeAll(async () => {
  db = openDatabase(join(dir.dir, 'cards.sqlite'));
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'STX.json')]);
});

afterAll(() => {
  db?.close();
  dir.cleanup();
});

/** Every result of a query, page by page, ordered by the names given. */
function searchAll(query: string, names: NameOrder, limit = 40): SearchHit[] {
  const first = searchCards(db, query, { limit, names });
  const hits = [...first.cards];
  for (let page = 2; hits.length < first.total; page++)
    hits.push(...searchCards(db, query, { page, limit, names }).cards);
  expect(hits).toHaveLength(first.total);
  return hits;
}

const shownInJapanese = (card: SearchHit) => card.localizedNames.ja ?? card.name;
const ja = new Intl.Collator('ja');

/**
 * The cards with a Japanese name first, by it in Japanese collation (the English name settling ties), then those
 * without one by their English names.
 */
function expectJapaneseOrder(hits: readonly SearchHit[], direction: 1 | -1 = 1): void {
  const untranslated = (card: SearchHit) => Number(card.localizedNames.ja === undefined);
  for (let i = 1; i < hits.length; i++) {
    const [a, b] = [hits[i - 1], hits[i]];
    const order =
      untranslated(a) - untranslated(b) ||
      ja.compare(shownInJapanese(a), shownInJapanese(b)) ||
      ja.compare(a.name, b.name);
    expect(order * direction, `${shownInJapanese(a)} before ${shownInJapanese(b)}`).toBeLessThanOrEqual(0);
  }
}

describe('order:name by the names a Japanese window shows', () => {
  it('sorts Strixhaven creatures by their Japanese names, English where a card has none, across pages', () => {
    const english = searchAll('t:creature', 'english');
    const japanese = searchAll('t:creature', 'japanese');
    expect(new Set(japanese.map((c) => c.id))).toEqual(new Set(english.map((c) => c.id)));
    expect(japanese.filter((c) => c.localizedNames.ja).length).toBeGreaterThan(50);
    expect(japanese.some((c) => !c.localizedNames.ja)).toBe(true);
    expectJapaneseOrder(japanese);
    expect(japanese.map((c) => c.id)).not.toEqual(english.map((c) => c.id));
  });

  it('reverses with direction:desc, and sorts every card for an empty query and each printing with unique:prints', () => {
    expectJapaneseOrder(searchAll('t:instant direction:desc', 'japanese'), -1);
    expectJapaneseOrder(searchAll('', 'japanese', 200));
    expectJapaneseOrder(searchAll('t:sorcery unique:prints', 'japanese'));
  });

  it('places the cards of a later import among the others', async () => {
    const before = searchAll('t:creature', 'japanese', 100).length;
    await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'KHM.json')]);
    const hits = searchAll('t:creature', 'japanese', 100);
    expect(hits.length).toBeGreaterThan(before);
    expectJapaneseOrder(hits);
  });

  it('keeps the ranks through a deck save and a collection edit, and makes them again after an import', async () => {
    const ranks = prepareJapaneseNameRanks(db);
    const [card] = searchCards(db, '!"Lorehold Apprentice"').cards;
    const deck = {
      game: 'mtg' as const,
      name: 'Ranks',
      boards: { main: [{ name: card.name, count: 4, cardId: card.id }] },
    };
    const saved = createDeck(db, deck);
    saveDeck(db, saved.id, { ...deck, boards: { main: [{ name: card.name, count: 3, cardId: card.id }] } });
    const { set, collectorNumber } = searchCards(db, '!"Lorehold Apprentice" unique:prints').cards[0].printing!;
    const item: CollectionItem = {
      game: 'mtg',
      name: card.name,
      set,
      collectorNumber,
      count: 2,
      finish: 'nonfoil',
      condition: '',
      lang: 'en',
      binder: '',
    };
    applyCollectionImport(db, planCollectionImport(db, [item], 'merge'));
    const [row] = listCollection(db).items;
    editCollectionRow(db, row.rowId!, { count: 1 });
    expect(prepareJapaneseNameRanks(db)).toBe(ranks);

    await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'CHK.json')]);
    const after = prepareJapaneseNameRanks(db);
    expect(after).not.toBe(ranks);
    const [chk] = searchCards(db, '!"Kami of Ancient Law"').cards;
    expect(ranks.has(chk.id)).toBe(false);
    expect(after.has(chk.id)).toBe(true);
    expect(after.size).toBeGreaterThan(ranks.size);
  });
});

describe('locate: where a row stands in the order asked for, for a selection to follow it', () => {
  /** A row's key as the search screen keeps it: its card, and the printing a unique:prints or unique:art row shows. */
  const keyOf = (hit: SearchHit) => ({ card: hit.id, printing: hit.printing?.id });
  /**
   * Each row's index in the query's full result (the rows `which` picks), located one by one; every row has exactly
   * one place.
   */
  function expectLocated(
    query: string,
    names: NameOrder,
    limit = 40,
    which = (_hit: SearchHit, _hits: readonly SearchHit[]) => true,
  ): SearchHit[] {
    const hits = searchAll(query, names, limit);
    hits.forEach((hit, index) => {
      if (which(hit, hits))
        expect(searchCards(db, query, { limit, names, locate: keyOf(hit) }).located, `row ${index}`).toBe(index);
    });
    return hits;
  }
  /** A row of a card that has other rows in the result (another printing). */
  const reprint = (hit: SearchHit, hits: readonly SearchHit[]) => hits.some((o) => o !== hit && o.id === hit.id);

  it('locates every Champions of Kamigawa creature in both orders, past the first page', () => {
    const english = expectLocated('s:chk t:creature', 'english', 20);
    const japanese = expectLocated('s:chk t:creature', 'japanese', 20);
    const moved = english.filter((hit, index) => japanese[index].id !== hit.id);
    expect(moved.length).toBeGreaterThan(english.length / 2);
  });

  it('locates cards that tie on the order key (mana value), and on an empty query', () => {
    expectLocated('s:khm t:creature order:cmc', 'japanese');
    const all = searchCards(db, '', { limit: 1, names: 'japanese' });
    const [last] = searchCards(db, '', { page: all.total, limit: 1, names: 'japanese' }).cards;
    expect(searchCards(db, '', { limit: 1, names: 'japanese', locate: { card: last.id } }).located).toBe(all.total - 1);
  });

  it('locates each printing of a reprinted card at its own row with unique:prints and unique:art, in both orders', () => {
    for (const names of ['english', 'japanese'] as const) {
      const prints = expectLocated('t:sorcery unique:prints', names, 40, reprint);
      const art = expectLocated('t:sorcery unique:art', names, 40, reprint);
      expect(prints.filter((hit) => reprint(hit, prints)).length, 'rows of reprinted sorceries').toBeGreaterThan(5);
      expect(art.filter((hit) => reprint(hit, art)).length, 'rows of sorceries with other art').toBeGreaterThan(5);
    }
  });

  it("locates a card's first row when the printing asked for is not listed, and the card alone so", () => {
    const prints = searchAll('t:sorcery unique:prints', 'english');
    const reprinted = prints.find((hit, index) => prints.findIndex((other) => other.id === hit.id) !== index)!;
    const first = prints.findIndex((hit) => hit.id === reprinted.id);
    const locate = (key: { card: string; printing?: string }, query = 't:sorcery unique:prints') =>
      searchCards(db, query, { limit: 1, locate: key }).located;
    expect(locate({ card: reprinted.id })).toBe(first);
    expect(locate({ card: reprinted.id, printing: 'no such printing' })).toBe(first);
    // The printing a collector number the query leaves out names: the card's first row among its other printings.
    const excluded = `t:sorcery unique:prints -cn:${reprinted.printing!.collectorNumber}`;
    const rest = searchAll(excluded, 'english');
    expect(rest.some((hit) => hit.id === reprinted.id)).toBe(true);
    expect(locate(keyOf(reprinted), excluded)).toBe(rest.findIndex((hit) => hit.id === reprinted.id));
  });

  it('answers null for a card the query does not match, and nothing when no row is asked for', () => {
    const [kami] = searchCards(db, '!"Kami of Ancient Law"').cards;
    expect(searchCards(db, 't:sorcery', { names: 'japanese', locate: { card: kami.id } }).located).toBeNull();
    expect(searchCards(db, 't:sorcery', { locate: { card: 'no such card' } }).located).toBeNull();
    expect('located' in searchCards(db, 't:sorcery')).toBe(false);
  });
});

describe('cards without a Japanese name, in a Japanese window', () => {
  it("follow every card with one, by their English names: Champions of Kamigawa's flip cards", () => {
    const hits = searchAll('s:chk t:creature', 'japanese', 20);
    const untranslated = hits.filter((card) => card.localizedNames.ja === undefined);
    expect(untranslated.length, 'CHK creatures the card data names only in English').toBeGreaterThan(5);
    expect(untranslated.every((card) => card.layout === 'flip')).toBe(true);
    expect(hits.slice(hits.length - untranslated.length)).toEqual(untranslated);
    const names = untranslated.map((card) => card.name);
    expect(names).toEqual([...names].sort(ja.compare));
    expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(shownInJapanese(hits[0])), shownInJapanese(hits[0])).toBe(true);
    // Backwards with direction:desc: first, in reverse English order.
    const desc = searchAll('s:chk t:creature direction:desc', 'japanese', 20);
    expect(desc.slice(0, untranslated.length)).toEqual([...untranslated].reverse());
  });
});
