// Draw odds of a deck's own cards (draw-odds.ts over stats/shared-groups.ts), on real decks: against figures published
// by others (Frank Karsten's 39.9%, the Duel Masters digest's sanity values, §5.3), against the closed form for
// disjoint groups, against the expected position of a first copy, and against the simulator's own shuffles and draws.
import { describe, expect, it } from 'vitest';
import { dmDeckOf, realDeck } from '../../test/goldfish-fixtures.ts';
import { compileDeck } from '../sim/compile.ts';
import { traceGame } from '../sim/run.ts';
import { newTrace } from '../sim/trace.ts';
import type { SimDeck } from '../sim/deck-input.ts';
import { DEFAULT_POLICY } from './policy.ts';
import { SETUPS, withMulligan } from './setup.ts';
import {
  countsAsLand,
  drawGroupText,
  drawOdds,
  parseDrawNeed,
  type DrawNeed,
  type DrawOddsEntry,
} from './draw-odds.ts';
import { probAtLeastEachByTurn } from '../stats/draws.ts';
import { wilson } from '../stats/intervals.ts';

const OKO = 'plain-taw/pw__eld__Oko, the Trickster.txt'; // 60 cards: 25 lands, 4 Oko's Accomplices, 3 Frogify, 3 Charmed Sleep
const OKO_SETS = ['ELD', 'M20', 'M21'];

const entriesOf = (deck: SimDeck): DrawOddsEntry[] =>
  deck.main.map((e) => ({ name: e.card.name, count: e.count, card: e.card, ...(e.tags && { tags: [...e.tags] }) }));
const oko = () => realDeck(OKO, OKO_SETS);
const needs = (...texts: string[]): DrawNeed[] => texts.map(parseDrawNeed);
const TWO_PLAYER = SETUPS.constructed;

describe('reading a need (keep-spec words for names, tags and lands; search words for kinds)', () => {
  it('reads a count and a group, a count of 1 when none is written, and writes the group back', () => {
    const read = [
      '2 lands',
      '3 nonlands',
      '1 "Frogify" "Charmed Sleep"',
      'tag:"card draw"',
      '2 tag:ramp',
      '1 t:creature',
      '1 mv<=2',
      '1 mv:3',
    ].map(parseDrawNeed);
    expect(read.map((n) => n.atLeast)).toEqual([2, 3, 1, 1, 2, 1, 1, 1]);
    expect(read.map((n) => drawGroupText(n.group))).toEqual([
      'lands',
      'nonlands',
      '"Frogify" "Charmed Sleep"',
      'tag:"card draw"',
      'tag:ramp',
      't:creature',
      'mv<=2',
      'mv=3',
    ]);
  });

  it('refuses what is no group, naming the forms it reads', () => {
    for (const text of ['2', '1 "Frogify', '1 creatures', 'tag:', '1 mv<<2', '1 "" '])
      expect(() => parseDrawNeed(text)).toThrow(/cannot read .*write a count and a group/);
  });
});

