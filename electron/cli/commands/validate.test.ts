// `decklab validate` and `decklab formats`, run the way a user runs them, against a real card database
// (MTGJSON sets in a SQLite file) and the real decklists of ../shared/data/decks; and the API operations behind them.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { createApi } from '../../api/index.ts';
import { ApiError } from '../../api/define.ts';
import { openDatabase } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { stringMatching } from '../../../test/matchers.ts';
import type { OperationOutput } from '../../api/types.ts';

type ValidateJson = OperationOutput<'decks.validate'>;

const cli = deckDbCli(['C21', 'STX', '10E']);
const { decklab } = cli;
const scratch = tempDir('decklab-validate-');
afterAll(() => scratch.cleanup());

const LOREHOLD = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const ARCANIS = sharedPath('decks', 'plain-taw', "theme-40-std__10e__Arcanis's Guile.txt");

/** The Lorehold list with one line replaced, written to a scratch file. */
function loreholdWith(line: string, replacement: string): string {
  const text = readFileSync(LOREHOLD, 'utf8');
  expect(text).toContain(`\n${line}\n`);
  const file = join(scratch.dir, `lorehold-${replacement.replace(/\W+/g, '-')}.txt`);
  writeFileSync(file, text.replace(`\n${line}\n`, `\n${replacement}\n`));
  return file;
}

describe('decklab validate', () => {
  it('exit 0 and the JSON result for a legal Commander precon', async () => {
    const { code, stdout } = await decklab('validate', LOREHOLD, '--format', 'commander', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as ValidateJson;
    expect(result).toMatchObject({
      legal: true,
      format: 'commander',
      counts: { main: 99, commander: 1 },
      problems: [],
    });
  });

  it('exit 1 and the problem with its rule number for an off-identity card (CR 903.5c)', async () => {
    const file = loreholdWith('1 Sol Ring', '1 Willowdusk, Essence Seer');
    const { code, stdout } = await decklab('validate', file, '--format', 'commander', '--json');
    expect(code).toBe(1);
    const result = JSON.parse(stdout) as ValidateJson;
    expect(result.legal).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'commander.color-identity',
        rule: '903.5c',
        severity: 'error',
        cards: ['Willowdusk, Essence Seer'],
        message: stringMatching(/outside the commander's color identity/),
      }),
    ]);
  });

  it('prints the verdict and each problem with its rule in text mode', async () => {
    const file = loreholdWith('1 Sol Ring', '1 Mind Stone');
    const { code, stdout } = await decklab('validate', file, '--format', 'commander');
    expect(code).toBe(1);
    expect(stdout).toMatch(/Lorehold Legacies: NOT legal in Commander \(1 error\)/);
    expect(stdout).toMatch(/error\s+903\.5b\s+commander\.singleton: 2 copies of Mind Stone; at most 1/);
  });

  it("a card the database doesn't know is an error, not a pass", async () => {
    const file = loreholdWith('1 Sol Ring', "1 Uro, Titan of Nature's Wrath");
    const { code, stdout } = await decklab('validate', file, '--format', 'commander', '--json');
    expect(code).toBe(1);
    expect((JSON.parse(stdout) as ValidateJson).problems).toEqual([
      expect.objectContaining({ code: 'deck.unknown-card', cards: ["Uro, Titan of Nature's Wrath"] }),
    ]);
  });

  it('Limited with --pool: the deck checked against the cards of its pool (CR 100.2b)', async () => {
    const legal = await decklab('validate', ARCANIS, '--format', 'limited', '--pool', ARCANIS, '--json');
    expect(legal.code).toBe(0);
    expect((JSON.parse(legal.stdout) as ValidateJson).problems).toEqual([]);
    const pool = join(scratch.dir, 'small-pool.txt');
    // The pool lacks the list's first nonbasic card.
    writeFileSync(pool, readFileSync(ARCANIS, 'utf8').replace(/^\d+ (?!Island|Swamp|Plains|Mountain|Forest).*\n/m, ''));
    const short = await decklab('validate', ARCANIS, '--format', 'limited', '--pool', pool, '--json');
    expect(short.code).toBe(1);
    expect((JSON.parse(short.stdout) as ValidateJson).problems[0]).toMatchObject({
      code: 'limited.not-in-pool',
      rule: '100.2b',
    });
  });

  it('a --pool file that is no list (a picture saved as .txt) is named, not taken for the deck', async () => {
    const pool = join(scratch.dir, 'pool-picture.txt');
    writeFileSync(pool, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const { code, stdout, stderr } = await decklab('validate', ARCANIS, '--format', 'limited', '--pool', pool);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(new RegExp(`^decklab: ${pool.replace(/\W/g, '\\$&')}: the deck list is not text`));
  });

  it("exit 2 when the deck file can't be read", async () => {
    const { code, stderr } = await decklab('validate', join(scratch.dir, 'missing.txt'), '--format', 'commander');
    expect(code).toBe(2);
    expect(stderr).toMatch(/cannot read deck file .*missing\.txt: no such file/);
  });

  it("exit 2 for a format that doesn't exist, naming the choices", async () => {
    const { code, stderr } = await decklab('validate', LOREHOLD, '--format', 'edh');
    expect(code).toBe(2);
    expect(stderr).toMatch(/edh.*commander/s);
  });
});

