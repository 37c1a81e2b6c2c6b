// The library as a lazily shuffled array (the forward form of Fisher–Yates): a card's position is only
// chosen when it is drawn or looked at, so a game of 15 draws costs 15 random numbers, not 60.
// Layout: [0, top) drawn or set aside; [top, bottomStart) unrevealed, in no particular order;
// [bottomStart, size) cards put on the bottom (CR 103.5 London bottoming, scry), drawn last.
import type { Xoshiro128 } from '../rng/xoshiro128.ts';

export class Library {
  readonly cards: Int16Array;
  private readonly order: Int16Array;
  readonly size: number;
  top = 0;
  bottomStart = 0;
  /** Cards at [top, top + knownTop) whose position is already fixed (looked at and left on top). */
  knownTop = 0;
  private readonly rng: Xoshiro128;
  private readonly setAside: Int16Array;

  constructor(order: Int16Array, rng: Xoshiro128) {
    this.order = order;
    this.cards = Int16Array.from(order);
    this.size = order.length;
    this.bottomStart = this.size;
    this.rng = rng;
    this.setAside = new Int16Array(this.size);
  }

  /** Back to deck order: every game starts here, so a game depends on (seed, game index) only. */
  reset(): void {
    this.cards.set(this.order);
    this.gather();
  }

  /** Takes the order and positions of `other`, a library of the same cards. */
  copyFrom(other: Library): void {
    this.cards.set(other.cards);
    this.top = other.top;
    this.bottomStart = other.bottomStart;
    this.knownTop = other.knownTop;
  }

  /** All cards back into the library, shuffled (CR 103.5: the hand is shuffled in before each mulligan). */
  gather(): void {
    this.top = 0;
    this.bottomStart = this.size;
    this.knownTop = 0;
  }

  /** Cards that can still be drawn. */
  get remaining(): number {
    return this.size - this.top;
  }

  /** Draws the top card; −1 when the library is empty (CR 704.5b, DM 703.4b decide what that means). */
  draw(): number {
    if (this.knownTop > 0) {
      this.knownTop--;
      return this.cards[this.top++];
    }
    if (this.top < this.bottomStart) this.reveal();
    return this.top < this.size ? this.cards[this.top++] : -1;
  }

  /** Looks at the top card without drawing it (scry); −1 when empty. */
  peek(): number {
    if (this.knownTop === 0 && this.top < this.bottomStart) {
      this.reveal();
      this.knownTop = 1;
    }
    return this.top < this.size ? this.cards[this.top] : -1;
  }

  /** Puts the looked-at top card on the bottom (CR 701.18 scry). */
  topToBottom(): void {
    const cards = this.cards;
    const last = this.bottomStart - 1;
    const held = cards[this.top];
    cards[this.top] = cards[last];
    cards[last] = held;
    this.bottomStart = last;
    this.knownTop = 0;
  }

  /** Keeps the first `drawn` cards as they are: keepAndBottom with nothing to bottom. */
  keepAll(drawn: number): number {
    this.top = drawn;
    this.bottomStart = this.size;
    this.knownTop = 0;
    return drawn;
  }

  /**
   * Keeps `keep` of the first `drawn` cards (at [0, drawn), their order given by `isBottomed` flags) and
   * puts the others on the bottom in their order (CR 103.5: "in any order"). Afterwards the kept cards
   * are at [0, kept) and top = kept.
   */
  keepAndBottom(drawn: number, isBottomed: Uint8Array): number {
    const cards = this.cards;
    let kept = 0;
    let bottomed = 0;
    for (let i = 0; i < drawn; i++) {
      if (isBottomed[i]) this.setAside[bottomed++] = cards[i];
      else cards[kept++] = cards[i];
    }
    if (bottomed > 0) {
      cards.copyWithin(kept, drawn, this.size);
      for (let i = 0; i < bottomed; i++) cards[this.size - bottomed + i] = this.setAside[i];
    }
    this.top = kept;
    this.bottomStart = this.size - bottomed;
    this.knownTop = 0;
    return kept;
  }

  /** Moves a uniformly chosen unrevealed card to the top position. */
  private reveal(): void {
    const cards = this.cards;
    const j = this.top + this.rng.below(this.bottomStart - this.top);
    const held = cards[this.top];
    cards[this.top] = cards[j];
    cards[j] = held;
  }
}
