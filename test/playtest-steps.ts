// Steps the playtest table's tests take on real decks: actions that must be legal or refused, and what a zone holds.
import { card as cardNamed, mtgCards, realDeck } from './real-decks.ts';
import {
  apply,
  playtestDeckFromResolved,
  type Action,
  type PlaytestDeck,
  type PlaytestState,
  type Refusal,
  type Zone,
} from '../engine/playtest/index.ts';

/** Applies actions that must all be legal. */
export function play(state: PlaytestState, ...actions: Action[]): PlaytestState {
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.refusal.message}`);
    state = result.state;
  }
  return state;
}

/** The refusal of an action that must be refused. */
export function refusal(state: PlaytestState, action: Action): Refusal {
  const result = apply(state, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was not refused`);
  return result.refusal;
}

export const nameOf = (state: PlaytestState, id: number): string => state.defs[state.cards[id].def].name;
export const names = (state: PlaytestState, zone: Zone): string[] => state.zones[zone].map((id) => nameOf(state, id));
/** Moves a card by name, from the library unless said: the table's free move, as a tutor or a test's set-up. */
export const fetch = (name: string, to: Zone, from: Zone = 'library'): Action => ({
  type: 'move',
  card: name,
  from,
  to,
});

const decks = new Map<string, PlaytestDeck>();
/** A real Magic decklist of ../shared/data/decks at the table, with one copy each of the named extra cards. */
export function mtgTableDeck(path: string, extra: readonly string[] = []): PlaytestDeck {
  if (!decks.has(path)) {
    const { deck } = realDeck(path);
    decks.set(path, playtestDeckFromResolved({ ...deck, name: deck.name || path }, mtgCards().cards));
  }
  const table = decks.get(path)!;
  if (!extra.length) return table;
  return { ...table, main: [...table.main, ...extra.map((name) => ({ card: cardNamed(name), count: 1 }))] };
}
