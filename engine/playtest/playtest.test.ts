import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import fc from 'fast-check';
import { card, dmCards } from '../../test/real-decks.ts';
import { duelMastersCards } from '../../test/goldfish-fixtures.ts';
import { SETUPS, withMulligan } from '../goldfish/setup.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import { popcount } from '../goldfish/matching.ts';
import { choose, hypergeometricPmf, wilson } from '../stats/index.ts';
import { smoothedHandLandsPmf } from '../stats/smoothing.ts';
import type { Card } from '../cards/types.ts';
import {
  act,
  apply,
  currentState,
  manaAvailable,
  drawNamedWithin,
  describeLog,
  GAME_ZONES,
  newGame,
  nextDrawIsLand,
  redo,
  replay,
  ReplayError,
  startGame,
  tableView,
  undo,
  type Action,
  type PlaytestDeck,
  type PlaytestState,
  type StartOptions,
  type Zone,
} from './index.ts';
import { ActionFileError, formatActionFile, parseActionFile } from './action-file.ts';

const GARRUK = 'plain-taw/pw__m21__Garruk, Savage Herald.txt'; // mono-green, 25 Forests
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // modal double-faced lands, a sideboard
const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt'; // Commander: Osgir, the Reconstructor {2}{R}{W}

const CONSTRUCTED: StartOptions = { seed: 7, setup: SETUPS.constructed };
const COMMANDER: StartOptions = { seed: 7, setup: SETUPS.commander };

const fetchDm = (card: string, to: Zone): Action => fetch(card, to, 'deck');

describe('the opening deal (CR 103; DM 103)', () => {
  it('Magic, two players: 7 cards, 20 life, the rest in the library; keeping begins turn 1 with no draw on the play (CR 103.8a), a draw on the draw', () => {
    const deck = mtgTableDeck(GARRUK);
    const state = startGame(deck, CONSTRUCTED);
    expect(state).toMatchObject({ phase: 'mulligan', turn: 0, life: 20 });
    expect(state.zones.hand).toHaveLength(7);
    expect(state.zones.library).toHaveLength(53);
    const kept = play(state, { type: 'keep' });
    expect(kept).toMatchObject({ phase: 'play', turn: 1 });
    expect(kept.zones.hand).toEqual(state.zones.hand);
    const onTheDraw = play(startGame(deck, { ...CONSTRUCTED, onThePlay: false }), { type: 'keep' });
    expect(onTheDraw.zones.hand).toHaveLength(8);
    expect(play(kept, { type: 'next-turn' }).zones.hand).toHaveLength(8);
  });

  it('Commander: the commander starts in the command zone (CR 903.6) at 40 life (103.4c); the first mulligan is free (103.5c) and nobody skips the first draw (103.8c)', () => {
    const state = startGame(mtgTableDeck(LOREHOLD), COMMANDER);
    expect(names(state, 'command')).toEqual(['Osgir, the Reconstructor']);
    expect(state.life).toBe(40);
    expect(state.zones.library).toHaveLength(99 - 7);
    const free = play(state, { type: 'mulligan' });
    expect(free.zones.hand).toHaveLength(7);
    expect(play(free, { type: 'keep' }).zones.hand).toHaveLength(8);
    const second = play(free, { type: 'mulligan' });
    expect(refusal(second, { type: 'keep' })).toMatchObject({ code: 'keep.bottom-count', rule: 'CR 103.5' });
    const bottomed = second.zones.hand[3];
    const kept = play(second, { type: 'keep', bottom: [bottomed] });
    expect(kept.zones.hand).toHaveLength(7);
    expect(kept.zones.library.at(-1)).toBe(bottomed);
  });

  it('London (CR 103.5): always 7 drawn, and no mulligan once the hand would be 0 cards', () => {
    let state = startGame(mtgTableDeck(GARRUK), CONSTRUCTED);
    for (let i = 0; i < 7; i++) {
      state = play(state, { type: 'mulligan' });
      expect(state.zones.hand).toHaveLength(7);
    }
    expect(refusal(state, { type: 'mulligan' })).toMatchObject({ code: 'mulligan.zero-cards', rule: 'CR 103.5' });
    expect(play(state, { type: 'keep', bottom: [...state.zones.hand] }).zones.hand).toHaveLength(0);
  });

  it('Vancouver (CR glossary): one card fewer each time, then the top card may go to the bottom; Paris offers no scry', () => {
    const state = play(
      startGame(mtgTableDeck(GARRUK), { ...CONSTRUCTED, setup: withMulligan(SETUPS.constructed, 'vancouver') }),
      { type: 'mulligan' },
    );
    expect(state.zones.hand).toHaveLength(6);
    const [top, second] = state.zones.library;
    const kept = play(state, { type: 'keep', scry: 'bottom' });
    expect(kept.zones.library[0]).toBe(second);
    expect(kept.zones.library.at(-1)).toBe(top);
    const paris = play(
      startGame(mtgTableDeck(GARRUK), { ...CONSTRUCTED, setup: withMulligan(SETUPS.constructed, 'paris') }),
      { type: 'mulligan' },
    );
    expect(refusal(paris, { type: 'keep', scry: 'bottom' }).code).toBe('keep.no-scry');
  });

  it('Houston (house rule): ten cards dealt, no mulligan, and keeping puts exactly three on the bottom', () => {
    const state = startGame(mtgTableDeck(GARRUK), {
      ...CONSTRUCTED,
      setup: withMulligan(SETUPS.constructed, 'houston'),
    });
    expect(state.zones.hand).toHaveLength(10);
    expect(state.zones.library).toHaveLength(50);
    expect(refusal(state, { type: 'mulligan' })).toMatchObject({ code: 'mulligan.houston' });
    expect(refusal(state, { type: 'keep', bottom: state.zones.hand.slice(0, 2) })).toMatchObject({
      code: 'keep.bottom-count',
      message: 'keeping a Houston hand puts 3 cards on the bottom, not 2',
    });
    const bottom = state.zones.hand.slice(0, 3);
    const kept = play(state, { type: 'keep', bottom });
    expect(kept.zones.hand).toHaveLength(7);
    expect(kept.zones.library.slice(-3)).toEqual(bottom);
  });

  it("'smoothed' (Arena's best of one): the opening hand is the better of two by the seed, and its lands crowd the expected count", () => {
    const deck = mtgTableDeck(GARRUK); // 25 Forests in 60: 2.9 expected in 7 cards
    const smoothed = withMulligan(SETUPS.constructed, 'smoothed');
    const lands = (setup: typeof smoothed, seed: number) => {
      const state = startGame(deck, { seed, setup });
      return state.zones.hand.filter((id) => state.defs[state.cards[id].def].mtg?.land).length;
    };
    expect(startGame(deck, { seed: 5, setup: smoothed }).zones.hand).toEqual(
      startGame(deck, { seed: 5, setup: smoothed }).zones.hand,
    );
    const seeds = Array.from({ length: 3_000 }, (_, i) => i);
    const twoToFour = (setup: typeof smoothed) => seeds.filter((seed) => [2, 3, 4].includes(lands(setup, seed))).length;
    const exact = (pmf: (l: number) => number) => pmf(2) + pmf(3) + pmf(4);
    const plain = exact((l) => hypergeometricPmf(l, { size: 60, successes: 25 }, 7));
    const better = exact((l) => smoothedHandLandsPmf({ deckSize: 60, lands: 25 }, 7)[l]);
    expect(better).toBeGreaterThan(plain + 0.1);
    for (const [setup, p] of [
      [SETUPS.constructed, plain],
      [smoothed, better],
    ] as const) {
      const ci = wilson(twoToFour(setup), seeds.length, 3.29);
      expect(p, setup.mulligan).toBeGreaterThanOrEqual(ci.low);
      expect(p, setup.mulligan).toBeLessThanOrEqual(ci.high);
    }
    const mulliganed = play(startGame(deck, { seed: 5, setup: smoothed }), { type: 'mulligan' });
    expect(mulliganed.zones.hand).toHaveLength(7);
    expect(refusal(mulliganed, { type: 'keep' })).toMatchObject({ code: 'keep.bottom-count' });
  });

  it('the seed decides the deal: the same seed the same hand, another seed another', () => {
    const deck = mtgTableDeck(GARRUK);
    const hand = (seed: number) => startGame(deck, { ...CONSTRUCTED, seed }).zones.hand;
    expect(hand(11)).toEqual(hand(11));
    expect(hand(12)).not.toEqual(hand(11));
  });

  it('Duel Masters (DM 103.3–103.5): 5 shields from the top, then 5 cards, no mulligan, and turn 1 starts without a draw', () => {
    const state = startGame(dmDeck(), { seed: 3, setup: SETUPS.dm });
    expect(state.zones.shields).toHaveLength(5);
    expect(state.zones.hand).toHaveLength(5);
    expect(state.zones.deck).toHaveLength(30);
    expect(state).toMatchObject({ phase: 'play', turn: 1 });
    expect(refusal(state, { type: 'mulligan' })).toMatchObject({ code: 'mulligan.none', rule: 'DM 103.3' });
    expect(play(state, { type: 'next-turn' }).zones.hand).toHaveLength(6);
    // The shields are the five cards the hand was drawn after: the same seed with no shields deals them as the hand.
    const noShields = startGame(dmDeck(), { seed: 3, setup: { ...SETUPS.dm, shields: 0 } });
    expect(noShields.zones.hand).toEqual(state.zones.shields);
  });

  it("Duel Masters has no keep decision (DM 103.3): a keep is refused with Duel Masters' rule, not Magic's CR 103.5", () => {
    const state = startGame(dmDeck(), { seed: 3, setup: SETUPS.dm });
    expect(refusal(state, { type: 'keep' })).toMatchObject({ code: 'mulligan.none', rule: 'DM 103.3' });
    // A house-rule mulligan gives the table a decision, and keeping twice still cites the Duel Masters start.
    const house = play(startGame(dmDeck(), { seed: 3, setup: withMulligan(SETUPS.dm, 'london') }), { type: 'keep' });
    expect(refusal(house, { type: 'keep' })).toMatchObject({ code: 'mulligan.already-kept', rule: 'DM 103.3' });
    expect(
      refusal(startGame(mtgTableDeck(GARRUK), { ...CONSTRUCTED, setup: withMulligan(SETUPS.constructed, 'none') }), {
        type: 'keep',
      }),
    ).toMatchObject({ code: 'mulligan.none', rule: 'CR 103.5' });
  });
});

