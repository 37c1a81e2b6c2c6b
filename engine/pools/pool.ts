// Card pools for Limited (CR 100.2b): a sealed, draft or cube pool, and what a deck built from it has left.
import type { Game } from '../cards/types.ts';
import type { Board, Deck, DeckEntry } from '../decks/types.ts';
import { foldName } from '../text/fold.ts';

export type PoolKind = 'sealed' | 'draft' | 'cube';
export const POOL_KINDS: readonly PoolKind[] = ['sealed', 'draft', 'cube'];

export interface Pool {
  game: Game;
  name: string;
  kind: PoolKind;
  entries: DeckEntry[];
  notes?: string;
}

/** CR 100.4b: in Limited, deck and sideboard together come from the pool. */
export const POOL_BOARDS: readonly Board[] = ['main', 'side'];

const entryKey = (e: DeckEntry) => e.cardId ?? `name:${foldName(e.name)}`;

/** Copies of each card the pool still holds once the deck's main deck and sideboard are taken out. */
export function poolRemaining(pool: readonly DeckEntry[], deck: Deck): DeckEntry[] {
  const used = new Map<string, number>();
  for (const board of POOL_BOARDS) {
    for (const e of deck.boards[board] ?? []) used.set(entryKey(e), (used.get(entryKey(e)) ?? 0) + e.count);
  }
  const remaining: DeckEntry[] = [];
  for (const e of mergePoolEntries(pool)) {
    const left = e.count - (used.get(entryKey(e)) ?? 0);
    if (left > 0) remaining.push({ ...e, count: left });
  }
  return remaining;
}

/** One entry per card: a pool pasted as several lines of the same card counts them together. */
export function mergePoolEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const byKey = new Map<string, DeckEntry>();
  for (const e of entries) {
    const seen = byKey.get(entryKey(e));
    if (seen) seen.count += e.count;
    else
      byKey.set(entryKey(e), {
        name: e.name,
        count: e.count,
        ...(e.cardId ? { cardId: e.cardId } : {}),
        ...(e.printing ? { printing: e.printing } : {}),
      });
  }
  return [...byKey.values()];
}

/** Every card of a deck list read as a pool (a sealed pool is often pasted as a deck with a sideboard). */
export function poolEntriesFromDeck(deck: Deck): DeckEntry[] {
  return mergePoolEntries(Object.values(deck.boards).flat());
}
