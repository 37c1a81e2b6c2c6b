import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sharedPath } from '../../test/shared-data.ts';
import Papa from 'papaparse';
import {
  collectionExportNotices,
  readCollectionCsv,
  writeCollectionCsv,
  detectFlavor,
  CollectionCsvError,
  COLLECTION_CSV_LIMITS,
} from './csv.ts';
import { CSV_FLAVORS } from './csv-formats.ts';
import { MAX_COPIES_PER_ROW, type CollectionItem } from './types.ts';
import { InputLimitError } from '../text/limits.ts';

// Three real printings from Core Set 2021 (MTGJSON), one of them foil.
const { data: m21 } = JSON.parse(readFileSync(sharedPath('mtgjson/sets/M21.json'), 'utf8')) as {
  data: {
    name: string;
    code: string;
    cards: { name: string; number: string; rarity: string; identifiers: { scryfallId: string } }[];
  };
};
const [a, b, c] = m21.cards.filter((card) => /^\d+$/.test(card.number)).slice(10, 13);
const rows = [
  { card: a, count: 2, foil: false },
  { card: b, count: 1, foil: true },
  { card: c, count: 4, foil: false },
];

/**
 * A row in a flavor's documented header (peers.md §5; omenpath FORMAT_ANALYSIS.md for Urza's Gatherer, Decked Builder,
 * CardCastle, Cardsphere and Helvault), filled the way that app writes it. `perCopy`: a row is one copy (no count
 * column); `noNumber`: the header has no collector number.
 */
const SAMPLES: Record<
  string,
  { header: string; row: (r: (typeof rows)[number]) => string; sep?: boolean; perCopy?: true; noNumber?: true }
