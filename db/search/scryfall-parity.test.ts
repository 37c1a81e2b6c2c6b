// The Scryfall keywords of the last parity audit (scryfall.com/docs/syntax) on real card data imported by the real
// importer: is:bear, is:frenchvanilla, is:outlaw from the MTGJSON set files, is:funny, border:, stamp:, frame effects,
// game:paper, paperprints, cheapest:usd and a printing's is:full, is:hires, is:promo, is:digital, is:spotlight,
// is:reserved, is:booster, is:oversized and the promo kinds (is:planeswalker_deck, is:buyabox …) from Scryfall's card
// objects and MTGJSON's entries. Each
// answer is computed here from the files as published, never typed by hand, beside the cards the definitions name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from './search.ts';
import { parseSearch } from '../../engine/search/parse.ts';
import { SearchSyntaxError } from '../../engine/search/errors.ts';
import { PROMO_TYPE_IS_WORDS } from '../../engine/search/vocabulary.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { buildPricedDb, pricedObjects } from '../../test/priced-cards.ts';
import { cardNames, printingIds, searchAll, sorted } from '../../test/search-results.ts';

/** An MTGJSON card entry (one face of a card), the fields read here. */
interface MtgjsonEntry {
  name: string;
  setCode: string;
  faceName?: string;
  layout: string;
  uuid: string;
  manaValue: number;
  types: string[];
  subtypes: string[];
  power?: string;
  toughness?: string;
  text?: string;
  keywords?: string[];
  borderColor: string;
  securityStamp?: string;
  isFullArt?: boolean;
  isPromo?: boolean;
  isOnlineOnly?: boolean;
  isStorySpotlight?: boolean;
  frameEffects?: string[];
  availability?: string[];
  boosterTypes?: string[];
  isOversized?: boolean;
  promoTypes?: string[];
  identifiers: { scryfallId?: string };
}

const MTGJSON_FILES = readdirSync(sharedPath('mtgjson', 'sets'))
  .sort()
  .map((f) => sharedPath('mtgjson', 'sets', f));
const ENTRIES: MtgjsonEntry[] = MTGJSON_FILES.flatMap(
  (file) => (JSON.parse(readFileSync(file, 'utf8')) as { data: { cards: MtgjsonEntry[] } }).data.cards,
);

/** The uuids of Tenth Edition's entries. */
const ENTRIES_10E = new Set(
  (
    JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', '10E.json'), 'utf8')) as { data: { cards: MtgjsonEntry[] } }
  ).data.cards.map((e) => e.uuid),
);
/** The printing id the importer gives an MTGJSON entry: its Scryfall id, so both sources meet. */
const printingIdOf = (entry: MtgjsonEntry) => entry.identifiers.scryfallId ?? entry.uuid;

/** A Scryfall card object, the fields read here. */
interface ScryfallObject {
  id: string;
  name: string;
  layout: string;
  set_type?: string;
  border_color: string;
  security_stamp?: string;
  full_art: boolean;
  highres_image: boolean;
  promo: boolean;
  digital: boolean;
  story_spotlight: boolean;
  reserved: boolean;
  frame: string;
  oracle_id: string;
  set: string;
  collector_number: string;
  games?: string[];
  frame_effects?: string[];
  /** Scryfall's card objects of 2019 name one effect. */
  frame_effect?: string;
  /** Absent from most 2019 objects. */
  booster?: boolean;
  oversized: boolean;
  promo_types?: string[];
}

