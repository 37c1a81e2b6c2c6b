// A query is bounded in length and nesting before it is parsed: its parse, and every walk over its tree, is
// linear in its length and of bounded depth.
import { describe, expect, it } from 'vitest';
import { parseSearch, SEARCH_QUERY_LIMITS } from './parse.ts';
import { SearchSyntaxError } from './errors.ts';

const errorOf = (query: string) => {
  try {
    parseSearch(query);
  } catch (error) {
    return error as SearchSyntaxError;
  }
  throw new Error(`"${query}" parsed`);
};

describe('search query limits', () => {
  it('a query over the length limit is refused at the first character past it', () => {
    const error = errorOf('t:elf '.repeat(400));
    expect(error).toBeInstanceOf(SearchSyntaxError);
    expect(error.position).toBe(SEARCH_QUERY_LIMITS.maxLength);
    expect(error.message).toBe('the query is 2400 characters long; a query holds at most 2000 at 2000');
  });

  it('a query at the limit is read', () => {
    const query = ('t:elf o:"' + 'draw '.repeat(400)).slice(0, SEARCH_QUERY_LIMITS.maxLength - 1) + '"';
    expect(query.length).toBe(SEARCH_QUERY_LIMITS.maxLength);
    expect(parseSearch(query).filter.kind).toBe('and');
  });

  it(`more than ${SEARCH_QUERY_LIMITS.maxTerms} terms are refused at the first one past the limit (SQLite refused the SQL of 250)`, () => {
    const terms = Array.from({ length: SEARCH_QUERY_LIMITS.maxTerms + 1 }, (_, i) => `t:x${i}`);
    expect(parseSearch(terms.slice(1).join(' ')).filter.kind).toBe('and');
    const error = errorOf(terms.join(' '));
    expect(error.position).toBe(terms.join(' ').lastIndexOf('t:x100'));
    expect(error.message).toMatch(/^more than 100 terms/);
  });

  it("control characters are refused where they stand (a NUL ended SQLite's full-text query)", () => {
    expect(errorOf('t:elf o:a\u0000b').position).toBe(9);
    expect(parseSearch('t:elf\tc:g\r\n').filter.kind).toBe('and');
  });

  it('an error quotes an excerpt of a long value, never the whole of it', () => {
    const error = errorOf(`c:${'z'.repeat(1_500)}`);
    expect(error.message.length).toBeLessThan(120);
    expect(error.message).toMatch(/^"c:z+…" is not a color/);
  });

  it('nesting past the limit is refused at the "(" or "-" past it; at the limit it is read', () => {
    const depth = SEARCH_QUERY_LIMITS.maxNesting;
    expect(parseSearch('('.repeat(depth) + 'elf' + ')'.repeat(depth)).filter).toMatchObject({
      kind: 'name',
      text: 'elf',
    });
    const parens = errorOf('('.repeat(depth + 1) + 'elf' + ')'.repeat(depth + 1));
    expect([parens.position, parens.message]).toEqual([depth, `more than ${depth} nested "(" and "-" at ${depth}`]);
    const negations = errorOf('-'.repeat(depth + 1) + 'elf');
    expect(negations.position).toBe(depth);
  });

  it('a thousand opening parentheses end in one clear error, not a stack overflow', () => {
    expect(errorOf('('.repeat(1_000)).message).toMatch(/nested/);
  });
});
