// A printing pinned on an entry (the art chosen in the editor) is a change the history shows, and every list format
// that carries printings writes it: Arena and Moxfield's `(SET) 123`, Forge's `Name|SET|[123]`, Cockatrice's
// setShortName and collectorNumber attributes, and the taw text's `[SET:123]`. On a real Arena export.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffDecks } from './diff.ts';
import { exportDeckList, readDeckList, type DeckListFormatId } from './lists/index.ts';
import type { Deck, DeckEntry, PinnedPrinting } from './types.ts';
import { sharedPath } from '../../test/shared-data.ts';

const ARENA = sharedPath('decks', 'arena-and-misc', 'phdesign-arena-export-with-setcodes.txt');
const original = readDeckList(readFileSync(ARENA, 'utf8')).deck;

function withPin(deck: Deck, name: string, printing: PinnedPrinting | undefined): Deck {
  const repin = (e: DeckEntry): DeckEntry => {
    if (e.name !== name) return e;
    const { printing: _old, ...rest } = e;
    return printing ? { ...rest, printing } : rest;
  };
  return { ...deck, boards: { ...deck.boards, main: deck.boards.main!.map(repin) } };
}

describe('history diff: a pinned printing is a change (not "no changes")', () => {
  it('Colossal Dreadmaw moved from M19 172 to M21 180 shows the printings before and after, counts unchanged', () => {
    expect(original.boards.main!.find((e) => e.name === 'Colossal Dreadmaw')!.printing).toMatchObject({
      set: 'M19',
      collectorNumber: '172',
    });
    const repinned = withPin(original, 'Colossal Dreadmaw', { set: 'M21', collectorNumber: '180' });
    const diff = diffDecks(original, repinned);
    expect(diff.unchanged).toBe(false);
    expect(diff.boards).toEqual([
      expect.objectContaining({
        board: 'main',
        added: [],
        removed: [],
        changed: [],
        printings: [
          {
            name: 'Colossal Dreadmaw',
            from: [{ printing: 'M19 172', count: 3 }],
            to: [{ printing: 'M21 180', count: 3 }],
          },
        ],
        cardsAdded: 0,
        cardsRemoved: 0,
      }),
    ]);
  });

  it('unpinning ("any printing") and foil are changes too; the same pins are none', () => {
    const unpinned = diffDecks(original, withPin(original, 'Impale', undefined));
    expect(unpinned.boards[0].printings).toEqual([
      { name: 'Impale', from: [{ printing: 'RIX 76', count: 2 }], to: [{ printing: '', count: 2 }] },
    ]);
    const foil = diffDecks(original, withPin(original, 'Impale', { set: 'RIX', collectorNumber: '76', foil: true }));
    expect(foil.boards[0].printings[0].to).toEqual([{ printing: 'RIX 76 foil', count: 2 }]);
    expect(diffDecks(original, structuredClone(original)).unchanged).toBe(true);
  });

  it('a count change of one printing is a count change only', () => {
    const more: Deck = {
      ...original,
      boards: {
        ...original.boards,
        main: original.boards.main!.map((e) => (e.name === 'Impale' ? { ...e, count: 3 } : e)),
      },
    };
    const diff = diffDecks(original, more);
    expect([diff.boards[0].changed, diff.boards[0].printings]).toEqual([[{ name: 'Impale', from: 2, to: 3 }], []]);
  });
});

describe('list formats write the pin chosen', () => {
  const repinned = withPin(original, 'Colossal Dreadmaw', { set: 'M21', collectorNumber: '180' });
  const written: [DeckListFormatId, RegExp][] = [
    ['arena', /^3 Colossal Dreadmaw \(M21\) 180$/m],
    ['forge', /^3 Colossal Dreadmaw\|M21\|\[180\]$/m],
    ['cockatrice', /<card number="3" name="Colossal Dreadmaw" setShortName="M21" collectorNumber="180"\/>/],
    ['text', /^3 Colossal Dreadmaw \[M21:180\]$/m],
  ];
  it.each(written)('%s writes M21 180 and reads it back', (format, line) => {
    const { text } = exportDeckList(repinned, format);
    expect(text).toMatch(line);
    const back = readDeckList(text, { format }).deck.boards.main!.find((e) => e.name === 'Colossal Dreadmaw');
    expect(back?.printing).toMatchObject({ set: 'M21', collectorNumber: '180' });
  });
});
