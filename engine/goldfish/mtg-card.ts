// What the goldfish needs to know about an MTG card, read once from its characteristics and text:
// how it is played as a land (and whether it enters tapped), which faces can be cast from hand and for
// what, and which mana it makes. Everything the hot loop uses is derived here, not in the loop.
import type { Card, CardFace } from '../cards/types.ts';
import { compileManaCost, type CostOptions, type CostProgram } from './mtg-cost.ts';
import { ANY_COLOR, MANA_BIT, SNOW_BIT, manaMask } from './mana-types.ts';

/** Basic land types (CR 205.3i, 305.6) as bits, in WUBRG order of the mana they make. */
export const LAND_TYPE_BIT: Readonly<Record<string, number>> = {
  Plains: 1,
  Island: 2,
  Swamp: 4,
  Mountain: 8,
  Forest: 16,
};
const LAND_TYPE_MANA: Readonly<Record<string, number>> = {
  Plains: MANA_BIT.W,
  Island: MANA_BIT.U,
  Swamp: MANA_BIT.B,
  Mountain: MANA_BIT.R,
  Forest: MANA_BIT.G,
};

/**
 * When a land enters tapped. Unconditional text is 'tapped'. Conditions the goldfish can see are kept
 * and checked as the land is played; "you may pay N life. If you don't, it enters tapped" (shock lands,
 * modal lands) is played untapped for the life, recorded in `lifeToUntap`.
 */
export type TappedRule =
  | { kind: 'untapped' }
  | { kind: 'tapped' }
  | { kind: 'unless-control-type'; types: number } // check lands: "unless you control a Plains or an Island"
  | { kind: 'unless-basic-lands'; atLeast: number } // "unless you control two or more basic lands"
  | { kind: 'unless-other-lands-at-most'; atMost: number } // fast lands: "two or fewer other lands"
  | { kind: 'unless-other-type-at-least'; types: number; atLeast: number } // "three or more other Forests"
  | { kind: 'unless-reveal-type'; types: number }; // "you may reveal an Island or Swamp card from your hand"

export interface MtgLandFace {
  face: string;
  /** One mask per unit of mana one tap makes (Sol Ring-style lands make two units). */
  units: number[];
  tapped: TappedRule;
  lifeToUntap: number;
  /** Basic land types it has (CR 305.6), for check lands and the like. */
  landTypes: number;
  basic: boolean;
}

export interface MtgCastOption {
  face: string;
  cost: CostProgram;
  permanent: boolean;
  creature: boolean;
  /** Mana units the permanent can make once on the battlefield ({T}: Add …); empty for non-sources. */
  units: number[];
}

