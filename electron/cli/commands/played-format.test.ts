// `decklab goldfish`, `advise` and `playtest` say which format they played a deck in, and when Decklab guessed it
// from the list (no --format, none named by the list) what from; an A/B run (`goldfish --versus`) plays the second
// deck in the first one's format, guessed or none, never a guess of its own, since the two share one game start. The
// real C21 precon Lorehold Legacies as published (Osgir on the commander board); with Lurrus of the Dream-Den as its
// companion as an MTGO .dek keeps it (Osgir and Lurrus in the sideboard, written by `decklab convert`); and that .dek
// with a Mountain added (100 and Osgir: the size of no Commander variant, so its list makes no format).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { LOREHOLD_AND_FAERIE_SETS } from '../../../test/deck-cards-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import type { OperationOutput } from '../../api/types.ts';

const { decklab } = deckDbCli(LOREHOLD_AND_FAERIE_SETS);
const scratch = tempDir('decklab-played-format-');
afterAll(() => scratch.cleanup());

const LOREHOLD = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const OSGIR = 'Osgir, the Reconstructor';
const GUESSED_FROM_SIDEBOARD =
  "Format: Commander (guessed from the deck: a commander in the sideboard and the format's deck size)";
const NONE = 'Format: none (the deck names no format, and nothing in its list implies one)';
/** A quick seeded run in this process. */
const RUN = ['--games', '400', '--seed', '3', '--workers', '0'] as const;

/** `text` written in the scratch folder and converted by `decklab convert` to an MTGO .dek there. */
async function dekOf(text: string, name: string): Promise<string> {
  const list = join(scratch.dir, `${name}.txt`);
  writeFileSync(list, text);
  const converted = await decklab('convert', list, '--to', 'mtgo-dek');
  expect(converted.code).toBe(0);
  const dek = join(scratch.dir, `${name}.dek`);
  writeFileSync(dek, converted.stdout);
  return dek;
}

let dek: string;
let oneMountainMore: string;
beforeAll(async () => {
  const text = `${readFileSync(LOREHOLD, 'utf8')}\nCompanion\n1 Lurrus of the Dream-Den\n`;
  dek = await dekOf(text, 'lorehold');
  expect(text).toContain('\n12 Mountain [STX:*]\n');
  oneMountainMore = await dekOf(text.replace('\n12 Mountain [STX:*]\n', '\n13 Mountain [STX:*]\n'), 'lorehold-101');
});

const goldfishJson = async (...args: string[]) => {
  const run = await decklab('goldfish', ...args, ...RUN, '--json');
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as OperationOutput<'sim.run'>;
};

describe('decklab goldfish says the format it played', () => {
  it('CR 903.3, 903.5a: the .dek (99, Osgir and Lurrus in the sideboard) was guessed Commander from its sideboard, and says so under the run line', async () => {
    const text = await decklab('goldfish', dek, ...RUN);
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toMatch(/, 40 life, first mulligan free$/);
    expect(lines[1]).toBe(GUESSED_FROM_SIDEBOARD);
    expect((await goldfishJson(dek)).format).toEqual({ id: 'commander', guessed: true, guessedFrom: 'sideboard' });
  });

  it('the published list (Osgir on the commander board) was guessed from its command zone; one asked for or none is said as such', async () => {
    const published = await goldfishJson(LOREHOLD);
    expect(published.format).toEqual({ id: 'commander', guessed: true, guessedFrom: 'command-zone' });
    expect((await decklab('goldfish', LOREHOLD, ...RUN)).stdout.split('\n')[1]).toBe(
      "Format: Commander (guessed from the deck: its command zone and the format's deck size)",
    );
    expect((await goldfishJson(dek, '--format', 'commander')).format).toEqual({ id: 'commander', guessed: false });
    expect((await decklab('goldfish', dek, '--format', 'commander', ...RUN)).stdout.split('\n')[1]).toBe(
      'Format: Commander',
    );
    // 100 and a commander make no Commander variant's size (CR 903.5a: 100): the default game start, 20 life (103.4).
    const none = await decklab('goldfish', oneMountainMore, ...RUN);
    expect(none.stdout.split('\n').slice(0, 2)).toEqual([expect.stringMatching(/, 20 life$/), NONE]);
    expect((await goldfishJson(oneMountainMore)).format).toBeNull();
  });
});

describe('decklab advise and playtest say it too', () => {
  it('advise prints the format under its run line, and playtest before the table, --json giving it as `format`', async () => {
    const advice = await decklab('advise', dek, ...RUN);
    expect(advice.code).toBe(0);
    expect(advice.stdout.split('\n')[1]).toBe(GUESSED_FROM_SIDEBOARD);
    const table = await decklab('playtest', dek, '--seed', '5');
    expect(table.stdout.split('\n')[0]).toBe(GUESSED_FROM_SIDEBOARD);
    const json = JSON.parse((await decklab('playtest', dek, '--seed', '5', '--json')).stdout) as { format: unknown };
    expect(json.format).toEqual({ id: 'commander', guessed: true, guessedFrom: 'sideboard' });
  });
});

describe('decklab goldfish --versus plays both decks in the first one’s format', () => {
  it('CR 903.3, 702.139a: a version with a Mountain more, versus the .dek guessed Commander, has its sideboard read as Commander reads it', async () => {
    const run = await goldfishJson(dek, '--versus', oneMountainMore);
    expect(run.setup).toMatchObject({ startingLife: 40, freeFirstMulligan: true });
    expect(run.versus?.format).toEqual(run.format);
    // Osgir is the version's commander too: cast from the command zone (CR 903.8), not left in the sideboard.
    expect(run.versus?.sideboardRead.map((p) => [p.rule, p.cards])).toEqual([
      ['903.3', [OSGIR]],
      ['702.139a', ['Lurrus of the Dream-Den']],
    ]);
    expect(run.versus?.sides.play?.cards.some((c) => c.name === OSGIR)).toBe(true);
  });

  it('a first deck with no format plays the second in none: the .dek is not read as Commander beside a 20-life game', async () => {
    const run = await goldfishJson(oneMountainMore, '--versus', dek);
    expect(run.setup).toMatchObject({ startingLife: 20, freeFirstMulligan: false });
    expect(run.versus?.sideboardRead).toEqual([]);
    expect(run.versus?.sides.play?.cards.some((c) => c.name === OSGIR)).toBe(false);
    expect([run.format, run.versus?.format]).toEqual([null, null]);
  });
});
