// Each saved deck's legality as the deck list marks it (decks.legality): asked in the background once the list
// shows, a few decks a call so no call holds the API for long, and kept by what decides it (the deck's id and version,
// which name its content, its pool, the card data's last import and the Hall of Fame regulation in use), so the list
// shown again is marked at once.
import { SvelteMap } from 'svelte/reactivity';
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';
import { dataStatus } from './data-status.svelte.ts';
import { dmRegulation } from './dm-regulation.svelte.ts';
import type { DeckSummary } from './deck-list.svelte.ts';

export type DeckLegality = InvokeOutput<'decks.legality'>[number];

/** Decks one call asks about: about 13 ms of the worker once warm (30 decks 36 ms), so other calls wait no longer. */
export const LEGALITY_BATCH = 10;

const known = new SvelteMap<string, DeckLegality>();
/** Keys asked and not yet answered, so a list re-derived meanwhile does not ask again. */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping nothing displays, so not reactive
const asking = new Set<string>();

type Checked = Pick<DeckSummary, 'id' | 'version' | 'poolId'>;

const keyOf = (deck: Checked, version = deck.version) =>
  `${deck.id}:${version}:${deck.poolId ?? ''}:${dataStatus.status?.imports[0]?.finishedAt ?? ''}:${dmRegulation.changes}`;

/** The deck's legality when known for its content; undefined while it is being asked. */
export function legalityOf(deck: Checked): DeckLegality | undefined {
  return known.get(keyOf(deck));
}

/** Asks decks.legality for the decks whose legality is not known, LEGALITY_BATCH at a time; a failure asks again later. */
export async function askLegality(decks: readonly Checked[]): Promise<void> {
  const missing = decks.filter((d) => !known.has(keyOf(d)) && !asking.has(keyOf(d)));
  for (let i = 0; i < missing.length; i += LEGALITY_BATCH) {
    const batch = missing.slice(i, i + LEGALITY_BATCH);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local lookup, not state
    const byId = new Map(batch.map((d) => [d.id, d]));
    for (const d of batch) asking.add(keyOf(d));
    try {
      for (const answer of await invoke('decks.legality', { ids: batch.map((d) => d.id) })) {
        const deck = byId.get(answer.id);
        // A deck saved again since the list was read is kept under the version checked.
        if (deck) known.set(keyOf(deck, answer.version), answer);
      }
    } catch {
      // The marks stay away (the list is whole without them); the next showing of the list asks again.
    } finally {
      for (const d of batch) asking.delete(keyOf(d));
    }
  }
}
