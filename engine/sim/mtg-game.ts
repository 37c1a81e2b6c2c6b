// One MTG goldfish game at a time, allocation-free: setup and mulligans (CR 103), then solitaire turns
// (untap 502, draw 504 — skipped by the starting player of a two-player game, 103.8a — one land 305.2,
// casting with exact payment 601.2g–h). Castability is decided by Hall's condition over unions of pip
// masks (engine/goldfish/matching.ts), which is exactly whether a matching of pips to mana units exists;
// the mana of a phase is a state of engine/sim/castability.ts, where each card's answer is kept.
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { findPayment, lowestBit, popcount } from '../goldfish/matching.ts';
import { Library } from './library.ts';
import { cardSet, ManaStates, PICK_NONE, PICK_VARIANT } from './castability.ts';
import { SIDES, type MetricsLayout } from './metrics.ts';
import { newTurnTrace, type GameTrace, type TurnTrace } from './trace.ts';
import {
  CARD_KEEP_LAND, CARD_SOURCE, OPTION_CREATURE, OPTION_HAS_X, OPTION_PERMANENT,
  TAPPED_ALWAYS, TAPPED_UNLESS_BASICS, TAPPED_UNLESS_CONTROL_TYPE, TAPPED_UNLESS_FEW_LANDS, TAPPED_UNLESS_OTHER_TYPE,
  TAPPED_UNLESS_REVEAL, type CompiledAttempt, type CompiledClause, type CompiledMtgDeck,
} from './compiled.ts';

const MAX_FIELD_UNITS = 512;
const NONE = -1;

// A candidate record: the card, its zone (0 hand, 1 command zone), where it comes in the main phase's order
// (its hand position; the command zone after the hand), the variant picked to pay it, that variant's rank
// in the cast policy's order (ManaStates.variantRank), and commitVersion when it was picked (a cast bumps
// the version, and the pick is made again).
const CANDIDATE_CARD = 0;
const CANDIDATE_ZONE = 1;
const CANDIDATE_PLACE = 2;
const CANDIDATE_VARIANT = 3;
const CANDIDATE_RANK = 4;
const CANDIDATE_VERSION = 5;
const CANDIDATE_FIELDS = 6;
/** After every hand position (an Int16). */
const COMMAND_ZONE_PLACE = 0x8000;
const MAX_CANDIDATES = 128;

export class MtgGame {
  readonly deck: CompiledMtgDeck;
  readonly layout: MetricsLayout;
  private readonly rng = new Xoshiro128();
  private readonly library: Library;
  private readonly k: number;

  // The hand as a multiset: copies per card, and the list of cards with at least one copy.
  private readonly handCount: Int16Array;
  private readonly handCards: Int16Array;
  private readonly handPosition: Int16Array;
  private handDistinct = 0;
  /** The same cards as a set of card ids (ManaStates' sets are over spells; landCards picks the lands). */
  private readonly handSet: Int32Array;
  /** Cards whose front face is a land. */
  private readonly landCards: Int32Array;
  /** Modal double-faced cards with a land back (CR 712.12), when the land policy plays those backs. */
  private readonly landBackCards: Int32Array;
  /** Cards paying life in some way: outside ManaStates' sets, checked one by one. */
  private readonly lifeCards: Int32Array;
  private readonly command: Int16Array;
  private commandLength = 0;

  private readonly mana: ManaStates;
  /** Kind (ManaStates) of each unit in deck.unitMasks. */
  private readonly unitKind: Int32Array;

  // Mana units on the battlefield: one entry per unit a permanent can make per turn, by kind.
  private readonly fieldKind = new Int32Array(MAX_FIELD_UNITS);
  private readonly fieldReady = new Int16Array(MAX_FIELD_UNITS);
  private readonly fieldSpent = new Int16Array(MAX_FIELD_UNITS);
  private fieldLength = 0;
  /** The mana state of the units ready by the current turn, kept as units arrive (the untapped mana at untap). */
  private readyState = 0;
  /** The mana state of every unit on the battlefield, tapped or not: the colors the mana base reaches. */
  private allState = 0;
  /** Per union: spells in hand needing more sources of it than the battlefield has (land choice). */
  private readonly lacking: Int16Array;
  /** Field units that become ready on a later turn (tapped lands, summoning-sick creatures), in order. */
  private pendingFrom = 0;
  /** The turn some units were tapped for a mana rock's checkpoint; supply is then computed unit by unit. */
  private spentTurn = 0;
  private lands = 0;
  private basicLands = 0;
  private readonly landTypeCounts = new Int16Array(5);
  private life = 0;

