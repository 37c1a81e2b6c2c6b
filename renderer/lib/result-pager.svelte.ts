// Query results as one long list over the whole match count (card search, the collection), and the
// query error a box underlines.
import type { Card, Printing } from '../../engine/cards/types.ts';
import { invoke } from './api.ts';
import { queryError, type QueryError } from './errors.ts';
import { settings } from './settings.svelte.ts';

export type SearchHit = Card & { printing?: Printing };

export const PAGE_SIZE = 60;

/** One page of rows as the API answers it (cards.search, collection.list: with the copies its rows hold). */
export interface Page<Row> {
  cards: Row[];
  total: number;
  copies?: number;
}
export type PageFetch<Row> = (query: string, page: number, limit: number) => Promise<Page<Row>>;

/**
 * Rows of a query as one long list over the whole match count: pages are fetched when their rows come into
 * view, and an answer to an older query is dropped when a newer one has been asked.
 */
export class PagedQuery<Row> {
  query = $state('');
  total = $state(0);
  /** Owned copies in all the matching rows, when the rows are owned cards (collection.list). */
  copies = $state<number | undefined>(undefined);
  error = $state<QueryError | null>(null);
  loading = $state(false);
  /** Milliseconds from asking to the first page shown, for the status line. */
  elapsedMs = $state<number | null>(null);
  pages = $state<Record<number, Row[]>>({});

  readonly #fetchPage: PageFetch<Row>;
  readonly #pageSize: number;
  #generation = 0;
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- pages already asked for: bookkeeping nothing displays, so not reactive
  #requested = new Set<number>();

  constructor(fetchPage: PageFetch<Row>, pageSize: number) {
    this.#fetchPage = fetchPage;
    this.#pageSize = pageSize;
  }

  async search(query: string): Promise<void> {
    const generation = ++this.#generation;
    this.query = query;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see #requested
    this.#requested = new Set([1]);
    this.loading = true;
    const started = performance.now();
    try {
      const result = await this.#fetchPage(query, 1, this.#pageSize);
      if (generation !== this.#generation) return;
      this.pages = { 1: result.cards };
      this.total = result.total;
      this.copies = result.copies;
      this.error = null;
      this.elapsedMs = Math.round(performance.now() - started);
    } catch (error) {
      if (generation !== this.#generation) return;
      this.error = queryError(error);
      this.pages = {};
      this.total = 0;
      this.copies = undefined;
    } finally {
      if (generation === this.#generation) this.loading = false;
    }
  }

  /** Asks the current query again (after an import changed the rows). */
  refresh(): Promise<void> {
    return this.search(this.query);
  }

  /** The row at `index`, or undefined while its page is on its way (the request starts after this render). */
  row(index: number): Row | undefined {
    const page = Math.floor(index / this.#pageSize) + 1;
    const row = this.pages[page]?.[index % this.#pageSize];
    if (!row && !this.#requested.has(page)) {
      this.#requested.add(page);
      queueMicrotask(() => void this.#fetch(page, this.#generation));
    }
    return row;
  }

  async #fetch(page: number, generation: number): Promise<void> {
    try {
      const result = await this.#fetchPage(this.query, page, this.#pageSize);
      if (generation === this.#generation) this.pages[page] = result.cards;
    } catch {
      this.#requested.delete(page);
    }
  }
}

/** Card search results (cards.search), ordered by the names the window shows (Japanese ones in Japanese). */
export function searchPager(): PagedQuery<SearchHit> {
  return new PagedQuery<SearchHit>(async (query, page, limit) => {
    const names = settings.locale === 'ja' ? 'japanese' : 'english';
    const result = await invoke('cards.search', { query, page, limit, names });
    return { cards: result.cards, total: result.total };
  }, PAGE_SIZE);
}

/** The part of a query an error points at, for the echo under the box. */
export function errorParts(text: string, position: number, length: number) {
  const end = Math.min(text.length, position + Math.max(1, length));
  return { before: text.slice(0, position), bad: text.slice(position, end) || ' ', after: text.slice(end) };
}
