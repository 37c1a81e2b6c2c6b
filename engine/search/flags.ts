// The `is:` predicates, each a small function of the engine Card, and the land cycles (land-cycles.ts). The
// search index stores them as one bit mask (bit i = IS_FLAGS[i], up to 52 bits: a mask is a sum, exact in a
// number), so adding a flag changes the bits: bump SEARCH_INDEX_VERSION in db/search.
import type { Card, CardFace } from '../cards/types.ts';
import { parseManaCost, type ManaSymbol } from '../mtg/mana.ts';
import { LAND_CYCLE_ALIASES, LAND_CYCLES, landCyclesOf } from './land-cycles.ts';
import { lookup } from '../text/lookup.ts';
import { withoutReminderText } from './self-names.ts';

const CARD_FLAGS = [
  'commander',
  'partner',
  'companion',
  'background',
  'split',
  'flip',
  'transform',
  'mdfc',
  'dfc',
  'meld',
  'adventure',
  'leveler',
  'saga',
  'vanilla',
  'permanent',
  'spell',
  'historic',
  'basic',
  'legendary',
  'snow',
  'hybrid',
  'phyrexian',
  'twinpact',
  'evolution',
  'party',
  'modal',
  'indicator',
  'bear',
  'frenchvanilla',
  'outlaw',
] as const;
type CardFlag = (typeof CARD_FLAGS)[number];

export const IS_FLAGS = [...CARD_FLAGS, ...LAND_CYCLES] as const;
export type IsFlag = (typeof IS_FLAGS)[number];

/** CR 700.8: the creature types a party gathers, one of each. */
const PARTY_TYPES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'];
/** CR 700.12: the creature types that make an object an outlaw. */
const OUTLAW_TYPES = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'];
/** CR 700.2: an instruction to choose among options, then the options as a bulleted list. */
const MODES_RE = /choose [^\n]*—\s*\n•/i;

/** CR 110.4: the permanent types. */
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
/** CR 702.124: the partner abilities that pair two commanders with each other. */
const PARTNER_KINDS = ['partner', 'partner-with', 'friends-forever', 'partner-text', 'doctors-companion'];
/** CR 712: cards with two faces on two sides. */
const DOUBLE_FACED_LAYOUTS = ['transform', 'modal_dfc', 'meld', 'reversible_card'];

const hasType = (card: Card, type: string) => card.faces.some((f) => f.types.includes(type));
const hasSupertype = (card: Card, supertype: string) => card.faces.some((f) => f.supertypes.includes(supertype));
const layoutIn = (card: Card, ...layouts: string[]) => layouts.includes(card.layout);

function faceSymbols(face: CardFace): ManaSymbol[] {
  try {
    return parseManaCost(face.manaCost);
  } catch {
    return []; // a cost the mana parser does not know has no hybrid or Phyrexian symbol we could name
  }
}
const hasSymbol = (card: Card, kind: ManaSymbol['kind']) =>
  card.faces.some((f) => faceSymbols(f).some((s) => s.kind === kind));

/** DM: a card is a permanent unless every face is a spell (DM 200: spells go to the graveyard after resolving). */
function isPermanent(card: Card): boolean {
  if (card.game === 'dm') return card.faces.some((f) => !f.types.includes('Spell'));
  return PERMANENT_TYPES.some((t) => hasType(card, t));
}

/** Scryfall's is:spell: anything cast as a spell, so every face but lands (CR 305.1: lands are played). */
function isSpell(card: Card): boolean {
  return card.faces.some((f) => !f.types.includes('Land'));
}

/** Scryfall's is:bear: Grizzly Bears' numbers, a 2/2 creature of mana value 2 (CR 202.3, 208.1), whatever its text. */
function isBear(card: Card): boolean {
  return (
    card.game === 'mtg' &&
    card.manaValue === 2 &&
    card.faces.some((f) => f.types.includes('Creature') && f.power === '2' && f.toughness === '2')
  );
}

/**
 * What may follow a keyword ability's name in its line of rules text (CR 702): nothing ("Flying"), a cost or a
 * number ("Ward {2}", "Bushido 1", "Reinforce 1—{1}{W}"), a quality ("Protection from red", "Partner with …",
 * "Affinity for artifacts"), or a cost after a dash ("Ward—Pay 3 life."). An ability word's " — " and the sentence
 * after it is none of these (CR 207.2c), so "Landfall — Whenever …" is not a keyword line.
 */
const KEYWORD_PARAMETER = /^(?:|\s+(?:\{[^}]+\})+|\s+(?:\d+|x)(?:—.+)?|\s+(?:from|with|for|onto)\s[^—]+|—\S.*)$/;

/** A part of a keyword line ("flying", "ward {2}") that one of the card's keyword abilities begins. */
function isKeywordAbility(part: string, keywords: readonly string[]): boolean {
  return keywords.some((k) => part.startsWith(k) && KEYWORD_PARAMETER.test(part.slice(k.length)));
}

