// A creature's toughness at the table (CR 704.5f, 704.5q; 704.3 state-based actions): its printed toughness and its
// +1/+1 and -1/-1 counters, on real cards of the Mono-Green Stompy list and the shared card data.
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, names, play } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { describeLog, replay, startGame, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';
import { toughnessOf } from './state-based.ts';

const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // Stonecoil Serpent {X}, 0/0; 19 Forests
const EXTRA = ['Birds of Paradise', 'Nightmare']; // a 0/1; a */* (its toughness the number of Swamps)
const START = { seed: 11, setup: SETUPS.constructed };

const kept = () => play(startGame(mtgTableDeck(STOMPY, EXTRA), START), { type: 'keep' });
const onBattlefield = (state: PlaytestState, name: string) =>
  state.zones.battlefield.find((id) => state.defs[state.cards[id].def].name === name);
const counter = (card: string, kind: string, delta: number) => ({ type: 'counter' as const, card, kind, delta });

/** Stompy kept, three Forests out and Stonecoil Serpent cast with X. */
function serpent(x: number): PlaytestState {
  const forests = [1, 2, 3].map(() => fetch('Forest', 'battlefield'));
  return play(kept(), ...forests, fetch('Stonecoil Serpent', 'hand'), { type: 'cast', card: 'Stonecoil Serpent', x });
}

describe('a creature with toughness 0 or less is put into the graveyard (CR 704.5f)', () => {
  it('Stonecoil Serpent whose +1/+1 counters are all removed goes to the graveyard, logged with the rule', () => {
    const cast = serpent(2);
    expect(toughnessOf(cast, onBattlefield(cast, 'Stonecoil Serpent')!)).toBe(2);
    const one = play(cast, counter('Stonecoil Serpent', '+1/+1', -1));
    expect(names(one, 'battlefield')).toContain('Stonecoil Serpent');
    const none = play(one, counter('Stonecoil Serpent', '+1/+1', -1));
    expect(names(none, 'battlefield')).not.toContain('Stonecoil Serpent');
    expect(names(none, 'graveyard')).toEqual(['Stonecoil Serpent']);
    expect(none.log.at(-1)).toMatchObject({ action: 'move', detail: 'toughness', count: 0, rule: 'CR 704.5f' });
    expect(describeLog(none.log).at(-1)).toMatch(
      /-1 \+1\/\+1 counter on Stonecoil Serpent, put Stonecoil Serpent, with toughness 0, into the graveyard \(CR 704\.5f\)$/,
    );
  });

  it('Stonecoil Serpent cast with X = 0 enters as a 0/0 and is put into the graveyard at once', () => {
    const state = serpent(0);
    expect(names(state, 'battlefield')).not.toContain('Stonecoil Serpent');
    expect(names(state, 'graveyard')).toEqual(['Stonecoil Serpent']);
  });

  it('Birds of Paradise (0/1) with a -1/-1 counter goes to the graveyard; a "−1/−1" as printed is the same counter', () => {
    const birds = play(kept(), fetch('Birds of Paradise', 'battlefield'));
    expect(toughnessOf(birds, onBattlefield(birds, 'Birds of Paradise')!)).toBe(1);
    for (const kind of ['-1/-1', '−1/−1']) {
      const dead = play(birds, counter('Birds of Paradise', kind, 1));
      expect(names(dead, 'graveyard')).toEqual(['Birds of Paradise']);
      expect(dead.log.at(-1)).toMatchObject({ count: 0, rule: 'CR 704.5f' });
    }
  });

  it('+1/+1 and -1/-1 counters annihilate in pairs (704.5q): Birds with one of each stays, with none; then one more -1/-1 kills it', () => {
    const birds = play(kept(), fetch('Birds of Paradise', 'battlefield'), counter('Birds of Paradise', '+1/+1', 2));
    const paired = play(birds, counter('Birds of Paradise', '-1/-1', 1));
    const id = onBattlefield(paired, 'Birds of Paradise')!;
    expect(paired.cards[id].counters).toEqual({ '+1/+1': 1 });
    const even = play(paired, counter('Birds of Paradise', '-1/-1', 1));
    expect(even.cards[id].counters).toEqual({});
    expect(toughnessOf(even, id)).toBe(1);
    expect(names(play(even, counter('Birds of Paradise', '-1/-1', 1)), 'graveyard')).toEqual(['Birds of Paradise']);
  });

  it('Nightmare (*/*) is never put into the graveyard for its toughness: the table does not count its Swamps', () => {
    const state = play(kept(), fetch('Nightmare', 'battlefield'), counter('Nightmare', '-1/-1', 3));
    const id = onBattlefield(state, 'Nightmare')!;
    expect(toughnessOf(state, id)).toBeNull();
    expect(state.cards[id].counters).toEqual({ '-1/-1': 3 });
  });

  it('a 2/2 token made at the table with two -1/-1 counters ceases to exist (704.5f, 111.7); a land is no creature', () => {
    const token = play(kept(), { type: 'create-token', name: 'Wolf', power: 2, toughness: 2 });
    const weakened = play(token, counter('Wolf', '-1/-1', 1));
    expect(names(weakened, 'battlefield')).toContain('Wolf');
    const gone = play(weakened, counter('Wolf', '-1/-1', 1));
    expect(names(gone, 'battlefield')).not.toContain('Wolf');
    expect(names(gone, 'graveyard')).toEqual([]);
    const forest = play(kept(), fetch('Forest', 'battlefield'), counter('Forest', '-1/-1', 1));
    expect(names(forest, 'battlefield')).toEqual(['Forest']);
  });

  it('a commander with toughness 0 goes to the command zone instead (704.5f, 903.9a): Osgir (4/4) with four -1/-1 counters', () => {
    const lorehold = play(
      startGame(mtgTableDeck('plain-taw/cmd__c21__Lorehold Legacies.txt'), { seed: 5, setup: SETUPS.commander }),
      { type: 'keep' },
      fetch('Osgir, the Reconstructor', 'battlefield', 'command'),
    );
    const three = play(lorehold, counter('Osgir, the Reconstructor', '-1/-1', 3));
    expect(names(three, 'battlefield')).toEqual(['Osgir, the Reconstructor']);
    const four = play(three, counter('Osgir, the Reconstructor', '-1/-1', 1));
    expect(names(four, 'command')).toEqual(['Osgir, the Reconstructor']);
    expect(describeLog(four.log).at(-1)).toMatch(/with toughness 0, into the command zone \(CR 704\.5f\)$/);
  });

  it('an action file replays the same: the Serpent cast with X = 1 and its counter removed is in the graveyard', () => {
    const file = [
      '{"type":"keep"}',
      '{"type":"move","card":"Forest","from":"library","to":"battlefield"}',
      '{"type":"move","card":"Stonecoil Serpent","from":"library","to":"hand"}',
      '{"type":"cast","card":"Stonecoil Serpent","x":1}',
      '{"type":"counter","card":"Stonecoil Serpent","kind":"+1/+1","delta":-1}',
    ].join('\n');
    const deck = mtgTableDeck(STOMPY, EXTRA);
    const { actions } = parseActionFile(file, startGame(deck, START));
    const game = replay(deck, START, actions);
    const state = game.states[game.done];
    expect(names(state, 'graveyard')).toEqual(['Stonecoil Serpent']);
    expect(game.states[game.done - 1].zones.battlefield.length).toBe(2); // the Forest and the Serpent before
  });
});