> = {
  manabox: {
    header:
      'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
    row: (r) =>
      `Trade binder,binder,"${r.card.name}",M21,${m21.name},${r.card.number},${r.foil ? 'foil' : 'normal'},${r.card.rarity},${r.count},12345,${r.card.identifiers.scryfallId},0.25,false,false,near_mint,en,USD`,
  },
  deckbox: {
    header:
      'Count,Tradelist Count,Name,Edition,Edition Code,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,Printing Id,Printing Note,Tags,My Price',
    row: (r) =>
      `${r.count},0,"${r.card.name}",${m21.name},M21,${r.card.number},Near Mint,English,${r.foil ? 'foil' : ''},,,,,,,,,,`,
  },
  tcgplayer: {
    header: 'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language,Rarity,Product ID,SKU',
    row: (r) =>
      `${r.count},"${r.card.name}","${r.card.name}",${m21.name},${r.card.number},M21,${r.foil ? 'Foil' : 'Normal'},Near Mint,English,${r.card.rarity},1,2`,
  },
  dragonshield: {
    sep: true,
    header:
      'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET',
    row: (r) =>
      `Main,${r.count},0,"${r.card.name}",M21,${m21.name},${r.card.number},NearMint,${r.foil ? 'Foil' : 'Normal'},English,0.1,2021-01-01,0.1,0.2,0.3`,
  },
  delver: {
    header: `Name,Edition code,Collector's number,QuantityX,Foil,Scryfall ID`,
    row: (r) =>
      `"${r.card.name}",M21,${r.card.number},${r.count}x,${r.foil ? 'Foil' : ''},${r.card.identifiers.scryfallId}`,
  },
  moxfield: {
    header:
      'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price',
    row: (r) =>
      `${r.count},0,"${r.card.name}",m21,Near Mint,English,${r.foil ? 'foil' : ''},,2024-01-01,${r.card.number},False,False,`,
  },
  archidekt: {
    header:
      'Quantity,Name,Finish,Condition,Date Added,Language,Purchase Price,Tags,Edition Name,Edition Code,Multiverse Id,Scryfall ID,Collector Number',
    row: (r) =>
      `${r.count},"${r.card.name}",${r.foil ? 'Foil' : 'Normal'},NM,2024-01-01,EN,,,${m21.name},m21,1,${r.card.identifiers.scryfallId},${r.card.number}`,
  },
  mtgo: {
    header: 'Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation',
    row: (r) => `"${r.card.name}",${r.count},1,${r.card.rarity},M21,${r.card.number},${r.foil ? 'Yes' : 'No'},No,0`,
  },
  urzasgatherer: {
    sep: true,
    header:
      'Name,Type,Color,Rarity,Author,Power,Toughness,Mana cost,Converted mana cost,Count,Foil count,Special foil count,Price,Foil price,Number,Set,Set code,ID,Multiverse ID,Comments,To trade,Condition,Grading,Languages,TCG ID,Cardmarket ID,Scryfall ID',
    row: (r) =>
      `"${r.card.name}","Creature",White,${r.card.rarity},"Artist",0,0,(W),1,${r.foil ? 0 : r.count},${r.foil ? r.count : 0},0,0.10€,0.20€,${r.card.number},"${m21.name}",M21,1,1,,0,"${r.count}xNear Mint","","",1,1,${r.card.identifiers.scryfallId}`,
  },
  deckedbuilder: {
    noNumber: true,
    header:
      'Total Qty,Reg Qty,Foil Qty,Card,Set,Mana Cost,Card Type,Color,Rarity,Mvid,Single Price,Single Foil Price,Total Price,Price Source,Notes',
    row: (r) =>
      `${r.count},${r.foil ? 0 : r.count},${r.foil ? r.count : 0},"${r.card.name}",${m21.name},{W},Creature,White,${r.card.rarity},1,0.10,0.20,0.30,TCGPlayer,`,
  },
  cardcastle: {
    perCopy: true,
    noNumber: true,
    header: 'Card Name,Set Name,Condition,Foil,Language,Multiverse ID,JSON ID,Price USD',
    row: (r) =>
      Array.from(
        { length: r.count },
        () => `"${r.card.name}",${m21.name},Near Mint,${r.foil},en,1,${r.card.identifiers.scryfallId},0.25`,
      ).join('\r\n'),
  },
  cardsphere: {
    noNumber: true,
    header: 'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Scryfall ID,Last Modified',
    row: (r) =>
      `${r.count},0,"${r.card.name}",${m21.name},Near Mint,English,${r.foil ? 'foil' : ''},,${r.card.identifiers.scryfallId},2024-01-01`,
  },
  helvault: {
    header:
      'cmc,collector_number,color_identity,colors,estimated_price,extras,language,mana_cost,name,oracle_id,quantity,rarity,scryfall_id,set_code,set_name,type_line',
    row: (r) =>
      `1,${r.card.number},W,W,0.25,${r.foil ? 'foil' : ''},en,{W},"${r.card.name}",,${r.count},${r.card.rarity},${r.card.identifiers.scryfallId},m21,${m21.name},Creature`,
  },
};

/** Items of one copy each where the flavor writes a row per copy, so that rows read back pair with them. */
const oneRowEach = (items: CollectionItem[], id: string) =>
  SAMPLES[id].perCopy ? items.map((item) => ({ ...item, count: 1 })) : items;

const sampleFile = (id: string) => {
  const s = SAMPLES[id];
  return [...(s.sep ? ['sep=,'] : []), s.header, ...rows.map(s.row)].join('\r\n') + '\r\n';
};

