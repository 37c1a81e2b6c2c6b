// advice.run's last phase: the sources a simulated spell below the target needs, found by playing deck variants
// with more sources of its colors (engine/advice/source-variants.ts) on the sweep's games, on every core, with
// progress and the run's cancel; for a Duel Masters deck, the cards of a civilization (engine/advice/dm-sources.ts)
// on the deck's own games.
import type { Db } from '../../../db/open.ts';
import { createDbResolver } from '../../../db/resolve.ts';
import type { Card, Civilization } from '../../../engine/cards/types.ts';
import type { AdviceOptions, AdvicePlan } from '../../../engine/advice/advise.ts';
import { isBasicLand } from '../../../engine/advice/land-variants.ts';
import type { DeckResult } from '../../../engine/advice/paired.ts';
import {
  BASIC_LAND_TYPE,
  planSourceSearch,
  runSourceSearch,
  SOURCE_VARIANT_GAMES,
  type PlayDecks,
  type SourceMeasurements,
  type VariantMeasurements,
  type VariantSearch,
} from '../../../engine/advice/source-variants.ts';
import { planCivilizationSearch } from '../../../engine/advice/dm-sources.ts';
import type { CompiledDmDeck } from '../../../engine/sim/compiled.ts';
import type { SimDeck, SimOptions } from '../../../engine/sim/deck-input.ts';
import type { Side } from '../../../engine/sim/metrics.ts';
import { runPaired, type AdvicePool } from '../../workers/advice-runner.ts';

/** The basic lands of the card data, to add where the deck has no basic of a color. */
function basicLands(db: Db): Card[] {
  const resolver = createDbResolver(db);
  return Object.values(BASIC_LAND_TYPE).flatMap((name) => {
    const card = resolver.byName(name).find((c) => c.game === 'mtg' && isBasicLand(c));
    return card ? [card] : [];
  });
}

export interface PlayOptions {
  games: number;
  seed: number;
  sides: Side[];
  workers?: number;
  /** The run's workers, kept from one round to the next; without it each round starts its own. */
  pool?: AdvicePool;
  signal: AbortSignal;
  /** Games played through this player so far. */
  onProgress?: (done: number) => void;
}

/** The source search's player: the paired runner on every core, stopped by the search or by the run's cancel. */
export function pairedPlayer(options: PlayOptions): PlayDecks {
  let played = 0;
  return async (decks, onDeck) => {
    const stop = new AbortController();
    const run = await runPaired(
      {
        decks,
        figures: [],
        games: options.games,
        seed: options.seed,
        sides: options.sides,
        workers: options.workers,
        signal: AbortSignal.any([options.signal, stop.signal]),
        onDeck: (result) => {
          if (!onDeck(result)) stop.abort();
        },
        onProgress: ({ done }) => options.onProgress?.(played + done),
      },
      options.pool,
    );
    played += options.games * run.results.length;
    return !options.signal.aborted;
  };
}

interface SearchPlayOptions extends Omit<PlayOptions, 'onProgress'> {
  /** Games played in this phase, of the most it may play. */
  onProgress: (done: number, total: number) => void;
}

/** A variant search played on the run's games (at most SOURCE_VARIANT_GAMES of them); null when cancelled. */
function playSearch<K extends string>(
  search: VariantSearch<K>,
  input: SearchPlayOptions,
): Promise<VariantMeasurements<K> | null> {
  const games = Math.min(input.games, SOURCE_VARIANT_GAMES);
  const total = games * search.bound;
  return runSourceSearch(
    search,
    pairedPlayer({ ...input, games, onProgress: (done) => input.onProgress(done, total) }),
  );
}

export interface SourcePhaseInput extends SearchPlayOptions {
  db: Db;
  deck: SimDeck;
  plan: AdvicePlan;
  options: AdviceOptions;
  /** The sweep's results, in plan order. */
  sweep: readonly DeckResult[];
  target: number;
}

/** The source variants played on the sweep's games (at most SOURCE_VARIANT_GAMES of them); null when cancelled. */
export async function measureSourceVariants(input: SourcePhaseInput): Promise<SourceMeasurements | null> {
  const { plan, sweep } = input;
  const base = plan.sweep.decks[plan.currentIndex];
  if (base.game !== 'mtg') return {};
  const search = planSourceSearch({
    deck: input.deck,
    options: input.options,
    base,
    counts: sweep[plan.currentIndex].counts,
    sides: input.sides,
    target: input.target,
    land: input.options.land,
    basics: basicLands(input.db),
  });
  return playSearch(search, input);
}

export interface CivilizationPhaseInput extends SearchPlayOptions {
  deck: SimDeck;
  options: SimOptions;
  /** The Duel Masters deck as compiled and played, and its counts. */
  base: CompiledDmDeck;
  counts: Float64Array;
  target: number;
}

/** The civilization variants of the cards below the target, played on the deck's games; null when cancelled. */
export function measureCivilizationVariants(
  input: CivilizationPhaseInput,
): Promise<VariantMeasurements<Civilization> | null> {
  return playSearch(planCivilizationSearch(input), input);
}
