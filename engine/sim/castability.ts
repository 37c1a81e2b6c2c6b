// Castability per mana state, computed once and then looked up. A main phase's mana is a vector: for each
// union of pip masks, how many untapped units can make some type in it, plus the units in all (Hall's
// condition needs nothing else, engine/goldfish/matching.ts). The same vectors come back game after game,
// so each is interned once as a state, and one Int32Array row per state keeps what was learnt about it:
// its successors (a unit added, a variant paid), the best way to cast each card from it, and bit sets by
// card id (32 cards a word) of the cards castable from it and short of each union. The sets are learnt
// card by card as hands ask, and for every card at once when a state is asked often, so a deck whose
// states rarely repeat (many mana sources, Commander) pays about what a direct computation costs. What is
// left once spells are paid is a state too as long as such leftovers mostly repeat; a deck whose leftovers
// keep being new keeps a debit against the phase's state instead, computed directly (pickAfter). Life is
// not part of a state: cards with a life payment (Phyrexian mana, CR 107.4f) are left out of the castable
// sets and computed every time.
import { lowestBit } from '../goldfish/matching.ts';
import { OPTION_HAS_X, type CompiledMtgDeck } from './compiled.ts';

/** pick(): the card cannot be paid. */
export const PICK_NONE = 1;
/** pick(): only an {X} option can be paid (castable with X = 0, CR 107.3g; the cast policy keeps it for last). */
export const PICK_ONLY_X = 2;
/** pick(): codes from here on are PICK_VARIANT + the variant to pay (its option is variantOption[v]). */
export const PICK_VARIANT = 3;

/** Table cells held at most (4 bytes each); past this the states are forgotten at the next game's start. */
const MAX_CELLS = 1 << 21;
const FIRST_STATES = 256;
/** A state asked for its sets this often has them learnt for every card; a set's "asked" cell then holds −1. */
const HOT_STATE = 8;
/** pay() makes a new leftover state while at most 1 in LEFTOVER_RATE of its calls (plus a start) made one. */
const LEFTOVER_RATE = 16;
const LEFTOVER_START = 256;

export class ManaStates {
  /** Unions of pip masks: the vector's length. */
  readonly k: number;
  /** Distinct unit masks of the deck ("kinds"); a field unit is stored by kind. */
  readonly kindMask: Int32Array;
  /** Card id → 1 when some way to pay it costs life (computed every time, never stored). */
  readonly cardPaysLife: Uint8Array;
  /** Words of a card set. */
  readonly words: number;
  /** Variant → the option it pays. */
  readonly variantOption: Int32Array;
  /** Variant → its option's place in the cast policy's order (CompiledMtgDeck.optionValue; equal values, equal ranks). */
  readonly variantRank: Int32Array;
  /** The one way to pay a card with one option, one variant and no {X}; −1 otherwise. */
  readonly simpleVariant: Int32Array;

  private readonly deck: CompiledMtgDeck;
  private readonly kindOfMask = new Map<number, number>();
  /** kind·k + j: 1 when units of the kind make some type in union j. */
  private readonly kindHits: Int16Array;
  private readonly kinds: number;
  /** Cards with a way to cast them and no life payment: those the castable sets cover. */
  private readonly setCards: Int32Array;
  /** Cards with a way to cast them: those the short sets cover. */
  private readonly spellCards: Int32Array;
  /**
   * Row layout, 0 meaning "not known yet": successor + 1 by kind added | successor + 1 by variant paid |
   * pick code by card | castable set | cards whose pick is known | cards whose shortness is known | short
   * set by union | times the castable set was asked | times the short sets were asked.
   */
  private readonly stride: number;
  private readonly payAt: number;
  private readonly pickAt: number;
  private readonly castableAt: number;
  private readonly pickKnownAt: number;
  private readonly shortKnownAt: number;
  private readonly shortAt: number;
  private readonly castableAskedAt: number;
  private readonly shortAskedAt: number;
  private readonly maxStates: number;
  private payCalls = 0;
  private leftoversMade = 0;
  /** The rows; read a set's words right after castableSet() / shortSets() (adding a state may move them). */
  table: Int32Array;
  /** state·k + j: units that can make some type in union j. */
  vectors: Int16Array;
  /** Units in all, by state. */
  amounts: Int16Array;
  private states = 0;
  /** Open-addressing hash of the states by vector and amount: state + 1, 0 for an empty slot. */
  private slots: Int32Array;
  private readonly scratch: Int16Array;
  /** No debit: what the cached picks are computed against. */
  private readonly noDebit: Int16Array;