describe('collection CSV flavors, each from its documented header', () => {
  it('covers every flavor', () => expect(Object.keys(SAMPLES).sort()).toEqual(CSV_FLAVORS.map((f) => f.id).sort()));

  for (const flavor of CSV_FLAVORS) {
    it(`${flavor.app}: detected from the header, every row read`, () => {
      const result = readCollectionCsv(sampleFile(flavor.id));
      expect(result.flavor?.id).toBe(flavor.id);
      expect(result.problems).toEqual([]);
      const { perCopy, noNumber } = SAMPLES[flavor.id];
      expect(result.items.map((i) => [i.name, i.count, i.finish, i.collectorNumber])).toEqual(
        rows.flatMap((r) =>
          Array<unknown[]>(perCopy ? r.count : 1).fill([
            r.card.name,
            perCopy ? 1 : r.count,
            r.foil ? 'foil' : 'nonfoil',
            noNumber ? '' : r.card.number,
          ]),
        ),
      );
      for (const item of result.items) expect(item.set === 'm21' || item.setName === m21.name).toBe(true);
    });

    it(`${flavor.app}: export then import gives back the same collection`, () => {
      const items = readCollectionCsv(sampleFile(flavor.id)).items;
      const again = readCollectionCsv(writeCollectionCsv(items, flavor.id));
      expect(again.flavor?.id).toBe(flavor.id);
      expect(again.problems).toEqual([]);
      const key = (i: CollectionItem) => [
        i.name,
        i.count,
        i.finish,
        i.set,
        i.setName ?? '',
        i.collectorNumber,
        i.condition,
        i.lang,
        i.binder,
      ];
      expect(again.items.map(key)).toEqual(items.map(key));
    });
  }

  it('Deckbox writes full set names in Edition, Moxfield writes set codes there', () => {
    expect(readCollectionCsv(sampleFile('deckbox')).items[0].setName).toBe(m21.name);
    expect(readCollectionCsv(sampleFile('moxfield')).items[0].set).toBe('m21');
  });

  it("Moxfield: its export of ten columns (before Alter, Proxy and Purchase Price were added) is Moxfield's too", () => {
    // The header as public converters to Moxfield write it (CardCastleToMoxField's MoxField.cs), quoted as Moxfield does.
    const header =
      '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number"';
    const text = [
      header,
      ...rows.map(
        (r) =>
          `"${r.count}","0","${r.card.name}","m21","Good (Lightly Played)","English","${r.foil ? 'foil' : ''}","","2022-03-22 02:52:33.210000","${r.card.number}"`,
      ),
    ].join('\n');
    const result = readCollectionCsv(text);
    expect(result.flavor?.id).toBe('moxfield');
    expect(result.items.map((i) => [i.name, i.set, i.collectorNumber, i.count, i.finish, i.condition])).toEqual(
      rows.map((r) => [r.card.name, 'm21', r.card.number, r.count, r.foil ? 'foil' : 'nonfoil', 'LP']),
    );
  });

  it("TCGplayer: the card is read from Simple Name, not from Name, which names the printing's variant", () => {
    // Rows of a real TCGplayer export (nicho92/MtgDesktopCompanion#157), Kaldheim's showcase, extended-art and
    // borderless printings.
    const text = [
      'Quantity,Name,Simple Name,Set,Card Number,Set Code,External ID,Printing,Condition,Language,Rarity,Product ID,SKU,Price,Price Each',
      '1,"Vorinclex, Monstrous Raider (Showcase)","Vorinclex, Monstrous Raider",Kaldheim,320,KHM,0,Normal,Near Mint,English,Mythic,230136,4706132,$50.28,$50.28',
      '1,The World Tree (Extended Art),The World Tree,Kaldheim,373,KHM,0,Foil,Near Mint,English,Rare,230283,4716755,$19.05,$19.05',
      '1,Darkbore Pathway (Borderless),Darkbore Pathway,Kaldheim,292,KHM,0,Foil,Near Mint,English,Rare,229242,4692285,$13.13,$13.13',
    ].join('\n');
    const result = readCollectionCsv(text);
    expect(result.flavor?.id).toBe('tcgplayer');
    expect(result.items.map((i) => [i.name, i.set, i.collectorNumber, i.finish])).toEqual([
      ['Vorinclex, Monstrous Raider', 'khm', '320', 'nonfoil'],
      ['The World Tree', 'khm', '373', 'foil'],
      ['Darkbore Pathway', 'khm', '292', 'foil'],
    ]);
    const khm = JSON.parse(readFileSync(sharedPath('mtgjson/sets/KHM.json'), 'utf8')) as {
      data: { cards: { number: string; name: string; faceName?: string }[] };
    };
    for (const item of result.items)
      expect(khm.data.cards.find((c) => c.number === item.collectorNumber)?.name.split(' // ')[0]).toBe(item.name);
  });

  it('reports every unreadable row with its line number and keeps the rest', () => {
    const text = [
      SAMPLES.manabox.header,
      SAMPLES.manabox.row(rows[0]),
      SAMPLES.manabox.row({ ...rows[1], count: 0 }),
      ',,,,,,,,,,,,,,,,',
      SAMPLES.manabox.row(rows[2]),
    ].join('\n');
    const result = readCollectionCsv(text);
    expect(result.items.map((i) => i.name)).toEqual([a.name, c.name]);
    expect(result.itemLines).toEqual([2, 5]);
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'quantity "0" is not a whole number from 1 to 1,000,000'],
      [4, 'no card name'],
    ]);
  });

  it('a condition or language cell naming an Object.prototype member ("constructor", "__proto__") is an unknown value', () => {
    const withCell = (condition: string, language: string) =>
      SAMPLES.manabox.row(rows[0]).replace(',near_mint,en,', `,${condition},${language},`);
    const text = [
      SAMPLES.manabox.header,
      withCell('constructor', 'en'),
      withCell('near_mint', '__proto__'),
      withCell('toString', 'en'),
      withCell('near_mint', 'constructor'),
      SAMPLES.manabox.row(rows[2]),
    ].join('\n');
    const result = readCollectionCsv(text);
    expect(result.items.map((i) => i.name)).toEqual([c.name]);
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'condition "constructor" is unknown'],
      [3, 'language "__proto__" is unknown'],
      [4, 'condition "toString" is unknown'],
      [5, 'language "constructor" is unknown'],
    ]);
  });

  it('counts lines across quoted cells that hold line breaks', () => {
    const text = 'Name,Quantity,Tags\n"' + a.name + '",1,"one\ntwo"\n"' + b.name + '",x,\n';
    expect(readCollectionCsv(text).problems.map((p) => p.line)).toEqual([4]);
  });

  it('rejects a file without a name column, and an empty file', () => {
    expect(() => readCollectionCsv('Foo,Bar\n1,2\n')).toThrow(CollectionCsvError);
    expect(() => readCollectionCsv('')).toThrow(/empty/);
  });

  it("Urza's Gatherer: a row owning copies of each finish is one item per finish; a row owning none is a problem", () => {
    const header = SAMPLES.urzasgatherer.header;
    const row = (count: string, foil: string, special: string) =>
      `"${a.name}","Creature",White,${a.rarity},"Artist",0,0,(W),1,${count},${foil},${special},0.10€,0.20€,${a.number},"${m21.name}",M21,1,1,,0,"","","",1,1,`;
    const result = readCollectionCsv([header, row('2', '1', '3'), row('0', '0', '0'), row('1', 'x', '0')].join('\n'));
    expect(result.items.map((i) => [i.finish, i.count])).toEqual([
      ['nonfoil', 2],
      ['foil', 1],
      ['etched', 3],
    ]);
    expect(result.itemLines).toEqual([2, 2, 2]);
    const max = MAX_COPIES_PER_ROW.toLocaleString('en-US');
    expect(result.problems.map((p) => [p.line, p.code, p.message])).toEqual([
      [3, 'bad-quantity', `quantity "0" is not a whole number from 1 to ${max}`],
      [4, 'bad-quantity', `quantity "x" is not a whole number from 1 to ${max}`],
    ]);
    // Each finish goes back to its own column.
    const again = readCollectionCsv(writeCollectionCsv(result.items, 'urzasgatherer'));
    expect(again.items.map((i) => [i.finish, i.count])).toEqual([
      ['nonfoil', 2],
      ['foil', 1],
      ['etched', 3],
    ]);
  });

  it('Helvault: the finish is read among the tags of extras, whatever else they hold', () => {
    const text = [
      SAMPLES.helvault.header,
      ...['foil/signed', 'etchedFoil', 'signed/altered', '', 'gold'].map(
        (extras) => `1,${a.number},W,W,0.25,${extras},en,{W},"${a.name}",,1,${a.rarity},,m21,${m21.name},Creature`,
      ),
    ].join('\n');
    const result = readCollectionCsv(text);
    expect(result.items.map((i) => i.finish)).toEqual(['foil', 'etched', 'nonfoil', 'nonfoil', 'nonfoil']);
    expect(writeCollectionCsv(result.items.slice(0, 2), 'helvault')).toMatch(/,foil,[^]*,etchedFoil,/);
  });

  it('Decked Builder writes an etched row as foil, and says so', () => {
    const items = readCollectionCsv(sampleFile('deckedbuilder')).items.map((i) => ({
      ...i,
      finish: 'etched' as const,
    }));
    expect(readCollectionCsv(writeCollectionCsv(items, 'deckedbuilder')).items.map((i) => i.finish)).toEqual(
      items.map(() => 'foil'),
    );
    expect(collectionExportNotices(items, 'deckedbuilder').map((n) => n.code)).toEqual(['etched-as-foil']);
  });

  it('reads a tab-separated file (Excel\'s "Unicode text") whose one row cannot tip the delimiter back to commas', () => {
    const result = readCollectionCsv(`Name\tQuantity\n"${a.name}"\t2\n`);
    expect(result.items.map((i) => [i.name, i.count])).toEqual([[a.name, 2]]);
  });

  it('TappedOut: "Set Number" is the collector number, and "-", which it writes in every empty column, an empty cell', () => {
    // TappedOut's inventory export (omenpath FORMAT_ANALYSIS.md), "Languange" as it spells it.
    const text =
      'Qty,Name,Set,Set Number,Foil,Alter,Signed,Condition,Languange,Proxy\n' +
      rows
        .map(
          (r, i) =>
            `${r.count},"${r.card.name}",M21,${r.card.number},${r.foil ? 'foil' : '-'},-,-,${i === 0 ? '-' : 'NM'},${i === 2 ? 'JA' : '-'},-`,
        )
        .join('\n') +
      '\n';
    const result = readCollectionCsv(text);
    expect(result.problems).toEqual([]);
    expect(result.items.map((i) => [i.name, i.count, i.set, i.collectorNumber, i.finish, i.condition, i.lang])).toEqual(
      rows.map((r, i) => [
        r.card.name,
        r.count,
        'm21',
        r.card.number,
        r.foil ? 'foil' : 'nonfoil',
        i === 0 ? '' : 'NM',
        i === 2 ? 'ja' : 'en',
      ]),
    );
  });

  it('a dash in the count column is still no count', () => {
    const result = readCollectionCsv(`Qty,Name,Set\n-,"${a.name}",M21\n`);
    expect(result.items).toEqual([]);
    expect(result.problems.map((p) => [p.line, p.code])).toEqual([[2, 'bad-quantity']]);
  });

  it('recognises columns by name when the app is unknown (Delver Lens lets users pick columns)', () => {
    expect(detectFlavor(['Quantity', 'Name', 'Set', 'Card Number', 'Condition', 'Language', 'Finish'])).toBeUndefined();
    const result = readCollectionCsv(
      `Quantity,Name,Set,Card Number,Condition,Language,Finish\n3,"${a.name}",M21,${a.number},LP,Japanese,Etched\n`,
    );
    expect(result.items[0]).toMatchObject({
      count: 3,
      set: 'm21',
      collectorNumber: a.number,
      condition: 'LP',
      lang: 'ja',
      finish: 'etched',
    });
  });
});

