// `decklab compare` as a user runs it: deck files of any format and saved decks by name or id, the readable diff
// and the JSON, and a Duel Masters list in Japanese against its English twin (the names ja-names.csv pairs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { captureCli, deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const deckFile = (path: string) => sharedPath('decks', path);
const AZORIUS_Q05 = deckFile('plain-taw/challenger__q05__Azorius Control.txt');
const AZORIUS_KHM = deckFile('cockatrice-cod/AzoriusControl_KHM.cod');

describe('decklab compare on Magic decks', () => {
  const { decklab } = deckDbCli(['KHM', 'ZNR', 'M21', 'THB', 'ELD', 'IKO', 'STX', 'AFC', 'AFR']);

  it("prints the readable diff: one Archon of Sun's Grace fewer in B's main deck; exit 1", async () => {
    const { code, stdout } = await decklab('compare', AZORIUS_Q05, AZORIUS_KHM);
    expect(code).toBe(1);
    expect(stdout).toContain('Main deck (A 60, B 59)\n');
    expect(stdout).toContain("  ~ Archon of Sun's Grace: 2 → 1\n");
    expect(stdout).toContain('Sideboard (A 15, B 15)\n');
    expect(stdout).toContain('Switching from A to B: your collection holds every card B adds\n');
  });

  it('--json gives the boards as { board, onlyA, onlyB, changed, same }', async () => {
    const { code, stdout } = await decklab('compare', AZORIUS_KHM, AZORIUS_Q05, '--json');
    expect(code).toBe(1);
    const json = JSON.parse(stdout) as { boards: { board: string; same: number }[]; missing: unknown[] };
    expect(json.boards[0]).toMatchObject({
      board: 'main',
      onlyA: [],
      onlyB: [],
      changed: [{ name: "Archon of Sun's Grace", a: 1, b: 2 }],
    });
    expect(json.boards[0].same).toBeGreaterThan(10);
    // With no collection, the copy B adds is missing.
    expect(json.missing).toEqual([{ name: "Archon of Sun's Grace", count: 1 }]);
  });

  it('a saved deck by its name against the same deck in another format: the same cards, exit 0', async () => {
    const taw = deckFile('plain-taw/cmd__afc__Aura of Courage.txt');
    expect((await decklab('decks', 'import', taw)).code).toBe(0);
    const { code, stdout } = await decklab(
      'compare',
      'Aura of Courage',
      deckFile('forge-dck/Aura of Courage [AFC] [2021].dck'),
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Same commander: Galea, Kindler of Hope\n');
    expect(stdout).toContain('A and B hold the same cards\n');
  });

  it('a name that is no file and no saved deck is bad input, exit 2', async () => {
    const { code, stderr } = await decklab('compare', 'No Such Deck', AZORIUS_Q05);
    expect(code).toBe(2);
    expect(stderr).toContain('no deck file and no saved deck named "No Such Deck"');
  });
});

describe('decklab compare on a Duel Masters list in Japanese and in English', () => {
  const scratch = tempDir();
  const db = join(scratch.dir, 'dm.sqlite');
  beforeAll(async () => {
    const files = ['Ravenite0-All_Cards.csv', 'ja-names.csv'].map((f) => sharedPath('duelmasters', f));
    expect((await captureCli(['import', ...files, '--db', db])).code).toBe(0);
  });
  afterAll(() => scratch.cleanup());

  it("DM-01's cards named as ja-names.csv names them in each language compare as the same cards", async () => {
    const rows = Papa.parse<Record<string, string>>(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data.filter((r) => r.Set === 'DM-01');
    const picked = rows.slice(0, 10);
    expect(picked).toHaveLength(10);
    const english = join(scratch.dir, 'english.txt');
    const japanese = join(scratch.dir, 'japanese.txt');
    writeFileSync(english, picked.map((r) => `4 ${r.CardName}\n`).join(''));
    writeFileSync(japanese, picked.map((r) => `4 ${r.JapaneseName}\n`).join(''));
    const { code, stdout, stderr } = await captureCli(['compare', english, japanese, '--db', db]);
    expect(stderr).toBe('');
    expect(stdout).toContain('Main deck (A 40, B 40)\n');
    expect(stdout).toContain('A and B hold the same cards\n');
    expect(code).toBe(0);
    // One copy fewer of the first card on the Japanese side is a change of that card, named in English.
    writeFileSync(japanese, picked.map((r, i) => `${i === 0 ? 3 : 4} ${r.JapaneseName}\n`).join(''));
    const changed = await captureCli(['compare', english, japanese, '--db', db]);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(`  ~ ${picked[0].CardName}: 4 → 3\n`);
  });
});