  constructor(deck: CompiledMtgDeck) {
    this.deck = deck;
    this.k = deck.unions.length;
    const masks = [...new Set(deck.unitMasks)];
    masks.forEach((m, i) => this.kindOfMask.set(m, i));
    this.kindMask = Int32Array.from(masks);
    this.kinds = masks.length;
    this.kindHits = Int16Array.from(masks.flatMap((m) => Array.from(deck.unions, (u) => (m & u ? 1 : 0))));
    this.variantOption = variantOptions(deck);
    const values = [...new Set(deck.optionValue)].sort((a, b) => a - b);
    this.variantRank = Int32Array.from(this.variantOption, (o) => values.indexOf(deck.optionValue[o]));
    this.cardPaysLife = Uint8Array.from(deck.names, (_, card) =>
      variantsOf(deck, card).some((v) => deck.variantLife[v] > 0) ? 1 : 0,
    );
    this.simpleVariant = Int32Array.from(deck.names, (_, card) => simpleVariant(deck, card));
    this.words = Math.ceil(deck.names.length / 32);
    this.spellCards = cardSet(this.words, deck.names.length, (card) => deck.optionCount[card] > 0);
    this.setCards = cardSet(
      this.words,
      deck.names.length,
      (card) => deck.optionCount[card] > 0 && !this.cardPaysLife[card],
    );
    this.payAt = this.kinds;
    this.pickAt = this.payAt + deck.variantAmount.length;
    this.castableAt = this.pickAt + deck.names.length;
    this.pickKnownAt = this.castableAt + this.words;
    this.shortKnownAt = this.pickKnownAt + this.words;
    this.shortAt = this.shortKnownAt + this.words;
    this.castableAskedAt = this.shortAt + this.k * this.words;
    this.shortAskedAt = this.castableAskedAt + 1;
    this.stride = this.shortAskedAt + 1;
    this.maxStates = Math.max(FIRST_STATES, Math.floor(MAX_CELLS / this.stride));
    this.table = new Int32Array(FIRST_STATES * this.stride);
    this.vectors = new Int16Array(FIRST_STATES * this.k);
    this.amounts = new Int16Array(FIRST_STATES);
    this.slots = new Int32Array(4 * FIRST_STATES);
    this.scratch = new Int16Array(this.k);
    this.noDebit = new Int16Array(this.k);
    this.clear();
  }

  /** The state with no mana: every game starts from it. */
  get empty(): number {
    return 0;
  }

  /** The kind of a unit mask of this deck. */
  kindOf(mask: number): number {
    return this.kindOfMask.get(mask)!;
  }

  /** Forgets every state once the table is full; call between games only (states held by a game go stale). */
  trim(): void {
    if (this.states >= this.maxStates) this.clear();
  }

  /** The state with one more unit of `kind`. */
  add(state: number, kind: number): number {
    const known = this.table[state * this.stride + kind];
    if (known !== 0) return known - 1;
    const k = this.k;
    const next = this.scratch;
    for (let j = 0; j < k; j++) next[j] = this.vectors[state * k + j] + this.kindHits[kind * k + j];
    const found = this.intern(next, this.amounts[state] + 1);
    this.table[state * this.stride + kind] = found + 1;
    return found;
  }

