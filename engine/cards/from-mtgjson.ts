// MTGJSON v5 → Cards and Printings. A set file lists every face of a multi-face card as its own entry
// (same number, `otherFaceIds`, `side` a/b/…); they are put back together here into one card per physical card.
import type { CardRecord, Printing, SetInfo } from './types.ts';
import { CardDataError, NonGameObjectError, type SkippedRecord } from './errors.ts';
import { buildMtgCard, type FaceInput, type MeldResultFigures } from '../mtg/card.ts';
import { isGameCardLayout } from '../mtg/layouts.ts';
import { scryfallImageAddress } from './image-address.ts';
import { mtgjsonBrawlNaming, mtgjsonLegalities, type BrawlNaming } from '../mtg/legalities.ts';
import { lookup } from '../text/lookup.ts';
import { localizedFace, localizedText, withoutRubyReadings } from './localized.ts';
import {
  asRecord,
  assignDefined,
  finishesFromFlags,
  optionalArray,
  optionalBoolean,
  optionalNumber,
  optionalRecord,
  optionalString,
  optionalStringArray,
  perFaceText,
  requiredArray,
  requiredString,
  type SourceRecord,
} from '../mtg/source-record.ts';

/** One entry of a set's `cards` (or of an AtomicCards list) and where it was. */
interface Entry {
  rec: SourceRecord;
  path: string;
}

/** MTGJSON `foreignData[].language` → the language codes Scryfall uses for `lang`. */
export const MTGJSON_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  'Portuguese (Brazil)': 'pt',
  Japanese: 'ja',
  Korean: 'ko',
  Russian: 'ru',
  'Chinese Simplified': 'zhs',
  'Chinese Traditional': 'zht',
  Hebrew: 'he',
  Latin: 'la',
  'Ancient Greek': 'grc',
  Arabic: 'ar',
  Sanskrit: 'sa',
  Phyrexian: 'ph',
};

export function setFromMtgjson(set: unknown): SetInfo {
  const rec = setRecord(set);
  const info: SetInfo = {
    code: requiredString(rec, 'code').toLowerCase(),
    game: 'mtg',
    name: requiredString(rec, 'name'),
  };
  const releasedAt = optionalString(rec, 'releaseDate');
  const setType = optionalString(rec, 'type');
  const block = optionalString(rec, 'block');
  if (releasedAt) info.releasedAt = releasedAt;
  if (setType) info.setType = setType;
  if (block) info.block = block;
  return info;
}

/**
 * A Set object (the `data` of a set file, or one value of AllPrintings' `data`) → one CardRecord per physical card.
 * Entries that are not game cards (art series, tokens) are left out and reported through `onSkip`; the set's
 * `tokens` list is not read.
 */
export function cardsFromMtgjsonSet(set: unknown, onSkip?: (skipped: SkippedRecord) => void): CardRecord[] {
  const rec = setRecord(set);
  const info = setFromMtgjson(rec);
  const entries = requiredArray(rec, 'cards').map((c, i) => ({ rec: asRecord(c, `cards[${i}]`), path: `cards[${i}]` }));
  const naming = brawlNamingOf(entries);
  const records: CardRecord[] = [];
  for (const faces of physicalCards(entries)) {
    const layout = requiredString(faces[0].rec, 'layout', faces[0].path);
    if (!isGameCardLayout(layout)) {
      onSkip?.({
        ...skippedEntry(faces[0], new NonGameObjectError(String(faces[0].rec.name), layout)),
      });
      continue;
    }
    const card = cardOf(faces, naming);
    records.push({ card, printings: [printingOf(faces, card.id, info)] });
  }
  return records;
}

/** One AtomicCards entry: the card's name and its list of faces. A card has no printings there. */
export function cardFromMtgjsonAtomic(name: string, faces: unknown[]): CardRecord {
  const entries = bySide(faces.map((f, i) => ({ rec: asRecord(f, `${name}[${i}]`), path: `${name}[${i}]` })));
  if (entries.length === 0) throw new CardDataError(`AtomicCards "${name}" has no faces`, 'skip.no-faces', { name });
  const layout = requiredString(entries[0].rec, 'layout', entries[0].path);
  if (!isGameCardLayout(layout)) throw new NonGameObjectError(name, layout);
  return { card: cardOf(sameCardFaces(entries), brawlNamingOf(entries)), printings: [] };
}

function setRecord(set: unknown): SourceRecord {
  const rec = asRecord(set, 'set');
  if (rec.meta !== undefined && rec.data !== undefined) {
    throw new CardDataError(
      'expected an MTGJSON Set object: pass the file\'s "data", not the whole file',
      'skip.wrapped-set',
      { field: 'data' },
    );
  }
  return rec;
}

/**
 * Groups the entries of a set into physical cards: faces list each other in `otherFaceIds` and share a collector
 * number (some files leave `otherFaceIds` out, e.g. KHM's Alrund, so the number links them too). A meld card's parts
 * and result are separate cards (CR 701.37), each with its own printing, so meld entries stay alone.
 */
