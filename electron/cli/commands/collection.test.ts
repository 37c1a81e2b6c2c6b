// `decklab collection …` and `decklab needs` as a user runs them, on a real card database file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { MAX_COLLECTION_PAGE } from '../../api/handlers/collection.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { readCollectionCsv } from '../../../engine/collection/csv.ts';
import { openDatabase } from '../../../db/open.ts';
import type { Card } from '../../../engine/cards/types.ts';
import type { OperationOutput } from '../../api/types.ts';
import type { SearchCardJson } from './search.ts';

/** What `collection list --json` prints. */
interface ListJson {
  total: number;
  copies: number;
  cards: { name: string; set: string; number: string; finish: string; count: number }[];
}

const cli = deckDbCli(['C21', 'STX'], { duelMasters: true });
const { decklab } = cli;
let work: ReturnType<typeof tempDir>;
beforeAll(() => {
  work = tempDir();
});
afterAll(() => work.cleanup());

const WITHERBLOOM = sharedPath('decks/plain-taw/cmd__c21__Witherbloom Witchcraft.txt');

describe('decklab collection and needs', () => {
  it('imports a Dragon Shield CSV (sep= line, CRLF) and lists it as JSON, all of it or, unless asked, none', async () => {
    const csv = join(work.dir, 'dragonshield.csv');
    writeFileSync(
      csv,
      [
        'sep=,',
        'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET',
        'Main,2,0,Sol Ring,C21,Commander 2021,263,NearMint,Normal,English,1,2021-01-01,1,1,1',
        'Main,1,0,Command Tower,C21,Commander 2021,284,NearMint,Foil,English,1,2021-01-01,1,1,1',
        'Main,1,0,Not A Real Card,C21,Commander 2021,999,NearMint,Normal,English,1,2021-01-01,1,1,1',
      ].join('\r\n'),
    );
    const refused = await decklab('collection', 'import', csv);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(
      'dragonshield.csv: 1 row(s) cannot be read, so nothing was changed: importing the other rows now would add ' +
        'them a second time when the file is imported again once fixed.',
    );
    expect(refused.stderr).toContain('dragonshield.csv:5: skipped: no card named "Not A Real Card" in the card data');
    expect(JSON.parse((await decklab('collection', 'list', '--json')).stdout)).toMatchObject({ total: 0 });

    const imported = await decklab('collection', 'import', csv, '--allow-skipped');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Dragon Shield CSV');
    expect(imported.stdout).toContain('dragonshield.csv:5: skipped: no card named "Not A Real Card" in the card data');

    const listed = await decklab('collection', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toEqual({
      total: 2,
      copies: 3,
      cards: [
        { name: 'Command Tower', set: 'c21', number: '284', finish: 'foil', count: 1 },
        { name: 'Sol Ring', set: 'c21', number: '263', finish: 'nonfoil', count: 2 },
      ],
    });
  });

  it('--dry-run writes nothing', async () => {
    const csv = join(work.dir, 'more.csv');
    writeFileSync(csv, 'Count,Name\n3,Arcane Signet\n');
    const dry = await decklab('collection', 'import', csv, '--dry-run', '--json');
    expect((JSON.parse(dry.stdout) as OperationOutput<'collection.preview'>).added).toHaveLength(1);
    expect((JSON.parse((await decklab('collection', 'list', '--json')).stdout) as ListJson).total).toBe(2);
  });

  it('needs --json lists what a real precon lacks; owned cards are not listed, nor (unless asked) basic lands', async () => {
    // Witherbloom Witchcraft's list: 11 Swamp and 11 Forest, which players keep piles of (MTR 7.2's free five).
    const basics = readFileSync(WITHERBLOOM, 'utf8')
      .split('\n')
      .map((line) => /^(\d+) (Plains|Island|Swamp|Mountain|Forest)\b/.exec(line))
      .reduce((s, m) => s + (m ? Number(m[1]) : 0), 0);
    expect(basics).toBe(22);
    const { code, stdout } = await decklab('needs', WITHERBLOOM, '--json');
    expect(code).toBe(0);
    const read = JSON.parse(stdout) as { missing: { name: string; count: number }[]; basicsOwned: number };
    expect(read.missing.find((m) => m.name === 'Sol Ring')).toBeUndefined();
    expect(read.missing.find((m) => m.name === 'Command Tower')).toBeUndefined();
    expect(read.missing.find((m) => m.name === 'Swamp')).toBeUndefined();
    expect(read.basicsOwned).toBe(basics);
    expect(read.missing.reduce((s, m) => s + m.count, 0)).toBe(100 - 2 - basics);
    const text = (await decklab('needs', WITHERBLOOM)).stdout;
    expect(text).toContain(
      `${100 - 2 - basics} of 100 cards missing\n22 basic lands counted as owned (--need-basics counts them)\n`,
    );
    // --need-basics: they are cards to own like any other.
    const tracked = JSON.parse((await decklab('needs', WITHERBLOOM, '--json', '--need-basics')).stdout) as typeof read;
    expect(tracked.missing).toContainEqual({ name: 'Swamp', count: 11 });
    expect([tracked.basicsOwned, tracked.missing.reduce((s, m) => s + m.count, 0)]).toEqual([0, 100 - 2]);
  });

  it('needs --by-printing asks for the finish a line marks: the owned foil Command Tower meets "*F*", the Sol Rings do not', async () => {
    const foils = join(work.dir, 'foils.txt');
    writeFileSync(foils, '1 Command Tower (C21) 284 *F*\n1 Sol Ring (C21) 263 *F*\n1 Sol Ring (C21) 263\n');
    const { code, stdout } = await decklab('needs', foils, '--by-printing', '--json');
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { missing: unknown[] }).missing).toEqual([
      { name: 'Sol Ring', count: 1, set: 'c21', collectorNumber: '263', finish: 'foil' },
    ]);
    expect((await decklab('needs', foils, '--by-printing')).stdout).toMatch(/^1 Sol Ring \(C21\) 263 \*F\*\n/);
  });

  it('needs on card data without prices says the cost is unknown, not 0.00, and a deck owned whole costs 0.00', async () => {
    const { stdout } = await decklab('needs', WITHERBLOOM);
    expect(stdout).toMatch(
      /^Cost to complete: unknown \(no prices: import Scryfall bulk data\); 76 cards have no price: Ageless Entity, /m,
    );
    const owned = join(work.dir, 'owned.txt');
    writeFileSync(owned, '2 Sol Ring\n1 Command Tower\n');
    expect((await decklab('needs', owned)).stdout).toBe('0 of 3 cards missing\nCost to complete: 0.00 usd\n');
  });

  it('needs on a Duel Masters deck says Duel Masters card data carries no prices, not to import Scryfall data', async () => {
    // Two real cards of the Duel Masters file (Scryfall holds no Duel Masters cards, so it could never price them).
    const file = sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json');
    const names = (JSON.parse(readFileSync(file, 'utf8')) as { cards: { name: string }[] }).cards
      .slice(0, 2)
      .map((c) => c.name);
    const deck = join(work.dir, 'dm-deck.txt');
    writeFileSync(deck, `// NAME: Duel Masters pair\nメインデッキ\n4 ${names[0]}\n4 ${names[1]}\n`);
    const { code, stdout } = await decklab('needs', deck);
    expect(code).toBe(0);
    expect(stdout).toContain('Cost to complete: unknown (no prices: Duel Masters card data carries no prices)\n');
    expect(stdout).not.toContain('have no price');
  });

  it('needs --all: what every saved deck lacks, per card for all of them at once and any one, with the decks', async () => {
    expect((await decklab('needs', '--all')).stdout).toBe('no saved Magic decks\n');
    const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
    const SILVERQUILL = sharedPath('decks/plain-taw/cmd__c21__Silverquill Statement.txt');
    expect((await decklab('decks', 'import', LOREHOLD, SILVERQUILL, WITHERBLOOM)).code).toBe(0);
    // The collection (the Dragon Shield import above): 2 Sol Ring, 1 foil Command Tower. Each deck asks for one of
    // each: three Command Towers for all at once, one owned.
    const { code, stdout } = await decklab('needs', '--all');
    expect(code).toBe(0);
    expect(stdout).toContain(
      '2 Command Tower (any one deck: 0): Lorehold Legacies 0/1, Silverquill Statement 0/1, Witherbloom Witchcraft 0/1\n',
    );
    expect(stdout).toContain(
      '1 Sol Ring (any one deck: 0): Lorehold Legacies 0/1, Silverquill Statement 0/1, Witherbloom Witchcraft 0/1\n',
    );
    expect(stdout).toContain('1 Sapseep Forest (any one deck: 1): Witherbloom Witchcraft 1/1\n');
    expect(stdout).not.toMatch(/^\d+ (Swamp|Plains|Mountain) /m);
    // 300 cards, 66 basics counted as owned, 3 owned copies: all at once; any one deck: the most one deck lacks.
    expect(stdout).toContain('231 cards missing to build all 3 Magic decks at once; ');
    expect(stdout).toContain('66 basic lands counted as owned (--need-basics counts them)\n');
    expect(stdout).toMatch(
      /^Cost to complete every deck: unknown \(no prices: import Scryfall bulk data\); 231 cards/m,
    );
    const json = JSON.parse((await decklab('needs', '--all', '--json', '--need-basics')).stdout) as {
      totalMissingForAll: number;
      basicsOwned: number;
      lines: { name: string; missingForAll: number; missingForAny: number }[];
    };
    expect([json.totalMissingForAll, json.basicsOwned]).toEqual([297, 0]);
    // Plains: Lorehold 8, Silverquill 14.
    expect(json.lines.find((l) => l.name === 'Plains')).toMatchObject({ missingForAll: 22, missingForAny: 14 });
    const both = await decklab('needs', WITHERBLOOM, '--all');
    expect([both.code, both.stderr]).toEqual([2, 'decklab: give a deck file or --all, not both\n']);
    expect((await decklab('needs')).code).toBe(2);
  });

  it('needs refuses a deck file read in part (exit 2, every error with its line), never "0 of 0 cards missing"', async () => {
    const cod = readFileSync(sharedPath('decks/cockatrice-cod/LoreholdLegacies_C21.cod'), 'utf8');
    const cut = join(work.dir, 'cut.cod');
    writeFileSync(cut, cod.slice(0, cod.indexOf('name="Sol Ring"') + 10));
    const truncated = await decklab('needs', cut);
    expect(truncated).toMatchObject({ code: 2, stdout: '' });
    expect(truncated.stderr).toMatch(
      /cut\.cod cannot be checked against the collection:\n.*cut\.cod:\d+: error: the XML/,
    );
    const misspelt = join(work.dir, 'misspelt.txt');
    writeFileSync(misspelt, readFileSync(WITHERBLOOM, 'utf8').replace('1 Sol Ring', '1 Sol Rnig'));
    const unknown = await decklab('needs', misspelt);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('error: no card named "Sol Rnig"');
  });

  it('exports a CSV another app reads back', async () => {
    const out = join(work.dir, 'out.csv');
    expect((await decklab('collection', 'export', '--format', 'moxfield', '-o', out)).code).toBe(0);
    const back = readCollectionCsv(readFileSync(out, 'utf8'));
    expect(back.flavor?.id).toBe('moxfield');
    expect(back.items.map((i) => [i.name, i.count, i.finish])).toEqual([
      ['Command Tower', 1, 'foil'],
      ['Sol Ring', 2, 'nonfoil'],
    ]);
  });

  it('a file that is not a collection CSV exits 2 with one line', async () => {
    const bad = join(work.dir, 'bad.csv');
    writeFileSync(bad, 'Foo,Bar\n1,2\n');
    const { code, stderr } = await decklab('collection', 'import', bad);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('no card name column');
  });

  it('a Duel Masters collection read as Magic (the default) says its rows are Duel Masters cards; --game dm reads them', async () => {
    const csv = join(work.dir, 'dm.csv');
    writeFileSync(csv, 'Count,Name\n4,Bolshack Dragon\n');
    const asMagic = await decklab('collection', 'import', csv, '--dry-run');
    expect(asMagic.stdout).toContain(
      'dm.csv:2: skipped: no Magic card named "Bolshack Dragon": it is a Duel Masters card',
    );
    const asDm = await decklab('collection', 'import', csv, '--dry-run', '--game', 'dm', '--json');
    expect(JSON.parse(asDm.stdout)).toMatchObject({ added: [{ name: 'Bolshack Dragon' }], skipped: [] });
  });

  it('a Duel Masters "Set" column of codes (TCG-DM-09) pins the printing; a set name the data lacks is said, not dropped', async () => {
    // The first card of the Duel Masters file and its first printing, as the card data stores them.
    const [first] = (
      JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
        cards: { name: string; printings: { set: string; id: string }[] }[];
      }
    ).cards;
    const card = JSON.parse((await decklab('card', first.name, '--json')).stdout) as {
      printings: { set: string; collectorNumber: string }[];
    };
    const printing = card.printings.find((p) => p.collectorNumber === first.printings[0].id)!;
    expect(printing.set).toMatch(/-/);
    const csv = join(work.dir, 'dm-sets.csv');
    writeFileSync(
      csv,
      `Count,Name,Set,Number\n2,${first.name},${printing.set.toUpperCase()},${printing.collectorNumber}\n` +
        `1,${first.name},Commander Legends,\n`,
    );
    const { code, stdout } = await decklab('collection', 'import', csv, '--dry-run', '--game', 'dm', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as OperationOutput<'collection.preview'>;
    expect(result.added.map((a) => [a.set, a.collectorNumber, a.after])).toEqual([
      [printing.set.toLowerCase(), printing.collectorNumber, 2],
      ['', '', 1],
    ]);
    expect(result.unpinned.map((u) => [u.line, u.code, u.params])).toEqual([
      [3, 'printing-not-in-set', { set: 'Commander Legends' }],
    ]);
  });

  it('a folder or a missing file given as the CSV exits 2 saying which, as the deck commands do', async () => {
    expect(await decklab('collection', 'import', work.dir)).toMatchObject({
      code: 2,
      stderr: `decklab: cannot read collection file ${work.dir}: it is a folder\n`,
    });
    const missing = join(work.dir, 'missing.csv');
    expect(await decklab('collection', 'import', missing)).toMatchObject({
      code: 2,
      stderr: `decklab: cannot read collection file ${missing}: no such file\n`,
    });
  });

  it('--replace with rows it cannot read changes nothing either; --allow-skipped replaces without them', async () => {
    const before = (await decklab('collection', 'list', '--json')).stdout;
    const csv = join(work.dir, 'replace.csv');
    // A ManaBox export whose second row's card the data lacks ("Sol Rnig": a typo of the Sol Ring owned).
    writeFileSync(
      csv,
      [
        'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
        'Main,binder,Arcane Signet,C21,Commander 2021,234,normal,common,1,1,,0.5,false,false,near_mint,en,USD',
        'Main,binder,Sol Rnig,C21,Commander 2021,263,normal,uncommon,2,2,,1.5,false,false,near_mint,en,USD',
      ].join('\n'),
    );
    const refused = await decklab('collection', 'import', csv, '--replace');
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(
      '1 row(s) cannot be read, so nothing was changed: --replace would remove the copies they name from the collection.',
    );
    expect(refused.stderr).toContain('replace.csv:3: skipped: no card named "Sol Rnig" in the card data');
    expect((await decklab('collection', 'list', '--json')).stdout).toBe(before);

    const replaced = await decklab('collection', 'import', csv, '--replace', '--allow-skipped');
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toContain('replace.csv:3: skipped: no card named "Sol Rnig"');
    expect((JSON.parse((await decklab('collection', 'list', '--json')).stdout) as ListJson).cards).toEqual([
      { name: 'Arcane Signet', set: 'c21', number: '234', finish: 'nonfoil', count: 1 },
    ]);
  });
});

