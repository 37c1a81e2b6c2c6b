// Scryfall's reprint, new:, watermark, block and unique:art searches and order:artist (scryfall.com/docs/syntax) on
// real card data: the Scryfall objects of sets-2019 and the MTGJSON set files, imported by the real importer. Each
// query's answer is computed here from the files as published (their reprint/isReprint, watermark,
// illustration_id, frame, flavor text, block), never typed by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../open.ts';
import { importCardFiles } from '../import/import.ts';
import { searchCards } from './search.ts';
import { SearchSyntaxError } from '../../engine/search/errors.ts';
import { foldName } from '../../engine/text/fold.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { cardNames, printingIds, searchAll, sorted } from '../../test/search-results.ts';

/** A Scryfall card object, the fields read here. */
interface ScryfallObject {
  id: string;
  oracle_id: string;
  name: string;
  set: string;
  released_at: string;
  rarity: string;
  lang: string;
  frame: string;
  reprint: boolean;
  foil: boolean;
  nonfoil: boolean;
  type_line: string;
  artist?: string;
  flavor_text?: string;
  watermark?: string;
  illustration_id?: string;
  card_faces?: Partial<Record<'artist' | 'flavor_text' | 'watermark' | 'illustration_id', string>>[];
}

const SCRYFALL_FILES = readdirSync(sharedPath('scryfall', 'sets-2019'))
  .sort()
  .map((f) => sharedPath('scryfall', 'sets-2019', f));
const SCRYFALL: ScryfallObject[] = SCRYFALL_FILES.flatMap(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as ScryfallObject[],
);

/** A value Scryfall gives per face on a multi-face card (the faces' distinct values joined " // "), else the card's. */
function perFace(card: ScryfallObject, key: 'artist' | 'flavor_text' | 'watermark' | 'illustration_id') {
  const faces = [...new Set((card.card_faces ?? []).map((f) => f[key]).filter((v) => v))];
  return faces.length ? faces.join(' // ') : card[key];
}

const printingsOfCard = new Map<string, ScryfallObject[]>();
for (const card of SCRYFALL)
  printingsOfCard.set(card.oracle_id, [...(printingsOfCard.get(card.oracle_id) ?? []), card]);

/**
 * Scryfall's new:: a printing whose value no printing of its card released earlier shares (printings without the
 * value are never new); at a new rarity only as a reprint, as the syntax page says ("reprint cards printed at a new
 * rarity for the first time").
 */
function isNew(card: ScryfallObject, value: (c: ScryfallObject) => string | undefined, reprintOnly = false): boolean {
  const own = value(card);
  if (!own) return false;
  const earlier = printingsOfCard.get(card.oracle_id)!.filter((e) => e.released_at < card.released_at);
  if (reprintOnly && earlier.length === 0) return false;
  return !earlier.some((e) => value(e) === own);
}

const NEW_VALUES: Record<string, { value: (c: ScryfallObject) => string | undefined; reprintOnly?: boolean }> = {
  rarity: { value: (c) => c.rarity, reprintOnly: true },
  art: { value: (c) => perFace(c, 'illustration_id') },
  artist: { value: (c) => perFace(c, 'artist') },
  flavor: { value: (c) => perFace(c, 'flavor_text') },
  frame: { value: (c) => c.frame },
  language: { value: (c) => c.lang },
};

/** An MTGJSON card entry, the fields read here. */
interface MtgjsonEntry {
  name: string;
  uuid: string;
  isReprint?: boolean;
  watermark?: string;
  identifiers: { scryfallId?: string };
}
interface MtgjsonSet {
  code: string;
  block?: string;
  cards: MtgjsonEntry[];
}
const MTGJSON_FILES = readdirSync(sharedPath('mtgjson', 'sets'))
  .sort()
  .map((f) => sharedPath('mtgjson', 'sets', f));
const MTGJSON: MtgjsonSet[] = MTGJSON_FILES.map(
  (file) => (JSON.parse(readFileSync(file, 'utf8')) as { data: MtgjsonSet }).data,
);
/** The printing id the importer gives an MTGJSON entry: its Scryfall id, so both sources meet. */
const printingIdOf = (entry: MtgjsonEntry) => entry.identifiers.scryfallId ?? entry.uuid;

const dir = tempDir('decklab-printing-history-');
let scryfall: Db;
let mtgjson: Db;

beforeAll(async () => {
  scryfall = openDatabase(join(dir.dir, 'scryfall.sqlite'));
  await importCardFiles(scryfall, SCRYFALL_FILES);
  mtgjson = openDatabase(join(dir.dir, 'mtgjson.sqlite'));
  await importCardFiles(mtgjson, MTGJSON_FILES);
});

afterAll(() => {
  scryfall?.close();
  mtgjson?.close();
  dir.cleanup();
});

