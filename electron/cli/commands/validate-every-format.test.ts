// `decklab validate <deck>` without --format: the deck checked against every format of its game at once, run as a
// user runs it against a database of the real MTGJSON sets and Duel Masters cards of ../shared/data. Each Magic
// verdict is compared with what the card data's own `legalities` (MTGJSON's, read here from the set files, not from
// Decklab) say of the deck's cards, and each shape misfit (a 60-card deck in a 100-card format) with the rule
// that refuses it.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { realDeck } from '../../../test/real-decks.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { dmDeckList, dmDeckOf, dmPlainAttacker } from '../../../test/goldfish-fixtures.ts';
import type { OperationOutput } from '../../api/types.ts';
import type { Deck } from '../../../engine/decks/types.ts';

type EveryFormatJson = OperationOutput<'decks.validateAll'>;
type OneFormatJson = OperationOutput<'decks.validate'>;

const SETS = ['C21', 'STX', 'KHM', 'ZNR', 'M21', 'ELD', 'THB', 'IKO'];
const { decklab } = deckDbCli(SETS, { duelMasters: true });
const scratch = tempDir('decklab-every-format-');
afterAll(() => scratch.cleanup());

const LOREHOLD = join('plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const STOMPY = join('plain-taw', 'challenger__q05__Mono-Green Stompy.txt');

/** Each card's legalities as the MTGJSON set files give them ("Legal", "Banned", "Restricted"; absent: not legal). */
const LEGALITIES = new Map<string, Record<string, string>>();
for (const code of SETS) {
  const set = JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', `${code}.json`), 'utf8')) as {
    data: { cards: { name: string; faceName?: string; legalities: Record<string, string> }[] };
  };
  for (const c of set.data.cards) for (const name of [c.name, c.faceName ?? c.name]) LEGALITIES.set(name, c.legalities);
}

/** The Constructed formats of 60 cards or more (MTR 6.1) and the MTGJSON key each reads, as MTGJSON names them. */
const CONSTRUCTED_KEYS: Record<string, string> = {
  standard: 'standard',
  future: 'future',
  pioneer: 'pioneer',
  explorer: 'explorer',
  modern: 'modern',
  premodern: 'premodern',
  legacy: 'legacy',
  vintage: 'vintage',
  pauper: 'pauper',
  penny: 'penny',
  oldschool: 'oldschool',
  historic: 'historic',
  timeless: 'timeless',
  alchemy: 'alchemy',
};

/** Every card of the deck (each board but the maybeboard) with its count, by English name. */
function cardsOf(deck: Deck): Map<string, number> {
  const counts = new Map<string, number>();
  for (const board of ['main', 'side', 'commander', 'companion'] as const)
    for (const e of deck.boards[board] ?? []) counts.set(e.name, (counts.get(e.name) ?? 0) + e.count);
  return counts;
}

/** MTR 6.2 as the data says it: every card legal under `key`, or restricted and there once (Vintage). */
function legalByData(cards: Map<string, number>, key: string): boolean {
  return [...cards].every(([name, count]) => {
    const legalities = LEGALITIES.get(name);
    expect(legalities, `${name} is in the MTGJSON set files`).toBeDefined();
    const status = legalities![key];
    return status === 'Legal' || (status === 'Restricted' && count === 1);
  });
}

async function everyFormat(file: string): Promise<{ code: number; result: EveryFormatJson; stderr: string }> {
  const { code, stdout, stderr } = await decklab('validate', file, '--json');
  return { code, result: JSON.parse(stdout) as EveryFormatJson, stderr };
}

const verdicts = (result: EveryFormatJson) => new Map(result.formats.map((r) => [r.format, r]));

