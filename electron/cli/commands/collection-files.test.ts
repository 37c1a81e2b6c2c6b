// Collection CSVs as users bring them to `decklab collection import`: MTGO rows whose printing MTGO's ID # does not
// give, and files cut short (a download or copy that stopped), which change nothing and say where they end.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';

const { decklab } = deckDbCli(['C21']);
const work = tempDir();

/** MTGO's catalog id of a C21 card (MTGJSON identifiers.mtgoId), as MTGO's CSV writes it in ID #. */
function mtgoId(name: string, number: string): string {
  const cards = (
    mtgjsonSet('C21') as unknown as { cards: { name: string; number: string; identifiers: { mtgoId?: string } }[] }
  ).cards;
  return cards.find((c) => c.name === name && c.number === number)!.identifiers.mtgoId!;
}

interface ImportJson {
  written: boolean;
  unpinned: { line: number; name: string; reason: string; code: string; params: Record<string, string> }[];
}

describe('an MTGO CSV row whose printing the ID # does not give', () => {
  it('is kept by its name and named in a warning: no ID # at all, or one naming no printing', async () => {
    const csv = join(work.dir, 'mtgo.csv');
    // MTGO's collection export header (Card Name, Quantity, ID #, Rarity, Set, Collector #, Premium).
    writeFileSync(
      csv,
      [
        'Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium',
        `Sol Ring,2,${mtgoId('Sol Ring', '263')},Uncommon,C21,263,No`,
        'Command Tower,1,,Common,,,No',
        'Arcane Signet,1,999999999,Common,,,No',
      ].join('\r\n') + '\r\n',
    );
    const { code, stdout } = await decklab('collection', 'import', csv, '--dry-run', '--json');
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as ImportJson;
    expect(out.unpinned.map((u) => [u.line, u.name, u.code, u.params])).toEqual([
      [3, 'Command Tower', 'unknown-printing', { kind: 'no-mtgo-id' }],
      [4, 'Arcane Signet', 'unknown-printing', { kind: 'mtgo-id', id: '999999999' }],
    ]);
    const text = await decklab('collection', 'import', csv, '--dry-run');
    expect(text.stderr + text.stdout).toContain(
      'mtgo.csv:3: warning: Command Tower: the row has no MTGO ID #, set or collector number; the card is kept, its printing not pinned',
    );
    expect(text.stderr + text.stdout).toContain(
      'mtgo.csv:4: warning: Arcane Signet: MTGO ID # 999999999 is no printing in the card data; the card is kept, its printing not pinned',
    );
  });
});

describe('a collection file cut short changes nothing and says where it ends', () => {
  /** The collection as `collection list --json` gives it. */
  const listed = async () => JSON.parse((await decklab('collection', 'list', '--json')).stdout) as unknown;
  let exported: Record<string, string>;

  beforeAll(async () => {
    await decklab('collection', 'add', 'Sol Ring', '--set', 'C21', '--cn', '263', '--count', '2');
    await decklab('collection', 'add', 'Osgir, the Reconstructor', '--set', 'C21', '--cn', '8');
    await decklab('collection', 'add', 'Command Tower', '--set', 'C21', '--cn', '284', '--binder', 'メインデッキ');
    exported = {};
    for (const format of ['moxfield', 'dragonshield']) {
      const file = join(work.dir, `export-${format}.csv`);
      expect((await decklab('collection', 'export', '--format', format, '-o', file)).code).toBe(0);
      exported[format] = readFileSync(file, 'utf8');
    }
  });

  /** What importing these bytes as the file `name` says; it must exit 2 and leave the collection as it was. */
  async function refused(name: string, bytes: Buffer): Promise<string> {
    const before = await listed();
    const file = join(work.dir, name);
    writeFileSync(file, bytes);
    const { code, stdout, stderr } = await decklab('collection', 'import', file, '--allow-skipped');
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(await listed()).toEqual(before);
    return stderr.replace(`${work.dir}/`, '');
  }

  it('a file ending inside its last row (its other columns gone)', async () => {
    const text = exported.moxfield;
    // Moxfield's export ends each row with a line end; this copy stops after the last row's Edition.
    const lastRow = text.trimEnd().lastIndexOf('\n') + 1;
    const cut = text.slice(0, text.indexOf(',c21,', lastRow) + ',c21'.length);
    const lines = cut.split('\n').length;
    expect(await refused('moxfield-cut.csv', Buffer.from(cut))).toBe(
      `decklab: moxfield-cut.csv: line ${lines}: the file ends inside its last row (4 of 13 columns): it is cut short, and its last rows are missing; nothing is imported\n`,
    );
  });

  it('a file ending inside a quoted cell ("Osgir, the Reconstructor" cut after its comma)', async () => {
    const text = exported.moxfield;
    const cut = text.slice(0, text.indexOf('"Osgir,') + '"Osgir,'.length);
    const line = cut.split('\n').length;
    expect(await refused('moxfield-quote.csv', Buffer.from(cut))).toBe(
      `decklab: moxfield-quote.csv: line ${line}: a quoted cell is never closed, so every line after it would be read into it: the file is cut short or its quotes are broken; nothing is imported\n`,
    );
  });

  it('a UTF-8 file ending inside a character (the binder メインデッキ cut in its last letter)', async () => {
    const bytes = Buffer.from(exported.dragonshield, 'utf8');
    const at = bytes.indexOf(Buffer.from('メインデッキ', 'utf8')) + Buffer.byteLength('メインデッ', 'utf8') + 1;
    const line = bytes.subarray(0, at).toString('utf8').split('\n').length;
    expect(await refused('dragonshield-cut.csv', bytes.subarray(0, at))).toBe(
      `decklab: dragonshield-cut.csv: line ${line}: the file ends inside a character: it is cut short, and its last rows are missing; nothing is imported\n`,
    );
  });

  it('the whole files import (the same rows as exported)', async () => {
    for (const [format, text] of Object.entries(exported)) {
      const file = join(work.dir, `whole-${format}.csv`);
      writeFileSync(file, text);
      const { code } = await decklab('collection', 'import', file, '--replace');
      expect(code).toBe(0);
    }
  });
});
