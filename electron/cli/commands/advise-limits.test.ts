// `decklab advise` keeps the land sweep within the copies a real deck may hold, after real imports of MTGJSON set
// files: Mono-Green Stompy's list (Challenger Decks 2021), whose sideboard holds copies of its main deck's spells,
// stays within four over deck and sideboard (CR 100.4a); a Limited deck built from a real M21 sealed pool and written
// by `pool export --deck` with the rest of the pool as its sideboard (CR 100.4b) takes no copy the pool lacks (CR
// 100.2b). --json gives each count's stand-ins and why (`limitedBy`); the text says it under the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli, deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { greenWhiteDeckOf } from '../../../test/sealed-deck.ts';
import type { OperationOutput } from '../../api/types.ts';

type AdviceJson = OperationOutput<'advice.run'>;
type SweepRow = NonNullable<AdviceJson['lands']>['sweep'][number];

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const advise = (decklab: (...args: string[]) => Promise<{ code: number; stdout: string }>, ...args: string[]) =>
  decklab('advise', ...args, '--games', '100', '--seed', '3', '--workers', '0');
async function sweepOf(run: Promise<{ code: number; stdout: string }>): Promise<SweepRow[]> {
  const { code, stdout } = await run;
  expect(code).toBe(0);
  return (JSON.parse(stdout) as AdviceJson).lands!.sweep;
}

describe('a constructed deck’s sideboard counts toward the four copies (CR 100.4a)', () => {
  const { decklab } = deckDbCli(['M21', 'ZNR', 'ELD', 'IKO', 'KHM', 'THB']);
  // 3 Thrashing Brontodon and 2 Snakeskin Veil in the main deck, 1 and 2 in the sideboard.
  const STOMPY = sharedPath('decks', 'plain-taw', 'challenger__q05__Mono-Green Stompy.txt');

  it('--json: no count adds a Snakeskin Veil or a Thrashing Brontodon; at 0 lands the Veils added are stand-ins', async () => {
    const sweep = await sweepOf(advise(decklab, STOMPY, '--lands', '0..19', '--json'));
    expect(sweep).toHaveLength(20);
    for (const row of sweep) {
      expect(row.changes['Snakeskin Veil'], `${row.lands} lands`).toBeUndefined();
      expect(row.changes['Thrashing Brontodon'], `${row.lands} lands`).toBeUndefined();
      expect(sum(row.changes) + sum(row.standIns)).toBe(0);
    }
    expect(sweep[0].standIns).toMatchObject({ 'Snakeskin Veil': 1 });
    expect(sweep[0].limitedBy).toMatchObject({ 'Snakeskin Veil': 'sideboard' });
  });

  it('the text names the stand-ins and says under the table that the sideboard holds the other copies', async () => {
    const { code, stdout } = await advise(decklab, STOMPY, '--lands', '0..19');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^0 .*\+1 stand-in for Snakeskin Veil/m);
    expect(stdout).toContain(
      'no spell of the deck may take another copy: each spell added in place of a land is a stand-in',
    );
    expect(stdout).toContain(
      'The copy limit counts the deck and its sideboard together (CR 100.4a): the sideboard holds the other copies of Snakeskin Veil.\n',
    );
  });
});

describe('a Limited deck takes only the copies its pool holds (CR 100.2b, 100.4b)', () => {
  const { dir, cleanup } = tempDir('decklab-advise-limits-');
  afterAll(cleanup);
  const db = join(dir, 'cards.sqlite');
  const decklab = (...args: string[]) => captureCli([...args, '--db', db]);
  let pool: Record<string, number>;
  let written: string;
  let mainOnly: string;

  beforeAll(async () => {
    expect((await decklab('import', sharedPath('mtgjson', 'sets', 'M21.json'))).code).toBe(0);
    const opened = await decklab('pool', 'open', 'M21', '--seed', '1', '--json');
    expect(opened.code).toBe(0);
    const { pool: stored, rarities } = JSON.parse(opened.stdout) as {
      pool: { id: number };
      rarities: { cards: { name: string; count: number }[] }[];
    };
    pool = {};
    for (const { name, count } of rarities.flatMap((r) => r.cards)) pool[name] = (pool[name] ?? 0) + count;
    mainOnly = join(dir, 'deck.txt');
    writeFileSync(
      mainOnly,
      greenWhiteDeckOf(pool)
        .main.map((e) => `${e.count} ${e.name}`)
        .join('\n'),
    );
    const exported = await decklab('pool', 'export', String(stored.id), '--deck', mainOnly);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('Sideboard');
    written = join(dir, 'deck-and-rest-of-pool.txt');
    writeFileSync(written, exported.stdout);
  });

  it('--format limited: no count holds more copies of a spell than the pool; past them, stand-ins the pool limits', async () => {
    const { spells } = greenWhiteDeckOf(pool);
    const sweep = await sweepOf(advise(decklab, written, '--format', 'limited', '--lands', '0..17', '--json'));
    let fromSideboard = 0;
    for (const row of sweep) {
      for (const { name } of spells)
        expect(1 + (row.changes[name] ?? 0), `${name} at ${row.lands}`).toBeLessThanOrEqual(pool[name]);
      fromSideboard = Math.max(fromSideboard, sum(row.changes) + 17 - row.lands);
      for (const why of Object.values(row.limitedBy)) expect(why).toBe('pool');
    }
    // The pool's second copies come in from the sideboard, and the rest of the 17 are stand-ins.
    expect(fromSideboard).toBeGreaterThan(0);
    expect(sum(sweep[0].standIns)).toBe(17 - fromSideboard);
  });

  it('the text says the pool holds no further copy of the spells stood in for', async () => {
    const { code, stdout } = await advise(decklab, written, '--format', 'limited', '--lands', '0..17');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /A Limited deck holds only its pool’s cards \(CR 100\.2b\): the pool holds no further copy of .+\.\n/,
    );
  });

  it('a Limited list with no sideboard is its whole pool: every spell added is a stand-in', async () => {
    const sweep = await sweepOf(advise(decklab, mainOnly, '--format', 'limited', '--lands', '12..17', '--json'));
    expect(sweep.map((r) => [r.lands, sum(r.standIns)])).toEqual([12, 13, 14, 15, 16, 17].map((n) => [n, 17 - n]));
  });
});
