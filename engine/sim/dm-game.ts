// One Duel Masters goldfish game at a time (DM digest §5.1): 5 shields from the top, a 5-card hand, no
// mulligan (DM 103.3); each turn untap (501), draw — skipped on the first player's first turn (103.5) —
// charge one card or none (503, engine/sim/dm-charge.ts), cast what the mana pays (112.2a, exact:
// engine/dm/mana.ts; a twinpact's half by the twinpact policy, 810.3), attack an empty board with every creature
// able, highest breaker first (509.2), and the direct attack once no shield is left wins (509.1). A library at 0
// cards loses (703.4b). Castability counts by row: a card's own, then one per twinpact's spell half (810.3a).
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import {
  canPay,
  createManaZone,
  payCost,
  putIntoManaZone,
  removeFromManaZone,
  untapManaZone,
  untappedManaTotal,
  type ManaZone,
} from '../dm/mana.ts';
import { DmCharge } from './dm-charge.ts';
import { Library } from './library.ts';
import { SIDES, type MetricsLayout } from './metrics.ts';
import { newTurnTrace, type GameTrace, type TurnTrace } from './trace.ts';
import { EVOLUTION_DECK, EVOLUTION_NONE, EVOLUTION_UNREACHABLE, type CompiledDmDeck } from './compiled.ts';

const NONE = -1;
/** The half of a card the cast policy casts: none castable, the creature half (any non-twinpact card), the spell half. */
const NO_HALF = 0;
const CREATURE_HALF = 1;
const SPELL_HALF = 2;

/** A card's curve turn: the turn its cost first fits a charge a turn (DM 503), at least turn 1. */
export const dmCurveTurn = (cost: number): number => Math.max(1, Math.ceil(cost));

export class DmGame {
  readonly deck: CompiledDmDeck;
  readonly layout: MetricsLayout;
  private readonly rng = new Xoshiro128();
  private readonly library: Library;
  private readonly hand: Int16Array;
  private handLength = 0;
  private readonly mana: ManaZone;
  private readonly battleCard: Int16Array;
  private readonly battleTapped: Uint8Array;
  private readonly battleSick: Uint8Array;
  private battleLength = 0;
  private shields = 0;
  private readonly checkedStamp: Int32Array;
  private checkStamp = 0;
  private readonly firstSeenStamp: Int32Array;
  /** Per castability row (a card, then each twinpact's spell half): the game it was first castable in. */
  private readonly firstCastableStamp: Int32Array;
  private readonly screwStamp: Int32Array;
  /** Per row: the cost and civilizations it is cast with (DM 810.3a). */
  private readonly rowCost: Float64Array;
  private readonly rowCivilizations: Uint8Array;
  /** Per row: its curve turn, the cost, at least 1. */
  private readonly curveTurn: Int16Array;
  /** Charges made this game (DM 503: at most one a turn, so `turn` of them means one every turn). */
  private charges = 0;
  private gameStamp = 0;
  private screwedThisGame = false;
  private readonly attackOrder: Int16Array;
  /** The battle-zone indices of the sources evolutionSource found, lowest first. */
  private readonly sourceAt = new Int16Array(8);
  private readonly chargeChoice: DmCharge;
  private counts!: Float64Array;
  private base = 0;
  private trace: GameTrace | null = null;
  private turnTrace: TurnTrace | null = null;

  constructor(deck: CompiledDmDeck, layout: MetricsLayout) {
    this.deck = deck;
    this.layout = layout;
    this.library = new Library(deck.library, this.rng);
    const size = deck.library.length + 1;
    this.hand = new Int16Array(size);
    this.mana = createManaZone(size);
    this.battleCard = new Int16Array(size);
    this.battleTapped = new Uint8Array(size);
    this.battleSick = new Uint8Array(size);
    this.attackOrder = new Int16Array(size);
    this.chargeChoice = new DmCharge(deck);
    const cards = deck.names.length;
    const rows = cards + deck.halfCards.length;
    this.checkedStamp = new Int32Array(cards);
    this.firstSeenStamp = new Int32Array(cards);
    this.firstCastableStamp = new Int32Array(rows);
    this.screwStamp = new Int32Array(rows);
    this.rowCost = Float64Array.from({ length: rows }, (_, row) =>
      row < cards ? deck.manaValue[row] : deck.spellCost[deck.halfCards[row - cards]],
    );
    this.rowCivilizations = Uint8Array.from({ length: rows }, (_, row) =>
      row < cards ? deck.castCivilizations[row] : deck.spellCastCivilizations[deck.halfCards[row - cards]],
    );
    this.curveTurn = Int16Array.from(this.rowCost, dmCurveTurn);
  }

