import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { searchCards, DEFAULT_PAGE_SIZE } from '../../../db/search/search.ts';
import { SearchSyntaxError } from '../../../engine/search/errors.ts';
import { SEARCH_QUERY_LIMITS } from '../../../engine/search/parse.ts';

/** The most cards one page may hold: a screenful of a virtual list many times over, and a bounded reply. */
export const MAX_PAGE_SIZE = 1000;

/** A Scryfall-style query (engine/search), as every handler that takes one accepts it. */
export const queryText = z.string().max(SEARCH_QUERY_LIMITS.maxLength);

export const searchInput = z.object({
  /** Empty lists every card. */
  query: queryText,
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** order:name by the names a Japanese window shows (Japanese, else English), or by the English names. */
  names: z.enum(['english', 'japanese']).default('english'),
  /**
   * A row's key (its card's id, and the printing's id of a unique:prints or unique:art row): the answer's `located`
   * says where that row stands in this order (the card's first row when that printing is not listed), null when the
   * query lacks the card.
   */
  locate: z
    .object({ card: z.string().min(1), printing: z.string().min(1).optional() })
    .strict()
    .optional(),
  /** A card name as typed into an add-a-card box: the cards it names first (db/search/typed-name-rank.ts). */
  typedName: queryText.optional(),
});

/**
 * Runs a read that takes a query. A query that cannot be read is 'invalid-input' with
 * { message, position, length, keyword } as details, for the input box to mark and the CLI to point at.
 */
export function withQueryErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SearchSyntaxError) throw new ApiError('invalid-input', error.message, error.toJSON());
    throw error;
  }
}

export const searchHandlers = {
  /** One page of the cards a query matches, in the order it asks for, and the total. */
  'cards.search': handler(searchInput, ({ query, page, limit, names, locate, typedName }, { db }) =>
    withQueryErrors(() => searchCards(db, query, { page, limit, names, locate, typedName })),
  ),
};
