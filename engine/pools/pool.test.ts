// A Limited pool while building (CR 100.2b): what is left of it, grouped by color and along the curve, on the real
// cards of two Core Set 2021 planeswalker decks pasted as one sealed pool.
import { describe, expect, it } from 'vitest';
import { mtgCards, realDeck } from '../../test/real-decks.ts';
import {
  POOL_GROUP_BYS,
  limitedDeckFromPool,
  poolEntriesFromDeck,
  poolGroups,
  poolPrintingKey,
  poolRemaining,
} from './pool.ts';
import { boosterSetFile, knownCards } from '../../test/mtgjson-boosters.ts';
import { boosterProductsFromMtgjson } from './booster-config.ts';
import { openBoosters, poolEntriesFromBoosters } from './boosters.ts';
import type { Card } from '../cards/types.ts';
import { isNamedBasicName } from '../formats/checks/common.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';

const BASRI = 'plain-taw/pw__m21__Basri, Devoted Paladin.txt'; // white
const GARRUK = 'plain-taw/pw__m21__Garruk, Savage Herald.txt'; // green
const OKO = 'plain-taw/pw__eld__Oko, the Trickster.txt'; // green, blue and Oko himself, green-blue

const pool = poolEntriesFromDeck({
  ...realDeck(BASRI).deck,
  boards: {
    main: [BASRI, GARRUK, OKO].flatMap((path) => realDeck(path).deck.boards.main ?? []),
  },
});
const cards: Record<string, Card> = Object.fromEntries(
  pool.map((e) => [e.cardId!, mtgCards().cards.get(e.cardId!)!] as const),
);
const copies = (entries: readonly { count: number }[]) => entries.reduce((n, e) => n + e.count, 0);

