// Deck-building attributes read once from a card's own characteristics and text (ARCHITECTURE §2).
import type { CardFace, DeckAttributes, PartnerKind } from './types.ts';

export interface DeckAttributeInput {
  name: string;
  layout: string;
  faces: readonly CardFace[];
  keywords: readonly string[];
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** CR 100.2a / MTR 6.1: "A deck can have any number of cards named ~" or "up to seven cards named ~". */
export function copyLimitFromText(text: string): number | 'any' | undefined {
  if (/deck can have any number of cards named/i.test(text)) return 'any';
  const m = /deck can have up to (\w+) cards named/i.exec(text);
  if (m) return NUMBER_WORDS[m[1].toLowerCase()] ?? (Number(m[1]) || undefined);
  return undefined;
}

/** CR 903.3: a legendary creature, or a card whose text says it can be your commander. */
export function canBeCommander(front: CardFace): boolean {
  if (/can be your commander/i.test(front.text)) return true;
  return front.supertypes.includes('Legendary') && front.types.includes('Creature');
}

/** CR 702.124: the partner variants, read from the front face's text. */
export function partnerKind(front: CardFace): PartnerKind | undefined {
  const text = front.text;
  const partnerWith = /^Partner with ([^(\n]+?)\s*(?:\(|$)/m.exec(text);
  if (partnerWith) return { kind: 'partner-with', name: partnerWith[1].trim() };
  if (/^Partner(?:\s*\(|$)/m.test(text)) return { kind: 'partner' };
  if (/^Friends forever/m.test(text)) return { kind: 'friends-forever' };
  if (/^Choose a Background/m.test(text)) return { kind: 'choose-a-background' };
  if (/^Doctor's companion/m.test(text)) return { kind: 'doctors-companion' };
  if (front.subtypes.includes('Background')) return { kind: 'background' };
  if (front.subtypes.includes('Doctor') && front.supertypes.includes('Legendary')) return { kind: 'doctor' };
  return undefined;
}

export function deriveDeckAttributes(card: DeckAttributeInput): DeckAttributes {
  const front = card.faces[0];
  const allText = card.faces.map((f) => f.text).join('\n');
  const attributes: DeckAttributes = { canBeCommander: canBeCommander(front) };
  const copyLimit = copyLimitFromText(allText);
  if (copyLimit !== undefined) attributes.copyLimit = copyLimit;
  const partner = partnerKind(front);
  if (partner) attributes.partner = partner;
  if (card.keywords.includes('Companion') || /^Companion —/m.test(front.text)) attributes.companion = companionKey(card.name);
  return attributes;
}

/** Companion conditions are keyed by the companion's first name word: "Lurrus of the Dream-Den" → "lurrus". */
export function companionKey(name: string): string {
  return name.split(/[ ,]/)[0].toLowerCase();
}
