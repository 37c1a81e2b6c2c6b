import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { ApiError } from '../define.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import type { Card } from '../../../engine/cards/types.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { SEARCH_QUERY_LIMITS } from '../../../engine/search/parse.ts';

const { dir, cleanup } = tempDir();
let db: Db;
let api: Api;
let cards: Card[];

beforeAll(async () => {
  db = openDatabase(join(dir, 'api.sqlite'));
  api = createApi({ db });
  await api.invoke('data.import', {
    files: [sharedPath('mtgjson/sets/KHM.json'), sharedPath('duelmasters/Latepate64-DuelMastersCards.json')],
  });
  cards = (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
});
afterAll(() => {
  db.close();
  cleanup();
});

async function apiError(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('cards.search through the API', () => {
  it('answers a page and the total, in the order the query asks for', async () => {
    const expected = cards
      .filter((c) => c.typeLine.includes('Snow') && c.typeLine.includes('Creature'))
      .sort((a, b) => b.manaValue - a.manaValue || a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en'));
    const result = await api.invoke('cards.search', { query: 't:snow t:creature order:mv direction:desc', limit: 5 });
    expect(result.total).toBe(expected.length);
    expect(result.page).toBe(1);
    expect(result.cards.map((c) => c.manaValue)).toEqual(expected.slice(0, 5).map((c) => c.manaValue));
  });

  it('serves both games from one query language (DM 106.1 civilizations, DM 203.2 races)', async () => {
    const expected = cards.filter(
      (c) =>
        c.game === 'dm' &&
        c.colors.includes('water') &&
        c.faces.some((f) => f.subtypes.some((r) => r.toLowerCase().includes('liquid people'))),
    );
    const result = await api.invoke('cards.search', { query: 'civ:water race:"liquid people"', limit: 1000 });
    expect(result.cards.map((c) => c.name).sort()).toEqual(expected.map((c) => c.name).sort());
  });

  it('turns a query it cannot read into invalid-input with the position, keyword and kind of mistake for the input box', async () => {
    const error = await apiError(() => api.invoke('cards.search', { query: 't:elf c>=purple' }));
    expect(error.code).toBe('invalid-input');
    expect(error.details).toEqual({
      message: '"c>=purple" is not a color at 6',
      reason: '"c>=purple" is not a color',
      position: 6,
      length: 9,
      keyword: 'c',
      code: 'not-a-color',
    });
    const operator = await apiError(() => api.invoke('cards.search', { query: 'r>=common o<draw' }));
    expect(operator.details).toMatchObject({
      reason: '"o" takes ":" or "=", not "<"',
      code: 'operator',
      params: { keyword: 'o', operator: '<', allowed: ': =' },
    });
  });

  it('checks page and limit at the boundary', async () => {
    const error = await apiError(() => api.invoke('cards.search', { query: 't:elf', limit: 0 }));
    expect(error.code).toBe('invalid-input');
    expect(error.message).toMatch(/limit/);
  });

  it('takes a query up to the search language limit (SEARCH_QUERY_LIMITS.maxLength) and refuses one character more', async () => {
    const query = (length: number) => `o:"${'x'.repeat(length - 4)}"`;
    const longest = await api.invoke('cards.search', { query: query(SEARCH_QUERY_LIMITS.maxLength) });
    expect(longest.total).toBe(0);
    const error = await apiError(() => api.invoke('cards.search', { query: query(SEARCH_QUERY_LIMITS.maxLength + 1) }));
    expect(error.code).toBe('invalid-input');
    expect(error.message).toMatch(/query/);
  });
});
