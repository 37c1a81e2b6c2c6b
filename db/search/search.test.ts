// The query language over every card in ../shared/data (23 MTGJSON sets, the Duel Masters JSON and CSV) as the
// real importer writes them. Each query's expected cards come from filtering the stored engine Cards (and their
// printings) in plain TypeScript, never from a list typed by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { importCardFiles } from '../import/import.ts';
import { getPrintings } from '../cards.ts';
import { searchCards, type SearchHit } from './search.ts';
import { cardImageSource } from '../images.ts';
import { refreshSearchIndex } from './search-index.ts';
import { SearchSyntaxError } from '../../engine/search/errors.ts';
import { LAND_CYCLES, landCyclesOf } from '../../engine/search/land-cycles.ts';
import { flagBit } from '../../engine/search/flags.ts';
import type { Card, PriceKey, Printing } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { getFormat, validateDeck } from '../../engine/formats/index.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { buildPricedDb } from '../../test/priced-cards.ts';

interface Indexed {
  card: Card;
  printings: Printing[];
  /** Every name the card answers to (card_names), folded, with its language. */
  names: { lang: string; name: string }[];
}

let db: Db;
let all: Indexed[];
const dir = tempDir('decklab-search-');

beforeAll(async () => {
  db = openDatabase(join(dir.dir, 'cards.sqlite'));
  const mtgjson = readdirSync(sharedPath('mtgjson', 'sets')).map((f) => sharedPath('mtgjson', 'sets', f));
  await importCardFiles(db, [
    ...mtgjson,
    sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'),
    sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'),
  ]);
  const names = db.prepare('SELECT card_id, lang, name FROM card_names').all() as {
    card_id: string;
    lang: string;
    name: string;
  }[];
  const namesByCard = new Map<string, { lang: string; name: string }[]>();
  for (const n of names)
    namesByCard.set(n.card_id, [...(namesByCard.get(n.card_id) ?? []), { lang: n.lang, name: foldName(n.name) }]);
  all = (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((data) => {
    const card = JSON.parse(data) as Card;
    return { card, printings: getPrintings(db, card.id), names: namesByCard.get(card.id) ?? [] };
  });
});

afterAll(() => {
  db?.close();
  dir.cleanup();
});

/** Every result of a query, page by page; checks that the pages add up to the total. */
function searchAll(query: string, limit = 700): SearchHit[] {
  const found: SearchHit[] = [];
  for (let page = 1; ; page++) {
    const result = searchCards(db, query, { page, limit });
    found.push(...result.cards);
    if (result.cards.length < limit) {
      expect(found.length).toBe(result.total);
      return found;
    }
  }
}

const sortedNames = (cards: readonly Card[]) => cards.map((c) => `${c.name} [${c.game}]`).sort();

/** Each MTGJSON set's code, type ("core", "commander" …) and release date, read from the files as published. */
const PUBLISHED_SETS = readdirSync(sharedPath('mtgjson', 'sets')).map(
  (file) =>
    (
      JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', file), 'utf8')) as {
        data: { code: string; type: string; releaseDate: string };
      }
    ).data,
);
const SET_TYPES = new Map(PUBLISHED_SETS.map((set) => [set.code.toLowerCase(), set.type] as const));
/** Kaldheim's release date as its MTGJSON file gives it. */
const KHM_RELEASED = PUBLISHED_SETS.find((set) => set.code === 'KHM')!.releaseDate;

// Plain-TypeScript readings of the card data, written from the rules and Scryfall's documentation.
// Colors are compared as the schema's bits: a Duel Masters civilization shares its color's bit (light = white…).
const COLOR_BITS: Record<string, number> = {
  W: 1,
  U: 2,
  B: 4,
  R: 8,
  G: 16,
  light: 1,
  water: 2,
  darkness: 4,
  fire: 8,
  nature: 16,
};
const mask = (colors: readonly string[]) => colors.reduce((m, c) => m | COLOR_BITS[c], 0);
const colorBits = (letters: string) => mask([...letters]);
/** c: and id>= — at least these colors. */
const magic = (x: { card: { game: string } }) => x.card.game === 'mtg';
const hasAll = (colors: readonly string[], letters: string) =>
  (mask(colors) & colorBits(letters)) === colorBits(letters);
/** CR 305.6: the color each basic land type's mana has. */
const BASIC_TYPE_COLORS: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
/** What id: compares: the color identity (CR 903.4) and the colors of basic land types (903.5d). */
const identityOf = (card: Card) => [
  ...card.colorIdentity,
  ...card.faces.flatMap((f) => f.subtypes.flatMap((t) => BASIC_TYPE_COLORS[t] ?? [])),
];
/** id: — no color outside these (CR 903.4). */
const within = (colors: readonly string[], letters: string) => (mask(colors) & ~colorBits(letters)) === 0;
const hasColor = (colors: readonly string[], letter: string) => hasAll(colors, letter);
/** A text folded paragraph by paragraph: a phrase or a regular expression's line is read within one paragraph. */
const paragraphs = (text: string) => text.split('\n').map(foldName).join('\n');
/** CR 207.2: reminder text is the text in parentheses. */
const oracle = (card: Card) => paragraphs(card.text.replace(/\([^()]*\)/g, ''));
const typeLine = (card: Card) => foldName(card.faces.map((f) => f.typeLine).join(' // '));
const isType = (card: Card, type: string) => typeLine(card).includes(type);
const power = (card: Card) => (card.dm ? card.dm.power : numberOrNull(card.faces[0].power));
/** A face's power, toughness and loyalty (a Duel Masters card's one power): pow, tou and loy match any face. */
const faceNumbers = (card: Card) =>
  card.dm
    ? [{ power: card.dm.power, toughness: null, loyalty: null }]
    : card.faces.map((f) => ({
        power: numberOrNull(f.power),
        toughness: numberOrNull(f.toughness),
        loyalty: numberOrNull(f.loyalty),
      }));
const someFace = (card: Card, test: (n: ReturnType<typeof faceNumbers>[number]) => boolean) =>
  faceNumbers(card).some(test);
/** The numeric part of a printed value ("1+*" → 1, "*" → none), as the schema stores it. */
function numberOrNull(printed: string | undefined): number | null {
  const n = Number.parseFloat(printed ?? '');
  return Number.isFinite(n) ? n : null;
}
const symbolCount = (cost: string, symbol: string) => cost.split(symbol).length - 1;
/** The symbols of the card's cost (as m: reads it) with one of these color letters. */
const devotionOf = (card: Card, letters: string) =>
  (card.manaCost.match(/\{[^}]+\}/g) ?? []).filter((symbol) => [...letters].some((l) => symbol.includes(l))).length;
/**
 * How a card's text names itself, as Scryfall's "~" reads it: its name, a face's name, a legendary face's name before
 * the comma ("Omnath"), or "this spell".
 */
const selfNames = (card: Card) => [
  ...card.faces
    .flatMap((f) => [f.name, ...(f.supertypes.includes('Legendary') ? [f.name.split(', ')[0]] : [])])
    .map(foldName),
  'this spell',
];
/** The card's Japanese faces (Card.localized.ja), each field folded as a query is. */
const japaneseFaces = (card: Card) =>
  (card.localized?.ja?.faces ?? []).map((f) => ({
    typeLine: foldName(f.typeLine ?? ''),
    text: foldName(f.text ?? ''),
  }));
