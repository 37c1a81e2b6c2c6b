// The simulator's results, pinned: SHA-256 of the full counts arrays and of game traces for real decks,
// both sides, several mulligan rules, seeds and slices. A speed change must leave every one of them as it is.
// They change only with a change of the rules or policies the games follow, and the commit that changes them
// says which. The cases whose every spell has its own priority (no two spells of equal rank) and Duel Masters
// never reach the cast policy's rule for equal ranks ("held in hand longest", engine/sim/mtg-casting.ts): they
// pin the rest of the engine apart from that rule.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { distinctPriorities, dmFireAndNatureDeck, realDeck } from '../../test/goldfish-fixtures.ts';
import { compileDeck } from './compile.ts';
import { runSlice, traceGame } from './run.ts';
import { newTrace } from './trace.ts';
import { SIDES, type Side } from './metrics.ts';
import { DEFAULT_POLICY, policyWith, type GoldfishPolicy } from '../goldfish/policy.ts';
import { SETUPS, withMulligan, type GameSetup } from '../goldfish/setup.ts';
import type { CompiledDeck } from './compiled.ts';
import type { SimDeck } from './deck-input.ts';

const OKO = 'plain-taw/pw__eld__Oko, the Trickster.txt'; // two colors, a tapped dual
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // modal double-faced lands, {X} spells
const AURA = 'plain-taw/cmd__afc__Aura of Courage.txt'; // 100 cards, commander, mana rocks
const SETS = ['M21', 'ELD', 'ZNR', 'KHM', 'IKO', 'THB', 'M20'];
const GAMES = 3000;

function sha(bytes: ArrayBufferView): string {
  return createHash('sha256')
    .update(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    .digest('hex')
    .slice(0, 16);
}

const shaText = (text: string) => sha(new TextEncoder().encode(text));

function compile(deck: SimDeck, setup: GameSetup, policy: GoldfishPolicy = DEFAULT_POLICY, turns = 7): CompiledDeck {
  return compileDeck(deck, { setup, policy, turns });
}

/** The counts of GAMES games from `start` on both sides, hashed. */
function countsHash(deck: CompiledDeck, seed: number, start = 0): string {
  const { counts } = runSlice([deck], { seed, start, count: GAMES, sides: [...SIDES] });
  return sha(counts[0]);
}

/** Traces of games 0..n-1 on each side, with the counts each game adds, hashed. */
function tracesHash(deck: CompiledDeck, seed: number, n = 25): string {
  const games = SIDES.flatMap((side: Side) =>
    Array.from({ length: n }, (_, game) => {
      const trace = newTrace();
      const counts = traceGame(deck, seed, game, side, trace);
      return { trace, counts: Array.from(counts) };
    }),
  );
  return shaText(JSON.stringify(games));
}

const mtgDecks = new Map<string, SimDeck>();
const mtgDeck = (path: string, sets = SETS) => {
  if (!mtgDecks.has(path)) mtgDecks.set(path, realDeck(path, sets));
  return mtgDecks.get(path)!;
};

interface GoldenCase {
  name: string;
  deck: () => CompiledDeck;
  seed: number;
  start?: number;
  counts: string;
  traces: string;
}

const CASES: GoldenCase[] = [
  {
    name: 'Oko, London (CR 103.5), standard keep rules',
    deck: () => compile(mtgDeck(OKO), SETUPS.constructed),
    seed: 1,
    counts: 'bed229a43e60e638',
    traces: '34bf04d523a3c5d7',
  },
  {
    name: 'Oko, London, another seed and a slice starting at game 5000',
    deck: () => compile(mtgDeck(OKO), SETUPS.constructed),
    seed: 77,
    start: 5000,
    counts: '3e12b57a33b4bf31',
    traces: '29bd363a695dc5bb',
  },
  {
    name: "Oko, Vancouver (scry 1 after a mulligan), Karsten's keep rules",
    deck: () =>
      compile(mtgDeck(OKO), withMulligan(SETUPS.constructed, 'vancouver'), policyWith({ mulligan: 'karsten' })),
    seed: 3,
    counts: '05ae81aea5c9208a',
    traces: '82ce75f8e9e3ff1d',
  },
  {
    name: 'Oko, Paris mulligan',
    deck: () => compile(mtgDeck(OKO), withMulligan(SETUPS.constructed, 'paris')),
    seed: 5,
    counts: '4f765508faf41cb8',
    traces: 'c4df6eec1f319b79',
  },
  {
    name: 'Mono-Green Stompy: modal double-faced lands (CR 712.12), {X} spells (CR 107.3a), 9 turns',
    deck: () => compile(mtgDeck(STOMPY), SETUPS.constructed, DEFAULT_POLICY, 9),
    seed: 11,
    counts: 'cdbba55d3d42b7d7',
    traces: '1e4746b426895f78',
  },
  {
    name: 'Aura of Courage, Commander: command zone (CR 903.6), free first mulligan, mana rocks',
    deck: () => compile(mtgDeck(AURA, ['AFC', 'AFR']), SETUPS.commander, policyWith({ mulligan: 'karsten-commander' })),
    seed: 2,
    counts: '8615857b8c1b73b1',
    traces: '5bbf4e27c0d03a6b',
  },
  {
    name: 'Oko, every spell its own priority (no equal ranks)',
    deck: () => compile(mtgDeck(OKO), SETUPS.constructed, distinctPriorities(mtgDeck(OKO))),
    seed: 6,
    counts: '1d6af75958a4c8e5',
    traces: '6cf6052b5a6e233e',
  },
  {
    name: 'Mono-Green Stompy, every spell its own priority (no equal ranks), {X} spells',
    deck: () => compile(mtgDeck(STOMPY), SETUPS.constructed, distinctPriorities(mtgDeck(STOMPY)), 9),
    seed: 12,
    counts: '62d240431c925b4f',
    traces: 'fac6c7b40437a736',
  },
  {
    name: 'Aura of Courage, Commander, every spell its own priority (no equal ranks), mana rocks',
    deck: () => {
      const aura = mtgDeck(AURA, ['AFC', 'AFR']);
      return compile(aura, SETUPS.commander, distinctPriorities(aura, { mulligan: 'karsten-commander' }));
    },
    seed: 8,
    counts: 'ff13d6463cb92768',
    traces: 'ffe39898d17696c5',
  },
  {
    name: 'Duel Masters: shields (DM 103.3), charge, civilizations (DM 112.2a), the kill (DM 509.1)',
    deck: () => compile(dmFireAndNatureDeck(), SETUPS.dm, DEFAULT_POLICY, 8),
    seed: 4,
    counts: '1c44e08528488429',
    traces: '60f43d6e5f9bf299',
  },
];

describe('golden results: the engine plays the same games as when the hashes were recorded', () => {
  it.each(CASES)('$name', ({ deck, seed, start, counts, traces }) => {
    const compiled = deck();
    expect({ counts: countsHash(compiled, seed, start), traces: tracesHash(compiled, seed) }).toEqual({
      counts,
      traces,
    });
  });
});
