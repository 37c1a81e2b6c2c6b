// A search's whole answer, page by page, for tests that compare it with what the raw card files hold.
import { expect } from 'vitest';
import { searchCards, type SearchHit } from '../db/search/search.ts';
import type { Db } from '../db/open.ts';

const PAGE = 500;

/** Every result of a query, page by page; the pages add up to the total the first one announced. */
export function searchAll(db: Db, query: string): SearchHit[] {
  const found: SearchHit[] = [];
  for (let page = 1; ; page++) {
    const { cards, total } = searchCards(db, query, { page, limit: PAGE });
    found.push(...cards);
    if (cards.length < PAGE) {
      expect(found.length).toBe(total);
      return found;
    }
  }
}

export const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
/** The names of the cards a query finds, each once, sorted. */
export const cardNames = (db: Db, query: string) => sorted(searchAll(db, query).map((h) => h.name));
/** The ids of the printings a query finds (unique:prints), sorted. */
export const printingIds = (db: Db, query: string) =>
  sorted(searchAll(db, `unique:prints ${query}`).map((h) => h.printing!.id));
