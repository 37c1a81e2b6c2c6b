// The Japanese names of Duel Masters printings (engine/dm/ja-names.ts) applied to the cards already stored, inside
// the import's transaction: each card named gets its Japanese name (localizedNames.ja, so card_names, search and
// deck lists know it) through the import's CardWriter, which merges it into the stored card. Every row that gives
// no name is reported; a file none of whose printings is stored is refused, so nothing happens unnoticed.
import type { Db } from '../open.ts';
import type { Card } from '../../engine/cards/types.ts';
import { decodeDeckBytes } from '../../engine/decks/lists/decode.ts';
import {
  describeJaNameSkip,
  isJaNamesHeader,
  jaNameSkipReason,
  planJaNames,
  readJaNamesCsv,
  backSideNamed,
  withSideName,
  type JaNameRow,
} from '../../engine/dm/ja-names.ts';
import { TWINPACT_NAME_SEPARATOR, dmCardId } from '../../engine/dm/card.ts';
import { cleanCardName } from '../../engine/dm/clean-text.ts';
import { foldName } from '../../engine/text/fold.ts';
import { ImportError, type ImportWarning } from './errors.ts';
import { readFileBytesSync, readHead } from './byte-source.ts';
import type { FileImportSummary } from './import-reader.ts';
import type { CardWriter } from './writer.ts';

export const JA_NAMES_FORMAT = 'duelmasters-ja-names';

/** The shared file is 300 KB; ten thousand more printings would not reach this. */
const MAX_BYTES = 16 * 1024 * 1024;

/** Enough of the start of a file to hold its CSV header. */
const HEAD_BYTES = 4096;

/** Whether the file's first line is the Japanese-names header (its column names are ASCII in any encoding). */
export function isJaNamesFile(file: string): boolean {
  const firstLine = readHead(file, HEAD_BYTES)
    .toString('latin1')
    .replace(/^\uFEFF|^ï»¿/, '')
    .split(/\r?\n/)[0];
  return isJaNamesHeader(firstLine.split(',').map((c) => c.replace(/^"|"$/g, '')));
}

/**
 * The cards a row points at: its printing's, found by set and number as the card data's printing ids write them,
 * and the stored card its English name names when that is another. The Ravenite data gives a few numbers to two
 * cards (DM-18 99: Logic Cube and Magris), and one printing id keeps only one of them.
 */
function cardsOfRow(db: Db): (row: JaNameRow) => string[] {
  const printingCard = db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck();
  const storedCard = db.prepare('SELECT id FROM cards WHERE id = ?').pluck();
  return (row) => {
    const card = printingCard.get(`dm:${row.set}:${row.number}`) as string | undefined;
    if (card === undefined) return [];
    const halves = cleanCardName(row.englishName)
      .split(TWINPACT_NAME_SEPARATOR)
      .map((half) => half.trim());
    const named = row.englishName
      ? (storedCard.get(dmCardId(halves.join(TWINPACT_NAME_SEPARATOR))) as string | undefined)
      : undefined;
    return named === undefined || named === card ? [card] : [card, named];
  };
}

/** A card with its Japanese name; a two-sided card's front side is named so too (DM 805.2: each side its own name). */
function withCardName(card: Card, name: string): Card {
  const named = { ...card, localizedNames: { ...card.localizedNames, ja: name } };
  return card.layout === 'two-sided' ? withSideName(named, 0, name) : named;
}

/** How a plan names a two-sided card's side: its card id and the side's index, apart. */
const SIDE_KEY = '\u0000';
const sideKey = (cardId: string, side: number) => `${cardId}${SIDE_KEY}${side}`;

/**
 * The rows naming the back side of a two-sided card (engine/dm/two-sided.ts, DM 805.2): their Japanese name is that
 * side's (engine/dm/ja-names.ts withSideName), not the card's, so they stay out of the card names' plan.
 */
