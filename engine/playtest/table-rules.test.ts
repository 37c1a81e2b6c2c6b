// Rules of the table checked on real decks and real card data: a Saga's lore counters (CR 714), transforming
// double-faced cards (CR 701.28, 712), and the Duel Masters zones outside the deck (DM 117.1, 118, 701.30a) and
// the order of a turn's steps (DM 500.2a).
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, nameOf, names, play, refusal } from '../../test/playtest-steps.ts';
import { dmCards } from '../../test/real-decks.ts';
import { dmDeckOf, dmPlainAttacker } from '../../test/goldfish-fixtures.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { describeLog, startGame, type PlaytestDeck, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';

const ELVEN_EMPIRE = 'plain-taw/cmd__khc__Elven Empire.txt'; // Binding the Old Gods, a three-chapter Saga
const AZORIUS = 'plain-taw/challenger__q05__Azorius Control.txt'; // Elspeth Conquers Death, III chapters
const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt';
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // Kazandu Mammoth, a modal double-faced card

describe('a Saga at the table (CR 714)', () => {
  const BINDING = 'Binding the Old Gods';

  it('Binding the Old Gods enters with one lore counter (714.3a), gets one as each of the turns after begins its main phase (714.3b), and is sacrificed at chapter III (714.4, 704.5s)', () => {
    let state = play(startGame(mtgTableDeck(ELVEN_EMPIRE), { seed: 3, setup: SETUPS.commander }), { type: 'keep' });
    state = play(state, fetch(BINDING, 'battlefield'));
    const [saga] = state.zones.battlefield;
    expect(state.cards[saga].counters).toEqual({ lore: 1 });
    state = play(state, { type: 'next-turn' });
    expect(state.cards[saga].counters).toEqual({ lore: 2 });
    expect(describeLog(state.log).at(-1)).toBe(`Turn 2: lore counter on ${BINDING}`);
    state = play(state, { type: 'next-turn' });
    expect(state.zones.battlefield).not.toContain(saga);
    expect(names(state, 'graveyard')).toEqual([BINDING]);
    expect(describeLog(state.log).at(-1)).toBe(`Turn 3: lore counter on ${BINDING}, sacrificed ${BINDING}`);
  });

  it('Elspeth Conquers Death cast for {3}{W}{W} has one lore counter; a lore counter added by hand to III sacrifices it at once (704.5s), a +1/+1 counter on it does not', () => {
    let state = play(startGame(mtgTableDeck(AZORIUS), { seed: 3, setup: SETUPS.constructed }), { type: 'keep' });
    for (let i = 0; i < 5; i++) state = play(state, fetch('Plains', 'battlefield'));
    state = play(state, fetch('Elspeth Conquers Death', 'hand'), { type: 'cast', card: 'Elspeth Conquers Death' });
    const saga = state.zones.battlefield.at(-1)!;
    expect(state.cards[saga].counters).toEqual({ lore: 1 });
    state = play(state, { type: 'counter', card: saga, kind: '+1/+1', delta: 3 });
    expect(state.zones.battlefield).toContain(saga);
    state = play(state, { type: 'counter', card: saga, kind: 'lore', delta: 1 });
    expect(state.zones.battlefield).toContain(saga);
    state = play(state, { type: 'counter', card: saga, kind: 'lore', delta: 1 });
    expect(state.zones.graveyard).toEqual([saga]);
    expect(describeLog(state.log).at(-1)).toContain(
      '+1 lore counter on Elspeth Conquers Death, put into the graveyard',
    );
  });

  it('a planeswalker still goes to the graveyard at 0 loyalty only (704.5i), never for reaching a number', () => {
    let state = play(startGame(mtgTableDeck(LOREHOLD), { seed: 3, setup: SETUPS.commander }), { type: 'keep' });
    state = play(state, fetch('Mountain', 'battlefield'), {
      type: 'counter',
      card: 'Mountain',
      kind: 'lore',
      delta: 5,
    });
    expect(names(state, 'battlefield')).toEqual(['Mountain']);
  });
});

