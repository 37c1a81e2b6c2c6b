// `decklab download` against a local stand-in for Scryfall and MTGJSON (e2e/scryfall-stand-in.ts): progress on
// stderr, --import through the real importer, and a run after a broken one resuming with a Range request.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { BULK_FILE, startScryfallStandIn, type StandInOptions } from '../../../e2e/scryfall-stand-in.ts';

const CARDS_IN_FILE = new Set(
  (JSON.parse(BULK_FILE.toString('utf8')) as { oracle_id: string }[]).map((c) => c.oracle_id),
).size;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The API reads where Scryfall is from the process's environment, as the app's worker does. */
async function standInAndDb(options: StandInOptions = {}) {
  const standIn = await startScryfallStandIn(options);
  const previous = process.env.DECKLAB_SCRYFALL_API;
  process.env.DECKLAB_SCRYFALL_API = standIn.url;
  const tmp = tempDir();
  cleanups.push(tmp.cleanup, standIn.close, () => {
    if (previous === undefined) delete process.env.DECKLAB_SCRYFALL_API;
    else process.env.DECKLAB_SCRYFALL_API = previous;
  });
  return { standIn, db: join(tmp.dir, 'decklab.sqlite'), dir: tmp.dir };
}

interface Saved {
  file: string;
  kind: string;
  bytes: number;
  resumedFrom: number;
  import?: { cards: number };
}

describe('decklab download', () => {
  it('--kind default_cards --import: saves the file, reports progress on stderr and imports it', async () => {
    const { db, dir } = await standInAndDb();
    const run = await captureCli([
      'download',
      '--kind',
      'default_cards',
      '--import',
      '--progress',
      '--json',
      '--db',
      db,
    ]);
    expect(run.code).toBe(0);
    const saved = JSON.parse(run.stdout) as Saved;
    expect(saved.file).toMatch(
      new RegExp(`^${join(dir, 'downloads', 'scryfall-default-cards-')}\\d{4}-\\d\\d-\\d\\d\\.json$`),
    );
    expect(readFileSync(saved.file)).toEqual(BULK_FILE);
    expect(saved.import?.cards).toBe(CARDS_IN_FILE);
    expect(run.stderr).toMatch(/^downloading default_cards: 0\.0 \/ 0\.0 MB \(100%\), [\d.]+ MB\/s$/m);
    expect(run.stderr).toContain(`importing ${saved.file} (1/1)`);
  });

  it('a run after a broken one resumes from the bytes kept (exit 2 and one line first)', async () => {
    const { standIn, db } = await standInAndDb({ breakAfter: 10_000 });
    const broken = await captureCli(['download', '--db', db]);
    expect(broken.code).toBe(2);
    expect(broken.stdout).toBe('');
    expect(broken.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^decklab: .*broke off.*resume/)]);
    const again = await captureCli(['download', '--db', db]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /^Saved .*scryfall-oracle-cards-.*\.json \(0\.0 MB, resumed after 0\.0 MB\)\.\nImport it with: decklab import /,
    );
    expect(standIn.requests.at(-1)).toBe('GET /oracle_cards.json bytes=10000-');
  });

  it('refuses a kind it does not know, exit 2', async () => {
    const { db } = await standInAndDb();
    const run = await captureCli(['download', '--kind', 'everything', '--db', db]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mtgjson-allprintings');
  });
});
