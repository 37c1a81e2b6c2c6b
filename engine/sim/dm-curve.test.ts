// The Duel Masters curve figure (engine/sim/dm-game.ts) against a count made by hand from traced games: the hand
// and the mana zone rebuilt from what each turn drew, charged and cast, and the payment decided by trying every
// way of giving each civilization its own untapped card (DM 112.2a), not by engine/dm/mana.ts. A card counts when
// held as its curve turn's charge comes, after a charge on every turn before and with another card to charge, and
// is castable when charging one of the other cards pays for it.
import { describe, expect, it } from 'vitest';
import { dmDeckOf, dmFireAndNatureDeck } from '../../test/goldfish-fixtures.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import type { SimDeck } from './deck-input.ts';
import { compileDeck } from './compile.ts';
import { traceGame, layoutFor } from './run.ts';
import { SIDES } from './metrics.ts';
import { newTrace, type GameTrace } from './trace.ts';
import { DEFAULT_POLICY } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import type { CompiledDmDeck } from './compiled.ts';

const GAMES = 300;

interface ManaCard {
  civs: number;
  mana: number;
  tapped: boolean;
}

/** One distinct untapped card for each civilization of the mask, tried every way (DM 112.2a). */
function civilizationsPaid(civs: number, cards: readonly ManaCard[], used = new Set<number>()): boolean {
  if (civs === 0) return true;
  const civ = civs & -civs;
  return cards.some(
    (c, i) =>
      !c.tapped && !used.has(i) && (c.civs & civ) !== 0 && civilizationsPaid(civs & ~civ, cards, new Set([...used, i])),
  );
}

const manaCard = (deck: CompiledDmDeck, card: number): ManaCard => {
  const civs = deck.civilizations[card];
  // DM 405.1: a multicolored card enters the mana zone tapped.
  return { civs, mana: deck.manaNumber[card], tapped: (civs & (civs - 1)) !== 0 };
};

function payable(deck: CompiledDmDeck, card: number, mana: readonly ManaCard[]): boolean {
  const untapped = mana.filter((m) => !m.tapped).reduce((n, m) => n + m.mana, 0);
  return untapped >= deck.manaValue[card] && civilizationsPaid(deck.civilizations[card], mana);
}

/**
 * Games with the curve chance and with the card castable then, per card, counted from one game's trace; returns the
 * turns on which a curve card was the hand's only card after a charge every turn before (no other card to charge).
 */
function countFromTrace(deck: CompiledDmDeck, trace: GameTrace, chance: number[], castable: number[]): number {
  let heldAlone = 0;
  const hand = [...trace.hand];
  const mana: ManaCard[] = [];
  const take = (card: number) => hand.splice(hand.indexOf(card), 1);
  const curveTurn = (card: number) => Math.max(1, Math.ceil(deck.manaValue[card]));
  for (const turn of trace.turns) {
    for (const m of mana) m.tapped = false; // DM 501.1
    if (turn.drawn >= 0) hand.push(turn.drawn);
    const chargedEveryTurn = mana.length === turn.turn - 1;
    if (chargedEveryTurn && hand.length === 1 && curveTurn(hand[0]) === turn.turn) heldAlone++;
    // Before the charge: a charge on every turn before this one, and another card in hand to charge now.
    if (chargedEveryTurn && hand.length >= 2)
      for (const card of new Set(hand)) {
        if (curveTurn(card) !== turn.turn) continue;
        chance[card]++;
        const others = hand.filter((_, i) => i !== hand.indexOf(card));
        if (others.some((other) => payable(deck, card, [...mana, manaCard(deck, other)]))) castable[card]++;
      }
    if (turn.landOrCharge >= 0) {
      take(turn.landOrCharge);
      mana.push(manaCard(deck, turn.landOrCharge));
    }
    for (const card of turn.cast) take(card);
  }
  return heldAlone;
}

/** The curve counts of 300 traced games on each side, by the engine and by hand. */
function curveCounts(deck: CompiledDmDeck) {
  const layout = layoutFor(deck);
  const cards = deck.names.length;
  const byHand = { chance: new Array<number>(cards).fill(0), castable: new Array<number>(cards).fill(0) };
  const byEngine = { chance: new Array<number>(cards).fill(0), castable: new Array<number>(cards).fill(0) };
  let skippedCharges = 0;
  let heldAlone = 0;
  for (const side of SIDES)
    for (let game = 0; game < GAMES; game++) {
      const trace = newTrace();
      const counts = traceGame(deck, 9, game, side, trace);
      heldAlone += countFromTrace(deck, trace, byHand.chance, byHand.castable);
      skippedCharges += trace.turns.filter((t) => t.landOrCharge < 0).length;
      const base = SIDES.indexOf(side) * layout.size;
      for (let card = 0; card < cards; card++) {
        byEngine.chance[card] += counts[base + layout.curveChance + card];
        byEngine.castable[card] += counts[base + layout.curveCastable + card];
      }
    }
  return { byHand, byEngine, skippedCharges, heldAlone };
}

const compile = (deck: SimDeck, turns: number) =>
  compileDeck(deck, { setup: SETUPS.dm, policy: DEFAULT_POLICY, turns }) as CompiledDmDeck;

/** Creatures that never attack a player, cost up to 6: long games whose hands run out, so charges are skipped. */
const WALLS = dmDeckOf('walls', (card) => {
  const p = dmCardProfile(card);
  return p.creature && !p.attacksPlayers && p.cost <= 6;
});

describe('the Duel Masters curve figure (DM 503, 112.2a, 405.1)', () => {
  it('equals a count by hand over 300 traced games on each side: held at the charge after one every turn, payable by charging another card', () => {
    const deck = compile(dmFireAndNatureDeck(), 8);
    const { byHand, byEngine } = curveCounts(deck);
    expect(byEngine).toEqual(byHand);
    // The figure is worth checking: every card of cost 3 or less had chances, and civilizations made some fail.
    expect(byHand.chance.filter((n, card) => deck.manaValue[card] <= 3 && n > 0)).toHaveLength(
      deck.manaValue.filter((cost) => cost <= 3).length,
    );
    expect(byHand.castable.some((n, card) => n < byHand.chance[card])).toBe(true);
  });

  it('DM 503.1: a turn without a charge (the charge is optional) takes the later curve turns out of the figure, and a curve card held alone is no chance', () => {
    const deck = compile(WALLS, 12);
    const { byHand, byEngine, skippedCharges, heldAlone } = curveCounts(deck);
    expect(skippedCharges).toBeGreaterThan(0);
    // Some curve cards were held alone, with no other card to charge: not a chance, by hand and by the engine.
    expect(heldAlone).toBeGreaterThan(0);
    expect(byEngine).toEqual(byHand);
  });
});
