// The collection as one long list over every owned row (collection.list), filtered by a query in the search
// language (`is:owned`, `own>=4`, `t:creature`), and what the screens around it share.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';
import { PagedQuery, shownNames, sortedByShownNames } from './result-pager.svelte.ts';

export type CollectionRow = InvokeOutput<'collection.list'>['cards'][number];
export type CollectionPreview = InvokeOutput<'collection.preview'>;
export type ImportMode = 'merge' | 'replace';

export const COLLECTION_PAGE_SIZE = 100;

/**
 * The owned rows matching a query, by the names the window shows (Japanese ones in Japanese); an empty query lists
 * them all. The selection follows its row by id when the rows are asked again.
 */
export function collectionPager(): PagedQuery<CollectionRow> {
  return sortedByShownNames(
    new PagedQuery<CollectionRow>(
      (query, page, limit, locate) => {
        const text = query.trim();
        return invoke('collection.list', {
          page,
          limit,
          names: shownNames(),
          ...(text ? { query: text } : {}),
          ...(locate === undefined ? {} : { locate }),
        });
      },
      COLLECTION_PAGE_SIZE,
      (row) => row.id,
    ),
  );
}

export type DeckNeeds = InvokeOutput<'collection.needs'>;
