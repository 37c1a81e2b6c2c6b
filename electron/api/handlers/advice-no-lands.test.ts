// advice.run through the real API on a real decklist (Oko: 10 Island, 11 Forest, 4 Thornwood Falls) with its lands
// taken out: the land sweep has no land to add or remove, and says why by a reason the screens word in both
// languages, rather than in English only or with a step the player cannot take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { apiWithDeck } from '../../../test/deck-api.ts';
import { en } from '../../../renderer/i18n/en.ts';
import { ja } from '../../../renderer/i18n/ja.ts';

let api: Api;
let oko: Deck;
let cleanup: () => void;
beforeAll(async () => {
  ({ api, deck: oko, cleanup } = await apiWithDeck(['ELD'], 'pw__eld__Oko, the Trickster.txt'));
});
afterAll(() => cleanup());

/** Oko's deck without the main deck's entries named in `out`. */
const without = (out: readonly string[]): Deck => ({
  ...oko,
  boards: { ...oko.boards, main: oko.boards.main!.filter((e) => !out.includes(e.name)) },
});
const run = (deck: Deck, land?: string) =>
  api.invoke('advice.run', { deck, games: 200, seed: 1, workers: 0, ...(land ? { land } : {}) });

describe('advice.run on a deck whose lands the sweep cannot vary', () => {
  it('a deck with no land at all is refused as having no lands, by a reason worded in both languages', async () => {
    const spellsOnly = without(['Island', 'Forest', 'Thornwood Falls']);
    await expect(run(spellsOnly)).rejects.toMatchObject({
      code: 'invalid-input',
      reason: 'advice.no-lands',
      params: { deck: oko.name },
    });
    expect(en['reason.advice.no-lands']).toContain('{deck}');
    expect(ja['reason.advice.no-lands']).toContain('{deck}');
  });

  it('a deck whose only lands are not basic is refused until the land is chosen, which the player can do', async () => {
    const fallsOnly = without(['Island', 'Forest']);
    await expect(run(fallsOnly)).rejects.toMatchObject({
      code: 'invalid-input',
      reason: 'advice.no-basic-land',
      params: { deck: oko.name },
    });
    // The words send the player to the land chooser, by the name the screen gives it.
    expect(en['reason.advice.no-basic-land']).toContain(`“${en['advice.cuts']}”`);
    expect(ja['reason.advice.no-basic-land']).toContain(`「${ja['advice.cuts']}」`);
    const chosen = await run(fallsOnly, 'Thornwood Falls');
    expect(chosen.lands!.current).toBe(4);
  });
});
