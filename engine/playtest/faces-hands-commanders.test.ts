// Rules of the table checked on real decks and real card data: a transformed permanent's mana (CR 712.8e, 305.6,
// 605), the cleanup step's discard to maximum hand size (CR 402.2, 514.1; none in Duel Masters, DM 402.2) and
// combat damage from a commander (CR 903.10a, 704.6c; not in Brawl, 903.12h).
import { describe, expect, it } from 'vitest';
import { card, mtgCards, realDeck } from '../../test/real-decks.ts';
import { SETUPS } from '../goldfish/setup.ts';
import type { Card } from '../cards/types.ts';
import { dmDeckOf, dmPlainAttacker } from '../../test/goldfish-fixtures.ts';
import { parseActionFile } from './action-file.ts';
import {
  apply,
  cleanupDiscards,
  describeLog,
  landFaceOf,
  manaAvailable,
  playtestDeckFromResolved,
  startGame,
  type Action,
  type PlaytestDeck,
  type PlaytestState,
  type Refusal,
  type Zone,
} from './index.ts';

function play(state: PlaytestState, ...actions: Action[]): PlaytestState {
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.refusal.message}`);
    state = result.state;
  }
  return state;
}

function refusal(state: PlaytestState, action: Action): Refusal {
  const result = apply(state, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was not refused`);
  return result.refusal;
}

const nameOf = (state: PlaytestState, id: number) => state.defs[state.cards[id].def].name;
const fetch = (name: string, to: Zone, from: Zone = 'library'): Action => ({ type: 'move', card: name, from, to });

function mtgDeck(path: string, extra: Card[] = []): PlaytestDeck {
  const { deck } = realDeck(path);
  const table = playtestDeckFromResolved({ ...deck, name: path }, mtgCards().cards);
  return { ...table, main: [...table.main, ...extra.map((c) => ({ card: c, count: 1 }))] };
}

const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // 19 Forests, Lovestruck Beast {2}{G}, Stonecoil Serpent {X}

describe('a transformed permanent has only its back face, mana abilities included (CR 712.8e, 305.6, 605)', () => {
  const CAPTIVE = 'Ulvenwald Captive // Ulvenwald Abomination'; // {T}: Add {G}; transformed {T}: Add {C}{C}
  const HOSTEL = 'Hostile Hostel // Creeping Inn'; // a land ({T}: Add {C}); transformed a 3/7 creature with no mana

  function withOnBattlefield(name: string): PlaytestState {
    const deck = mtgDeck(STOMPY, [card(name)]);
    return play(
      startGame(deck, { seed: 5, setup: SETUPS.constructed }),
      { type: 'keep' },
      fetch(name, 'battlefield'),
      fetch('Forest', 'battlefield'),
      fetch('Lovestruck Beast', 'hand'),
      { type: 'next-turn' },
    );
  }

  it('Ulvenwald Abomination taps for {C}{C}: with a Forest it pays Lovestruck Beast {2}{G}, which the Captive front ({G}) cannot', () => {
    const front = withOnBattlefield(CAPTIVE);
    const pay: Action = { type: 'cast', card: 'Lovestruck Beast', tap: ['Ulvenwald Captive', 'Forest'] };
    expect(manaAvailable(front)).toBe(2);
    expect(refusal(front, pay)).toMatchObject({ code: 'cast.cannot-pay', rule: 'CR 601.2h' });
    const transformed = play(front, { type: 'transform', card: 'Ulvenwald Captive' });
    expect(manaAvailable(transformed)).toBe(3);
    const cast = play(transformed, pay);
    expect(cast.zones.battlefield.map((id) => cast.defs[cast.cards[id].def].name)).toContain(
      "Lovestruck Beast // Heart's Desire",
    );
    expect(cast.log.at(-1)?.sources).toEqual([CAPTIVE, 'Forest']);
  });

  it('Hostile Hostel transformed into Creeping Inn is no land and makes no mana; transformed back it is a land again', () => {
    const land = withOnBattlefield(HOSTEL);
    const [hostel] = land.zones.battlefield;
    expect(landFaceOf(land, hostel)?.face).toBe('Hostile Hostel');
    expect(manaAvailable(land)).toBe(2);
    const inn = play(land, { type: 'transform', card: hostel });
    expect(landFaceOf(inn, hostel)).toBeUndefined();
    expect(manaAvailable(inn)).toBe(1);
    const serpent: Action = { type: 'cast', card: 'Stonecoil Serpent', x: 1, tap: [hostel] }; // {X}, X = 1
    expect(refusal(play(inn, fetch('Stonecoil Serpent', 'hand')), serpent)).toMatchObject({
      code: 'cast.cannot-pay',
    });
    const back = play(inn, { type: 'transform', card: hostel }, fetch('Stonecoil Serpent', 'hand'));
    expect(manaAvailable(back)).toBe(2);
    expect(play(back, serpent).log.at(-1)?.sources).toEqual([HOSTEL]);
  });
});

