// Rules of the table checked on real decks and real card data: a transformed permanent's mana (CR 712.8e, 305.6,
// 605), the cleanup step's discard to maximum hand size (CR 402.2, 514.1; none in Duel Masters, DM 402.2) and
// combat damage from a commander (CR 903.10a, 704.6c; not in Brawl, 903.12h).
import { describe, expect, it } from 'vitest';
import { card, mtgCards, realDeck } from '../../test/real-decks.ts';
import { SETUPS } from '../goldfish/setup.ts';
import type { Card } from '../cards/types.ts';
import {
  apply,
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
