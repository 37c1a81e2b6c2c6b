// Losing the game (CR 104.3, 704.5a–c; DM 104.2b, 703.4b). A solitaire table has no one to hand the win to, so
// the action that would lose is refused like any illegal action, with its own code: the game stays as it was and
// the player can undo, or play on another way.
import type { PlaytestState } from './types.ts';
import { Refused, libraryOf } from './table.ts';

const WOULD_LOSE = 'game.would-lose';

/** The refusal of an action that would lose the game, with the rule that makes it a loss. */
export const wouldLose = (message: string, rule: string): Refused => new Refused(WOULD_LOSE, message, rule);

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/**
 * Drawing `count` cards, as `what` says it ("drawing 3", "the turn's draw"). CR 704.5b (121.4): a player who
 * tried to draw from an empty library loses, so Magic refuses a draw of more cards than the library holds.
 * DM 703.4b: a player whose deck has 0 cards loses the moment it does (104.2b: even for an instant), so Duel
 * Masters refuses a draw that takes the deck's last card.
 */
export function checkDraw(state: PlaytestState, count: number, what: string): void {
  if (state.game === 'dm') return checkDeckLeft(state, count, what);
  const left = libraryOf(state).length;
  if (left < count)
    throw wouldLose(
      `the library has ${cards(left)}: ${what} would lose the game (a player who draws from an empty library loses)`,
      'CR 704.5b',
    );
}

/**
 * DM 703.4b: any action that takes `count` cards off the deck (a draw, a mill, a move) and leaves it with 0 cards
 * loses the game. Magic has no such rule: milling or moving a library's last card is legal (CR 701.13b).
 */
export function checkDeckLeft(state: PlaytestState, count: number, what: string): void {
  const left = libraryOf(state).length;
  if (state.game === 'dm' && count >= left)
    throw wouldLose(
      `the deck has ${cards(left)}: ${what} would leave it with 0 cards and lose the game (a player whose deck has 0 cards loses)`,
      'DM 703.4b',
    );
}