function backSideRows(
  db: Db,
  selectCard: { get(id: string): unknown },
  rows: readonly JaNameRow[],
): Map<JaNameRow, { cardId: string; side: number }> {
  // One statement per row: the file has thousands of rows, and only a two-sided card's back rows are kept.
  const printingCard = db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck();
  const backs = new Map<JaNameRow, { cardId: string; side: number }>();
  for (const row of rows) {
    const cardId = printingCard.get(`dm:${row.set}:${row.number}`) as string | undefined;
    const data = cardId === undefined ? undefined : (selectCard.get(cardId) as string | undefined);
    const side = data === undefined ? 0 : backSideNamed(JSON.parse(data) as Card, row.englishName);
    if (side > 0) backs.set(row, { cardId: cardId!, side });
  }
  return backs;
}

/** Applies one Japanese-names file; `label` names it in messages. */
export function applyJaNames(
  db: Db,
  writer: CardWriter,
  file: string,
  label = file,
): { summary: FileImportSummary; warnings: ImportWarning[] } {
  const { bytes, compression } = readFileBytesSync(file);
  if (bytes.length > MAX_BYTES)
    throw new ImportError({ file: label }, `a Japanese names file of more than ${MAX_BYTES / 1024 / 1024} MiB`, {
      code: 'import.ja-names-too-large',
      values: { max: MAX_BYTES },
    });
  if (compression !== 'none')
    throw new ImportError({ file: label }, 'a Japanese names file is plain CSV text', {
      code: 'import.ja-names-compressed',
    });
  const { text, cutShort } = decodeDeckBytes(bytes);
  // Its last name would be stored cut short, and the file's last rows are gone.
  if (cutShort)
    throw new ImportError({ file: label, offset: bytes.length }, 'the file ends inside a character: it is truncated', {
      code: 'import.truncated',
      values: { syntax: 'CSV' },
    });
  const { rows, skipped: unread } = readJaNamesCsv(text);
  const selectCard = db.prepare('SELECT data FROM cards WHERE id = ?').pluck();
  // A row naming a two-sided card's back side names that side: planned as a name of its own, so a Japanese name the
  // file gives a side and a card (or two sides) is ambiguous like any other, and never guessed.
  const backs = backSideRows(db, selectCard, rows);
  const cardsOfCardRow = cardsOfRow(db);
  const plan = planJaNames(rows, (row) => {
    const back = backs.get(row);
    return back ? [sideKey(back.cardId, back.side)] : cardsOfCardRow(row);
  });
  if (plan.names.size === 0)
    throw new ImportError(
      { file: label },
      `none of its ${rows.length} printings is in the card data: import the Duel Masters card data first`,
      { code: 'import.ja-names-unmatched', values: { printings: rows.length } },
    );
  const addName = db.prepare(
    "INSERT OR IGNORE INTO card_names (card_id, lang, name, name_folded, is_face) VALUES (?, 'ja', ?, ?, 0)",
  );
  const named = new Set<string>();
  for (const [key, [shown, ...others]] of plan.names) {
    const [cardId, side] = key.split(SIDE_KEY);
    named.add(cardId);
    const card = JSON.parse(selectCard.get(cardId) as string) as Card;
    const withName = side ? withSideName(card, Number(side), shown) : withCardName(card, shown);
    writer.writeCard(withName, JSON.stringify(withName));
    // A card with a second Japanese name (a reprint renamed it) answers to both in deck lists and search.
    if (!side) for (const name of others) addName.run(cardId, name, foldName(name));
  }
  const skipped = [...unread, ...plan.skipped];
  return {
    summary: {
      file: label,
      format: JA_NAMES_FORMAT,
      records: rows.length + unread.length,
      cards: named.size,
      printings: 0,
      skipped: skipped.length,
      dataDate: null,
      keptNewer: 0,
    },
    warnings: skipped.map((s) => ({
      file: label,
      record: s.line - 1,
      offset: 0,
      message: `skipped: line ${s.line}: ${describeJaNameSkip(s)}`,
      detail: `line ${s.line}: ${describeJaNameSkip(s)}`,
      why: jaNameSkipReason(s),
    })),
  };
}
