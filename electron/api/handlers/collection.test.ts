// Owned versus needed on the real Commander precons, through the real API over a real SQLite file.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { NEEDED_BOARDS } from '../../../engine/collection/needs.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { readCollectionCsv } from '../../../engine/collection/csv.ts';
import { CSV_FLAVORS } from '../../../engine/collection/csv-formats.ts';

const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
const SILVERQUILL = sharedPath('decks/plain-taw/cmd__c21__Silverquill Statement.txt');

let env: ReturnType<typeof buildDeckTestDb>;
let db: Db;
let api: Api;
let lorehold: Deck;
let silverquill: Deck;

/** Copies per English name over the boards a player must own, counted straight from the resolved list. */
function copiesByName(deck: Deck): Map<string, number> {
  const counts = new Map<string, number>();
  for (const board of NEEDED_BOARDS)
    for (const e of deck.boards[board] ?? []) counts.set(e.name, (counts.get(e.name) ?? 0) + e.count);
  return counts;
}

/** A ManaBox CSV owning exactly a deck's cards (none without one), by name, in the columns every flavor carries (no binder or condition). */
function manaboxCsvOf(deck?: Deck): string {
  const header =
    'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';
  const rows = deck ? [...copiesByName(deck)].map(([name, count]) => `,,"${name}",,,,normal,,${count},,,,,,,en,`) : [];
  return [header, ...rows].join('\n') + '\n';
}

/** Makes the collection exactly a deck's cards, or empty: each test starts from a collection it names. */
async function ownExactly(deck?: Deck): Promise<void> {
  await api.invoke('collection.import', { text: manaboxCsvOf(deck), mode: 'replace' });
}

beforeAll(async () => {
  env = buildDeckTestDb(['C21', 'STX', 'DGM']);
  db = env.db;
  api = createApi({ db });
  lorehold = (await api.invoke('decks.import', { text: readFileSync(LOREHOLD, 'utf8') })).deck;
  silverquill = (await api.invoke('decks.import', { text: readFileSync(SILVERQUILL, 'utf8') })).deck;
});
afterAll(() => env.cleanup());
beforeEach(() => ownExactly(lorehold));

