// What the table shows and `decklab playtest` prints: each zone's cards in order (name, tapped, counters),
// and the log in plain English ("Turn 3: played Mountain, cast Shock with Mountain").
import type { Game } from '../cards/types.ts';
import {
  CLEANUP,
  OVER_HAND_SIZE,
  ZERO_POWER,
  ZERO_TOUGHNESS,
  type LogEntry,
  type PlaytestState,
  type Zone,
} from './types.ts';
import { manaUnitsOf, sacrificedToPay, tapsToPay, unitSymbols } from './mtg-payment.ts';
import type { ManaType } from './mtg-actions.ts';
import { ANY_TYPE, MANA_BIT } from '../goldfish/mana-types.ts';
import { entryCountersOfFace } from './table.ts';
import { profileOf, shieldsOf } from './dm-actions.ts';
import { sideUp } from './dm-sides.ts';
import { crossedGearBonus, dmPowerOf, printedDmPower } from './state-based.ts';

export interface CardView {
  id: number;
  name: string;
  tapped: boolean;
  counters: Record<string, number>;
  /** The face up when it is not the front (an MDFC's land back). */
  face?: string;
  token?: boolean;
  /** A creature token made at the table: its power and toughness, "1/1" (CR 111.4). */
  pt?: string;
  /** DM 801.1: the names of the cards under an evolution creature, the bottom first. */
  under?: string[];
  /** DM 303.3a: the name of the creature a cross gear is crossed onto. */
  crossedOnto?: string;
  /** DM 304.2a: a castle's shield, by its place among the shields from the top (1 is the top shield). */
  fortifies?: number;
  /** DM 805.3, 807.3: a two-sided card's side up, as printed: its power ("5000+", empty for none) and civilizations. */
  side?: { power: string; civilizations: string[] };
  /** MTG: exiled on an adventure (CR 715.4), so it may be cast from exile. */
  onAdventure?: true;
  /**
   * DM 301.3b: a creature's power once changed, by the player's modifier or a crossed cross gear's bonus: the change
   * from the printed power and the power it makes (null for a power printed with "+" or "-" the player has not set).
   */
  power?: { change: number; total: number | null };
}

/** A made creature token's power and toughness as printed on a token card, "1/1"; undefined for anything else. */
export function ptOf(state: PlaytestState, id: number): string | undefined {
  const def = state.defs[state.cards[id].def];
  const toughness = def.madeToken?.toughness;
  return toughness === null || toughness === undefined ? undefined : `${def.power}/${toughness}`;
}

const withPt = (pt: string | undefined) => (pt ? { pt } : {});

/** The zones `decklab playtest --json` prints, in table order (the MTG sideboard is reference only). */
export const VIEW_ZONES: Readonly<Record<Game, readonly Zone[]>> = {
  mtg: ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'command'],
  dm: ['deck', 'hand', 'mana', 'battle', 'shields', 'graveyard', 'hyperspatial', 'gr'],
};

export function cardView(state: PlaytestState, id: number): CardView {
  const card = state.cards[id];
  return {
    id,
    name: state.defs[card.def].name,
    tapped: card.tapped,
    counters: { ...card.counters },
    ...(card.face ? { face: card.face } : {}),
    ...(card.token ? { token: true } : {}),
    ...withPt(ptOf(state, id)),
    ...(card.under?.length ? { under: card.under.map((m) => state.defs[state.cards[m].def].name) } : {}),
    ...(card.crossedOnto !== undefined ? { crossedOnto: state.defs[state.cards[card.crossedOnto].def].name } : {}),
    ...(card.fortifies !== undefined ? { fortifies: shieldsOf(state).indexOf(card.fortifies) + 1 } : {}),
    ...sideView(state, id),
    ...(card.onAdventure ? { onAdventure: true as const } : {}),
    ...powerView(state, id),
  };
}

/** A Duel Masters creature's power at the table (DM 301.3b): as printed, the change to it, and the power it makes. */
interface DmPowerView {
  printed: string;
  change: number;
  /** Null for a power printed with "+" or "-" whose change the player has not set (state-based.ts dmPowerOf). */
  total: number | null;
  /** Whether the player has set a change (the modifier, 0 included). */
  set: boolean;
}