/**
 * Each app's own condition and language words, as its exports hold them (Deckbox's and Moxfield's
 * "Good (Lightly Played)" and "Played", Cardmarket's seven grades in ManaBox and Dragon Shield, Archidekt's codes),
 * with the grade each is on the US scale Decklab keeps: Cardmarket's "Played" is below its "Light Played".
 */
const APP_WORDS: Record<
  string,
  {
    sample: [string, string];
    conditions: [string, string][];
    languages: [string, string][];
    /** What its export holds for NM, LP, MP, HP, DMG, and for Japanese. */
    writes: [string[], string];
  }
> = {
  manabox: {
    writes: [['near_mint', 'excellent', 'light_played', 'played', 'poor'], 'ja'],
    sample: ['near_mint', 'en'],
    conditions: [
      ['mint', 'NM'],
      ['near_mint', 'NM'],
      ['excellent', 'LP'],
      ['good', 'LP'],
      ['light_played', 'MP'],
      ['played', 'HP'],
      ['poor', 'DMG'],
    ],
    languages: [
      ['ja', 'ja'],
      ['zhs', 'zhs'],
    ],
  },
  dragonshield: {
    writes: [['NearMint', 'Excellent', 'LightPlayed', 'Played', 'Poor'], 'Japanese'],
    sample: ['NearMint', 'English'],
    conditions: [
      ['Mint', 'NM'],
      ['NearMint', 'NM'],
      ['Excellent', 'LP'],
      ['Good', 'LP'],
      ['LightPlayed', 'MP'],
      ['Played', 'HP'],
      ['Poor', 'DMG'],
    ],
    languages: [
      ['Japanese', 'ja'],
      ['German', 'de'],
    ],
  },
  deckbox: {
    writes: [['Near Mint', 'Good (Lightly Played)', 'Played', 'Heavily Played', 'Poor'], 'Japanese'],
    sample: ['Near Mint', 'English'],
    conditions: [
      ['Mint', 'NM'],
      ['Near Mint', 'NM'],
      ['Good (Lightly Played)', 'LP'],
      ['Played', 'MP'],
      ['Heavily Played', 'HP'],
      ['Poor', 'DMG'],
    ],
    languages: [
      ['Japanese', 'ja'],
      ['Traditional Chinese', 'zht'],
    ],
  },
  moxfield: {
    writes: [['Near Mint', 'Good (Lightly Played)', 'Played', 'Heavily Played', 'Damaged'], 'Japanese'],
    sample: ['Near Mint', 'English'],
    conditions: [
      ['Mint', 'NM'],
      ['Good (Lightly Played)', 'LP'],
      ['Played', 'MP'],
      ['Heavily Played', 'HP'],
      ['Damaged', 'DMG'],
    ],
    languages: [
      ['Japanese', 'ja'],
      ['Chinese Simplified', 'zhs'],
    ],
  },
  tcgplayer: {
    writes: [['Near Mint', 'Lightly Played', 'Moderately Played', 'Heavily Played', 'Damaged'], 'Japanese'],
    sample: ['Near Mint', 'English'],
    conditions: [
      ['Lightly Played', 'LP'],
      ['Moderately Played', 'MP'],
      ['Heavily Played', 'HP'],
      ['Damaged', 'DMG'],
    ],
    languages: [
      ['Japanese', 'ja'],
      ['Korean', 'ko'],
    ],
  },
  archidekt: {
    writes: [['NM', 'LP', 'MP', 'HP', 'DMG'], 'JA'],
    sample: ['NM', 'EN'],
    conditions: [
      ['LP', 'LP'],
      ['MP', 'MP'],
      ['HP', 'HP'],
      ['DMG', 'DMG'],
    ],
    languages: [
      ['JA', 'ja'],
      ['FR', 'fr'],
    ],
  },
};

