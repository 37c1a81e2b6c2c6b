// decks.validate, decks.validateAll, decks.legality and formats.list: a deck checked against one format's rules, or
// every format of its game, with the cards from the database. formats.dmRegulation keeps the Duel Masters Hall of
// Fame regulation file the player loaded, which every check of a Duel Masters deck then applies.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import { getCards, getPrintings } from '../../../db/cards.ts';
import { getPool, PoolNotFoundError } from '../../../db/pools.ts';
import { loadDeck } from '../../../db/decks.ts';
import { deleteSetting, readSetting, writeSetting } from '../../../db/settings.ts';
import type { Card } from '../../../engine/cards/types.ts';
import { BOARDS, type Deck, type DeckEntry } from '../../../engine/decks/types.ts';
import {
  BUNDLED_DM_REGULATION,
  DmRegulationError,
  FORMATS,
  getFormat,
  parseDmRegulation,
  readDmRegulationText,
  regulationOn,
  validateDeck,
  validateInEveryFormat,
  deckLegality,
  type DmRegulationFile,
  type FormatDefinition,
  type ValidationContext,
} from '../../../engine/formats/index.ts';
import { deckSchema } from './decks.ts';
import { pauperCommanderRarities } from '../../../engine/formats/pauper-rarity.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD');

/** The cards a deck (and its pool) names, by id; ids the database doesn't hold stay out and are reported as unknown. */
function cardsOf(db: Db, entries: Iterable<DeckEntry>): Map<string, Card> {
  return getCards(
    db,
    Array.from(entries, (e) => e.cardId).filter((id) => id !== undefined),
  );
}

function allEntries(deck: Deck): DeckEntry[] {
  return BOARDS.flatMap((b) => deck.boards[b] ?? []);
}

function storedPoolEntries(db: Db, poolId: number): DeckEntry[] {
  const pool = getPool(db, poolId);
  if (!pool) throw ApiError.because('not-found', new PoolNotFoundError(poolId));
  return pool.entries;
}

function formatOrThrow(id: string): FormatDefinition {
  const format = getFormat(id);
  if (!format)
    throw new ApiError(
      'invalid-input',
      `unknown format "${id}"; known formats: ${FORMATS.map((f) => f.id).join(', ')}`,
    );
  return format;
}

/** Pauper Commander leads by the rarity its commander was printed at (PDH "Commander"), which the printings give. */
const readsRarities = (format: FormatDefinition): boolean => format.commander?.leaders === 'uncommon-creature';

/** Pauper Commander: the rarities each commander was printed at in paper or on MTGO (PDH "Card Rarity"). */
function commanderRarities(db: Db, deck: Deck): Map<string, string[]> {
  const rarities = new Map<string, string[]>();
  for (const { cardId } of deck.boards.commander ?? [])
    if (cardId && !rarities.has(cardId)) rarities.set(cardId, pauperCommanderRarities(getPrintings(db, cardId)));
  return rarities;
}

const checkInput = {
  deck: deckSchema,
  pool: deckSchema.shape.boards.valueType.optional(),
  /** A stored pool (pools.create) instead of the entries themselves. */
  poolId: z.number().int().positive().optional(),
  today: isoDate.optional(),
  regulation: z.unknown().optional(),
};

const today = () => new Date().toISOString().slice(0, 10);

/** A regulation file as given (its JSON value, or its text), read; a file that is no regulation is the caller's mistake. */
function readRegulation(regulation: unknown, file: string): DmRegulationFile {
  try {
    return typeof regulation === 'string'
      ? readDmRegulationText(regulation, file)
      : parseDmRegulation(regulation, file);
  } catch (error) {
    if (error instanceof DmRegulationError) throw ApiError.because('invalid-input', error);
    throw error;
  }
}

/** A regulation file's text at most: the whole regulation is a few hundred entries, some tens of kilobytes. */
const MAX_REGULATION_TEXT = 4_000_000;

/** The user file's settings key of the regulation file the player loaded: `{ fileName, file }` as JSON. */
const REGULATION_KEY = 'dm.regulation';

interface StoredRegulation {
  fileName: string;
  file: DmRegulationFile;
}

function storedRegulation(db: Db): StoredRegulation | undefined {
  const stored = readSetting(db, REGULATION_KEY);
  return stored === undefined ? undefined : (JSON.parse(stored) as StoredRegulation);
}

/** The regulation a Duel Masters check applies: the input's, else the one the player loaded, else the bundled one. */
function regulationOf(
  db: Db,
  input: { deck: Deck; regulation?: unknown; today?: string },
): ValidationContext['regulation'] {
  if (input.regulation !== undefined)
    return regulationOn(readRegulation(input.regulation, 'regulation'), input.today ?? today());
  const stored = input.deck.game === 'dm' ? storedRegulation(db) : undefined;
  return stored && regulationOn(stored.file, input.today ?? today());
}

/** What the Card data screen and `decklab regulation` show of the regulation in use, with its cards in force today. */
function regulationSummary(db: Db) {
  const stored = storedRegulation(db);
  const file = stored?.file ?? BUNDLED_DM_REGULATION;
  const inForce = regulationOn(file, today());
  return {
    fileName: stored?.fileName ?? null,
    title: file.title ?? null,
    partial: file.partial === true,
    entries: file.entries.length,
    combinations: file.combinations.length,
    sources: file.sources,
    today: { effective: inForce.effective, cards: inForce.cards },
  };
}

/**
 * The context checking a deck needs from the database and the input: the pool, the date, the regulation, and its
 * commanders' rarities where a format leading by rarity reads them (`withRarities`).
 */
