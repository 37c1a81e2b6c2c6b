// Duel Masters card data stored before Decklab derived its Japanese forms reads as a fresh import now does, without
// importing the files again: each card's type line in Japanese (DM 204.2, 204.3; engine/dm/card.ts), derived from its
// stored English type words, and each Japanese name without the readings ja-names.csv prints as ruby after a word
// (ボルシャック・NEX（ネックス） → ボルシャック・NEX, engine/dm/ja-names.ts), unless that would name two cards; the
// stored spelling stays a name of the card. A changed card row is queued for the search index by the update trigger
// of 007; the new names are card_names rows as an import writes them.
import type { Db } from '../open.ts';
import type { Card } from '../../engine/cards/types.ts';
import { withJapaneseTypeLines } from '../../engine/dm/card.ts';
import { leadByNamesAsPlayed } from '../../engine/dm/ja-names.ts';
import { foldName } from '../../engine/text/fold.ts';
import { cardNames } from '../card-rows.ts';

export const sql = '';

/** Per Duel Masters card with a Japanese name, its names: the one it shows first, then the others stored. */
function storedJapaneseNames(db: Db, cards: ReadonlyMap<string, Card>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [id, card] of cards) if (card.localizedNames.ja) names.set(id, [card.localizedNames.ja]);
  const rows = db
    .prepare("SELECT card_id, name FROM card_names WHERE lang = 'ja' AND is_face = 0 AND card_id GLOB 'dm:*'")
    .all() as { card_id: string; name: string }[];
  for (const { card_id: id, name } of rows) names.get(id)?.push(name);
  return new Map([...names].map(([id, list]) => [id, [...new Set(list)]]));
}

export function cardData(db: Db): void {
  const stored = db.prepare("SELECT id, data FROM cards WHERE game = 'dm'").all() as { id: string; data: string }[];
  const cards = new Map(stored.map(({ id, data }) => [id, JSON.parse(data) as Card]));
  const played = leadByNamesAsPlayed(storedJapaneseNames(db, cards));
  const update = db.prepare('UPDATE cards SET data = ? WHERE id = ?');
  const addName = db.prepare(
    'INSERT OR IGNORE INTO card_names (card_id, lang, name, name_folded, is_face) VALUES (?, ?, ?, ?, ?)',
  );
  const dropName = db.prepare('DELETE FROM card_names WHERE card_id = ? AND lang = ? AND name = ?');
  for (const { id, data } of stored) {
    const [shown, ...others] = played.get(id) ?? [];
    const before = cards.get(id)!;
    const card = withJapaneseTypeLines(before);
    if (shown) card.localizedNames = { ...card.localizedNames, ja: shown };
    const json = JSON.stringify(card);
    if (json === data) continue;
    update.run(json, id);
    const rows = cardNames(card);
    // The halves of a twinpact's old shown name with its readings go: a fresh import names only the whole spelling.
    const kept = new Set([...rows.map((r) => `${r.lang}\u0000${r.name}`), ...others.map((n) => `ja\u0000${n}`)]);
    for (const row of cardNames(before))
      if (!kept.has(`${row.lang}\u0000${row.name}`)) dropName.run(id, row.lang, row.name);
    for (const row of rows) addName.run(row.card_id, row.lang, row.name, row.name_folded, row.is_face);
    for (const name of others) addName.run(id, 'ja', name, foldName(name), 0);
  }
}
