// The state-based actions the table carries out itself after every action (CR 704.3; DM 703.3): those it can check
// from what it tracks. Counters' own (loyalty, defense, lore: table.ts checkCounters) are checked by the action that
// changes them; these are about a Magic creature's toughness, which counters and a face change move, and a Duel
// Masters creature's power, which a flip to another side changes (the table reads no power modifier).
import { faceUp } from './mtg-actions.ts';
import { profileOf } from './dm-actions.ts';
import { sideUp } from './dm-sides.ts';
import { moveCard, nameOf } from './table.ts';
import { ZERO_POWER, ZERO_TOUGHNESS, type LogEntry, type PlaytestState } from './types.ts';

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

/**
 * A Duel Masters creature's power as the table knows it: the side up's printed power (DM 206.1, 805.3, 807.3). Null
 * when it is no creature now, has no power, or its power is printed with a "+" or "-" (206.2: its own ability changes
 * it, an ability the table does not read, so it never guesses one).
 */
export function dmPowerOf(state: PlaytestState, id: number): number | null {
  if (!profileOf(state, id).creature) return null;
  const printed = (sideUp(state, id)?.power ?? state.defs[state.cards[id].def].dmPower ?? '').trim();
  return /^-?\d+$/.test(printed) ? Number(printed) : null;
}

/**
 * CR 704.5q: a permanent with both +1/+1 and -1/-1 counters on it loses as many of each as the fewer of the two.
 * Gives the number of pairs removed.
 */
function annihilateCounters(draft: PlaytestState, id: number): number {
  const counters = draft.cards[id].counters;
  const pairs = Math.min(counters[PLUS] ?? 0, counters[MINUS] ?? 0);
  if (pairs === 0) return 0;
  for (const kind of [PLUS, MINUS]) {
    counters[kind] -= pairs;
    if (counters[kind] === 0) delete counters[kind];
  }
  return pairs;
}

/**
 * CR 704.3, 704.5f, 704.5q: after an action, each Magic permanent's +1/+1 and -1/-1 counters annihilate in pairs, and
 * every creature with toughness 0 or less is put into its owner's graveyard, all at once (a commander to the command
 * zone instead, 903.9a). Damage is not tracked, so 704.5g never applies. DM 703.3, 703.4c: every Duel Masters
 * creature with power 0 or less is destroyed (a psychic goes home instead, 117.1). Returns the log entries of each
 * state-based action, a counter pair's removal and each card put away.
 */
export function checkStateBasedActions(draft: PlaytestState): LogEntry[] {
  return draft.game === 'mtg' ? checkMtg(draft) : checkDm(draft);
}

function checkMtg(draft: PlaytestState): LogEntry[] {
  const pairs = draft.zones.battlefield.flatMap((id): LogEntry[] => {
    const count = annihilateCounters(draft, id);
    return count ? [{ turn: draft.turn, action: 'counter', cards: [nameOf(draft, id)], count, rule: 'CR 704.5q' }] : [];
  });
  const dying = draft.zones.battlefield.flatMap((id) => {
    const toughness = toughnessOf(draft, id);
    return toughness !== null && toughness <= 0 ? [{ id, count: toughness, name: nameOf(draft, id) }] : [];
  });
  return [...pairs, ...putAway(draft, dying, ZERO_TOUGHNESS, 'CR 704.5f')];
}

function checkDm(draft: PlaytestState): LogEntry[] {
  const dying = draft.zones.battle.flatMap((id) => {
    const power = dmPowerOf(draft, id);
    return power !== null && power <= 0 ? [{ id, count: power, name: nameOf(draft, id) }] : [];
  });
  return putAway(draft, dying, ZERO_POWER, 'DM 703.4c');
}

/** Puts each dying card into the graveyard at once (or where it goes instead), one log entry each. */
function putAway(
  draft: PlaytestState,
  dying: readonly { id: number; count: number; name: string }[],
  detail: string,
  rule: string,
): LogEntry[] {
  return dying.map(({ id, count, name }) => ({
    turn: draft.turn,
    action: 'move',
    cards: [name],
    zone: moveCard(draft, id, 'graveyard'),
    count,
    detail,
    rule,
  }));
}
