// `decklab pool draft` after a real `decklab import` of MTGJSON's M21 set file into a SQLite file: with --auto a whole
// draft of 3 boosters a seat (MTR 7.x) is picked and the player's 3 × 15 cards saved as a draft pool, the size
// checked against the set file's own booster layouts; the same seed drafts the same pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { openDatabase } from '../../../db/open.ts';
import { getPool } from '../../../db/pools.ts';
import { boosterSetFile, cubeCobraCsv, setCubeNames } from '../../../test/mtgjson-boosters.ts';
import { boosterProductsFromMtgjson } from '../../../engine/pools/booster-config.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-draft-cli-');
afterAll(cleanup);
const db = join(dir, 'cards.sqlite');
const decklab = (...args: string[]) => captureCli([...args, '--db', db]);

interface DraftedJson {
  draft: number;
  pool: { id: number; name: string; kind: string; cards: number };
  set: string;
  kind: string;
  seed: number;
  seats: number;
  picks: { name: string; set: string; number: string; foil: boolean }[];
  missing: unknown[];
  rarities: { rarity: string; cards: { name: string; set: string; number: string; foil: boolean; count: number }[] }[];
}

beforeAll(async () => {
  const imported = await decklab('import', sharedPath('mtgjson', 'sets', 'M21.json'));
  expect(imported.code).toBe(0);
});

describe('decklab pool draft', () => {
  it('pool draft M21 --auto --json: 8 seats, 3 boosters of the file’s size each, the 45 picks saved as a draft pool', async () => {
    const layouts = boosterProductsFromMtgjson(boosterSetFile('M21').booster).default.boosters;
    const sizes = new Set(layouts.map((l) => Object.values(l.contents).reduce((n, c) => n + c, 0)));
    expect(sizes).toEqual(new Set([15]));
    const { code, stdout, stderr } = await decklab('pool', 'draft', 'M21', '--auto', '--seed', '2020', '--json');
    expect([code, stderr]).toEqual([0, '']);
    const drafted = JSON.parse(stdout) as DraftedJson;
    expect(drafted).toMatchObject({ set: 'M21', kind: 'default', seed: 2020, seats: 8, missing: [] });
    expect(drafted.picks).toHaveLength(3 * 15);
    expect(drafted.pool).toMatchObject({ kind: 'draft', cards: 45, name: 'M21 draft (seed 2020)' });
    const counted = drafted.rarities.flatMap((g) => g.cards).reduce((n, c) => n + c.count, 0);
    expect(counted).toBe(45);
    const check = openDatabase(db, { readonly: true });
    const pool = getPool(check, drafted.pool.id)!;
    check.close();
    expect(pool.kind).toBe('draft');
    const stored = pool.entries.map((e) => [e.printing?.collectorNumber, e.printing?.foil ?? false, e.count]);
    const picked = new Map<string, number>();
    for (const p of drafted.picks) picked.set(`${p.number}|${p.foil}`, (picked.get(`${p.number}|${p.foil}`) ?? 0) + 1);
    expect(new Map(stored.map(([n, f, c]) => [`${n}|${f}`, c]))).toEqual(picked);
    expect(pool.entries.every((e) => e.printing?.set === 'M21')).toBe(true);
  });

  it('the same seed drafts the same picks in the same order; another seed does not', async () => {
    const run = async (seed: string) =>
      JSON.parse(
        (await decklab('pool', 'draft', 'm21', '--auto', '--seats', '4', '--seed', seed, '--json')).stdout,
      ) as DraftedJson;
    const [a, b, c] = [await run('5'), await run('5'), await run('6')];
    expect(b.picks).toEqual(a.picks);
    expect(b.pool.id).not.toBe(a.pool.id);
    expect(c.picks).not.toEqual(a.picks);
  });

  it('without --auto the draft is started and its first pack printed, numbered for the pick', async () => {
    const { code, stdout } = await decklab('pool', 'draft', 'M21', '--seed', '1', '--name', 'Later');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^draft \d+ "Later" started \(M21 "default", seed 1, 8 seats\)/);
    expect(lines[1]).toBe('pack 1/3 pick 1:');
    expect(lines.slice(2).map((l) => l.trim().split(' ')[0])).toEqual(Array.from({ length: 15 }, (_, i) => String(i)));
  });

  it('pool pick goes on from the pack printed: the next pack each time, the pool at the 45th pick; a card not in the pack exits 2', async () => {
    const started = JSON.parse(
      (await decklab('pool', 'draft', 'M21', '--seats', '4', '--seed', '7', '--json')).stdout,
    ) as {
      id: number;
      current: { name: string }[];
    };
    const first = await decklab('pool', 'pick', String(started.id), '2');
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n').slice(0, 2)).toEqual([
      `draft ${started.id}: took ${started.current[2].name}`,
      'pack 1/3 pick 2:',
    ]);
    // Pick 2 holds the 14 cards the next seat passed left (CR 905.1a): 0 to 13.
    const outside = await decklab('pool', 'pick', String(started.id), '14');
    expect([outside.code, outside.stderr]).toEqual([
      2,
      expect.stringContaining('there is no card 14 in the pack, which holds 14'),
    ]);
    let last = first;
    for (let pick = 2; pick <= 45; pick++) last = await decklab('pool', 'pick', String(started.id), '0');
    expect(last.code).toBe(0);
    expect(last.stdout).toMatch(
      /^M21: drafted "default" boosters at 4 seats \(seed 7\) into pool \d+ "M21 draft \(seed 7\)", 45 cards/,
    );
    const after = await decklab('pool', 'pick', String(started.id), '0');
    expect([after.code, after.stderr]).toEqual([2, expect.stringContaining('the draft is over')]);
  });

  it('refuses a table of 3 or 9 and a set without booster data, exit 2', async () => {
    for (const seats of ['3', '9'])
      expect(await decklab('pool', 'draft', 'M21', '--auto', '--seats', seats)).toMatchObject({
        code: 2,
        stderr: `decklab: --seats must be 4..8, not "${seats}"\n`,
      });
    const noSet = await decklab('pool', 'draft', '10E', '--auto');
    expect([noSet.code, noSet.stderr]).toEqual([
      2,
      expect.stringContaining('the set 10E has no booster configuration'),
    ]);
  });
});