const japaneseType = (card: Card, term: string) => japaneseFaces(card).some((f) => f.typeLine.includes(term));
const japaneseText = (card: Card, term: string) => japaneseFaces(card).some((f) => f.text.includes(term));
const anyName = (x: Indexed, text: string) => x.names.some((n) => n.name.includes(text));
const oneName = (x: Indexed, words: readonly string[]) => x.names.some((n) => words.every((w) => n.name.includes(w)));
/** CR 110.4. */
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const legal = (card: Card, format: string) => ['legal', 'restricted'].includes(card.legalities[format] ?? '');

interface Case {
  query: string;
  why: string;
  expect: (x: Indexed) => boolean;
}

const CASES: Case[] = [
  // Names: any name of the card, folded (accents, ligatures, case), English or localized.
  { query: 'llanowar', why: 'a name part', expect: (x) => anyName(x, 'llanowar') },
  { query: 'Æther', why: 'ligature and case folded', expect: (x) => anyName(x, 'aether') },
  { query: '"of the"', why: 'a quoted phrase is one part', expect: (x) => anyName(x, 'of the') },
  {
    query: 'elves llanowar',
    why: 'two words in any order, in one name',
    expect: (x) => oneName(x, ['elves', 'llanowar']),
  },
  {
    query: 'sol ring',
    why: 'the words of one name, not "sol" in a card\'s Italian name and "ring" in its German one',
    expect: (x) => oneName(x, ['sol', 'ring']),
  },
  {
    query: '!"Llanowar Elves"',
    why: 'the whole name',
    expect: (x) => x.names.some((n) => n.name === 'llanowar elves'),
  },
  {
    query: '共同突撃',
    why: 'a Japanese name, as written',
    expect: (x) => x.names.some((n) => n.name.includes('共同突撃')),
  },
  // Rules text (CR 207.2: reminder text is not rules text for o:, is for fo:), "~" for the card's own name.
  { query: 'o:"draw a card"', why: 'rules text', expect: (x) => oracle(x.card).includes('draw a card') },
  {
    query: 'fo:"flying (this creature can"',
    why: 'reminder text with fo:',
    expect: (x) => paragraphs(x.card.text).includes('flying (this creature can'),
  },
  {
    query: 'o:"can\'t be blocked"',
    why: 'reminder text left out (fewer cards than fo:)',
    expect: (x) => oracle(x.card).includes("can't be blocked"),
  },
  {
    query: 'fo:"can\'t be blocked"',
    why: 'reminder text included',
    expect: (x) => paragraphs(x.card.text).includes("can't be blocked"),
  },
  {
    query: 'o:"~ deals 3 damage"',
    why: '"~" is the card itself, a legendary one also by its short name',
    expect: (x) => selfNames(x.card).some((n) => oracle(x.card).includes(`${n} deals 3 damage`)),
  },
  {
    query: 'o:"~ can\'t be countered"',
    why: '"~" is also "this spell", as Scryfall reads it',
    expect: (x) => selfNames(x.card).some((n) => oracle(x.card).includes(`${n} can't be countered`)),
  },
  // Regular expressions (scryfall.com/docs/regular-expressions): case-insensitive, ^ and $ at each paragraph.
  {
    query: 'o:/^{T}: add/',
    why: 'a paragraph that begins "{T}: Add"',
    expect: (x) =>
      oracle(x.card)
        .split('\n')
        .some((line) => line.startsWith('{t}: add')),
  },
  {
    query: 'o:/~ deals \\d+ damage/',
    why: '"~" in a regular expression is the card itself, as in o:"~ deals 3 damage"',
    expect: (x) => {
      const text = oracle(x.card);
      return selfNames(x.card).some((n) =>
        Array.from({ length: 21 }, (_, d) => d).some((d) => text.includes(`${n} deals ${d} damage`)),
      );
    },
  },
  {
    query: 'o:/\\spp/',
    why: "Scryfall's shorthand for a +X/+X expression",
    expect: (x) => /\+(\d+|x|\*)\/\+(\d+|x|\*)/.test(oracle(x.card)),
  },
  {
    query: 'name:/^llanowar/',
    why: 'an English or Japanese name that begins with the word',
    expect: (x) => x.names.some((n) => (n.lang === 'en' || n.lang === 'ja') && n.name.startsWith('llanowar')),
  },
  {
    query: 't:/^legendary .*elf/',
    why: 'a type line that begins "Legendary" and has "elf" later',
    expect: (x) => typeLine(x.card).startsWith('legendary ') && typeLine(x.card).includes('elf', 'legendary '.length),
  },
  {
    query: 'o:/^飛行$/',
    why: 'a Japanese paragraph that is the one keyword',
    expect: (x) =>
      (x.card.localized?.ja?.faces ?? []).some((f) =>
        paragraphs(f.text ?? '')
          .split('\n')
          .includes('飛行'),
      ),
  },
  {
    query: 't:/angel/ -o:/flying/',
    why: 'a negated regular expression',
    expect: (x) => isType(x.card, 'angel') && !oracle(x.card).includes('flying'),
  },
  // Types, multi-word in quotes (Cockatrice#6036).
  { query: 't:"elf warrior"', why: 'a multi-word type', expect: (x) => isType(x.card, 'elf warrior') },
  {
    query: 't:legendary t:creature',
    why: 'two types',
    expect: (x) => isType(x.card, 'legendary') && isType(x.card, 'creature'),
  },
  // Colors: c: at least, c= exactly, c:m multicolor, c:c colorless (CR 105); negation.
  {
    query: 'c:rg',
    why: "at least red and green (c: is Magic's colors: no Duel Masters fire/nature card)",
    expect: (x) => magic(x) && hasAll(x.card.colors, 'RG'),
  },
  {
    query: 'c=u t:creature',
    why: 'exactly blue',
    expect: (x) => magic(x) && mask(x.card.colors) === colorBits('U') && isType(x.card, 'creature'),
  },
  {
    query: 'c:m t:instant',
    why: 'two or more colors',
    expect: (x) => magic(x) && x.card.colors.length >= 2 && isType(x.card, 'instant'),
  },
  {
    query: 'c:c t:artifact',
    why: 'no color',
    expect: (x) => magic(x) && x.card.colors.length === 0 && isType(x.card, 'artifact'),
  },
  {
    query: '-c:w t:creature mv>=7',
    why: 'negation (of a Magic color: Duel Masters cards pass)',
    expect: (x) => !(magic(x) && hasColor(x.card.colors, 'W')) && isType(x.card, 'creature') && x.card.manaValue >= 7,
  },
  {
    query: 'c!=g t:elf',
    why: 'not exactly green',
    expect: (x) => magic(x) && mask(x.card.colors) !== colorBits('G') && isType(x.card, 'elf'),
  },
  // Identity: id: within (CR 903.4), id>= at least, guild and shard names.
  {
    query: 'id:golgari t:legendary t:creature',
    why: 'within black-green',
    expect: (x) =>
      magic(x) && within(identityOf(x.card), 'BG') && isType(x.card, 'legendary') && isType(x.card, 'creature'),
  },
  {
    query: 'id>=esper',
    why: 'at least white-blue-black',
    expect: (x) => magic(x) && hasAll(identityOf(x.card), 'WUB'),
  },
  {
    query: 'id=c is:commander',
    why: 'colorless identity commanders',
    expect: (x) => magic(x) && identityOf(x.card).length === 0 && x.card.deck.canBeCommander,
  },
  // CR 903.5d: a basic land type counts (Island is blue, Watery Grave blue-black), though its mana is only in reminder text.
  {
    query: 'id:c t:land',
    why: 'colorless lands: no Island, no Watery Grave',
    expect: (x) => magic(x) && identityOf(x.card).length === 0 && isType(x.card, 'land'),
  },
  {
    query: 'id:u t:land',
    why: 'lands a mono-blue deck may hold: Island, not Watery Grave',
    expect: (x) => magic(x) && within(identityOf(x.card), 'U') && isType(x.card, 'land'),
  },
  {
    query: 'id>=ub t:land',
    why: 'Watery Grave is blue and black',
    expect: (x) => magic(x) && hasAll(identityOf(x.card), 'UB') && isType(x.card, 'land'),
  },
  {
    query: 'id<=growth t:legendary t:creature',
    why: "Scryfall's four-color name: within white, blue, black and green",
    expect: (x) =>
      magic(x) && within(identityOf(x.card), 'WUBG') && isType(x.card, 'legendary') && isType(x.card, 'creature'),
  },
  {
    query: 'c:quandrix',
    why: 'a Strixhaven college: at least green and blue',
    expect: (x) => magic(x) && hasAll(x.card.colors, 'GU'),
  },
  // or and parentheses.
  { query: 't:goblin or t:elf', why: 'or', expect: (x) => isType(x.card, 'goblin') || isType(x.card, 'elf') },
  {
    query: '(t:goblin or t:elf) c:r',
    why: 'parentheses',
    expect: (x) => (isType(x.card, 'goblin') || isType(x.card, 'elf')) && magic(x) && hasColor(x.card.colors, 'R'),
  },
  {
    query: '-(t:creature or t:land) c:b',
    why: 'negated group',
    expect: (x) => !isType(x.card, 'creature') && !isType(x.card, 'land') && magic(x) && hasColor(x.card.colors, 'B'),
  },
  // Comparisons, also between fields.
  {
    query: 'pow>tou t:creature game:mtg',
    why: 'power against toughness, on one face',
    expect: (x) =>
      x.card.game === 'mtg' &&
      isType(x.card, 'creature') &&
      someFace(x.card, (n) => n.power !== null && n.toughness !== null && n.power > n.toughness),
  },
  {
    query: 'pow>=5 tou<=3',
    why: 'two comparisons, each of any face',
    expect: (x) =>
      someFace(x.card, (n) => (n.power ?? -1) >= 5) &&
      someFace(x.card, (n) => n.toughness !== null && n.toughness <= 3),
  },
  {
    query: 'pt>=10',
    why: "Scryfall's pt: a face's power and toughness added",
    expect: (x) => someFace(x.card, (n) => n.power !== null && n.toughness !== null && n.power + n.toughness >= 10),
  },
  // Printings and sets: one printing per set and collector number, whatever its language (Scryfall's prints, sets).
  {
    query: 'prints>=3',
    why: 'cards printed three times or more',
    expect: (x) => new Set(x.printings.map((p) => `${p.set.toLowerCase()} ${p.collectorNumber}`)).size >= 3,
  },
  {
    query: 'sets=1 c:g',
    why: 'green cards of one set only',
    expect: (x) =>
      magic(x) && hasColor(x.card.colors, 'G') && new Set(x.printings.map((p) => p.set.toLowerCase())).size === 1,
  },
  {
    query: 'in:ja t:elf',
    why: "Scryfall's in: a language the card has been printed in (a printing, or MTGJSON's foreign names)",
    expect: (x) =>
      isType(x.card, 'elf') && (x.printings.some((p) => p.lang === 'ja') || x.names.some((n) => n.lang === 'ja')),
  },
  {
    query: 'in:mythic c:b',
    why: 'a rarity the card has been printed at',
    expect: (x) => magic(x) && hasColor(x.card.colors, 'B') && x.printings.some((p) => p.rarity === 'mythic'),
  },
  {
    query: 'in:arena t:elf',
    why: 'printed on Arena (a printing with an Arena id)',
    expect: (x) => isType(x.card, 'elf') && x.printings.some((p) => p.arenaId !== undefined),
  },
  {
    query: 'in:core t:elf',
    why: "Scryfall's in: a set type the card has been printed in",
    expect: (x) => isType(x.card, 'elf') && x.printings.some((p) => SET_TYPES.get(p.set.toLowerCase()) === 'core'),
  },
  {
    query: '-in:commander t:elf game:mtg',
    why: 'never printed in a Commander set',
    expect: (x) =>
      magic(x) && isType(x.card, 'elf') && !x.printings.some((p) => SET_TYPES.get(p.set.toLowerCase()) === 'commander'),
  },
  {
    query: 'game:arena s:khm t:elf',
    why: "Scryfall's game:arena: a printing on Arena, here Kaldheim's own",
    expect: (x) =>
      isType(x.card, 'elf') && x.printings.some((p) => p.set.toLowerCase() === 'khm' && p.arenaId !== undefined),
  },
  {
    query: 'lang:any t:"elf druid"',
    why: "Scryfall's lang:any: every language",
    expect: (x) => isType(x.card, 'elf druid'),
  },
  {
    query: 'st:commander t:elf',
    why: 'an elf printed in a Commander set (the set type of the MTGJSON file)',
    expect: (x) => isType(x.card, 'elf') && x.printings.some((p) => SET_TYPES.get(p.set.toLowerCase()) === 'commander'),
  },
  // CR 700.5: devotion counts the cost's symbols of the colors, a symbol of two of them once (700.5a).
  {
    query: 'devotion:{u}{u}{u}',
    why: 'devotion to blue of at least three',
    expect: (x) => magic(x) && devotionOf(x.card, 'U') >= 3,
  },
  {
    query: 'devotion>={u/b}{u/b}{u/b}{u/b}',
    why: 'devotion to blue and black, a {U/B} symbol counted once',
    expect: (x) => magic(x) && devotionOf(x.card, 'UB') >= 4,
  },
  {
    query: 'pow>mv game:mtg',
    why: "a face's power against the card's mana value (CR 202.3)",
    expect: (x) => magic(x) && someFace(x.card, (n) => n.power !== null && n.power > x.card.manaValue),
  },
  {
    query: 'loy>=5',
    why: "loyalty of any face (a transformed planeswalker's too)",
    expect: (x) => someFace(x.card, (n) => (n.loyalty ?? -1) >= 5),
  },
  {
    query: 'pow>=6 is:transform',
    why: "a back face's power (CR 712): Werewolves and their like",
    expect: (x) => x.card.layout === 'transform' && someFace(x.card, (n) => (n.power ?? -1) >= 6),
  },
  {
    query: 'mv:even t:instant',
    why: "Scryfall's manavalue:even: 0, 2, 4 …",
    expect: (x) => isType(x.card, 'instant') && x.card.manaValue % 2 === 0,
  },
  {
    query: 'mv:odd -t:creature',
    why: 'an odd mana value',
    expect: (x) => !isType(x.card, 'creature') && x.card.manaValue % 2 === 1,
  },
  {
    query: 't:instant cmc<=1',
    why: 'mana value (CR 202.3)',
    expect: (x) => isType(x.card, 'instant') && x.card.manaValue <= 1,
  },
  // Mana symbols.
  { query: 'm:{G}{G}', why: 'at least two green symbols', expect: (x) => symbolCount(x.card.manaCost, '{G}') >= 2 },
  { query: 'm=2WW', why: 'exactly {2}{W}{W}', expect: (x) => x.card.manaCost === '{2}{W}{W}' },
  {
    query: 'm:{g/b}{g/b}',
    why: 'a hybrid symbol written backwards is the one costs print as {B/G}',
    expect: (x) => symbolCount(x.card.manaCost, '{B/G}') >= 2,
  },

  // Mana a card can add (Card.producedMana: Scryfall's produced_mana, or read from the card's text).
  {
    query: 'produces:g t:land',
    why: 'lands that can add green',
    expect: (x) => isType(x.card, 'land') && x.card.producedMana.includes('G'),
  },
  {
    query: 'produces=wu',
    why: 'white and blue, nothing else',
    expect: (x) => [...x.card.producedMana].sort().join('') === 'UW',
  },
  {
    query: 'produces:c t:artifact',
    why: 'colorless mana',
    expect: (x) => isType(x.card, 'artifact') && x.card.producedMana.includes('C'),
  },
  {
    query: 'produces<=g t:creature',
    why: 'creatures that add mana, all of it green',
    expect: (x) =>
      isType(x.card, 'creature') && x.card.producedMana.length > 0 && x.card.producedMana.every((m) => m === 'G'),
  },
  // Printings: rarity and set asked of one printing together, like Scryfall.
  {
    query: 'r:mythic s:znr',
    why: 'mythic in ZNR',
    expect: (x) => x.printings.some((p) => p.set === 'znr' && p.rarity === 'mythic'),
  },
  {
    query: 'year:2021 r:mythic',
    why: 'a mythic printed in 2021: release and rarity of one printing',
    expect: (x) => x.printings.some((p) => p.releasedAt?.startsWith('2021') && p.rarity === 'mythic'),
  },
  {
    query: 'year<2019 t:creature',
    why: 'printed before 2019',
    expect: (x) => isType(x.card, 'creature') && x.printings.some((p) => p.releasedAt! < '2019-01-01'),
  },
  {
    query: 'date>2021-07-23 date<=2021-09-24',
    why: 'printed after one day up to another, the last day included',
    expect: (x) => x.printings.some((p) => p.releasedAt! > '2021-07-23' && p.releasedAt! <= '2021-09-24'),
  },
  {
    query: 'date>khm t:elf',
    why: "Scryfall's date>set: printed after the day Kaldheim was released",
    expect: (x) => isType(x.card, 'elf') && x.printings.some((p) => p.releasedAt! > KHM_RELEASED),
  },
  {
    query: 'year:khm r:mythic',
    why: "a mythic printed in Kaldheim's year",
    expect: (x) =>
      x.printings.some((p) => p.releasedAt?.slice(0, 4) === KHM_RELEASED.slice(0, 4) && p.rarity === 'mythic'),
  },
  {
    query: 'r>=rare t:goblin',
    why: 'rare or better',
    expect: (x) =>
      isType(x.card, 'goblin') &&
      x.printings.some((p) => ['rare', 'mythic', 'special', 'bonus', 'very rare', 'super rare'].includes(p.rarity)),
  },
  // Formats.
  {
    query: 'f:pauper t:creature mv<=1 c:b',
    why: 'legal in pauper',
    expect: (x) =>
      legal(x.card, 'pauper') && isType(x.card, 'creature') && x.card.manaValue <= 1 && hasColor(x.card.colors, 'B'),
  },
  { query: 'banned:commander', why: 'banned', expect: (x) => x.card.legalities.commander === 'banned' },
  { query: 'restricted:vintage', why: 'restricted', expect: (x) => x.card.legalities.vintage === 'restricted' },
  // is: and keywords.
  { query: 'is:mdfc', why: 'modal double-faced (CR 712)', expect: (x) => x.card.layout === 'modal_dfc' },
  {
    query: 'is:split',
    why: 'split cards, aftermath included (CR 709)',
    expect: (x) => ['split', 'aftermath'].includes(x.card.layout),
  },
  {
    query: 'is:adventure or is:flip',
    why: 'adventurers (CR 715) and flip cards (CR 710)',
    expect: (x) => ['adventure', 'flip'].includes(x.card.layout),
  },
  {
    query: 'is:vanilla game:mtg',
    why: 'creatures without rules text',
    expect: (x) => x.card.game === 'mtg' && isType(x.card, 'creature') && x.card.faces.every((f) => f.text === ''),
  },
  { query: 'is:companion', why: 'companions (CR 702.139)', expect: (x) => x.card.deck.companion !== undefined },
  {
    query: 'is:dfc -is:mdfc',
    why: 'transforming and meld cards (CR 712), not the modal ones',
    expect: (x) => ['transform', 'meld', 'reversible_card'].includes(x.card.layout),
  },
  {
    query: 'is:permanent game:mtg -t:creature mv>=6',
    why: 'permanent types (CR 110.4)',
    expect: (x) =>
      x.card.game === 'mtg' &&
      !isType(x.card, 'creature') &&
      x.card.manaValue >= 6 &&
      x.card.faces.some((f) => f.types.some((t) => PERMANENT_TYPES.includes(t))),
  },
  {
    query: 'is:historic -t:creature -t:artifact',
    why: 'legendaries and Sagas (CR 700.6)',
    expect: (x) =>
      !isType(x.card, 'creature') &&
      !isType(x.card, 'artifact') &&
      x.card.faces.some((f) => f.supertypes.includes('Legendary') || f.subtypes.includes('Saga')),
  },
  {
    query: 'is:basic',
    why: 'the Basic supertype (CR 205.4a)',
    expect: (x) => x.card.faces.some((f) => f.supertypes.includes('Basic')),
  },
  {
    query: 'is:party c:w',
    why: 'a creature that can be in a party: a Cleric, Rogue, Warrior or Wizard (CR 700.8)',
    expect: (x) =>
      magic(x) &&
      hasColor(x.card.colors, 'W') &&
      x.card.faces.some(
        (f) =>
          f.types.includes('Creature') && ['Cleric', 'Rogue', 'Warrior', 'Wizard'].some((t) => f.subtypes.includes(t)),
      ),
  },
  {
    query: 'is:modal t:instant',
    why: 'a modal spell: "Choose one —" and its bulleted options (CR 700.2)',
    expect: (x) =>
      magic(x) &&
      isType(x.card, 'instant') &&
      x.card.faces.some((f) =>
        f.text
          .split('\n')
          .some((line, i, lines) => /\bchoose .*—$/i.test(line.trim()) && lines[i + 1]?.startsWith('•')),
      ),
  },
  {
    query: 'has:indicator',
    why: 'a face with a color indicator (CR 204)',
    expect: (x) => x.card.faces.some((f) => (f.colorIndicator ?? []).length > 0),
  },
  {
    query: 'is:unique t:elf',
    why: "Scryfall's is:unique: printed in one set only",
    expect: (x) => isType(x.card, 'elf') && new Set(x.printings.map((p) => p.set.toLowerCase())).size === 1,
  },
  {
    query: 'kw:"first strike" c:w',
    why: 'a keyword ability',
    expect: (x) => x.card.keywords.some((k) => k.toLowerCase() === 'first strike') && hasColor(x.card.colors, 'W'),
  },
  // Languages and games.
  {
    query: 'lang:ja t:"elf druid"',
    why: 'has a Japanese name',
    expect: (x) => x.names.some((n) => n.lang === 'ja') && isType(x.card, 'elf druid'),
  },
  // Duel Masters: civilizations on the color bits (DM 106), races by substring (DM 203.2), cost and power.
  {
    query: 'civ:fire race:dragon',
    why: 'fire dragons',
    expect: (x) =>
      x.card.game === 'dm' &&
      x.card.colors.includes('fire') &&
      x.card.faces.some((f) => f.subtypes.some((r) => foldName(r).includes('dragon'))),
  },
  {
    query: 'civ=water/darkness',
    why: 'exactly water and darkness',
    expect: (x) => x.card.game === 'dm' && mask(x.card.colors) === 6,
  },
  {
    query: 'game:dm power>=12000 cost<=7',
    why: 'DM power and cost',
    expect: (x) => x.card.game === 'dm' && (x.card.dm?.power ?? -1) >= 12000 && x.card.manaValue <= 7,
  },
  {
    query: 'game:dm is:twinpact civ:nature',
    why: 'twinpacts (DM 810)',
    expect: (x) => x.card.dm?.isTwinpact === true && x.card.colors.includes('nature'),
  },
  {
    query: 'civ:c',
    why: 'colorless Duel Masters cards (DM 106.2c)',
    expect: (x) => x.card.game === 'dm' && x.card.colors.length === 0,
  },
  // c: and id: are Magic's colors unless the query says game:dm (colors and civilizations share the index's bits).
  {
    query: 'c:r t:dragon',
    why: 'red Magic dragons, no fire Duel Masters dragon',
    expect: (x) => magic(x) && hasColor(x.card.colors, 'R') && isType(x.card, 'dragon'),
  },
  {
    query: 'id<=rg t:creature pow>=7',
    why: 'a Magic identity: no fire or nature Duel Masters creature',
    expect: (x) =>
      magic(x) &&
      within(identityOf(x.card), 'RG') &&
      isType(x.card, 'creature') &&
      someFace(x.card, (n) => (n.power ?? -1) >= 7),
  },
  // Japanese terms look at the Japanese type line and rules text, a substring anywhere (no spaces between words).
  { query: 't:クリーチャー', why: 'a Japanese type', expect: (x) => japaneseType(x.card, 'クリーチャー') },
  { query: 't:伝説の', why: 'a Japanese supertype (CR 205.4)', expect: (x) => japaneseType(x.card, '伝説の') },
  { query: 'o:飛行', why: 'a Japanese keyword of two characters', expect: (x) => japaneseText(x.card, '飛行') },
  {
    query: 'o:カードを１枚引く',
    why: 'full-width digits fold as the text does',
    expect: (x) => japaneseText(x.card, 'カードを1枚引く'),
  },
  {
    query: 'o:飛行 -t:creature t:enchantment',
    why: 'English and Japanese terms together',
    expect: (x) => japaneseText(x.card, '飛行') && !isType(x.card, 'creature') && isType(x.card, 'enchantment'),
  },
  {
    query: 't:creature',
    why: 'an English term looks at the English type line only',
    expect: (x) => isType(x.card, 'creature'),
  },
  {
    query: 'game:dm c:r',
    why: 'game:dm: c: asks for civilizations (fire), as civ:fire does',
    expect: (x) => x.card.game === 'dm' && x.card.colors.includes('fire'),
  },
  {
    query: 'game:dm id<=water/darkness',
    why: 'game:dm: id: within water and darkness',
    expect: (x) => x.card.game === 'dm' && within(x.card.colorIdentity, 'UB'),
  },
];

