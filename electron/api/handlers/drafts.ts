// drafts.*: a booster or cube draft against bots (engine/pools/draft.ts, cube.ts). A stored draft is its setup and
// the player's picks; every call replays it, so a draft survives a restart and plays out the same. `drafts.pick`'s `card` is the index
// of the card in the current pack as `drafts.get` lists it (0-based): a pack may hold two copies of one printing,
// which an id could not tell apart. The last pick saves the player's picks as a pool of kind 'draft'.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import {
  createDraft,
  deleteDraft,
  DraftNotFoundError,
  getDraft,
  listDrafts,
  saveDraftPicks,
  type DraftCube,
  type StoredDraft,
} from '../../../db/drafts.ts';
import { boosterSourceOf, cubeOf, newSeed, noBoosterCards, refusingSmallCube } from './pools.ts';
import { cubeCards } from '../../../db/cube.ts';
import {
  CubeTooSmallError,
  DEFAULT_CUBE_PACK_SIZE,
  MAX_CUBE_PACK_SIZE,
  MIN_CUBE_PACK_SIZE,
} from '../../../engine/pools/cube.ts';
import { poolEntriesFromBoosters } from '../../../engine/pools/boosters.ts';
import { poolName } from '../../../engine/pools/pool-name.ts';
import {
  DEFAULT_BOT_POLICY,
  DEFAULT_SEATS,
  DRAFT_ROUNDS,
  DraftPickError,
  MAX_SEATS,
  MIN_SEATS,
  botSuggestion,
  botPolicyById,
  replayDraft,
  type BotPolicy,
  type DraftSetup,
  type DraftState,
} from '../../../engine/pools/draft.ts';

const id = z.number().int().positive();

function storedDraft(db: Db, draftId: number): StoredDraft {
  const draft = getDraft(db, draftId);
  if (!draft) throw ApiError.because('not-found', new DraftNotFoundError(draftId));
  return draft;
}

/** The bots' policy the draft began with; one this version does not know (a newer version's) is refused. */
function policyOf(draft: Pick<StoredDraft, 'id' | 'botPolicy'>): BotPolicy {
  const policy = botPolicyById(draft.botPolicy);
  if (!policy)
    throw new ApiError(
      'conflict',
      `draft ${draft.id} was begun with the bots' policy "${draft.botPolicy}", which this version of Decklab does not have`,
      undefined,
      { draftId: draft.id, policy: draft.botPolicy },
    );
  return policy;
}

function setupOf(db: Db, draft: StoredDraft): DraftSetup {
  const table = { seed: draft.seed, seats: draft.seats, policy: policyOf(draft) };
  if (draft.cube) return { ...table, cube: cubeCards(db, draft.cube.printings), packSize: draft.cube.packSize };
  const { config, known } = boosterSourceOf(db, draft.set, draft.product);
  return { ...table, product: config, known };
}

/** A cube draft's cards in the cube and pack size; null for a booster draft. */
const cubeSummary = (cube: DraftCube | undefined) =>
  cube ? { cards: cube.printings.length, packSize: cube.packSize } : null;

/**
 * What the player may see (CR 905.1a): the pack in hand with its pack and pick numbers, their own picks, and the
 * card the bots' policy would take for them (from those alone). The bots' picks stay hidden.
 */
function viewOf({ cube, ...draft }: StoredDraft, state: DraftState) {
  const policy = policyOf(draft);
  const suggested = state.done ? null : botSuggestion(policy, state.current, state.picks[0]);
  return {
    ...draft,
    cube: cubeSummary(cube),
    rounds: DRAFT_ROUNDS,
    done: state.done,
    pack: state.pack,
    pick: state.pick,
    current: state.current,
    picks: state.picks[0],
    suggestion: suggested?.index ?? null,
    /** Why the policy takes that card (engine/pools/draft.ts BotScoreReason), for the draft view to say. */
    suggestionReason: suggested?.reason ?? null,
    missing: state.missing,
  };
}

/** Replays a draft with one more pick; a pick the draft refuses is the player's bad input, said with its reason. */
function replayWith(setup: DraftSetup, picks: number[]): DraftState {
  try {
    return replayDraft(setup, picks);
  } catch (e) {
    if (e instanceof DraftPickError)
      throw ApiError.because(e.reason.code === 'draft.finished' ? 'conflict' : 'invalid-input', e);
    // The card data lost some of the cube's printings since the draft began (a re-import).
    if (e instanceof CubeTooSmallError) throw ApiError.because('conflict', e);
    throw e;
  }
}

