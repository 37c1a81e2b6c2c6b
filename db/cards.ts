// Reading cards back out of the database. Writing belongs to the importers (db/import/).
import type { Db } from './open.ts';
import { PRICE_KEYS, type Card, type PriceKey, type Printing, type Prices } from '../engine/cards/types.ts';
import { foldName } from '../engine/text/fold.ts';
import type { PrintingRow as StoredPrintingRow } from './card-rows.ts';
import { statement } from './search/statements.ts';

/** The bits of the `colors` and `color_identity` columns: MTG W U B R G, DM light water darkness fire nature. */
export const COLOR_BITS: Readonly<Record<string, number>> = {
  W: 1,
  U: 2,
  B: 4,
  R: 8,
  G: 16,
  light: 1,
  water: 2,
  darkness: 4,
  fire: 8,
  nature: 16,
};

export function colorMask(colors: readonly string[]): number {
  let mask = 0;
  for (const c of colors) mask |= COLOR_BITS[c] ?? 0;
  return mask;
}

export { leadingNumber } from '../engine/search/indexed-card.ts';

export interface CardDetails extends Card {
  printings: Printing[];
}

/** A printings row as read with its set: the stored row, the card's game, the set's name and maybe its prices. */
type PrintingRow = StoredPrintingRow & {
  game: 'mtg' | 'dm';
  set_name: string | null;
  snapshot_date?: string | null;
  previous_snapshot_date?: string | null;
} & Partial<Record<PriceKey | `previous_${PriceKey}`, number | null>>;

/**
 * The day imported just before a printing's current prices (price_snapshots), and the printing's prices that day:
 * its newest price change up to it (price_history, migration 033).
 */
const PREVIOUS_DAY = `(SELECT max(d.snapshot_date) FROM price_snapshots d WHERE d.snapshot_date < pp.snapshot_date)`;

/** A card's printings with their set names, prices and the prices of the day imported before, newest first. */
export const PRINTINGS_OF_CARD_SQL = `
    SELECT p.*, c.game, s.name AS set_name, pp.usd, pp.usd_foil, pp.usd_etched, pp.eur, pp.eur_foil, pp.tix,
      pp.snapshot_date, ph.usd AS previous_usd, ph.usd_foil AS previous_usd_foil,
      ph.usd_etched AS previous_usd_etched, ph.eur AS previous_eur, ph.eur_foil AS previous_eur_foil,
      ph.tix AS previous_tix, CASE WHEN ph.printing_id IS NOT NULL THEN ${PREVIOUS_DAY} END AS previous_snapshot_date
    FROM printings p JOIN cards c ON c.id = p.card_id
    LEFT JOIN sets s ON s.code = p.set_code LEFT JOIN printing_prices pp ON pp.printing_id = p.id
    LEFT JOIN price_history ph ON ph.printing_id = p.id AND ph.snapshot_date = (SELECT max(h.snapshot_date)
      FROM price_history h WHERE h.printing_id = p.id AND h.snapshot_date <= ${PREVIOUS_DAY})
    WHERE p.card_id = ? ORDER BY p.released_at DESC, p.set_code, p.collector_number`;

export function getCard(db: Db, id: string): Card | undefined {
  const row = db.prepare('SELECT data FROM cards WHERE id = ?').get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Card) : undefined;
}

