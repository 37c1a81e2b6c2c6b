// Deck lists are read in time linear in their size, within DECK_LIST_LIMITS; anything larger or binary is
// refused whole with one short line, and no problem quotes more than an excerpt of its line.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sharedPath } from '../../../test/shared-data.ts';
import Papa from 'papaparse';
import { DECK_LIST_FORMATS, DECK_LIST_LIMITS, readDeckList, writeDeckList } from './index.ts';
import { headerKey } from './sectioned-text.ts';
import { MAX_CARD_COUNT } from './deck-building.ts';
import { InputLimitError } from '../../text/limits.ts';

const LINE_FORMATS = DECK_LIST_FORMATS.map((f) => f.id).filter((id) => id !== 'mtgo-dek' && id !== 'cockatrice');
const COD = sharedPath('decks/cockatrice-cod/KnightsCharge_ELD.cod');
const TAW = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');

/** Milliseconds `read` takes. */
function timed(read: () => unknown): number {
  const start = performance.now();
  read();
  return performance.now() - start;
}

describe('hostile lines end in milliseconds', () => {
  // The case: a line of spaces between two words made the section-header matcher backtrack for minutes.
  const spaces = [
    'a' + ' '.repeat(DECK_LIST_LIMITS.maxLineLength - 2) + 'b',
    'Sideboard' + ' '.repeat(980) + '1x',
    '4 a' + '\t'.repeat(990) + '[b',
    '4 Name' + ' '.repeat(980) + '(SET) x y',
    `${'a '.repeat(495)}*F*`,
  ];
  const text = Array(40).fill(spaces.join('\n')).join('\n');
  it.each(LINE_FORMATS)(
    '%s: 200 lines of 1,000 characters of whitespace runs read in well under a second',
    (format) => {
      expect(timed(() => readDeckList(text, { format }))).toBeLessThan(250);
    },
  );

  it('an MTGO CSV of 30,000 empty lines reads in well under a second (each row skipped every line end after it)', () => {
    const text = 'Card Name,Quantity\r\n' + '\r\n'.repeat(30_000);
    expect(timed(() => readDeckList(text, { format: 'mtgo-csv' }))).toBeLessThan(500);
  });

  it('detection, which tries every format on every line, is as fast', () => {
    expect(timed(() => readDeckList(text))).toBeLessThan(250);
  });

  it('the header key still drops a colon and a count, with any whitespace between', () => {
    expect(
      ['Sideboard', 'SIDEBOARD:', 'Sideboard (15)', 'Sideboard: 15', 'sideboard  15 :', 'Sideboard：１５'].map(
        headerKey,
      ),
    ).toEqual(Array(6).fill('sideboard'));
    expect(headerKey('超GRゾーン (12)')).toBe('超grゾーン');
    expect(headerKey('Deck 2 (x)')).toBe('deck 2 (x)');
  });
});

describe('limits checked before reading', () => {
  it('a binary file is refused with one line, not read as thousands of garbage lines', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(() => readDeckList(png)).toThrow(InputLimitError);
    expect(() => readDeckList(png)).toThrow(/^the deck list is not text \(a NUL character on line 3\)/);
  });

  it('a binary file without a NUL byte (read as Windows-1252) is refused too', () => {
    const bytes = Uint8Array.from({ length: 64 * 1024 }, (_, i) => 1 + ((i * 7919) % 255));
    expect(() => readDeckList(bytes)).toThrow(
      /^the deck list is not text \([\d,]+ control characters in 65,536\): a binary file$/,
    );
  });

  it.each(LINE_FORMATS)('%s: a line over the limit refuses the file and names the line', (format) => {
    const text = `4 Opt\n${'x'.repeat(DECK_LIST_LIMITS.maxLineLength + 1)}\n`;
    expect(() => readDeckList(text, { format })).toThrow(/^line 2 of the deck list is 1,001 characters long/);
  });

  it('an XML list may hold all its elements on one line (a real Cockatrice file, line ends removed)', () => {
    const oneLine = readFileSync(COD, 'utf8').replace(/\r?\n\s*/g, '');
    expect(oneLine.length).toBeGreaterThan(DECK_LIST_LIMITS.maxLineLength);
    const read = readDeckList(oneLine, { fileName: 'deck.cod' });
    expect(read.format).toBe('cockatrice');
    expect(read.deck.boards.main?.reduce((n, e) => n + e.count, 0)).toBe(
      readDeckList(readFileSync(COD)).deck.boards.main?.reduce((n, e) => n + e.count, 0),
    );
  });

  it('more lines than the limit, or more bytes, refuse the file', () => {
    expect(() => readDeckList('\n'.repeat(DECK_LIST_LIMITS.maxLines))).toThrow(/more than 50,000 lines/);
    expect(() => readDeckList(new Uint8Array(DECK_LIST_LIMITS.maxBytes + 1).fill(0x20))).toThrow(
      /^the deck list is 4,194,305 bytes/,
    );
  });
});

