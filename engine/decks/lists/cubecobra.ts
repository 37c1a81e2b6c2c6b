// CubeCobra's cube CSV: one row per copy, "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,
// status,Finish,board,maybeboard,image URL,image Back URL,tags,Notes,MTGO ID,Custom,Voucher" as its export writes
// it. Older exports have no "board" column (the "maybeboard" column says true or false) and capitalized headers;
// CubeCobra itself reads the columns by name without regard to case, and so does this reader.
import type { Board, Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem } from './types.ts';
import { addEntry, emptyDeck, filledBoards } from './deck-building.ts';
import { problem } from './problems.ts';
import { csvTable, headerFields, isYes, writeCsv, type CsvRow } from './csv-rows.ts';

const HEADER = [
  'name',
  'CMC',
  'Type',
  'Color',
  'Set',
  'Collector Number',
  'Rarity',
  'Color Category',
  'status',
  'Finish',
  'board',
  'maybeboard',
  'image URL',
  'image Back URL',
  'tags',
  'Notes',
  'MTGO ID',
  'Custom',
  'Voucher',
];
type Column = 'name' | 'set' | 'number' | 'finish' | 'board' | 'maybeboard' | 'tags';
const NO_HEADER = {
  message: 'the first line is not a CubeCobra CSV header ("name", "Set", "Collector Number", …)',
  kind: 'no-cubecobra-header',
};
const COLUMN_HEADERS: Record<Column, string> = {
  name: 'name',
  set: 'set',
  number: 'collector number',
  finish: 'finish',
  board: 'board',
  maybeboard: 'maybeboard',
  tags: 'tags',
};

/** CubeCobra's boards by the name its "board" column gives them; a cube's own boards (basics …) are not kept. */
const BOARD_NAMES: Readonly<Record<string, Board>> = { mainboard: 'main', maybeboard: 'maybe' };
const NAME_OF_BOARD: Readonly<Partial<Record<Board, string>>> = Object.fromEntries(
  Object.entries(BOARD_NAMES).map(([name, board]) => [board, name]),
);

/** Its export joins a card's tags with ";", older exports with ","; its import splits them so. */
const splitTags = (cell: string): string[] =>
  cell
    .split(cell.includes(';') ? ';' : ',')
    .map((t) => t.trim())
    .filter(Boolean);

/** One copy of a card: its board, or the name of a board this reader does not keep. */
function readRow(
  cols: Partial<Record<Column, number>>,
  row: CsvRow,
): { board: Board; entry: DeckEntry } | { skipped: string } | null {
  if (row.fields.every((f) => f.trim() === '')) return null;
  const field = (c: Column) => (cols[c] === undefined ? '' : (row.fields[cols[c]] ?? '').trim());
  const boardName = field('board').toLowerCase() || (isYes(field('maybeboard')) ? 'maybeboard' : 'mainboard');
  const board = BOARD_NAMES[boardName];
  if (!board) return { skipped: boardName };
  const entry: DeckEntry = { name: field('name'), count: 1, line: row.line };
  const set = field('set');
  const foil = field('finish').toLowerCase() === 'foil';
  if (set || foil) entry.printing = { set: set.toUpperCase(), collectorNumber: field('number') };
  if (foil) entry.printing!.foil = true;
  const tags = splitTags(field('tags'));
  if (tags.length > 0) entry.tags = tags;
  return { board, entry };
}

/** The same card, printing and tags in a board is one entry with a count, at the place of its first copy. */
const copyKey = (e: DeckEntry) =>
  JSON.stringify([e.name, e.printing?.set, e.printing?.collectorNumber, e.printing?.foil, e.tags]);

function read(text: string): { deck: Deck; problems: DeckListProblem[] } {
  const deck = emptyDeck('mtg');
  const { rows, cols, problems } = csvTable(text, COLUMN_HEADERS, ['name'], NO_HEADER);
  if (!cols) return { deck, problems };
  const entries = new Map<Board, Map<string, DeckEntry>>();
  for (const row of rows) {
    const read = readRow(cols, row);
    if (read === null) continue;
    const text = row.fields.join(',');
    if ('skipped' in read) {
      problems.push(
        problem(row.line, text, 'unknown-section', `the board "${read.skipped}" is not one Decklab keeps; skipped`),
      );
    } else if (!read.entry.name) {
      problems.push(problem(row.line, text, 'unreadable-line', 'no card name'));
    } else {
      const board = entries.get(read.board) ?? entries.set(read.board, new Map()).get(read.board)!;
      const key = copyKey(read.entry);
      const same = board.get(key);
      if (same) same.count++;
      else {
        board.set(key, read.entry);
        addEntry(deck, read.board, read.entry);
      }
    }
  }
  return { deck, problems };
}

function write(deck: Deck): string {
  const data: string[][] = [];
  for (const [board, entries] of filledBoards(deck, cubeCobraFormat.info.boards)) {
    for (const e of entries) {
      const p = e.printing;
      const row = [
        e.name,
        '',
        '',
        '',
        p?.set.toLowerCase() ?? '',
        p?.set ? p.collectorNumber : '',
        '',
        '',
        '',
        p?.foil ? 'Foil' : 'Non-foil',
        NAME_OF_BOARD[board]!,
        String(board === 'maybe'),
        '',
        '',
        (e.tags ?? []).join(';'),
        '',
        '',
        'false',
        'false',
      ];
      for (let copy = 0; copy < e.count; copy++) data.push(row);
    }
  }
  return writeCsv(HEADER, data);
}

export const cubeCobraFormat: DeckListFormatModule = {
  info: {
    id: 'cubecobra',
    name: 'CubeCobra CSV',
    game: 'mtg',
    extensions: ['csv'],
    boards: ['main', 'maybe'],
    capabilities: {
      printing: 'any',
      foil: true,
      etched: false,
      deckName: false,
      notes: false,
      tags: true,
      rowPerCopy: true,
    },
  },
  detect: (text) => {
    const header = headerFields(text);
    return header.includes('name') && header.includes('collector number') && header.includes('maybeboard') ? 0.9 : 0;
  },
  read,
  write,
};
