// Casting in an MTG goldfish game (greedy: most mana first, then the policy's priority; CR 601.2, {X}
// 107.3a): what is castable at the main phase, which spell to cast next, and what casting it does. A layer
// of MtgGame (engine/sim/mtg-game.ts).
import { lowestBit } from '../goldfish/matching.ts';
import { MtgLandDrop } from './mtg-land-drop.ts';
import { cardSet, PICK_NONE, PICK_VARIANT } from './castability.ts';
import type { MetricsLayout } from './metrics.ts';
import type { TurnTrace } from './trace.ts';
import { OPTION_CREATURE, OPTION_HAS_X, OPTION_PERMANENT, type CompiledMtgDeck } from './compiled.ts';

/**
 * The cast policy's rule for different spells of equal rank (ManaStates.variantRank: mana value, then
 * priority, then creatures): the one held in hand longest goes first, the command zone's after the hand's
 * (two commanders: the first listed). It favours no card by its place in the decklist, so a card's figures do
 * not depend on where the list puts it.
 */
const COMMAND_ZONE_SINCE = 0x40000000;

export abstract class MtgCasting extends MtgLandDrop {
  /** Cards castable this main phase (distinct), as a set of card ids: the cards the cast policy chooses from. */
  private readonly candidates: Int32Array;
  /** Cards with a way to cast them: the candidates again after a mana rock. */
  private readonly spellCards: Int32Array;
  /** The command zone's cards as a set (CR 903.6). */
  private readonly commandSet: Int32Array;
  /** Cards with an {X} option: castXSpells looks at the hand only when it holds one. */
  private readonly xCards: Int32Array;
  /**
   * The candidate to cast next, its rank and its pick code (≥ PICK_VARIANT), best −1 when none: found while
   * the candidates are picked. Every cast changes the mana left, so the next is found by picking them all again.
   */
  private best = -1;
  private bestRank = -1;
  private bestPick = 0;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    super(deck, layout);
    const words = this.words;
    this.candidates = new Int32Array(words);
    this.spellCards = cardSet(words, deck.names.length, (card) => deck.optionCount[card] > 0);
    this.commandSet = new Int32Array(words);
    this.xCards = cardSet(words, deck.names.length, (card) => {
      for (let o = deck.optionStart[card]; o < deck.optionStart[card] + deck.optionCount[card]; o++)
        if (deck.optionFlags[o] & OPTION_HAS_X) return true;
      return false;
    });
  }

  /**
   * Castable at the main phase, once the land is played and before anything is cast: a copy in hand or the
   * command zone and the untapped mana to pay it, whether the cast policy then casts it or not. The
   * castable cards become the candidates the cast policy chooses from.
   */
  protected recordCastable(turn: number): void {
    this.best = -1;
    this.bestRank = -1;
    const { words, handSet, lifeCards } = this;
    const sets = this.mana.castableSet(this.phaseState, handSet);
    // Karsten's condition for the cards whose curve turn this is: a copy in hand and a land drop on every turn so far.
    const curveAt = this.lands >= turn ? turn * words : -1;
    const curveRow = this.base + this.layout.curveChance;
    const table = this.mana.table;
    const picks = this.mana.pickRow(this.phaseState);
    for (let w = 0; w < words; w++) {
      const castable = table[sets + w];
      const hand = handSet[w];
      this.candidates[w] = 0;
      this.commandSet[w] = 0;
      if (curveAt >= 0) this.recordCurveWord(w, hand & this.deck.curveSets[curveAt + w], castable);
      for (let bits = hand & castable; bits !== 0; bits &= bits - 1) {
        const card = (w << 5) | lowestBit(bits);
        this.recordCastablePick(card, table[picks + card], turn);
      }
      // Cards paying life are not in the sets: their picks are made one by one.
      for (let bits = hand & lifeCards[w]; bits !== 0; bits &= bits - 1)
        this.recordCastableCard((w << 5) | lowestBit(bits), turn);
    }
    for (let i = 0; i < this.commandLength; i++) {
      const card = this.command[i];
      if (this.waitsForLeader(card)) continue;
      this.commandSet[card >>> 5] |= 1 << (card & 31);
      if (curveAt >= 0 && this.deck.curveTurn[card] === turn) {
        this.counts[curveRow + card]++;
        if (this.pick(card) !== PICK_NONE) this.counts[this.base + this.layout.curveCastable + card]++;
      }
      this.recordCastableCard(card, turn);
    }
    if (this.turnTrace) this.traceCastable(this.turnTrace);
  }

  /** One word of the curve cards in hand: each a chance, and castable when in the word's castable set or its life payment picks. */
  private recordCurveWord(w: number, curveBits: number, castableBits: number): void {
    const chance = this.base + this.layout.curveChance;
    const castable = this.base + this.layout.curveCastable;
    for (let bits = curveBits; bits !== 0; bits &= bits - 1) {
      const card = (w << 5) | lowestBit(bits);
      this.counts[chance + card]++;
      if (
        (castableBits & (1 << (card & 31))) !== 0 ||
        ((this.lifeCards[w] & (1 << (card & 31))) !== 0 && this.pick(card) !== PICK_NONE)
      )
        this.counts[castable + card]++;
    }
  }

  private recordCastableCard(card: number, turn: number): void {
    this.recordCastablePick(card, this.pick(card), turn);
  }

  private recordCastablePick(card: number, picked: number, turn: number): void {
    // An {X} option is not picked; a card castable only through one (X = 0, CR 107.3g) still counts as castable.
    if (picked === PICK_NONE) return;
    const row = card * this.turnStride + turn;
    this.counts[this.castableRow + row]++;
    if (this.firstCastableStamp[card] !== this.gameStamp) {
      this.firstCastableStamp[card] = this.gameStamp;
      this.counts[this.firstCastableRow + row]++;
    }
    if (picked >= PICK_VARIANT) {
      this.candidates[card >>> 5] |= 1 << (card & 31);
      this.consider(card, picked);
    }
  }

  /** The castable cards, in hand order and then the command zone's, for the trace. */
  private traceCastable(trace: TurnTrace): void {
    for (let i = 0; i < this.handDistinct; i++)
      if (this.pick(this.handCards[i]) !== PICK_NONE) trace.castable.push(this.handCards[i]);
    for (let i = 0; i < this.commandLength; i++)
      if (!this.waitsForLeader(this.command[i]) && this.pick(this.command[i]) !== PICK_NONE)
        trace.castable.push(this.command[i]);
  }

  /**
   * Casts the castable spell with the highest mana value (then priority, then creatures; then the one held
   * longest) until none is left. What a spell needs only grows the commitments, so a card that
   * could not be paid stays unpayable and the candidates only shrink (a mana rock resets them).
   */
  protected castSpells(turn: number): number {
    let spent = 0;
    // The first is known from recordCastable: nothing was cast since.
    while (this.best >= 0) {
      spent += this.castCandidate(this.best, this.bestPick, turn);
      this.findBestCandidate();
    }
    spent += this.castXSpells(turn);
    this.life -= this.committedLife;
    this.committedLife = 0;
    return spent;
  }

  /** Picks the remaining candidates again after a cast and finds the next to cast (best −1: none can be paid). */
  private findBestCandidate(): void {
    this.best = -1;
    this.bestRank = -1;
    for (let w = 0; w < this.words; w++) {
      for (let bits = this.candidates[w]; bits !== 0; bits &= bits - 1) {
        const card = (w << 5) | lowestBit(bits);
        // A card can only lose options as spells are cast.
        const picked = this.pick(card);
        if (picked < PICK_VARIANT) this.candidates[w] &= ~(1 << (card & 31));
        else this.consider(card, picked);
      }
    }
  }

  /** Makes `card` (picked: its pick code) the best candidate when its rank is higher, or equal and it was held longer. */
  private consider(card: number, picked: number): void {
    const rank = this.mana.variantRank[picked - PICK_VARIANT];
    if (rank > this.bestRank || (rank === this.bestRank && this.heldSince(card) < this.heldSince(this.best))) {
      this.bestRank = rank;
      this.best = card;
      this.bestPick = picked;
    }
  }

  /** When a candidate came into the hand; the command zone's come after every card in hand (equal ranks). */
  private heldSince(card: number): number {
    return (this.handSet[card >>> 5] & (1 << (card & 31))) !== 0 ? this.handSince[card] : COMMAND_ZONE_SINCE + card;
  }

  private castCandidate(card: number, picked: number, turn: number): number {
    const variant = picked - PICK_VARIANT;
    const option = this.mana.variantOption[variant];
    const w = card >>> 5,
      bit = 1 << (card & 31);
    const zone = (this.handSet[w] & bit) !== 0 ? 0 : 1;
    if (zone === 1 || this.handCount[card] === 1) this.candidates[w] &= ~bit;
    if (this.cast(zone, card, option, variant, 0, turn)) this.recollectCandidates();
    return this.deck.optionManaValue[option];
  }

  /** After a mana rock enters, more may be castable: every spell in hand and the command zone is a candidate again. */
  private recollectCandidates(): void {
    for (let w = 0; w < this.words; w++)
      this.candidates[w] = (this.handSet[w] | this.commandSet[w]) & this.spellCards[w];
  }

  /** Spells with {X} go last, X as large as the remaining mana (CR 107.3a), when X reaches the policy's minimum. */
  private castXSpells(turn: number): number {
    const deck = this.deck;
    let spent = 0;
    if (!this.holdsXSpell()) return 0;
    for (;;) {
      let bestCard = -1,
        bestOption = -1,
        bestVariant = -1,
        bestX = -1;
      for (let i = 0; i < this.handDistinct; i++) {
        const card = this.handCards[i];
        const start = deck.optionStart[card];
        for (let o = start; o < start + deck.optionCount[card]; o++) {
          if (!(deck.optionFlags[o] & OPTION_HAS_X)) continue;
          const v = this.mana.payableVariant(
            this.phaseState,
            o,
            this.life - this.committedLife,
            this.debit,
            this.debitAmount,
          );
          if (v < 0) continue;
          const x = this.mana.amounts[this.phaseState] - this.debitAmount - deck.variantAmount[v];
          if (x >= deck.xMinimum && x > bestX) {
            bestX = x;
            bestCard = card;
            bestOption = o;
            bestVariant = v;
          }
        }
      }
      if (bestCard < 0) return spent;
      this.cast(0, bestCard, bestOption, bestVariant, bestX, turn);
      spent += deck.optionManaValue[bestOption] + bestX;
    }
  }

  private holdsXSpell(): boolean {
    for (let w = 0; w < this.words; w++) if ((this.handSet[w] & this.xCards[w]) !== 0) return true;
    return false;
  }

  /** OB 8: the first oathbreaker cast lets the signature spells be cast, in this main phase already. */
  private releaseSignatureSpells(): void {
    this.leaderCast = true;
    for (let i = 0; i < this.commandLength; i++) {
      const card = this.command[i];
      if (this.signature[card] === 0) continue;
      const bit = 1 << (card & 31);
      this.commandSet[card >>> 5] |= bit;
      this.candidates[card >>> 5] |= bit & this.spellCards[card >>> 5];
    }
  }

  /** Casts one option; true when a mana rock entered (its mana is usable at once). */
  private cast(zone: number, card: number, option: number, variant: number, x: number, turn: number): boolean {
    const deck = this.deck;
    if (zone === 0) this.removeFromHand(card);
    else {
      this.removeFromCommandZone(card);
      this.commandSet[card >>> 5] &= ~(1 << (card & 31));
      if (this.signature[card] === 0 && !this.leaderCast) this.releaseSignatureSpells();
    }
    this.payFromPhase(variant, x);
    this.committedAmount += deck.variantAmount[variant] + x;
    this.committedLife += deck.variantLife[variant];
    if (this.committedLength < this.committedVariants.length) this.committedVariants[this.committedLength++] = variant;
    if (this.turnTrace) this.turnTrace.cast.push(card);
    const flags = deck.optionFlags[option];
    const units = deck.optionUnitCount[option];
    if (flags & OPTION_PERMANENT && units > 0) {
      if (flags & OPTION_CREATURE) {
        this.addField(deck.optionUnitStart[option], units, turn + 1, turn);
      } else {
        // A mana rock can pay for later spells this turn but not for what was cast before it: tap real
        // units for everything cast so far (an exact matching), then add the rock's units.
        this.payCommitted(turn);
        this.addField(deck.optionUnitStart[option], units, turn, turn);
        this.computeSupply(turn);
        return true;
      }
    }
    return false;
  }
}
