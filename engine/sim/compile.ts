// Compiling a deck for the simulator, by the deck's game (the ruleset), and checking it can be simulated.
import { compileMtgDeck } from './compile-mtg.ts';
import { compileDmDeck } from './compile-dm.ts';
import { alignSlots, slotNames, SimDeckError, type SimDeck, type SimOptions } from './deck-input.ts';
import type { CompiledDeck } from './compiled.ts';
import { MAX_BOUND } from '../rng/xoshiro128.ts';

const COMPILERS: {
  [G in CompiledDeck['game']]: (deck: SimDeck, options: SimOptions, slots: readonly string[]) => CompiledDeck;
} = {
  mtg: compileMtgDeck,
  dm: compileDmDeck,
};

export const MAX_TURNS = 30;

/** Compiles a deck; `alignTo` orders its slots like another deck's (A/B comparison on the same shuffles). */
export function compileDeck(deck: SimDeck, options: SimOptions, alignTo?: readonly string[]): CompiledDeck {
  const size = deck.main.reduce((n, e) => n + e.count, 0);
  const needed = options.setup.handSize + options.setup.shields;
  if (size < needed)
    throw new SimDeckError(`"${deck.name}" has ${size} cards; a game needs at least ${needed} to start`, []);
  if (size > MAX_BOUND || size > 0x7fff)
    throw new SimDeckError(`"${deck.name}" has ${size} cards, more than the simulator takes`, []);
  if (!Number.isInteger(options.turns) || options.turns < 1 || options.turns > MAX_TURNS)
    throw new RangeError(`turns must be an integer from 1 to ${MAX_TURNS}, not ${options.turns}`);
  const wrongGame = deck.main.find((e) => e.card.game !== options.setup.game);
  if (wrongGame)
    throw new SimDeckError(
      `"${wrongGame.card.name}" is a ${wrongGame.card.game} card, the game set up is ${options.setup.game}`,
      [wrongGame.card.name],
    );
  const slots = alignTo ? alignSlots(alignTo, deck) : slotNames(deck);
  return COMPILERS[options.setup.game](deck, options, slots);
}

/** The slot order of a compiled deck, by name (what a second version aligns to). */
export function compiledSlotNames(deck: CompiledDeck): string[] {
  return Array.from(deck.library, (id) => deck.names[id]);
}