describe('Scryfall-style search over the shared card data', () => {
  it.each(CASES)('$query — $why', ({ query, expect: wanted }) => {
    const expected = all.filter(wanted).map((x) => x.card);
    expect(expected.length, 'the case must select some cards').toBeGreaterThan(0);
    expect(expected.length, 'the case must leave some cards out').toBeLessThan(all.length);
    expect(sortedNames(searchAll(query))).toEqual(sortedNames(expected));
  });

  it('CR 903.5d: id: suggests exactly what the validator lets into a black-green Commander deck (Lathril)', () => {
    const cards = new Map(all.map((x) => [x.card.id, x.card]));
    const lathril = all.find((x) => x.card.name === 'Lathril, Blade of the Elves')!.card;
    const deckOf = (main: readonly Card[]) => ({
      game: 'mtg' as const,
      name: 'Elves',
      format: 'commander',
      boards: {
        commander: [{ name: lathril.name, count: 1, cardId: lathril.id }],
        main: main.map((c) => ({ name: c.name, count: 1, cardId: c.id })),
      },
    });
    const refused = (main: readonly Card[]) =>
      validateDeck(deckOf(main), cards, getFormat('commander')!)
        .problems.filter((p) => p.code === 'commander.color-identity' || p.code === 'commander.basic-land-type')
        .flatMap((p) => p.cards);
    const suggested = searchAll('id:golgari');
    expect(sortedNames(suggested)).toContain('Overgrown Tomb [mtg]');
    expect(refused(suggested)).toEqual([]);
    const typedLands = all
      .filter((x) => magic(x) && x.card.faces.some((f) => f.subtypes.some((t) => t in BASIC_TYPE_COLORS)))
      .map((x) => x.card);
    const notSuggested = typedLands.filter((c) => !suggested.some((found) => found.id === c.id));
    expect(notSuggested.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Island', 'Watery Grave', 'Temple Garden']),
    );
    expect(refused(notSuggested).sort()).toEqual(notSuggested.map((c) => c.name).sort());
  });

  it('matches a Japanese name of two characters (no trigram: the row scan answers it)', () => {
    const japanese = all
      .flatMap((x) => x.names.filter((n) => n.lang === 'ja').map((n) => n.name))
      .find((n) => [...n].length >= 3)!;
    const twoCharacters = [...japanese].slice(0, 2).join('');
    const expected = all
      .filter((x) => x.names.some((n) => ['en', 'ja'].includes(n.lang) && n.name.includes(twoCharacters)))
      .map((x) => x.card);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedNames(searchAll(twoCharacters))).toEqual(sortedNames(expected));
  });

  it('finds a card by its Japanese name and answers with the English card (CR 201.2)', () => {
    const elves = all.find((x) => x.card.name === 'Llanowar Elves')!;
    const result = searchCards(db, elves.card.localizedNames.ja);
    expect(result.cards.map((c) => c.name)).toContain('Llanowar Elves');
  });

  it('lists every printing with unique:prints', () => {
    const forest = all.find((x) => x.card.name === 'Forest')!;
    const result = searchCards(db, 'unique:prints !forest', { limit: 1000 });
    expect(result.total).toBe(forest.printings.length);
    expect(new Set(result.cards.map((c) => c.printing!.id))).toEqual(new Set(forest.printings.map((p) => p.id)));
  });

  it('orders by the query: order:mv direction:desc, ties by name', () => {
    const { cards } = searchCards(db, 't:dragon game:mtg order:mv direction:desc', { limit: 200 });
    const expected = all
      .filter((x) => x.card.game === 'mtg' && isType(x.card, 'dragon'))
      .map((x) => x.card)
      .sort((a, b) => b.manaValue - a.manaValue || (foldName(a.name) < foldName(b.name) ? -1 : 1));
    expect(cards.map((c) => c.name)).toEqual(expected.slice(0, 200).map((c) => c.name));
  });

  it('orders by power with the cards that have none last', () => {
    const { cards, total } = searchCards(db, 't:elf order:power', { limit: 1000 });
    const powers = cards.map(power);
    const firstNull = powers.indexOf(null);
    expect(total).toBe(cards.length);
    expect(powers.slice(0, firstNull < 0 ? undefined : firstNull)).toEqual(
      [...powers.slice(0, firstNull < 0 ? undefined : firstNull)].sort((a, b) => b! - a!),
    );
    if (firstNull >= 0) expect(powers.slice(firstNull).every((p) => p === null)).toBe(true);
  });

  it('orders by release, newest first: a card by its first printing', () => {
    const { cards } = searchCards(db, 't:goblin game:mtg order:released', { limit: 1000 });
    const firstRelease = new Map(
      all.map((x) => [
        x.card.id,
        x.printings
          .map((p) => p.releasedAt ?? '')
          .filter(Boolean)
          .sort()[0],
      ]),
    );
    const dates = cards.map((c) => firstRelease.get(c.id)!);
    expect(dates.length).toBeGreaterThan(10);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('orders by color: white, blue, black, red, green, then pairs and more, colorless last', () => {
    const { cards } = searchCards(db, 't:dragon game:mtg order:color', { limit: 1000 });
    const rank = (c: Card) =>
      c.colors.length === 0 ? 99 : c.colors.length === 1 ? 'WUBRG'.indexOf(c.colors[0]) : 10 * c.colors.length;
    const ranks = cards.map(rank);
    expect(new Set(ranks).size).toBeGreaterThan(3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('pages without overlap and gives the total on every page', () => {
    const first = searchCards(db, 't:goblin', { page: 1, limit: 10 });
    const second = searchCards(db, 't:goblin', { page: 2, limit: 10 });
    expect(second.total).toBe(first.total);
    expect(second.page).toBe(2);
    expect(new Set([...first.cards, ...second.cards].map((c) => c.id)).size).toBe(20);
    const past = searchCards(db, 't:goblin', { page: 1000, limit: 10 });
    expect(past).toMatchObject({ total: first.total, cards: [] });
  });

  it('answers an empty query with every card, by name', () => {
    const result = searchCards(db, '', { limit: 5 });
    expect(result.total).toBe(all.length);
    expect(result.cards.map((c) => foldName(c.name))).toEqual(
      all
        .map((x) => foldName(x.card.name))
        .sort()
        .slice(0, 5),
    );
  });

  it.each([
    ['s:xyz t:elf', 'unknown set "xyz" at 0', 0, 's'],
    ['t:elf f:commandr', 'unknown format "commandr" at 6', 6, 'f'],
    ['kw:flyin', 'unknown keyword ability "flyin" at 0', 0, 'kw'],
    [
      't:elf usd<1',
      "no usd prices in the card data: they come with Scryfall's bulk data (default_cards, from Card data) at 6",
      6,
      'usd',
    ],
  ])('%s is an error naming the value, not an empty result', (query, message, position, keyword) => {
    expect(() => searchCards(db, query)).toThrow(SearchSyntaxError);
    try {
      searchCards(db, query);
    } catch (error) {
      expect((error as SearchSyntaxError).toJSON()).toMatchObject({ message, position, keyword });
    }
  });

  it('in: keeps every printing of the cards printed in a set, where s: keeps the printings of that set (unique:prints)', () => {
    const inKhc = all.filter((x) => x.printings.some((p) => p.set.toLowerCase() === 'khc'));
    const printingsOf = (xs: Indexed[]) => xs.reduce((n, x) => n + x.printings.length, 0);
    expect(searchCards(db, 'in:khc unique:prints').total).toBe(printingsOf(inKhc));
    expect(searchCards(db, 's:khc unique:prints').total).toBe(
      inKhc.reduce((n, x) => n + x.printings.filter((p) => p.set.toLowerCase() === 'khc').length, 0),
    );
    expect(printingsOf(inKhc)).toBeGreaterThan(searchCards(db, 's:khc unique:prints').total);
  });

  it("answers Scryfall's land cycles from the index's flag bits, those past the 32nd too (is:scryland), and their other names (is:karoo)", () => {
    for (const cycle of LAND_CYCLES) {
      const expected = sortedNames(all.filter((x) => landCyclesOf(x.card).has(cycle)).map((x) => x.card));
      expect(sortedNames(searchAll(`is:${cycle}`)), cycle).toEqual(expected);
    }
    expect(flagBit('scryland')).toBeGreaterThanOrEqual(2 ** 31); // bits from `1 << 31` on would be negative or wrap
    expect(sortedNames(searchAll('is:karoo'))).toEqual(sortedNames(searchAll('is:bounceland')));
    expect(searchAll('is:scryland').length).toBeGreaterThan(0);
  });

  it('reads a phrase within one paragraph: "Menace (…)" does not run on into the "When …" below it', () => {
    const harald = (query: string) => searchAll(query).some((c) => c.name === 'Harald, King of Skemfar');
    expect(harald('o:menace o:when')).toBe(true);
    expect(harald('o:"menace when"')).toBe(false);
    expect(harald('o:/menace(.|\\n)*when/')).toBe(true);
  });

  it('answers a pattern that backtracks exponentially on every card, in linear time (V8 falls back to its linear engine)', () => {
    const started = performance.now();
    expect(searchCards(db, 'o:/(.*)*zzz/').total).toBe(0);
    expect(searchCards(db, 'o:/(a|a)*zzz/ or name:/^(\\w+\\s?)+@$/').total).toBe(0);
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('re-indexes a card whose data changes, and forgets a deleted one', () => {
    const elves = all.find((x) => x.card.name === 'Llanowar Elves')!.card;
    const changed = { ...elves, text: `${elves.text}\nDecklab test sentence.` };
    db.prepare('UPDATE cards SET data = ? WHERE id = ?').run(JSON.stringify(changed), elves.id);
    expect(searchCards(db, 'o:"decklab test sentence"').cards.map((c) => c.id)).toEqual([elves.id]);
    db.prepare('UPDATE cards SET data = ? WHERE id = ?').run(JSON.stringify(elves), elves.id);
    expect(searchCards(db, 'o:"decklab test sentence"').total).toBe(0);
    expect(refreshSearchIndex(db)).toBe(0);
  });
});

/** One card entry of an MTGJSON set file as published: what a:, ft: and cn: ask of a printing. */
interface PublishedEntry {
  name: string;
  set: string;
  number: string;
  artist: string;
  flavor: string;
}

/** Every card entry of the shared MTGJSON set files, read from the files themselves, not through the importer. */
function publishedEntries(): PublishedEntry[] {
  return readdirSync(sharedPath('mtgjson', 'sets')).flatMap((file) => {
    const set = (
      JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', file), 'utf8')) as {
        data: { code: string; cards: { name: string; number: string; artist?: string; flavorText?: string }[] };
      }
    ).data;
    return set.cards.map((c) => ({
      name: c.name,
      set: set.code.toLowerCase(),
      number: c.number,
      artist: foldName(c.artist ?? ''),
      flavor: foldName(c.flavorText ?? ''),
    }));
  });
}

describe('artist, flavor text and collector number, against the MTGJSON files as published', () => {
  let entries: PublishedEntry[];
  beforeAll(() => {
    entries = publishedEntries();
  });
  /** The Magic cards some entry (one face of a printing) satisfying `test` belongs to. */
  const cardsWhere = (test: (e: PublishedEntry) => boolean) =>
    [...new Set(entries.filter(test).map((e) => `${e.name} [mtg]`))].sort();
  const magicFound = (query: string) => sortedNames(searchAll(query).filter((c) => c.game === 'mtg'));

  it.each([
    { query: 'a:baga', why: 'Volkan Baǵa, the accent folded', test: (e: PublishedEntry) => e.artist.includes('baga') },
    {
      query: 'a:/\\bkekai\\b/',
      why: 'an artist by a regular expression (the artist of a back face too)',
      test: (e: PublishedEntry) => e.artist.split(' ').includes('kekai'),
    },
    {
      query: 'ft:/"[^"]*dragons?\\b[^"]*"/',
      why: 'a quotation in the flavor text that speaks of dragons, by a regular expression',
      test: (e: PublishedEntry) => e.flavor.split('"').some((part, i) => i % 2 === 1 && /\bdragons?\b/.test(part)),
    },
    {
      query: 'a:"kekai kotaki"',
      why: 'the artist of a back face (Extus // Awaken the Blood Avatar)',
      test: (e: PublishedEntry) => e.artist.includes('kekai kotaki'),
    },
    {
      query: 'artist:ヨロイコウジ',
      why: 'a Japanese artist name',
      test: (e: PublishedEntry) => e.artist === 'ヨロイコウジ',
    },
    {
      query: 'ft:dragon c:r',
      why: 'flavor text',
      test: (e: PublishedEntry) => e.flavor.includes('dragon'),
      card: (x: Indexed) => hasColor(x.card.colors, 'R'),
    },
    {
      query: 'flavor:"the world tree"',
      why: 'a phrase of flavor text',
      test: (e: PublishedEntry) => e.flavor.includes('the world tree'),
    },
    {
      query: 's:eld cn>=300',
      why: 'collector numbers from 300 in one set, by their digits',
      test: (e: PublishedEntry) => e.set === 'eld' && /^\d/.test(e.number) && parseInt(e.number, 10) >= 300,
    },
    {
      query: 'cn:149 s:stx',
      why: 'one collector number of one set (set and number asked of one printing)',
      test: (e: PublishedEntry) => e.set === 'stx' && e.number === '149',
    },
    {
      query: 'a:"chase stone" s:stx cn<200',
      why: 'artist, set and number of one printing together',
      test: (e: PublishedEntry) =>
        e.set === 'stx' && e.artist.includes('chase stone') && /^\d/.test(e.number) && parseInt(e.number, 10) < 200,
    },
  ])('$query — $why', ({ query, test, card }) => {
    const expected = cardsWhere(test).filter(
      (name) => !card || all.some((x) => `${x.card.name} [mtg]` === name && magic(x) && card(x)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(magicFound(query)).toEqual(expected);
  });

  it('unique:prints gives each printing by the artist once, every face of it counted as that printing', () => {
    const printings = new Set(entries.filter((e) => e.artist.includes('baga')).map((e) => `${e.set} ${e.number}`));
    expect(searchCards(db, 'a:baga unique:prints', { limit: 1 }).total).toBe(printings.size);
  });

  it('-a: leaves out every card with a printing by the artist', () => {
    const byBaga = new Set(cardsWhere((e) => e.artist.includes('baga')));
    const khm = cardsWhere((e) => e.set === 'khm').filter((name) => !byBaga.has(name));
    expect(magicFound('s:khm -a:baga')).toEqual(khm);
  });

  it.each([
    ['cn>12a', '"cn>12a" compares collector numbers by their digits: write a whole number at 0'],
    [
      'o:/when .{0,40} dies/',
      'this regular expression could take too long: repeats may count up to 16 in all (x{0,16}; (x{4}){4} is 16); use * or + for more at 0',
    ],
    ['t:elf ft:', '"ft:" needs a value at 6'],
    ['in:zzz', 'unknown set or set type "zzz" at 0'],
    [
      'st:planechase',
      'no set of type "planechase" in the card data (core, expansion, masters, commander, draft_innovation …) at 0',
    ],
  ])('%s is refused with its position', (query, message) => {
    expect(() => searchCards(db, query)).toThrow(message);
  });
});

describe('the printing a card result shows (unique:cards), among those the query asks for', () => {
  /** The stored cards of `query`, each with its printings. */
  const indexed = (query: string) =>
    searchAll(query).map((hit) => ({ hit, ...all.find((x) => x.card.id === hit.id)! }));
  const released = (p: Printing) => p.releasedAt ?? '';

  it('shows the image the card shows elsewhere (cardImageSource) when the query asks nothing of printings', () => {
    const found = [
      ...searchAll('t:elf'),
      ...searchCards(db, '', { limit: 200 }).cards,
      ...searchAll('game:dm pow>=9000'),
    ];
    const withImage = found.filter((hit) => cardImageSource(db, hit.id) !== null);
    expect(withImage.length).toBeGreaterThan(300);
    for (const hit of withImage) expect(hit.shownPrinting?.id, hit.name).toBe(cardImageSource(db, hit.id)!.printingId);
  });

  it("shows the set's printing a set asks for: Evolving Wilds in each of its sets, its number too", () => {
    const wilds = all.find((x) => x.card.name === 'Evolving Wilds')!;
    const sets = new Set(wilds.printings.map((p) => p.set));
    expect(sets.size).toBeGreaterThan(4);
    for (const set of sets) {
      const [hit] = searchCards(db, `!"Evolving Wilds" e:${set}`).cards;
      expect(hit.shownPrinting?.set).toBe(set);
      expect(hit.printing).toBeUndefined();
    }
    const numbered = wilds.printings.find((p) => p.set === 'afr' && p.collectorNumber !== '256')!;
    const [hit] = searchCards(db, `!"Evolving Wilds" e:afr cn:${numbered.collectorNumber}`).cards;
    expect(hit.shownPrinting?.id).toBe(numbered.id);
  });

  it('prefer:oldest and prefer:newest show the first and the last printing released, of those the query asks for', () => {
    const checked = indexed('t:land -t:basic prefer:oldest').filter((x) => new Set(x.printings.map(released)).size > 1);
    expect(checked.length).toBeGreaterThan(20);
    for (const { hit, printings } of checked)
      expect(released(hit.shownPrinting!), hit.name).toBe(printings.map(released).sort()[0]);
    for (const { hit, printings } of indexed('t:land -t:basic prefer:newest'))
      expect(released(hit.shownPrinting!), hit.name).toBe(printings.map(released).sort().at(-1));
    const [wilds] = searchCards(db, '!"Evolving Wilds" (e:akh or e:m20) prefer:oldest').cards;
    expect(wilds.shownPrinting?.set).toBe('akh');
    const [newer] = searchCards(db, '!"Evolving Wilds" (e:akh or e:m20) prefer:newest').cards;
    expect(newer.shownPrinting?.set).toBe('m20');
  });

  it("an artist shows that artist's printing; prefer: changes no row of unique:prints", () => {
    const card = all.find((x) => x.card.game === 'mtg' && new Set(x.printings.map((p) => p.artist)).size > 2)!;
    for (const artist of new Set(card.printings.map((p) => p.artist!))) {
      const [hit] = searchCards(db, `!"${card.card.name}" a:"${artist}"`).cards;
      expect(hit.shownPrinting?.artist, artist).toBe(artist);
    }
    const rows = (query: string) => searchAll(query).map((h) => [h.printing!.id, h.shownPrinting]);
    expect(rows('unique:prints t:elf prefer:oldest')).toEqual(rows('unique:prints t:elf'));
    expect(rows('unique:art t:forest prefer:newest')).toEqual(rows('unique:art t:forest'));
  });
});

/** A printing's lowest price in a currency over its finishes, as Scryfall's objects give them; undefined when none. */
function lowestOf(printing: Printing, keys: readonly PriceKey[]): number | undefined {
  const prices = keys.map((key) => printing.prices?.[key]).filter((price) => price !== undefined);
  return prices.length ? Math.min(...prices) : undefined;
}

describe('prices (Scryfall objects with prices, imported as a bulk download)', () => {
  let priced: Awaited<ReturnType<typeof buildPricedDb>>;
  let cards: { card: Card; printings: Printing[] }[];
  beforeAll(async () => {
    priced = await buildPricedDb();
    cards = (priced.db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((data) => {
      const card = JSON.parse(data) as Card;
      return { card, printings: getPrintings(priced.db, card.id) };
    });
  });
  afterAll(() => priced?.cleanup());

  it.each([
    ['usd<1', ['usd', 'usd_foil', 'usd_etched'], (price: number) => price < 1],
    ['eur>=1000', ['eur', 'eur_foil'], (price: number) => price >= 1000],
    ['eur<=2', ['eur', 'eur_foil'], (price: number) => price <= 2],
    ['tix>1', ['tix'], (price: number) => price > 1],
  ] as const)('%s: a printing whose cheapest finish is in range', (query, keys, inRange) => {
    const expected = cards.filter((x) =>
      x.printings.some((p) => {
        const price = lowestOf(p, keys);
        return price !== undefined && inRange(price);
      }),
    );
    expect(expected.length, 'the case must select some cards').toBeGreaterThan(0);
    expect(expected.length, 'the case must leave some cards out').toBeLessThan(cards.length);
    expect(
      searchCards(priced.db, query, { limit: 1000 })
        .cards.map((c) => c.name)
        .sort(),
    ).toEqual(expected.map((x) => x.card.name).sort());
  });

  it('order:usd puts the cheapest first: a card by its cheapest printing, a printing by its own price, the unpriced last', () => {
    const usd = ['usd', 'usd_foil', 'usd_etched'] as const;
    const cheapest = (x: (typeof cards)[number]) => Math.min(...x.printings.map((p) => lowestOf(p, usd) ?? Infinity));
    const byPrice = (a: number, b: number) => a - b;
    const found = searchCards(priced.db, 'order:usd', { limit: 1000 }).cards;
    expect(found.length).toBe(cards.length);
    const prices = found.map((c) => cheapest(cards.find((x) => x.card.id === c.id)!));
    expect(prices).toEqual([...prices].sort(byPrice));
    expect(prices.some(Number.isFinite) && prices.some((p) => !Number.isFinite(p))).toBe(true);
    const descending = searchCards(priced.db, 'order:usd direction:desc', { limit: 1000 }).cards;
    const finite = (list: Card[]) => list.map((c) => cheapest(cards.find((x) => x.card.id === c.id)!));
    expect(finite(descending).filter(Number.isFinite)).toEqual(prices.filter(Number.isFinite).reverse());
    expect(Number.isFinite(finite(descending).at(-1)!)).toBe(false); // no price: last either way
    const printings = searchCards(priced.db, '!Anaconda unique:prints order:usd').cards;
    const own = printings.map((c) => lowestOf(c.printing!, usd) ?? Infinity);
    expect(own).toEqual([...own].sort(byPrice));
    expect(own.length).toBeGreaterThan(1);
  });

  // No card of these files has two printings of different euro prices.
  it.each([
    ['usd', ['usd', 'usd_foil', 'usd_etched']],
    ['tix', ['tix']],
  ] as const)('prefer:%s-low and -high show the cheapest and the dearest priced printing', (currency, keys) => {
    const priceOf = (p: Printing) => lowestOf(p, keys);
    const severalPriced = cards.filter((x) => new Set(x.printings.map(priceOf).filter(Number.isFinite)).size > 1);
    expect(severalPriced.length, 'some card has printings of different prices').toBeGreaterThan(0);
    for (const [end, pick] of [
      ['low', Math.min],
      ['high', Math.max],
    ] as const) {
      const shown = searchCards(priced.db, `prefer:${currency}-${end}`, { limit: 1000 }).cards;
      for (const { card, printings } of severalPriced) {
        const hit = shown.find((c) => c.id === card.id)!;
        const prices = printings.map(priceOf).filter((p) => p !== undefined);
        const shownPrinting = printings.find((p) => p.id === hit.shownPrinting?.id)!;
        expect(priceOf(shownPrinting), `${card.name} ${end}`).toBe(pick(...prices));
      }
    }
  });

  it('asks a set and a price of one printing: Anaconda costs $0.13 in Portal, its Seventh Edition printing only as a foil', () => {
    const found = (query: string) => searchCards(priced.db, query).cards.map((c) => c.name);
    expect(found('!Anaconda usd<1')).toEqual(['Anaconda']);
    expect(found('!Anaconda s:7ed usd<1')).toEqual([]);
    expect(found('!Anaconda s:7ed usd>5')).toEqual(['Anaconda']);
    expect(found('!Anaconda s:por usd>5')).toEqual([]);
  });
});
