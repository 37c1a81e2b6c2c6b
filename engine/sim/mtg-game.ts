// One MTG goldfish game at a time, allocation-free: setup and mulligans (CR 103), then solitaire turns
// (untap 502, draw 504 — skipped by the starting player of a two-player game, 103.8a — one land 305.2,
// casting with exact payment 601.2g–h). Castability is decided by Hall's condition over unions of pip
// masks (engine/goldfish/matching.ts), which is exactly whether a matching of pips to mana units exists.
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { findPayment, popcount } from '../goldfish/matching.ts';
import { Library } from './library.ts';
import { SIDES, type MetricsLayout } from './metrics.ts';
import { newTurnTrace, type GameTrace, type TurnTrace } from './trace.ts';
import {
  CARD_KEEP_LAND, CARD_SOURCE, OPTION_CREATURE, OPTION_HAS_X, OPTION_PERMANENT,
  TAPPED_ALWAYS, TAPPED_UNLESS_BASICS, TAPPED_UNLESS_CONTROL_TYPE, TAPPED_UNLESS_FEW_LANDS, TAPPED_UNLESS_OTHER_TYPE,
  TAPPED_UNLESS_REVEAL, type CompiledAttempt, type CompiledClause, type CompiledMtgDeck,
} from './compiled.ts';

