// The moves every action is made of: finding a card, moving it between zones, shuffling with the state's
// seeded generator, drawing. They change a draft (a copy the reducer owns), never a state already handed out.
import { popcount } from '../goldfish/matching.ts';
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { foldName } from '../text/fold.ts';
import {
  GAME_ZONES,
  LIBRARY_ZONE,
  type CardDefinition,
  type CardRef,
  type EntryCounters,
  type PlaytestState,
  type Refusal,
  type RefusalCode,
  type Zone,
} from './types.ts';

/** Thrown inside the reducer and turned into its refusal result: the state is left as it was. */
export class Refused extends Error {
  readonly refusal: Refusal;
  constructor(code: RefusalCode, message: string, rule?: string) {
    super(message);
    this.refusal = rule ? { code, rule, message } : { code, message };
  }
}

/** A deep copy the reducer may change (cards and zones; definitions are shared, never changed). */
export function draftOf(state: PlaytestState): PlaytestState {
  const zones = {} as Record<Zone, number[]>;
  for (const [zone, ids] of Object.entries(state.zones)) zones[zone as Zone] = [...ids];
  return {
    ...state,
    cards: state.cards.map((c) => ({ ...c, counters: { ...c.counters } })),
    zones,
    manaPool: state.manaPool.map((unit) => ({ ...unit })),
    handTapped: [...state.handTapped],
    commanderCasts: { ...state.commanderCasts },
    commanderDamage: { ...state.commanderDamage },
    pendingTriggers: [...state.pendingTriggers],
    log: [...state.log],
  };
}

export const libraryOf = (state: PlaytestState): number[] => state.zones[LIBRARY_ZONE[state.game]];

export function zoneOf(state: PlaytestState, id: number): Zone | undefined {
  return GAME_ZONES[state.game].find((zone) => state.zones[zone].includes(id));
}

/** A card's name as the table shows it: a Duel Masters two-sided card's side up (DM 805.3, 807.3), else its name. */
export function nameOf(state: PlaytestState, id: number): string {
  const card = state.cards[id];
  const def = state.defs[card.def];
  return (def.dmSides && card.face) || def.name;
}

/** Whether a folded name given by the player names a card: its full name or a face's ("Shock", "Emeria's Call"). */
export function namesDefinition(def: CardDefinition, folded: string): boolean {
  return foldName(def.name) === folded || def.name.split(' // ').some((face) => foldName(face) === folded);
}

export const namesCard = (state: PlaytestState, id: number, folded: string): boolean =>
  namesDefinition(state.defs[state.cards[id].def], folded);

/**
 * The card a reference names in the given zones: an id there, or the first card of that name in zone order (the first
 * that `prefer` holds of, when one does: an untapped Forest to tap). `rule` is the rule that says where the action
 * takes its card from (CR 305.1: a land is played from hand); an action the rules do not place (a move, a counter)
 * refuses with no rule.
 */
export function findCard(
  state: PlaytestState,
  ref: CardRef,
  zones: readonly Zone[],
  rule?: string,
  prefer?: (id: number) => boolean,
): { id: number; zone: Zone } {
  const where = zones.join(', ');
  if (typeof ref === 'number') {
    const zone = zones.find((z) => state.zones[z].includes(ref));
    if (zone === undefined) throw new Refused('card.not-here', `card #${ref} is not in ${where}`, rule);
    return { id: ref, zone };
  }
  const folded = foldName(ref);
  if (prefer) {
    for (const zone of zones) {
      const id = state.zones[zone].find((i) => namesCard(state, i, folded) && prefer(i));
      if (id !== undefined) return { id, zone };
    }
  }
  for (const zone of zones) {
    const id = state.zones[zone].find((i) => namesCard(state, i, folded));
    if (id !== undefined) return { id, zone };
  }
  throw new Refused('card.not-here', `no card named "${ref}" in ${where}`, rule);
}

const IN_PLAY: ReadonlySet<Zone> = new Set(['battlefield', 'battle', 'mana']);

/**
 * CR 903.9a–b: the rule by which a commander bound for a zone goes to the command zone instead: put into a graveyard
 * or exile (903.9a), or about to be put into a hand or library (903.9b). Its owner may leave it there, and nearly
 * always does not: the table puts it in the command zone unless the player says it stays. Oathbreaker's oathbreaker
 * and signature spell return alike (the commander board, CardDefinition.commandZone). A token copy is no commander
 * (903.3), and a card in the command zone already is not moved again.
 */
export function commanderReturnRule(state: PlaytestState, id: number, from: Zone | undefined, to: Zone): string | null {
  const card = state.cards[id];
  if (state.game !== 'mtg' || card.token || from === 'command' || !state.defs[card.def].commandZone) return null;
  if (to === 'graveyard' || to === 'exile') return 'CR 903.9a';
  return to === 'hand' || to === 'library' ? 'CR 903.9b' : null;
}