function contextOf(
  db: Db,
  input: z.infer<z.ZodObject<typeof checkInput>>,
  withRarities: boolean,
): { pool?: DeckEntry[]; context: ValidationContext } {
  const pool = input.pool ?? (input.poolId === undefined ? undefined : storedPoolEntries(db, input.poolId));
  const context: ValidationContext = {};
  if (pool) context.pool = pool;
  if (input.today) context.today = input.today;
  const regulation = regulationOf(db, input);
  if (regulation) context.regulation = regulation;
  if (withRarities) context.rarities = commanderRarities(db, input.deck);
  return { pool, context };
}

/** What checking a deck needs: its context (contextOf), and its cards and its pool's. */
function checkingOf(
  db: Db,
  input: z.infer<z.ZodObject<typeof checkInput>>,
  withRarities: boolean,
): { cards: Map<string, Card>; context: ValidationContext } {
  const { pool, context } = contextOf(db, input, withRarities);
  return { cards: cardsOf(db, [...allEntries(input.deck), ...(pool ?? [])]), context };
}

/** Stored decks one decks.legality call checks at most: the deck list asks for the decks it shows a few at a time. */
export const MAX_LEGALITY_DECKS = 50;

/** A game with a format that reads its commanders' rarities: checking a deck in every format needs them. */
const someFormatReadsRarities = (game: Deck['game']): boolean =>
  FORMATS.some((f) => f.game === game && readsRarities(f));

/** A deck in every format of its game, with its commanders' rarities where a format of that game reads them. */
function inEveryFormat(db: Db, input: z.infer<z.ZodObject<typeof checkInput>>) {
  const { cards, context } = checkingOf(db, input, someFormatReadsRarities(input.deck.game));
  return validateInEveryFormat(input.deck, cards, context);
}

export const validationHandlers = {
  /**
   * Checks a deck against a format: `format` defaults to the deck's own. Limited decks take the pool they were
   * built from; Duel Masters decks may name the date to check for and a replacement Hall of Fame regulation (JSON).
   */
  'decks.validate': handler(z.object({ ...checkInput, format: z.string().min(1).optional() }), (input, { db }) => {
    const formatId = input.format ?? input.deck.format;
    if (!formatId) throw new ApiError('invalid-input', 'give a format: the deck names none');
    const format = formatOrThrow(formatId);
    const { cards, context } = checkingOf(db, input, readsRarities(format));
    return validateDeck(input.deck, cards, format, context);
  }),

  /**
   * Checks a deck against every format of its game (engine/formats `validateInEveryFormat`): legal ones first;
   * Limited only with a pool, else named in `skipped`.
   */
  'decks.validateAll': handler(z.object(checkInput), (input, { db }) => inEveryFormat(db, input)),

  /**
   * Saved decks' legality as the deck list marks them (engine/formats `deckLegality`): each deck's latest version in
   * every format of its game, with its pool. A deck deleted meanwhile is left out; `version` says which was checked.
   */
  'decks.legality': handler(
    z.object({ ids: z.array(z.number().int().positive()).min(1).max(MAX_LEGALITY_DECKS) }),
    ({ ids }, { db }) => {
      const decks = [...new Set(ids)].flatMap((id) => {
        const stored = loadDeck(db, id);
        if (!stored) return [];
        // The pool the deck was built from, while it exists (CR 100.2b); without it Limited is left unchecked.
        const pool = stored.poolId === null ? undefined : getPool(db, stored.poolId)?.entries;
        return [{ id, stored, pool }];
      });
      // The decks' cards read at once: decks of one list share many (basic lands, staples).
      const cards = cardsOf(
        db,
        decks.flatMap(({ stored, pool }) => [...allEntries(stored.deck), ...(pool ?? [])]),
      );
      return decks.map(({ id, stored, pool }) => {
        const { context } = contextOf(db, { deck: stored.deck, pool }, someFormatReadsRarities(stored.deck.game));
        return { id, version: stored.version, ...deckLegality(stored.deck, cards, stored.format, context) };
      });
    },
  ),

  /**
   * The Duel Masters Hall of Fame regulation every check of a Duel Masters deck applies unless given one (DM 100.2):
   * `{}` says which (the bundled excerpt, or the file the player loaded); `text` (a regulation file's JSON) with its
   * `fileName` loads one, refused whole when it is none (the one in use stays); `bundled` goes back to the bundled one.
   */
  'formats.dmRegulation': handler(
    z
      .object({
        text: z.string().max(MAX_REGULATION_TEXT).optional(),
        fileName: z.string().min(1).max(260).optional(),
        bundled: z.literal(true).optional(),
      })
      .strict()
      .refine((input) => !(input.text !== undefined && input.bundled), 'give a regulation file or bundled, not both'),
    (input, { db }) => {
      if (input.bundled) deleteSetting(db, REGULATION_KEY);
      else if (input.text !== undefined) {
        const fileName = input.fileName ?? 'regulation';
        const stored: StoredRegulation = { fileName, file: readRegulation(input.text, fileName) };
        writeSetting(db, REGULATION_KEY, JSON.stringify(stored));
      }
      return regulationSummary(db);
    },
  ),

  /** Every format with its rules as data: sizes, copy limits, legality keys, commander rules, game start. */
  'formats.list': handler(z.object({ game: z.enum(['mtg', 'dm']).optional() }), ({ game }) =>
    FORMATS.filter((f) => !game || f.game === game),
  ),
};
