// Collection imports from more apps' exports, empty files, Excel's UTF-16 text and deck lists, through the real API
// over a real SQLite file holding Commander 2021 (MTGJSON).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { createApi, type Api } from '../index.ts';
import { ApiError } from '../define.ts';
import { noDeckReason } from '../../../engine/decks/lists/no-deck.ts';

const c21 = mtgjsonSet('C21');
const card = (name: string) => c21.cards.find((c) => c.name === name && /^\d+$/.test(c.number))!;
const [ring, signet, tutor] = [card('Sol Ring'), card('Arcane Signet'), card("Commander's Sphere")];
const id = (c: typeof ring) => c.identifiers.scryfallId!;
const UNKNOWN = 'Sol Rnig';

let env: ReturnType<typeof buildDeckTestDb>;
let api: Api;

beforeAll(() => {
  env = buildDeckTestDb(['C21']);
  api = createApi({ db: env.db });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await api.invoke('collection.import', { text: 'Name,Quantity\n', mode: 'replace' });
});

/**
 * Each app's export header (omenpath FORMAT_ANALYSIS.md), with rows as the app fills them: 2 Sol Ring and 1 foil Sol
 * Ring, 3 Arcane Signet, 1 Commander's Sphere, and a row naming a card the card data does not know.
 */
const EXPORTS: Record<string, { app: string; text: string }> = {
  urzasgatherer: {
    app: "Urza's Gatherer",
    text: [
      '"sep=,"',
      'Name,Type,Color,Rarity,Author,Power,Toughness,Mana cost,Converted mana cost,Count,Foil count,Special foil count,Price,Foil price,Number,Set,Set code,ID,Multiverse ID,Comments,To trade,Condition,Grading,Languages,TCG ID,Cardmarket ID,Scryfall ID',
      `"Sol Ring","Artifact",Colorless,Uncommon,"Mike Bierek",0,0,(1),1,2,1,0,1.00€,2.00€,${ring.number},"${c21.name}",C21,1,1,,0,"3xNear Mint","","",1,1,${id(ring)}`,
      `"Arcane Signet","Artifact",Colorless,Common,"Dan Scott",0,0,(2),2,3,0,0,0.50€,1.00€,${signet.number},"${c21.name}",C21,2,2,,0,"3xGood","","",2,2,${id(signet)}`,
      `"${tutor.name}","Artifact",Colorless,Common,"Ryan Alexander Lee",0,0,(3),3,1,0,0,0.20€,0.40€,${tutor.number},"${c21.name}",C21,3,3,,0,"1xNear Mint","","",3,3,${id(tutor)}`,
      `"${UNKNOWN}","Artifact",Colorless,Uncommon,"Nobody",0,0,(1),1,1,0,0,1.00€,2.00€,999,"${c21.name}",C21,4,4,,0,"1xNear Mint","","",4,4,`,
    ].join('\r\n'),
  },
  deckedbuilder: {
    app: 'Decked Builder',
    text: [
      'Total Qty,Reg Qty,Foil Qty,Card,Set,Mana Cost,Card Type,Color,Rarity,Mvid,Single Price,Single Foil Price,Total Price,Price Source,Notes',
      `3,2,1,Sol Ring,${c21.name},{1},Artifact,Colorless,Uncommon,1,1.00,2.00,4.00,TCGPlayer,`,
      `3,3,0,Arcane Signet,${c21.name},{2},Artifact,Colorless,Common,2,0.50,1.00,1.50,TCGPlayer,`,
      `1,1,0,${tutor.name},${c21.name},{3},Artifact,Colorless,Common,3,0.20,0.40,0.20,TCGPlayer,`,
      `1,1,0,${UNKNOWN},${c21.name},{1},Artifact,Colorless,Uncommon,4,1.00,2.00,1.00,TCGPlayer,`,
    ].join('\n'),
  },
  cardcastle: {
    app: 'CardCastle',
    text: [
      'Card Name,Set Name,Condition,Foil,Language,Multiverse ID,JSON ID,Price USD',
      ...[ring, ring, signet, signet, signet, tutor].map(
        (c) => `"${c.name}",${c21.name},Near Mint,false,en,1,${id(c)},0.25`,
      ),
      `Sol Ring,${c21.name},Near Mint,true,en,1,${id(ring)},2.00`,
      `${UNKNOWN},${c21.name},Near Mint,false,en,1,,0.25`,
    ].join('\n'),
  },
  cardsphere: {
    app: 'Cardsphere',
    text: [
      'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Scryfall ID,Last Modified',
      `2,0,Sol Ring,${c21.name},Near Mint,English,,,${id(ring)},2024-01-01`,
      `1,0,Sol Ring,${c21.name},Near Mint,English,foil,,${id(ring)},2024-01-01`,
      `3,0,Arcane Signet,${c21.name},Near Mint,English,,,${id(signet)},2024-01-01`,
      `1,0,"${tutor.name}",${c21.name},Near Mint,English,,,${id(tutor)},2024-01-01`,
      `1,0,${UNKNOWN},${c21.name},Near Mint,English,,,,2024-01-01`,
    ].join('\n'),
  },
  helvault: {
    app: 'Helvault',
    text: [
      'cmc,collector_number,color_identity,colors,estimated_price,extras,language,mana_cost,name,oracle_id,quantity,rarity,scryfall_id,set_code,set_name,type_line',
      `1,${ring.number},,,1.00,,en,{1},Sol Ring,,2,uncommon,${id(ring)},c21,${c21.name},Artifact`,
      `1,${ring.number},,,2.00,foil/signed,en,{1},Sol Ring,,1,uncommon,${id(ring)},c21,${c21.name},Artifact`,
      `2,${signet.number},,,0.50,signed,en,{2},Arcane Signet,,3,common,${id(signet)},c21,${c21.name},Artifact`,
      `3,${tutor.number},,,0.20,,en,{3},"${tutor.name}",,1,common,${id(tutor)},c21,${c21.name},Artifact`,
      `1,999,,,1.00,,en,{1},${UNKNOWN},,1,uncommon,,c21,${c21.name},Artifact`,
    ].join('\n'),
  },
};

