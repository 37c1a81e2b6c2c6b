// `decklab goldfish` on a list that names no format: the game start is the one the list's shape makes (a command
// zone and the format's deck size, engine/formats/guess.ts), as the import dialog first offers, against the real
// cards of the real ELD Brawl deck Faerie Schemes.
import { describe, expect, it } from 'vitest';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import type { OperationOutput } from '../../api/types.ts';

const { decklab } = deckDbCli(['ELD', 'M20', 'WAR', 'GRN', 'RNA']);

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
  });
});
