// `decklab goldfish` and `decklab playtest` read a Commander or Brawl list's sideboard as its command zone, as
// `decklab validate` does (engine/formats/sideboard-reading.ts), and say so: the real C21 precon Lorehold Legacies
// with Lurrus of the Dream-Den as its companion, and the real ELD Brawl deck Faerie Schemes, each converted by
// `decklab convert` to an MTGO .dek, which keeps the commander and the companion in the sideboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { LOREHOLD_AND_FAERIE_SETS } from '../../../test/deck-cards-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import type { OperationOutput } from '../../api/types.ts';

const { decklab } = deckDbCli(LOREHOLD_AND_FAERIE_SETS);
const scratch = tempDir('decklab-goldfish-sideboard-');
afterAll(() => scratch.cleanup());

const OSGIR_READ =
  'Osgir, the Reconstructor: read from the sideboard as the commander, where lists without that board keep it (CR 903.3)';
const LURRUS_READ =
  'Lurrus of the Dream-Den: read from the sideboard as the companion, where lists without that board keep it (CR 702.139a)';

/** The list at `path` converted to an MTGO .dek by `decklab convert`, in the scratch folder. */
async function asDek(path: string, name: string): Promise<string> {
  const converted = await decklab('convert', path, '--to', 'mtgo-dek');
  expect(converted.code).toBe(0);
  const file = join(scratch.dir, `${name}.dek`);
  writeFileSync(file, converted.stdout);
  return file;
}

let lorehold: string;
let faerieSchemes: string;
beforeAll(async () => {
  const text = readFileSync(sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt'), 'utf8');
  const withLurrus = join(scratch.dir, 'lorehold-lurrus.txt');
  writeFileSync(withLurrus, `${text}\nCompanion\n1 Lurrus of the Dream-Den\n`);
  lorehold = await asDek(withLurrus, 'lorehold');
  faerieSchemes = await asDek(sharedPath('decks', 'plain-taw', 'brawl__eld__Faerie Schemes.txt'), 'faerie-schemes');
});

describe('decklab goldfish --format commander on an MTGO .dek', () => {
  it('CR 903.3, 702.139a: says Osgir and Lurrus were read from the sideboard, and counts Osgir castable from the command zone (903.8)', async () => {
    const args = ['goldfish', lorehold, '--format', 'commander', '--games', '1000', '--seed', '2', '--workers', '0'];
    const text = await decklab(...args);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n').slice(2, 4)).toEqual([OSGIR_READ, LURRUS_READ]);
    // Osgir ({2}{R}{W}) has its row among the castable cards: the deck's 99 are played with it beside them.
    expect(text.stdout).toMatch(/^Osgir, the Reconstructor +4 +0\.0% /m);
    const json = JSON.parse((await decklab(...args, '--json')).stdout) as OperationOutput<'sim.run'>;
    expect(json.sideboardRead.map((p) => [p.code, p.rule])).toEqual([
      ['deck.sideboard-read', '903.3'],
      ['deck.sideboard-read', '702.139a'],
    ]);
  });
});

describe('decklab playtest on an MTGO .dek', () => {
  it('CR 903.6: a Commander deck deals Osgir, read from the sideboard, to the command zone, and says so', async () => {
    const run = await decklab('playtest', lorehold, '--format', 'commander', '--seed', '5');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(1, 3)).toEqual([OSGIR_READ, LURRUS_READ]);
    expect(lines).toContain('Command zone (1): Osgir, the Reconstructor');
    expect(run.stdout).toMatch(/^Library: 92$/m);
  });

  it('CR 903.12, 903.6: a Brawl deck of 60 deals Alela, read from the sideboard, to the command zone', async () => {
    const run = await decklab('playtest', faerieSchemes, '--format', 'brawl', '--seed', '5');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toContain('Command zone (1): Alela, Artful Provocateur');
    expect(run.stdout).toContain(
      'Alela, Artful Provocateur: read from the sideboard as the commander, where lists without that board keep it (CR 903.3)',
    );
    expect(run.stdout).toMatch(/^Library: 52$/m);
  });
});

describe('with no --format, the format guessed from the sideboard as the import dialog guesses it', () => {
  it('CR 903.5a, 103.4c, 103.5c: Lorehold Legacies (99, Osgir and Lurrus in the sideboard) plays as a Commander game', async () => {
    const text = await decklab('goldfish', lorehold, '--games', '1000', '--seed', '2', '--workers', '0');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    // CR 103.4c: 40 life; 103.5c: the first mulligan in a multiplayer game is free.
    expect(lines[0]).toMatch(/, 40 life, first mulligan free$/);
    expect(lines.slice(2, 4)).toEqual([OSGIR_READ, LURRUS_READ]);
    expect(text.stdout).toMatch(/^Osgir, the Reconstructor +4 +0\.0% /m);
  });

  it('CR 903.12c–d, 903.12g: Faerie Schemes (59, Alela in the sideboard) plays as a Brawl game', async () => {
    const run = await decklab('playtest', faerieSchemes, '--seed', '5');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/; life 25, /);
    expect(run.stdout.split('\n')).toContain('Command zone (1): Alela, Artful Provocateur');
    expect(run.stdout).toMatch(/^Library: 52$/m);
  });
});

describe('decklab advise and playtest --json say what they read from the sideboard, as decklab goldfish does', () => {
  it('CR 903.3, 702.139a: advise prints the two warnings and playtest --json gives them as sideboardRead', async () => {
    const advice = await decklab('advise', lorehold, '--games', '200', '--seed', '2', '--workers', '0');
    expect(advice.code).toBe(0);
    expect(advice.stdout.split('\n').slice(2, 4)).toEqual([OSGIR_READ, LURRUS_READ]);
    const table = await decklab('playtest', lorehold, '--seed', '5', '--json');
    expect(table.code).toBe(0);
    const json = JSON.parse(table.stdout) as { sideboardRead: { code: string; rule: string }[] };
    expect(json.sideboardRead.map((p) => [p.code, p.rule])).toEqual([
      ['deck.sideboard-read', '903.3'],
      ['deck.sideboard-read', '702.139a'],
    ]);
  });
});
