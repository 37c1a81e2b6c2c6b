// The image fetcher against a stand-in host serving real image files: only https, a few requests at a time,
// bounded answers, and only whole images by their own bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../test/shared-data.ts';
import { REAL_IMAGES, startImageStandIn, type ImageStandIn } from '../../test/image-stand-in.ts';
import { createImageFetcher, ImageRefusedError } from './image-fetch.ts';
import { wholeImageType } from './image-bytes.ts';

/** A real GIF (the retry package's documentation figure). */
const REAL_GIF = readFileSync(join(REPO_ROOT, 'node_modules/retry/equation.gif'));
const PNG = REAL_IMAGES.other;

let standIn: ImageStandIn;
beforeAll(async () => {
  standIn = await startImageStandIn();
});
afterAll(() => standIn.close());

describe('image fetcher', () => {
  it('fetches a real PNG and knows it by its bytes', async () => {
    const fetcher = createImageFetcher({ standInOrigin: standIn.origin });
    const image = await fetcher.fetch('https://cards.scryfall.io/large/front/a/b/fetch-png.jpg');
    expect(image.extension).toBe('png');
    expect(Buffer.from(image.bytes)).toEqual(PNG);
  });

  it('sends nothing for an address that is not https', async () => {
    const fetcher = createImageFetcher({ standInOrigin: standIn.origin });
    const before = standIn.requests();
    for (const address of ['http://cards.scryfall.io/x.jpg', 'file:///etc/passwd', 'ftp://example.com/x', 'nonsense'])
      await expect(fetcher.fetch(address), address).rejects.toBeInstanceOf(ImageRefusedError);
    expect(standIn.requests()).toBe(before);
  });

  it('refuses an answer larger than its bound', async () => {
    const fetcher = createImageFetcher({ standInOrigin: standIn.origin, maxBytes: PNG.length - 1 });
    await expect(fetcher.fetch('https://cards.scryfall.io/large/front/a/b/too-big.jpg')).rejects.toMatchObject({
      reason: expect.stringContaining(`${PNG.length}`) as string,
    });
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const fetcher = createImageFetcher({ standInOrigin: standIn.origin, concurrency: 2 });
    const paths = Array.from({ length: 6 }, (_, i) => `/large/front/c/d/slow-${i}.jpg`);
    for (const path of paths) standIn.answer(path, { contentType: 'image/png', body: PNG, delayMs: 50 });
    const images = await Promise.all(paths.map((path) => fetcher.fetch(`https://cards.scryfall.io${path}`)));
    expect(images.map((image) => image.extension)).toEqual(Array(6).fill('png'));
    expect(standIn.maxInFlight()).toBe(2);
  });
});

describe('whole images by their own bytes', () => {
  it('a real PNG and a real GIF are whole; cut short, or with a byte of their end changed, they are not', () => {
    expect(wholeImageType(PNG)).toBe('png');
    expect(wholeImageType(REAL_GIF)).toBe('gif');
    for (const image of [PNG, REAL_GIF]) {
      expect(wholeImageType(image.subarray(0, image.length - 1))).toBeUndefined();
      expect(wholeImageType(image.subarray(0, image.length / 2))).toBeUndefined();
    }
  });

  it('a JPEG runs from SOI (FFD8FF) to EOI (FFD9); a WebP is as long as its RIFF header says', () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Array<number>(14).fill(0), 0xff, 0xd9]);
    expect(wholeImageType(jpeg)).toBe('jpg');
    expect(wholeImageType(jpeg.subarray(0, jpeg.length - 2))).toBeUndefined();
    const riff = (size: number, length: number) => {
      const bytes = new Uint8Array(length);
      bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)));
      new DataView(bytes.buffer).setUint32(4, size, true);
      bytes.set(
        [...'WEBP'].map((c) => c.charCodeAt(0)),
        8,
      );
      return bytes;
    };
    expect(wholeImageType(riff(32, 40))).toBe('webp');
    expect(wholeImageType(riff(32, 30))).toBeUndefined();
    expect(wholeImageType(new TextEncoder().encode('<!doctype html><html></html>'))).toBeUndefined();
  });
});
