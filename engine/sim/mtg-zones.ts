// The zones of an MTG goldfish game and the counters it adds to: the library, the hand as a multiset,
// the command zone (CR 903.6), and this side's rows of the run's counts (engine/sim/metrics.ts). The
// first layer of MtgGame (engine/sim/mtg-game.ts); each layer builds on the ones before it.
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { Library } from './library.ts';
import type { MetricsLayout } from './metrics.ts';
import type { GameTrace, TurnTrace } from './trace.ts';
import type { CompiledMtgDeck } from './compiled.ts';

/** Library.draw() and peek() when the library is empty. */
export const NONE = -1;

export abstract class MtgZones {
  readonly deck: CompiledMtgDeck;
  readonly layout: MetricsLayout;
  protected readonly rng = new Xoshiro128();
  protected readonly library: Library;

  // The hand as a multiset: copies per card, and the list of cards with at least one copy.
  protected readonly handCount: Int16Array;
  protected readonly handCards: Int16Array;
  protected readonly handPosition: Int16Array;
  protected handDistinct = 0;
  /** Card id → when its copies came into the hand this game (a count of arrivals; the earliest copy still held). */
  protected readonly handSince: Int32Array;
  private handArrivals = 0;
  /** The same cards as a set of card ids (ManaStates' sets are over spells; landCards picks the lands). */
  protected readonly handSet: Int32Array;
  /** Words of a card set: a field, since a typed array's length costs a float conversion in each loop test. */
  protected readonly words: number;
  protected readonly command: Int16Array;
  protected commandLength = 0;
  /** OB 8: 1 for a signature spell, which waits in the command zone until an oathbreaker is cast. */
  protected readonly signature: Uint8Array;
  /** A commander that is no signature spell was cast this game (the goldfish's permanents stay on the battlefield). */
  protected leaderCast = false;

  // Stamps instead of clearing per-card flags each game: a flag is set when it equals the game's stamp.
  protected readonly firstCastableStamp: Int32Array;
  protected readonly firstSeenStamp: Int32Array;
  protected gameStamp = 0;

  protected counts!: Float64Array;
  /** This side's block in `counts`. */
  protected base = 0;
  // Where this side's per-turn rows start, less one so that turn t adds t (set per game from the layout).
  protected landDropsRow = 0;
  protected turnsPlayedRow = 0;
  protected manaAvailableRow = 0;
  protected manaSpentRow = 0;
  // Where this side's per-card rows start, less one: card·turns + turn is added.
  protected castableRow = 0;
  protected firstCastableRow = 0;
  protected firstSeenRow = 0;
  protected readonly turnStride: number;
  protected trace: GameTrace | null = null;
  protected turnTrace: TurnTrace | null = null;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    const cards = deck.names.length;
    this.deck = deck;
    this.layout = layout;
    this.turnStride = layout.turns;
    this.library = new Library(deck.library, this.rng);
    this.handCount = new Int16Array(cards);
    this.handCards = new Int16Array(cards);
    this.handPosition = new Int16Array(cards);
    this.handSince = new Int32Array(cards);
    this.words = (cards + 31) >>> 5;
    this.handSet = new Int32Array(this.words);
    this.command = new Int16Array(deck.commanders.length);
    this.signature = new Uint8Array(cards);
    for (const card of deck.signatureSpells) this.signature[card] = 1;
    this.firstCastableStamp = new Int32Array(cards);
    this.firstSeenStamp = new Int32Array(cards);
  }

  protected setRows(side: number): void {
    const layout = this.layout;
    const base = side * layout.size;
    this.base = base;
    this.landDropsRow = base + layout.landDrops - 1;
    this.turnsPlayedRow = base + layout.turnsPlayed - 1;
    this.manaAvailableRow = base + layout.manaAvailable - 1;
    this.manaSpentRow = base + layout.manaSpent - 1;
    this.castableRow = base + layout.castableAt - 1;
    this.firstCastableRow = base + layout.firstCastable - 1;
    this.firstSeenRow = base + layout.firstSeen - 1;
  }

  /** Empties the hand and puts the commanders back in the command zone. */
  protected resetZones(): void {
    for (let i = 0; i < this.handDistinct; i++) this.handCount[this.handCards[i]] = 0;
    this.handDistinct = 0;
    this.handArrivals = 0;
    // A loop, not fill(): fill is a call into the runtime, costlier than a few stores.
    for (let w = 0; w < this.words; w++) this.handSet[w] = 0;
    const commanders = this.deck.commanders;
    this.commandLength = commanders.length;
    this.leaderCast = false;
    for (let i = 0; i < commanders.length; i++) this.command[i] = commanders[i];
  }

  /** Adds the amount and its square (the next row): means and deviations come from these sums. */
  protected recordMana(i: number, amount: number): void {
    this.counts[i] += amount;
    this.counts[i + this.turnStride] += amount * amount;
  }

  protected addToHand(card: number, turn: number): void {
    if (this.handCount[card]++ === 0) {
      this.handPosition[card] = this.handDistinct;
      this.handSince[card] = this.handArrivals++;
      this.handCards[this.handDistinct++] = card;
      this.handSet[card >>> 5] |= 1 << (card & 31);
    }
    if (this.trace && turn === 1 && this.trace.turns.length === 0) this.trace.hand.push(card);
    this.markSeen(card, turn);
  }

  protected markSeen(card: number, turn: number): void {
    if (this.firstSeenStamp[card] !== this.gameStamp) {
      this.firstSeenStamp[card] = this.gameStamp;
      this.counts[this.firstSeenRow + card * this.turnStride + turn]++;
    }
  }

  protected removeFromHand(card: number): void {
    if (--this.handCount[card] > 0) return;
    const at = this.handPosition[card];
    const last = this.handCards[--this.handDistinct];
    this.handCards[at] = last;
    this.handPosition[last] = at;
    this.handSet[card >>> 5] &= ~(1 << (card & 31));
  }

  /** OB 8: a signature spell in the command zone can't be cast before an oathbreaker is on the battlefield. */
  protected waitsForLeader(card: number): boolean {
    return this.signature[card] === 1 && !this.leaderCast;
  }

  protected removeFromCommandZone(card: number): void {
    let i = 0;
    while (this.command[i] !== card) i++;
    this.command[i] = this.command[--this.commandLength];
  }
}
