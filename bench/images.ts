// Card images (electron/shell/image-service.ts) as the renderer feels them: the time from asking for an image
// path to having its bytes, on a miss fetched from a stand-in host on 127.0.0.1 (real PNG bytes; a real host adds
// its network time) and on a hit served from the disk cache; and the cost of the cache's lookup (hash + index) per
// address, among thousands of cached files. The image's address comes from images.source on real card data through
// the in-process API (the app asks its API worker: one message more).
import { join } from 'node:path';
import { createApi } from '../electron/api/index.ts';
import { openDatabase } from '../db/open.ts';
import { createImageService } from '../electron/shell/image-service.ts';
import { openImageCache } from '../electron/shell/image-cache.ts';
import { createImageFetcher } from '../electron/shell/image-fetch.ts';
import { DEFAULT_IMAGE_SETTINGS, imagePath, type ImageRequest } from '../protocol/images.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';
import { scryfallObjectsIn } from '../test/real-cards.ts';
import { REAL_IMAGES, startImageStandIn } from '../test/image-stand-in.ts';
import { ascending, quantile } from './lib/stats.ts';

const LOOKUP_ENTRIES = 5000;
const LOOKUPS = 20_000;

function summary(label: string, times: readonly number[]): number {
  const sorted = ascending(times);
  const [median, p95] = [quantile(sorted, 0.5), quantile(sorted, 0.95)];
  console.log(
    `${label.padEnd(48)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   (${times.length} images)`,
  );
  return median;
}

export async function run(): Promise<void> {
  const { dir, cleanup } = tempDir('decklab-bench-images-');
  const standIn = await startImageStandIn();
  const db = openDatabase(join(dir, 'bench.sqlite'));
  try {
    const api = createApi({ db });
    const file = 'scooze/test_cards.jsonl';
    await api.invoke('data.import', { files: [sharedPath('scryfall', file)] });
    const requests: ImageRequest[] = [];
    for (const object of scryfallObjectsIn(file)) {
      const request: ImageRequest = { subject: 'printing', id: object.id, face: 'front', size: 'normal' };
      // Tokens and other objects the importer skips have no printing, so no image.
      if ((await api.invoke('images.source', request)) !== null) requests.push(request);
    }
    const images = createImageService({
      cache: openImageCache(join(dir, 'cache'), DEFAULT_IMAGE_SETTINGS.cacheCapBytes),
      fetcher: createImageFetcher({ standInOrigin: standIn.origin }),
      source: (request) => api.invoke('images.source', request),
      settings: () => api.invoke('images.settings', {}),
    });
    const view = async (request: ImageRequest): Promise<number> => {
      const start = performance.now();
      const response = await images.handle(new Request(`decklab://app${imagePath(request)}`));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`no image for ${request.id}`);
      return performance.now() - start;
    };
    const misses: number[] = [];
    for (const request of requests) misses.push(await view(request));
    const hits: number[] = [];
    for (const request of requests) hits.push(await view(request));
    const sources: number[] = [];
    for (const request of requests) {
      const start = performance.now();
      await api.invoke('images.source', request);
      sources.push(performance.now() - start);
    }
    console.log(
      `image: a real PNG of ${REAL_IMAGES.other.length} bytes; ${standIn.requests()} requests reached the host`,
    );
    const miss = summary('first view (miss, fetched from the stand-in)', misses);
    const hit = summary('second view (hit, from the disk cache)', hits);
    summary('  of which images.source (API, SQLite)', sources);
    console.log(`miss / hit: ${(miss / hit).toFixed(1)}×`);

    const cache = await openImageCache(join(dir, 'lookup'), DEFAULT_IMAGE_SETTINGS.cacheCapBytes);
    const addresses = Array.from(
      { length: LOOKUP_ENTRIES },
      (_, i) => `https://cards.scryfall.io/normal/front/${i}.jpg`,
    );
    for (const address of addresses) await cache.put(address, REAL_IMAGES.small, 'png');
    let found = 0;
    const start = performance.now();
    for (let i = 0; i < LOOKUPS; i++) if (await cache.get(addresses[i % LOOKUP_ENTRIES])) found++;
    const perLookup = ((performance.now() - start) * 1000) / LOOKUPS;
    console.log(
      `cache read among ${LOOKUP_ENTRIES} files (file read, checked whole, marked used): ${perLookup.toFixed(2)} µs per read (${found}/${LOOKUPS} found), ` +
        `${((perLookup / 1000 / hit) * 100).toFixed(2)}% of a hit`,
    );
    const reopenStart = performance.now();
    await openImageCache(join(dir, 'lookup'), DEFAULT_IMAGE_SETTINGS.cacheCapBytes);
    console.log(
      `opening the cache (scan of ${LOOKUP_ENTRIES} files): ${(performance.now() - reopenStart).toFixed(0)} ms`,
    );
  } finally {
    db.close();
    await standIn.close();
    cleanup();
  }
}
