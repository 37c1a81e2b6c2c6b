// Runs games of a compiled deck: a slice of game indices on each requested side, into a counts array.
// Workers each run a slice; the same (seed, game index) always plays the same game wherever it runs.
import { MtgGame } from './mtg-game.ts';
import { DmGame } from './dm-game.ts';
import { metricsLayout, newCounts, SIDES, type MetricsLayout, type Side } from './metrics.ts';
import type { CompiledDeck } from './compiled.ts';
import type { GameTrace } from './trace.ts';

export interface RunSlice {
  seed: number;
  /** First game index of the slice. */
  start: number;
  count: number;
  sides: readonly Side[];
}

interface GamePlayer {
  play(seed: number, gameIndex: number, side: number, counts: Float64Array, trace?: GameTrace | null): void;
}

/** One game engine per game, chosen by the deck's game (the ruleset), never by a switch in shared code. */
const PLAYERS: {
  [G in CompiledDeck['game']]: (deck: Extract<CompiledDeck, { game: G }>, layout: MetricsLayout) => GamePlayer;
} = {
  mtg: (deck, layout) => new MtgGame(deck, layout),
  dm: (deck, layout) => new DmGame(deck, layout),
};

export function layoutFor(deck: CompiledDeck): MetricsLayout {
  // The first hand counted is the first attempt's draw: ten cards for a Houston mulligan.
  const firstHand = Math.max(deck.setup.handSize, deck.attempts[0]?.drawn ?? 0);
  return metricsLayout(deck.names.length + deck.halfCards.length, deck.turns, firstHand, deck.attempts.length);
}

export function gamePlayer(deck: CompiledDeck): GamePlayer {
  const make = PLAYERS[deck.game] as (d: CompiledDeck, l: MetricsLayout) => GamePlayer;
  return make(deck, layoutFor(deck));
}

/** Games played between progress calls; also how often a cancel request is noticed. */
export const PROGRESS_EVERY = 4096;

/**
 * Plays games start..start+count on each side, for every deck in turn on the same game index (A/B
 * comparisons see the same shuffles, game by game). `onProgress(done)` is called every PROGRESS_EVERY
 * games and may return false to stop (cancel); the counts then hold the `games` played by every deck.
 */
export function runSlice(
  decks: readonly CompiledDeck[],
  slice: RunSlice,
  onProgress?: (done: number) => boolean | void,
): { counts: Float64Array[]; games: number } {
  const players = decks.map(gamePlayer);
  const counts = decks.map((deck) => newCounts(layoutFor(deck)));
  const sideIndices = slice.sides.map((s) => SIDES.indexOf(s));
  let games = 0;
  while (games < slice.count) {
    const game = slice.start + games;
    for (let d = 0; d < players.length; d++)
      for (const side of sideIndices) players[d].play(slice.seed, game, side, counts[d]);
    games++;
    if (onProgress && games % PROGRESS_EVERY === 0 && onProgress(games) === false) break;
  }
  return { counts, games };
}

/** One game with its trace (the sample-hand panel, rule-by-rule tests). */
export function traceGame(
  deck: CompiledDeck,
  seed: number,
  gameIndex: number,
  side: Side,
  trace: GameTrace,
): Float64Array {
  const counts = newCounts(layoutFor(deck));
  gamePlayer(deck).play(seed, gameIndex, SIDES.indexOf(side), counts, trace);
  return counts;
}
