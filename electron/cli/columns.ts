// Columns of plain text as a terminal shows them: East Asian wide characters (kana, kanji, full-width forms) take
// two cells, so Japanese card names pad to the same column as English ones.
import stringWidth from 'string-width';

/** The cells `text` takes in a terminal. */
export const displayWidth = (text: string): number => stringWidth(text);

/** `text` padded with spaces to `width` cells. */
export function padCells(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
