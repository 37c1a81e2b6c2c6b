// Casting in an MTG goldfish game (greedy: most mana first, then the policy's priority; CR 601.2, {X}
// 107.3a): what is castable at the main phase, which spell to cast next, and what casting it does. A layer
// of MtgGame (engine/sim/mtg-game.ts).
import { lowestBit } from '../goldfish/matching.ts';
import { MtgLandDrop } from './mtg-land-drop.ts';
import { PICK_NONE, PICK_VARIANT } from './castability.ts';
import type { MetricsLayout } from './metrics.ts';
import type { TurnTrace } from './trace.ts';
import { OPTION_CREATURE, OPTION_HAS_X, OPTION_PERMANENT, type CompiledMtgDeck } from './compiled.ts';

// A candidate record: the card, its zone (0 hand, 1 command zone), the variant picked to pay it, that
// variant's rank in the cast policy's order (ManaStates.variantRank), and commitVersion when it was picked
// (a cast bumps the version, and the pick is made again).
const CANDIDATE_CARD = 0;
const CANDIDATE_ZONE = 1;
const CANDIDATE_VARIANT = 2;
const CANDIDATE_RANK = 3;
const CANDIDATE_VERSION = 4;
const CANDIDATE_FIELDS = 5;
const MAX_CANDIDATES = 128;

