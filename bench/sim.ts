// Goldfish throughput: games per second for a real 60-card deck (M21/ELD planeswalker deck), 7 turns,
// London mulligans, castability tracked, on one core and on every core; and the same core's speed on a
// bare shuffle-and-draw loop (seed the game, shuffle lazily, draw 14 cards) for the ratio. A Commander
// deck (100 cards, mana rocks, many mana states) shows the castability cache where it helps least.
// One-core figures are in CPU time, the median of several runs: on a shared machine other processes
// slow some runs down, never speed one up.
import { availableParallelism } from 'node:os';
import { realDeck } from '../test/goldfish-fixtures.ts';
import { compileDeck, compiledSlotNames } from '../engine/sim/compile.ts';
import { runSlice } from '../engine/sim/run.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { Xoshiro128 } from '../engine/rng/xoshiro128.ts';
import { Library } from '../engine/sim/library.ts';
import type { CompiledDeck } from '../engine/sim/compiled.ts';
import type { SimDeck } from '../engine/sim/deck-input.ts';
import { defaultLandRange, landVariants } from '../engine/advice/land-variants.ts';
import type { Side } from '../engine/sim/metrics.ts';
import { runSimulation } from '../electron/workers/sim-runner.ts';
import { spread } from './lib/stats.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
const COMMANDER_DECK = 'plain-taw/cmd__afc__Aura of Courage.txt';
const TURNS = 7;
const ROUNDS = 5;
const SIM_OPTIONS = { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: TURNS };
const SWEEP_GAMES = 100_000;

interface Rate {
  median: number;
  low: number;
  high: number;
}

/** Runs `work` and returns its CPU time in ms: on a shared machine, wall time also counts other processes. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Games per CPU second of `play(round)`, which plays `games` games, over ROUNDS rounds. */
function rate(games: number, play: (round: number) => void): Rate {
  const { median, low, high } = spread(
    Array.from({ length: ROUNDS }, (_, round) => (games / cpuMs(() => play(round))) * 1000),
  );
  return { median: Math.round(median), low: Math.round(low), high: Math.round(high) };
}

/** The floor: per game, seed the stream and draw a 7-card hand plus 7 draws from a lazily shuffled library. */
function bareLoop(library: Int16Array, games: number): Rate {
  const rng = new Xoshiro128();
  const lib = new Library(library, rng);
  let sink = 0;
  const result = rate(games, (round) => {
    for (let g = 0; g < games; g++) {
      rng.seedGame(1 + round, g);
      lib.reset();
      for (let i = 0; i < 7 + TURNS; i++) sink += lib.draw();
    }
  });
  if (sink < 0) console.log(sink);
  return result;
}

/** Games per CPU second of one core on the given sides (the play and the draw are separate games). */
function goldfish(deck: CompiledDeck, games: number, sides: Side[]): Rate {
  runSlice([deck], { seed: 9, start: 0, count: 20_000, sides }); // warm up the JIT
  return rate(games * sides.length, (round) => runSlice([deck], { seed: 1 + round, start: 0, count: games, sides }));
}

const figure = (r: Rate) =>
  `${r.median.toLocaleString('en')} games per CPU second (median of ${ROUNDS} runs; ${r.low.toLocaleString('en')}–${r.high.toLocaleString('en')})`;

/** The advisor's default land sweep (its own land variants and range), SWEEP_GAMES game indices each, on every core. */
async function landSweep(
  deck: SimDeck,
  cores: number,
): Promise<{ lands: number[]; compileMs: number; wallMs: number; cpuMs: number }> {
  const t0 = performance.now();
  const built = landVariants(deck, { lands: defaultLandRange(deck) });
  const lands = built.map((v) => v.lands);
  const first = compileDeck(built[0].deck, SIM_OPTIONS);
  const variants = [first, ...built.slice(1).map((v) => compileDeck(v.deck, SIM_OPTIONS, compiledSlotNames(first)))];
  const t1 = performance.now();
  const cpu = process.cpuUsage();
  await runSimulation({ decks: variants, games: SWEEP_GAMES, seed: 1, sides: ['play'], workers: cores });
  const used = process.cpuUsage(cpu);
  return { lands, compileMs: t1 - t0, wallMs: performance.now() - t1, cpuMs: (used.user + used.system) / 1000 };
}

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  const compiled = compileDeck(deck, SIM_OPTIONS);
  bareLoop(compiled.library, 200_000);
  const bare = bareLoop(compiled.library, 1_000_000);
  const onThePlay = goldfish(compiled, 100_000, ['play']);
  const onTheDraw = goldfish(compiled, 100_000, ['draw']);
  const both = goldfish(compiled, 50_000, ['play', 'draw']);

  const commanderDeck = realDeck(COMMANDER_DECK, ['AFC', 'AFR']);
  const commander = goldfish(
    compileDeck(commanderDeck, { setup: SETUPS.commander, policy: DEFAULT_POLICY, turns: TURNS }),
    30_000,
    ['play'],
  );

  const cores = availableParallelism();
  const allGames = 400_000 * cores * 2;
  const t1 = performance.now();
  const result = await runSimulation({ decks: [compiled], games: allGames, seed: 1, sides: ['play'], workers: cores });
  const allCores = Math.round((result.games / (performance.now() - t1)) * 1000);
  const sweep = await landSweep(deck, cores);

  const ofBare = (r: Rate) => `${(r.median / bare.median).toFixed(3)} of the bare loop`;
  console.log(
    `deck: ${deck.name} (${compiled.library.length} cards), ${TURNS} turns, London (${DEFAULT_POLICY.mulligan.name}), castability of ${compiled.tracked.length} cards tracked`,
  );
  console.log(`bare shuffle-and-draw loop, one core:  ${figure(bare)}`);
  console.log(`goldfish on the play, one core:        ${figure(onThePlay)}; ${ofBare(onThePlay)}`);
  console.log(`goldfish on the draw, one core:        ${figure(onTheDraw)}; ${ofBare(onTheDraw)}`);
  console.log(`goldfish, play and draw, one core:     ${figure(both)}; ${ofBare(both)}`);
  console.log(
    `goldfish, ${cores} worker threads:         ${allCores.toLocaleString('en')} games per wall-clock second (${(allCores / onThePlay.median).toFixed(2)}× one core; start-up and other processes included)`,
  );
  console.log(`Commander (${commanderDeck.name}, ${TURNS} turns, free first mulligan), one core: ${figure(commander)}`);
  console.log(
    `land sweep (lands ${sweep.lands[0]}–${sweep.lands.at(-1)}, ${sweep.lands.length} × ${SWEEP_GAMES.toLocaleString('en')} games on the play, ${cores} worker threads): ${(sweep.wallMs / 1000).toFixed(2)} s wall, ${(sweep.cpuMs / 1000).toFixed(2)} s CPU (workers' start-up included; compiling the variants ${sweep.compileMs.toFixed(0)} ms more)`,
  );
}
