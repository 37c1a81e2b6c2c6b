// Builds one Duel Masters Card from the faces a source describes, the same way for every source (ARCHITECTURE §2).
// Names (DM 202, 810.4): the canonical name is the English name as printed; a twinpact is "A/B", its two halves
// joined by "/" as DM 205.1a writes 《黒豆だんしゃく/白米男しゃく》, so "A/B" and a normal card "A" stay apart.
import type { Card, CardFace, Civilization, DmAttributes, DmSourceId, LocalizedTexts } from '../cards/types.ts';
import { deriveDeckAttributes } from '../cards/deck-attributes.ts';
import { foldName } from '../text/fold.ts';
import { sortCivilizations } from './civilizations.ts';
import {
  breakerCount,
  deckZone,
  keywordsFromText,
  manaNumber,
  parsePower,
  splitTypeLine,
  startsInBattleZone,
} from './characteristics.ts';
import { japaneseTypeWords } from './japanese-type-line.ts';
import { sourceFacts } from './sources.ts';

/** One face (a twinpact half, or the whole card) as a source gives it, text already cleaned. */
export interface DmFaceSource {
  name: string;
  /** Printed type words, special types first: "Evolution Creature", "Psychic Super Creature", "Spell". */
  typeLine: string;
  /** DM 201: the printed cost; null when none is printed (psychic cells, King Cells, 禁断 pulses; 0 when referenced, digest §2.2). */
  cost: number | null;
  civilizations: Civilization[];
  races: string[];
  text: string;
  /** As printed: "5000", "5000+"; empty when the face has no power. */
  power: string;
}

/** 'two-sided': a card with a front on both sides, the front first (DM 805 psychic, 807 dragheart, 809 禁断; two-sided.ts). */
export type DmLayout = 'normal' | 'twinpact' | 'two-sided';

/** The separator DM 205.1a uses between the two halves of a twinpact's name. */
export const TWINPACT_NAME_SEPARATOR = '/';

/**
 * DM 810.4, 205.1a: the two halves of a twinpact's name "A/B" as a list or a data source writes it in any
 * language: "A/B", "A /B" (the Japanese names' sources put a space before the slash in places) or "A／B".
 * Undefined unless the name splits into exactly two halves.
 */
export function twinpactHalves(name: string): [string, string] | undefined {
  const parts = name.split(/\s*[/／]\s*/);
  return parts.length === 2 && parts[0] !== '' && parts[1] !== '' ? [parts[0], parts[1]] : undefined;
}

/** Card.id of the Duel Masters card with this canonical name: "dm:" + the folded name. */
export function dmCardId(name: string): string {
  return 'dm:' + foldName(name);
}

/**
 * DM 810.4: a twinpact's name is both halves' names together. A two-sided card is named by its front, the side up
 * outside the battle zone and the one a deck list writes (DM 805.7: an effect may name either side, not both).
 */
export function canonicalName(faces: readonly DmFaceSource[], layout: DmLayout = 'normal'): string {
  return layout === 'two-sided' ? faces[0].name : faces.map((f) => f.name).join(TWINPACT_NAME_SEPARATOR);
}

function raceLine(races: readonly string[]): string {
  return races.length ? ' — ' + races.join(' / ') : '';
}

/**
 * The type line of each face in Japanese (DM 204.2, 204.3), where it reads otherwise than the English: what a Japanese
 * window shows (engine/cards/localized.ts) and a Japanese t: search finds. The sources carry no Japanese text, so it is
 * read from the faces' English type words and races alone.
 */
function japaneseTypeLines(faces: readonly CardFace[]): LocalizedTexts | undefined {
  const japanese = faces.map((f) => ({ typeLine: japaneseTypeWords(f) + raceLine(f.subtypes) }));
  return japanese.some((f, i) => f.typeLine !== faces[i].typeLine) ? { ja: { faces: japanese } } : undefined;
}

/**
 * A stored Duel Masters card with its Japanese type lines derived again from its faces, as buildDmCard derives them:
 * for card data written before they were (migration 026). The card's other fields are kept as they are, the Japanese
 * name of a two-sided card's side among them (ja-names.ts withSideName).
 */
export function withJapaneseTypeLines(card: Card): Card {
  const { localized: old, deck, dm, ...rest } = card;
  const derived = japaneseTypeLines(card.faces);
  const faces = (derived?.ja?.faces ?? card.faces.map(() => ({}))).map((face, i) => {
    const name = old?.ja?.faces[i]?.name;
    return name === undefined ? face : { ...face, name };
  });
  const localized = faces.some((f) => Object.keys(f).length) ? { ja: { faces } } : undefined;
  // The fields in buildDmCard's order, so a card that already has its type lines keeps the same JSON text.
  return { ...rest, ...(localized && { localized }), deck, ...(dm && { dm }) };
}

function toCardFace(source: DmFaceSource): CardFace {
  const words = splitTypeLine(source.typeLine);
  const face: CardFace = {
    name: source.name,
    manaCost: '',
    manaValue: source.cost ?? 0,
    typeLine: source.typeLine + raceLine(source.races),
    supertypes: words.supertypes,
    types: words.types,
    subtypes: source.races,
    text: source.text,
    colors: [...source.civilizations],
  };
  if (source.power) face.power = source.power;
  return face;
}

function dmAttributes(
  sources: readonly DmFaceSource[],
  layout: DmLayout,
  civilizations: Civilization[],
  keywords: string[],
): DmAttributes {
  const front = sources[0];
  const zone = deckZone(splitTypeLine(front.typeLine));
  const power = parsePower(front.power);
  return {
    civilizations,
    cost: front.cost,
    manaNumber: manaNumber(zone, civilizations),
    zone,
    power: power?.value ?? null,
    powerPlus: power?.plus ?? false,
    breaker: breakerCount(keywords, power?.value ?? null),
    isTwinpact: layout === 'twinpact',
    startsInBattleZone: startsInBattleZone(front.text),
  };
}

/**
 * The Card for faces read from one record of the file `source`. Civilizations of the card are those of all its faces
 * (DM 106.2: read from the one mana symbol; digest §2.9 for twinpacts), in the rules' order; a two-sided card's are its
 * front's, the side up outside the battle zone (DM 805.3, 807.3).
 */
export function buildDmCard(sources: readonly DmFaceSource[], layout: DmLayout, source: DmSourceId): Card {
  const name = canonicalName(sources, layout);
  const faces = sources.map(toCardFace);
  const sidesUp = layout === 'two-sided' ? sources.slice(0, 1) : sources;
  const civilizations = sortCivilizations(sidesUp.flatMap((s) => s.civilizations));
  const faceKeywords = sources.map((s) => keywordsFromText(s.text));
  const keywords = [...new Set(faceKeywords.flat())];
  const deck = deriveDeckAttributes({ name, layout, faces, keywords });
  const localized = japaneseTypeLines(faces);
  const dm = dmAttributes(sources, layout, civilizations, faceKeywords[0]);
  return {
    id: dmCardId(name),
    game: 'dm',
    name,
    layout,
    faces,
    manaCost: '',
    manaValue: faces[0].manaValue,
    typeLine: faces.map((f) => f.typeLine).join(' // '),
    text: faces.map((f) => f.text).join('\n//\n'),
    colors: [...civilizations],
    colorIdentity: [...civilizations],
    producedMana: [],
    keywords,
    legalities: {},
    localizedNames: {},
    ...(localized && { localized }),
    deck,
    dm: { ...dm, bySource: { [source]: sourceFacts({ faces, dm }) } },
  };
}
