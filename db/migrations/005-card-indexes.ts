// The cards table's own name and mana-value indexes go: names are looked up through card_names (every name a
// card answers to, folded) and search runs on card_search, so nothing reads them, while every import paid for
// three more B-trees per card it wrote.
export const sql = /* sql */ `
DROP INDEX cards_name_folded;
DROP INDEX cards_game_name;
DROP INDEX cards_mana_value;
`;
