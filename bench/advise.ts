// The advisor's default land sweep as the user waits for it: 11 land counts (±5 around the Oko deck's 25) ×
// 100,000 games each, split between the play and the draw, every spell tracked, on every core through the paired
// runner (electron/workers/advice-runner.ts): wall and CPU time and the time to the first streamed land count;
// the same games through runSimulation (the plain simulator, no per-game figures) for the pairing's cost; and
// the whole run as advice.run plays it, the keep rules after the sweep on the same workers; and that whole run for a
// Commander deck, whose games cost the most. Each figure carries the load average when it was taken: the machine
// is shared, and CPU seconds (the process's, worker threads included) are what does not depend on the load.
import { availableParallelism, loadavg } from 'node:os';
import { timed, type Timing } from './lib/timing.ts';
import { realDeck } from '../test/goldfish-fixtures.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { advicePasses, keepGames, planAdvice, type AdvicePlan } from '../engine/advice/advise.ts';
import { runPaired, runPairedPasses } from '../electron/workers/advice-runner.ts';
import { runSimulation } from '../electron/workers/sim-runner.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
/** A Commander deck (100 cards, ±6 lands, mana rocks): where a game costs most, so the advice takes longest. */
const COMMANDER_DECK = 'plain-taw/cmd__afc__Aura of Courage.txt';
const GAMES = 100_000;
const SIDES = ['play', 'draw'] as const;
/** Every run's seed and sides. */
const COMMON = { seed: 1, sides: [...SIDES] };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timing = (t: Timing) => `${seconds(t.wallMs)} wall, CPU ${seconds(t.cpuMs)} (load ${t.load.toFixed(1)})`;

/** advice.run's passes for `plan` on every core, timed, with when the first deck and the sweep's last deck answered. */
async function adviceRun(plan: AdvicePlan): Promise<Timing & { firstMs: number; sweepDoneMs: number }> {
  const started = performance.now();
  let firstMs = 0;
  let sweepDoneMs = 0;
  const run = await timed(() =>
    runPairedPasses({
      ...COMMON,
      passes: advicePasses(plan, GAMES),
      onDeck: (pass, result) => {
        firstMs ||= performance.now() - started;
        if (pass === 0 && result.deck === plan.sweep.decks.length - 1) sweepDoneMs = performance.now() - started;
      },
    }),
  );
  return { ...run, firstMs, sweepDoneMs };
}

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  let started = performance.now();
  const plan = planAdvice(deck, { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7 });
  const planMs = performance.now() - started;
  const variants = plan.sweep.decks.length;

  started = performance.now();
  let firstRow = 0;
  const sweep = await timed(() =>
    runPaired({ ...COMMON, ...plan.sweep, games: GAMES, onDeck: () => (firstRow ||= performance.now() - started) }),
  );
  const firstLoad = loadavg()[0];
  // The same games: GAMES / 2 game indices, each on both sides.
  const plain = await timed(() => runSimulation({ ...COMMON, decks: plan.sweep.decks, games: GAMES / SIDES.length }));
  // As advice.run plays them: the keep rules and the deck with untapped lands follow the sweep on the same workers.
  const both = await adviceRun(plan);

  const perCpuSecond = (t: Timing, games: number) => Math.round((games / t.cpuMs) * 1000).toLocaleString('en');
  console.log(
    `the default sweep: ${variants} land counts × ${GAMES.toLocaleString('en')} games (${GAMES / SIDES.length} on the play, ` +
      `${GAMES / SIDES.length} on the draw), ${plan.sweep.figures.length} figures a game, ${plan.sweep.paired.length} paired, ` +
      `on ${availableParallelism()} cores: ${timing(sweep)}, ${perCpuSecond(sweep, variants * GAMES)} games per CPU-second; ` +
      `first land count after ${seconds(firstRow)} (load ${firstLoad.toFixed(1)})`,
  );
  console.log(
    `the same games through runSimulation (no per-game figures): ${timing(plain)}; ` +
      `paired/plain ${(sweep.wallMs / plain.wallMs).toFixed(2)} wall, ${(sweep.cpuMs / plain.cpuMs).toFixed(2)} CPU`,
  );
  console.log(
    `the sweep then the keep rules (${plan.keep.decks.length} policies × ${keepGames(GAMES).toLocaleString('en')} games) ` +
      `and the deck with untapped lands (${plan.untappedLands ? 1 : 0} × as many) ` +
      `in one run: ${timing(both)}; the keep rules end ${seconds(both.wallMs - both.sweepDoneMs)} after the last land count; ` +
      `plan (compile ${variants + plan.keep.decks.length - 1} decks): ${planMs.toFixed(0)} ms`,
  );

  const commander = planAdvice(realDeck(COMMANDER_DECK, ['AFC', 'AFR']), {
    setup: SETUPS.commander,
    policy: DEFAULT_POLICY,
    turns: 7,
  });
  const commanderRun = await adviceRun(commander);
  console.log(
    `a Commander deck's advice.run (Aura of Courage: ${commander.sweep.decks.length} land counts, then the keep rules and ` +
      `the untapped lands, as above): ${timing(commanderRun)}; first land count after ${seconds(commanderRun.firstMs)}`,
  );
}
