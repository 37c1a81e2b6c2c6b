// The image service as the app runs it, over the real API on real card data, with a stand-in image host serving
// real PNG bytes on 127.0.0.1: what reaches the network, what is stored, and what the renderer gets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApi, type Api } from '../api/index.ts';
import { openDatabase, type Db } from '../../db/open.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { scryfallObjectsIn } from '../../test/real-cards.ts';
import { realImageFor, startImageStandIn, type ImageStandIn } from '../../test/image-stand-in.ts';
import { createImageService, imageHostHandlers, type ImageService, type ImageServiceOptions } from './image-service.ts';
import { createTransportServer } from './transport.ts';
import { CANCEL_OPERATION } from '../../protocol/bridge.ts';
import { cacheKey, openImageCache } from './image-cache.ts';
import { createImageFetcher, type ImageFetchOptions } from './image-fetch.ts';
import {
  DEFAULT_IMAGE_SETTINGS,
  IMAGE_PREFETCH_EVENT,
  imagePath,
  MAX_PREFETCH_REQUESTS,
  type ImageMode,
  type ImagePrefetchProgress,
  type ImageRequest,
} from '../../protocol/images.ts';

const { dir, cleanup } = tempDir();
let db: Db;
let api: Api;
let standIn: ImageStandIn;
let cacheNumber = 0;

const SCRYFALL_FILE = 'scooze/test_cards.jsonl';
const objects = scryfallObjectsIn(SCRYFALL_FILE).filter((o) => o.image_uris && o.layout === 'normal');
const dfc = scryfallObjectsIn(SCRYFALL_FILE).find((o) => o.layout === 'transform')!;

beforeAll(async () => {
  db = openDatabase(join(dir, 'images.sqlite'));
  api = createApi({ db });
  await api.invoke('data.import', { files: [sharedPath('scryfall', SCRYFALL_FILE)] });
  standIn = await startImageStandIn();
});
afterAll(async () => {
  await standIn.close();
  db.close();
  cleanup();
});
afterEach(async () => {
  await api.invoke('images.settings', { mode: DEFAULT_IMAGE_SETTINGS.mode });
});

/** A service over a cache folder of its own (or the given one), fetching from the stand-in. */
function service(
  cacheDir = join(dir, `cache-${++cacheNumber}`),
  fetch: ImageFetchOptions = {},
  options: Pick<ImageServiceOptions, 'retryFailedAfterMs' | 'now'> = {},
): ImageService {
  return createImageService({
    ...options,
    cache: openImageCache(cacheDir, DEFAULT_IMAGE_SETTINGS.cacheCapBytes),
    fetcher: createImageFetcher({ standInOrigin: standIn.origin, ...fetch }),
    source: (request) => api.invoke('images.source', request),
    settings: () => api.invoke('images.settings', {}),
  });
}

const printing = (index: number, size: ImageRequest['size'] = 'normal'): ImageRequest => ({
  subject: 'printing',
  id: objects[index].id,
  face: 'front',
  size,
});
/** The path the stand-in sees for a request: the Scryfall address's own path. */
const upstreamPath = (index: number, size: 'small' | 'normal' | 'large' = 'normal') =>
  new URL((objects[index].image_uris as Record<string, string>)[size]).pathname;
const get = (images: ImageService, request: ImageRequest) =>
  images.handle(new Request(`decklab://app${imagePath(request)}`));
const setMode = (mode: ImageMode) => api.invoke('images.settings', { mode });