/**
 * Scryfall's is:frenchvanilla: a creature whose rules text is keyword abilities and nothing else, at least one
 * (reminder text aside, CR 207.2): every line a list of them ("Flying, vigilance"). A vanilla creature has none.
 */
function isFrenchVanilla(card: Card): boolean {
  if (card.game !== 'mtg' || !hasType(card, 'Creature')) return false;
  const keywords = card.keywords.map((k) => k.toLowerCase());
  const lines = card.faces.flatMap((f) =>
    withoutReminderText(f.text)
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return (
    lines.length > 0 &&
    lines.every((line) => line.split(/[,;] /).every((part) => isKeywordAbility(part.trim(), keywords)))
  );
}

export const IS_PREDICATES: Readonly<Record<CardFlag, (card: Card) => boolean>> = {
  commander: (card) => card.deck.canBeCommander, // CR 903.3
  partner: (card) => PARTNER_KINDS.includes(card.deck.partner?.kind ?? ''),
  companion: (card) => card.deck.companion !== undefined, // CR 702.139
  background: (card) => card.deck.partner?.kind === 'background',
  split: (card) => layoutIn(card, 'split', 'aftermath'), // CR 709, 702.127
  flip: (card) => layoutIn(card, 'flip'), // CR 710
  transform: (card) => layoutIn(card, 'transform'), // CR 712
  mdfc: (card) => layoutIn(card, 'modal_dfc'), // CR 712
  dfc: (card) => layoutIn(card, ...DOUBLE_FACED_LAYOUTS),
  meld: (card) => layoutIn(card, 'meld'),
  adventure: (card) => layoutIn(card, 'adventure'), // CR 715
  leveler: (card) => layoutIn(card, 'leveler'),
  saga: (card) => card.faces.some((f) => f.subtypes.includes('Saga')), // CR 714
  vanilla: (card) => hasType(card, 'Creature') && card.faces.every((f) => f.text.trim() === ''),
  permanent: isPermanent,
  spell: isSpell,
  historic: (card) =>
    hasSupertype(card, 'Legendary') || hasType(card, 'Artifact') || card.faces.some((f) => f.subtypes.includes('Saga')), // CR 700.6
  basic: (card) => hasSupertype(card, 'Basic'), // CR 205.4a
  legendary: (card) => hasSupertype(card, 'Legendary'),
  snow: (card) => hasSupertype(card, 'Snow'),
  hybrid: (card) => hasSymbol(card, 'hybrid') || hasSymbol(card, 'monocolored-hybrid'), // CR 107.4e
  phyrexian: (card) => hasSymbol(card, 'phyrexian'), // CR 107.4f
  twinpact: (card) => card.dm?.isTwinpact === true, // DM 810
  evolution: (card) => card.game === 'dm' && card.faces.some((f) => /evolution/i.test(f.typeLine)),
  party: (card) =>
    card.game === 'mtg' &&
    card.faces.some((f) => f.types.includes('Creature') && f.subtypes.some((t) => PARTY_TYPES.includes(t))),
  modal: (card) => card.game === 'mtg' && card.faces.some((f) => MODES_RE.test(f.text)),
  indicator: (card) => card.faces.some((f) => (f.colorIndicator?.length ?? 0) > 0), // CR 204
  bear: isBear,
  frenchvanilla: isFrenchVanilla,
  outlaw: (card) => card.game === 'mtg' && card.faces.some((f) => f.subtypes.some((t) => OUTLAW_TYPES.includes(t))), // CR 700.12
};

/** The bit of one flag in the stored mask. */
export function flagBit(flag: IsFlag): number {
  return 2 ** IS_FLAGS.indexOf(flag);
}

/** Every flag that holds for a card, as the stored bit mask (a sum of distinct bits). */
export function flagMask(card: Card): number {
  let mask = 0;
  for (const flag of CARD_FLAGS) if (IS_PREDICATES[flag](card)) mask += flagBit(flag);
  for (const cycle of landCyclesOf(card)) mask += flagBit(cycle);
  return mask;
}

/** Flags Scryfall asks with `has:` rather than `is:` (has:indicator). */
const HAS_FLAGS: readonly IsFlag[] = ['indicator'];

/** The flag an `is:` word names: its own name, or another name Scryfall gives a land cycle (is:karoo). */
export function flagNamed(word: string): IsFlag | undefined {
  if ((IS_FLAGS as readonly string[]).includes(word) && !HAS_FLAGS.includes(word as IsFlag)) return word as IsFlag;
  return lookup(LAND_CYCLE_ALIASES, word);
}

/** The flag a `has:` word names. */
export function hasFlagNamed(word: string): IsFlag | undefined {
  return HAS_FLAGS.find((flag) => flag === word);
}
