// The opening hand and the keep decision (CR 103.5): mulligans by the format's rule — London (draw the full hand,
// bottom one card per counted mulligan), Vancouver and Paris (draw one fewer each time; Vancouver scries 1 after
// keeping, CR glossary) — with the free first mulligan of multiplayer and Brawl (103.5c), down to a 0-card hand;
// 'smoothed' deals the better of two opening hands (Arena's best of one), then mulligans as London does; Houston
// deals ten, three of which go to the bottom, and has no mulligan.
import type { Game } from '../cards/types.ts';
import { LIBRARY_ZONE, type CardRef, type PlaytestState } from './types.ts';
import { Refused, findCard, libraryOf, moveCard, shuffleZone, takeFromTop } from './table.ts';
import { startTurn } from './turn.ts';
import { drawsFullHand, HOUSTON_EXTRA } from '../goldfish/mulligan.ts';
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { canSmooth, keepsFirstHand } from '../stats/smoothing.ts';

const HOUSTON_RULE = 'house rule: Houston mulligan';

/** Cards kept hands put on the bottom now: one per counted mulligan (London), three (Houston), else none. */
export function cardsOwedToBottom(state: Pick<PlaytestState, 'mulligans' | 'setup'>): number {
  if (state.setup.mulligan === 'houston') return HOUSTON_EXTRA;
  return drawsFullHand(state.setup) ? countedMulligans(state) : 0;
}

/** Deals the opening hand from the shuffled library: ten cards for Houston, the better of two when smoothed. */
export function dealOpeningHand(draft: PlaytestState): void {
  const { handSize, mulligan } = draft.setup;
  if (mulligan === 'houston') takeFromTop(draft, handSize + HOUSTON_EXTRA, 'hand');
  else if (mulligan === 'smoothed' && canSmooth(libraryOf(draft).length, handSize)) dealSmoothedHand(draft);
  else takeFromTop(draft, handSize, 'hand');
}

/**
 * The better of the two hands on top of the library (engine/stats/smoothing.ts), with its noise drawn from the
 * game's seed as a shuffle's is; the library is shuffled again afterwards, the other hand in it.
 */
function dealSmoothedHand(draft: PlaytestState): void {
  const { handSize } = draft.setup;
  const library = libraryOf(draft);
  const isLand = (id: number) => (draft.defs[draft.cards[id].def].mtg?.land ? 1 : 0);
  const lands = (ids: readonly number[]) => ids.reduce((n, id) => n + isLand(id), 0);
  const share = lands(library) / library.length;
  const first = library.slice(0, handSize);
  const second = library.slice(handSize, 2 * handSize);
  const rng = Xoshiro128.forGame(draft.seed, draft.shuffles);
  draft.shuffles += 1;
  const firstKept = keepsFirstHand(share, lands(first), lands(second), handSize, rng);
  for (const id of firstKept ? first : second) moveCard(draft, id, 'hand');
  shuffleZone(draft, LIBRARY_ZONE[draft.game]);
}

/** Mulligans that count toward the cards bottomed or not drawn (103.5c: the free first one does not). */
export function countedMulligans(state: Pick<PlaytestState, 'mulligans' | 'setup'>): number {
  return Math.max(0, state.mulligans - (state.setup.freeFirstMulligan ? 1 : 0));
}

/** The size of the hand kept now: the starting hand less the counted mulligans. */
export const keptHandSize = (state: PlaytestState): number => state.setup.handSize - countedMulligans(state);

/**
 * The rule of the keep decision: Magic's CR 103.5. Duel Masters has none: its game-start procedure deals the
 * shields and the 5-card hand and goes on (DM 103.3), so a Duel Masters refusal cites that.
 */
export const openingRule = (game: Game): string => (game === 'dm' ? 'DM 103.3' : 'CR 103.5');

/**
 * A game without a mulligan has no keep decision either: the hand dealt is the hand played. It depends only on
 * the setup, so an action file's "mulligan" and "keep" lines are checked before anything is played.
 */
export function checkHasMulligan(state: Pick<PlaytestState, 'game' | 'setup'>, type: 'mulligan' | 'keep'): void {
  if (state.setup.mulligan === 'none')
    throw new Refused(
      'mulligan.none',
      type === 'keep'
        ? 'this game has no mulligan, so no keep decision: the first turn begins with the hand dealt'
        : 'this game has no mulligan',
      openingRule(state.game),
    );
}

function checkDeciding(state: PlaytestState): void {
  if (state.phase !== 'mulligan')
    throw new Refused('mulligan.already-kept', 'the opening hand is already kept', openingRule(state.game));
}

export function mulligan(draft: PlaytestState): void {
  checkHasMulligan(draft, 'mulligan');
  checkDeciding(draft);
  if (draft.setup.mulligan === 'houston')
    throw new Refused(
      'mulligan.houston',
      'the Houston mulligan has no mulligan: keep, putting three cards on the bottom',
      HOUSTON_RULE,
    );
  if (keptHandSize(draft) <= 0)
    throw new Refused('mulligan.zero-cards', 'no mulligan after the opening hand would be zero cards', 'CR 103.5');
  const library = LIBRARY_ZONE[draft.game];
  for (const id of [...draft.zones.hand]) moveCard(draft, id, library);
  shuffleZone(draft, library);
  draft.mulligans += 1;
  takeFromTop(draft, drawsFullHand(draft.setup) ? draft.setup.handSize : keptHandSize(draft), 'hand');
}

/**
 * Keeps the hand: London puts exactly one named hand card per counted mulligan on the bottom, in the order
 * given, and Houston three; Vancouver after a mulligan may put the top card on the bottom (scry 1). Then turn 1
 * begins.
 */
export function keep(draft: PlaytestState, bottom: readonly CardRef[] = [], scry?: 'top' | 'bottom'): void {
  checkHasMulligan(draft, 'keep');
  checkDeciding(draft);
  const owed = cardsOwedToBottom(draft);
  if (bottom.length !== owed) {
    throw new Refused(
      'keep.bottom-count',
      draft.setup.mulligan === 'houston'
        ? `keeping a Houston hand puts ${owed} cards on the bottom, not ${bottom.length}`
        : `keeping after ${countedMulligans(draft)} counted mulligans puts ${owed} cards on the bottom, not ${bottom.length}`,
      draft.setup.mulligan === 'houston' ? HOUSTON_RULE : 'CR 103.5',
    );
  }
  const ids = bottom.map((ref) => findCard(draft, ref, ['hand'], 'CR 103.5').id);
  if (new Set(ids).size !== ids.length)
    throw new Refused('keep.bottom-twice', 'a card is named twice among the cards to bottom', 'CR 103.5');
  for (const id of ids) moveCard(draft, id, LIBRARY_ZONE[draft.game], 'bottom');
  if (scry !== undefined) {
    if (draft.setup.mulligan !== 'vancouver' || countedMulligans(draft) === 0) {
      throw new Refused(
        'keep.no-scry',
        'only a Vancouver mulligan scries 1 after keeping, and only after a mulligan',
        'CR 103.5 (glossary: Vancouver Mulligan)',
      );
    }
    const top = libraryOf(draft)[0];
    if (scry === 'bottom' && top !== undefined) moveCard(draft, top, LIBRARY_ZONE[draft.game], 'bottom');
  }
  startTurn(draft);
}