describe('Magic at the table', () => {
  const turnOne = () =>
    play(
      startGame(mtgTableDeck(GARRUK), CONSTRUCTED),
      { type: 'keep' },
      fetch('Forest', 'hand'),
      fetch('Forest', 'hand'),
      fetch('Forest', 'hand'),
    );

  it('one land per turn (CR 305.2) unless the player overrides; the counter resets on the next turn', () => {
    const one = play(turnOne(), { type: 'play', card: 'Forest' });
    expect(one.landsThisTurn).toBe(1);
    expect(refusal(one, { type: 'play', card: 'Forest' })).toMatchObject({
      code: 'land.one-per-turn',
      rule: 'CR 305.2',
    });
    expect(play(one, { type: 'play', card: 'Forest', override: true }).landsThisTurn).toBe(2);
    const next = play(one, { type: 'next-turn' }, { type: 'play', card: 'Forest' });
    expect(next.landsThisTurn).toBe(1);
    expect(refusal(next, { type: 'play', card: fetchedName(next, 'Pridemalkin') })).toMatchObject({ rule: 'CR 305.1' });
  });

  it('casting pays with the exact solver (CR 601.2h): Pridemalkin {2}{G} is refused with two Forests, cast with three, which get tapped', () => {
    let state = play(
      turnOne(),
      fetch('Pridemalkin', 'hand'),
      { type: 'play', card: 'Forest' },
      { type: 'next-turn' },
      { type: 'play', card: 'Forest' },
    );
    expect(refusal(state, { type: 'cast', card: 'Pridemalkin' })).toMatchObject({
      code: 'cast.cannot-pay',
      rule: 'CR 601.2h',
    });
    state = play(state, { type: 'next-turn' }, { type: 'play', card: 'Forest' });
    expect(manaAvailable(state)).toBe(3);
    state = play(state, { type: 'cast', card: 'Pridemalkin' });
    expect(manaAvailable(state)).toBe(0);
    expect(names(state, 'battlefield')).toContain('Pridemalkin');
    const lands = state.zones.battlefield.filter((id) => state.defs[state.cards[id].def].name === 'Forest');
    expect(lands.map((id) => state.cards[id].tapped)).toEqual([true, true, true]);
    expect(refusal(state, { type: 'attack', cards: ['Pridemalkin'] })).toMatchObject({
      code: 'attack.summoning-sick',
      rule: 'CR 302.6',
    });
    const attacked = play(state, { type: 'next-turn' }, { type: 'attack', cards: ['Pridemalkin'] });
    expect(attacked.damageDealt).toBe(2);
    expect(describeLog(attacked.log).at(-2)).toBe(
      // Nine cards in hand, none discarded: the log says so (CR 514.1).
      'Turn 3: played Forest, cast Pridemalkin with Forest, Forest, Forest, ended the turn 2 cards over the maximum hand size, none discarded (CR 514.1)',
    );
  });

  it('X is paid as generic mana (CR 107.3): Primal Might with X = 2 taps three Forests, X = 3 is refused; named sources pay only for themselves', () => {
    let state = play(
      turnOne(),
      fetch('Primal Might', 'hand'),
      fetch('Forest', 'battlefield'),
      fetch('Forest', 'battlefield'),
      { type: 'play', card: 'Forest' },
    );
    expect(refusal(state, { type: 'cast', card: 'Primal Might', x: 3 }).rule).toBe('CR 601.2h');
    const forests = state.zones.battlefield;
    expect(refusal(state, { type: 'cast', card: 'Primal Might', x: 2, tap: forests.slice(0, 2) }).code).toBe(
      'cast.cannot-pay',
    );
    state = play(state, { type: 'cast', card: 'Primal Might', x: 2 });
    expect(names(state, 'graveyard')).toEqual(['Primal Might']);
    expect(forests.every((id) => state.cards[id].tapped)).toBe(true);
  });

  it('an MDFC played as a land enters with its land face (CR 712.12); the sideboard is kept for reference', () => {
    const state = play(
      startGame(mtgTableDeck(STOMPY), CONSTRUCTED),
      { type: 'keep' },
      fetch('Kazandu Mammoth', 'hand'),
      {
        type: 'play',
        card: 'Kazandu Mammoth',
      },
    );
    const [land] = state.zones.battlefield;
    expect(state.cards[land].face).toBe('Kazandu Valley');
    expect(state.cards[land].tapped).toBe(true); // "Kazandu Valley enters the battlefield tapped."
    expect(names(state, 'sideboard')).toContain('Khalni Ambush // Khalni Territory');
    expect(tableView(state).zones.battlefield[0]).toMatchObject({
      name: 'Kazandu Mammoth // Kazandu Valley',
      face: 'Kazandu Valley',
      tapped: true,
    });
  });

  it("a land's own enters-tapped condition is checked on the table: Castle Garenbrig enters tapped unless you control a Forest", () => {
    const garruk = mtgTableDeck(GARRUK);
    const deck: PlaytestDeck = { ...garruk, main: [...garruk.main, { card: card('Castle Garenbrig'), count: 2 }] };
    const alone = play(startGame(deck, CONSTRUCTED), { type: 'keep' }, fetch('Castle Garenbrig', 'hand'), {
      type: 'play',
      card: 'Castle Garenbrig',
    });
    expect(alone.cards[alone.zones.battlefield[0]].tapped).toBe(true);
    const withForest = play(
      startGame(deck, CONSTRUCTED),
      { type: 'keep' },
      fetch('Forest', 'battlefield'),
      fetch('Castle Garenbrig', 'hand'),
      { type: 'play', card: 'Castle Garenbrig' },
    );
    expect(withForest.zones.battlefield.map((id) => withForest.cards[id].tapped)).toEqual([false, false]);
  });

  it('commander tax (CR 903.8): the second cast from the command zone costs {2} more', () => {
    let state = play(
      startGame(mtgTableDeck(LOREHOLD), COMMANDER),
      { type: 'keep' },
      ...['Mountain', 'Mountain', 'Plains', 'Plains'].map((land) => fetch(land, 'battlefield')),
    );
    state = play(
      state,
      { type: 'cast', card: 'Osgir, the Reconstructor' },
      { type: 'move', card: 'Osgir, the Reconstructor', to: 'command' },
      { type: 'next-turn' },
    );
    const taxed = refusal(state, { type: 'cast', card: 'Osgir, the Reconstructor' });
    expect(taxed).toMatchObject({ code: 'cast.cannot-pay', rule: 'CR 601.2h' });
    expect(taxed.message).toContain('commander tax {2}');
    state = play(state, fetch('Mountain', 'battlefield'), fetch('Plains', 'battlefield'), {
      type: 'cast',
      card: 'Osgir, the Reconstructor',
    });
    expect(names(state, 'battlefield')).toContain('Osgir, the Reconstructor');
    expect(Object.values(state.commanderCasts)).toEqual([2]);
  });

  it('library actions: scry (CR 701.18), surveil (701.42), mill (701.13), and drawing more than the library holds is refused (704.5b)', () => {
    const state = play(startGame(mtgTableDeck(GARRUK), CONSTRUCTED), { type: 'keep' });
    const [a, b, c] = state.zones.library;
    const scried = play(state, { type: 'scry', top: [c, a], bottom: [b] });
    expect(scried.zones.library.slice(0, 2)).toEqual([c, a]);
    expect(scried.zones.library.at(-1)).toBe(b);
    expect(refusal(state, { type: 'scry', top: [state.zones.library[5]] }).rule).toBe('CR 701.18');
    const surveilled = play(state, { type: 'surveil', graveyard: [a] });
    expect(surveilled.zones.graveyard).toEqual([a]);
    expect(play(state, { type: 'mill', count: 3 }).zones.graveyard).toEqual([a, b, c]);
    expect(refusal(state, { type: 'draw', count: 54 })).toMatchObject({
      code: 'game.would-lose',
      rule: 'CR 704.5b',
      message:
        'the library has 53 cards: drawing 54 would lose the game (a player who draws from an empty library loses)',
    });
  });

  it('tokens, counters, life and poison; a token that leaves the battlefield ceases to exist (CR 111.7)', () => {
    let state = play(
      turnOne(),
      fetch('Pridemalkin', 'battlefield'),
      { type: 'token', card: 'Pridemalkin' },
      { type: 'counter', card: 'Pridemalkin', kind: '+1/+1', delta: 2 },
    );
    const [original, token] = state.zones.battlefield;
    expect(state.cards[token].token).toBe(true);
    expect(state.cards[original].counters).toEqual({ '+1/+1': 2 });
    state = play(
      state,
      { type: 'move', card: token, to: 'graveyard' },
      { type: 'life', delta: -3 },
      { type: 'poison', delta: 2 },
    );
    expect(state.zones.graveyard).toEqual([]);
    expect(state).toMatchObject({ life: 17, poison: 2 });
    expect(refusal(state, { type: 'charge', card: 'Forest' }).code).toBe('action.wrong-game');
  });

  it('tapping a tapped permanent, untapping an untapped one, tapping a card not on the battlefield: refused with CR 701.21a–b', () => {
    const untapped = play(turnOne(), { type: 'play', card: 'Forest' });
    const tapped = play(untapped, { type: 'tap', card: 'Forest' });
    expect(refusal(tapped, { type: 'tap', card: 'Forest' })).toMatchObject({
      code: 'tap.already',
      rule: 'CR 701.21a',
      message: 'Forest is already tapped',
    });
    expect(refusal(untapped, { type: 'untap', card: 'Forest' })).toMatchObject({
      code: 'untap.already',
      rule: 'CR 701.21b',
    });
    expect(refusal(turnOne(), { type: 'tap', card: 'Forest' })).toMatchObject({
      code: 'card.not-here',
      rule: 'CR 701.21a',
    });
    expect(refusal(turnOne(), { type: 'play', card: firstNotForest(turnOne(), 'library') })).toMatchObject({
      code: 'card.not-here',
      rule: 'CR 305.1',
    });
  });

  it('a refusal reads "refused (rule): message" whether or not a rule is broken', () => {
    const ruled = refusal(play(turnOne(), { type: 'play', card: 'Forest' }, { type: 'tap', card: 'Forest' }), {
      type: 'tap',
      card: 'Forest',
    });
    expect(new ReplayError(3, ruled).message).toBe('action 4 refused (CR 701.21a): Forest is already tapped');
    // A counter on a card that is not on the battlefield breaks no game rule: the action named the wrong card.
    const unruled = refusal(turnOne(), { type: 'counter', card: 'Forest', kind: '+1/+1', delta: 1 });
    expect(unruled.rule).toBeUndefined();
    expect(new ReplayError(0, unruled).message).toBe(
      'action 1 refused (no game rule): no card named "Forest" in battlefield',
    );
  });

  it('0 or less life (CR 704.5a) and 10 poison counters (704.5c) lose: refused with the code of losing, like a draw from an empty library (704.5b)', () => {
    const kept = replay(mtgTableDeck(GARRUK), CONSTRUCTED, [{ type: 'keep' }]);
    const state = currentState(kept);
    expect(refusal(state, { type: 'life', delta: -25 })).toMatchObject({
      code: 'game.would-lose',
      rule: 'CR 704.5a',
      message: 'life would go from 20 to -5: a player with 0 or less life loses the game',
    });
    expect(refusal(state, { type: 'life', delta: -20 }).rule).toBe('CR 704.5a');
    const one = play(state, { type: 'life', delta: -19 });
    expect(one.life).toBe(1);
    expect(play(one, { type: 'draw' }, { type: 'life', delta: 5 }).life).toBe(6);
    expect(refusal(state, { type: 'poison', delta: 12 })).toMatchObject({
      code: 'game.would-lose',
      rule: 'CR 704.5c',
    });
    const nine = play(state, { type: 'poison', delta: 9 });
    expect(refusal(nine, { type: 'poison', delta: 1 })).toMatchObject({ code: 'game.would-lose', rule: 'CR 704.5c' });
    // A change the table cannot carry out is still out of range, not a loss.
    expect(refusal(state, { type: 'life', delta: 0 }).code).toBe('delta.out-of-range');
    expect(play(nine, { type: 'poison', delta: -20 }).poison).toBe(0);
    // The refused action leaves the game as it was: undo and redo walk the log as before.
    const hit = act(kept, { type: 'life', delta: -15 });
    if (!hit.ok) throw new Error('a life loss to 5 is legal');
    const lethal = act(hit.game, { type: 'life', delta: -5 });
    expect(lethal).toMatchObject({ ok: false, refusal: { rule: 'CR 704.5a' } });
    expect(currentState(hit.game).life).toBe(5);
    expect(currentState(undo(hit.game)).life).toBe(20);
    expect(currentState(redo(undo(hit.game))).life).toBe(5);
  });

  it("the turn's draw from an empty library loses (CR 704.5b): next-turn is refused like draw, and the game can still be undone", () => {
    // On the play, keeping draws nothing (CR 103.8a): 53 of Garruk's 60 cards are left in the library.
    const kept = replay(mtgTableDeck(GARRUK), CONSTRUCTED, [{ type: 'keep' }, { type: 'mill', count: 52 }]);
    const last = act(kept, { type: 'next-turn' });
    if (!last.ok) throw new Error("the turn's draw of the library's last card is legal");
    const empty = currentState(last.game);
    expect([empty.turn, empty.zones.library.length, empty.zones.hand.length]).toEqual([2, 0, 8]);
    const lost = {
      code: 'game.would-lose',
      rule: 'CR 704.5b',
      message:
        "the library has 0 cards: the turn's draw would lose the game (a player who draws from an empty library loses)",
    };
    expect(act(last.game, { type: 'next-turn' })).toMatchObject({ ok: false, refusal: lost });
    expect(refusal(empty, { type: 'draw' })).toMatchObject({ code: lost.code, rule: lost.rule });
    expect(currentState(undo(last.game)).zones.library).toHaveLength(1);
    // Milling the library's last card loses nothing in Magic (CR 701.13b): only a draw from an empty library does.
    expect(play(currentState(kept), { type: 'mill', count: 1 }).zones.library).toEqual([]);
  });

  it("the first turn's draw is skipped on the play (CR 103.8a): a 7-card library keeps on the play, and keeping on the draw would lose (704.5b)", () => {
    const garruk = mtgTableDeck(GARRUK);
    const forests = garruk.main.find((entry) => entry.card.name === 'Forest')!;
    const seven: PlaytestDeck = { ...garruk, main: [{ ...forests, count: 7 }] };
    expect(play(startGame(seven, CONSTRUCTED), { type: 'keep' }).zones.hand).toHaveLength(7);
    expect(refusal(startGame(seven, { ...CONSTRUCTED, onThePlay: false }), { type: 'keep' })).toMatchObject({
      code: 'game.would-lose',
      rule: 'CR 704.5b',
    });
  });

  it('an attack naming a name twice attacks with two cards of that name (CR 508.1a); more than its untapped cards is refused', () => {
    const [a, b] = copiesOf(turnOne(), 'Pridemalkin');
    const two = play(turnOne(), onto(a), onto(b), { type: 'next-turn' });
    const both = play(two, { type: 'attack', cards: ['Pridemalkin', 'Pridemalkin'] });
    expect(both.damageDealt).toBe(4);
    expect([both.cards[a].tapped, both.cards[b].tapped]).toEqual([true, true]);
    expect(describeLog(both.log).at(-1)).toBe('Turn 2: attacked with Pridemalkin, Pridemalkin (4)');
    expect(play(two, { type: 'attack', cards: [b, 'Pridemalkin'] }).damageDealt).toBe(4);
    expect(refusal(two, { type: 'attack', cards: ['Pridemalkin', 'Pridemalkin', 'Pridemalkin'] })).toMatchObject({
      code: 'attack.not-enough',
      rule: 'CR 508.1a',
      message:
        '"Pridemalkin" is named 3 times to attack, but only 2 untapped cards of that name are on the battlefield',
    });
    // A name takes an untapped card of that name: with the first tapped, the second attacks.
    const oneTapped = play(two, { type: 'tap', card: a });
    expect(play(oneTapped, { type: 'attack', cards: ['Pridemalkin'] }).cards[b].tapped).toBe(true);
    expect(refusal(oneTapped, { type: 'attack', cards: ['Pridemalkin', 'Pridemalkin'] })).toMatchObject({
      code: 'attack.not-enough',
      message: '"Pridemalkin" is named 2 times to attack, but only 1 untapped card of that name is on the battlefield',
    });
    // Named once with every card of that name tapped, the refusal says why; one id twice still attacks twice.
    const allTapped = play(oneTapped, { type: 'tap', card: b });
    expect(refusal(allTapped, { type: 'attack', cards: ['Pridemalkin'] }).code).toBe('attack.tapped');
    expect(refusal(two, { type: 'attack', cards: [a, a] }).code).toBe('attack.twice');
  });

  it('a name takes a card of that name that can attack before one that came this turn (CR 302.6)', () => {
    // Moved within the battlefield, the first Pridemalkin keeps its turn but goes after the one fetched this turn.
    const [old, fresh] = copiesOf(turnOne(), 'Pridemalkin');
    const state = play(turnOne(), onto(old), { type: 'next-turn' }, onto(fresh), {
      type: 'move',
      card: old,
      to: 'battlefield',
    });
    expect(state.zones.battlefield.filter((id) => id === old || id === fresh)).toEqual([fresh, old]);
    expect([state.cards[fresh].enteredTurn, state.cards[old].enteredTurn]).toEqual([2, 1]);
    const attacked = play(state, { type: 'attack', cards: ['Pridemalkin'] });
    expect([attacked.cards[fresh].tapped, attacked.cards[old].tapped]).toEqual([false, true]);
  });

  it('X is never negative (CR 107.1b): Primal Might with X = -2 is refused, not cast for less', () => {
    const state = play(turnOne(), fetch('Primal Might', 'hand'), { type: 'play', card: 'Forest' });
    expect(refusal(state, { type: 'cast', card: 'Primal Might', x: -2 })).toMatchObject({
      code: 'count.out-of-range',
      rule: 'CR 107.1b',
    });
  });
});

