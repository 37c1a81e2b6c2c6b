// Owned versus needed on the real Commander precons, through the real API over a real SQLite file.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { readFileSync } from 'node:fs';
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

  it('export then import gives back the same collection, in every flavor', async () => {
    const before = (await api.invoke('collection.list', {})).cards;
    expect(before.length).toBe(copiesByName(lorehold).size);
    for (const { id } of await api.invoke('collection.flavors', {})) {
      const { text } = await api.invoke('collection.export', { flavor: id });
      const again = await api.invoke('collection.preview', { text, mode: 'replace' });
      expect({
        id,
        skipped: again.skipped,
        unpinned: again.unpinned,
        added: again.added,
        removed: again.removed,
        changed: again.changed,
      }).toEqual({ id, skipped: [], unpinned: [], added: [], removed: [], changed: [] });
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