describe('transforming double-faced cards (CR 701.28, 712)', () => {
  const WEREWOLF = 'Smoldering Werewolf // Erupting Dreadwolf'; // 3/2, transformed 6/4

  function withWerewolf(): PlaytestState {
    const deck = mtgTableDeck(LOREHOLD, [WEREWOLF]);
    return play(
      startGame(deck, { seed: 3, setup: SETUPS.commander }),
      { type: 'keep' },
      fetch(WEREWOLF, 'battlefield'),
    );
  }

  it('Smoldering Werewolf transforms into Erupting Dreadwolf and attacks as its back, a 6/4 (701.28a, 712.8e), then transforms back', () => {
    let state = play(withWerewolf(), { type: 'transform', card: 'Smoldering Werewolf' });
    const [wolf] = state.zones.battlefield;
    expect(state.cards[wolf].face).toBe('Erupting Dreadwolf');
    expect(describeLog(state.log).at(-1)).toMatch(new RegExp(`, transformed ${WEREWOLF} \\(Erupting Dreadwolf up\\)$`));
    state = play(state, { type: 'next-turn' }, { type: 'attack', cards: [wolf] });
    expect(state.damageDealt).toBe(6);
    state = play(state, { type: 'transform', card: wolf });
    expect(state.cards[wolf].face).toBeUndefined();
    state = play(state, { type: 'next-turn' }, { type: 'attack', cards: [wolf] });
    expect(state.damageDealt).toBe(6 + 3);
  });

  it('a transformed card leaving the battlefield comes back with its front up (712.8a, CR 400.7)', () => {
    let state = play(withWerewolf(), { type: 'transform', card: WEREWOLF });
    const [wolf] = state.zones.battlefield;
    state = play(state, { type: 'move', card: wolf, to: 'hand' }, { type: 'move', card: wolf, to: 'battlefield' });
    expect(state.cards[wolf].face).toBeUndefined();
  });

  it('only a transforming double-faced card transforms (712.9): a modal double-faced Kazandu Mammoth and a Mountain are refused', () => {
    let state = play(startGame(mtgTableDeck(STOMPY), { seed: 3, setup: SETUPS.constructed }), { type: 'keep' });
    state = play(state, fetch('Kazandu Mammoth // Kazandu Valley', 'battlefield'), fetch('Forest', 'battlefield'));
    for (const name of ['Kazandu Mammoth', 'Forest'])
      expect(refusal(state, { type: 'transform', card: name })).toMatchObject({
        code: 'transform.not-transforming',
        rule: 'CR 712.9',
      });
    expect(refusal(state, { type: 'transform', card: 'Llanowar Elves' })).toMatchObject({ code: 'card.not-here' });
  });

  it('an action file reads "transform" for Magic and refuses it for Duel Masters', () => {
    const state = withWerewolf();
    expect(parseActionFile('{"type":"transform","card":"Smoldering Werewolf"}\n', state).actions).toHaveLength(1);
    const dm = startGame(dmTable(), { seed: 3, setup: SETUPS.dm });
    expect(() => parseActionFile(`{"type":"transform","card":"${dm.defs[0].name}"}\n`, dm)).toThrow(
      /not an action of Duel Masters/,
    );
  });
});

const dmByZone = (zone: 'hyperspatial' | 'gr') =>
  [...dmCards().cards.values()]
    .filter((c) => c.dm?.zone === zone && c.faces[0].types.some((t) => /Creature/.test(t)))
    .sort((a, b) => a.name.localeCompare(b.name));

/** A 40-card fire deck of plain attackers, two psychic creatures in the hyperspatial zone and 12 GR creatures (DM 408.1). */
function dmTable(): PlaytestDeck {
  const main = dmDeckOf('Fire table', dmPlainAttacker('fire')).main;
  return {
    name: 'Fire table',
    game: 'dm',
    main,
    hyperspatial: dmByZone('hyperspatial')
      .slice(0, 2)
      .map((c) => ({ card: c, count: 1 })),
    gr: dmByZone('gr')
      .slice(0, 6)
      .map((c) => ({ card: c, count: 2 })),
  };
}

