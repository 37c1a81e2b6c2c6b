// Fuzz: search queries, parsed alone and run through the API's cards.search and collection.list over real cards:
// a result or one SearchSyntaxError ('invalid-input'), in time proportional to the query, the database unchanged.
import { describe, expect, it } from 'vitest';
import { parseSearch, SEARCH_QUERY_LIMITS } from '../../engine/search/parse.ts';
import { SearchSyntaxError } from '../../engine/search/errors.ts';
import { fuzzApi, isApiError } from './api-db.ts';
import { piecesText } from './inputs.ts';
import { fuzz, FUZZ_RUNS, FUZZ_TEST_TIMEOUT_MS, reportFuzzResults } from './harness.ts';

reportFuzzResults();

/** What queries are written with (keywords, operators, values), and hostile pieces. */
const QUERY_PIECES = [
  ' ',
  't:',
  'c:',
  'o:',
  'id<=',
  'id:',
  'mv>=',
  'cmc=',
  'pow>',
  'tou<',
  'loy!=',
  'f:',
  'is:',
  'not:',
  'own>=',
  'order:',
  'direction:',
  'unique:',
  'lang:',
  'civ:',
  'race:',
  's:',
  'r>=',
  'm:',
  'game:',
  'kw:',
  '!',
  '-',
  '(',
  ')',
  '"',
  '\\"',
  '\\',
  'or',
  'and',
  'OR',
  'elf',
  'warrior',
  'g',
  'wubrg',
  'esper',
  '{2}{G}',
  '{G/P}',
  '{X}',
  '5',
  '9e99',
  '-1',
  '1.5',
  'commander',
  'prints',
  'cards',
  'mtg',
  'dm',
  'ja',
  'fire',
  'dragon',
  'draw a card',
  'mv',
  'desc',
  'owned',
  'legendary',
  '%',
  '_',
  "'",
  ';',
  '--',
  '*',
  // Regular expressions (o:/…/) and the keywords that came with them.
  'o:/',
  'name:/',
  't:/',
  'ft:/',
  '/',
  '\\/',
  '(.*)*',
  '(a|a)*',
  '.{0,40}',
  '{0,16}',
  '(?=',
  '(?<!',
  '\\1',
  '\\sm',
  '\\spt',
  '|',
  '^',
  '$',
  '[',
  ']',
  '+',
  '?',
  '{',
  '}',
  '~',
  'st:',
  'in:',
  'pt>',
  'sets=',
  'prints>',
];

const query = piecesText(QUERY_PIECES, 600);
const isSyntaxError = (error: unknown) => error instanceof SearchSyntaxError;

describe('fuzz: search queries', () => {
  it(
    'parseSearch',
    async () => {
      await fuzz({
        name: 'search query (parse)',
        input: query,
        size: (q) => q.length,
        run: (q) => parseSearch(q),
        isClearError: isSyntaxError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});

describe('fuzz: queries through the API read and write nothing', () => {
  const db = fuzzApi();

  // Each runs SQL over the cards: a fifth of the cases keeps `npm test` short.
  const runs = Math.max(100, Math.floor(FUZZ_RUNS / 5));
  const withinApiLimit = query.map((q) => q.slice(0, SEARCH_QUERY_LIMITS.maxLength));
  it.each([['cards.search'], ['collection.list']] as const)(
    '%s',
    async (operation) => {
      const before = db.changes();
      await fuzz({
        name: `${operation} (API, real M21 cards)`,
        input: withinApiLimit,
        size: (q) => q.length,
        run: (q) => db.api.invoke(operation, { query: q, limit: 20 }),
        isClearError: isApiError('invalid-input'),
        check: () => expect(db.changes()).toBe(before),
        runs,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