  /**
   * What is left of `state` once `variant` is paid from it with `extra` more generic mana ({X}, CR 107.3a);
   * −1 when that is not known yet and leftovers of this deck are too often new (the caller keeps a debit).
   */
  pay(state: number, variant: number, extra: number): number {
    this.payCalls++;
    const cell = state * this.stride + this.payAt + variant;
    if (extra === 0 && this.table[cell] !== 0) return this.table[cell] - 1;
    if (LEFTOVER_RATE * this.leftoversMade > this.payCalls + LEFTOVER_START) return -1;
    this.leftoversMade++;
    const k = this.k;
    const next = this.scratch;
    for (let j = 0; j < k; j++) next[j] = this.vectors[state * k + j] - this.deck.demand[variant * k + j];
    const found = this.intern(next, this.amounts[state] - this.deck.variantAmount[variant] - extra);
    if (extra === 0) this.table[state * this.stride + this.payAt + variant] = found + 1;
    return found;
  }

  /** The state of the units of the given kinds (the first `count` of `kinds`). */
  ofKinds(kinds: Int32Array, count: number): number {
    const k = this.k;
    const vector = this.scratch.fill(0);
    for (let u = 0; u < count; u++) for (let j = 0; j < k; j++) vector[j] += this.kindHits[kinds[u] * k + j];
    return this.intern(vector, count);
  }

  /**
   * The most valued way to cast `card` from `state` without {X} (mana value, then priority, then creature;
   * CompiledMtgDeck.optionValue), as a PICK_* code. `lifeLeft` is the life not yet committed this phase.
   */
  pick(state: number, card: number, lifeLeft: number): number {
    const known = this.table[state * this.stride + this.pickAt + card];
    if (known !== 0) return known;
    const code = this.computePick(state, card, lifeLeft, this.noDebit, 0);
    if (!this.cardPaysLife[card]) this.table[state * this.stride + this.pickAt + card] = code;
    return code;
  }

  /** Where `state`'s pick codes by card start in `table`: known for the cards castableSet() has covered. */
  pickRow(state: number): number {
    return state * this.stride + this.pickAt;
  }

  /**
   * pick() once spells are paid from `state` without a state for what is left: `debit` holds, per union, the
   * pips they need inside it (their demand rows summed), `debitAmount` the units they take. Not stored.
   */
  pickAfter(state: number, card: number, lifeLeft: number, debit: Int16Array, debitAmount: number): number {
    return this.computePick(state, card, lifeLeft, debit, debitAmount);
  }

  /**
   * Where `words` words start in `table` holding, among the cards of `cards` (a card set), those that can be
   * cast from `state` (pick() other than PICK_NONE). Cards paying life are never in it.
   */
  castableSet(state: number, cards: Int32Array): number {
    const row = state * this.stride;
    if (this.table[row + this.castableAskedAt] >= 0)
      this.learnSet(
        state,
        row + this.castableAskedAt,
        row + this.pickKnownAt,
        this.setCards,
        cards,
        // eslint-disable-next-line @typescript-eslint/unbound-method -- learnSet calls it on this (learn.call), with no closure per question
        this.learnCastable,
      );
    return row + this.castableAt;
  }

  /**
   * Where `k` sets of `words` words start in `table` (set j at j·words): among the spells of `cards`, those
   * whose first way of paying needs more units of union j than `state` has (the colors a land could bring).
   */
  shortSets(state: number, cards: Int32Array): number {
    const row = state * this.stride;
    if (this.table[row + this.shortAskedAt] >= 0)
      // eslint-disable-next-line @typescript-eslint/unbound-method -- learnSet calls it on this (learn.call), with no closure per question
      this.learnSet(state, row + this.shortAskedAt, row + this.shortKnownAt, this.spellCards, cards, this.learnShort);
    return row + this.shortAt;
  }

