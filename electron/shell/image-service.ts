// The card images the renderer asks for on its own origin (protocol/images.ts paths), answered from the disk
// cache, or fetched once and stored when the user's setting allows it. Whenever there is no image to give
// (images off, a miss under 'cached', offline, no image in the card data, a refused answer) the answer is a
// 404, and the renderer shows its text tile: never an HTML page or a broken image.
// Modes: 'on' serves the cache and fetches misses; 'cached' serves the cache only; 'off' serves nothing and
// sends no request (the cache stays on disk for when images are turned back on).
import {
  DEFAULT_IMAGE_SETTINGS,
  IMAGE_PREFETCH_EVENT,
  parseImagePath,
  type ImageCacheStatus,
  type ImagePrefetchProgress,
  type ImagePrefetchResult,
  type ImageRequest,
  type ImageSettings,
} from '../../protocol/images.ts';
import { ApiError } from '../api/define.ts';
import { IMAGE_TYPES, openImageCache, type CachedImage, type ImageCache } from './image-cache.ts';
import { createImageFetcher, type ImageFetcher, type ImageFetchOptions } from './image-fetch.ts';
import type { Api } from '../api/index.ts';
import type { HostHandlers } from './transport.ts';

export interface ImageServiceOptions {
  /** The cache as it opens (the folder scan runs while the window loads). */
  cache: Promise<ImageCache>;
  fetcher: ImageFetcher;
  /** The web address of a request's image (the API's images.source), null when there is none. */
  source: (request: ImageRequest) => Promise<string | null>;
  /** The user's image settings (the API's images.settings), read for every request so a change applies at once. */
  settings: () => Promise<ImageSettings>;
  /** A view does not ask again for an image that failed this recently (a prefetch, which the user asked for, does). */
  retryFailedAfterMs?: number;
  now?: () => number;
}

/** Offline, or an image the host does not have: a grid scrolled back and forth asks once in this time. */
const RETRY_FAILED_AFTER_MS = 10 * 60_000;

export interface ImageService {
  /** Answers a request for an image path (protocol.handle in the app, the test server in e2e). */
  handle(request: Request): Promise<Response>;
  /** Fetches what is missing of these images (mode 'on' only); `onProgress` after each. */
  prefetch(
    requests: readonly ImageRequest[],
    options?: { signal?: AbortSignal; onProgress?: (progress: ImagePrefetchProgress) => void },
  ): Promise<ImagePrefetchResult>;
  status(): Promise<ImageCacheStatus>;
  clearCache(): Promise<ImageCacheStatus>;
}

/** Prefetch works on this many requests at once (the fetcher's own limit caps the requests in flight). */
const PREFETCH_LANES = 4;

/** Our own origin's answers are not kept by Chromium: the disk cache is the cache, and a mode change applies at once. */
const NO_STORE = { 'cache-control': 'no-store' };

function notFetching(mode: ImageSettings['mode']): ApiError {
  const reason = mode === 'off' ? 'images.off' : 'images.cached-only';
  return new ApiError('conflict', `images are "${mode}": nothing is fetched`, undefined, { mode }, reason);
}

function noImage(): Response {
  return new Response(null, { status: 404, headers: NO_STORE });
}

function imageResponse({ bytes, contentType }: CachedImage): Response {
  return new Response(bytes, {
    status: 200,
    headers: { 'content-type': contentType, 'x-content-type-options': 'nosniff', ...NO_STORE },
  });
}

