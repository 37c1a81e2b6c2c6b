// CSV deck lists (MTGO's, CubeCobra's): rows with the line each starts on, columns found by header name.
import Papa from 'papaparse';
import { lineAtOffset } from './decode.ts';
import { problem } from './problems.ts';
import type { DeckListProblem } from './types.ts';
import { FORMULA_CELL_RE, restoreFormulaCell } from '../../text/spreadsheet-cells.ts';

export interface CsvRow {
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

/** A malformed-file problem for each row papaparse could not read. */
const csvErrorProblems = (errors: readonly { line: number; message: string }[]): DeckListProblem[] =>
  errors.map((e) => problem(e.line, '', 'malformed-file', e.message, { kind: 'csv', detail: e.message }));

/** Each column's index in the header row, matched without regard to case or surrounding spaces. */
function columnIndexes<C extends string>(
  header: readonly string[],
  names: Readonly<Record<C, string>>,
): Partial<Record<C, number>> {
  const folded = header.map((h) => h.trim().toLowerCase());
  const out: Partial<Record<C, number>> = {};
  for (const [column, name] of Object.entries(names) as [C, string][]) {
    const i = folded.indexOf(name);
    if (i >= 0) out[column] = i;
  }
  return out;
}

/** The first line's fields, lower case, for a format's detection. */
export function headerFields(text: string): string[] {
  const first = text.slice(0, text.search(/\r?\n|$/));
  return (Papa.parse<string[]>(first, { header: false }).data[0] ?? []).map((f) => f.trim().toLowerCase());
}

/**
 * A CSV list read up to its rows: those after the header, each column's index (null when the header lacks a
 * column of `required`: the file is then named as not of its format, `noHeader`), and papaparse's complaints.
 */
export function csvTable<C extends string>(
  text: string,
  names: Readonly<Record<C, string>>,
  required: readonly C[],
  noHeader: { message: string; kind: string },
): { rows: CsvRow[]; cols: Partial<Record<C, number>> | null; problems: DeckListProblem[] } {
  const { rows, errors } = csvRows(text);
  const problems = csvErrorProblems(errors);
  const cols: Partial<Record<C, number>> = rows.length > 0 ? columnIndexes(rows[0].fields, names) : {};
  if (required.every((c) => cols[c] !== undefined)) return { rows: rows.slice(1), cols, problems };
  const header = rows[0]?.fields.join(',') ?? '';
  problems.push(problem(1, header, 'malformed-file', noHeader.message, { kind: noHeader.kind }));
  return { rows: [], cols: null, problems };
}

/** A CSV list as the spreadsheet apps and the sites read it: CRLF line ends, formula-like cells escaped. */
export const writeCsv = (header: readonly string[], data: readonly (readonly string[])[]): string =>
  Papa.unparse(
    { fields: [...header], data: data as string[][] },
    { newline: '\r\n', escapeFormulae: FORMULA_CELL_RE },
  ) + '\r\n';

/** A yes/no cell's yes, as the exports write it ("Yes", "true", "1"). */
export const isYes = (v: string | undefined) => /^(yes|true|1)$/i.test((v ?? '').trim());
