// playtest.*: what the table needs from the backend. The game itself is the pure reducer of engine/playtest,
// run where the player is (the renderer, the CLI); the backend resolves the deck's cards and the game start.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { createDbResolver } from '../../../db/resolve.ts';
import { resolveDeck } from '../../../engine/decks/resolve.ts';
import { playtestDeckFromResolved, PlaytestDeckError } from '../../../engine/playtest/index.ts';
import { deckSchema } from './decks.ts';
import { deckFrom, setupFor } from './sim.ts';
import { MULLIGAN_RULES } from '../../../engine/goldfish/setup.ts';

const playtestDeckInput = z
  .object({
    deck: deckSchema.optional(),
    deckId: z.number().int().positive().optional(),
    version: z.number().int().positive().optional(),
    /** The format whose game start to use (default: the deck's). */
    format: z.string().min(1).optional(),
    mulligan: z.enum(MULLIGAN_RULES).optional(),
  })
  .refine((v) => (v.deck === undefined) !== (v.deckId === undefined), 'give either deck or deckId');

export const playtestHandlers = {
  /** A deck's cards by board, resolved, and its game start (CR 103; DM 103): everything startGame needs. */
  'playtest.deck': handler(playtestDeckInput, (input, { db }) => {
    const deck = deckFrom(db, input);
    const resolved = resolveDeck(deck, createDbResolver(db));
    const errors = resolved.problems.filter((p) => p.severity === 'error');
    if (errors.length)
      throw new ApiError(
        'invalid-input',
        `cannot play "${deck.name}": ${errors.map((p) => p.message).join('; ')}`,
        errors,
      );
    try {
      return { deck: playtestDeckFromResolved(resolved.deck, resolved.cards), setup: setupFor(deck, input) };
    } catch (error) {
      if (error instanceof PlaytestDeckError) throw new ApiError('invalid-input', error.message);
      throw error;
    }
  }),
};