describe('card images through the image service', () => {
  it('the first view fetches once; the second is served from the cache with no request', async () => {
    const images = service();
    const first = await get(images, printing(0, 'small'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(realImageFor(upstreamPath(0, 'small')));
    expect(standIn.requests(upstreamPath(0, 'small'))).toBe(1);
    const second = await get(images, printing(0, 'small'));
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(realImageFor(upstreamPath(0, 'small')));
    expect(standIn.requests(upstreamPath(0, 'small'))).toBe(1);
    expect(await images.status()).toMatchObject({ files: 1, bytes: realImageFor(upstreamPath(0, 'small')).length });
  });

  it('a cached image is served offline forever: after a restart, with the host gone', async () => {
    const cacheDir = join(dir, 'cache-restart');
    expect((await get(service(cacheDir), printing(1))).status).toBe(200);
    const before = standIn.requests();
    const offline = service(cacheDir, { standInOrigin: 'http://127.0.0.1:9' });
    const again = await get(offline, printing(1));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(realImageFor(upstreamPath(1)));
    expect(standIn.requests()).toBe(before);
    expect((await get(offline, printing(2))).status).toBe(404);
  });

  it('each size and the back face of a transform card are images of their own', async () => {
    const images = service();
    for (const face of ['front', 'back'] as const) {
      const response = await get(images, { subject: 'printing', id: dfc.id, face, size: 'large' });
      expect(response.status, face).toBe(200);
    }
    const faces = dfc.card_faces!.map((f) => new URL((f.image_uris as Record<string, string>).large).pathname);
    expect(faces.map((path) => standIn.requests(path))).toEqual([1, 1]);
    expect((await images.status()).files).toBe(2);
  });

  it("'off' makes no request at all and shows nothing, cached or not; 'cached' shows only what is on disk", async () => {
    const images = service();
    expect((await get(images, printing(3))).status).toBe(200);
    const before = standIn.requests();
    await setMode('off');
    expect((await get(images, printing(3))).status).toBe(404);
    expect((await get(images, printing(4))).status).toBe(404);
    await expect(images.prefetch([printing(4), printing(5)])).rejects.toMatchObject({
      code: 'conflict',
      reason: 'images.off',
    });
    await setMode('cached');
    expect((await get(images, printing(3))).status).toBe(200);
    expect((await get(images, printing(4))).status).toBe(404);
    await expect(images.prefetch([printing(4)])).rejects.toMatchObject({
      code: 'conflict',
      reason: 'images.cached-only',
    });
    expect(standIn.requests()).toBe(before);
  });

  it('a truncated image, an HTML page, a wrong content type and a 500 are refused, and none is cached', async () => {
    const images = service(undefined, {}, { retryFailedAfterMs: 0 });
    const path = upstreamPath(6);
    const real = realImageFor(path);
    const broken = [
      { contentType: 'image/png', body: real.subarray(0, real.length - 100) },
      { contentType: 'text/html', body: '<!doctype html><title>Oops</title>' },
      { contentType: 'image/jpeg', body: '<!doctype html><title>Not an image</title>' },
      { contentType: 'application/octet-stream', body: real },
      { status: 500, contentType: 'image/png', body: real },
    ];
    for (const [i, answer] of broken.entries()) {
      standIn.answer(path, answer);
      const response = await get(images, printing(6));
      expect(response.status, JSON.stringify(answer.contentType)).toBe(404);
      expect(response.headers.get('content-type')).toBeNull();
      expect(standIn.requests(path)).toBe(i + 1);
      expect((await images.status()).files).toBe(0);
    }
    standIn.answer(path, undefined);
    expect((await get(images, printing(6))).status).toBe(200);
    expect(standIn.requests(path)).toBe(broken.length + 1);
  });

  it("a cached file cut short on disk is dropped: 'cached' shows the placeholder, 'on' fetches it again", async () => {
    const cacheDir = join(dir, 'cache-cut-short');
    const images = service(cacheDir);
    const path = upstreamPath(26);
    expect((await get(images, printing(26))).status).toBe(200);
    const [file] = readdirSync(cacheDir);
    const cut = () => writeFileSync(join(cacheDir, file), readFileSync(join(cacheDir, file)).subarray(0, 1000));
    cut();
    await setMode('cached');
    expect((await get(images, printing(26))).status).toBe(404);
    expect(readdirSync(cacheDir)).toEqual([]);
    expect(standIn.requests(path)).toBe(1);
    await setMode('on');
    const again = await get(images, printing(26));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(realImageFor(path));
    expect(standIn.requests(path)).toBe(2);
    cut();
    expect((await get(images, printing(26))).status).toBe(200);
    expect(standIn.requests(path)).toBe(3);
    expect(await images.status()).toMatchObject({ files: 1, bytes: realImageFor(path).length });
  });

  it('a view does not ask again for an image that failed a moment ago; later, or on prefetch, it does', async () => {
    let time = 0;
    const images = service(undefined, {}, { retryFailedAfterMs: 60_000, now: () => time });
    const path = upstreamPath(25);
    standIn.answer(path, { status: 404, contentType: 'text/html', body: 'not found' });
    expect((await get(images, printing(25))).status).toBe(404);
    time += 59_000;
    expect((await get(images, printing(25))).status).toBe(404);
    expect(standIn.requests(path)).toBe(1);
    expect(await images.prefetch([printing(25)])).toMatchObject({ failed: 1 });
    expect(standIn.requests(path)).toBe(2);
    standIn.answer(path, undefined);
    time += 61_000;
    expect((await get(images, printing(25))).status).toBe(200);
    expect(standIn.requests(path)).toBe(3);
  });

  it('an answer slower than the time limit is refused and not cached', async () => {
    const images = service(undefined, { timeoutMs: 200 });
    standIn.answer(upstreamPath(7), { contentType: 'image/png', body: realImageFor(upstreamPath(7)), delayMs: 1000 });
    expect((await get(images, printing(7))).status).toBe(404);
    expect((await images.status()).files).toBe(0);
    standIn.answer(upstreamPath(7), undefined);
  });

  it('many requests for one image at once fetch it once', async () => {
    const images = service();
    const responses = await Promise.all(Array.from({ length: 12 }, () => get(images, printing(8))));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(standIn.requests(upstreamPath(8))).toBe(1);
  });

  it('no image to give is a 404 with no request: an unknown printing, the back of a one-sided card, other paths', async () => {
    const images = service();
    const before = standIn.requests();
    expect((await get(images, { ...printing(9), id: 'no-such-printing' })).status).toBe(404);
    expect((await get(images, { ...printing(9), face: 'back' })).status).toBe(404);
    for (const url of ['decklab://app/images/printing/x/front', 'decklab://app/images/deck/x/front/small'])
      expect((await images.handle(new Request(url))).status, url).toBe(404);
    expect(
      (await images.handle(new Request(`decklab://app${imagePath(printing(9))}`, { method: 'POST' }))).status,
    ).toBe(404);
    expect(standIn.requests()).toBe(before);
  });

  it('prefetch fetches only what is missing, reports progress, and stops when cancelled', async () => {
    const images = service();
    await get(images, printing(10));
    const requests = [printing(10), printing(11), printing(12), { ...printing(13), id: 'no-such-printing' }];
    const progress: ImagePrefetchProgress[] = [];
    const result = await images.prefetch(requests, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ fetched: 2, cached: 1, none: 1, failed: 0 });
    expect(progress.at(-1)).toEqual({ type: IMAGE_PREFETCH_EVENT, done: 4, total: 4 });
    expect([10, 11, 12].map((i) => standIn.requests(upstreamPath(i)))).toEqual([1, 1, 1]);

    const cancel = new AbortController();
    cancel.abort();
    const before = standIn.requests();
    await expect(images.prefetch([printing(14), printing(15)], { signal: cancel.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(standIn.requests()).toBe(before);
  });

  it('taking images offline reads what it counts as saved: a damaged file is fetched again, a whole one kept from eviction', async () => {
    const cacheDir = join(dir, 'cache-offline-kept');
    const size = realImageFor(upstreamPath(27)).length;
    // A cap that holds two of these images: a third one stored evicts the least recently used.
    let mode: ImageMode = 'on';
    const images = createImageService({
      cache: openImageCache(cacheDir, size * 2 + 100),
      fetcher: createImageFetcher({ standInOrigin: standIn.origin }),
      source: (request) => api.invoke('images.source', request),
      settings: () => Promise.resolve({ mode, cacheCapBytes: size * 2 + 100 }),
    });
    const fileOf = async (i: number) =>
      join(cacheDir, `${cacheKey((await api.invoke('images.source', printing(i)))!)}.png`);
    expect((await get(images, printing(27))).status).toBe(200);
    writeFileSync(await fileOf(27), '<!doctype html><title>Oops</title>');
    expect(await images.prefetch([printing(27)])).toEqual({ fetched: 1, cached: 0, none: 0, failed: 0 });
    expect(standIn.requests(upstreamPath(27))).toBe(2);
    expect(readFileSync(await fileOf(27))).toEqual(realImageFor(upstreamPath(27)));

    // 27 was stored before 28: only the prefetch's use of it keeps it when a third comes in.
    expect((await get(images, printing(28))).status).toBe(200);
    expect(await images.prefetch([printing(27)])).toEqual({ fetched: 0, cached: 1, none: 0, failed: 0 });
    expect((await get(images, printing(0))).status).toBe(200);
    expect((await images.status()).files).toBe(2);
    const before = standIn.requests();
    mode = 'cached';
    expect((await get(images, printing(27))).status).toBe(200);
    expect((await get(images, printing(28))).status).toBe(404);
    expect(standIn.requests()).toBe(before);
  });

  it('through the transport: prefetch is cancelled by its request id, and a list over the bound is refused', async () => {
    const server = createTransportServer(
      api,
      imageHostHandlers(service(), () => {}),
    );
    // More requests than prefetch works on at once, each answered slowly: the cancel comes while the first run.
    const slow = [17, 18, 19, 20, 21, 22, 23, 24];
    for (const i of slow)
      standIn.answer(upstreamPath(i), { contentType: 'image/png', delayMs: 300, body: realImageFor(upstreamPath(i)) });
    const running = server.handle('images.prefetch', { requests: slow.map((i) => printing(i)) }, 'prefetch-1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.handle(CANCEL_OPERATION, { requestId: 'prefetch-1' });
    expect(await running).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const requested = slow.map((i) => standIn.requests(upstreamPath(i)));
    expect(requested.filter((n) => n === 0).length).toBeGreaterThan(0);
    const tooMany = Array.from({ length: MAX_PREFETCH_REQUESTS + 1 }, () => printing(17));
    expect(await server.handle('images.prefetch', { requests: tooMany })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    for (const i of slow) standIn.answer(upstreamPath(i), undefined);
  });

  it("a prefetch stops sending the moment images are turned 'off'", async () => {
    const images = service();
    const slow = [1, 2, 3, 4, 5, 6, 7, 8];
    const before = slow.map((i) => standIn.requests(upstreamPath(i)));
    for (const i of slow)
      standIn.answer(upstreamPath(i), { contentType: 'image/png', delayMs: 200, body: realImageFor(upstreamPath(i)) });
    const running = images.prefetch(slow.map((i) => printing(i)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await setMode('off');
    await expect(running).rejects.toMatchObject({ code: 'conflict', params: { mode: 'off' } });
    const sent = slow.filter((i, n) => standIn.requests(upstreamPath(i)) > before[n]);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(slow.length);
    for (const i of slow) standIn.answer(upstreamPath(i), undefined);
  });

  it('clear cache empties the folder; the next view fetches again', async () => {
    const cacheDir = join(dir, 'cache-clear');
    const images = service(cacheDir);
    await get(images, printing(16));
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(await images.clearCache()).toMatchObject({ files: 0, bytes: 0 });
    expect(readdirSync(cacheDir)).toEqual([]);
    await get(images, printing(16));
    expect(standIn.requests(upstreamPath(16))).toBe(2);
  });
});