describe('decklab validate <deck> without --format: every format of its game', () => {
  it("Mono-Green Stompy (Challenger Decks 2021): each Constructed verdict is what the cards' MTGJSON legalities say; the 100-card and commander formats refuse its shape", async () => {
    const { code, result, stderr } = await everyFormat(sharedPath('decks', STOMPY));
    expect(stderr).toBe('');
    const cards = cardsOf(realDeck(STOMPY).deck);
    const byFormat = verdicts(result);
    for (const [format, key] of Object.entries(CONSTRUCTED_KEYS))
      expect({ format, legal: byFormat.get(format)?.legal }).toEqual({ format, legal: legalByData(cards, key) });
    // Legal somewhere per the data (Pioneer), so exit 0.
    expect(legalByData(cards, 'pioneer')).toBe(true);
    expect(code).toBe(0);
    // 60 cards and no commander: Gladiator wants 100 (100.2a), the Commander variants a commander of 100 or 60.
    for (const format of ['gladiator', 'commander', 'duel', 'predh', 'brawl', 'brawl-100', 'oathbreaker']) {
      const verdict = byFormat.get(format)!;
      expect({ format, legal: verdict.legal }).toEqual({ format, legal: false });
      expect(verdict.problems.find((p) => p.severity === 'error')?.code).toMatch(/^(deck\.size|commander\.missing)$/);
    }
    // The legal formats come first, Limited is named as skipped for want of a pool (CR 100.2b).
    const legal = result.formats.map((r) => r.legal);
    expect(legal).toEqual([...legal].sort((a, b) => Number(b) - Number(a)));
    expect(result.skipped).toEqual([{ format: 'limited', reason: 'needs-pool' }]);
    expect(result.formats.map((r) => r.format).sort()).toEqual(
      [...Object.keys(CONSTRUCTED_KEYS), 'gladiator', 'commander', 'duel', 'predh', 'brawl', 'brawl-100']
        .concat(['oathbreaker', 'paupercommander'])
        .sort(),
    );
  });

  it('the same list with the cards the data says left Standard swapped for Forests is legal in Standard, as the data says', async () => {
    const text = readFileSync(sharedPath('decks', STOMPY), 'utf8');
    const rotated = [...cardsOf(realDeck(STOMPY).deck).keys()].filter((n) => LEGALITIES.get(n)?.standard !== 'Legal');
    expect(rotated.length).toBeGreaterThan(0);
    const file = join(scratch.dir, 'stompy-standard.txt');
    writeFileSync(
      file,
      text
        .split('\n')
        .map((line) => {
          const m = /^(\d+) (.+)$/.exec(line);
          return m && rotated.some((n) => n.split(' // ')[0] === m[2]) ? `${m[1]} Forest` : line;
        })
        .join('\n'),
    );
    const { code, result } = await everyFormat(file);
    const main = cardsOf(realDeck(STOMPY).deck);
    for (const name of rotated) main.delete(name);
    expect(legalByData(main, 'standard')).toBe(true);
    expect(verdicts(result).get('standard')?.legal).toBe(true);
    expect(result.formats[0].legal).toBe(true);
    expect(code).toBe(0);
  });

  it("Lorehold Legacies (C21 precon, 99 and Osgir): Commander, Duel Commander, Arena's 100-card Brawl, PreDH and Pauper Commander as the MTGJSON legalities say; Brawl and Oathbreaker refuse 100 cards", async () => {
    const { code, result } = await everyFormat(sharedPath('decks', LOREHOLD));
    const cards = cardsOf(realDeck(LOREHOLD).deck);
    const byFormat = verdicts(result);
    for (const [format, key] of Object.entries({
      commander: 'commander',
      duel: 'duel',
      'brawl-100': 'historicbrawl',
      predh: 'predh',
      paupercommander: 'paupercommander',
      ...CONSTRUCTED_KEYS,
    }))
      expect({ format, legal: byFormat.get(format)?.legal }).toEqual({ format, legal: legalByData(cards, key) });
    expect(byFormat.get('commander')?.legal).toBe(true);
    for (const format of ['brawl', 'oathbreaker'])
      expect(byFormat.get(format)?.problems.find((p) => p.severity === 'error')).toMatchObject({ code: 'deck.size' });
    expect(code).toBe(0);
  });

  it('prints one line per format, legal first, with the problem count and the rule of the first error', async () => {
    const { code, stdout } = await decklab('validate', sharedPath('decks', LOREHOLD));
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Lorehold Legacies: legal in 2 of 22 formats');
    expect(lines.slice(1, 3)).toEqual([
      expect.stringMatching(/^ {2}legal {6}Vintage\s+\(1 warning\) {2}first: 100\.2a deck\.unused-board$/),
      expect.stringMatching(/^ {2}legal {6}Commander$/),
    ]);
    // Legacy bans one card of the precon (MTR 6.2) and Brawl wants 60 cards (CR 903.12d).
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}NOT legal {2}Legacy\s+\(1 error, 1 warning\) {2}first: MTR 6\.2 legality\.banned$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}NOT legal {2}Brawl\s+\(\d+ errors\) {2}first: 903\.12d deck\.size$/),
    );
    expect(lines.at(-1)).toMatch(/^ {2}skipped {4}Limited \(sealed or draft\)\s+needs --pool/);
  });

  it("each format's problems in --json are those of validate --format for it", async () => {
    const { result } = await everyFormat(sharedPath('decks', LOREHOLD));
    for (const format of ['legacy', 'commander', 'brawl']) {
      const one = await decklab('validate', sharedPath('decks', LOREHOLD), '--format', format, '--json');
      const single = JSON.parse(one.stdout) as OneFormatJson;
      expect(verdicts(result).get(format)).toEqual({
        format,
        legal: single.legal,
        counts: single.counts,
        problems: single.problems,
      });
    }
  });

  it("exit 1 when the deck is legal in no format: Arcanis's Guile, a 40-card theme deck (CR 100.2a, 903.5a)", async () => {
    const { code, result } = await everyFormat(
      sharedPath('decks', 'plain-taw', "theme-40-std__10e__Arcanis's Guile.txt"),
    );
    expect(result.formats.some((r) => r.legal)).toBe(false);
    expect(code).toBe(1);
  });

  it('--pool adds Limited, checked against the pool (CR 100.2b)', async () => {
    const file = sharedPath('decks', STOMPY);
    const { stdout } = await decklab('validate', file, '--pool', file, '--json');
    const result = JSON.parse(stdout) as EveryFormatJson;
    expect(result.skipped).toEqual([]);
    expect(verdicts(result).get('limited')?.legal).toBe(true);
  });

  it('exit 2 for a deck file that cannot be read, as with --format', async () => {
    const { code, stderr } = await decklab('validate', join(scratch.dir, 'missing.txt'));
    expect(stderr).toMatch(/cannot read deck file .*missing\.txt/);
    expect(code).toBe(2);
  });
});

