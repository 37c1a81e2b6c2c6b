// What the table shows and `decklab playtest` prints: each zone's cards in order (name, tapped, counters),
// and the log in plain English ("Turn 3: played Mountain, cast Shock with Mountain").
import type { Game } from '../cards/types.ts';
import type { LogEntry, PlaytestState, Zone } from './types.ts';
import { manaUnitsOf } from './mtg-payment.ts';

export interface CardView {
  id: number;
  name: string;
  tapped: boolean;
  counters: Record<string, number>;
  /** The face up when it is not the front (an MDFC's land back). */
  face?: string;
  token?: boolean;
}

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
  };
}

export interface TableView {
  game: Game;
  seed: number;
  turn: number;
  /** MTG life (CR 119); null in Duel Masters, which plays with shields. */
  life: number | null;
  zones: Record<string, CardView[]>;
}

export function tableView(state: PlaytestState): TableView {
  return {
    game: state.game,
    seed: state.seed,
    turn: state.turn,
    life: state.game === 'mtg' ? state.life : null,
    zones: Object.fromEntries(
      VIEW_ZONES[state.game].map((zone) => [zone, state.zones[zone].map((id) => cardView(state, id))]),
    ),
  };
}

/** Mana the untapped sources make now: MTG units of mana (CR 106), DM the untapped mana numbers (DM 107.2). */
export function manaAvailable(state: PlaytestState): number {
  if (state.game === 'dm') {
    return state.zones.mana
      .filter((id) => !state.cards[id].tapped)
      .reduce((n, id) => n + (state.defs[state.cards[id].def].dm?.manaNumber ?? 0), 0);
  }
  return state.zones.battlefield
    .filter((id) => !state.cards[id].tapped)
    .reduce((n, id) => n + manaUnitsOf(state, id).length, 0);
}

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
    case 'scry':
      return `scried ${count}${entry.sources?.length ? `, bottom: ${entry.sources.join(', ')}` : ''}`;
    case 'surveil':
      return `surveilled ${count}${entry.sources?.length ? `, graveyard: ${entry.sources.join(', ')}` : ''}`;
    case 'mill':
      return `milled ${names || 'nothing'}`;
    case 'play':
      return `played ${names}`;
    case 'cast':
      return `cast ${names}${entry.sources?.length ? ` with ${entry.sources.join(', ')}` : ''}`;
    case 'tap':
      return `tapped ${names}`;
    case 'untap':
      return `untapped ${names}`;
    case 'move':
      return `moved ${names} to ${ZONE_WORDS[entry.zone!]}`;
    case 'token':
      return `created a token copy of ${names}`;
    case 'counter':
      return `${signed(count)} ${entry.detail} counter on ${names}`;
    case 'life':
      return `life ${signed(count)}`;
    case 'poison':
      return `poison ${signed(count)}`;
    case 'attack':
      return `attacked with ${names} (${count})`;
    case 'next-turn':
      return 'next turn';
    case 'charge':
      return `charged ${names}`;
    case 'break-shield':
      return `broke ${plural(entry.cards.length, 'shield')}`;
    case 'trigger':
      return `${count ? 'used' : 'kept'} the shield trigger of ${names}`;
  }
}

/** The log by turn: "Turn 3: played Mountain, cast Shock with Mountain"; turn 0 is the mulligan decision. */
export function describeLog(log: readonly LogEntry[]): string[] {
  const lines: string[] = [];
  let turn = -1;
  for (const entry of log) {
    if (entry.action === 'next-turn' || entry.action === 'keep') continue;
    const text = describeEntry(entry);
    if (entry.turn === turn) lines[lines.length - 1] += `, ${text}`;
    else lines.push(`${entry.turn === 0 ? 'Opening' : `Turn ${entry.turn}`}: ${text}`);
    turn = entry.turn;
  }
  return lines;
}