  /**
   * Learns, with `learn`, the cards of `cards` (or, once the state is hot, of all `covered`) that are not yet
   * in the known set at `known`, and counts the question in the cell at `asked`.
   */
  private learnSet(
    state: number,
    asked: number,
    known: number,
    covered: Int32Array,
    cards: Int32Array,
    learn: (this: ManaStates, state: number, card: number) => void,
  ): void {
    const hot = ++this.table[asked] >= HOT_STATE;
    for (let w = 0; w < this.words; w++) {
      for (
        let bits = (hot ? covered[w] : cards[w] & covered[w]) & ~this.table[known + w];
        bits !== 0;
        bits &= bits - 1
      ) {
        learn.call(this, state, (w << 5) | lowestBit(bits));
      }
    }
    if (hot) this.table[asked] = -1;
  }

  private learnCastable(state: number, card: number): void {
    const row = state * this.stride;
    const word = card >>> 5,
      bit = 1 << (card & 31);
    if (this.pick(state, card, 0) !== PICK_NONE) this.table[row + this.castableAt + word] |= bit;
    this.table[row + this.pickKnownAt + word] |= bit;
  }

  private learnShort(state: number, card: number): void {
    const deck = this.deck;
    const k = this.k;
    const row = state * this.stride;
    const word = card >>> 5,
      bit = 1 << (card & 31);
    const demand = deck.optionVariantStart[deck.optionStart[card]] * k;
    for (let j = 0; j < k; j++) {
      if (deck.demand[demand + j] > this.vectors[state * k + j])
        this.table[row + this.shortAt + j * this.words + word] |= bit;
    }
    this.table[row + this.shortKnownAt + word] |= bit;
  }

  /** Hall's condition for one variant against a state less a debit (see pickAfter), and the life it would cost. */
  payable(state: number, variant: number, lifeLeft: number, debit: Int16Array, debitAmount: number): boolean {
    const deck = this.deck;
    if (deck.variantAmount[variant] > this.amounts[state] - debitAmount) return false;
    const life = deck.variantLife[variant];
    if (life > 0 && lifeLeft - life <= 0) return false;
    const k = this.k;
    const vector = state * k;
    const row = variant * k;
    for (let j = 0; j < k; j++) if (deck.demand[row + j] > this.vectors[vector + j] - debit[j]) return false;
    return true;
  }

  /** The first payable variant of an option, or −1. */
  payableVariant(state: number, option: number, lifeLeft: number, debit: Int16Array, debitAmount: number): number {
    const deck = this.deck;
    const start = deck.optionVariantStart[option];
    const end = start + deck.optionVariantCount[option];
    for (let v = start; v < end; v++) if (this.payable(state, v, lifeLeft, debit, debitAmount)) return v;
    return -1;
  }

  private computePick(state: number, card: number, lifeLeft: number, debit: Int16Array, debitAmount: number): number {
    const deck = this.deck;
    if (deck.cardMinAmount[card] > this.amounts[state] - debitAmount) return PICK_NONE;
    const simple = this.simpleVariant[card];
    if (simple >= 0)
      return this.payable(state, simple, lifeLeft, debit, debitAmount) ? PICK_VARIANT + simple : PICK_NONE;
    let bestValue = -Infinity;
    let best = -1;
    const start = deck.optionStart[card];
    const end = start + deck.optionCount[card];
    for (let o = start; o < end; o++) {
      const value = deck.optionValue[o];
      if (value <= bestValue || deck.optionFlags[o] & OPTION_HAS_X) continue;
      const v = this.payableVariant(state, o, lifeLeft, debit, debitAmount);
      if (v >= 0) {
        bestValue = value;
        best = v;
      }
    }
    if (best >= 0) return PICK_VARIANT + best;
    return this.payableWithX(state, card, lifeLeft, debit, debitAmount) ? PICK_ONLY_X : PICK_NONE;
  }

  /** Some {X} option of the card can be paid with X = 0. */
  private payableWithX(state: number, card: number, lifeLeft: number, debit: Int16Array, debitAmount: number): boolean {
    const deck = this.deck;
    const start = deck.optionStart[card];
    for (let o = start; o < start + deck.optionCount[card]; o++) {
      if (deck.optionFlags[o] & OPTION_HAS_X && this.payableVariant(state, o, lifeLeft, debit, debitAmount) >= 0)
        return true;
    }
    return false;
  }