  // Mana this main phase. The mana left is phaseState (the untapped units at the start, or once a mana rock
  // entered, less the spells paid since as long as ManaStates makes states of leftovers) less a debit: per
  // union the pips of the spells paid after that, and their units. What all the spells need in all goes to
  // committedAmount, committedLife and committedVariants (a mana rock pays them with real units).
  private supplyAmount = 0;
  private phaseState = 0;
  private debitCasts = 0;
  private readonly debit: Int16Array;
  private debitAmount = 0;
  private committedAmount = 0;
  private committedLife = 0;
  private readonly committedVariants = new Int32Array(64);
  private committedLength = 0;
  /** Unit kinds left untapped after a mana rock's checkpoint (the supply is rebuilt from them). */
  private readonly untappedKinds = new Int32Array(MAX_FIELD_UNITS);

  // Stamps instead of clearing per-card flags each game: a flag is set when it equals the game's stamp.
  private readonly firstCastableStamp: Int32Array;
  private readonly firstSeenStamp: Int32Array;
  private gameStamp = 0;
  private readonly bottomFlags: Uint8Array;
  /** The land faces the land drop chooses from. */
  private readonly candidateFace: Int16Array;
  /** Cards castable this main phase (distinct): records of CANDIDATE_FIELDS numbers (CANDIDATE_CARD …). */
  private readonly candidate = new Int32Array(MAX_CANDIDATES * CANDIDATE_FIELDS);
  /** The candidates in order, as offsets of their records (a dropped one is replaced by the last). */
  private readonly candidateAt = new Int32Array(MAX_CANDIDATES);
  private candidates = 0;
  private commitVersion = 0;
  private readonly hasXSpells: boolean;

