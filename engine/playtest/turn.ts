// The turn-based actions of a new turn: untap (CR 502.3; DM 501.1), then draw (CR 504.1; DM 502), except the
// first turn of the player on the play in a two-player game (CR 103.8a; DM 103.5, 500.6).
import type { PlaytestState } from './types.ts';
import { libraryOf, takeFromTop } from './table.ts';

const UNTAP_ZONES = ['battlefield', 'battle', 'mana'] as const;

/** Whether this turn's draw is skipped: the first turn, on the play, where the first player does not draw. */
export function skipsDraw(state: PlaytestState): boolean {
  return state.turn === 1 && state.onThePlay && !state.setup.firstPlayerDraws;
}

export function startTurn(draft: PlaytestState): void {
  draft.phase = 'play';
  draft.turn += 1;
  draft.landsThisTurn = 0;
  draft.chargesThisTurn = 0;
  for (const zone of UNTAP_ZONES) for (const id of draft.zones[zone] ?? []) draft.cards[id].tapped = false;
  if (!skipsDraw(draft) && libraryOf(draft).length > 0) takeFromTop(draft, 1, 'hand');
}
