// `decklab decks import|list|export` as a player moving over from Forge runs them: a Forge deck folder (its
// commander and constructed subfolders) imported whole, listed, then written out again, on a real card database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { readDeckList } from '../../../engine/decks/lists/index.ts';

const cli = deckDbCli(['AFC', 'AFR', 'MIC', 'MID', 'KHC', 'KHM', 'C21', 'STX', 'M21', 'M20', '10E']);
const { decklab } = cli;
let work: ReturnType<typeof tempDir>;
let forge: string;
const COMMANDER = [
  'Aura of Courage [AFC] [2021].dck',
  'Coven Counters [MIC] [2021].dck',
  'Elven Empire [KHC] [2021].dck',
];
const CONSTRUCTED = 'Core Set 2019 Welcome Deck WU.dck';

beforeAll(() => {
  work = tempDir();
  forge = join(work.dir, 'decks');
  mkdirSync(join(forge, 'commander'), { recursive: true });
  mkdirSync(join(forge, 'constructed'));
  for (const file of COMMANDER) copyFileSync(sharedPath('decks', 'forge-dck', file), join(forge, 'commander', file));
  copyFileSync(sharedPath('decks', 'forge-dck', CONSTRUCTED), join(forge, 'constructed', CONSTRUCTED));
  copyFileSync(sharedPath('decks', 'cockatrice-cod', 'LoreholdLegacies_C21.cod'), join(forge, 'Lorehold.cod'));
  // What else sits in a deck folder: an empty list, a picture saved as .txt, a note that is no deck list.
  writeFileSync(join(forge, 'constructed', 'empty.txt'), '// nothing yet\n');
  writeFileSync(join(forge, 'cover.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  writeFileSync(join(forge, 'README.md'), '# my decks\n');
});
afterAll(() => work.cleanup());

interface ImportJson {
  decks: { fileName: string; folder: string | null; name: string; format: string; cards: number; id: number | null }[];
  skipped: { fileName: string; reason: { code: string; params: Record<string, string | number> }; message: string }[];
}
interface ListJson {
  id: number;
  name: string;
  folder: string | null;
}

const cardsIn = (text: string) =>
  Object.values(readDeckList(text).deck.boards).reduce(
    (n, entries) => n + (entries ?? []).reduce((m, e) => m + e.count, 0),
    0,
  );

describe('decklab decks', () => {
  it('--dry-run reads a whole deck folder, saying what it would skip and why, and saves nothing', async () => {
    const run = await decklab('decks', 'import', forge, '--folders', '--dry-run');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('5 decks would be saved, 2 files skipped');
    expect(run.stdout).toContain(`${join(forge, 'constructed', 'empty.txt')}: skipped: `);
    expect(run.stdout).toContain(`${join(forge, 'cover.txt')}: skipped: `);
    expect(run.stdout).not.toContain('README.md');
    expect(JSON.parse((await decklab('decks', 'list', '--json')).stdout)).toEqual([]);
  });

  it('imports the folder with each subfolder as a deck folder; every card of every file is kept', async () => {
    const run = await decklab('decks', 'import', forge, '--folders', '--json');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as ImportJson;
    expect(result.skipped.map((s) => [s.fileName.slice(forge.length + 1), s.reason.code])).toEqual([
      [join('constructed', 'empty.txt'), 'deck.no-cards'],
      ['cover.txt', 'input.nul'],
    ]);
    const byFile = Object.fromEntries(result.decks.map((d) => [d.fileName.slice(forge.length + 1), d]));
    for (const file of COMMANDER) {
      const deck = byFile[join('commander', file)];
      expect(deck).toMatchObject({ folder: 'commander', format: 'commander' });
      expect(deck.cards).toBe(cardsIn(readFileSync(join(forge, 'commander', file), 'utf8')));
      expect(deck.id).toBeGreaterThan(0);
    }
    // A 60-card list without a command zone says no format, and none is guessed for it.
    expect(byFile[join('constructed', CONSTRUCTED)]).toMatchObject({ folder: 'constructed', format: '' });
    expect(byFile['Lorehold.cod']).toMatchObject({ folder: null, name: 'Lorehold Legacies' });

    const listed = JSON.parse((await decklab('decks', 'list', '--json')).stdout) as ListJson[];
    expect(listed).toHaveLength(5);
    expect(
      listed
        .filter((d) => d.folder === 'commander')
        .map((d) => d.name)
        .sort(),
    ).toEqual(
      result.decks
        .filter((d) => d.folder === 'commander')
        .map((d) => d.name)
        .sort(),
    );
    const text = (await decklab('decks', 'list', '--folder', 'constructed')).stdout;
    expect(text).toMatch(/^constructed\n {2}\s*\d+ {2}.+ {2}\S+ {2}\d+ cards {2}v1\n$/);
  });

  it('writes every saved deck out again, in subfolders by deck folder, in the format asked', async () => {
    const out = join(work.dir, 'out');
    const run = await decklab('decks', 'export', '--dir', out, '--as', 'forge');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('5 decks written');
    expect(readdirSync(join(out, 'commander')).sort()).toHaveLength(COMMANDER.length);
    for (const file of readdirSync(join(out, 'commander'))) {
      const written = readFileSync(join(out, 'commander', file), 'utf8');
      const source = COMMANDER.find(
        (c) =>
          readDeckList(readFileSync(join(forge, 'commander', c), 'utf8')).deck.name === readDeckList(written).deck.name,
      );
      expect(source, file).toBeDefined();
      expect(cardsIn(written)).toBe(cardsIn(readFileSync(join(forge, 'commander', source!), 'utf8')));
    }
    expect(readdirSync(out).filter((f) => f.endsWith('.dck'))).toEqual(['Lorehold Legacies.dck']);
  });

  it('refuses a path that is not there, and a folder with no deck file', async () => {
    expect((await decklab('decks', 'import', join(work.dir, 'missing'))).code).toBe(2);
    const bare = join(work.dir, 'bare');
    mkdirSync(bare);
    writeFileSync(join(bare, 'notes.md'), 'nothing');
    const run = await decklab('decks', 'import', bare);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no deck files under');
  });

  it('a deck file cut short is skipped with the line where it stops, not as a file without card lines', async () => {
    const cut = join(work.dir, 'cut');
    mkdirSync(cut);
    const cod = readFileSync(sharedPath('decks/cockatrice-cod/LoreholdLegacies_C21.cod'), 'utf8');
    const codEnd = cod.indexOf('\n', cod.indexOf('name="Sol Ring"'));
    writeFileSync(join(cut, 'Lorehold.cod'), cod.slice(0, codEnd + 1));
    const dek = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
    writeFileSync(join(cut, 'Slivers.dek'), dek.slice(0, dek.indexOf('Name="Diffusion Sliver"')));
    const run = await decklab('decks', 'import', cut, '--json');
    expect(run.code).toBe(1);
    const { skipped } = JSON.parse(run.stdout) as ImportJson;
    expect(skipped.map((s) => s.message)).toEqual([
      `${join(cut, 'Lorehold.cod')} holds no card it can read: line ${cod.slice(0, codEnd).split('\n').length}: ` +
        'the XML does not parse here: the file ends before <cockatrice_deck> is closed: it is cut short',
      `${join(cut, 'Slivers.dek')} holds no card it can read: line 7: ` +
        'the XML does not parse here: the file ends before <Deck> is closed: it is cut short',
    ]);
    // A screen words it by its reason: the line is the subject, the reader's words the technical detail.
    expect(skipped.map((s) => [s.reason.code, s.reason.params.line])).toEqual([
      ['deck.no-readable-cards', cod.slice(0, codEnd).split('\n').length],
      ['deck.no-readable-cards', 7],
    ]);
    expect(skipped[1].reason.params.detail).toBe(
      'the XML does not parse here: the file ends before <Deck> is closed: it is cut short',
    );
    expect(JSON.parse((await decklab('decks', 'list', '--json')).stdout)).toHaveLength(5);
  });

  it('imported again after the empty list was filled in, the folder saves only that deck: the others are saved already', async () => {
    const welcome = readFileSync(join(forge, 'constructed', CONSTRUCTED), 'utf8');
    writeFileSync(join(forge, 'constructed', 'empty.txt'), welcome.replace(/^Name=.*$/m, 'Name=Filled in'));
    const run = await decklab('decks', 'import', forge, '--folders', '--json');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as ImportJson;
    expect(result.decks.map((d) => [d.fileName.slice(forge.length + 1), d.name])).toEqual([
      [join('constructed', 'empty.txt'), 'Filled in'],
    ]);
    const already = result.skipped.filter((s) => s.reason.code === 'deck.already-saved');
    expect(already.map((s) => s.fileName.slice(forge.length + 1)).sort()).toEqual(
      [...COMMANDER.map((c) => join('commander', c)), join('constructed', CONSTRUCTED), 'Lorehold.cod'].sort(),
    );
    expect(JSON.parse((await decklab('decks', 'list', '--json')).stdout)).toHaveLength(6);

    // Once more, nothing is new: no deck is saved, and that is no failure.
    const again = await decklab('decks', 'import', forge, '--folders');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 decks saved, 7 files skipped');
    // The same file into another folder, or changed by one card, is another deck.
    const elsewhere = await decklab('decks', 'import', join(forge, 'Lorehold.cod'), '--folder', 'cubes', '--json');
    expect((JSON.parse(elsewhere.stdout) as ImportJson).decks).toHaveLength(1);
    writeFileSync(
      join(forge, 'constructed', 'empty.txt'),
      welcome.replace(/^Name=.*$/m, 'Name=Filled in') + '1 Shock|M21\n',
    );
    const changed = await decklab(
      'decks',
      'import',
      join(forge, 'constructed', 'empty.txt'),
      '--folder',
      'constructed',
    );
    expect(changed.stdout).toContain('1 deck saved, 0 files skipped');
  });

  it('a list naming no card the card data knows is skipped at its first such line, and nothing is saved', async () => {
    const dir = join(work.dir, 'unknown');
    mkdirSync(dir);
    // The MTGO sliver deck: of its cards only Forest is in these sets; without its Forest line it names none.
    const dek = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
    const slivers = join(dir, 'Slivers.dek');
    writeFileSync(slivers, dek.replace(/^.*Name="Forest".*\n/m, ''));
    const withForest = join(dir, 'Slivers and Forest.dek');
    writeFileSync(withForest, dek);
    const before = (JSON.parse((await decklab('decks', 'list', '--json')).stdout) as ListJson[]).length;

    const run = await decklab('decks', 'import', slivers, '--json');
    expect(run.code).toBe(1);
    const { decks, skipped } = JSON.parse(run.stdout) as ImportJson;
    expect(decks).toEqual([]);
    const unknownNames = dek.match(/Name="[^"]+"/g)!.length - 1;
    expect(skipped.map((s) => [s.reason.code, s.reason.params.line, s.reason.params.cards, s.message])).toEqual([
      [
        'deck.no-known-cards',
        5,
        unknownNames,
        `${slivers} names no card the card data knows (${unknownNames} names): line 5: no card named "Blur Sliver", and its CatID 49370 is no printing in the card data`,
      ],
    ]);
    expect(JSON.parse((await decklab('decks', 'list', '--json')).stdout)).toHaveLength(before);

    // One card it knows is a deck: saved, its unknown lines named as before.
    const saved = await decklab('decks', 'import', withForest);
    expect(saved.code).toBe(0);
    expect(saved.stdout).toContain('1 deck saved, 0 files skipped');
    expect(saved.stdout).toContain(`${withForest}:5: error: no card named "Blur Sliver"`);
  });
});