describe('Duel Masters zones outside the deck (DM 117.1, 118.1–118.2, 701.30a)', () => {
  const start = (seed = 3) => startGame(dmTable(), { seed, setup: SETUPS.dm });

  it('the super GR is dealt face down in an order of the seed (DM 408.2, 701.11a): seeds differ, the same seed deals the same', () => {
    const orders = [1, 2, 3, 4].map((seed) => names(start(seed), 'gr').join());
    expect(new Set(orders).size).toBeGreaterThan(1);
    expect(names(start(2), 'gr')).toEqual(names(start(2), 'gr'));
    expect(names(start(2), 'gr')).toHaveLength(12);
  });

  it('GR summon puts the top card of the super GR into the battle zone, summoning sick (701.30a, 301.5); put into the graveyard it goes under the super GR instead (118.1)', () => {
    let state = start();
    const top = state.zones.gr[0];
    state = play(state, { type: 'gr-summon' });
    expect(state.zones.battle).toEqual([top]);
    expect(state.zones.gr).toHaveLength(11);
    expect(refusal(state, { type: 'attack', cards: [top] })).toMatchObject({ code: 'attack.summoning-sick' });
    expect(describeLog(state.log).at(-1)).toBe(`Turn 1: GR summoned ${nameOf(state, top)}`);
    state = play(state, { type: 'move', card: top, to: 'graveyard' });
    expect(state.zones.graveyard).toEqual([]);
    expect(state.zones.gr.at(-1)).toBe(top);
    expect(describeLog(state.log).at(-1)).toContain(`moved ${nameOf(state, top)} to the GR zone`);
  });

  it('a psychic creature put into the battle zone and then into the graveyard or hand goes back to the hyperspatial zone (117.1)', () => {
    let state = start();
    const [psychic] = state.zones.hyperspatial;
    state = play(state, { type: 'move', card: psychic, to: 'battle' });
    expect(state.zones.battle).toEqual([psychic]);
    for (const to of ['graveyard', 'hand', 'mana', 'shields'] as const) {
      state = play(state, { type: 'move', card: psychic, to: 'battle' }, { type: 'move', card: psychic, to });
      expect(state.zones.hyperspatial).toContain(psychic);
      expect(state.zones[to]).not.toContain(psychic);
    }
  });

  it('a card of the deck put into the super GR goes to the graveyard instead (118.2)', () => {
    let state = start();
    const [card] = state.zones.hand;
    state = play(state, { type: 'move', card, to: 'gr' });
    expect(state.zones.graveyard).toEqual([card]);
    expect(state.zones.gr).toHaveLength(12);
  });

  it('GR summon is refused with an empty super GR (701.30a), and in Magic', () => {
    let state = start();
    for (let i = 0; i < 12; i++) state = play(state, { type: 'gr-summon' });
    expect(refusal(state, { type: 'gr-summon' })).toMatchObject({ code: 'gr.empty', rule: 'DM 701.30a' });
    const mtg = play(startGame(mtgTableDeck(LOREHOLD), { seed: 3, setup: SETUPS.commander }), { type: 'keep' });
    expect(refusal(mtg, { type: 'gr-summon' })).toMatchObject({ code: 'action.wrong-game' });
  });
});