describe('decklab collection list [query…] and search is:owned', () => {
  type Row = { name: string; set: string; number: string; finish: string; count: number };
  let rows: Row[];
  let cardsByName: Map<string, Card>;

  beforeAll(async () => {
    // Add the Witherbloom precon, as a plain Count,Name CSV (the list's [set] and [foil] tags left out), to the rows above.
    const entries = readFileSync(WITHERBLOOM, 'utf8')
      .split('\n')
      .map((l) => /^(\d+) (.+?)(?: \[[^\]]*\])*$/.exec(l.trim()))
      .filter((m) => m !== null);
    const csv = join(work.dir, 'witherbloom.csv');
    writeFileSync(csv, ['Count,Name', ...entries.map(([, count, name]) => `${count},"${name}"`)].join('\n') + '\n');
    expect(
      (
        JSON.parse(
          (await decklab('collection', 'import', csv, '--json')).stdout,
        ) as OperationOutput<'collection.import'>
      ).skipped,
    ).toEqual([]);
    rows = (JSON.parse((await decklab('collection', 'list', '--limit', '1000', '--json')).stdout) as ListJson).cards;
    const db = openDatabase(cli.file);
    cardsByName = new Map(
      (db.prepare('SELECT data FROM cards').pluck().all() as string[])
        .map((d) => JSON.parse(d) as Card)
        .map((c) => [c.name, c]),
    );
    db.close();
  });
  const typeOf = (row: Row) => cardsByName.get(row.name)!.typeLine;
  const copiesOf = (name: string) => rows.filter((r) => r.name === name).reduce((s, r) => s + r.count, 0);

  it('lists only the rows whose card matches, in the same --json shape', async () => {
    const expected = rows.filter((r) => typeOf(r).includes('Artifact'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    const { code, stdout } = await decklab('collection', 'list', 't:artifact', '--limit', '1000', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      total: expected.length,
      copies: expected.reduce((n, r) => n + r.count, 0),
      cards: expected,
    });
  });

  it('takes a negated term as query, not as an option, and own>=N counts every row of the card', async () => {
    const notLands = rows.filter((r) => !typeOf(r).includes('Land'));
    expect(
      (JSON.parse((await decklab('collection', 'list', '-t:land', '--limit', '1000', '--json')).stdout) as ListJson)
        .cards,
    ).toEqual(notLands);
    const playsets = rows.filter((r) => copiesOf(r.name) >= 2);
    expect(playsets.length).toBeGreaterThan(0);
    expect(
      (JSON.parse((await decklab('collection', 'list', 'own>=2', '--limit', '1000', '--json')).stdout) as ListJson)
        .cards,
    ).toEqual(playsets);
  });

  it('decklab search is:owned finds the cards of the collection', async () => {
    const { code, stdout } = await decklab('search', 'is:owned', '--limit', '1000', '--json');
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { cards: SearchCardJson[] }).cards.map((c) => c.name)).toEqual(
      [...new Set(rows.map((r) => r.name))].sort(),
    );
  });

  it('exits 2 on a bad query and points at the mistake, as decklab search does', async () => {
    const { code, stdout, stderr } = await decklab('collection', 'list', 'c:r', 'own>=lots');
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(
      'decklab: "own>=lots" is not a number of copies (0, 1, 2 …)\n  c:r own>=lots\n      ^^^^^^^^^\n',
    );
  });

  it('rejects a misspelt option instead of searching for it', async () => {
    const { code, stderr } = await decklab('collection', 'list', 'own>=1', '--limt', '2');
    expect(code).toBe(2);
    expect(stderr).toBe("decklab: unknown option '--limt'\n");
  });

  it('list: a --limit or --page outside its limits exits 2 naming the option and its range', async () => {
    const { code, stderr } = await decklab('collection', 'list', '--limit', '0');
    expect(code).toBe(2);
    expect(stderr).toBe(`decklab: --limit must be 1..${MAX_COLLECTION_PAGE}, not "0"\n`);
    expect((await decklab('collection', 'list', '--help')).stdout).toContain(
      `rows per page (1..${MAX_COLLECTION_PAGE})`,
    );
  });
});

