import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { readFileSync, readdirSync } from 'node:fs';
import { sharedPath } from '../../../test/shared-data.ts';
import {
  DECK_LIST_FORMATS,
  sideboardCommandZone,
  exportDeckList,
  readDeckList,
  writeDeckList,
  type DeckListFormatInfo,
  type DeckListResult,
} from './index.ts';
import { boardCardCount } from './deck-building.ts';
import { oneLine } from './forge.ts';
import type { Board, Deck, DeckEntry, PinnedPrinting } from '../types.ts';
import { stringContaining } from '../../../test/matchers.ts';

const DECKS = sharedPath('decks');
const deckFiles = (dir: string) =>
  readdirSync(sharedPath('decks', dir)).map((f) => ({ dir, file: f, path: sharedPath('decks', dir, f) }));
const ALL_FILES = readdirSync(DECKS).flatMap(deckFiles);
const read = (dir: string, file: string): DeckListResult =>
  readDeckList(readFileSync(sharedPath('decks', dir, file)), { fileName: file });
const lines = (dir: string, file: string) => readFileSync(sharedPath('decks', dir, file), 'utf8').split(/\r?\n/);

describe('every decklist in shared/data/decks loads', () => {
  it('finds the 39 files the README lists', () => expect(ALL_FILES).toHaveLength(39));

  // The format of each folder, as shared/data/README.md §4 names it.
  const FOLDER_FORMAT: Record<string, string> = {
    'plain-taw': 'text',
    'forge-dck': 'forge',
    'cockatrice-cod': 'cockatrice',
    'mtgo-dek': 'mtgo-dek',
  };
  const FOLDER_FILES = ALL_FILES.filter((f) => FOLDER_FORMAT[f.dir]);
  it('finds 35 files in the four folders of one format each', () => expect(FOLDER_FILES).toHaveLength(35));
  it.each(FOLDER_FILES)("$dir/$file is detected as its folder's format and read without errors", ({ dir, file }) => {
    const r = read(dir, file);
    expect(r.format).toBe(FOLDER_FORMAT[dir]);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it.each([
    ['phdesign-arena-export-with-setcodes.txt', 'arena'],
    ['phdesign-forge-style-12-Moon-modern.dck', 'forge'],
    ['phdesign-mtgtop8-plain-with-Sideboard-header.txt', 'text'],
    ['justinbacle-mtga-style-no-setcodes.txt', 'text'],
  ])('arena-and-misc/%s is detected as %s', (file, format) => expect(read('arena-and-misc', file).format).toBe(format));

  // Deck sizes by the taw file's deck type (README §4: Commander 100, Brawl 60, Historic Brawl 100, 60-card
  // constructed, 75 with sideboard, 40-card theme deck); CR 903.5a counts the commander in the 100.
  const TAW_SIZE: Record<string, { deck: number; side: number }> = {
    cmd: { deck: 100, side: 0 },
    brawl: { deck: 60, side: 0 },
    'hist-brawl': { deck: 100, side: 0 },
    pw: { deck: 60, side: 0 },
    'arena-starter': { deck: 60, side: 0 },
    challenger: { deck: 60, side: 15 },
    pioneer: { deck: 60, side: 15 },
    'theme-40-std': { deck: 40, side: 0 },
  };
  const TAW_FILES = deckFiles('plain-taw');
  it('finds the 21 plain-taw lists', () => expect(TAW_FILES).toHaveLength(21));
  it.each(TAW_FILES)('plain-taw/$file has the size of its deck type, commander included (CR 903.5a)', ({ file }) => {
    const size = TAW_SIZE[file.split('__')[0]];
    const { deck } = read('plain-taw', file);
    expect(boardCardCount(deck, 'main') + boardCardCount(deck, 'commander')).toBe(size.deck);
    expect(boardCardCount(deck, 'side')).toBe(size.side);
    expect(deck.name).toBe(file.split('__')[2].replace(/\.txt$/, ''));
  });

  it('taw "COMMANDER:" lines make the commander board, foil kept', () => {
    const { deck } = read('plain-taw', 'cmd__afc__Aura of Courage.txt');
    expect(deck.boards.commander).toEqual([
      { name: 'Galea, Kindler of Hope', count: 1, line: 4, printing: { set: 'AFC', collectorNumber: '1', foil: true } },
    ]);
    expect(deck.boards.main!.find((e) => e.name === 'Island')!.printing).toEqual({ set: 'AFR', collectorNumber: '' });
  });

  it('Forge commander precons read [commander] with the "+" foil mark, "Name|SET|art" pins', () => {
    const { deck } = read('forge-dck', 'Aura of Courage [AFC] [2021].dck');
    expect(deck.boards.commander).toEqual([
      { name: 'Galea, Kindler of Hope', count: 1, line: 4, printing: { set: 'AFC', collectorNumber: '', foil: true } },
    ]);
    expect(boardCardCount(deck, 'main')).toBe(99);
    const welcome = read('forge-dck', 'Core Set 2019 Welcome Deck WU.dck').deck;
    expect(welcome.boards.main!.filter((e) => e.name === 'Island').map((e) => [e.count, e.printing!.artIndex])).toEqual(
      [
        [3, 1],
        [3, 2],
        [3, 3],
        [4, 4],
      ],
    );
  });

  it('the MTGO .dek sliver deck has 60 main and 5 sideboard cards (README §4)', () => {
    const { deck } = read('mtgo-dek', 'justinbacle-mtg-org-sliver-test.dek');
    expect([boardCardCount(deck, 'main'), boardCardCount(deck, 'side')]).toEqual([60, 5]);
    const sideLines = lines('mtgo-dek', 'justinbacle-mtg-org-sliver-test.dek').flatMap((l, i) =>
      l.includes('Sideboard="true"') ? [i + 1] : [],
    );
    expect(deck.boards.side!.map((e) => e.line)).toEqual(sideLines);
  });

  it('the MTGTop8 list and the 12 Moon Forge-style list are 60 + 15', () => {
    for (const file of [
      'phdesign-mtgtop8-plain-with-Sideboard-header.txt',
      'phdesign-forge-style-12-Moon-modern.dck',
    ]) {
      const { deck } = read('arena-and-misc', file);
      expect([boardCardCount(deck, 'main'), boardCardCount(deck, 'side')]).toEqual([60, 15]);
    }
    expect(read('arena-and-misc', 'phdesign-forge-style-12-Moon-modern.dck').deck.format).toBe('modern');
  });
});

describe('the defects shared/data/README.md lists are reported, not hidden', () => {
  const CODS_WITHOUT_COMMANDER = deckFiles('cockatrice-cod').filter((f) => !/Arcanis|Basri|Azorius/.test(f.file));
  it('finds the 5 .cod files without a commander', () => expect(CODS_WITHOUT_COMMANDER).toHaveLength(5));
  it.each(CODS_WITHOUT_COMMANDER)(
    '$file has no commander: the deck has none (the validator reports it), not one made up',
    ({ file }) => {
      const { deck } = read('cockatrice-cod', file);
      expect(deck.boards.commander).toBeUndefined();
      expect(boardCardCount(deck, 'main')).toBe(file.startsWith('KnightsCharge') ? 59 : 99);
    },
  );

  it('AzoriusControl_KHM.cod: the zone named "sideboard" is read as the sideboard and reported at its line', () => {
    const r = read('cockatrice-cod', 'AzoriusControl_KHM.cod');
    expect([boardCardCount(r.deck, 'main'), boardCardCount(r.deck, 'side')]).toEqual([59, 15]);
    const zoneLine =
      lines('cockatrice-cod', 'AzoriusControl_KHM.cod').findIndex((l) => l.includes('<zone name="sideboard">')) + 1;
    expect(r.problems).toMatchObject([{ code: 'nonstandard-section', severity: 'warning', line: zoneLine }]);
  });

  const WITH_DISPLAY_COMMANDER = deckFiles('plain-taw').filter((f) =>
    lines('plain-taw', f.file).includes('Display Commander'),
  );
  it('finds the 5 lists with a Display Commander line', () => expect(WITH_DISPLAY_COMMANDER).toHaveLength(5));
  it.each(WITH_DISPLAY_COMMANDER)(
    '$file: the Display Commander card is reported at its line and not counted (101 lines → 100 cards)',
    ({ file }) => {
      const r = read('plain-taw', file);
      const displayLine = lines('plain-taw', file).indexOf('Display Commander') + 2;
      expect(r.problems).toMatchObject([{ code: 'not-playable-section', line: displayLine }]);
      expect(boardCardCount(r.deck, 'main') + boardCardCount(r.deck, 'commander')).toBe(100);
    },
  );

  it("the Arena export's card after a blank line becomes the sideboard, as Arena reads it, with a warning at that line", () => {
    const file = 'phdesign-arena-export-with-setcodes.txt';
    const r = read('arena-and-misc', file);
    const afterBlank = lines('arena-and-misc', file).indexOf('') + 2;
    expect(r.problems).toMatchObject([{ code: 'blank-line-sideboard', line: afterBlank }]);
    expect([boardCardCount(r.deck, 'main'), boardCardCount(r.deck, 'side')]).toEqual([59, 1]);
    expect(r.deck.boards.side![0]).toMatchObject({
      name: 'Walking Corpse',
      printing: { set: 'M20', collectorNumber: '327' },
    });
  });

  it("an Arena export's companion, listed under Companion and again in the Sideboard as Arena writes it, is one companion (CR 702.139a)", () => {
    const exported = readFileSync(
      sharedPath('decks', 'arena-and-misc', 'phdesign-arena-export-with-setcodes.txt'),
      'utf8',
    );
    const [main, side] = exported.trim().split(/\n\s*\n/);
    const umori = '1 Umori, the Collector (IKO) 231';
    const withCompanion = ['Companion', umori, '', 'Deck', main, '', 'Sideboard', side, umori].join('\n');
    const r = readDeckList(withCompanion);
    expect(r.format).toBe('arena');
    expect(r.deck.boards.companion).toMatchObject([{ name: 'Umori, the Collector', count: 1 }]);
    expect(r.deck.boards.side).toMatchObject([{ name: 'Walking Corpse', count: 1 }]);
    expect(boardCardCount(r.deck, 'main')).toBe(59);
    const written = writeDeckList(r.deck, 'arena');
    expect(written.split('\n').filter((l) => l === umori)).toHaveLength(2);
    expect(readDeckList(written).deck.boards).toEqual(r.deck.boards);
    const withoutSetCodes = readDeckList(withCompanion.replace(/ \([A-Z0-9]+\) \S+$/gm, ''));
    expect(withoutSetCodes.format).toBe('text');
    expect(withoutSetCodes.deck.boards.companion).toMatchObject([{ name: 'Umori, the Collector', count: 1 }]);
    expect(withoutSetCodes.deck.boards.side).toMatchObject([{ name: 'Walking Corpse', count: 1 }]);
  });

  it("Arena's set codes that are not paper's (Dominaria's DAR, Conflux's CONF) are read as paper's and written back as Arena's", () => {
    const exported = readFileSync(
      sharedPath('decks', 'arena-and-misc', 'phdesign-arena-export-with-setcodes.txt'),
      'utf8',
    );
    // Dominaria's Llanowar Elves is DOM 168 in paper and on Scryfall, DAR 168 on Arena.
    const fromArena = exported.replace('3 Llanowar Elves (M19) 314', '3 Llanowar Elves (DAR) 168');
    const r = readDeckList(fromArena);
    expect(r.format).toBe('arena');
    const elves = r.deck.boards.main!.find((e) => e.name === 'Llanowar Elves');
    expect(elves?.printing).toMatchObject({ set: 'DOM', collectorNumber: '168' });
    expect(writeDeckList(r.deck, 'arena').split('\n')).toContain('3 Llanowar Elves (DAR) 168');
    expect(writeDeckList(r.deck, 'xmage')).toContain('3 [DOM:168] Llanowar Elves');
    expect(writeDeckList(r.deck, 'arena').split('\n')).toContain('1 Ghalta, Primal Hunger (RIX) 130');
    const conflux = readDeckList(fromArena.replace('1 Ghalta, Primal Hunger (RIX) 130', '1 Path to Exile (CONF) 15'));
    expect(conflux.deck.boards.main!.find((e) => e.name === 'Path to Exile')?.printing).toMatchObject({ set: 'CON' });
  });

  it('the MTGA-style fragment keeps "Æther Flash" as written, its "#" comment as a note, 18 cards', () => {
    const r = read('arena-and-misc', 'justinbacle-mtga-style-no-setcodes.txt');
    expect(r.deck.boards.main!.map((e) => e.name)).toContain('Æther Flash');
    expect(r.deck.notes).toBe('R_Blast');
    expect(boardCardCount(r.deck, 'main')).toBe(18);
  });
});

describe('decoding', () => {
  const arena = readFileSync(sharedPath('decks', 'arena-and-misc', 'phdesign-arena-export-with-setcodes.txt'), 'utf8');
  const base = readDeckList(arena);

  it('reads CRLF line ends and a UTF-8 BOM to the same deck and problem lines', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(arena.replace(/\n/g, '\r\n'))]);
    const r = readDeckList(bytes);
    expect(r).toMatchObject({ encoding: 'utf-8', format: base.format, deck: base.deck, problems: base.problems });
  });

  it('reads UTF-16 LE with its BOM', () => {
    const text = readFileSync(sharedPath('decks', 'arena-and-misc', 'justinbacle-mtga-style-no-setcodes.txt'), 'utf8');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    const r = readDeckList(utf16);
    expect(r.encoding).toBe('utf-16le');
    expect(r.deck).toEqual(readDeckList(text).deck);
  });

  it('reads UTF-16 LE and BE without a BOM, a Magic list and a Japanese Duel Masters one alike', () => {
    const utf16 = (text: string, order: 'le' | 'be') =>
      new Uint8Array(
        [...text].flatMap((c) => {
          const [low, high] = [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8];
          return order === 'le' ? [low, high] : [high, low];
        }),
      );
    const taw = readFileSync(sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt'), 'utf8');
    const japanese =
      '// NAME: 赤単\r\nメインデッキ\r\n4 ボルシャック・ドラゴン\r\n《バースト・ショット》×4\r\n超次元ゾーン\r\n2 ガイアール・カイザー\r\n';
    for (const text of [taw, japanese]) {
      for (const order of ['le', 'be'] as const) {
        const r = readDeckList(utf16(text, order));
        expect(r.encoding).toBe(`utf-16${order}`);
        expect(r.deck).toEqual(readDeckList(text).deck);
      }
    }
  });

  it('a Windows-1252 list ("Æther" as the byte 0xC6) is not mistaken for Shift_JIS', () => {
    const text = readFileSync(sharedPath('decks', 'arena-and-misc', 'justinbacle-mtga-style-no-setcodes.txt'), 'utf8');
    const cp1252 = new Uint8Array([...text].map((c) => (c === 'Æ' ? 0xc6 : c.charCodeAt(0))));
    const r = readDeckList(cp1252);
    expect(r.encoding).toBe('windows-1252');
    expect(r.deck).toEqual(readDeckList(text).deck);
  });

  it('a UTF-8 Japanese list cut inside its last character reads as UTF-8: only the cut line is lost', () => {
    const japanese =
      '// NAME: 赤単\nメインデッキ\n4 ボルシャック・ドラゴン\n《バースト・ショット》×4\n超次元ゾーン\n2 ガイアール・カイザー\n';
    const bytes = new TextEncoder().encode(japanese);
    const cut = bytes.subarray(0, bytes.length - 3); // "ー\n" is four bytes: the half of "ー" is left
    const r = readDeckList(cut);
    expect(r.encoding).toBe('utf-8');
    const whole = readDeckList(japanese).deck;
    expect(r.deck.boards.main).toEqual(whole.boards.main);
    expect(r.deck.boards.hyperspatial?.map((e) => e.name)).toEqual(['ガイアール・カイザ\uFFFD']);
    // A Windows-1252 list ending in a high byte has no other character beyond ASCII: still Windows-1252.
    const cp1252 = new Uint8Array([...new TextEncoder().encode('4 Opt\n1 Aether Vial\n1 '), 0xc6]);
    expect(readDeckList(cp1252).encoding).toBe('windows-1252');
  });

  it('a string with a BOM character reads like one without', () => {
    expect(readDeckList('\uFEFF' + arena).deck).toEqual(base.deck);
  });
});

