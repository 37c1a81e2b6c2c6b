// Mana and payment in an MTG goldfish game: the mana units on the battlefield, what is untapped this main
// phase, and paying for spells (CR 601.2g–h). Castability is decided by Hall's condition over unions of pip
// masks (engine/goldfish/matching.ts); the mana of a phase is a state of engine/sim/castability.ts, where
// each card's answer is kept. A layer of MtgGame (engine/sim/mtg-game.ts).
import { PaymentMatcher } from '../goldfish/matching.ts';
import { MtgMulligan } from './mtg-mulligan.ts';
import { cardSet, ManaStates } from './castability.ts';
import type { MetricsLayout } from './metrics.ts';
import type { CompiledMtgDeck } from './compiled.ts';

const MAX_FIELD_UNITS = 512;

export abstract class MtgMana extends MtgMulligan {
  protected readonly k: number;
  protected readonly mana: ManaStates;
  /** Kind (ManaStates) of each unit in deck.unitMasks. */
  protected readonly unitKind: Int32Array;
  /** Cards paying life in some way: outside ManaStates' sets, checked one by one. */
  protected readonly lifeCards: Int32Array;

  // Mana units on the battlefield: one entry per unit a permanent can make per turn, by kind.
  protected readonly fieldKind = new Int32Array(MAX_FIELD_UNITS);
  protected readonly fieldReady = new Int16Array(MAX_FIELD_UNITS);
  protected readonly fieldSpent = new Int16Array(MAX_FIELD_UNITS);
  protected fieldLength = 0;
  /** The mana state of the units ready by the current turn, kept as units arrive (the untapped mana at untap). */
  protected readyState = 0;
  /** The mana state of every unit on the battlefield, tapped or not: the colors the mana base reaches. */
  protected allState = 0;
  /** Field units that become ready on a later turn (tapped lands, summoning-sick creatures), in order. */
  protected pendingFrom = 0;
  /** The turn some units were tapped for a mana rock's checkpoint; supply is then computed unit by unit. */
  protected spentTurn = 0;
  protected life = 0;