const SCRYFALL = sharedPath('scryfall');
const SCRYFALL_FILES = [
  ...readdirSync(join(SCRYFALL, 'sets-2019')).map((f) => join(SCRYFALL, 'sets-2019', f)),
  ...readdirSync(join(SCRYFALL, 'scooze')).map((f) => join(SCRYFALL, 'scooze', f)),
  join(SCRYFALL, 'api-types-fixtures', 'List', 'Soldiers.json'),
  // Un-cards of Unstable and Unsanctioned (silver-bordered, funny sets) and a borderless full-art Secret Lair card.
  join(SCRYFALL, 'api-types-fixtures', 'Card', 'layouts', 'Host', 'Pony.json'),
  join(SCRYFALL, 'api-types-fixtures', 'Card', 'layouts', 'Augment', 'Robo.json'),
  join(SCRYFALL, 'api-types-fixtures', 'Card', 'layouts', 'Augment', 'Monkey.json'),
  join(SCRYFALL, 'api-types-fixtures', 'Card', 'layouts', 'ReversibleCard', 'Ajani.json'),
  // Oversized cards: planes and schemes; a convention promo; a Commander deck's cards in no booster.
  ...['Esper', 'Jund', 'Kerblam', 'MorphicTide', 'TalonGates'].map((plane) =>
    join(SCRYFALL, 'api-types-fixtures', 'Card', 'layouts', 'Planar', `${plane}.json`),
  ),
  ...['Bolas/WilledIt', 'Bolas/MyLaughterEchoes', 'Archenemy/Bask', 'Archenemy/EveryLastVestige'].map((scheme) =>
    join(SCRYFALL, 'api-types-fixtures', 'Card', 'layouts', 'Scheme', `${scheme}.json`),
  ),
  join(SCRYFALL, 'api-types-fixtures', 'Card', 'finishes', 'Glossy.json'),
  join(SCRYFALL, 'api-types-fixtures', 'List', 'Frogs.json'),
];

/** The card objects of a file as Scryfall publishes them: JSON Lines, an array, a list page or one card. */
function scryfallObjects(file: string): ScryfallObject[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl'))
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ScryfallObject);
  const value = JSON.parse(text) as ScryfallObject[] | { object: string; data?: ScryfallObject[] };
  if (Array.isArray(value)) return value;
  return value.object === 'list' ? value.data! : [value as unknown as ScryfallObject];
}
/** Each printing once (the scooze files repeat some), tokens left out: they are not game cards (CR 111.1). */
const OBJECTS = [
  ...new Map(
    SCRYFALL_FILES.flatMap(scryfallObjects)
      .filter((o) => o.layout !== 'token')
      .map((o) => [o.id, o]),
  ).values(),
];

const dir = tempDir('decklab-scryfall-parity-');
let mtgjson: Db;
let scryfall: Db;

beforeAll(async () => {
  mtgjson = openDatabase(join(dir.dir, 'mtgjson.sqlite'));
  await importCardFiles(mtgjson, MTGJSON_FILES);
  scryfall = openDatabase(join(dir.dir, 'scryfall.sqlite'));
  await importCardFiles(scryfall, SCRYFALL_FILES);
});

afterAll(() => {
  mtgjson?.close();
  scryfall?.close();
  dir.cleanup();
});

/**
 * The card an entry is a face of: its `name` ("A // B"), but a meld card's face is a card of its own (CR 712.4), as
 * Scryfall has it.
 */
const cardNameOf = (e: MtgjsonEntry) => (e.layout === 'meld' ? e.faceName! : e.name);
/** The card names of the entries that pass `test`. */
const namesOf = (test: (e: MtgjsonEntry) => boolean) => sorted(ENTRIES.filter(test).map(cardNameOf));

