// Columns of plain text as a terminal shows them: East Asian wide characters (kana, kanji, full-width forms) take
// two cells, so Japanese card names pad to the same column as English ones.

/** Characters a terminal draws two cells wide (Unicode East Asian Width W and F, the ranges card names use). */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;

/** The cells `text` takes in a terminal. */
export function displayWidth(text: string): number {
  return [...text].length + (text.match(WIDE)?.length ?? 0);
}

/** `text` padded with spaces to `width` cells. */
export function padCells(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
