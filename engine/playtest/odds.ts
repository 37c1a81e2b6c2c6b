// Odds at the table, exact, from the library's current contents (engine/stats): the chance the next draw is a
// land, and of drawing a named card within N draws (the hypergeometric law).
import { hypergeometricAtLeast } from '../stats/index.ts';
import { libraryOf, namesCard } from './table.ts';
import { foldName } from '../text/fold.ts';
import type { PlaytestState } from './types.ts';

/** A land for the odds: a land front, or an MDFC's land back (CR 712.12: it can be played as a land). */
function isLand(state: PlaytestState, id: number): boolean {
  const profile = state.defs[state.cards[id].def].mtg;
  return Boolean(profile?.land ?? profile?.landBack);
}

/** P(the next card drawn is a land); null in Duel Masters (no lands) or with an empty library. */
export function nextDrawIsLand(state: PlaytestState): number | null {
  const library = libraryOf(state);
  if (state.game !== 'mtg' || library.length === 0) return null;
  return library.filter((id) => isLand(state, id)).length / library.length;
}

export interface NamedCardOdds {
  copies: number;
  librarySize: number;
  /** Draws counted: at most the library's size. */
  draws: number;
  probability: number;
}

/** P(at least one copy of the named card among the next `draws` cards of the library). */
export function drawNamedWithin(state: PlaytestState, name: string, draws: number): NamedCardOdds {
  if (!Number.isSafeInteger(draws) || draws < 1) throw new RangeError(`draws must be a positive integer, not ${draws}`);
  const library = libraryOf(state);
  const folded = foldName(name);
  const copies = library.filter((id) => namesCard(state, id, folded)).length;
  const counted = Math.min(draws, library.length);
  return {
    copies,
    librarySize: library.length,
    draws: counted,
    probability: hypergeometricAtLeast(1, { size: library.length, successes: copies }, counted),
  };
}
