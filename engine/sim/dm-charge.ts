// The Duel Masters mana charge (DM 503; digest §5.5): which card of the hand goes to the mana zone, or none.
// The charge is optional (DM 503.1), and a card charged is a card never cast, so the card given up is the one
// least likely to be cast soon.
import { canPay, putIntoManaZone, removeFromManaZone, untappedManaTotal, type ManaZone } from '../dm/mana.ts';
import type { CompiledDmDeck } from './compiled.ts';

const POPCOUNT5 = Uint8Array.from(
  { length: 32 },
  (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1),
);

/** Cards costing up to this much more than the mana after the charge can be cast by the next turn (one more charge). */
const SOON = 1;

/** The game's own test: payable with its mana zone and, for an evolution, a creature to put it on (DM 801.1a). */
export interface CastCheck {
  castable(card: number): boolean;
}

export class DmCharge {
  private readonly deck: CompiledDmDeck;
  /** Cards already scored this charge (a stamp per call instead of clearing). */
  private readonly checkedStamp: Int32Array;
  private checkStamp = 0;

  constructor(deck: CompiledDmDeck) {
    this.deck = deck;
    this.checkedStamp = new Int32Array(deck.names.length);
  }

  /**
   * The index in hand[0, length) of the card to charge, or −1 for no charge. In order: a pinned card first
   * (policy.charge.first; never the `never` ones); the charge that lets the rest of the hand cast the most
   * this turn; one bringing a civilization the mana zone lacks; one not castable soon or with a copy
   * left in hand; then the most expensive. No charge when the mana zone already pays for the whole hand
   * this turn: charging would only throw away a card that will be cast.
   */
  choose(hand: Int16Array, length: number, zone: ManaZone, game: CastCheck): number {
    const deck = this.deck;
    if (this.paysWholeHand(hand, length, zone)) return -1;
    const manaAfter = untappedManaTotal(zone) + 1;
    let best = -1;
    let bestScore = -Infinity;
    this.checkStamp++;
    for (let i = 0; i < length; i++) {
      const card = hand[i];
      if (this.checkedStamp[card] === this.checkStamp || deck.chargeRank[card] < 0) continue;
      this.checkedStamp[card] = this.checkStamp;
      const copies = this.copiesInHand(hand, length, card);
      const castSoon = deck.manaValue[card] <= manaAfter + SOON;
      const score =
        deck.chargeRank[card] * 1e9 +
        this.bestCastAfterCharging(hand, length, zone, i, game) * 1e5 +
        this.newCivilizations(zone, card) * 1e3 +
        (castSoon ? 0 : 200) +
        (copies > 1 ? 100 : 0) +
        deck.manaValue[card];
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  /** Every card in hand payable (DM 112.2a) and their costs together within the untapped mana. */
  private paysWholeHand(hand: Int16Array, length: number, zone: ManaZone): boolean {
    const deck = this.deck;
    let total = 0;
    for (let i = 0; i < length; i++) {
      const card = hand[i];
      if (!canPay(deck.manaValue[card], deck.castCivilizations[card], zone)) return false;
      total += deck.manaValue[card];
    }
    return length > 0 && total <= untappedManaTotal(zone);
  }

  /** The highest cost the rest of the hand could cast this turn with hand[index] charged. */
  private bestCastAfterCharging(
    hand: Int16Array,
    length: number,
    zone: ManaZone,
    index: number,
    game: CastCheck,
  ): number {
    const deck = this.deck;
    const charged = hand[index];
    const at = putIntoManaZone(zone, deck.civilizations[charged], deck.manaNumber[charged]);
    let best = 0;
    for (let i = 0; i < length; i++) {
      const card = hand[i];
      if (i === index || deck.manaValue[card] <= best) continue;
      if (game.castable(card)) best = deck.manaValue[card];
    }
    removeFromManaZone(zone, at);
    return best;
  }

  private newCivilizations(zone: ManaZone, card: number): number {
    let present = 0;
    for (let i = 0; i < zone.size; i++) present |= zone.civs[i];
    return POPCOUNT5[this.deck.civilizations[card] & ~present & 31];
  }

  private copiesInHand(hand: Int16Array, length: number, card: number): number {
    let n = 0;
    for (let i = 0; i < length; i++) if (hand[i] === card) n++;
    return n;
  }
}