  private counts!: Float64Array;
  /** This side's block in `counts`. */
  private base = 0;
  // Where this side's per-turn rows start, less one so that turn t adds t (set per game from the layout).
  private landDropsRow = 0;
  private turnsPlayedRow = 0;
  private manaAvailableRow = 0;
  private manaSpentRow = 0;
  // Where this side's per-card rows start, less one: card·turns + turn is added.
  private castableRow = 0;
  private firstCastableRow = 0;
  private firstSeenRow = 0;
  private readonly turnStride: number;
  private trace: GameTrace | null = null;
  private turnTrace: TurnTrace | null = null;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    const cards = deck.names.length;
    this.deck = deck;
    this.layout = layout;
    this.turnStride = layout.turns;
    this.library = new Library(deck.library, this.rng);
    this.k = deck.unions.length;
    this.handCount = new Int16Array(cards);
    this.handCards = new Int16Array(cards);
    this.handPosition = new Int16Array(cards);
    this.command = new Int16Array(deck.commanders.length);
    this.mana = new ManaStates(deck);
    const words = this.mana.words;
    this.handSet = new Int32Array(words);
    this.landCards = cardSet(words, cards, (card) => deck.landFace[card] >= 0);
    this.landBackCards = cardSet(words, cards, (card) => deck.landBackFace[card] >= 0 && deck.mdfcAsLand);
    this.lifeCards = cardSet(words, cards, (card) => this.mana.cardPaysLife[card] === 1);
    this.unitKind = Int32Array.from(deck.unitMasks, (m) => this.mana.kindOf(m));
    this.lacking = new Int16Array(this.k);
    this.debit = new Int16Array(this.k);
    this.firstCastableStamp = new Int32Array(cards);
    this.firstSeenStamp = new Int32Array(cards);
    this.candidateFace = new Int16Array(cards);
    this.hasXSpells = deck.optionFlags.some((f) => (f & OPTION_HAS_X) !== 0);
    this.bottomFlags = new Uint8Array(Math.max(...deck.attempts.map((a) => a.drawn), 1));
  }

  /** Plays game `gameIndex` of run `seed` on one side, adding its figures to `counts`. */
  play(seed: number, gameIndex: number, side: number, counts: Float64Array, trace: GameTrace | null = null): void {
    this.rng.seedGame(seed, gameIndex);
    this.counts = counts;
    this.setRows(side);
    this.trace = trace;
    this.turnTrace = null;
    this.gameStamp++;
    this.resetGame();
    counts[this.base + this.layout.games]++;
    this.openingHand();
    const skipsFirstDraw = SIDES[side] === 'play' && !this.deck.setup.firstPlayerDraws;
    let everyLandDrop = true;
    for (let turn = 1; turn <= this.deck.turns; turn++) {
      if (trace) trace.turns.push((this.turnTrace = newTurnTrace(turn)));
      // CR 502.3: untap — every unit's "spent" mark is from an earlier turn now, nothing is owed. CR 504.1: draw.
      this.clearCommitted();
      this.readyPending(turn);
      if (turn > 1 || !skipsFirstDraw) {
        const card = this.library.draw();
        if (card === NONE) {
          // CR 704.5b: drawing from an empty library loses the game.
          counts[this.base + this.layout.decked]++;
          if (trace) trace.result = 'decked';
          return;
        }
        this.addToHand(card, turn);
        if (this.turnTrace) this.turnTrace.drawn = card;
      }
      const played = this.playLand(turn);
      everyLandDrop &&= played;
      if (everyLandDrop) counts[this.landDropsRow + turn]++;
      this.computeSupply(turn);
      counts[this.turnsPlayedRow + turn]++;
      this.recordMana(this.manaAvailableRow + turn, this.supplyAmount);
      if (this.turnTrace) this.turnTrace.manaAvailable = this.supplyAmount;
      this.recordCastable(turn);
      const spent = this.castSpells(turn);
      this.recordMana(this.manaSpentRow + turn, spent);
      if (this.turnTrace) this.turnTrace.manaSpent = spent;
    }
  }

  private setRows(side: number): void {
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

  private resetGame(): void {
    this.library.reset();
    this.mana.trim();
    for (let i = 0; i < this.handDistinct; i++) this.handCount[this.handCards[i]] = 0;
    this.handDistinct = 0;
    for (let w = 0; w < this.handSet.length; w++) this.handSet[w] = 0;
    const commanders = this.deck.commanders;
    this.commandLength = commanders.length;
    for (let i = 0; i < commanders.length; i++) this.command[i] = commanders[i];
    this.fieldLength = 0;
    this.readyState = this.mana.empty;
    this.allState = this.mana.empty;
    this.pendingFrom = 0;
    this.spentTurn = 0;
    this.lands = 0;
    this.basicLands = 0;
    for (let t = 0; t < 5; t++) this.landTypeCounts[t] = 0;
    this.life = this.deck.setup.startingLife;
  }

  /** Adds the amount and its square (the next row): means and deviations come from these sums. */
  private recordMana(i: number, amount: number): void {
    this.counts[i] += amount;
    this.counts[i + this.turnStride] += amount * amount;
  }

  // ---- Setup and mulligans (CR 103.5) ----

  private openingHand(): void {
    const { attempts, setup } = this.deck;
    const library = this.library;
    for (let a = 0; a < attempts.length; a++) {
      const attempt = attempts[a];
      library.gather();
      let lands = 0;
      for (let i = 0; i < attempt.drawn; i++) lands += this.deck.keepsAsLand[library.draw()];
      // The first attempt draws the starting hand (CR 103.5): the first hand's lands.
      if (a === 0) this.counts[this.base + this.layout.firstHandLands + lands]++;
      const keep = this.planKeep(attempt, lands, a === attempts.length - 1);
      if (this.trace) this.traceAttempt(attempt, keep);
      if (!keep) continue;
      const kept = attempt.kept === attempt.drawn ? library.keepAll(attempt.drawn) : library.keepAndBottom(attempt.drawn, this.bottomFlags);
      this.counts[this.base + this.layout.keptAtAttempt + a]++;
      for (let i = 0; i < kept; i++) this.addToHand(library.cards[i], 1);
      for (let i = 0; i < this.commandLength; i++) this.markSeen(this.command[i], 1);   // CR 903.6: the command zone
      if (setup.mulligan === 'vancouver' && kept < setup.handSize) this.vancouverScry();
      return;
    }
  }

  /**
   * Decides whether to keep the `drawn` cards at [0, drawn) and, if so, marks the cards to bottom in
   * bottomFlags. London bottoming aims at the rule's land target inside the land range the rule allows,
   * keeps required cards, and bottoms the most expensive spells; the kept hand is then checked against
   * the clause, so a kept hand always meets its rule where any bottoming could.
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

  private planBottom(attempt: CompiledAttempt, lands: number, clause: CompiledClause | null): boolean {
    const { drawn, kept } = attempt;
    const bottom = this.bottomFlags;
    for (let i = 0; i < drawn; i++) bottom[i] = 0;
    const spells = drawn - lands;
    const low = Math.max(0, kept - spells, clause ? clause.lands[0] : 0);
    const high = Math.min(lands, kept, clause ? clause.lands[1] : kept);
    if (low > high) return false;
    const keptLands = Math.min(high, Math.max(low, attempt.targetLands));
    for (let n = lands - keptLands; n > 0; n--) this.bottomOne(true, drawn, clause);
    for (let n = spells - (kept - keptLands); n > 0; n--) this.bottomOne(false, drawn, clause);
    return true;
  }

  /** Bottoms one land (the most duplicated, tapped ones first) or one spell (the most expensive not needed by the clause). */
  private bottomOne(land: boolean, drawn: number, clause: CompiledClause | null): void {
    const cards = this.library.cards;
    const deck = this.deck;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < drawn; i++) {
      if (this.bottomFlags[i]) continue;
      const card = cards[i];
      if (((deck.cardFlags[card] & CARD_KEEP_LAND) !== 0) !== land) continue;
      let score: number;
      if (land) {
        let copies = 0;
        for (let j = 0; j < drawn; j++) if (!this.bottomFlags[j] && cards[j] === card) copies++;
        const face = deck.landFace[card];
        score = copies * 2 + (face >= 0 && deck.landTapKind[face] === TAPPED_ALWAYS ? 1 : 0);
      } else {
        score = deck.manaValue[card];
      }
      if (clause && this.neededByClause(card, drawn, clause)) score -= 1000;
      if (score > bestScore) { bestScore = score; best = i; }
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
    for (let i = 0; i < drawn; i++) if (!this.bottomFlags[i] && this.deck.groupBits[this.library.cards[i]] & (1 << group)) n++;
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

  private addToHand(card: number, turn: number): void {
    if (this.handCount[card]++ === 0) {
      this.handPosition[card] = this.handDistinct;
      this.handCards[this.handDistinct++] = card;
      this.handSet[card >>> 5] |= 1 << (card & 31);
    }
    if (this.trace && turn === 1 && this.trace.turns.length === 0) this.trace.hand.push(card);
    this.markSeen(card, turn);
  }

  private markSeen(card: number, turn: number): void {
    if (this.firstSeenStamp[card] !== this.gameStamp) {
      this.firstSeenStamp[card] = this.gameStamp;
      this.counts[this.firstSeenRow + card * this.turnStride + turn]++;
    }
  }

  private removeFromHand(card: number): void {
    if (--this.handCount[card] > 0) return;
    const at = this.handPosition[card];
    const last = this.handCards[--this.handDistinct];
    this.handCards[at] = last;
    this.handPosition[last] = at;
    this.handSet[card >>> 5] &= ~(1 << (card & 31));
  }

  // ---- The land drop (CR 305.2, 712.12) ----

  /** Plays the best land in hand, if any; returns whether a land was played. */
  private playLand(turn: number): boolean {
    const deck = this.deck;
    let candidates = this.landFacesInHand(this.landCards, deck.landFace);
    if (candidates === 0) candidates = this.landFacesInHand(this.landBackCards, deck.landBackFace);
    if (candidates === 0) return false;
    const face = this.candidateFace[candidates === 1 ? 0 : this.chooseLand(candidates, turn)];
    const card = deck.landFaceCard[face];
    this.removeFromHand(card);
    this.putLand(face, turn);
    if (this.turnTrace) this.turnTrace.landOrCharge = card;
    return true;
  }

  /** The land faces (`faceOf` each card) of the hand's cards in `cards`, into candidateFace; their count. */
  private landFacesInHand(cards: Int32Array, faceOf: Int16Array): number {
    let n = 0;
    for (let w = 0; w < this.handSet.length; w++) {
      for (let bits = this.handSet[w] & cards[w]; bits !== 0; bits &= bits - 1) this.candidateFace[n++] = faceOf[(w << 5) | lowestBit(bits)];
    }
    return n;
  }

  /**
   * Chooses among different lands in hand (CR 305.2: one per turn): first the one that lets the hand cast
   * the most spells now (exactly: Hall's condition with the land's units added, none if it enters tapped);
   * then the one giving the colors the hand's spells lack most (color groups a spell needs more sources of
   * than the battlefield has); then one that enters tapped, keeping the untapped land for a later turn.
   * A modal card's land back is only a candidate when no land card is in hand.
   */
  private chooseLand(candidates: number, turn: number): number {
    this.computeSupply(turn);
    this.countLacking();
    let chosen = 0, bestScore = -1, bestPlace = 0;
    for (let c = 0; c < candidates; c++) {
      const face = this.candidateFace[c];
      const tapped = this.entersTapped(face);
      const castable = this.castableInHand(tapped ? this.phaseState : this.withLand(this.phaseState, face));
      const score = (tapped ? 1 : 0) + 1000 * castable + 2 * this.colorsHelped(face);
      // Ties go to the land that comes first in the hand.
      const place = this.handPosition[this.deck.landFaceCard[face]];
      if (score > bestScore || (score === bestScore && place < bestPlace)) { chosen = c; bestScore = score; bestPlace = place; }
    }
    return chosen;
  }

  /** Per union: spells in hand needing more units of it than the whole battlefield has (into `lacking`). */
  private countLacking(): void {
    const words = this.handSet.length;
    const shortSets = this.mana.shortSets(this.allState, this.handSet);
    for (let j = 0; j < this.k; j++) {
      let n = 0;
      for (let w = 0; w < words; w++) n += popcount(this.handSet[w] & this.mana.table[shortSets + j * words + w]);
      this.lacking[j] = n;
    }
  }

  /** How many lacking colors (by spell and union) a land face's units would bring. */
  private colorsHelped(face: number): number {
    const hits = face * this.k;
    let helped = 0;
    for (let j = 0; j < this.k; j++) if (this.deck.landHits[hits + j] > 0) helped += this.lacking[j];
    return helped;
  }

  /** Distinct spells in hand that could be cast with the mana of `state`, before anything is cast this turn. */
  private castableInHand(state: number): number {
    const sets = this.mana.castableSet(state, this.handSet);
    let n = 0;
    for (let w = 0; w < this.handSet.length; w++) {
      n += popcount(this.handSet[w] & this.mana.table[sets + w]);
      for (let bits = this.handSet[w] & this.lifeCards[w]; bits !== 0; bits &= bits - 1) {
        if (this.mana.pick(state, (w << 5) | lowestBit(bits), this.life) !== PICK_NONE) n++;
      }
    }
    return n;
  }

  /** The mana state once a land face's units are added, untapped. */
  private withLand(state: number, face: number): number {
    const start = this.deck.landUnitStart[face];
    const end = start + this.deck.landUnitCount[face];
    for (let u = start; u < end; u++) state = this.mana.add(state, this.unitKind[u]);
    return state;
  }

  /** Whether the land face enters tapped now, with the lands already on the battlefield (the "other" lands). */
  private entersTapped(face: number): boolean {
    const deck = this.deck;
    const types = deck.landTapTypes[face];
    switch (deck.landTapKind[face]) {
      case TAPPED_ALWAYS: return true;
      case TAPPED_UNLESS_CONTROL_TYPE: return !this.controlsLandType(types, 1);
      case TAPPED_UNLESS_BASICS: return this.basicLands < deck.landTapCount[face];
      case TAPPED_UNLESS_FEW_LANDS: return this.lands > deck.landTapCount[face];
      case TAPPED_UNLESS_OTHER_TYPE: return !this.controlsLandType(types, deck.landTapCount[face]);
      case TAPPED_UNLESS_REVEAL: return !this.handHasLandType(types);
      default: return false;
    }
  }

  private controlsLandType(types: number, atLeast: number): boolean {
    let n = 0;
    for (let t = 0; t < 5; t++) if (types & (1 << t)) n = Math.max(n, this.landTypeCounts[t]);
    return n >= atLeast;
  }

  private handHasLandType(types: number): boolean {
    const deck = this.deck;
    for (let i = 0; i < this.handDistinct; i++) {
      const face = deck.landFace[this.handCards[i]];
      if (face >= 0 && deck.landTypes[face] & types) return true;
    }
    return false;
  }

  private putLand(face: number, turn: number): void {
    const deck = this.deck;
    const tapped = this.entersTapped(face);
    if (deck.landLife[face] > 0 && !tapped) this.life -= deck.landLife[face];
    if (this.turnTrace) this.turnTrace.landEnteredTapped = tapped;
    const start = deck.landUnitStart[face];
    this.addField(start, deck.landUnitCount[face], tapped ? turn + 1 : turn, turn);
    this.lands++;
    if (deck.landBasic[face]) this.basicLands++;
    const types = deck.landTypes[face];
    for (let m = types; m !== 0; m &= m - 1) this.landTypeCounts[lowestBit(m)]++;
  }

  /**
   * Puts a permanent's units on the battlefield. Units usable now count at once; the others wait at the
   * end of the field for their turn (all of them become ready on the next turn, so the field stays ordered).
   */
  private addField(unitStart: number, unitCount: number, readyTurn: number, turn: number): void {
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
  private readyPending(turn: number): void {
    while (this.pendingFrom < this.fieldLength && this.fieldReady[this.pendingFrom] <= turn) {
      this.readyState = this.mana.add(this.readyState, this.fieldKind[this.pendingFrom++]);
    }
  }

  /**
   * The untapped units usable this turn, with nothing cast yet: every ready unit, less those tapped for a
   * mana rock's checkpoint.
   */
  private computeSupply(turn: number): void {
    let state = this.readyState;
    if (this.spentTurn === turn) {
      let untapped = 0;
      for (let u = 0; u < this.pendingFrom; u++) if (this.fieldSpent[u] !== turn) this.untappedKinds[untapped++] = this.fieldKind[u];
      state = this.mana.ofKinds(this.untappedKinds, untapped);
    }
    this.phaseState = state;
    this.supplyAmount = this.mana.amounts[state];
  }

  /** The cast policy's pick for `card` with the mana left this phase (a PICK_* code). */
  private pick(card: number): number {
    const lifeLeft = this.life - this.committedLife;
    if (this.debitCasts === 0) return this.mana.pick(this.phaseState, card, lifeLeft);
    return this.mana.pickAfter(this.phaseState, card, lifeLeft, this.debit, this.debitAmount);
  }

  /**
   * Castable at the main phase, once the land is played and before anything is cast: a copy in hand or the
   * command zone and the untapped mana to pay it, whether the cast policy then casts it or not. The
   * castable cards become the candidates the cast policy chooses from.
   */
  private recordCastable(turn: number): void {
    this.candidates = 0;
    const sets = this.mana.castableSet(this.phaseState, this.handSet);
    for (let w = 0; w < this.handSet.length; w++) {
      // Cards paying life are not in the sets: recordCastableCard decides them one by one.
      for (let bits = this.handSet[w] & (this.mana.table[sets + w] | this.lifeCards[w]); bits !== 0; bits &= bits - 1) {
        this.recordCastableCard((w << 5) | lowestBit(bits), 0, turn);
      }
    }
    for (let i = 0; i < this.commandLength; i++) this.recordCastableCard(this.command[i], 1, turn);
    if (this.turnTrace) this.traceCastable(this.turnTrace);
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
    if (picked >= PICK_VARIANT && this.candidates < MAX_CANDIDATES) this.addCandidateInOrder(card, zone, picked);
  }

  /** Adds a castable card to the candidates in hand order, the command zone last (the cast policy's ties go to the first). */
  private addCandidateInOrder(card: number, zone: number, picked: number): void {
    const at = this.newCandidate();
    const place = zone === 0 ? this.handPosition[card] : COMMAND_ZONE_PLACE;
    this.candidate[at + CANDIDATE_CARD] = card;
    this.candidate[at + CANDIDATE_ZONE] = zone;
    this.candidate[at + CANDIDATE_PLACE] = place;
    this.setCandidatePick(at, picked);
    let c = this.candidates - 1;
    for (; c > 0 && this.candidate[this.candidateAt[c - 1] + CANDIDATE_PLACE] > place; c--) this.candidateAt[c] = this.candidateAt[c - 1];
    this.candidateAt[c] = at;
  }

  /** The castable cards, in hand order and then the command zone's, for the trace. */
  private traceCastable(trace: TurnTrace): void {
    for (let i = 0; i < this.handDistinct; i++) if (this.pick(this.handCards[i]) !== PICK_NONE) trace.castable.push(this.handCards[i]);
    for (let i = 0; i < this.commandLength; i++) if (this.pick(this.command[i]) !== PICK_NONE) trace.castable.push(this.command[i]);
  }

  /** Stores a pick code (≥ PICK_VARIANT) in the candidate record at `at`, current as of this cast. */
  private setCandidatePick(at: number, picked: number): void {
    const variant = picked - PICK_VARIANT;
    this.candidate[at + CANDIDATE_VARIANT] = variant;
    this.candidate[at + CANDIDATE_RANK] = this.mana.variantRank[variant];
    this.candidate[at + CANDIDATE_VERSION] = this.commitVersion;
  }

  // ---- Casting (greedy: most mana first, then the policy's priority) ----

  private clearCommitted(): void {
    if (this.debitCasts > 0) for (let j = 0; j < this.k; j++) this.debit[j] = 0;
    this.debitCasts = 0;
    this.debitAmount = 0;
    this.committedAmount = 0;
    this.committedLife = 0;
    this.committedLength = 0;
  }

  /**
   * Casts the castable spell with the highest mana value (then priority, then creatures) until none is left.
   * What a spell needs only grows the commitments, so a card that could not be paid stays unpayable and the
   * candidate list only shrinks (a mana rock resets it).
   */
  private castSpells(turn: number): number {
    let spent = 0;
    for (;;) {
      let best = -1, bestRank = -1;
      const candidate = this.candidate;
      for (let c = 0; c < this.candidates; c++) {
        const at = this.candidateAt[c];
        if (candidate[at + CANDIDATE_VERSION] !== this.commitVersion) {
          // Something was cast since this pick: pick again (a card can only lose options).
          const picked = this.pick(candidate[at + CANDIDATE_CARD]);
          if (picked < PICK_VARIANT) { this.dropCandidate(c--); continue; }
          this.setCandidatePick(at, picked);
        }
        const rank = candidate[at + CANDIDATE_RANK];
        if (rank > bestRank) { bestRank = rank; best = c; }
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
      let bestCard = -1, bestOption = -1, bestVariant = -1, bestX = -1;
      for (let i = 0; i < this.handDistinct; i++) {
        const card = this.handCards[i];
        const start = deck.optionStart[card];
        for (let o = start; o < start + deck.optionCount[card]; o++) {
          if (!(deck.optionFlags[o] & OPTION_HAS_X)) continue;
          const v = this.mana.payableVariant(this.phaseState, o, this.life - this.committedLife, this.debit, this.debitAmount);
          if (v < 0) continue;
          const x = this.mana.amounts[this.phaseState] - this.debitAmount - deck.variantAmount[v];
          if (x >= deck.xMinimum && x > bestX) { bestX = x; bestCard = card; bestOption = o; bestVariant = v; }
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

  /** Takes a variant's cost (with X) from the mana left: a move to the leftover state, else a debit. */
  private payFromPhase(variant: number, x: number): void {
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

  private removeFromCommandZone(card: number): void {
    let i = 0;
    while (this.command[i] !== card) i++;
    this.command[i] = this.command[--this.commandLength];
  }

  /** Marks real units spent for the spells cast so far this phase and clears what they needed. */
  private payCommitted(turn: number): void {
    const deck = this.deck;
    const available: number[] = [];
    for (let u = 0; u < this.pendingFrom; u++) if (this.fieldSpent[u] !== turn) available.push(u);
    const pips: number[] = [];
    const amount = this.committedAmount;
    for (let c = 0; c < this.committedLength; c++) {
      const v = this.committedVariants[c];
      const start = deck.variantPipStart[v];
      for (let p = 0; p < deck.variantPipCount[v]; p++) pips.push(deck.variantPips[start + p]);
    }
    const masks = available.map((u) => this.mana.kindMask[this.fieldKind[u]]);
    const assignment = findPayment(pips, amount, masks);
    if (!assignment) throw new Error('internal: a payment that passed Hall\'s condition found no matching');
    const used = new Set(assignment);
    this.spentTurn = turn;
    for (const i of assignment) this.fieldSpent[available[i]] = turn;
    let generic = amount - pips.length;
    const rest = masks.map((_, i) => i).filter((i) => !used.has(i)).sort((a, b) => popcount(masks[a]) - popcount(masks[b]));
    for (const i of rest) {
      if (generic-- <= 0) break;
      this.fieldSpent[available[i]] = turn;
    }
    this.life -= this.committedLife;
    this.clearCommitted();
    this.commitVersion++;
  }
}
