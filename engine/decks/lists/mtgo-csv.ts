// MTGO deck CSV: "Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation"
// (peers.md §4). Columns are found by header name, so reordered or trimmed exports read too.
import Papa from 'papaparse';
import type { Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem } from './types.ts';
import { addEntry, emptyDeck, filledBoards, parseCount } from './deck-building.ts';
import { lineAtOffset } from './decode.ts';
import { problem } from './problems.ts';
import { FORMULA_CELL_RE, restoreFormulaCell } from '../../text/spreadsheet-cells.ts';

const HEADER = [
  'Card Name',
  'Quantity',
  'ID #',
  'Rarity',
  'Set',
  'Collector #',
  'Premium',
  'Sideboarded',
  'Annotation',
];
type Column = 'name' | 'quantity' | 'set' | 'number' | 'premium' | 'sideboarded';
const COLUMN_HEADERS: Record<Column, string> = {
  name: 'card name',
  quantity: 'quantity',
  set: 'set',
  number: 'collector #',
  premium: 'premium',
  sideboarded: 'sideboarded',
};

interface CsvRow {
  fields: string[];
  line: number;
}

/** Rows with the line each starts on (a quoted field may span lines), and papaparse's complaints; formula cells restored. */
function csvRows(text: string): { rows: CsvRow[]; errors: { line: number; message: string }[] } {
  const lineAt = lineAtOffset(text);
  const rows: CsvRow[] = [];
  const errors: { line: number; message: string }[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    step: (result) => {
      const line = lineAt(start);
      rows.push({ fields: result.data.map(restoreFormulaCell), line });
      for (const e of result.errors) errors.push({ line, message: e.message });
      start = result.meta.cursor;
      // The cursor stops before the row's line end; the next row starts after it (one line end: the rows
      // after it may be empty, and skipping them all here, row after row, took time quadratic in their number).
      if (text[start] === '\r') start++;
      if (text[start] === '\n') start++;
    },
  });
  return { rows, errors };
}

function columnIndexes(header: string[]): Partial<Record<Column, number>> {
  const folded = header.map((h) => h.trim().toLowerCase());
  const out: Partial<Record<Column, number>> = {};
  for (const [column, name] of Object.entries(COLUMN_HEADERS) as [Column, string][]) {
    const i = folded.indexOf(name);
    if (i >= 0) out[column] = i;
  }
  return out;
}

const isYes = (v: string | undefined) => /^(yes|true|1)$/i.test((v ?? '').trim());

function readRow(deck: Deck, problems: DeckListProblem[], cols: Partial<Record<Column, number>>, row: CsvRow): void {
  if (row.fields.every((f) => f.trim() === '')) return;
  const field = (c: Column) => (cols[c] === undefined ? undefined : row.fields[cols[c]]);
  const text = row.fields.join(',');
  const name = field('name')?.trim();
  const count = parseCount(field('quantity') ?? '');
  if (!name) return void problems.push(problem(row.line, text, 'unreadable-line', 'no card name'));
  if (count === undefined)
    return void problems.push(
      problem(row.line, text, 'bad-count', `quantity "${field('quantity') ?? ''}" is not a card count`),
    );
  const entry: DeckEntry = { name, count, line: row.line };
  const set = field('set')?.trim() ?? '';
  const foil = isYes(field('premium'));
  if (set || foil) entry.printing = { set: set.toUpperCase(), collectorNumber: field('number')?.trim() ?? '' };
  if (foil) entry.printing!.foil = true;
  addEntry(deck, isYes(field('sideboarded')) ? 'side' : 'main', entry);
}

function read(text: string): { deck: Deck; problems: DeckListProblem[] } {
  const deck = emptyDeck('mtg');
  const { rows, errors } = csvRows(text);
  const problems: DeckListProblem[] = errors.map((e) =>
    problem(e.line, '', 'malformed-file', e.message, { kind: 'csv', detail: e.message }),
  );
  const cols = rows.length > 0 ? columnIndexes(rows[0].fields) : {};
  if (cols.name === undefined || cols.quantity === undefined) {
    problems.push(
      problem(
        1,
        rows[0]?.fields.join(',') ?? '',
        'malformed-file',
        'the first line is not an MTGO CSV header ("Card Name", "Quantity", …)',
        { kind: 'no-header' },
      ),
    );
    return { deck, problems };
  }
  for (const row of rows.slice(1)) readRow(deck, problems, cols, row);
  return { deck, problems };
}

function write(deck: Deck): string {
  const data: string[][] = [];
  for (const [board, entries] of filledBoards(deck, mtgoCsvFormat.info.boards)) {
    for (const e of entries) {
      const p = e.printing;
      data.push([
        e.name,
        String(e.count),
        '',
        '',
        p?.set ?? '',
        p?.set ? p.collectorNumber : '',
        p?.foil ? 'Yes' : 'No',
        board === 'side' ? 'Yes' : 'No',
        '',
      ]);
    }
  }
  return Papa.unparse({ fields: HEADER, data }, { newline: '\r\n', escapeFormulae: FORMULA_CELL_RE }) + '\r\n';
}

export const mtgoCsvFormat: DeckListFormatModule = {
  info: {
    id: 'mtgo-csv',
    name: 'MTGO CSV',
    game: 'mtg',
    extensions: ['csv'],
    boards: ['main', 'side'],
    capabilities: { printing: 'any', foil: true, deckName: false, notes: false },
    multiFaceNames: 'mtgo',
  },
  detect: (text) => {
    const first = text.slice(0, text.search(/\r?\n|$/)).toLowerCase();
    return first.includes('card name') && first.includes('quantity') ? 0.9 : 0;
  },
  read,
  write,
};
