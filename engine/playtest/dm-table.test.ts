// A real fire and nature Duel Masters deck played at the table by hand, each step against the Duel Masters rules:
// what an executed card becomes (DM 605.3), cross gear (303), evolution creatures (801, 109.2b).
import { describe, expect, it } from 'vitest';
import { card as cardNamed, dmCards } from '../../test/real-decks.ts';
import { dmFireNatureDeck, fetch, mtgTableDeck, nameOf, names, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import {
  describeLog,
  manaAvailable,
  startGame,
  tableView,
  type Action,
  type PlaytestState,
  type Zone,
} from './index.ts';
import { parseActionFile } from './action-file.ts';

const fromDeck = (name: string, to: Zone): Action => fetch(name, to, 'deck');
const start = () => startGame(dmFireNatureDeck(), { seed: 11, setup: SETUPS.dm });
const FIRE_MANA = ['Comet Missile', "Brad's Cutter"]; // fire cards that are no Human nor cross gear
/** The opening, then `mana` fire cards of the deck put into the mana zone (untapped: one civilization, 405.1). */
function withMana(mana: number, ...actions: Action[]): PlaytestState {
  const state = start();
  const fire = state.zones.deck.filter((id) => FIRE_MANA.includes(state.defs[state.cards[id].def].name));
  return play(state, ...fire.slice(0, mana).map((card): Action => ({ type: 'move', card, to: 'mana' })), ...actions);
}

const VALDIOS = 'Armored Blaster Valdios'; // Evolution—Put on one of your Humans. Double breaker. Fire, cost 4.
const ZYLER = 'Brawler Zyler'; // a fire Human, cost 2
const BLADE = 'Fire Blade'; // a fire cross gear, cost 2
const MANE = 'Burning Mane'; // a nature Beast Folk, no Human

describe('what an executed card becomes (DM 605.3)', () => {
  it('a cross gear generated goes into the battle zone (303.2), not the graveyard; a spell goes to the graveyard (302.2)', () => {
    const state = withMana(3, fromDeck(BLADE, 'hand'), fromDeck('Comet Missile', 'hand'), {
      type: 'cast',
      card: BLADE,
    });
    expect(names(state, 'battle')).toEqual([BLADE]);
    expect(names(state, 'graveyard')).toEqual([]);
    const spell = play(state, { type: 'cast', card: 'Comet Missile' });
    expect(names(spell, 'graveyard')).toEqual(['Comet Missile']);
    expect(names(spell, 'battle')).toEqual([BLADE]);
  });

  it('the log words each as DM 601.1 does: a creature summoned, a cross gear generated, a spell cast', () => {
    const state = withMana(
      5,
      fromDeck(BLADE, 'hand'),
      fromDeck(ZYLER, 'hand'),
      fromDeck('Comet Missile', 'hand'),
      { type: 'cast', card: BLADE },
      { type: 'cast', card: ZYLER },
      { type: 'cast', card: 'Comet Missile' },
    );
    expect(describeLog(state.log).at(-1)).toMatch(
      /, generated Fire Blade with .+, summoned Brawler Zyler with .+, cast Comet Missile with [^,]+$/,
    );
  });
});

describe('cross gear (DM 303, 504.2)', () => {
  /** Fire Blade generated and Brawler Zyler summoned with 4 fire mana, then the next turn (all untapped). */
  const generated = () =>
    play(
      withMana(4, fromDeck(BLADE, 'hand'), fromDeck(ZYLER, 'hand')),
      { type: 'cast', card: BLADE },
      { type: 'cast', card: ZYLER },
      { type: 'next-turn' },
    );

  it('is crossed onto a creature by paying its cost again, civilizations included (303.3b): two fire mana tapped; the log says onto what', () => {
    const state = play(generated(), { type: 'cross', card: BLADE, onto: ZYLER });
    expect(state.zones.mana.filter((id) => state.cards[id].tapped)).toHaveLength(2);
    expect(tableView(state).zones.battle.find((c) => c.name === BLADE)?.crossedOnto).toBe(ZYLER);
    expect(describeLog(state.log).at(-1)).toMatch(
      /^Turn 2: crossed Fire Blade onto Brawler Zyler with (Comet Missile|Brad's Cutter), (Comet Missile|Brad's Cutter)$/,
    );
  });

  it('cannot be crossed without the mana (112.2a), onto a card that is no creature (303.3), or again onto its creature (303.4a)', () => {
    const state = generated();
    const oneLeft = play(
      state,
      ...state.zones.mana.slice(1).map((card): Action => ({ type: 'move', card, to: 'graveyard' })),
    );
    expect(refusal(oneLeft, { type: 'cross', card: BLADE, onto: ZYLER })).toMatchObject({
      code: 'cast.cannot-pay',
      rule: 'DM 112.2a',
    });
    expect(refusal(state, { type: 'cross', card: BLADE, onto: BLADE })).toMatchObject({
      code: 'cross.not-a-creature',
      rule: 'DM 303.3',
    });
    expect(refusal(state, { type: 'cross', card: ZYLER, onto: ZYLER })).toMatchObject({
      code: 'cross.not-cross-gear',
      rule: 'DM 303.3',
    });
    const crossed = play(state, { type: 'cross', card: BLADE, onto: ZYLER });
    expect(refusal(crossed, { type: 'cross', card: BLADE, onto: ZYLER })).toMatchObject({
      code: 'cross.same-creature',
      rule: 'DM 303.4a',
    });
  });

  it('gives what its text grants only as the player says: Brawler Zyler summoned and crossed with Fire Blade ("speed attacker") attacks with the attack\'s override (DM 101.2), not without (301.5)', () => {
    const state = play(
      withMana(4, fromDeck(BLADE, 'battle'), fromDeck(ZYLER, 'hand')),
      { type: 'cast', card: ZYLER },
      { type: 'cross', card: BLADE, onto: ZYLER },
    );
    expect(refusal(state, { type: 'attack', cards: [ZYLER] })).toMatchObject({
      code: 'attack.summoning-sick',
      rule: 'DM 301.5, 506.1a',
    });
    expect(play(state, { type: 'attack', cards: [ZYLER], override: true }).opponentShields).toBe(4);
  });

  it('stays in the battle zone, crossed onto nothing, when its creature leaves (303.5)', () => {
    const state = play(
      generated(),
      { type: 'cross', card: BLADE, onto: ZYLER },
      { type: 'move', card: ZYLER, from: 'battle', to: 'graveyard' },
    );
    expect(names(state, 'battle')).toEqual([BLADE]);
    expect(tableView(state).zones.battle[0].crossedOnto).toBeUndefined();
  });
});

describe('an effect that gives haste (CR 702.10) at a Magic table', () => {
  it('a creature cast this turn attacks with the override, as with Lightning Greaves on it, and is refused without (CR 302.6)', () => {
    const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt';
    let state = play(startGame(mtgTableDeck(LOREHOLD), { seed: 3, setup: SETUPS.commander }), { type: 'keep' });
    state = play(state, fetch('Combustible Gearhulk', 'battlefield'));
    expect(refusal(state, { type: 'attack', cards: ['Combustible Gearhulk'] })).toMatchObject({
      code: 'attack.summoning-sick',
      rule: 'CR 302.6',
    });
    expect(play(state, { type: 'attack', cards: ['Combustible Gearhulk'], override: true }).damageDealt).toBe(6);
  });
});

describe('an evolution creature (DM 801)', () => {
  it('is refused with no source its evolution line names in the battle zone (801.1a): Burning Mane is no Human', () => {
    const state = withMana(4, fromDeck(VALDIOS, 'hand'), fromDeck(MANE, 'battle'));
    expect(refusal(state, { type: 'cast', card: VALDIOS })).toMatchObject({
      code: 'cast.no-evolution-source',
      rule: 'DM 801.1a',
    });
    expect(refusal(state, { type: 'cast', card: VALDIOS, on: [MANE] })).toMatchObject({
      code: 'cast.no-evolution-source',
      rule: 'DM 801.1a',
    });
    expect(state.zones.mana.some((id) => state.cards[id].tapped)).toBe(false); // refused before anything was paid
  });

  it('goes on a Human (801.1), attacks the turn it is summoned (801.3) and breaks two shields; the log names its source', () => {
    let state = withMana(4, fromDeck(VALDIOS, 'hand'), fromDeck(MANE, 'battle'), fromDeck(ZYLER, 'battle'));
    state = play(state, { type: 'next-turn' }, { type: 'cast', card: VALDIOS });
    expect(names(state, 'battle')).toEqual([MANE, VALDIOS]); // in its source's place
    const [view] = tableView(state).zones.battle.filter((c) => c.name === VALDIOS);
    expect(view.under).toEqual([ZYLER]);
    expect(describeLog(state.log).at(-1)).toMatch(new RegExp(`summoned ${VALDIOS} on ${ZYLER} with `));
    state = play(state, { type: 'attack', cards: [VALDIOS] });
    expect(state.opponentShields).toBe(3);
  });

  it('on a tapped source is tapped (801.2), and leaving the battle zone takes its source along (109.2b)', () => {
    let state = withMana(4, fromDeck(VALDIOS, 'hand'), fromDeck(ZYLER, 'battle'));
    state = play(state, { type: 'tap', card: ZYLER }, { type: 'cast', card: VALDIOS, on: [ZYLER] });
    const [valdios] = state.zones.battle;
    expect(state.cards[valdios].tapped).toBe(true);
    expect(refusal(state, { type: 'attack', cards: [VALDIOS] })).toMatchObject({ code: 'attack.tapped' });
    state = play(state, { type: 'move', card: VALDIOS, from: 'battle', to: 'graveyard' });
    expect(names(state, 'battle')).toEqual([]);
    expect(names(state, 'graveyard').sort()).toEqual([VALDIOS, ZYLER].sort());
  });

  it('an action file names its sources ("on") and a cross ("cross" … "onto")', () => {
    const deck = start();
    const file = `{"type":"cast","card":"${VALDIOS}","on":["${ZYLER}"]}\n{"type":"cross","card":"${BLADE}","onto":"${VALDIOS}"}\n`;
    expect(parseActionFile(file, deck).actions).toEqual([
      { type: 'cast', card: VALDIOS, on: [ZYLER] },
      { type: 'cross', card: BLADE, onto: VALDIOS },
    ]);
  });
});

describe('only the top card of an evolution creature leaves the battle zone: the rest is rebuilt (DM 801.4)', () => {
  /** Valdios summoned on Brawler Zyler, tapped before (801.2), this turn; Fire Blade crossed onto Valdios. */
  const evolved = (...before: Action[]) =>
    play(
      withMana(6, fromDeck(VALDIOS, 'hand'), fromDeck(ZYLER, 'battle'), fromDeck(BLADE, 'battle'), ...before),
      { type: 'tap', card: ZYLER },
      { type: 'cast', card: VALDIOS, on: [ZYLER] },
      { type: 'cross', card: BLADE, onto: VALDIOS },
    );
  const top = (to: Zone): Action => ({ type: 'move', card: VALDIOS, from: 'battle', to, onlyTop: true });

  it('the card under it stays in the battle zone in its place, tapped as the evolution was (801.4, 801.4d)', () => {
    const state = play(evolved(), top('hand'));
    expect(names(state, 'hand')).toContain(VALDIOS);
    expect(names(state, 'battle')).toEqual([ZYLER, BLADE]);
    const [zyler] = state.zones.battle;
    expect(state.cards[zyler].tapped).toBe(true);
    expect(state.cards[zyler].under).toBeUndefined();
    expect(tableView(state).zones.battle.find((c) => c.name === BLADE)?.crossedOnto).toBe(ZYLER); // 801.4c
  });

  it('is not new to the battle zone (801.4c): under since an earlier turn, it may attack; since this turn, it may not', () => {
    const thisTurn = play(evolved(), { type: 'untap', card: VALDIOS }, top('graveyard'));
    expect(refusal(thisTurn, { type: 'attack', cards: [ZYLER] })).toMatchObject({ code: 'attack.summoning-sick' });
    const earlier = play(evolved(), { type: 'next-turn' }, top('graveyard'));
    expect(names(earlier, 'graveyard')).toContain(VALDIOS);
    expect(play(earlier, { type: 'attack', cards: [ZYLER] }).opponentShields).toBe(4);
  });

  it('a card under it that cannot be in the battle zone alone goes to the graveyard, and the next one stays (801.4a, 801.4b)', () => {
    const state = evolved(fromDeck('Dimension Gate', 'hand'));
    const valdios = state.zones.battle.find((id) => nameOf(state, id) === VALDIOS)!;
    const spell = state.zones.hand.find((id) => nameOf(state, id) === 'Dimension Gate')!;
    // A spell between the evolution and its source, as a stack holds one after some effects (not the table's cast).
    const stacked: PlaytestState = {
      ...state,
      zones: { ...state.zones, hand: state.zones.hand.filter((id) => id !== spell) },
      cards: state.cards.map((c, id) => (id === valdios ? { ...c, under: [...c.under!, spell] } : c)),
    };
    const rebuilt = play(stacked, top('hand'));
    expect(names(rebuilt, 'battle')).toEqual([ZYLER, BLADE]);
    expect(names(rebuilt, 'graveyard')).toEqual(['Dimension Gate']);
  });

  it('without onlyTop the cards under it leave with it (109.2b), and an action file reads onlyTop', () => {
    const state = play(evolved(), { type: 'move', card: VALDIOS, from: 'battle', to: 'hand' });
    expect(names(state, 'battle')).toEqual([BLADE]);
    expect(names(state, 'hand')).toEqual(expect.arrayContaining([VALDIOS, ZYLER]));
    const line = `{"type":"move","card":"${VALDIOS}","from":"battle","to":"hand","onlyTop":true}\n`;
    expect(parseActionFile(line, start()).actions).toEqual([top('hand')]);
  });
});

describe('castles (DM 304)', () => {
  const FALCON = 'Galaxy Falcon, Counterattack Fortress'; // a fire castle, cost 1
  /** The fire and nature deck with two castles, its opening dealt, two fire cards in the mana zone, both castles in hand. */
  function withCastles(...actions: Action[]): PlaytestState {
    const deck = dmFireNatureDeck();
    const state = startGame(
      { ...deck, main: [...deck.main, { card: cardNamed(FALCON, dmCards()), count: 2 }] },
      { seed: 2, setup: SETUPS.dm },
    );
    const fire = state.zones.deck.filter((id) => FIRE_MANA.includes(state.defs[state.cards[id].def].name));
    const falcons = state.zones.deck.filter((id) => state.defs[state.cards[id].def].name === FALCON);
    expect(falcons).toHaveLength(2); // this seed deals neither
    return play(
      state,
      ...fire.slice(0, 2).map((card): Action => ({ type: 'move', card, to: 'mana' })),
      ...falcons.map((card): Action => ({ type: 'move', card, from: 'deck', to: 'hand' })),
      ...actions,
    );
  }
  const castles = (state: PlaytestState) => state.zones.shields.filter((id) => state.cards[id].fortifies !== undefined);

  it('fortifies the top shield, or the one named (701.19a), and is no shield of its own (304.2, 406.1)', () => {
    const state = withCastles({ type: 'cast', card: FALCON });
    const [top, second] = state.zones.shields;
    expect(state.zones.shields).toHaveLength(6);
    expect(castles(state).map((id) => state.cards[id].fortifies)).toEqual([top]);
    expect(tableView(state).zones.shields.map((c) => c.fortifies ?? 0)).toEqual([0, 0, 0, 0, 0, 1]);
    const named = withCastles({ type: 'cast', card: FALCON, on: [second] });
    expect(tableView(named).zones.shields[5]).toMatchObject({ name: FALCON, fortifies: 2 });
    expect(refusal(state, { type: 'break-shield', count: 6 })).toMatchObject({ code: 'shield.none-left' });
    // DM 601.1: a castle is not cast; a shield is fortified with it.
    expect(describeLog(state.log).at(-1)).toMatch(
      /, fortified a shield with Galaxy Falcon, Counterattack Fortress, paying \S/,
    );
  });

  it('goes to the graveyard when its shield leaves the shield zone (304.3, 703.4k), not to hand as a broken shield', () => {
    const state = play(withCastles({ type: 'cast', card: FALCON }), { type: 'break-shield', count: 1 });
    expect(names(state, 'graveyard')).toEqual([FALCON]);
    expect(names(state, 'hand').filter((n) => n === FALCON)).toHaveLength(1); // the second castle, never cast
    expect(state.zones.shields).toHaveLength(4);
    expect(castles(state)).toEqual([]);
  });

  it('is refused, before any mana is paid, with no shield to fortify (304.2) or a castle named as its shield', () => {
    const dealt = withCastles();
    const noShields = play(
      dealt,
      ...dealt.zones.shields.map((card): Action => ({ type: 'move', card, from: 'shields', to: 'graveyard' })),
    );
    expect(refusal(noShields, { type: 'cast', card: FALCON })).toMatchObject({
      code: 'cast.no-shield',
      rule: 'DM 304.2',
    });
    const fortified = withCastles({ type: 'cast', card: FALCON });
    const [castle] = castles(fortified);
    expect(refusal(fortified, { type: 'cast', card: FALCON, on: [castle] })).toMatchObject({
      code: 'cast.no-shield',
      rule: 'DM 304.2',
    });
    expect(fortified.zones.mana.filter((id) => fortified.cards[id].tapped)).toHaveLength(1);
  });

  it('taken off its shield by hand is no castle on it any more', () => {
    const fortified = withCastles({ type: 'cast', card: FALCON });
    const [castle] = castles(fortified);
    const moved = play(fortified, { type: 'move', card: castle, from: 'shields', to: 'hand' });
    expect(moved.cards[castle].fortifies).toBeUndefined();
    expect(moved.zones.shields).toHaveLength(5);
  });
});

describe('mana cards tapped by hand pay the next execution (DM 112.2a: tapping mana cards is the payment)', () => {
  const tappedCount = (state: PlaytestState) => state.zones.mana.filter((id) => state.cards[id].tapped).length;

  it('one fire card tapped by hand and Brawler Zyler (cost 2) cast: the payment uses it and taps one more, not two others', () => {
    const state = withMana(3, fromDeck(ZYLER, 'hand'));
    const [first] = state.zones.mana;
    const begun = play(state, { type: 'tap', card: first });
    expect(manaAvailable(begun)).toBe(3); // the card tapped by hand still pays
    const cast = play(begun, { type: 'cast', card: ZYLER });
    expect(tappedCount(cast)).toBe(2);
    expect(cast.handTapped).toEqual([]);
    expect(cast.log.at(-1)?.sources?.[0]).toBe(nameOf(cast, first));
  });

  it('a nature card tapped by hand pays a fire creature’s generic mana beside a fire card (112.2a: one card per civilization, then the rest)', () => {
    const state = withMana(1, fromDeck(MANE, 'mana'), fromDeck(ZYLER, 'hand'));
    const nature = state.zones.mana.find((id) => nameOf(state, id) === MANE)!;
    const cast = play(state, { type: 'tap', card: nature }, { type: 'cast', card: ZYLER });
    expect(names(cast, 'battle')).toEqual([ZYLER]);
    expect(tappedCount(cast)).toBe(2);
  });

  it('cards tapped by hand beyond the cost wait for the next payment (112.2c); untapped by hand or at the next turn they are not counted', () => {
    const state = withMana(3, fromDeck(ZYLER, 'hand'), fromDeck(BLADE, 'hand'));
    const all = state.zones.mana.map((card): Action => ({ type: 'tap', card }));
    const zyler = play(state, ...all, { type: 'cast', card: ZYLER });
    expect(zyler.handTapped).toHaveLength(1);
    expect(manaAvailable(zyler)).toBe(1);
    const [waiting] = zyler.handTapped;
    expect(play(zyler, { type: 'untap', card: waiting }).handTapped).toEqual([]);
    expect(play(zyler, { type: 'next-turn' }).handTapped).toEqual([]);
    expect(refusal(zyler, { type: 'cast', card: BLADE })).toMatchObject({ code: 'cast.cannot-pay' });
  });

  it('a tap names no Magic mana type at a Duel Masters table', () => {
    const state = withMana(1);
    expect(refusal(state, { type: 'tap', card: state.zones.mana[0], mana: 'R' })).toMatchObject({
      code: 'action.wrong-game',
    });
  });
});
