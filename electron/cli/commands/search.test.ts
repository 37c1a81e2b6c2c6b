import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { openDatabase } from '../../../db/open.ts';
import type { Card } from '../../../engine/cards/types.ts';
import type { SearchCardJson } from './search.ts';
import { foldName } from '../../../engine/text/fold.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir();
const db = join(dir, 'cli.sqlite');
let cards: Card[];

function decklab(args: string[]) {
  return captureCli(args, { DECKLAB_DB: db });
}

beforeAll(async () => {
  expect((await decklab(['import', sharedPath('mtgjson/sets/ZNR.json')])).code).toBe(0);
  const check = openDatabase(db);
  cards = (check.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
  check.close();
});
afterAll(cleanup);

const byName = (a: Card, b: Card) => (foldName(a.name) < foldName(b.name) ? -1 : 1);

describe('decklab search', () => {
  it('--json prints { total, cards: [{ name, game, manaCost, manaValue, typeLine, colors, colorIdentity }] } by name', async () => {
    const expected = cards.filter((c) => c.typeLine.includes('Wizard') && c.colors.includes('U')).sort(byName);
    const { code, stdout, stderr } = await decklab(['search', '--json', 't:wizard', 'c:u', '--limit', '3']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(stdout)).toEqual({
      total: expected.length,
      cards: expected.slice(0, 3).map(({ name, game, manaCost, manaValue, typeLine, colors, colorIdentity }) => ({
        name,
        game,
        manaCost,
        manaValue,
        typeLine,
        colors,
        colorIdentity,
        printing: {
          id: expect.any(String) as unknown,
          set: expect.any(String) as unknown,
          collectorNumber: expect.any(String) as unknown,
        },
      })),
    });
  });

  it('names the printing each card shows: the number asked for, prefer:atypical the extended art, prefer:default the usual frame', async () => {
    const check = openDatabase(db);
    const rows = check
      .prepare(
        `SELECT c.name, p.id, p.set_code AS "set", p.collector_number AS number, instr(coalesce(p.frame_effects, ''), '"extendedart"') > 0 AS extended
        FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.card_id IN (SELECT card_id FROM printings
          WHERE instr(coalesce(frame_effects, ''), '"extendedart"') > 0) ORDER BY c.name, p.id`,
      )
      .all() as { name: string; id: string; set: string; number: string; extended: number }[];
    check.close();
    const name = rows.find((r) => rows.some((o) => o.name === r.name && !o.extended))!.name;
    const printings = rows.filter((r) => r.name === name);
    const extended = printings.find((r) => r.extended)!;
    const usual = printings.find((r) => !r.extended)!;
    const shown = async (query: string) => {
      const { stdout } = await decklab(['search', '--json', query]);
      return (JSON.parse(stdout) as { cards: SearchCardJson[] }).cards.map((c) => c.printing);
    };
    for (const printing of printings)
      expect(await shown(`!"${name}" e:${printing.set} cn:${printing.number}`)).toEqual([
        { id: printing.id, set: printing.set, collectorNumber: printing.number },
      ]);
    expect((await shown(`!"${name}" prefer:atypical`))[0]?.id).toBe(extended.id);
    expect((await shown(`!"${name}" prefer:default`))[0]?.id).toBe(usual.id);
    const text = await decklab(['search', `!"${name}" e:${extended.set} cn:${extended.number}`]);
    expect(text.stdout.trimEnd().split('\n')[1]).toMatch(
      new RegExp(`^${name}  .*  ${extended.set.toUpperCase()} ${extended.number}$`),
    );
  });

  it('takes a negated term as query, not as an option, and pages with --page', async () => {
    const expected = cards.filter((c) => c.typeLine.includes('Cleric') && !c.colors.includes('W')).sort(byName);
    const { stdout } = await decklab(['search', 't:cleric', '-c:w', '--json', '--limit', '2', '--page', '2']);
    expect((JSON.parse(stdout) as { cards: SearchCardJson[] }).cards.map((c) => c.name)).toEqual(
      expected.slice(2, 4).map((c) => c.name),
    );
  });

  it('prints a count line and one line per card', async () => {
    const expected = cards.filter((c) => c.layout === 'modal_dfc' && c.colors.includes('G'));
    const { code, stdout } = await decklab(['search', 'is:mdfc c:g', '--limit', '100']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${expected.length} cards`);
    expect(
      lines
        .slice(1)
        .map((l) => l.split('  ')[0].trim())
        .sort(),
    ).toEqual(expected.map((c) => c.name).sort());
  });

  it('brings a search index an older Decklab made up to date before it reads (produces: needs version 4)', async () => {
    const expected = cards
      .filter((c) => c.typeLine.includes('Land') && c.producedMana.includes('G'))
      .map((c) => c.name)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const older = openDatabase(db);
    older.prepare("UPDATE search_meta SET value = '3' WHERE key = 'version'").run();
    older.prepare('UPDATE card_search SET produced = 0').run();
    older.close();
    const { code, stdout, stderr } = await decklab(['search', '--json', 'produces:g', 't:land', '--limit', '200']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: 'decklab: bringing the search index up to date…\n' });
    expect((JSON.parse(stdout) as { cards: SearchCardJson[] }).cards.map((c) => c.name).sort()).toEqual(expected);
  });

  it('exits 2 on a bad query and points at the mistake', async () => {
    const { code, stdout, stderr } = await decklab(['search', 't:elf colr:r']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('decklab: unknown keyword "colr"; did you mean color: or c:?\n  t:elf colr:r\n        ^^^^\n');
  });

  it('rejects a misspelt option instead of searching for it', async () => {
    const { code, stderr } = await decklab(['search', 't:elf', '--limt', '2']);
    expect(code).toBe(2);
    expect(stderr).toBe("decklab: unknown option '--limt'\n");
  });

  it("a number outside its option's limits exits 2 naming the option and its range, shown in --help too", async () => {
    for (const [args, message] of [
      [['--limit', '0'], '--limit must be 1..1000, not "0"'],
      [['--limit', '1001'], '--limit must be 1..1000, not "1001"'],
      [['--page', '2.5'], `--page must be 1..${Number.MAX_SAFE_INTEGER}, not "2.5"`],
      [['--page', 'x'], `--page must be 1..${Number.MAX_SAFE_INTEGER}, not "x"`],
    ] as const) {
      const { code, stdout, stderr } = await decklab(['search', 't:wizard', ...args]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`decklab: ${message}\n`);
    }
    const help = await decklab(['search', '--help']);
    expect(help.stdout).toMatch(/--limit <n> +cards per page \(1\.\.1000\) \(default: 50\)/);
    expect(help.stdout).toMatch(/--page <n> +page number \(1\.\.\d+\)/);
  });

  it('a query with an ESC sequence is shown escaped in its error, never sent to the terminal', async () => {
    const { code, stderr } = await decklab(['search', 'o:"draw\u001b[2J', 'c>']);
    expect(code).toBe(2);
    expect(stderr).toContain('o:"draw\\u001b[2J c>');
    // eslint-disable-next-line no-control-regex -- the test looks for exactly these control characters
    expect(stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