/** Cards by id, read in one statement rather than one each (a list of decks names hundreds); ids not held stay out. */
export function getCards(db: Db, ids: Iterable<string>): Map<string, Card> {
  const rows = statement(db, 'SELECT data FROM cards WHERE id IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(JSON.stringify([...new Set(ids)])) as string[];
  return new Map(rows.map((data) => JSON.parse(data) as Card).map((card) => [card.id, card]));
}

/** Cards answering to a name in any language, any face, accents and case folded; exact full names first. */
export function findCardsByName(db: Db, name: string): Card[] {
  const rows = db
    .prepare(
      `
    SELECT c.data, MIN(n.is_face) AS face_only FROM card_names n JOIN cards c ON c.id = n.card_id
    WHERE n.name_folded = ? GROUP BY c.id ORDER BY face_only, c.game, c.name`,
    )
    .all(foldName(name)) as { data: string }[];
  return rows.map((r) => JSON.parse(r.data) as Card);
}

export function getPrintings(db: Db, cardId: string): Printing[] {
  return printingsLookup(db)(cardId);
}

/** getPrintings for many cards, each card's asked once (a deck or collection names a card many times). */
export function printingsLookup(db: Db): (cardId: string) => Printing[] {
  const statement = db.prepare(PRINTINGS_OF_CARD_SQL);
  const found = new Map<string, Printing[]>();
  return (cardId) => {
    let printings = found.get(cardId);
    if (!printings) found.set(cardId, (printings = (statement.all(cardId) as PrintingRow[]).map(printingFromRow)));
    return printings;
  };
}

/** The row's prices, or with `previous_` those of the day imported before. */
export function pricesOfRow(
  r: Partial<Record<PriceKey | `previous_${PriceKey}`, number | null>>,
  prefix: '' | 'previous_' = '',
): Prices {
  const prices: Prices = {};
  for (const key of PRICE_KEYS) {
    const value = r[`${prefix}${key}`];
    if (value != null) prices[key] = value;
  }
  return prices;
}

export function printingFromRow(r: PrintingRow): Printing {
  const p: Printing = {
    id: r.id,
    cardId: r.card_id,
    game: r.game,
    set: r.set_code,
    collectorNumber: r.collector_number,
    lang: r.lang,
    rarity: r.rarity,
    finishes: JSON.parse(r.finishes) as string[],
  };
  if (r.set_name) p.setName = r.set_name;
  if (r.released_at) p.releasedAt = r.released_at;
  if (r.image_uri) p.imageUri = r.image_uri;
  if (r.arena_id != null) p.arenaId = r.arena_id;
  if (r.mtgo_id != null) p.mtgoId = r.mtgo_id;
  if (r.mtgo_foil_id != null) p.mtgoFoilId = r.mtgo_foil_id;
  if (r.printed_name) p.printedName = r.printed_name;
  if (r.artist) p.artist = r.artist;
  if (r.flavor_text) p.flavorText = r.flavor_text;
  if (r.reprint != null) p.reprint = r.reprint === 1;
  if (r.watermark) p.watermark = r.watermark;
  if (r.illustration_id) p.illustrationId = r.illustration_id;
  if (r.frame) p.frame = r.frame;
  if (r.border_color) p.border = r.border_color;
  if (r.security_stamp) p.stamp = r.security_stamp;
  if (r.full_art != null) p.fullArt = r.full_art === 1;
  if (r.textless != null) p.textless = r.textless === 1;
  if (r.highres_image != null) p.highres = r.highres_image === 1;
  if (r.promo != null) p.promo = r.promo === 1;
  if (r.digital != null) p.digital = r.digital === 1;
  if (r.story_spotlight != null) p.spotlight = r.story_spotlight === 1;
  if (r.reserved != null) p.reserved = r.reserved === 1;
  if (r.paper != null) p.paper = r.paper === 1;
  if (r.frame_effects) p.frameEffects = JSON.parse(r.frame_effects) as string[];
  if (r.booster != null) p.booster = r.booster === 1;
  if (r.oversized != null) p.oversized = r.oversized === 1;
  if (r.promo_types) p.promoTypes = JSON.parse(r.promo_types) as string[];
  if (r.snapshot_date) {
    p.prices = pricesOfRow(r);
    p.pricesDate = r.snapshot_date;
  }
  if (r.previous_snapshot_date) {
    p.previousPrices = pricesOfRow(r, 'previous_');
    p.previousPricesDate = r.previous_snapshot_date;
  }
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

export interface SetSummary {
  code: string;
  game: 'mtg' | 'dm';
  name: string;
  releasedAt: string | null;
  printings: number;
}
export interface ImportRecord {
  file: string;
  format: string;
  finishedAt: string;
  cards: number;
  printings: number;
  skipped: number;
}

export interface CardDataStatus {
  cards: { mtg: number; dm: number };
  printings: number;
  sets: SetSummary[];
  /** The most recent imports first. */
  imports: ImportRecord[];
}

/** What card data the database holds: counts by game, sets with their printing counts, the last imports. */
export function cardDataStatus(db: Db, lastImports = 20): CardDataStatus {
  const byGame = db.prepare('SELECT game, COUNT(*) AS n FROM cards GROUP BY game').all() as {
    game: 'mtg' | 'dm';
    n: number;
  }[];
  const cards = { mtg: 0, dm: 0 };
  for (const row of byGame) cards[row.game] = row.n;
  const sets = db
    .prepare(
      `
    SELECT s.code, s.game, s.name, s.released_at AS releasedAt, COUNT(p.id) AS printings
    FROM sets s LEFT JOIN printings p ON p.set_code = s.code
    GROUP BY s.code ORDER BY s.game, s.released_at DESC, s.code`,
    )
    .all() as SetSummary[];
  const imports = db
    .prepare(
      `
    SELECT file, source AS format, finished_at AS finishedAt, cards, printings, skipped
    FROM imports ORDER BY id DESC LIMIT ?`,
    )
    .all(lastImports) as ImportRecord[];
  return { cards, printings: countCards(db).printings, sets, imports };
}
