// advice.run's last phase: the sources a simulated spell below the target needs, found by playing deck variants
// with more sources of its colors (engine/advice/source-variants.ts) on the sweep's games, on every core, with
// progress and the run's cancel.
import type { Db } from '../../../db/open.ts';
import { createDbResolver } from '../../../db/resolve.ts';
import type { Card } from '../../../engine/cards/types.ts';
import type { AdviceOptions, AdvicePlan } from '../../../engine/advice/advise.ts';
import { isBasicLand } from '../../../engine/advice/land-variants.ts';
import type { DeckResult } from '../../../engine/advice/paired.ts';
import {
  BASIC_LAND_TYPE,
  planSourceSearch,
  runSourceSearch,
  SOURCE_VARIANT_GAMES,
  type SourceMeasurements,
} from '../../../engine/advice/source-variants.ts';
import type { SimDeck } from '../../../engine/sim/deck-input.ts';
import type { Side } from '../../../engine/sim/metrics.ts';
import { runPaired } from '../../workers/advice-runner.ts';

/** The basic lands of the card data, to add where the deck has no basic of a color. */
function basicLands(db: Db): Card[] {
  const resolver = createDbResolver(db);
  return Object.values(BASIC_LAND_TYPE).flatMap((name) => {
    const card = resolver.byName(name).find((c) => c.game === 'mtg' && isBasicLand(c));
    return card ? [card] : [];
  });
}

export interface SourcePhaseInput {
  db: Db;
  deck: SimDeck;
  plan: AdvicePlan;
  options: AdviceOptions;
  /** The sweep's results, in plan order. */
  sweep: readonly DeckResult[];
  target: number;
  games: number;
  seed: number;
  sides: Side[];
  workers?: number;
  signal: AbortSignal;
  /** Games played in this phase, of the most it may play. */
  onProgress: (done: number, total: number) => void;
}

/** The source variants played; null when cancelled. */
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
  const games = Math.min(input.games, SOURCE_VARIANT_GAMES);
  const total = games * search.bound;
  let played = 0;
  return runSourceSearch(search, async (decks, onDeck) => {
    // Stopped by the search once a color is decided, or by the run's cancel.
    const stop = new AbortController();
    const cancel = () => stop.abort();
    input.signal.addEventListener('abort', cancel);
    try {
      const run = await runPaired({
        decks,
        figures: [],
        games,
        seed: input.seed,
        sides: input.sides,
        workers: input.workers,
        signal: stop.signal,
        onDeck: (result) => {
          if (!onDeck(result)) stop.abort();
        },
        onProgress: ({ done }) => input.onProgress(played + done, total),
      });
      played += games * run.results.length;
      return !input.signal.aborted;
    } finally {
      input.signal.removeEventListener('abort', cancel);
    }
  });
}