  play(seed: number, gameIndex: number, side: number, counts: Float64Array, trace: GameTrace | null = null): void {
    this.rng.seedGame(seed, gameIndex);
    this.counts = counts;
    this.base = side * this.layout.size;
    this.trace = trace;
    this.turnTrace = null;
    this.gameStamp++;
    this.screwedThisGame = false;
    counts[this.base + this.layout.games]++;
    if (!this.setUp()) return this.lose();
    const skipsFirstDraw = SIDES[side] === 'play' && !this.deck.setup.firstPlayerDraws;
    for (let turn = 1; turn <= this.deck.turns; turn++) {
      if (trace) trace.turns.push((this.turnTrace = newTurnTrace(turn)));
      this.untap();
      if (turn > 1 || !skipsFirstDraw) {
        const card = this.library.draw();
        if (card === NONE) return this.lose();
        this.addToHand(card, turn);
        if (this.turnTrace) this.turnTrace.drawn = card;
        if (this.library.remaining === 0) return this.lose();
      }
      this.recordCurve(turn);
      this.charge();
      const available = untappedManaTotal(this.mana);
      counts[this.base + this.layout.turnsPlayed + turn - 1]++;
      this.recordMana(this.layout.manaAvailable, turn, available);
      if (this.turnTrace) this.turnTrace.manaAvailable = available;
      this.recordCastable(turn, available);
      const spent = this.castCards();
      this.recordMana(this.layout.manaSpent, turn, spent);
      if (this.turnTrace) this.turnTrace.manaSpent = spent;
      if (this.attack()) {
        counts[this.base + this.layout.killTurn + turn - 1]++;
        if (trace) trace.result = 'killed';
        this.playOnPastTheKill(turn + 1);
        break;
      }
    }
    if (this.screwedThisGame) counts[this.base + this.layout.civilizationScrewAny]++;
  }

  /**
   * The game ends with the direct attack (DM 104.1), but castability and "in hand by turn t" are figures of the
   * deck, not of how soon it wins: each turn left is played on as if the goldfish had lived (untap, draw, charge,
   * cast; no attack, nothing traced) and counts for those figures alone. So they count every game, as Magic's do
   * (no game of it ends early) and as the exact figures beside them, instead of only the games not yet won, which
   * would sink a fast deck's later turns. The kill, mana and turns-played counts stay with the game itself.
   */
  private playOnPastTheKill(from: number): void {
    this.turnTrace = null;
    for (let turn = from; turn <= this.deck.turns; turn++) {
      this.untap();
      const card = this.library.draw();
      if (card === NONE) return;
      this.addToHand(card, turn);
      if (this.library.remaining === 0) return; // DM 703.4b: that game would be lost here
      this.recordCurve(turn);
      this.charge();
      this.recordCastable(turn, untappedManaTotal(this.mana));
      this.castCards();
    }
  }

  /** DM 703.4b: a library at 0 cards loses the game. */
  private lose(): void {
    this.counts[this.base + this.layout.decked]++;
    if (this.trace) this.trace.result = 'decked';
    if (this.screwedThisGame) this.counts[this.base + this.layout.civilizationScrewAny]++;
  }

  /** DM 103.3: shields from the top, then the hand; DM has no mulligan. False if the library ran out. */
  private setUp(): boolean {
    const library = this.library;
    library.reset();
    this.handLength = 0;
    this.mana.size = 0;
    this.battleLength = 0;
    this.charges = 0;
    this.shields = this.deck.setup.shields;
    for (let i = 0; i < this.deck.setup.shields; i++) if (library.draw() === NONE) return false;
    for (let i = 0; i < this.deck.setup.handSize; i++) {
      const card = library.draw();
      if (card === NONE) return false;
      this.addToHand(card, 1);
      if (this.trace) this.trace.hand.push(card);
    }
    this.counts[this.base + this.layout.firstHandLands]++;
    this.counts[this.base + this.layout.keptAtAttempt]++;
    if (this.trace) this.trace.attempts.push({ drawn: [...this.trace.hand], kept: true, bottomed: [] });
    return library.remaining > 0;
  }

  private recordMana(offset: number, turn: number, amount: number): void {
    const i = this.base + offset + turn - 1;
    this.counts[i] += amount;
    this.counts[i + this.layout.turns] += amount * amount;
  }

