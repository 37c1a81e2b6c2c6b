// Search results as one long list over the whole match count: pages are fetched when their rows come
// into view, and an answer to an older query is dropped when a newer one has been asked.
import type { Card, Printing } from '../../engine/cards/types.ts';
import { ApiFailure, invoke } from './api.ts';

export type SearchHit = Card & { printing?: Printing };
export interface QueryError { message: string; position?: number; length?: number; keyword?: string }

export const PAGE_SIZE = 60;

export class ResultPager {
  query = $state('');
  total = $state(0);
  error = $state<QueryError | null>(null);
  loading = $state(false);
  /** Milliseconds from asking to the first page shown, for the status line. */
  elapsedMs = $state<number | null>(null);
  pages = $state<Record<number, SearchHit[]>>({});

  #generation = 0;
  #requested = new Set<number>();

  async search(query: string): Promise<void> {
    const generation = ++this.#generation;
    this.query = query;
    this.#requested = new Set([1]);
    this.loading = true;
    const started = performance.now();
    try {
      const result = await invoke('cards.search', { query, page: 1, limit: PAGE_SIZE });
      if (generation !== this.#generation) return;
      this.pages = { 1: result.cards as SearchHit[] };
      this.total = result.total;
      this.error = null;
      this.elapsedMs = Math.round(performance.now() - started);
    } catch (error) {
      if (generation !== this.#generation) return;
      this.error = queryError(error);
      this.pages = {};
      this.total = 0;
    } finally {
      if (generation === this.#generation) this.loading = false;
    }
  }

  /** The hit at `index`, or undefined while its page is on its way (the request starts after this render). */
  row(index: number): SearchHit | undefined {
    const page = Math.floor(index / PAGE_SIZE) + 1;
    const hit = this.pages[page]?.[index % PAGE_SIZE];
    if (!hit && !this.#requested.has(page)) {
      this.#requested.add(page);
      queueMicrotask(() => void this.#fetch(page, this.#generation));
    }
    return hit;
  }

  async #fetch(page: number, generation: number): Promise<void> {
    try {
      const result = await invoke('cards.search', { query: this.query, page, limit: PAGE_SIZE });
      if (generation === this.#generation) this.pages[page] = result.cards as SearchHit[];
    } catch {
      this.#requested.delete(page);
    }
  }
}

/** A syntax error keeps its place in the query so the box can underline it. */
function queryError(error: unknown): QueryError {
  if (error instanceof ApiFailure) {
    const details = (error.details ?? {}) as Partial<QueryError>;
    return { message: details.message ?? error.message, position: details.position, length: details.length, keyword: details.keyword };
  }
  return { message: String(error) };
}