describe("each app's condition and language words", () => {
  /** The flavor's sample file with every row's condition and language cells set to these words. */
  const withWords = (id: string, condition: string, language: string) => {
    const sample = SAMPLES[id];
    const header = sample.header.split(',');
    const conditionAt = header.indexOf('Condition');
    const languageAt = header.indexOf('Language');
    const data = rows.map((r) => {
      const cells = Papa.parse<string[]>(sample.row(r)).data[0];
      cells[conditionAt] = condition;
      cells[languageAt] = language;
      return cells;
    });
    return (sample.sep ? 'sep=,\n' : '') + Papa.unparse({ fields: header, data });
  };

  for (const [id, { writes }] of Object.entries(APP_WORDS)) {
    it(`${id}: writes each grade and Japanese in the app's words, and reads them back`, () => {
      const grades = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
      const [first] = readCollectionCsv(sampleFile(id)).items;
      const items = grades.map((condition) => ({ ...first, condition, lang: 'ja' }));
      const csv = writeCollectionCsv(items, id);
      const [header, ...written] = Papa.parse<string[]>(csv.replace(/^sep=,\n/, ''), { skipEmptyLines: true }).data;
      expect(written.map((cells) => cells[header.indexOf('Condition')])).toEqual(writes[0]);
      expect(new Set(written.map((cells) => cells[header.indexOf('Language')]))).toEqual(new Set([writes[1]]));
      const back = readCollectionCsv(csv).items;
      expect(back.map((i) => [i.condition, i.lang])).toEqual(grades.map((g) => [g, 'ja']));
    });
  }

  for (const [id, words] of Object.entries(APP_WORDS)) {
    it(`${id}: reads the app's words as their grades and languages`, () => {
      for (const [word, grade] of words.conditions) {
        const result = readCollectionCsv(withWords(id, word, words.sample[1]));
        expect(result.problems).toEqual([]);
        expect(new Set(result.items.map((i) => i.condition))).toEqual(new Set([grade]));
      }
      for (const [word, code] of words.languages) {
        const result = readCollectionCsv(withWords(id, words.sample[0], word));
        expect(new Set(result.items.map((i) => i.lang))).toEqual(new Set([code]));
      }
    });
  }
});

