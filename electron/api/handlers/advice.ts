// advice.*: the deck advisor. advice.run sweeps the land count on the same shuffles (each land count's row
// streamed as soon as it is done), reads the colored sources per spell, and compares the keep rules; for a Duel
// Masters deck it reads the civilization cards per card alone (no lands to count, no mulligan, DM 103.3);
// advice.compare is A/B of two decks (or a deck and one of its versions) with every figure's paired difference
// and the real ones marked. Both play on every core (electron/workers/advice-runner.ts) and stop on cancel.
import { z } from 'zod';
import { randomInt } from 'node:crypto';
import { ApiError, handler, type ApiContext } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import { createDbResolver } from '../../../db/resolve.ts';
import { DEFAULT_TURNS, MULLIGAN_RULES } from '../../../engine/goldfish/setup.ts';
import { parseKeepSpec } from '../../../engine/goldfish/keep-spec.ts';
import { compileDeck, compiledSlotNames, MAX_TURNS } from '../../../engine/sim/compile.ts';
import { distinctSides } from '../../../engine/sim/metrics.ts';
import { adviceFrom, advicePasses, planAdvice, sweepRowOf, type AdviceOptions } from '../../../engine/advice/advise.ts';
import { DEFAULT_OBJECTIVE, figureKind, OBJECTIVE_IDS } from '../../../engine/advice/figures.ts';
import { DEFAULT_SOURCE_TARGET, type SourceKey, type SpellSources } from '../../../engine/advice/sources.ts';
import { copiesByName, countsOutsideMain, MAX_LAND_COUNTS } from '../../../engine/advice/land-variants.ts';
import { loadDeck } from '../../../db/decks.ts';
import { getPool, PoolNotFoundError } from '../../../db/pools.ts';
import { abFigures, compareOnSameGames } from '../../../engine/advice/ab.ts';
import { runPaired, runPairedPasses, withAdvicePool } from '../../workers/advice-runner.ts';
import { cardCivilizations } from '../../../engine/advice/dm-sources.ts';
import type { CompiledDmDeck } from '../../../engine/sim/compiled.ts';
import type { GameSetup } from '../../../engine/goldfish/setup.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { measureCivilizationVariants, measureSourceVariants } from './advice-sources.ts';
import { INPUT_LIMITS } from '../input-limits.ts';
import {
  deckFrom,
  deckSourceFields,
  hasOneDeckSource,
  ONE_DECK_SOURCE,
  policyFrom,
  policySchema,
  refusedAsInput,
  resolutionOf,
  resolvedToPlay,
  simDeckOf,
  type DeckResolution,
  type DeckToPlay,
  seedSchema,
  setupFor,
  sidesSchema,
  simDeckFrom,
  simHandlers,
  withRun,
} from './sim.ts';

const landRange = z
  .tuple([z.number().int().min(0).max(INPUT_LIMITS.cards), z.number().int().min(0).max(INPUT_LIMITS.cards)])
  .refine(([lo, hi]) => lo <= hi, 'the land range is [fewest, most]')
  .refine(([lo, hi]) => hi - lo < MAX_LAND_COUNTS, `the land range spans at most ${MAX_LAND_COUNTS} counts`);

const runOptions = {
  format: z.string().min(1).optional(),
  mulligan: z.enum(MULLIGAN_RULES).optional(),
  policy: policySchema,
  turns: z.number().int().min(1).max(MAX_TURNS).optional(),
  /**
   * Games per deck in all (each land count, each side of an A/B; a keep rule plays keepGames of them), split between the sides: 100,000 on the
   * play and the draw is 50,000 game indices played on each. `decklab sim`'s games are game indices, each on every side.
   */
  games: z.number().int().min(1).max(INPUT_LIMITS.games).default(100_000),
  seed: seedSchema.optional(),
  sides: sidesSchema,
  /** Worker threads (default: one per core); 0 runs in the calling thread. */
  workers: z.number().int().min(0).max(INPUT_LIMITS.workers).optional(),
  /** Names this run for advice.cancel and in its events. */
  runId: z.string().min(1).optional(),
};

