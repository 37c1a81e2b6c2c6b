// One row of the Ravenite Duel Masters CSV (../shared/data/duelmasters/Ravenite0-All_Cards.csv, OCG cards in
// English up to DM23) → Card + one Printing. Columns:
//   CardName, CardEffect ("■" ability lines), CardType ("Evolution Creature", "Gacharange Creature", "Twinpact"…),
//   CardRace ("Jokers/Wonderforce"), Mana (the printed COST, not a mana number), Civilization ("Fire/Nature",
//   "Colorless"), Power ("6000+"), Set ("DMEX-08"), SetNum (" 43b": leading spaces are noise), ImageURL.
//
// How the CSV writes a twinpact (DM 810), read from its 403 twinpact rows:
// - CardName is "Creature half/Spell half", CardEffect the two texts with a "=========================" line between.
// - Mana and Power are the creature half's (Bolshack NEX/Super Spark: 6, 6000+). The spell half's cost is not in
//   the file, so the spell face carries the same cost; Card.manaValue is the creature half's.
// - Civilization is one list per half, joined: "Nature/Nature", "Fire/Light" (fire creature, light spell),
//   "Light/Water/Light/Water". The split is the one place where neither half repeats a civilization; when
//   several places qualify ("Light/Water/Darkness/Fire/Nature") both halves get every civilization written.
// - CardRace is the creature half's races (spell halves rarely have one and the column cannot tell them apart).
import type { CardRecord, Civilization, Printing } from '../cards/types.ts';
import { CardDataError, NonGameObjectError } from '../cards/errors.ts';
import { boundedMessage, quoted } from '../text/limits.ts';
import { parseCivilizationWords, sortCivilizations } from './civilizations.ts';
import { cleanCardName, cleanCardText } from './clean-text.ts';
import { buildDmCard, TWINPACT_NAME_SEPARATOR, type DmFaceSource } from './card.ts';

export const DM_CSV_COLUMNS = [
  'CardName',
  'CardEffect',
  'CardType',
  'CardRace',
  'Mana',
  'Civilization',
  'Power',
  'Set',
  'SetNum',
  'ImageURL',
] as const;
type Column = (typeof DM_CSV_COLUMNS)[number];

const TWINPACT_TYPE = 'Twinpact';
/** The line between a twinpact's two texts. */
const TWINPACT_TEXT_SEPARATOR = /\n=+\n/;
/** DM 810.1: a twinpact holds a creature and a spell. */
const TWINPACT_HALF_TYPES = ['Creature', 'Spell'] as const;

/** What a row without a card type is, for the importer's skip report. */
const BLANK_CARD_LAYOUT = 'blank card, no CardType';

const cell = (row: Record<string, string>, column: Column): string => (row[column] ?? '').trim();

function required(row: Record<string, string>, column: Column): string {
  const value = cell(row, column);
  if (!value) throw new CardDataError(`empty ${column}`, 'skip.field-empty', { field: column });
  return value;
}

/** DM 201: "Mana" is the cost; an empty cell is a card with no printed cost (King Cells, 禁断 pulses). */
function parseCost(row: Record<string, string>): number | null {
  const text = cell(row, 'Mana');
  if (!text) return null;
  if (!/^\d+$/.test(text))
    throw new CardDataError(`Mana (the cost) "${text}" is not a whole number`, 'skip.cost', {
      field: 'Mana',
      value: text,
    });
  return Number(text);
}

