// The advisor's colored-sources phase as the user waits for it after the sweep: on the Oko deck (every figure
// simulated: Thornwood Falls enters tapped), the deck played as the sweep plays it (100,000 games split between the
// play and the draw, every core), then the variants with more sources of the flagged spells' colors on the same
// games (electron/api/handlers/advice-sources.ts): wall time beside the deck's own run, the variants played of
// those the deck could hold, and the rounds (each a start of the workers).
import { realDeck } from '../test/goldfish-fixtures.ts';
import { DEFAULT_POLICY } from '../engine/goldfish/policy.ts';
import { SETUPS } from '../engine/goldfish/setup.ts';
import { planAdvice } from '../engine/advice/advise.ts';
import { planSourceSearch, runSourceSearch, SOURCE_VARIANT_GAMES } from '../engine/advice/source-variants.ts';
import { runPaired } from '../electron/workers/advice-runner.ts';
import { pairedPlayer } from '../electron/api/handlers/advice-sources.ts';

const DECK = 'plain-taw/pw__eld__Oko, the Trickster.txt';
const GAMES = 100_000;

export async function run(): Promise<void> {
  const deck = realDeck(DECK, ['ELD']);
  const options = { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7 };
  const plan = planAdvice(deck, { ...options, lands: [25, 25] });
  const sides: ('play' | 'draw')[] = ['play', 'draw'];
  const base = plan.sweep.decks[0];
  if (base.game !== 'mtg') throw new Error('the Oko deck is a Magic deck');

  let started = performance.now();
  const own = await runPaired({ ...plan.sweep, games: GAMES, seed: 1, sides });
  const ownMs = performance.now() - started;

  const search = planSourceSearch({ deck, options, base, counts: own.results[0].counts, sides, target: 0.9 });
  const play = pairedPlayer({ games: SOURCE_VARIANT_GAMES, seed: 1, sides, signal: new AbortController().signal });
  let rounds = 0;
  let decks = 0;
  started = performance.now();
  const measured = await runSourceSearch(search, (queued, onDeck) => {
    rounds++;
    return play(queued, (result) => {
      decks++;
      return onDeck(result);
    });
  });
  const sourcesMs = performance.now() - started;
  const played = Object.values(measured ?? {}).reduce((n, m) => n + m.variants.length, 0);

  console.log(
    `flagged simulated spells: ${search.spells.map((s) => s.card).join(', ')}; variants the deck could hold: ${search.bound}`,
  );
  console.log(
    `the deck's own run (${GAMES.toLocaleString('en-US')} games, play and draw): ${ownMs.toFixed(0)} ms wall`,
  );
  console.log(
    `sources phase (${SOURCE_VARIANT_GAMES.toLocaleString('en-US')} games a variant, play and draw): ${sourcesMs.toFixed(0)} ms wall, ` +
      `${(sourcesMs / ownMs).toFixed(2)}× the deck's own run; ${played} variants measured (${decks} finished), ${rounds} rounds`,
  );
}
