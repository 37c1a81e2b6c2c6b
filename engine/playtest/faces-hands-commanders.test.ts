// Rules of the table checked on real decks and real card data: a transformed permanent's mana (CR 712.8e, 305.6,
// 605), the cleanup step's discard to maximum hand size (CR 402.2, 514.1; none in Duel Masters, DM 402.2) and
// combat damage from a commander (CR 903.10a, 704.6c; not in Brawl, 903.12h).
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, nameOf, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS, defaultSetup } from '../goldfish/setup.ts';
import { dmDeckOf, dmPlainAttacker } from '../../test/goldfish-fixtures.ts';
import { parseActionFile } from './action-file.ts';
import {
  cleanupDiscards,
  describeLog,
  landFaceOf,
  manaAvailable,
  showsCommandZone,
  startGame,
  type Action,
  type PlaytestDeck,
  type PlaytestState,
} from './index.ts';

const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // 19 Forests, Lovestruck Beast {2}{G}, Stonecoil Serpent {X}

describe('a transformed permanent has only its back face, mana abilities included (CR 712.8e, 305.6, 605)', () => {
  const CAPTIVE = 'Ulvenwald Captive // Ulvenwald Abomination'; // {T}: Add {G}; transformed {T}: Add {C}{C}
  const HOSTEL = 'Hostile Hostel // Creeping Inn'; // a land ({T}: Add {C}); transformed a 3/7 creature with no mana

  function withOnBattlefield(name: string): PlaytestState {
    const deck = mtgTableDeck(STOMPY, [name]);
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
      startGame(mtgTableDeck(AZORIUS), { seed: 7, setup: SETUPS.constructed }),
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
    const state = play(startGame(mtgTableDeck(AZORIUS), { seed: 7, setup: SETUPS.constructed }), { type: 'keep' });
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

describe('combat damage from a commander (CR 903.10a, 704.6c)', () => {
  const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt'; // Osgir, the Reconstructor, a 4/4 commander
  const KNIGHTS = "plain-taw/brawl__eld__Knights' Charge.txt"; // Syr Gwyn, Hero of Ashvale, a 5/5 Brawl commander

  /** The commander on the battlefield since the turn before, with +1/+1 counters up to 7 power. */
  function sevenPowerCommander(path: string, setup: (typeof SETUPS)[string], name: string, counters: number) {
    return play(
      startGame(mtgTableDeck(path), { seed: 11, setup }),
      { type: 'keep' },
      { type: 'move', card: name, from: 'command', to: 'battlefield' },
      { type: 'counter', card: name, kind: '+1/+1', delta: counters },
      { type: 'next-turn' },
    );
  }

  it('Osgir dealing 7 a turn wins a Commander game on the third attack, 21 combat damage, at 19 life left (CR 903.10a); the log says so with the rule', () => {
    const OSGIR = 'Osgir, the Reconstructor';
    let state = sevenPowerCommander(LOREHOLD, SETUPS.commander, OSGIR, 3);
    const [osgir] = state.zones.battlefield;
    for (const turn of [2, 3]) {
      state = play(state, { type: 'attack', cards: [osgir] }, { type: 'next-turn' });
      expect(state.wonOnTurn).toBeNull();
      expect(state.commanderDamage[osgir]).toBe(7 * (turn - 1));
    }
    state = play(state, { type: 'attack', cards: [osgir] });
    expect(state.commanderDamage[osgir]).toBe(21);
    expect(state.damageDealt).toBe(21); // 40 − 21 = 19 life left: the win is commander damage's, not life's
    expect(state.wonOnTurn).toBe(4);
    expect(state.log.at(-1)).toMatchObject({ detail: 'commander-damage', sources: [OSGIR], rule: 'CR 903.10a' });
    expect(describeLog(state.log).at(-1)).toBe(
      `Turn 4: attacked with ${OSGIR} (7): ${OSGIR} has dealt the opponent lethal commander damage and it loses (CR 903.10a)`,
    );
  });

  it("another creature's damage is not the commander's: 21 split between Osgir and a token does not win", () => {
    const OSGIR = 'Osgir, the Reconstructor';
    let state = play(sevenPowerCommander(LOREHOLD, SETUPS.commander, OSGIR, 3), {
      type: 'create-token',
      name: 'Construct',
      power: 7,
      toughness: 7,
    });
    state = play(state, { type: 'next-turn' });
    const [osgir] = state.zones.battlefield;
    state = play(state, { type: 'attack', cards: [osgir, 'Construct'] }, { type: 'next-turn' });
    state = play(state, { type: 'attack', cards: ['Construct'] });
    expect(state.damageDealt).toBe(21);
    expect(state.commanderDamage[osgir]).toBe(7);
    expect(state.wonOnTurn).toBeNull();
  });

  it('Brawl does not use commander damage (903.12h): Syr Gwyn dealing 21 over three turns leaves a 25-life opponent at 4', () => {
    const GWYN = 'Syr Gwyn, Hero of Ashvale';
    let state = sevenPowerCommander(KNIGHTS, SETUPS.brawl, GWYN, 2);
    const [gwyn] = state.zones.battlefield;
    for (let i = 0; i < 3; i++) state = play(state, { type: 'attack', cards: [gwyn] }, { type: 'next-turn' });
    expect(state.commanderDamage[gwyn]).toBe(21);
    expect(state.wonOnTurn).toBeNull();
  });

  it('the format records say who uses it: Commander 21 (CR 903.10a), Pauper Commander 16; Duel Commander (20 life), Brawl and Oathbreaker none', () => {
    expect(defaultSetup('mtg', 'commander').commanderDamage).toEqual({ lethal: 21, rule: 'CR 903.10a' });
    expect(defaultSetup('mtg', 'paupercommander').commanderDamage?.lethal).toBe(16);
    for (const id of ['duel', 'brawl', 'brawl-100', 'oathbreaker', 'modern'])
      expect(defaultSetup('mtg', id).commanderDamage).toBeUndefined();
  });
});

describe('the command zone is shown for a deck that has one (CR 903.6, 903.12; OB 8)', () => {
  it('a 60-card Azorius Control has none until a card is put there; Lorehold Legacies and the Brawl deck Knights’ Charge have one', () => {
    const azorius = play(
      startGame(mtgTableDeck('plain-taw/challenger__q05__Azorius Control.txt'), { seed: 1, setup: SETUPS.constructed }),
      { type: 'keep' },
    );
    expect(showsCommandZone(azorius)).toBe(false);
    expect(showsCommandZone(play(azorius, { type: 'move', card: azorius.zones.hand[0], to: 'command' }))).toBe(true);
    const lorehold = startGame(mtgTableDeck('plain-taw/cmd__c21__Lorehold Legacies.txt'), {
      seed: 1,
      setup: SETUPS.commander,
    });
    const osgir = play(
      lorehold,
      { type: 'keep' },
      { type: 'move', card: 'Osgir, the Reconstructor', to: 'battlefield' },
    );
    expect(osgir.zones.command).toEqual([]);
    expect(showsCommandZone(osgir)).toBe(true); // its commander is out: the zone it returns to stays shown
    const knights = startGame(mtgTableDeck("plain-taw/brawl__eld__Knights' Charge.txt"), {
      seed: 1,
      setup: SETUPS.brawl,
    });
    expect(showsCommandZone(knights)).toBe(true);
  });
});
