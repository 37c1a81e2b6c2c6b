// Child of worker-detach.test.ts: plays a simulation and an advice run on real workers with V8 tracing the
// invalidation of its ArrayBufferDetaching protector, then prints "played". The workers' modules are put in
// bin/typescript-cache.js's cache before the trace starts, so stripping types (WebAssembly memory growth detaches
// a buffer) cannot be what it reports.
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { cacheTypeScriptIn } from '../bin/typescript-cache.js';
import { realDeck } from './goldfish-fixtures.ts';
import { compileDeck } from '../engine/sim/compile.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { advicePasses, planAdvice } from '../engine/advice/advise.ts';
import { runPairedPasses } from '../electron/workers/advice-runner.ts';
import { runSimulation } from '../electron/workers/sim-runner.ts';

const root = resolve(import.meta.dirname, '..');
cacheTypeScriptIn([join(root, 'electron'), join(root, 'engine')]);
setFlagsFromString('--trace-protector-invalidation');

const options = { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7 };
const oko = realDeck('plain-taw/pw__eld__Oko, the Trickster.txt', ['ELD']);
const deck = compileDeck(oko, options);
await runSimulation({ decks: [deck, deck], games: 10_000, seed: 1, sides: ['play', 'draw'], workers: 2 });
const plan = planAdvice(oko, { ...options, lands: [24, 26] });
await runPairedPasses({ seed: 1, sides: ['play', 'draw'], passes: advicePasses(plan, 10_000), workers: 2 });
console.log('played');