function splitSlashes(text: string): string[] {
  return text
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseRaces(row: Record<string, string>): string[] {
  return [...new Set(splitSlashes(cell(row, 'CardRace')))];
}

const repeatsNothing = (civs: readonly Civilization[]) => new Set(civs).size === civs.length;

/** The places a twinpact's joined civilization list can be cut so that neither half repeats a civilization. */
function halfSplits(civs: readonly Civilization[]): number[] {
  const cuts: number[] = [];
  for (let k = 1; k < civs.length; k++)
    if (repeatsNothing(civs.slice(0, k)) && repeatsNothing(civs.slice(k))) cuts.push(k);
  return cuts;
}

/** Each half's civilizations from the CSV's joined list (see the file header). */
export function twinpactCivilizations(civs: readonly Civilization[]): [Civilization[], Civilization[]] {
  const cuts = halfSplits(civs);
  if (cuts.length === 1) return [sortCivilizations(civs.slice(0, cuts[0])), sortCivilizations(civs.slice(cuts[0]))];
  const all = sortCivilizations(civs);
  return [all, [...all]];
}

function twinpactFaces(row: Record<string, string>, name: string, civs: Civilization[]): DmFaceSource[] {
  const names = name.split(TWINPACT_NAME_SEPARATOR).map((n) => n.trim());
  if (names.length !== 2 || names.some((n) => !n))
    throw new CardDataError(`twinpact CardName "${name}" is not "creature/spell"`, 'skip.twinpact-name', {
      field: 'CardName',
      value: name,
    });
  const texts = cleanCardText(cell(row, 'CardEffect')).split(TWINPACT_TEXT_SEPARATOR);
  if (texts.length !== 2)
    throw new CardDataError(
      `twinpact CardEffect needs one "=====" line between its halves, found ${texts.length - 1}`,
      'skip.twinpact-text',
      { field: 'CardEffect', count: texts.length - 1 },
    );
  const halfCivs = twinpactCivilizations(civs);
  const cost = parseCost(row);
  return TWINPACT_HALF_TYPES.map((typeLine, i) => ({
    name: names[i],
    typeLine,
    cost,
    civilizations: halfCivs[i],
    races: i === 0 ? parseRaces(row) : [],
    text: texts[i].trim(),
    power: i === 0 ? cell(row, 'Power') : '',
  }));
}

function singleFace(row: Record<string, string>, name: string, typeLine: string, civs: Civilization[]): DmFaceSource {
  return {
    name,
    typeLine,
    cost: parseCost(row),
    civilizations: sortCivilizations(civs),
    races: parseRaces(row),
    text: cleanCardText(cell(row, 'CardEffect')),
    power: cell(row, 'Power'),
  };
}

function printingFromRow(row: Record<string, string>, cardId: string): Printing {
  const set = required(row, 'Set');
  const collectorNumber = required(row, 'SetNum');
  const printing: Printing = {
    id: `dm:${set}:${collectorNumber}`,
    cardId,
    game: 'dm',
    set,
    collectorNumber,
    lang: 'en',
    rarity: '',
    finishes: [],
  };
  const image = cell(row, 'ImageURL');
  if (image) printing.imageUri = image;
  return printing;
}

function readRow(row: Record<string, string>): CardRecord {
  const name = cleanCardName(required(row, 'CardName'));
  const typeLine = cell(row, 'CardType').replace(/\s+/g, ' ');
  // No card type: the six "Joecard" rows, a blank card to draw your own Joker on (no type, cost or rules).
  if (!typeLine) throw new NonGameObjectError(name, BLANK_CARD_LAYOUT, 'skip.blank-card');
  const civs = parseCivilizationWords(splitSlashes(required(row, 'Civilization')));
  const isTwinpact = typeLine === TWINPACT_TYPE;
  const faces = isTwinpact ? twinpactFaces(row, name, civs) : [singleFace(row, name, typeLine, civs)];
  const card = buildDmCard(faces, isTwinpact ? 'twinpact' : 'normal', 'ravenite-csv');
  return { card, printings: [printingFromRow(row, card.id)] };
}

/** The card and printing a row names, as far as it names them, for a skip report. */
function printingNamed(row: Record<string, string>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [column, key] of [
    ['CardName', 'name'],
    ['Set', 'set'],
    ['SetNum', 'number'],
  ] as const)
    if (cell(row, column)) named[key] = cell(row, column);
  return named;
}

/**
 * One CSV row as parsed with its header (papaparse `header: true`); `rowNumber` is the row's line in the file
 * and goes into every error. Throws CardDataError (NonGameObjectError for a blank card) naming row, card and column.
 */
export function cardFromDmCsvRow(row: Record<string, string>, rowNumber: number): CardRecord {
  try {
    return readRow(row);
  } catch (error) {
    if (error instanceof CardDataError) {
      error.message = boundedMessage(`row ${rowNumber} (${quoted(cell(row, 'CardName'))}): ${error.message}`);
      error.about({ line: rowNumber, ...printingNamed(row) });
    }
    throw error;
  }
}
