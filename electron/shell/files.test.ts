// @vitest-environment node
// Every real deck list is a deck and every real card data file is data, whatever its name says.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createFileRegistry, describeFile, pdfFileName } from './files.ts';
import { classifyFile } from '../../protocol/file-kind.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const filesIn = (dir: string) => readdirSync(sharedPath(dir)).map((name) => join(sharedPath(dir), name));
const DECK_FILES = ['plain-taw', 'forge-dck', 'cockatrice-cod', 'mtgo-dek', 'arena-and-misc'].flatMap((d) =>
  filesIn(join('decks', d)),
);
const DATA_FILES = [
  ...filesIn('mtgjson/sets').slice(0, 3),
  ...filesIn('scryfall/scooze'),
  ...filesIn('scryfall/sets-2019').slice(0, 2),
  ...filesIn('duelmasters').filter((f) => !f.endsWith('schema.json')),
];

describe('dropped and picked files', () => {
  it(`takes each of the ${DECK_FILES.length} real deck lists for a deck, with its bytes`, () => {
    for (const path of DECK_FILES) {
      const file = describeFile(path);
      expect(file.kind, path).toBe('deck');
      expect(file.bytes, path).toEqual(new Uint8Array(readFileSync(path)));
    }
  });

  it('takes real Scryfall, MTGJSON and Duel Masters files (JSON, JSON Lines, CSV) for card data, by path only', () => {
    for (const path of DATA_FILES) {
      const file = describeFile(path);
      expect(file.kind, path).toBe('data');
      expect(file.bytes).toBeUndefined();
    }
  });

  it('goes by content, not name: a gzipped set file and a renamed JSON file are still card data', () => {
    const tmp = tempDir();
    try {
      const set = readFileSync(DATA_FILES[0]);
      writeFileSync(join(tmp.dir, 'M21.json.gz'), gzipSync(set));
      writeFileSync(join(tmp.dir, 'cards.txt'), set);
      expect(describeFile(join(tmp.dir, 'M21.json.gz')).kind).toBe('data');
      expect(describeFile(join(tmp.dir, 'cards.txt')).kind).toBe('data');
      expect(describeFile(tmp.dir).kind).toBe('unknown');
    } finally {
      tmp.cleanup();
    }
  });

  it('tells a deck CSV from the Duel Masters card CSV by its header', () => {
    const dmHeader = readFileSync(sharedPath('duelmasters/Ravenite0-All_Cards.csv')).subarray(0, 200);
    expect(classifyFile('All_Cards.csv', dmHeader, 3_000_000)).toBe('data');
    const mtgoCsv = new TextEncoder().encode(
      'Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium\n"Opt",4,1,C,ELD,59,No\n',
    );
    expect(classifyFile('deck.csv', mtgoCsv, mtgoCsv.length)).toBe('deck');
  });

  it('leaves a file it cannot read unknown instead of throwing: a dangling link dropped, a file gone since', () => {
    const tmp = tempDir();
    try {
      const link = join(tmp.dir, 'Opt deck.txt');
      symlinkSync(join(tmp.dir, 'moved away.txt'), link);
      expect(describeFile(link)).toEqual({ name: 'Opt deck.txt', kind: 'unknown' });
      expect(createFileRegistry().offer(join(tmp.dir, 'gone.json'))).toMatchObject({
        name: 'gone.json',
        kind: 'unknown',
      });
    } finally {
      tmp.cleanup();
    }
  });

  it('leaves an image or an executable unknown', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(classifyFile('card.png', png, 50_000)).toBe('unknown');
  });
});

describe('the file registry (the renderer names files by handle, issue 14)', () => {
  it('hands out one opaque handle per path, and the path behind it only to the main process', () => {
    const files = createFileRegistry();
    const deck = files.offer(DECK_FILES[0]);
    expect(deck.handle).toMatch(/^[0-9a-f-]{36}$/);
    expect(deck.handle).not.toContain(deck.name);
    expect(files.offer(DECK_FILES[0]).handle).toBe(deck.handle);
    expect(files.handleOf(DATA_FILES[0])).not.toBe(deck.handle);
    expect(files.pathOf(deck.handle)).toBe(DECK_FILES[0]);
  });

  it('knows no handle it did not give out, nor one another registry gave', () => {
    const files = createFileRegistry();
    const elsewhere = createFileRegistry().handleOf(DATA_FILES[0]);
    for (const handle of [DATA_FILES[0], elsewhere, '', 'constructor', '__proto__']) {
      expect(() => files.pathOf(handle), handle).toThrow(expect.objectContaining({ code: 'invalid-input' }));
    }
  });
});

describe('the name a save dialog offers for a page title', () => {
  it('keeps a deck name and makes a path or a reserved character one file name', () => {
    expect(pdfFileName('Basri, Devoted Paladin - proxies')).toBe('Basri, Devoted Paladin - proxies');
    expect(pdfFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(pdfFileName('C:\\Decks\\Ur: "Zero"?')).toBe('C__Decks_Ur_ _Zero__');
    expect(pdfFileName(' \u0000 ')).toBe('_');
    expect(pdfFileName('   ')).toBe('proxies');
  });
});
