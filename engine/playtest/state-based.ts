// The state-based actions the table carries out itself after every action (CR 704.3): those it can check from what
// it tracks. Counters' own (loyalty, defense, lore: table.ts checkCounters) are checked by the action that changes
// them; these are about a creature's toughness, which counters and a face change move.
import { faceUp } from './mtg-actions.ts';
import { moveCard, nameOf } from './table.ts';
import { ZERO_TOUGHNESS, type LogEntry, type PlaytestState } from './types.ts';

const PLUS = '+1/+1';
const MINUS = '-1/-1';

/**
 * A creature's toughness as the table knows it: the face up's printed toughness with its +1/+1 and -1/-1 counters
 * (CR 122.1a, 613.4c). Null when it is no creature now, or when its printed toughness is variable ("*", CR 208.2):
 * the ability that sets it is one the table does not read, so it never guesses one.
 */
export function toughnessOf(state: PlaytestState, id: number): number | null {
  const face = faceUp(state, id);
  if (!face.creature || face.toughness === undefined) return null;
  const counters = state.cards[id].counters;
  return face.toughness + (counters[PLUS] ?? 0) - (counters[MINUS] ?? 0);
}

/** CR 704.5q: a permanent with both +1/+1 and -1/-1 counters on it loses as many of each as the fewer of the two. */
function annihilateCounters(draft: PlaytestState, id: number): void {
  const counters = draft.cards[id].counters;
  const pairs = Math.min(counters[PLUS] ?? 0, counters[MINUS] ?? 0);
  if (pairs === 0) return;
  for (const kind of [PLUS, MINUS]) {
    counters[kind] -= pairs;
    if (counters[kind] === 0) delete counters[kind];
  }
}

/**
 * CR 704.3, 704.5f, 704.5q: after an action, each Magic permanent's +1/+1 and -1/-1 counters annihilate in pairs, and
 * every creature with toughness 0 or less is put into its owner's graveyard, all at once (a commander to the command
 * zone instead, 903.9a). Damage is not tracked, so 704.5g never applies. Returns the log entries of those put there.
 */
export function checkStateBasedActions(draft: PlaytestState): LogEntry[] {
  if (draft.game !== 'mtg') return [];
  for (const id of draft.zones.battlefield) annihilateCounters(draft, id);
  const dying = draft.zones.battlefield.flatMap((id) => {
    const toughness = toughnessOf(draft, id);
    return toughness !== null && toughness <= 0 ? [{ id, toughness, name: nameOf(draft, id) }] : [];
  });
  return dying.map(({ id, toughness, name }) => ({
    turn: draft.turn,
    action: 'move',
    cards: [name],
    zone: moveCard(draft, id, 'graveyard'),
    count: toughness,
    detail: ZERO_TOUGHNESS,
    rule: 'CR 704.5f',
  }));
}