describe('lines that cannot be read are reported with their line number', () => {
  it('bad counts, unreadable lines and unknown annotations', () => {
    const r = readDeckList('4 Lightning Bolt\n0 Shock\n   # a comment\n2 Opt *glimmer*\n[???]\n');
    expect(r.problems.map((p) => [p.line, p.code])).toEqual([
      [2, 'bad-count'],
      [4, 'unknown-annotation'],
      [5, 'unreadable-line'],
    ]);
    expect(r.deck.boards.main!.map((e) => e.name)).toEqual(['Lightning Bolt', 'Opt']);
  });

  it('"x4 Name" is four copies; "-1 Name" is a bad count on its line, not a card named "-1 Name"', () => {
    const r = readDeckList('x4 Shock\nX2 Opt\n-1 Negate\n−2 Opt\n');
    expect(r.deck.boards.main).toEqual([
      { name: 'Shock', count: 4, line: 1 },
      { name: 'Opt', count: 2, line: 2 },
    ]);
    expect(r.problems.map((p) => [p.line, p.code, p.message])).toEqual([
      [3, 'bad-count', stringContaining('"-1" is not a card count')],
      [4, 'bad-count', stringContaining('"−2" is not a card count')],
    ]);
  });

  it('malformed XML is one problem at the line where it breaks', () => {
    const r = readDeckList(
      '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n<card number="1" name="Opt">\n</zone>',
      { fileName: 'x.cod' },
    );
    expect(r.format).toBe('cockatrice');
    expect(r.problems).toMatchObject([{ code: 'malformed-file', severity: 'error' }]);
    expect(r.problems[0].line).toBeGreaterThan(1);
  });

  it('a Magic list has no hyperspatial zone: a Duel Masters header makes it a Duel Masters list (DM 100.3)', () => {
    const r = readDeckList('メインデッキ\n4 Bolshack Dragon\n超次元ゾーン\n2 Psychic Card\n超GRゾーン\n2 GR Card\n');
    expect(r.format).toBe('dm');
    expect(r.deck.game).toBe('dm');
    expect(Object.keys(r.deck.boards)).toEqual(['main', 'hyperspatial', 'gr']);
  });

  it('counts written as "×4" and "4枚" (Japanese lists)', () => {
    const r = readDeckList('メインデッキ\nボルシャック・ドラゴン×4\n解体人形ジェニー 3枚\n', {});
    expect(r.deck.boards.main).toEqual([
      { name: 'ボルシャック・ドラゴン', count: 4, line: 2 },
      { name: '解体人形ジェニー', count: 3, line: 3 },
    ]);
  });
});