describe("the Scryfall ID column holds the row's printing's Scryfall id", () => {
  // A Magic printing's id is its Scryfall id, or MTGJSON's own uuid (version 5) for an entry that has none.
  const { uuid } = m21.cards.find((card) => card === a) as unknown as { uuid: string };
  const owned = (printingId: string, game: CollectionItem['game'] = 'mtg'): CollectionItem => ({
    game,
    name: a.name,
    set: 'm21',
    collectorNumber: a.number,
    count: 1,
    finish: 'nonfoil',
    condition: '',
    lang: 'en',
    binder: '',
    printingId,
  });
  const scryfallIdCells = (items: CollectionItem[], flavor: string) =>
    Papa.parse<Record<string, string>>(writeCollectionCsv(items, flavor), {
      header: true,
      skipEmptyLines: true,
    }).data.map((row) => row['Scryfall ID']);

  for (const flavor of ['manabox', 'archidekt', 'delver'])
    it(`${flavor}: a printing's Scryfall id is written; MTGJSON's uuid and a Duel Masters id are not`, () => {
      expect(uuid[14]).toBe('5');
      expect(
        scryfallIdCells([owned(a.identifiers.scryfallId), owned(uuid), owned('dm:DM-01:S1/S10', 'dm')], flavor),
      ).toEqual([a.identifiers.scryfallId, '', '']);
    });
});

