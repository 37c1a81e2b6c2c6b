// decks.import and decks.export and the printings a deck pins, on Lorehold Legacies (C21) as taw wrote it: a set and
// number that are another card's printing are kept neither in the deck read nor in any list written, and a set
// pinned alone stays that set in the formats that need a collector number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { stringContaining } from '../../../test/matchers.ts';
import type { Deck, DeckEntry } from '../../../engine/decks/types.ts';

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['C21', 'STX', 'MID', 'KHM', 'ELD', 'MIC']);
  cleanup = built.cleanup;
  api = createApi({ db: built.db });
});
afterAll(() => cleanup());

const lorehold = () => readFileSync(sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt'), 'utf8');
const signetOf = (deck: Deck): DeckEntry => deck.boards.main!.find((e) => e.name === 'Arcane Signet')!;

describe('a pin that is another card (C21 235 is Bloodthirsty Blade, not Arcane Signet)', () => {
  it('decks.import warns and keeps no trace of it in the deck', async () => {
    const text = lorehold().replace(/^1 Arcane Signet$/m, '1 Arcane Signet [C21:235]');
    const { deck, problems } = await api.invoke('decks.import', { text });
    expect(problems.filter((p) => p.code === 'printing-mismatch')).toMatchObject([
      { line: 55, message: stringContaining('the printing is not pinned') },
    ]);
    expect(signetOf(deck).printing).toBeUndefined();
  });

  it('decks.export of a deck saved with it writes the card without it and says why', async () => {
    const { deck } = await api.invoke('decks.import', { text: lorehold() });
    const signet = signetOf(deck);
    signet.printing = { set: 'C21', collectorNumber: '235' };
    const { id } = await api.invoke('decks.save', { deck });
    const written = await api.invoke('decks.export', { id, format: 'text' });
    expect(written.text).toMatch(/^1 Arcane Signet$/m);
    expect(written.notices).toEqual([
      {
        code: 'printing-mismatch',
        cards: 1,
        message:
          '1 pinned printing(s) are other cards\' and are not written: C21 235 is "Bloodthirsty Blade", not "Arcane Signet"',
        params: { count: 1, printings: 'C21 235' },
      },
    ]);
  });
});

describe('a set pinned alone', () => {
  it("decks.export to Arena writes the set's first printing of the card (STX 372 for Mountain)", async () => {
    const { deck } = await api.invoke('decks.import', { text: lorehold() });
    const { text, notices } = await api.invoke('decks.export', { deck, format: 'arena' });
    expect(text).toMatch(/^12 Mountain \(STX\) 372$/m);
    expect(notices.filter((n) => n.code.startsWith('printing'))).toEqual([]);
  });
});

describe('a deck with no cards', () => {
  it('decks.export writes the empty list and says it is empty', async () => {
    const { text, notices } = await api.invoke('decks.export', {
      deck: { game: 'mtg', name: 'nothing', boards: {} },
      format: 'xmage',
    });
    expect(text).toBe('NAME:nothing\n');
    expect(notices).toEqual([
      {
        code: 'no-cards',
        cards: 0,
        message: 'no cards to write: the XMage .dck list is empty',
        params: { format: 'xmage' },
      },
    ]);
  });
});
