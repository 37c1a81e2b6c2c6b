// Reading cards back out of the database. Writing belongs to the importers (db/import/).
import type { Db } from './open.ts';
import type { Card, Printing } from '../engine/cards/types.ts';
import { foldName } from '../engine/text/fold.ts';

export interface CardDetails extends Card {
  printings: Printing[];
}

interface PrintingRow {
  id: string; card_id: string; set_code: string; collector_number: string; lang: string; rarity: string;
  released_at: string | null; image_uri: string | null; arena_id: number | null; mtgo_id: number | null;
  finishes: string; printed_name: string | null; game: 'mtg' | 'dm'; set_name: string | null;
}

export function getCard(db: Db, id: string): Card | undefined {
  const row = db.prepare('SELECT data FROM cards WHERE id = ?').get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Card) : undefined;
}

/** Cards answering to a name in any language, any face, accents and case folded; exact full names first. */
export function findCardsByName(db: Db, name: string): Card[] {
  const rows = db.prepare(`
    SELECT c.data, MIN(n.is_face) AS face_only FROM card_names n JOIN cards c ON c.id = n.card_id
    WHERE n.name_folded = ? GROUP BY c.id ORDER BY face_only, c.game, c.name`).all(foldName(name)) as { data: string }[];
  return rows.map((r) => JSON.parse(r.data) as Card);
}

export function getPrintings(db: Db, cardId: string): Printing[] {
  const rows = db.prepare(`
    SELECT p.*, c.game, s.name AS set_name FROM printings p JOIN cards c ON c.id = p.card_id
    LEFT JOIN sets s ON s.code = p.set_code
    WHERE p.card_id = ? ORDER BY p.released_at DESC, p.set_code, p.collector_number`).all(cardId) as PrintingRow[];
  return rows.map(printingFromRow);
}

export function printingFromRow(r: PrintingRow): Printing {
  const p: Printing = {
    id: r.id, cardId: r.card_id, game: r.game, set: r.set_code, collectorNumber: r.collector_number,
    lang: r.lang, rarity: r.rarity, finishes: JSON.parse(r.finishes) as string[],
  };
  if (r.set_name) p.setName = r.set_name;
  if (r.released_at) p.releasedAt = r.released_at;
  if (r.image_uri) p.imageUri = r.image_uri;
  if (r.arena_id != null) p.arenaId = r.arena_id;
  if (r.mtgo_id != null) p.mtgoId = r.mtgo_id;
  if (r.printed_name) p.printedName = r.printed_name;
  return p;
}

export function getCardDetails(db: Db, id: string): CardDetails | undefined {
  const card = getCard(db, id);
  if (!card) return undefined;
  return { ...card, printings: getPrintings(db, id) };
}

export function countCards(db: Db): { cards: number; printings: number } {
  const cards = (db.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number }).n;
  const printings = (db.prepare('SELECT COUNT(*) AS n FROM printings').get() as { n: number }).n;
  return { cards, printings };
}