describe('the pool while building', () => {
  it('is grouped by color in the order W, U, B, R, G, multicolor, colorless, lands (CR 105.2), every card once', () => {
    const groups = poolGroups(pool, cards, 'color');
    expect(groups.map((g) => g.key)).toEqual(['W', 'U', 'G', 'multi', 'land']);
    expect(groups.find((g) => g.key === 'multi')!.entries.map((p) => p.entry.name)).toContain('Oko, the Trickster');
    for (const group of groups)
      for (const { entry } of group.entries) {
        const card = cards[entry.cardId!];
        if (group.key === 'land') expect(card.faces[0].types).toContain('Land');
        else if (group.key === 'multi') expect(card.colors.length).toBeGreaterThan(1);
        else expect(card.colors).toEqual([group.key]);
      }
    expect(copies(groups.map((g) => ({ count: g.count })))).toBe(copies(pool));
    expect(groups.flatMap((g) => g.entries).length).toBe(pool.length);
  });

  it('runs along the curve within a group: mana value, then name', () => {
    for (const by of POOL_GROUP_BYS) {
      for (const group of poolGroups(pool, cards, by)) {
        const keys = group.entries.map(({ entry }) => [cards[entry.cardId!].manaValue, entry.name] as const);
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
        expect(keys, `${by} ${group.key}`).toEqual(sorted);
      }
    }
    expect(POOL_GROUP_BYS).not.toContain('tag');
  });

  it('groups only what the deck has not taken (CR 100.4b: main deck and sideboard come from the pool)', () => {
    const acolytes = pool.find((e) => e.name === "Basri's Acolyte")!;
    const deck: Deck = {
      ...realDeck(BASRI).deck,
      boards: { main: [{ ...acolytes, count: 2 }], side: [{ ...acolytes, count: 1 }] },
    };
    const left = poolGroups(poolRemaining(pool, deck), cards, 'color');
    expect(left.flatMap((g) => g.entries).some((p) => p.entry.name === "Basri's Acolyte")).toBe(false);
    expect(copies(left.map((g) => ({ count: g.count })))).toBe(copies(pool) - 3);
  });

  it("keeps the pool's own basics left when the deck adds the five named basics from the free supply (MTR 7.2)", () => {
    const plains = pool.find((e) => e.name === 'Plains')!;
    const forest = pool.find((e) => e.name === 'Forest')!;
    const deck: Deck = {
      ...realDeck(BASRI).deck,
      boards: {
        main: [
          { ...plains, count: 9 },
          { ...forest, count: 8 },
        ],
        side: [{ ...plains, count: 1 }],
      },
    };
    const left = poolRemaining(pool, deck);
    expect(left.find((e) => e.name === 'Plains')?.count).toBe(plains.count);
    expect(left.find((e) => e.name === 'Forest')?.count).toBe(forest.count);
    expect(copies(left)).toBe(copies(pool));
  });

  it('still takes a basic the free supply lacks (snow-covered basics, Wastes: MTR 7.2) out of the pool', () => {
    const snow = { name: 'Snow-Covered Island', count: 2 };
    const deck: Deck = { ...realDeck(BASRI).deck, boards: { main: [{ ...snow, count: 1 }] } };
    expect(poolRemaining([...pool, snow], deck).find((e) => e.name === snow.name)?.count).toBe(1);
  });

  it('CR 100.4b: the deck as written elsewhere has the rest of the pool as its sideboard, and nothing else added', () => {
    const nonBasics = pool.filter((e) => !['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(e.name));
    const [kept, sided, ...rest] = nonBasics;
    const plains = pool.find((e) => e.name === 'Plains')!;
    const deck: Deck = {
      ...realDeck(BASRI).deck,
      boards: {
        main: [{ ...kept }, ...rest.slice(0, 10), { ...plains, count: 17 }],
        side: [{ ...sided, count: 1 }],
      },
    };
    const written = limitedDeckFromPool(deck, pool);
    expect(written.boards.main).toEqual(deck.boards.main);
    const side = written.boards.side!;
    // One line per card and printing: the deck's own sideboard copy and the pool's other copies of it together.
    expect(new Set(side.map(poolPrintingKey)).size).toBe(side.length);
    expect(side.find((e) => e.cardId === sided.cardId)!.count).toBe(sided.count);
    for (const taken of [kept, ...rest.slice(0, 10)]) expect(side.some((e) => e.cardId === taken.cardId)).toBe(false);
    // Main deck and sideboard hold the whole pool: the 17 Plains come from the free supply (MTR 7.2), the pool's own
    // basics are in the sideboard.
    expect(copies(written.boards.main!) - 17 + copies(side)).toBe(copies(pool));
    const plainsIn = (entries: DeckEntry[]) => copies(entries.filter((e) => e.name === 'Plains'));
    expect(plainsIn(side)).toBe(plainsIn(pool));
  });

  it('writes each card of the deck as the printing the pool holds (the one opened), unless the deck pins its own', () => {
    const m21 = boosterSetFile('M21');
    const { packs } = openBoosters(boosterProductsFromMtgjson(m21.booster).default, knownCards(m21), {
      seed: 3,
      count: 6,
    });
    const opened = poolEntriesFromBoosters(packs);
    // Taken from the pool by name, as the editor adds a card: no printing of its own.
    const [first, second, ...others] = opened.filter((e) => !e.printing!.foil);
    const taken = (e: (typeof opened)[number]) => ({ name: e.name, count: 1, cardId: e.cardId });
    const pinned = { ...taken(second), printing: { set: 'M21', collectorNumber: '999' } };
    const deck: Deck = { game: 'mtg', name: 'M21 sealed', boards: { main: [taken(first), pinned, taken(others[0])] } };
    const written = limitedDeckFromPool(deck, opened);
    expect(written.boards.main!.map((e) => e.printing)).toEqual([first.printing, pinned.printing, others[0].printing]);
    expect(written.boards.main!.every((e) => e.printing!.set === 'M21')).toBe(true);
  });

  it('CR 702.139a: a companion comes from the pool, so it is no longer left, nor written again as a sideboard card', () => {
    const iko = boosterSetFile('IKO');
    const lurrus = iko.cards.find((c) => c.name === 'Lurrus of the Dream-Den')!;
    const companion = { name: lurrus.name, count: 1, cardId: lurrus.identifiers.scryfallOracleId };
    const withLurrus = [...pool, companion];
    const deck: Deck = { ...realDeck(BASRI).deck, boards: { main: [], companion: [{ ...companion }] } };
    expect(poolRemaining(withLurrus, deck).some((e) => e.name === lurrus.name)).toBe(false);
    const written = limitedDeckFromPool(deck, withLurrus);
    expect(written.boards.companion).toEqual([companion]);
    expect(written.boards.side!.some((e) => e.name === lurrus.name)).toBe(false);
    expect(copies(written.boards.side!) + 1).toBe(copies(withLurrus));
  });
});

describe('a card opened in several printings (a foil and a nonfoil, a showcase and a regular one)', () => {
  const m21 = boosterSetFile('M21');
  const product = boosterProductsFromMtgjson(m21.booster).default;
  const known = knownCards(m21);
  /** The first sealed pool of six M21 boosters, by seed, holding a card other than a named basic in two printings. */
  function poolWithTwoPrintings(): { opened: DeckEntry[]; twice: DeckEntry[] } {
    for (let seed = 1; seed <= 200; seed++) {
      const opened = poolEntriesFromBoosters(openBoosters(product, known, { seed, count: 6 }).packs);
      const byCard = new Map<string, DeckEntry[]>();
      for (const e of opened)
        if (!isNamedBasicName(e.name)) byCard.set(e.cardId!, [...(byCard.get(e.cardId!) ?? []), e]);
      const twice = [...byCard.values()].find((printings) => printings.length > 1);
      if (twice) return { opened, twice };
    }
    throw new Error('no M21 pool of seeds 1 to 200 opens a card in two printings');
  }
  const { opened, twice } = poolWithTwoPrintings();
  const [first, second] = twice;

  it('is left in the pool once per printing, each with its own count', () => {
    expect(twice).toHaveLength(2);
    expect(poolPrintingKey(first)).not.toBe(poolPrintingKey(second));
    const empty: Deck = { game: 'mtg', name: 'M21 sealed', boards: {} };
    const left = poolRemaining(opened, empty).filter((e) => e.cardId === first.cardId);
    expect(left.map((e) => [e.printing, e.count])).toEqual([
      [first.printing, first.count],
      [second.printing, second.count],
    ]);
  });

  it("a copy the deck takes in one printing comes out of that printing's copies, the other's stay", () => {
    const deck: Deck = { game: 'mtg', name: 'M21 sealed', boards: { main: [{ ...second, count: 1 }] } };
    const left = poolRemaining(opened, deck).filter((e) => e.cardId === first.cardId);
    expect(left.map((e) => [e.printing, e.count])).toEqual(
      [
        [first.printing, first.count],
        [second.printing, second.count - 1],
      ].filter(([, count]) => Number(count) > 0),
    );
  });

  it('CR 100.4b: the deck written elsewhere has each printing left in its sideboard, as drafted', () => {
    const deck: Deck = { game: 'mtg', name: 'M21 sealed', boards: {} };
    const side = limitedDeckFromPool(deck, opened).boards.side!.filter((e) => e.cardId === first.cardId);
    expect(side.map((e) => [e.printing, e.count])).toEqual([
      [first.printing, first.count],
      [second.printing, second.count],
    ]);
  });
});
