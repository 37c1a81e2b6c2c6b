// A Duel Masters creature's power at the table (DM 301.3b): its printed power with the change the player sets for the
// effects the table does not read and the bonus of the cross gears crossed onto it, and the state-based action of
// DM 703.4c (「パワーが0以下のクリーチャーは破壊される。」) on that power, on real cards of the shared Duel Masters data.
import { describe, expect, it } from 'vitest';
import { card, dmCards } from '../../test/real-decks.ts';
import { dmFireNatureDeck, fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { cardDefinition } from './deck.ts';
import { describeLog, replay, startGame, tableView, type Action, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';
import { dmPowerOf } from './state-based.ts';

const MEZGER = 'Mezger, Commando Leader'; // fire, cost 4, power 2000
const ZYLER = 'Brawler Zyler'; // fire Human, power 1000+ (power attacker: its own ability, 206.2)
const VALDIOS = 'Armored Blaster Valdios'; // evolution on a Human (801)
const UMAKIN = 'Umakin ☆ Project'; // power 0000+: +1000 for each card in the mana zone (206.2)
const FALGEN = 'Ultimate Soldier Falgen'; // power 6000-: -1000 for each card in the mana zone (206.2)
const CLAW = 'Emerald Claw'; // nature cross gear, cost 1: "The crossed creature gets +2000 power."
const BLADE = 'Fire Blade'; // fire cross gear: speed attacker, no power

const deck = () => {
  const fireNature = dmFireNatureDeck();
  const extra = [UMAKIN, FALGEN, CLAW].map((name) => ({ card: card(name, dmCards()), count: 1 }));
  return { ...fireNature, main: [...fireNature.main, ...extra] };
};
const START = { seed: 11, setup: SETUPS.dm };
const dealt = () => startGame(deck(), START);
/** The card of that name wherever the deal put it (the deck or the shields), into the battle zone. */
const toBattle = (state: PlaytestState, name: string): Action => ({
  type: 'move',
  card: state.cards.findIndex((c) => state.defs[c.def].name === name),
  to: 'battle',
});
const inBattle = (state: PlaytestState, name: string) =>
  state.zones.battle.find((id) => state.defs[state.cards[id].def].name === name)!;
const power = (card: string, delta: number): Action => ({ type: 'power', card, delta });

describe('a power modifier the player sets (DM 301.3b)', () => {
  it('Mezger (2000) at -1000 has 1000 and stays; at -2000 it has 0 and is destroyed (703.4c), each change logged', () => {
    const mezger = play(dealt(), fetch(MEZGER, 'battle', 'deck'));
    const weaker = play(mezger, power(MEZGER, -1000));
    expect(dmPowerOf(weaker, inBattle(weaker, MEZGER))).toBe(1000);
    expect(weaker.log.at(-1)).toMatchObject({ action: 'power', cards: [MEZGER], count: -1000, detail: '1000' });
    const gone = play(weaker, power(MEZGER, -1000));
    expect(names(gone, 'battle')).toEqual([]);
    expect(names(gone, 'graveyard')).toEqual([MEZGER]);
    expect(gone.log.at(-1)).toMatchObject({ action: 'move', count: 0, detail: 'power', rule: 'DM 703.4c' });
    expect(describeLog(gone.log).at(-1)).toMatch(
      /power -1000 on Mezger, Commando Leader \(1000\), power -1000 on Mezger, Commando Leader \(0\), destroyed Mezger, Commando Leader, with power 0: put into the graveyard \(DM 703\.4c\)$/,
    );
  });

  it('a raise keeps it through a cut it would not survive printed; the view shows the change and the power', () => {
    const state = play(dealt(), fetch(MEZGER, 'battle', 'deck'), power(MEZGER, 3000), power(MEZGER, -4000));
    expect(names(state, 'battle')).toEqual([MEZGER]);
    expect(tableView(state).zones.battle[0].power).toEqual({ change: -1000, total: 1000 });
  });

  it('the modifier ends as the card leaves the battle zone: put back, Mezger has its printed power again', () => {
    const back = play(dealt(), fetch(MEZGER, 'battle', 'deck'), power(MEZGER, -1000), fetch(MEZGER, 'hand', 'battle'));
    const again = play(back, fetch(MEZGER, 'battle', 'hand'));
    expect(dmPowerOf(again, inBattle(again, MEZGER))).toBe(2000);
    expect(tableView(again).zones.battle[0].power).toBeUndefined();
  });

  it('only a creature in the battle zone has a power to change (301.3): a cross gear and a card in hand are refused', () => {
    const state = play(dealt(), fetch(BLADE, 'battle', 'deck'), fetch(MEZGER, 'hand', 'deck'));
    expect(refusal(state, power(BLADE, 1000))).toMatchObject({ code: 'power.not-a-creature', rule: 'DM 301.3' });
    expect(refusal(state, power(MEZGER, 1000))).toMatchObject({ code: 'card.not-here' });
    expect(refusal(state, power(MEZGER, 0))).toMatchObject({ code: 'delta.out-of-range' });
  });
});

describe('a power printed with "+" or "-" (DM 206.2): its number and the modifier, once the player sets one', () => {
  it('Umakin (0000+) stays as it enters; set to +3000 it has 3000, cut by 3000 it has 0 and is destroyed', () => {
    const start = dealt();
    const umakin = play(start, toBattle(start, UMAKIN));
    expect(dmPowerOf(umakin, inBattle(umakin, UMAKIN))).toBeNull();
    const set = play(umakin, power(UMAKIN, 3000));
    expect(dmPowerOf(set, inBattle(set, UMAKIN))).toBe(3000);
    const gone = play(set, power(UMAKIN, -3000));
    expect(names(gone, 'graveyard')).toContain(UMAKIN);
    expect(gone.log.at(-1)).toMatchObject({ detail: 'power', count: 0, rule: 'DM 703.4c' });
  });

  it('Falgen (6000-) with its own -1000 for each of six mana cards set as -6000 is destroyed; Zyler (1000+) at -1000 too', () => {
    const start = dealt();
    const falgen = play(start, toBattle(start, FALGEN), fetch(ZYLER, 'battle', 'deck'));
    expect(names(falgen, 'battle')).toEqual([FALGEN, ZYLER]);
    const state = play(falgen, power(FALGEN, -6000), power(ZYLER, -1000));
    expect(names(state, 'battle')).toEqual([]);
    expect(state.log.filter((e) => e.rule === 'DM 703.4c').map((e) => e.cards[0])).toEqual([FALGEN, ZYLER]);
  });
});

describe("a crossed cross gear's power bonus (DM 303), from its text", () => {
  it('reads "The crossed creature gets +N power" of both files, and no bonus with a condition, a count or an attack', () => {
    const bonus = (name: string) => cardDefinition(card(name, dmCards())).dmCrossPower;
    expect(bonus(CLAW)).toBe(2000);
    expect(bonus('Invisible Suit')).toBe(1000); // "+1000 power and can't be blocked"
    expect(bonus('Galaxy Blade - THE FINAL')).toBe(12000);
    expect(bonus(BLADE)).toBeUndefined();
    expect(bonus('Powered Mask')).toBeUndefined(); // "+1000 power for each tapped creature"
    expect(bonus('Octillion Force')).toBeUndefined(); // "power attacker +9000"
    expect(bonus('Dragon Gear - Zangeki Mach Armor')).toBeUndefined(); // "While this card is crossed with a Dragon …"
  });

  /** Mezger in the battle zone, Emerald Claw crossed onto it, paid with a nature card of the deck in the mana zone. */
  function crossed(): PlaytestState {
    const start = dealt();
    const mana = start.zones.deck.find((id) => start.defs[start.cards[id].def].name === 'Burning Mane')!;
    return play(
      start,
      fetch(MEZGER, 'battle', 'deck'),
      toBattle(start, CLAW),
      { type: 'move', card: mana, to: 'mana' },
      { type: 'cross', card: CLAW, onto: MEZGER },
    );
  }

  it('Emerald Claw crossed onto Mezger makes 4000; cut by 3000 it has 1000; the gear gone, -1000 destroys it', () => {
    const state = play(crossed(), power(MEZGER, -3000));
    expect(dmPowerOf(state, inBattle(state, MEZGER))).toBe(1000);
    expect(tableView(state).zones.battle.find((c) => c.name === MEZGER)?.power).toEqual({ change: -1000, total: 1000 });
    const gone = play(state, fetch(CLAW, 'graveyard', 'battle'));
    expect(names(gone, 'battle')).toEqual([]);
    expect(gone.log.at(-1)).toMatchObject({ cards: [MEZGER], count: -1000, detail: 'power', rule: 'DM 703.4c' });
  });
});

describe('an evolution keeps the effects on what it evolved from (DM 801.2), and a rebuilt card those on it (801.4c)', () => {
  it('Zyler set to +1000 (2000) evolves into Valdios, which has the +1000; Valdios leaving alone leaves Zyler at 2000', () => {
    const start = dealt();
    const fire = start.zones.deck
      .filter((id) => ['Comet Missile', "Brad's Cutter"].includes(start.defs[start.cards[id].def].name))
      .slice(0, 4);
    const evolved = play(
      start,
      ...fire.map((id): Action => ({ type: 'move', card: id, to: 'mana' })),
      fetch(ZYLER, 'battle', 'deck'),
      power(ZYLER, 1000),
      fetch(VALDIOS, 'hand', 'deck'),
      { type: 'cast', card: VALDIOS },
    );
    const valdios = inBattle(evolved, VALDIOS);
    expect(evolved.cards[valdios].powerModifier).toBe(1000);
    const rebuilt = play(evolved, { type: 'move', card: VALDIOS, to: 'graveyard', onlyTop: true });
    expect(names(rebuilt, 'battle')).toEqual([ZYLER]);
    expect(dmPowerOf(rebuilt, inBattle(rebuilt, ZYLER))).toBe(2000);
  });
});

describe('an action file', () => {
  it('replays power changes to the same state, and refuses "power" in a Magic game before anything is played', () => {
    const file = [
      '{"type":"move","card":"Mezger, Commando Leader","from":"deck","to":"battle"}',
      '{"type":"power","card":"Mezger, Commando Leader","delta":-1000}',
      '{"type":"power","card":"Mezger, Commando Leader","delta":-1000}',
    ].join('\n');
    const { actions } = parseActionFile(file, startGame(deck(), START));
    const game = replay(deck(), START, actions);
    expect(names(game.states[game.done], 'graveyard')).toEqual([MEZGER]);
    expect(() => parseActionFile('{"type":"power","card":"Mezger, Commando Leader"}', dealt())).toThrow(/delta/);
    const magic = startGame(mtgTableDeck('plain-taw/challenger__q05__Mono-Green Stompy.txt'), {
      seed: 11,
      setup: SETUPS.constructed,
    });
    expect(() => parseActionFile('{"type":"power","card":"Forest","delta":1000}', magic)).toThrow(
      /"power" is not an action of Magic/,
    );
  });
});