function syntaxError(db: Db, query: string): SearchSyntaxError {
  try {
    searchCards(db, query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" found cards`);
}

describe('is:reprint and not:reprint (Scryfall: "find reprints with is:reprint, cards that were new in their set with not:reprint")', () => {
  it("is Scryfall's reprint flag of each printing, and not:reprint its opposite", () => {
    const reprints = SCRYFALL.filter((c) => c.reprint).map((c) => c.id);
    expect(reprints.length).toBe(298);
    expect(printingIds(scryfall, 'is:reprint')).toEqual(sorted(reprints));
    expect(printingIds(scryfall, 'not:reprint')).toEqual(sorted(SCRYFALL.filter((c) => !c.reprint).map((c) => c.id)));
  });

  it('in cards mode, not:reprint is asked of the printing the set chooses (e:m20 not:reprint: new in M20)', () => {
    const newInM20 = SCRYFALL.filter((c) => c.set === 'm20' && !c.reprint).map((c) => c.name);
    expect(cardNames(scryfall, 'e:m20 not:reprint')).toEqual(sorted(newInM20));
    expect(cardNames(scryfall, 'e:m20 not:reprint')).not.toContain('Murder'); // EMN's, reprinted in M20
  });

  it('-is:reprint is the negation: cards none of whose printings is a reprint', () => {
    const reprinted = new Set(SCRYFALL.filter((c) => c.reprint).map((c) => c.oracle_id));
    const never = SCRYFALL.filter((c) => c.set === 'm20' && !reprinted.has(c.oracle_id)).map((c) => c.name);
    expect(cardNames(scryfall, 'e:m20 -is:reprint')).toEqual(sorted(never));
    expect(printingIds(scryfall, '-not:reprint')).toEqual(printingIds(scryfall, 'is:reprint'));
  });

  it("reads MTGJSON's isReprint: e:c21 not:reprint is what Commander 2021 printed first", () => {
    const entries = MTGJSON.flatMap((s) => s.cards);
    const reprintIds = sorted(entries.filter((e) => e.isReprint).map(printingIdOf));
    expect(reprintIds.length).toBeGreaterThan(1000);
    expect(printingIds(mtgjson, 'is:reprint')).toEqual(reprintIds);
    const c21 = MTGJSON.find((s) => s.code === 'C21')!.cards;
    const newInC21 = c21.filter((e) => !e.isReprint).map((e) => e.name);
    expect(newInC21.length).toBeGreaterThan(50);
    expect(cardNames(mtgjson, 'e:c21 not:reprint')).toEqual(sorted(newInC21));
  });
});

describe("new: (Scryfall: a printing that is the card's first with its rarity, artwork, artist, flavor text, frame, language)", () => {
  it.each(Object.keys(NEW_VALUES))('new:%s is each printing no earlier printing of its card shares it with', (word) => {
    const { value, reprintOnly } = NEW_VALUES[word];
    const expected = SCRYFALL.filter((c) => isNew(c, value, reprintOnly)).map((c) => c.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(printingIds(scryfall, `new:${word}`)).toEqual(sorted(expected));
    // Negated, every other printing: one without the value is never new.
    expect(printingIds(scryfall, `-new:${word}`).length).toBe(SCRYFALL.length - expected.length);
  });

  it('new:rarity finds the one reprint here at a rarity of its own: Murder, uncommon in Eldritch Moon, common in M20', () => {
    expect(searchAll(scryfall, 'unique:prints new:rarity').map((h) => [h.name, h.printing!.set])).toEqual([
      ['Murder', 'm20'],
    ]);
    expect(cardNames(scryfall, 'new:rarity r:common')).toEqual(['Murder']);
    expect(cardNames(scryfall, 'new:rarity r:uncommon')).toEqual([]);
  });

  it('new:art is, of the basic lands War of the Spark and M20 both print, every artwork the first time it appears', () => {
    const forests = SCRYFALL.filter((c) => c.name === 'Forest');
    const firstArts = new Set(forests.filter((c) => isNew(c, NEW_VALUES.art.value)).map((c) => c.id));
    expect(forests.length).toBeGreaterThan(firstArts.size - 1);
    expect(printingIds(scryfall, '!forest new:art')).toEqual(sorted(firstArts));
  });

  it('says what the card data lacks instead of finding nothing: MTGJSON tells no artworks apart', () => {
    const error = syntaxError(mtgjson, 'new:art');
    expect(error.reason).toMatch(/^no artwork identities in the card data, so no printing can be new in it/);
    expect(error.keyword).toBe('new');
    expect(printingIds(mtgjson, 'new:frame').length).toBeGreaterThan(0);
  });
});

describe('wm: and has:watermark (Scryfall: "a card’s affiliation watermark")', () => {
  const withWatermark = (name: string) =>
    SCRYFALL.filter((c) => (perFace(c, 'watermark') ?? '').split(' // ').includes(name)).map((c) => c.id);

  it('wm:dimir is the printings with the Dimir watermark, on the card or a face; the case of the name aside', () => {
    expect(withWatermark('dimir').length).toBe(51);
    expect(printingIds(scryfall, 'wm:dimir')).toEqual(sorted(withWatermark('dimir')));
    expect(printingIds(scryfall, 'watermark:Planeswalker')).toEqual(sorted(withWatermark('planeswalker')));
  });

  it('has:watermark is any watermark; -has:watermark the cards with none', () => {
    const marked = SCRYFALL.filter((c) => perFace(c, 'watermark'));
    expect(printingIds(scryfall, 'has:watermark')).toEqual(sorted(marked.map((c) => c.id)));
    const markedCards = new Set(marked.map((c) => c.oracle_id));
    const unmarked = SCRYFALL.filter((c) => c.set === 'rna' && !markedCards.has(c.oracle_id)).map((c) => c.name);
    expect(cardNames(scryfall, 's:rna -has:watermark')).toEqual(sorted(unmarked));
    expect(cardNames(scryfall, 's:rna -wm:orzhov')).toContain('Azorius Guildgate');
  });

  it("reads MTGJSON's watermark: wm:witherbloom is Strixhaven's Witherbloom cards", () => {
    const entries = MTGJSON.flatMap((s) => s.cards).filter((e) => e.watermark === 'witherbloom');
    expect(entries.length).toBe(54);
    expect(printingIds(mtgjson, 'wm:witherbloom')).toEqual(sorted(entries.map(printingIdOf)));
  });

  it('refuses a watermark no printing has, with its own code', () => {
    const error = syntaxError(scryfall, 't:elf wm:golgary');
    expect([error.code, error.keyword, error.position]).toEqual(['unknown-watermark', 'wm', 6]);
    expect(error.reason).toMatch(/^no printing has the watermark "golgary"/);
  });
});

describe('b: and block: (Scryfall: "cards in a Magic block by providing the three-letter code for any set in that block")', () => {
  /** The sets MTGJSON puts in the same block as `code`. */
  const blockOf = (code: string) => {
    const block = MTGJSON.find((s) => s.code === code)!.block;
    return MTGJSON.filter((s) => s.block !== undefined && s.block === block);
  };

  it('b:war is every card of a set of War of the Spark’s block (Guilds of Ravnica, Ravnica Allegiance, War of the Spark)', () => {
    const sets = blockOf('WAR');
    expect(sets.map((s) => s.code).sort()).toEqual(['GRN', 'RNA', 'WAR']);
    const expected = sorted(sets.flatMap((s) => s.cards.map(printingIdOf)));
    expect(printingIds(mtgjson, 'b:war')).toEqual(expected);
    expect(printingIds(mtgjson, 'block:grn')).toEqual(expected);
  });

  it('-b:war t:planeswalker leaves out every planeswalker the block printed', () => {
    const inBlock = new Set(cardNames(mtgjson, 'b:war t:planeswalker'));
    const rest = cardNames(mtgjson, '-b:war t:planeswalker');
    expect(inBlock.size).toBeGreaterThan(30);
    expect(rest.filter((name) => inBlock.has(name))).toEqual([]);
    expect(rest.length + inBlock.size).toBe(cardNames(mtgjson, 't:planeswalker').length);
  });

  it('refuses a set of no block, and says Scryfall card files carry no blocks', () => {
    expect(syntaxError(mtgjson, 'b:khm').code).toBe('unknown-block'); // MTGJSON gives Kaldheim no block
    const error = syntaxError(scryfall, 'b:war');
    expect([error.code, error.keyword]).toEqual(['unknown-block', 'b']);
    expect(error.reason).toMatch(/Scryfall's card files do not/);
  });
});

describe('unique:art (Scryfall: "only one copy of each unique artwork for matching cards")', () => {
  it('gives each artwork of the matching printings once, the earliest printing of it', () => {
    const lands = SCRYFALL.filter((c) => c.type_line.includes('Land'));
    const artworks = new Map<string, ScryfallObject>();
    for (const c of [...lands].sort((a, b) => (a.released_at + a.id < b.released_at + b.id ? -1 : 1))) {
      const art = `${c.oracle_id} ${perFace(c, 'illustration_id') ?? c.id}`;
      if (!artworks.has(art)) artworks.set(art, c);
    }
    const hits = searchAll(scryfall, 'unique:art t:land');
    expect(hits.map((h) => h.printing!.id).sort()).toEqual(sorted([...artworks.values()].map((c) => c.id)));
    expect(hits.length).toBeLessThan(lands.length);
  });

  it('shows Gateway Plaza twice: Ravnica Allegiance reprinted it with the art of Guilds of Ravnica, War of the Spark anew', () => {
    expect(
      searchAll(scryfall, 'unique:prints !"gateway plaza"')
        .map((h) => h.printing!.set)
        .sort(),
    ).toEqual(['grn', 'rna', 'war']);
    expect(
      searchAll(scryfall, 'unique:art !"gateway plaza"')
        .map((h) => h.printing!.set)
        .sort(),
    ).toEqual(['grn', 'war']);
    expect(searchAll(scryfall, 'unique:art !"gateway plaza" s:rna').map((h) => h.printing!.set)).toEqual(['rna']);
  });

  it('counts the artworks of every creature, one per card and illustration', () => {
    const creatures = SCRYFALL.filter((c) => c.type_line.includes('Creature'));
    const pairs = new Set(creatures.map((c) => `${c.oracle_id} ${perFace(c, 'illustration_id') ?? c.id}`));
    expect(searchCards(scryfall, 'unique:art t:creature').total).toBe(pairs.size);
    expect(pairs.size).toBeLessThan(creatures.length);
  });

  it('a set chooses among the printings first: unique:art s:m20 !forest is M20’s own Forests', () => {
    const m20 = SCRYFALL.filter((c) => c.name === 'Forest' && c.set === 'm20').map((c) => c.id);
    expect(printingIds(scryfall, 's:m20 !forest').length).toBe(m20.length);
    expect(
      searchAll(scryfall, 'unique:art s:m20 !forest')
        .map((h) => h.printing!.id)
        .sort(),
    ).toEqual(sorted(m20));
  });

  it('keeps Scryfall’s artwork identity when MTGJSON data of the same printings comes later', async () => {
    const both = openDatabase(join(dir.dir, 'both.sqlite'));
    await importCardFiles(both, [sharedPath('scryfall', 'sets-2019', 'war.json')]);
    const count = () => both.prepare('SELECT count(illustration_id) FROM printings').pluck().get() as number;
    const before = count();
    await importCardFiles(both, [sharedPath('mtgjson', 'sets', 'WAR.json')]);
    expect(before).toBeGreaterThan(250);
    expect(count()).toBe(before);
    both.close();
  });
});

describe('order:artist (Scryfall: sort by artist name)', () => {
  it('sorts printings by their artist, A to Z, or Z to A with dir:desc', () => {
    const artists = searchAll(scryfall, 'unique:prints s:war order:artist').map((h) => foldName(h.printing!.artist!));
    const war = SCRYFALL.filter((c) => c.set === 'war').map((c) => foldName(perFace(c, 'artist')!));
    expect(artists).toEqual([...war].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = searchAll(scryfall, 'unique:prints s:war order:artist dir:desc').map((h) =>
      foldName(h.printing!.artist!),
    );
    expect(descending).toEqual([...artists].reverse());
  });

  it("sorts cards by the artist of each card's first printing", () => {
    const first = (oracleId: string) =>
      [...printingsOfCard.get(oracleId)!].sort((a, b) => (a.released_at + a.id < b.released_at + b.id ? -1 : 1))[0];
    const byName = new Map(SCRYFALL.map((c) => [c.name, foldName(perFace(first(c.oracle_id), 'artist')!)]));
    const artists = searchAll(scryfall, 't:planeswalker order:artist').map((h) => byName.get(h.name)!);
    expect(artists.length).toBeGreaterThan(30);
    expect(artists).toEqual([...artists].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('frame: and is:foil, is:nonfoil (Scryfall: a printing’s frame edition and finishes)', () => {
  it('frame:2003 is the printings in the 2003 frame, Champions of Kamigawa’s here; -frame:2003 the others', () => {
    const old = SCRYFALL.filter((c) => c.frame === '2003').map((c) => c.id);
    expect(old.length).toBe(463);
    expect(printingIds(scryfall, 'frame:2003')).toEqual(sorted(old));
    expect(printingIds(scryfall, '-frame:2003').length).toBe(SCRYFALL.length - old.length);
    expect(syntaxError(scryfall, 'frame:1997').reason).toMatch(/^no printing has the frame or frame effect "1997"/);
  });

  it('is:foil and is:nonfoil are the printings Scryfall made in that finish; not:foil the others', () => {
    expect(printingIds(scryfall, 'is:foil')).toEqual(sorted(SCRYFALL.filter((c) => c.foil).map((c) => c.id)));
    expect(printingIds(scryfall, 'is:nonfoil')).toEqual(sorted(SCRYFALL.filter((c) => c.nonfoil).map((c) => c.id)));
    const foilOnly = SCRYFALL.filter((c) => c.foil && !c.nonfoil).map((c) => c.id);
    expect(foilOnly.length).toBeGreaterThan(0);
    expect(printingIds(scryfall, 'is:foil not:nonfoil')).toEqual(sorted(foilOnly));
  });
});
