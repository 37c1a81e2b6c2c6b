// A cube's cards as a draft deals them: each pool entry's pinned printing, else the card's newest English printing
// (the printing the card's image shows, db/images.ts), one id per copy; and those printings as engine/pools takes them.
import type { Db } from './open.ts';
import type { SheetCard } from '../engine/pools/boosters.ts';
import type { DeckEntry } from '../engine/decks/types.ts';
import { SHEET_CARD_COLUMNS, sheetCardOf, type SheetCardRow } from './boosters.ts';

/** The printing id of each copy in the cube, in the pool's order; entries the card data does not know are left out. */
export function cubePrintings(db: Db, entries: readonly DeckEntry[]): string[] {
  const pinned = db.prepare('SELECT id FROM printings WHERE id = ?').pluck();
  const newest = db
    .prepare(
      `SELECT id FROM printings WHERE card_id = ?
       ORDER BY lang = 'en' DESC, released_at IS NULL, released_at DESC, id LIMIT 1`,
    )
    .pluck();
  return entries.flatMap((e) => {
    const id =
      (e.printing?.id && (pinned.get(e.printing.id) as string | undefined)) ||
      (e.cardId && (newest.get(e.cardId) as string | undefined));
    return id ? Array<string>(e.count).fill(id) : [];
  });
}

/** The cube's cards, one per id, in order; ids the card data no longer has (a re-import) are left out. */
export function cubeCards(db: Db, printings: readonly string[]): SheetCard[] {
  const rows = db
    .prepare(
      `SELECT ${SHEET_CARD_COLUMNS} FROM printings p JOIN cards c ON c.id = p.card_id
       WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify([...new Set(printings)])) as SheetCardRow[];
  const byId = new Map(rows.map((row) => [row.printingId, sheetCardOf(row)]));
  return printings.flatMap((id) => byId.get(id) ?? []);
}
