// Phyrexian mana paid with life in the simulator (CR 107.4f: a Phyrexian symbol is paid with one mana of its
// color or 2 life; 119.4: life is paid only from a total that can cover it), against an exact oracle: a
// Markov chain over the draws, computed here from the deck's counts alone.
import { describe, expect, it } from 'vitest';
import { cardFromScryfall } from '../cards/from-scryfall.ts';
import { basicLand, mtgDeckOf } from '../../test/goldfish-fixtures.ts';
import { compileDeck } from './compile.ts';
import { runSlice } from './run.ts';
import { summarizeSide } from './metrics.ts';
import { policyWith } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { wilson } from '../stats/index.ts';
import type { SimDeck } from './deck-input.ts';
import { summaryInputOf } from './report.ts';

/**
 * Dismember as Scryfall serves it (New Phyrexia). No card of ../shared/data has Phyrexian mana in its cost
 * (the MTGJSON sets there predate them or lack them), so this one card is written out; the simulator reads it
 * through the same Scryfall reader as an import does.
 */
const DISMEMBER = {
  object: 'card',
  id: 'nph-57-dismember',
  oracle_id: 'dismember',
  name: 'Dismember',
  lang: 'en',
  layout: 'normal',
  mana_cost: '{1}{B/P}{B/P}',
  cmc: 3,
  type_line: 'Instant',
  oracle_text: '({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.',
  colors: ['B'],
  color_identity: ['B'],
  keywords: [],
  set: 'nph',
  collector_number: '57',
};

const COPIES = 4;
const DECK_SIZE = 60;
const TURNS = 6;
const GAMES = 40_000;
/** Two Phyrexian symbols, neither payable by a Forest: 2 life each (CR 107.4f). */
const LIFE_PER_CAST = 2 * 2;
/** Several figures per test: a 99.9% interval each (see sim.test.ts). */
const Z_FAMILY = 3.29;

/** Four Dismembers and 56 Forests: no black source, so every Dismember cast pays 4 life and {1}. */
function dismemberDeck(): SimDeck {
  const forests = mtgDeckOf('Forests', ['M21'], [{ count: DECK_SIZE - COPIES, keep: basicLand('Forest') }]);
  return {
    name: 'Dismember and Forests',
    main: [{ card: cardFromScryfall(DISMEMBER).card, count: COPIES }, ...forests.main],
  };
}

/**
 * P(a Dismember is castable at the main phase of turn t), t = 1..turns, on the play keeping every 7: a chain over
 * (cards drawn, Dismembers drawn, Dismembers cast). Each turn a Forest is played (a hand of 7 or more holds at most
 * 4 Dismembers, so it always has one), giving t mana; the turn casts as many as it holds, has mana for, and has life
 * for. With the starting lives used here, payments stop at the same count whether a payment may bring life to 0 or
 * must leave some (119.4 allows the first; the simulator does the second).
 */
function exactCastableAtTurn(startingLife: number, turns: number): number[] {
  const lifePayments = Math.floor((startingLife - 1) / LIFE_PER_CAST);
  type State = { drawn: number; dismembers: number; cast: number };
  let states = new Map<string, { state: State; p: number }>([
    ['0,0,0', { state: { drawn: 0, dismembers: 0, cast: 0 }, p: 1 }],
  ]);
  const add = (into: typeof states, state: State, p: number) => {
    const key = `${state.drawn},${state.dismembers},${state.cast}`;
    const entry = into.get(key);
    if (entry) entry.p += p;
    else into.set(key, { state, p });
  };
  const draw = () => {
    const next: typeof states = new Map();
    for (const { state, p } of states.values()) {
      const pDismember = (COPIES - state.dismembers) / (DECK_SIZE - state.drawn);
      if (pDismember > 0)
        add(next, { ...state, drawn: state.drawn + 1, dismembers: state.dismembers + 1 }, p * pDismember);
      if (pDismember < 1) add(next, { ...state, drawn: state.drawn + 1 }, p * (1 - pDismember));
    }
    states = next;
  };
  const castable: number[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    for (let i = 0; i < (turn === 1 ? 7 : 1); i++) draw();
    let p = 0;
    const next: typeof states = new Map();
    for (const { state, p: q } of states.values()) {
      const inHand = state.dismembers - state.cast;
      if (inHand > 0 && state.cast < lifePayments) p += q;
      add(next, { ...state, cast: state.cast + Math.max(0, Math.min(inHand, turn, lifePayments - state.cast)) }, q);
    }
    states = next;
    castable.push(p);
  }
  return castable;
}

function simulatedCastableAtTurn(startingLife: number, phyrexianLife: boolean) {
  const deck = compileDeck(dismemberDeck(), {
    setup: { ...SETUPS.constructed, startingLife },
    policy: policyWith({ mulligan: 'never', cast: { phyrexianLife } }),
    turns: TURNS,
  });
  const { counts } = runSlice([deck], { seed: 11, start: 0, count: GAMES, sides: ['play'] });
  const play = summarizeSide(counts[0], 'play', summaryInputOf(deck));
  const dismember = play.cards.find((c) => c.name === 'Dismember');
  if (!dismember) throw new Error('Dismember is not tracked');
  return dismember.atTurn;
}

describe('Phyrexian mana paid with life (CR 107.4f, 119.4, 601.2f-h)', () => {
  for (const startingLife of [5, 9]) {
    it(`pays 2 life per Phyrexian symbol no land can pay, while the life lasts: Dismember with Forests from ${startingLife} life`, () => {
      const exact = exactCastableAtTurn(startingLife, TURNS);
      const simulated = simulatedCastableAtTurn(startingLife, true);
      expect(simulated).toHaveLength(TURNS);
      simulated.forEach((estimate, i) => {
        const ci = wilson(estimate.value * GAMES, GAMES, Z_FAMILY);
        const label = `turn ${i + 1}: exact ${exact[i].toFixed(4)}, simulated ${estimate.value.toFixed(4)} [${ci.low.toFixed(4)}, ${ci.high.toFixed(4)}]`;
        expect(exact[i], label).toBeGreaterThanOrEqual(ci.low);
        expect(exact[i], label).toBeLessThanOrEqual(ci.high);
      });
    });
  }

  it('never casts Dismember without a black source when the policy does not pay life (107.4f is a choice)', () => {
    expect(simulatedCastableAtTurn(20, false).map((e) => e.value)).toEqual(Array<number>(TURNS).fill(0));
  });
});
