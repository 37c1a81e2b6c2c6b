// The collection as one long list over every owned row (collection.list), filtered by a query in the search
// language (`is:owned`, `own>=4`, `t:creature`), and what the screens around it share.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';
import { PagedQuery } from './result-pager.svelte.ts';

export type CollectionRow = InvokeOutput<'collection.list'>['cards'][number];
export type CollectionPreview = InvokeOutput<'collection.preview'>;
export type ImportMode = 'merge' | 'replace';

export const COLLECTION_PAGE_SIZE = 100;

/** The owned rows matching a query; an empty query lists them all. */
export function collectionPager(): PagedQuery<CollectionRow> {
  return new PagedQuery<CollectionRow>((query, page, limit) => {
    const text = query.trim();
    return invoke('collection.list', { page, limit, ...(text ? { query: text } : {}) });
  }, COLLECTION_PAGE_SIZE);
}

export type DeckNeeds = InvokeOutput<'collection.needs'>;
