// The order of an add-a-card box, where Enter takes the first hit: the cards named exactly as typed first, then the
// names starting with the text, then those with a word starting with it, then the query's own order (as Scryfall's
// autocomplete and Moxfield's add-card box rank). The names counted are the ones a window shows, English and
// Japanese, a face's too (short_names, one per line): in the other printed languages "m" would find Abundant Maw's
// Spanish "Milfauces" a name starting with it. Read from the card's own index row, so a one-letter query's
// thousands of hits cost no lookup each.
import { foldName } from '../../engine/text/fold.ts';
import { sql, type CompiledSearch, type OrderTerm } from './compile.ts';

/** What starts a word inside a name besides a space: a hyphen, a slash, Duel Masters' middle dot. */
const WORD_SEPARATORS = ['-', '/', '・'];

const LINES = `char(10) || s.short_names || char(10)`;
const WORD_START = [' ', ...WORD_SEPARATORS]
  .map((separator) => `instr(s.short_names, '${separator}' || ?) > 0`)
  .join(' OR ');

/** 0 a name equal to the folded text, 1 a name starting with it, 2 a name with a word starting with it, 3 none. */
const TYPED_NAME_RANK = `CASE WHEN instr(${LINES}, char(10) || ? || char(10)) > 0 THEN 0
  WHEN instr(${LINES}, char(10) || ?) > 0 THEN 1 WHEN ${WORD_START} THEN 2 ELSE 3 END`;

/** The search ordered by how closely a card's names match `typed` first, its own order after; as is for blank text. */
export function rankedByTypedName(compiled: CompiledSearch, typed: string): CompiledSearch {
  const text = foldName(typed.trim());
  if (text === '') return compiled;
  const rank: OrderTerm = {
    expr: sql(TYPED_NAME_RANK, text, text, ...WORD_SEPARATORS.map(() => text), text),
    direction: 'ASC',
  };
  // The walk of the name index that answers a query matching every card knows no rank.
  return { ...compiled, order: [rank, ...compiled.order], matchesAll: false };
}
