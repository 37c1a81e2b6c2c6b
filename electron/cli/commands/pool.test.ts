// `decklab pool open` and `pool sets` after a real `decklab import` of MTGJSON set files into a SQLite file: what a
// pool holds is checked against the set file's own booster configuration (each layout's contents per sheet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { openDatabase } from '../../../db/open.ts';
import { getPool } from '../../../db/pools.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-pool-cli-');
afterAll(cleanup);
const db = join(dir, 'cards.sqlite');
const decklab = (...args: string[]) => captureCli([...args, '--db', db]);

interface SetFile {
  meta: unknown;
  data: {
    code: string;
    cards: { uuid: string; rarity: string }[];
    booster: Record<string, { boosters: { contents: Record<string, number>; weight: number }[] }>;
  };
}
const setFile = (code: string) =>
  JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', `${code}.json`), 'utf8')) as SetFile;

interface OpenedJson {
  pool: { id: number; name: string; kind: string; cards: number };
  set: string;
  kind: string;
  seed: number;
  boosters: number;
  missing: { sheet: string; missing: number; cards: number }[];
  rarities: { rarity: string; cards: { name: string; set: string; number: string; foil: boolean; count: number }[] }[];
}

beforeAll(async () => {
  const files = ['KHM', 'STX', 'DGM'].map((code) => sharedPath('mtgjson', 'sets', `${code}.json`));
  const imported = await decklab('import', ...files);
  expect(imported.code).toBe(0);
});