describe('draw odds against published figures', () => {
  it('Karsten: at least one of 4 copies in the opening 7 of 60 is 39.9% (turn 1 on the play, CR 103.8a)', () => {
    const odds = drawOdds(entriesOf(oko()), needs(`1 "Oko's Accomplices"`), TWO_PLAYER, 3);
    expect(odds.turns[0].seen).toEqual({ play: 7, draw: 8 });
    expect(odds.turns[0].play).toBeCloseTo(0.399, 3);
    // On the draw a turn's draw comes one turn sooner: turn t on the draw sees what turn t+1 on the play sees.
    expect(odds.turns[0].draw).toBeCloseTo(odds.turns[1].play, 12);
    expect(odds.groups).toEqual([expect.objectContaining({ name: `"Oko's Accomplices"`, copies: 4, atLeast: 1 })]);
  });

  it('DM digest §5.3: 4, 8 and 12 copies of 40 with 5 shields set aside (DM 103.3, first player skips, 103.5)', () => {
    const deck = dmDeckOf('dm', (c) => c.dm?.zone === 'main');
    const [a, b, c] = deck.main.map((e) => JSON.stringify(e.card.name));
    const one = drawOdds(entriesOf(deck), needs(`1 ${a}`), SETUPS.dm, 6);
    // Own turn N sees 5 + N - 1 on the play, 5 + N on the draw.
    expect(one.turns.map((t) => t.play.toFixed(3))).toEqual(['0.427', '0.493', '0.552', '0.607', '0.656', '0.700']);
    expect(one.turns.slice(0, 5).map((t) => t.draw.toFixed(3))).toEqual(['0.493', '0.552', '0.607', '0.656', '0.700']);
    const eight = drawOdds(entriesOf(deck), needs(`1 ${a} ${b}`), SETUPS.dm, 3);
    expect([eight.turns[0].play, eight.turns[2].play].map((p) => p.toFixed(3))).toEqual(['0.694', '0.819']);
    const twelve = drawOdds(entriesOf(deck), needs(`1 ${a} ${b} ${c}`), SETUPS.dm, 1);
    expect(twelve.turns[0].play.toFixed(3)).toBe('0.851');
    // The library is 35 once the shields are set: 30 draws at most, and a card may stay among the shields for good.
    expect(one.deckSize).toBe(35);
    expect(drawOdds(entriesOf(deck), needs(`1 ${a}`), SETUPS.dm, 31).turns[30].seen).toEqual({ play: 35, draw: 35 });
    expect(one.meanTurn).toEqual({ play: null, draw: null });
    expect(one.expectedTurn).toEqual({ play: 3, draw: 2 }); // 0.493 on turn 2 on the play is short of even odds
  });
});

describe('draw odds against other derivations', () => {
  it('disjoint groups: the multivariate hypergeometric closed form of engine/stats, turn by turn', () => {
    const deck = entriesOf(oko());
    const odds = drawOdds(deck, needs('2 lands', '1 "Frogify" "Charmed Sleep"'), TWO_PLAYER, 7);
    expect(odds.groups.map((g) => g.copies)).toEqual([25, 6]);
    for (const t of odds.turns)
      for (const side of ['play', 'draw'] as const)
        expect(t[side]).toBeCloseTo(
          probAtLeastEachByTurn(
            [
              { size: 25, atLeast: 2 },
              { size: 6, atLeast: 1 },
            ],
            { deckSize: 60, turn: t.turn, handSize: 7, skipsFirstDraw: side === 'play' },
          ),
          12,
        );
  });

  it('the mean turn of the first copy: from the expected position of the first of K in N, (N + 1) / (K + 1)', () => {
    const odds = drawOdds(entriesOf(oko()), needs(`1 "Oko's Accomplices"`), TWO_PLAYER, 1);
    // T = max(1, X − 6) on the play and max(1, X − 7) on the draw, X the first copy's position in the deck.
    const firstAt = (x: number) => choose(60 - x, 3) / choose(60, 4); // P(X = x): the other 3 copies after x
    const mean = (hand: number) => {
      let below = 0;
      for (let x = 1; x <= hand; x++) below += (hand + 1 - x) * firstAt(x);
      return 61 / 5 - hand + below;
    };
    expect(odds.meanTurn.play).toBeCloseTo(mean(6), 9);
    expect(odds.meanTurn.draw).toBeCloseTo(mean(7), 9);
  });

  it('CR 103.8c: in multiplayer Commander nobody skips the first draw, so play and draw agree', () => {
    const odds = drawOdds(entriesOf(oko()), needs('3 lands'), SETUPS.commander, 4);
    for (const t of odds.turns) expect(t.play).toBe(t.draw);
  });

  it('a card in two groups counts toward both: a group twice, or a group inside another, asks no more than the one', () => {
    const deck = entriesOf(oko());
    const same = (a: DrawNeed[], b: DrawNeed[]) => {
      const [x, y] = [drawOdds(deck, a, TWO_PLAYER, 5), drawOdds(deck, b, TWO_PLAYER, 5)];
      x.turns.forEach((t, i) => {
        expect(t.play).toBeCloseTo(y.turns[i].play, 12);
        expect(t.draw).toBeCloseTo(y.turns[i].draw, 12);
      });
    };
    same(needs('1 "Frogify" "Charmed Sleep"', '1 "Charmed Sleep" "Frogify"'), needs('1 "Frogify" "Charmed Sleep"'));
    same(needs('1 "Frogify" "Charmed Sleep"', '1 "Frogify"'), needs('1 "Frogify"'));
  });
});