export const adviceRunInput = z
  .object({
    ...deckSourceFields,
    ...runOptions,
    /** Land counts to sweep; default ±5 around the deck's (±6 for a 100-card deck). */
    lands: landRange.optional(),
    /** The land added and removed (a card name); default the deck's basics, in proportion. */
    land: z.string().min(1).optional(),
    /** Spells removed first when lands are added; default highest mana value first. */
    spellOrder: z.array(z.string().min(1)).max(INPUT_LIMITS.cards).optional(),
    objective: z.enum(OBJECTIVE_IDS).default(DEFAULT_OBJECTIVE),
    /** P(castable on curve given lands) each spell should reach (Karsten's 90%). */
    target: z.number().gt(0).lt(1).default(DEFAULT_SOURCE_TARGET),
    keySpells: z.array(z.string().min(1)).max(INPUT_LIMITS.cards).optional(),
    /**
     * A custom keep rule beside the presets, as the CLI's --keep writes it ("7:2-5,6:2-4,5:1-4,4:always"); its
     * length is checked where every rule is read (parseKeepSpec, MAX_KEEP_RULE_LENGTH), before anything is played.
     */
    keep: z.string().min(1).optional(),
    /** The pool the deck is built from (pools.create); default the stored deck's. No spell is added past its copies. */
    poolId: z.number().int().positive().optional(),
  })
  .refine(hasOneDeckSource, ONE_DECK_SOURCE);

const deckSource = z.object(deckSourceFields).refine(hasOneDeckSource, ONE_DECK_SOURCE);

export const adviceCompareInput = z.object({ a: deckSource, b: deckSource, ...runOptions });

function landCard(db: Db, name: string) {
  const card = createDbResolver(db)
    .byName(name)
    .find((c) => c.game === 'mtg');
  if (!card) throw new ApiError('invalid-input', `no card named "${name}"`);
  return card;
}

/** What a run's answer says of itself, whatever the deck's game. */
function runFields(input: z.output<typeof adviceRunInput>, deck: Deck, setup: GameSetup) {
  const seed = input.seed ?? randomInt(0, 2 ** 47);
  return {
    runId: input.runId ?? `advice-${seed}-${Date.now()}`,
    /** The deck's game: Magic's sources are colors, Duel Masters' civilizations. */
    game: deck.game,
    deck: deck.name,
    seed,
    games: input.games,
    sides: distinctSides(input.sides, setup),
    turns: input.turns ?? DEFAULT_TURNS[deck.game],
    target: input.target,
  };
}

/** The land sweep's and keep rules' options: a Duel Masters deck has no lands to count and no mulligan (DM 103.3). */
const SWEEP_OPTIONS = ['lands', 'land', 'spellOrder', 'keySpells', 'keep', 'poolId'] as const;

/**
 * A Duel Masters deck's advice: the deck played on `games` games, then the civilization variants of the cards
 * below the target on the same games (phases `deck` and `sources`).
 */
async function runCivilizationAdvice(
  input: z.output<typeof adviceRunInput>,
  ctx: ApiContext,
  deck: Deck,
  resolution: DeckResolution,
  setup: GameSetup,
) {
  const given = SWEEP_OPTIONS.filter((name) => input[name] !== undefined);
  if (given.length > 0)
    throw new ApiError(
      'invalid-input',
      `a Duel Masters deck has no land count to sweep and no mulligan (DM 103.3): ${given.join(', ')} cannot apply`,
    );
  const fields = runFields(input, deck, setup);
  const { runId, seed, sides, turns, target } = fields;
  const options = { setup, policy: policyFrom(input.policy), turns };
  const simDeck = simDeckFrom(deck, resolution, input);
  const base = refusedAsInput(() => compileDeck(simDeck, options)) as CompiledDmDeck;
  const progress = (phase: 'deck' | 'sources') => (done: number, total: number) =>
    ctx.emit({ type: 'advice.progress', runId, phase, done, total });
  return withRun(runId, ctx.signal, (signal) =>
    withAdvicePool(async (pool) => {
      const played = { games: input.games, seed, sides, workers: input.workers, signal };
      const run = await runPaired(
        { ...played, decks: [base], figures: [], onProgress: ({ done, total }) => progress('deck')(done, total) },
        pool,
      );
      const counts = run.cancelled ? null : run.results[0].counts;
      const variants =
        counts &&
        (await measureCivilizationVariants({
          ...played,
          pool,
          deck: simDeck,
          options,
          base,
          counts,
          target,
          onProgress: progress('sources'),
        }));
      const sources: SpellSources<SourceKey>[] | null =
        counts && variants ? cardCivilizations({ deck: base, counts, sides, target, variants }) : null;
      return {
        ...fields,
        cancelled: sources === null,
        partial: undefined,
        lands: null,
        sources,
        keep: null,
        sideboardRead: simDeck.sideboardRead,
        /** The format played, `guessed` when the deck named none and none was asked for (sim.ts `playedFormat`). */
        format: simDeck.played ?? null,
      };
    }),
  );
}