/** Owned copies by card name and finish, as collection.list answers. */
async function owned(): Promise<string[]> {
  const list = await api.invoke('collection.list', { limit: 100 });
  const copies = new Map<string, number>();
  for (const row of list.cards) {
    const key = `${row.name} ${row.finish}`;
    copies.set(key, (copies.get(key) ?? 0) + row.count);
  }
  return [...copies].map(([key, n]) => `${n} ${key}`).sort();
}

describe("collection import of Urza's Gatherer, Decked Builder, CardCastle, Cardsphere and Helvault exports", () => {
  for (const [flavor, { app, text }] of Object.entries(EXPORTS)) {
    it(`${app}: detected by its header, its rows resolved, the unknown card skipped with its reason`, async () => {
      const preview = await api.invoke('collection.preview', { text, mode: 'merge' });
      expect(preview.flavor).toEqual({ id: flavor, app });
      expect(preview.unreadable).toEqual([]);
      expect(preview.skipped.map((s) => [s.name, s.code, s.reason])).toEqual([
        [UNKNOWN, 'unknown-card', `no card named "${UNKNOWN}" in the card data`],
      ]);

      // All or nothing: with a row left out, nothing is written.
      const refused = await api.invoke('collection.import', { text, refuseSkipped: true });
      expect(refused.written).toBe(false);
      expect(await owned()).toEqual([]);

      await api.invoke('collection.import', { text });
      expect(await owned()).toEqual([
        "1 Commander's Sphere nonfoil",
        '1 Sol Ring foil',
        '2 Sol Ring nonfoil',
        '3 Arcane Signet nonfoil',
      ]);
    });
  }

  it('Urza\'s Gatherer: a condition written with its copies ("3xGood") is read on Cardmarket\'s scale', async () => {
    await api.invoke('collection.import', { text: EXPORTS.urzasgatherer.text });
    const list = await api.invoke('collection.list', { limit: 100 });
    const signetRow = list.cards.find((r) => r.name === 'Arcane Signet')!;
    expect([signetRow.condition, signetRow.set, signetRow.number]).toEqual(['LP', 'c21', signet.number]);
  });
});

