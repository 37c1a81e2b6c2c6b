// CSV cells a spreadsheet would run as a formula (OWASP "CSV Injection"): one starting with =, +, -, @, a tab
// or a carriage return. Decklab writes such a cell with a "'" before it, which spreadsheets show as text,
// and its own import takes that "'" off again.

/**
 * A cell to neutralize: a formula start, after any "'" already there, so that a cell whose text itself
 * begins with "'=" also gets one more and comes back exactly. No `.*$`: a cell may hold line ends.
 */
export const FORMULA_CELL_RE = /^'*[=+\-@\t\r]/;

/** A cell as read: the "'" the writer put before a formula start is taken off. */
export function restoreFormulaCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_CELL_RE.test(cell) ? cell.slice(1) : cell;
}
