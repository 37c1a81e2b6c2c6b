// The identity the Commander checks read (CR 903.5c on Card.colorIdentity, 903.5d on the basic land types) against
// the identity MTGJSON and Scryfall publish for every card of ../shared/data: both sources fold the basic land
// types into one color identity, so the two parts together must give theirs, card by card.
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/types.ts';
import { COLORS } from '../cards/types.ts';
import { basicLandTypeColors } from './color-identity.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallCardObjects } from '../../test/real-cards.ts';
import { mtgCards, scryfallCards } from '../../test/real-decks.ts';

/** What a deck led by the card's commanders must cover: 903.5c's identity with 903.5d's basic land type colors. */
const checkedIdentity = (card: Card) =>
  COLORS.filter((c) => card.colorIdentity.includes(c) || basicLandTypeColors(card).includes(c)).join('');
const sourceIdentity = (colors: readonly string[]) => COLORS.filter((c) => colors.includes(c)).join('');

describe('CR 903.4, 903.5d: the identity checked agrees with the card data publishers', () => {
  it("with MTGJSON's colorIdentity on every card of the 23 set files (Esika's back face, Pontiff of Blight's extort reminder)", () => {
    const cards = mtgCards().cards;
    const entries = mtgjsonSetCodes().flatMap((code) => mtgjsonSet(code).cards);
    // Every entry, each face of a multi-face card and each meld result among them, is read into a card.
    const deckCards = entries.filter((e) => cards.has(e.identifiers.scryfallOracleId!));
    expect(deckCards.length).toBe(entries.length);
    const disagree = deckCards
      .map((e) => ({
        name: e.name,
        source: sourceIdentity(e.colorIdentity),
        ours: checkedIdentity(cards.get(e.identifiers.scryfallOracleId!)!),
      }))
      .filter((d) => d.source !== d.ours);
    expect(disagree).toEqual([]);
    const esika = deckCards.find((e) => e.faceName === 'Esika, God of the Tree')!;
    expect([esika.manaCost, sourceIdentity(esika.colorIdentity)]).toEqual(['{1}{G}{G}', 'WUBRG']);
  });

  it("with Scryfall's color_identity on every game card of its three schemas", () => {
    const cards = scryfallCards().cards;
    const objects = scryfallCardObjects()
      .map(({ object }) => object)
      .filter((o) => o.oracle_id !== undefined && cards.has(o.oracle_id));
    // Tokens, emblems and art cards are no game cards: the rest of the 2019, 2023-24 and api-types objects.
    expect(objects.length).toBe(2652);
    const disagree = objects
      .map((o) => ({
        name: o.name,
        source: sourceIdentity(o.color_identity),
        ours: checkedIdentity(cards.get(o.oracle_id!)!),
      }))
      .filter((d) => d.source !== d.ours);
    expect(disagree).toEqual([]);
  });
});
