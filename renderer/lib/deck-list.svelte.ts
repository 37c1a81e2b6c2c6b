// The saved decks (decks.list), refreshed after saves, deletes and imports.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';

export type DeckSummary = InvokeOutput<'decks.list'>[number];
export const deckList = $state({ decks: [] as DeckSummary[] });

export async function refreshDeckList(): Promise<void> {
  deckList.decks = await invoke('decks.list', {});
}