function syntaxError(run: () => unknown): SearchSyntaxError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('is:bear, is:frenchvanilla, is:outlaw: kinds of creature, from the cards of the MTGJSON set files', () => {
  it('is:bear is a 2/2 creature of mana value 2, Grizzly Bears among them, vanilla or not', () => {
    const bears = namesOf(
      (e) => e.types.includes('Creature') && e.manaValue === 2 && e.power === '2' && e.toughness === '2',
    );
    expect(bears.length).toBeGreaterThan(100);
    expect(bears).toContain('Grizzly Bears');
    expect(cardNames(mtgjson, 'is:bear')).toEqual(bears);
    // Tenth Edition's vanilla 2/2s for two: the card the nickname comes from, and its kin.
    expect(cardNames(mtgjson, 'is:bear is:vanilla s:10e')).toEqual(
      namesOf((e) => bears.includes(cardNameOf(e)) && (e.text ?? '') === '' && ENTRIES_10E.has(e.uuid)),
    );
    expect(cardNames(mtgjson, 'is:bear is:vanilla s:10e')).toContain('Grizzly Bears');
    expect(cardNames(mtgjson, 'is:bear')).not.toContain('Llanowar Elves'); // a 1/1 for one
  });

  it('is:frenchvanilla is a creature whose every line is a keyword ability of the card, and no vanilla creature', () => {
    // The entry's text, reminder text aside (CR 207.2), as lines of comma-separated items; each item one of the
    // entry's keywords, alone or with what it takes after a space or a dash ("Ward {2}", "Ward—Pay 3 life.").
    const keywordLinesOnly = (e: MtgjsonEntry) => {
      const keywords = (e.keywords ?? []).map((k) => k.toLowerCase());
      const lines = (e.text ?? '')
        .replace(/\([^()]*\)/g, '')
        .toLowerCase()
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      const isKeyword = (item: string) =>
        keywords.some(
          (k) =>
            item === k ||
            (item.startsWith(`${k} `) && !item.includes(' — ') && !item.includes(':') && !item.endsWith('.')) ||
            item.startsWith(`${k}—`),
        );
      return lines.length > 0 && lines.every((line) => line.split(/[,;] /).every((item) => isKeyword(item.trim())));
    };
    const byCard = new Map<string, MtgjsonEntry[]>();
    for (const e of ENTRIES) byCard.set(cardNameOf(e), [...(byCard.get(cardNameOf(e)) ?? []), e]);
    const frenchVanilla = sorted(
      [...byCard].flatMap(([name, faces]) => {
        const creature = faces.some((f) => f.types.includes('Creature'));
        const withText = faces.filter((f) => (f.text ?? '').replace(/\([^()]*\)/g, '').trim() !== '');
        return creature && withText.length > 0 && withText.every(keywordLinesOnly) ? [name] : [];
      }),
    );
    expect(frenchVanilla.length).toBeGreaterThan(100);
    expect(cardNames(mtgjson, 'is:frenchvanilla')).toEqual(frenchVanilla);
    // Serra Angel: "Flying, vigilance"; Paladin en-Vec: first strike and protection from two colors.
    expect(frenchVanilla).toEqual(expect.arrayContaining(['Serra Angel', 'Paladin en-Vec', 'Giant Spider']));
    // Not: a vanilla creature (no text), a mana creature, a creature with an ability word ("Landfall — Whenever …").
    for (const name of ['Grizzly Bears', 'Llanowar Elves', 'Akoum Hellhound'])
      expect(frenchVanilla).not.toContain(name);
    expect(cardNames(mtgjson, 'is:frenchvanilla is:vanilla')).toEqual([]);
  });

  it('is:outlaw is an Assassin, Mercenary, Pirate, Rogue or Warlock (CR 700.12)', () => {
    const outlawTypes = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'];
    const outlaws = namesOf((e) => e.subtypes.some((t) => outlawTypes.includes(t)));
    expect(outlaws.length).toBeGreaterThan(50);
    expect(cardNames(mtgjson, 'is:outlaw')).toEqual(outlaws);
    expect(cardNames(mtgjson, 'is:outlaw t:warlock')).toEqual(namesOf((e) => e.subtypes.includes('Warlock')));
  });
});

