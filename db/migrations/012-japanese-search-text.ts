// Japanese type lines and rules text for `t:` and `o:` queries written in Japanese (db/search/compile.ts): one row
// per card that has any (Card.localized.ja), folded as queries are. Japanese has no spaces between words and its
// terms are often one or two characters (飛行), below what a trigram index answers, so a query scans these rows
// with instr(); search index version 3 fills them.
export const sql = /* sql */ `
CREATE TABLE search_ja (
  sid       INTEGER PRIMARY KEY,
  type_line TEXT NOT NULL,
  text      TEXT NOT NULL
);
`;