  private addToHand(card: number, turn: number): void {
    this.hand[this.handLength++] = card;
    if (this.firstSeenStamp[card] !== this.gameStamp) {
      this.firstSeenStamp[card] = this.gameStamp;
      this.counts[this.base + this.layout.firstSeen + card * this.layout.turns + turn - 1]++;
      const row = this.deck.spellRow[card];
      if (row >= 0) this.counts[this.base + this.layout.firstSeen + row * this.layout.turns + turn - 1]++;
    }
  }

  /** DM 501.1, 702.3a: everything untaps; creatures here since the turn began may attack (301.5). */
  private untap(): void {
    untapManaZone(this.mana);
    this.battleTapped.fill(0, 0, this.battleLength);
    this.battleSick.fill(0, 0, this.battleLength);
  }

  /** DM 503 (optional, 503.1; multicolored cards enter tapped, 405.1): the card DmCharge picks, if any. */
  private charge(): void {
    const best = this.chargeChoice.choose(this.hand, this.handLength, this.mana, this);
    if (best < 0) return;
    const card = this.hand[best];
    this.hand[best] = this.hand[--this.handLength];
    putIntoManaZone(this.mana, this.deck.civilizations[card], this.deck.manaNumber[card]);
    this.charges++;
    if (this.turnTrace) this.turnTrace.landOrCharge = card;
  }

  // ---- Casting ----

  /** Castable now as the half the twinpact policy casts (the card itself for any other card). */
  castable(card: number): boolean {
    return this.halfToCast(card) !== NO_HALF;
  }

  /** Payable now (112.2a) and, for an evolution, a creature to put it on (801.1a). */
  private creatureHalfCastable(card: number): boolean {
    return (
      canPay(this.deck.manaValue[card], this.deck.castCivilizations[card], this.mana) &&
      this.evolutionSource(card) !== -2
    );
  }

  /** DM 810.3a: the spell half, payable now with its own cost and civilizations. */
  private spellHalfCastable(card: number): boolean {
    return canPay(this.deck.spellCost[card], this.deck.spellCastCivilizations[card], this.mana);
  }

  private halfCastable(card: number, half: number): boolean {
    return half === SPELL_HALF ? this.spellHalfCastable(card) : this.creatureHalfCastable(card);
  }

  /**
   * DM 810.3: the half cast now, by the twinpact policy: the preferred one (the creature, the spell for the cards
   * the policy names), else the other one when the policy allows it.
   */
  private halfToCast(card: number): number {
    const deck = this.deck;
    if (deck.spellRow[card] < 0) return this.creatureHalfCastable(card) ? CREATURE_HALF : NO_HALF;
    const preferred = deck.spellFirst[card] ? SPELL_HALF : CREATURE_HALF;
    if (this.halfCastable(card, preferred)) return preferred;
    const other = preferred === SPELL_HALF ? CREATURE_HALF : SPELL_HALF;
    return deck.otherHalf && this.halfCastable(card, other) ? other : NO_HALF;
  }

  /**
   * DM 801.1a: the battle-zone index an evolution goes on, −1 for a card put on nothing there (no evolution, or one
   * put on the library's top cards), −2 when it cannot be put anywhere now. Its sources are sourceAt[0, count),
   * the lowest index first; creatures that cannot attack this turn are taken first (a sick one, 301.5).
   */
  private evolutionSource(card: number): number {
    const deck = this.deck;
    const zone = deck.evolutionZone[card];
    if (zone === EVOLUTION_NONE) return -1;
    if (zone === EVOLUTION_DECK) return this.library.remaining > deck.evolutionCount[card] ? -1 : -2;
    if (zone === EVOLUTION_UNREACHABLE) return -2;
    const bit = 1 << deck.evolvesFrom[card];
    const needed = deck.evolutionCount[card];
    let found = 0;
    for (let sick = 1; sick >= 0 && found < needed; sick--)
      for (let i = 0; i < this.battleLength && found < needed; i++)
        if (this.battleSick[i] === sick && deck.sourceBits[this.battleCard[i]] & bit) this.sourceAt[found++] = i;
    if (found < needed) return -2;
    this.sourceAt.subarray(0, found).sort();
    return this.sourceAt[0];
  }

  /**
   * DM 801.2b, 801.3: the evolution takes its first source's place, tapped or not, and is not summoning sick; the
   * other sources of a vortex go under it and leave the battle zone's count (the higher indices first, so the
   * last creature moving into a freed index is never one of them).
   */
  private evolve(card: number, source: number): void {
    this.battleCard[source] = card;
    this.battleSick[source] = 0;
    for (let k = this.deck.evolutionCount[card] - 1; k > 0; k--) {
      const gone = this.sourceAt[k];
      const last = --this.battleLength;
      this.battleCard[gone] = this.battleCard[last];
      this.battleTapped[gone] = this.battleTapped[last];
      this.battleSick[gone] = this.battleSick[last];
    }
  }

