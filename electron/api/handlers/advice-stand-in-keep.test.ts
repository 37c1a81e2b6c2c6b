// advice.run through the real API on a real Commander precon (Aura of Courage, AFC: a commander and 99 cards, 38
// lands), with a keep rule of the player's that requires a card: at the land counts where the sweep adds a stand-in for
// that card (CR 903.5b: no second copy), the rule counts the stand-in as the copy it stands in for, so the sweep's
// mulligan rate is the hypergeometric one of the copies the hand may hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';

let api: Api;
let aura: Deck;
let cleanup: () => void;
beforeAll(async () => {
  ({ api, deck: aura, cleanup } = await apiWithDeck(['AFC', 'AFR'], 'cmd__afc__Aura of Courage.txt'));
});
afterAll(() => cleanup());

/** P(none of `copies` cards among the 7 drawn from a library of `library`): C(library − copies, 7) / C(library, 7). */
function noneIn7(library: number, copies: number): number {
  let p = 1;
  for (let i = 0; i < 7; i++) p *= (library - copies - i) / (library - i);
  return p;
}

const GAMES = 2000;

describe('a keep rule requiring a card counts the sweep’s stand-ins for it', () => {
  it('keep 7 only with Wild Growth: the mulligan rate at each land count is C(99 − k, 7) / C(99, 7), k its copies and stand-ins', async () => {
    const policy = {
      mulligan: {
        id: 'wild-growth',
        bySize: {
          '7': { keep: [{ lands: [0, 7] as const, require: [{ cards: ['Wild Growth'], atLeast: 1 }] }] },
          '6': { keep: 'always' as const },
        },
      },
    };
    const { lands } = await api.invoke('advice.run', {
      deck: aura,
      policy,
      lands: [36, 38],
      keySpells: ['Wild Growth'],
      games: GAMES,
      sides: ['play'],
      seed: 7,
      workers: 0,
    });
    const rows = lands!.sweep;
    expect(rows.map((r) => [r.lands, r.standIns['Wild Growth'] ?? 0])).toEqual([
      [36, 1],
      [37, 1],
      [38, 0],
    ]);
    // The commander starts in the command zone (CR 903.6): the library is 99 cards, every copy of the role within it.
    for (const row of rows) {
      const expected = noneIn7(99, 1 + (row.standIns['Wild Growth'] ?? 0));
      const spread = Math.sqrt((expected * (1 - expected)) / row.observations);
      expect(Math.abs(row.mulligan.value - expected), `${row.lands} lands`).toBeLessThan(3.5 * spread);
    }
  });
});
