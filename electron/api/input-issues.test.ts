// An input the API's schema refuses comes back, for the app and the CLI alike, as one plain English line and one
// issue per field with its kind and bound (protocol/input-issues.ts), never in the validator's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from './index.ts';
import { ApiError } from '../../protocol/errors.ts';
import { inputIssuesOf } from '../../protocol/input-issues.ts';
import { buildDeckTestDb } from '../../test/deck-cards-db.ts';

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['M21']);
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
});
afterAll(() => cleanup());

async function refusal(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe('invalid-input');
  return error as ApiError;
}

const deck = { game: 'mtg' as const, name: 'Islands', boards: { main: [{ name: 'Island', count: 60 }] } };

describe('an input the schema refuses', () => {
  it('a number below its bound: the field, the bound and the value given, in plain words', async () => {
    const error = await refusal(() => api.invoke('sim.run', { deck, games: -5 }));
    expect(error.message).toBe('the games is -5; at least 1');
    expect(error.message).not.toMatch(/✖|→|sim\.run/);
    expect(error.params).toEqual({ operation: 'sim.run' });
    expect(inputIssuesOf(error.details)).toEqual([
      {
        field: 'games',
        problem: 'too-small',
        limit: 1,
        inclusive: true,
        measure: 'number',
        given: -5,
        message: 'the games is -5; at least 1',
      },
    ]);
  });

  it('a text too long, an empty one, a rule over the whole input, a value not among the choices', async () => {
    const long = await refusal(() => api.invoke('cards.search', { query: 'a'.repeat(2001) }));
    expect(inputIssuesOf(long.details)).toEqual([
      {
        field: 'query',
        problem: 'too-big',
        limit: 2000,
        inclusive: true,
        measure: 'characters',
        given: 2001,
        message: 'the query is 2,001 characters; at most 2,000',
      },
    ]);
    const empty = await refusal(() => api.invoke('cards.get', { name: '' }));
    expect(empty.message).toBe('the name is empty; give an id or a name');
    expect(inputIssuesOf(empty.details)?.map((i) => [i.field, i.problem])).toEqual([
      ['name', 'empty'],
      ['', 'rule'],
    ]);
    const side = await refusal(() => api.invoke('sim.run', { deck, sides: ['first'] as never }));
    expect(inputIssuesOf(side.details)).toEqual([
      {
        field: 'sides.0',
        problem: 'not-one-of',
        values: ['play', 'draw'],
        message: 'the sides.0 must be one of play, draw',
      },
    ]);
  });

  it('a field missing, or of the wrong kind', async () => {
    const missing = await refusal(() => api.invoke('sim.run', { games: 10 }));
    expect(inputIssuesOf(missing.details)?.[0]).toMatchObject({ problem: 'rule' });
    const wrongKind = await refusal(() => api.invoke('cards.search', { query: 7 } as never));
    expect(inputIssuesOf(wrongKind.details)).toEqual([
      { field: 'query', problem: 'wrong-type', message: 'the query must be a string' },
    ]);
    const noQuery = await refusal(() => api.invoke('cards.search', {} as never));
    expect(inputIssuesOf(noQuery.details)).toEqual([
      { field: 'query', problem: 'missing', message: 'the query is missing' },
    ]);
  });

  it("a handler's own refusal carries no issues", async () => {
    const error = await refusal(() => api.invoke('cards.search', { query: 'c>=purple' }));
    expect(inputIssuesOf(error.details)).toBeUndefined();
  });
});
