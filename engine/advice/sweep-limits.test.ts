// The land sweep keeps to every copy limit a real deck has, on real lists and a real sealed pool (../shared/data):
// CR 100.4a, the four-copy limit over the deck and its sideboard together; CR 100.2b, a Limited deck holds only its
// pool's cards (the rest of the pool its sideboard, 100.4b).
import { describe, expect, it } from 'vitest';
import { mtgCards, realDeck } from '../../test/real-decks.ts';
import { boosterSetFile, knownCards } from '../../test/mtgjson-boosters.ts';
import { mtgSetCards } from '../../test/goldfish-fixtures.ts';
import { greenWhiteDeckOf } from '../../test/sealed-deck.ts';
import type { Card } from '../cards/types.ts';
import { getFormat, type FormatDefinition } from '../formats/index.ts';
import { boosterProductsFromMtgjson } from '../pools/booster-config.ts';
import { openBoosters, poolEntriesFromBoosters } from '../pools/boosters.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { simDeckFromResolved, type SimDeck } from '../sim/deck-input.ts';
import {
  countLands,
  countsOutsideMain,
  deckAtLandCount,
  isLandCard,
  landVariants,
  makesMana,
  type BoardCounts,
  type LandVariant,
} from './land-variants.ts';

const format = (id: string): FormatDefinition => getFormat(id)!;
const total = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((a, b) => a + b, 0);
/** Copies of each card name in a simulated deck's main deck. */
function mainCopies(deck: SimDeck): Map<string, number> {
  const byName = new Map<string, number>();
  for (const e of deck.main) byName.set(e.card.name, (byName.get(e.card.name) ?? 0) + e.count);
  return byName;
}

/** A resolved list as the API reads it: its main deck to play, and its other boards' copies. */
function withBoards(
  deck: Deck,
  cards: ReadonlyMap<string, Card> = mtgCards().cards,
): { sim: SimDeck; outsideMain: BoardCounts } {
  return { sim: simDeckFromResolved(deck, cards), outsideMain: countsOutsideMain(deck, cards) };
}

describe('the four-copy limit counts the sideboard’s copies (CR 100.4a)', () => {
  // 3 Thrashing Brontodon and 2 Snakeskin Veil in the main deck, 1 and 2 in the sideboard.
  const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt';
  const stompy = withBoards(realDeck(STOMPY).deck);

  it('Mono-Green Stompy: no count of the sweep holds a fifth copy over deck and sideboard; stand-ins say so', () => {
    expect(stompy.outsideMain.side).toMatchObject({ 'Thrashing Brontodon': 1, 'Snakeskin Veil': 2 });
    const side = stompy.outsideMain.side!;
    const spells = stompy.sim.main.filter((e) => !isLandCard(e.card)).map((e) => e.card.name);
    for (const variant of landVariants(stompy.sim, { lands: [0, 19], format: format('standard'), ...stompy })) {
      const copies = mainCopies(variant.deck);
      for (const name of spells)
        expect(copies.get(name)! + (side[name] ?? 0), `${name} at ${variant.lands} lands`).toBeLessThanOrEqual(4);
      expect(copies.get('Thrashing Brontodon')).toBe(3);
      expect(copies.get('Snakeskin Veil')).toBe(2);
    }
  });

  it('the copies the sideboard takes up are stand-ins, marked as the sideboard’s, once every spell is at its limit', () => {
    const none = deckAtLandCount(stompy.sim, 0, { format: format('standard'), ...stompy });
    // What four copies of each spell that makes no mana leave to add, the sideboard's copies counted: the rest are stand-ins.
    const room = stompy.sim.main
      .filter((e) => !isLandCard(e.card) && !makesMana(e.card))
      .reduce((n, e) => n + 4 - e.count - (stompy.outsideMain.side![e.card.name] ?? 0), 0);
    expect(total(none.changes)).toBe(room - 19);
    expect(total(none.standIns)).toBe(19 - room);
    expect(Object.keys(none.standIns)).toContain('Snakeskin Veil');
    // A spell the sideboard holds copies of reached four with them; any other, four in the main deck.
    const side = stompy.outsideMain.side!;
    for (const name of Object.keys(none.standIns))
      expect(none.limitedBy[name], name).toBe(side[name] ? 'sideboard' : 'format');
  });

  it('a list read with no format keeps to CR 100.2a and 100.4a as constructed play does', () => {
    const noFormat = deckAtLandCount(stompy.sim, 14, { outsideMain: stompy.outsideMain });
    const standard = deckAtLandCount(stompy.sim, 14, { format: format('standard'), outsideMain: stompy.outsideMain });
    expect(noFormat).toEqual(standard);
    expect(noFormat.changes['Snakeskin Veil']).toBeUndefined();
  });
});

