// The Duel Masters advice as the user waits for it: advice.run through the real API (workers on every core) on
// 40-card decks of the Latepate64 card data at the default 100,000 games, beside sim.run of the same deck at the
// same games (the goldfish report the player already waits for). Wall time of the deck's own games (phase deck)
// and of the civilization variants (phase sources), from the run's progress events; CPU seconds of the process
// (worker threads included). Two decks: nature scarce (its nature cards flagged, variants played) and 20 cards
// of each civilization (nothing flagged, no variant).
import { loadavg } from 'node:os';
import { createApi } from '../electron/api/index.ts';
import { buildDeckTestDb } from '../test/deck-cards-db.ts';
import { dmDeckList, dmEvenFireNatureDeck, dmScarceNatureDeck } from '../test/goldfish-fixtures.ts';

const GAMES = 100_000;
const EVEN = dmEvenFireNatureDeck();

export async function run(): Promise<void> {
  const built = buildDeckTestDb([], { duelMasters: true });
  try {
    const api = createApi({ db: built.db });
    for (const simDeck of [dmScarceNatureDeck(), EVEN]) {
      const { deck } = await api.invoke('decks.import', { text: dmDeckList(simDeck) });
      const cpuBefore = process.cpuUsage();
      let started = performance.now();
      await api.invoke('sim.run', { deck, games: GAMES / 2, seed: 1 });
      const simMs = performance.now() - started;
      const phaseEnd = new Map<string, number>();
      const off = api.on((e) => {
        if (e.type === 'advice.progress') phaseEnd.set(e.phase as string, performance.now());
      });
      started = performance.now();
      const advice = await api.invoke('advice.run', { deck, games: GAMES, seed: 1 });
      const adviceMs = performance.now() - started;
      off();
      const cpu = process.cpuUsage(cpuBefore);
      const deckMs = (phaseEnd.get('deck') ?? started) - started;
      const flagged = advice.sources!.filter((s) => s.flagged);
      const variants = Math.max(0, ...flagged.flatMap((s) => s.fixes.map((f) => f.to - f.from)));
      console.log(
        `${simDeck.name}: advice.run ${adviceMs.toFixed(0)} ms wall (deck ${deckMs.toFixed(0)} ms, sources ` +
          `${(adviceMs - deckMs).toFixed(0)} ms; ${flagged.length} cards flagged, fixes up to ${variants} swaps), ` +
          `${(adviceMs / simMs).toFixed(2)}× sim.run of the same ${GAMES.toLocaleString('en-US')} games ` +
          `(${simMs.toFixed(0)} ms); CPU ${((cpu.user + cpu.system) / 1000 / 1000).toFixed(2)} s for both ` +
          `(load ${loadavg()[0].toFixed(1)})`,
      );
    }
  } finally {
    built.cleanup();
  }
}
