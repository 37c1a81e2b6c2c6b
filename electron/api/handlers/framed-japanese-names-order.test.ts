// A Japanese window's search and collection list a Duel Masters card whose Japanese name opens with 「」, quotes or
// a ♪ among the names of its words (engine/cards/shown-name-order.ts, filedName), not ahead of あ where ICU collation
// puts punctuation. Through the real API over a real SQLite file of Ravenite's Duel Masters cards and ja-names.csv.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openTempDb } from '../../../test/import-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-framed-names-');
let db: Db;
let api: Api;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [
    sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'),
    sharedPath('duelmasters', 'ja-names.csv'),
  ]);
  api = createApi({ db });
});
afterAll(() => {
  db?.close();
  cleanup();
});

/** A name that opens with a bracket, a quote or a ♪, as some 75 Japanese names of ja-names.csv do. */
const OPENING_MARK = /^[「『【“”"♪*]/u;

describe('Japanese names that open with a bracket or a quote, filed by their words', () => {
  it('the empty query in a Japanese window does not open with them', async () => {
    const first = await api.invoke('cards.search', { query: '', limit: 10, names: 'japanese' });
    const shown = first.cards.map((card) => card.localizedNames.ja ?? card.name);
    expect(shown.filter((name) => OPENING_MARK.test(name))).toEqual([]);
    const framed = await api.invoke('cards.search', { query: '"Raijin-Oh Kenzan"', names: 'japanese' });
    expect(framed.cards.map((card) => card.localizedNames.ja)).toEqual(['「ライジンオー見参！」']);
  });

  it('the collection lists 「ライジンオー見参！」 between ライク and ライフ, “末法”チュリス by 末', async () => {
    const names = [
      'Lifeplan Re:Charger',
      'Mappo Churis',
      '「Raijin-Oh Kenzan!」',
      'Awakening Giant',
      'Like a Rolling Storm',
      'Halftime Faerie',
    ];
    const added = await api.invoke('collection.add', { game: 'dm', items: names.map((name) => ({ name })) });
    expect(added.skipped).toEqual([]);
    const listed = await api.invoke('collection.list', { names: 'japanese', limit: 10 });
    // ライク・ア・ローリング・ストーム, 「ライジンオー見参！」, ライフプラン・Re:チャージャー, then the kanji: 幕間の妖精,
    // “末法”チュリス, 万象の超人 (a row carries its card's English name).
    expect(listed.cards.map((row) => row.name)).toEqual([
      'Like a Rolling Storm',
      '「Raijin-Oh Kenzan!」',
      'Lifeplan Re:Charger',
      'Halftime Faerie',
      'Mappo Churis',
      'Awakening Giant',
    ]);
  });
});
