// `decklab` start-up as a user feels it: wall time from spawning the command to its exit, for commands that
// need no card data (--version, formats) and for one that opens a database (collection list on an existing
// database: node start, module load, database open); with node's own bare start-up for reference. The
// median of RUNS spawns each, after one run that fills bin/typescript-cache.js's cache.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spread } from './lib/stats.ts';
import { sharedPath } from '../test/shared-data.ts';

const RUNS = 9;
const DECKLAB = resolve(import.meta.dirname, '../bin/decklab.js');

/** Wall milliseconds of one spawn of node with `args`; throws when the command fails. */
function spawnMs(args: readonly string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  return ms;
}

function medianMs(args: readonly string[]): { median: number; low: number; high: number } {
  spawnMs(args);
  return spread(Array.from({ length: RUNS }, () => spawnMs(args)));
}

export function run(): void {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-startup-'));
  try {
    const db = join(dir, 'startup.sqlite');
    // A command that only reads refuses a database that does not exist: one import makes it.
    spawnMs([DECKLAB, 'import', sharedPath('mtgjson', 'sets', 'DGM.json'), '--db', db]);
    const cases: [string, string[]][] = [
      ['node -e 0 (bare node)', ['-e', '0']],
      ['decklab --version', [DECKLAB, '--version']],
      ['decklab formats', [DECKLAB, 'formats']],
      ['decklab collection list (database open)', [DECKLAB, 'collection', 'list', '--db', db]],
    ];
    for (const [name, args] of cases) {
      const { median, low, high } = medianMs(args);
      console.log(
        `${name.padEnd(42)} ${median.toFixed(0).padStart(5)} ms wall (median of ${RUNS}; ${low.toFixed(0)}–${high.toFixed(0)})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
