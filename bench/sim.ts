// Goldfish throughput: games per second for a real 60-card deck (M21/ELD planeswalker deck), 7 turns,
// London mulligans, castability tracked, on one core and on every core; and the same core's speed on a
// bare shuffle-and-draw loop (seed the game, shuffle lazily, draw 14 cards) for the ratio. A Commander
// deck (100 cards, mana rocks, many mana states) shows the castability cache where it helps least.
// One-core figures are in CPU time, the median of several runs: on a shared machine other processes
// slow some runs down, never speed one up.
import { availableParallelism } from 'node:os';
import { realDeck } from '../test/goldfish-fixtures.ts';
import { compileDeck } from '../engine/sim/compile.ts';
import { runSlice } from '../engine/sim/run.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { Xoshiro128 } from '../engine/rng/xoshiro128.ts';
import { Library } from '../engine/sim/library.ts';
import type { CompiledDeck } from '../engine/sim/compiled.ts';
import { runSimulation } from '../electron/workers/sim-runner.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
const COMMANDER_DECK = 'plain-taw/cmd__afc__Aura of Courage.txt';
const TURNS = 7;
const ROUNDS = 5;

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
  const rates = Array.from({ length: ROUNDS }, (_, round) => (games / cpuMs(() => play(round))) * 1000).sort(
    (a, b) => a - b,
  );
  return { median: Math.round(rates[ROUNDS >> 1]), low: Math.round(rates[0]), high: Math.round(rates[ROUNDS - 1]) };
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

function goldfish(deck: CompiledDeck, games: number): Rate {
  runSlice([deck], { seed: 9, start: 0, count: 20_000, sides: ['play'] }); // warm up the JIT
  return rate(games, (round) => runSlice([deck], { seed: 1 + round, start: 0, count: games, sides: ['play'] }));
}

const figure = (r: Rate) =>
  `${r.median.toLocaleString('en')} games per CPU second (median of ${ROUNDS} runs; ${r.low.toLocaleString('en')}–${r.high.toLocaleString('en')})`;

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  const compiled = compileDeck(deck, { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: TURNS });
  bareLoop(compiled.library, 200_000);
  const bare = bareLoop(compiled.library, 1_000_000);
  const oneCore = goldfish(compiled, 100_000);

  const commanderDeck = realDeck(COMMANDER_DECK, ['AFC', 'AFR']);
  const commander = goldfish(
    compileDeck(commanderDeck, { setup: SETUPS.commander, policy: DEFAULT_POLICY, turns: TURNS }),
    30_000,
  );

  const cores = availableParallelism();
  const allGames = 400_000 * cores * 2;
  const t1 = performance.now();
  const result = await runSimulation({ decks: [compiled], games: allGames, seed: 1, sides: ['play'], workers: cores });
  const allCores = Math.round((result.games / (performance.now() - t1)) * 1000);

  console.log(
    `deck: ${deck.name} (${compiled.library.length} cards), ${TURNS} turns, London (${DEFAULT_POLICY.mulligan.name}), castability of ${compiled.tracked.length} cards tracked`,
  );
  console.log(`bare shuffle-and-draw loop, one core: ${figure(bare)}`);
  console.log(
    `goldfish, one core:                   ${figure(oneCore)}; ${(oneCore.median / bare.median).toFixed(3)} of the bare loop`,
  );
  console.log(
    `goldfish, ${cores} worker threads:        ${allCores.toLocaleString('en')} games per wall-clock second (${(allCores / oneCore.median).toFixed(2)}× one core; start-up and other processes included)`,
  );
  console.log(`Commander (${commanderDeck.name}, ${TURNS} turns, free first mulligan), one core: ${figure(commander)}`);
}