describe('decklab pool', () => {
  it("pool sets lists the sets with booster data, newest first: those imported with their files' products, and the bundled ones", async () => {
    const { code, stdout } = await decklab('pool', 'sets', '--json');
    expect(code).toBe(0);
    const sets = JSON.parse(stdout) as { code: string; releasedAt: string; products: { product: string }[] }[];
    for (const imported of ['KHM', 'STX', 'DGM'])
      expect(sets.find((s) => s.code === imported)?.products.map((p) => p.product)).toEqual(
        Object.keys(setFile(imported).data.booster).sort(),
      );
    // A new database starts with the bundled card data (data/bundled), which keeps its sets' booster data.
    expect(sets.map((s) => s.code)).toEqual(expect.arrayContaining(['M21', 'MID', 'ZNR']));
    const dates = sets.map((s) => s.releasedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pool open KHM: six boosters of 15 cards, one non-foil rare or mythic and three non-foil uncommons each, stored as a pool', async () => {
    const { code, stdout, stderr } = await decklab('pool', 'open', 'KHM', '--seed', '42', '--json');
    expect([code, stderr]).toEqual([0, '']);
    const opened = JSON.parse(stdout) as OpenedJson;
    const layouts = setFile('KHM').data.booster.default.boosters;
    const size = (c: Record<string, number>) => Object.values(c).reduce((s, n) => s + n, 0);
    expect(new Set(layouts.map((l) => size(l.contents)))).toEqual(new Set([15]));
    expect([opened.boosters, opened.kind, opened.seed, opened.pool.cards]).toEqual([6, 'default', 42, 90]);
    const count = (rarities: string[], foil: boolean) =>
      opened.rarities
        .filter((g) => rarities.includes(g.rarity))
        .flatMap((g) => g.cards)
        .filter((c) => c.foil === foil)
        .reduce((n, c) => n + c.count, 0);
    expect(count(['rare', 'mythic'], false)).toBe(6 * layouts[0].contents.rareMythic);
    expect(count(['uncommon'], false)).toBe(6 * layouts[0].contents.uncommon);
    const check = openDatabase(db, { readonly: true });
    const pool = getPool(check, opened.pool.id)!;
    check.close();
    expect(pool.entries.reduce((n, e) => n + e.count, 0)).toBe(90);
    expect(pool.entries.every((e) => e.printing?.set === 'KHM')).toBe(true);
    expect(pool.entries.filter((e) => e.printing?.foil).reduce((n, e) => n + e.count, 0)).toBe(
      count(['mythic', 'rare', 'uncommon', 'common'], true),
    );
  });

  it('the same seed opens the same pool; the text lists it by rarity, rarest first', async () => {
    const first = JSON.parse((await decklab('pool', 'open', 'khm', '--seed', '9', '--json')).stdout) as OpenedJson;
    const again = JSON.parse((await decklab('pool', 'open', 'khm', '--seed', '9', '--json')).stdout) as OpenedJson;
    expect(again.rarities).toEqual(first.rarities);
    expect(again.pool.id).not.toBe(first.pool.id);
    const { stdout } = await decklab('pool', 'open', 'KHM', '--seed', '9', '--boosters', '1', '--name', 'One pack');
    expect(stdout.split('\n')[0]).toMatch(
      /^KHM: 1 "default" boosters opened \(seed 9\) into pool \d+ "One pack", 15 cards$/,
    );
    const headings = stdout
      .split('\n')
      .filter((l) => /^[a-z]+ \(\d+\)$/.test(l))
      .map((l) => l.split(' ')[0]);
    expect(headings).toEqual(['mythic', 'rare', 'uncommon', 'common'].filter((r) => headings.includes(r)));
  });

  it('STX without STA: the Mystical Archive sheet is named on stderr with its 63 missing cards; the pool is drawn from the rest', async () => {
    const { code, stdout, stderr } = await decklab('pool', 'open', 'STX', '--seed', '1', '--boosters', '3', '--json');
    expect(code).toBe(0);
    const opened = JSON.parse(stdout) as OpenedJson;
    expect(opened.missing).toEqual([{ sheet: 'sta', missing: 63, cards: 63 }]);
    expect(opened.pool.cards).toBe(3 * 14);
    expect(stderr).toBe(
      'warning: sheet "sta": 63 of its 63 cards are not in the card data (cards of another set: import that set to have them); the sheet gave no card\n',
    );
  });

  it('refuses a set without booster data, a product the set lacks and a count out of bounds, exit 2', async () => {
    const noSet = await decklab('pool', 'open', '10E');
    expect([noSet.code, noSet.stderr]).toEqual([
      2,
      expect.stringContaining('the set 10E has no booster configuration'),
    ]);
    const noProduct = await decklab('pool', 'open', 'DGM', '--kind', 'arena');
    expect([noProduct.code, noProduct.stderr]).toEqual([
      2,
      expect.stringContaining('the set DGM has no "arena" boosters; it has default'),
    ]);
    const zero = await decklab('pool', 'open', 'KHM', '--boosters', '0');
    expect([zero.code, zero.stderr]).toEqual([2, 'decklab: --boosters must be 1..36, not "0"\n']);
  });

  it("a re-import replaces a set's configurations: KHM again without its Arena product leaves only default", async () => {
    const khm = setFile('KHM');
    delete khm.data.booster.arena;
    const file = join(dir, 'KHM-default-only.json');
    writeFileSync(file, JSON.stringify(khm));
    expect((await decklab('import', file)).code).toBe(0);
    const sets = JSON.parse((await decklab('pool', 'sets', '--json')).stdout) as {
      code: string;
      products: { product: string }[];
    }[];
    expect(sets.find((s) => s.code === 'KHM')?.products).toEqual([{ product: 'default' }]);
  });

  it('AllPrintings: each set of the file keeps its configurations', async () => {
    const all = { meta: setFile('DGM').meta, data: { DGM: setFile('DGM').data, EMN: setFile('EMN').data } };
    const file = join(dir, 'AllPrintings.json');
    writeFileSync(file, JSON.stringify(all));
    const other = join(dir, 'all.sqlite');
    expect((await captureCli(['import', file, '--db', other])).code).toBe(0);
    const { stdout } = await captureCli(['pool', 'sets', '--db', other]);
    expect(stdout.split('\n').slice(-3)).toEqual([
      'EMN    Eldritch Moon (2016-07-22): default',
      "DGM    Dragon's Maze (2013-05-03): default",
      '',
    ]);
  });
});
