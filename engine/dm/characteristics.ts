// Duel Masters characteristics read from what a source prints: card type words, power, keywords, breakers,
// the zone a card is built into, its mana number, start-of-game cards (DM 200–207, 100.2–100.5, 509.2).
// Every table here is data; both normalizers (JSON and CSV) read cards through these functions.
import type { Civilization, DmDeckZone } from '../cards/types.ts';
import { CardDataError } from '../cards/errors.ts';
import { lookup } from '../text/lookup.ts';
import { DM_KEYWORDS_JA } from './keyword-names.ts';

// ---------------------------------------------------------------------------------------------------
// Card type words (DM 204.2 card types, 204.3 special types)

/**
 * Card types (DM 204.2) in the order the rules list them: the English sources' word and the name the Japanese rules
 * print (204.2 names "Artifact" in Latin letters).
 */
export const DM_CARD_TYPE_NAMES: Readonly<Record<string, string>> = {
  Creature: 'クリーチャー',
  Spell: '呪文',
  'Cross Gear': 'クロスギア',
  Castle: '城',
  Cell: 'セル',
  Weapon: 'ウエポン',
  Fortress: 'フォートレス',
  Impulse: '鼓動',
  Field: 'フィールド',
  Core: 'コア',
  Aura: 'オーラ',
  Ceremony: '儀',
  Nebula: '星雲',
  Artifact: 'Artifact',
  Land: '土地',
  'Rule Plus': 'ルール・プラス',
  Tamaseed: 'タマシード',
  Duelist: 'デュエリスト',
};

/** Card types (DM 204.2) in the order the rules list them, as the English sources write them. */
export const DM_CARD_TYPES: readonly string[] = Object.keys(DM_CARD_TYPE_NAMES);
/** Longest first, so a type of two words wins over a lone word it ends with. */
const CARD_TYPES_LONGEST_FIRST = [...DM_CARD_TYPES].sort((a, b) => b.length - a.length);

/**
 * Special types (DM 204.3) as the English sources write them, with the name the Japanese rules print (204.3, 801–820),
 * null for the ones they do not name. "Gacharange" is the English data's word for GR (811).
 */
export const DM_SPECIAL_TYPE_NAMES: Readonly<Record<string, string | null>> = {
  'Star Max Evolution': null,
  'Star Evolution': 'スター進化',
  'Psychic Super': 'サイキック・スーパー',
  'Final Forbidden': '最終禁断', // 204.3c
  'Duel Mate': 'デュエルメイト', // 820
  Evolution: '進化',
  Psychic: 'サイキック',
  Dragheart: 'ドラグハート',
  Gacharange: 'GR', // 811
  Forbidden: '禁断',
  Exile: 'エグザイル',
  Zeron: '零龍', // 812
  Orega: null,
  King: 'キング', // 814: キング・セル
  Neo: 'NEO', // 802
  D2: 'D2',
};
/** Longest first, so "Psychic Super" wins over "Psychic". */
const SPECIAL_TYPES = Object.keys(DM_SPECIAL_TYPE_NAMES).sort((a, b) => b.length - a.length);

/** Type lines that do not read as "special types + card type". */
const IRREGULAR_TYPE_LINES: Readonly<Record<string, TypeWords>> = {
  // A tamaseed that is also a creature (DM 315; "Tamaseed / Creature" in the Ravenite CSV).
  'Tamaseed / Creature': { supertypes: [], types: ['Tamaseed', 'Creature'] },
  // 零龍の儀 (DM 311): the card type 儀, special type 零龍.
  'Ceremony of Zeron': { supertypes: ['Zeron'], types: ['Ceremony'] },
};

export interface TypeWords {
  /** Special types (DM 204.3): Evolution, Psychic, Dragheart, Gacharange … */
  supertypes: string[];
  /** Card types (DM 204.2): Creature, Spell, Cross Gear … */
  types: string[];
}

function wordsAfter(line: string, prefix: string): string | null {
  if (line === prefix) return '';
  return line.startsWith(prefix + ' ') ? line.slice(prefix.length + 1) : null;
}

/** "Evolution Psychic" → ["Evolution", "Psychic"]; words no table knows stay one special type ("Moonless Night"). */
function splitSpecialTypes(words: string): string[] {
  const found: string[] = [];
  let rest = words;
  while (rest) {
    const special = SPECIAL_TYPES.find((s) => wordsAfter(rest, s) !== null);
    if (!special) return [...found, rest];
    found.push(special);
    rest = wordsAfter(rest, special) ?? '';
  }
  return found;
}

