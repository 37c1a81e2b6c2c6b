// The companion at the table (CR 702.139a, 400.11a, 116.2g) on the real C21 Lorehold Legacies list with the real
// Lurrus of the Dream-Den (IKO) as its companion: it starts outside the game, and once per game, any time the
// player could cast a sorcery, {3} puts it into hand.
import { describe, expect, it } from 'vitest';
import { dmFireNatureDeck, fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import { card } from '../../test/real-decks.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { companionsOutside, describeLog, startGame, type PlaytestDeck } from './index.ts';
import { formatActionFile, parseActionFile } from './action-file.ts';

const LURRUS = 'Lurrus of the Dream-Den';
const lorehold = (): PlaytestDeck => ({
  ...mtgTableDeck('plain-taw/cmd__c21__Lorehold Legacies.txt'),
  companion: [{ card: card(LURRUS), count: 1 }],
});
const kept = () => play(startGame(lorehold(), { seed: 7, setup: SETUPS.commander }), { type: 'keep' });
/** The table's free move from wherever the card is (the opening hand may hold it). */
const anywhereToBattlefield = (name: string) => ({ type: 'move', card: name, to: 'battlefield' }) as const;
const PUT = { type: 'companion', card: LURRUS } as const;

describe('putting the companion into hand (CR 702.139a, 116.2g)', () => {
  it('Lurrus starts outside the game, in the sideboard (400.11a), and {3} from three Mountains puts it into hand', () => {
    let state = kept();
    expect(names(state, 'sideboard')).toEqual([LURRUS]);
    state = play(state, fetch('Mountain', 'battlefield'), fetch('Mountain', 'battlefield'));
    state = play(state, fetch('Mountain', 'battlefield'), PUT);
    expect(names(state, 'hand')).toContain(LURRUS);
    expect(state.zones.sideboard).toEqual([]);
    expect(state.zones.battlefield.every((id) => state.cards[id].tapped)).toBe(true);
    expect(describeLog(state.log).at(-1)).toContain(
      `put the companion ${LURRUS} into hand, paying {3} with Mountain, Mountain, Mountain (CR 702.139a)`,
    );
  });

  it('Sol Ring and a Mountain pay {3} and an untapped Arcane Signet is left: the exact payment of a spell', () => {
    const state = play(
      kept(),
      anywhereToBattlefield('Sol Ring'),
      fetch('Mountain', 'battlefield'),
      anywhereToBattlefield('Arcane Signet'),
      PUT,
    );
    const tapped = state.zones.battlefield.filter((id) => state.cards[id].tapped);
    expect(tapped.map((id) => state.defs[state.cards[id].def].name).sort()).toEqual(['Mountain', 'Sol Ring']);
    expect(names(state, 'hand')).toContain(LURRUS);
  });

  it('with two lands the player cannot pay {3}: refused with the rule, nothing changes', () => {
    const state = play(kept(), fetch('Mountain', 'battlefield'), fetch('Mountain', 'battlefield'));
    expect(refusal(state, PUT)).toMatchObject({ code: 'companion.cannot-pay', rule: 'CR 116.2g' });
    expect(refusal(state, { ...PUT, tap: ['Mountain'] })).toMatchObject({ code: 'companion.cannot-pay' });
    expect(names(state, 'sideboard')).toEqual([LURRUS]);
  });

  it('only once each game: back in the sideboard, it cannot be put into hand again', () => {
    let state = kept();
    for (let i = 0; i < 6; i++) state = play(state, fetch('Mountain', 'battlefield'));
    state = play(state, PUT, fetch(LURRUS, 'sideboard', 'hand'));
    expect(refusal(state, PUT)).toMatchObject({ code: 'companion.once-per-game', rule: 'CR 702.139a' });
  });

  it('not while the opening hand is being decided (no sorcery can be cast then), and only from outside the game', () => {
    const opening = startGame(lorehold(), { seed: 7, setup: SETUPS.commander });
    expect(refusal(opening, PUT).code).toBe('mulligan.deciding');
    expect(refusal(kept(), { type: 'companion', card: 'Mountain' })).toMatchObject({ code: 'card.not-here' });
  });

  it("only the Companion board's card: another card of the sideboard stays outside the game (CR 702.139a)", () => {
    const withSideboard = { ...lorehold(), side: [{ card: card('Sol Ring'), count: 1 }] };
    let state = play(startGame(withSideboard, { seed: 7, setup: SETUPS.commander }), { type: 'keep' });
    for (let i = 0; i < 3; i++) state = play(state, fetch('Mountain', 'battlefield'));
    expect(names(state, 'sideboard').sort()).toEqual([LURRUS, 'Sol Ring']);
    expect(companionsOutside(state).map((id) => state.defs[state.cards[id].def].name)).toEqual([LURRUS]);
    expect(refusal(state, { type: 'companion', card: 'Sol Ring' })).toMatchObject({
      code: 'companion.not-companion',
      rule: 'CR 702.139a',
    });
  });

  it('an action file replays it (and a file written before it still reads the same)', () => {
    const lines = [
      '{"type":"keep"}',
      '{"type":"move","card":"Mountain","from":"library","to":"battlefield"}',
      '{"type":"move","card":"Mountain","from":"library","to":"battlefield"}',
      '{"type":"move","card":"Mountain","from":"library","to":"battlefield"}',
    ];
    const start = startGame(lorehold(), { seed: 7, setup: SETUPS.commander });
    const old = parseActionFile(lines.join('\n'), start);
    expect(old.actions).toHaveLength(4);
    const { actions } = parseActionFile([...lines, JSON.stringify(PUT)].join('\n'), start);
    const replayed = play(start, ...actions);
    expect(names(replayed, 'hand')).toContain(LURRUS);
    expect(parseActionFile(formatActionFile(actions), start).actions).toEqual(actions);
    expect(() => parseActionFile('{"type":"companion"}', start)).toThrow(/"companion" needs "card"/);
  });

  it('a Duel Masters table has no companion: its action is refused as not of that game', () => {
    const dm = startGame(dmFireNatureDeck(), { seed: 11, setup: SETUPS.dm });
    expect(refusal(dm, PUT).code).toBe('action.wrong-game');
  });
});
