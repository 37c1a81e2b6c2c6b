// order:name in a Japanese window: by the card's Japanese name in Japanese collation, the cards without one after them
// by their English names. SQLite cannot collate by ICU here, so each card's place in that order is worked out in
// JavaScript (engine/cards/shown-name-order.ts) and read by the SQL function `ja_name_rank(card_id)`.
import type { Db } from '../open.ts';
import { linesByShownName } from '../../engine/cards/shown-name-order.ts';
import { statement } from './statements.ts';

/** The SQL expression of a card's place in the Japanese name order, given the SQL of its card id. */
export const japaneseNameRank = (cardId: string) => `ja_name_rank(${cardId})`;

interface Ranks {
  /** What the card data was when the ranks were made (cardDataVersion). */
  version: string;
  ranks: Map<string, number>;
}

const ranksOf = new WeakMap<Db, Ranks>();

/**
 * Changes whenever the card data may have: another connection committed to it (`data_version`, which this
 * connection's own writes, such as a deck save to the user data, leave alone), or an import was recorded (the
 * `imports` row every import writes, on this connection or another). Migrations, the only other writers of the card
 * data, run before a connection is handed out.
 */
function cardDataVersion(db: Db): string {
  const other = db.pragma('main.data_version', { simple: true }) as number;
  const imported = statement(db, 'SELECT max(id) FROM main.imports').pluck().get() as number | null;
  return `${other}:${imported ?? 0}`;
}

function makeRanks(db: Db): Map<string, number> {
  const cards = statement(db, "SELECT id, name, json_extract(data, '$.localizedNames.ja') AS ja FROM cards").all() as {
    id: string;
    name: string;
    ja: string | null;
  }[];
  return new Map(linesByShownName(cards, (card) => card.ja ?? undefined, 'ja').map((card, rank) => [card.id, rank]));
}

/**
 * Makes `ja_name_rank` answer for the card data as it is now, before a search that orders by it: the ranks are made
 * again only when the card data changed since (cardDataVersion), not when decks, the collection or settings did.
 * A card the ranks do not know (none, as they are made in the same read transaction) would sort last. Returns the
 * ranks in force, by card id.
 */
export function prepareJapaneseNameRanks(db: Db): ReadonlyMap<string, number> {
  const version = cardDataVersion(db);
  const cached = ranksOf.get(db);
  if (cached?.version === version) return cached.ranks;
  if (cached) {
    Object.assign(cached, { version, ranks: makeRanks(db) });
    return cached.ranks;
  }
  const made: Ranks = { version, ranks: makeRanks(db) };
  db.function('ja_name_rank', (id: unknown) => made.ranks.get(String(id)) ?? Number.MAX_SAFE_INTEGER);
  ranksOf.set(db, made);
  return made.ranks;
}