describe('draw odds against the simulator (engine/sim, mulligans off: the hand dealt is the hand kept)', () => {
  const GAMES = 4000;
  /** The 99.9% interval: several figures are checked at once (as engine/sim/sim.test.ts does). */
  const Z = 3.29;
  /** For each turn, the games whose hand and draws so far hold every group's count. */
  function simulated(question: DrawNeed[], side: 'play' | 'draw') {
    const deck = oko();
    const odds = drawOdds(entriesOf(deck), question, TWO_PLAYER, 7);
    const compiled = compileDeck(deck, { setup: withMulligan(TWO_PLAYER, 'none'), policy: DEFAULT_POLICY, turns: 7 });
    const members = odds.groups.map((g) => new Set(g.cards.map((c) => c.name)));
    const held = new Array<number>(7).fill(0);
    for (let game = 0; game < GAMES; game++) {
      const trace = newTrace();
      traceGame(compiled, 11, game, side, trace);
      const seen = trace.hand.map((c) => compiled.names[c]);
      trace.turns.forEach((turn, t) => {
        if (turn.drawn >= 0) seen.push(compiled.names[turn.drawn]);
        const counts = members.map((m) => seen.filter((name) => m.has(name)).length);
        if (counts.every((n, g) => n >= odds.groups[g].atLeast)) held[t]++;
      });
    }
    return { odds, held };
  }

  for (const [what, question] of [
    ['two lands and one of 6 removal spells', needs('2 lands', '1 "Frogify" "Charmed Sleep"')],
    ['a creature and two cards of mana value 2 or less, which share cards', needs('1 t:creature', '2 mv<=2')],
  ] as const)
    for (const side of ['play', 'draw'] as const)
      it(`${what}, on the ${side}: every turn's exact figure is inside the simulated interval`, () => {
        const { odds, held } = simulated(question, side);
        expect(odds.groups.every((g) => g.copies > 0)).toBe(true);
        odds.turns.forEach((t, i) => {
          const estimate = wilson(held[i], GAMES, Z);
          expect(t[side]).toBeGreaterThanOrEqual(estimate.low);
          expect(t[side]).toBeLessThanOrEqual(estimate.high);
        });
      });

  it('the groups are the cards the list names: 25 lands by the card data, 4 + 10 + 11', () => {
    const odds = drawOdds(entriesOf(oko()), needs('1 lands'), TWO_PLAYER, 1);
    expect(odds.groups[0].cards).toEqual([
      { name: 'Thornwood Falls', copies: 4 },
      { name: 'Island', copies: 10 },
      { name: 'Forest', copies: 11 },
    ]);
    expect(oko().main.filter((e) => countsAsLand(e.card)).length).toBe(3);
  });
});

describe('questions a deck cannot answer are refused by name', () => {
  it('a card, a tag or a kind the deck lacks; more copies than the group holds; a Duel Masters deck has no lands', () => {
    const deck = entriesOf(oko());
    expect(() => drawOdds(deck, needs('1 "Lightning Bolt"'), TWO_PLAYER, 3)).toThrow(
      'the deck holds no card named "Lightning Bolt"',
    );
    expect(() => drawOdds(deck, needs('1 tag:ramp'), TWO_PLAYER, 3)).toThrow(
      'no card of the deck is in the group tag:ramp',
    );
    expect(() => drawOdds(deck, needs('5 "Frogify"'), TWO_PLAYER, 3)).toThrow(
      'the group "Frogify" holds 3 cards of the deck; ask for 1 to 3 of them, not 5',
    );
    expect(() => drawOdds(deck, [], TWO_PLAYER, 3)).toThrow('a question holds 1 to 8 groups, not 0');
    const dm = entriesOf(dmDeckOf('dm', (c) => c.dm?.zone === 'main'));
    expect(() => drawOdds(dm, needs('1 lands'), SETUPS.dm, 3)).toThrow('no card of the deck is in the group lands');
  });
});

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}
