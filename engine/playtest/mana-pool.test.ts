// The mana pool at a Magic table (CR 106.4, 500.4): a land tapped by hand makes mana that a cast spends, as a
// player taps lands first and then casts, on the real Mono-Green Stompy and Lorehold Legacies lists.
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { describeLog, manaAvailable, replay, startGame, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';

const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // 19 Forests; Wildwood Tracker {G}, Scavenging Ooze {1}{G}
const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt'; // Sol Ring, Command Tower; Osgir {2}{R}{W} commands

const idsNamed = (state: PlaytestState, name: string) =>
  state.zones.battlefield.filter((id) => state.defs[state.cards[id].def].name === name);
const tapped = (state: PlaytestState, name: string) => idsNamed(state, name).map((id) => state.cards[id].tapped);

/** Stompy kept on the play, two Forests on the battlefield and the named cards in hand. */
function stompy(...inHand: string[]): PlaytestState {
  const kept = play(startGame(mtgTableDeck(STOMPY), { seed: 11, setup: SETUPS.constructed }), { type: 'keep' });
  return play(
    kept,
    fetch('Forest', 'battlefield'),
    fetch('Forest', 'battlefield'),
    ...inHand.map((n) => fetch(n, 'hand')),
  );
}

describe('the mana pool (CR 106.4): mana made by tapping a source by hand is spent by the next cast', () => {
  it('a Forest tapped by hand makes {G} that Wildwood Tracker is cast with: the other Forest stays untapped', () => {
    const state = stompy('Wildwood Tracker');
    const [first] = idsNamed(state, 'Forest');
    const floated = play(state, { type: 'tap', card: first });
    expect(floated.manaPool).toEqual([{ source: first, mask: 16 }]);
    expect(manaAvailable(floated)).toBe(2); // the pool's {G} and the untapped Forest's
    const cast = play(floated, { type: 'cast', card: 'Wildwood Tracker' });
    expect(tapped(cast, 'Forest')).toEqual([true, false]);
    expect(cast.manaPool).toEqual([]);
    expect(manaAvailable(cast)).toBe(1);
    expect(describeLog(cast.log).at(-1)).toMatch(/, tapped Forest for \{G\}, cast Wildwood Tracker with Forest$/);
  });

  it('two Forests tapped first pay Scavenging Ooze {1}{G}, also with the sources named none (the table’s Shift+P, Enter)', () => {
    const state = stompy('Scavenging Ooze');
    const [a, b] = idsNamed(state, 'Forest');
    const floated = play(state, { type: 'tap', card: a }, { type: 'tap', card: b });
    expect(manaAvailable(floated)).toBe(2);
    expect(names(play(floated, { type: 'cast', card: 'Scavenging Ooze' }), 'battlefield')).toContain('Scavenging Ooze');
    const byHand = play(floated, { type: 'cast', card: 'Scavenging Ooze', tap: [] });
    expect(byHand.manaPool).toEqual([]);
    expect(names(byHand, 'battlefield')).toContain('Scavenging Ooze');
  });

  it('a named source the cost does not need is tapped all the same, and its mana floats for the next spell', () => {
    const state = stompy('Wildwood Tracker', 'Snakeskin Veil');
    const both = idsNamed(state, 'Forest');
    const cast = play(state, { type: 'cast', card: 'Wildwood Tracker', tap: both });
    expect(tapped(cast, 'Forest')).toEqual([true, true]);
    expect(cast.manaPool).toHaveLength(1);
    const veil = play(cast, { type: 'cast', card: 'Snakeskin Veil', tap: [] }); // {G}
    expect(names(veil, 'graveyard')).toContain('Snakeskin Veil');
  });

  it('the pool empties as a step or phase ends (CR 500.4): as combat begins, and as the turn ends', () => {
    const state = play(stompy('Wildwood Tracker', 'Snakeskin Veil'), { type: 'cast', card: 'Wildwood Tracker' });
    const ready = play(state, { type: 'next-turn' });
    const [, forest] = idsNamed(ready, 'Forest');
    const floated = play(ready, { type: 'tap', card: idsNamed(ready, 'Forest')[0] }, { type: 'tap', card: forest });
    const attacked = play(floated, { type: 'attack', cards: ['Wildwood Tracker'] });
    expect(attacked.manaPool).toEqual([]);
    expect(refusal(attacked, { type: 'cast', card: 'Snakeskin Veil' })).toMatchObject({
      code: 'cast.cannot-pay',
      rule: 'CR 601.2h',
    });
    expect(play(floated, { type: 'next-turn' }).manaPool).toEqual([]);
  });

  it('Sol Ring tapped by hand floats {C}{C}: Arcane Signet {2} spends it; Command Tower’s one mana of R or W is spent on Osgir before a fourth land is tapped', () => {
    const deck = mtgTableDeck(LOREHOLD);
    const kept = play(startGame(deck, { seed: 5, setup: SETUPS.commander }), { type: 'keep' });
    const ring = play(kept, fetch('Sol Ring', 'battlefield'), fetch('Arcane Signet', 'hand'));
    const floated = play(ring, { type: 'tap', card: 'Sol Ring' });
    expect(describeLog(floated.log).at(-1)).toContain('tapped Sol Ring for {C}{C}');
    const signet = play(floated, { type: 'cast', card: 'Arcane Signet' });
    expect(signet.manaPool).toEqual([]);
    expect(names(signet, 'battlefield')).toEqual(['Sol Ring', 'Arcane Signet']);

    const lands = play(
      kept,
      fetch('Command Tower', 'battlefield'),
      fetch('Mountain', 'battlefield'),
      fetch('Mountain', 'battlefield'),
      fetch('Mountain', 'battlefield'),
      fetch('Plains', 'battlefield'),
    );
    const tower = play(lands, { type: 'tap', card: 'Command Tower' });
    expect(describeLog(tower.log).at(-1)).toContain('tapped Command Tower for {W}'); // Osgir asks for both: W first
    const osgir = play(tower, { type: 'cast', card: 'Osgir, the Reconstructor' });
    const landsTapped = [...tapped(osgir, 'Mountain'), ...tapped(osgir, 'Plains')].filter(Boolean);
    expect(landsTapped).toHaveLength(3); // {2}{R}{W}: the Tower's mana and three lands
    expect(osgir.commanderCasts).not.toEqual({});
  });

  it('"tap Forest" twice taps both Forests, and "untap Forest" a tapped one (CR 701.21a–b)', () => {
    const twice = play(stompy(), { type: 'tap', card: 'Forest' }, { type: 'tap', card: 'Forest' });
    expect(tapped(twice, 'Forest')).toEqual([true, true]);
    expect(twice.manaPool).toHaveLength(2);
    expect(refusal(twice, { type: 'tap', card: 'Forest' })).toMatchObject({ code: 'tap.already', rule: 'CR 701.21a' });
    const [first] = idsNamed(twice, 'Forest');
    const one = play(twice, { type: 'untap', card: first }, { type: 'untap', card: 'Forest' });
    expect(tapped(one, 'Forest')).toEqual([false, false]);
  });

  it('an action file of the old shape (tap, then cast) replays, now casting from the pool', () => {
    const deck = mtgTableDeck(STOMPY);
    const options = { seed: 11, setup: SETUPS.constructed };
    const game = replay(deck, options, [
      { type: 'keep' },
      fetch('Forest', 'battlefield'),
      fetch('Wildwood Tracker', 'hand'),
      { type: 'tap', card: 'Forest' },
      { type: 'cast', card: 'Wildwood Tracker' },
    ]);
    expect(game.states.at(-1)!.manaPool).toEqual([]);
  });

  it('a second attack in the same combat keeps the mana made after the first: the pool empties once, as combat begins (CR 500.4, 506.1)', () => {
    const state = stompy('Wildwood Tracker', 'Scavenging Ooze', 'Snakeskin Veil');
    const creatures = play(
      state,
      fetch('Forest', 'battlefield'),
      { type: 'cast', card: 'Wildwood Tracker' },
      { type: 'cast', card: 'Scavenging Ooze' },
      { type: 'next-turn' },
    );
    const first = play(creatures, { type: 'attack', cards: ['Wildwood Tracker'] }, { type: 'tap', card: 'Forest' });
    expect(first.manaPool).toHaveLength(1);
    const second = play(first, { type: 'attack', cards: ['Scavenging Ooze'] });
    expect(second.manaPool).toHaveLength(1);
    expect(names(play(second, { type: 'cast', card: 'Snakeskin Veil', tap: [] }), 'graveyard')).toEqual([
      'Snakeskin Veil',
    ]);
  });
});

describe('a source of one mana of several types adds the type chosen as it is tapped (CR 106.4, 605.3b)', () => {
  /** Lorehold with Command Tower ({T}: one mana of a color in the commander's identity, here R or W) the only source. */
  function tower(...inHand: string[]): PlaytestState {
    const kept = play(startGame(mtgTableDeck(LOREHOLD), { seed: 5, setup: SETUPS.commander }), { type: 'keep' });
    return play(
      kept,
      ...kept.zones.hand.map((card) => ({ type: 'move', card, to: 'library' }) as const),
      fetch('Command Tower', 'battlefield'),
      ...inHand.map((n) => fetch(n, 'hand')),
    );
  }
  const WHITE = 1;
  const RED = 8;

  it('Command Tower tapped for {W} pays Dispatch {W} and not Faithless Looting {R}: the pool holds the white mana', () => {
    const white = play(tower('Faithless Looting', 'Dispatch'), { type: 'tap', card: 'Command Tower', mana: 'W' });
    expect(white.manaPool.map((unit) => unit.mask)).toEqual([WHITE]);
    expect(describeLog(white.log).at(-1)).toMatch(/tapped Command Tower for \{W\}$/);
    expect(refusal(white, { type: 'cast', card: 'Faithless Looting' })).toMatchObject({ code: 'cast.cannot-pay' });
    expect(names(play(white, { type: 'cast', card: 'Dispatch' }), 'graveyard')).toEqual(['Dispatch']);
  });

  it('named none, it adds the type the cards in hand and the command zone ask for, when they ask for one', () => {
    const away = (state: PlaytestState) =>
      play(state, { type: 'move', card: 'Osgir, the Reconstructor', to: 'graveyard', stay: true });
    const red = play(away(tower('Faithless Looting')), { type: 'tap', card: 'Command Tower' });
    expect(red.manaPool.map((unit) => unit.mask)).toEqual([RED]);
    const white = play(away(tower('Dispatch')), { type: 'tap', card: 'Command Tower' });
    expect(white.manaPool.map((unit) => unit.mask)).toEqual([WHITE]);
  });

  it('named none while the cards ask for several of its types, it adds the one they ask for most; WUBRG first on a tie', () => {
    const away = (state: PlaytestState) =>
      play(state, { type: 'move', card: 'Osgir, the Reconstructor', to: 'graveyard', stay: true });
    const tap = (...inHand: string[]) =>
      play(away(tower(...inHand)), { type: 'tap', card: 'Command Tower' }).manaPool.map((unit) => unit.mask);
    expect(tap('Dispatch', 'Hellkite Tyrant')).toEqual([RED]); // {W} against {4}{R}{R}
    expect(tap('Faithless Looting', 'Return to Dust')).toEqual([WHITE]); // {R} against {2}{W}{W}
    expect(tap('Faithless Looting', 'Dispatch')).toEqual([WHITE]); // one each: W before R
  });

  it('a type the source cannot make is refused, and a name that is no mana type too, in an action file as at the table', () => {
    expect(refusal(tower(), { type: 'tap', card: 'Command Tower', mana: 'G' })).toMatchObject({
      code: 'tap.mana-type',
      rule: 'CR 106.4',
    });
    expect(refusal(tower(), { type: 'tap', card: 'Command Tower', mana: 'Q' })).toMatchObject({
      code: 'tap.mana-type',
      rule: 'CR 106.1b',
    });
    expect(() => parseActionFile('{"type":"tap","card":"Command Tower","mana":"Q"}', tower())).toThrow(/mana type/);
  });
});
