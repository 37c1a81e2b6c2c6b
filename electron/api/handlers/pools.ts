// pools.*: sealed, draft and cube pools. What a deck built from one leaves of it the renderer and the CLI reckon
// themselves (engine/pools/pool.ts poolRemaining), as each edit is made.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { createPool, deletePool, getPool, listPools, PoolNotFoundError } from '../../../db/pools.ts';
import { createDbResolver, readDeckListWithCards } from '../../../db/resolve.ts';
import { completeSetPins } from '../../../engine/decks/lists/export-pins.ts';
import { problem } from '../../../engine/decks/lists/problems.ts';
import type { DeckEntry } from '../../../engine/decks/types.ts';
import { maybeboardLeftOut, POOL_KINDS, poolEntriesFromDeck, type PoolKind } from '../../../engine/pools/pool.ts';
import { poolName } from '../../../engine/pools/pool-name.ts';
import { byLine } from '../../../engine/decks/lists/problems.ts';
import { getBoosterProduct, listBoosterSets, sheetCards, type BoosterSet } from '../../../db/boosters.ts';
import {
  MAX_BOOSTERS,
  SEALED_BOOSTERS,
  defaultProduct,
  openBoosters,
  poolEntriesFromBoosters,
  type MissingSheetCards,
} from '../../../engine/pools/boosters.ts';
import type { Db } from '../../../db/open.ts';
import { cubeCards, cubePrintings } from '../../../db/cube.ts';
import {
  CubeTooSmallError,
  DEFAULT_CUBE_PACK_SIZE,
  MAX_CUBE_PACK_SIZE,
  MIN_CUBE_PACK_SIZE,
  dealCube,
} from '../../../engine/pools/cube.ts';

const id = z.number().int().positive();

/** A seed when none is given: the same seed opens the same boosters again. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 32);

/** The set's stored configuration of the product asked for, or of its default product (engine defaultProduct). */
function boosterProductOf(db: Db, set: BoosterSet | undefined, code: string, asked: string | undefined) {
  if (!set)
    throw new ApiError(
      'not-found',
      `the set ${code} has no booster configuration (import its MTGJSON set file or AllPrintings)`,
      undefined,
      { set: code },
      'booster.no-set',
    );
  const products = set.products.map((p) => p.product);
  const product = asked ?? defaultProduct(products)!;
  const config = products.includes(product) ? getBoosterProduct(db, set.code, product) : undefined;
  if (!config)
    throw new ApiError(
      'not-found',
      `the set ${set.code} has no "${product}" boosters; it has ${products.join(', ')}`,
      undefined,
      { set: set.code, product, products: products.join(', ') },
      'booster.no-product',
    );
  return { product, config };
}

/**
 * What opening a set's boosters takes: the set's code (upper case), the product asked for or its default, its
 * configuration and the card data's printing of each card its sheets name.
 */
export function boosterSourceOf(db: Db, set: string, asked: string | undefined) {
  const code = set.toUpperCase();
  const { product, config } = boosterProductOf(
    db,
    listBoosterSets(db).find((s) => s.code === code),
    code,
    asked,
  );
  const uuids = Object.values(config.sheets).flatMap((sheet) => Object.keys(sheet.cards));
  return { code, product, config, known: sheetCards(db, uuids) };
}

/** A product none of whose cards the card data holds opens empty boosters: refused. */
export function noBoosterCards(code: string, product: string, missing: MissingSheetCards[]): ApiError {
  return new ApiError(
    'not-found',
    `none of the cards of ${code}'s "${product}" boosters is in the card data`,
    missing,
    { set: code, product },
    'booster.no-cards',
  );
}

/** A pool read as a cube: its Magic cards' printings, one per copy; a Duel Masters pool is refused. */
export function cubeOf(db: Db, poolId: number) {
  const pool = getPool(db, poolId);
  if (!pool) throw ApiError.because('not-found', new PoolNotFoundError(poolId));
  if (pool.game !== 'mtg')
    throw new ApiError(
      'invalid-input',
      `the pool "${pool.name}" holds Duel Masters cards: a cube draft is of Magic cards`,
      undefined,
      { name: pool.name },
      'cube.not-magic',
    );
  return { pool, printings: cubePrintings(db, pool.entries) };
}

/** A deal that needs more cards than the cube holds is the player's bad input. */
export function refusingSmallCube<T>(deal: () => T): T {
  try {
    return deal();
  } catch (e) {
    if (e instanceof CubeTooSmallError) throw ApiError.because('invalid-input', e);
    throw e;
  }
}

