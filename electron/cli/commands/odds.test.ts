// `decklab odds`, run the way a user runs it, against a real card database and real decklists of ../shared/data/decks:
// a two-player deck (Oko, ELD) and a Commander precon (Aura of Courage, AFC) whose six ramp spells the list tags #ramp.
// The figures are checked against the hypergeometric sums written out here, by cards seen per turn.
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { auraWithRampTags } from '../../../test/goldfish-fixtures.ts';

const { decklab } = deckDbCli(['ELD', 'AFC', 'AFR']);
const scratch = tempDir('decklab-odds-');
afterAll(() => scratch.cleanup());

const OKO = sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt');
const AURA = join(scratch.dir, 'Aura of Courage.txt');
writeFileSync(AURA, auraWithRampTags());

interface OddsJson {
  turns: { turn: number; play: number; draw: number; seen: { play: number; draw: number } }[];
  groups: { name: string; cards: { name: string; copies: number }[]; copies: number; atLeast: number }[];
  expectedTurn: { play: number | null; draw: number | null };
  meanTurn: { play: number | null; draw: number | null };
  deckSize: number;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** P(at least `lands` of 25 lands and at least one of 6 removal spells among `seen` of 60 cards). */
function landsAndRemoval(seen: number): number {
  let p = 0;
  for (let l = 2; l <= seen; l++)
    for (let r = 1; r <= 6 && l + r <= seen; r++) p += choose(25, l) * choose(6, r) * choose(29, seen - l - r);
  return p / choose(60, seen);
}

describe('decklab odds', () => {
  it('two groups of a two-player deck: JSON by turn, on the play (the first draw skipped, CR 103.8a) and the draw', async () => {
    const run = await decklab('odds', OKO, '--need', '2 lands', '--need', '1 "Frogify" "Charmed Sleep"', '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const odds = JSON.parse(run.stdout) as OddsJson;
    expect(odds.groups).toEqual([
      expect.objectContaining({ name: 'lands', copies: 25, atLeast: 2 }),
      {
        name: '"Frogify" "Charmed Sleep"',
        cards: [
          { name: 'Charmed Sleep', copies: 3 },
          { name: 'Frogify', copies: 3 },
        ],
        copies: 6,
        atLeast: 1,
      },
    ]);
    expect(odds.turns).toHaveLength(7);
    for (const t of odds.turns) {
      expect(t.seen).toEqual({ play: 6 + t.turn, draw: 7 + t.turn });
      expect(t.play).toBeCloseTo(landsAndRemoval(6 + t.turn), 10);
      expect(t.draw).toBeCloseTo(landsAndRemoval(7 + t.turn), 10);
    }
    const even = (seen: (t: number) => number) => odds.turns.find((t) => landsAndRemoval(seen(t.turn)) >= 0.5)?.turn;
    expect(odds.expectedTurn).toEqual({ play: even((t) => 6 + t), draw: even((t) => 7 + t) });
  });

  it('a tag of a Commander deck: nobody skips the first draw (CR 103.8c), 99 cards in the library (CR 903.6)', async () => {
    const run = await decklab('odds', AURA, '--need', '1 tag:ramp', '--turns', '4');
    expect(run.code).toBe(0);
    const p = (seen: number) => 1 - choose(93, seen) / choose(99, seen);
    expect(run.stdout).toContain('99 cards in the library before the opening hand of 7');
    expect(run.stdout).toContain('every player draws on turn 1 (CR 103.8c)');
    expect(run.stdout).toContain('No mulligan');
    expect(run.stdout).toContain('at least 1 of tag:ramp: 6 cards of the deck');
    const row = (turn: number) =>
      run.stdout
        .split('\n')
        .find((l) => l.startsWith(`T${turn} `))!
        .trim()
        .split(/\s+/);
    for (let turn = 1; turn <= 4; turn++)
      expect(row(turn)).toEqual([
        `T${turn}`,
        String(7 + turn),
        `${(p(7 + turn) * 100).toFixed(1)}%`,
        String(7 + turn),
        `${(p(7 + turn) * 100).toFixed(1)}%`,
      ]);
    expect(run.stdout).not.toContain('T5');
  });

  it('a need it cannot read, or that the deck cannot answer, is refused by name (exit 2), nothing printed', async () => {
    for (const [need, says] of [
      ['2 dragons', 'cannot read "2 dragons"'],
      ['1 tag:ramp', 'no card of the deck is in the group tag:ramp'],
      ['1 "Lightning Bolt"', 'the deck holds no card named "Lightning Bolt"'],
      ['26 lands', 'the group lands holds 25 cards of the deck; ask for 1 to 25 of them, not 26'],
    ]) {
      const run = await decklab('odds', OKO, '--need', need);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(says);
    }
    const none = await decklab('odds', OKO);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("required option '--need <k group>' not specified");
  });
});
