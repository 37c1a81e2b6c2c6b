// A deck compiled for the hot loop: card properties in typed arrays indexed by card id (one id per
// distinct card), the library as a slot → card id array, and the mulligan attempts. Plain data, so it
// crosses to worker_threads by structured clone.
import type { GameSetup } from '../goldfish/setup.ts';
import type { ScryPolicy } from '../goldfish/policy.ts';

/** A keep clause with its card requirements turned into requirement-group counts. */
export interface CompiledClause {
  lands: readonly [number, number];
  sources: readonly [number, number];
  /** Index g: copies of group g the hand must hold. */
  groupsAtLeast: number[];
}

export interface CompiledAttempt {
  drawn: number;
  kept: number;
  free: boolean;
  /** null keeps any hand. */
  clauses: CompiledClause[] | null;
  targetLands: number;
  /** The hand is the better of two dealt (engine/stats/smoothing.ts). */
  smoothed: boolean;
}

interface CompiledBase {
  name: string;
  names: string[];
  /** Slot → card id; each game starts from this order (reproducible from seed and game index alone). */
  library: Int16Array;
  setup: GameSetup;
  turns: number;
  attempts: CompiledAttempt[];
  /** CR 202.3 (MTG) / DM 201 cost, by card id. */
  manaValue: Float64Array;
  /** Cards whose castability is reported (not lands). */
  tracked: Int16Array;
  /**
   * Castability rows after the cards' own: row names.length + k is the spell half of card halfCards[k] (a Duel
   * Masters twinpact, DM 810.3a), with its own cost halfManaValue[k]. None in Magic.
   */
  halfCards: Int16Array;
  halfManaValue: Float64Array;
  /** Card id → 1 when the keep rules count it as a land (none in Duel Masters). */
  keepsAsLand: Uint8Array;
  /** The game ends when the goldfish dies (DM 509.1): kill turns and civilization screw are reported. */
  reportsKills: boolean;
}

export const CARD_KEEP_LAND = 1; // counted as a land by the keep rules
export const CARD_SOURCE = 2; // counted as a mana source by the keep rules (lands and nonland sources)

export const OPTION_PERMANENT = 1;
export const OPTION_CREATURE = 2; // summoning sick (CR 302.6): its mana is usable from the next turn
export const OPTION_HAS_X = 4;

export const TAPPED_NEVER = 0;
export const TAPPED_ALWAYS = 1;
export const TAPPED_UNLESS_CONTROL_TYPE = 2;
export const TAPPED_UNLESS_BASICS = 3;
export const TAPPED_UNLESS_FEW_LANDS = 4;
export const TAPPED_UNLESS_OTHER_TYPE = 5;
export const TAPPED_UNLESS_REVEAL = 6;