/** The power of a Duel Masters creature in the battle zone (DM 301.3b); null for any other card. */
export function dmPowerView(state: PlaytestState, id: number): DmPowerView | null {
  if (state.game !== 'dm' || !state.zones.battle.includes(id) || !profileOf(state, id).creature) return null;
  const modifier = state.cards[id].powerModifier;
  return {
    printed: printedDmPower(state, id),
    change: (modifier ?? 0) + crossedGearBonus(state, id),
    total: dmPowerOf(state, id),
    set: modifier !== undefined,
  };
}

/** A Duel Masters creature's changed power on its tile; nothing for one as printed, or any other card. */
function powerView(state: PlaytestState, id: number): Pick<CardView, 'power'> {
  const power = dmPowerView(state, id);
  return power && (power.set || power.change !== 0) ? { power: { change: power.change, total: power.total } } : {};
}

/** What a two-sided Duel Masters card shows of its side up (DM 805.3, 807.3); nothing for any other card. */
function sideView(state: PlaytestState, id: number): Pick<CardView, 'side'> {
  const side = sideUp(state, id);
  return side ? { side: { power: side.power, civilizations: [...side.civilizations] } } : {};
}

export interface TableView {
  game: Game;
  seed: number;
  turn: number;
  /** MTG life (CR 119); null in Duel Masters, which plays with shields. */
  life: number | null;
  /** MTG: the mana pool (CR 106.4), each unit's symbol and the permanent tapped for it; null in Duel Masters. */
  manaPool: { mana: string; source: number }[] | null;
  zones: Record<string, CardView[]>;
}

export function tableView(state: PlaytestState): TableView {
  return {
    game: state.game,
    seed: state.seed,
    turn: state.turn,
    life: state.game === 'mtg' ? state.life : null,
    manaPool:
      state.game === 'mtg'
        ? state.manaPool.map((unit) => ({ mana: unitSymbols(unit.mask), source: unit.source }))
        : null,
    zones: Object.fromEntries(
      VIEW_ZONES[state.game].map((zone) => [zone, state.zones[zone].map((id) => cardView(state, id))]),
    ),
  };
}

/**
 * Whether the table shows the command zone: for a deck that has one, its commander board (CR 903.6; Brawl 903.12,
 * Oathbreaker OB 8), or while a card is in it; a 60-card constructed deck has none.
 */
export const showsCommandZone = (state: PlaytestState): boolean =>
  state.game === 'mtg' && (state.zones.command.length > 0 || state.defs.some((d) => d.commandZone !== undefined));

/** The counter a card's + and − change: a planeswalker's loyalty (CR 306.5b), a battle's defense (310.4b), else +1/+1. */
export const mainCounterKind = (state: PlaytestState, id: number): string =>
  entryCountersOfFace(state, id)?.kind ?? '+1/+1';

/**
 * Mana the player can spend now: MTG the pool's (CR 106.4) and the units of the untapped sources and of Gold tokens
 * (CR 106, 111.10c), DM the mana numbers of the untapped mana cards and of those tapped by hand for the next
 * payment (DM 107.2, PlaytestState.handTapped).
 */
export function manaAvailable(state: PlaytestState): number {
  if (state.game === 'dm') {
    return state.zones.mana
      .filter((id) => !state.cards[id].tapped || state.handTapped.includes(id))
      .reduce((n, id) => n + (state.defs[state.cards[id].def].dm?.manaNumber ?? 0), 0);
  }
  return state.zones.battlefield
    .filter((id) => !state.cards[id].tapped || !tapsToPay(state, id))
    .reduce((n, id) => n + manaUnitsOf(state, id).length, state.manaPool.length);
}

/**
 * The mana types a Magic source tapped by hand may add, when it has a choice (CR 605.3b: "Add {W} or {U}"): the types
 * of its units of several, WUBRG then C; none for a source of one type, a Treasure (spent by a payment) or a DM card.
 */
