// The Limited flow at the command line after a real `decklab import` of MTGJSON's M21 set file: a draft against bots
// to the end, a 40-card deck built of the picks and free basics (CR 100.2b, MTR 7.2), written with `pool export
// --deck` with the rest of the pool as its sideboard (CR 100.4b), which `validate --format limited --pool` reads back
// as legal and `goldfish` plays; a deck taking more copies than the pool holds is refused, naming the card and rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { isNamedBasicName } from '../../../engine/formats/checks/common.ts';

const { dir, cleanup } = tempDir('decklab-pool-deck-');
afterAll(cleanup);
const db = join(dir, 'cards.sqlite');
const decklab = (...args: string[]) => captureCli([...args, '--db', db]);

interface DraftedJson {
  pool: { id: number; cards: number };
  picks: { name: string }[];
}

/** Copies of each name in an Arena list's section ("Deck" or "Sideboard"). */
function section(text: string, heading: string): Map<string, number> {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  expect(start).toBeGreaterThanOrEqual(0);
  const counts = new Map<string, number>();
  for (const line of lines.slice(start + 1)) {
    const m = /^(\d+) (.+?) \(\w+\) \S+$/.exec(line.trim());
    if (!m) break;
    counts.set(m[2], (counts.get(m[2]) ?? 0) + Number(m[1]));
  }
  return counts;
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((n, c) => n + c, 0);

let drafted: DraftedJson;
/** 23 of the player's picks that are no free basic, by name, and the deck file of them with 17 basics. */
let spells: Map<string, number>;
let deckFile: string;

beforeAll(async () => {
  expect((await decklab('import', sharedPath('mtgjson', 'sets', 'M21.json'))).code).toBe(0);
  const run = await decklab('pool', 'draft', 'M21', '--seed', '9', '--auto', '--name', 'M21 table', '--json');
  expect(run.code).toBe(0);
  drafted = JSON.parse(run.stdout) as DraftedJson;
  spells = new Map();
  for (const { name } of drafted.picks) {
    if (isNamedBasicName(name) || total(spells) === 23) continue;
    spells.set(name, (spells.get(name) ?? 0) + 1);
  }
  expect(total(spells)).toBe(23);
  deckFile = join(dir, 'deck.txt');
  writeFileSync(deckFile, [...[...spells].map(([name, n]) => `${n} ${name}`), '9 Swamp', '8 Forest'].join('\n'));
});

describe('decklab pool export --deck: a Limited deck with the rest of its pool as sideboard', () => {
  it('writes the 40 cards and, as sideboard, every pick the deck left (CR 100.4b); validate and goldfish read it', async () => {
    const { code, stdout, stderr } = await decklab(
      'pool',
      'export',
      String(drafted.pool.id),
      '--deck',
      deckFile,
      '--as',
      'arena',
    );
    expect(code).toBe(0);
    // A legal deck: no problem of it on stderr (only what Arena's list cannot carry, a foil mark).
    expect(stderr).not.toMatch(/limited\.|deck\./);
    const main = section(stdout, 'Deck');
    expect(total(main)).toBe(40);
    const side = section(stdout, 'Sideboard');
    const left = new Map<string, number>();
    for (const { name } of drafted.picks) left.set(name, (left.get(name) ?? 0) + 1);
    for (const [name, n] of spells) left.set(name, left.get(name)! - n);
    for (const [name, n] of left) if (n === 0) left.delete(name);
    expect(side).toEqual(left);
    expect(total(main) - 17 + total(side)).toBe(45);
    // Each drafted card is written as the M21 printing drafted, not the newest printing of its name.
    const drafts = [...stdout.matchAll(/^\d+ (.+?) \((\w+)\) \S+$/gm)].filter((m) => !isNamedBasicName(m[1]));
    expect(drafts.length).toBeGreaterThan(20);
    expect(drafts.filter((m) => m[2] !== 'M21').map((m) => m[0])).toEqual([]);

    const written = join(dir, 'deck-with-sideboard.txt');
    writeFileSync(written, stdout);
    const poolFile = join(dir, 'pool.txt');
    writeFileSync(poolFile, (await decklab('pool', 'export', String(drafted.pool.id))).stdout);
    const checked = await decklab('validate', written, '--format', 'limited', '--pool', poolFile);
    expect([checked.code, checked.stdout.split('\n')[0]]).toEqual([
      0,
      `${written}: legal in Limited (sealed or draft)`,
    ]);
    const played = await decklab('goldfish', written, '--games', '300', '--seed', '4');
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('300 games');
  });

  it('refuses a deck taking one copy more than the pool holds, naming the card and CR 100.2b, and prints no list', async () => {
    const [name, copies] = [...spells][0];
    const inPool = drafted.picks.filter((p) => p.name === name).length;
    const greedy = join(dir, 'greedy.txt');
    writeFileSync(
      greedy,
      [`${inPool + 1} ${name}`, ...[...spells].slice(1).map(([n, c]) => `${c} ${n}`), '17 Swamp'].join('\n'),
    );
    expect(copies).toBeLessThanOrEqual(inPool);
    const { code, stdout, stderr } = await decklab('pool', 'export', String(drafted.pool.id), '--deck', greedy);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain(`is not a deck of pool ${drafted.pool.id} "M21 table"`);
    expect(stderr).toContain(
      `100.2b limited.not-in-pool: ${inPool + 1} ${name} in deck and sideboard but ${inPool} in the pool`,
    );
  });

  it('says what the deck still lacks (fewer than 40 cards) as a warning and writes it all the same', async () => {
    const short = join(dir, 'short.txt');
    writeFileSync(short, [...spells].map(([n, c]) => `${c} ${n}`).join('\n'));
    const { code, stdout, stderr } = await decklab(
      'pool',
      'export',
      String(drafted.pool.id),
      '--deck',
      short,
      '--as',
      'arena',
    );
    expect(code).toBe(0);
    expect(total(section(stdout, 'Deck'))).toBe(23);
    expect(stderr).toContain('deck.size');
  });
});