// ---- export then import gives back the same deck (ARCHITECTURE §4) ----

interface MtgjsonSetFile {
  data: { code: string; cards: { name: string }[] };
}
const mtgSets = ['C21', 'ELD', 'KHM', 'STX', 'DGM', 'AKH'].map(
  (code) => JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', `${code}.json`), 'utf8')) as MtgjsonSetFile,
);
const MTG_NAMES = [...new Set(mtgSets.flatMap((s) => s.data.cards.map((c) => c.name)))];
const SET_CODES = mtgSets.map((s) => s.data.code);
const DM_NAMES = (
  JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: { name: string }[];
  }
).cards.map((c) => c.name);

/** Real Duel Masters printings (Ravenite's CSV): set codes such as "DM-22+1D" and "DMR-16極", numbers such as "超10". */
const DM_PRINTINGS = Papa.parse<{ Set: string; SetNum: string }>(
  readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
  { header: true, skipEmptyLines: true },
).data.filter((row, i, rows) => row.Set !== rows[i - 1]?.Set);

const printingArb = (game: Deck['game']): fc.Arbitrary<PinnedPrinting> => {
  const setAndNumber =
    game === 'dm'
      ? fc.constantFrom(...DM_PRINTINGS).map((row) => ({ set: row.Set, collectorNumber: row.SetNum }))
      : fc.record({
          set: fc.constantFrom(...SET_CODES),
          collectorNumber: fc.stringMatching(/^[1-9][0-9]{0,2}[ab]?$/),
        });
  const set = game === 'dm' ? fc.constantFrom(...DM_PRINTINGS.map((row) => row.Set)) : fc.constantFrom(...SET_CODES);
  // Etched foils are Magic's (Moxfield's "*E*"); Duel Masters cards have no such finish.
  const etched =
    game === 'dm'
      ? []
      : [
          setAndNumber.map((p) => ({ ...p, foil: true, etched: true })),
          fc.constant({ set: '', collectorNumber: '', foil: true, etched: true }),
        ];
  return fc.oneof(
    setAndNumber,
    setAndNumber.map((p) => ({ ...p, foil: true })),
    fc.record({ set, collectorNumber: fc.constant('') }),
    fc.record({ set: fc.constant(''), collectorNumber: fc.constant(''), foil: fc.constant(true) }),
    ...etched,
  );
};
const entryArb = (names: string[], game: Deck['game']): fc.Arbitrary<DeckEntry> =>
  fc.record(
    { name: fc.constantFrom(...names), count: fc.integer({ min: 1, max: 40 }), printing: printingArb(game) },
    { requiredKeys: ['name', 'count'] },
  );
