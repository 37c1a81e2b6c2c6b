// The image cache on disk with real PNG bytes: the size cap evicts least-recently-used files, the order survives a
// restart, and nothing half-written is ever served.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../test/shared-data.ts';
import { REAL_IMAGES } from '../../test/image-stand-in.ts';
import { cacheKey, openImageCache } from './image-cache.ts';

const { dir, cleanup } = tempDir();
afterAll(() => cleanup());
let folders = 0;
const folder = () => join(dir, `cache-${++folders}`);

const IMAGE = REAL_IMAGES.other;
const address = (name: string) => `https://cards.scryfall.io/normal/front/${name}.jpg`;
const fileOf = (cacheDir: string, name: string) => join(cacheDir, `${cacheKey(address(name))}.png`);
/** A clock that moves two minutes a reading, so every use is recorded on disk. */
function slowClock(): () => number {
  let time = Date.parse('2026-01-01T00:00:00Z');
  return () => (time += 120_000);
}

describe('image cache', () => {
  it('the size cap evicts the least-recently-used file, not the oldest stored', async () => {
    const cacheDir = folder();
    const cache = await openImageCache(cacheDir, IMAGE.length * 2 + 100, slowClock());
    await cache.put(address('a'), IMAGE, 'png');
    await cache.put(address('b'), IMAGE, 'png');
    expect(await cache.get(address('a'))).toMatchObject({ contentType: 'image/png' });
    await cache.put(address('c'), IMAGE, 'png');
    expect(['a', 'b', 'c'].map((name) => existsSync(fileOf(cacheDir, name)))).toEqual([true, false, true]);
    expect(cache.status()).toEqual({ files: 2, bytes: IMAGE.length * 2, capBytes: IMAGE.length * 2 + 100 });
    expect(Buffer.from((await cache.get(address('c')))!.bytes)).toEqual(IMAGE);
  });

  it("the order of use survives a restart (a file's mtime is its last use)", async () => {
    const cacheDir = folder();
    const clock = slowClock();
    const before = await openImageCache(cacheDir, IMAGE.length * 2 + 100, clock);
    await before.put(address('a'), IMAGE, 'png');
    await before.put(address('b'), IMAGE, 'png');
    await before.get(address('a'));
    const after = await openImageCache(cacheDir, IMAGE.length * 2 + 100, clock);
    expect(after.status().files).toBe(2);
    await after.put(address('c'), IMAGE, 'png');
    expect(['a', 'b', 'c'].map((name) => existsSync(fileOf(cacheDir, name)))).toEqual([true, false, true]);
  });

  it('lowering the cap evicts at once; an image larger than the cap is not stored', async () => {
    const cacheDir = folder();
    const cache = await openImageCache(cacheDir, IMAGE.length * 3, slowClock());
    for (const name of ['a', 'b', 'c']) await cache.put(address(name), IMAGE, 'png');
    await cache.setCap(IMAGE.length);
    expect(['a', 'b', 'c'].map((name) => existsSync(fileOf(cacheDir, name)))).toEqual([false, false, true]);
    await cache.put(address('big'), Buffer.concat([IMAGE, IMAGE]), 'png');
    expect(existsSync(fileOf(cacheDir, 'big'))).toBe(false);
    expect(cache.status()).toMatchObject({ files: 1, bytes: IMAGE.length });
  });

  it('a write cut short leaves only a temp file, removed at the next start; files not its own are left alone', async () => {
    const cacheDir = folder();
    const cache = await openImageCache(cacheDir, IMAGE.length * 4);
    await cache.put(address('a'), IMAGE, 'png');
    writeFileSync(join(cacheDir, 'tmp-0123456789abcdef'), IMAGE.subarray(0, 100));
    writeFileSync(join(cacheDir, 'notes.txt'), 'mine');
    const reopened = await openImageCache(cacheDir, IMAGE.length * 4);
    expect(readdirSync(cacheDir).sort()).toEqual([`${cacheKey(address('a'))}.png`, 'notes.txt']);
    expect(reopened.status()).toMatchObject({ files: 1, bytes: IMAGE.length });
  });

  it('a file cut short or overwritten on disk is a miss and is removed, so the image can be fetched again', async () => {
    const cacheDir = folder();
    const cache = await openImageCache(cacheDir, IMAGE.length * 4);
    for (const name of ['cut', 'overwritten', 'whole']) await cache.put(address(name), IMAGE, 'png');
    writeFileSync(fileOf(cacheDir, 'cut'), IMAGE.subarray(0, IMAGE.length - 100));
    writeFileSync(fileOf(cacheDir, 'overwritten'), '<!doctype html><title>Oops</title>');
    expect(await cache.get(address('cut'))).toBeUndefined();
    expect(await cache.get(address('overwritten'))).toBeUndefined();
    expect(['cut', 'overwritten', 'whole'].map((name) => existsSync(fileOf(cacheDir, name)))).toEqual([
      false,
      false,
      true,
    ]);
    expect(cache.status()).toMatchObject({ files: 1, bytes: IMAGE.length });
    await cache.put(address('cut'), IMAGE, 'png');
    expect(Buffer.from((await cache.get(address('cut')))!.bytes)).toEqual(IMAGE);
  });

  it('a file removed behind its back is a miss; clear() empties the folder', async () => {
    const cacheDir = folder();
    const cache = await openImageCache(cacheDir, IMAGE.length * 4);
    await cache.put(address('a'), IMAGE, 'png');
    await cache.put(address('b'), IMAGE, 'png');
    rmSync(fileOf(cacheDir, 'a'));
    expect(await cache.get(address('a'))).toBeUndefined();
    expect(cache.status()).toMatchObject({ files: 1, bytes: IMAGE.length });
    await cache.clear();
    expect(readdirSync(cacheDir)).toEqual([]);
    expect(cache.status()).toMatchObject({ files: 0, bytes: 0 });
  });
});