describe('the cleanup step discards down to the maximum hand size (CR 402.2, 514.1); Duel Masters has none (DM 402.2)', () => {
  const AZORIUS = 'plain-taw/challenger__q05__Azorius Control.txt';
  const nineInHand = () =>
    play(
      startGame(mtgDeck(AZORIUS), { seed: 7, setup: SETUPS.constructed }),
      { type: 'keep' },
      { type: 'draw', count: 2 },
    );

  it('with nine cards in hand the turn ends with exactly two discards named, the ones the player names, into the graveyard', () => {
    const state = nineInHand();
    expect(state.zones.hand).toHaveLength(9);
    expect(cleanupDiscards(state)).toBe(2);
    for (const discard of [[], [state.zones.hand[0]], state.zones.hand.slice(0, 3)])
      expect(refusal(state, { type: 'next-turn', discard })).toMatchObject({
        code: 'cleanup.discard-count',
        rule: 'CR 514.1',
      });
    const [a, b] = state.zones.hand.slice(-2);
    expect(refusal(state, { type: 'next-turn', discard: [a, a] })).toMatchObject({ code: 'cleanup.discard-count' });
    const next = play(state, { type: 'next-turn', discard: [a, b] });
    expect(next.zones.graveyard).toEqual([a, b]);
    expect(next.zones.hand).toHaveLength(8); // seven kept, then turn 2's draw
    expect(next.turn).toBe(2);
    expect(describeLog(next.log)).toContain(
      `Turn 1: drew 2 cards, discarded ${nameOf(state, a)}, ${nameOf(state, b)} down to the maximum hand size (CR 514.1)`,
    );
  });

  it('a turn ended with nine cards and no discards named keeps them, and the log says the hand was two over (514.1)', () => {
    const next = play(nineInHand(), { type: 'next-turn' });
    expect(next.zones.graveyard).toEqual([]);
    expect(next.zones.hand).toHaveLength(10);
    expect(describeLog(next.log)).toContain(
      'Turn 1: drew 2 cards, ended the turn 2 cards over the maximum hand size, none discarded (CR 514.1)',
    );
  });

  it('seven cards or fewer discard nothing (402.2): a named discard is refused', () => {
    const state = play(startGame(mtgDeck(AZORIUS), { seed: 7, setup: SETUPS.constructed }), { type: 'keep' });
    expect(cleanupDiscards(state)).toBe(0);
    expect(refusal(state, { type: 'next-turn', discard: [state.zones.hand[0]] })).toMatchObject({
      code: 'cleanup.discard-count',
      rule: 'CR 514.1',
    });
    expect(play(state, { type: 'next-turn' }).zones.graveyard).toEqual([]);
  });

  it('an action file names the discards by card name', () => {
    const state = nineInHand();
    const names = state.zones.hand.slice(-2).map((id) => nameOf(state, id));
    const { actions } = parseActionFile(`${JSON.stringify({ type: 'next-turn', discard: names })}\n`, state);
    const next = play(state, ...actions);
    expect(next.zones.graveyard.map((id) => nameOf(next, id)).sort()).toEqual([...names].sort());
  });

  it('a Duel Masters hand of ten ends the turn whole, and a discard is refused (DM 402.2)', () => {
    const deck: PlaytestDeck = { name: 'Fire', game: 'dm', main: dmDeckOf('Fire', dmPlainAttacker('fire')).main };
    let state = play(startGame(deck, { seed: 3, setup: SETUPS.dm }), { type: 'draw', count: 5 });
    expect(state.zones.hand.length).toBeGreaterThanOrEqual(10);
    expect(cleanupDiscards(state)).toBe(0);
    expect(refusal(state, { type: 'next-turn', discard: [state.zones.hand[0]] })).toMatchObject({
      code: 'cleanup.discard-count',
      rule: 'DM 402.2',
    });
    const hand = state.zones.hand.length;
    state = play(state, { type: 'next-turn' });
    expect(state.zones.hand).toHaveLength(hand + 1);
    expect(state.zones.graveyard).toEqual([]);
  });
});