describe('the order of a Duel Masters turn (DM 500.1, 500.2a)', () => {
  /** Turn 3 with two fire cards charged on turns 1 and 2, so a plain attacker of cost 1–2 can be summoned. */
  function turnThree(): PlaytestState {
    let state = startGame(dmTable(), { seed: 3, setup: SETUPS.dm });
    state = play(state, { type: 'charge', card: state.zones.hand[0] }, { type: 'next-turn' });
    state = play(state, { type: 'charge', card: state.zones.hand[0] }, { type: 'next-turn' });
    return state;
  }

  const cheapest = (state: PlaytestState) =>
    [...state.zones.hand, ...state.zones.deck].find((id) => (state.defs[state.cards[id].def].dm?.cost ?? 9) <= 2)!;

  it('a card charged after a creature was summoned this turn is refused: the mana charge step is not gone back to (500.2a); Shift overrides; the next turn charges again', () => {
    let state = turnThree();
    const creature = cheapest(state);
    state = play(state, { type: 'move', card: creature, to: 'hand' }, { type: 'cast', card: creature });
    expect(state.zones.battle).toEqual([creature]);
    const next = state.zones.hand[0];
    expect(refusal(state, { type: 'charge', card: next })).toMatchObject({
      code: 'charge.after-main',
      rule: 'DM 500.2a',
    });
    expect(play(state, { type: 'charge', card: next, override: true }).zones.mana).toContain(next);
    expect(play(state, { type: 'next-turn' }, { type: 'charge', card: next }).zones.mana).toContain(next);
  });

  it('a charge after an attack is refused too (the attack step follows the main step, 500.1), a charge before casting is not', () => {
    let state = turnThree();
    const creature = cheapest(state);
    state = play(state, { type: 'move', card: creature, to: 'battle' }, { type: 'next-turn' });
    state = play(state, { type: 'attack', cards: [creature] });
    expect(refusal(state, { type: 'charge', card: state.zones.hand[0] })).toMatchObject({
      code: 'charge.after-main',
    });
    const fresh = turnThree();
    expect(play(fresh, { type: 'charge', card: fresh.zones.hand[0] }).zones.mana).toHaveLength(3);
  });

  it('a GR summon begins the main step as well (701.30a is an effect of a card cast in it)', () => {
    const state = play(turnThree(), { type: 'gr-summon' });
    expect(refusal(state, { type: 'charge', card: state.zones.hand[0] })).toMatchObject({
      code: 'charge.after-main',
    });
  });
});

describe('winning a Duel Masters game (DM 104.2a, 509.1)', () => {
  it('breaking the last of the five shields does not win; the next attack, a direct attack, does, and the log says so', () => {
    let state = startGame(dmTable(), { seed: 3, setup: SETUPS.dm });
    const attackers = state.zones.deck.slice(0, 6);
    for (const card of attackers) state = play(state, { type: 'move', card, to: 'battle' });
    state = play(state, { type: 'next-turn' });
    for (const card of attackers.slice(0, 5)) state = play(state, { type: 'attack', cards: [card] });
    expect([state.opponentShields, state.wonOnTurn]).toEqual([0, null]);
    expect(describeLog(state.log).at(-1)).not.toContain('direct attack');
    state = play(state, { type: 'attack', cards: [attackers[5]] });
    expect(state.wonOnTurn).toBe(2);
    expect(describeLog(state.log).at(-1)).toMatch(
      new RegExp(`attacked with ${nameOf(state, attackers[5])}: a direct attack, the opponent loses$`),
    );
  });
});

describe('winning a Magic goldfish game (CR 704.5a)', () => {
  it("the empty board's player starts at 20 life in Constructed (CR 103.4) and loses to the attack that deals the 20th damage; the log and the game say so", () => {
    let state = play(startGame(mtgTableDeck(AZORIUS), { seed: 3, setup: SETUPS.constructed }), { type: 'keep' });
    state = play(
      state,
      { type: 'create-token', name: 'Avatar', power: 10, toughness: 10, count: 2 },
      { type: 'next-turn' },
    );
    const [first, second] = state.zones.battlefield;
    state = play(state, { type: 'attack', cards: [first] });
    expect([state.damageDealt, state.wonOnTurn]).toEqual([10, null]);
    state = play(state, { type: 'attack', cards: [second] });
    expect([state.damageDealt, state.wonOnTurn]).toEqual([20, 2]);
    expect(describeLog(state.log).at(-1)).toMatch(/attacked with Avatar \(10\): the opponent is at 0 life and loses$/);
  });

  it('a Commander opponent starts at 40 (CR 903.7): 20 damage does not win', () => {
    let state = play(startGame(mtgTableDeck(LOREHOLD), { seed: 3, setup: SETUPS.commander }), { type: 'keep' });
    state = play(state, { type: 'create-token', name: 'Avatar', power: 20, toughness: 20 }, { type: 'next-turn' });
    state = play(state, { type: 'attack', cards: ['Avatar'] });
    expect([state.damageDealt, state.wonOnTurn]).toEqual([20, null]);
  });
});