function physicalCards(entries: readonly Entry[]): Entry[][] {
  const groups: Entry[][] = [];
  const groupOf = new Map<string, Entry[]>();
  for (const entry of entries) {
    const links = faceLinks(entry);
    let group = links.map((id) => groupOf.get(id)).find((g) => g !== undefined);
    if (!group) groups.push((group = []));
    group.push(entry);
    for (const id of links) groupOf.set(id, group);
  }
  return groups.map(bySide);
}

/** The keys that tie an entry to the other faces of its card: its uuid, the uuids it names, its side's number. */
function faceLinks({ rec, path }: Entry): string[] {
  const uuid = requiredString(rec, 'uuid', path);
  if (rec.layout === 'meld' || rec.side === undefined) return [uuid];
  return [
    uuid,
    ...(optionalStringArray(rec, 'otherFaceIds', path) ?? []),
    `number ${requiredString(rec, 'number', path)}`,
  ];
}

/** A field read where bad data must not stop the work (sorting, describing a record): a string, else `fallback`. */
const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** Faces in printed order: side "a", then "b"… (single-faced cards have no side). */
function bySide(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((x, y) => stringOr(x.rec.side, '').localeCompare(stringOr(y.rec.side, '')));
}

/** AtomicCards lists a meld part together with its result; the card is the part (the first face's oracle id). */
function sameCardFaces(entries: readonly Entry[]): Entry[] {
  const id = oracleId(entries[0]);
  return entries.filter((e) => oracleId(e) === id);
}

function oracleId(entry: Entry): string {
  const identifiers = optionalRecord(entry.rec, 'identifiers', entry.path) ?? {};
  return requiredString(identifiers, 'scryfallOracleId', `${entry.path}.identifiers`);
}

/** What the Brawl keys of these entries mean, decided once for a whole set (or an AtomicCards card) from their legalities. */
function brawlNamingOf(entries: readonly Entry[]): BrawlNaming {
  return mtgjsonBrawlNaming(entries.map(({ rec, path }) => optionalRecord(rec, 'legalities', path) ?? {}));
}

function cardOf(faces: readonly Entry[], naming: BrawlNaming) {
  const front = faces[0];
  const layout = requiredString(front.rec, 'layout', front.path);
  const foreign = faces.map(foreignDataOf);
  const card = buildMtgCard({
    id: oracleId(front),
    layout,
    faces: faces.map(readFace),
    keywords: [...new Set(faces.flatMap((f) => optionalStringArray(f.rec, 'keywords', f.path) ?? []))],
    legalities: legalitiesOf(front, naming),
    localizedNames: localizedNames(foreign),
    meldResult: meldResultFigures(front, layout),
  });
  const ja = japaneseText(foreign);
  if (ja) card.localized = { ja };
  return card;
}

/** No `legalities` at all (some AtomicCards entries) means unknown, not "not legal anywhere": merging keeps the older. */
function legalitiesOf({ rec, path }: Entry, naming: BrawlNaming) {
  const source = optionalRecord(rec, 'legalities', path);
  return source ? mtgjsonLegalities(source, naming, `${path}.legalities`) : {};
}

function readFace(entry: Entry): FaceInput {
  const { rec, path } = entry;
  const face: FaceInput = {
    name: optionalString(rec, 'faceName', path) ?? requiredString(rec, 'name', path),
    manaCost: optionalString(rec, 'manaCost', path) ?? '',
    manaCostField: `${path}.manaCost`,
    typeLine: optionalString(rec, 'type', path) ?? '',
    text: optionalString(rec, 'text', path) ?? '',
  };
  for (const key of ['supertypes', 'types', 'subtypes', 'colorIndicator'] as const) {
    const list = optionalStringArray(rec, key, path);
    if (list) face[key] = list;
  }
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const value = optionalString(rec, key, path);
    if (value !== undefined) face[key] = value;
  }
  return face;
}

/** The meld result is side "b" of a meld card (MTGJSON names it alone, e.g. "Brisela, Voice of Nightmares"). */
function meldResultFigures(front: Entry, layout: string): MeldResultFigures | undefined {
  if (layout !== 'meld' || front.rec.side !== 'b') return undefined;
  return {
    manaValue: optionalNumber(front.rec, 'manaValue', front.path) ?? 0,
    colorIdentity: optionalStringArray(front.rec, 'colorIdentity', front.path) ?? [],
  };
}

/** One face's `foreignData` entry in one language: the fields Decklab reads. */
interface ForeignFace {
  name: string;
  faceName?: string;
  type?: string;
  text?: string;
}

/**
 * Names from `foreignData` by language code: each face's localized face name joined " // " like the English name,
 * or the front entry's localized name when a face has none in that language.
 */
function localizedNames(perFace: readonly Map<string, ForeignFace>[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [lang, frontName] of perFace[0]) {
    const faceNames = perFace.map((m) => m.get(lang)?.faceName);
    const name = faceNames.every((n) => n) ? faceNames.join(' // ') : frontName.name;
    names[lang] = lang === 'ja' ? withoutRubyReadings(name) : name;
  }
  return names;
}

