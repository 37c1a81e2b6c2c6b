// cards.search's typedName, the order of an add-a-card box where Enter takes the first hit: the card named as typed
// first, then names starting with it, then names with a word starting with it, then the query's order. Real cards:
// Theros Beyond Death and Kaldheim (MTGJSON, Japanese names from foreignData), Duel Masters (Ravenite CSV with the
// shared Japanese names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir();
let db: Db;
let api: Api;

beforeAll(async () => {
  db = openDatabase(join(dir, 'api.sqlite'));
  api = createApi({ db });
  await api.invoke('data.import', {
    files: [
      sharedPath('mtgjson/sets/THB.json'),
      sharedPath('mtgjson/sets/KHM.json'),
      sharedPath('duelmasters/Ravenite0-All_Cards.csv'),
    ],
  });
  await api.invoke('data.import', { files: [sharedPath('duelmasters/ja-names.csv')] });
}, 60_000);
afterAll(() => {
  db.close();
  cleanup();
});

async function names(query: string, options: { typedName?: string; names?: 'english' | 'japanese' } = {}) {
  const result = await api.invoke('cards.search', { query, limit: 1000, ...options });
  return result.cards.map((c) => (options.names === 'japanese' ? (c.localizedNames.ja ?? c.name) : c.name));
}

describe('cards.search with typedName', () => {
  it('puts Mountain before the Duel Masters Bix, Guardian of the Sacred Mountain', async () => {
    expect((await names('mountain')).slice(0, 2)).toEqual(['Bix, Guardian of the Sacred Mountain', 'Mountain']);
    expect(await names('mountain', { typedName: 'mountain' })).toEqual([
      'Mountain',
      // a word starts with it, both games, in the plain name order
      'Bix, Guardian of the Sacred Mountain',
      "Oread of Mountain's Blaze",
      'Ralbin of Pop Mountain',
      'Snow-Covered Mountain',
      'Torinodomino, Geima Mountain Falcon',
    ]);
  });

  it('ranks the exact name, then names starting with it, then a word starting with it, case and width aside', async () => {
    expect(await names('game:mtg (swamp)', { typedName: 'ＳＷＡＭＰ' })).toEqual(['Swamp', 'Snow-Covered Swamp']);
    expect(await names('game:dm (emeral)')).toEqual([
      'Aqua Super Emeral',
      'Emeral',
      'Emeral Trickster',
      'Emerald Claw',
      'Emerald Pharaoh, Earth God',
      'Emeralda, Pitch Dragon Elemental',
    ]);
    expect(await names('game:dm (emeral)', { typedName: 'Emeral' })).toEqual([
      'Emeral',
      'Emeral Trickster',
      'Emerald Claw',
      'Emerald Pharaoh, Earth God',
      'Emeralda, Pitch Dragon Elemental',
      'Aqua Super Emeral',
    ]);
  });

  it('finds 山 (Mountain) first in a Japanese window, before ヴェリュス山の恐怖', async () => {
    const plain = await names('game:mtg (山)', { names: 'japanese' });
    expect(plain[0]).toBe('ヴェリュス山の恐怖');
    const ranked = await names('game:mtg (山)', { names: 'japanese', typedName: '山' });
    // 山, a name starting with 山, then the rest in the Japanese order
    expect(ranked.slice(0, 2)).toEqual(['山', '山岳猛火のオリアード']);
    expect(ranked.slice(2)).toEqual(plain.filter((n) => !n.startsWith('山')));
  });

  it('counts a Japanese word after a middle dot, and half-width kana as full-width (DM names)', async () => {
    expect(await names('game:dm (ｴﾒﾗﾙ)', { names: 'japanese', typedName: 'ｴﾒﾗﾙ' })).toEqual([
      'エメラル',
      'エメラルド・クロー',
      // a word after a space
      '音感の精霊龍 エメラルーダ',
      // the rest in the Japanese order, which files 「策略のエメラル」 by 策, not by its bracket
      'アクア・スーパーエメラル',
      '「策略のエメラル」',
      '地神エメラルド・ファラオ',
    ]);
    const spark = await names('game:dm (スパーク)', { names: 'japanese', typedName: 'スパーク' });
    expect(spark[0]).toBe('スパーク・チャージャー');
    // after a middle dot, a word; inside 白騎士スパーク or 「スパーク」, none
    expect(spark.slice(1, 5)).toEqual([
      'AND・スパーク',
      'DNA・スパーク',
      'アルカディア・スパーク',
      'クイック・スパーク',
    ]);
    expect(spark.slice(-2)).toEqual(['閃光呪文「スパーク」', '白騎士スパーク']);
  });

  it('keeps the query order for text no name matches, and Scryfall order without typedName', async () => {
    const plain = await names('t:snow t:creature');
    expect(await names('t:snow t:creature', { typedName: 't:snow' })).toEqual(plain);
  });
});