describe('is:funny and is:masterpiece: printings in a set of that type (Scryfall set_type, MTGJSON set type)', () => {
  it('is:funny is every printing of an Un-set or other funny set, and a card reprinted there is found by it', () => {
    const funny = OBJECTS.filter((o) => o.set_type === 'funny');
    expect(funny.length).toBeGreaterThan(20); // Unfinity's of scooze, Unstable's two augments, Unsanctioned's Pony
    expect(printingIds(scryfall, 'is:funny')).toEqual(sorted(funny.map((o) => o.id)));
    expect(cardNames(scryfall, 'is:funny')).toEqual(
      expect.arrayContaining(['Ordinary Pony', 'Robo-', 'Balloon Stand']),
    );
    expect(printingIds(scryfall, 'is:funny')).toEqual(printingIds(scryfall, 'st:funny'));
  });

  it('finds nothing where the card data has no such set, rather than refusing: -is:funny is then every card', () => {
    expect(cardNames(mtgjson, 'is:funny')).toEqual([]);
    expect(cardNames(mtgjson, 'is:masterpiece')).toEqual([]);
    expect(searchCards(mtgjson, '-is:funny').total).toBe(searchCards(mtgjson, '').total);
  });
});

/** Scryfall's yes-or-no fields of a printing, by the is: word that reads each. */
const SCRYFALL_FLAGS: Record<string, keyof ScryfallObject> = {
  full: 'full_art',
  fullart: 'full_art',
  hires: 'highres_image',
  promo: 'promo',
  digital: 'digital',
  spotlight: 'story_spotlight',
  reserved: 'reserved',
};
/** MTGJSON's, which it writes only when true. */
const MTGJSON_FLAGS: Record<string, keyof MtgjsonEntry> = {
  full: 'isFullArt',
  promo: 'isPromo',
  digital: 'isOnlineOnly',
  spotlight: 'isStorySpotlight',
};

describe("a printing's border, security stamp and yes-or-no facts, as each source gives them", () => {
  it.each(['white', 'silver', 'borderless'])('border:%s is each Scryfall printing with that border_color', (border) => {
    const expected = OBJECTS.filter((o) => o.border_color === border).map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(printingIds(scryfall, `border:${border}`)).toEqual(sorted(expected));
  });

  it("border:borderless is each MTGJSON printing with that borderColor (Zendikar Rising's showcase lands and more)", () => {
    const expected = ENTRIES.filter((e) => e.borderColor === 'borderless').map(printingIdOf);
    expect(expected.length).toBeGreaterThan(20);
    expect(printingIds(mtgjson, 'border:Borderless')).toEqual(sorted(expected));
    expect(printingIds(mtgjson, '-border:black')).toEqual(sorted(expected));
  });

  it('stamp: is the security stamp of each printing (Scryfall security_stamp, MTGJSON securityStamp)', () => {
    const triangle = OBJECTS.filter((o) => o.security_stamp === 'triangle').map((o) => o.id);
    expect(triangle.length).toBeGreaterThan(0);
    expect(printingIds(scryfall, 'stamp:triangle')).toEqual(sorted(triangle));
    const arena = ENTRIES.filter((e) => e.securityStamp === 'arena').map(printingIdOf);
    expect(arena.length).toBeGreaterThan(10);
    expect(printingIds(mtgjson, 'stamp:arena')).toEqual(sorted(arena));
  });

  it.each(Object.entries(SCRYFALL_FLAGS))('is:%s is each Scryfall printing whose %s is true', (word, field) => {
    const expected = OBJECTS.filter((o) => o[field] === true).map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(OBJECTS.length);
    expect(printingIds(scryfall, `is:${word}`)).toEqual(sorted(expected));
  });

  it.each(Object.entries(MTGJSON_FLAGS))('is:%s is each MTGJSON printing whose %s is true', (word, field) => {
    const expected = ENTRIES.filter((e) => e[field] === true).map(printingIdOf);
    expect(expected.length).toBeGreaterThan(0);
    expect(printingIds(mtgjson, `is:${word}`)).toEqual(sorted(expected));
  });

  it('says why where the card data cannot answer: MTGJSON has no image resolutions, no set here a gold border', () => {
    expect(syntaxError(() => searchCards(mtgjson, 'is:hires')).message).toMatch(
      /^no image resolutions in the card data: only Scryfall's card data says/,
    );
    const gold = syntaxError(() => searchCards(mtgjson, 't:elf border:gold'));
    expect(gold).toMatchObject({ code: 'unknown-border', position: 6, length: 11, keyword: 'border' });
    expect(syntaxError(() => searchCards(scryfall, 'stamp:heart')).code).toBe('unknown-stamp');
  });
});

