// One Scryfall card object → the Card it is a printing of, plus that Printing. Reads the current API schema,
// the 2019 schema (no keywords, produced_mana or finishes) and the 2023-24 bulk objects alike.
import type { CardRecord, Printing } from './types.ts';
import { CardDataError, NonGameObjectError } from './errors.ts';
import { buildMtgCard, type FaceInput, type MeldResultFigures } from '../mtg/card.ts';
import { isGameCardLayout } from '../mtg/layouts.ts';
import { scryfallPrices } from './scryfall-prices.ts';
import { scryfallLegalities } from '../mtg/legalities.ts';
import {
  asRecord,
  assignDefined,
  isRecord,
  finishesFromFlags,
  optionalArray,
  optionalBoolean,
  optionalNumber,
  optionalRecord,
  optionalString,
  optionalStringArray,
  perFaceText,
  requiredString,
  type SourceRecord,
} from '../mtg/source-record.ts';
import { localizedFace, localizedText, withoutRubyReadings } from './localized.ts';

/** What the Card takes from the Scryfall object itself (besides its faces'); meld results also read all_parts, cmc and color_identity. */
const CARD_FIELDS = ['object', 'layout', 'oracle_id', 'keywords', 'legalities', 'produced_mana'] as const;
/** What the Card takes from each face (the object itself for a single-faced card); a reversible card's side names its own card. */
const FACE_FIELDS = [
  'name',
  'mana_cost',
  'type_line',
  'oracle_text',
  'color_indicator',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'oracle_id',
  'layout',
] as const;

/**
 * A Scryfall bulk file repeats each card for every printing. For an English object that is not a meld card
 * (whose card reads the printing's own id), the values of the fields the Card is made of, with the card's id:
 * two such objects whose keys hold the same JSON make the same Card, so the second needs only printingFromScryfall.
 * Undefined when the object must be read in full (another language names the card; a meld card; no oracle id).
 */
export function scryfallRepeatKey(raw: unknown): { cardId: string; key: unknown[] } | undefined {
  if (!isRecord(raw) || (raw.lang !== undefined && raw.lang !== 'en') || raw.layout === 'meld') return undefined;
  const faces = Array.isArray(raw.card_faces) ? raw.card_faces : [raw];
  const cardId =
    typeof raw.oracle_id === 'string' ? raw.oracle_id : isRecord(faces[0]) ? faces[0].oracle_id : undefined;
  if (typeof cardId !== 'string' || cardId === '') return undefined;
  const key = CARD_FIELDS.map((k) => raw[k]);
  for (const face of faces) for (const k of FACE_FIELDS) key.push(isRecord(face) ? face[k] : face);
  return { cardId, key };
}

/** The printing of a Scryfall object whose card is known (scryfallRepeatKey); the same checks as cardFromScryfall's. */
export function printingFromScryfall(raw: unknown, cardId: string): Printing {
  const rec = asRecord(raw, '');
  return printingOf(rec, cardId, rec.layout === 'reversible_card' ? reversibleSide(rec) : faceRecordsOf(rec));
}

/** A face record and where it sits in the Scryfall object ("" for a single-faced card, which is its own face). */
interface FaceRecord {
  rec: SourceRecord;
  path: string;
}

/**
 * Throws CardDataError naming the field when `raw` is not a Scryfall card, and NonGameObjectError (a CardDataError)
 * for tokens, emblems and art-series cards, which the importer reports as skipped.
 */
export function cardFromScryfall(raw: unknown): CardRecord {
  const rec = asRecord(raw, '');
  const object = requiredString(rec, 'object');
  if (object !== 'card')
    throw new CardDataError(`not a Scryfall card: "object" is "${object}"`, 'skip.not-a-card', {
      field: 'object',
      value: object,
    });
  const sourceLayout = requiredString(rec, 'layout');
  if (!isGameCardLayout(sourceLayout)) throw new NonGameObjectError(requiredString(rec, 'name'), sourceLayout);
  const faceRecords = sourceLayout === 'reversible_card' ? reversibleSide(rec) : faceRecordsOf(rec);
  const faces = faceRecords.map((f) => readFace(f.rec, f.path));
  const layout = cardLayout(sourceLayout, faceRecords[0], faces);
  const card = buildMtgCard({
    id: oracleId(rec, faceRecords[0]),
    layout,
    faces,
    keywords: optionalStringArray(rec, 'keywords') ?? [],
    legalities: scryfallLegalities(optionalRecord(rec, 'legalities') ?? {}),
    localizedNames: {},
    producedMana: optionalStringArray(rec, 'produced_mana'),
    meldResult: meldResultFigures(rec, layout),
  });
  const printing = printingOf(rec, card.id, faceRecords);
  if (printing.printedName) card.localizedNames[printing.lang] = printing.printedName;
  const ja = printing.lang === 'ja' ? japaneseText(faceRecords) : undefined;
  if (ja) card.localized = { ja };
  return { card, printings: [printing] };
}

