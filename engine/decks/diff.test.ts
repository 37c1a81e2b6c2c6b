// Two decks compared card by card (Moxfield's "Compare decks"), on real decklists: two versions of one archetype, one
// deck in two list formats, two precons with other commanders; and what switching from one to the other takes from a
// collection (engine/collection/needs.ts switchNeeds).
import { describe, expect, it } from 'vitest';
import { compareDecks, comparisonChanges, type BoardComparison } from './diff.ts';
import { NEEDED_BOARDS, switchNeeds } from '../collection/needs.ts';
import { isNamedBasicName } from '../formats/checks/common.ts';
import { realDeck } from '../../test/real-decks.ts';
import type { Board, Deck, DeckEntry } from './types.ts';
import type { CollectionItem } from '../collection/types.ts';

const AZORIUS_Q05 = 'plain-taw/challenger__q05__Azorius Control.txt';
const AZORIUS_KHM = 'cockatrice-cod/AzoriusControl_KHM.cod';
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt';

const deckOf = (path: string) => {
  const read = realDeck(path);
  expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return read.deck;
};
const boardOf = (comparison: ReturnType<typeof compareDecks>, board: Board) =>
  comparison.boards.find((b) => b.board === board)!;
const copies = (deck: Deck, board: Board) => (deck.boards[board] ?? []).reduce((n, e) => n + e.count, 0);

/** Copies per card id over some boards, read from the deck's entries. */
function countsById(deck: Deck, boards: readonly Board[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const board of boards)
    for (const e of deck.boards[board] ?? []) counts.set(e.cardId!, (counts.get(e.cardId!) ?? 0) + e.count);
  return counts;
}

const differences = (board: BoardComparison) => board.onlyA.length + board.onlyB.length + board.changed.length;

describe('compareDecks: two decks card by card, board by board', () => {
  it("Azorius Control, Challenger Q05 against its Kaldheim Cockatrice version: one Archon of Sun's Grace fewer", () => {
    const [q05, khm] = [deckOf(AZORIUS_Q05), deckOf(AZORIUS_KHM)];
    const comparison = compareDecks(q05, khm);
    const main = boardOf(comparison, 'main');
    expect(main.changed).toEqual([expect.objectContaining({ name: "Archon of Sun's Grace", a: 2, b: 1 })]);
    // The taw list names the modal double-faced cards by their front face, Cockatrice by both (CR 712.8a): one card.
    expect([main.onlyA, main.onlyB]).toEqual([[], []]);
    expect(main.same.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Emeria's Call // Emeria, Shattered Skyclave", 'Skyclave Cleric // Skyclave Basilica']),
    );
    expect(main.totals).toEqual({ a: copies(q05, 'main'), b: copies(khm, 'main') });
    expect(main.totals.a - main.totals.b).toBe(1);
    expect(differences(boardOf(comparison, 'side'))).toBe(0);
    expect([comparison.identical, comparison.commanders]).toEqual([false, null]);
  });

  it.each([
    ['plain-taw/cmd__afc__Aura of Courage.txt', 'forge-dck/Aura of Courage [AFC] [2021].dck'],
    ['plain-taw/cmd__c21__Lorehold Legacies.txt', 'forge-dck/Lorehold Legacies [C21] [2021].dck'],
    ['plain-taw/pw__m21__Basri, Devoted Paladin.txt', 'cockatrice-cod/BasriDevotedPaladin_M21.cod'],
  ])('one deck in two list formats compares as identical: %s and %s', (a, b) => {
    const [deckA, deckB] = [deckOf(a), deckOf(b)];
    const comparison = compareDecks(deckA, deckB);
    expect(comparison.identical).toBe(true);
    for (const board of comparison.boards) {
      expect(differences(board)).toBe(0);
      expect(board.same.reduce((n, c) => n + c.a, 0)).toBe(copies(deckA, board.board));
    }
    if (comparison.commanders) expect(comparison.commanders.same).toBe(true);
  });

  it('the commanders compared (CR 903.3): Aura of Courage leads with Galea, Elven Empire with Lathril', () => {
    const comparison = compareDecks(
      deckOf('plain-taw/cmd__afc__Aura of Courage.txt'),
      deckOf('plain-taw/cmd__khc__Elven Empire.txt'),
    );
    expect(comparison.commanders).toEqual({
      a: ['Galea, Kindler of Hope'],
      b: ['Lathril, Blade of the Elves'],
      same: false,
    });
    expect(comparison.boards[0].board).toBe('commander');
    expect(boardOf(comparison, 'commander')).toMatchObject({ onlyA: [{ a: 1, b: 0 }], onlyB: [{ a: 0, b: 1 }] });
  });

  it('a card pinned to other printings on both sides is the same card, said to differ in printing', () => {
    const taw = deckOf('plain-taw/cmd__c21__Lorehold Legacies.txt');
    const pinned = taw.boards.main!.find((e) => e.printing?.set)!;
    const { set, collectorNumber } = pinned.printing!;
    const withMain = (deck: Deck, repin: (e: DeckEntry) => DeckEntry): Deck => ({
      ...deck,
      boards: { ...deck.boards, main: deck.boards.main!.map((e) => (e.cardId === pinned.cardId ? repin(e) : e)) },
    });
    const row = (comparison: ReturnType<typeof compareDecks>) =>
      boardOf(comparison, 'main').same.find((c) => c.cardId === pinned.cardId)!;
    const otherSet = set === 'M21' ? 'STX' : 'M21';
    const repinned = withMain(taw, (e) => ({ ...e, printing: { set: otherSet, collectorNumber: '' } }));
    expect(row(compareDecks(taw, repinned))).toMatchObject({
      a: pinned.count,
      b: pinned.count,
      printings: {
        a: [{ printing: [set, collectorNumber].filter(Boolean).join(' '), count: pinned.count }],
        b: [{ printing: otherSet, count: pinned.count }],
      },
    });
    // The same card pinned alike, or pinned on one side only, is no printing difference.
    expect(row(compareDecks(taw, taw)).printings).toBeUndefined();
    const unpinned = withMain(taw, ({ printing: _p, ...e }) => e);
    expect(row(compareDecks(taw, unpinned)).printings).toBeUndefined();
    expect(compareDecks(taw, repinned).identical).toBe(true);
  });

  it("the changes turn deck A into deck B: Azorius Control's counts plus the additions less the removals are Stompy's", () => {
    const [azorius, stompy] = [deckOf(AZORIUS_Q05), deckOf(STOMPY)];
    const { add, remove } = comparisonChanges(compareDecks(azorius, stompy), 'mtg');
    for (const board of ['main', 'side'] as const) {
      const result = countsById(azorius, [board]);
      for (const e of add.boards[board] ?? []) result.set(e.cardId!, (result.get(e.cardId!) ?? 0) + e.count);
      for (const e of remove.boards[board] ?? []) result.set(e.cardId!, result.get(e.cardId!)! - e.count);
      for (const [id, n] of result) if (n === 0) result.delete(id);
      expect(result).toEqual(countsById(stompy, [board]));
    }
  });
});