describe('decklab validate <Duel Masters deck> without --format: the one Duel Masters format', () => {
  const fire = dmDeckOf('fire', dmPlainAttacker('fire'));

  it('forty cards, four of each (DM 100.2, 100.2a): legal in Duel Masters, no Magic format listed', async () => {
    const file = join(scratch.dir, 'fire.txt');
    writeFileSync(file, dmDeckList(fire));
    const { code, result } = await everyFormat(file);
    expect(result).toMatchObject({ formats: [{ format: 'dm', legal: true, problems: [] }], skipped: [] });
    expect(code).toBe(0);
  });

  it('five of one name and three of another (DM 100.2a): not legal, exit 1, the first error cites 100.2a', async () => {
    const [first, second, ...rest] = fire.main;
    const file = join(scratch.dir, 'fire-five.txt');
    writeFileSync(file, dmDeckList({ ...fire, main: [{ ...first, count: 5 }, { ...second, count: 3 }, ...rest] }));
    const { code, stdout } = await decklab('validate', file);
    expect(stdout.split('\n').slice(0, 2)).toEqual([
      'fire: legal in 0 of 1 format',
      `  NOT legal  Duel Masters  (1 error)  first: 100.2a deck.copies`,
    ]);
    expect(code).toBe(1);
  });
});
