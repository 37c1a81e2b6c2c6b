// Query results as one long list over the whole match count (card search, the collection), and the
// query error a box underlines.
import { untrack } from 'svelte';
import type { VListHandle } from 'virtua/svelte';
import type { Card, Printing } from '../../engine/cards/types.ts';
import type { InvokeInput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';
import { queryError, type QueryError } from './errors.ts';
import { settings } from './settings.svelte.ts';

/** `printing`: a unique:prints or unique:art row's own; `shownPrinting`: the one a card row shows (db/search). */
export type SearchHit = Card & { printing?: Printing; shownPrinting?: Printing };
/** What a search row is known by: its card, and the printing a unique:prints or unique:art row shows. */
type RowKey = NonNullable<InvokeInput<'cards.search'>['locate']>;

export const PAGE_SIZE = 60;

/**
 * Shows a new answer's first row. Only when the list is scrolled away from it: asked at the top, the scroll would
 * still make the browser lay the page out at once, in the frame that should show the key just typed.
 */
export function scrollToFirstRow(list: VListHandle | undefined): void {
  if (list && list.getScrollOffset() > 0) list.scrollToIndex(0);
}

/** One page of rows as the API answers it (cards.search, collection.list: with the copies its rows hold). */
export interface Page<Row> {
  cards: Row[];
  total: number;
  copies?: number;
  /** Where the row asked to be located stands in this answer's order (from 0); null when it is not in it. */
  located?: number | null;
}
/** Fetches a page; `locate` (a row's key) asks where that row now stands (`located`). */
export type PageFetch<Row, Key> = (query: string, page: number, limit: number, locate?: Key) => Promise<Page<Row>>;

/**
 * Rows of a query as one long list over the whole match count: pages are fetched when their rows come into
 * view, and an answer to an older query is dropped when a newer one has been asked. The selected row is
 * followed by its key when the rows are asked again (re-sorted, edited), if the pager knows rows' keys.
 */
export class PagedQuery<Row, Key = number> {
  query = $state('');
  /** The index of the selected row. */
  selected = $state(0);
  total = $state(0);
  /** Owned copies in all the matching rows, when the rows are owned cards (collection.list). */
  copies = $state<number | undefined>(undefined);
  error = $state<QueryError | null>(null);
  loading = $state(false);
  /** Milliseconds from asking to the first page shown, for the status line. */
  elapsedMs = $state<number | null>(null);
  /** Rows as answered, never changed in place: a page arriving replaces the record, so rows need no deep proxies. */
  pages = $state.raw<Record<number, Row[]>>({});

  readonly #fetchPage: PageFetch<Row, Key>;
  readonly #pageSize: number;
  readonly #keyOf: ((row: Row) => Key) | undefined;
  #generation = 0;
  /**
   * The row an answer located and selected, known by its key while its page is on its way: a second switch of
   * language before that page has come still follows the row, not its index.
   */
  #locatedRow: { index: number; key: Key } | null = null;
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- pages already asked for: bookkeeping nothing displays, so not reactive
  #requested = new Set<number>();

  /** `keyOf`: a row's key, which the fetch can locate; without it the selection keeps its index. */
  constructor(fetchPage: PageFetch<Row, Key>, pageSize: number, keyOf?: (row: Row) => Key) {
    this.#fetchPage = fetchPage;
    this.#pageSize = pageSize;
    this.#keyOf = keyOf;
  }

  /** Asks a new query: the selection goes back to the first row. */
  async search(query: string): Promise<void> {
    this.selected = 0;
    await this.#ask(query);
  }

  /**
   * Asks the current query again (after an import or an edit changed the rows, or a switch of language their
   * order). The selection follows the row of key `follow` (by default the selected row) to where it now stands;
   * when that row is no longer listed, it keeps its index (the row that took its place), or the last row's.
   * Resolves to false when the answer lacks the row followed, true otherwise.
   */
  refresh(follow?: Key): Promise<boolean> {
    // Untracked: an effect asking again must not run again when the query, the selection, the pages or what the
    // fetch reads (the window's language) change.
    return untrack(() => this.#ask(this.query, follow ?? this.#selectedKey()));
  }

  /** The selected row's key, when its page is here (or an answer located it) and the pager knows rows' keys. */
  #selectedKey(): Key | undefined {
    const selected = this.#loaded(this.selected);
    if (selected !== undefined) return this.#keyOf?.(selected);
    return this.#locatedRow?.index === this.selected ? this.#locatedRow.key : undefined;
  }

  /** Selects the row at `index`, kept within the rows. */
  select(index: number): void {
    this.selected = this.#within(index);
  }

  #within(index: number): number {
    return Math.max(0, Math.min(this.total - 1, index));
  }

  /**
   * Asks page 1 of `query`, locating the row `follow`; false when the answer came and lacks that row. A selection
   * moved while the answer was on its way (an arrow key on the rows still shown) is the user's newest choice: that
   * row is followed instead, asked again, rather than the answer moving the selection back to the row it located.
   */
  async #ask(query: string, follow?: Key): Promise<boolean> {
    const generation = ++this.#generation;
    this.query = query;
    this.loading = true;
    const started = performance.now();
    const selectedWhenAsked = this.selected;
    try {
      const result = await this.#fetchPage(query, 1, this.#pageSize, follow);
      if (generation !== this.#generation) return true;
      const moved = this.selected !== selectedWhenAsked;
      const movedTo = moved && follow !== undefined ? this.#selectedKey() : undefined;
      if (movedTo !== undefined) return await this.#ask(query, movedTo);
      this.#setPages({ 1: result.cards });
      this.total = result.total;
      const located = moved ? null : result.located;
      this.selected = located ?? this.#within(this.selected);
      if (located != null && follow !== undefined) this.#locatedRow = { index: located, key: follow };
      this.copies = result.copies;
      this.error = null;
      this.elapsedMs = Math.round(performance.now() - started);
      return result.located !== null;
    } catch (error) {
      if (generation !== this.#generation) return true;
      this.error = queryError(error);
      this.#setPages({});
      this.total = 0;
      this.copies = undefined;
      return follow === undefined;
    } finally {
      if (generation === this.#generation) this.loading = false;
    }
  }

  /**
   * The pages of an answer to #ask, replacing all others: a page asked for meanwhile (while the answer was on its way)
   * is asked again when a row of it is drawn, not left out as asked.
   */
  #setPages(pages: Record<number, Row[]>): void {
    this.pages = pages;
    this.#locatedRow = null;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see #requested
    this.#requested = new Set(Object.keys(pages).map(Number));
  }

  /** The row at `index`, or undefined while its page is on its way (the request starts after this render). */
  row(index: number): Row | undefined {
    const page = Math.floor(index / this.#pageSize) + 1;
    const row = this.#loaded(index);
    if (!row && !this.#requested.has(page)) {
      this.#requested.add(page);
      queueMicrotask(() => void this.#fetch(page, this.#generation));
    }
    return row;
  }

  /** The row at `index` if its page is here, asking for nothing. */
  #loaded(index: number): Row | undefined {
    return this.pages[Math.floor(index / this.#pageSize) + 1]?.[index % this.#pageSize];
  }

  async #fetch(page: number, generation: number): Promise<void> {
    try {
      const result = await this.#fetchPage(this.query, page, this.#pageSize);
      if (generation === this.#generation) this.pages = { ...this.pages, [page]: result.cards };
    } catch {
      this.#requested.delete(page);
    }
  }
}

/** The names rows sort by: the Japanese ones a Japanese window shows (English where a card has none), else English. */
export const shownNames = (): 'english' | 'japanese' => (settings.locale === 'ja' ? 'japanese' : 'english');

/**
 * A pager whose rows are asked again when the window's language changes, as they sort by the names it shows; made
 * while its screen is set up, to which the effect belongs.
 */
export function sortedByShownNames<Row, Key>(pager: PagedQuery<Row, Key>): PagedQuery<Row, Key> {
  let sortedFor: string | null = null;
  $effect(() => {
    const locale = settings.locale;
    if (sortedFor !== null && locale !== sortedFor) void pager.refresh();
    sortedFor = locale;
  });
  return pager;
}

/**
 * Card search results (cards.search), ordered by the names the window shows; the selection follows its row (the card,
 * and with unique:prints or unique:art the printing it shows) when they are asked again.
 */
export function searchPager(): PagedQuery<SearchHit, RowKey> {
  return sortedByShownNames(
    new PagedQuery<SearchHit, RowKey>(
      (query, page, limit, locate) =>
        invoke('cards.search', {
          query,
          page,
          limit,
          names: shownNames(),
          ...(locate === undefined ? {} : { locate }),
        }),
      PAGE_SIZE,
      (hit) => ({ card: hit.id, printing: hit.printing?.id }),
    ),
  );
}

/** The part of a query an error points at, for the echo under the box. */
export function errorParts(text: string, position: number, length: number) {
  const end = Math.min(text.length, position + Math.max(1, length));
  return { before: text.slice(0, position), bad: text.slice(position, end) || ' ', after: text.slice(end) };
}
