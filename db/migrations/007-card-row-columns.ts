// A cards row keeps its id, game and name beside the Card's JSON (data): the other columns copied the JSON
// (rules text, type line, mana cost, …) and nothing read them, since names are looked up through card_names and
// search runs on card_search. They were about a fifth of every card row an import wrote. The update trigger of
// 002 read some of them; it now compares the row as a whole (data holds everything the index reads).
export const sql = /* sql */ `
DROP TRIGGER search_dirty_cards_update;
ALTER TABLE cards DROP COLUMN name_folded;
ALTER TABLE cards DROP COLUMN layout;
ALTER TABLE cards DROP COLUMN mana_cost;
ALTER TABLE cards DROP COLUMN mana_value;
ALTER TABLE cards DROP COLUMN type_line;
ALTER TABLE cards DROP COLUMN oracle_text;
ALTER TABLE cards DROP COLUMN colors;
ALTER TABLE cards DROP COLUMN color_identity;
ALTER TABLE cards DROP COLUMN power;
ALTER TABLE cards DROP COLUMN toughness;
ALTER TABLE cards DROP COLUMN loyalty;
CREATE TRIGGER search_dirty_cards_update AFTER UPDATE ON cards
WHEN old.id IS NOT new.id OR old.game IS NOT new.game OR old.name IS NOT new.name OR old.data IS NOT new.data
BEGIN
  INSERT INTO search_dirty (card_id) SELECT old.id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = old.id);
  INSERT INTO search_dirty (card_id) SELECT new.id WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE card_id = new.id);
END;
`;
