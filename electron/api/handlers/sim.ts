// sim.*: the goldfish lab. sim.run plays seeded games of a deck on every core (progress events, cancel),
// optionally against a second version of the deck on the same shuffles; sim.sampleHand deals one game for
// the sample-hand panel; stats.exact answers what has a closed form.
import { z } from 'zod';
import { randomInt } from 'node:crypto';
import { ApiError, handler, type ApiContext } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import { DeckNotFoundError, loadDeck } from '../../../db/decks.ts';
import { createDbResolver } from '../../../db/resolve.ts';
import { resolveDeck } from '../../../engine/decks/resolve.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { getFormat } from '../../../engine/formats/index.ts';
import { guessFormatFrom, type FormatGuessSource } from '../../../engine/formats/guess.ts';
import { readSideboardAsCommandZone } from '../../../engine/formats/sideboard-reading.ts';
import type { MulliganRule, Problem } from '../../../engine/formats/types.ts';
import {
  DEFAULT_TURNS,
  defaultSetup,
  MULLIGAN_RULES,
  setupForDeck,
  withMulligan,
  type GameSetup,
} from '../../../engine/goldfish/setup.ts';
import {
  MDFC_LAND_CHOICES,
  MULLIGAN_PRESETS,
  policyWith,
  SCRY_DESTINATIONS,
  TWINPACT_OTHER_HALF_CHOICES,
  type CastPolicy,
  type ChargePolicy,
  type GoldfishPolicy,
  type KeepRule,
  type LandPolicy,
  type MulliganPolicy,
  type ScryPolicy,
  type TwinpactPolicy,
} from '../../../engine/goldfish/policy.ts';
import { distinctSides, SIDES } from '../../../engine/sim/metrics.ts';
import { exactKeepProbabilities } from '../../../engine/goldfish/mulligan.ts';
import { CUSTOM_POLICY_PREFIX, MAX_KEEP_RULE_LENGTH } from '../../../engine/goldfish/keep-spec.ts';
import { simDeckFromResolved, SimDeckError, type SimDeck } from '../../../engine/sim/deck-input.ts';
import { compileDeck, compiledSlotNames, MAX_TURNS } from '../../../engine/sim/compile.ts';
import { traceGame } from '../../../engine/sim/run.ts';
import { GAME_NAMES } from '../../../engine/cards/types.ts';
import { newTrace } from '../../../engine/sim/trace.ts';
import { buildReport, compareReports } from '../../../engine/sim/report.ts';
import {
  hypergeometricDistribution,
  hypergeometricAtLeast,
  probAtLeastEach,
  probAtLeastByTurn,
  landDropsOf,
  landsInPlayWithoutMulligan,
} from '../../../engine/stats/index.ts';
import { runSimulation } from '../../workers/sim-runner.ts';
import { deckSchema } from './decks.ts';
import { hasReason, unknownCards } from '../../../engine/text/reasons.ts';
import { INPUT_LIMITS } from '../input-limits.ts';

export const sideSchema = z.enum(SIDES);
export const seedSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Which sides of the table to play: each at most once. */
export const sidesSchema = z.array(sideSchema).min(1).max(SIDES.length).default(['play', 'draw']);
const cardCount = z.number().int().min(0).max(INPUT_LIMITS.cards);

// The policy schemas are checked against the engine's policy types (engine/goldfish/policy.ts), so the two
// cannot drift apart; the enums come from the engine's own lists.
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .readonly()
  .refine(([lo, hi]) => lo <= hi, 'a range is [low, high]');
/**
 * A policy's words as the API takes them: no longer than the keep rule text they come from (a custom rule's name is
 * its canonical text, its id that text after CUSTOM_POLICY_PREFIX, its cards and tags are named in it), as the CLI and
 * the lab keep the text they parse; a preset's source is a sentence.
 */
