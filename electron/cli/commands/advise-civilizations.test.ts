// `decklab advise` on a Duel Masters deck, run the way a user runs it, against a real card database holding the
// Latepate64 Duel Masters card data: the civilization cards table (DM 112.2a), --json as advice.run answers.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckDbCli } from '../../../test/cli.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { dmDeckList, dmScarceNatureDeck } from '../../../test/goldfish-fixtures.ts';
import type { OperationOutput } from '../../api/types.ts';

type AdviceJson = OperationOutput<'advice.run'>;

const { decklab } = deckDbCli([], { duelMasters: true });
const scratch = tempDir('decklab-advise-dm-');
const file = join(scratch.dir, 'fire-with-nature.txt');
beforeAll(() => writeFileSync(file, dmDeckList(dmScarceNatureDeck())));
afterAll(() => scratch.cleanup());

const advise = (...options: string[]) =>
  decklab('advise', file, '--games', '4000', '--seed', '2', '--workers', '0', ...options);

describe('decklab advise on a Duel Masters deck', () => {
  it('prints the civilization cards per card, the scarce civilization flagged, each fix in words', async () => {
    const [text, json] = await Promise.all([advise(), advise('--json')]);
    expect(text.code).toBe(0);
    const advice = JSON.parse(json.stdout) as AdviceJson;
    expect(advice).toMatchObject({ game: 'dm', lands: null, keep: null });
    expect(text.stdout).toContain('Civilization cards (castable on curve given a copy and a charge every turn');
    expect(text.stdout).not.toContain('Lands:');
    expect(text.stdout).not.toContain('Keep rules');
    for (const s of advice.sources!) {
      const row = text.stdout.split('\n').find((line) => line.startsWith(`${s.flagged ? '! ' : ''}${s.card} `))!;
      expect(row, s.card).toBeDefined();
      for (const [civilization, needed] of Object.entries(s.sourcesNeeded))
        expect(row).toContain(`${civilization} ${s.sources[civilization as 'fire']} → ${needed ?? 'unreachable'}`);
    }
    const fixes = advice.sources!.flatMap((s) => s.fixes);
    expect(fixes.length).toBeGreaterThan(0);
    for (const f of fixes)
      expect(text.stdout).toContain(
        `+${f.to - f.from} nature card${f.to - f.from === 1 ? '' : 's'}: ${f.from} → ${f.to} reaches 90% for ${f.card} on turn ${f.turn}`,
      );
  });

  it('exits 2 naming the land sweep’s options, which a Duel Masters deck has no use for (DM 103.3)', async () => {
    const { code, stderr } = await advise('--lands', '10..14');
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^decklab: --lands cannot apply to .*: a Duel Masters game has no lands and no mulligan \(DM 103\.3\)\n$/,
    );
  });
});
