// The version the lab's A/B starts its B on (renderer/lib/advice.ts previousVersion), on the versions the real API
// gives a real deck (Basri, Devoted Paladin) as it is saved, edited and saved again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../electron/api/index.ts';
import type { Deck } from '../engine/decks/types.ts';
import { previousVersion } from '../renderer/lib/advice.ts';
import { apiWithDeck } from './deck-api.ts';

let api: Api;
let cleanup: () => void;
let basri: Deck;

beforeAll(async () => {
  ({ api, deck: basri, cleanup } = await apiWithDeck(['M21'], 'pw__m21__Basri, Devoted Paladin.txt'));
});
afterAll(() => cleanup());

/** The saved versions of a deck, as LabAb lists them (newest first). */
async function versionsOf(id: number): Promise<number[]> {
  return (await api.invoke('decks.versions', { id })).map((v) => v.version).reverse();
}

/** Basri with one copy fewer of its most numerous card (its Plains): an edit worth a version. */
function edited(deck: Deck): Deck {
  const main = deck.boards.main ?? [];
  const most = main.reduce((best, e, i) => (e.count > main[best].count ? i : best), 0);
  return {
    ...deck,
    boards: { ...deck.boards, main: main.map((e, i) => (i === most ? { ...e, count: e.count - 1 } : e)) },
  };
}

describe('previousVersion: the B an A/B starts on', () => {
  it('none for a deck never saved: the player chooses', () => {
    expect(previousVersion([], null, true)).toBeNull();
    expect(previousVersion([], null, false)).toBeNull();
  });

  it('a deck saved once: none while unchanged, the saved version once it is edited', async () => {
    const { id, version } = await api.invoke('decks.save', { deck: basri });
    const versions = await versionsOf(id);
    expect(versions).toEqual([version]);
    expect(previousVersion(versions, version, false)).toBeNull();
    expect(previousVersion(versions, version, true)).toBe(version);
  });

  it('a deck saved again: the version before the one open, or the one open when it has edits since', async () => {
    const first = await api.invoke('decks.save', { deck: basri });
    const second = await api.invoke('decks.save', { id: first.id, deck: edited(basri) });
    const versions = await versionsOf(first.id);
    expect(versions).toEqual([second.version, first.version]);
    expect(previousVersion(versions, second.version, false)).toBe(first.version);
    expect(previousVersion(versions, second.version, true)).toBe(second.version);
    // An earlier version opened from the history has none before it.
    expect(previousVersion(versions, first.version, false)).toBeNull();
  });
});