/**
 * Where a card bound for a zone is put instead: a Magic commander into the command zone (commanderReturnRule, unless
 * `commanderStays`); a Duel Masters psychic or dragheart card put anywhere but the battle zone goes to the
 * hyperspatial zone (DM 117.1), a GR creature under the super GR (118.1), and any other card put into the super GR to
 * the graveyard (118.2). Other cards go where they are sent.
 */
export function replacedZone(
  state: PlaytestState,
  id: number,
  to: Zone,
  position: 'top' | 'bottom',
  commanderStays = false,
): { to: Zone; position: 'top' | 'bottom' } {
  if (!commanderStays && commanderReturnRule(state, id, zoneOf(state, id), to)) return { to: 'command', position };
  if (state.game !== 'dm' || to === 'battle') return { to, position };
  const home = state.defs[state.cards[id].def].dmZone;
  if (home === 'hyperspatial') return { to: 'hyperspatial', position };
  if (home === 'gr') return { to: 'gr', position: 'bottom' };
  return to === 'gr' ? { to: 'graveyard', position } : { to, position };
}

/**
 * Puts a card into a zone (library: on top unless `bottom`; elsewhere last), or where the rules put it instead
 * (replacedZone), and returns the zone it went to. A card that changes zones is a new object (CR 400.7): it comes
 * untapped (a multicolored card into the mana zone tapped, DM 405.1), with no counters, face up. A token leaving
 * the battlefield ceases to exist (CR 111.7, 704.5d). `onlyTop`: a Duel Masters evolution creature's top card leaves
 * alone, and the cards under it are rebuilt in the battle zone (rebuildUnder, DM 801.4). `commanderStays`: a Magic
 * commander goes where it is sent, its owner declining the command zone (CR 903.9a–b).
 */
export function moveCard(
  draft: PlaytestState,
  id: number,
  sentTo: Zone,
  sentPosition: 'top' | 'bottom' = 'top',
  { onlyTop = false, commanderStays = false }: { onlyTop?: boolean; commanderStays?: boolean } = {},
): Zone {
  const { to, position } = replacedZone(draft, id, sentTo, sentPosition, commanderStays);
  const from = zoneOf(draft, id);
  const card = draft.cards[id];
  if (from === 'battle' && onlyTop && to !== 'battle') rebuildUnder(draft, id);
  if (from !== undefined) draft.zones[from].splice(draft.zones[from].indexOf(id), 1);
  draft.pendingTriggers = draft.pendingTriggers.filter((p) => p !== id);
  draft.handTapped = draft.handTapped.filter((m) => m !== id);
  if (from !== to) {
    card.tapped = false;
    card.counters = {};
    delete card.face;
    delete card.crossedOnto;
    delete card.fortifies;
    delete card.onAdventure;
    delete card.powerModifier;
    if (from === 'battle') leaveBattleZone(draft, id, to, position);
    if (from === 'shields') leaveShieldZone(draft, id);
    if (IN_PLAY.has(to)) card.enteredTurn = draft.turn;
    if (to === 'battlefield') enterWithCounters(draft, id);
    if (to === 'mana') card.tapped = entersManaZoneTapped(draft, id);
  }
  if (card.token && !IN_PLAY.has(to)) return to;
  if (to === LIBRARY_ZONE[draft.game] && position === 'top') draft.zones[to].unshift(id);
  else draft.zones[to].push(id);
  return to;
}

/**
 * A Duel Masters card leaving the battle zone: the cards under it leave with it, to the same zone (DM 109.2b: an
 * evolution creature's top card as a creature, those under it as cards), and a cross gear crossed onto it stays in
 * the battle zone, crossed onto nothing (303.5).
 */
function leaveBattleZone(draft: PlaytestState, id: number, to: Zone, position: 'top' | 'bottom'): void {
  const under = draft.cards[id].under ?? [];
  delete draft.cards[id].under;
  for (const card of [...under].reverse()) moveCard(draft, card, to, position);
  for (const gear of draft.zones.battle) if (draft.cards[gear].crossedOnto === id) delete draft.cards[gear].crossedOnto;
}

/**
 * DM 801.4: only the top card of an evolution creature leaves the battle zone, and what was under it is rebuilt. From
 * the card just under it down, a card that cannot be in the battle zone alone (a spell) goes to the graveyard (801.4a,
 * 801.4b); the first that can (an element, DM 605.3) stays in the leaving card's place with the rest still under it.
 * It does not enter anew (801.4c): it keeps the time its cards went under, the evolution's, so it has summoning
 * sickness only if that was this turn, and the cross gears crossed onto the creature stay crossed onto it; a creature
 * or tamaseed keeps the tapped state of the card that left, anything else stands untapped (801.4d).
 */
