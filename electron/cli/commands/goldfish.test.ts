// `decklab goldfish`, run the way a user runs it, against a real card database (MTGJSON sets in a SQLite file)
// and the real decklists of ../shared/data/decks.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { dmDeckList, dmDeckOf, dmPlainAttacker } from '../../../test/goldfish-fixtures.ts';
import { card, dmCards } from '../../../test/real-decks.ts';
import { dmCardProfile } from '../../../engine/goldfish/dm-card.ts';
import type { OperationOutput } from '../../api/types.ts';

type GoldfishJson = OperationOutput<'sim.run'>;

const { decklab } = deckDbCli(['ELD']);
const scratch = tempDir('decklab-goldfish-');
afterAll(() => scratch.cleanup());

const OKO = sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt');
const ROWAN = sharedPath('decks', 'plain-taw', 'pw__eld__Rowan, Fearless Sparkmage.txt');

describe('decklab goldfish', () => {
  it('prints a JSON report; the same seed prints the same report', async () => {
    const first = await decklab('goldfish', OKO, '--games', '8000', '--seed', '42', '--workers', '0', '--json');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as GoldfishJson;
    expect(report).toMatchObject({
      deck: 'Oko, the Trickster',
      seed: 42,
      games: 8000,
      turns: 7,
      setup: { mulligan: 'london' },
    });
    expect(Object.keys(report.sides)).toEqual(['play']);
    const again = await decklab('goldfish', OKO, '--games', '8000', '--seed', '42', '--workers', '0', '--json');
    expect((JSON.parse(again.stdout) as GoldfishJson).sides).toEqual(report.sides);
  });

  it('--draw plays on the draw, --mulligan and --turns change the game start and length', async () => {
    const { code, stdout } = await decklab(
      'goldfish',
      OKO,
      '--games',
      '3000',
      '--seed',
      '1',
      '--draw',
      '--mulligan',
      'vancouver',
      '--turns',
      '5',
      '--workers',
      '0',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as GoldfishJson;
    expect(Object.keys(report.sides)).toEqual(['draw']);
    expect(report.setup.mulligan).toBe('vancouver');
    expect(report.sides.draw!.landDrops).toHaveLength(5);
  });

  it('prints a text report with the exact figures beside the simulated ones', async () => {
    const { code, stdout } = await decklab(
      'goldfish',
      OKO,
      '--games',
      '5000',
      '--seed',
      '3',
      '--both',
      '--workers',
      '0',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Oko, the Trickster: 5,000 games, seed 3, 7 turns, london mulligan \(standard\), 20 life$/m,
    );
    expect(stdout).toContain('On the play (5,000 games)');
    expect(stdout).toContain('On the draw (5,000 games)');
    expect(stdout).toMatch(/Kept at: 7: [\d.]+% \[[\d.]+%–[\d.]+%\] exact [\d.]+%/);
    expect(stdout).toMatch(/^Land drop every turn/m);
    expect(stdout).toMatch(/^Oko's Accomplices\s+3\s/m);
    // Karsten's conditional figure per card; Oko's mana has a tapped land, so no closed form: a dash.
    expect(stdout).toContain('Castable on curve, given a copy in hand and a land drop every turn (Karsten)');
    expect(stdout).toMatch(/^Oko's Accomplices\s+3\s+[\d.]+% \[[\d.]+%–[\d.]+%\]\s+-$/m);
  });

  it('names the lands of the first hand dealt, before any mulligan, not the opening hand (the hand kept, CR glossary): ten cards under Houston', async () => {
    const { stdout } = await decklab(
      'goldfish',
      OKO,
      '--games',
      '2000',
      '--seed',
      '3',
      '--mulligan',
      'houston',
      '--workers',
      '0',
    );
    const line = stdout.split('\n').find((l) => l.startsWith('Lands in the first hand dealt'))!;
    // Oko: 25 lands in 60; three lands among ten cards: C(25,3) C(35,7) / C(60,10) = 20.5%.
    expect(line).toMatch(
      /^Lands in the first hand dealt \(10 cards, before any mulligan\): 0: .*, 3: [\d.]+% \(exact 20\.5%\), .*, 10: /,
    );
    expect(stdout).not.toContain('opening hand');
  });

  it('--versus compares two versions on the same shuffles', async () => {
    const { code, stdout } = await decklab(
      'goldfish',
      OKO,
      '--versus',
      ROWAN,
      '--games',
      '3000',
      '--seed',
      '2',
      '--workers',
      '0',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as GoldfishJson;
    expect(report.versus.deck).toBe('Rowan, Fearless Sparkmage');
    expect(report.difference![0].manaSpent).toHaveLength(7);
  });

  it('exits 2 with every unknown card and its line when the deck cannot be simulated', async () => {
    const file = join(scratch.dir, 'oko-typo.txt');
    writeFileSync(file, readFileSync(OKO, 'utf8').replace('3 Frogify', '3 Frogifyy'));
    const { code, stderr } = await decklab('goldfish', file, '--games', '100');
    expect(code).toBe(2);
    expect(stderr).toMatch(/oko-typo\.txt:\d+: error: .*Frogifyy/);
  });

  it('plays a Duel Masters list built from the DM card data: shields, no mulligan, no kill before turn 4 with one-breakers', async () => {
    const imported = await decklab(
      'import',
      sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'),
      '--no-progress',
    );
    expect(imported.code).toBe(0);
    const deck = dmDeckOf('fire rush', (card) => {
      const p = dmCardProfile(card);
      return (
        p.creature &&
        card.dm?.civilizations.join() === 'fire' &&
        p.cost <= 3 &&
        p.breaker === 1 &&
        !p.speedAttacker &&
        p.attacksPlayers &&
        p.evolution === null
      );
    });
    const file = join(scratch.dir, 'fire-rush.txt');
    writeFileSync(
      file,
      `// NAME: Fire rush\nメインデッキ\n${deck.main.map((e) => `${e.count} ${e.card.name}`).join('\n')}\n`,
    );
    const { code, stdout } = await decklab(
      'goldfish',
      file,
      '--games',
      '4000',
      '--seed',
      '8',
      '--workers',
      '0',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as GoldfishJson;
    expect(report).toMatchObject({
      game: 'dm',
      turns: 8,
      setup: { handSize: 5, shields: 5, mulligan: 'none', firstPlayerDraws: false },
    });
    const kill = report.sides.play!.kill!;
    expect(kill.onTurn.slice(0, 3).map((e: { value: number }) => e.value)).toEqual([0, 0, 0]); // DM 509.1: six attacks needed
    expect(kill.byTurn[7].value).toBeGreaterThan(0.9);

    // The text: a 5-card hand (DM 103.3), no mulligan line, and a dash for the turns no game reached (DM 509.1).
    const text = await decklab('goldfish', file, '--games', '2000', '--seed', '8', '--turns', '20', '--workers', '0');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Opening hand: 5 cards, no mulligan');
    expect(text.stdout.split('\n')[0]).toMatch(/, 20 turns, no mulligan, 5 shields$/);
    expect(text.stdout).not.toContain('Kept at');
    const manaRow = text.stdout.split('\n').find((l) => l.startsWith('Mana available'))!;
    expect(
      manaRow
        .trim()
        .split(/\s{2,}/)
        .at(-1),
    ).toBe('-');
    expect(manaRow).toMatch(/ 1\.00 ±0\.00 /);
    // Beside each card's simulated P(in hand by turn t), the exact one: 4 copies in the 5 cards after the shields
    // on turn 1, 42.7%, and 9 cards by turn 5 going first, 65.6% (digest §5.3's sanity values).
    const exactRow = text.stdout.split('\n').find((l) => l.startsWith('  exact, no mulligan'))!;
    expect(
      exactRow
        .trim()
        .split(/\s{2,}/)
        .slice(1, 6),
    ).toEqual(['42.7%', '49.3%', '55.2%', '60.7%', '65.6%']);
    expect(text.stdout).toContain('given a copy in hand and a charge every turn (DM 503, 112.2a)');
    expect(text.stdout).not.toContain('land drop');

    // A Magic format's game start is not Duel Masters': refused rather than passed over.
    expect(await decklab('goldfish', file, '--format', 'commander')).toEqual({
      code: 2,
      stdout: '',
      stderr: `decklab: --format commander is a Magic format, and ${file} is a Duel Masters deck\n`,
    });
  });

  it('a Duel Masters twinpact: each half its own castability row (DM 810.3a), --spell-first and --other-half set the twinpact policy (DM 810.3)', async () => {
    for (const data of ['Latepate64-DuelMastersCards.json', 'Ravenite0-All_Cards.csv'])
      expect((await decklab('import', sharedPath('duelmasters', data), '--no-progress')).code).toBe(0);
    // Esmer is a nature creature whose spell half is light, in a deck of light creatures.
    const esmer = card('Esmer, Celestial Faerie/How about a cup of tea?', dmCards());
    const file = join(scratch.dir, 'light-esmer.txt');
    writeFileSync(
      file,
      dmDeckList({
        name: 'Light with Esmer',
        main: [{ card: esmer, count: 4 }, ...dmDeckOf('light', dmPlainAttacker('light'), 4, 9).main],
      }),
    );
    const run = (...args: string[]) =>
      decklab('goldfish', file, '--games', '2000', '--seed', '3', '--workers', '0', ...args);
    const report = JSON.parse((await run('--json')).stdout) as GoldfishJson;
    const rows = report.sides.play!.cards.filter((c) => c.name === esmer.name);
    expect(rows.map((c) => [c.half, c.manaValue])).toEqual([
      ['creature', 2],
      ['spell', 2],
    ]);
    // Light mana pays the spell half (DM 112.2a); the creature half waits for a nature card, an Esmer charged.
    const [creature, spell] = rows;
    expect(spell.onCurve!.low).toBeGreaterThan(creature.onCurve!.high);

    const text = (await run()).stdout;
    expect(text).toContain('Castable by turn, every game: a game won before the turn plays on past the kill');
    expect(text).toMatch(/^Esmer, Celestial Faerie\/How about a cup of tea\? \(spell half\) +2 /m);
    expect(text).toMatch(/^Mana available, games still going /m);

    // The spell half first changes the games played (castability is read before casting, so the kills show it).
    const spellFirst = JSON.parse(
      (await run('--spell-first', 'How about a cup of tea?', '--json')).stdout,
    ) as GoldfishJson;
    const never = JSON.parse((await run('--other-half', 'never', '--json')).stdout) as GoldfishJson;
    expect(spellFirst.sides.play!.kill).not.toEqual(never.sides.play!.kill);
    const refused = await run('--spell-first', 'Adomis, the Oracle');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"Adomis, the Oracle", not a twinpact of the deck');
  });

  it('--keep takes custom keep rules by hand size; the exact figures follow them (CR 103.5)', async () => {
    const custom = JSON.parse(
      (
        await decklab(
          'goldfish',
          OKO,
          '--keep',
          '7:3-4,6:2-4,5:1-4,4:0-4',
          '--games',
          '4000',
          '--seed',
          '5',
          '--workers',
          '0',
          '--json',
        )
      ).stdout,
    ) as GoldfishJson;
    expect(custom.mulliganPolicy).toBe('custom:7:3-4,6:2-4,5:1-4,4:always');
    expect(custom.sides.play!.mulligans.map((m) => m.handSize)).toEqual([7, 6, 5, 4]);
    const standard = JSON.parse(
      (await decklab('goldfish', OKO, '--games', '4000', '--seed', '5', '--workers', '0', '--json')).stdout,
    ) as GoldfishJson;
    // Keeping 7 only with 3–4 lands keeps fewer 7s than the standard 2–5.
    expect(custom.exact.keep![0]).toBeLessThan(standard.exact.keep![0] - 0.1);
    expect(custom.sides.play!.mulligans[0].kept.value).toBeLessThan(standard.sides.play!.mulligans[0].kept.value - 0.1);
    const bad = await decklab('goldfish', OKO, '--keep', '7:5-2');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('7:5-2');
    expect((await decklab('goldfish', OKO, '--keep', '7:2-5', '--policy', 'karsten')).code).toBe(2);
  });

  it('--keep finds a required card as a deck list would: the Japanese name, a face’s name, any case', async () => {
    const run = (rule: string) =>
      decklab('goldfish', OKO, '--keep', rule, '--games', '2000', '--seed', '6', '--workers', '0', '--json');
    const typed = await run('7:2-5 + 「フェアリーの荒らし屋」 + "oaken boon", 6:always');
    expect(typed.stderr).toBe('');
    const report = JSON.parse(typed.stdout) as GoldfishJson;
    expect(report.mulliganPolicy).toBe('custom:7:2-5+"Faerie Vandal"+"Tuinvale Treefolk // Oaken Boon",6:always');
    // The same games as with the names the deck spells.
    const spelled = JSON.parse(
      (await run('7:2-5 + "Faerie Vandal" + "Tuinvale Treefolk // Oaken Boon", 6:always')).stdout,
    ) as GoldfishJson;
    expect(report.sides).toEqual(spelled.sides);
    // Two Faerie Vandals and one Tuinvale Treefolk in 60 cards: most 7s go back.
    expect(report.sides.play!.mulligans[0].kept.value).toBeLessThan(0.1);
    const unknown = await run('7:2-5 + 「ラノワールのエルフ」');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'decklab: --keep: the keep rule "7:2-5 + 「ラノワールのエルフ」" requires "ラノワールのエルフ", and the deck holds no card of that name\n',
    );
  });

  it('the exact land drops sit under the simulated ones only for the same mulligans; Vancouver gets a labelled no-mulligan row', async () => {
    const london = await decklab('goldfish', OKO, '--games', '3000', '--seed', '4', '--workers', '0');
    expect(london.stdout).toMatch(/^Land drop every turn\s.*\n {2}exact, same mulligans\s/m);
    expect(london.stdout).not.toContain('no mulligan (exact)');
    const vancouver = await decklab(
      'goldfish',
      OKO,
      '--mulligan',
      'vancouver',
      '--games',
      '3000',
      '--seed',
      '4',
      '--workers',
      '0',
    );
    expect(vancouver.stdout).not.toContain('exact, same mulligans');
    expect(vancouver.stdout).toMatch(/^Land drop every turn, no mulligan \(exact\)\s/m);
  });

  it('a format where every player draws on turn 1 (Commander, CR 103.8c) reports one side, not two identical ones', async () => {
    const { code, stdout } = await decklab(
      'goldfish',
      OKO,
      '--format',
      'commander',
      '--both',
      '--games',
      '3000',
      '--seed',
      '4',
      '--workers',
      '0',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('On the play or the draw (every player draws on turn 1, CR 103.8c)');
    expect(stdout).not.toContain('On the draw (');
    expect(stdout).toMatch(/Kept at: 7 \(free mulligan\): /);
  });

  it("a number outside its option's limits exits 2 naming the option and its range, shown in --help too", async () => {
    for (const [args, message] of [
      [['--games', '0'], '--games must be 1..100000000, not "0"'],
      [['--games', '100000001'], '--games must be 1..100000000, not "100000001"'],
      [['--turns', '31'], '--turns must be 1..30, not "31"'],
      [['--workers', '-1'], '--workers must be 0..256, not "-1"'],
    ] as const) {
      const { code, stdout, stderr } = await decklab('goldfish', OKO, ...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`decklab: ${message}\n`);
    }
    const help = await decklab('goldfish', '--help');
    expect(help.stdout).toMatch(/--games <n> +games to play \(1\.\.100000000\) \(default: 100000\)/);
    expect(help.stdout).toMatch(/--turns <t> +own turns per game \(default 7, Duel Masters 8\) \(1\.\.30\)/);
  });

  it('calls a list without a name by its file, as validate does: in the report and in a refusal', async () => {
    const unnamed = join(scratch.dir, 'oko-unnamed.txt');
    writeFileSync(unnamed, readFileSync(OKO, 'utf8').replace(/^\/\/ NAME:.*\n/m, ''));
    const run = await decklab('goldfish', unnamed, '--games', '500', '--seed', '1', '--workers', '0');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(
      `${unnamed}: 500 games, seed 1, 7 turns, london mulligan (standard), 20 life`,
    );
    const json = await decklab('goldfish', unnamed, '--games', '500', '--seed', '1', '--workers', '0', '--json');
    expect((JSON.parse(json.stdout) as GoldfishJson).deck).toBe(unnamed);
    const oneCard = join(scratch.dir, 'one-card.txt');
    writeFileSync(oneCard, '1 Forest\n');
    expect(await decklab('goldfish', oneCard)).toEqual({
      code: 2,
      stdout: '',
      stderr: `decklab: "${oneCard}" has 1 cards; a game needs at least 7 to start\n`,
    });
  });

  it('refuses options that cannot apply, with one line: a format of the other game, --draw with --both', async () => {
    for (const [args, message] of [
      [['--format', 'dm'], `--format dm is a Duel Masters format, and ${OKO} is a Magic deck`],
      [['--draw', '--both'], "option '--draw' cannot be used with option '--both'"],
    ] as const) {
      expect(await decklab('goldfish', OKO, '--games', '500', '--workers', '0', ...args)).toEqual({
        code: 2,
        stdout: '',
        stderr: `decklab: ${message}\n`,
      });
    }
  });

  it('exits 2 on bad options and a missing file', async () => {
    expect((await decklab('goldfish', OKO, '--games', 'many')).code).toBe(2);
    expect((await decklab('goldfish', OKO, '--mulligan', 'tokyo')).code).toBe(2);
    const badKeep = await decklab('goldfish', OKO, '--keep', '8:2-5');
    expect(badKeep.code).toBe(2);
    expect(badKeep.stderr).toBe(
      'decklab: --keep: the keep rule "8:2-5" is for a hand of 8 cards; hand sizes go from 1 to 7 (CR 103.5)\n',
    );
    const missing = await decklab('goldfish', join(scratch.dir, 'nope.txt'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
  });
});
