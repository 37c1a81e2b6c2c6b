// Full card records (faces, legalities, printings) fetched once per card id for the editor, stats and
// the card panel. Card data changes only by an import, which clears the cache.
import { invoke } from './api.ts';
import type { InvokeOutput } from '../../protocol/bridge.ts';

export type CardDetails = InvokeOutput<'cards.get'>;

const cache = new Map<string, Promise<CardDetails>>();

export function getCard(id: string): Promise<CardDetails> {
  let pending = cache.get(id);
  if (!pending) {
    pending = invoke('cards.get', { id });
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

/** The cards of these ids that exist; ids the data no longer knows are left out (the validator reports them). */
export async function getCards(ids: Iterable<string>): Promise<Record<string, CardDetails>> {
  const unique = [...new Set(ids)];
  const settled = await Promise.allSettled(unique.map(getCard));
  const cards: Record<string, CardDetails> = {};
  settled.forEach((result, i) => {
    if (result.status === 'fulfilled') cards[unique[i]] = result.value;
  });
  return cards;
}

export function clearCardCache(): void {
  cache.clear();
}
