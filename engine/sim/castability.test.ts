import { describe, expect, it } from 'vitest';
import { realDeck } from '../../test/goldfish-fixtures.ts';
import { compileDeck } from './compile.ts';
import { ManaStates, PICK_NONE, PICK_ONLY_X, PICK_VARIANT } from './castability.ts';
import { OPTION_HAS_X, type CompiledMtgDeck } from './compiled.ts';
import { findPayment } from '../goldfish/matching.ts';
import { DEFAULT_POLICY } from '../goldfish/policy.ts';
import { SETUPS, type GameSetup } from '../goldfish/setup.ts';
import { Xoshiro128 } from '../rng/xoshiro128.ts';

// The cache must answer exactly what the exact payment (Kuhn's matching, engine/goldfish/matching.ts) answers
// for the same untapped units: the decks are real, the mana bases are random draws of their own sources.
// (No card of the shared data has Phyrexian mana, so no cost here is paid with life.)
const DECKS: [name: string, path: string, sets: string[], setup: GameSetup][] = [
  ['Oko (two colors, a tapped dual)', 'plain-taw/pw__eld__Oko, the Trickster.txt', ['ELD'], SETUPS.constructed],
  [
    'Mono-Green Stompy (modal lands, {X} spells)',
    'plain-taw/challenger__q05__Mono-Green Stompy.txt',
    ['ZNR', 'ELD', 'M21', 'THB', 'IKO', 'KHM', 'M20'],
    SETUPS.constructed,
  ],
  [
    'Aura of Courage (Commander: mana rocks, 89 cards)',
    'plain-taw/cmd__afc__Aura of Courage.txt',
    ['AFC', 'AFR'],
    SETUPS.commander,
  ],
];

function compiled(path: string, sets: string[], setup: GameSetup): CompiledMtgDeck {
  return compileDeck(realDeck(path, sets), { setup, policy: DEFAULT_POLICY, turns: 7 }) as CompiledMtgDeck;
}

const pipsOf = (deck: CompiledMtgDeck, v: number) =>
  Array.from(deck.variantPips.subarray(deck.variantPipStart[v], deck.variantPipStart[v] + deck.variantPipCount[v]));

/** Whether `variant` can be paid from `units` once `paid` (variants already cast) is paid too: one exact matching. */
function matches(deck: CompiledMtgDeck, units: number[], paid: number[], variant: number): boolean {
  const all = [...paid, variant];
  const amount = all.reduce((n, v) => n + deck.variantAmount[v], 0);
  return (
    findPayment(
      all.flatMap((v) => pipsOf(deck, v)),
      amount,
      units,
    ) !== null
  );
}

const variantsOfOption = (deck: CompiledMtgDeck, o: number) =>
  Array.from({ length: deck.optionVariantCount[o] }, (_, i) => deck.optionVariantStart[o] + i);

/** The pick the cast policy must make, by trying every option and variant against the matching. */
function expectedPick(deck: CompiledMtgDeck, units: number[], paid: number[], card: number, lifeLeft: number): number {
  let best = -1,
    bestValue = -Infinity,
    anyX = false;
  for (let o = deck.optionStart[card]; o < deck.optionStart[card] + deck.optionCount[card]; o++) {
    const payable = variantsOfOption(deck, o).find(
      (v) => matches(deck, units, paid, v) && !(deck.variantLife[v] > 0 && lifeLeft - deck.variantLife[v] <= 0),
    );
    if (payable === undefined) continue;
    if (deck.optionFlags[o] & OPTION_HAS_X) anyX = true;
    else if (deck.optionValue[o] > bestValue) {
      bestValue = deck.optionValue[o];
      best = payable;
    }
  }
  return best >= 0 ? PICK_VARIANT + best : anyX ? PICK_ONLY_X : PICK_NONE;
}

/** Random mana bases drawn from the deck's own units (lands and mana permanents), 0 to 9 units. */
function randomBases(deck: CompiledMtgDeck, count: number, seed: number): number[][] {
  const rng = Xoshiro128.forGame(seed, 0);
  return Array.from({ length: count }, () =>
    Array.from({ length: rng.below(10) }, () => deck.unitMasks[rng.below(deck.unitMasks.length)]),
  );
}