describe('decklab formats', () => {
  it('lists every format with its rules as data (--json)', async () => {
    const { code, stdout } = await decklab('formats', '--json');
    expect(code).toBe(0);
    const formats = JSON.parse(stdout) as {
      id: string;
      deck: { min: number; max?: number };
      startingLife?: number;
      handSize: number;
    }[];
    expect(formats.find((f) => f.id === 'commander')).toMatchObject({
      deck: { min: 100, max: 100, rule: '903.5a' },
      startingLife: 40,
      freeFirstMulligan: true,
    });
    expect(formats.find((f) => f.id === 'dm')).toMatchObject({
      deck: { min: 40, max: 40 },
      shields: 5,
      handSize: 5,
      mulligan: 'none',
    });
  });

  it('prints a table in text mode, one game with --game', async () => {
    const { code, stdout } = await decklab('formats', '--game', 'dm');
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^id\s+name/),
      expect.stringMatching(/^dm\s+Duel Masters\s+dm\s+40\s+4\s+regulation$/),
    ]);
  });
});

describe('decklab validate --today on a Magic deck', () => {
  it('says the date changes nothing for Magic: legality is the card data’s, with no history (the same verdict)', async () => {
    const [dated, plain] = await Promise.all([
      decklab('validate', LOREHOLD, '--format', 'commander', '--today', '2021-05-01'),
      decklab('validate', LOREHOLD, '--format', 'commander'),
    ]);
    expect(dated.stderr).toContain('--today dates the Duel Masters Hall of Fame regulation only');
    expect(plain.stderr).not.toContain('--today');
    expect([dated.code, dated.stdout]).toEqual([plain.code, plain.stdout]);
  });
});

describe('API: decks.validate and formats.list', () => {
  it("rejects an unknown format and a regulation file it can't read, saying what is wrong", async () => {
    const db = openDatabase(cli.file);
    try {
      const api = createApi({ db });
      const deck = { game: 'mtg' as const, name: 'x', boards: {} };
      await expect(api.invoke('decks.validate', { deck, format: 'edh' })).rejects.toSatisfy(
        (e) => e instanceof ApiError && e.code === 'invalid-input',
      );
      await expect(api.invoke('decks.validate', { deck, format: 'edh' })).rejects.toThrow(
        /unknown format "edh"; known formats: standard/,
      );
      await expect(
        api.invoke('decks.validate', {
          deck: { ...deck, game: 'dm' },
          format: 'dm',
          regulation: { entries: [{ name: 'Aqua Hulcus', limit: 3, from: '2008-04-15' }] },
        }),
      ).rejects.toThrow(/regulation: entries\[0\]\.limit must be 0/);
      expect((await api.invoke('formats.list', { game: 'dm' })).map((f) => f.id)).toEqual(['dm']);
    } finally {
      db.close();
    }
  });
});