const BASRI = 'plain-taw/pw__m21__Basri, Devoted Paladin.txt'; // Basri {4}{W}{W}, loyalty 4; Plains

/** A deck of these cards, four each, and twenty of each basic named: for cards no real list here plays. */
function deckOf(spells: string[], basics: string[]): PlaytestDeck {
  const main = [
    ...spells.map((n) => ({ card: card(n), count: 4 })),
    ...basics.map((n) => ({ card: card(n), count: 20 })),
  ];
  return { name: 'test deck', game: 'mtg', main };
}

/** The state after keeping, with these cards moved from the library onto the battlefield (lands to pay with). */
function withLands(deck: PlaytestDeck, lands: string[]): PlaytestState {
  return play(startGame(deck, CONSTRUCTED), { type: 'keep' }, ...lands.map((land) => fetch(land, 'battlefield')));
}

describe('counters a permanent enters with (CR 306.5b, 310.4b) and loses to (704.5i)', () => {
  it('Basri, Devoted Paladin cast for {4}{W}{W} enters with 4 loyalty counters; at 0 loyalty it goes to the graveyard (CR 704.5i)', () => {
    let state = withLands(mtgTableDeck(BASRI), ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
    state = play(state, fetch('Basri, Devoted Paladin', 'hand'), { type: 'cast', card: 'Basri, Devoted Paladin' });
    const [basri] = copiesOf(state, 'Basri, Devoted Paladin');
    expect(state.zones.battlefield).toContain(basri);
    expect(state.cards[basri].counters).toEqual({ loyalty: 4 });
    state = play(state, { type: 'counter', card: basri, kind: 'loyalty', delta: 1 }); // his +1 (CR 606.4)
    expect(state.cards[basri].counters).toEqual({ loyalty: 5 });
    state = play(state, { type: 'counter', card: basri, kind: 'loyalty', delta: -5 });
    expect(state.zones.graveyard).toEqual([basri]);
    expect(state.cards[basri].counters).toEqual({});
    expect(describeLog(state.log).at(-1)).toContain(
      '-5 loyalty counter on Basri, Devoted Paladin, put into the graveyard',
    );
  });

  it('a planeswalker put onto the battlefield, and a token copy of it, enter with loyalty too; a creature losing its last +1/+1 counter stays', () => {
    const deck = mtgTableDeck(BASRI);
    let state = play(startGame(deck, CONSTRUCTED), { type: 'keep' }, fetch('Basri, Devoted Paladin', 'battlefield'));
    state = play(state, { type: 'token', card: 'Basri, Devoted Paladin' });
    const [basri, token] = state.zones.battlefield;
    expect(state.cards[token].token).toBe(true);
    expect([state.cards[basri].counters, state.cards[token].counters]).toEqual([{ loyalty: 4 }, { loyalty: 4 }]);
    // CR 400.7: back to hand and out again, it is a new object with its printed loyalty, not what it had.
    state = play(
      state,
      { type: 'counter', card: basri, kind: 'loyalty', delta: -2 },
      { type: 'move', card: basri, to: 'hand' },
      { type: 'move', card: basri, to: 'battlefield' },
    );
    expect(state.cards[basri].counters).toEqual({ loyalty: 4 });
    state = play(state, fetch("Basri's Acolyte", 'battlefield'));
    const acolyte = state.zones.battlefield.at(-1)!;
    expect(state.cards[acolyte].counters).toEqual({});
    state = play(
      state,
      { type: 'counter', card: acolyte, kind: '+1/+1', delta: 1 },
      { type: 'counter', card: acolyte, kind: '+1/+1', delta: -1 },
    );
    expect(state.zones.battlefield).toContain(acolyte);
    // Loyalty counters put on a creature are counters like any other: losing them does not bin it.
    state = play(
      state,
      { type: 'counter', card: acolyte, kind: 'loyalty', delta: 1 },
      { type: 'counter', card: acolyte, kind: 'loyalty', delta: -1 },
    );
    expect(state.zones.battlefield).toContain(acolyte);
  });

  it("an MDFC cast as its back enters with the back face's loyalty: Rowan, Scholar of Sparks (2) cast as Will, Scholar of Frost has 4", () => {
    const deck = deckOf(['Rowan, Scholar of Sparks // Will, Scholar of Frost'], ['Island', 'Mountain']);
    const state = withLands(deck, ['Mountain', 'Mountain', 'Mountain', 'Island', 'Island']);
    const rowan = 'Rowan, Scholar of Sparks // Will, Scholar of Frost';
    const front = play(state, fetch(rowan, 'hand'), { type: 'cast', card: rowan });
    expect(front.cards[front.zones.battlefield.at(-1)!].counters).toEqual({ loyalty: 2 });
    const back = play(state, fetch(rowan, 'hand'), { type: 'cast', card: rowan, face: 1 });
    const will = back.zones.battlefield.at(-1)!;
    expect(back.cards[will]).toMatchObject({ face: 'Will, Scholar of Frost', counters: { loyalty: 4 } });
  });

  it('a printed loyalty of X is the X cast (CR 107.3m): Nissa, Steward of Elements cast with X = 3 has 3; put onto the battlefield, none', () => {
    const deck = deckOf(['Nissa, Steward of Elements'], ['Forest', 'Island']);
    const state = withLands(deck, ['Forest', 'Island', 'Forest', 'Island', 'Forest']);
    const cast = play(state, fetch('Nissa, Steward of Elements', 'hand'), {
      type: 'cast',
      card: 'Nissa, Steward of Elements',
      x: 3,
    });
    expect(cast.cards[cast.zones.battlefield.at(-1)!].counters).toEqual({ loyalty: 3 });
    const put = play(state, fetch('Nissa, Steward of Elements', 'battlefield'));
    expect(put.cards[put.zones.battlefield.at(-1)!].counters).toEqual({});
  });
});

describe('searching the library (CR 701.19, then a shuffle, 701.20)', () => {
  const kept = () => play(startGame(mtgTableDeck(LOREHOLD), COMMANDER), { type: 'keep' });

  it('a Cultivate-like search: a Mountain onto the battlefield and a Plains into hand, the rest shuffled; the log names both', () => {
    const state = kept();
    const found = play(state, {
      type: 'search',
      found: [
        { card: 'Mountain', to: 'battlefield' },
        { card: 'Plains', to: 'hand' },
      ],
    });
    expect(names(found, 'battlefield')).toEqual(['Mountain']);
    expect(names(found, 'hand')).toEqual([...names(state, 'hand'), 'Plains']);
    expect(found.zones.library).toHaveLength(state.zones.library.length - 2);
    expect(found.shuffles).toBe(state.shuffles + 1);
    const rest = state.zones.library.filter((id) => found.zones.library.includes(id));
    expect(found.zones.library).not.toEqual(rest); // shuffled, by the seed
    expect([...found.zones.library].sort((a, b) => a - b)).toEqual([...rest].sort((a, b) => a - b));
    expect(describeLog(found.log).at(-1)).toBe(
      'Turn 1: searched the library for Mountain to the battlefield, Plains to hand, then shuffled',
    );
    const two = play(state, {
      type: 'search',
      found: [
        { card: 'Mountain', to: 'battlefield' },
        { card: 'Plains', to: 'hand' },
        { card: 'Mountain', to: 'battlefield' },
      ],
    });
    expect(describeLog(two.log).at(-1)).toBe(
      'Turn 1: searched the library for Mountain ×2 to the battlefield, Plains to hand, then shuffled',
    );
  });

  it('a card put back on top goes there after the shuffle; a search may find nothing (CR 701.19b) and still shuffles', () => {
    const state = kept();
    const tutored = state.zones.library[40];
    const topped = play(state, { type: 'search', found: [{ card: tutored, to: 'library' }] });
    expect(topped.zones.library[0]).toBe(tutored);
    expect(topped.zones.library.slice(1)).not.toEqual(state.zones.library.filter((id) => id !== tutored));
    expect(topped.zones.library).toHaveLength(state.zones.library.length);
    const none = play(state, { type: 'search' });
    expect(none.shuffles).toBe(state.shuffles + 1);
    expect(describeLog(none.log).at(-1)).toBe('Turn 1: searched the library, finding nothing, then shuffled');
  });

  it('finds only what the library holds: the commander, a one-of named twice, an id named twice are refused (CR 701.19a)', () => {
    const state = kept();
    const library = names(state, 'library');
    const oneOf = library.find((n) => library.indexOf(n) === library.lastIndexOf(n))!; // a singleton's card
    const oneOfToHand = { card: oneOf, to: 'hand' } as const;
    expect(refusal(state, { type: 'search', found: [{ card: 'Osgir, the Reconstructor', to: 'hand' }] })).toMatchObject(
      { code: 'card.not-here', rule: 'CR 701.19a' },
    );
    expect(refusal(state, { type: 'search', found: [oneOfToHand, oneOfToHand] })).toMatchObject({
      code: 'card.not-here',
      rule: 'CR 701.19a',
    });
    const id = state.zones.library[0];
    expect(
      refusal(state, {
        type: 'search',
        found: [
          { card: id, to: 'hand' },
          { card: id, to: 'exile' },
        ],
      }),
    ).toMatchObject({ code: 'search.twice', rule: 'CR 701.19a' });
    expect(refusal(state, { type: 'search', found: [{ card: oneOf, to: 'mana' }] })).toMatchObject({
      code: 'zone.unknown',
    });
  });

  it('Duel Masters: a search takes from the deck and shuffles it, and taking its last card loses (DM 703.4b)', () => {
    const state = startGame(dmDeck(), { seed: 5, setup: SETUPS.dm });
    const name = names(state, 'deck')[3];
    const found = play(state, { type: 'search', found: [{ card: name, to: 'hand' }] });
    expect(found.zones.hand).toHaveLength(state.zones.hand.length + 1);
    expect(found.zones.deck).toHaveLength(state.zones.deck.length - 1);
    expect(describeLog(found.log).at(-1)).toBe(`Turn 1: searched the deck for ${name} to hand, then shuffled`);
    const one = play(state, { type: 'mill', count: state.zones.deck.length - 1 });
    expect(refusal(one, { type: 'search', found: [{ card: one.zones.deck[0], to: 'hand' }] })).toMatchObject({
      code: 'game.would-lose',
      rule: 'DM 703.4b',
    });
    expect(play(one, { type: 'search', found: [{ card: one.zones.deck[0], to: 'deck' }] }).zones.deck).toHaveLength(1);
  });
});

describe('tokens made by name (CR 111.1, 111.4)', () => {
  const kept = () => play(startGame(mtgTableDeck(LOREHOLD), COMMANDER), { type: 'keep' });

  it('two 1/1 Spirit tokens enter this turn (CR 302.6: they attack next turn, for 1 each); a Treasure is no creature (508.1a)', () => {
    let state = play(kept(), { type: 'create-token', name: 'Spirit', power: 1, toughness: 1, count: 2 });
    const spirits = state.zones.battlefield;
    expect(names(state, 'battlefield')).toEqual(['Spirit', 'Spirit']);
    expect(spirits.map((id) => tableView(state).zones.battlefield.find((c) => c.id === id)?.pt)).toEqual([
      '1/1',
      '1/1',
    ]);
    expect(refusal(state, { type: 'attack', cards: ['Spirit'] })).toMatchObject({
      code: 'attack.summoning-sick',
      rule: 'CR 302.6',
    });
    state = play(state, { type: 'create-token', name: 'Treasure' }, { type: 'next-turn' });
    expect(refusal(state, { type: 'attack', cards: ['Treasure'] })).toMatchObject({
      code: 'attack.not-a-creature',
      rule: 'CR 508.1a',
    });
    state = play(state, { type: 'attack', cards: ['Spirit', 'Spirit'] });
    expect(state.damageDealt).toBe(2);
    expect(describeLog(state.log)).toEqual([
      // Commander's first player draws (CR 103.8c): eight cards, one over the maximum (514.1).
      'Turn 1: created 2 Spirit 1/1 tokens, created 1 Treasure token, ended the turn 1 card over the maximum hand size, none discarded (CR 514.1)',
      'Turn 2: attacked with Spirit, Spirit (2)',
    ]);
  });

  it("a second Spirit shares the first one's definition; a 4/4 Spirit is another; a token leaving the battlefield ceases to exist (CR 111.7)", () => {
    const state = play(
      kept(),
      { type: 'create-token', name: 'Spirit', power: 1, toughness: 1 },
      { type: 'create-token', name: ' Spirit ', power: 1, toughness: 1 },
      { type: 'create-token', name: 'Spirit', power: 4, toughness: 4 },
    );
    const [a, b, c] = state.zones.battlefield;
    expect(state.cards[a].def).toBe(state.cards[b].def);
    expect(state.cards[c].def).not.toBe(state.cards[a].def);
    const gone = play(state, { type: 'move', card: a, to: 'graveyard' });
    expect(gone.zones.graveyard).toEqual([]);
    expect(gone.zones.battlefield).toEqual([b, c]);
    expect(kept().defs.some((d) => d.name === 'Spirit')).toBe(false); // the state it came from is unchanged
  });

  const osgir = 'Osgir, the Reconstructor'; // {2}{R}{W}
  const mountains = (n: number) => Array.from({ length: n }, () => fetch('Mountain', 'battlefield'));

  it('a Treasure pays one mana of any color and is sacrificed for it, ceasing to exist (CR 111.10a, 111.7)', () => {
    const state = play(kept(), ...mountains(3));
    expect(refusal(state, { type: 'cast', card: osgir }).code).toBe('cast.cannot-pay'); // no white source
    const treasure = play(state, { type: 'create-token', name: 'Treasure' });
    expect(manaAvailable(treasure)).toBe(4);
    const cast = play(treasure, { type: 'cast', card: osgir });
    expect(names(cast, 'battlefield')).toEqual(['Mountain', 'Mountain', 'Mountain', osgir]);
    expect(names(cast, 'graveyard')).toEqual([]);
    expect(cast.log.at(-1)?.sources?.toSorted()).toEqual(['Mountain', 'Mountain', 'Mountain', 'Treasure']);
    const named = play(treasure, { type: 'cast', card: osgir, tap: ['Mountain', 'Mountain', 'Mountain', 'Treasure'] });
    expect(names(named, 'battlefield')).not.toContain('Treasure');
  });

  it('a Treasure is kept while the lands can pay; a tapped one cannot pay, and a 宝物 is a Treasure (CR 111.10a)', () => {
    const state = play(kept(), ...mountains(3), fetch('Plains', 'battlefield'), {
      type: 'create-token',
      name: '宝物',
    });
    const cast = play(state, { type: 'cast', card: osgir });
    const treasure = cast.zones.battlefield.find((id) => cast.defs[cast.cards[id].def].name === '宝物')!;
    expect(cast.cards[treasure].tapped).toBe(false);
    expect(cast.log.at(-1)?.sources?.toSorted()).toEqual(['Mountain', 'Mountain', 'Mountain', 'Plains']);
    const tapped = play(
      kept(),
      ...mountains(3),
      { type: 'create-token', name: 'Treasure' },
      {
        type: 'tap',
        card: 'Treasure',
      },
    );
    expect(manaAvailable(tapped)).toBe(3);
    expect(refusal(tapped, { type: 'cast', card: osgir }).code).toBe('cast.cannot-pay');
  });

  it('a Gold token pays even when tapped, since its cost is only its sacrifice (CR 111.10c); a 1/1 named Treasure makes no mana', () => {
    const state = play(kept(), ...mountains(3), { type: 'create-token', name: 'Gold' }, { type: 'tap', card: 'Gold' });
    expect(manaAvailable(state)).toBe(4);
    expect(names(play(state, { type: 'cast', card: osgir }), 'battlefield')).not.toContain('Gold');
    const creature = play(kept(), ...mountains(3), { type: 'create-token', name: 'Treasure', power: 1, toughness: 1 });
    expect(manaAvailable(creature)).toBe(3);
  });

  it('refuses a token without a name (CR 111.4), a power without a toughness or below 0 (208.1), and in Duel Masters', () => {
    const state = kept();
    expect(refusal(state, { type: 'create-token', name: '  ' })).toMatchObject({
      code: 'token.name',
      rule: 'CR 111.4',
    });
    expect(refusal(state, { type: 'create-token', name: 'Spirit', power: 1 })).toMatchObject({
      code: 'token.power-toughness',
      rule: 'CR 208.1',
    });
    expect(refusal(state, { type: 'create-token', name: 'Spirit', power: -1, toughness: 1 }).code).toBe(
      'token.power-toughness',
    );
    expect(refusal(state, { type: 'create-token', name: 'Spirit', count: 0 }).code).toBe('count.out-of-range');
    const dm = startGame(dmDeck(), { seed: 5, setup: SETUPS.dm });
    expect(refusal(dm, { type: 'create-token', name: 'Spirit' }).code).toBe('action.wrong-game');
  });

  it('an action file may name a token its earlier lines make, and no token before it is made', () => {
    const facts = startGame(mtgTableDeck(LOREHOLD), COMMANDER);
    const made =
      '{"type":"create-token","name":"Spirit","power":1,"toughness":1}\n{"type":"attack","cards":["Spirit"]}\n';
    expect(parseActionFile(made, facts).actions).toHaveLength(2);
    expect(() => parseActionFile('{"type":"attack","cards":["Spirit"]}\n', facts)).toThrow(
      'line 1: "attack": no card of the deck is named "Spirit"',
    );
  });
});

/** The ids of every card of this name, wherever they are. */
function copiesOf(state: PlaytestState, name: string): number[] {
  return state.cards.flatMap((card, id) => (state.defs[card.def].name === name ? [id] : []));
}

/** Puts a card (by id, from wherever it is) onto the battlefield. */
const onto = (card: number): Action => ({ type: 'move', card, to: 'battlefield' });

/** The name of the first card in a zone that is not a Forest (a card of the deck that is not where a play looks). */
function firstNotForest(state: PlaytestState, zone: Zone): string {
  const name = names(state, zone).find((n) => n !== 'Forest');
  expect(name).toBeDefined();
  return name!;
}

/** Name of the first card in the library with this name (for actions that must name a hand card). */
function fetchedName(state: PlaytestState, name: string): string {
  expect(names(state, 'library').concat(names(state, 'hand'))).toContain(name);
  return name;
}

/** A real 40-card Duel Masters deck (DM 100.2) of two civilizations, multicolored cards and shield triggers. */
function dmDeck(): PlaytestDeck {
  const cards = duelMastersCards();
  const byName = (a: Card, b: Card) => a.name.localeCompare(b.name);
  const simple = (civ: string) =>
    cards
      .filter((c) => {
        const p = dmCardProfile(c);
        return (
          p.creature &&
          c.dm?.civilizations.join() === civ &&
          p.cost <= 3 &&
          p.attacksPlayers &&
          !p.speedAttacker &&
          p.evolution === null
        );
      })
      .sort(byName)
      .slice(0, 3);
  const multicolored = cards
    .filter((c) => popcount(dmCardProfile(c).civilizations) === 2 && dmCardProfile(c).creature)
    .sort(byName)
    .slice(0, 2);
  const triggers = cards
    .filter((c) => c.keywords.includes('Shield Trigger') && !dmCardProfile(c).creature)
    .sort(byName)
    .slice(0, 2);
  const main = [...simple('fire'), ...simple('water'), ...multicolored, ...triggers].map((card) => ({
    card,
    count: 4,
  }));
  expect(main).toHaveLength(10);
  return { name: 'Duel Masters test deck', game: 'dm', main };
}

describe('a Duel Masters twinpact at the table (DM 810.3a)', () => {
  const ESMER = 'Esmer, Celestial Faerie/How about a cup of tea?'; // a nature creature, its spell half light
  const MANE = 'Burning Mane'; // a nature creature of cost 2
  const deck = (): PlaytestDeck => ({
    name: 'nature with a twinpact',
    game: 'dm',
    main: [
      { card: card(ESMER, dmCards()), count: 4 },
      { card: card(MANE, dmCards()), count: 36 },
    ],
  });

  it('its creature half is summoned with mana of its own civilization, nature, and no light card', () => {
    const state = play(
      startGame(deck(), { seed: 5, setup: SETUPS.dm }),
      fetchDm(ESMER, 'hand'),
      fetchDm(MANE, 'mana'),
      fetchDm(MANE, 'mana'),
      { type: 'cast', card: ESMER },
    );
    expect(names(state, 'battle')).toEqual([ESMER]);
    expect(state.zones.mana.every((id) => state.cards[id].tapped)).toBe(true);
  });

  it('its spell half is cast as face 1 with its own cost and civilization, light, and goes to the graveyard (DM 810.3, 302.2)', () => {
    const start = play(
      startGame(deck(), { seed: 5, setup: SETUPS.dm }),
      fetchDm(ESMER, 'hand'),
      fetchDm(MANE, 'mana'),
      fetchDm(MANE, 'mana'),
    );
    expect(refusal(start, { type: 'cast', card: ESMER, face: 1 })).toMatchObject({
      code: 'cast.cannot-pay',
      rule: 'DM 112.2a',
    });
    // Nature and light as a whole, the twinpact enters the mana zone tapped (405.1): untapped as at the next turn.
    const charged = play(start, fetchDm(ESMER, 'mana'));
    expect(charged.cards[charged.zones.mana[2]].tapped).toBe(true);
    const cast = play(charged, { type: 'untap', card: ESMER }, { type: 'cast', card: ESMER, face: 1 });
    expect(names(cast, 'graveyard')).toEqual([ESMER]);
    expect(names(cast, 'battle')).toEqual([]);
    expect(cast.zones.mana.filter((id) => cast.cards[id].tapped)).toHaveLength(2);
    expect(refusal(play(start, fetchDm(MANE, 'hand')), { type: 'cast', card: MANE, face: 1 })).toMatchObject({
      code: 'cast.no-face',
      rule: 'DM 810.3',
    });
  });
});

describe('a twinpact broken from a shield (DM 112.3a, 810.3a)', () => {
  // Its creature half has no S・トリガー; its spell half, Crystal Memory, has one.
  const XENOSHARK = 'Xenoshark, Crystal Record/Crystal Memory';

  it('whose S・トリガー is on its spell half, casts that spell for free: to the graveyard, not the battle zone', () => {
    const xenoshark = card(XENOSHARK, dmCards());
    expect(xenoshark.faces.map((f) => /^■ Shield Trigger/m.test(f.text))).toEqual([false, true]);
    const deck: PlaytestDeck = {
      name: 'a twinpact in the shields',
      game: 'dm',
      main: [{ card: xenoshark, count: 40 }],
    };
    let state = play(startGame(deck, { seed: 5, setup: SETUPS.dm }), { type: 'break-shield', count: 1 });
    const [broken] = state.pendingTriggers;
    expect(broken).toBeDefined();
    state = play(state, { type: 'trigger', card: broken, use: true });
    expect(state.zones.graveyard).toEqual([broken]);
    expect(state.zones.battle).toEqual([]);
  });
});

describe('Duel Masters at the table', () => {
  const fire = () => dmDeck().main[0].card.name;
  const water = () => dmDeck().main[3].card.name;
  const multicolored = () => dmDeck().main[6].card.name;
  const trigger = () => dmDeck().main[8].card.name;
  const start = () => startGame(dmDeck(), { seed: 5, setup: SETUPS.dm });

  it('one charge per turn (DM 503.2) unless overridden; a multicolored card enters the mana zone tapped (405.1)', () => {
    const state = play(start(), fetchDm(fire(), 'hand'), fetchDm(multicolored(), 'hand'), {
      type: 'charge',
      card: fire(),
    });
    expect(refusal(state, { type: 'charge', card: multicolored() })).toMatchObject({
      code: 'charge.one-per-turn',
      rule: 'DM 503.2',
    });
    const both = play(state, { type: 'charge', card: multicolored(), override: true });
    expect(both.zones.mana.map((id) => both.cards[id].tapped)).toEqual([false, true]);
  });

  it('DM 405.1 holds however a card reaches the mana zone: moved from the deck or found by a search, a multicolored card is tapped, a single-civilization one is not', () => {
    const moved = play(start(), fetchDm(multicolored(), 'mana'), fetchDm(fire(), 'mana'));
    expect(moved.zones.mana.map((id) => moved.cards[id].tapped)).toEqual([true, false]);
    const found = play(start(), {
      type: 'search',
      found: [
        { card: multicolored(), to: 'mana' },
        { card: water(), to: 'mana' },
      ],
    });
    expect(found.zones.mana.map((id) => found.cards[id].tapped)).toEqual([true, false]);
  });

  it('a tapped card cannot be tapped again (DM 105.6), and only the battle and mana zones tap (105.4a)', () => {
    const charged = play(start(), fetchDm(fire(), 'hand'), { type: 'charge', card: fire() });
    const mana = charged.zones.mana[0];
    const tapped = play(charged, { type: 'tap', card: mana });
    expect(refusal(tapped, { type: 'tap', card: mana })).toMatchObject({ code: 'tap.already', rule: 'DM 105.6' });
    expect(refusal(charged, { type: 'untap', card: mana })).toMatchObject({ code: 'untap.already', rule: 'DM 105.6' });
    expect(refusal(charged, { type: 'tap', card: charged.zones.hand[0] })).toMatchObject({
      code: 'card.not-here',
      rule: 'DM 105.4a',
    });
  });

  it('a card is paid by civilization (DM 112.2a): a water creature is refused with fire mana only, summoned once a water card is charged', () => {
    const cost = dmCardProfile(dmDeck().main[3].card).cost;
    let state = play(start(), fetchDm(water(), 'hand'), ...Array.from({ length: cost }, () => fetchDm(fire(), 'mana')));
    expect(refusal(state, { type: 'cast', card: water() })).toMatchObject({
      code: 'cast.cannot-pay',
      rule: 'DM 112.2a',
    });
    state = play(state, fetchDm(water(), 'hand'), { type: 'charge', card: water() }, { type: 'cast', card: water() });
    expect(names(state, 'battle')).toEqual([water()]);
    expect(state.zones.mana.filter((id) => state.cards[id].tapped)).toHaveLength(cost); // 112.2c: no card beyond the cost
    expect(refusal(state, { type: 'attack', cards: [water()] }).rule).toBe('DM 301.5, 506.1a');
    const attacked = play(state, { type: 'next-turn' }, { type: 'attack', cards: [water()] });
    expect(attacked.opponentShields).toBe(5 - dmCardProfile(dmDeck().main[3].card).breaker);
  });

  it('a broken shield with a shield trigger waits for "use" or "keep" (DM 112.3a); nothing else is done meanwhile', () => {
    let state = play(start(), fetchDm(trigger(), 'shields'));
    const fetched = state.zones.shields.at(-1)!;
    const triggers = state.zones.shields.filter((id) => state.defs[state.cards[id].def].shieldTrigger);
    state = play(state, { type: 'break-shield', count: 6 });
    expect(state.zones.shields).toEqual([]);
    expect(state.pendingTriggers).toEqual(triggers);
    expect(refusal(state, { type: 'next-turn' })).toMatchObject({ code: 'trigger.pending', rule: 'DM 112.3a' });
    state = play(
      state,
      ...triggers.filter((id) => id !== fetched).map((card): Action => ({ type: 'trigger', card, use: false })),
    );
    const used = play(state, { type: 'trigger', card: fetched, use: true });
    expect(used.pendingTriggers).toEqual([]);
    expect(used.zones.graveyard).toEqual([fetched]);
    const kept = play(state, { type: 'trigger', card: fetched, use: false });
    expect(kept.zones.hand).toContain(fetched);
    expect(refusal(kept, { type: 'break-shield' }).code).toBe('shield.none-left');
  });
  it("a deck reaching 0 cards loses (DM 703.4b, 104.2b), not a draw from it: a draw, mill, move or turn's draw that would empty it is refused", () => {
    const state = start(); // 40 cards less 5 shields and 5 in hand; on the play, turn 1 draws nothing (DM 500.6)
    expect(state.zones.deck).toHaveLength(30);
    const lost = { code: 'game.would-lose', rule: 'DM 703.4b' };
    expect(refusal(state, { type: 'draw', count: 30 })).toMatchObject({
      ...lost,
      message:
        'the deck has 30 cards: drawing 30 would leave it with 0 cards and lose the game (a player whose deck has 0 cards loses)',
    });
    expect(refusal(state, { type: 'mill', count: 30 })).toMatchObject(lost);
    expect(refusal(state, { type: 'mill', count: 31 })).toMatchObject(lost);
    const one = play(state, { type: 'mill', count: 28 }, { type: 'draw' });
    expect(one.zones.deck).toHaveLength(1);
    expect(refusal(one, { type: 'next-turn' })).toMatchObject({
      ...lost,
      message:
        "the deck has 1 card: the turn's draw would leave it with 0 cards and lose the game (a player whose deck has 0 cards loses)",
    });
    expect(refusal(one, { type: 'draw' })).toMatchObject(lost);
    expect(refusal(one, { type: 'mill', count: 1 })).toMatchObject(lost);
    expect(refusal(one, { type: 'move', card: one.zones.deck[0], to: 'mana' })).toMatchObject(lost);
    const bottom: Action = { type: 'move', card: one.zones.deck[0], from: 'deck', to: 'deck', position: 'bottom' };
    expect(play(one, bottom).zones.deck).toHaveLength(1);
    expect(describeLog(play(one, bottom).log).at(-1)).toMatch(/, put .+ on the bottom of the deck$/);
  });

  it('an attack naming a creature twice attacks with two creatures of that name (DM 506.1a), and more than there are is refused', () => {
    const state = play(start(), fetchDm(water(), 'battle'), fetchDm(water(), 'battle'), { type: 'next-turn' });
    const breaker = dmCardProfile(dmDeck().main[3].card).breaker;
    expect(play(state, { type: 'attack', cards: [water(), water()] }).opponentShields).toBe(5 - 2 * breaker);
    expect(refusal(state, { type: 'attack', cards: [water(), water(), water()] })).toMatchObject({
      code: 'attack.not-enough',
      rule: 'DM 506.1a',
      message: `"${water()}" is named 3 times to attack, but only 2 untapped cards of that name are in the battle zone`,
    });
  });
});

describe('a game is its seed and its log', () => {
  const actions: Action[] = [
    { type: 'mulligan' },
    { type: 'keep' },
    fetch('Mountain', 'hand'),
    { type: 'play', card: 'Mountain' },
    { type: 'next-turn' },
    fetch('Plains', 'hand'),
    { type: 'play', card: 'Plains' },
    { type: 'draw', count: 2 },
    { type: 'shuffle' },
  ];

  it('undo then redo gives back the same state; a new action drops what was undone', () => {
    const game = replay(mtgTableDeck(LOREHOLD), COMMANDER, actions);
    const back = undo(undo(game));
    expect(currentState(back)).toEqual(game.states[actions.length - 2]);
    expect(JSON.stringify(currentState(redo(redo(back))))).toBe(JSON.stringify(currentState(game)));
    const branched = act(back, { type: 'draw' });
    expect(branched.ok && branched.game.actions).toHaveLength(actions.length - 1);
  });

  it('replaying the log gives a byte-identical state, through the action file format', () => {
    const game = replay(mtgTableDeck(LOREHOLD), COMMANDER, actions);
    const file = formatActionFile(game.actions);
    const again = replay(mtgTableDeck(LOREHOLD), COMMANDER, parseActionFile(file).actions);
    expect(JSON.stringify(currentState(again))).toBe(JSON.stringify(currentState(game)));
  });

  it('every deck card stays in exactly one zone over random action sequences (fast-check)', () => {
    const deck = mtgTableDeck(STOMPY);
    const dm = dmDeck();
    const cardRef = fc.oneof(
      fc.integer({ min: 0, max: 80 }),
      fc.constantFrom('Forest', 'Kazandu Mammoth', 'Ram Through', dm.main[0].card.name, dm.main[8].card.name),
    );
    const zone = fc.constantFrom(...GAME_ZONES.mtg, ...GAME_ZONES.dm);
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.constant<Action>({ type: 'mulligan' }),
      fc.constant<Action>({ type: 'next-turn' }),
      fc.constant<Action>({ type: 'shuffle' }),
      fc.integer({ min: 1, max: 4 }).map((count): Action => ({ type: 'draw', count })),
      fc.integer({ min: 1, max: 4 }).map((count): Action => ({ type: 'mill', count })),
      cardRef.map((card): Action => ({ type: 'play', card, override: true })),
      cardRef.map((card): Action => ({ type: 'cast', card })),
      cardRef.map((card): Action => ({ type: 'charge', card, override: true })),
      cardRef.map((card): Action => ({ type: 'token', card })),
      cardRef.map((card): Action => ({ type: 'tap', card })),
      fc.constant<Action>({ type: 'break-shield' }),
      fc.constant<Action>({ type: 'create-token', name: 'Spirit', power: 1, toughness: 1, count: 2 }),
      fc.tuple(cardRef, fc.boolean()).map(([card, use]): Action => ({ type: 'trigger', card, use })),
      fc
        .tuple(cardRef, zone, fc.constantFrom<'top' | 'bottom'>('top', 'bottom'))
        .map(([card, to, position]): Action => ({ type: 'move', card, to, position })),
      fc.tuple(cardRef, zone, zone).map(([card, from, to]): Action => ({ type: 'move', card, from, to })),
      fc.array(cardRef, { maxLength: 3 }).map((top): Action => ({ type: 'scry', bottom: top })),
      fc
        .array(fc.record({ card: cardRef, to: zone }), { maxLength: 3 })
        .map((found): Action => ({ type: 'search', found })),
    );
    // A move of whichever card sits at a position among every card on the table: it reaches every zone.
    const moveAny = fc.tuple(fc.nat(), zone, fc.constantFrom<'top' | 'bottom'>('top', 'bottom'));
    const step = fc.oneof(
      action.map((a) => ({ action: a })),
      moveAny.map(([pick, to, position]) => ({ pick, to, position })),
    );
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(step, { maxLength: 40 }),
        (isDm, seed, sequence) => {
          let state = isDm
            ? startGame(dm, { seed, setup: SETUPS.dm })
            : play(startGame(deck, { seed, setup: SETUPS.constructed }), { type: 'keep' });
          const deckCards = state.cards.length;
          for (const s of sequence) {
            const onTable = Object.values(state.zones).flat();
            const a: Action =
              'action' in s
                ? s.action
                : { type: 'move', card: onTable[s.pick % onTable.length], to: s.to, position: s.position };
            const result = apply(state, a);
            if (result.ok) state = result.state;
            const seen = Object.values(state.zones).flat();
            expect(new Set(seen).size).toBe(seen.length);
            for (let id = 0; id < deckCards; id++) expect(seen).toContain(id);
            for (const id of seen) expect(id).toBeLessThan(state.cards.length);
          }
        },
      ),
      { numRuns: 100, seed: 20261125 },
    );
  });
});

