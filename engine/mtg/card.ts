// Assembles an MTG Card from its faces as a source describes them; both normalizers (Scryfall, MTGJSON) end here,
// so every card-level characteristic is computed by the same rules whatever the source.
import { COLORS, type Card, type CardFace, type Legality } from '../cards/types.ts';
import { deriveDeckAttributes } from '../cards/deck-attributes.ts';
import { CardDataError } from '../cards/errors.ts';
import { cardColors, colorIdentity, faceColors } from './identity.ts';
import { cardManaCost, cardManaValue, layoutRule } from './layouts.ts';
import { ManaCostError, manaValue, parseManaCost } from './mana.ts';
import { orderManaKinds, producedManaFromText } from './produced-mana.ts';
import { parseTypeLine } from './type-line.ts';

/** One face as read from a source; types are parsed from the type line when the source has no lists. */
export interface FaceInput {
  name: string;
  manaCost: string;
  /** Where the mana cost sits in the source record, named when it cannot be read. */
  manaCostField?: string;
  typeLine: string;
  supertypes?: string[];
  types?: string[];
  subtypes?: string[];
  text: string;
  colorIndicator?: string[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

/**
 * A meld result's mana value is the total of its meld parts' mana costs (CR 202.3c, 712.8g) and its identity
 * comes from its parts too; the parts are other records, so the source's own figures are kept.
 */
export interface MeldResultFigures {
  manaValue: number;
  colorIdentity: readonly string[];
}

export interface MtgCardInput {
  /** Scryfall oracle id. */
  id: string;
  layout: string;
  faces: readonly FaceInput[];
  keywords: readonly string[];
  legalities: Record<string, Legality>;
  localizedNames: Record<string, string>;
  /** The source's list of produced mana; derived from the text when absent. */
  producedMana?: readonly string[];
  meldResult?: MeldResultFigures;
}

export function buildMtgCard(input: MtgCardInput): Card {
  if (input.faces.length === 0)
    throw new CardDataError(`card ${input.id} has no faces`, 'skip.no-faces', { field: 'faces' });
  const faces = buildFaces(input.layout, input.faces);
  const name = faces.map((f) => f.name).join(' // ');
  const keywords = [...input.keywords];
  return {
    id: input.id,
    game: 'mtg',
    name,
    layout: input.layout,
    faces,
    manaCost: cardManaCost(
      input.layout,
      faces.map((f) => f.manaCost),
    ),
    manaValue:
      input.meldResult?.manaValue ??
      cardManaValue(
        input.layout,
        faces.map((f) => f.manaValue),
      ),
    typeLine: faces.map((f) => f.typeLine).join(' // '),
    text: faces.map((f) => f.text).join('\n//\n'),
    colors: cardColors(input.layout, faces),
    colorIdentity: colorIdentity(faces, input.meldResult?.colorIdentity),
    producedMana: input.producedMana
      ? orderManaKinds(input.producedMana)
      : producedManaFromText(faces.map((f) => f.text).join('\n')),
    keywords,
    legalities: input.legalities,
    localizedNames: input.localizedNames,
    deck: deriveDeckAttributes({ name, layout: input.layout, faces, keywords }),
  };
}

/**
 * Each face's own mana value and colors, except where the layout makes a face keep the front face's
 * (transforming back faces CR 712.8e, flipped flip cards 710.1c).
 */
function buildFaces(layout: string, inputs: readonly FaceInput[]): CardFace[] {
  const rule = layoutRule(layout);
  const faces: CardFace[] = [];
  inputs.forEach((input, i) => {
    const own = buildFace(input);
    const front = faces[0];
    if (i > 0 && rule.backFaceManaValue === 'front-face') own.manaValue = front.manaValue;
    if (i > 0 && rule.backFaceColors === 'front-face') own.colors = [...front.colors];
    faces.push(own);
  });
  return faces;
}

function buildFace(input: FaceInput): CardFace {
  // A source may give some of the type lists and not others; the type line fills in the missing ones.
  const parsedTypes = input.supertypes && input.types && input.subtypes ? undefined : parseTypeLine(input.typeLine);
  const colorIndicator = input.colorIndicator && checkedColorIndicator(input.name, input.colorIndicator);
  const face: CardFace = {
    name: input.name,
    manaCost: input.manaCost,
    manaValue: faceManaValue(input),
    typeLine: input.typeLine,
    supertypes: input.supertypes ?? parsedTypes!.supertypes,
    types: input.types ?? parsedTypes!.types,
    subtypes: input.subtypes ?? parsedTypes!.subtypes,
    text: input.text,
    colors: faceColors({ ...input, colorIndicator }),
  };
  if (colorIndicator) face.colorIndicator = colorIndicator;
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const)
    if (input[key] !== undefined) face[key] = input[key];
  return face;
}

function faceManaValue(input: FaceInput): number {
  try {
    return manaValue(parseManaCost(input.manaCost));
  } catch (err) {
    if (err instanceof ManaCostError)
      throw new CardDataError(`face "${input.name}": ${err.message}`, 'skip.mana-cost', {
        field: input.manaCostField ?? 'manaCost',
        face: input.name,
        value: err.cost,
      });
    throw err;
  }
}

/** CR 204: a color indicator shows colors only; written in WUBRG order. */
function checkedColorIndicator(name: string, indicator: readonly string[]): string[] {
  const unknown = indicator.filter((c) => !(COLORS as readonly string[]).includes(c));
  if (unknown.length)
    throw new CardDataError(
      `face "${name}": color indicator has unknown colors ${unknown.join(', ')}`,
      'skip.color-indicator',
      { field: 'colorIndicator', face: name, value: unknown.join(', ') },
    );
  return COLORS.filter((c) => indicator.includes(c));
}
