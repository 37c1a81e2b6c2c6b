// "Enters with X +1/+1 counters" read from the card's own text (CR 122.6, 107.3m): the real cards of the shared card
// data that say it, and those whose X is something else; Stonecoil Serpent of the real Mono-Green Stompy list cast.
import { describe, expect, it } from 'vitest';
import { card as cardNamed } from '../../test/real-decks.ts';
import { fetch, mtgTableDeck, play } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { entersWithXCounters } from './deck.ts';
import { startGame, type PlaytestState } from './index.ts';

const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt';
const front = (name: string) => cardNamed(name).faces[0];

describe('entersWithXCounters: a face whose text says it enters with X +1/+1 counters (CR 122.6)', () => {
  it.each(['Stonecoil Serpent', 'Hydroid Krasis', 'Ugin’s Conjurant', 'Voracious Hydra', 'Worldsoul Colossus'])(
    '%s does',
    (name) => expect(entersWithXCounters(front(name.replace('’', "'")))).toBe(true),
  );

  it.each([
    'Inferno Project', // "…, where X is the total mana value…": not the spell's X
    'Custodi Soulbinders', // "…, where X is the number of other creatures…"
    'Master Biomancer', // other creatures, a number equal to its power
    'Kurbis, Harvest Celebrant', // "a number of … equal to the amount of mana spent"
    'Fractal Summoning', // puts counters on a token it creates
    'Swarm Shambler', // one counter, no X
  ])('%s does not', (name) => expect(entersWithXCounters(front(name))).toBe(false));
});

describe('a permanent cast with X enters with X +1/+1 counters (CR 122.6, 107.3m)', () => {
  function serpent(forests: number): PlaytestState {
    const kept = play(startGame(mtgTableDeck(STOMPY), { seed: 11, setup: SETUPS.constructed }), { type: 'keep' });
    return play(
      kept,
      ...Array.from({ length: forests }, () => fetch('Forest', 'battlefield')),
      fetch('Stonecoil Serpent', 'hand'),
    );
  }
  const countersOf = (state: PlaytestState) => {
    const id = state.zones.battlefield.find((b) => state.defs[state.cards[b].def].name === 'Stonecoil Serpent')!;
    return state.cards[id].counters;
  };

  it('Stonecoil Serpent {X} cast with X = 3 enters with three +1/+1 counters; with X = 0, none, a 0/0 put into the graveyard (CR 704.5f)', () => {
    expect(countersOf(play(serpent(3), { type: 'cast', card: 'Stonecoil Serpent', x: 3 }))).toEqual({ '+1/+1': 3 });
    const zero = play(serpent(3), { type: 'cast', card: 'Stonecoil Serpent', x: 0 });
    expect(zero.log.at(-1)).toMatchObject({ action: 'move', cards: ['Stonecoil Serpent'], rule: 'CR 704.5f' });
  });

  it('put onto the battlefield without being cast, X is 0 (107.3m): no counters, so it is a 0/0 put into the graveyard', () => {
    const moved = play(serpent(0), fetch('Stonecoil Serpent', 'battlefield', 'hand'));
    expect(moved.zones.battlefield).toEqual([]);
    expect(moved.log.at(-1)).toMatchObject({ action: 'move', count: 0, zone: 'graveyard', rule: 'CR 704.5f' });
  });
});
