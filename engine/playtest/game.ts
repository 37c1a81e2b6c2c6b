// A game is its deck, seed and action log (ARCHITECTURE §2): undo and redo walk the log, and replaying the
// log from the opening deal gives the same state on any machine.
import type { PlaytestDeck } from './deck.ts';
import { startGame, type StartOptions } from './start.ts';
import { apply } from './reducer.ts';
import type { Action, PlaytestState, Refusal } from './types.ts';

export interface PlaytestGame {
  /** The actions taken; those from `done` on were undone and can be redone. */
  actions: readonly Action[];
  done: number;
  /** states[i] is the state after the first i actions: states[0] is the opening deal. */
  states: readonly PlaytestState[];
}

export const currentState = (game: PlaytestGame): PlaytestState => game.states[game.done];

export function newGame(deck: PlaytestDeck, options: StartOptions): PlaytestGame {
  return { actions: [], done: 0, states: [startGame(deck, options)] };
}

/** Takes an action; a new action drops the undone ones (there is nothing left to redo). */
export function act(
  game: PlaytestGame,
  action: Action,
): { ok: true; game: PlaytestGame } | { ok: false; refusal: Refusal } {
  const result = apply(currentState(game), action);
  if (!result.ok) return result;
  return {
    ok: true,
    game: {
      actions: [...game.actions.slice(0, game.done), action],
      done: game.done + 1,
      states: [...game.states.slice(0, game.done + 1), result.state],
    },
  };
}

export const canUndo = (game: PlaytestGame): boolean => game.done > 0;
export const canRedo = (game: PlaytestGame): boolean => game.done < game.actions.length;

export function undo(game: PlaytestGame): PlaytestGame {
  return canUndo(game) ? { ...game, done: game.done - 1 } : game;
}

export function redo(game: PlaytestGame): PlaytestGame {
  return canRedo(game) ? { ...game, done: game.done + 1 } : game;
}

/** What a refusal's line shows in place of a rule when the action breaks none (a card not where it was named). */
const NO_RULE = 'no game rule';

/** A refusal as one line, always of one shape: "refused (CR 305.2): a land was already played this turn …". */
export function refusalLine(refusal: Refusal): string {
  return `refused (${refusal.rule ?? NO_RULE}): ${refusal.message}`;
}

/** The action of a log that was refused, with its index, when a replay stops. */
export class ReplayError extends Error {
  readonly index: number;
  readonly refusal: Refusal;
  constructor(index: number, refusal: Refusal) {
    super(`action ${index + 1} ${refusalLine(refusal)}`);
    this.name = 'ReplayError';
    this.index = index;
    this.refusal = refusal;
  }
}

/** The game of a deck, seed and log; every action must apply (all or nothing). */
export function replay(deck: PlaytestDeck, options: StartOptions, actions: readonly Action[]): PlaytestGame {
  let game = newGame(deck, options);
  actions.forEach((action, index) => {
    const result = act(game, action);
    if (!result.ok) throw new ReplayError(index, result.refusal);
    game = result.game;
  });
  return game;
}
