// `decklab goldfish` and `decklab advise` and the game a list is played in: on a list that names no format the game
// start is the one the list's shape makes (a command zone and the format's deck size, engine/formats/guess.ts), as
// the import dialog first offers; an option of the other game is refused by name. Real cards of the real ELD Brawl
// deck Faerie Schemes, and a Duel Masters deck of the Latepate64 card data.
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { dmDeckList, dmFireNatureAttackers } from '../../../test/goldfish-fixtures.ts';
import type { OperationOutput } from '../../api/types.ts';

const { decklab } = deckDbCli(['ELD', 'M20', 'WAR', 'GRN', 'RNA'], { duelMasters: true });
const scratch = tempDir('decklab-goldfish-game-');
afterAll(() => scratch.cleanup());

const FAERIE_SCHEMES = sharedPath('decks', 'plain-taw', 'brawl__eld__Faerie Schemes.txt');

describe('decklab goldfish without --format', () => {
  it('a commander and 59 cards start a Brawl game: free first mulligan (CR 903.12g), 25 life (903.12f), the first player skips the draw (103.8a)', async () => {
    const run = await decklab('goldfish', FAERIE_SCHEMES, '--games', '2000', '--seed', '4', '--workers', '0', '--json');
    expect(run.stderr).toBe('');
    expect((JSON.parse(run.stdout) as OperationOutput<'sim.run'>).setup).toMatchObject({
      freeFirstMulligan: true,
      startingLife: 25,
      firstPlayerDraws: false,
    });
    const text = await decklab('goldfish', FAERIE_SCHEMES, '--games', '2000', '--seed', '4', '--workers', '0');
    expect(text.stdout).toMatch(/^Kept at: 7 \(free mulligan\): /m);
    expect(text.stdout.split('\n')[0]).toMatch(/, london mulligan \(standard\), 25 life, first mulligan free$/);
  });
});

describe('options of the other game', () => {
  it('are refused by name, as typed, with the rule that makes them void: a mulligan or keep rules for Duel Masters (DM 103.3), twinpacts for Magic (DM 810.3)', async () => {
    const dmFile = join(scratch.dir, 'fire-and-nature.txt');
    writeFileSync(
      dmFile,
      dmDeckList(dmFireNatureAttackers('Fire and nature', { copies: 4, distinct: 5 }, { copies: 4, distinct: 5 })),
    );
    const cases = [
      [
        ['goldfish', dmFile, '--mulligan', 'london', '--keep', '5:1-4'],
        `--mulligan, --keep cannot apply to ${dmFile}: a Duel Masters game has no lands and no mulligan (DM 103.3)`,
      ],
      [
        ['goldfish', dmFile, '--policy', 'karsten'],
        `--policy cannot apply to ${dmFile}: a Duel Masters game has no lands and no mulligan (DM 103.3)`,
      ],
      [
        ['advise', dmFile, '--key-spells', 'Blazosaur Q', '--lands', '10..12'],
        `--lands, --key-spells cannot apply to ${dmFile}: a Duel Masters game has no lands and no mulligan (DM 103.3)`,
      ],
      [
        ['goldfish', FAERIE_SCHEMES, '--spell-first', 'Mortify'],
        `--spell-first cannot apply to ${FAERIE_SCHEMES}: a Magic deck has no twinpacts (DM 810.3)`,
      ],
    ] as const;
    for (const [args, message] of cases)
      expect(await decklab(...args, '--games', '200', '--workers', '0')).toEqual({
        code: 2,
        stdout: '',
        stderr: `decklab: ${message}\n`,
      });
  });
});
