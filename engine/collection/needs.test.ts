// What decks still need from a collection, on real precons (Commander 2021, Kaldheim Commander) and real cards.
import { describe, expect, it } from 'vitest';
import { deckNeeds, NEEDED_BOARDS } from './needs.ts';
import { allDecksNeeds, anyOneDeckNeeds, type SavedDeck } from './all-decks-needs.ts';
import { linesByShownName } from '../cards/shown-name-order.ts';
import { adding, card, entry, mtgCards, realDeck } from '../../test/real-decks.ts';
import type { Deck } from '../decks/types.ts';
import type { CollectionItem } from './types.ts';

const lorehold = realDeck('plain-taw/cmd__c21__Lorehold Legacies.txt').deck;
const silverquill = realDeck('plain-taw/cmd__c21__Silverquill Statement.txt').deck;
const witherbloom = realDeck('plain-taw/cmd__c21__Witherbloom Witchcraft.txt').deck;
const elves = realDeck('plain-taw/cmd__khc__Elven Empire.txt').deck;

/** Copies per name over the boards a player must own, counted from the list itself. */
function copiesOf(deck: Deck): Map<string, number> {
  const counts = new Map<string, number>();
  for (const board of NEEDED_BOARDS)
    for (const e of deck.boards[board] ?? []) counts.set(e.name, (counts.get(e.name) ?? 0) + e.count);
  return counts;
}

/** A collection of these copies, one row a card (its id, as an import resolves it), no printing named. */
function owning(copies: Iterable<[string, number]>): CollectionItem[] {
  return [...copies].map(([name, count]) => ({
    game: 'mtg',
    name,
    cardId: card(name).id,
    set: '',
    collectorNumber: '',
    count,
    finish: 'nonfoil',
    condition: '',
    lang: 'en',
    binder: '',
  }));
}

const FIVE_BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

describe('basic lands counted as owned (MTR 7.2: the five named basics; CR 205.4c: snow basics are basic too)', () => {
  it('Lorehold Legacies on an empty collection: its Plains and Mountains are owned, every other card missing', () => {
    const copies = copiesOf(lorehold);
    const basics = FIVE_BASICS.reduce((s, name) => s + (copies.get(name) ?? 0), 0);
    expect(basics).toBe(20); // 12 Mountain, 8 Plains, as the list says
    const counted = deckNeeds(lorehold, [], [], { basicsOwned: true });
    expect(counted.basicsOwned).toBe(basics);
    expect(counted.totalMissing).toBe(100 - basics);
    expect(counted.missing.map((m) => m.name)).not.toContain('Mountain');
    expect(counted.lines.find((l) => l.name === 'Plains')).toMatchObject({ need: 8, have: 8, missing: 0 });
    // Without the option they are cards to own like any other.
    const tracked = deckNeeds(lorehold, [], []);
    expect([tracked.totalMissing, tracked.basicsOwned]).toEqual([100, 0]);
    expect(tracked.missing).toContainEqual({ name: 'Mountain', count: 12 });
  });

  it('snow-covered basics stay cards to own: Snow-Covered Forest added to Elven Empire is missing', () => {
    const snowy = adding(elves, 'main', entry('Snow-Covered Forest', 4), entry('Snow-Covered Swamp', 2));
    const needs = deckNeeds(snowy, [], [], { basicsOwned: true });
    expect(needs.missing).toContainEqual({ name: 'Snow-Covered Forest', count: 4 });
    expect(needs.missing).toContainEqual({ name: 'Snow-Covered Swamp', count: 2 });
    expect(needs.basicsOwned).toBe((copiesOf(elves).get('Forest') ?? 0) + (copiesOf(elves).get('Swamp') ?? 0));
  });

  it('a built deck does not take owned basics from another deck when basics are counted as owned', () => {
    // The collection holds Lorehold's 8 Plains and nothing else; Silverquill, built, asks for 14.
    const owned = owning([['Plains', 8]]);
    expect(deckNeeds(lorehold, owned, [silverquill]).missing).toContainEqual({ name: 'Plains', count: 8 });
    expect(deckNeeds(lorehold, owned, [silverquill], { basicsOwned: true }).missing).not.toContainEqual(
      expect.objectContaining({ name: 'Plains' }),
    );
  });
});