describe('frame effects and paper printings (Scryfall frame_effects and games, MTGJSON frameEffects and availability)', () => {
  const effectsOf = (o: ScryfallObject) => o.frame_effects ?? (o.frame_effect ? [o.frame_effect] : []);

  it('frame:legendary is a frame effect as Scryfall names it, in its 2019 objects (frame_effect) and later ones', () => {
    const expected = OBJECTS.filter((o) => effectsOf(o).includes('legendary')).map((o) => o.id);
    expect(OBJECTS.some((o) => o.frame_effect === 'legendary') && OBJECTS.some((o) => o.frame_effects)).toBe(true);
    expect(printingIds(scryfall, 'frame:legendary')).toEqual(sorted(expected));
    expect(printingIds(scryfall, 'frame:2015 frame:legendary')).toEqual(
      sorted(OBJECTS.filter((o) => effectsOf(o).includes('legendary') && o.frame === '2015').map((o) => o.id)),
    );
  });

  it.each(['showcase', 'extendedart'])('is:%s is each MTGJSON printing with that frame effect', (effect) => {
    const expected = ENTRIES.filter((e) => e.frameEffects?.includes(effect)).map(printingIdOf);
    expect(expected.length).toBeGreaterThan(50);
    expect(printingIds(mtgjson, `is:${effect}`)).toEqual(sorted(expected));
    expect(printingIds(mtgjson, `frame:${effect}`)).toEqual(sorted(expected));
    // A printing without frame effects has not this one: -is: is every other printing.
    expect(printingIds(mtgjson, `-is:${effect}`).length).toBe(
      printingIds(mtgjson, '').length - sorted(expected).length,
    );
  });

  it('game:paper is a printing on paper; -in:paper a card never printed on paper (Scryfall games)', () => {
    const paper = OBJECTS.filter((o) => o.games?.includes('paper'));
    expect(paper.length).toBeGreaterThan(100);
    expect(paper.length).toBeLessThan(OBJECTS.length);
    expect(printingIds(scryfall, 'game:paper')).toEqual(sorted(paper.map((o) => o.id)));
    const onPaper = new Set(paper.map((o) => o.oracle_id));
    const never = OBJECTS.filter((o) => !onPaper.has(o.oracle_id)).map((o) => o.name);
    expect(never.length).toBeGreaterThan(0);
    expect(cardNames(scryfall, '-in:paper')).toEqual(sorted(never));
  });

  it("game:paper reads MTGJSON's availability", () => {
    const expected = ENTRIES.filter((e) => e.availability?.includes('paper')).map(printingIdOf);
    expect(expected.length).toBeGreaterThan(1000);
    expect(expected.length).toBeLessThan(ENTRIES.length);
    expect(printingIds(mtgjson, 'game:paper')).toEqual(sorted(expected));
  });

  it('paperprints and papersets count the printings and sets on paper (one printing per set and number)', () => {
    const paperPrints = new Map<string, Set<string>>();
    const paperSets = new Map<string, Set<string>>();
    for (const o of OBJECTS.filter((x) => x.games?.includes('paper'))) {
      paperPrints.set(o.oracle_id, (paperPrints.get(o.oracle_id) ?? new Set()).add(`${o.set} ${o.collector_number}`));
      paperSets.set(o.oracle_id, (paperSets.get(o.oracle_id) ?? new Set()).add(o.set));
    }
    const namesWhere = (counts: Map<string, Set<string>>, test: (n: number) => boolean) =>
      sorted(OBJECTS.filter((o) => test(counts.get(o.oracle_id)?.size ?? 0)).map((o) => o.name));
    expect(namesWhere(paperSets, (n) => n >= 3).length).toBeGreaterThan(0);
    expect(cardNames(scryfall, 'papersets>=3')).toEqual(namesWhere(paperSets, (n) => n >= 3));
    expect(cardNames(scryfall, 'paperprints=0')).toEqual(namesWhere(paperPrints, (n) => n === 0));
    expect(cardNames(scryfall, 'paperprints>4')).toEqual(namesWhere(paperPrints, (n) => n > 4));
  });
});

