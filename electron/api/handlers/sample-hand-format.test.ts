// sim.sampleHand says which format it dealt the deck in, as sim.run does: the one asked for, else the deck's, else the
// one its list makes (guessed, and from what). Through the real API on a real SQLite card database: the real C21
// precon Lorehold Legacies with Lurrus of the Dream-Den as its companion, written as an MTGO .dek (Osgir and Lurrus in
// the sideboard, CR 903.3, 702.139a) and read back with no format, as the editor holds a list whose format was never
// chosen, and a version of it with a Mountain more (100 and Osgir: no Commander variant's size, CR 903.5a, so its
// list makes no format).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { buildDeckTestDb, LOREHOLD_AND_FAERIE_SETS } from '../../../test/deck-cards-db.ts';
import { loreholdDeksWithNoFormat } from '../../../test/lorehold-dek.ts';
import { createApi } from '../index.ts';

const OSGIR = 'Osgir, the Reconstructor';
const LURRUS = 'Lurrus of the Dream-Den';

let api: Api;
let cleanup: () => void;
let dek: Deck;
let oneMountainMore: Deck;

beforeAll(async () => {
  const built = buildDeckTestDb(LOREHOLD_AND_FAERIE_SETS);
  ({ cleanup } = built);
  api = createApi({ db: built.db });
  ({ dek, oneMountainMore } = await loreholdDeksWithNoFormat(api));
});
afterAll(() => cleanup());

const deal = (deck: Deck, format?: string) => api.invoke('sim.sampleHand', { deck, format, seed: 11, gameIndex: 2 });

describe('sim.sampleHand says the format it dealt the deck in', () => {
  it('CR 903.3, 903.5a: the .dek (99, Osgir and Lurrus in the sideboard) is dealt as Commander, guessed from its sideboard', async () => {
    expect(dek.boards.side?.map((e) => e.name)).toEqual([OSGIR, LURRUS]);
    const game = await deal(dek);
    expect(game.format).toEqual({ id: 'commander', guessed: true, guessedFrom: 'sideboard' });
    // CR 903.6: the commander read from the sideboard starts in the command zone, never in a hand.
    expect(game.hand).toHaveLength(7);
    expect(game.hand).not.toContain(OSGIR);
  });

  it('a format the deck names or the caller asks for is no guess; a list that makes none is dealt in none', async () => {
    expect((await deal({ ...dek, format: 'commander' })).format).toEqual({ id: 'commander', guessed: false });
    expect((await deal(dek, 'vintage')).format).toEqual({ id: 'vintage', guessed: false });
    expect((await deal(oneMountainMore)).format).toBeNull();
  });

  it('the format it says is the one sim.run plays the same deck in', async () => {
    for (const deck of [dek, oneMountainMore]) {
      const run = await api.invoke('sim.run', { deck, games: 20, seed: 11, sides: ['play'], workers: 0 });
      expect((await deal(deck)).format).toEqual(run.format);
    }
  });
});