/**
 * The copies beyond the main deck that the land sweep's limits count: the deck's other boards, as its format reads
 * them (CR 100.4a: four over the deck and its sideboard), and the pool it is built from (CR 100.2b), the one asked
 * for, else the stored deck's.
 */
function copiesBeyondMain(
  db: Db,
  resolved: DeckToPlay,
  input: z.output<typeof adviceRunInput>,
): Pick<AdviceOptions, 'outsideMain' | 'pool'> {
  const poolId =
    input.poolId ?? (input.deckId === undefined ? null : loadDeck(db, input.deckId, input.version)?.poolId);
  const outsideMain = countsOutsideMain(resolved.deck, resolved.cards);
  if (poolId == null) return { outsideMain };
  const pool = getPool(db, poolId);
  if (!pool) throw ApiError.because('not-found', new PoolNotFoundError(poolId));
  return {
    outsideMain,
    pool: copiesByName(pool.entries, resolved.cards),
  };
}

async function runAdvice(input: z.output<typeof adviceRunInput>, ctx: ApiContext) {
  const deck = deckFrom(ctx.db, input);
  const resolution = resolutionOf(ctx.db, deck);
  const setup = setupFor(deck, resolution, input);
  if (deck.game === 'dm') return runCivilizationAdvice(input, ctx, deck, resolution, setup);
  const land = input.land ? landCard(ctx.db, input.land) : undefined;
  const toPlay = resolvedToPlay(deck, resolution, input, 'simulate');
  const options: AdviceOptions = {
    setup,
    policy: policyFrom(input.policy),
    turns: input.turns ?? DEFAULT_TURNS[deck.game],
    lands: input.lands,
    land,
    spellOrder: input.spellOrder,
    keySpells: input.keySpells,
    // The copy limits the land sweep keeps to are the played format's (a Commander deck is singleton, CR 903.5b).
    format: toPlay.format,
    ...copiesBeyondMain(ctx.db, toPlay, input),
  };
  const simDeck = simDeckOf(toPlay);
  const plan = refusedAsInput(() =>
    planAdvice(simDeck, {
      ...options,
      // A custom rule may require only the deck's own cards and tags (engine/goldfish/keep-spec.ts).
      customKeep: input.keep
        ? parseKeepSpec(
            input.keep,
            simDeck.main.map((e) => ({ name: e.card.name, tags: e.tags, card: e.card })),
          )
        : undefined,
    }),
  );
  const fields = runFields(input, deck, setup);
  const { runId, seed, sides } = fields;
  const sweepGames = input.games * plan.sweep.decks.length;
  return withRun(runId, ctx.signal, (signal) =>
    // One set of workers for the whole run: the sweep, the keep rules after it, then every round of the sources.
    withAdvicePool(async (pool) => {
      // The keep rules follow the sweep on the same workers; the sweep's rows stream as each land count is done.
      const run = await runPairedPasses(
        {
          // The untapped-lands pass is counted in the keep rules' progress phase.
          passes: advicePasses(plan, input.games),
          seed,
          sides,
          workers: input.workers,
          signal,
          onDeck: (pass, result) => {
            if (pass === 0) ctx.emit({ type: 'advice.row', runId, row: sweepRowOf(plan, result) });
          },
          onProgress: ({ done, total }) =>
            ctx.emit({ type: 'advice.progress', runId, phase: done < sweepGames ? 'sweep' : 'keep', done, total }),
        },
        pool,
      );
      const [sweep, keep, untapped] = run.results;
      const sourceVariants = run.cancelled
        ? null
        : await measureSourceVariants({
            games: input.games,
            seed,
            sides,
            workers: input.workers,
            pool,
            signal,
            db: ctx.db,
            deck: simDeck,
            plan,
            options,
            sweep,
            target: input.target,
            onProgress: (done, of) => ctx.emit({ type: 'advice.progress', runId, phase: 'sources', done, total: of }),
          });
      const cancelled = run.cancelled || sourceVariants === null;
      const advice = cancelled
        ? { lands: null, sources: null, keep: null }
        : adviceFrom(plan, { sweep, keep, sourceVariants, untappedLands: untapped?.[0] }, { ...input, sides });
      // One type of sources for both games: colors here, civilizations for a Duel Masters deck.
      const sources: SpellSources<SourceKey>[] | null = advice.sources;
      return {
        ...fields,
        cancelled,
        /** Rows of the land counts finished; the whole advice only when nothing was cancelled. */
        partial: cancelled ? sweep.map((r) => sweepRowOf(plan, r)) : undefined,
        ...advice,
        sources,
        /** The cards read from the sideboard as the command zone of the format played (`resolvedToPlay`). */
        sideboardRead: simDeck.sideboardRead,
        /** The format played, `guessed` when the deck named none and none was asked for (sim.ts `playedFormat`). */
        format: simDeck.played ?? null,
      };
    }),
  );
}

