// The pins a deck list format writes, on real decklists resolved against the real cards of their sets: a set pinned
// alone ("Mountain [STX:*]", Forge's "Mountain|STX") stays that set in Arena and XMage, which write set and number;
// a set and number that are another card's printing are written by no format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sharedPath } from '../../../test/shared-data.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { objectContaining, stringContaining } from '../../../test/matchers.ts';
import { createDbResolver, writeDeckListWithCards } from '../../../db/resolve.ts';
import type { Db } from '../../../db/open.ts';
import { resolveDeck, type CardResolver } from '../resolve.ts';
import type { Deck, DeckEntry } from '../types.ts';
import { DECK_LIST_FORMAT_IDS, deckListFormat, readDeckList } from './index.ts';
import { pinsForFormat, withoutMismatchedPins } from './export-pins.ts';
import { firstPrintingInSet } from '../printings.ts';

let db: Db;
let cleanup: () => void;
let resolver: Required<CardResolver>;
beforeAll(() => {
  ({ db, cleanup } = buildDeckTestDb(['C21', 'STX', 'MID', 'KHM', 'ELD', 'MIC']));
  resolver = createDbResolver(db);
});
afterAll(() => cleanup());

const LOREHOLD_TAW = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const LOREHOLD_FORGE = sharedPath('decks', 'forge-dck', 'Lorehold Legacies [C21] [2021].dck');

function resolvedDeck(text: string): Deck {
  return resolveDeck(readDeckList(text).deck, resolver).deck;
}

const entry = (deck: Deck, name: string): DeckEntry =>
  Object.values(deck.boards)
    .flat()
    .find((e) => e.name === name)!;

describe('a set pinned alone, written where the format needs a collector number', () => {
  it('Lorehold Legacies\' "12 Mountain [STX:*]" becomes STX 372 in Arena and XMage, not the newest Mountain', () => {
    const deck = resolvedDeck(readFileSync(LOREHOLD_TAW, 'utf8'));
    expect(entry(deck, 'Mountain').printing).toEqual({ set: 'STX', collectorNumber: '' });
    for (const format of ['arena', 'xmage'] as const) {
      const { deck: fitted, notices } = pinsForFormat(deck, deckListFormat(format).info, resolver);
      expect(entry(fitted, 'Mountain').printing).toMatchObject({ set: 'STX', collectorNumber: '372' });
      expect(entry(fitted, 'Plains').printing).toMatchObject({ set: 'STX', collectorNumber: '366' });
      expect(notices).toEqual([]);
    }
    const arena = writeDeckListWithCards(db, deck, 'arena').text;
    expect(arena).toMatch(/^12 Mountain \(STX\) 372$/m);
    expect(writeDeckListWithCards(db, deck, 'xmage').text).toMatch(/^12 \[STX:372\] Mountain$/m);
  });

  it('formats that write a set alone (text, Forge, MTGO CSV) keep it as written', () => {
    const deck = resolvedDeck(readFileSync(LOREHOLD_TAW, 'utf8'));
    for (const format of ['text', 'forge', 'mtgo-csv'] as const) {
      const { deck: fitted } = pinsForFormat(deck, deckListFormat(format).info, resolver);
      expect(entry(fitted, 'Mountain').printing).toEqual({ set: 'STX', collectorNumber: '' });
    }
  });

  it("the set's first printing in collector-number order: Osgir is C21 8, not 335 (its extended art)", () => {
    const osgir = resolver.byName('Osgir, the Reconstructor')[0];
    const inC21 = resolver.printingsOf(osgir.id).filter((p) => p.set.toUpperCase() === 'C21');
    expect(inC21.map((p) => p.collectorNumber).sort()).toEqual(['335', '8']);
    expect(firstPrintingInSet(resolver.printingsOf(osgir.id), 'c21')?.collectorNumber).toBe('8');
  });

  it('the Forge precon keeps its C21 pins in Arena and Cockatrice; the cards C21 did not print are named', () => {
    const deck = resolvedDeck(readFileSync(LOREHOLD_FORGE, 'utf8'));
    const arena = writeDeckListWithCards(db, deck, 'arena');
    expect(arena.text).toMatch(/^1 Osgir, the Reconstructor \(C21\) 8$/m);
    expect(arena.text).toMatch(/^1 Arcane Signet \(C21\) 234$/m);
    // Lorehold Campus came in the precon but was printed in STX: another printing is written, and said.
    expect(arena.notices).toContainEqual({
      code: 'printing-not-in-set',
      cards: 24,
      message: stringContaining('another printing is written: Lorehold Campus (C21), Mountain (C21)'),
      params: objectContaining({ instead: 'another', cards: stringContaining('Lorehold Campus (C21)') }),
    });
    const cod = writeDeckListWithCards(db, deck, 'cockatrice');
    // The printing's Scryfall id is Cockatrice's uuid (MTGJSON C21: Arcane Signet 234, identifiers.scryfallId).
    expect(cod.text).toContain(
      '<card number="1" name="Arcane Signet" setShortName="C21" collectorNumber="234" uuid="01b186af-8825-4257-80fd-9c1ecdb21414"/>',
    );
    expect(cod.notices).toContainEqual({
      code: 'printing-not-in-set',
      cards: 24,
      message: stringContaining('the set is not written: Lorehold Campus (C21)'),
      params: objectContaining({ instead: 'none' }),
    });
  });
});

describe('a set and number that are another card\'s printing ("the name wins")', () => {
  // C21 234 is Arcane Signet; C21 235 is Bloodthirsty Blade.
  const wrongPin = () =>
    readFileSync(LOREHOLD_TAW, 'utf8').replace(/^1 Arcane Signet$/m, '1 Arcane Signet (C21) 235 [foil]');

  it('is not in the deck read, and no format writes it', () => {
    const resolved = resolveDeck(readDeckList(wrongPin()).deck, resolver);
    expect(resolved.problems).toMatchObject([{ code: 'printing-mismatch' }]);
    const { deck, mismatched } = withoutMismatchedPins(resolved.deck, resolver);
    expect(mismatched).toMatchObject([{ entry: { name: 'Arcane Signet' }, otherCard: 'Bloodthirsty Blade' }]);
    expect(entry(deck, 'Arcane Signet').printing).toEqual({ set: '', collectorNumber: '', foil: true });
    for (const format of DECK_LIST_FORMAT_IDS.filter((f) => deckListFormat(f).info.game === 'mtg')) {
      const written = writeDeckListWithCards(db, resolved.deck, format);
      expect(written.text, format).not.toMatch(/\b235\b/);
      if (deckListFormat(format).info.capabilities.printing !== 'none')
        expect(written.notices, format).toContainEqual({
          code: 'printing-mismatch',
          cards: 1,
          message: stringContaining('C21 235 is "Bloodthirsty Blade", not "Arcane Signet"'),
          params: { count: 1, printings: 'C21 235' },
        });
    }
  });
});