describe('what a flavor cannot hold is named when writing', () => {
  /** The ManaBox sample (binders, conditions, languages) with one Japanese lightly played row and one etched row. */
  const sampleItems = (() => {
    const read = readCollectionCsv(sampleFile('manabox')).items;
    return [{ ...read[0], condition: 'LP' as const, lang: 'ja' }, { ...read[1], finish: 'etched' as const }, read[2]];
  })();

  it.each(CSV_FLAVORS.map((f) => [f.id] as const))(
    '%s: each condition, language, binder and etched finish that does not come back is in a notice',
    (id) => {
      const items = oneRowEach(sampleItems, id);
      const back = readCollectionCsv(writeCollectionCsv(items, id)).items;
      const notices = collectionExportNotices(items, id);
      const lost = (key: 'condition' | 'lang' | 'binder') =>
        items.filter((item, i) => back[i][key] !== item[key]).length;
      const expected = [
        ...(['condition', 'lang', 'binder'] as const)
          .filter((key) => lost(key) > 0)
          .map((key) => ({ code: 'column-omitted', column: key, rows: lost(key) })),
        ...(back[1].finish === 'etched' ? [] : [{ code: 'etched-as-foil', rows: 1 }]),
      ];
      expect(notices.map(({ message: _m, ...n }) => n)).toEqual(expected);
    },
  );

  it('MTGO loses all four; ManaBox none', () => {
    const items = sampleItems;
    expect(collectionExportNotices(items, 'mtgo').map((n) => n.column ?? n.code)).toEqual([
      'condition',
      'lang',
      'binder',
      'etched-as-foil',
    ]);
    expect(collectionExportNotices(items, 'manabox')).toEqual([]);
  });
});