async function compareDecks(input: z.output<typeof adviceCompareInput>, ctx: ApiContext) {
  const deckA = deckFrom(ctx.db, input.a);
  const deckB = deckFrom(ctx.db, input.b);
  if (deckA.game !== deckB.game) throw new ApiError('invalid-input', 'the two decks must be of the same game');
  const cardsA = resolutionOf(ctx.db, deckA);
  const setup = setupFor(deckA, cardsA, input);
  const options = { setup, policy: policyFrom(input.policy), turns: input.turns ?? DEFAULT_TURNS[deckA.game] };
  const [a, b, played] = refusedAsInput(() => {
    const simA = simDeckFrom(deckA, cardsA, input);
    const compiledA = compileDeck(simA, options);
    // B is played in A's format, guessed or none, never a guess of its own: the two share A's setup.
    const simB = simDeckFrom(deckB, resolutionOf(ctx.db, deckB), input, { format: simA.played });
    return [compiledA, compileDeck(simB, options, compiledSlotNames(compiledA)), simA.played] as const;
  });
  const figures = abFigures(a, b);
  const seed = input.seed ?? randomInt(0, 2 ** 47);
  const sides = distinctSides(input.sides, setup);
  const runId = input.runId ?? `compare-${seed}-${Date.now()}`;
  return withRun(runId, ctx.signal, async (signal) => {
    const run = await runPaired({
      decks: [a, b],
      figures,
      games: input.games,
      seed,
      sides,
      workers: input.workers,
      signal,
      onProgress: ({ done, total }) => ctx.emit({ type: 'advice.progress', runId, phase: 'compare', done, total }),
    });
    return {
      runId,
      a: deckA.name,
      b: deckB.name,
      /** The format both decks are played in, A's (sim.ts `playedFormat`). */
      format: played ?? null,
      seed,
      games: input.games,
      sides,
      cancelled: run.cancelled,
      comparison: run.cancelled
        ? null
        : compareOnSameGames(figures, figures.map(figureKind), run.results[0], run.results[1]),
    };
  });
}

export const adviceHandlers = {
  /**
   * The land sweep, colored sources and keep rules of a deck: `games` per land count, split between the sides,
   * then every keep rule on keepGames(games) of the same games (engine/advice/advise.ts). Emits
   * { type: 'advice.row', runId, row } as each land count is done and { type: 'advice.progress', runId, phase,
   * done, total }; advice.cancel or ctx.signal stops it (the result then says cancelled and carries the rows
   * finished).
   */
  'advice.run': handler(adviceRunInput, runAdvice),

  /** A/B of two decks on the same shuffles: every figure's paired difference, real ones by Holm's correction. */
  'advice.compare': handler(adviceCompareInput, compareDecks),

  /** Stops a running advice.run or advice.compare by its run id; false when no such run is going. */
  'advice.cancel': simHandlers['sim.cancel'],
};