describe('a Limited deck takes no copy its pool does not hold (CR 100.2b, 100.4b)', () => {
  const m21 = boosterSetFile('M21');
  const opened = poolEntriesFromBoosters(
    openBoosters(boosterProductsFromMtgjson(m21.booster).default, knownCards(m21), { seed: 1, count: 6 }).packs,
  );
  /** The pool's copies of each card, by name. */
  const pool: Record<string, number> = {};
  for (const e of opened) pool[e.name] = (pool[e.name] ?? 0) + e.count;
  const sealed = greenWhiteDeckOf(pool);
  const greenWhite = sealed.spells;
  const cards = new Map(mtgSetCards(['M21']).map((c) => [c.id, c]));
  const byName = new Map([...cards.values()].map((c) => [c.name, c]));
  const entry = ({ name, count }: { name: string; count: number }): DeckEntry => ({
    name,
    count,
    cardId: byName.get(name)!.id,
  });
  const deck = withBoards(
    {
      game: 'mtg',
      name: 'M21 sealed',
      format: 'limited',
      boards: {
        main: sealed.main.map(entry),
        side: Object.entries(sealed.side).map(([name, count]) => entry({ name, count })),
      },
    },
    cards,
  );
  const limited = format('limited');
  /** The copies the sweep may add: each spell's other copies in the pool, the spells that make mana aside. */
  const spare = greenWhite.filter((c) => !makesMana(c)).reduce((n, c) => n + pool[c.name] - 1, 0);

  it('the deck is 23 spells and 17 lands, and the pool holds second copies of some of its spells', () => {
    expect([total(Object.fromEntries(mainCopies(deck.sim))), countLands(deck.sim)]).toEqual([40, 17]);
    expect(spare).toBeGreaterThan(0);
    expect(spare).toBeLessThan(17);
  });

  const sweep = (options: { outsideMain?: BoardCounts; pool?: Record<string, number> }): LandVariant[] =>
    landVariants(deck.sim, { lands: [0, 17], format: limited, ...options });

  it('never holds more copies of a spell than the pool; past the pool’s copies, stand-ins marked as the pool’s', () => {
    for (const variant of sweep({ outsideMain: deck.outsideMain })) {
      for (const c of greenWhite)
        expect(mainCopies(variant.deck).get(c.name), `${c.name} at ${variant.lands}`).toBeLessThanOrEqual(pool[c.name]);
      const added = 17 - variant.lands;
      expect(total(variant.changes) + added, `${variant.lands} lands`).toBe(Math.min(added, spare));
      expect(total(variant.standIns)).toBe(Math.max(0, added - spare));
      expect(new Set(Object.values(variant.limitedBy))).toEqual(new Set(added > spare ? ['pool'] : []));
    }
  });

  it('the pool the deck is built from limits it as its own sideboard does (the rest of the pool)', () => {
    expect(sweep({ pool })).toEqual(sweep({ outsideMain: deck.outsideMain }));
  });

  it('with no sideboard and no pool, its main deck is all the pool it has: every card added is a stand-in', () => {
    for (const variant of sweep({})) {
      expect(Object.values(variant.changes).filter((n) => n > 0)).toEqual([]);
      expect(total(variant.standIns)).toBe(17 - variant.lands);
    }
  });
});