describe('where a printing was sold: is:booster, is:oversized and the promo kinds (is:planeswalker_deck, is:buyabox …)', () => {
  /** Whether Scryfall says each printing is in boosters, from any of its objects (most 2019 objects do not say). */
  const boosterOf = new Map(
    SCRYFALL_FILES.flatMap(scryfallObjects)
      .filter((o) => o.layout !== 'token' && o.booster !== undefined)
      .map((o) => [o.id, o.booster]),
  );
  const idsWhere = (test: (o: ScryfallObject) => boolean) => sorted(OBJECTS.filter(test).map((o) => o.id));
  /** An MTGJSON entry in boosters: a booster type other than a Planeswalker or starter deck's. */
  const inBoosters = (e: MtgjsonEntry) => (e.boosterTypes ?? []).some((type) => type !== 'deck');

  it('is:booster is each Scryfall printing found in boosters, -is:booster each that is not; one that does not say is neither', () => {
    const yes = sorted([...boosterOf].filter(([, booster]) => booster).map(([id]) => id));
    const no = sorted([...boosterOf].filter(([, booster]) => !booster).map(([id]) => id));
    expect(yes.length).toBeGreaterThan(100);
    expect(no.length).toBeGreaterThan(20);
    expect(printingIds(scryfall, 'is:booster')).toEqual(yes);
    expect(printingIds(scryfall, '-is:booster')).toEqual(no);
    expect(yes.length + no.length).toBeLessThan(OBJECTS.length);
  });

  it("reads MTGJSON's boosterTypes: e:war is:booster is War of the Spark's booster cards, not its Planeswalker Decks'", () => {
    const war = ENTRIES.filter((e) => e.setCode === 'WAR');
    expect(printingIds(mtgjson, 'is:booster')).toEqual(sorted(ENTRIES.filter(inBoosters).map(printingIdOf)));
    expect(printingIds(mtgjson, '-is:booster')).toEqual(
      sorted(ENTRIES.filter((e) => !inBoosters(e)).map(printingIdOf)),
    );
    expect(printingIds(mtgjson, 'e:war is:booster')).toEqual(sorted(war.filter(inBoosters).map(printingIdOf)));
    const warNotInBoosters = war.filter((e) => !inBoosters(e));
    expect(printingIds(mtgjson, 'e:war -is:booster')).toEqual(sorted(warNotInBoosters.map(printingIdOf)));
    // A card search's -is:booster is a card with no printing in boosters: the Planeswalker Decks' Guildgates are
    // in Ravnica's boosters, Gideon's Company and the Buy-a-Box Tezzeret in none.
    const everInBoosters = new Set(ENTRIES.filter(inBoosters).map(cardNameOf));
    const neverInBoosters = sorted(warNotInBoosters.map(cardNameOf).filter((name) => !everInBoosters.has(name)));
    expect(neverInBoosters).toEqual(expect.arrayContaining(["Gideon's Company", 'Tezzeret, Master of the Bridge']));
    expect(warNotInBoosters.map(cardNameOf)).toContain('Orzhov Guildgate');
    expect(neverInBoosters).not.toContain('Orzhov Guildgate');
    expect(cardNames(mtgjson, 'e:war -is:booster')).toEqual(neverInBoosters);
  });

  it('a 2019 object imported after a newer one of the same printing leaves the booster it does not give', async () => {
    const later = openDatabase(join(dir.dir, 'booster-kept.sqlite'));
    const soldiers = join(SCRYFALL, 'api-types-fixtures', 'List', 'Soldiers.json');
    const war2019 = join(SCRYFALL, 'sets-2019', 'war.json');
    const company = scryfallObjects(soldiers).find((o) => o.name === "Gideon's Company")!;
    expect(scryfallObjects(war2019).find((o) => o.id === company.id)?.booster).toBeUndefined();
    await importCardFiles(later, [soldiers, war2019]);
    expect(printingIds(later, 's:war -is:booster')).toEqual([company.id]);
    later.close();
  });

  it('is:oversized is the planes and schemes; the MTGJSON set files hold none, so there it finds nothing', () => {
    const oversized = OBJECTS.filter((o) => o.oversized);
    expect(oversized.map((o) => o.layout).sort()).toEqual([
      ...Array<string>(5).fill('planar'),
      ...Array<string>(4).fill('scheme'),
    ]);
    expect(printingIds(scryfall, 'is:oversized')).toEqual(sorted(oversized.map((o) => o.id)));
    expect(cardNames(scryfall, 'is:oversized')).toEqual(sorted(oversized.map((o) => o.name)));
    expect(cardNames(scryfall, 'is:oversized t:scheme')).toEqual(
      sorted(oversized.filter((o) => o.layout === 'scheme').map((o) => o.name)),
    );
    expect(ENTRIES.some((e) => e.isOversized)).toBe(false);
    expect(cardNames(mtgjson, 'is:oversized')).toEqual([]);
  });

  it.each(Object.entries(PROMO_TYPE_IS_WORDS))('is:%s is each printing whose promo types hold "%s"', (word, type) => {
    expect(printingIds(scryfall, `is:${word}`)).toEqual(idsWhere((o) => o.promo_types?.includes(type) ?? false));
    expect(printingIds(mtgjson, `is:${word}`)).toEqual(
      sorted(ENTRIES.filter((e) => e.promoTypes?.includes(type)).map(printingIdOf)),
    );
  });

  it("finds the Planeswalker Deck cards of Scryfall's list, the convention promo and MTGJSON's Buy-a-Box promos", () => {
    const ofType = (type: string) => sorted(OBJECTS.filter((o) => o.promo_types?.includes(type)).map((o) => o.name));
    expect(ofType('planeswalkerdeck')).toEqual(['Elite Arrester', "Elspeth's Devotee", "Gideon's Company"]);
    expect(cardNames(scryfall, 'is:planeswalker_deck')).toEqual(ofType('planeswalkerdeck'));
    expect(cardNames(scryfall, 'is:planeswalker_deck is:booster')).toEqual([]);
    expect(cardNames(scryfall, 'is:convention')).toEqual(['God-Eternal Bontu']);
    const buyABox = ENTRIES.filter((e) => e.promoTypes?.includes('buyabox'));
    expect(buyABox.length).toBeGreaterThan(10);
    expect(cardNames(mtgjson, 'is:buyabox')).toEqual(sorted(buyABox.map(cardNameOf)));
    expect(printingIds(mtgjson, '-is:buyabox').length).toBe(
      printingIds(mtgjson, '').length - sorted(buyABox.map(printingIdOf)).length,
    );
  });

  it('unique:prints keeps the Buy-a-Box printing of a card printed thrice in its set, where a card search finds the card', () => {
    const vorpal = ENTRIES.filter((e) => e.name === 'Vorpal Sword');
    expect(vorpal.length).toBe(3);
    const box = vorpal.filter((e) => e.promoTypes?.includes('buyabox')).map(printingIdOf);
    expect(box.length).toBe(1);
    expect(printingIds(mtgjson, '!"Vorpal Sword" is:buyabox')).toEqual(box);
    expect(printingIds(mtgjson, '!"Vorpal Sword" -is:buyabox')).toEqual(
      sorted(vorpal.map(printingIdOf).filter((id) => !box.includes(id))),
    );
    expect(searchAll(mtgjson, '!"Vorpal Sword" is:buyabox').map((h) => h.name)).toEqual(['Vorpal Sword']);
  });
});