describe('the needs of all decks: every deck at once (the sum) and any one deck (the most)', () => {
  const saved: SavedDeck[] = [
    { id: 1, name: 'Lorehold Legacies', built: false, deck: lorehold },
    { id: 2, name: 'Silverquill Statement', built: false, deck: silverquill },
    { id: 3, name: 'Witherbloom Witchcraft', built: false, deck: witherbloom },
  ];

  it('Sol Ring, in all three C21 precons, one owned: two missing for all at once, none for any one deck', () => {
    expect(saved.map((d) => copiesOf(d.deck).get('Sol Ring'))).toEqual([1, 1, 1]);
    const { needs } = allDecksNeeds(saved, owning([['Sol Ring', 1]]), { basicsOwned: true });
    // Sol Ring is owned enough for any one deck, so it is listed for the three decks together only.
    expect(needs.lines.find((l) => l.name === 'Sol Ring')).toMatchObject({
      need: 3,
      missingForAll: 2,
      missingForAny: 0,
      decks: [
        { deckId: 1, need: 1, missing: 0 },
        { deckId: 2, need: 1, missing: 0 },
        { deckId: 3, need: 1, missing: 0 },
      ],
    });
  });

  it('on an empty collection: all at once lacks every copy, any one deck the most one deck asks for', () => {
    const { needs } = allDecksNeeds(saved, [], { basicsOwned: true });
    const counts = saved.map((d) => copiesOf(d.deck));
    for (const line of needs.lines) {
      const wants = counts.map((c) => c.get(line.name) ?? 0);
      expect([line.name, line.missingForAll, line.missingForAny]).toEqual([
        line.name,
        wants.reduce((s, n) => s + n, 0),
        Math.max(...wants),
      ]);
      expect(line.decks.map((d) => d.deckId)).toEqual(saved.filter((_, i) => wants[i] > 0).map((d) => d.id));
    }
    // 300 cards, less the basics counted as owned: 20 in Lorehold, 24 in Silverquill, 22 in Witherbloom.
    expect(needs.basicsOwned).toBe(66);
    expect(needs.totalMissingForAll).toBe(300 - 66);
    expect(needs.lines.map((l) => l.name)).not.toContain('Swamp');
    expect(anyOneDeckNeeds(needs).totalMissing).toBe(needs.totalMissingForAny);
  });

  it("a deck marked built holds its cards from any one other deck's count, as that deck's own needs view says", () => {
    // One Sol Ring owned, held by built Lorehold: Silverquill alone lacks it.
    const built = saved.map((d) => (d.id === 1 ? { ...d, built: true } : d));
    const { needs } = allDecksNeeds(built, owning([['Sol Ring', 1]]));
    const line = needs.lines.find((l) => l.name === 'Sol Ring')!;
    expect([line.missingForAll, line.missingForAny]).toEqual([2, 1]);
    expect(line.decks.find((d) => d.deckId === 2)).toEqual({
      deckId: 2,
      need: 1,
      missing: deckNeeds(silverquill, owning([['Sol Ring', 1]]), [lorehold]).lines.find((l) => l.name === 'Sol Ring')!
        .missing,
    });
  });
});

describe("the needs of all decks in the order of the names shown (the window language's collation)", () => {
  const saved: SavedDeck[] = [
    { id: 1, name: 'Lorehold Legacies', built: false, deck: lorehold },
    { id: 2, name: 'Silverquill Statement', built: false, deck: silverquill },
  ];
  const { needs } = allDecksNeeds(saved, [], { basicsOwned: true });
  /** A line's card by its Japanese name from MTGJSON's foreignData, as the Japanese window shows it. */
  const japanese = (line: { cardId?: string; name: string }) =>
    mtgCards().cards.get(line.cardId!)?.localizedNames.ja ?? line.name;

  it('in Japanese: by the Japanese names, kana in gojūon order (JIS X 4061) as ICU collates Japanese, not by English', () => {
    const sorted = linesByShownName(needs.lines, japanese, 'ja').map(japanese);
    expect(sorted).toHaveLength(needs.lines.length);
    const ja = new Intl.Collator('ja');
    for (let i = 1; i < sorted.length; i++) expect(ja.compare(sorted[i - 1], sorted[i])).toBeLessThanOrEqual(0);
    // The English order is another: the C21 precons' Japanese names are not in it.
    expect(needs.lines.map(japanese)).not.toEqual(sorted);
    // Among the names that start in katakana, gojūon order (JIS X 4061): ア row, カ row … ワ, a voiced kana with its
    // plain one (ガ with カ).
    const GOJUON = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン';
    const ranks = sorted.filter((n) => /^[\u30a1-\u30f6]/.test(n)).map((n) => GOJUON.indexOf(n.normalize('NFD')[0]));
    expect(ranks.length).toBeGreaterThan(10);
    expect(ranks).not.toContain(-1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('in English: by the English names, as deckNeeds lists them', () => {
    expect(linesByShownName(needs.lines, (l) => l.name, 'en')).toEqual(needs.lines);
  });
});
