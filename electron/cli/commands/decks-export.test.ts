// `decklab decks export` writes every saved deck as a single export writes it: each file's notices (what its format
// could not hold) printed under its path, and a deck built from a pool with the rest of the pool as its sideboard
// (CR 100.4b), the same list `pool export --deck` prints, saying so. Real MTGJSON set files imported with `decklab
// import`, a real draft of M21 against bots, Forge's real Lorehold Legacies deck file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { isNamedBasicName } from '../../../engine/formats/checks/common.ts';
import { openDatabase } from '../../../db/open.ts';
import { createApi } from '../../api/index.ts';

const { dir, cleanup } = tempDir('decklab-decks-export-');
afterAll(cleanup);
const db = join(dir, 'cards.sqlite');
const decklab = (...args: string[]) => captureCli([...args, '--db', db]);
const LOREHOLD = sharedPath('decks', 'forge-dck', 'Lorehold Legacies [C21] [2021].dck');

interface ExportedJson {
  path: string;
  deckId: number;
  notices: { code: string; message: string; params: Record<string, string | number> }[];
}

let poolId: number;
let deckFile: string;

beforeAll(async () => {
  const sets = ['M21', 'C21', 'STX', 'KHM', 'MID'].map((s) => sharedPath('mtgjson', 'sets', `${s}.json`));
  expect((await decklab('import', ...sets)).code).toBe(0);
  const run = await decklab('pool', 'draft', 'M21', '--seed', '9', '--auto', '--name', 'M21 table', '--json');
  expect(run.code).toBe(0);
  const drafted = JSON.parse(run.stdout) as { pool: { id: number }; picks: { name: string }[] };
  poolId = drafted.pool.id;
  const spells = drafted.picks
    .map((p) => p.name)
    .filter((name) => !isNamedBasicName(name))
    .slice(0, 23);
  deckFile = join(dir, 'deck.txt');
  writeFileSync(deckFile, [...spells.map((name) => `1 ${name}`), '9 Swamp', '8 Forest'].join('\n'));
  // The deck saved as the app's Limited editor saves it: built from the pool (decks.save's poolId).
  const handle = openDatabase(db);
  try {
    const api = createApi({ db: handle });
    const { deck } = await api.invoke('decks.import', { text: readFileSync(deckFile, 'utf8') });
    await api.invoke('decks.save', { deck: { ...deck, name: 'M21 draft deck', format: 'limited' }, poolId });
  } finally {
    handle.close();
  }
  expect((await decklab('decks', 'import', LOREHOLD)).code).toBe(0);
});

describe('decklab decks export', () => {
  it('writes a pool deck with the rest of the pool as its sideboard, as pool export --deck does, and says so', async () => {
    const out = join(dir, 'arena');
    const run = await decklab('decks', 'export', '--dir', out, '--as', 'arena', '--json');
    expect(run.code).toBe(0);
    const files = JSON.parse(run.stdout) as ExportedJson[];
    const limited = files.find((f) => f.path === 'M21 draft deck.txt')!;
    const single = await decklab('pool', 'export', String(poolId), '--deck', deckFile, '--as', 'arena');
    expect(single.code).toBe(0);
    const written = readFileSync(join(out, limited.path), 'utf8');
    // The same Deck and Sideboard sections, card for card and printing for printing (the name line aside: the saved
    // deck has one, the file read by pool export takes none).
    const sections = (text: string) => text.slice(text.indexOf('Deck\n'));
    expect(sections(written)).toContain('Sideboard\n');
    expect(sections(written)).toBe(sections(single.stdout));
    // The draft's 45 picks (3 packs of 15), of which the deck takes 23: 22 written as its sideboard, said so.
    const rest = limited.notices.find((n) => n.code === 'rest-of-pool');
    expect(rest).toMatchObject({ cards: 22, params: { pool: 'M21 table', count: 22 } });
    expect(single.stderr).toContain(`pool ${poolId}: ${rest!.message}`);
    expect(rest!.message).toContain('the 22 cards left in the pool (CR 100.4b)');
  });

  it("prints each file's notices under its path, the ones a single export of the deck gives", async () => {
    const out = join(dir, 'dek');
    const json = await decklab('decks', 'export', '--dir', join(dir, 'dek-json'), '--as', 'mtgo-dek', '--json');
    const files = JSON.parse(json.stdout) as ExportedJson[];
    const lorehold = files.find((f) => f.path.startsWith('Lorehold Legacies'))!;
    const single = await decklab('convert', LOREHOLD, '--to', 'mtgo-dek', '--json');
    const { notices } = JSON.parse(single.stdout) as { notices: ExportedJson['notices'] };
    expect(lorehold.notices).toEqual(notices);
    // MTGJSON's C21 file holds no Rip Apart: its "|C21" pin cannot be written by CatID, and the file says so.
    expect(mtgjsonSet('C21').cards.some((c) => c.name === 'Rip Apart')).toBe(false);
    expect(lorehold.notices.map((n) => n.message).join('\n')).toContain('Rip Apart (C21)');

    const text = await decklab('decks', 'export', '--dir', out, '--as', 'mtgo-dek');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    const at = lines.indexOf(lorehold.path);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at + 1, at + 1 + notices.length)).toEqual(notices.map((n) => `  warning: ${n.message}`));
    // The pool deck's file names the rest of its pool, not as a warning.
    const limited = lines.indexOf('M21 draft deck.dek');
    expect(lines[limited + 1]).toMatch(/^ {2}Built from the pool "M21 table": /);
  });
});
