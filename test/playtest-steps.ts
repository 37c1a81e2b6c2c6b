// Steps the playtest table's tests take on real decks: actions that must be legal or refused, and what a zone holds.
import { card as cardNamed, dmCards, mtgCards, realDeck } from './real-decks.ts';
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

/**
 * A 40-card fire and nature Duel Masters deck of real cards (DM 100.2), as a player builds one: Humans to evolve
 * Armored Blaster Valdios from (a double breaker, DM 801), Gonta (fire and nature: multicolored, 405.1), Mezger
 * (speed attacker), Fire Blade (a cross gear, 303), shield triggers (Brad's Cutter, Comet Missile, Dimension Gate),
 * Dogiragon (a triple breaker), two psychic creatures (100.3) and a super GR of 12 (6 × 2, 100.4).
 */
export const DM_FIRE_NATURE: Readonly<Record<'main' | 'hyperspatial' | 'gr', readonly [number, string][]>> = {
  main: [
    [4, 'Brawler Zyler'],
    [4, 'Gonta, the Warrior Savage'],
    [4, 'Mezger, Commando Leader'],
    [4, 'Armored Blaster Valdios'],
    [4, 'Fire Blade'],
    [4, "Brad's Cutter"],
    [4, 'Comet Missile'],
    [4, 'Dimension Gate'],
    [4, 'Burning Mane'],
    [2, 'Bronze-Arm Tribe'],
    [2, 'Dogiragon, Legendary Legend'],
  ],
  hyperspatial: [
    [1, 'Crimson Lord Janus, Temporal Warpanther'],
    [1, 'Gaial Kaiser'],
  ],
  gr: [
    [2, 'Osomatsu, Miracle Eldest Son'],
    [2, 'Brunrumble'],
    [2, 'Poppopoppuco'],
    [2, 'Balbalbalchu'],
    [2, 'Goldongoldo'],
    [2, 'Akakage Redshadow'],
  ],
};

/** DM_FIRE_NATURE as a list the importers read, its sections in Japanese (engine/decks/lists/dm.ts). */
export const dmFireNatureList = (name: string): string =>
  `// NAME: ${name}\n` +
  (
    [
      ['メインデッキ', DM_FIRE_NATURE.main],
      ['超次元ゾーン', DM_FIRE_NATURE.hyperspatial],
      ['超GRゾーン', DM_FIRE_NATURE.gr],
    ] as const
  )
    .map(([header, entries]) => `${header}\n${entries.map(([n, name]) => `${n} ${name}`).join('\n')}\n`)
    .join('');

/** DM_FIRE_NATURE at the table, its cards from the shared Duel Masters data. */
export function dmFireNatureDeck(): PlaytestDeck {
  const board = (entries: readonly [number, string][]) =>
    entries.map(([count, name]) => ({ card: cardNamed(name, dmCards()), count }));
  return {
    name: 'Fire and nature',
    game: 'dm',
    main: board(DM_FIRE_NATURE.main),
    hyperspatial: board(DM_FIRE_NATURE.hyperspatial),
    gr: board(DM_FIRE_NATURE.gr),
  };
}
