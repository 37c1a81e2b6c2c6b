// The turn-based actions of a new turn: untap (CR 502.3; DM 501.1), then draw (CR 504.1; DM 502), except the
// first turn of the player on the play in a two-player game (CR 103.8a; DM 103.5, 500.6), then a lore counter on
// each Saga as the precombat main phase begins (CR 714.3b).
import type { Game } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import type { CardRef, PlaytestState } from './types.ts';
import {
  Refused,
  checkCounters,
  entryCountersOfFace,
  findCard,
  libraryOf,
  moveCard,
  namesCard,
  takeFromTop,
} from './table.ts';
import { checkDraw } from './losing.ts';

/** CR 402.2: a player's maximum hand size is normally seven; Duel Masters has none (DM 402.2). */
const MAX_HAND_SIZE: Readonly<Record<Game, number | null>> = { mtg: 7, dm: null };

/** CR 514.1: how many cards the player discards in the ending turn's cleanup step, down to the maximum hand size. */
export function cleanupDiscards(state: PlaytestState): number {
  const max = MAX_HAND_SIZE[state.game];
  return max === null || state.phase !== 'play' ? 0 : Math.max(0, state.zones.hand.length - max);
}

/**
 * The ending turn's cleanup step (CR 514.1). Named discards must be exactly the cards over the maximum hand size,
 * from hand (402.2: any number during the turn); they go to the graveyard (701.9a). Named none, the table lets the
 * turn end with the hand as it is and the log says how many cards it held over the maximum: an action file or a
 * saved game written before the table knew the rule replays unchanged.
 */
export function cleanupStep(
  draft: PlaytestState,
  discard: readonly CardRef[] | undefined,
): { discarded: number[]; over: number } {
  const owed = cleanupDiscards(draft);
  if (discard === undefined) return { discarded: [], over: owed };
  const max = MAX_HAND_SIZE[draft.game];
  if (max === null && discard.length > 0)
    throw new Refused(
      'cleanup.discard-count',
      'Duel Masters has no maximum hand size: nothing is discarded as the turn ends',
      'DM 402.2',
    );
  if (discard.length !== owed)
    throw new Refused(
      'cleanup.discard-count',
      `the hand has ${draft.zones.hand.length} cards: as the turn ends, discard ${owed === 0 ? 'none' : `exactly ${owed}`} down to ${max}, not ${discard.length}`,
      'CR 514.1',
    );
  const ids: number[] = [];
  for (const ref of discard) {
    const id =
      typeof ref === 'number'
        ? findCard(draft, ref, ['hand'], 'CR 514.1').id
        : draft.zones.hand.find((i) => !ids.includes(i) && namesCard(draft, i, foldName(ref)));
    if (id === undefined) throw new Refused('card.not-here', `no other card named "${ref}" in hand`, 'CR 514.1');
    if (ids.includes(id))
      throw new Refused(
        'cleanup.discard-count',
        `card #${id} is named twice: discard ${owed} different cards`,
        'CR 514.1',
      );
    ids.push(id);
  }
  for (const id of ids) moveCard(draft, id, 'graveyard'); // CR 701.9a: a discarded card goes to the graveyard
  return { discarded: ids, over: 0 };
}

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
  draft.manaPool = []; // CR 500.4: the ending turn's mana empties with its last step
  draft.handTapped = [];
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