/** A card pinned to a set that holds no printing of it: the pool keeps the card, in no printing. */
const setWithoutCard = (e: DeckEntry) =>
  problem(
    e.line ?? 0,
    `${e.count} ${e.name} [${e.printing!.set}]`,
    'unknown-printing',
    `the card data has no printing of ${e.name} in ${e.printing!.set}: the pool keeps the card without a printing`,
    { name: e.name, set: e.printing!.set, kind: 'set-without-card' },
  );

export const poolHandlers = {
  'pools.list': handler(z.object({}), (_, { db }) => listPools(db)),

  'pools.get': handler(z.object({ id }), (input, { db }) => {
    const pool = getPool(db, input.id);
    if (!pool) throw ApiError.because('not-found', new PoolNotFoundError(input.id));
    return pool;
  }),

  /**
   * Creates a pool from a pasted or opened card list (any deck list format; every board counts but the maybeboard,
   * which comes back as a problem).
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
      // A pool stores each card as a printing: a set named alone ("24 Plains [M21:*]") is its set's first printing.
      const pinned = completeSetPins(list.deck, createDbResolver(db));
      const entries = poolEntriesFromDeck(pinned.deck).filter((e) => e.cardId);
      if (entries.length === 0)
        throw new ApiError('bad-file', 'the list names no known card', list.problems, {}, 'pool.no-known-card');
      const pool = createPool(db, { game, name, kind, entries });
      const problems = [...list.problems, ...maybeboardLeftOut(list.deck), ...pinned.missing.map(setWithoutCard)];
      return { pool, problems: problems.sort(byLine) };
    },
  ),

  /** Sets whose booster configurations the card data holds, newest first, with their products. */
  'pools.boosterSets': handler(z.object({}), (_, { db }) => listBoosterSets(db)),

  /**
   * Opens boosters of a set into a new pool (seeded: the same seed gives the same pool). Sheets whose cards the
   * card data lacks are drawn from the cards present and named in `missing`; a product none of whose cards is
   * present is refused.
   */
  'pools.open': handler(
    z.object({
      set: z.string().trim().min(1).max(12),
      product: z.string().trim().min(1).max(40).optional(),
      boosters: z.number().int().min(1).max(MAX_BOOSTERS).default(SEALED_BOOSTERS),
      seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      name: z.string().trim().min(1).optional(),
      kind: z.enum(POOL_KINDS as [PoolKind, ...PoolKind[]]).default('sealed'),
    }),
    (input, { db }) => {
      const { code, product, config, known } = boosterSourceOf(db, input.set, input.product);
      const seed = input.seed ?? newSeed();
      const opened = openBoosters(config, known, { seed, count: input.boosters });
      const entries = poolEntriesFromBoosters(opened.packs);
      if (entries.length === 0) throw noBoosterCards(code, product, opened.missing);
      const pool = createPool(db, {
        game: 'mtg',
        ...poolName(input.name, { source: code, kind: input.kind, seed }),
        kind: input.kind,
        entries,
      });
      return { pool, set: code, product, seed, packs: opened.packs, missing: opened.missing };
    },
  ),

  /**
   * Deals a sealed pool from a cube (seeded): `packs` packs of `packSize` cards, no card more often than the cube
   * holds it. The packs come back as `pools.open`'s do.
   */
  'pools.openCube': handler(
    z.object({
      cube: id,
      packs: z.number().int().min(1).max(MAX_BOOSTERS).default(SEALED_BOOSTERS),
      packSize: z.number().int().min(MIN_CUBE_PACK_SIZE).max(MAX_CUBE_PACK_SIZE).default(DEFAULT_CUBE_PACK_SIZE),
      seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      name: z.string().trim().min(1).optional(),
      kind: z.enum(POOL_KINDS as [PoolKind, ...PoolKind[]]).default('sealed'),
    }),
    (input, { db }) => {
      const { pool: cube, printings } = cubeOf(db, input.cube);
      const seed = input.seed ?? newSeed();
      const packs = refusingSmallCube(() =>
        dealCube(cubeCards(db, printings), { seed, packs: input.packs, packSize: input.packSize }),
      );
      const pool = createPool(db, {
        game: 'mtg',
        ...poolName(input.name, { source: cube.automaticName ?? cube.name, kind: input.kind, seed }),
        kind: input.kind,
        entries: poolEntriesFromBoosters(packs),
      });
      return { pool, cube: cube.id, seed, packs };
    },
  ),

  'pools.delete': handler(z.object({ id }), (input, { db }) => {
    if (!deletePool(db, input.id)) throw ApiError.because('not-found', new PoolNotFoundError(input.id));
    return { deleted: input.id };
  }),
};