export interface MtgCardProfile {
  name: string;
  /** The front face is a land (CR 305, 712.8a): it is played, never cast. */
  land?: MtgLandFace;
  /** A modal double-faced card's land back (CR 712.12): played as a land, else the front is cast. */
  landBack?: MtgLandFace;
  castOptions: MtgCastOption[];
  /** CR 202.3 outside the stack. */
  manaValue: number;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
export const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Planeswalker', 'Battle', 'Land'];

/** Layouts whose second face can also be cast from hand: split halves (709.3), adventures (715.3), modal faces (712.11). */
const CASTABLE_BACK_FACE_LAYOUTS = new Set(['split', 'adventure', 'modal_dfc']);

export function mtgCardProfile(
  card: Card,
  options: CostOptions & { commanderColors?: readonly string[] },
): MtgCardProfile {
  const [front, back] = card.faces;
  const profile: MtgCardProfile = { name: card.name, castOptions: [], manaValue: card.manaValue };
  if (isLandFace(front)) {
    profile.land = landFace(front, options.commanderColors);
    return profile;
  }
  profile.castOptions.push(castOption(front, options));
  if (back && card.layout === 'modal_dfc' && isLandFace(back))
    profile.landBack = landFace(back, options.commanderColors);
  else if (back && CASTABLE_BACK_FACE_LAYOUTS.has(card.layout) && !isLandFace(back))
    profile.castOptions.push(castOption(back, options));
  return profile;
}

function isLandFace(face: CardFace): boolean {
  return face.types.includes('Land');
}

function castOption(face: CardFace, options: CostOptions & { commanderColors?: readonly string[] }): MtgCastOption {
  const permanent = face.types.some((t) => PERMANENT_TYPES.includes(t));
  return {
    face: face.name,
    cost: compileManaCost(face.manaCost, options),
    permanent,
    creature: face.types.includes('Creature'),
    units: permanent ? manaUnits(face, options.commanderColors) : [],
  };
}

function landFace(face: CardFace, commanderColors?: readonly string[]): MtgLandFace {
  const tapped = tappedRule(face);
  return {
    face: face.name,
    units: manaUnits(face, commanderColors),
    tapped,
    lifeToUntap: Number(PAY_LIFE_RE.exec(face.text)?.[1] ?? 0),
    landTypes: face.subtypes.reduce((m, t) => m | (LAND_TYPE_BIT[t] ?? 0), 0),
    basic: face.supertypes.includes('Basic'),
  };
}

// "enters the battlefield tapped" (older Oracle text) and "enters tapped" (CR 700.15 wording).
const ENTERS_TAPPED = String.raw`enters(?: the battlefield)? tapped`;
const TAPPED_RE = new RegExp(ENTERS_TAPPED, 'i');
const PAY_LIFE_RE = /you may pay (\d+) life\. If you don't, it enters(?: the battlefield)? tapped/i;
const UNLESS_TYPE_RE = new RegExp(`${ENTERS_TAPPED} unless you control an? (\\w+)(?: or an? (\\w+))?\\.`, 'i');
const UNLESS_BASICS_RE = new RegExp(`${ENTERS_TAPPED} unless you control (\\w+) or more basic lands`, 'i');
const UNLESS_FEW_LANDS_RE = new RegExp(`${ENTERS_TAPPED} unless you control (\\w+) or fewer other lands`, 'i');
const UNLESS_OTHER_TYPE_RE = new RegExp(`${ENTERS_TAPPED} unless you control (\\w+) or more other (\\w+?)s\\b`, 'i');
const REVEAL_RE =
  /you may reveal an? (\w+)(?: or (\w+))? card from your hand\. If you don't, .* enters(?: the battlefield)? tapped/i;

const typeBits = (...words: (string | undefined)[]) => words.reduce((m, w) => m | (w ? (LAND_TYPE_BIT[w] ?? 0) : 0), 0);
const count = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** Reads a land's enters-tapped text; conditions beyond the ones listed above count as untapped. */
export function tappedRule(face: CardFace): TappedRule {
  const text = face.text;
  if (!TAPPED_RE.test(text) || PAY_LIFE_RE.test(text)) return { kind: 'untapped' };
  let m = UNLESS_BASICS_RE.exec(text);
  if (m) return { kind: 'unless-basic-lands', atLeast: count(m[1]) };
  m = UNLESS_FEW_LANDS_RE.exec(text);
  if (m) return { kind: 'unless-other-lands-at-most', atMost: count(m[1]) };
  m = UNLESS_OTHER_TYPE_RE.exec(text);
  if (m && LAND_TYPE_BIT[m[2]])
    return { kind: 'unless-other-type-at-least', types: typeBits(m[2]), atLeast: count(m[1]) };
  m = UNLESS_TYPE_RE.exec(text);
  if (m && typeBits(m[1], m[2])) return { kind: 'unless-control-type', types: typeBits(m[1], m[2]) };
  m = REVEAL_RE.exec(text);
  if (m && typeBits(m[1], m[2])) return { kind: 'unless-reveal-type', types: typeBits(m[1], m[2]) };
  if (/unless|if you don't/i.test(text)) return { kind: 'untapped' };
  return { kind: 'tapped' };
}

// A mana ability with {T} in its cost (CR 106.12, 605.1a); sacrifice-for-mana one-shots (Treasure-like) are not sources.
const TAP_ABILITY_RE = /(?:^|\n|\()([^:\n(]*\{T\}[^:\n]*): Add ([^.]+)\./g;
const SYMBOL_RE = /\{([WUBRGC])\}/g;

/**
 * The units of mana one tap of this permanent makes (CR 106, 605): "{W} or {U}" is one unit of either,
 * "{C}{C}" two units, "one mana of any color" one unit of any color. With several tap abilities one is
 * chosen per tap, so single-unit abilities merge into one unit of their union.
 */
export function manaUnits(face: CardFace, commanderColors?: readonly string[]): number[] {
  const abilities: number[][] = [];
  for (const m of face.text.matchAll(TAP_ABILITY_RE)) {
    if (/Sacrifice/i.test(m[1])) continue;
    const units = unitsOfClause(m[2], commanderColors);
    const costMana = [...m[1].matchAll(/\{(\d+)\}/g)].reduce((s, x) => s + Number(x[1]), 0);
    // A filter ("{1}, {T}: Add {W}{U}") nets one mana less per generic paid: one unit of the union.
    abilities.push(
      costMana > 0 && units.length > 0
        ? Array<number>(Math.max(1, units.length - costMana)).fill(units.reduce((a, b) => a | b, 0))
        : units,
    );
  }
  if (face.types.includes('Land')) abilities.push(intrinsicLandUnits(face));
  const nonEmpty = abilities.filter((a) => a.length > 0);
  if (nonEmpty.length === 0) return [];
  if (nonEmpty.every((a) => a.length === 1)) return [nonEmpty.reduce((m, a) => m | a[0], 0) | snowBit(face)];
  const widest = nonEmpty.reduce((best, a) => (a.length > best.length ? a : best));
  return widest.map((mask) => mask | snowBit(face));
}

const snowBit = (face: CardFace) => (face.supertypes.includes('Snow') ? SNOW_BIT : 0);

/** CR 305.6: a basic land type gives "{T}: Add [its color]" even with no rules text. */
function intrinsicLandUnits(face: CardFace): number[] {
  const mask = face.subtypes.reduce((m, t) => m | (LAND_TYPE_MANA[t] ?? 0), 0);
  return mask ? [mask] : [];
}

function unitsOfClause(clause: string, commanderColors?: readonly string[]): number[] {
  // CR 106.7: "any color that a land an opponent controls could produce" makes nothing against a goldfish with no lands.
  if (/an opponent controls could produce/i.test(clause)) return [];
  const anyColor = /(\w+) mana of any(?: one)? colou?r|(\w+) mana in any combination of colors/i.exec(clause);
  if (anyColor) {
    const identity =
      /commander's color identity/i.test(clause) && commanderColors ? manaMask(commanderColors) : ANY_COLOR;
    return Array<number>(count(anyColor[1] ?? anyColor[2]) || 1).fill(identity);
  }
  if (/chosen color|any type/i.test(clause)) return [ANY_COLOR | symbolMask(clause)];
  if (/\bor\b/.test(clause)) return [symbolMask(clause)];
  const symbols = [...clause.matchAll(SYMBOL_RE)].map((s) => MANA_BIT[s[1] as keyof typeof MANA_BIT]);
  return /an amount of|for each|equal to/i.test(clause) ? symbols.slice(0, 1) : symbols;
}

function symbolMask(clause: string): number {
  let mask = 0;
  for (const s of clause.matchAll(SYMBOL_RE)) mask |= MANA_BIT[s[1] as keyof typeof MANA_BIT];
  return mask;
}
