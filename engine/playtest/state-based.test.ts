// A creature's toughness at the table (CR 704.5f, 704.5q; 704.3 state-based actions): its printed toughness and its
// +1/+1 and -1/-1 counters, on real cards of the Mono-Green Stompy list and the shared card data; a Duel Masters
// creature's power (DM 703.4c) on real cards of the Ravenite CSV.
import { describe, expect, it } from 'vitest';
import { dmFireNatureDeck, fetch, mtgTableDeck, names, play } from '../../test/playtest-steps.ts';
import { card, dmCards } from '../../test/real-decks.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { describeLog, replay, startGame, type Action, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';
import { dmPowerOf, toughnessOf } from './state-based.ts';

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

describe('the log names the +1/+1 and -1/-1 counter pairs removed (CR 704.5q)', () => {
  it('Birds of Paradise with two +1/+1 counters given one -1/-1: one pair removed, in an entry of its own after the counter', () => {
    const birds = play(kept(), fetch('Birds of Paradise', 'battlefield'), counter('Birds of Paradise', '+1/+1', 2));
    const paired = play(birds, counter('Birds of Paradise', '-1/-1', 1));
    expect(paired.log.slice(-2)).toMatchObject([
      { action: 'counter', detail: '-1/-1', count: 1 },
      { action: 'counter', cards: ['Birds of Paradise'], count: 1, rule: 'CR 704.5q' },
    ]);
    expect(describeLog(paired.log).at(-1)).toMatch(
      /\+1 -1\/-1 counter on Birds of Paradise, 1 \+1\/\+1 and -1\/-1 counter pair removed from Birds of Paradise \(CR 704\.5q\)$/,
    );
  });

  it('three -1/-1 on two +1/+1: two pairs removed, then the 0/1 with one -1/-1 left goes to the graveyard (704.5f)', () => {
    const birds = play(kept(), fetch('Birds of Paradise', 'battlefield'), counter('Birds of Paradise', '+1/+1', 2));
    const dead = play(birds, counter('Birds of Paradise', '-1/-1', 3));
    expect(names(dead, 'graveyard')).toEqual(['Birds of Paradise']);
    expect(describeLog(dead.log).at(-1)).toMatch(
      /\+3 -1\/-1 counter on Birds of Paradise, 2 \+1\/\+1 and -1\/-1 counter pairs removed from Birds of Paradise \(CR 704\.5q\), put Birds of Paradise, with toughness 0, into the graveyard \(CR 704\.5f\)$/,
    );
  });

  it('counters of one kind only are no pair: no entry', () => {
    const birds = play(kept(), fetch('Birds of Paradise', 'battlefield'), counter('Birds of Paradise', '+1/+1', 2));
    expect(birds.log.filter((e) => e.rule === 'CR 704.5q')).toEqual([]);
  });
});

describe('a Duel Masters creature with power 0 or less is destroyed (DM 703.4c)', () => {
  const ZOMBIE = 'Zombieponnosuke'; // ゾンビポンの助: cost 0, colorless, power -5000 (DMEX-08 174)
  const UMAKIN = 'Umakin ☆ Project'; // power 0000+: +1000 for each card in the mana zone (206.2)
  const FALGEN = 'Ultimate Soldier Falgen'; // power 6000-: -1000 for each card in the mana zone (206.2)
  const ZERON = 'Zeron'; // 零龍 (812), power 0: "While this creature has 0 power or less, it can't leave the battle zone"
  const deck = () => {
    const fireNature = dmFireNatureDeck();
    const extra = [ZOMBIE, UMAKIN, FALGEN, ZERON].map((name) => ({ card: card(name, dmCards()), count: 1 }));
    return { ...fireNature, main: [...fireNature.main, ...extra] };
  };
  const dealt = () => startGame(deck(), { seed: 11, setup: SETUPS.dm });
  /** Puts the card of that name into the battle zone from wherever the deal put it. */
  const toBattle = (state: PlaytestState, name: string): Action => ({
    type: 'move',
    card: state.cards.findIndex((c) => state.defs[c.def].name === name),
    to: 'battle',
  });
  const inBattle = (state: PlaytestState, name: string) =>
    state.zones.battle.find((id) => state.defs[state.cards[id].def].name === name);

  it('Zombieponnosuke summoned for 0 is destroyed at once, the log naming its power and the rule', () => {
    const summoned = play(dealt(), fetch(ZOMBIE, 'hand', 'deck'), { type: 'cast', card: ZOMBIE });
    expect(names(summoned, 'battle')).toEqual([]);
    expect(names(summoned, 'graveyard')).toEqual([ZOMBIE]);
    expect(summoned.log.slice(-2)).toMatchObject([
      { action: 'cast', cards: [ZOMBIE], detail: 'summon' },
      { action: 'move', cards: [ZOMBIE], zone: 'graveyard', count: -5000, detail: 'power', rule: 'DM 703.4c' },
    ]);
    expect(describeLog(summoned.log).at(-1)).toMatch(
      /summoned Zombieponnosuke, destroyed Zombieponnosuke, with power -5000: put into the graveyard \(DM 703\.4c\)$/,
    );
  });

  it('put into the battle zone by a move it is destroyed too; a creature of printed power stays', () => {
    const state = play(dealt(), fetch(ZOMBIE, 'battle', 'deck'), fetch('Mezger, Commando Leader', 'battle', 'deck'));
    expect(names(state, 'battle')).toEqual(['Mezger, Commando Leader']);
    expect(names(state, 'graveyard')).toEqual([ZOMBIE]);
    expect(dmPowerOf(state, inBattle(state, 'Mezger, Commando Leader')!)).toBe(2000);
  });

  it('a power printed with "+" or "-" is changed by an ability the table does not read (206.2): Umakin and Falgen stay', () => {
    const start = dealt();
    const state = play(start, toBattle(start, UMAKIN), toBattle(start, FALGEN));
    expect(names(state, 'battle')).toEqual([UMAKIN, FALGEN]);
    expect(dmPowerOf(state, inBattle(state, UMAKIN)!)).toBeNull();
    expect(dmPowerOf(state, inBattle(state, FALGEN)!)).toBeNull();
  });

  it('Zeron (power 0) stays: its own text keeps it in the battle zone while its power is 0 or less', () => {
    const start = dealt();
    const state = play(start, toBattle(start, ZERON));
    expect(names(state, 'battle')).toEqual([ZERON]);
    expect(state.log.filter((e) => e.rule === 'DM 703.4c')).toEqual([]);
  });

  it('an action file replays the same: Zombieponnosuke summoned is in the graveyard', () => {
    const file = [
      '{"type":"move","card":"Zombieponnosuke","from":"deck","to":"hand"}',
      '{"type":"cast","card":"Zombieponnosuke"}',
    ].join('\n');
    const start = { seed: 11, setup: SETUPS.dm };
    const { actions } = parseActionFile(file, startGame(deck(), start));
    const game = replay(deck(), start, actions);
    expect(names(game.states[game.done], 'graveyard')).toEqual([ZOMBIE]);
  });
});
