// pools.*: sealed, draft and cube pools; a Limited deck takes only what its pool still holds.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { createPool, deletePool, getPool, listPools, PoolNotFoundError } from '../../../db/pools.ts';
import { readDeckListWithCards } from '../../../db/resolve.ts';
import { POOL_KINDS, poolEntriesFromDeck, poolRemaining, type PoolKind } from '../../../engine/pools/pool.ts';
import { deckSchema } from './decks.ts';

const id = z.number().int().positive();

export const poolHandlers = {
  'pools.list': handler(z.object({}), (_, { db }) => listPools(db)),

  'pools.get': handler(z.object({ id }), (input, { db }) => {
    const pool = getPool(db, input.id);
    if (!pool) throw ApiError.because('not-found', new PoolNotFoundError(input.id));
    return pool;
  }),

  /**
   * Creates a pool from a pasted or opened card list (any deck list format; every board counts).
   * Lines that name no known card are not taken and come back as problems with their line numbers.
   */
  'pools.create': handler(
    z
      .object({
        name: z.string().trim().min(1),
        kind: z.enum(POOL_KINDS as [PoolKind, ...PoolKind[]]),
        game: z.enum(['mtg', 'dm']).default('mtg'),
        text: z.string().optional(),
        bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'bytes must be a Uint8Array').optional(),
        fileName: z.string().optional(),
      })
      .refine((v) => (v.text === undefined) !== (v.bytes === undefined), 'give either text or bytes'),
    ({ name, kind, game, text, bytes, fileName }, { db }) => {
      const list = readDeckListWithCards(db, (text ?? bytes)!, { fileName });
      const entries = poolEntriesFromDeck(list.deck).filter((e) => e.cardId);
      if (entries.length === 0)
        throw new ApiError('bad-file', 'the list names no known card', list.problems, {}, 'pool.no-known-card');
      const pool = createPool(db, { game, name, kind, entries });
      return { pool, problems: list.problems };
    },
  ),

  'pools.delete': handler(z.object({ id }), (input, { db }) => {
    if (!deletePool(db, input.id)) throw ApiError.because('not-found', new PoolNotFoundError(input.id));
    return { deleted: input.id };
  }),

  /** What the pool still offers to a deck being built from it (the Limited editor lists only these). */
  'pools.remaining': handler(z.object({ id, deck: deckSchema }), (input, { db }) => {
    const pool = getPool(db, input.id);
    if (!pool) throw ApiError.because('not-found', new PoolNotFoundError(input.id));
    return poolRemaining(pool.entries, input.deck);
  }),
};