const keepRuleWords = z.string().max(MAX_KEEP_RULE_LENGTH);
const MAX_POLICY_SOURCE_LENGTH = 1000;
/** Card names a policy lists (a Duel Masters deck's charge choices). */
const cardNames = z.array(z.string()).max(INPUT_LIMITS.cards);
const keepRuleSchema = z.object({
  keep: z.union([
    z.literal('always'),
    z
      .array(
        z.object({
          lands: rangeSchema,
          sources: rangeSchema.optional(),
          require: z
            .array(
              z.object({
                cards: z.array(keepRuleWords).max(INPUT_LIMITS.keepRuleParts).readonly().optional(),
                tag: keepRuleWords.optional(),
                atLeast: z.number().int().min(1),
              }),
            )
            .max(INPUT_LIMITS.keepRuleParts)
            .readonly()
            .optional(),
        }),
      )
      .min(1)
      .max(INPUT_LIMITS.keepRuleParts)
      .readonly(),
  ]),
  targetLands: z.number().int().min(0).optional(),
}) satisfies z.ZodType<KeepRule>;
const mulliganPolicySchema = z.object({
  id: z
    .string()
    .max(CUSTOM_POLICY_PREFIX.length + MAX_KEEP_RULE_LENGTH)
    .default('custom'),
  name: keepRuleWords.default('Custom'),
  source: z.string().max(MAX_POLICY_SOURCE_LENGTH).default('user'),
  bySize: z.record(z.string().regex(/^\d+$/), keepRuleSchema).readonly(),
  free: keepRuleSchema.optional(),
  mdfcCountsAsLand: z.boolean().default(true),
}) satisfies z.ZodType<MulliganPolicy>;
const mulliganSchema = z.union([z.enum(Object.keys(MULLIGAN_PRESETS) as [string, ...string[]]), mulliganPolicySchema]);

/** Decisions as data (engine/goldfish/policy.ts): a preset id or a whole mulligan policy, plus the other parts. */
export const policySchema = z
  .object({
    mulligan: mulliganSchema.optional(),
    scry: z
      .object({ land: z.enum(SCRY_DESTINATIONS), spell: z.enum(SCRY_DESTINATIONS) })
      .optional() satisfies z.ZodType<ScryPolicy | undefined>,
    land: z.object({ mdfcAsLand: z.enum(MDFC_LAND_CHOICES) }).optional() satisfies z.ZodType<LandPolicy | undefined>,
    cast: z
      .object({
        priority: z.record(z.string(), z.number()).optional(),
        xMinimum: z.number().int().min(0).optional(),
        phyrexianLife: z.boolean().optional(),
      })
      .optional() satisfies z.ZodType<Partial<CastPolicy> | undefined>,
    charge: z.object({ never: cardNames, first: cardNames }).optional() satisfies z.ZodType<ChargePolicy | undefined>,
    twinpact: z
      .object({
        spellFirst: z.array(z.string().min(1)).max(INPUT_LIMITS.cards).readonly().optional(),
        otherHalf: z.enum(TWINPACT_OTHER_HALF_CHOICES).optional(),
      })
      .optional() satisfies z.ZodType<Partial<TwinpactPolicy> | undefined>,
  })
  .optional();

/** A deck given whole (as the editor holds it) or by its stored id and version: exactly one of the two. */
export const deckSourceFields = {
  deck: deckSchema.optional(),
  deckId: z.number().int().positive().optional(),
  version: z.number().int().positive().optional(),
};
export const ONE_DECK_SOURCE = 'give either deck or deckId';
export const hasOneDeckSource = (v: { deck?: unknown; deckId?: unknown }) =>
  (v.deck === undefined) !== (v.deckId === undefined);
const deckSource = z.object(deckSourceFields).refine(hasOneDeckSource, ONE_DECK_SOURCE);

const gameOptions = {
  ...deckSourceFields,
  format: z.string().min(1).optional(),
  mulligan: z.enum(MULLIGAN_RULES).optional(),
  policy: policySchema,
  turns: z.number().int().min(1).max(MAX_TURNS).optional(),
};

const simRunInput = z
  .object({
    ...gameOptions,
    /** A second version to compare with, on the same shuffles. */
    versus: deckSource.optional(),
    games: z.number().int().min(1).max(INPUT_LIMITS.games).default(100_000),
    seed: seedSchema.optional(),
    sides: sidesSchema,
    /** Worker threads (default: one per core); 0 runs in the calling thread. */
    workers: z.number().int().min(0).max(INPUT_LIMITS.workers).optional(),
    /** Names this run for sim.cancel and in progress events. */
    runId: z.string().min(1).optional(),
  })
  .refine(hasOneDeckSource, ONE_DECK_SOURCE);