/** Splits a printed type line such as "Psychic Super Creature" into special types and card types. */
export function splitTypeLine(typeLine: string): TypeWords {
  const line = typeLine.replace(/\s+/g, ' ').trim();
  if (!line) return { supertypes: [], types: [] };
  const irregular = lookup(IRREGULAR_TYPE_LINES, line);
  if (irregular) return { supertypes: [...irregular.supertypes], types: [...irregular.types] };
  const type = CARD_TYPES_LONGEST_FIRST.find((t) => line === t || line.endsWith(' ' + t));
  if (!type) return { supertypes: [], types: [line] };
  return { supertypes: splitSpecialTypes(line.slice(0, line.length - type.length).trim()), types: [type] };
}

// ---------------------------------------------------------------------------------------------------
// Zone, mana number, start-of-game cards

/** DM 1.4 table of the digest: the type words that put a card outside the main deck. */
const ZONE_BY_TYPE_WORD: Readonly<Record<string, DmDeckZone>> = {
  Psychic: 'hyperspatial', // DM 805.4, 806
  'Psychic Super': 'hyperspatial', // DM 806
  Dragheart: 'hyperspatial', // DM 807.4, 808
  'Duel Mate': 'hyperspatial', // DM 820.4
  'Rule Plus': 'hyperspatial', // DM 314.1
  Gacharange: 'gr', // DM 811.2: GR creatures start in the super GR zone
  GR: 'gr',
};

/** The zone a card is built into (DM 100.2–100.4): hyperspatial, super GR, or the 40-card main deck. */
export function deckZone(words: TypeWords): DmDeckZone {
  for (const word of [...words.supertypes, ...words.types]) {
    const zone = lookup(ZONE_BY_TYPE_WORD, word);
    if (zone) return zone;
  }
  return 'main';
}

/**
 * DM 207.1: the number on the mana symbol, read as follows because neither source prints it.
 * - 0 for cards outside the main deck: psychic and dragheart cards have no mana symbol (207.1), nor do GR cards
 *   (digest §2.8); none of them can be charged from a hand anyway.
 * - 0 for five-civilization "rainbow" cards (digest §2.8): the data agrees, since Infinite Orchestra of Love-style
 *   fields read "Your multicolored cards have their mana number become 1 while in your mana zone".
 * - 1 for every other card (107.2: "normally 1").
 */
export function manaNumber(zone: DmDeckZone, civilizations: readonly Civilization[]): number {
  if (zone !== 'main') return 0;
  return civilizations.length === 5 ? 0 : 1;
}

/** DM 100.5: the card text that lets a card (or set) start the game in the battle zone. */
const STARTS_IN_BATTLE_ZONE = /put into the battle zone at the start of the game/i;

export function startsInBattleZone(text: string): boolean {
  return STARTS_IN_BATTLE_ZONE.test(text);
}

/** DM 701.29a: a final forbidden field is five double-faced cards of one name that start the game as one set. */
export const isFinalForbiddenField = (typeLine: string) => /final forbidden field/i.test(typeLine);

/**
 * The creature side of a start-of-game set, which only the flipped set forms: a final forbidden creature (DM 701.29a)
 * or the 零龍 creature (701.31a). The rule that says so, for a card whose type line is one; a source may list that side
 * as a card of its own.
 */
export function setSideRule(typeLine: string): string | undefined {
  if (/final forbidden creature/i.test(typeLine)) return '701.29a';
  if (/zeron creature/i.test(typeLine)) return '701.31a';
  return undefined;
}

/** How many cards make one start-of-game set of this card (DM 100.5, 701.29a). */
export function startSetPieces(typeLine: string): number {
  return isFinalForbiddenField(typeLine) ? 5 : 1;
}

/** DM 314.3a: a Rule Plus that changes the deck size, as its text says it (《13番目の計画》: 「デッキの枚数を5枚増やして」). */
const DECK_SIZE_CHANGE = /デッキの枚数を([0-9０-９]+)枚(増や|減ら)して/;