export function manaChoices(state: PlaytestState, id: number): ManaType[] {
  if (state.game !== 'mtg' || sacrificedToPay(state, id)) return [];
  const several = manaUnitsOf(state, id)
    .map((mask) => mask & ANY_TYPE)
    .filter((types) => types & (types - 1))
    .reduce((all, types) => all | types, 0);
  return (Object.keys(MANA_BIT) as ManaType[]).filter((kind) => several & MANA_BIT[kind]);
}

/** The mana pool as symbols, "{G}{G}{W/R}" (CR 106.4): what the table shows and the CLI prints. */
export const manaPoolSymbols = (state: PlaytestState): string =>
  state.manaPool.map((unit) => unitSymbols(unit.mask)).join('');

const ZONE_WORDS: Readonly<Record<Zone, string>> = {
  library: 'the library',
  hand: 'hand',
  battlefield: 'the battlefield',
  graveyard: 'the graveyard',
  exile: 'exile',
  command: 'the command zone',
  sideboard: 'the sideboard',
  deck: 'the deck',
  mana: 'the mana zone',
  battle: 'the battle zone',
  shields: 'the shields',
  hyperspatial: 'the hyperspatial zone',
  gr: 'the GR zone',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A search's finds with each name and zone once, counted, in the order first found: "Plains ×6 to the battlefield". */
export function groupFound(
  found: readonly { name: string; zone: Zone }[],
): { name: string; zone: Zone; count: number }[] {
  const groups: { name: string; zone: Zone; count: number }[] = [];
  for (const { name, zone } of found) {
    const group = groups.find((g) => g.name === name && g.zone === zone);
    if (group) group.count += 1;
    else groups.push({ name, zone, count: 1 });
  }
  return groups;
}

/** DM 601.1: the words for executing a card that is not a spell. */
const CAST_VERBS: Readonly<Record<string, string>> = { summon: 'summoned', generate: 'generated' };

/** One log entry in plain English. */
export function describeEntry(entry: LogEntry): string {
  const names = entry.cards.join(', ');
  const count = entry.count ?? 0;
  switch (entry.action) {
    case 'mulligan':
      return `took a mulligan (${plural(count, 'card')})`;
    case 'keep':
      return count ? `kept after ${plural(count, 'mulligan')}` : 'kept the opening hand';
    case 'draw':
      return `drew ${plural(count, 'card')}`;
    case 'shuffle':
      return 'shuffled the library';
    case 'look':
      return `looked at the top ${plural(count, 'card')}`;
    case 'search': {
      const found = groupFound(entry.cards.map((name, i) => ({ name, zone: entry.zones![i] })))
        .map((f) => `${f.name}${f.count > 1 ? ` ×${f.count}` : ''} to ${ZONE_WORDS[f.zone]}`)
        .join(', ');
      return `searched ${ZONE_WORDS[entry.zone!]}${found ? ` for ${found}` : ', finding nothing'}, then shuffled`;
    }
    case 'scry':
      return `scried ${count}${entry.sources?.length ? `, bottom: ${entry.sources.join(', ')}` : ''}`;
    case 'surveil':
      return `surveilled ${count}${entry.sources?.length ? `, graveyard: ${entry.sources.join(', ')}` : ''}`;
    case 'mill':
      return `milled ${names || 'nothing'}`;
    case 'play':
      return `played ${names}`;
    case 'cast':
      if (entry.face) return `cast ${entry.face}${entry.sources?.length ? ` with ${entry.sources.join(', ')}` : ''}`;
      if (entry.detail === 'fortify')
        return `fortified a shield with ${names}${entry.sources?.length ? `, paying ${entry.sources.join(', ')}` : ''}`;
      return `${CAST_VERBS[entry.detail ?? ''] ?? 'cast'} ${names}${entry.on?.length ? ` on ${entry.on.join(', ')}` : ''}${entry.sources?.length ? ` with ${entry.sources.join(', ')}` : ''}`;
    case 'cross':
      return `crossed ${names} onto ${entry.on!.join(', ')} with ${entry.sources!.join(', ')}`;
    case 'tap':
      return `tapped ${names}${entry.detail ? ` for ${entry.detail}` : ''}`;
    case 'untap':
      return `untapped ${names}`;
    case 'move':
      if (entry.detail === ZERO_TOUGHNESS)
        return `put ${names}, with toughness ${count}, into ${ZONE_WORDS[entry.zone!]} (${entry.rule})`;
      if (entry.detail === ZERO_POWER)
        return `destroyed ${names}, with power ${count}: put into ${ZONE_WORDS[entry.zone!]} (${entry.rule})`;
      if (entry.rule) return `moved ${names}, a commander, to the command zone instead (${entry.rule})`;
      return entry.detail === 'bottom'
        ? `put ${names} on the bottom of ${ZONE_WORDS[entry.zone!]}`
        : `moved ${names} to ${ZONE_WORDS[entry.zone!]}`;
    case 'token':
      return `created a token copy of ${names}`;
    case 'create-token':
      return `created ${plural(count, `${names}${entry.detail ? ` ${entry.detail}` : ''} token`)}`;
    case 'counter':
      if (entry.rule) return `${plural(count, '+1/+1 and -1/-1 counter pair')} removed from ${names} (${entry.rule})`;
      return `${signed(count)} ${entry.detail} counter on ${names}${entry.zone ? `, put into ${ZONE_WORDS[entry.zone]}` : ''}`;
    case 'power':
      return `power ${signed(count)} on ${names}${entry.detail ? ` (${entry.detail})` : ''}`;
    case 'life':
      return `life ${signed(count)}`;
    case 'poison':
      return `poison ${signed(count)}`;
    case 'attack':
      if (entry.detail === 'direct') return `attacked with ${names}: a direct attack, the opponent loses`;
      if (entry.detail === 'commander-damage')
        return `attacked with ${names} (${count}): ${entry.sources?.join(', ')} has dealt the opponent lethal commander damage and it loses (${entry.rule})`;
      return `attacked with ${names} (${count})${entry.detail === 'lethal' ? ': the opponent is at 0 life and loses' : ''}`;
    case 'next-turn':
      if (entry.detail === CLEANUP) return `discarded ${names} down to the maximum hand size (CR 514.1)`;
      if (entry.detail === OVER_HAND_SIZE)
        return `ended the turn ${plural(count, 'card')} over the maximum hand size, none discarded (CR 514.1)`;
      return `lore counter on ${names}${entry.sources?.length ? `, sacrificed ${entry.sources.join(', ')}` : ''}`;
    case 'charge':
      return `charged ${names}`;
    case 'break-shield':
      return `broke ${plural(entry.cards.length, 'shield')}`;
    case 'trigger':
      return `${count ? 'used' : 'kept'} the shield trigger of ${names}`;
    case 'gr-summon':
      return `GR summoned ${names}`;
    case 'transform':
      return `transformed ${names} (${entry.detail} up)`;
    case 'flip':
      return `flipped ${names} (${entry.detail} up, ${entry.rule})`;
    case 'companion':
      return `put the companion ${names} into hand, paying {3} with ${entry.sources?.join(', ')} (${entry.rule})`;
  }
}

/**
 * A new turn and a keep are shown by the turn's number, a new turn only when Sagas got lore counters (CR 714.3b)
 * or the turn before ended over the maximum hand size (514.1).
 */
export const shownInLog = (entry: LogEntry): boolean =>
  entry.action === 'next-turn' ? entry.cards.length > 0 || entry.detail !== undefined : entry.action !== 'keep';

/** The log by turn: "Turn 3: played Mountain, cast Shock with Mountain"; turn 0 is the mulligan decision. */
export function describeLog(log: readonly LogEntry[]): string[] {
  const lines: string[] = [];
  let turn = -1;
  for (const entry of log) {
    if (!shownInLog(entry)) continue;
    const text = describeEntry(entry);
    if (entry.turn === turn) lines[lines.length - 1] += `, ${text}`;
    else lines.push(`${entry.turn === 0 ? 'Opening' : `Turn ${entry.turn}`}: ${text}`);
    turn = entry.turn;
  }
  return lines;
}
