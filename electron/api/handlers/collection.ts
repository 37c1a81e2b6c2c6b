// collection.*: the player's owned cards (CSV in and out of every common app), what each deck still needs and
// what it costs; decks.value and collection.value: what they are worth in the user's price snapshot.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import {
  applyCollectionImport,
  collectionTotals,
  CollectionOverCountError,
  CollectionRowNotFoundError,
  editCollectionRow,
  listCollection,
  newestPriceSnapshot,
  planCollectionImport,
  withSetNames,
  withCatalogIds,
  type CollectionImportPlan,
} from '../../../db/collection.ts';
import { MAX_COPIES_PER_ROW, type CollectionItem } from '../../../engine/collection/types.ts';
import { INPUT_LIMITS } from '../input-limits.ts';
import { CSV_FLAVORS, LANGUAGE_NAMES } from '../../../engine/collection/csv-formats.ts';
import { DeckNotFoundError, listDecks, loadDeck } from '../../../db/decks.ts';
import {
  COLLECTION_CSV_LIMITS,
  CollectionCsvError,
  collectionExportNotices,
  readCollectionCsv,
  writeCollectionCsv,
} from '../../../engine/collection/csv.ts';
import { checkSize } from '../../../engine/text/limits.ts';
import { hasReason } from '../../../engine/text/reasons.ts';
import { deckNeeds, missingAsText, type NeedsResult } from '../../../engine/collection/needs.ts';
import {
  allDecksNeeds,
  anyOneDeckNeeds,
  everyDeckAtOnce,
  type SavedDeck,
} from '../../../engine/collection/all-decks-needs.ts';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  GAMES_WITH_PRICES,
  collectionValue,
  costToComplete,
  deckValue,
  type Currency,
  type PrintingsOf,
  type Valuation,
} from '../../../engine/collection/prices.ts';
import { printingsLookup } from '../../../db/cards.ts';
import { priceChangesOfCards, priceDays } from '../../../db/price-history.ts';
import { collectionValueHistory, type ValueOnDay } from '../../../engine/collection/price-history.ts';
import { BOARDS } from '../../../engine/decks/types.ts';
import { decodeDeckInput } from '../../../engine/decks/lists/decode.ts';
import { deckSchema } from './decks.ts';
import { queryText, withQueryErrors } from './search.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import type { Game } from '../../../engine/cards/types.ts';

const game = z.enum(['mtg', 'dm']);
/** Count Plains, Island, Swamp, Mountain and Forest as owned (engine/collection/needs.ts NeedsOptions). */
const basicsOwned = z.boolean().default(false);
const currency = z.enum(CURRENCIES).default(DEFAULT_CURRENCY);
/** A stored deck, a deck given whole, or a stored deck's unsaved edits (`deck` is the edited content of `deckId`). */
const deckOrId = {
  deckId: z.number().int().positive().optional(),
  deck: deckSchema.optional(),
};
const givesDeck = (v: { deckId?: number; deck?: Deck }) => v.deckId !== undefined || v.deck !== undefined;

function deckOf(db: Db, { deckId, deck }: { deckId?: number; deck?: Deck }): Deck {
  const target = deck ?? loadDeck(db, deckId!)?.deck;
  if (!target) throw ApiError.because('not-found', new DeckNotFoundError(deckId!));
  return target;
}
/** The most rows one page of collection.list holds. */
export const MAX_COLLECTION_PAGE = 10_000;
const content = {
  text: z.string().optional(),
  bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'bytes must be a Uint8Array').optional(),
};
const hasOneContent = (v: { text?: string; bytes?: Uint8Array }) => (v.text === undefined) !== (v.bytes === undefined);
const importFields = { ...content, mode: z.enum(['merge', 'replace']).default('merge'), game: game.default('mtg') };
const importInput = z.object(importFields).refine(hasOneContent, 'give either text or bytes');
/**
 * `refuseSkipped`: write nothing when any row is left out (unreadable, unknown, over the count), in the same pass
 * that reads the file, for a caller with no preview to confirm (the CLI).
 */
const importRunInput = z
  .object({ ...importFields, refuseSkipped: z.boolean().default(false) })
  .refine(hasOneContent, 'give either text or bytes');