function stateOf(mana: ManaStates, units: number[]): number {
  let state = mana.empty;
  for (const mask of units) state = mana.add(state, mana.kindOf(mask));
  return state;
}

describe('ManaStates: cached castability equals the exact payment (CR 601.2g–h) on real decks', () => {
  for (const [name, path, sets, setup] of DECKS) {
    it(`${name}: pick() for every card and every random mana base matches Kuhn's matching`, () => {
      const deck = compiled(path, sets, setup);
      const mana = new ManaStates(deck);
      let castable = 0;
      // Twice over the same bases: the second pass reads what the first one stored.
      for (const pass of [1, 2]) {
        for (const units of randomBases(deck, 100, 11)) {
          const state = stateOf(mana, units);
          expect(mana.amounts[state]).toBe(units.length);
          for (let card = 0; card < deck.names.length; card++) {
            const expected = expectedPick(deck, units, [], card, 20);
            expect(mana.pick(state, card, 20), `${deck.names[card]} from [${units.join(',')}], pass ${pass}`).toBe(
              expected,
            );
            if (expected !== PICK_NONE) castable++;
          }
        }
      }
      expect(castable).toBeGreaterThan(0);
    });

    it(`${name}: with a spell already paid, pick() from the leftover state and pickAfter() with a debit match one matching of both costs`, () => {
      const deck = compiled(path, sets, setup);
      const mana = new ManaStates(deck);
      const rng = Xoshiro128.forGame(12, 0);
      let checked = 0;
      for (const units of randomBases(deck, 120, 13)) {
        const state = stateOf(mana, units);
        const paidVariant = rng.below(deck.variantAmount.length);
        if (!matches(deck, units, [], paidVariant)) continue;
        const debit = new Int16Array(deck.unions.length).map(
          (_, j) => deck.demand[paidVariant * deck.unions.length + j],
        );
        const leftover = mana.pay(state, paidVariant, 0);
        for (let card = 0; card < deck.names.length; card++) {
          const expected = expectedPick(deck, units, [paidVariant], card, 20);
          expect(mana.pickAfter(state, card, 20, debit, deck.variantAmount[paidVariant])).toBe(expected);
          if (leftover >= 0) expect(mana.pick(leftover, card, 20)).toBe(expected);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('the same units in any order, or counted at once (ofKinds), are one state', () => {
    const deck = compiled(DECKS[0][1], DECKS[0][2], DECKS[0][3]);
    const mana = new ManaStates(deck);
    for (const units of randomBases(deck, 50, 14)) {
      const forward = stateOf(mana, units);
      expect(stateOf(mana, [...units].reverse())).toBe(forward);
      const kinds = Int32Array.from(units, (m) => mana.kindOf(m));
      expect(mana.ofKinds(kinds, kinds.length)).toBe(forward);
    }
  });

  it('castableSet() and shortSets() hold exactly the cards pick() casts and the spells short of each union', () => {
    const deck = compiled(DECKS[2][1], DECKS[2][2], DECKS[2][3]);
    const mana = new ManaStates(deck);
    const k = deck.unions.length;
    const everyCard = new Int32Array(mana.words).fill(-1);
    const has = (at: number, card: number) => (mana.table[at + (card >>> 5)] & (1 << (card & 31))) !== 0;
    // Each base is asked more often than a state needs to learn every card at once.
    for (let ask = 0; ask < 10; ask++) {
      for (const units of randomBases(deck, 20, 15)) {
        const state = stateOf(mana, units);
        const castableAt = mana.castableSet(state, everyCard);
        const shortAt = mana.shortSets(state, everyCard);
        for (let card = 0; card < deck.names.length; card++) {
          const paysLife = mana.cardPaysLife[card] === 1;
          expect(has(castableAt, card)).toBe(!paysLife && mana.pick(state, card, 40) !== PICK_NONE);
          if (deck.optionCount[card] === 0) continue;
          const first = deck.optionVariantStart[deck.optionStart[card]];
          for (let j = 0; j < k; j++) {
            expect(has(shortAt + j * mana.words, card)).toBe(deck.demand[first * k + j] > mana.vectors[state * k + j]);
          }
        }
      }
    }
  });
});
