// Card images in the real browser: the page asks for image paths on its own origin, the test server answers them
// with the real image service (as the app's scheme does), fetching from a stand-in host serving real PNG bytes.
// The page's CSP lets no image come from anywhere else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';
import { startImageStandIn, type ImageStandIn } from '../test/image-stand-in.ts';
import { imagePath, type ImagePrefetchResult, type ImageRequest } from '../protocol/images.ts';
import type { DecklabBridge } from '../protocol/bridge.ts';

let standIn: ImageStandIn;

beforeAll(async () => {
  standIn = await startImageStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
const app = appForFile(() => ({ images: { standInOrigin: standIn.origin } }));
afterEach(async () => {
  await app.host.invoke('images.settings', { mode: 'on' });
});

/** Shows an <img> for the path in the page; its natural width once loaded, or null when it failed. */
function showImage(page: Page, src: string): Promise<number | null> {
  return page.evaluate(
    (source) =>
      new Promise<number | null>((resolve) => {
        const img = document.createElement('img');
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(null);
        img.src = source;
        document.body.append(img);
      }),
    src,
  );
}

async function cardId(name: string): Promise<string> {
  const { cards } = await app.host.invoke('cards.search', { query: `!"${name}"` });
  return cards[0].id;
}

describe('card images in the page', () => {
  it('a card image is fetched once, then shown from the cache with no request', async () => {
    const request: ImageRequest = { subject: 'card', id: await cardId('Shock'), face: 'front', size: 'normal' };
    const before = standIn.requests();
    expect(await showImage(app.page, imagePath(request))).toBe(256);
    expect(standIn.requests()).toBe(before + 1);
    expect(await showImage(app.page, imagePath(request))).toBe(256);
    expect(standIn.requests()).toBe(before + 1);
  });

  it("with images 'off' the page gets no image and no request leaves", async () => {
    await app.host.invoke('images.settings', { mode: 'off' });
    const before = standIn.requests();
    const request: ImageRequest = { subject: 'card', id: await cardId('Pacifism'), face: 'front', size: 'large' };
    expect(await showImage(app.page, imagePath(request))).toBeNull();
    expect(standIn.requests()).toBe(before);
  });

  it('prefetch through the bridge fetches what is missing and reports progress', async () => {
    const ids = await Promise.all(['Unsummon', 'Mind Rot', 'Shock'].map(cardId));
    const requests = ids.map((id) => ({ subject: 'card', id, face: 'front', size: 'normal' }) as const);
    const { result, progress } = await app.page.evaluate(async (input) => {
      const { decklab } = window as unknown as { decklab: DecklabBridge };
      const events: unknown[] = [];
      const stop = decklab.on('images.prefetch.progress', (event) => events.push(event));
      const envelope = (await decklab.invoke('images.prefetch', { requests: input })) as {
        value: ImagePrefetchResult;
      };
      stop();
      return { result: envelope.value, progress: events };
    }, requests);
    expect(result).toEqual({ fetched: 2, cached: 1, none: 0, failed: 0 });
    expect(progress.length).toBeGreaterThan(0);
  });

  it('an image from any other origin is blocked by the CSP before a request is made', async () => {
    const remote = `${standIn.origin}/normal/front/0/0/remote.jpg`;
    const before = standIn.requests();
    const blocked = await app.page.evaluate(
      (source) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
          const img = document.createElement('img');
          img.src = source;
          document.body.append(img);
        }),
      remote,
    );
    expect(blocked).toBe('img-src');
    expect(standIn.requests()).toBe(before);
    // The browser reports the violation on the console: expected here, and only here.
    expect(app.pageErrors.splice(0).every((e) => e.includes('Content Security Policy'))).toBe(true);
  });
});
