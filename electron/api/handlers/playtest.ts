// playtest.*: what the table needs from the backend. The game itself is the pure reducer of engine/playtest,
// run where the player is (the renderer, the CLI); the backend resolves the deck's cards and the game start.
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { playtestDeckFromResolved, PlaytestDeckError } from '../../../engine/playtest/index.ts';
import {
  deckFrom,
  deckSourceFields,
  hasOneDeckSource,
  ONE_DECK_SOURCE,
  resolutionOf,
  resolvedToPlay,
  setupFor,
} from './sim.ts';
import { MULLIGAN_RULES } from '../../../engine/goldfish/setup.ts';

const playtestDeckInput = z
  .object({
    ...deckSourceFields,
    /** The format whose game start to use (default: the deck's). */
    format: z.string().min(1).optional(),
    mulligan: z.enum(MULLIGAN_RULES).optional(),
  })
  .refine(hasOneDeckSource, ONE_DECK_SOURCE);

export const playtestHandlers = {
  /** A deck's cards by board, resolved, and its game start (CR 103; DM 103): everything startGame needs. */
  'playtest.deck': handler(playtestDeckInput, (input, { db }) => {
    const deck = deckFrom(db, input);
    const resolution = resolutionOf(db, deck);
    const resolved = resolvedToPlay(deck, resolution, input, 'play');
    try {
      const table = playtestDeckFromResolved(resolved.deck, resolved.cards, resolved.sideboardRead);
      // The format played, `guessed` when the deck named none and none was asked for (sim.ts `playedFormat`).
      return { deck: table, setup: setupFor(deck, resolution, input), format: resolved.played ?? null };
    } catch (error) {
      if (error instanceof PlaytestDeckError) throw ApiError.because('invalid-input', error);
      throw error;
    }
  }),
};