function rebuildUnder(draft: PlaytestState, id: number): void {
  const left = draft.cards[id];
  const under = [...(left.under ?? [])];
  delete left.under;
  while (under.length > 0) {
    const top = under.pop()!;
    const def = draft.defs[draft.cards[top].def];
    if (def.dmKind !== 'element') {
      moveCard(draft, top, 'graveyard');
      continue;
    }
    const card = draft.cards[top];
    draft.zones.battle.splice(draft.zones.battle.indexOf(id), 0, top);
    card.tapped = (def.dm?.creature === true || def.dmTamaseed === true) && left.tapped;
    card.enteredTurn = left.enteredTurn;
    carryPowerModifier(draft, [id], top);
    if (under.length > 0) card.under = under;
    else delete card.under;
    if (def.dm?.creature)
      for (const gear of draft.zones.battle)
        if (draft.cards[gear].crossedOnto === id) draft.cards[gear].crossedOnto = top;
    return;
  }
}

/**
 * DM 801.2, 801.4c: the effects applied to a creature stay with it as it evolves or is rebuilt, so the power
 * modifier the player set moves from the cards it was (their sum, for an evolution on several) to the card now on top.
 */
export function carryPowerModifier(draft: PlaytestState, from: readonly number[], to: number): void {
  const set = from.filter((id) => draft.cards[id].powerModifier !== undefined);
  if (!set.length) return;
  draft.cards[to].powerModifier = set.reduce((sum, id) => sum + draft.cards[id].powerModifier!, 0);
  for (const id of set) delete draft.cards[id].powerModifier;
}

/** DM 304.3, 703.4k: when a fortified shield leaves the shield zone, the castles on it go to the graveyard. */
function leaveShieldZone(draft: PlaytestState, id: number): void {
  for (const castle of draft.zones.shields.filter((c) => draft.cards[c].fortifies === id))
    moveCard(draft, castle, 'graveyard');
}

/** DM 405.1: however a card is put into the mana zone, a multicolored one is put there tapped. */
function entersManaZoneTapped(state: PlaytestState, id: number): boolean {
  const civilizations = state.defs[state.cards[id].def].dm?.civilizations ?? 0;
  return popcount(civilizations) >= 2;
}

/** The counters a permanent's face up enters with (deck.ts entryCountersOf), if any. */
export function entryCountersOfFace(state: PlaytestState, id: number): EntryCounters | undefined {
  const card = state.cards[id];
  const def = state.defs[card.def];
  const face = card.face ?? def.name.split(' // ')[0];
  return def.entryCounters?.find((e) => e.face === face);
}

/**
 * A permanent entering the battlefield, as the face it shows: a planeswalker gets its printed loyalty in loyalty
 * counters (CR 306.5b), a battle its printed defense in defense counters (310.4b), a Saga a lore counter (714.3a), one
 * whose text says so X +1/+1 counters (122.6). A printed X is the X the spell was cast with, 0 when it was not cast
 * (CR 107.3m). Only positive counts are kept.
 */
export function enterWithCounters(draft: PlaytestState, id: number, x = 0): void {
  const entry = entryCountersOfFace(draft, id);
  const count = entry ? (entry.count ?? x) : 0;
  draft.cards[id].counters = entry && count > 0 ? { [entry.kind]: count } : {};
}

/**
 * The state-based actions of a permanent's counters after `kind` changed: one that entered with loyalty or defense
 * counters and has none left goes to the graveyard (CR 704.5i, 704.5v); a Saga whose lore counters reach its final
 * chapter number is sacrificed (704.5s, 714.4) once its last chapter ability has left the stack, which on a table
 * without a stack (the player carries the chapter out) is at once. Returns whether it went to the graveyard.
 */
export function checkCounters(draft: PlaytestState, id: number, kind: string): boolean {
  const entry = entryCountersOfFace(draft, id);
  const count = draft.cards[id].counters[kind] ?? 0;
  const gone =
    entry?.kind === 'lore'
      ? kind === 'lore' && count >= (entry.finalChapter ?? 0)
      : (entry?.kind === 'loyalty' || entry?.kind === 'defense') && entry.kind === kind && count === 0;
  if (gone) moveCard(draft, id, 'graveyard');
  return gone;
}

/** Fisher–Yates over a zone with the generator of the state's next shuffle (engine/rng: game k of the seed). */
export function shuffleZone(draft: PlaytestState, zone: Zone): void {
  const rng = Xoshiro128.forGame(draft.seed, draft.shuffles);
  draft.shuffles += 1;
  const ids = draft.zones[zone];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
}

/** Moves the top `count` cards of the library to a zone (fewer when the library is shorter). */
export function takeFromTop(draft: PlaytestState, count: number, to: Zone): number[] {
  const taken = libraryOf(draft).slice(0, count);
  for (const id of taken) moveCard(draft, id, to);
  return taken;
}

/** A count the table can carry out: 1..max; `rule` when a rule sets the bound (scry looks at cards that exist). */
export function checkCount(count: number, what: string, max: number, rule?: string): void {
  if (!Number.isSafeInteger(count) || count < 1 || count > max)
    throw new Refused('count.out-of-range', `${what} must be 1..${max}, not ${count}`, rule);
}