  /** A deck evolution (801.1a): put on the top cards of the library, not summoning sick (801.3). */
  private evolveFromLibrary(card: number): void {
    for (let k = 0; k < this.deck.evolutionCount[card]; k++) this.library.draw();
    const at = this.battleLength++;
    this.battleCard[at] = card;
    this.battleTapped[at] = 0;
    this.battleSick[at] = 0;
  }

  /**
   * The civilization counterpart of Karsten's figure, before this turn's charge, for each card of the hand whose
   * curve turn this is: a chance when a charge was made on every turn before (DM 503) and the hand has another card
   * to charge now; castable when charging one of those other cards lets the mana zone pay it, enough mana and one
   * untapped card per civilization (112.2a; a multicolored card charged now enters tapped and pays nothing, 405.1).
   * The player holding the card asks this, whatever card the charge policy then gives up.
   */
  private recordCurve(turn: number): void {
    if (this.charges !== turn - 1 || this.handLength < 2) return;
    this.checkStamp++;
    for (let i = 0; i < this.handLength; i++) {
      const card = this.hand[i];
      if (this.checkedStamp[card] === this.checkStamp) continue;
      this.checkedStamp[card] = this.checkStamp;
      this.recordCurveRow(card, i, turn);
      const row = this.deck.spellRow[card];
      if (row >= 0) this.recordCurveRow(row, i, turn);
    }
  }

  private recordCurveRow(row: number, held: number, turn: number): void {
    if (this.curveTurn[row] !== turn) return;
    const { counts, layout } = this;
    counts[this.base + layout.curveChance + row]++;
    if (this.payableAfterACharge(row, held)) counts[this.base + layout.curveCastable + row]++;
  }

  /** Whether charging some card of the hand other than hand[kept] lets the mana zone pay for the row's half. */
  private payableAfterACharge(row: number, kept: number): boolean {
    const { deck, mana } = this;
    for (let i = 0; i < this.handLength; i++) {
      if (i === kept) continue;
      const charged = this.hand[i];
      const at = putIntoManaZone(mana, deck.civilizations[charged], deck.manaNumber[charged]);
      const payable = canPay(this.rowCost[row], this.rowCivilizations[row], mana);
      removeFromManaZone(mana, at);
      if (payable) return true;
    }
    return false;
  }

  /** Castable at the main phase, after the charge and before casting: each half of a twinpact on its own row. */
  private recordCastable(turn: number, available: number): void {
    this.checkStamp++;
    for (let i = 0; i < this.handLength; i++) {
      const card = this.hand[i];
      if (this.checkedStamp[card] === this.checkStamp) continue;
      this.checkedStamp[card] = this.checkStamp;
      let castable = this.recordRowCastable(card, card, turn, available);
      const row = this.deck.spellRow[card];
      if (row >= 0 && this.recordRowCastable(row, card, turn, available)) castable = true;
      if (castable && this.turnTrace) this.turnTrace.castable.push(card);
    }
  }

  /** Counts the row castable now (an evolution also needs a creature to go on, 801.1a); true when it is. */
  private recordRowCastable(row: number, card: number, turn: number, available: number): boolean {
    const { counts, layout } = this;
    const payable = canPay(this.rowCost[row], this.rowCivilizations[row], this.mana);
    if (!payable && available >= this.rowCost[row]) this.recordScrew(row);
    if (!payable || (row === card && this.evolutionSource(card) === -2)) return false;
    const at = this.base + row * layout.turns + turn - 1;
    counts[at + layout.castableAt]++;
    if (this.firstCastableStamp[row] !== this.gameStamp) {
      this.firstCastableStamp[row] = this.gameStamp;
      counts[at + layout.firstCastable]++;
    }
    return true;
  }

  /** Enough mana but a civilization missing (DM 112.2a): the civilization screw of digest §5.3. */
  private recordScrew(row: number): void {
    this.screwedThisGame = true;
    if (this.screwStamp[row] === this.gameStamp) return;
    this.screwStamp[row] = this.gameStamp;
    this.counts[this.base + this.layout.civilizationScrew + row]++;
  }

