// Adventurer cards at the table (CR 715), on the real Mono-Green Stompy list: Lovestruck Beast's Adventure, Heart's
// Desire, goes on an adventure in exile as it resolves, and the Beast is cast from there later (715.4).
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { cardView, describeLog, startGame, type PlaytestState } from './index.ts';

const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt';
const BEAST = "Lovestruck Beast // Heart's Desire"; // {2}{G} 5/5; Adventure: Heart's Desire {G}, a sorcery
const forests = (n: number) => Array.from({ length: n }, () => fetch('Forest', 'battlefield'));

function beastInHand(lands: number): PlaytestState {
  const kept = play(startGame(mtgTableDeck(STOMPY), { seed: 11, setup: SETUPS.constructed }), { type: 'keep' });
  return play(kept, ...forests(lands), fetch(BEAST, 'hand'));
}

describe('an Adventure at the table (CR 715)', () => {
  it("Heart's Desire cast for {G} goes into exile on an adventure, not the graveyard (715.4)", () => {
    const state = play(beastInHand(1), { type: 'cast', card: BEAST, face: 1 });
    expect(names(state, 'exile')).toEqual([BEAST]);
    expect(names(state, 'graveyard')).toEqual([]);
    expect(cardView(state, state.zones.exile[0]).onAdventure).toBe(true);
  });

  it('the Beast is cast from exile for {2}{G} later, named or by id; not as its Adventure again (715.4)', () => {
    const adventured = play(beastInHand(4), { type: 'cast', card: BEAST, face: 1 });
    const id = adventured.zones.exile[0];
    expect(refusal(adventured, { type: 'cast', card: id, face: 1 })).toMatchObject({
      code: 'cast.from-exile',
      rule: 'CR 715.4',
    });
    const cast = play(adventured, { type: 'cast', card: BEAST });
    expect(names(cast, 'battlefield')).toContain(BEAST);
    expect(names(cast, 'exile')).toEqual([]);
    expect(cast.cards[id].onAdventure).toBeUndefined();
  });

  it('a card exiled by anything else is not cast from exile, and one moved out of exile is no longer on an adventure', () => {
    const exiled = play(beastInHand(4), { type: 'move', card: BEAST, to: 'exile' });
    expect(refusal(exiled, { type: 'cast', card: BEAST })).toMatchObject({ code: 'cast.from-exile' });
    const adventured = play(beastInHand(4), { type: 'cast', card: BEAST, face: 1 });
    const back = play(
      adventured,
      { type: 'move', card: BEAST, to: 'hand' },
      { type: 'move', card: BEAST, to: 'exile' },
    );
    expect(refusal(back, { type: 'cast', card: BEAST })).toMatchObject({ code: 'cast.from-exile' });
  });

  it('the Beast cast as itself from hand goes to the battlefield as before, and another sorcery to the graveyard', () => {
    const state = play(beastInHand(4), fetch('Primal Might', 'hand'));
    const beast = play(state, { type: 'cast', card: BEAST });
    expect(names(beast, 'battlefield')).toContain(BEAST);
    const might = play(state, { type: 'cast', card: 'Primal Might', x: 0 });
    expect(names(might, 'graveyard')).toEqual(['Primal Might']);
  });

  it("the log names the face cast, Heart's Desire, not the whole card; the Beast cast later is logged as the Beast", () => {
    const adventured = play(beastInHand(4), { type: 'cast', card: BEAST, face: 1 });
    expect(adventured.log.at(-1)).toMatchObject({ cards: [BEAST], face: "Heart's Desire" });
    expect(describeLog(adventured.log).at(-1)).toMatch(/, cast Heart's Desire with Forest$/);
    const beast = play(adventured, { type: 'cast', card: BEAST });
    expect(describeLog(beast.log).at(-1)).toMatch(/, cast Lovestruck Beast with Forest, Forest, Forest$/);
  });
});