/** A CSV read and planned against the current collection; nothing is written. */
function planFrom(db: Db, input: z.output<typeof importInput>) {
  if (input.bytes) checkSize('collection-csv', input.bytes.length, COLLECTION_CSV_LIMITS.maxBytes, 'bytes');
  const { text, cutShort } = decodeDeckInput((input.text ?? input.bytes)!);
  let csv;
  try {
    csv = readCollectionCsv(text, input.game, { cutShort });
  } catch (error) {
    if (error instanceof CollectionCsvError)
      throw hasReason(error) ? ApiError.because('bad-file', error) : new ApiError('bad-file', error.message);
    throw error;
  }
  const plan = planCollectionImport(db, csv.items, input.mode, csv.itemLines, {
    catalogIdColumn: csv.catalogIdColumn,
  });
  return { flavor: csv.flavor ? { id: csv.flavor.id, app: csv.flavor.app } : null, unreadable: csv.problems, plan };
}

const summary = (plan: CollectionImportPlan) => ({
  mode: plan.mode,
  added: plan.added,
  changed: plan.changed,
  removed: plan.removed,
  skipped: plan.skipped,
  unpinned: plan.unpinned,
  copies: plan.items.reduce((s, i) => s + i.count, 0),
});

const finish = z.enum(['nonfoil', 'foil', 'etched']);
const condition = z.enum(['', 'NM', 'LP', 'MP', 'HP', 'DMG']);
const lang = z.enum(Object.keys(LANGUAGE_NAMES) as [string, ...string[]]);
const binder = z.string().max(200);
/** The most rows one collection.add takes: what a pasted list or a pool's cards hold. */
const MAX_ADDED_ROWS = 1_000;

/** A card to add as the player names it: a printing by id, or a card by name with an optional set and number. */
const addedItem = z
  .object({
    name: z.string().min(1).max(300).optional(),
    printingId: z.string().min(1).max(100).optional(),
    set: z.string().max(20).default(''),
    number: z.string().max(20).default(''),
    count: z.number().int().min(1).max(MAX_COPIES_PER_ROW).default(1),
    finish: finish.default('nonfoil'),
    condition: condition.default(''),
    lang: lang.default('en'),
    binder: binder.default(''),
  })
  .refine((v) => v.name !== undefined || v.printingId !== undefined, 'give name or printingId');

const asCollectionItem = (g: 'mtg' | 'dm', v: z.output<typeof addedItem>): CollectionItem => ({
  game: g,
  name: v.name ?? '',
  set: v.set.toLowerCase(),
  collectorNumber: v.number,
  count: v.count,
  finish: v.finish,
  condition: v.condition,
  lang: v.lang,
  binder: v.binder,
  ...(v.printingId ? { scryfallId: v.printingId } : {}),
});

/** The collection's value on each day of prices imported (engine collectionValueHistory), oldest first. */
function valueHistory(
  db: Db,
  items: readonly CollectionItem[],
  printingsOf: PrintingsOf,
  chosen: Currency,
): ValueOnDay[] {
  const changes = priceChangesOfCards(
    db,
    items.flatMap((item) => (item.cardId ? [item.cardId] : [])),
  );
  return collectionValueHistory(items, printingsOf, (id) => changes.get(id) ?? [], chosen, priceDays(db));
}

/**
 * A value dated: by the prices it used, else by the card data's newest, so that cards without a price are said to
 * have none in that snapshot; undated when the card data holds no prices at all, or the cards are of a game whose
 * card data carries none (a Duel Masters deck is never "unpriced in" a Scryfall snapshot).
 */
export function dated<V extends Omit<Valuation, 'lines'>>(db: Db, value: V, gameOf: Game | undefined): V {
  if (value.snapshotDate !== null || (gameOf !== undefined && !GAMES_WITH_PRICES.has(gameOf))) return value;
  return { ...value, snapshotDate: newestPriceSnapshot(db) };
}

/** Decks whose cards are spoken for: every built deck except the one asking. */
export function builtDecksExcept(db: Db, deckId: number | undefined, gameOf: Deck['game']): Deck[] {
  return listDecks(db, { game: gameOf })
    .filter((d) => d.built && d.id !== deckId)
    .map((d) => loadDeck(db, d.id)!.deck);
}

