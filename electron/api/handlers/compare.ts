// decks.compare: two decks card by card (engine/decks/diff.ts compareDecks), each a saved deck (any version), a deck
// given whole (the editor's, edits and all) or a list read as decks.import reads one; the changes that turn A into B
// as list text, and what switching from A to B takes from the collection and costs (engine/collection/needs.ts
// switchNeeds, priced as collection.needs prices its missing cards).
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import { DeckNotFoundError, loadDeck } from '../../../db/decks.ts';
import { listCollection } from '../../../db/collection.ts';
import { printingsLookup } from '../../../db/cards.ts';
import { readDeckListWithCards, writeDeckListWithCards } from '../../../db/resolve.ts';
import { compareDecks, comparisonChanges } from '../../../engine/decks/diff.ts';
import { switchNeeds } from '../../../engine/collection/needs.ts';
import { CURRENCIES, DEFAULT_CURRENCY, costToComplete } from '../../../engine/collection/prices.ts';
import {
  DECK_LIST_FORMAT_IDS,
  LOCALIZED_NAME_FORMATS,
  NAME_LANGUAGES,
  type DeckListFormatId,
  type DeckListProblem,
} from '../../../engine/decks/lists/index.ts';
import type { Deck, DeckEntry } from '../../../engine/decks/types.ts';
import { GAME_NAMES } from '../../../engine/cards/types.ts';
import { deckSchema } from './decks.ts';
import { builtDecksExcept, dated } from './collection.ts';

/** One side: a saved deck (`deckId`, its newest version unless `version`), a deck given whole, or a list. */
const sideSchema = z
  .object({
    deckId: z.number().int().positive().optional(),
    version: z.number().int().positive().optional(),
    /** A deck given whole; with `deckId`, the edited content of that saved deck. */
    deck: deckSchema.optional(),
    text: z.string().optional(),
    bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'bytes must be a Uint8Array').optional(),
    fileName: z.string().max(1000).optional(),
    format: z.enum(DECK_LIST_FORMAT_IDS).optional(),
  })
  .refine(
    (v) =>
      [v.deckId !== undefined || v.deck !== undefined, v.text !== undefined, v.bytes !== undefined].filter(Boolean)
        .length === 1,
    'give a saved deck (deckId), a deck, or a list (text or bytes), one of them',
  )
  .refine((v) => v.version === undefined || (v.deckId !== undefined && v.deck === undefined), {
    message: 'a version is of a saved deck: give it with deckId alone',
    path: ['version'],
  });
type SideInput = z.output<typeof sideSchema>;

/** A side as compared: the deck, where it came from, and what its list's reading said and left out. */
interface ComparedSide {
  deck: Deck;
  deckId: number | null;
  version: number | null;
  /** The list format a list side was read as; null for a deck. */
  listFormat: DeckListFormatId | null;
  problems: DeckListProblem[];
  /** A list's lines whose card the card data does not know (or knows several of): not compared, never guessed. */
  leftOut: { name: string; count: number; line: number }[];
}

/** A list's entries without a card, where the card data could have named one, are left out of the comparison. */
function withoutUnknownCards(deck: Deck, problems: readonly DeckListProblem[]) {
  if (problems.some((p) => p.code === 'no-card-data')) return { deck, leftOut: [] };
  const leftOut: ComparedSide['leftOut'] = [];
  const boards: Deck['boards'] = {};
  for (const [board, entries] of Object.entries(deck.boards) as [keyof Deck['boards'], DeckEntry[]][]) {
    boards[board] = entries.filter((e) => {
      if (!e.cardId) leftOut.push({ name: e.name, count: e.count, line: e.line ?? 0 });
      return e.cardId !== undefined;
    });
  }
  return { deck: { ...deck, boards }, leftOut };
}

function readSide(db: Db, side: SideInput): ComparedSide {
  if (side.text !== undefined || side.bytes !== undefined) {
    const read = readDeckListWithCards(db, (side.text ?? side.bytes)!, {
      fileName: side.fileName,
      format: side.format,
    });
    const known = withoutUnknownCards(read.deck, read.problems);
    return { ...known, deckId: null, version: null, listFormat: read.format, problems: read.problems };
  }
  const stored = side.deckId === undefined || side.deck ? undefined : loadDeck(db, side.deckId, side.version);
  if (side.deckId !== undefined && !side.deck && !stored)
    throw ApiError.because('not-found', new DeckNotFoundError(side.deckId, side.version));
  return {
    deck: side.deck ?? stored!.deck,
    deckId: side.deckId ?? null,
    version: stored?.version ?? null,
    listFormat: null,
    problems: [],
    leftOut: [],
  };
}

export const compareHandlers = {
  /**
   * Deck A against deck B, card by card and board by board; the changes from A to B as list text (the game's text
   * format, in `names`); and what switching takes from the collection: B's copies beyond A's that it lacks, with
   * their cost. Built decks hold their cards, A too when it is built, never B.
   */
  'decks.compare': handler(
    z.object({
      a: sideSchema,
      b: sideSchema,
      basicsOwned: z.boolean().default(false),
      currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
      /** The names the changes are written with: Japanese where the card data has them. */
      names: z.enum(NAME_LANGUAGES).default('en'),
    }),
    ({ a: inputA, b: inputB, basicsOwned, currency, names }, { db }) => {
      const [a, b] = [readSide(db, inputA), readSide(db, inputB)];
      const game = a.deck.game;
      if (b.deck.game !== game)
        throw new ApiError(
          'invalid-input',
          `deck A is a ${GAME_NAMES[game]} deck and deck B a ${GAME_NAMES[b.deck.game]} deck: decks of one game are compared`,
          undefined,
          {},
          'deck.compare-other-game',
        );
      const comparison = compareDecks(a.deck, b.deck);
      const listFormat: DeckListFormatId = game === 'dm' ? 'dm' : 'text';
      const written = (deck: Deck) =>
        Object.keys(deck.boards).length === 0
          ? ''
          : writeDeckListWithCards(db, deck, listFormat, LOCALIZED_NAME_FORMATS.has(listFormat) ? names : 'en').text;
      const { add, remove } = comparisonChanges(comparison, game);
      const owned = listCollection(db, { game }).items;
      const needs = switchNeeds(a.deck, b.deck, owned, builtDecksExcept(db, b.deckId ?? undefined, game), {
        basicsOwned,
      });
      const cost = dated(db, costToComplete(b.deck, needs, printingsLookup(db), currency), game);
      const side = ({ deck, ...rest }: ComparedSide) => ({ ...rest, name: deck.name, game, format: deck.format ?? '' });
      return {
        a: side(a),
        b: side(b),
        comparison,
        changes: { add: written(add), remove: written(remove) },
        switching: { ...needs, cost },
      };
    },
  ),
};
