// Duel Masters two-sided cards (DM 805 psychic, 807 dragheart, 809 禁断) stored before Decklab joined their sides read
// as a fresh import of the Ravenite CSV now does, without importing it again: the stored one-sided cards of each side
// are joined into one card by their printings' numbers (engine/dm/two-sided.ts), the back's printings move to it, and
// the back's Japanese name becomes its side's. The back's own card row goes; the update and delete triggers of 007
// queue the search index, and the new names are card_names rows as an import writes them.
import type { Db } from '../open.ts';
import type { Card, CardRecord, Printing } from '../../engine/cards/types.ts';
import { hasTwoSidedType, joinTwoSided } from '../../engine/dm/two-sided.ts';
import { withSideName } from '../../engine/dm/ja-names.ts';
import { mergeLocalized } from '../../engine/cards/localized.ts';
import { cardNames } from '../card-rows.ts';

export const sql = '';

/** The stored cards that may be a side, each with its printings' numbers (all the join reads of a printing). */
function storedSides(db: Db): CardRecord[] {
  const stored = db.prepare("SELECT data FROM cards WHERE game = 'dm'").pluck().all() as string[];
  const printings = db.prepare('SELECT id, set_code, collector_number FROM printings WHERE card_id = ?');
  return stored
    .map((data) => JSON.parse(data) as Card)
    .filter(hasTwoSidedType)
    .map((card) => ({
      card,
      printings: (printings.all(card.id) as { id: string; set_code: string; collector_number: string }[]).map(
        (p): Printing => ({
          id: p.id,
          cardId: card.id,
          game: 'dm',
          set: p.set_code,
          collectorNumber: p.collector_number,
          lang: 'en',
          rarity: '',
          finishes: [],
        }),
      ),
    }));
}

export function cardData(db: Db): void {
  const sides = storedSides(db);
  const storedById = new Map(sides.map((r) => [r.card.id, r.card]));
  const joined = new Map<string, Card>();
  const absorbed = new Map<string, string>();
  for (const [i, { card }] of joinTwoSided(sides, 'ravenite-csv').records.entries()) {
    const side = sides[i].card;
    const front = storedById.get(card.id);
    if (card.layout !== 'two-sided' || !front) continue;
    const frontNamed = {
      ...card,
      localizedNames: front.localizedNames,
      localized: mergeLocalized(front.localized, card.localized),
    };
    const known =
      joined.get(card.id) ??
      (front.localizedNames.ja ? withSideName(frontNamed, 0, front.localizedNames.ja) : frontNamed);
    const index = known.faces.findIndex((f) => f.name === side.name);
    joined.set(
      card.id,
      index > 0 && side.localizedNames.ja ? withSideName(known, index, side.localizedNames.ja) : known,
    );
    if (side.id !== card.id) absorbed.set(side.id, card.id);
  }
  const update = db.prepare('UPDATE cards SET data = ? WHERE id = ?');
  const move = db.prepare('UPDATE printings SET card_id = ? WHERE card_id = ?');
  const drop = db.prepare('DELETE FROM cards WHERE id = ?');
  const addName = db.prepare(
    'INSERT OR IGNORE INTO card_names (card_id, lang, name, name_folded, is_face) VALUES (?, ?, ?, ?, ?)',
  );
  for (const card of joined.values()) {
    update.run(JSON.stringify(card), card.id);
    for (const row of cardNames(card)) addName.run(row.card_id, row.lang, row.name, row.name_folded, row.is_face);
  }
  for (const [back, front] of absorbed) {
    move.run(front, back);
    drop.run(back);
  }
}