export const collectionHandlers = {
  'collection.flavors': handler(z.object({}), () => CSV_FLAVORS.map((f) => ({ id: f.id, app: f.app }))),

  /** What importing this CSV would change (the preview the user confirms). */
  'collection.preview': handler(importInput, (input, { db }) => {
    const { flavor, unreadable, plan } = planFrom(db, input);
    return { flavor, unreadable, ...summary(plan) };
  }),

  /**
   * Imports a CSV in one transaction: merge adds counts, replace makes the collection exactly the file. With
   * `refuseSkipped`, a file with a row left out writes nothing (`written: false`) and names the rows as a preview.
   */
  'collection.import': handler(importRunInput, ({ refuseSkipped, ...input }, { db }) => {
    const { flavor, unreadable, plan } = planFrom(db, input);
    const refused = refuseSkipped && (unreadable.length > 0 || plan.skipped.length > 0);
    const totals = refused ? collectionTotals(db) : applyCollectionImport(db, plan);
    return { flavor, unreadable, ...summary(plan), written: !refused, totals };
  }),

  /**
   * Adds copies in one transaction, as a merge import of these rows does: a printing by id, or a card by any of
   * its names with an optional set and number (the set's first printing when only the set is given). A card the
   * data does not know is refused when it is the only one; among several, it is listed in `skipped`.
   */
  'collection.add': handler(
    z.object({ game: game.default('mtg'), items: z.array(addedItem).min(1).max(MAX_ADDED_ROWS) }),
    ({ game: g, items }, { db }) => {
      const printingExists = db.prepare('SELECT 1 FROM printings WHERE id = ?').pluck();
      const unknown = items.find((item) => item.printingId !== undefined && !printingExists.get(item.printingId));
      if (unknown)
        throw new ApiError(
          'not-found',
          `no printing with id ${unknown.printingId} in the card data`,
          undefined,
          { printingId: unknown.printingId! },
          'collection.unknown-printing',
        );
      const plan = planCollectionImport(
        db,
        items.map((item) => asCollectionItem(g, item)),
        'merge',
      );
      const [first] = plan.skipped;
      if (plan.items.length === 0 && first)
        throw first.code === 'unknown-card'
          ? new ApiError('not-found', first.reason, undefined, first.params, 'collection.unknown-card')
          : ApiError.because('invalid-input', new CollectionOverCountError());
      const totals = applyCollectionImport(db, plan);
      return { ...summary(plan), totals };
    },
  ),

  /**
   * Changes one row by its `id` (from collection.list): its count (0 removes it), finish, condition, language or
   * binder; a row that then matches another of the same printing joins it. Answers the id now holding the copies.
   */
  'collection.edit': handler(
    z.object({
      id: z.number().int().positive(),
      count: z.number().int().min(0).max(MAX_COPIES_PER_ROW).optional(),
      finish: finish.optional(),
      condition: condition.optional(),
      lang: lang.optional(),
      binder: binder.optional(),
    }),
    ({ id, ...edit }, { db }) => {
      try {
        const { rowId, ...totals } = editCollectionRow(db, id, edit);
        return { id: rowId, totals };
      } catch (error) {
        if (error instanceof CollectionRowNotFoundError) throw ApiError.because('not-found', error);
        if (error instanceof CollectionOverCountError) throw ApiError.because('invalid-input', error);
        throw error;
      }
    },
  ),

  /**
   * The collection row by row. With `query` (the search language, as cards.search takes it): the rows whose card
   * matches (`own>=4`, `t:creature c:r`), whose printing matches with `unique:prints`, in the query's order;
   * a query that cannot be read is 'invalid-input' with its position, as in cards.search.
   */
  'collection.list': handler(
    z.object({
      game: game.optional(),
      cardIds: z.array(z.string()).max(INPUT_LIMITS.cardIds).optional(),
      query: queryText.optional(),
      /** Rows by the names a Japanese window shows (Japanese, else English), or by the English names. */
      names: z.enum(['english', 'japanese']).default('english'),
      /** A row's id: the answer's `located` says where it stands in this order, null when the list lacks it. */
      locate: z.number().int().positive().optional(),
      page: z.number().int().positive().default(1),
      limit: z.number().int().positive().max(MAX_COLLECTION_PAGE).default(100),
    }),
    (options, { db }) => {
      const { total, copies, items, located } = withQueryErrors(() => listCollection(db, options));
      return {
        total,
        copies,
        ...(located === undefined ? {} : { located }),
        cards: items.map((i) => ({
          id: i.rowId!,
          name: i.name,
          set: i.set,
          number: i.collectorNumber,
          finish: i.finish,
          count: i.count,
          condition: i.condition,
          lang: i.lang,
          binder: i.binder,
          cardId: i.cardId ?? null,
          printingId: i.printingId ?? null,
        })),
      };
    },
  ),

  'collection.export': handler(
    z.object({ flavor: z.enum(CSV_FLAVORS.map((f) => f.id) as [string, ...string[]]), game: game.optional() }),
    ({ flavor, game: g }, { db }) => {
      const items = withCatalogIds(db, withSetNames(db, listCollection(db, { game: g }).items));
      return { text: writeCollectionCsv(items, flavor), notices: collectionExportNotices(items, flavor) };
    },
  ),

  /**
   * What a stored deck, a deck given whole, or a stored deck's unsaved edits (both: `deck` is the edited content
   * of `deckId`) still needs from the collection. Built decks hold their cards; never the deck asked about.
   */
  'collection.needs': handler(
    z
      .object({ ...deckOrId, byPrinting: z.boolean().default(false), basicsOwned, currency })
      .refine(givesDeck, 'give deckId, deck, or both'),
    ({ deckId, deck, byPrinting, basicsOwned: basics, currency: chosen }, { db }) => {
      const target = deckOf(db, { deckId, deck });
      const owned = listCollection(db, { game: target.game }).items;
      const result = deckNeeds(target, owned, builtDecksExcept(db, deckId, target.game), {
        byPrinting,
        basicsOwned: basics,
      });
      const cost = dated(db, costToComplete(target, result, printingsLookup(db), chosen), target.game);
      return { ...result, text: missingAsText(result), cost };
    },
  ),

  /**
   * What the collection lacks for every saved deck of a game, per card: to build them all at once (their wants
   * summed) and to build any one (the most one deck lacks, as its own needs count it), which decks want it, and what
   * buying either costs.
   */
  'collection.needsAll': handler(
    z.object({ game: game.default('mtg'), basicsOwned, currency }),
    ({ game: g, basicsOwned: basics, currency: chosen }, { db }) => {
      const decks: SavedDeck[] = listDecks(db, { game: g })
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((d) => ({
          id: d.id,
          name: d.name,
          built: d.built,
          deck: loadDeck(db, d.id)!.deck,
        }));
      const { needs, together } = allDecksNeeds(decks, listCollection(db, { game: g }).items, {
        basicsOwned: basics,
      });
      const everyDeck = everyDeckAtOnce(decks);
      const priced = (result: NeedsResult) =>
        dated(db, costToComplete(everyDeck, result, printingsLookup(db), chosen), g);
      return {
        decks: decks.map(({ id, name, built }) => ({ id, name, built })),
        ...needs,
        costForAll: priced(together),
        costForAny: priced(anyOneDeckNeeds(needs)),
      };
    },
  ),

  /** What a deck is worth: each entry at its pinned printing, else the card's cheapest; main and side by default. */
  'decks.value': handler(
    z
      .object({ ...deckOrId, currency, boards: z.array(z.enum(BOARDS)).min(1).max(BOARDS.length).optional() })
      .refine(givesDeck, 'give deckId, deck, or both'),
    ({ currency: chosen, boards, ...given }, { db }) => {
      const target = deckOf(db, given);
      return dated(db, deckValue(target, printingsLookup(db), chosen, boards), target.game);
    },
  ),

  /**
   * What the collection is worth: each row at its own printing and finish. Totals only (a collection is large); with
   * `history`, also the value of the same copies on each day of prices imported (`history`, oldest first).
   */
  'collection.value': handler(
    z.object({ game: game.optional(), currency, history: z.boolean().optional() }),
    ({ game: g, currency: chosen, history }, { db }) => {
      const { items } = listCollection(db, { game: g });
      const printingsOf = printingsLookup(db);
      const { lines, ...value } = collectionValue(items, printingsOf, chosen);
      const dayValues = history ? { history: valueHistory(db, items, printingsOf, chosen) } : {};
      return { ...dated(db, value, g), rows: lines.length, ...dayValues };
    },
  ),
};
