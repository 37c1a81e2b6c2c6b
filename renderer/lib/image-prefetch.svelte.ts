// "Take offline": the images a deck, a pool or the collection shows (small for grids and stacks, normal for the
// preview, the back face of a two-sided card), fetched ahead through the main process's images.prefetch, one
// run at a time, with progress and cancel.
import { invoke, isCancelled, on } from './api.ts';
import { getCards } from './card-cache.ts';
import { refreshCacheStatus } from './images.svelte.ts';
import { entryImageRef, imageSubjectOf, type CardImageRef } from './card-preview.svelte.ts';
import { DOUBLE_SIDED_LAYOUTS } from '../../engine/cards/image-address.ts';
import type { DeckEntry } from '../../engine/decks/types.ts';
import {
  IMAGE_PREFETCH_EVENT,
  imagePath,
  MAX_PREFETCH_REQUESTS,
  type ImagePrefetchProgress,
  type ImagePrefetchResult,
  type ImageRequest,
} from '../../protocol/images.ts';

/** A card to take offline: its pinned printing, or pinned set, when a deck entry pins one. */
export type OfflineCard = CardImageRef;

/** The resolved entries of a deck's boards or a pool. */
export function entryCards(entries: readonly DeckEntry[]): OfflineCard[] {
  return entries.flatMap((e) => (e.cardId ? [entryImageRef(e.cardId, e.printing)] : []));
}

/** The collection's cards, every page of it. */
export async function ownedCards(): Promise<OfflineCard[]> {
  const cards: OfflineCard[] = [];
  for (let page = 1; ; page++) {
    const rows = await invoke('collection.list', { page, limit: OWNED_PAGE });
    for (const row of rows.cards) if (row.cardId) cards.push({ cardId: row.cardId });
    if (page * OWNED_PAGE >= rows.total) return cards;
  }
}
const OWNED_PAGE = 10_000;

type PrefetchOutcome = { kind: 'done'; result: ImagePrefetchResult } | { kind: 'cancelled' };

export const prefetchState = $state({
  /** What is being taken offline (a deck's or a pool's name, or the collection), null when nothing runs. */
  running: null as string | null,
  done: 0,
  total: 0,
});

let controller: AbortController | null = null;

/** The image requests for these cards: every size and side the screens show, each once. */
async function offlineRequests(cards: readonly OfflineCard[]): Promise<ImageRequest[]> {
  const details = await getCards(cards.map((c) => c.cardId));
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local list being built, not state
  const requests = new Map<string, ImageRequest>();
  const add = (request: ImageRequest) => requests.set(imagePath(request), request);
  for (const card of cards) {
    const subject = imageSubjectOf(card);
    add({ ...subject, face: 'front', size: 'small' });
    add({ ...subject, face: 'front', size: 'normal' });
    const layout = details[card.cardId]?.layout;
    if (layout && DOUBLE_SIDED_LAYOUTS.has(layout)) add({ ...subject, face: 'back', size: 'normal' });
  }
  return [...requests.values()];
}

/** Fetches the images of `cards` in batches the main process takes; progress goes to prefetchState. */
export async function takeOffline(label: string, cards: readonly OfflineCard[]): Promise<PrefetchOutcome> {
  if (prefetchState.running !== null) throw new Error(`images for ${prefetchState.running} are being fetched`);
  prefetchState.running = label;
  prefetchState.done = 0;
  prefetchState.total = 0;
  controller = new AbortController();
  const result: ImagePrefetchResult = { fetched: 0, cached: 0, none: 0, failed: 0 };
  let before = 0;
  const off = on<ImagePrefetchProgress>(IMAGE_PREFETCH_EVENT, (event) => {
    prefetchState.done = Math.max(prefetchState.done, before + event.done);
  });
  try {
    const requests = await offlineRequests(cards);
    prefetchState.total = requests.length;
    for (let start = 0; start < requests.length; start += MAX_PREFETCH_REQUESTS) {
      const batch = requests.slice(start, start + MAX_PREFETCH_REQUESTS);
      before = start;
      const done = await invoke('images.prefetch', { requests: batch }, { signal: controller.signal });
      for (const key of Object.keys(result) as (keyof ImagePrefetchResult)[]) result[key] += done[key];
      prefetchState.done = start + batch.length;
    }
    return { kind: 'done', result };
  } catch (error) {
    if (isCancelled(error)) return { kind: 'cancelled' };
    throw error;
  } finally {
    off();
    controller = null;
    prefetchState.running = null;
    void refreshCacheStatus().catch(() => {});
  }
}

export function cancelPrefetch(): void {
  controller?.abort();
}
