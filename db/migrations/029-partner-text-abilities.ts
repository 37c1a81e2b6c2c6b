// Commanders whose partner ability is a "Partner—[text]" (CR 702.124i from 2025: Partner—Survivors, Partner—Father &
// son; Friends forever as Oracle text now prints it) were stored with no partner ability and refused as a pair. Their
// stored cards read the ability again from their own text (engine/cards/deck-attributes.ts partnerKind), as an import
// reads it now.
import type { Db } from '../open.ts';
import type { Card } from '../../engine/cards/types.ts';
import { partnerKind } from '../../engine/cards/deck-attributes.ts';

export const sql = '';

export function cardData(db: Db): void {
  const stored = db.prepare("SELECT id, data FROM cards WHERE game = 'mtg' AND data GLOB '*Partner*—*'").all() as {
    id: string;
    data: string;
  }[];
  const update = db.prepare('UPDATE cards SET data = ? WHERE id = ?');
  for (const { id, data } of stored) {
    const card = JSON.parse(data) as Card;
    const partner = partnerKind(card.faces[0]);
    if (partner?.kind !== 'partner-text' && partner?.kind !== 'friends-forever') continue;
    if (JSON.stringify(card.deck.partner) === JSON.stringify(partner)) continue;
    update.run(JSON.stringify({ ...card, deck: { ...card.deck, partner } }), id);
  }
}