  /** The state with this vector and amount, made if new. */
  private intern(vector: Int16Array, amount: number): number {
    const mask = this.slots.length - 1;
    for (let slot = this.hash(vector, amount) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot];
      if (held === 0) return this.newState(vector, amount, slot);
      if (this.holds(held - 1, vector, amount)) return held - 1;
    }
  }

  private hash(vector: Int16Array, amount: number): number {
    let h = Math.imul(amount + 1, 0x9e3779b1);
    for (let j = 0; j < this.k; j++) h = Math.imul(h ^ (vector[j] + 1), 0x85ebca6b) ^ (h >>> 13);
    return h ^ (h >>> 16);
  }

  private holds(state: number, vector: Int16Array, amount: number): boolean {
    if (this.amounts[state] !== amount) return false;
    for (let j = 0; j < this.k; j++) if (this.vectors[state * this.k + j] !== vector[j]) return false;
    return true;
  }

  private newState(vector: Int16Array, amount: number, slot: number): number {
    const state = this.states++;
    if (state * this.stride >= this.table.length) this.grow();
    for (let j = 0; j < this.k; j++) this.vectors[state * this.k + j] = vector[j];
    this.amounts[state] = amount;
    this.slots[slot] = state + 1;
    // Keep the hash at most half full: probes stay short.
    if (2 * this.states > this.slots.length) this.rehash(2 * this.slots.length);
    return state;
  }

  private grow(): void {
    const table = new Int32Array(this.table.length * 2);
    table.set(this.table);
    this.table = table;
    const vectors = new Int16Array(this.vectors.length * 2);
    vectors.set(this.vectors);
    this.vectors = vectors;
    const amounts = new Int16Array(this.amounts.length * 2);
    amounts.set(this.amounts);
    this.amounts = amounts;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    const mask = size - 1;
    const k = this.k;
    for (let state = 0; state < this.states; state++) {
      let slot = this.hash(this.vectors.subarray(state * k, state * k + k), this.amounts[state]) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = state + 1;
    }
  }

  private clear(): void {
    this.table.fill(0);
    this.slots.fill(0);
    this.states = 0;
    this.intern(this.scratch.fill(0), 0);
  }
}

/** Variant → the option it pays. */
function variantOptions(deck: CompiledMtgDeck): Int32Array {
  const out = new Int32Array(deck.variantAmount.length);
  for (let o = 0; o < deck.optionVariantStart.length; o++)
    out.fill(o, deck.optionVariantStart[o], deck.optionVariantStart[o] + deck.optionVariantCount[o]);
  return out;
}

function variantsOf(deck: CompiledMtgDeck, card: number): number[] {
  const out: number[] = [];
  for (let o = deck.optionStart[card]; o < deck.optionStart[card] + deck.optionCount[card]; o++) {
    for (let v = deck.optionVariantStart[o]; v < deck.optionVariantStart[o] + deck.optionVariantCount[o]; v++)
      out.push(v);
  }
  return out;
}

/** The one way to pay a card with one option, one variant and no {X}; −1 otherwise. */
function simpleVariant(deck: CompiledMtgDeck, card: number): number {
  const o = deck.optionStart[card];
  return deck.optionCount[card] === 1 && deck.optionVariantCount[o] === 1 && !(deck.optionFlags[o] & OPTION_HAS_X)
    ? deck.optionVariantStart[o]
    : -1;
}

/** The set (32 card ids a word) of the cards passing `test`. */
export function cardSet(words: number, cards: number, test: (card: number) => boolean): Int32Array {
  const set = new Int32Array(words);
  for (let card = 0; card < cards; card++) if (test(card)) set[card >>> 5] |= 1 << (card & 31);
  return set;
}
