// The draw-odds question asked of the deck in the editor (the Stats tab's groups): kept here rather than in the panel,
// which is made anew each time the tab opens, so a question outlives a look at another tab; another deck in the
// editor (deckSession.identity) starts with none.
import type { DrawNeed } from '../../engine/goldfish/draw-odds.ts';
import { deckSession } from './deck-session.svelte.ts';

const asked = $state<{ identity: number; needs: DrawNeed[] }>({ identity: -1, needs: [] });

export const drawOddsQuestion = {
  get needs(): DrawNeed[] {
    return asked.identity === deckSession.identity ? asked.needs : [];
  },
  set needs(needs: DrawNeed[]) {
    asked.identity = deckSession.identity;
    asked.needs = needs;
  },
};