/** How many cards a Rule Plus adds to the deck (negative: takes away); 0 for every other card. */
export function deckSizeChange(text: string): number {
  const m = DECK_SIZE_CHANGE.exec(text);
  if (!m) return 0;
  const n = Number(m[1].replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
  return m[2] === '増や' ? n : -n;
}

// ---------------------------------------------------------------------------------------------------
// Power (DM 206)

export interface Power {
  value: number;
  /** DM 206.2a: a "+" after the number, the card's own ability raises it. */
  plus: boolean;
}

/** "5000", "5000+", "1000-", "-5000", "0000+" (Latepate64's Vhal dragons: power 0+). null when nothing is printed. */
export function parsePower(printed: string): Power | null {
  const text = printed.trim();
  if (!text) return null;
  const m = /^(-?\d+)([+-])?$/.exec(text);
  if (!m)
    throw new CardDataError(`power "${printed}" is not a number with an optional "+" or "-"`, 'skip.power', {
      field: 'power',
      value: printed,
    });
  return { value: Number(m[1]), plus: m[2] === '+' };
}

// ---------------------------------------------------------------------------------------------------
// Keywords and breakers (DM 509.2)

/**
 * Keyword abilities as the sources write them at the start of an ability line ("Blocker (…)", "■ Double Breaker",
 * "Power attacker +2000", "Gravity Zero―If …"). A keyword inside a sentence ("gets "speed attacker"") is granted
 * to something else and is not the card's own.
 */
const KEYWORDS = [
  'Super Shield Trigger',
  'Shield Trigger Plus',
  'Shield Trigger Cross',
  'Shield Trigger',
  'Strike Back',
  'Guard Strike',
  'Blocker',
  'Speed Attacker',
  'Slayer',
  'Charger',
  'Power Attacker',
  'Silent Skill',
  'Wave Striker',
  'Survivor',
  'Turbo Rush',
  'Accelerator',
  'Metamorph',
  'Sympathy',
  'Ultra Saver',
  'Shield Saver',
  'Saver',
  'Guardman',
  'Mach Fighter',
  'Gravity Zero',
  'Ninja Strike',
  'Revolution Change',
  'Invasion',
  'Justdiver',
  'Mana Arms',
  'Meteorburn',
  'Shinkarise',
  'Mana Drive',
  'Ex Life',
  'Attack Chance',
  'Doron Go',
  'Kirifudash',
  'Buzzrender',
  'Hunting',
  'Mugen Climb',
  'Sabaki Z',
  'Mega Last Burst',
  'Last Burst',
  'Smash Burst',
  'Friend Burst',
  'Shield Go',
  'Dragsolution',
  'Jokers Change',
  'Escape',
  'Abyss Rush',
  'Double Breaker',
  'Triple Breaker',
  'Quattro Breaker',
  'World Breaker',
  'Infinity Breaker',
  'Galaxy Breaker',
  'Powered Breaker',
  'Crew Breaker',
];

/** Every spelling, lower case, to its canonical keyword: the English, and the Japanese of Japanese card text. */
const CANONICAL_KEYWORD = new Map<string, string>([
  ...KEYWORDS.map((k): [string, string] => [k.toLowerCase(), k]),
  ...Object.entries(DM_KEYWORDS_JA).map(([k, japanese]): [string, string] => [japanese.toLowerCase(), k]),
]);

/**
 * A keyword spelling (plain words, no pattern characters; longest first, so "Shield Trigger Plus" wins over
 * "Shield Trigger") at the start of an ability line, after a "■" bullet, followed by nothing, reminder text,
 * or a cost or parameter after a dash, colon or number: "Blocker (…)", "Mana Arms 5:", "Crew breaker - Survivor".
 */
const KEYWORD_LINE = new RegExp(
  `^(?:[■►•]\\s*)?(${[...CANONICAL_KEYWORD.keys()].sort((a, b) => b.length - a.length).join('|')})(?=$|\\s*[(（\\-—―:：+0-9"「])`,
  'i',
);

/** The keyword an ability line starts with, in its canonical spelling. */
function lineKeyword(line: string): string | undefined {
  const m = KEYWORD_LINE.exec(line.normalize('NFKC'));
  return m ? CANONICAL_KEYWORD.get(m[1].toLowerCase()) : undefined;
}

/** The card's own keyword abilities, one per ability line, in text order without repeats. */
export function keywordsFromText(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const keyword = lineKeyword(line.trim());
    if (keyword) found.add(keyword);
  }
  return [...found];
}

/** A breaker number that breaks every shield the opponent has (world, infinity and galaxy breaker). */
export const ALL_SHIELDS = 99;

/** DM 509.2b: shields one attack breaks, by breaker keyword. */
const BREAKER_SHIELDS: Readonly<Record<string, number>> = {
  'Double Breaker': 2, // W・ブレイカー
  'Triple Breaker': 3, // T・ブレイカー
  'Quattro Breaker': 4, // Q・ブレイカー
  'World Breaker': ALL_SHIELDS,
  'Infinity Breaker': ALL_SHIELDS,
  'Galaxy Breaker': ALL_SHIELDS,
};

/** Powered breaker: "breaks an additional shield for each 6000 power". */
const POWERED_BREAKER_STEP = 6000;

function keywordBreaker(keyword: string, power: number | null): number {
  if (keyword === 'Powered Breaker') return 1 + Math.floor(Math.max(power ?? 0, 0) / POWERED_BREAKER_STEP);
  return lookup(BREAKER_SHIELDS, keyword) ?? 1;
}

/**
 * DM 509.2: shields one attack of this creature breaks with its printed power: 1 without a breaker ability (509.2a),
 * the most its breaker abilities allow when it has several (509.2c). Breakers that count other creatures
 * (crew breaker) are 1 here; a breaker granted only under a condition ("While this creature has power 6000 or
 * more, it has double breaker") is not printed as the card's own ability line and does not count.
 */
export function breakerCount(keywords: readonly string[], power: number | null): number {
  let most = 1;
  for (const keyword of keywords) most = Math.max(most, keywordBreaker(keyword, power));
  return most;
}