describe('exports are safe to open in a spreadsheet (OWASP CSV injection)', () => {
  const HOSTILE = [
    '=HYPERLINK("http://example.com","click")',
    "+cmd|' /C calc'!A0",
    '@SUM(1+1)*cmd|x',
    '-2+3',
    '\t=1',
    '\r=1',
    "'=already quoted",
  ];
  const hostileItems = (): CollectionItem[] =>
    readCollectionCsv(sampleFile('manabox')).items.map((item, i) => ({
      ...item,
      name: HOSTILE[(i + 2) % HOSTILE.length],
      binder: HOSTILE[i % HOSTILE.length],
      setName: HOSTILE[(i + 1) % HOSTILE.length],
    }));

  for (const flavor of CSV_FLAVORS) {
    it(`${flavor.app}: no written cell starts a formula, and Decklab's import restores the text`, () => {
      const items = oneRowEach(hostileItems(), flavor.id);
      const csv = writeCollectionCsv(items, flavor.id);
      const cells = Papa.parse<string[]>(csv.replace(/^sep=,\n/, '')).data.flat();
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      const back = readCollectionCsv(csv).items;
      // The reader trims every cell: a name's leading tab goes, its formula characters stay text.
      expect(back.map((i) => i.name)).toEqual(items.map((i) => i.name.trim()));
      const written = (h: string) => flavor.header.some((name) => name.toLowerCase() === h);
      if (written('binder name') || written('folder name'))
        expect(back.map((i) => i.binder)).toEqual(items.map((i) => i.binder));
      if (written('set name') || written('edition name'))
        expect(back.map((i) => i.setName)).toEqual(items.map((i) => i.setName));
    });
  }
});

describe('values in range: quantities are bounded when read', () => {
  it(`a quantity over ${MAX_COPIES_PER_ROW.toLocaleString('en-US')} is refused with its line, the other rows read`, () => {
    const text = [
      SAMPLES.manabox.header,
      SAMPLES.manabox.row(rows[0]),
      SAMPLES.manabox.row({ ...rows[1], count: 9e18 }),
      SAMPLES.manabox.row({ ...rows[2], count: MAX_COPIES_PER_ROW }),
    ].join('\n');
    const result = readCollectionCsv(text);
    expect(result.items.map((i) => i.count)).toEqual([rows[0].count, MAX_COPIES_PER_ROW]);
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'quantity "9000000000000000000" is not a whole number from 1 to 1,000,000'],
    ]);
  });

  it('a quantity cell of a thousand spaces is read in linear time', () => {
    const text = [
      SAMPLES.manabox.header,
      ...Array<string>(200).fill(
        SAMPLES.manabox.row(rows[0]).replace(`,${rows[0].count},`, `,1${' '.repeat(1_000)}y,`),
      ),
    ].join('\n');
    const start = performance.now();
    expect(readCollectionCsv(text).problems).toHaveLength(200);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('a problem quotes an escaped excerpt of its row', () => {
    const text = [
      SAMPLES.manabox.header,
      SAMPLES.manabox.row({ ...rows[0], count: 0 }).replace('Trade binder', '\u001b[2J'.repeat(10) + 'z'.repeat(3_000)),
    ].join('\n');
    const [problem] = readCollectionCsv(text).problems;
    expect(problem.text.length).toBeLessThanOrEqual(121);
    expect(problem.text).not.toContain('\u001b');
  });
});

describe('limits checked before parsing', () => {
  it('more lines than the limit refuse the file in one pass', () => {
    const text =
      SAMPLES.manabox.header + '\n' + `${SAMPLES.manabox.row(rows[0])}\n`.repeat(COLLECTION_CSV_LIMITS.maxLines);
    expect(() => readCollectionCsv(text)).toThrow(/^the collection CSV has more than 100,000 lines/);
  });

  it('a line over the limit, or a binary file, refuses the file', () => {
    expect(() => readCollectionCsv(`Name,Quantity\n"${'x'.repeat(COLLECTION_CSV_LIMITS.maxLineLength)}",1\n`)).toThrow(
      /^line 2 of the collection CSV is 16,388 characters long/,
    );
    expect(() => readCollectionCsv('Name,Quantity\n\u0000\u0001')).toThrow(InputLimitError);
  });
});
