// Keep rules written as text that require cards (engine/goldfish/keep-spec.ts), through `decklab goldfish --keep` and
// `decklab advise --keep` as a user runs them, on a real Commander precon (Aura of Courage, AFC: a commander and 99
// cards, 38 lands) whose six cheap ramp spells the list tags #ramp. The simulated keep rates match the closed-form
// multivariate hypergeometric ones; a card or tag the deck does not have is refused by name, nothing run.
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from './cli.ts';
import { tempDir } from './shared-data.ts';
import type { OperationOutput } from '../electron/api/types.ts';
import { MAX_KEEP_RULE_LENGTH, parseKeepSpec } from '../engine/goldfish/keep-spec.ts';
import { AURA_RAMP, auraWithRampTags } from './goldfish-fixtures.ts';

const { decklab } = deckDbCli(['AFC', 'AFR']);
const scratch = tempDir('decklab-keep-require-');
afterAll(() => scratch.cleanup());

const AURA = join(scratch.dir, 'Aura of Courage.txt');
writeFileSync(AURA, auraWithRampTags());

/** The library: the 99 cards besides the commander, which starts in the command zone (CR 903.6). */
const LIBRARY = 99;
const LANDS = 38;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** P(a 7-card hand holds lands in [low, high] and at least one of `copies` required cards), none of them lands. */
function keepSeven(low: number, high: number, copies: number): number {
  let p = 0;
  for (let l = low; l <= high; l++)
    for (let r = 1; r + l <= 7; r++)
      p += choose(LANDS, l) * choose(copies, r) * choose(LIBRARY - LANDS - copies, 7 - l - r);
  return p / choose(LIBRARY, 7);
}

const GAMES = 6000;
const within = (simulated: number, expected: number) =>
  expect(Math.abs(simulated - expected)).toBeLessThan(3.5 * Math.sqrt((expected * (1 - expected)) / GAMES));

describe('decklab goldfish --keep with required cards', () => {
  for (const [by, rule, copies] of [
    ['a tag', '7: 2-5 lands + tag:ramp, 6:always', AURA_RAMP.length],
    ['a name', '7:0-7 + "Wild Growth",6:always', 1],
  ] as const)
    it(`requiring ${by} ("${rule}"): the free 7 and the next 7 are kept at the hypergeometric rates (CR 103.5c)`, async () => {
      const run = await decklab(
        'goldfish',
        AURA,
        '--keep',
        rule,
        '--games',
        String(GAMES),
        '--seed',
        '3',
        '--workers',
        '0',
        '--json',
      );
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout) as OperationOutput<'sim.run'>;
      const [free, seven, six] = report.sides.play!.mulligans;
      expect([free.handSize, free.free, seven.handSize, six.handSize]).toEqual([7, true, 7, 6]);
      const p = by === 'a tag' ? keepSeven(2, 5, copies) : keepSeven(0, 7, copies);
      within(free.kept.value, p);
      within(seven.kept.value, (1 - p) * p);
      within(six.kept.value, (1 - p) * (1 - p));
    });

  it('a card the deck does not hold, or a tag none of its cards has, is refused by name (exit 2)', async () => {
    const typo = await decklab('goldfish', AURA, '--keep', '7:2-5 + "Wild Grwth"', '--games', '10', '--workers', '0');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain(
      '--keep: the keep rule "7:2-5 + "Wild Grwth"" requires "Wild Grwth", and the deck holds no card of that name',
    );
    const tag = await decklab('goldfish', AURA, '--keep', '7:2-5 + tag:draw', '--games', '10', '--workers', '0');
    expect(tag.code).toBe(2);
    expect(tag.stderr).toContain('no card of the deck has that tag');
    const unquoted = await decklab('goldfish', AURA, '--keep', '7:2-5 + Wild Growth');
    expect(unquoted.code).toBe(2);
    expect(unquoted.stderr).toContain('by its name in quotes or by a tag');
  });
});

describe('decklab advise --keep with required cards', () => {
  it('the custom rule sits beside the presets under its canonical name, its first 7 kept at the hypergeometric rate', async () => {
    const run = await decklab(
      'advise',
      AURA,
      '--keep',
      '7: 2-5 lands + tag:ramp, 6:always',
      '--lands',
      '38..38',
      '--games',
      '8000',
      '--seed',
      '3',
      '--workers',
      '0',
      '--json',
    );
    expect(run.stderr).toBe('');
    const rows = (JSON.parse(run.stdout) as OperationOutput<'advice.run'>).keep!;
    expect(rows.map((r) => r.policy)).toContain('karsten-commander');
    const custom = rows.find((r) => r.policy === 'custom:7:2-5+tag:ramp,6:always')!;
    expect(custom.keepRate.map((k) => k.handSize)).toEqual([7, 7, 6]);
    const p = keepSeven(2, 5, AURA_RAMP.length);
    const spread = Math.sqrt((p * (1 - p)) / custom.observations);
    expect(Math.abs(custom.keepRate[0].kept.value - p)).toBeLessThan(3.5 * spread);
  });

  it('an unknown card is refused before any game', async () => {
    const typo = await decklab('advise', AURA, '--keep', '7:2-5 + "Wild Grwth"', '--games', '10', '--workers', '0');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('requires "Wild Grwth", and the deck holds no card of that name');
  });
});

describe('--keep past MAX_KEEP_RULE_LENGTH (engine/goldfish/keep-spec.ts), as advice.run refuses it', () => {
  // A rule every part of which the deck answers, only too long: "Wild Growth" required again and again in the 7.
  const longRule = `7:0-7${' + "Wild Growth"'.repeat(Math.ceil(MAX_KEEP_RULE_LENGTH / 16))}`;
  const limitWords = `the keep rules are ${longRule.length.toLocaleString('en')} characters long; at most ${MAX_KEEP_RULE_LENGTH.toLocaleString('en')} are read`;

  it('the rule at the limit is read', () => {
    expect(longRule.length).toBeGreaterThan(MAX_KEEP_RULE_LENGTH);
    expect(parseKeepSpec(longRule.slice(0, longRule.lastIndexOf(' +', MAX_KEEP_RULE_LENGTH))).bySize[7]).toBeDefined();
  });

  for (const command of ['goldfish', 'advise'])
    it(`decklab ${command} refuses it by the limit, exit 2, nothing played`, async () => {
      const run = await decklab(command, AURA, '--keep', longRule, '--games', '10', '--workers', '0', '--json');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(limitWords);
      // One short line: the rule itself is not echoed back.
      expect(run.stderr.length).toBeLessThan(400);
    });
});
