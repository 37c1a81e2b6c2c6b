// Which stored image a printing or a card has: the card's default printing is its newest English printing
// with an image, else its newest printing with one in any language. A card pinned to a set alone shows that set's
// printing the exporters write for it.
import { DOUBLE_SIDED_LAYOUTS, type ImageSource } from '../engine/cards/image-address.ts';
import { firstPrintingInSet } from '../engine/decks/printings.ts';
import type { Db } from './open.ts';

interface SourceRow {
  id: string;
  image_uri: string;
  layout: string | null;
}

const COLUMNS = `p.id, p.image_uri, json_extract(c.data, '$.layout') AS layout
  FROM printings p JOIN cards c ON c.id = p.card_id`;

interface InSetRow extends SourceRow {
  set: string;
  collectorNumber: string;
  lang: string;
}

export function printingImageSource(db: Db, printingId: string): ImageSource | null {
  const row = db.prepare(`SELECT ${COLUMNS} WHERE p.id = ? AND p.image_uri IS NOT NULL`).get(printingId);
  return sourceOf(row as SourceRow | undefined);
}

/** The card's image: its printing in `set` when it has one there with an image, else its default printing's. */
export function cardImageSource(db: Db, cardId: string, set?: string): ImageSource | null {
  if (set !== undefined) {
    const inSet = db
      .prepare(
        `SELECT p.set_code AS "set", p.collector_number AS collectorNumber, p.lang, ${COLUMNS}
         WHERE p.card_id = ? AND p.set_code = ? AND p.image_uri IS NOT NULL`,
      )
      .all(cardId, set) as InSetRow[];
    const chosen = firstPrintingInSet(inSet, set);
    if (chosen) return sourceOf(chosen);
  }
  const row = db
    .prepare(
      `SELECT ${COLUMNS} WHERE p.card_id = ? AND p.image_uri IS NOT NULL
       ORDER BY p.lang = 'en' DESC, p.released_at IS NULL, p.released_at DESC, p.id LIMIT 1`,
    )
    .get(cardId);
  return sourceOf(row as SourceRow | undefined);
}

function sourceOf(row: SourceRow | undefined): ImageSource | null {
  if (!row) return null;
  return { stored: row.image_uri, printingId: row.id, doubleSided: DOUBLE_SIDED_LAYOUTS.has(row.layout ?? '') };
}