const MAX_FIELD_UNITS = 512;
const NONE = -1;

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
  private readonly command: Int16Array;
  private commandLength = 0;

  // Mana units on the battlefield: one entry per unit a permanent can make per turn.
  private readonly fieldMask = new Int32Array(MAX_FIELD_UNITS);
  private readonly fieldReady = new Int16Array(MAX_FIELD_UNITS);
  private readonly fieldSpent = new Int16Array(MAX_FIELD_UNITS);
  private fieldLength = 0;
  /** What the units ready by the current turn can pay, kept as units arrive (the untapped mana at untap). */
  private readonly readySupply: Int16Array;
  private readyAmount = 0;
  /** What every unit on the battlefield could pay, tapped or not: the colors the mana base reaches. */
  private readonly allSupply: Int16Array;
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

  // Mana this main phase: what the untapped units can pay, and what the spells cast so far already need.
  private readonly supply: Int16Array;
  private supplyAmount = 0;
  private readonly committed: Int16Array;
  private committedAmount = 0;
  private committedLife = 0;
  private readonly committedVariants = new Int32Array(64);
  private committedLength = 0;

  // Stamps instead of clearing per-card flags each game: a flag is set when it equals the game's stamp.
  private readonly firstCastableStamp: Int32Array;
  private readonly firstSeenStamp: Int32Array;
  private gameStamp = 0;
  private readonly bottomFlags: Uint8Array;
  private readonly candidateFace: Int16Array;
  private readonly candidateScore: Float64Array;
  private readonly candidateTapped: Uint8Array;
  private readonly candidateOk: Uint8Array;
  // Cards castable this main phase (distinct), and the zone each is in (0 hand, 1 command zone).
  private readonly candidateCard = new Int16Array(128);
  private readonly candidateZone = new Uint8Array(128);
  private readonly candidateOption = new Int32Array(128);
  private readonly candidateVariant = new Int32Array(128);
  /** commitVersion when the candidate's option was picked; a cast bumps the version. */
  private readonly candidateVersion = new Int32Array(128);
  private candidates = 0;
  private commitVersion = 0;
  private pickedOption = 0;
  private pickedVariant = 0;
  private readonly hasXSpells: boolean;
  /** The one way to pay a card with one option, one variant and no {X}; −1 otherwise. */
  private readonly simpleVariant: Int32Array;

  private counts!: Float64Array;
  private base = 0;
  private trace: GameTrace | null = null;
  private turnTrace: TurnTrace | null = null;

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    this.deck = deck;
    this.layout = layout;
    this.library = new Library(deck.library, this.rng);
    this.k = deck.unions.length;
    this.handCount = new Int16Array(deck.names.length);
    this.handCards = new Int16Array(deck.names.length);
    this.handPosition = new Int16Array(deck.names.length);
    this.command = new Int16Array(deck.commanders.length);
    this.supply = new Int16Array(this.k);
    this.readySupply = new Int16Array(this.k);
    this.allSupply = new Int16Array(this.k);
    this.lacking = new Int16Array(this.k);
    this.committed = new Int16Array(this.k);
    const cards = deck.names.length;
    this.firstCastableStamp = new Int32Array(cards);
    this.firstSeenStamp = new Int32Array(cards);
    this.candidateFace = new Int16Array(deck.names.length);
    this.candidateScore = new Float64Array(deck.names.length);
    this.candidateTapped = new Uint8Array(deck.names.length);
    this.candidateOk = new Uint8Array(deck.names.length);
    this.simpleVariant = Int32Array.from(deck.names, (_, card) => {
      const o = deck.optionStart[card];
      return deck.optionCount[card] === 1 && deck.optionVariantCount[o] === 1 && !(deck.optionFlags[o] & OPTION_HAS_X) ? deck.optionVariantStart[o] : -1;
    });
    this.hasXSpells = deck.optionFlags.some((f) => (f & OPTION_HAS_X) !== 0);
    this.bottomFlags = new Uint8Array(Math.max(...deck.attempts.map((a) => a.drawn), 1));
  }

  /** Plays game `gameIndex` of run `seed` on one side, adding its figures to `counts`. */
  play(seed: number, gameIndex: number, side: number, counts: Float64Array, trace: GameTrace | null = null): void {
    this.rng.seedGame(seed, gameIndex);
    this.counts = counts;
    this.base = side * this.layout.size;
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
      if (everyLandDrop) counts[this.base + this.layout.landDrops + turn - 1]++;
      this.computeSupply(turn);
      counts[this.base + this.layout.turnsPlayed + turn - 1]++;
      this.recordMana(this.layout.manaAvailable, turn, this.supplyAmount);
      if (this.turnTrace) this.turnTrace.manaAvailable = this.supplyAmount;
      this.recordCastable(turn);
      const spent = this.castSpells(turn);
      this.recordMana(this.layout.manaSpent, turn, spent);
      if (this.turnTrace) this.turnTrace.manaSpent = spent;
    }
  }

  private resetGame(): void {
    this.library.reset();
    this.handCount.fill(0);
    this.handDistinct = 0;
    this.commandLength = this.deck.commanders.length;
    this.command.set(this.deck.commanders);
    this.fieldLength = 0;
    this.readySupply.fill(0);
    this.allSupply.fill(0);
    this.readyAmount = 0;
    this.pendingFrom = 0;
    this.spentTurn = 0;
    this.lands = 0;
    this.basicLands = 0;
    this.landTypeCounts.fill(0);
    this.life = this.deck.setup.startingLife;
  }

  private recordMana(offset: number, turn: number, amount: number): void {
    const i = this.base + offset + turn - 1;
    this.counts[i] += amount;
    this.counts[i + this.layout.turns] += amount * amount;
  }

  // ---- Setup and mulligans (CR 103.5) ----

  private openingHand(): void {
    const { attempts, setup } = this.deck;
    const library = this.library;
    for (let a = 0; a < attempts.length; a++) {
      const attempt = attempts[a];
      library.gather();
      for (let i = 0; i < attempt.drawn; i++) library.draw();
      if (a === 0) this.recordFirstHandLands(attempt.drawn);
      const keep = this.planKeep(attempt, a === attempts.length - 1);
      if (this.trace) this.traceAttempt(attempt, keep);
      if (!keep) continue;
      const kept = library.keepAndBottom(attempt.drawn, this.bottomFlags);
      this.counts[this.base + this.layout.keptAtAttempt + a]++;
      for (let i = 0; i < kept; i++) this.addToHand(library.cards[i], 1);
      for (let i = 0; i < this.commandLength; i++) this.markSeen(this.command[i], 1);   // CR 903.6: the command zone
      if (setup.mulligan === 'vancouver' && kept < setup.handSize) this.vancouverScry();
      return;
    }
  }

  private recordFirstHandLands(drawn: number): void {
    const cards = this.library.cards;
    const flags = this.deck.cardFlags;
    const seen = Math.min(drawn, this.layout.handSize);
    let lands = 0;
    for (let i = 0; i < seen; i++) if (flags[cards[i]] & CARD_KEEP_LAND) lands++;
    this.counts[this.base + this.layout.firstHandLands + lands]++;
  }

  /**
   * Decides whether to keep the `drawn` cards at [0, drawn) and, if so, marks the cards to bottom in
   * bottomFlags. London bottoming aims at the rule's land target inside the land range the rule allows,
   * keeps required cards, and bottoms the most expensive spells; the kept hand is then checked against
   * the clause, so a kept hand always meets its rule where any bottoming could.
   */
  private planKeep(attempt: CompiledAttempt, last: boolean): boolean {
    if (attempt.clauses === null || last) {
      this.planBottom(attempt, null);
      return true;
    }
    for (const clause of attempt.clauses) {
      if (this.planBottom(attempt, clause) && this.keptHandMeets(attempt.drawn, clause)) return true;
    }
    return false;
  }

  private planBottom(attempt: CompiledAttempt, clause: CompiledClause | null): boolean {
    const cards = this.library.cards;
    const flags = this.deck.cardFlags;
    const { drawn, kept } = attempt;
    const bottom = this.bottomFlags;
    bottom.fill(0);
    let lands = 0;
    for (let i = 0; i < drawn; i++) if (flags[cards[i]] & CARD_KEEP_LAND) lands++;
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

  private keptHandMeets(drawn: number, clause: CompiledClause): boolean {
    const flags = this.deck.cardFlags;
    let sources = 0;
    for (let i = 0; i < drawn; i++) if (!this.bottomFlags[i] && flags[this.library.cards[i]] & CARD_SOURCE) sources++;
    if (sources < clause.sources[0] || sources > clause.sources[1]) return false;
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
    }
    if (this.trace && turn === 1 && this.trace.turns.length === 0) this.trace.hand.push(card);
    this.markSeen(card, turn);
  }

  private markSeen(card: number, turn: number): void {
    if (this.firstSeenStamp[card] !== this.gameStamp) {
      this.firstSeenStamp[card] = this.gameStamp;
      this.counts[this.base + this.layout.firstSeen + card * this.layout.turns + turn - 1]++;
    }
  }

  private removeFromHand(card: number): void {
    if (--this.handCount[card] > 0) return;
    const at = this.handPosition[card];
    const last = this.handCards[--this.handDistinct];
    this.handCards[at] = last;
    this.handPosition[last] = at;
  }

  // ---- The land drop (CR 305.2, 712.12) ----

  /** Plays the best land in hand, if any; returns whether a land was played. */
  private playLand(turn: number): boolean {
    const deck = this.deck;
    const landFace = deck.landFace;
    let candidates = 0;
    for (let i = 0; i < this.handDistinct; i++) {
      const card = this.handCards[i];
      if (landFace[card] >= 0) this.candidateFace[candidates++] = landFace[card];
    }
    if (candidates === 0 && deck.mdfcAsLand) {
      for (let i = 0; i < this.handDistinct; i++) {
        const card = this.handCards[i];
        if (deck.landBackFace[card] >= 0) this.candidateFace[candidates++] = deck.landBackFace[card];
      }
    }
    if (candidates === 0) return false;
    const face = this.candidateFace[candidates === 1 ? 0 : this.chooseLand(candidates, turn)];
    const card = deck.landFaceCard[face];
    this.removeFromHand(card);
    this.putLand(face, turn);
    if (this.turnTrace) this.turnTrace.landOrCharge = card;
    return true;
  }

  /**
   * Chooses among different lands in hand (CR 305.2: one per turn): first the one that lets the hand cast
   * the most spells now (exactly: Hall's condition with the land's units added, none if it enters tapped);
   * then the one giving the colors the hand's spells lack most (color groups a spell needs more sources of
   * than the battlefield has); then one that enters tapped, keeping the untapped land for a later turn.
   * A modal card's land back is only a candidate when no land card is in hand.
   */
  private chooseLand(candidates: number, turn: number): number {
    const deck = this.deck;
    const k = this.k;
    const score = this.candidateScore;
    const tapped = this.candidateTapped;
    const lacking = this.lacking;
    this.computeSupply(turn);
    for (let c = 0; c < candidates; c++) {
      tapped[c] = this.entersTapped(this.candidateFace[c]) ? 1 : 0;
      score[c] = tapped[c];
    }
    for (let j = 0; j < k; j++) lacking[j] = 0;
    const minAmount = deck.cardMinAmount;
    for (let i = 0; i < this.handDistinct; i++) {
      const card = this.handCards[i];
      if (deck.optionCount[card] === 0) continue;
      // A land adds at most a few units: spells needing more are out of reach for every candidate now.
      if (minAmount[card] <= this.supplyAmount + deck.maxLandUnits) this.scoreCastableWithLands(card, candidates);
      const row = deck.optionVariantStart[deck.optionStart[card]] * k;
      for (let j = 0; j < k; j++) if (deck.demand[row + j] > this.allSupply[j]) lacking[j]++;
    }
    let chosen = 0;
    for (let c = 0; c < candidates; c++) {
      const hits = this.candidateFace[c] * k;
      let helped = 0;
      for (let j = 0; j < k; j++) if (deck.landHits[hits + j] > 0) helped += lacking[j];
      score[c] += helped * 2;
      if (score[c] > score[chosen]) chosen = c;
    }
    return chosen;
  }

  /** Adds 1000 to each candidate land's score when `card` could be cast this turn with that land played. */
  private scoreCastableWithLands(card: number, candidates: number): void {
    const deck = this.deck;
    const { demand, variantAmount, variantLife, landHits, landUnitCount } = deck;
    const k = this.k;
    const supply = this.supply;
    const faces = this.candidateFace;
    const tapped = this.candidateTapped;
    const ok = this.candidateOk;
    for (let c = 0; c < candidates; c++) ok[c] = 0;
    let open = candidates;
    const start = deck.optionStart[card];
    const end = start + deck.optionCount[card];
    for (let o = start; o < end && open > 0; o++) {
      const vStart = deck.optionVariantStart[o];
      const vEnd = vStart + deck.optionVariantCount[o];
      for (let v = vStart; v < vEnd && open > 0; v++) {
        if (variantLife[v] > 0 && this.life - variantLife[v] <= 0) continue;
        const amountShort = variantAmount[v] - this.supplyAmount;
        const row = v * k;
        for (let c = 0; c < candidates; c++) {
          if (ok[c]) continue;
          const hits = tapped[c] ? -1 : faces[c] * k;
          if (amountShort > (hits < 0 ? 0 : landUnitCount[faces[c]])) continue;
          let j = 0;
          while (j < k && demand[row + j] - supply[j] <= (hits < 0 ? 0 : landHits[hits + j])) j++;
          if (j === k) { ok[c] = 1; open--; }
        }
      }
    }
    for (let c = 0; c < candidates; c++) if (ok[c]) this.candidateScore[c] += 1000;
  }

  private addUnit(mask: number): void {
    const unions = this.deck.unions;
    this.supplyAmount++;
    for (let j = 0; j < this.k; j++) if (mask & unions[j]) this.supply[j]++;
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
    for (let t = 0; t < 5; t++) if (types & (1 << t)) this.landTypeCounts[t]++;
  }

  /**
   * Puts a permanent's units on the battlefield. Units usable now count at once; the others wait at the
   * end of the field for their turn (all of them become ready on the next turn, so the field stays ordered).
   */
  private addField(unitStart: number, unitCount: number, readyTurn: number, turn: number): void {
    const masks = this.deck.unitMasks;
    for (let u = 0; u < unitCount && this.fieldLength < MAX_FIELD_UNITS; u++) {
      const mask = masks[unitStart + u];
      let at = this.fieldLength++;
      if (readyTurn <= turn && this.pendingFrom < at) {
        // Keep ready units before pending ones: move the first pending unit to the end.
        const first = this.pendingFrom;
        this.fieldMask[at] = this.fieldMask[first];
        this.fieldReady[at] = this.fieldReady[first];
        this.fieldSpent[at] = 0;
        at = first;
      }
      this.fieldMask[at] = mask;
      this.fieldReady[at] = readyTurn;
      this.fieldSpent[at] = 0;
      for (let j = 0; j < this.k; j++) if (mask & this.deck.unions[j]) this.allSupply[j]++;
      if (readyTurn <= turn) {
        this.pendingFrom++;
        this.addReady(mask);
      }
    }
  }

  private addReady(mask: number): void {
    const unions = this.deck.unions;
    this.readyAmount++;
    for (let j = 0; j < this.k; j++) if (mask & unions[j]) this.readySupply[j]++;
  }

  /** CR 502.3 untap: units that were waiting (tapped lands, sick creatures, 302.6) are ready this turn. */
  private readyPending(turn: number): void {
    while (this.pendingFrom < this.fieldLength && this.fieldReady[this.pendingFrom] <= turn) this.addReady(this.fieldMask[this.pendingFrom++]);
  }

  /** The untapped units usable this turn: every ready unit, less those tapped for a mana rock's checkpoint. */
  private computeSupply(turn: number): void {
    if (this.spentTurn !== turn) {
      for (let j = 0; j < this.k; j++) this.supply[j] = this.readySupply[j];
      this.supplyAmount = this.readyAmount;
      return;
    }
    this.supply.fill(0);
    this.supplyAmount = 0;
    for (let u = 0; u < this.pendingFrom; u++) if (this.fieldSpent[u] !== turn) this.addUnit(this.fieldMask[u]);
  }

  /** Hall's condition for one variant on top of what this phase's spells already need. */
  private payable(variant: number): boolean {
    const deck = this.deck;
    if (this.committedAmount + deck.variantAmount[variant] > this.supplyAmount) return false;
    if (deck.variantLife[variant] > 0 && this.life - this.committedLife - deck.variantLife[variant] <= 0) return false;
    const k = this.k;
    const row = variant * k;
    for (let j = 0; j < k; j++) if (this.committed[j] + deck.demand[row + j] > this.supply[j]) return false;
    return true;
  }

  /** The first payable variant of an option, or −1. */
  private payableVariant(option: number): number {
    const deck = this.deck;
    const start = deck.optionVariantStart[option];
    const end = start + deck.optionVariantCount[option];
    for (let v = start; v < end; v++) if (this.payable(v)) return v;
    return -1;
  }

  private cardPayable(card: number): boolean {
    const deck = this.deck;
    const start = deck.optionStart[card];
    const end = start + deck.optionCount[card];
    for (let o = start; o < end; o++) if (this.payableVariant(o) >= 0) return true;
    return false;
  }

  /**
   * Castable at the main phase, once the land is played and before anything is cast: a copy in hand or the
   * command zone and the untapped mana to pay it, whether the cast policy then casts it or not. The
   * castable cards become the candidates the cast policy chooses from.
   */
  private recordCastable(turn: number): void {
    this.candidates = 0;
    for (let i = 0; i < this.handDistinct; i++) this.recordCastableCard(this.handCards[i], 0, turn);
    for (let i = 0; i < this.commandLength; i++) this.recordCastableCard(this.command[i], 1, turn);
  }

  private recordCastableCard(card: number, zone: number, turn: number): void {
    const deck = this.deck;
    if (deck.optionCount[card] === 0 || deck.cardMinAmount[card] > this.supplyAmount) return;
    const picked = this.pick(card);
    // pick() skips {X} options; a card castable only through one (X = 0, CR 107.3g) still counts as castable.
    if (!picked && (this.simpleVariant[card] >= 0 || !this.cardPayable(card))) return;
    const { counts, layout } = this;
    const row = this.base + card * layout.turns + turn - 1;
    counts[row + layout.castableAt]++;
    if (this.firstCastableStamp[card] !== this.gameStamp) {
      this.firstCastableStamp[card] = this.gameStamp;
      counts[row + layout.firstCastable]++;
    }
    if (this.turnTrace) this.turnTrace.castable.push(card);
    if (picked && this.candidates < this.candidateCard.length) {
      const c = this.candidates++;
      this.candidateCard[c] = card;
      this.candidateZone[c] = zone;
      this.candidateOption[c] = this.pickedOption;
      this.candidateVariant[c] = this.pickedVariant;
      this.candidateVersion[c] = this.commitVersion;
    }
  }

  /**
   * The most valued way to cast a card now without {X} (mana value, then priority, then creature), left in
   * pickedOption/pickedVariant; false when none can be paid.
   */
  private pick(card: number): boolean {
    const deck = this.deck;
    if (deck.cardMinAmount[card] + this.committedAmount > this.supplyAmount) return false;
    const simple = this.simpleVariant[card];
    if (simple >= 0) {
      if (!this.payable(simple)) return false;
      this.pickedOption = deck.optionStart[card];
      this.pickedVariant = simple;
      return true;
    }
    let bestValue = -Infinity;
    const start = deck.optionStart[card];
    const end = start + deck.optionCount[card];
    for (let o = start; o < end; o++) {
      const value = deck.optionValue[o];
      if (value <= bestValue || deck.optionFlags[o] & OPTION_HAS_X) continue;
      const v = this.payableVariant(o);
      if (v >= 0) { bestValue = value; this.pickedOption = o; this.pickedVariant = v; }
    }
    return bestValue > -Infinity;
  }

  // ---- Casting (greedy: most mana first, then the policy's priority) ----

  private clearCommitted(): void {
    for (let j = 0; j < this.k; j++) this.committed[j] = 0;
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
    const deck = this.deck;
    let spent = 0;
    for (;;) {
      let best = -1, bestValue = -Infinity;
      for (let c = 0; c < this.candidates; c++) {
        if (this.candidateVersion[c] !== this.commitVersion) {
          // Something was cast since this pick: pick again (a card can only lose options).
          if (!this.pick(this.candidateCard[c])) { this.dropCandidate(c--); continue; }
          this.candidateOption[c] = this.pickedOption;
          this.candidateVariant[c] = this.pickedVariant;
          this.candidateVersion[c] = this.commitVersion;
        }
        const value = deck.optionValue[this.candidateOption[c]];
        if (value > bestValue) { bestValue = value; best = c; }
      }
      if (best < 0) break;
      spent += this.castCandidate(best, turn);
    }
    spent += this.castXSpells(turn);
    this.life -= this.committedLife;
    this.committedLife = 0;
    return spent;
  }

  private dropCandidate(c: number): void {
    const last = --this.candidates;
    this.candidateCard[c] = this.candidateCard[last];
    this.candidateZone[c] = this.candidateZone[last];
    this.candidateOption[c] = this.candidateOption[last];
    this.candidateVariant[c] = this.candidateVariant[last];
    this.candidateVersion[c] = this.candidateVersion[last];
  }

  private castCandidate(c: number, turn: number): number {
    const card = this.candidateCard[c];
    const zone = this.candidateZone[c];
    const option = this.candidateOption[c];
    const variant = this.candidateVariant[c];
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
    if (this.deck.optionCount[card] === 0 || this.candidates >= this.candidateCard.length) return;
    const c = this.candidates++;
    this.candidateCard[c] = card;
    this.candidateZone[c] = zone;
    this.candidateVersion[c] = -1;
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
          const v = this.payableVariant(o);
          if (v < 0) continue;
          const x = this.supplyAmount - this.committedAmount - deck.variantAmount[v];
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
    const row = variant * this.k;
    for (let j = 0; j < this.k; j++) this.committed[j] += deck.demand[row + j];
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
    const masks = available.map((u) => this.fieldMask[u]);
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
