// decks.validate and formats.list: a deck checked against a format's rules with the cards from the database.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import { getCard, getPrintings } from '../../../db/cards.ts';
import { getPool, PoolNotFoundError } from '../../../db/pools.ts';
import type { Card } from '../../../engine/cards/types.ts';
import { BOARDS, type Deck, type DeckEntry } from '../../../engine/decks/types.ts';
import {
  DmRegulationError,
  FORMATS,
  getFormat,
  parseDmRegulation,
  regulationOn,
  validateDeck,
  type FormatDefinition,
  type ValidationContext,
} from '../../../engine/formats/index.ts';
import { deckSchema } from './decks.ts';
import { pauperCommanderRarities } from '../../../engine/formats/pauper-rarity.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD');

/** The cards a deck (and its pool) names, by id; ids the database doesn't hold stay out and are reported as unknown. */
function cardsOf(db: Db, entries: Iterable<DeckEntry>): Map<string, Card> {
  const cards = new Map<string, Card>();
  for (const entry of entries) {
    if (!entry.cardId || cards.has(entry.cardId)) continue;
    const card = getCard(db, entry.cardId);
    if (card) cards.set(card.id, card);
  }
  return cards;
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

/** Pauper Commander: the rarities each commander was printed at in paper or on MTGO (PDH "Card Rarity"). */
function commanderRarities(db: Db, deck: Deck, format: FormatDefinition): Map<string, string[]> | undefined {
  if (format.commander?.leaders !== 'uncommon-creature') return undefined;
  const rarities = new Map<string, string[]>();
  for (const { cardId } of deck.boards.commander ?? [])
    if (cardId && !rarities.has(cardId)) rarities.set(cardId, pauperCommanderRarities(getPrintings(db, cardId)));
  return rarities;
}

function contextFrom(input: { pool?: DeckEntry[]; today?: string; regulation?: unknown }): ValidationContext {
  const context: ValidationContext = {};
  if (input.pool) context.pool = input.pool;
  if (input.today) context.today = input.today;
  if (input.regulation !== undefined) {
    try {
      context.regulation = regulationOn(
        parseDmRegulation(input.regulation, 'regulation'),
        input.today ?? new Date().toISOString().slice(0, 10),
      );
    } catch (error) {
      if (error instanceof DmRegulationError) throw ApiError.because('invalid-input', error);
      throw error;
    }
  }
  return context;
}

export const validationHandlers = {
  /**
   * Checks a deck against a format: `format` defaults to the deck's own. Limited decks take the pool they were
   * built from; Duel Masters decks may name the date to check for and a replacement Hall of Fame regulation (JSON).
   */
  'decks.validate': handler(
    z.object({
      deck: deckSchema,
      format: z.string().min(1).optional(),
      pool: z.array(deckSchema.shape.boards.valueType.element).optional(),
      /** A stored pool (pools.create) instead of the entries themselves. */
      poolId: z.number().int().positive().optional(),
      today: isoDate.optional(),
      regulation: z.unknown().optional(),
    }),
    (input, { db }) => {
      const formatId = input.format ?? input.deck.format;
      if (!formatId) throw new ApiError('invalid-input', 'give a format: the deck names none');
      const format = formatOrThrow(formatId);
      const pool = input.pool ?? (input.poolId === undefined ? undefined : storedPoolEntries(db, input.poolId));
      const cards = cardsOf(db, [...allEntries(input.deck), ...(pool ?? [])]);
      const context = contextFrom({ ...input, pool });
      const rarities = commanderRarities(db, input.deck, format);
      if (rarities) context.rarities = rarities;
      return validateDeck(input.deck, cards, format, context);
    },
  ),

  /** Every format with its rules as data: sizes, copy limits, legality keys, commander rules, game start. */
  'formats.list': handler(z.object({ game: z.enum(['mtg', 'dm']).optional() }), ({ game }) =>
    FORMATS.filter((f) => !game || f.game === game),
  ),
};
