// `decklab advise` on a real Commander precon list (Aura of Courage, AFC; 38 lands: 14 basics) against a real card
// database: below the deck's land count the sweep adds stand-ins, not second copies of singleton spells (CR 903.5b),
// says so in the text and in --json's `standIns`, and reads the copy limit from the format it plays.
import { describe, expect, it } from 'vitest';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import type { OperationOutput } from '../../api/types.ts';

type AdviceJson = OperationOutput<'advice.run'>;

const { decklab } = deckDbCli(['AFC', 'AFR']);
const AURA = sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt');
const adviseAura = (...options: string[]) =>
  decklab('advise', AURA, '--lands', '35..38', '--games', '600', '--seed', '2', '--workers', '0', ...options);
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('decklab advise: a singleton deck’s land sweep', () => {
  it('--json gives each land count its stand-ins beside its changes, which add no card of the deck', async () => {
    const { code, stdout } = await adviseAura('--json', '--key-spells', 'Wild Growth');
    expect(code).toBe(0);
    const { lands } = JSON.parse(stdout) as AdviceJson;
    expect(lands).toMatchObject({ current: 38, objective: 'compounded-mana' });
    expect(lands!.recommended).toBeGreaterThanOrEqual(35);
    expect(lands!.sweep.map((r) => [r.lands, sum(r.standIns), sum(r.changes)])).toEqual([
      [35, 3, -3],
      [36, 2, -2],
      [37, 1, -1],
      [38, 0, 0],
    ]);
    for (const row of lands!.sweep) expect(Object.values(row.changes).every((n) => n < 0)).toBe(true);
    expect(lands!.sweep[2].standIns).toEqual({ 'Wild Growth': 1 });
  });

  it('prints the stand-ins among the changes, and under the table what they are', async () => {
    const { code, stdout } = await adviseAura();
    expect(code).toBe(0);
    expect(stdout).toMatch(/^37 .*\+1 stand-in for Wild Growth −1 Forest$/m);
    expect(stdout).toContain(
      'At a land count of 37 or less the format allows no further copy of the deck’s spells: each spell added in place of a ' +
        'land is a stand-in for a card you would choose, with the mana cost and types of the spell it names. It is ' +
        'cast as that spell would be and counts in the mana figures and in a keep rule that requires that spell by ' +
        'name or by a tag of its entry, never in that spell’s castability on curve.\n',
    );
  });

  it('reads the copy limit from the format played: --format vintage (four, CR 100.2a) adds second copies', async () => {
    const { code, stdout } = await adviseAura('--json', '--format', 'vintage');
    expect(code).toBe(0);
    const { lands } = JSON.parse(stdout) as AdviceJson;
    expect(lands!.sweep.map((r) => sum(r.standIns))).toEqual([0, 0, 0, 0]);
    expect(lands!.sweep[2].changes).toEqual({ 'Wild Growth': 1, Forest: -1 });
    const text = await adviseAura('--format', 'vintage');
    expect(text.stdout).not.toContain('stand-in');
  });
});