describe('switchNeeds: what turning deck A into deck B takes from the collection', () => {
  const owned = (deck: Deck): CollectionItem[] =>
    [...countsById(deck, NEEDED_BOARDS)].map(([cardId, count]) => ({
      game: 'mtg',
      name: Object.values(deck.boards)
        .flat()
        .find((e) => e.cardId === cardId)!.name,
      cardId,
      set: '',
      collectorNumber: '',
      count,
      finish: 'nonfoil',
      condition: '',
      lang: 'en',
      binder: '',
    }));

  it("from Azorius Control to Mono-Green Stompy with nothing owned: Stompy's copies beyond Azorius's, basics aside", () => {
    const [azorius, stompy] = [deckOf(AZORIUS_Q05), deckOf(STOMPY)];
    const inAzorius = countsById(azorius, NEEDED_BOARDS);
    const names = new Map(Object.values(stompy.boards).flatMap((es) => es.map((e) => [e.cardId!, e.name] as const)));
    let expected = 0;
    for (const [id, n] of countsById(stompy, NEEDED_BOARDS))
      if (!isNamedBasicName(names.get(id)!)) expected += Math.max(0, n - (inAzorius.get(id) ?? 0));
    const needs = switchNeeds(azorius, stompy, [], [], { basicsOwned: true });
    expect(needs.totalMissing).toBe(expected);
    const inStompy = countsById(stompy, NEEDED_BOARDS);
    for (const l of needs.lines) expect(l.need).toBe(inStompy.get(l.cardId!)! - (inAzorius.get(l.cardId!) ?? 0));
    // A collection holding Stompy's cards lacks none of them.
    expect(switchNeeds(azorius, stompy, owned(stompy), []).totalMissing).toBe(0);
    // Owning them while a built deck holds them is owning none to spare.
    expect(switchNeeds(azorius, stompy, owned(stompy), [stompy], { basicsOwned: true }).totalMissing).toBe(expected);
  });

  it("the Q05 list to the Kaldheim one adds nothing; back, one Archon of Sun's Grace", () => {
    const [q05, khm] = [deckOf(AZORIUS_Q05), deckOf(AZORIUS_KHM)];
    expect(switchNeeds(q05, khm, [], []).lines).toEqual([]);
    const back = switchNeeds(khm, q05, [], []);
    expect(back.missing).toEqual([{ name: "Archon of Sun's Grace", count: 1 }]);
  });

  it('a card moved from the sideboard to the main deck adds no copy to own', () => {
    const q05 = deckOf(AZORIUS_Q05);
    const [moved, ...rest] = q05.boards.side!;
    const sidedIn: Deck = { ...q05, boards: { main: [...q05.boards.main!, moved], side: rest } };
    expect(switchNeeds(q05, sidedIn, [], []).totalNeeded).toBe(0);
  });
});
