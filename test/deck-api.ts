// The real API over a deck test database (test/deck-cards-db.ts), and a real decklist from
// ../shared/data/decks/plain-taw read through its decks.import, as the API tests of decks begin.
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../electron/api/index.ts';
import type { Deck } from '../engine/decks/types.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import { sharedPath } from './shared-data.ts';

/** The API over the MTGJSON `sets`, the deck in `deckFile` (under decks/plain-taw) as it reads it, and a cleanup. */
export async function apiWithDeck(
  sets: readonly string[],
  deckFile: string,
): Promise<{ api: Api; deck: Deck; cleanup: () => void }> {
  const { db, cleanup } = buildDeckTestDb(sets);
  const api = createApi({ db });
  const text = readFileSync(sharedPath('decks', 'plain-taw', deckFile), 'utf8');
  return { api, deck: (await api.invoke('decks.import', { text })).deck, cleanup };
}
