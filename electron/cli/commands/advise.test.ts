// `decklab advise`, run the way a user runs it, against a real card database (MTGJSON sets in a SQLite file) and
// a real decklist of ../shared/data/decks (Oko: 10 Island, 11 Forest, 4 Thornwood Falls).
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import type { OperationOutput } from '../../api/types.ts';

type AdviceJson = OperationOutput<'advice.run'>;

const { decklab } = deckDbCli(['ELD']);
const scratch = tempDir('decklab-advise-');
afterAll(() => scratch.cleanup());
const OKO = sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt');
/** `decklab advise` on Oko, a few hundred seeded games per land count of `lands`, in this process. */
const adviseOko = (lands: string, ...options: string[]) =>
  decklab('advise', OKO, '--lands', lands, '--games', '500', '--seed', '2', '--workers', '0', ...options);

describe('decklab advise', () => {
  it('--json holds lands {current, recommended, objective, sweep}, sources and keep; the same seed gives the same advice', async () => {
    const args = ['advise', OKO, '--lands', '23..27', '--games', '3000', '--seed', '8', '--workers', '0', '--json'];
    const first = await decklab(...args);
    expect(first.code).toBe(0);
    const advice = JSON.parse(first.stdout) as AdviceJson;
    expect(advice.lands).toMatchObject({ current: 25, objective: 'compounded-mana' });
    expect(advice.lands!.sweep.map((r) => r.lands)).toEqual([23, 24, 25, 26, 27]);
    expect(advice.lands!.recommended).toBeGreaterThanOrEqual(23);
    expect(advice.lands!.recommended).toBeLessThanOrEqual(27);
    // The recommendation against the deck as it is, on the same games (none when it is the deck's own count).
    const { recommended, versusCurrent } = advice.lands!;
    expect(versusCurrent?.lands).toBe(recommended === 25 ? undefined : 25);
    expect(advice.sources!.length).toBeGreaterThan(0);
    for (const s of advice.sources!) {
      expect(Object.keys(s)).toEqual(expect.arrayContaining(['card', 'onCurveGivenLands', 'target', 'sourcesNeeded']));
      expect(s.target).toBe(0.9);
    }
    expect(advice.keep!.length).toBeGreaterThan(1);
    const again = await decklab(...args);
    expect((JSON.parse(again.stdout) as AdviceJson).lands).toEqual(advice.lands);
  });

  it('prints the sweep, the recommendation with its certainty, sources and keep rules as text; --target and --objective apply', async () => {
    const { code, stdout } = await decklab(
      'advise',
      OKO,
      '--lands',
      '24..26',
      '--games',
      '2000',
      '--seed',
      '1',
      '--workers',
      '0',
      '--target',
      '0.95',
      '--objective',
      'land-drop-turn-4',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/Lands: 25 now; recommended 26 for land-drop-turn-4/);
    expect(stdout).toMatch(/vs 25 lands \(now\): \+/);
    expect(stdout).toMatch(/26 is the most lands swept: more lands may do better still \(widen --lands\)/);
    expect(stdout).toMatch(/target 95\.0%/);
    expect(stdout).toMatch(/Keep rules on the same shuffles/);
  });

  it('refuses a bad land range, target or objective with exit 2 naming the option', async () => {
    const range = await decklab('advise', OKO, '--lands', '30..20');
    expect(range.code).toBe(2);
    expect(range.stderr).toMatch(/MIN\.\.MAX/);
    const target = await decklab('advise', OKO, '--target', '1.5');
    expect(target.code).toBe(2);
    expect(target.stderr).toMatch(/--target must be between 0 and 1/);
    const objective = await decklab('advise', OKO, '--objective', 'wins');
    expect(objective.code).toBe(2);
    expect(objective.stderr).toMatch(/compounded-mana/);
  });

  it('--key-spells measures only the named spells, in sweep and keep rules; --cut and --land say what one more land changes', async () => {
    const byDefault = JSON.parse((await adviseOko('25..26', '--json')).stdout) as AdviceJson;
    const defaultCut = Object.entries(byDefault.lands!.sweep[1].changes).find(([, n]) => n < 0)![0];
    expect(defaultCut).not.toBe('Frogify');

    const chosen = [
      '--key-spells',
      ' Faerie Vandal ; Frogify ',
      '--cut',
      'Frogify;Oko, the Trickster',
      '--land',
      'Island',
    ];
    const { code, stdout } = await adviseOko('25..26', '--json', ...chosen);
    expect(code).toBe(0);
    const advice = JSON.parse(stdout) as AdviceJson;
    const keySpells = [...advice.lands!.sweep, ...advice.keep!].map((r) => r.keySpells.map((k) => k.card));
    expect(new Set(keySpells.map((names) => names.join(';')))).toEqual(new Set(['Faerie Vandal;Frogify']));
    expect(advice.lands!.sweep[1].changes).toEqual({ Island: 1, Frogify: -1 });
  });

  it('names the spells the lands that enter tapped hold back, with the figure were none to (Thornwood Falls)', async () => {
    const args = ['advise', OKO, '--lands', '25..25', '--games', '20000', '--seed', '4', '--workers', '0'];
    const [text, json] = await Promise.all([decklab(...args), decklab(...args, '--json')]);
    const { sources } = JSON.parse(json.stdout) as AdviceJson;
    const pixie = sources!.find((s) => s.card === 'Maraleaf Pixie')!;
    expect(pixie.ifLandsUntapped!.low).toBeGreaterThan(pixie.simulated!.high);
    const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
    expect(text.stdout).toContain(
      `Held back by lands that enter tapped:\n  Maraleaf Pixie: ${percent(pixie.simulated!.value)} on curve, ${percent(pixie.ifLandsUntapped!.value)} were none to enter tapped\n`,
    );
  });

  it('prints the key spells’ castability on curve and each land count’s changes as text', async () => {
    const chosen = ['--key-spells', 'Faerie Vandal', '--cut', 'Frogify', '--land', 'Forest'];
    const { code, stdout } = await adviseOko('24..26', ...chosen);
    expect(code).toBe(0);
    const header = stdout.split('\n').find((line) => line.startsWith('lands'))!;
    expect(header).toMatch(/mulligan\s+Faerie Vandal\s+changes$/);
    expect(stdout).toMatch(/^26 .*%\s+\+1 Forest −1 Frogify$/m);
    // Words start under their header and figures end under theirs, however long each row's changes are.
    const row26 = stdout.split('\n').find((line) => line.startsWith('26 '))!;
    expect(row26.indexOf('+1 Forest')).toBe(header.indexOf('changes'));
    expect(row26.slice(0, header.indexOf('mulligan') + 'mulligan'.length)).toMatch(/ \d+\.\d%$/);
    expect(stdout).toMatch(/P\(key spell castable on curve\)/);
    const keepHeader = stdout.split('\n').find((line) => line.startsWith('policy'))!;
    expect(keepHeader).toMatch(/compounded\s+Faerie Vandal$/);
  });

  it('finds the cards named as a deck list would: any case, a face’s name, the Japanese name', async () => {
    const typed = [
      ...['--key-spells', 'フェアリーの荒らし屋;FROGIFY', '--cut', 'tuinvale treefolk'],
      ...['--keep', '7:2-5 + 「フェアリーの荒らし屋」 + "oaken boon"'],
    ];
    const { code, stdout } = await adviseOko('25..26', '--json', ...typed);
    expect(code).toBe(0);
    const advice = JSON.parse(stdout) as AdviceJson;
    expect(advice.lands!.sweep[0].keySpells.map((k) => k.card)).toEqual(['Faerie Vandal', 'Frogify']);
    const cut = Object.entries(advice.lands!.sweep[1].changes).filter(([, n]) => n < 0);
    expect(cut).toEqual([['Tuinvale Treefolk // Oaken Boon', -1]]);
    expect(advice.keep!.map((k) => k.policy)).toContain(
      'custom:7:2-5+"Faerie Vandal"+"Tuinvale Treefolk // Oaken Boon"',
    );
  });

  it('refuses a key spell or a cut that is not a spell of the deck with exit 2, naming the card', async () => {
    const key = await decklab(
      'advise',
      OKO,
      '--games',
      '100',
      '--workers',
      '0',
      '--key-spells',
      'Faerie Vandal;Lightning Bolt',
    );
    expect(key.code).toBe(2);
    expect(key.stderr).toContain('"Lightning Bolt" is not a spell of the deck');
    const cut = await adviseOko('25..26', '--cut', 'Island');
    expect(cut.code).toBe(2);
    expect(cut.stderr).toContain('"Island" is not a spell of the deck');
    const empty = await decklab('advise', OKO, '--key-spells', ' ; ');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/--key-spells.*name at least one card/);
  });

  it('calls a list without a name by its file, as validate does', async () => {
    const unnamed = join(scratch.dir, 'oko-unnamed.txt');
    writeFileSync(unnamed, readFileSync(OKO, 'utf8').replace(/^\/\/ NAME:.*\n/m, ''));
    const run = await decklab(
      'advise',
      unnamed,
      '--lands',
      '24..25',
      '--games',
      '500',
      '--seed',
      '1',
      '--workers',
      '0',
    );
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(`${unnamed}: 500 games a deck on the play and the draw, seed 1, 7 turns`);
  });

  it('a deck with no lands, or no basic land, is refused naming --land, which then sweeps it', async () => {
    const withoutLands = (out: RegExp, file: string) => {
      const path = join(scratch.dir, file);
      writeFileSync(path, readFileSync(OKO, 'utf8').replace(out, ''));
      return path;
    };
    const spellsOnly = withoutLands(/^\d+ (Island|Forest|Thornwood Falls)\b.*\n/gm, 'oko-no-lands.txt');
    const fallsOnly = withoutLands(/^\d+ (Island|Forest)\b.*\n/gm, 'oko-falls-only.txt');
    const advise = (file: string, ...options: string[]) =>
      decklab('advise', file, '--games', '300', '--seed', '1', '--workers', '0', '--json', ...options);
    for (const file of [spellsOnly, fallsOnly]) {
      const refused = await advise(file);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--land');
    }
    const noLands = await advise(spellsOnly, '--land', 'Island', '--lands', '0..2');
    expect(noLands.code).toBe(0);
    expect((JSON.parse(noLands.stdout) as AdviceJson).lands!.sweep.map((r) => r.changes.Island ?? 0)).toEqual([
      0, 1, 2,
    ]);
  });

  it("refuses a --format of the other game than the deck's with one line (exit 2)", async () => {
    expect(await adviseOko('24..25', '--format', 'dm')).toEqual({
      code: 2,
      stdout: '',
      stderr: `decklab: --format dm is a Duel Masters format, and ${OKO} is a Magic deck\n`,
    });
  });
});