export abstract class MtgCasting extends MtgLandDrop {
  /** Cards castable this main phase (distinct): records of CANDIDATE_FIELDS numbers (CANDIDATE_CARD …). */
  private readonly candidate = new Int32Array(MAX_CANDIDATES * CANDIDATE_FIELDS);
  /** The candidates in order, as offsets of their records (a dropped one is replaced by the last). */
  private readonly candidateAt = new Int32Array(MAX_CANDIDATES);
  private candidates = 0;
  private readonly hasXSpells: boolean;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    super(deck, layout);
    this.hasXSpells = deck.optionFlags.some((f) => (f & OPTION_HAS_X) !== 0);
  }

  /**
   * Castable at the main phase, once the land is played and before anything is cast: a copy in hand or the
   * command zone and the untapped mana to pay it, whether the cast policy then casts it or not. The
   * castable cards become the candidates the cast policy chooses from.
   */
  protected recordCastable(turn: number): void {
    this.candidates = 0;
    const sets = this.mana.castableSet(this.phaseState, this.handSet);
    // Karsten's condition for the cards whose curve turn this is: a copy in hand and a land drop on every turn so far.
    const curveAt = this.lands >= turn ? turn * this.handSet.length : -1;
    const curveRow = this.base + this.layout.curveChance;
    const table = this.mana.table;
    if (curveAt >= 0)
      for (let w = 0; w < this.handSet.length; w++)
        this.recordCurveWord(w, this.handSet[w] & this.deck.curveSets[curveAt + w], table[sets + w]);
    // In hand order, so the candidates are in the order the cast policy breaks ties in. Cards paying life are
    // not in the sets: recordCastableCard decides them one by one.
    for (let i = 0; i < this.handDistinct; i++) {
      const card = this.handCards[i];
      const w = card >>> 5;
      if (((table[sets + w] | this.lifeCards[w]) & (1 << (card & 31))) !== 0) this.recordCastableCard(card, 0, turn);
    }
    for (let i = 0; i < this.commandLength; i++) {
      const card = this.command[i];
      if (curveAt >= 0 && this.deck.curveTurn[card] === turn) {
        this.counts[curveRow + card]++;
        if (this.pick(card) !== PICK_NONE) this.counts[this.base + this.layout.curveCastable + card]++;
      }
      this.recordCastableCard(card, 1, turn);
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

  private recordCastableCard(card: number, zone: number, turn: number): void {
    const picked = this.pick(card);
    // An {X} option is not picked; a card castable only through one (X = 0, CR 107.3g) still counts as castable.
    if (picked === PICK_NONE) return;
    const row = card * this.turnStride + turn;
    this.counts[this.castableRow + row]++;
    if (this.firstCastableStamp[card] !== this.gameStamp) {
      this.firstCastableStamp[card] = this.gameStamp;
      this.counts[this.firstCastableRow + row]++;
    }
    if (picked >= PICK_VARIANT && this.candidates < MAX_CANDIDATES) this.addPickedCandidate(card, zone, picked);
  }

  /** Appends a castable card to the candidates: they come in hand order, the command zone last (the cast policy's ties go to the first). */
  private addPickedCandidate(card: number, zone: number, picked: number): void {
    const at = this.newCandidate();
    this.candidate[at + CANDIDATE_CARD] = card;
    this.candidate[at + CANDIDATE_ZONE] = zone;
    this.setCandidatePick(at, picked);
  }

  /** The castable cards, in hand order and then the command zone's, for the trace. */
  private traceCastable(trace: TurnTrace): void {
    for (let i = 0; i < this.handDistinct; i++)
      if (this.pick(this.handCards[i]) !== PICK_NONE) trace.castable.push(this.handCards[i]);
    for (let i = 0; i < this.commandLength; i++)
      if (this.pick(this.command[i]) !== PICK_NONE) trace.castable.push(this.command[i]);
  }

  /** Stores a pick code (≥ PICK_VARIANT) in the candidate record at `at`, current as of this cast. */
  private setCandidatePick(at: number, picked: number): void {
    const variant = picked - PICK_VARIANT;
    this.candidate[at + CANDIDATE_VARIANT] = variant;
    this.candidate[at + CANDIDATE_RANK] = this.mana.variantRank[variant];
    this.candidate[at + CANDIDATE_VERSION] = this.commitVersion;
  }

  /**
   * Casts the castable spell with the highest mana value (then priority, then creatures) until none is left.
   * What a spell needs only grows the commitments, so a card that could not be paid stays unpayable and the
   * candidate list only shrinks (a mana rock resets it).
   */
  protected castSpells(turn: number): number {
    let spent = 0;
    for (;;) {
      let best = -1,
        bestRank = -1;
      const candidate = this.candidate;
      for (let c = 0; c < this.candidates; c++) {
        const at = this.candidateAt[c];
        if (candidate[at + CANDIDATE_VERSION] !== this.commitVersion) {
          // Something was cast since this pick: pick again (a card can only lose options).
          const picked = this.pick(candidate[at + CANDIDATE_CARD]);
          if (picked < PICK_VARIANT) {
            this.dropCandidate(c--);
            continue;
          }
          this.setCandidatePick(at, picked);
        }
        const rank = candidate[at + CANDIDATE_RANK];
        if (rank > bestRank) {
          bestRank = rank;
          best = c;
        }
      }
      if (best < 0) break;
      spent += this.castCandidate(best, turn);
    }
    spent += this.castXSpells(turn);
    this.life -= this.committedLife;
    this.committedLife = 0;
    return spent;
  }

  /**
   * Appends a candidate and returns its record's offset. Records are only added to a fresh list (this main
   * phase's, or the one remade after a mana rock), so the next free record is the one at the list's length.
   */
  private newCandidate(): number {
    const c = this.candidates++;
    return (this.candidateAt[c] = c * CANDIDATE_FIELDS);
  }

  /** Removes candidate c: the last one takes its place. */
  private dropCandidate(c: number): void {
    this.candidateAt[c] = this.candidateAt[--this.candidates];
  }

  private castCandidate(c: number, turn: number): number {
    const at = this.candidateAt[c];
    const card = this.candidate[at + CANDIDATE_CARD];
    const zone = this.candidate[at + CANDIDATE_ZONE];
    const variant = this.candidate[at + CANDIDATE_VARIANT];
    const option = this.mana.variantOption[variant];
    if (zone === 1 || this.handCount[card] === 1) this.dropCandidate(c);
    if (this.cast(zone, card, option, variant, 0, turn)) this.recollectCandidates();
    return this.deck.optionManaValue[option];
  }

  /** After a mana rock enters, more may be castable: every card in hand and the command zone is a candidate again. */
  private recollectCandidates(): void {
    this.candidates = 0;
    for (let i = 0; i < this.handDistinct; i++) this.addCandidate(this.handCards[i], 0);
    for (let i = 0; i < this.commandLength; i++) this.addCandidate(this.command[i], 1);
  }

  private addCandidate(card: number, zone: number): void {
    if (this.deck.optionCount[card] === 0 || this.candidates >= MAX_CANDIDATES) return;
    const at = this.newCandidate();
    this.candidate[at + CANDIDATE_CARD] = card;
    this.candidate[at + CANDIDATE_ZONE] = zone;
    this.candidate[at + CANDIDATE_VERSION] = -1;
  }

  /** Spells with {X} go last, X as large as the remaining mana (CR 107.3a), when X reaches the policy's minimum. */
  private castXSpells(turn: number): number {
    const deck = this.deck;
    let spent = 0;
    if (!this.hasXSpells) return 0;
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

  /** Casts one option; true when a mana rock entered (its mana is usable at once). */
  private cast(zone: number, card: number, option: number, variant: number, x: number, turn: number): boolean {
    const deck = this.deck;
    if (zone === 0) this.removeFromHand(card);
    else this.removeFromCommandZone(card);
    this.payFromPhase(variant, x);
    this.commitVersion++;
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