describe('collection import (merge and replace, with a preview)', () => {
  it('previews without writing, then imports every card of a real precon into an empty collection', async () => {
    await ownExactly();
    const text = manaboxCsvOf(lorehold);
    const preview = await api.invoke('collection.preview', { text });
    expect(preview.flavor?.app).toBe('ManaBox');
    expect(preview.skipped).toEqual([]);
    expect(preview.copies).toBe(100);
    expect((await api.invoke('collection.list', {})).total).toBe(0);

    const result = await api.invoke('collection.import', { text });
    expect(result.totals.copies).toBe(100);
    expect(result.added.length).toBe(copiesByName(lorehold).size);
  });

  it('merging the same file again doubles the counts; replacing restores them', async () => {
    const text = manaboxCsvOf(lorehold);
    const merged = await api.invoke('collection.import', { text, mode: 'merge' });
    expect(merged.totals.copies).toBe(200);
    expect(merged.changed.every((c) => c.after === 2 * c.before)).toBe(true);
    const replaced = await api.invoke('collection.import', { text, mode: 'replace' });
    expect(replaced.totals.copies).toBe(100);
  });

  it('reports a row naming no known card with its line, and imports nothing of it', async () => {
    const text = manaboxCsvOf(lorehold).replace('"Sol Ring"', '"Sol Rnig"');
    const preview = await api.invoke('collection.preview', { text, mode: 'replace' });
    const line = text.split('\n').findIndex((l) => l.includes('Sol Rnig')) + 1;
    expect(preview.skipped).toEqual([
      {
        index: line - 2,
        line,
        name: 'Sol Rnig',
        reason: 'no card named "Sol Rnig" in the card data',
        code: 'unknown-card',
        params: { name: 'Sol Rnig' },
      },
    ]);
    expect(preview.removed.map((r) => r.name)).toEqual(['Sol Ring']);
  });

  it('refuseSkipped: a file with a row it cannot read writes nothing and names the rows, in the one call', async () => {
    const before = await api.invoke('collection.list', { limit: 1000 });
    const text = manaboxCsvOf(lorehold)
      .replace('"Sol Ring"', '"Sol Rnig"')
      .replace(/\n,,/, '\n,,"Arcane Signet",,,,normal,,lots,,,,,,,en,\n,,');
    const refused = await api.invoke('collection.import', { text, mode: 'merge', refuseSkipped: true });
    expect(refused.written).toBe(false);
    expect(refused.skipped.map((s) => s.name)).toEqual(['Sol Rnig']);
    expect(refused.unreadable.map((u) => [u.line, u.code])).toEqual([[2, 'bad-quantity']]);
    expect(refused.totals).toEqual({ rows: before.total, copies: before.copies });
    expect(await api.invoke('collection.list', { limit: 1000 })).toEqual(before);

    const whole = await api.invoke('collection.import', { text: manaboxCsvOf(lorehold), refuseSkipped: true });
    expect(whole).toMatchObject({ written: true, skipped: [], unreadable: [], totals: { copies: 200 } });
  });

  it('keeps a row whose printing the card data lacks for its card, and says why its printing is not pinned', async () => {
    const header = manaboxCsvOf().trimEnd();
    const row = (set: string, number: string) => `,,"Sol Ring",${set},,${number},normal,,1,,,,,,,en,`;
    const solRing = await api.invoke('cards.get', { name: 'Sol Ring' });
    const c21 = solRing.printings.find((p) => p.set === 'c21')!;
    const bladeNumber = (await api.invoke('cards.get', { name: 'Bloodthirsty Blade' })).printings.find(
      (p) => p.set === 'c21',
    )!.collectorNumber;
    const rows = [
      row('c21', c21.collectorNumber),
      row('c21', '99999'),
      row('c21', bladeNumber),
      row('zzz', ''),
      row('c21', ''),
    ];
    const text = [header, ...rows].join('\n') + '\n';
    const preview = await api.invoke('collection.preview', { text, mode: 'replace' });
    const notPinned = '; the card is kept, its printing not pinned';
    expect(preview.skipped).toEqual([]);
    expect(preview.unpinned.map((u) => [u.line, u.reason])).toEqual([
      [3, `C21 99999 is not in the card data${notPinned}`],
      [4, `C21 ${bladeNumber} is "Bloodthirsty Blade", not "Sol Ring"${notPinned}`],
      [5, `the card data has no printing of it in ZZZ${notPinned}`],
    ]);
    // The set alone is the set's printing, and the same row as the one with its number.
    expect(preview.added.map((a) => `${a.set} ${a.collectorNumber}`).sort()).toEqual(
      ['c21 99999', `c21 ${bladeNumber}`, `c21 ${c21.collectorNumber}`, 'zzz '].sort(),
    );
    expect(preview.copies).toBe(5);
  });

  it('pins the printing a row names under another name of its card: a back face, MTGO\'s "Wear/Tear", the Japanese name', async () => {
    const stx = mtgjsonSet('STX').cards;
    const back = stx.find((c) => c.layout === 'modal_dfc' && c.side === 'b')!;
    const japanese = stx.find((c) => c.layout === 'normal' && c.foreignData?.some((f) => f.language === 'Japanese'))!;
    const jaName = japanese.foreignData!.find((f) => f.language === 'Japanese')!.name;
    const wearTear = mtgjsonSet('DGM').cards.find((c) => c.name === 'Wear // Tear')!;
    const header = manaboxCsvOf().trimEnd();
    const row = (name: string, set: string, number: string) => `,,"${name}",${set},,${number},normal,,1,,,,,,,en,`;
    const text = [
      header,
      row(back.faceName!, 'stx', back.number),
      row(jaName, 'stx', japanese.number),
      row('Wear/Tear', 'dgm', wearTear.number),
    ].join('\n');
    const preview = await api.invoke('collection.preview', { text, mode: 'replace' });
    expect(preview.skipped).toEqual([]);
    expect(preview.unpinned).toEqual([]);
    expect(preview.added.map((a) => [a.name, a.set, a.collectorNumber])).toEqual([
      [back.name, 'stx', back.number],
      [japanese.name, 'stx', japanese.number],
      ['Wear // Tear', 'dgm', wearTear.number],
    ]);
  });

  it("writes each row's full set name where the flavor has a column for it (Deckbox finds a printing by its Edition)", async () => {
    const inC21 = manaboxCsvOf(lorehold).replace(/^(,,"[^"]*"),,/gm, '$1,c21,');
    await api.invoke('collection.import', { text: inC21, mode: 'replace' });
    const rows = (await api.invoke('collection.list', {})).cards.filter((c) => c.set === 'c21');
    expect(rows.length).toBeGreaterThan(50);
    // The flavors with a set-name column: Deckbox "Edition", TCGplayer "Set", Dragon Shield "Set Name", Archidekt "Edition Name".
    const flavors = CSV_FLAVORS.filter((f) => ['deckbox', 'tcgplayer', 'dragonshield', 'archidekt'].includes(f.id));
    expect(flavors).toHaveLength(4);
    for (const flavor of flavors) {
      const { text } = await api.invoke('collection.export', { flavor: flavor.id });
      const read = readCollectionCsv(text);
      expect(read.flavor?.id).toBe(flavor.id);
      const c21 = read.items.filter((i) => i.set === 'c21');
      expect(c21).toHaveLength(rows.length);
      expect(new Set(c21.map((i) => i.setName))).toEqual(new Set([mtgjsonSet('C21').name]));
    }
  });

  it("writes each row's Scryfall ID (MTGJSON's identifiers.scryfallId), which alone finds the printing again", async () => {
    const inC21 = manaboxCsvOf(lorehold).replace(/^(,,"[^"]*"),,/gm, '$1,c21,');
    await api.invoke('collection.import', { text: inC21, mode: 'replace' });
    const c21 = mtgjsonSet('C21').cards;
    // MTGJSON writes a multi-face card once per face, each entry with the printing's Scryfall id.
    const scryfallIdOf = (name: string, number: string) =>
      c21.find((c) => (c.name === name || c.name.startsWith(`${name} // `)) && c.number === number)?.identifiers
        .scryfallId;
    // The basics C21 does not print stay unpinned: no printing, so no Scryfall ID.
    const pinned = (await api.invoke('collection.list', {})).cards.filter((c) => c.printingId !== null);
    expect(pinned.length).toBeGreaterThan(50);
    for (const flavor of ['manabox', 'archidekt']) {
      const { text } = await api.invoke('collection.export', { flavor });
      const withId = readCollectionCsv(text).items.filter((i) => i.scryfallId);
      expect(withId).toHaveLength(pinned.length);
      for (const item of withId) expect(item.scryfallId).toBe(scryfallIdOf(item.name, item.collectorNumber));
      // ManaBox and Archidekt find a printing by its Scryfall ID: with the set and number of those rows emptied, the
      // file still names the same printings (replacing the collection with it changes nothing).
      const table = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      const idOnly = Papa.unparse(
        table.data.map((row) =>
          row['Scryfall ID']
            ? Object.fromEntries(
                Object.entries(row).map(([column, cell]) => [
                  column,
                  /set|edition|collector/i.test(column) ? '' : cell,
                ]),
              )
            : row,
        ),
        { columns: table.meta.fields },
      );
      expect(readCollectionCsv(idOnly).items.filter((i) => i.set === '' && i.collectorNumber === '')).toHaveLength(
        pinned.length,
      );
      const again = await api.invoke('collection.preview', { text: idOnly, mode: 'replace' });
      expect({ flavor, added: again.added, changed: again.changed, removed: again.removed }).toEqual({
        flavor,
        added: [],
        changed: [],
        removed: [],
      });
    }
  });

  it('export then import gives back the same collection, in every flavor', async () => {
    const before = (await api.invoke('collection.list', {})).cards;
    expect(before.length).toBe(copiesByName(lorehold).size);
    for (const { id } of await api.invoke('collection.flavors', {})) {
      const { text } = await api.invoke('collection.export', { flavor: id });
      const again = await api.invoke('collection.preview', { text, mode: 'replace' });
      // MTGO names each row's printing by its ID #: a row held without a printing is said to come back without one.
      const unpinned = id === 'mtgo' ? before.filter((c) => !c.set).map((c) => [c.name, 'no-mtgo-id']) : [];
      expect({
        id,
        skipped: again.skipped,
        unpinned: again.unpinned.map((u) => [u.name, u.params.kind]),
        added: again.added,
        removed: again.removed,
        changed: again.changed,
      }).toEqual({ id, skipped: [], unpinned, added: [], removed: [], changed: [] });
    }
    expect((await api.invoke('collection.list', {})).cards).toEqual(before);
  });
});

describe('owned versus needed', () => {
  it('a deck needs what its list holds beyond the copies owned (collection = another precon)', async () => {
    const owned = copiesByName(lorehold);
    const expected = [...copiesByName(silverquill)]
      .map(([name, need]) => ({ name, count: need - Math.min(need, owned.get(name) ?? 0) }))
      .filter((m) => m.count > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
    const needs = await api.invoke('collection.needs', { deck: silverquill });
    expect(needs.missing).toEqual(expected);
    expect(needs.totalNeeded).toBe(100);
    // The two C21 decks share staples (Sol Ring, Command Tower…), so some but not all are owned.
    expect(needs.totalMissing).toBeGreaterThan(0);
    expect(needs.totalMissing).toBeLessThan(100);
    expect(needs.text.split('\n')[0]).toBe(`${expected[0].count} ${expected[0].name}`);
  });

  it('a built deck holds its cards: they are not free for another deck', async () => {
    const built = await api.invoke('decks.save', { deck: lorehold, built: true });
    onTestFinished(async () => {
      await api.invoke('decks.delete', { id: built.id });
    });
    const needs = await api.invoke('collection.needs', { deck: silverquill });
    expect(needs.totalMissing).toBe(100);
    // The built deck itself needs nothing: it holds exactly the collection.
    expect((await api.invoke('collection.needs', { deckId: built.id })).totalMissing).toBe(0);
    // With unsaved edits (one more copy of a card, in the sideboard) it needs that copy only: its own cards stay its
    // own. The same list given as another deck finds every card held by the built one.
    const extra = { ...lorehold.boards.main![0], count: 1 };
    const edited = { ...lorehold, boards: { ...lorehold.boards, side: [...(lorehold.boards.side ?? []), extra] } };
    expect((await api.invoke('collection.needs', { deckId: built.id, deck: edited })).missing).toEqual([
      { name: extra.name, count: 1 },
    ]);
    expect((await api.invoke('collection.needs', { deck: edited })).totalMissing).toBe(101);
  });
});

describe('adding and editing rows by hand (collection.add, collection.edit)', () => {
  const rowsOf = async (name: string) =>
    (await api.invoke('collection.list', { query: `!"${name}"` })).cards.filter((c) => c.name === name);

  it('adds a printing by id and a card by name and set; adding the same again raises the count', async () => {
    await ownExactly();
    const solRing = await api.invoke('cards.get', { name: 'Sol Ring' });
    const c21 = solRing.printings.find((p) => p.set === 'c21')!;
    const first = await api.invoke('collection.add', {
      items: [
        { printingId: c21.id, count: 2, finish: 'foil', condition: 'LP', lang: 'ja' },
        { name: 'Arcane Signet', set: 'C21' },
      ],
    });
    expect(first.added.map((a) => [a.name, a.set, a.finish, a.after])).toEqual([
      ['Sol Ring', 'c21', 'foil', 2],
      ['Arcane Signet', 'c21', 'nonfoil', 1],
    ]);
    expect(first.totals).toEqual({ rows: 2, copies: 3 });
    const again = await api.invoke('collection.add', {
      items: [{ printingId: c21.id, finish: 'foil', condition: 'LP', lang: 'ja' }],
    });
    expect(again.changed.map((c) => [c.before, c.after])).toEqual([[2, 3]]);
    const [row] = await rowsOf('Sol Ring');
    expect([row.set, row.number, row.finish, row.condition, row.lang, row.count, row.printingId]).toEqual([
      'c21',
      c21.collectorNumber,
      'foil',
      'LP',
      'ja',
      3,
      c21.id,
    ]);
  });

  it('refuses a card the data does not know, alone; among others lists it as skipped and adds the rest', async () => {
    await ownExactly();
    await expect(api.invoke('collection.add', { items: [{ name: 'Sol Rnig' }] })).rejects.toMatchObject({
      code: 'not-found',
      reason: 'collection.unknown-card',
      params: { name: 'Sol Rnig' },
    });
    await expect(
      api.invoke('collection.add', { items: [{ printingId: '00000000-0000-0000-0000-000000000000' }] }),
    ).rejects.toMatchObject({ code: 'not-found', reason: 'collection.unknown-printing' });
    expect((await api.invoke('collection.list', {})).total).toBe(0);
    const mixed = await api.invoke('collection.add', { items: [{ name: 'Sol Rnig' }, { name: 'Sol Ring' }] });
    expect(mixed.skipped.map((s) => s.name)).toEqual(['Sol Rnig']);
    expect(mixed.totals.copies).toBe(1);
  });

  it('edits a row: count, condition and language; a count of 0 removes it', async () => {
    const [row] = await rowsOf('Sol Ring');
    const edited = await api.invoke('collection.edit', { id: row.id, count: 3, condition: 'NM', lang: 'de' });
    expect(edited.id).toBe(row.id);
    expect(edited.totals.copies).toBe(102);
    const [after] = await rowsOf('Sol Ring');
    expect([after.count, after.condition, after.lang, after.finish]).toEqual([3, 'NM', 'de', 'nonfoil']);
    const removed = await api.invoke('collection.edit', { id: row.id, count: 0 });
    expect(removed).toEqual({ id: null, totals: { rows: edited.totals.rows - 1, copies: 99 } });
    expect(await rowsOf('Sol Ring')).toEqual([]);
    await expect(api.invoke('collection.edit', { id: row.id, count: 1 })).rejects.toMatchObject({
      code: 'not-found',
      reason: 'collection.row-not-found',
    });
  });

  it('a row edited to match another row of the same printing joins it (the rows stay unique)', async () => {
    await ownExactly();
    const solRing = (await api.invoke('cards.get', { name: 'Sol Ring' })).printings.find((p) => p.set === 'c21')!;
    await api.invoke('collection.add', {
      items: [
        { printingId: solRing.id, count: 2, condition: 'NM' },
        { printingId: solRing.id, count: 5, condition: 'LP' },
      ],
    });
    const rows = await rowsOf('Sol Ring');
    const lp = rows.find((r) => r.condition === 'LP')!;
    const nm = rows.find((r) => r.condition === 'NM')!;
    const joined = await api.invoke('collection.edit', { id: lp.id, condition: 'NM' });
    expect(joined.id).toBe(nm.id);
    expect((await rowsOf('Sol Ring')).map((r) => [r.condition, r.count])).toEqual([['NM', 7]]);
  });

  it('refuses values outside the collection model before touching the database', async () => {
    const [row] = await rowsOf('Sol Ring');
    for (const input of [
      { id: row.id, count: -1 },
      { id: row.id, condition: 'Mint' },
      { id: row.id, lang: 'klingon' },
      { id: row.id, finish: 'gold' },
    ])
      await expect(api.invoke('collection.edit', input as never)).rejects.toMatchObject({ code: 'invalid-input' });
    expect((await rowsOf('Sol Ring'))[0].count).toBe(row.count);
    await expect(api.invoke('collection.add', { items: [{ set: 'c21' }] })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
