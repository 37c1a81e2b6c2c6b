// decks.compare through the real API on real SQLite files: saved decks and their versions, pasted lists in other
// formats and in Japanese, unknown lines reported and left out, other games refused; and what switching costs, on
// Scryfall's 2019 Throne of Eldraine file with its prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { scryfallObjectsIn } from '../../../test/real-cards.ts';
import { isNamedBasicName } from '../../../engine/formats/checks/common.ts';
import type { PricedObject } from '../../../test/priced-cards.ts';

const listText = (path: string) => readFileSync(sharedPath('decks', path), 'utf8');
const AZORIUS_Q05 = 'plain-taw/challenger__q05__Azorius Control.txt';
const AZORIUS_KHM = 'cockatrice-cod/AzoriusControl_KHM.cod';

describe('decks.compare on the Kaldheim-era card data', () => {
  let api: Api;
  let cleanup: () => void;
  beforeAll(() => {
    const built = buildDeckTestDb();
    cleanup = built.cleanup;
    api = createApi({ db: built.db });
  });
  afterAll(() => cleanup());

  it("a saved deck against a pasted Cockatrice list: one Archon of Sun's Grace fewer, the lists' formats said", async () => {
    const { deck } = await api.invoke('decks.import', { text: listText(AZORIUS_Q05) });
    const saved = await api.invoke('decks.save', { deck });
    const result = await api.invoke('decks.compare', {
      a: { deckId: saved.id },
      b: { text: listText(AZORIUS_KHM), fileName: 'AzoriusControl_KHM.cod' },
    });
    expect(result.a).toMatchObject({ deckId: saved.id, version: 1, listFormat: null, leftOut: [] });
    expect(result.b).toMatchObject({ deckId: null, listFormat: 'cockatrice', leftOut: [] });
    const main = result.comparison.boards.find((b) => b.board === 'main')!;
    expect(main.changed).toMatchObject([{ name: "Archon of Sun's Grace", a: 2, b: 1 }]);
    expect([main.onlyA, main.onlyB]).toEqual([[], []]);
    expect(result.changes).toEqual({ add: '', remove: "1 Archon of Sun's Grace\n" });
    // Switching to the list with fewer cards takes nothing from the collection.
    expect(result.switching).toMatchObject({ lines: [], totalMissing: 0 });
  });

  it('a version against the newest: the copy removed since is only in A', async () => {
    const { deck } = await api.invoke('decks.import', { text: listText('plain-taw/cmd__afc__Aura of Courage.txt') });
    const v1 = await api.invoke('decks.save', { deck });
    const main = deck.boards.main!.filter((e) => e.name !== 'Sol Ring');
    await api.invoke('decks.save', { id: v1.id, deck: { ...deck, boards: { ...deck.boards, main } } });
    const result = await api.invoke('decks.compare', { a: { deckId: v1.id, version: 1 }, b: { deckId: v1.id } });
    expect([result.a.version, result.b.version]).toEqual([1, 2]);
    const board = result.comparison.boards.find((b) => b.board === 'main')!;
    expect(board.onlyA).toMatchObject([{ name: 'Sol Ring', a: 1, b: 0 }]);
    expect(board.totals).toEqual({ a: 99, b: 98 });
    expect(result.comparison.commanders).toMatchObject({ a: ['Galea, Kindler of Hope'], same: true });
    expect(result.changes.remove).toBe('1 Sol Ring\n');
    await expect(
      api.invoke('decks.compare', { a: { deckId: v1.id, version: 9 }, b: { deckId: v1.id } }),
    ).rejects.toMatchObject({ code: 'not-found', reason: 'deck.no-version' });
  });

  it('a list written with Japanese names compares as identical to its English list', async () => {
    const { deck } = await api.invoke('decks.import', { text: listText(AZORIUS_Q05) });
    const japanese = await api.invoke('decks.export', { deck, format: 'text', names: 'ja' });
    // The card data names most of these cards in Japanese: the list really is another spelling.
    const japaneseLines = japanese.text.split('\n').filter((l) => /^\d+ .*[\u3040-\u30ff\u4e00-\u9fff]/.test(l));
    expect(japaneseLines.length).toBeGreaterThan(10);
    const result = await api.invoke('decks.compare', {
      a: { text: listText(AZORIUS_Q05) },
      b: { text: japanese.text },
    });
    expect(result.b.leftOut).toEqual([]);
    expect(result.comparison.identical).toBe(true);
    expect(result.comparison.boards.map((b) => [b.board, b.totals])).toEqual([
      ['main', { a: 60, b: 60 }],
      ['side', { a: 15, b: 15 }],
    ]);
  });

  it('a line the card data does not know is reported and left out, never guessed', async () => {
    const typo = listText(AZORIUS_Q05).replace(/^(\d+) Doomskar\b.*$/m, '$1 Doomskarr');
    expect(typo).toContain('Doomskarr');
    const result = await api.invoke('decks.compare', { a: { text: listText(AZORIUS_Q05) }, b: { text: typo } });
    expect(result.b.leftOut).toMatchObject([{ name: 'Doomskarr' }]);
    expect(result.b.problems).toContainEqual(expect.objectContaining({ code: 'unknown-card', severity: 'error' }));
    const main = result.comparison.boards.find((b) => b.board === 'main')!;
    expect(main.onlyA.map((c) => c.name)).toEqual(['Doomskar']);
    expect(main.onlyB).toEqual([]);
  });

  it('refuses decks of two games, and a side that gives no deck or two', async () => {
    const dm = { game: 'dm' as const, name: 'DM', boards: { main: [{ name: 'Bolshack Dragon', count: 4 }] } };
    await expect(
      api.invoke('decks.compare', { a: { text: listText(AZORIUS_Q05) }, b: { deck: dm } }),
    ).rejects.toMatchObject({ code: 'invalid-input', reason: 'deck.compare-other-game' });
    await expect(api.invoke('decks.compare', { a: {}, b: { deck: dm } })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(api.invoke('decks.compare', { a: { text: 'x', deckId: 1 }, b: { deck: dm } })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});

describe("decks.compare: what switching costs, at Scryfall's 2019 prices", () => {
  const dir = tempDir('decklab-compare-');
  let db: Db;
  let api: Api;
  beforeAll(async () => {
    db = openDatabase(join(dir.dir, 'decklab.sqlite'));
    const copy = join(dir.dir, 'scryfall-default-cards-2019-10-10.json');
    copyFileSync(sharedPath('scryfall', 'sets-2019', 'eld.json'), copy);
    await importCardFiles(db, [copy]);
    api = createApi({ db });
  });
  afterAll(() => {
    db.close();
    dir.cleanup();
  });

  it("from Oko's planeswalker deck to Rowan's: Rowan's cards beyond Oko's, each at its cheapest dollar price", async () => {
    const oko = listText('plain-taw/pw__eld__Oko, the Trickster.txt');
    const rowan = listText('plain-taw/pw__eld__Rowan, Fearless Sparkmage.txt');
    await api.invoke('collection.import', { text: 'Count,Name,Edition\n1,Searing Barrage,ELD\n', mode: 'replace' });
    const result = await api.invoke('decks.compare', { a: { text: oko }, b: { text: rowan }, basicsOwned: true });
    // Independently, from the lists' own lines and Scryfall's file: the file holds the set's first 249 cards, not the
    // planeswalker decks' own (numbered after them), whose lines are reported and left out.
    const objects = scryfallObjectsIn('sets-2019/eld.json') as PricedObject[];
    const inFile = (name: string) => objects.filter((o) => o.name === name || o.name.startsWith(`${name} // `));
    const counts = (text: string) => {
      const byName = new Map<string, number>();
      for (const m of text.matchAll(/^(\d+) ([^[\n]+?)\s*(?:\[.*)?$/gm))
        byName.set(m[2], (byName.get(m[2]) ?? 0) + Number(m[1]));
      return byName;
    };
    const [inOko, inRowan] = [counts(oko), counts(rowan)];
    const unknown = [...inRowan.keys()].filter((name) => inFile(name).length === 0);
    expect(unknown.length).toBeGreaterThan(0);
    expect(result.b.leftOut.map((l) => l.name).sort()).toEqual(unknown.sort());
    const expected = new Map(
      [...inRowan]
        .filter(([name]) => inFile(name).length > 0 && !isNamedBasicName(name))
        .map(
          ([name, n]) =>
            [inFile(name)[0].name, n - (inOko.get(name) ?? 0) - (name === 'Searing Barrage' ? 1 : 0)] as const,
        )
        .filter(([, n]) => n > 0),
    );
    expect(expected.size).toBeGreaterThan(3);
    expect(new Map(result.switching.missing.map((m) => [m.name, m.count]))).toEqual(expected);
    const prices = (name: string) =>
      objects.filter((o) => o.name === name && o.prices.usd).map((o) => Number(o.prices.usd));
    const priced = [...expected].filter(([name]) => prices(name).length > 0);
    const total = priced.reduce((sum, [name, n]) => sum + n * Math.min(...prices(name)), 0);
    expect(result.switching.cost.total).toBeCloseTo(total, 2);
    expect(result.switching.cost.missingPrices.names.sort()).toEqual(
      [...expected.keys()].filter((name) => prices(name).length === 0).sort(),
    );
    expect(result.switching.cost.snapshotDate).toBe('2019-10-10');
  });
});
