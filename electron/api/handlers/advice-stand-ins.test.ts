// advice.run through the real API on a real Commander precon list (Aura of Courage, AFC: a commander and 99 cards,
// 38 lands): the land sweep keeps to the copy limit of the format the deck is played under, the one asked for, else
// the deck's, else the one its command zone and size make (CR 903.5a–b), so a list that names no format is
// singleton too.
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

/** The stand-ins and the cards added of each land count from 36 to 38. */
async function added(deck: Deck, format?: string) {
  const { lands } = await api.invoke('advice.run', { deck, format, lands: [36, 38], games: 200, seed: 1, workers: 0 });
  return lands!.sweep.map((r) => ({
    standIns: r.standIns,
    added: Object.fromEntries(Object.entries(r.changes).filter(([, n]) => n > 0)),
  }));
}

const SINGLETON = [
  { standIns: { 'Wild Growth': 1, 'Utopia Sprawl': 1 }, added: {} },
  { standIns: { 'Wild Growth': 1 }, added: {} },
  { standIns: {}, added: {} },
];
const FOUR_COPIES = [
  { standIns: {}, added: { 'Wild Growth': 1, 'Utopia Sprawl': 1 } },
  { standIns: {}, added: { 'Wild Growth': 1 } },
  { standIns: {}, added: {} },
];

describe('advice.run’s land sweep within the format’s copy limit', () => {
  it('a list with a commander and 99 cards that names no format is swept as Commander: stand-ins, no second copy', async () => {
    expect(await added({ ...aura, format: undefined })).toEqual(SINGLETON);
  });

  it('the deck’s own format decides, and the format asked for over it', async () => {
    expect(await added({ ...aura, format: 'vintage' })).toEqual(FOUR_COPIES);
    expect(await added({ ...aura, format: 'vintage' }, 'commander')).toEqual(SINGLETON);
    expect(await added({ ...aura, format: 'commander' }, 'vintage')).toEqual(FOUR_COPIES);
  });
});