/** A Japanese object's printed name, type line and text, on each face of a multi-face card or on the object itself. */
function japaneseText(faces: readonly FaceRecord[]) {
  return localizedText(
    faces.map(({ rec, path }) =>
      localizedFace({
        name: optionalString(rec, 'printed_name', path),
        typeLine: optionalString(rec, 'printed_type_line', path),
        text: optionalString(rec, 'printed_text', path),
      }),
    ),
  );
}

/** Multi-face layouts keep their faces in card_faces; single-faced cards (meld cards included) are the record. */
function faceRecordsOf(rec: SourceRecord): FaceRecord[] {
  if (rec.card_faces === undefined) return [{ rec, path: '' }];
  const faces = optionalArray(rec, 'card_faces');
  if (!faces || faces.length === 0)
    throw new CardDataError('bad "card_faces": expected the faces of a multi-face card', 'skip.no-faces', {
      field: 'card_faces',
    });
  return faces.map((face, i) => ({ rec: asRecord(face, `card_faces[${i}]`), path: `card_faces[${i}]` }));
}

/**
 * A reversible card prints the same card on both sides (Secret Lair): the card is the first side's oracle card,
 * so it merges with that card's other printings instead of becoming "A // A".
 */
function reversibleSide(rec: SourceRecord): FaceRecord[] {
  const sides = faceRecordsOf(rec);
  const id = requiredString(sides[0].rec, 'oracle_id', sides[0].path);
  const other = sides.find((side) => requiredString(side.rec, 'oracle_id', side.path) !== id);
  if (other)
    throw new CardDataError(
      `reversible card sides are different cards (${other.path}.oracle_id)`,
      'skip.reversible-sides',
      { field: `${other.path}.oracle_id` },
    );
  return sides.slice(0, 1);
}

/** Card id = oracle_id; layouts without a top-level one (reversible_card) carry it on the first face. */
function oracleId(rec: SourceRecord, front: FaceRecord): string {
  return optionalString(rec, 'oracle_id') || requiredString(front.rec, 'oracle_id', front.path || 'card_faces[0]');
}

/**
 * Scryfall files aftermath cards (CR 702.127) under "split": the second half says "Aftermath". A reversible
 * card's side carries its own layout.
 */
function cardLayout(sourceLayout: string, front: FaceRecord, faces: readonly FaceInput[]): string {
  if (sourceLayout === 'reversible_card') return optionalString(front.rec, 'layout', front.path) ?? 'normal';
  if (sourceLayout === 'split' && faces.length === 2 && /^Aftermath\b/m.test(faces[1].text)) return 'aftermath';
  return sourceLayout;
}

function readFace(face: SourceRecord, path: string): FaceInput {
  const input: FaceInput = {
    name: requiredString(face, 'name', path),
    manaCost: optionalString(face, 'mana_cost', path) ?? '',
    manaCostField: path ? `${path}.mana_cost` : 'mana_cost',
    typeLine: optionalString(face, 'type_line', path) ?? '',
    text: optionalString(face, 'oracle_text', path) ?? '',
  };
  const colorIndicator = optionalStringArray(face, 'color_indicator', path);
  if (colorIndicator) input.colorIndicator = colorIndicator;
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const value = optionalString(face, key, path);
    if (value !== undefined) input[key] = value;
  }
  return input;
}

/** A meld result is the meld card that all_parts names as the "meld_result" (CR 701.37). */
function meldResultFigures(rec: SourceRecord, layout: string): MeldResultFigures | undefined {
  if (layout !== 'meld') return undefined;
  const parts = optionalArray(rec, 'all_parts') ?? [];
  const isResult = parts.some((p, i) => {
    const part = asRecord(p, `all_parts[${i}]`);
    return part.component === 'meld_result' && (part.id === rec.id || part.name === rec.name);
  });
  if (!isResult) return undefined;
  return {
    manaValue: optionalNumber(rec, 'cmc') ?? 0,
    colorIdentity: optionalStringArray(rec, 'color_identity') ?? [],
  };
}