/** The deck itself, from the input or the database. */
export function deckFrom(db: Db, source: { deck?: Deck; deckId?: number; version?: number }): Deck {
  if (source.deck) return source.deck;
  const stored = loadDeck(db, source.deckId!, source.version);
  if (!stored) throw ApiError.because('not-found', new DeckNotFoundError(source.deckId!, source.version));
  return stored.deck;
}

/** A deck's entries resolved to their cards, an unknown one a problem of the result. */
export type DeckResolution = ReturnType<typeof resolveDeck>;

/**
 * The deck's cards, resolved once for all that reads them: the played format's guess (`playedFormat`, `setupFor`)
 * and the play (`resolvedToPlay`, which refuses an unknown card where it always did, after the options are checked).
 */
export const resolutionOf = (db: Db, deck: Deck): DeckResolution => resolveDeck(deck, createDbResolver(db));

/** Every entry resolved to its card; any unknown card refuses the whole deck, naming each one and its line. */
function resolvedOrRefused(deck: Deck, resolved: DeckResolution, doing: string): DeckResolution {
  const errors = resolved.problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    const { code, params } = unknownCards(
      deck.name,
      errors.map((p) => p.params?.name ?? p.text),
    );
    throw new ApiError(
      'invalid-input',
      `cannot ${doing} "${deck.name}": ${errors.map((p) => p.message).join('; ')}`,
      errors,
      params,
      code,
    );
  }
  return resolved;
}

/** The format a deck is played in: the one asked for, the deck's own, or one its list makes (`guessed`). */
export interface PlayedFormat {
  id: string;
  guessed: boolean;
  /** What in the list made the guess (engine/formats/guess.ts). */
  guessedFrom?: FormatGuessSource;
}

/** A played format fixed by the caller, none included: an A/B plays its second deck in the first one's. */
export interface PlayedAs {
  format: PlayedFormat | undefined;
}

/**
 * The deck resolved as its format starts a game: a sideboard holding a Commander deck's command zone (an MTGO,
 * XMage, Cockatrice or Forge list) is read as that zone, as validation reads it, with the warnings that say so.
 */
export function resolvedToPlay(
  deck: Deck,
  resolution: DeckResolution,
  input: { format?: string },
  doing: string,
  as?: PlayedAs,
) {
  const resolved = resolvedOrRefused(deck, resolution, doing);
  const played = as ? as.format : playedFormat(deck, input, resolved);
  const format = formatRecord(deck, played, as ? undefined : input.format);
  if (!format) return { ...resolved, sideboardRead: [] as Problem[], played, format };
  const read = readSideboardAsCommandZone(resolved.deck, resolved.cards, format);
  return { ...resolved, deck: read.deck, sideboardRead: read.problems, played, format };
}

/** A deck resolved as its format plays it, with that format's record (`resolvedToPlay`). */
export type DeckToPlay = ReturnType<typeof resolvedToPlay>;

/**
 * The simulator's deck, read as its format plays it (`resolvedToPlay`), with what was read from the sideboard and
 * the format played.
 */
export function simDeckFrom(deck: Deck, resolution: DeckResolution, input: { format?: string }, as?: PlayedAs) {
  return simDeckOf(resolvedToPlay(deck, resolution, input, 'simulate', as));
}

/** The simulator's deck of a deck already resolved to play. */
export function simDeckOf(
  resolved: DeckToPlay,
): SimDeck & { sideboardRead: readonly Problem[]; played: PlayedFormat | undefined } {
  try {
    return {
      ...simDeckFromResolved(resolved.deck, resolved.cards),
      sideboardRead: resolved.sideboardRead,
      played: resolved.played,
    };
  } catch (error) {
    if (error instanceof SimDeckError) throw refusal(error, error.unresolved);
    throw error;
  }
}

