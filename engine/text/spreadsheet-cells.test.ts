import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { FORMULA_CELL_RE, restoreFormulaCell } from './spreadsheet-cells.ts';

/** A cell through Papa's writer with Decklab's formula guard, then through its reader and the restore. */
const writeRead = (cell: string) => {
  const csv = Papa.unparse([[cell]], { escapeFormulae: FORMULA_CELL_RE });
  return { csv, back: restoreFormulaCell(Papa.parse<string[]>(csv).data[0][0]) };
};

describe('spreadsheet formula cells (OWASP CSV injection)', () => {
  it.each(['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1', '=1\n=2'])(
    '%j is written with a leading quote and read back as it was',
    (cell) => {
      const { csv, back } = writeRead(cell);
      expect(csv.startsWith(`"'`)).toBe(true);
      expect(back).toBe(cell);
    },
  );

  it.each(["'=1", "''+x", "'", "it's", 'Lightning Bolt', "'plain"])('%j comes back exactly', (cell) => {
    expect(writeRead(cell).back).toBe(cell);
  });

  it('a cell that is no formula is written as it is', () => {
    expect(writeRead('Lightning Bolt').csv).toBe('Lightning Bolt');
  });
});
