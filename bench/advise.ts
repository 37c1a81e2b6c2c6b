// The advisor's default land sweep as the user waits for it: 11 land counts (±5 around the Oko deck's 25) ×
// 100,000 games on the play and on the draw, every spell tracked, on every core through the paired runner
// (electron/workers/advice-runner.ts): wall time, the time to the first streamed land count, and games per
// wall second; beside it the same games through runSimulation (the plain simulator, no per-game pairing) for
// the pairing's cost, and the keep-rules phase that follows.
import { availableParallelism } from 'node:os';
import { realDeck } from '../test/goldfish-fixtures.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { planAdvice } from '../engine/advice/advise.ts';
import { runPaired } from '../electron/workers/advice-runner.ts';
import { runSimulation } from '../electron/workers/sim-runner.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
const GAMES = 100_000;

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  let started = performance.now();
  const plan = planAdvice(deck, { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7 });
  const planMs = performance.now() - started;
  const sides = ['play', 'draw'] as const;
  const cores = availableParallelism();
  const variants = plan.sweep.decks.length;
  const games = variants * GAMES * sides.length;

  started = performance.now();
  const cpuBefore = process.cpuUsage();
  let firstRow = 0;
  await runPaired({
    ...plan.sweep,
    games: GAMES,
    seed: 1,
    sides: [...sides],
    onDeck: () => (firstRow ||= performance.now() - started),
  });
  const sweepMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // The process's CPU time counts its worker threads: on a shared machine it shows what the sweep itself costs.
  const sweepCpuMs = (cpu.user + cpu.system) / 1000;

  started = performance.now();
  const plainCpuBefore = process.cpuUsage();
  await runSimulation({ decks: plan.sweep.decks, games: GAMES, seed: 1, sides: [...sides] });
  const plainMs = performance.now() - started;
  const plainCpu = process.cpuUsage(plainCpuBefore);
  const plainCpuMs = (plainCpu.user + plainCpu.system) / 1000;

  started = performance.now();
  await runPaired({ ...plan.keep, games: GAMES, seed: 1, sides: [...sides] });
  const keepMs = performance.now() - started;

  const perSecond = (ms: number) => Math.round((games / ms) * 1000).toLocaleString('en');
  console.log(
    `the sweep's wall time: ${(sweepMs / 1000).toFixed(2)} s for ${variants} land counts × ${GAMES.toLocaleString('en')} games × 2 sides ` +
      `(${plan.sweep.figures.length} figures a game) on ${cores} cores, ${perSecond(sweepMs)} games/s; first land count after ${(firstRow / 1000).toFixed(2)} s; ` +
      `CPU ${(sweepCpuMs / 1000).toFixed(2)} s (${perSecond(sweepCpuMs)} games per CPU-second)`,
  );
  console.log(
    `same games through runSimulation (no pairing, all decks finish together): ${(plainMs / 1000).toFixed(2)} s, CPU ${(plainCpuMs / 1000).toFixed(2)} s; ` +
      `paired/plain ${(sweepMs / plainMs).toFixed(2)} wall, ${(sweepCpuMs / plainCpuMs).toFixed(2)} CPU`,
  );
  console.log(
    `keep rules after it: ${plan.keep.decks.length} policies, ${(keepMs / 1000).toFixed(2)} s; plan (compile ${variants + plan.keep.decks.length} decks): ${planMs.toFixed(0)} ms`,
  );
}