/**
 * The format a deck is played in: the one asked for, else the deck's own, else the one its list makes as the import
 * dialog guesses it (guessFormatFrom: a command zone, or a sideboard holding it, of a Commander variant's size), its
 * cards as the database knows them (unknown ones lead none).
 */
function playedFormat(deck: Deck, input: { format?: string }, resolved: DeckResolution): PlayedFormat | undefined {
  const named = input.format ?? deck.format;
  if (named) return { id: named, guessed: false };
  const guess = guessFormatFrom(resolved.deck, resolved.cards);
  return guess && { id: guess.id, guessed: true, guessedFrom: guess.from };
}

/** The record of the played format, when it is one of the deck's game; `asked`, the format asked for, must be. */
function formatRecord(deck: Deck, played: PlayedFormat | undefined, asked: string | undefined) {
  const format = played ? getFormat(played.id) : undefined;
  if (asked && !format) throw new ApiError('invalid-input', `unknown format "${asked}"`);
  // Another game's format would start the deck's own game as if none were given.
  if (asked && format && format.game !== deck.game)
    throw new ApiError(
      'invalid-input',
      `"${asked}" is a ${GAME_NAMES[format.game]} format, and the deck is a ${GAME_NAMES[deck.game]} deck`,
    );
  return format?.game === deck.game ? format : undefined;
}

/**
 * CR 103 / DM 103 from the format record when there is one (`formatRecord`), else the fallback table; --mulligan
 * overrides. The format is the one the deck is played in (`playedFormat`), guessed from the deck's resolution.
 */
export function setupFor(
  deck: Deck,
  resolution: DeckResolution,
  input: { format?: string; mulligan?: MulliganRule },
): GameSetup {
  const played = playedFormat(deck, input, resolution);
  const setup = setupForDeck(deck.game, played?.id, formatRecord(deck, played, input.format));
  // DM 103.3: no mulligan; the keep rules judge lands, which a Duel Masters deck has none of.
  if (input.mulligan && input.mulligan !== setup.mulligan && deck.game === 'dm')
    throw new ApiError(
      'invalid-input',
      `a Duel Masters game has no mulligan (DM 103.3): the mulligan rule "${input.mulligan}" cannot apply`,
    );
  return input.mulligan ? withMulligan(setup, input.mulligan) : setup;
}

export function policyFrom(input: z.output<typeof policySchema>): GoldfishPolicy {
  try {
    return policyWith({ ...input, mulligan: input?.mulligan, cast: input?.cast });
  } catch (error) {
    throw new ApiError('invalid-input', (error as Error).message);
  }
}

/** An engine refusal (a deck that cannot be varied or compiled, an unknown card or rule) as invalid input. */
export function refusedAsInput<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SimDeckError || error instanceof RangeError) throw refusal(error);
    throw error;
  }
}

/** An engine refusal as invalid input, with its reason when it names one. */
function refusal(error: Error, details?: unknown): ApiError {
  return hasReason(error)
    ? ApiError.because('invalid-input', error, details)
    : new ApiError('invalid-input', error.message, details);
}

/** Runs in progress, by run id, so sim.cancel (and advice.cancel) can stop them. */
const activeRuns = new Map<string, AbortController>();

/** Runs `work` under a cancel that `signal` and sim.cancel or advice.cancel of `runId` both reach. */
export async function withRun<T>(
  runId: string,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  if (signal) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', () => controller.abort(), { once: true });
  }
  activeRuns.set(runId, controller);
  try {
    return await work(controller.signal);
  } finally {
    activeRuns.delete(runId);
  }
}

