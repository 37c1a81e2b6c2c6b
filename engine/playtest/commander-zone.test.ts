// The commander going home (CR 903.9, 704.6d) at a Commander table, on the real Lorehold Legacies list: Osgir dies,
// is exiled, bounced or tucked, and goes to the command zone unless its owner keeps it where it was sent; a token
// copy of it is no commander (903.3).
import { describe, expect, it } from 'vitest';
import { fetch, mtgTableDeck, names, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { commanderTax, describeLog, startGame, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';

const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt'; // Osgir, the Reconstructor {2}{R}{W}, a 4/3
const OSGIR = 'Osgir, the Reconstructor';

/** Lorehold kept, Osgir cast from the command zone with three Mountains and a Plains. */
function osgirOut(): PlaytestState {
  const kept = play(startGame(mtgTableDeck(LOREHOLD), { seed: 5, setup: SETUPS.commander }), { type: 'keep' });
  const lands = ['Mountain', 'Mountain', 'Mountain', 'Plains'].map((land) => fetch(land, 'battlefield'));
  return play(kept, ...lands, { type: 'cast', card: OSGIR });
}

describe('a commander put into a graveyard, exile, a hand or a library goes to the command zone (CR 903.9)', () => {
  it('Osgir dies: the command zone, said with its rule; cast again, it costs {2} more (903.8)', () => {
    const out = osgirOut();
    expect(names(out, 'command')).toEqual([]);
    const died = play(out, { type: 'move', card: OSGIR, to: 'graveyard' });
    expect(names(died, 'command')).toEqual([OSGIR]);
    expect(names(died, 'graveyard')).toEqual([]);
    expect(died.log.at(-1)).toMatchObject({ zone: 'command', rule: 'CR 903.9a' });
    expect(describeLog(died.log).at(-1)).toMatch(
      /moved Osgir, the Reconstructor, a commander, to the command zone instead \(CR 903\.9a\)$/,
    );
    const id = died.zones.command[0];
    expect(commanderTax(died, id)).toBe(2);
    const nextTurn = play(died, { type: 'next-turn' });
    expect(refusal(nextTurn, { type: 'cast', card: OSGIR })).toMatchObject({ code: 'cast.cannot-pay' }); // 4 lands, {6}
    const recast = play(nextTurn, fetch('Plains', 'battlefield'), fetch('Mountain', 'battlefield'), {
      type: 'cast',
      card: OSGIR,
    });
    expect(names(recast, 'battlefield')).toContain(OSGIR);
  });

  it('exiled (903.9a), bounced to hand or tucked into the library (903.9b): the command zone each time', () => {
    const out = osgirOut();
    for (const [to, rule] of [
      ['exile', 'CR 903.9a'],
      ['hand', 'CR 903.9b'],
      ['library', 'CR 903.9b'],
    ] as const) {
      const moved = play(out, { type: 'move', card: OSGIR, to });
      expect(names(moved, 'command'), to).toEqual([OSGIR]);
      expect(moved.log.at(-1)?.rule).toBe(rule);
    }
  });

  it('its owner may leave it where it was sent (`stay`, the table’s Shift-drop): the graveyard, to be returned from there', () => {
    const stayed = play(osgirOut(), { type: 'move', card: OSGIR, to: 'graveyard', stay: true });
    expect(names(stayed, 'graveyard')).toEqual([OSGIR]);
    expect(names(stayed, 'command')).toEqual([]);
    expect(stayed.log.at(-1)?.rule).toBeUndefined();
    // From the graveyard the owner may still put it in the command zone by hand.
    expect(names(play(stayed, { type: 'move', card: OSGIR, to: 'command' }), 'command')).toEqual([OSGIR]);
    expect(
      parseActionFile('{"type":"move","card":"Osgir, the Reconstructor","to":"exile","stay":true}\n').actions,
    ).toEqual([{ type: 'move', card: OSGIR, to: 'exile', stay: true }]);
  });

  it('a commander discarded in the cleanup step goes home too (903.9a, 514.1)', () => {
    const inHand = play(osgirOut(), { type: 'move', card: OSGIR, to: 'hand', stay: true });
    const full = play(inHand, { type: 'draw', count: 4 });
    const over = full.zones.hand.length - 7;
    const discard = [
      OSGIR,
      ...names(full, 'hand')
        .filter((n) => n !== OSGIR)
        .slice(0, over - 1),
    ];
    const cleaned = play(full, { type: 'next-turn', discard });
    expect(names(cleaned, 'command')).toEqual([OSGIR]);
    expect(names(cleaned, 'graveyard')).not.toContain(OSGIR);
  });

  it('a token copy of Osgir is no commander (903.3): it ceases to exist in the graveyard and deals no commander damage', () => {
    const copied = play(osgirOut(), { type: 'token', card: OSGIR }, { type: 'next-turn' });
    const token = copied.zones.battlefield.find((id) => copied.cards[id].token)!;
    const attacked = play(copied, { type: 'attack', cards: [token] });
    expect(attacked.damageDealt).toBe(4); // Osgir is a 4/3
    expect(attacked.commanderDamage).toEqual({});
    const gone = play(copied, { type: 'move', card: token, to: 'graveyard' });
    expect(names(gone, 'command')).toEqual([]);
    expect(names(gone, 'graveyard')).toEqual([]);
  });
});
