// `decklab search <query> [--db FILE] [--json] [--limit N] [--page N] [--names english|japanese]`: the API's
// cards.search, headless. --json prints { total, cards: [{ name, game, manaCost, manaValue, typeLine, colors,
// colorIdentity, printing: { id, set, collectorNumber } | null }] } in the query's order (the printing the row
// shows: a unique:prints or unique:art row's own, else the one the query and prefer: chose); with --names japanese, order:name (the default) follows the Japanese names
// as a Japanese window does, the text names each card by its Japanese name (English where it has none) and each JSON
// card adds japaneseName (null where it has none). A query that cannot be read exits 2 with the message and a caret
// under the mistake.
import type { Command } from 'commander';
import { CliError, type CliSession } from '../session.ts';
import { boundedIntegerOption, namesOption } from '../options.ts';
import { ApiError } from '../../api/define.ts';
import { MAX_PAGE_SIZE } from '../../api/handlers/search.ts';
import type { SearchErrorDetails } from '../../../engine/search/errors.ts';
import type { SearchHit } from '../../../db/search/search.ts';
import type { NameOrder } from '../../../db/search/compile.ts';
import { displayWidth, padCells } from '../columns.ts';

export interface SearchCardJson {
  name: string;
  /** With --names japanese: the card's Japanese name, null where the card data has none. */
  japaneseName?: string | null;
  game: string;
  manaCost: string;
  manaValue: number;
  typeLine: string;
  colors: string[];
  colorIdentity: string[];
  /** The printing the row shows; null for a card without printings. */
  printing: { id: string; set: string; collectorNumber: string } | null;
}

/** A unique:prints or unique:art row's printing, else the one a card row shows. */
const shownPrinting = (card: SearchHit) => card.printing ?? card.shownPrinting;

/** `--names`: the order and the names of the cards listed. */
export const searchNamesOption = () =>
  namesOption(
    'order (order:name) and name the cards by their English names, or by their Japanese ones as a Japanese window does (English where a card has none, after the others)',
  );

/** The name a card is listed by: its Japanese one with --names japanese, where the card data has one. */
const listedName = (card: Pick<SearchHit, 'name' | 'localizedNames'>, names: NameOrder): string =>
  names === 'japanese' ? (card.localizedNames.ja ?? card.name) : card.name;

export function searchCardJson(card: SearchHit, names: NameOrder = 'english'): SearchCardJson {
  const { name, game, manaCost, manaValue, typeLine, colors, colorIdentity } = card;
  const japanese = names === 'japanese' ? { japaneseName: card.localizedNames.ja ?? null } : {};
  const shown = shownPrinting(card);
  const printing = shown ? { id: shown.id, set: shown.set, collectorNumber: shown.collectorNumber } : null;
  return { name, ...japanese, game, manaCost, manaValue, typeLine, colors, colorIdentity, printing };
}

export function formatSearchText(
  total: number,
  page: number,
  limit: number,
  cards: readonly SearchHit[],
  names: NameOrder = 'english',
): string {
  const pages = Math.max(1, Math.ceil(total / limit));
  const lines = [`${total} ${total === 1 ? 'card' : 'cards'}${pages > 1 ? ` (page ${page} of ${pages})` : ''}`];
  const shown = cards.map((card) => listedName(card, names));
  const nameWidth = Math.min(40, Math.max(0, ...shown.map(displayWidth)));
  const costWidth = Math.min(24, Math.max(0, ...cards.map((c) => c.manaCost.length)));
  cards.forEach((card, i) => {
    const row = shownPrinting(card);
    const printing = row ? `  ${row.set.toUpperCase()} ${row.collectorNumber}` : '';
    lines.push(
      `${padCells(shown[i], nameWidth)}  ${card.manaCost.padEnd(costWidth)}  ${card.typeLine}${printing}`.trimEnd(),
    );
  });
  return lines.join('\n') + '\n';
}

/** The reason, then the query with a caret line under the offending text (which says where, so the reason need not). */
export function pointAt(query: string, details: SearchErrorDetails): string {
  return `${details.reason}\n  ${query}\n  ${' '.repeat(details.position)}${'^'.repeat(Math.max(1, details.length))}`;
}

const isSearchError = (details: unknown): details is SearchErrorDetails =>
  typeof details === 'object' && details !== null && typeof (details as SearchErrorDetails).position === 'number';

/**
 * The query from the words the shell split it into. Query words may start with "-" (negation), so a command
 * taking a query accepts unknown options: a word starting with "--" is then a misspelt option, not query text.
 */
export function queryFromWords(words: readonly string[]): string {
  const misspelt = words.find((w) => w.startsWith('--'));
  if (misspelt) throw new CliError(`unknown option '${misspelt}'`, 2);
  return words.join(' ');
}

/** Runs an API call that reads `query`; a query it cannot read exits 2 with a caret line under the mistake. */
export async function withQueryPointer<T>(query: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && isSearchError(error.details)) throw new CliError(pointAt(query, error.details), 2);
    throw error;
  }
}

export function registerSearchCommand(program: Command, session: CliSession): void {
  program
    .command('search')
    .description(
      'find cards with a Scryfall-style query: t:"elf warrior" c>=g, o:"draw a card", o:/^{T}: add/, is:shockland, id<=esper, civ:fire race:dragon …',
    )
    .argument(
      '<query...>',
      'the query; "-" before a term negates it (-c:w), so single-dash words are query, not options',
    )
    .addOption(boundedIntegerOption('--limit <n>', 'cards per page', { min: 1, max: MAX_PAGE_SIZE }, 50))
    .addOption(boundedIntegerOption('--page <n>', 'page number', { min: 1, max: Number.MAX_SAFE_INTEGER }, 1))
    .addOption(searchNamesOption())
    .allowUnknownOption()
    .action(async (words: string[], options: { limit: number; page: number; names: NameOrder }) => {
      const query = queryFromWords(words);
      const { names } = options;
      const { total, page, cards } = await withQueryPointer(query, () =>
        session.api.invoke('cards.search', { query, page: options.page, limit: options.limit, names }),
      );
      session.print({ total, cards: cards.map((card) => searchCardJson(card, names)) }, () =>
        formatSearchText(total, page, options.limit, cards, names),
      );
    });
}