async function runSim(input: z.output<typeof simRunInput>, ctx: ApiContext) {
  const deckA = deckFrom(ctx.db, input);
  const cardsA = resolutionOf(ctx.db, deckA);
  const setup = setupFor(deckA, cardsA, input);
  const policy = policyFrom(input.policy);
  const options = { setup, policy, turns: input.turns ?? DEFAULT_TURNS[deckA.game] };
  const simA = simDeckFrom(deckA, cardsA, input);
  const compiledA = refusedAsInput(() => compileDeck(simA, options));
  const decks = [compiledA];
  /** Each deck's cards read from its sideboard as its command zone and the format played, for the report to say. */
  const readAs = [simA];
  if (input.versus) {
    const deckB = deckFrom(ctx.db, input.versus);
    if (deckB.game !== deckA.game)
      throw new ApiError('invalid-input', 'the two versions must be decks of the same game');
    // The second version is played in the first one's format, guessed or none (not a guess of its own): the setup
    // is the first one's, and its sideboard is read as that format reads it.
    const simB = simDeckFrom(deckB, resolutionOf(ctx.db, deckB), input, { format: simA.played });
    decks.push(refusedAsInput(() => compileDeck(simB, options, compiledSlotNames(compiledA))));
    readAs.push(simB);
  }
  const seed = input.seed ?? randomInt(0, 2 ** 47);
  const sides = distinctSides(input.sides, setup);
  const runId = input.runId ?? `sim-${seed}-${Date.now()}`;
  return withRun(runId, ctx.signal, async (signal) => {
    const result = await runSimulation({
      decks,
      games: input.games,
      seed,
      sides,
      workers: input.workers,
      signal,
      onProgress: ({ done, total }) => ctx.emit({ type: 'sim.progress', runId, done, total }),
    });
    const reports = decks.map((deck, i) => ({
      ...buildReport({
        deck,
        counts: result.counts[i],
        policy: policy.mulligan,
        seed,
        games: result.games,
        cancelled: result.cancelled,
        sides,
      }),
      sideboardRead: readAs[i].sideboardRead,
      /** The format played; `guessed` when the deck named none and none was asked for. */
      format: readAs[i].played ?? null,
    }));
    return {
      runId,
      ...reports[0],
      versus: reports[1],
      difference: reports[1] ? compareReports(reports[0], reports[1]) : undefined,
    };
  });
}

const turnsSchema = z.number().int().min(1).max(MAX_TURNS);
const handSizeSchema = z.number().int().min(0).max(INPUT_LIMITS.cards).default(7);
const exactInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hypergeometric'),
    population: cardCount,
    successes: cardCount,
    draws: cardCount,
    atLeast: cardCount.optional(),
  }),
  z.object({
    kind: z.literal('multivariate'),
    librarySize: cardCount,
    draws: cardCount,
    groups: z
      .array(z.object({ size: cardCount, atLeast: cardCount }))
      .min(1)
      .max(INPUT_LIMITS.groups),
  }),
  z.object({
    kind: z.literal('by-turn'),
    deckSize: cardCount.min(1),
    groupSize: cardCount,
    atLeast: cardCount,
    turns: turnsSchema,
    handSize: handSizeSchema,
    side: sideSchema,
    firstPlayerDraws: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('land-drops'),
    deckSize: cardCount.min(1),
    lands: cardCount,
    turns: turnsSchema,
    handSize: handSizeSchema,
    side: sideSchema,
    firstPlayerDraws: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('keep'),
    deckSize: cardCount.min(1),
    lands: cardCount,
    format: z.string().optional(),
    mulligan: z.enum(MULLIGAN_RULES).default('london'),
    freeFirstMulligan: z.boolean().optional(),
    policy: mulliganSchema.default('standard'),
  }),
]);

/** stats.exact, one closed form per kind; bad combinations come back as invalid input naming the field. */
function exactAnswer(input: z.output<typeof exactInput>) {
  const skips = (side: 'play' | 'draw', firstPlayerDraws: boolean) => side === 'play' && !firstPlayerDraws;
  switch (input.kind) {
    case 'hypergeometric': {
      const population = { size: input.population, successes: input.successes };
      return {
        distribution: hypergeometricDistribution(population, input.draws),
        atLeast:
          input.atLeast === undefined ? undefined : hypergeometricAtLeast(input.atLeast, population, input.draws),
      };
    }
    case 'multivariate':
      return { probability: probAtLeastEach(input.groups, input.librarySize, input.draws) };
    case 'by-turn':
      return {
        byTurn: Array.from({ length: input.turns }, (_, t) =>
          probAtLeastByTurn({ ...input, turn: t + 1, skipsFirstDraw: skips(input.side, input.firstPlayerDraws) }),
        ),
      };
    case 'land-drops': {
      const landsInPlay = landsInPlayWithoutMulligan({
        ...input,
        skipsFirstDraw: skips(input.side, input.firstPlayerDraws),
      });
      return { byTurn: landDropsOf(landsInPlay), landsInPlay };
    }
    case 'keep': {
      const base = defaultSetup('mtg', input.format);
      const setup = {
        ...base,
        mulligan: input.mulligan,
        freeFirstMulligan: input.freeFirstMulligan ?? base.freeFirstMulligan,
      };
      const policy = policyFrom({ mulligan: input.policy as never }).mulligan;
      const keep = exactKeepProbabilities(setup, policy, input);
      if (!keep)
        throw new ApiError('invalid-input', `policy "${policy.id}" is not land ranges only: it has no closed form`);
      return { keep };
    }
  }
}