describe('odds at the table, exact from the library (engine/stats)', () => {
  it('the next draw is a land with probability lands / library; a named card within N draws is 1 − C(N−k, n) / C(N, n)', () => {
    const state = play(startGame(mtgTableDeck(STOMPY), CONSTRUCTED), { type: 'keep' });
    const library = names(state, 'library');
    const lands = library.filter(
      (n) => n === 'Forest' || n.startsWith('Kazandu Mammoth') || n.startsWith('Turntimber Symbiosis'),
    ).length;
    expect(nextDrawIsLand(state)).toBeCloseTo(lands / library.length, 12);
    const copies = library.filter((n) => n === "Lovestruck Beast // Heart's Desire").length;
    const odds = drawNamedWithin(state, 'Lovestruck Beast', 3);
    expect(odds).toMatchObject({ copies, librarySize: library.length, draws: 3 });
    expect(odds.probability).toBeCloseTo(1 - choose(library.length - copies, 3) / choose(library.length, 3), 12);
  });
});

describe('the action file (JSON Lines)', () => {
  it('reads one action per line, skipping blank lines and # comments', () => {
    const { actions, lines } = parseActionFile('# opening\n{"type":"keep"}\n\n{"type":"play","card":"Forest"}\r\n');
    expect(actions).toEqual([{ type: 'keep' }, { type: 'play', card: 'Forest' }]);
    expect(lines).toEqual([2, 4]);
  });

  it("a search names each card found and its zone; a find without a zone, or of another game's zone, is a bad line", () => {
    const search = '{"type":"search","found":[{"card":"Mountain","to":"battlefield"},{"card":12,"to":"library"}]}';
    expect(parseActionFile(`${search}\n{"type":"search"}\n`).actions).toEqual([JSON.parse(search), { type: 'search' }]);
    const facts = startGame(mtgTableDeck(LOREHOLD), COMMANDER);
    expect(() =>
      parseActionFile(
        '{"type":"search","found":[{"card":"Mountain"}]}\n{"type":"search","found":[{"card":"Mountain","to":"mana"}]}\n',
        facts,
      ),
    ).toThrow(
      'line 1: "search" field "found" must be a list of at most 1000 {"card": id or name, "to": zone}\n' +
        'line 2: "search": "mana" is not a zone of Magic (library, hand, battlefield, graveyard, exile, command, sideboard) (CR 400.1)',
    );
  });

  it('refuses the whole file, naming every bad line', () => {
    const error = (() => {
      try {
        parseActionFile('{"type":"keep"}\n{"type":"fly"}\nnot json\n{"type":"draw","count":"two"}\n{"type":"play"}\n');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ActionFileError);
    expect((error as ActionFileError).problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect((error as ActionFileError).message).toMatch(/line 5: "play" needs "card"/);
  });

  it('checks every value that needs no play against the opening deal, listing each bad line with the syntax errors', () => {
    const opening = startGame(mtgTableDeck(GARRUK), CONSTRUCTED);
    const text = [
      '{"type":"keep"}',
      '{"type":"draw","count":-1}',
      'not json',
      '{"type":"move","card":"Forest","to":"moon"}',
      '{"type":"counter","card":"Forest","kind":"","delta":1}',
      '{"type":"cast","card":"Pridemalkin","face":7}',
      '{"type":"charge","card":"Forest"}',
      '{"type":"play","card":"Forrest"}',
      '{"type":"cast","card":"Primal Might","x":-2}',
      '{"type":"life","delta":0}',
      '{"type":"cast","card":"Forest"}',
      '{"type":"move","card":"Forest","from":"library","to":"hand"}',
      '{"type":"mill","count":1001}',
      '{"type":"attack","cards":[]}',
    ].join('\n');
    expect(fileProblems(text, opening)).toEqual([
      { line: 2, message: '"draw": cards to draw must be 1..1000, not -1' },
      { line: 3, message: expect.stringMatching(/^not JSON/) as unknown },
      {
        line: 4,
        message: expect.stringMatching(
          /^"move": "moon" is not a zone of Magic \(library, .*\) \(CR 400\.1\)$/,
        ) as unknown,
      },
      { line: 5, message: '"counter": a counter needs a name of 1..40 characters, not ""' },
      { line: 6, message: '"cast": Pridemalkin has no face 7 to cast (CR 601.2b)' },
      { line: 7, message: '"charge": "charge" is not an action of Magic' },
      { line: 8, message: '"play": no card of the deck is named "Forrest"' },
      { line: 9, message: '"cast": X must be 0 or more, not -2 (CR 107.1b)' },
      { line: 10, message: expect.stringMatching(/^"life": a change must be/) as unknown },
      { line: 11, message: '"cast": Forest is a land: it is played, not cast (CR 305.9)' },
      { line: 13, message: '"mill": cards to mill must be 1..1000, not 1001' },
      { line: 14, message: '"attack": name at least one attacker' },
    ]);
  });

  it('checks a Duel Masters file against Duel Masters: its zones (DM 400.1), actions, the missing keep decision (DM 103.3), the faces of DM 810.3', () => {
    const opening = startGame(dmDeck(), { seed: 5, setup: SETUPS.dm });
    const creature = dmDeck().main[0].card.name;
    const text = [
      '{"type":"keep"}',
      `{"type":"move","card":${JSON.stringify(creature)},"to":"battlefield"}`,
      `{"type":"cast","card":${JSON.stringify(creature)},"face":7}`,
      '{"type":"life","delta":-1}',
      `{"type":"move","card":${JSON.stringify(creature)},"from":"deck","to":"mana"}`,
    ].join('\n');
    expect(fileProblems(text, opening)).toEqual([
      { line: 1, message: expect.stringMatching(/^"keep": this game has no mulligan.* \(DM 103\.3\)$/) as unknown },
      {
        line: 2,
        message: expect.stringMatching(
          /^"move": "battlefield" is not a zone of Duel Masters .*\(DM 400\.1\)$/,
        ) as unknown,
      },
      {
        line: 3,
        message:
          '"cast": a Duel Masters card is cast as its front (face 0), and a twinpact\'s spell half as face 1, not face 7 (DM 810.3)',
      },
      { line: 4, message: '"life": "life" is not an action of Duel Masters' },
    ]);
  });

  it('without a deck it still checks the values that need no game', () => {
    expect(
      fileProblems(
        '{"type":"draw","count":0}\n{"type":"move","card":"Forest","to":"moon"}\n{"type":"move","card":"Forest","to":"mana"}\n',
      ),
    ).toEqual([
      { line: 1, message: '"draw": cards to draw must be 1..1000, not 0' },
      { line: 2, message: expect.stringMatching(/^"move": "moon" is not a zone of either game/) as unknown },
    ]);
  });
});

/** The problems parseActionFile lists for a file (none when it reads). */
function fileProblems(text: string, opening?: PlaytestState): { line: number; message: string }[] {
  try {
    parseActionFile(text, opening);
    return [];
  } catch (error) {
    if (!(error instanceof ActionFileError)) throw error;
    return [...error.problems];
  }
}

describe('the game wrapper', () => {
  it('a refused action leaves the game as it was', () => {
    const game = newGame(mtgTableDeck(GARRUK), CONSTRUCTED);
    const result = act(game, { type: 'draw' });
    expect(result).toMatchObject({ ok: false, refusal: { code: 'mulligan.deciding', rule: 'CR 103.5' } });
    expect(currentState(game).zones.hand).toHaveLength(7);
  });
});
