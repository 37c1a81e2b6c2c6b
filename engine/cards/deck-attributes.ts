// Deck-building attributes read once from a card's own characteristics and text (ARCHITECTURE §2).
// The card-data normalizers call deriveDeckAttributes() when they build a Card; the validator reads the result.
import type { CardFace, DeckAttributes, PartnerKind } from './types.ts';

export interface DeckAttributeInput {
  name: string;
  layout: string;
  faces: readonly CardFace[];
  keywords: readonly string[];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

function countWord(word: string): number | undefined {
  return NUMBER_WORDS[word.toLowerCase()] ?? (/^\d+$/.test(word) ? Number(word) : undefined);
}

/** Texts by which a card changes its own copy limit; read from the text, never from a list of names. */
const COPY_LIMIT_TEXTS: { pattern: RegExp; limit: (match: RegExpExecArray) => number | 'any' | undefined }[] = [
  // CR 100.2a, 903.5b, MTR 6.1: Relentless Rats, Persistent Petitioners, Dragon's Approach, Hare Apparent …
  { pattern: /deck can have any number of cards named/i, limit: () => 'any' },
  // Seven Dwarves ("up to seven"), Nazgûl ("up to nine")
  { pattern: /deck can have up to (\w+) cards named/i, limit: (m) => countWord(m[1]) },
  // Once More with Feeling
  { pattern: /deck can have only one card named/i, limit: () => 1 },
  // DM 100.2a, English text of the card data: "More than 4 of this card in your deck"
  { pattern: /more than (?:4|four) of this card in your deck/i, limit: () => 'any' },
  // DM 100.4a: "More than 2 of this card in your Super Gacharange" (Dusaico, Darma GR)
  { pattern: /more than (?:2|two) of this card in your super gacharange/i, limit: () => 'any' },
  // DM 100.2a, Japanese text: 「このカードは、4枚以上デッキに入れることができる」
  { pattern: /4枚以上デッキに入れることができる/, limit: () => 'any' },
];

/** The copy limit a card's own text sets (CR 100.2a, 903.5b, 113.6n; DM 100.2a), if any. */
export function copyLimitFromText(text: string): number | 'any' | undefined {
  for (const { pattern, limit } of COPY_LIMIT_TEXTS) {
    const m = pattern.exec(text);
    if (m) return limit(m);
  }
  return undefined;
}

const CAN_BE_YOUR_COMMANDER = /can be your commander/i;
/** Grist, the Hunger Tide: "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types." */
const CREATURE_OFF_BATTLEFIELD =
  /isn't on the battlefield, it's an? [^.]*\bcreature\b[^.]*in addition to its other types/i;

/** A creature for deck building: printed, or by text that works outside the battlefield (Grist; XMage hasCardTypeForDeckbuilding). */
export function isCreatureForDeckbuilding(face: CardFace): boolean {
  return face.types.includes('Creature') || CREATURE_OFF_BATTLEFIELD.test(face.text);
}

/**
 * CR 903.3, 903.3a: a legendary creature card, or a card whose text says it can be your commander.
 * Current Commander rules also let a legendary Vehicle lead, and a legendary Spacecraft that has power and toughness.
 */
export function canBeCommander(front: CardFace): boolean {
  if (CAN_BE_YOUR_COMMANDER.test(front.text)) return true;
  if (!front.supertypes.includes('Legendary')) return false;
  if (isCreatureForDeckbuilding(front)) return true;
  if (front.subtypes.includes('Vehicle')) return true;
  return front.subtypes.includes('Spacecraft') && front.power !== undefined && front.toughness !== undefined;
}

/** Subtypes of a Time Lord Doctor, whichever way a source splits "Time Lord". */
const DOCTOR_SUBTYPES = new Set(['Time Lord', 'Time', 'Lord', 'Doctor']);

/** 702.124 (Doctor's companion): a legendary Time Lord Doctor creature with no other creature types. */
function isPlainDoctor(front: CardFace): boolean {
  if (!front.supertypes.includes('Legendary') || !front.types.includes('Creature')) return false;
  const timeLord =
    front.subtypes.includes('Time Lord') || (front.subtypes.includes('Time') && front.subtypes.includes('Lord'));
  return timeLord && front.subtypes.includes('Doctor') && front.subtypes.every((t) => DOCTOR_SUBTYPES.has(t));
}

/**
 * "Partner—[text]" (CR 702.124i as renumbered in 2025, after the rules this project's digest holds): two cards pair
 * when both have the same one, e.g. Partner—Father & son, Partner—Survivors. Friends forever, printed on its own
 * before and as "Partner—Friends forever" in today's Oracle text, is one ability either way (702.124g).
 */
function partnerTextKind(label: string): PartnerKind {
  return /^friends forever$/i.test(label) ? { kind: 'friends-forever' } : { kind: 'partner-text', text: label };
}

/** CR 702.124: the partner variants, read from the front face (ability lines, not reminder text). */
export function partnerKind(front: CardFace): PartnerKind | undefined {
  const text = front.text;
  const partnerWith = /^Partner with ([^(\n]+?)\s*(?:\(|$)/m.exec(text);
  if (partnerWith) return { kind: 'partner-with', name: partnerWith[1].trim() };
  const partnerText = /^Partner\s*—\s*([^(\n]+?)\s*(?:\(|$)/m.exec(text);
  if (partnerText) return partnerTextKind(partnerText[1].trim());
  if (/^Partner(?:\s*\(|$)/m.test(text)) return { kind: 'partner' };
  if (/^Friends forever(?:\s*\(|$)/m.test(text)) return { kind: 'friends-forever' };
  if (/^Choose a Background(?:\s*\(|$)/m.test(text)) return { kind: 'choose-a-background' };
  if (/^Doctor's companion(?:\s*\(|$)/m.test(text)) return { kind: 'doctors-companion' };
  // 702.124h: "a legendary Background enchantment card"
  if (
    front.supertypes.includes('Legendary') &&
    front.types.includes('Enchantment') &&
    front.subtypes.includes('Background')
  ) {
    return { kind: 'background' };
  }
  if (isPlainDoctor(front)) return { kind: 'doctor' };
  return undefined;
}

/** CR 702.139a: "Companion — [condition]". */
function hasCompanion(card: DeckAttributeInput): boolean {
  return card.keywords.includes('Companion') || /^Companion\s*—/m.test(card.faces[0].text);
}

export function deriveDeckAttributes(card: DeckAttributeInput): DeckAttributes {
  const front = card.faces[0];
  const attributes: DeckAttributes = { canBeCommander: canBeCommander(front) };
  const copyLimit = copyLimitFromText(card.faces.map((f) => f.text).join('\n'));
  if (copyLimit !== undefined) attributes.copyLimit = copyLimit;
  const partner = partnerKind(front);
  if (partner) attributes.partner = partner;
  if (hasCompanion(card)) attributes.companion = companionKey(card.name);
  return attributes;
}

/** Companion conditions are keyed by the companion's first name word: "Lurrus of the Dream-Den" → "lurrus". */
export function companionKey(name: string): string {
  return name.split(/[ ,]/)[0].toLowerCase();
}
