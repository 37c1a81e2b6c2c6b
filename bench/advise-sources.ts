// The advisor's colored-sources phase as the user waits for it after the sweep: on the Oko deck (every figure
// simulated: Thornwood Falls enters tapped), the deck played as the sweep plays it (100,000 games split between the
// play and the draw, every core), then the variants with more sources of the flagged spells' colors on the same
// games (electron/api/handlers/advice-sources.ts), in rounds. Played both ways in turn, twice: each run starting
// workers of its own, and all of it on the workers of one pool as advice.run plays it (withAdvicePool): wall time
// of the deck's own run and of the sources phase, CPU seconds of both (the process's, worker threads included, what
// does not depend on the shared machine's load), the rounds and the worker threads Node started.
import { realDeck } from '../test/goldfish-fixtures.ts';
import { watchWorkers } from '../test/worker-watch.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { planAdvice } from '../engine/advice/advise.ts';
import { planSourceSearch, runSourceSearch, SOURCE_VARIANT_GAMES } from '../engine/advice/source-variants.ts';
import { runPaired, withAdvicePool, type AdvicePool } from '../electron/workers/advice-runner.ts';
import { pairedPlayer } from '../electron/api/handlers/advice-sources.ts';
import { timed } from './lib/timing.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
const GAMES = 100_000;
const TURNS = 2;

interface Phases {
  ownMs: number;
  sourcesMs: number;
  cpuMs: number;
  load: number;
  rounds: number;
  variants: number;
  starts: number;
}

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  const options = { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7 };
  const plan = planAdvice(deck, { ...options, lands: [25, 25] });
  const sides: ('play' | 'draw')[] = ['play', 'draw'];
  const base = plan.sweep.decks[0];
  if (base.game !== 'mtg') throw new Error('the Oko deck is a Magic deck');
  let bound = 0;
  let flagged: string[] = [];

  /** The deck's own run then its sources phase, on `pool`'s workers or each run on workers of its own. */
  const phases = async (pool?: AdvicePool): Promise<Omit<Phases, 'cpuMs' | 'load' | 'starts'>> => {
    let started = performance.now();
    const own = await runPaired({ ...plan.sweep, games: GAMES, seed: 1, sides }, pool);
    const ownMs = performance.now() - started;
    const search = planSourceSearch({ deck, options, base, counts: own.results[0].counts, sides, target: 0.9 });
    bound = search.bound;
    flagged = search.spells.map((s) => s.card);
    const play = pairedPlayer({
      games: SOURCE_VARIANT_GAMES,
      seed: 1,
      sides,
      pool,
      signal: new AbortController().signal,
    });
    let rounds = 0;
    started = performance.now();
    const measured = await runSourceSearch(search, (queued, onDeck) => {
      rounds++;
      return play(queued, onDeck);
    });
    const sourcesMs = performance.now() - started;
    const variants = Object.values(measured ?? {}).reduce((n, m) => n + m.variants.length, 0);
    return { ownMs, sourcesMs, rounds, variants };
  };

  async function played(pooled: boolean): Promise<Phases> {
    const watch = watchWorkers();
    try {
      const { value, cpuMs, load } = await timed(() => (pooled ? withAdvicePool(phases) : phases()));
      return { ...value, cpuMs, load, starts: watch.workers.length };
    } finally {
      watch.stop();
    }
  }

  const ms = (t: number) => `${t.toFixed(0)} ms`;
  const line = (label: string, t: Phases) =>
    `${label}: the deck's own run ${ms(t.ownMs)} wall, the sources phase ${ms(t.sourcesMs)} wall ` +
    `(${(t.sourcesMs / t.ownMs).toFixed(2)}× the own run; ${t.variants} variants in ${t.rounds} rounds); ` +
    `CPU ${(t.cpuMs / 1000).toFixed(2)} s for both; ${t.starts} worker threads started (load ${t.load.toFixed(1)})`;

  const timings: { own: Phases; pooled: Phases }[] = [];
  for (let turn = 0; turn < TURNS; turn++) timings.push({ own: await played(false), pooled: await played(true) });

  console.log(
    `flagged simulated spells: ${flagged.join(', ')}; variants the deck could hold: ${bound}; ` +
      `${GAMES.toLocaleString('en-US')} games for the deck's own run, ${SOURCE_VARIANT_GAMES.toLocaleString('en-US')} a variant, play and draw`,
  );
  for (const { own, pooled } of timings) {
    console.log(line('workers started for each run', own));
    console.log(line('one pool for the whole run   ', pooled));
    console.log(
      `  the pool's sources phase: ${(pooled.sourcesMs / own.sourcesMs).toFixed(2)}× wall, ` +
        `both phases ${(pooled.cpuMs / own.cpuMs).toFixed(2)}× CPU`,
    );
  }
}
