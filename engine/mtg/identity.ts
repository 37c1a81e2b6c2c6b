// Color (CR 105, 202.2, 204) and color identity (CR 903.4) of MTG cards.
import { COLORS, type Card, type Color } from '../cards/types.ts';
import { layoutRule } from './layouts.ts';
import { colorsInText, costColors, parseManaCost } from './mana.ts';
import { BASIC_LAND_TYPE_COLORS } from './produced-mana.ts';

/** What color and color identity are read from on one face. */
export interface ColorSource {
  name: string;
  /** Mana cost in braces, "" when the face has none. */
  manaCost: string;
  /** Rules text as printed, reminder text included. */
  text: string;
  colorIndicator?: readonly string[];
}

const REMINDER_RE = /[ \t]*\([^()]*\)/g;

/** CR 207.2, 903.4c: rules text without its reminder text (the parenthesised parts, innermost first). */
export function stripReminderText(text: string): string {
  let stripped = text;
  for (let previous = ''; previous !== stripped;) {
    previous = stripped;
    stripped = stripped.replace(REMINDER_RE, '');
  }
  return stripped;
}

const inColorOrder = (colors: ReadonlySet<string>): Color[] => COLORS.filter((c) => colors.has(c));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** CR 604.3 characteristic-defining ability "[This object] is all colors." (Sphinx of the Guildpact). */
export function definesAllColors(face: Pick<ColorSource, 'name' | 'text'>): boolean {
  if (!face.text.includes(' is all colors.')) return false;
  const subject = `(?:${escapeRegExp(face.name)}|This \\w+)`;
  return new RegExp(`(?:^|\\n)${subject} is all colors\\.`).test(stripReminderText(face.text));
}

/** CR 702.114a: devoid is the characteristic-defining ability "This object is colorless." */
export function hasDevoid(face: Pick<ColorSource, 'text'>): boolean {
  return /^Devoid\b/m.test(face.text);
}

/**
 * CR 105.2, 202.2: a face's colors are the colors of its mana cost and of its color indicator (204);
 * a characteristic-defining ability overrides both (604.3: devoid, "is all colors").
 */
export function faceColors(face: ColorSource): Color[] {
  if (hasDevoid(face)) return [];
  if (definesAllColors(face)) return [...COLORS];
  const colors = new Set<string>([...costColors(parseManaCost(face.manaCost)), ...(face.colorIndicator ?? [])]);
  return inColorOrder(colors);
}

/**
 * The card's colors outside the stack from its faces' colors: a split card has both halves' colors (CR 709.4),
 * every other card its front face's (712.8a double-faced, 715.4 adventurer, 710.1c flip).
 */
export function cardColors(layout: string, faces: readonly { colors: readonly string[] }[]): Color[] {
  const counted = layoutRule(layout).combine === 'all-faces' ? faces : faces.slice(0, 1);
  return inColorOrder(new Set(counted.flatMap((f) => f.colors)));
}

/**
 * CR 903.4: the colors of the mana symbols in every face's mana cost and rules text, plus color indicators (204)
 * and colors set by characteristic-defining abilities (604.3). Every face counts: back faces (903.4d), adventures
 * and other alternative characteristics (903.4e), both split halves. Reminder text is ignored (903.4c); {H} and the
 * pawprint {P} carry no color (107.4g, 107.18). Basic land types add nothing here (they are checked under 903.5d).
 * `addedColors` come from outside the card's faces: a color the player chooses before the game (903.4b, The
 * Prismatic Piper), the circled colors of 207.5, or a meld result's parts.
 */
export function colorIdentity(faces: readonly ColorSource[], addedColors: readonly string[] = []): Color[] {
  const colors = new Set<string>(addedColors);
  for (const face of faces) {
    for (const c of costColors(parseManaCost(face.manaCost))) colors.add(c);
    for (const c of face.colorIndicator ?? []) colors.add(c);
    for (const c of colorsInText(stripReminderText(face.text))) colors.add(c);
    if (definesAllColors(face)) for (const c of COLORS) colors.add(c);
  }
  return inColorOrder(colors);
}

/**
 * The colors a card's basic land types produce (every face). Not part of color identity (903.4c ignores the reminder
 * text such lands carry); CR 903.5d checks them against the commander's identity separately.
 */
export function basicLandTypeColors(faces: readonly { subtypes: readonly string[] }[]): Color[] {
  const colors = new Set<string>();
  for (const face of faces)
    for (const subtype of face.subtypes)
      if (BASIC_LAND_TYPE_COLORS[subtype]) colors.add(BASIC_LAND_TYPE_COLORS[subtype]);
  return inColorOrder(colors);
}

/**
 * Which commanders' decks a card may join: its color identity (CR 903.4) with the colors of its basic land types
 * (903.5d), as players read a card's identity (an Island is blue, Temple Garden green-white). What search's id: and
 * the card panel show; the validator checks the two parts under their own rules. A Duel Masters card's are its civilizations.
 */
export function deckColorIdentity(card: Pick<Card, 'game' | 'colorIdentity' | 'faces'>): string[] {
  if (card.game !== 'mtg') return card.colorIdentity;
  return inColorOrder(new Set([...card.colorIdentity, ...basicLandTypeColors(card.faces)]));
}
