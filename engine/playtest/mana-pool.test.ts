// The mana pool at a Magic table (CR 106.4, 500.4): a land tapped by hand makes mana that a cast spends, as a
// player taps lands first and then casts, on the real Mono-Green Stompy and Lorehold Legacies lists.
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { describeLog, manaAvailable, replay, startGame, type PlaytestState } from './index.ts';

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
    expect(describeLog(tower.log).at(-1)).toContain('tapped Command Tower for {W/R}');
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
});