export const draftHandlers = {
  /**
   * Starts a draft of a set's boosters (its default product unless one is named), or of a cube: the pool `cube`
   * names, dealt in packs of `packSize`; seat 0 is the player.
   */
  'drafts.start': handler(
    z
      .object({
        set: z.string().trim().min(1).max(12).optional(),
        product: z.string().trim().min(1).max(40).optional(),
        cube: id.optional(),
        packSize: z.number().int().min(MIN_CUBE_PACK_SIZE).max(MAX_CUBE_PACK_SIZE).default(DEFAULT_CUBE_PACK_SIZE),
        seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
        seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS).default(DEFAULT_SEATS),
        name: z.string().trim().min(1).max(200).optional(),
      })
      .refine((v) => (v.set === undefined) !== (v.cube === undefined), 'give either a set or a cube')
      .refine((v) => v.cube === undefined || v.product === undefined, 'a cube has no booster product'),
    (input, { db }) => {
      const seed = input.seed ?? newSeed();
      const policy = DEFAULT_BOT_POLICY;
      const botPolicy = policy.id;
      if (input.cube !== undefined) {
        const { pool, printings } = cubeOf(db, input.cube);
        const cube = { printings, packSize: input.packSize };
        const setup = { cube: cubeCards(db, printings), packSize: cube.packSize, seed, seats: input.seats, policy };
        const state = refusingSmallCube(() => replayDraft(setup, []));
        const name = poolName(input.name, { source: pool.automaticName ?? pool.name, kind: 'draft', seed });
        return viewOf(
          createDraft(db, { ...name, set: '', product: '', cube, seed, seats: input.seats, botPolicy }),
          state,
        );
      }
      const { code, product, config, known } = boosterSourceOf(db, input.set!, input.product);
      const state = replayDraft({ product: config, known, seed, seats: input.seats, policy }, []);
      if (state.current.length === 0) throw noBoosterCards(code, product, state.missing);
      const name = poolName(input.name, { source: code, kind: 'draft', seed });
      return viewOf(createDraft(db, { ...name, set: code, product, seed, seats: input.seats, botPolicy }), state);
    },
  ),

  'drafts.get': handler(z.object({ id }), (input, { db }) => {
    const draft = storedDraft(db, input.id);
    return viewOf(draft, replayWith(setupOf(db, draft), draft.picks));
  }),

  /**
   * Takes the card at index `card` of the current pack; the last pick makes the pool of the player's picks. Read,
   * replayed and written in one immediate transaction, so two picks at once (the app and the CLI) take turns.
   */
  /**
   * One pick: `card` is the card's index in the current pack. `picked`, the picks the player had made when the pack
   * was shown, refuses a pick from an older view (a second click as the next pack came) instead of taking its index
   * from the next pack.
   */
  'drafts.pick': handler(
    z.object({ id, card: z.number().int(), picked: z.number().int().nonnegative().optional() }),
    (input, { db }) =>
      db
        .transaction(() => {
          const draft = storedDraft(db, input.id);
          if (input.picked !== undefined && input.picked !== draft.picks.length)
            throw new ApiError(
              'conflict',
              `the pick was chosen from an older view of the draft: ${input.picked} picks then, ${draft.picks.length} now`,
              undefined,
              { picked: input.picked, picks: draft.picks.length },
              'draft.stale-pick',
            );
          const state = replayWith(setupOf(db, draft), [...draft.picks, input.card]);
          const pool = state.done
            ? {
                game: 'mtg' as const,
                name: draft.name,
                ...(draft.automaticName ? { automaticName: draft.automaticName } : {}),
                kind: 'draft' as const,
                entries: poolEntriesFromBoosters([state.picks[0]]),
              }
            : undefined;
          return viewOf(saveDraftPicks(db, draft.id, state.playerPicks, pool), state);
        })
        .immediate(),
  ),

  /** Every draft, newest first: the finished ones with their pool, the others to resume. */
  'drafts.list': handler(z.object({}), (_, { db }) =>
    listDrafts(db).map(({ picks, cube, ...draft }) => ({
      ...draft,
      cube: cubeSummary(cube),
      pickCount: picks.length,
      done: draft.poolId !== undefined,
    })),
  ),

  'drafts.delete': handler(z.object({ id }), (input, { db }) => {
    if (!deleteDraft(db, input.id)) throw ApiError.because('not-found', new DraftNotFoundError(input.id));
    return { deleted: input.id };
  }),
};
