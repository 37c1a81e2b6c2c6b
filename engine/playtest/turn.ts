// The turn-based actions of a new turn: untap (CR 502.3; DM 501.1), then draw (CR 504.1; DM 502), except the
// first turn of the player on the play in a two-player game (CR 103.8a; DM 103.5, 500.6), then a lore counter on
// each Saga as the precombat main phase begins (CR 714.3b).
import type { PlaytestState } from './types.ts';
import { checkCounters, entryCountersOfFace, libraryOf, takeFromTop } from './table.ts';
import { checkDraw } from './losing.ts';

const UNTAP_ZONES = ['battlefield', 'battle', 'mana'] as const;

/** Whether this turn's draw is skipped: the first turn, on the play, where the first player does not draw. */
export function skipsDraw(state: PlaytestState): boolean {
  return state.turn === 1 && state.onThePlay && !state.setup.firstPlayerDraws;
}

/** The new turn up to its draw: the turn's counts reset and the player's cards untap. */
function untapStep(draft: PlaytestState): void {
  draft.phase = 'play';
  draft.turn += 1;
  draft.landsThisTurn = 0;
  draft.chargesThisTurn = 0;
  draft.mainStepBegun = false;
  for (const zone of UNTAP_ZONES) for (const id of draft.zones[zone] ?? []) draft.cards[id].tapped = false;
}

/**
 * CR 714.3b: as the precombat main phase begins, a lore counter on each Saga (no stack); one that reaches its final
 * chapter is sacrificed (714.4). Returns the Sagas that got one and those sacrificed.
 */
function loreStep(draft: PlaytestState): { advanced: number[]; sacrificed: number[] } {
  const sagas = draft.zones.battlefield.filter((id) => entryCountersOfFace(draft, id)?.kind === 'lore');
  for (const id of sagas) draft.cards[id].counters.lore = (draft.cards[id].counters.lore ?? 0) + 1;
  return { advanced: sagas, sacrificed: sagas.filter((id) => checkCounters(draft, id, 'lore')) };
}

/**
 * A new turn as the player's action (keeping the hand, "next turn"): untap, draw, then the main phase's lore
 * counters (loreStep). Its draw is refused when it would lose the game, as a draw is (CR 704.5b; DM 703.4b).
 */
export function startTurn(draft: PlaytestState): { advanced: number[]; sacrificed: number[] } {
  untapStep(draft);
  if (!skipsDraw(draft)) {
    checkDraw(draft, 1, "the turn's draw");
    takeFromTop(draft, 1, 'hand');
  }
  return draft.game === 'mtg' ? loreStep(draft) : { advanced: [], sacrificed: [] };
}

/**
 * The first turn the deal itself begins (DM 103.5: no mulligan, so no keep to refuse): not an action, so nothing
 * is refused; a deck too small to draw from is left to the player's next action.
 */
export function startDealtTurn(draft: PlaytestState): void {
  untapStep(draft);
  if (!skipsDraw(draft) && libraryOf(draft).length > 0) takeFromTop(draft, 1, 'hand');
}
