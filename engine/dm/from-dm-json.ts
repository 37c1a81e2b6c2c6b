// One card of the Latepate64 Duel Masters JSON (`cards[]`, see ../shared/data/duelmasters/Latepate64-schema.json)
// → Card + its printings. The file is the English TCG (Wizards of the Coast, DM-01 … DM-17 and promos):
// { name, civilizations ["Fire"], cost, type "Creature" | "Spell" | "Cross Gear", supertypes ["Evolution"],
//   subtypes (races), power "5000+", text, printings [{ set "DM-01 Base Set", id "16/55", rarity, illustrator, flavor }] }.
// Quirks handled: UTF-8 read as Windows-1252 in 86 texts and 3 names ("Ãœberdragon", "Evolutionâ€”"); power "0000+".
import type { CardRecord, Printing } from '../cards/types.ts';
import { CardDataError, valueExcerpt } from '../cards/errors.ts';
import { boundedMessage, quoted } from '../text/limits.ts';
import {
  asRecord,
  assignDefined,
  optionalNumber,
  optionalString,
  optionalStringArray,
  requiredArray,
  requiredString,
  type SourceRecord,
} from '../mtg/source-record.ts';
import { parseCivilizationWords } from './civilizations.ts';
import { cleanCardName, cleanCardText } from './clean-text.ts';
import { buildDmCard, type DmFaceSource } from './card.ts';

/**
 * Set codes of the English TCG. Its sets reuse the Japanese codes for other cards (TCG "DM-01" #24 is Aqua Knight,
 * OCG DM-01 #24 in the Ravenite CSV is Gigaberos), so TCG printings get their own codes: "TCG-DM-01", "TCG-PROMOTIONAL".
 */
const TCG_SET_PREFIX = 'TCG-';
const NUMBERED_SET = /^(DM-\d+)\s/;

/** "DM-09 Fatal Brood of Infinite Ruin" → "TCG-DM-09"; "Promotional (Duel Masters Starter Deck)" → "TCG-PROMOTIONAL-DUEL-MASTERS-STARTER-DECK". */
export function tcgSetCode(setName: string): string {
  const numbered = NUMBERED_SET.exec(setName);
  const code = numbered
    ? numbered[1]
    : setName
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
  return TCG_SET_PREFIX + code;
}

function requiredCost(rec: SourceRecord): number {
  const cost = optionalNumber(rec, 'cost');
  if (cost === undefined || !Number.isInteger(cost) || cost < 0) {
    throw new CardDataError(`bad "cost": expected a whole number of mana, found ${String(rec.cost)}`, 'skip.cost', {
      field: 'cost',
      value: valueExcerpt(rec.cost),
    });
  }
  return cost;
}

/** DM 106.2: the schema requires the list; an empty one is a colorless card. */
function requiredCivilizations(rec: SourceRecord): string[] {
  const words = optionalStringArray(rec, 'civilizations');
  if (!words)
    throw new CardDataError(
      'missing "civilizations": expected a list such as ["Fire"] ([] for colorless)',
      'skip.field-missing',
      { field: 'civilizations' },
    );
  return words;
}

/**
 * The reminder of a cross gear's own text (DM 303.2, 303.3b, 303.5: generated into the battle zone, crossed by paying
 * its cost again, staying when the creature leaves). A spell never stays in the battle zone (302.3).
 */
const CROSS_GEAR_REMINDER = /^Cross Gear \(Put this card into the battle zone\. To cross this card with a creature/m;
/** The evolution ability's line of an evolution creature (DM 801.1: put on the cards it evolves from). */
const EVOLUTION_LINE = /^Evolution—Put on /m;

/**
 * The card's type words, where its own text contradicts the record's fields: the file types Shining Defense, whose
 * text is the cross gear reminder, as a spell, and leaves "Evolution" out of Alphadios, Lord of Spirits and Ryokudou,
 * the Principle Defender, whose text opens with the evolution line. The Ravenite CSV has them as the text says.
 */
function typeWords(type: string, supertypes: string[], text: string): string[] {
  if (type === 'Spell' && CROSS_GEAR_REMINDER.test(text)) return [...supertypes, 'Cross Gear'];
  if (type === 'Creature' && EVOLUTION_LINE.test(text) && !supertypes.includes('Evolution'))
    return ['Evolution', ...supertypes, type];
  return [...supertypes, type];
}

function faceFromJson(rec: SourceRecord): DmFaceSource {
  const text = cleanCardText(optionalString(rec, 'text') ?? '');
  return {
    name: cleanCardName(requiredString(rec, 'name')),
    typeLine: typeWords(requiredString(rec, 'type'), optionalStringArray(rec, 'supertypes') ?? [], text).join(' '),
    cost: requiredCost(rec),
    civilizations: parseCivilizationWords(requiredCivilizations(rec)),
    races: optionalStringArray(rec, 'subtypes') ?? [],
    text,
    power: optionalString(rec, 'power') ?? '',
  };
}

function printingFromJson(value: unknown, index: number, cardId: string): Printing {
  const path = `printings[${index}]`;
  const rec = asRecord(value, path);
  const setName = requiredString(rec, 'set', path);
  const set = tcgSetCode(setName);
  const collectorNumber = requiredString(rec, 'id', path).trim();
  const printing: Printing = {
    id: `dm:${set}:${collectorNumber}`,
    cardId,
    game: 'dm',
    set,
    setName,
    collectorNumber,
    lang: 'en',
    rarity: requiredString(rec, 'rarity', path).toLowerCase(),
    finishes: [],
  };
  const illustrator = optionalString(rec, 'illustrator', path);
  const flavor = optionalString(rec, 'flavor', path);
  return assignDefined(printing, {
    artist: illustrator && cleanCardName(illustrator),
    flavorText: flavor && cleanCardText(flavor),
  });
}

/** Where a record is, for error messages: its name when it has one. */
function recordLabel(raw: unknown): string {
  const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? quoted(name) : 'card';
}

/** One element of the Latepate64 `cards` array; throws CardDataError naming the card and the field. */
export function cardFromDmJson(raw: unknown): CardRecord {
  try {
    const rec = asRecord(raw, '');
    const card = buildDmCard([faceFromJson(rec)], 'normal', 'latepate64-json');
    const printings = requiredArray(rec, 'printings').map((p, i) => printingFromJson(p, i, card.id));
    if (!printings.length)
      throw new CardDataError('"printings" is empty: a card needs at least one printing', 'skip.field-empty', {
        field: 'printings',
      });
    return { card, printings };
  } catch (error) {
    if (error instanceof CardDataError) {
      error.message = boundedMessage(`${recordLabel(raw)}: ${error.message}`);
      const name = (raw as { name?: unknown } | null)?.name;
      if (typeof name === 'string') error.about({ name });
    }
    throw error;
  }
}