  // Mana this main phase. The mana left is phaseState (the untapped units at the start, or once a mana rock
  // entered, less the spells paid since as long as ManaStates makes states of leftovers) less a debit: per
  // union the pips of the spells paid after that, and their units. What all the spells need in all goes to
  // committedAmount, committedLife and committedVariants (a mana rock pays them with real units).
  protected supplyAmount = 0;
  protected phaseState = 0;
  protected debitCasts = 0;
  protected readonly debit: Int16Array;
  protected debitAmount = 0;
  protected committedAmount = 0;
  protected committedLife = 0;
  protected readonly committedVariants = new Int32Array(64);
  protected committedLength = 0;
  /** Unit kinds left untapped after a mana rock's checkpoint (the supply is rebuilt from them). */
  private readonly untappedKinds = new Int32Array(MAX_FIELD_UNITS);
  // The checkpoint's exact payment (payCommitted): the untapped units (field indices, masks), the committed pips.
  private readonly availableUnits = new Int32Array(MAX_FIELD_UNITS);
  private readonly availableMasks = new Int32Array(MAX_FIELD_UNITS);
  private readonly committedPips: Int32Array;
  private readonly matcher: PaymentMatcher;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    super(deck, layout);
    this.k = deck.unions.length;
    this.mana = new ManaStates(deck);
    this.unitKind = Int32Array.from(deck.unitMasks, (m) => this.mana.kindOf(m));
    this.lifeCards = cardSet(this.mana.words, deck.names.length, (card) => this.mana.cardPaysLife[card] === 1);
    this.debit = new Int16Array(this.k);
    const maxPips = this.committedVariants.length * Math.max(1, ...deck.variantPipCount);
    this.committedPips = new Int32Array(maxPips);
    this.matcher = new PaymentMatcher(MAX_FIELD_UNITS, maxPips);
  }

  /** Nothing on the battlefield, the starting life total (CR 103.4). */
  protected resetMana(): void {
    this.mana.trim();
    this.fieldLength = 0;
    this.readyState = this.mana.empty;
    this.allState = this.mana.empty;
    this.pendingFrom = 0;
    this.spentTurn = 0;
    this.life = this.deck.setup.startingLife;
  }

  /**
   * Puts a permanent's units on the battlefield. Units usable now count at once; the others wait at the
   * end of the field for their turn (all of them become ready on the next turn, so the field stays ordered).
   */
  protected addField(unitStart: number, unitCount: number, readyTurn: number, turn: number): void {
    const mana = this.mana;
    for (let u = 0; u < unitCount && this.fieldLength < MAX_FIELD_UNITS; u++) {
      const kind = this.unitKind[unitStart + u];
      let at = this.fieldLength++;
      if (readyTurn <= turn && this.pendingFrom < at) {
        // Keep ready units before pending ones: move the first pending unit to the end.
        const first = this.pendingFrom;
        this.fieldKind[at] = this.fieldKind[first];
        this.fieldReady[at] = this.fieldReady[first];
        this.fieldSpent[at] = 0;
        at = first;
      }
      this.fieldKind[at] = kind;
      this.fieldReady[at] = readyTurn;
      this.fieldSpent[at] = 0;
      this.allState = mana.add(this.allState, kind);
      if (readyTurn <= turn) {
        this.pendingFrom++;
        this.readyState = mana.add(this.readyState, kind);
      }
    }
  }

  /** CR 502.3 untap: units that were waiting (tapped lands, sick creatures, 302.6) are ready this turn. */
  protected readyPending(turn: number): void {
    while (this.pendingFrom < this.fieldLength && this.fieldReady[this.pendingFrom] <= turn) {
      this.readyState = this.mana.add(this.readyState, this.fieldKind[this.pendingFrom++]);
    }
  }

  /**
   * The untapped units usable this turn, with nothing cast yet: every ready unit, less those tapped for a
   * mana rock's checkpoint.
   */
  protected computeSupply(turn: number): void {
    let state = this.readyState;
    if (this.spentTurn === turn) {
      let untapped = 0;
      for (let u = 0; u < this.pendingFrom; u++)
        if (this.fieldSpent[u] !== turn) this.untappedKinds[untapped++] = this.fieldKind[u];
      state = this.mana.ofKinds(this.untappedKinds, untapped);
    }
    this.phaseState = state;
    this.supplyAmount = this.mana.amounts[state];
  }

  /** The cast policy's pick for `card` with the mana left this phase (a PICK_* code). */
  protected pick(card: number): number {
    const lifeLeft = this.life - this.committedLife;
    if (this.debitCasts === 0) return this.mana.pick(this.phaseState, card, lifeLeft);
    return this.mana.pickAfter(this.phaseState, card, lifeLeft, this.debit, this.debitAmount);
  }

  protected clearCommitted(): void {
    if (this.debitCasts > 0) for (let j = 0; j < this.k; j++) this.debit[j] = 0;
    this.debitCasts = 0;
    this.debitAmount = 0;
    this.committedAmount = 0;
    this.committedLife = 0;
    this.committedLength = 0;
  }

  /** Takes a variant's cost (with X) from the mana left: a move to the leftover state, else a debit. */
  protected payFromPhase(variant: number, x: number): void {
    const left = this.debitCasts === 0 ? this.mana.pay(this.phaseState, variant, x) : -1;
    if (left >= 0) {
      this.phaseState = left;
      return;
    }
    const row = variant * this.k;
    for (let j = 0; j < this.k; j++) this.debit[j] += this.deck.demand[row + j];
    this.debitAmount += this.deck.variantAmount[variant] + x;
    this.debitCasts++;
  }

  /** Marks real units spent for the spells cast so far this phase and clears what they needed. */
  protected payCommitted(turn: number): void {
    const deck = this.deck;
    const { availableUnits, availableMasks, committedPips, matcher } = this;
    let units = 0;
    for (let u = 0; u < this.pendingFrom; u++) {
      if (this.fieldSpent[u] === turn) continue;
      availableUnits[units] = u;
      availableMasks[units++] = this.mana.kindMask[this.fieldKind[u]];
    }
    let pips = 0;
    for (let c = 0; c < this.committedLength; c++) {
      const v = this.committedVariants[c];
      const start = deck.variantPipStart[v];
      for (let p = 0; p < deck.variantPipCount[v]; p++) committedPips[pips++] = deck.variantPips[start + p];
    }
    const amount = this.committedAmount;
    if (!matcher.match(committedPips, pips, amount, availableMasks, units))
      throw new Error("internal: a payment that passed Hall's condition found no matching");
    this.spentTurn = turn;
    for (let p = 0; p < pips; p++) this.fieldSpent[availableUnits[matcher.unitOfPip[p]]] = turn;
    // Generic mana from the least flexible units left (CR 107.4b).
    let generic = amount - pips;
    for (let i = 0; i < units && generic > 0; i++) {
      const unit = matcher.unitOrder[i];
      if (matcher.pipOfUnit[unit] >= 0) continue;
      this.fieldSpent[availableUnits[unit]] = turn;
      generic--;
    }
    this.life -= this.committedLife;
    this.clearCommitted();
  }
}
