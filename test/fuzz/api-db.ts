// The API over a real SQLite file of the real M21 cards, for the fuzz targets that go through it; `changes`
// counts the rows this connection has written, so a target can check that a case wrote nothing.
import { afterAll, beforeAll } from 'vitest';
import { buildDeckTestDb } from '../deck-cards-db.ts';
import { createApi, type Api } from '../../electron/api/index.ts';
import { ApiError, type ApiErrorCode } from '../../electron/api/define.ts';

export interface FuzzApi {
  readonly api: Api;
  changes(): number;
}

/** Built before the calling file's tests, removed after them. */
export function fuzzApi(): FuzzApi {
  let env: ReturnType<typeof buildDeckTestDb> | undefined;
  let api: Api | undefined;
  beforeAll(() => {
    env = buildDeckTestDb(['M21']);
    api = createApi({ db: env.db });
  });
  afterAll(() => env?.cleanup());
  return {
    get api() {
      return api!;
    },
    changes: () => (env!.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n,
  };
}

/** The clear error of an API call: an ApiError of that code. */
export const isApiError = (code: ApiErrorCode) => (error: unknown) => error instanceof ApiError && error.code === code;
