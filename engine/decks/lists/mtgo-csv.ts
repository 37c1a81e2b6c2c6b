// MTGO deck CSV: "Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation"
// (peers.md §4). Columns are found by header name, so reordered or trimmed exports read too.
import type { Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem } from './types.ts';
import { addEntry, emptyDeck, filledBoards, parseCount } from './deck-building.ts';
import { problem } from './problems.ts';
import { csvTable, headerFields, isYes, writeCsv, type CsvRow } from './csv-rows.ts';

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
const NO_HEADER = {
  message: 'the first line is not an MTGO CSV header ("Card Name", "Quantity", …)',
  kind: 'no-header',
};
const COLUMN_HEADERS: Record<Column, string> = {
  name: 'card name',
  quantity: 'quantity',
  set: 'set',
  number: 'collector #',
  premium: 'premium',
  sideboarded: 'sideboarded',
};

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
  const { rows, cols, problems } = csvTable(text, COLUMN_HEADERS, ['name', 'quantity'], NO_HEADER);
  if (cols) for (const row of rows) readRow(deck, problems, cols, row);
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
  return writeCsv(HEADER, data);
}

export const mtgoCsvFormat: DeckListFormatModule = {
  info: {
    id: 'mtgo-csv',
    name: 'MTGO CSV',
    game: 'mtg',
    extensions: ['csv'],
    boards: ['main', 'side'],
    capabilities: { printing: 'any', foil: true, etched: false, deckName: false, notes: false },
    multiFaceNames: 'mtgo',
  },
  detect: (text) => {
    const header = headerFields(text);
    return header.includes('card name') && header.includes('quantity') ? 0.9 : 0;
  },
  read,
  write,
};