/** What the API refuses the call with. */
async function refusal(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

const EMPTY_FILES: [string, Uint8Array][] = [
  ['0 bytes', new Uint8Array()],
  ['a UTF-8 byte order mark only', new Uint8Array([0xef, 0xbb, 0xbf])],
  ['a UTF-16 byte order mark only', new Uint8Array([0xff, 0xfe])],
  ['blank lines, spaces and tabs only', new TextEncoder().encode(' \r\n\t\t\n  \n')],
];

describe('an empty file is said to be empty', () => {
  it.each(EMPTY_FILES)('collection import: %s', async (_what, bytes) => {
    const error = await refusal(() => api.invoke('collection.import', { bytes }));
    expect([error.code, error.reason, error.message]).toEqual([
      'bad-file',
      'collection.empty-file',
      'the file is empty: it holds no header row and no card',
    ]);
  });

  it.each(EMPTY_FILES)('deck import: %s', async (_what, bytes) => {
    const read = await api.invoke('decks.import', { bytes, fileName: 'empty.txt' });
    expect(read.problems.map((p) => [p.code, p.params])).toEqual([['malformed-file', { kind: 'empty' }]]);
    expect(noDeckReason('empty.txt', read.deck, read.problems)).toEqual({
      reason: { code: 'deck.empty-file', params: { file: 'empty.txt' } },
      message: 'empty.txt is empty',
    });
  });
});

/** Text as Excel's "Unicode text" saves it: UTF-16 without a byte order mark, little- or big-endian. */
function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const bytes = Buffer.from(text, 'utf16le');
  return new Uint8Array(order === 'le' ? bytes : bytes.swap16());
}

describe("Excel's Unicode text (UTF-16 without a byte order mark, tab separated)", () => {
  it.each(['le', 'be'] as const)('collection import reads it (UTF-16 %s)', async (order) => {
    // A small sheet: with one row, Papa's own guess of the delimiter falls back to commas.
    const text = 'Name\tQuantity\r\nSol Ring\t2\r\n';
    const result = await api.invoke('collection.import', { bytes: utf16(text, order) });
    expect([result.skipped, result.unreadable]).toEqual([[], []]);
    expect(await owned()).toEqual(['2 Sol Ring nonfoil']);
  });

  it.each(['le', 'be'] as const)('deck import reads it (UTF-16 %s)', async (order) => {
    const read = await api.invoke('decks.import', { bytes: utf16('4 Sol Ring\r\n1 Arcane Signet\r\n', order) });
    expect(read.encoding).toBe(`utf-16${order}`);
    expect(read.deck.boards.main?.map((e) => [e.count, e.name, Boolean(e.cardId)])).toEqual([
      [4, 'Sol Ring', true],
      [1, 'Arcane Signet', true],
    ]);
  });
});

describe('a deck list given to the collection import', () => {
  it.each([
    ['an MTGA list', 'Deck\n4 Sol Ring (C21) 263\n1 Arcane Signet (C21) 236\n', 'Deck'],
    ['a plain list', '4 Sol Ring\n1x Arcane Signet\n', '4 Sol Ring'],
  ])('is refused, naming its first line and how to import it: %s', async (_what, text, firstLine) => {
    const error = await refusal(() => api.invoke('collection.import', { text }));
    expect([error.code, error.reason, error.params]).toEqual([
      'bad-file',
      'collection.deck-list',
      { line: 1, text: firstLine },
    ]);
    expect(error.message).toMatch(/reads as a deck list line .*import a deck list from Decks → Import/);
    expect(await owned()).toEqual([]);
  });
});
