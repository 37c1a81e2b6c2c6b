// CubeCobra's cube CSV: its export read as CubeCobra writes it (the header and quoting of its writeCard, real cards
// of ../shared/data), its older export, and Decklab's own export read the way CubeCobra's import reads a CSV.
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { exportDeckList, readDeckList } from './index.ts';
import { resolveDeck } from '../resolve.ts';
import { mtgCards } from '../../../test/real-decks.ts';
import type { Deck } from '../types.ts';

/** CubeCobra's CSV header as its export writes it today. */
const HEADER =
  'name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,board,maybeboard,image URL,image Back URL,tags,Notes,MTGO ID,Custom,Voucher';

const CUBE = [
  HEADER,
  '"Ugin, the Spirit Dragon",8,"Legendary Planeswalker - Ugin",,"m21","1",mythic,Colorless,Owned,Non-foil,mainboard,false,,,"Walkers;Top end","",81234,false,false',
  '"Shock",1,"Instant",R,"m21","159",common,Red,Owned,Non-foil,mainboard,false,,,"Burn","",81546,false,false',
  '"Shock",1,"Instant",R,"m21","159",common,Red,Owned,Non-foil,mainboard,false,,,"Burn","",81546,false,false',
  '"Opt",1,"Instant",U,"m21","59",common,Blue,Owned,Foil,mainboard,false,,,"","",81346,false,false',
  '"Brazen Borrower // Petty Theft",3,"Creature - Faerie Rogue",U,"eld","39",mythic,Blue,Owned,Non-foil,mainboard,false,,,"","",78228,false,false',
  '"Sublime Epiphany",6,"Instant",U,"m21","74",rare,Blue,Not Owned,Non-foil,maybeboard,true,,,"","",81376,false,false',
  '"Island",0,"Basic Land - Island",,"m21","263",common,Lands,Owned,Non-foil,basics,false,,,"","",,false,false',
].join('\r\n');

