// The Duel Masters cards the tests read (test/real-decks.ts dmCards) are the cards `decklab import` stores from the
// same Ravenite CSV: a two-sided card (DM 805 psychic, 807 dragheart, 809 禁断) is one card with its sides as faces,
// front first (805.2), found by either side's name (805.7), and no side is a card of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCardFiles } from '../db/import/import.ts';
import { findCardsByName, getCard } from '../db/cards.ts';
import type { Db } from '../db/open.ts';
import type { Card } from '../engine/cards/types.ts';
import { openTempDb } from './import-db.ts';
import { dmCards } from './real-decks.ts';
import { sharedPath, tempDir } from './shared-data.ts';

const { dir, cleanup } = tempDir('decklab-dm-two-sided-');
let db: Db;
let stored: Card[];

beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('duelmasters/Ravenite0-All_Cards.csv')]);
  stored = (db.prepare("SELECT id FROM cards WHERE game = 'dm'").pluck().all() as string[])
    .map((id) => getCard(db, id)!)
    .filter((card) => card.layout === 'two-sided');
});

afterAll(() => {
  db?.close();
  cleanup();
});

describe("the tests' Duel Masters cards are the imported ones (DM 805.2, 805.7)", () => {
  it('every two-sided card the import stores is the same card in dmCards, its faces the sides front first', () => {
    expect(stored).toHaveLength(46);
    for (const card of stored) {
      const tested = dmCards().cards.get(card.id);
      expect(tested?.faces, card.name).toEqual(card.faces);
      expect(tested).toMatchObject({ name: card.name, layout: 'two-sided', dm: card.dm });
    }
  });

  it('a back side names its two-sided card, as in the app: Jonjo Jon, the Awakened Adventurer is Jon, Temporal Explorer', () => {
    const back = 'Jonjo Jon, the Awakened Adventurer';
    expect(findCardsByName(db, back).map((c) => c.name)).toEqual(['Jon, Temporal Explorer']);
    expect(
      dmCards()
        .resolver.byName(back)
        .map((c) => c.name),
    ).toEqual(['Jon, Temporal Explorer']);
    for (const card of stored)
      for (const face of card.faces.slice(1))
        expect(
          dmCards()
            .resolver.byName(face.name)
            .map((c) => c.id),
          face.name,
        ).toContain(card.id);
  });

  it('no side is a card of its own in the tests either', () => {
    const sides = new Set(stored.flatMap((card) => card.faces.slice(1).map((face) => face.name)));
    const sideCards = [...dmCards().cards.values()].filter((card) => sides.has(card.name));
    expect(sideCards).toEqual([]);
  });
});