describe('cheapest:usd, cheapest:eur, cheapest:tix (Scryfall: "the cheapest print of each card")', () => {
  let priced: Awaited<ReturnType<typeof buildPricedDb>>;
  beforeAll(async () => {
    priced = await buildPricedDb();
  });
  afterAll(() => priced?.cleanup());

  /**
   * Each card's printing of the lowest price in any of the currency's finishes, as Scryfall wrote them, ties by id;
   * tokens left out, as they are not game cards (CR 111.1).
   */
  function cheapestPrintings(keys: readonly string[]): string[] {
    const best = new Map<string, { id: string; price: number }>();
    for (const o of pricedObjects().filter((o) => o.layout !== 'token')) {
      const prices = keys
        .map((k) => o.prices[k])
        .filter((p) => p != null)
        .map(Number);
      if (prices.length === 0) continue;
      const price = Math.min(...prices);
      const held = best.get(o.oracle_id!);
      if (!held || price < held.price || (price === held.price && o.id < held.id))
        best.set(o.oracle_id!, { id: o.id, price });
    }
    return sorted([...best.values()].map((b) => b.id));
  }

  it.each([
    ['usd', ['usd', 'usd_foil', 'usd_etched']],
    ['eur', ['eur', 'eur_foil']],
    ['tix', ['tix']],
  ] as const)('cheapest:%s is one printing of each card with a price, the cheapest', (currency, keys) => {
    const expected = cheapestPrintings(keys);
    expect(expected.length).toBeGreaterThan(5);
    expect(printingIds(priced.db, `cheapest:${currency}`)).toEqual(expected);
    // A card of several printings is found by its cheapest alone: Anaconda's Portal printing, not Seventh Edition's.
    expect(printingIds(priced.db, `cheapest:${currency}`).length).toBeLessThan(printingIds(priced.db, '').length);
  });

  it('asks the cheapest printing of the card, whatever else the query asks of it: s:7ed cheapest:usd is not Anaconda', () => {
    const anaconda = searchAll(priced.db, '!Anaconda unique:prints cheapest:usd').map((h) => h.printing!.set);
    expect(anaconda).toEqual(['por']);
    expect(cardNames(priced.db, '!Anaconda s:7ed cheapest:usd')).toEqual([]);
    expect(syntaxError(() => parseSearch('cheapest:yen'))).toMatchObject({ position: 0, length: 12 });
    expect(syntaxError(() => searchCards(mtgjson, 'cheapest:usd')).message).toMatch(/^no usd prices in the card data/);
  });
});

describe("Scryfall's syntax this search does not answer is named as such, with why", () => {
  it.each([
    ['prefer:ub t:elf', 'unsupported-source', 0, 9],
    ['t:elf cube:vintage', 'unsupported-source', 6, 4],
    ['otag:removal', 'unsupported-source', 0, 4],
    ['is:gamechanger', 'unsupported-data', 0, 14],
    ['display:text', 'unsupported-display', 0, 7],
    ['is:scryfallpreview', 'unsupported-source', 0, 18],
    ['-is:gamechanger', 'unsupported-data', 1, 14],
  ])('%s: %s', (query, code, position, length) => {
    const error = syntaxError(() => parseSearch(query));
    expect(error).toMatchObject({ code, position, length });
    expect(error.reason).toMatch(/is Scryfall syntax this search does not answer: /);
  });

  it('a keyword Scryfall does not know either stays unknown', () => {
    expect(syntaxError(() => parseSearch('colr:red'))).toMatchObject({ code: 'unknown-keyword' });
    expect(syntaxError(() => parseSearch('is:purple'))).toMatchObject({ code: 'not-a-property' });
  });
});