describe('decklab collection add and remove', () => {
  beforeAll(async () => {
    // An empty collection: a ManaBox header and no rows, imported with --replace.
    const empty = join(work.dir, 'empty.csv');
    writeFileSync(empty, 'Name,Set code,Collector number,Quantity,ManaBox ID\n');
    expect((await decklab('collection', 'import', '--replace', empty)).code).toBe(0);
  });

  const signetRows = async () =>
    (JSON.parse((await decklab('collection', 'list', '!"Arcane Signet"', '--json')).stdout) as ListJson).cards;

  it('adds copies by name and set, then a foil row; an unknown card is refused and nothing written', async () => {
    const added = await decklab(
      'collection',
      'add',
      'Arcane',
      'Signet',
      '--set',
      'C21',
      '--count',
      '3',
      '--condition',
      'LP',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Arcane Signet C21 \d+: 0 → 3\n/);
    const foil = await decklab('collection', 'add', 'Arcane Signet', '--set', 'c21', '--finish', 'foil');
    expect(foil.code).toBe(0);
    expect((await signetRows()).map((r) => [r.finish, r.count])).toEqual([
      ['foil', 1],
      ['nonfoil', 3],
    ]);
    const before = await decklab('collection', 'list', '--json');
    const unknown = await decklab('collection', 'add', 'Arcane Signot');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('no card named "Arcane Signot" in the card data');
    expect((await decklab('collection', 'list', '--json')).stdout).toBe(before.stdout);
  });

  it('remove asks which row when several match, refuses more copies than the row holds, then removes', async () => {
    const ambiguous = await decklab('collection', 'remove', 'Arcane Signet');
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain('2 rows of Arcane Signet match');
    expect(ambiguous.stderr).toMatch(/1 × Arcane Signet C21 \d+ foil en/);
    const tooMany = await decklab('collection', 'remove', 'Arcane Signet', '--finish', 'nonfoil', '--count', '4');
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toContain('the row holds 3, fewer than --count 4');

    const one = await decklab('collection', 'remove', 'Arcane Signet', '--finish', 'nonfoil', '--count', '2', '--json');
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ name: 'Arcane Signet', removed: 2 });
    expect((await signetRows()).map((r) => [r.finish, r.count])).toEqual([
      ['foil', 1],
      ['nonfoil', 1],
    ]);
    const all = await decklab('collection', 'remove', 'Arcane Signet', '--all');
    expect(all.stdout).toContain('Arcane Signet: 2 removed');
    expect(await signetRows()).toEqual([]);
    const none = await decklab('collection', 'remove', 'Arcane Signet');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('the collection holds no Arcane Signet');
  });
});
