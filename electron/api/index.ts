import { z } from 'zod';
import { ApiError, type ApiContext, type ApiEvent, type Handler } from './define.ts';
import { DatabaseFileError, type Db } from '../../db/open.ts';
import { InputLimitError } from '../../engine/text/limits.ts';
import { invalidInputError } from './input-issues.ts';
import { cardHandlers } from './handlers/cards.ts';
import { searchHandlers } from './handlers/search.ts';
import { deckHandlers } from './handlers/decks.ts';
import { validationHandlers } from './handlers/validation.ts';
import { dataHandlers } from './handlers/data.ts';
import { collectionHandlers } from './handlers/collection.ts';
import { poolHandlers } from './handlers/pools.ts';
import { draftHandlers } from './handlers/drafts.ts';
import { simHandlers } from './handlers/sim.ts';
import { adviceHandlers } from './handlers/advice.ts';
import { playtestHandlers } from './handlers/playtest.ts';
import { downloadHandlers } from './handlers/download.ts';
import { imageHandlers } from './handlers/images.ts';

/** Every operation of the backend; each group lives in handlers/<group>.ts. */
export const handlers = {
  ...cardHandlers,
  ...searchHandlers,
  ...deckHandlers,
  ...validationHandlers,
  ...dataHandlers,
  ...collectionHandlers,
  ...poolHandlers,
  ...draftHandlers,
  ...simHandlers,
  ...adviceHandlers,
  ...playtestHandlers,
  ...downloadHandlers,
  ...imageHandlers,
} satisfies Record<string, Handler<z.ZodType, unknown>>;

export type Handlers = typeof handlers;
export type OperationName = keyof Handlers;
export type OperationInput<K extends OperationName> = z.input<Handlers[K]['input']>;
export type OperationOutput<K extends OperationName> = Awaited<ReturnType<Handlers[K]['run']>>;

export interface Api {
  invoke<K extends OperationName>(
    name: K,
    input: OperationInput<K>,
    options?: { signal?: AbortSignal },
  ): Promise<OperationOutput<K>>;
  /** Subscribes to progress events; returns the unsubscribe function. */
  on(listener: (event: ApiEvent) => void): () => void;
}

/** A write refused because the database files cannot be written (SQLite's SQLITE_READONLY family). */
function isReadOnlyWrite(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) ||
    (error instanceof DatabaseFileError && error.problem === 'read-only')
  );
}

/**
 * The API over an open database. `readOnly`, when set, is why the database was opened read-only (the files
 * cannot be written): reads are answered, and every write is refused with that sentence.
 */
export function createApi({ db, readOnly }: { db: Db; readOnly?: string }): Api {
  const listeners = new Set<(event: ApiEvent) => void>();
  const emit = (event: ApiEvent) => {
    for (const l of listeners) l(event);
  };
  return {
    async invoke(name, input, options) {
      // Only the map's own keys: "constructor" or "__proto__" name no operation.
      if (!Object.hasOwn(handlers, name))
        throw new ApiError('not-found', `unknown operation "${String(name)}"`, undefined, { operation: String(name) });
      const h: Handler<z.ZodType, unknown> = handlers[name];
      const parsed = h.input.safeParse(input);
      if (!parsed.success) throw invalidInputError(String(name), parsed.error, input);
      const ctx: ApiContext = { db, emit, signal: options?.signal };
      try {
        return (await h.run(parsed.data, ctx)) as never;
      } catch (error) {
        // Any reader's refusal of a file too large, too long or binary (engine/text/limits.ts).
        if (error instanceof InputLimitError) throw ApiError.because('bad-file', error);
        if (isReadOnlyWrite(error)) throw new ApiError('conflict', readOnly ?? (error as Error).message);
        throw error;
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