export const simHandlers = {
  /**
   * Plays `games` seeded games on each side asked for, on every core. Emits { type: 'sim.progress', runId, done,
   * total }; ctx.signal or sim.cancel stops it early (the result then says cancelled and counts the games played).
   */
  'sim.run': handler(simRunInput, runSim),

  /** Stops a running sim.run by its run id; false when no such run is going. */
  'sim.cancel': handler(z.object({ runId: z.string().min(1) }), ({ runId }) => {
    const run = activeRuns.get(runId);
    run?.abort();
    return { cancelled: run !== undefined };
  }),

  /**
   * One game for the sample-hand panel: every hand drawn (London: 7 each time) and what went to the bottom,
   * the kept hand, and turn by turn the card drawn, the land played, what was castable and cast; and the format the
   * deck was dealt in, as sim.run says it.
   */
  'sim.sampleHand': handler(
    z
      .object({
        ...gameOptions,
        seed: seedSchema.optional(),
        gameIndex: seedSchema.default(0),
        side: sideSchema.default('play'),
      })
      .refine(hasOneDeckSource, ONE_DECK_SOURCE),
    (input, { db }) => {
      const deck = deckFrom(db, input);
      const cards = resolutionOf(db, deck);
      const simDeck = simDeckFrom(deck, cards, input);
      const options = {
        setup: setupFor(deck, cards, input),
        policy: policyFrom(input.policy),
        turns: input.turns ?? DEFAULT_TURNS[deck.game],
      };
      const compiled = refusedAsInput(() => compileDeck(simDeck, options));
      const seed = input.seed ?? randomInt(0, 2 ** 47);
      const trace = newTrace();
      traceGame(compiled, seed, input.gameIndex, input.side, trace);
      const name = (card: number) => (card >= 0 ? compiled.names[card] : null);
      const names = (cards: readonly number[]) => cards.map((c) => compiled.names[c]);
      return {
        seed,
        gameIndex: input.gameIndex,
        side: input.side,
        attempts: trace.attempts.map((a) => ({ drawn: names(a.drawn), kept: a.kept, bottomed: names(a.bottomed) })),
        hand: names(trace.hand),
        scry: trace.scry ? { card: compiled.names[trace.scry.card], to: trace.scry.to } : null,
        /** The next cards drawn, in order (the "draw a card" button walks this list). */
        nextCards: trace.turns.map((t) => name(t.drawn)).filter((n): n is string => n !== null),
        turns: trace.turns.map((t) => ({
          turn: t.turn,
          drawn: name(t.drawn),
          landOrCharge: name(t.landOrCharge),
          landEnteredTapped: t.landEnteredTapped,
          manaAvailable: t.manaAvailable,
          castable: names(t.castable),
          cast: names(t.cast),
          manaSpent: t.manaSpent,
          attacks: t.attacks,
          shieldsLeft: t.shieldsLeft,
        })),
        result: trace.result,
        /** The format the deck was dealt in; `guessed` when the deck named none and none was asked for. */
        format: simDeck.played ?? null,
      };
    },
  ),

  'stats.exact': handler(exactInput, (input) => {
    try {
      return exactAnswer(input);
    } catch (error) {
      if (error instanceof RangeError) throw new ApiError('invalid-input', error.message);
      throw error;
    }
  }),
};
