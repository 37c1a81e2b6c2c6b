// Goldfish throughput: games per second for a real 60-card deck (M21/ELD planeswalker deck), 7 turns,
// London mulligans, castability tracked, on one core and on every core; and the same core's speed on a
// bare shuffle-and-draw loop (seed the game, shuffle lazily, draw 14 cards) for the ratio.
import { availableParallelism } from 'node:os';
import { realDeck } from '../test/goldfish-fixtures.ts';
import { compileDeck } from '../engine/sim/compile.ts';
import { runSlice } from '../engine/sim/run.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { Xoshiro128 } from '../engine/rng/xoshiro128.ts';
import { Library } from '../engine/sim/library.ts';
import { runSimulation } from '../electron/sim-runner.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
const TURNS = 7;

function perSecond(games: number, ms: number): number {
  return Math.round((games / ms) * 1000);
}

/** Runs `work` and returns its CPU time in ms: on a shared machine, wall time also counts other processes. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The floor: per game, seed the stream and draw a 7-card hand plus 7 draws from a lazily shuffled library. */
function bareLoop(library: Int16Array, games: number): number {
  const rng = new Xoshiro128();
  const lib = new Library(library, rng);
  let sink = 0;
  const ms = cpuMs(() => {
    for (let g = 0; g < games; g++) {
      rng.seedGame(1, g);
      lib.reset();
      for (let i = 0; i < 7 + TURNS; i++) sink += lib.draw();
    }
  });
  if (sink < 0) console.log(sink);
  return perSecond(games, ms);
}

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  const compiled = compileDeck(deck, { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: TURNS });
  const games = 400_000;
  runSlice([compiled], { seed: 9, start: 0, count: 20_000, sides: ['play'] });   // warm up the JIT
  bareLoop(compiled.library, 200_000);

  const bare = bareLoop(compiled.library, 2_000_000);
  const oneCore = perSecond(games, cpuMs(() => runSlice([compiled], { seed: 1, start: 0, count: games, sides: ['play'] })));

  const cores = availableParallelism();
  const allGames = games * cores * 2;
  const t1 = performance.now();
  const result = await runSimulation({ decks: [compiled], games: allGames, seed: 1, sides: ['play'], workers: cores });
  const allCores = perSecond(result.games, performance.now() - t1);

  console.log(`deck: ${deck.name} (${compiled.library.length} cards), ${TURNS} turns, London (${DEFAULT_POLICY.mulligan.name}), castability of ${compiled.tracked.length} cards tracked`);
  console.log(`bare shuffle-and-draw loop, one core: ${bare.toLocaleString('en')} games per CPU second`);
  console.log(`goldfish, one core:                   ${oneCore.toLocaleString('en')} games per CPU second (${(oneCore / bare).toFixed(3)} of the bare loop)`);
  console.log(`goldfish, ${cores} worker threads:        ${allCores.toLocaleString('en')} games per wall-clock second (${(allCores / oneCore).toFixed(2)}× one core; start-up and other processes included)`);
}
