// `decklab convert` and the printings a list pins, and the files it cannot read, on real decklists: Lorehold
// Legacies (C21) as taw wrote it ("12 Mountain [STX:*]") and as Forge's precon file, and its Cockatrice file.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { stringMatching } from '../../../test/matchers.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';

const { decklab } = deckDbCli(['C21', 'STX', 'MID', 'KHM', 'ELD', 'MIC']);

const LOREHOLD_TAW = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const LOREHOLD_COD = sharedPath('decks', 'cockatrice-cod', 'LoreholdLegacies_C21.cod');
const LOREHOLD_FORGE = sharedPath('decks', 'forge-dck', 'Lorehold Legacies [C21] [2021].dck');

/** Runs `body` with a file of `text` in a temp folder. */
async function withFile(name: string, text: string, body: (file: string) => Promise<void>): Promise<void> {
  const { dir, cleanup } = tempDir();
  try {
    const file = join(dir, name);
    writeFileSync(file, text);
    await body(file);
  } finally {
    cleanup();
  }
}

describe('decklab convert writes a set pinned alone as a printing of that set', () => {
  it('Lorehold Legacies\' "12 Mountain [STX:*]" is (STX) 372 in Arena and [STX:372] in XMage, with no warning', async () => {
    const arena = await decklab('convert', LOREHOLD_TAW, '--to', 'arena');
    expect(arena.code).toBe(0);
    expect(arena.stdout).toMatch(/^12 Mountain \(STX\) 372$/m);
    expect(arena.stdout).toMatch(/^8 Plains \(STX\) 366$/m);
    expect(arena.stderr).not.toMatch(/printing/);
    const xmage = await decklab('convert', LOREHOLD_TAW, '--to', 'xmage');
    expect(xmage.stdout).toMatch(/^12 \[STX:372\] Mountain$/m);
  });

  it('a set that has no printing of the card is said, and another printing written', async () => {
    await withFile('sets.txt', '4 Mountain [STX]\n1 Sol Ring [STX]\n', async (file) => {
      const { code, stdout, stderr } = await decklab('convert', file, '--to', 'arena');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^4 Mountain \(STX\) 372$/m);
      expect(stdout).toMatch(/^1 Sol Ring \((?!STX)[A-Z0-9]+\) \d+$/m);
      expect(stderr).toBe(
        `${file}: warning: the card data has no printing of 1 card(s) in the set pinned, so another printing is written: Sol Ring (STX)\n`,
      );
    });
  });
});

describe('decklab convert --to mtgo-dek: a set pinned alone is a printing of that set on MTGO', () => {
  /** MTGJSON's MTGO catalog ids (identifiers.mtgoId) of a card's printings in a set. */
  const mtgoIds = (set: string, name: string) =>
    mtgjsonSet(set)
      .cards.filter((c) => c.name.split(' // ')[0] === name && c.identifiers.mtgoId)
      .map((c) => Number(c.identifiers.mtgoId));
  const catId = (dek: string, name: string) =>
    Number(new RegExp(`<Cards CatID="(\\d+)" Quantity="\\d+" Sideboard="false" Name="${name}"`).exec(dek)?.[1]);

  it('Forge\'s "1 Sol Ring|C21" is C21\'s CatID, not that of the newer MIC printing', async () => {
    const { code, stdout, stderr } = await decklab('convert', LOREHOLD_FORGE, '--to', 'mtgo-dek');
    expect(code).toBe(0);
    // Both sets are on MTGO; MIC (2021-09-24) is newer than C21 (2021-04-23).
    for (const name of ['Sol Ring', 'Arcane Signet', 'Command Tower']) {
      expect(mtgoIds('MIC', name), name).toHaveLength(1);
      expect(mtgoIds('C21', name), name).toHaveLength(1);
      expect(catId(stdout, name), name).toBe(mtgoIds('C21', name)[0]);
    }
    // C21 has no Mountain or Plains: the newest MTGO printing is written, and the lost set said.
    expect(mtgoIds('C21', 'Mountain')).toEqual([]);
    expect(['MIC', 'STX', 'MID', 'KHM', 'ELD'].flatMap((set) => mtgoIds(set, 'Mountain'))).toContain(
      catId(stdout, 'Mountain'),
    );
    const lines = [...readFileSync(LOREHOLD_FORGE, 'utf8').matchAll(/^(\d+) ([^|+]+)\+?\|C21$/gm)];
    const notOnMtgo = lines.filter(([, , name]) => mtgoIds('C21', name).length === 0);
    expect(notOnMtgo.map(([, , name]) => name)).toEqual(expect.arrayContaining(['Mountain', 'Plains']));
    const copies = notOnMtgo.reduce((n, [, count]) => n + Number(count), 0);
    expect(stderr).toContain(
      `the card data has no printing with an MTGO catalog id (CatID) in the set pinned on ${copies} card(s), so another MTGO printing's CatID is written: `,
    );
    expect(stderr).toMatch(/in the set pinned on .*: .*Mountain \(C21\).*Plains \(C21\)/);
  });
});

describe('decklab convert does not write a printing of another card', () => {
  // C21 234 is Arcane Signet, C21 235 Bloodthirsty Blade.
  const wrongPin = readFileSync(LOREHOLD_TAW, 'utf8').replace(/^1 Arcane Signet$/m, '1 Arcane Signet (C21) 235');

  it.each(['text', 'arena', 'forge', 'xmage', 'mtgo-csv', 'cockatrice'])('to %s', async (format) => {
    await withFile('wrong-pin.txt', wrongPin, async (file) => {
      const { code, stdout, stderr } = await decklab('convert', file, '--to', format);
      expect(code).toBe(0);
      expect(stderr).toContain('C21 235 is "Bloodthirsty Blade", not "Arcane Signet"; the name wins');
      const signet = stdout.split('\n').find((l) => l.includes('Arcane Signet'));
      expect(signet).toBeDefined();
      expect(signet).not.toMatch(/235/);
    });
  });
});

describe('decklab convert and input it cannot convert', () => {
  it('a .cod file that breaks off mid-element exits 2 with one line naming the file, its line and the fault', async () => {
    const whole = readFileSync(LOREHOLD_COD, 'utf8');
    await withFile('broken.cod', whole.slice(0, 300), async (file) => {
      const { code, stdout, stderr } = await decklab('convert', file, '--to', 'text');
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `decklab: ${file}:8: the XML does not parse here: the file ends before <cockatrice_deck> is closed: it is cut short\n`,
      );
      // validate says the file is bad input too.
      expect((await decklab('validate', file, '--format', 'commander')).code).toBe(2);
    });
  });

  it('an empty file is refused whole (exit 2, one line naming the file, nothing written); validate says so too', async () => {
    await withFile('empty.txt', '', async (file) => {
      const { code, stdout, stderr } = await decklab('convert', file, '--to', 'arena');
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`decklab: ${file}: the file is empty: it holds no line\n`);
      const validate = await decklab('validate', file, '--format', 'commander');
      expect(validate).toMatchObject({
        code: 2,
        stdout: stringMatching(/no cards/),
        stderr: `${file}: error: the file is empty: it holds no line\n`,
      });
    });
  });
});