function printingOf(rec: SourceRecord, cardId: string, faces: readonly FaceRecord[]): Printing {
  const lang = optionalString(rec, 'lang') ?? 'en';
  const printing: Printing = {
    id: requiredString(rec, 'id'),
    cardId,
    game: 'mtg',
    set: requiredString(rec, 'set').toLowerCase(),
    collectorNumber: requiredString(rec, 'collector_number'),
    lang,
    rarity: optionalString(rec, 'rarity') ?? '',
    finishes:
      optionalStringArray(rec, 'finishes') ??
      finishesFromFlags(optionalBoolean(rec, 'nonfoil'), optionalBoolean(rec, 'foil')),
  };
  return assignDefined(printing, {
    setName: optionalString(rec, 'set_name'),
    setType: optionalString(rec, 'set_type'),
    releasedAt: optionalString(rec, 'released_at'),
    imageUri: imageUri(rec),
    arenaId: optionalNumber(rec, 'arena_id'),
    mtgoId: optionalNumber(rec, 'mtgo_id'),
    mtgoFoilId: optionalNumber(rec, 'mtgo_foil_id'),
    printedName: lang === 'en' ? undefined : printedName(rec, faces),
    artist: perFaceOrCard(rec, faces, 'artist'),
    flavorText: perFaceOrCard(rec, faces, 'flavor_text'),
    reprint: optionalBoolean(rec, 'reprint'),
    watermark: perFaceOrCard(rec, faces, 'watermark'),
    illustrationId: perFaceOrCard(rec, faces, 'illustration_id'),
    frame: optionalString(rec, 'frame'),
    border: optionalString(rec, 'border_color'),
    stamp: optionalString(rec, 'security_stamp'),
    fullArt: optionalBoolean(rec, 'full_art'),
    textless: optionalBoolean(rec, 'textless'),
    highres: optionalBoolean(rec, 'highres_image'),
    promo: optionalBoolean(rec, 'promo'),
    digital: optionalBoolean(rec, 'digital'),
    spotlight: optionalBoolean(rec, 'story_spotlight'),
    reserved: optionalBoolean(rec, 'reserved'),
    paper: optionalStringArray(rec, 'games')?.includes('paper'),
    // Scryfall's card objects before 2020 name one effect, frame_effect.
    frameEffects: optionalStringArray(rec, 'frame_effects') ?? oneEffect(optionalString(rec, 'frame_effect')),
    booster: optionalBoolean(rec, 'booster'),
    oversized: optionalBoolean(rec, 'oversized'),
    promoTypes: optionalStringArray(rec, 'promo_types'),
    prices: scryfallPrices(rec),
  });
}

const oneEffect = (effect: string | undefined) => (effect === undefined ? undefined : [effect]);

/** A printing's text Scryfall gives on the faces of a multi-face card (artist, flavor_text), else on the card. */
function perFaceOrCard(rec: SourceRecord, faces: readonly FaceRecord[], key: string): string | undefined {
  return perFaceText(faces.map((face) => optionalString(face.rec, key, face.path))) ?? optionalString(rec, key);
}

/** The front image: the card's own image_uris, or the first face's for double-faced cards. */
function imageUri(rec: SourceRecord): string | undefined {
  const images = optionalRecord(rec, 'image_uris') ?? frontFaceImages(rec);
  return images && optionalString(images, 'normal', 'image_uris');
}

function frontFaceImages(rec: SourceRecord): SourceRecord | undefined {
  if (rec.card_faces === undefined) return undefined;
  const front = faceRecordsOf(rec)[0];
  return optionalRecord(front.rec, 'image_uris', front.path);
}

/** The faces' printed names joined " // " (Scryfall puts them on the faces of multi-face cards), else the card's. */
function printedName(rec: SourceRecord, faces: readonly FaceRecord[]): string | undefined {
  const names = faces.map((face) => optionalString(face.rec, 'printed_name', face.path));
  const name = names.every((n) => n) ? names.join(' // ') : optionalString(rec, 'printed_name');
  return name && withoutRubyReadings(name);
}
