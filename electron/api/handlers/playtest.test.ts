// playtest.deck through the real API, on a real SQLite card database (MTGJSON sets) and a real decklist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';
import { stringContaining } from '../../../test/matchers.ts';
import { startGame } from '../../../engine/playtest/index.ts';

let api: Api;
let cleanup: () => void;
let lorehold: Deck;
beforeAll(async () => {
  ({
    api,
    deck: lorehold,
    cleanup,
  } = await apiWithDeck(['C21', 'STX', 'ELD', 'KHM', 'ZNR', 'M21', 'AFR', 'MID'], 'cmd__c21__Lorehold Legacies.txt'));
});
afterAll(() => cleanup());

describe('playtest.deck', () => {
  it("gives a stored Commander deck's cards by board and its game start (CR 103.4c, 103.5c, 903.6), ready for the table", async () => {
    const stored = await api.invoke('decks.save', { deck: { ...lorehold, format: 'commander' } });
    const { deck, setup } = await api.invoke('playtest.deck', { deckId: stored.id });
    expect(setup).toMatchObject({ game: 'mtg', handSize: 7, startingLife: 40, freeFirstMulligan: true });
    expect(deck.commanders!.map((e) => e.card.name)).toEqual(['Osgir, the Reconstructor']);
    expect(deck.main.reduce((n, e) => n + e.count, 0)).toBe(99);
    const state = startGame(deck, { seed: 1, setup });
    expect(state.zones.command).toHaveLength(1);
  });

  it('refuses a deck with an unknown card, naming it, and a deck given twice over', async () => {
    const typo: Deck = {
      ...lorehold,
      boards: { ...lorehold.boards, main: [...lorehold.boards.main!, { name: 'Sol Rnig', count: 1 }] },
    };
    await expect(api.invoke('playtest.deck', { deck: typo })).rejects.toMatchObject({
      code: 'invalid-input',
      message: stringContaining('Sol Rnig'),
    });
    await expect(api.invoke('playtest.deck', { deck: lorehold, deckId: 1 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
