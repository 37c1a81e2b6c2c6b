// What the search index stores for one card, derived from the engine Card by the same folding the parser
// applies to queries, so a query and the text it should find always meet in the same form.
import type { Card } from '../cards/types.ts';
import { foldName, foldText } from '../text/fold.ts';
import { flagMask } from './flags.ts';
import { selfReferences, withoutReminderText, withSelfReferences } from './self-names.ts';
import { deckColorIdentity } from '../mtg/identity.ts';
import { manaMask } from '../goldfish/mana-types.ts';

export interface IndexedCard {
  sortName: string;
  /** What id: compares: the color identity with the colors of basic land types (engine/mtg deckColorIdentity). */
  identity: string[];
  /** Every face's type line, folded ("legendary creature - elf warrior // ..."). */
  typeLine: string;
  /** Subtypes (DM races) of every face, folded, joined by "|". */
  subtypes: string;
  flags: number;
  /** The mana the card can add (Card.producedMana), as goldfish/mana-types' bits: W U B R G and colorless C. */
  produced: number;
  colorSort: number;
  /** Rules text without reminder text (Scryfall's `o:`), folded paragraph by paragraph (foldText). */
  oracle: string;
  /** Rules text as printed, reminder text included (`fo:`), folded. */
  fullOracle: string;
  /** The same two texts with the card's own names written "~". */
  oracleSelf: string;
  fullOracleSelf: string;
  keywords: string[];
  /** The Japanese type line and rules text of every face (Card.localized.ja), folded; empty where there is none. */
  japanese: { typeLine: string; text: string };
  /** Each face's numbers that pow, tou and loy compare (any face matches); faces with none are left out. */
  faceNumbers: FaceNumbers[];
}

export interface FaceNumbers {
  face: number;
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
}

/** The numeric part of a power, toughness or loyalty ("3", "1+*" → 1); null when there is none ("*", "X"). */
export function leadingNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
}

/** A Duel Masters card has one power (DM 206), its creature side's; a Magic card's faces have their own (CR 208, 209). */
function faceNumbers(card: Card): FaceNumbers[] {
  if (card.dm) return card.dm.power === null ? [] : [{ face: 0, power: card.dm.power, toughness: null, loyalty: null }];
  return card.faces
    .map((f, face) => ({
      face,
      power: leadingNumber(f.power),
      toughness: leadingNumber(f.toughness),
      loyalty: leadingNumber(f.loyalty),
    }))
    .filter((n) => n.power !== null || n.toughness !== null || n.loyalty !== null);
}

/** Sort key for `order:color`: white, blue, black, red, green, then pairs, triples…, colorless last. */
export function colorSortKey(mask: number): number {
  const count = popCount(mask);
  return count === 0 ? 6 * 32 : count * 32 + mask;
}

export function popCount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/** The rules-text part of IndexedCard, the costly part of it. */
type IndexedText = Pick<IndexedCard, 'oracle' | 'fullOracle' | 'oracleSelf' | 'fullOracleSelf'>;

function indexText(card: Card): IndexedText {
  const names = selfReferences(card);
  const fullOracle = foldText(card.text);
  const fullOracleSelf = withSelfReferences(fullOracle, names);
  // Most rules texts have no reminder text: then both texts are one string, folded once.
  if (!card.text.includes('(')) return { oracle: fullOracle, fullOracle, oracleSelf: fullOracleSelf, fullOracleSelf };
  const oracle = foldText(withoutReminderText(card.text));
  return { oracle, fullOracle, oracleSelf: withSelfReferences(oracle, names), fullOracleSelf };
}

/** Faces joined as the English ones are (Card.typeLine, Card.text); a face without Japanese adds an empty part. */
function japaneseText(card: Card): IndexedCard['japanese'] {
  const faces = card.localized?.ja?.faces ?? [];
  return {
    typeLine: foldName(faces.map((f) => f.typeLine ?? '').join(' // ')),
    text: foldText(faces.map((f) => f.text ?? '').join('\n//\n')),
  };
}

export function indexCard(card: Card, colorMask: number): IndexedCard {
  return {
    sortName: foldName(card.name),
    identity: deckColorIdentity(card),
    typeLine: foldName(card.faces.map((f) => f.typeLine).join(' // ')),
    subtypes: card.faces
      .flatMap((f) => f.subtypes)
      .map(foldName)
      .join('|'),
    flags: flagMask(card),
    produced: manaMask(card.producedMana),
    colorSort: colorSortKey(colorMask),
    ...indexText(card),
    keywords: [...new Set(card.keywords.map(foldName))],
    japanese: japaneseText(card),
    faceNumbers: faceNumbers(card),
  };
}