describe('decklab pool create, list, and drafts and sealed pools dealt from a cube', () => {
  /** M21's cards, one of each name but the basic lands, as a cube list; and one line naming no card. */
  const names = setCubeNames('M21');
  const cubeFile = join(dir, 'M21 cube.txt');

  it('pool create makes a cube of a list, naming the line it could not read; pool list shows it', async () => {
    writeFileSync(cubeFile, [...names.map((n) => `1 ${n}`), '1 No Such Card'].join('\n'));
    const made = await decklab('pool', 'create', cubeFile, '--json');
    expect([made.code, made.stderr]).toEqual([0, '']);
    const { pool, problems } = JSON.parse(made.stdout) as {
      pool: { id: number; name: string; kind: string; cards: number };
      problems: { line: number }[];
    };
    expect(pool).toMatchObject({ name: 'M21 cube', kind: 'cube', cards: names.length });
    expect(problems.map((p) => p.line)).toEqual([names.length + 1]);
    const listed = JSON.parse((await decklab('pool', 'list', '--json')).stdout) as { id: number; kind: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ id: pool.id, kind: 'cube' }));
  });

  it("pool create keeps a set pinned alone as that set's printing: Basri's \"24 Plains [M21:*]\" is exported as M21's", async () => {
    const basri = sharedPath('decks', 'plain-taw', 'pw__m21__Basri, Devoted Paladin.txt');
    const made = await decklab('pool', 'create', basri, '--json');
    expect(made.code).toBe(0);
    const { pool } = JSON.parse(made.stdout) as { pool: { id: number } };
    // The set's first Plains in collector-number order, as MTGJSON numbers M21 (what `convert` writes for the list too).
    const numbers = boosterSetFile('M21')
      .cards.filter((c) => c.name === 'Plains')
      .map((c) => c.number)
      .sort((a, b) => Number(a) - Number(b));
    expect(numbers.length).toBeGreaterThan(1);
    const exported = await decklab('pool', 'export', String(pool.id), '--as', 'arena');
    expect(exported.stdout).toMatch(new RegExp(`^24 Plains \\(M21\\) ${numbers[0]}$`, 'm'));
    expect(exported.stdout).toMatch(/^1 Plains \(M21\) 309$/m);
    const converted = await decklab('convert', basri, '--to', 'arena');
    expect(converted.stdout).toMatch(new RegExp(`^24 Plains \\(M21\\) ${numbers[0]}$`, 'm'));
  });

  it('pool create names a card pinned to a set that has no printing of it, and keeps the card', async () => {
    const file = join(dir, 'elsewhere.txt');
    writeFileSync(file, '2 Opt [M21]\n1 Shock [ELD]\n');
    const made = await decklab('pool', 'create', file, '--json');
    expect(made.code).toBe(0);
    const { pool, problems } = JSON.parse(made.stdout) as {
      pool: { cards: number };
      problems: { line: number; code: string; message: string }[];
    };
    expect(pool.cards).toBe(3);
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        code: 'unknown-printing',
        message: 'the card data has no printing of Shock in ELD: the pool keeps the card without a printing',
      }),
    ]);
  });

  it('pool create refuses a list of which no card is known, naming each line and why; no pool is made', async () => {
    const typos = join(dir, 'typos.txt');
    writeFileSync(typos, `1 ${names[0].slice(0, -1)}\n1 ${names[1]}x\n`);
    const before = (await decklab('pool', 'list', '--json')).stdout;
    const made = await decklab('pool', 'create', typos);
    expect(made).toMatchObject({ code: 2, stdout: '' });
    expect(made.stderr).toBe(
      `decklab: ${typos}: the list names no known card\n` +
        `${typos}:1: error: no card named "${names[0].slice(0, -1)}"\n` +
        `${typos}:2: error: no card named "${names[1]}x"\n`,
    );
    expect((await decklab('pool', 'list', '--json')).stdout).toBe(before);
  });

  it('pool create reads CubeCobra’s CSV export, saying its maybeboard is left out; pool export writes the cube back', async () => {
    const csvFile = join(dir, 'CubeCobra cube.csv');
    const csv = cubeCobraCsv('M21', names.slice(2), names.slice(0, 2));
    writeFileSync(csvFile, csv);
    const made = await decklab('pool', 'create', csvFile);
    expect([made.code, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toMatch(
      new RegExp(
        `^pool \\d+ "CubeCobra cube" \\(cube\\): ${names.length - 2} cards\\nline ${names.length}: the maybeboard's 2 card\\(s\\) are not taken into the pool\\n$`,
      ),
    );
    const id = /^pool (\d+)/.exec(made.stdout)![1];

    // Written back as CubeCobra's CSV: its header, and a row of each card of the mainboard, of the same set and number.
    const exported = await decklab('pool', 'export', id, '--as', 'cubecobra');
    expect([exported.code, exported.stderr]).toEqual([
      0,
      `pool ${id}: warning: CubeCobra CSV has no deck name: "CubeCobra cube" is not written (name the file after it)\n`,
    ]);
    const rows = (text: string) =>
      Papa.parse<Record<string, string>>(text.trim(), { header: true }).data.map((r) => [
        r.name,
        r.Set,
        r['Collector Number'],
        r.board,
      ]);
    expect(exported.stdout.split('\r\n')[0]).toBe(csv.split('\r\n')[0]);
    expect(rows(exported.stdout).sort()).toEqual(
      rows(csv)
        .slice(0, names.length - 2)
        .sort(),
    );

    // A plain list by default: the pool's name, then "1 Name [SET:number]" lines.
    const text = await decklab('pool', 'export', id);
    const [title, ...lines] = text.stdout.split('\n').filter(Boolean);
    expect([title, lines.length]).toEqual(['// NAME: CubeCobra cube', names.length - 2]);
    expect(lines.every((line) => /^1 \S.* \[M21:\d+\]$/.test(line))).toBe(true);
    expect((await decklab('pool', 'export', '999999')).code).toBe(2);
  });

  it('pool draft --cube --auto: 4 seats, 3 packs of 15 each, 45 different cards of the cube saved as a draft pool', async () => {
    const cube = (JSON.parse((await decklab('pool', 'list', '--json')).stdout) as { id: number; name: string }[]).find(
      (p) => p.name === 'M21 cube',
    )!;
    const { code, stdout, stderr } = await decklab(
      'pool',
      'draft',
      '--cube',
      String(cube.id),
      '--seats',
      '4',
      '--seed',
      '3',
      '--auto',
      '--json',
    );
    expect([code, stderr]).toEqual([0, '']);
    const drafted = JSON.parse(stdout) as DraftedJson;
    expect(drafted.pool).toMatchObject({ kind: 'draft', cards: 45 });
    expect(new Set(drafted.picks.map((p) => p.name)).size).toBe(45);
    for (const pick of drafted.picks) expect(names).toContain(pick.name);

    const sealed = await decklab(
      'pool',
      'open',
      '--cube',
      String(cube.id),
      '--boosters',
      '2',
      '--pack-size',
      '10',
      '--json',
    );
    expect(sealed.code).toBe(0);
    expect(JSON.parse(sealed.stdout)).toMatchObject({
      pool: { kind: 'sealed', cards: 20 },
      cube: cube.id,
      boosters: 2,
    });

    expect(await decklab('pool', 'draft', 'M21', '--cube', String(cube.id))).toMatchObject({
      code: 2,
      stderr: 'decklab: name a set or give --cube <pool>, not both\n',
    });
    expect(await decklab('pool', 'draft', '--cube', String(cube.id))).toMatchObject({
      code: 2,
      stderr: `decklab: 24 packs of 15 take 360 cards; the cube holds ${names.length}\n`,
    });
  });
});
