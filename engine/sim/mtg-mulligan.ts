// Setup and mulligans of an MTG goldfish game (CR 103.5): each attempt's hand judged by the keep rules,
// London bottoming, Vancouver's scry, a smoothed hand the better of two. A layer of MtgGame (engine/sim/mtg-game.ts).
import { landsKept } from '../stats/mulligan.ts';
import { canSmooth, keepsFirstHand } from '../stats/smoothing.ts';
import { Library } from './library.ts';
import { MtgZones, NONE } from './mtg-zones.ts';
import type { MetricsLayout } from './metrics.ts';
import {
  CARD_KEEP_LAND,
  CARD_SOURCE,
  TAPPED_ALWAYS,
  type CompiledAttempt,
  type CompiledClause,
  type CompiledMtgDeck,
} from './compiled.ts';

export abstract class MtgMulligan extends MtgZones {
  private readonly bottomFlags: Uint8Array;
  // The opening of game (openedSeed, openedGame): the same on either side of the table (nothing in it depends
  // on who plays first), so the other side's game takes it as it was left instead of drawing and judging again.
  private openedSeed = Number.NaN;
  private openedGame = -1;
  private readonly openedLibrary: Library;
  private readonly openedRng = new Int32Array(4);
  private openedFirstLands = 0;
  private openedAttempt = 0;
  private openedKept = 0;
  /** The deck's share of cards kept as lands, which a smoothed hand's share is held against. */
  private readonly landShare: number;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    super(deck, layout);
    this.bottomFlags = new Uint8Array(Math.max(...deck.attempts.map((a) => a.drawn), 1));
    this.openedLibrary = new Library(deck.library, this.rng);
    let lands = 0;
    for (const card of deck.library) lands += deck.keepsAsLand[card];
    this.landShare = lands / deck.library.length;
  }

  /** CR 103.5: the hand kept after the mulligans of game `gameIndex` of run `seed`, the library and stream as they leave them. */
  protected openingHand(seed: number, gameIndex: number): void {
    if (seed === this.openedSeed && gameIndex === this.openedGame && !this.trace) this.reopen();
    else this.open();
    this.openedSeed = seed;
    this.openedGame = gameIndex;
  }

  private open(): void {
    const { attempts, setup } = this.deck;
    const library = this.library;
    for (let a = 0; a < attempts.length; a++) {
      const attempt = attempts[a];
      library.gather();
      let lands = 0;
      if (attempt.smoothed && canSmooth(library.remaining, attempt.drawn)) lands = this.drawSmoothed(attempt.drawn);
      else for (let i = 0; i < attempt.drawn; i++) lands += this.deck.keepsAsLand[library.draw()];
      // The first attempt draws the starting hand (CR 103.5): the first hand's lands.
      if (a === 0) this.openedFirstLands = lands;
      const keep = this.planKeep(attempt, lands, a === attempts.length - 1);
      if (this.trace) this.traceAttempt(attempt, keep);
      if (!keep) continue;
      this.openedKept =
        attempt.kept === attempt.drawn
          ? library.keepAll(attempt.drawn)
          : library.keepAndBottom(attempt.drawn, this.bottomFlags);
      this.openedAttempt = a;
      this.takeOpening();
      if (setup.mulligan === 'vancouver' && this.openedKept < setup.handSize) this.vancouverScry();
      this.openedLibrary.copyFrom(library);
      this.rng.getState(this.openedRng);
      return;
    }
  }

  /**
   * Deals two hands of `drawn` and keeps the one whose share of lands is nearer the deck's, with noise
   * (engine/stats/smoothing.ts); the other goes back into the unrevealed library, as shuffled in. Returns the
   * kept hand's lands; the kept cards are at [0, drawn).
   */
  private drawSmoothed(drawn: number): number {
    const library = this.library;
    const keepsAsLand = this.deck.keepsAsLand;
    let first = 0;
    let second = 0;
    for (let i = 0; i < drawn; i++) first += keepsAsLand[library.draw()];
    for (let i = 0; i < drawn; i++) second += keepsAsLand[library.draw()];
    const firstKept = keepsFirstHand(this.landShare, first, second, drawn, this.rng);
    if (!firstKept) {
      const cards = library.cards;
      for (let i = 0; i < drawn; i++) {
        const held = cards[i];
        cards[i] = cards[drawn + i];
        cards[drawn + i] = held;
      }
    }
    library.top = drawn;
    return firstKept ? first : second;
  }

  /** The remembered opening again: the library and the stream where it left them, the same hand and counts. */
  private reopen(): void {
    this.library.copyFrom(this.openedLibrary);
    const s = this.openedRng;
    this.rng.setState(s[0], s[1], s[2], s[3]);
    this.takeOpening();
  }

  /** Counts the opening and takes the kept cards, at the library's top, into the hand. */
  private takeOpening(): void {
    this.counts[this.base + this.layout.firstHandLands + this.openedFirstLands]++;
    this.counts[this.base + this.layout.keptAtAttempt + this.openedAttempt]++;
    for (let i = 0; i < this.openedKept; i++) this.addToHand(this.library.cards[i], 1);
    for (let i = 0; i < this.commandLength; i++) this.markSeen(this.command[i], 1); // CR 903.6: the command zone
  }

  /**
   * Decides whether to keep the `drawn` cards at [0, drawn) and, if so, marks the cards to bottom in
   * bottomFlags (planBottom); the kept hand is then checked against the clause, so a kept hand always
   * meets its rule where any bottoming could.
   */
  private planKeep(attempt: CompiledAttempt, lands: number, last: boolean): boolean {
    if (attempt.clauses === null || last) {
      this.planBottom(attempt, lands, null);
      return true;
    }
    for (const clause of attempt.clauses) {
      if (this.planBottom(attempt, lands, clause) && this.keptHandMeets(attempt, clause)) return true;
    }
    return false;
  }

  /**
   * Marks the cards to bottom: the lands kept are as near the rule's target as the range and the draw
   * allow (engine/stats landsKept, so the exact figures judge the same hands). Spells go first, so the
   * lands are judged against the spells that stay.
   */
  private planBottom(attempt: CompiledAttempt, lands: number, clause: CompiledClause | null): boolean {
    const { drawn, kept } = attempt;
    const bottom = this.bottomFlags;
    for (let i = 0; i < drawn; i++) bottom[i] = 0;
    const keptLands = landsKept(drawn, lands, kept, clause ? clause.lands : null, attempt.targetLands);
    if (keptLands < 0) return false;
    for (let n = drawn - lands - (kept - keptLands); n > 0; n--) this.bottomSpell(drawn, clause);
    for (let n = lands - keptLands; n > 0; n--) this.bottomLand(drawn, clause);
    return true;
  }

  /** Colors (a mask of mana types) made by the lands, or needed by the spells, not bottomed among the drawn cards. */
  private keptColors(drawn: number, land: boolean): number {
    const { cards } = this.library;
    const { cardFlags, landColors, spellColors } = this.deck;
    let colors = 0;
    for (let i = 0; i < drawn; i++) {
      if (this.bottomFlags[i] || ((cardFlags[cards[i]] & CARD_KEEP_LAND) !== 0) !== land) continue;
      colors |= land ? landColors[cards[i]] : spellColors[cards[i]];
    }
    return colors;
  }

  /** Bottoms the most expensive spell not needed by the clause; at equal cost, one needing a color no land in hand makes. */
  private bottomSpell(drawn: number, clause: CompiledClause | null): void {
    const landColors = this.keptColors(drawn, true);
    const { cards } = this.library;
    const { cardFlags, manaValue, spellColors } = this.deck;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < drawn; i++) {
      const card = cards[i];
      if (this.bottomFlags[i] || (cardFlags[card] & CARD_KEEP_LAND) !== 0) continue;
      let score = manaValue[card] * 2 + ((spellColors[card] & ~landColors) !== 0 ? 1 : 0);
      if (clause && this.neededByClause(card, drawn, clause)) score -= 1000;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best >= 0) this.bottomFlags[best] = 1;
  }

  /**
   * Bottoms a land: first one making no color the kept spells need (off-color), then the most duplicated,
   * then one entering tapped; never one the clause needs while another will do.
   */
  private bottomLand(drawn: number, clause: CompiledClause | null): void {
    const needed = this.keptColors(drawn, false);
    const { cards } = this.library;
    const deck = this.deck;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < drawn; i++) {
      const card = cards[i];
      if (this.bottomFlags[i] || (deck.cardFlags[card] & CARD_KEEP_LAND) === 0) continue;
      let copies = 0;
      for (let j = 0; j < drawn; j++) if (!this.bottomFlags[j] && cards[j] === card) copies++;
      const face = deck.landFace[card];
      const offColor = needed !== 0 && (deck.landColors[card] & needed) === 0;
      let score = (offColor ? 100 : 0) + copies * 2 + (face >= 0 && deck.landTapKind[face] === TAPPED_ALWAYS ? 1 : 0);
      if (clause && this.neededByClause(card, drawn, clause)) score -= 1000;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best >= 0) this.bottomFlags[best] = 1;
  }

  private neededByClause(card: number, drawn: number, clause: CompiledClause): boolean {
    const bits = this.deck.groupBits[card];
    if (bits === 0) return false;
    for (let g = 0; g < clause.groupsAtLeast.length; g++) {
      if (!(bits & (1 << g)) || clause.groupsAtLeast[g] === 0) continue;
      if (this.countKeptInGroup(drawn, g) <= clause.groupsAtLeast[g]) return true;
    }
    return false;
  }

  private countKeptInGroup(drawn: number, group: number): number {
    let n = 0;
    for (let i = 0; i < drawn; i++)
      if (!this.bottomFlags[i] && this.deck.groupBits[this.library.cards[i]] & (1 << group)) n++;
    return n;
  }

  private keptHandMeets(attempt: CompiledAttempt, clause: CompiledClause): boolean {
    const drawn = attempt.drawn;
    // A kept hand holds at most `kept` sources: a range from 0 to kept or more holds them all.
    if (clause.sources[0] > 0 || clause.sources[1] < attempt.kept) {
      const flags = this.deck.cardFlags;
      let sources = 0;
      for (let i = 0; i < drawn; i++) if (!this.bottomFlags[i] && flags[this.library.cards[i]] & CARD_SOURCE) sources++;
      if (sources < clause.sources[0] || sources > clause.sources[1]) return false;
    }
    for (let g = 0; g < clause.groupsAtLeast.length; g++) {
      if (clause.groupsAtLeast[g] > 0 && this.countKeptInGroup(drawn, g) < clause.groupsAtLeast[g]) return false;
    }
    return true;
  }

  /** Vancouver (CR glossary): after keeping fewer than 7, look at the top card and maybe bottom it. */
  private vancouverScry(): void {
    const card = this.library.peek();
    if (card === NONE) return;
    const isLand = (this.deck.cardFlags[card] & CARD_KEEP_LAND) !== 0;
    const scry = this.deck.scry;
    const to = isLand ? scry.land : scry.spell;
    if (to === 'bottom') this.library.topToBottom();
    if (this.trace) this.trace.scry = { card, to };
  }

  private traceAttempt(attempt: CompiledAttempt, kept: boolean): void {
    const cards = this.library.cards;
    const drawn = Array.from(cards.subarray(0, attempt.drawn));
    this.trace!.attempts.push({ drawn, kept, bottomed: kept ? drawn.filter((_, i) => this.bottomFlags[i]) : [] });
  }
}