  /**
   * Greedy: the most expensive payable card first, creatures before other cards, then the policy's priority; a
   * twinpact by the half the twinpact policy casts, at that half's cost (a spell half counts as a non-creature).
   */
  private castCards(): number {
    const deck = this.deck;
    let spent = 0;
    for (;;) {
      let best = -1;
      let bestValue = -Infinity;
      let bestHalf = NO_HALF;
      for (let i = 0; i < this.handLength; i++) {
        const card = this.hand[i];
        if (deck.spellRow[card] < 0) {
          const value = deck.manaValue[card] * 1e6 + deck.creature[card] * 1e3 + deck.priority[card];
          if (value > bestValue && this.creatureHalfCastable(card)) {
            bestValue = value;
            best = i;
            bestHalf = CREATURE_HALF;
          }
          continue;
        }
        const half = this.halfToCast(card);
        if (half === NO_HALF) continue;
        const value =
          (half === SPELL_HALF ? deck.spellCost[card] * 1e6 : deck.manaValue[card] * 1e6 + deck.creature[card] * 1e3) +
          deck.priority[card];
        if (value > bestValue) {
          bestValue = value;
          best = i;
          bestHalf = half;
        }
      }
      if (best < 0) return spent;
      spent += bestHalf === SPELL_HALF ? this.castSpellHalf(best) : this.cast(best);
    }
  }

  /** DM 810.3a: the spell half, paid with its own cost and civilizations; a charger goes to the mana zone after. */
  private castSpellHalf(index: number): number {
    const deck = this.deck;
    const card = this.hand[index];
    payCost(deck.spellCost[card], deck.spellCastCivilizations[card], this.mana);
    this.hand[index] = this.hand[--this.handLength];
    if (this.turnTrace) {
      this.turnTrace.cast.push(card);
      (this.turnTrace.spellHalves ??= []).push(card);
    }
    if (deck.spellCharger[card]) putIntoManaZone(this.mana, deck.civilizations[card], deck.manaNumber[card]);
    return deck.spellCost[card];
  }

  private cast(index: number): number {
    const deck = this.deck;
    const card = this.hand[index];
    const source = this.evolutionSource(card);
    payCost(deck.manaValue[card], deck.castCivilizations[card], this.mana);
    this.hand[index] = this.hand[--this.handLength];
    if (this.turnTrace) this.turnTrace.cast.push(card);
    if (source >= 0) {
      this.evolve(card, source);
    } else if (deck.evolutionZone[card] === EVOLUTION_DECK) {
      this.evolveFromLibrary(card);
    } else if (deck.creature[card]) {
      const at = this.battleLength++;
      this.battleCard[at] = card;
      this.battleTapped[at] = 0;
      this.battleSick[at] = deck.speedAttacker[card] ? 0 : 1; // DM 301.5, 101.2
    } else if (deck.charger[card]) {
      putIntoManaZone(this.mana, deck.civilizations[card], deck.manaNumber[card]);
    }
    return deck.manaValue[card];
  }

  // ---- Attack (505–509) ----

  /** Attacks with every creature able, highest breaker first; true when a direct attack lands (509.1). */
  private attack(): boolean {
    const deck = this.deck;
    let attackers = 0;
    for (let i = 0; i < this.battleLength; i++) {
      // DM 506.1a: untapped, here since the turn began (or a speed attacker), and able to attack players.
      if (!this.battleTapped[i] && !this.battleSick[i] && deck.attacksPlayers[this.battleCard[i]])
        this.attackOrder[attackers++] = i;
    }
    this.sortByBreaker(attackers);
    for (let a = 0; a < attackers; a++) {
      const i = this.attackOrder[a];
      this.battleTapped[i] = 1; // 506.1c
      if (this.shields === 0) {
        if (this.turnTrace) {
          this.turnTrace.attacks.push(0);
          this.turnTrace.shieldsLeft = 0;
        }
        return true;
      }
      const breaker = deck.breaker[this.battleCard[i]];
      this.shields -= Math.min(breaker, this.shields); // 509.2, 509.5 (605.2b: as many as there are)
      if (this.turnTrace) this.turnTrace.attacks.push(breaker);
    }
    if (this.turnTrace) this.turnTrace.shieldsLeft = this.shields;
    return false;
  }

  private sortByBreaker(n: number): void {
    const order = this.attackOrder;
    const breaker = this.deck.breaker;
    const cards = this.battleCard;
    for (let i = 1; i < n; i++) {
      const held = order[i];
      let j = i - 1;
      while (j >= 0 && breaker[cards[order[j]]] < breaker[cards[held]]) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = held;
    }
  }
}
