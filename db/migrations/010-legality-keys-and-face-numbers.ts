// Two changes to what card data means for search and validation.
//
// 1. Stored cards' legalities move to Decklab's own Brawl keys (engine/mtg/legalities.ts): "brawl" is the 60-card
// Standard Brawl, "brawl-100" Arena's 100-card Brawl, whatever the source called them. Cards stored before were kept
// as the source wrote them, and a source's "brawl" meant either format depending on its date. The card readers now
// decide that once per source; here it is decided per stored card by the same evidence (BrawlNaming):
// - a Scryfall card lists every format, so one without "standardbrawl" predates the rename;
// - an MTGJSON card was stored with every key ("not_legal" where MTGJSON left a format out): it follows the rename
//   when it is in Standard Brawl, or in "brawl" without being in Standard (the old Standard Brawl was a part of Standard).
// Every card whose data changes is queued for the search index by the update trigger of 007.
//
// 2. Power, toughness and loyalty of every face (search_faces), so pow, tou and loy match any face of a card, as t: and
//    o: do; card_search keeps the front face's for sorting. Search index version 2 rebuilds the rows.
const status = (key: string) => `json_extract(data, '$.legalities.${key}')`;
const listed = (key: string) => `coalesce(${status(key)}, 'not_legal') != 'not_legal'`;
const hasKey = (key: string) => `json_type(data, '$.legalities.${key}') IS NOT NULL`;

const AFTER_RENAME = `(${hasKey('standardbrawl')} AND (NOT ${hasKey('historicbrawl')} OR ${listed('standardbrawl')}
  OR (${listed('brawl')} AND NOT ${listed('standard')})))`;

export const sql = /* sql */ `
UPDATE cards SET data = CASE WHEN ${AFTER_RENAME}
  THEN json_set(json_remove(data, '$.legalities.standardbrawl', '$.legalities.historicbrawl'),
    '$.legalities.brawl', coalesce(${status('standardbrawl')}, 'not_legal'),
    '$.legalities."brawl-100"', coalesce(${status('brawl')}, 'not_legal'))
  ELSE json_set(json_remove(data, '$.legalities.standardbrawl', '$.legalities.historicbrawl'),
    '$.legalities.brawl', coalesce(${status('brawl')}, 'not_legal'),
    '$.legalities."brawl-100"', coalesce(${status('historicbrawl')}, 'not_legal'))
  END
WHERE game = 'mtg' AND json_type(data, '$.legalities."brawl-100"') IS NULL
  AND EXISTS (SELECT 1 FROM json_each(data, '$.legalities'));

CREATE TABLE search_faces (
  sid       INTEGER NOT NULL,
  face      INTEGER NOT NULL,
  power     REAL,
  toughness REAL,
  loyalty   REAL,
  PRIMARY KEY (sid, face)
) WITHOUT ROWID;
`;
