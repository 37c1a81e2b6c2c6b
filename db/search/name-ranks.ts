// order:name in a Japanese window: by the name the window shows (the card's Japanese name, else its English one) in
// Japanese collation. SQLite cannot collate by ICU here, so each card's place in that order is worked out in
// JavaScript (engine/cards/shown-name-order.ts) and read by the SQL function `ja_name_rank(card_id)`.
import type { Db } from '../open.ts';
import { linesByShownName } from '../../engine/cards/shown-name-order.ts';
import { statement } from './statements.ts';

/** The SQL expression of a card's place in the Japanese name order, given the SQL of its card id. */
export const japaneseNameRank = (cardId: string) => `ja_name_rank(${cardId})`;

interface Ranks {
  /** What the card data was when the ranks were made: another connection's commits, then this one's changes. */
  version: string;
  ranks: Map<string, number>;
}

const ranksOf = new WeakMap<Db, Ranks>();

/** Changes whenever any connection commits to the card data or this one changes a row. */
function dataVersion(db: Db): string {
  const other = db.pragma('main.data_version', { simple: true }) as number;
  const own = statement(db, 'SELECT total_changes()').pluck().get() as number;
  return `${other}:${own}`;
}

function makeRanks(db: Db): Map<string, number> {
  const cards = statement(db, "SELECT id, name, json_extract(data, '$.localizedNames.ja') AS ja FROM cards").all() as {
    id: string;
    name: string;
    ja: string | null;
  }[];
  return new Map(linesByShownName(cards, (card) => card.ja ?? card.name, 'ja').map((card, rank) => [card.id, rank]));
}

/**
 * Makes `ja_name_rank` answer for the card data as it is now, before a search that orders by it: the ranks are made
 * again only when the card data changed since. A card the ranks do not know (none, as they are made in the same read
 * transaction) would sort last.
 */
export function prepareJapaneseNameRanks(db: Db): void {
  const version = dataVersion(db);
  const cached = ranksOf.get(db);
  if (cached?.version === version) return;
  if (cached) {
    Object.assign(cached, { version, ranks: makeRanks(db) });
    return;
  }
  const made: Ranks = { version, ranks: makeRanks(db) };
  db.function('ja_name_rank', (id: unknown) => made.ranks.get(String(id)) ?? Number.MAX_SAFE_INTEGER);
  ranksOf.set(db, made);
}