const textLine = fc.stringMatching(/^[A-Za-z](?:[A-Za-z0-9 ,.'-]{0,30}[A-Za-z0-9.])?$/);

function deckArb(info: DeckListFormatInfo): fc.Arbitrary<Deck> {
  const names = info.game === 'dm' ? DM_NAMES : MTG_NAMES;
  const boards = Object.fromEntries(
    info.boards.map((b) => [b, fc.array(entryArb(names, info.game), { minLength: 1, maxLength: 6 })]),
  );
  return fc.record(
    {
      game: fc.constant(info.game),
      name: fc.oneof(fc.constant(''), textLine),
      boards: fc.record(boards, { requiredKeys: [] }),
      notes: fc.array(textLine, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n')),
    },
    { requiredKeys: ['game', 'name', 'boards'] },
  );
}

/** A deck's notes as a format keeps them: one line in a format whose notes are one header value (Forge's Comment=). */
const notesAsCarried = (notes: string, info: DeckListFormatInfo) =>
  info.capabilities.notes === 'one-line' ? oneLine(notes) : notes;

/** What a format can carry of a deck (its capabilities, as data): the rest is not expected back. */
function carried(deck: Deck, info: DeckListFormatInfo): Deck {
  const caps = info.capabilities;
  const keepPrinting = (p: PinnedPrinting | undefined): PinnedPrinting | undefined => {
    if (!p || caps.printing === 'none') return undefined;
    if (caps.printing === 'complete')
      return p.set && p.collectorNumber ? { set: p.set, collectorNumber: p.collectorNumber } : undefined;
    if (!caps.foil) return { set: p.set, collectorNumber: p.collectorNumber };
    if (caps.etched) return p;
    const { etched: _etched, ...foil } = p;
    return foil;
  };
  const boards: Deck['boards'] = {};
  for (const [board, entries] of Object.entries(deck.boards) as [Board, DeckEntry[]][]) {
    const kept = entries.map((e) => ({ name: e.name, count: e.count, printing: keepPrinting(e.printing) }));
    if (kept.length) boards[board] = caps.rowPerCopy ? copiesMerged(kept) : kept;
  }
  return {
    game: deck.game,
    name: caps.deckName ? deck.name : '',
    boards,
    notes: caps.notes && deck.notes ? notesAsCarried(deck.notes, info) : undefined,
  };
}

/** A format of a row per copy reads the same card and printing as one entry, where its first copy was. */
function copiesMerged(entries: DeckEntry[]): DeckEntry[] {
  const byCard = new Map<string, DeckEntry>();
  for (const e of entries) {
    const key = JSON.stringify([e.name, e.printing]);
    const same = byCard.get(key);
    if (same) same.count += e.count;
    else byCard.set(key, { ...e });
  }
  return [...byCard.values()];
}

function withoutLines(deck: Deck): Deck {
  const boards: Deck['boards'] = {};
  for (const [board, entries] of Object.entries(deck.boards) as [Board, DeckEntry[]][])
    boards[board] = entries.map(({ line: _l, ...e }) => e);
  return { ...deck, boards, notes: deck.notes || undefined };
}

describe('write then read gives back the same deck (fast-check)', () => {
  it.each(DECK_LIST_FORMATS.map((f) => [f.id, f] as const))('%s', (_id, info) => {
    fc.assert(
      fc.property(deckArb(info), (deck) => {
        // A sideboard of a command zone's shape is read as one where the format has no commander board (tested above).
        fc.pre(info.boards.includes('commander') || info.game !== 'mtg' || !sideboardCommandZone(deck));
        const text = writeDeckList(deck, info.id);
        const back = readDeckList(text, { fileName: `deck.${info.extensions[0]}` });
        expect(back.problems).toEqual([]);
        expect(withoutLines(back.deck)).toEqual(carried(deck, info));
      }),
      { numRuns: 60 },
    );
  });

  it.each(DECK_LIST_FORMATS.map((f) => [f.id, f] as const))(
    '%s: whatever does not come back is named in a notice',
    (_id, info) => {
      fc.assert(
        fc.property(deckArb(info), (deck) => {
          const { text, notices } = exportDeckList(deck, info.id);
          const back = readDeckList(text, { format: info.id }).deck;
          // Copies, not entries: a format of a row per copy reads two entries of the same card back as one.
          const copies = (d: Deck, has: (e: DeckEntry) => unknown) =>
            Object.values(d.boards)
              .flat()
              .filter(has)
              .reduce((n, e) => n + e.count, 0);
          const foil = (d: Deck) => copies(d, (e) => e.printing?.foil);
          const etched = (d: Deck) => copies(d, (e) => e.printing?.etched);
          const pinned = (d: Deck) => copies(d, (e) => e.printing?.set && e.printing.collectorNumber);
          // A format naming cards by catalog id (MTGO .dek), written without card data, has none to write: the
          // notice that MTGO cannot import those cards names them, pin and foil with them.
          const lostPin = (code: string) => (info.capabilities.catalogIds ? 'no-catalog-id' : code);
          const lost = [
            deck.name && back.name !== deck.name ? 'name-omitted' : '',
            deck.notes && back.notes !== notesAsCarried(deck.notes, info) ? 'notes-omitted' : '',
            foil(back) < foil(deck) ? lostPin('foil-omitted') : '',
            etched(back) < etched(deck) && foil(back) === foil(deck) ? 'etched-as-foil' : '',
            pinned(back) < pinned(deck) ? lostPin('printings-omitted') : '',
          ].filter(Boolean);
          expect(notices.map((n) => n.code)).toEqual(expect.arrayContaining(lost));
        }),
        { numRuns: 30 },
      );
    },
  );

  it('a format without a maybeboard says so when writing, and keeps the commander where its convention does', () => {
    const deck: Deck = {
      game: 'mtg',
      name: 'x',
      boards: {
        commander: [{ name: 'Galea, Kindler of Hope', count: 1 }],
        main: [{ name: 'Sol Ring', count: 1 }],
        maybe: [{ name: 'Opt', count: 2 }],
      },
    };
    expect(exportDeckList(deck, 'arena').notices).toEqual([
      {
        code: 'board-omitted',
        board: 'maybe',
        cards: 2,
        message: stringContaining('maybe'),
        params: { format: 'arena', board: 'maybe', cards: 2 },
      },
    ]);
    const dek = exportDeckList(deck, 'mtgo-dek');
    expect(dek.notices.map((n) => [n.code, n.board, n.to])).toEqual([
      ['board-omitted', 'maybe', undefined],
      ['board-moved', 'commander', 'side'],
      ['name-omitted', undefined, undefined],
      // Without card data no card has an MTGO catalog id.
      ['no-catalog-id', undefined, undefined],
    ]);
    expect(readDeckList(dek.text).deck.boards.side).toMatchObject([{ name: 'Galea, Kindler of Hope', count: 1 }]);
  });

  // A cube's list (CubeCobra's) has neither board: its notice names the commander not written.
  const withoutCommanderBoard = DECK_LIST_FORMATS.filter(
    (f) => f.game === 'mtg' && !f.boards.includes('commander') && f.boards.includes('side'),
  );

  it.each(withoutCommanderBoard.map((f) => [f.id] as const))(
    '%s: a Commander precon written with its commander in the sideboard reads back with it as the commander',
    (id) => {
      const precon = read('plain-taw', 'cmd__afc__Aura of Courage.txt').deck;
      const back = readDeckList(exportDeckList(precon, id).text, { format: id });
      expect(back.deck.boards.commander).toMatchObject([{ name: 'Galea, Kindler of Hope', count: 1 }]);
      expect(back.deck.boards.side).toBeUndefined();
      expect(boardCardCount(back.deck, 'main')).toBe(99);
      expect(back.problems).toMatchObject([
        { line: 0, code: 'sideboard-commander', severity: 'warning', message: stringContaining('Galea') },
      ]);
    },
  );

  it('reads two sideboard cards of a 100-card list as partners, and leaves a 60 + 15 list and a 97 + 3 one alone', () => {
    const precon = read('plain-taw', 'cmd__afc__Aura of Courage.txt').deck;
    const [first, ...rest] = precon.boards.main!;
    const partners: Deck = {
      ...precon,
      boards: {
        main: [{ ...first, count: first.count - 1 }, ...rest].filter((e) => e.count > 0),
        side: [...precon.boards.commander!, { ...first, count: 1 }],
      },
    };
    const pair = readDeckList(writeDeckList(partners, 'mtgo-dek'));
    expect(pair.deck.boards.commander!.map((e) => e.name)).toEqual(['Galea, Kindler of Hope', first.name]);
    expect(pair.problems[0].message).toContain('read as the commanders');
    const modern = read('arena-and-misc', 'phdesign-forge-style-12-Moon-modern.dck').deck;
    expect(readDeckList(writeDeckList(modern, 'xmage')).deck.boards.commander).toBeUndefined();
    // Three sideboard cards of a 100-card list are no commanders (CR 903.3): the list stays as written.
    const [a, b, ...others] = precon.boards.main!;
    const three: Deck = { ...precon, boards: { main: others, side: [...precon.boards.commander!, a, b] } };
    expect(boardCardCount(three, 'main') + boardCardCount(three, 'side')).toBe(100);
    expect(readDeckList(writeDeckList(three, 'mtgo-dek')).deck.boards.commander).toBeUndefined();
  });

  it('leaves a sideboard of two copies of one card as a sideboard: a command zone holds one of each (CR 903.5b)', () => {
    const basri = read('plain-taw', 'pw__m21__Basri, Devoted Paladin.txt').deck;
    const plains = basri.boards.main!.find((e) => e.name === 'Plains')!;
    const spare: Deck = {
      ...basri,
      boards: {
        main: basri.boards.main!.map((e) => (e === plains ? { ...e, count: e.count - 2 } : e)),
        side: [{ name: 'Plains', count: 2 }],
      },
    };
    expect(boardCardCount(spare, 'main') + boardCardCount(spare, 'side')).toBe(60);
    const back = readDeckList(writeDeckList(spare, 'cockatrice'));
    expect(back.deck.boards.side).toMatchObject([{ name: 'Plains', count: 2 }]);
    expect(back.deck.boards.commander).toBeUndefined();
    expect(back.problems).toEqual([]);
  });
});