describe('CubeCobra CSV', () => {
  it('is told from an MTGO CSV by its header, and reads one entry per card, printing and tags, with the copies counted', () => {
    const { format, deck, problems } = readDeckList(CUBE, { fileName: 'My Cube.csv' });
    expect(format).toBe('cubecobra');
    expect(deck.boards.main).toEqual([
      {
        name: 'Ugin, the Spirit Dragon',
        count: 1,
        line: 2,
        printing: { set: 'M21', collectorNumber: '1' },
        tags: ['Walkers', 'Top end'],
      },
      { name: 'Shock', count: 2, line: 3, printing: { set: 'M21', collectorNumber: '159' }, tags: ['Burn'] },
      { name: 'Opt', count: 1, line: 5, printing: { set: 'M21', collectorNumber: '59', foil: true } },
      { name: 'Brazen Borrower // Petty Theft', count: 1, line: 6, printing: { set: 'ELD', collectorNumber: '39' } },
    ]);
    expect(deck.boards.maybe).toEqual([
      { name: 'Sublime Epiphany', count: 1, line: 7, printing: { set: 'M21', collectorNumber: '74' } },
    ]);
    // A board of the cube's own (its basics) is named, not taken.
    expect(problems).toEqual([expect.objectContaining({ line: 8, code: 'unknown-section', severity: 'error' })]);
    expect(problems[0].message).toContain('"basics"');
    const resolved = resolveDeck(deck, mtgCards().resolver);
    expect(resolved.problems).toEqual([]);
    expect(resolved.deck.boards.main!.every((e) => e.cardId)).toBe(true);
  });

  it('reads the older export: capitalized headers, no board column, the maybeboard as true or false', () => {
    // The header and a row as CubeCobra's own test of its CSV download has them.
    const older = [
      'Name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,Status,Finish,Maybeboard,Image URL,Image Back URL,Tags,Notes,MTGO ID',
      '"Faerie Guidemother",1,"Creature - Faerie",W,"eld","11",common,w,Not Owned,Non-foil,false,,,"New","",78110',
      '"Opt",1,"Instant",U,"m21","59",common,u,Not Owned,Non-foil,true,,,"New,Cantrip","",81346',
    ].join('\n');
    const { format, deck, problems } = readDeckList(older);
    expect(format).toBe('cubecobra');
    expect(problems).toEqual([]);
    expect(deck.boards.main).toEqual([
      { name: 'Faerie Guidemother', count: 1, line: 2, printing: { set: 'ELD', collectorNumber: '11' }, tags: ['New'] },
    ]);
    expect(deck.boards.maybe).toEqual([
      {
        name: 'Opt',
        count: 1,
        line: 3,
        printing: { set: 'M21', collectorNumber: '59' },
        tags: ['New', 'Cantrip'],
      },
    ]);
    expect(resolveDeck(deck, mtgCards().resolver).deck.boards.main![0].cardId).toBeDefined();
  });

  it('names a row without a card name, and a file without a name column, as CubeCobra skips them', () => {
    const blankName = readDeckList(
      `${HEADER}\r\n"",1,"Instant",R,"m21","159",common,Red,,Non-foil,mainboard,false\r\n`,
      {
        format: 'cubecobra',
      },
    );
    expect(blankName.problems).toMatchObject([{ line: 2, code: 'unreadable-line' }]);
    const noName = readDeckList('Card,Set\r\nShock,m21\r\n', { format: 'cubecobra' });
    expect(noName.problems).toContainEqual(
      expect.objectContaining({ line: 1, code: 'malformed-file', params: { kind: 'no-cubecobra-header' } }),
    );
    expect(noName.deck.boards).toEqual({});
  });

  it('writes a row per copy under CubeCobra’s header, which its import reads by column name', () => {
    const deck: Deck = {
      game: 'mtg',
      name: 'Cube',
      boards: {
        main: [
          { name: 'Shock', count: 2, printing: { set: 'M21', collectorNumber: '159' }, tags: ['Burn', 'Cheap'] },
          { name: 'Opt', count: 1, printing: { set: 'M21', collectorNumber: '59', foil: true } },
          { name: 'Brazen Borrower // Petty Theft', count: 1 },
        ],
        side: [{ name: 'Island', count: 5 }],
        maybe: [{ name: 'Sublime Epiphany', count: 1 }],
      },
    };
    const { text, notices } = exportDeckList(deck, 'cubecobra');
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(notices.map((n) => [n.code, n.board])).toEqual([
      ['board-omitted', 'side'],
      ['name-omitted', undefined],
    ]);
    // As CubeCobra's CSVtoCards reads an upload: papaparse with a header row, the keys in lower case.
    const rows = Papa.parse<Record<string, string>>(text.trim(), { header: true }).data.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v])),
    );
    expect(
      rows.map((r) => [r.name, r.set, r['collector number'], r.finish, r.board, r.maybeboard, r.tags.split(';')]),
    ).toEqual([
      ['Shock', 'm21', '159', 'Non-foil', 'mainboard', 'false', ['Burn', 'Cheap']],
      ['Shock', 'm21', '159', 'Non-foil', 'mainboard', 'false', ['Burn', 'Cheap']],
      ['Opt', 'm21', '59', 'Foil', 'mainboard', 'false', ['']],
      ['Brazen Borrower // Petty Theft', '', '', 'Non-foil', 'mainboard', 'false', ['']],
      ['Sublime Epiphany', '', '', 'Non-foil', 'maybeboard', 'true', ['']],
    ]);
    const back = readDeckList(text);
    expect(back.format).toBe('cubecobra');
    expect(back.deck.boards.main!.map((e) => [e.name, e.count, e.tags])).toEqual([
      ['Shock', 2, ['Burn', 'Cheap']],
      ['Opt', 1, undefined],
      ['Brazen Borrower // Petty Theft', 1, undefined],
    ]);
  });
});
