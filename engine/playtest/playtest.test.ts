import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { card, realDeck, mtgCards } from '../../test/real-decks.ts';
import { duelMastersCards } from '../../test/goldfish-fixtures.ts';
import { SETUPS, withMulligan } from '../goldfish/setup.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import { popcount } from '../goldfish/matching.ts';
import { choose } from '../stats/index.ts';
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
  playtestDeckFromResolved,
  redo,
  replay,
  startGame,
  tableView,
  undo,
  type Action,
  type PlaytestDeck,
  type PlaytestState,
  type Refusal,
  type StartOptions,
  type Zone,
} from './index.ts';
import { ActionFileError, formatActionFile, parseActionFile } from './action-file.ts';

const GARRUK = 'plain-taw/pw__m21__Garruk, Savage Herald.txt'; // mono-green, 25 Forests
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // modal double-faced lands, a sideboard
const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt'; // Commander: Osgir, the Reconstructor {2}{R}{W}

const decks = new Map<string, PlaytestDeck>();
function mtgDeck(path: string): PlaytestDeck {
  if (!decks.has(path)) {
    const { deck } = realDeck(path);
    decks.set(path, playtestDeckFromResolved({ ...deck, name: deck.name || path }, mtgCards().cards));
  }
  return decks.get(path)!;
}

const CONSTRUCTED: StartOptions = { seed: 7, setup: SETUPS.constructed };
const COMMANDER: StartOptions = { seed: 7, setup: SETUPS.commander };

/** Applies actions that must all be legal. */
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

const names = (state: PlaytestState, zone: keyof PlaytestState['zones']) =>
  state.zones[zone].map((id) => state.defs[state.cards[id].def].name);
const fetch = (card: string, to: Zone, from: Zone = 'library'): Action => ({ type: 'move', card, from, to });
const fetchDm = (card: string, to: Zone): Action => fetch(card, to, 'deck');

describe('the opening deal (CR 103; DM 103)', () => {
  it('Magic, two players: 7 cards, 20 life, the rest in the library; keeping begins turn 1 with no draw on the play (CR 103.8a), a draw on the draw', () => {
    const deck = mtgDeck(GARRUK);
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
    const state = startGame(mtgDeck(LOREHOLD), COMMANDER);
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
    let state = startGame(mtgDeck(GARRUK), CONSTRUCTED);
    for (let i = 0; i < 7; i++) {
      state = play(state, { type: 'mulligan' });
      expect(state.zones.hand).toHaveLength(7);
    }
    expect(refusal(state, { type: 'mulligan' })).toMatchObject({ code: 'mulligan.zero-cards', rule: 'CR 103.5' });
    expect(play(state, { type: 'keep', bottom: [...state.zones.hand] }).zones.hand).toHaveLength(0);
  });

  it('Vancouver (CR glossary): one card fewer each time, then the top card may go to the bottom; Paris offers no scry', () => {
    const state = play(
      startGame(mtgDeck(GARRUK), { ...CONSTRUCTED, setup: withMulligan(SETUPS.constructed, 'vancouver') }),
      { type: 'mulligan' },
    );
    expect(state.zones.hand).toHaveLength(6);
    const [top, second] = state.zones.library;
    const kept = play(state, { type: 'keep', scry: 'bottom' });
    expect(kept.zones.library[0]).toBe(second);
    expect(kept.zones.library.at(-1)).toBe(top);
    const paris = play(
      startGame(mtgDeck(GARRUK), { ...CONSTRUCTED, setup: withMulligan(SETUPS.constructed, 'paris') }),
      { type: 'mulligan' },
    );
    expect(refusal(paris, { type: 'keep', scry: 'bottom' }).code).toBe('keep.no-scry');
  });

  it('the seed decides the deal: the same seed the same hand, another seed another', () => {
    const deck = mtgDeck(GARRUK);
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
});

describe('Magic at the table', () => {
  const turnOne = () =>
    play(
      startGame(mtgDeck(GARRUK), CONSTRUCTED),
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
      'Turn 3: played Forest, cast Pridemalkin with Forest, Forest, Forest',
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
    const state = play(startGame(mtgDeck(STOMPY), CONSTRUCTED), { type: 'keep' }, fetch('Kazandu Mammoth', 'hand'), {
      type: 'play',
      card: 'Kazandu Mammoth',
    });
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
    const garruk = mtgDeck(GARRUK);
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
      startGame(mtgDeck(LOREHOLD), COMMANDER),
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
    const state = play(startGame(mtgDeck(GARRUK), CONSTRUCTED), { type: 'keep' });
    const [a, b, c] = state.zones.library;
    const scried = play(state, { type: 'scry', top: [c, a], bottom: [b] });
    expect(scried.zones.library.slice(0, 2)).toEqual([c, a]);
    expect(scried.zones.library.at(-1)).toBe(b);
    expect(refusal(state, { type: 'scry', top: [state.zones.library[5]] }).rule).toBe('CR 701.18');
    const surveilled = play(state, { type: 'surveil', graveyard: [a] });
    expect(surveilled.zones.graveyard).toEqual([a]);
    expect(play(state, { type: 'mill', count: 3 }).zones.graveyard).toEqual([a, b, c]);
    expect(refusal(state, { type: 'draw', count: 54 })).toMatchObject({
      code: 'draw.library-empty',
      rule: 'CR 704.5b',
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
});

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
          p.evolvesFrom === null
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
    const game = replay(mtgDeck(LOREHOLD), COMMANDER, actions);
    const back = undo(undo(game));
    expect(currentState(back)).toEqual(game.states[actions.length - 2]);
    expect(JSON.stringify(currentState(redo(redo(back))))).toBe(JSON.stringify(currentState(game)));
    const branched = act(back, { type: 'draw' });
    expect(branched.ok && branched.game.actions).toHaveLength(actions.length - 1);
  });

  it('replaying the log gives a byte-identical state, through the action file format', () => {
    const game = replay(mtgDeck(LOREHOLD), COMMANDER, actions);
    const file = formatActionFile(game.actions);
    const again = replay(mtgDeck(LOREHOLD), COMMANDER, parseActionFile(file).actions);
    expect(JSON.stringify(currentState(again))).toBe(JSON.stringify(currentState(game)));
  });

  it('every deck card stays in exactly one zone over random action sequences (fast-check)', () => {
    const deck = mtgDeck(STOMPY);
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
      fc.tuple(cardRef, fc.boolean()).map(([card, use]): Action => ({ type: 'trigger', card, use })),
      fc
        .tuple(cardRef, zone, fc.constantFrom<'top' | 'bottom'>('top', 'bottom'))
        .map(([card, to, position]): Action => ({ type: 'move', card, to, position })),
      fc.tuple(cardRef, zone, zone).map(([card, from, to]): Action => ({ type: 'move', card, from, to })),
      fc.array(cardRef, { maxLength: 3 }).map((top): Action => ({ type: 'scry', bottom: top })),
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
    const state = play(startGame(mtgDeck(STOMPY), CONSTRUCTED), { type: 'keep' });
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
});

describe('the game wrapper', () => {
  it('a refused action leaves the game as it was', () => {
    const game = newGame(mtgDeck(GARRUK), CONSTRUCTED);
    const result = act(game, { type: 'draw' });
    expect(result).toMatchObject({ ok: false, refusal: { code: 'mulligan.deciding', rule: 'CR 103.5' } });
    expect(currentState(game).zones.hand).toHaveLength(7);
  });
});
