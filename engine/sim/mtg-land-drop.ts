// The land drop of an MTG goldfish game (CR 305.2, 712.12): which land to play, whether it enters
// tapped, and what it adds. A layer of MtgGame (engine/sim/mtg-game.ts).
import { lowestBit, popcount } from '../goldfish/matching.ts';
import { MtgMana } from './mtg-mana.ts';
import { cardSet, PICK_NONE } from './castability.ts';
import type { MetricsLayout } from './metrics.ts';
import {
  TAPPED_ALWAYS,
  TAPPED_UNLESS_BASICS,
  TAPPED_UNLESS_CONTROL_TYPE,
  TAPPED_UNLESS_FEW_LANDS,
  TAPPED_UNLESS_OTHER_TYPE,
  TAPPED_UNLESS_REVEAL,
  type CompiledMtgDeck,
} from './compiled.ts';

export abstract class MtgLandDrop extends MtgMana {
  /** Cards whose front face is a land. */
  private readonly landCards: Int32Array;
  /** Modal double-faced cards with a land back (CR 712.12), when the land policy plays those backs. */
  private readonly landBackCards: Int32Array;
  /** Per union: spells in hand needing more sources of it than the battlefield has (land choice). */
  private readonly lacking: Int16Array;
  /** The land faces the land drop chooses from. */
  private readonly candidateFace: Int16Array;
  /** Lands on the battlefield: one a turn, so at least t on turn t exactly when every land drop was made. */
  protected lands = 0;
  private basicLands = 0;
  private readonly landTypeCounts = new Int16Array(5);

  constructor(deck: CompiledMtgDeck, layout: MetricsLayout) {
    super(deck, layout);
    const cards = deck.names.length;
    this.landCards = cardSet(this.mana.words, cards, (card) => deck.landFace[card] >= 0);
    this.landBackCards = cardSet(this.mana.words, cards, (card) => deck.landBackFace[card] >= 0 && deck.mdfcAsLand);
    this.lacking = new Int16Array(this.k);
    this.candidateFace = new Int16Array(cards);
  }

  protected resetLands(): void {
    this.lands = 0;
    this.basicLands = 0;
    for (let t = 0; t < 5; t++) this.landTypeCounts[t] = 0;
  }

  /** Plays the best land in hand, if any; returns whether a land was played. */
  protected playLand(turn: number): boolean {
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
    const handSet = this.handSet,
      candidateFace = this.candidateFace;
    let n = 0;
    for (let w = 0; w < this.words; w++) {
      for (let bits = handSet[w] & cards[w]; bits !== 0; bits &= bits - 1)
        candidateFace[n++] = faceOf[(w << 5) | lowestBit(bits)];
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
    let chosen = 0,
      bestScore = -1,
      bestPlace = 0;
    for (let c = 0; c < candidates; c++) {
      const face = this.candidateFace[c];
      const tapped = this.entersTapped(face);
      const castable = this.castableInHand(tapped ? this.phaseState : this.withLand(this.phaseState, face));
      const score = (tapped ? 1 : 0) + 1000 * castable + 2 * this.colorsHelped(face);
      // Ties go to the land that comes first in the hand.
      const place = this.handPosition[this.deck.landFaceCard[face]];
      if (score > bestScore || (score === bestScore && place < bestPlace)) {
        chosen = c;
        bestScore = score;
        bestPlace = place;
      }
    }
    return chosen;
  }

  /** Per union: spells in hand needing more units of it than the whole battlefield has (into `lacking`). */
  private countLacking(): void {
    const { words, handSet, lacking } = this;
    const shortSets = this.mana.shortSets(this.allState, handSet);
    const table = this.mana.table;
    for (let j = 0; j < this.k; j++) {
      let n = 0;
      for (let w = 0; w < words; w++) n += popcount(handSet[w] & table[shortSets + j * words + w]);
      lacking[j] = n;
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
    const { handSet, lifeCards } = this;
    const sets = this.mana.castableSet(state, handSet);
    const table = this.mana.table;
    let n = 0;
    for (let w = 0; w < this.words; w++) {
      n += popcount(handSet[w] & table[sets + w]);
      for (let bits = handSet[w] & lifeCards[w]; bits !== 0; bits &= bits - 1) {
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
      case TAPPED_ALWAYS:
        return true;
      case TAPPED_UNLESS_CONTROL_TYPE:
        return !this.controlsLandType(types, 1);
      case TAPPED_UNLESS_BASICS:
        return this.basicLands < deck.landTapCount[face];
      case TAPPED_UNLESS_FEW_LANDS:
        return this.lands > deck.landTapCount[face];
      case TAPPED_UNLESS_OTHER_TYPE:
        return !this.controlsLandType(types, deck.landTapCount[face]);
      case TAPPED_UNLESS_REVEAL:
        return !this.handHasLandType(types);
      default:
        return false;
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
}