export function createImageService({
  cache: opening,
  fetcher,
  source,
  settings,
  retryFailedAfterMs = RETRY_FAILED_AFTER_MS,
  now = Date.now,
}: ImageServiceOptions): ImageService {
  /** When each address last failed. */
  const failedAt = new Map<string, number>();

  /** The cache and the current settings, the cache's cap following them. */
  async function current(): Promise<{ cache: ImageCache; mode: ImageSettings['mode'] }> {
    const [cache, { mode, cacheCapBytes }] = await Promise.all([opening, settings()]);
    if (cache.status().capBytes !== cacheCapBytes) await cache.setCap(cacheCapBytes);
    return { cache, mode };
  }

  /** Throws when images were turned off or to cached-only since a prefetch began: from then on, nothing is sent. */
  async function stillOn(): Promise<true> {
    const { mode } = await settings();
    if (mode !== 'on') throw notFetching(mode);
    return true;
  }

  /** Fetches and stores one image; undefined when it is refused or cannot be had. */
  async function fetchAndStore(cache: ImageCache, address: string): Promise<CachedImage | undefined> {
    try {
      const { bytes, extension } = await fetcher.fetch(address);
      await cache.put(address, bytes, extension);
      failedAt.delete(address);
      return { bytes, contentType: IMAGE_TYPES[extension] };
    } catch {
      failedAt.set(address, now());
      return undefined;
    }
  }

  async function image(request: ImageRequest): Promise<CachedImage | undefined> {
    const { cache, mode } = await current();
    if (mode === 'off') return undefined;
    const address = await source(request);
    if (address === null) return undefined;
    const cached = await cache.get(address);
    if (cached || mode === 'cached') return cached;
    if (now() - (failedAt.get(address) ?? -Infinity) < retryFailedAfterMs) return undefined;
    return fetchAndStore(cache, address);
  }

  return {
    async handle(request) {
      if (request.method !== 'GET') return noImage();
      const parsed = parseImagePath(new URL(request.url).pathname);
      if (!parsed) return noImage();
      try {
        const found = await image(parsed);
        return found ? imageResponse(found) : noImage();
      } catch {
        return noImage();
      }
    },

    async prefetch(requests, { signal, onProgress } = {}) {
      const { cache, mode } = await current();
      if (mode !== 'on') throw notFetching(mode);
      const result: ImagePrefetchResult = { fetched: 0, cached: 0, none: 0, failed: 0 };
      let done = 0;
      const handleOne = async (request: ImageRequest) => {
        const address = await source(request);
        if (address === null) result.none++;
        // Read, not only looked up: a damaged file is dropped and fetched again, and a whole one is marked as used,
        // so the images just taken offline are the last the cap evicts.
        else if (await cache.get(address)) result.cached++;
        else if ((await stillOn()) && (await fetchAndStore(cache, address))) result.fetched++;
        else result.failed++;
        onProgress?.({ type: IMAGE_PREFETCH_EVENT, done: ++done, total: requests.length });
      };
      // The fetcher limits requests in flight; a few lanes keep it busy and stop promptly on cancel.
      let next = 0;
      const lane = async () => {
        while (next < requests.length) {
          signal?.throwIfAborted();
          await handleOne(requests[next++]);
        }
      };
      await Promise.all(Array.from({ length: PREFETCH_LANES }, () => lane()));
      signal?.throwIfAborted();
      return result;
    },

    async status() {
      return (await current()).cache.status();
    },

    async clearCache() {
      const cache = await opening;
      await cache.clear();
      failedAt.clear();
      return cache.status();
    },
  };
}

/**
 * The service as the app and the end-to-end tests run it: the cache in `dir`, image sources and settings from
 * the API (its worker threads in the app).
 */
export function openImageService(api: Api, dir: string, fetchOptions?: ImageFetchOptions): ImageService {
  return createImageService({
    cache: openImageCache(dir, DEFAULT_IMAGE_SETTINGS.cacheCapBytes),
    fetcher: createImageFetcher(fetchOptions),
    source: (request) => api.invoke('images.source', request),
    settings: () => api.invoke('images.settings', {}),
  });
}

/** The shell's image operations (protocol/bridge.ts HostOperations) over a service; progress goes to `emit`. */
export function imageHostHandlers(
  service: ImageService,
  emit: (event: ImagePrefetchProgress) => void,
): Pick<HostHandlers, 'images.prefetch' | 'images.cacheStatus' | 'images.clearCache'> {
  return {
    'images.prefetch': ({ requests }, { signal }) => service.prefetch(requests, { signal, onProgress: emit }),
    'images.cacheStatus': () => service.status(),
    'images.clearCache': () => service.clearCache(),
  };
}