describe('malformed XML is one problem, not an exception', () => {
  it('a processing instruction the validator lets through but the parser cannot close (found by the fuzz suite)', () => {
    const text = readFileSync(COD, 'utf8').replace('<?xml', '<?"xml');
    const read = readDeckList(text, { format: 'cockatrice' });
    expect(read.problems.map((p) => p.code)).toEqual(['malformed-file']);
  });

  it('a real .cod cut short, between elements or inside one, says so at its last line', () => {
    const text = readFileSync(COD, 'utf8');
    const afterLine30 = text.split('\n').slice(0, 30).join('\n').length + 1;
    const ends = [afterLine30, text.indexOf('name="Syr Konrad') + 8, text.length - 5];
    for (const end of ends) {
      const cut = text.slice(0, end);
      const read = readDeckList(cut, { format: 'cockatrice' });
      expect(read.problems.map((p) => [p.code, p.line, p.message])).toEqual([
        [
          'malformed-file',
          cut.trimEnd().split('\n').length,
          'the XML does not parse here: the file ends before <cockatrice_deck> is closed: it is cut short',
        ],
      ]);
    }
  });

  it("a whole document with a mistake inside keeps the parser's words for it", () => {
    const text = readFileSync(COD, 'utf8').replace('<zone name="main">', '<zone name="main>');
    const [p] = readDeckList(text, { format: 'cockatrice' }).problems;
    expect(p.message).not.toContain('cut short');
  });
});

describe('counts in range and problems as excerpts', () => {
  it(`a count over ${MAX_CARD_COUNT} is a bad count on its line; the rest of a real list is read`, () => {
    const text = readFileSync(TAW, 'utf8') + `\n9000000000000000000 Plains\n${MAX_CARD_COUNT} Island\n`;
    const read = readDeckList(text);
    expect(read.problems.filter((p) => p.code === 'bad-count').map((p) => p.message)).toEqual([
      expect.stringMatching(/"9000000000000000000" is not a card count \(a whole number from 1 to 9999\)$/),
    ]);
    const boards = Object.values(read.deck.boards).flat();
    expect(boards.find((e) => e.name === 'Island' && e.line === text.split('\n').length - 1)?.count).toBe(
      MAX_CARD_COUNT,
    );
  });

  it('a problem quotes an escaped excerpt of its line, never the whole line', () => {
    const line = `^${'\u0007\u001b'.repeat(8)}${'y'.repeat(800)}^`; // an Archidekt label: kept as an unknown annotation
    const [p] = readDeckList(`4 Opt ${line}\n`).problems;
    expect(p.code).toBe('unknown-annotation');
    expect(p.text.length).toBeLessThanOrEqual(121);
    expect(p.message.length).toBeLessThanOrEqual(301);
    // eslint-disable-next-line no-control-regex -- no control character may reach the problem's text
    expect(p.text + p.message).not.toMatch(/[\u0000-\u001f]/);
  });
});

describe('the deck CSV export is safe to open in a spreadsheet (OWASP CSV injection)', () => {
  it('no MTGO CSV cell starts a formula, and reading the file back gives the same deck', () => {
    const real = readDeckList(readFileSync(TAW)).deck;
    const names = ['=HYPERLINK("http://example.com","x")', "+cmd|' /C calc'!A0", '@SUM(A1)', '-1+1', "'=quoted"];
    const main = (real.boards.main ?? []).map((e, i) => ({
      name: i < names.length ? names[i] : e.name,
      count: e.count,
    }));
    const csv = writeDeckList({ game: 'mtg', name: '', boards: { main } }, 'mtgo-csv');
    const cells = Papa.parse<string[]>(csv).data.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(readDeckList(csv).deck.boards.main?.map(({ name, count }) => ({ name, count }))).toEqual(main);
  });
});
