// The state-based actions the table carries out itself after every action (CR 704.3; DM 703.3): those it can check
// from what it tracks. Counters' own (loyalty, defense, lore: table.ts checkCounters) are checked by the action that
// changes them; these are about a Magic creature's toughness, which counters and a face change move, and a Duel
// Masters creature's power, which the player's power modifier, a crossed cross gear and a flip to another side change.
import { faceUp } from './mtg-actions.ts';
import { profileOf } from './dm-actions.ts';
import { sideUp } from './dm-sides.ts';
import { Refused, moveCard, nameOf } from './table.ts';
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

/** A printed power: its number and the "+" or "-" after it (DM 206.1, 206.2), as "5000+" or "-5000" is written. */
const PRINTED_POWER = /^(-?\d+)([+-]?)$/;

/** A Duel Masters card's power as printed on its side up (DM 206.1, 805.3), "" for none. */
export const printedDmPower = (state: PlaytestState, id: number): string =>
  (sideUp(state, id)?.power ?? state.defs[state.cards[id].def].dmPower ?? '').trim();

/** DM 303: the power bonus of the cross gears crossed onto a creature (CardDefinition.dmCrossPower). */
export function crossedGearBonus(state: PlaytestState, id: number): number {
  return state.zones.battle
    .filter((gear) => state.cards[gear].crossedOnto === id)
    .reduce((sum, gear) => sum + (state.defs[state.cards[gear].def].dmCrossPower ?? 0), 0);
}

/**
 * A Duel Masters creature's power as the table knows it (DM 301.3b): the side up's printed power (206.1, 805.3,
 * 807.3) with the modifier the player set and the bonus of the cross gears crossed onto it. Null when it is no
 * creature now or has no power, and for a power printed with "+" or "-" until the player sets its modifier: its own
 * ability changes it (206.2, a number before the sign only outside the battle zone, 206.2a), an ability the table
 * does not read, so the table never guesses it; the modifier set says by how much, with any other effect.
 */
export function dmPowerOf(state: PlaytestState, id: number): number | null {
  if (!profileOf(state, id).creature) return null;
  const printed = PRINTED_POWER.exec(printedDmPower(state, id));
  const modifier = state.cards[id].powerModifier;
  if (!printed || (printed[2] && modifier === undefined)) return null;
  return Number(printed[1]) + (modifier ?? 0) + crossedGearBonus(state, id);
}

/**
 * DM 301.3b: changes a creature's power by `delta` for an effect the table does not read. Only a creature has power
 * (301.3); a two-sided card whose side up is none has none now.
 */
export function changePower(draft: PlaytestState, id: number, delta: number): void {
  if (!profileOf(draft, id).creature)
    throw new Refused('power.not-a-creature', `${nameOf(draft, id)} is not a creature: it has no power`, 'DM 301.3');
  draft.cards[id].powerModifier = (draft.cards[id].powerModifier ?? 0) + delta;
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