export interface CompiledMtgDeck extends CompiledBase {
  game: 'mtg';
  /** CR 903.6: commanders' card ids (command zone). */
  commanders: Int16Array;
  /** OB 8: the commanders that are signature spells, castable only once an oathbreaker is on the battlefield. */
  signatureSpells: Int16Array;
  scry: ScryPolicy;
  /** Play an MDFC's land back when no other land is in hand (CR 712.12). */
  mdfcAsLand: boolean;
  /** Smallest X worth casting an {X} spell for. */
  xMinimum: number;
  cardFlags: Uint8Array;
  /** Mana types (engine/goldfish/mana-types.ts bits) a land card makes (an MDFC: its land back): London bottoming. */
  landColors: Uint8Array;
  /** Mana types the pips of a spell's first way of casting it need: London bottoming. */
  spellColors: Uint8Array;
  /** Per card: the turn equal to its mana value, at least 1 (its curve turn). */
  curveTurn: Int16Array;
  /** Per turn t (0..turns), ceil(cards / 32) words: the set of tracked cards whose curve turn is t. */
  curveSets: Int32Array;
  /** Keep rules: bit g set when the card counts for requirement group g. */
  groupBits: Uint8Array;
  /** Land face (index into the land arrays) of a land card, −1 if none. */
  landFace: Int16Array;
  /** Land face of an MDFC's back, −1 if none. */
  landBackFace: Int16Array;
  /** The card a land face belongs to. */
  landFaceCard: Int16Array;
  landUnitStart: Int16Array;
  landUnitCount: Uint8Array;
  /** The most units any land face makes. */
  maxLandUnits: number;
  landTapKind: Uint8Array;
  landTapTypes: Uint8Array;
  landTapCount: Uint8Array;
  landLife: Uint8Array;
  landTypes: Uint8Array;
  /** face·unions.length + k: the face's units that can make some type in union k. */
  landHits: Int8Array;
  landBasic: Uint8Array;
  /** Mana units (masks of mana types) of every source, flat. */
  unitMasks: Int32Array;
  /** The fewest mana units any way of casting the card needs (a quick "cannot pay" test). */
  cardMinAmount: Int16Array;
  optionStart: Int16Array;
  optionCount: Uint8Array;
  optionManaValue: Float64Array;
  /** The cast policy's order: mana value, then the card's priority, then creatures first. */
  optionValue: Float64Array;
  optionFlags: Uint8Array;
  optionUnitStart: Int16Array;
  optionUnitCount: Uint8Array;
  optionVariantStart: Int16Array;
  optionVariantCount: Uint8Array;
  variantAmount: Int16Array;
  variantLife: Int16Array;
  /** The pip masks of each variant, flat (for exact payment when mana must be tapped for real). */
  variantPipStart: Int32Array;
  variantPipCount: Uint8Array;
  variantPips: Int32Array;
  /** Unions of pip masks (Hall's condition is checked on these). */
  unions: Int32Array;
  /** variant·unions.length + k: pips of the variant whose masks lie inside union k. */
  demand: Int16Array;
}

export const EVOLUTION_NONE = 0;
export const EVOLUTION_BATTLE = 1;
export const EVOLUTION_DECK = 2;
export const EVOLUTION_UNREACHABLE = 3;

export interface CompiledDmDeck extends CompiledBase {
  game: 'dm';
  /** DM 106.2: each card's civilizations in the mana zone. */
  civilizations: Uint8Array;
  /** DM 112.2a, 810.3a: the civilizations paid to execute each card (a twinpact's creature half's own). */
  castCivilizations: Uint8Array;
  manaNumber: Uint8Array;
  creature: Uint8Array;
  speedAttacker: Uint8Array;
  attacksPlayers: Uint8Array;
  breaker: Uint8Array;
  /** DM 801.1a: card id → bitmask over the battle-zone source kinds (bit k: the card is a source of kind k). */
  sourceBits: Int32Array;
  /** An evolution's source kind, or −1. */
  evolvesFrom: Int8Array;
  /** Sources an evolution goes on (2 for vortex, 3 for galaxy vortex), 0 for any other card. */
  evolutionCount: Uint8Array;
  /** Where its sources come from: EVOLUTION_NONE, _BATTLE, _DECK (the library's top cards) or _UNREACHABLE. */
  evolutionZone: Uint8Array;
  charger: Uint8Array;
  chargeRank: Int8Array;
  priority: Float64Array;
  /** A twinpact's spell half (DM 810.3a), by card id: its castability row (−1 for any other card), cost and civilizations. */
  spellRow: Int16Array;
  spellCost: Float64Array;
  spellCastCivilizations: Uint8Array;
  /** "Charger" on the spell half: it goes to the mana zone after it resolves. */
  spellCharger: Uint8Array;
  /** 1 when the twinpact policy prefers the spell half (engine/goldfish/policy.ts `TwinpactPolicy.spellFirst`). */
  spellFirst: Uint8Array;
  /** The other half is cast when the preferred one cannot be (TwinpactPolicy.otherHalf). */
  otherHalf: boolean;
}

export type CompiledDeck = CompiledMtgDeck | CompiledDmDeck;
