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

/** The names as a Japanese window shows them are in Japanese collation, the English name settling ties. */
function expectJapaneseOrder(hits: readonly SearchHit[], direction: 1 | -1 = 1): void {
  for (let i = 1; i < hits.length; i++) {
    const [a, b] = [hits[i - 1], hits[i]];
    const order = ja.compare(shownInJapanese(a), shownInJapanese(b)) || ja.compare(a.name, b.name);
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

describe('locate: where a card stands in the order asked for, for a selection to follow it', () => {
  /** Each card's index in the query's full result, located one by one; every card has exactly one place. */
  function expectLocated(query: string, names: NameOrder, limit = 40): SearchHit[] {
    const hits = searchAll(query, names, limit);
    hits.forEach((hit, index) => expect(searchCards(db, query, { limit, names, locate: hit.id }).located).toBe(index));
    return hits;
  }

  it('locates every Champions of Kamigawa creature in both orders, past the first page', () => {
    const english = expectLocated('s:chk t:creature', 'english', 20);
    const japanese = expectLocated('s:chk t:creature', 'japanese', 20);
    const moved = english.filter((hit, index) => japanese[index].id !== hit.id);
    expect(moved.length).toBeGreaterThan(english.length / 2);
  });

  it('locates cards that tie on the order key (mana value), on an empty query, and per printing the first row', () => {
    expectLocated('s:khm t:creature order:cmc', 'japanese');
    const all = searchCards(db, '', { limit: 1, names: 'japanese' });
    const [last] = searchCards(db, '', { page: all.total, limit: 1, names: 'japanese' }).cards;
    expect(searchCards(db, '', { limit: 1, names: 'japanese', locate: last.id }).located).toBe(all.total - 1);
    const prints = searchAll('t:sorcery unique:prints', 'english');
    const reprinted = prints.find((hit, index) => prints.findIndex((other) => other.id === hit.id) !== index)!;
    const first = prints.findIndex((hit) => hit.id === reprinted.id);
    const located = searchCards(db, 't:sorcery unique:prints', { limit: 1, locate: reprinted.id }).located;
    expect(located).toBe(first);
  });

  it('answers null for a card the query does not match, and nothing when no card is asked for', () => {
    const [kami] = searchCards(db, '!"Kami of Ancient Law"').cards;
    expect(searchCards(db, 't:sorcery', { names: 'japanese', locate: kami.id }).located).toBeNull();
    expect(searchCards(db, 't:sorcery', { locate: 'no such card' }).located).toBeNull();
    expect('located' in searchCards(db, 't:sorcery')).toBe(false);
  });
});