/** Each face's Japanese printed name, type line and text (a single face's name is the entry's `name`). */
function japaneseText(perFace: readonly Map<string, ForeignFace>[]) {
  return localizedText(
    perFace.map((m) => {
      const ja = m.get('ja');
      return localizedFace({
        name: ja?.faceName ?? (perFace.length === 1 ? ja?.name : undefined),
        typeLine: ja?.type,
        text: ja?.text,
      });
    }),
  );
}

function foreignDataOf(entry: Entry): Map<string, ForeignFace> {
  const faces = new Map<string, ForeignFace>();
  (optionalArray(entry.rec, 'foreignData', entry.path) ?? []).forEach((item, i) => {
    const path = `${entry.path}.foreignData[${i}]`;
    const data = asRecord(item, path);
    const lang = lookup(MTGJSON_LANGUAGE_CODES, requiredString(data, 'language', path));
    if (!lang || faces.has(lang)) return;
    faces.set(lang, {
      name: requiredString(data, 'name', path),
      faceName: optionalString(data, 'faceName', path),
      type: optionalString(data, 'type', path),
      text: optionalString(data, 'text', path),
    });
  });
  return faces;
}

function printingOf(faces: readonly Entry[], cardId: string, set: SetInfo): Printing {
  const { rec, path } = faces[0];
  const identifiers = optionalRecord(rec, 'identifiers', path) ?? {};
  const idPath = `${path}.identifiers`;
  const scryfallId = optionalString(identifiers, 'scryfallId', idPath);
  const printing: Printing = {
    // The Scryfall id when there is one, so a Scryfall and an MTGJSON import of this printing meet.
    id: scryfallId ?? requiredString(rec, 'uuid', path),
    cardId,
    game: 'mtg',
    set: (optionalString(rec, 'setCode', path) ?? set.code).toLowerCase(),
    setName: set.name,
    collectorNumber: requiredString(rec, 'number', path),
    lang: lookup(MTGJSON_LANGUAGE_CODES, optionalString(rec, 'language', path) ?? 'English') ?? 'en',
    rarity: optionalString(rec, 'rarity', path) ?? '',
    finishes:
      optionalStringArray(rec, 'finishes', path) ??
      finishesFromFlags(optionalBoolean(rec, 'hasNonFoil', path), optionalBoolean(rec, 'hasFoil', path)),
    mtgjsonUuids: faces.map((f) => requiredString(f.rec, 'uuid', f.path)),
  };
  return assignDefined(printing, {
    releasedAt: optionalString(rec, 'originalReleaseDate', path) ?? set.releasedAt,
    imageUri: scryfallId && scryfallImageAddress(scryfallId, 'front', 'normal'),
    arenaId: optionalNumber(identifiers, 'mtgArenaId', idPath),
    mtgoId: optionalNumber(identifiers, 'mtgoId', idPath),
    mtgoFoilId: optionalNumber(identifiers, 'mtgoFoilId', idPath),
    artist: perFaceText(faces.map((f) => optionalString(f.rec, 'artist', f.path))),
    flavorText: perFaceText(faces.map((f) => optionalString(f.rec, 'flavorText', f.path))),
    // MTGJSON writes isReprint only when it is true.
    reprint: optionalBoolean(rec, 'isReprint', path) ?? false,
    watermark: perFaceText(faces.map((f) => optionalString(f.rec, 'watermark', f.path))),
    frame: optionalString(rec, 'frameVersion', path),
    border: optionalString(rec, 'borderColor', path),
    stamp: optionalString(rec, 'securityStamp', path),
    // MTGJSON writes these flags only when they are true, as isReprint.
    fullArt: optionalBoolean(rec, 'isFullArt', path) ?? false,
    textless: optionalBoolean(rec, 'isTextless', path) ?? false,
    promo: optionalBoolean(rec, 'isPromo', path) ?? false,
    digital: optionalBoolean(rec, 'isOnlineOnly', path) ?? false,
    spotlight: optionalBoolean(rec, 'isStorySpotlight', path) ?? false,
    reserved: optionalBoolean(rec, 'isReserved', path) ?? false,
    paper: optionalStringArray(rec, 'availability', path)?.includes('paper'),
    frameEffects: optionalStringArray(rec, 'frameEffects', path),
    // MTGJSON leaves an empty boosterTypes out (a Commander deck's card has none); "deck" is a Planeswalker or
    // starter deck, not a booster.
    booster: (optionalStringArray(rec, 'boosterTypes', path) ?? []).some((type) => type !== 'deck'),
    oversized: optionalBoolean(rec, 'isOversized', path) ?? false,
    promoTypes: optionalStringArray(rec, 'promoTypes', path),
  });
}

function describeEntry({ rec, path }: Entry): string {
  return `${path} "${stringOr(rec.name, '?')}" (uuid ${stringOr(rec.uuid, '?')})`;
}

/** An entry left out, where it was and why, naming its collector number besides what the error names. */
function skippedEntry(entry: Entry, error: CardDataError): SkippedRecord {
  const number = stringOr(entry.rec.number, '');
  return { record: describeEntry(entry), reason: error.message, why: error.about(number ? { number } : {}).why };
}
