// Legalities become a view over the cards' own data (cards.data holds each card's legalities): the table kept a
// second copy of them, about six rows per card that every import wrote (a third of a bulk import's card
// writes) while nothing searched it; search keeps its own format masks (002). The view answers the same
// questions: one row per format where the card is legal, banned or restricted; no row means not legal.
export const sql = /* sql */ `
DROP TABLE legalities;
CREATE VIEW legalities (card_id, format, status) AS
  SELECT cards.id, legality.key, legality.value
  FROM cards, json_each(cards.data, '$.legalities') AS legality
  WHERE legality.value != 'not_legal';
`;
