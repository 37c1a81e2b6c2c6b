// The error a search query is refused with, for tests of the parser's refusals and of what they suggest.
import { parseSearch } from '../engine/search/parse.ts';
import { SearchSyntaxError } from '../engine/search/errors.ts';

/** The SearchSyntaxError `query` is refused with; a query that parses fails the test. */
export function syntaxError(query: string): SearchSyntaxError {
  try {
    parseSearch(query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" parsed without an error`);
}
