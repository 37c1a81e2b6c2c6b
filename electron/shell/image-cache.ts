// Card images on disk, in <userData>/image-cache/: one file per remote address, named by its hash, written
// atomically (a temp file renamed into place, so a crash leaves no half image). Least-recently-used files are
// evicted past the size cap. The index is in memory, built by scanning the folder at start; a file's mtime is
// its last use (touched at most once a minute), so the order survives a restart without a database. A file read
// back is checked whole (image-bytes.ts): one damaged on disk is dropped, never served as a broken image.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageCacheStatus } from '../../protocol/images.ts';
import { wholeImageType } from './image-bytes.ts';

/** Image types the cache stores, by the extension of their file. */
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

export interface CachedImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface ImageCache {
  /**
   * The stored image, marked as used; undefined on a miss, when its file has gone, or when it is no longer a whole
   * image of its type (cut short or damaged on disk): such a file is dropped, so the image is fetched again.
   */
  get(address: string): Promise<CachedImage | undefined>;
  /** Stores an image (already checked by the fetcher), then evicts past the cap. */
  put(address: string, bytes: Uint8Array, extension: ImageExtension): Promise<void>;
  /** A new cap; evicts at once when the cache is over it. */
  setCap(capBytes: number): Promise<void>;
  clear(): Promise<void>;
  status(): ImageCacheStatus;
}

interface Entry {
  file: string;
  bytes: number;
  /** When its mtime was last set (ms). */
  touchedAt: number;
}

const TEMP_PREFIX = 'tmp-';
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_FILE = /^([0-9a-f]{40})\.(jpg|png|webp|gif)$/;

export function cacheKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 40);
}

/** A cache file's index entry; undefined for anything else (a leftover temp file is removed). */
async function scanFile(dir: string, name: string): Promise<(Entry & { key: string }) | undefined> {
  const file = join(dir, name);
  const match = CACHE_FILE.exec(name);
  if (!match) {
    if (name.startsWith(TEMP_PREFIX)) await rm(file, { force: true });
    return undefined;
  }
  const info = await stat(file);
  return { key: match[1], file, bytes: info.size, touchedAt: info.mtimeMs };
}

/** Opens (creating) the cache folder and indexes what is in it; leftover temp files are removed. */
export async function openImageCache(dir: string, capBytes: number, now: () => number = Date.now): Promise<ImageCache> {
  await mkdir(dir, { recursive: true });
  // A Map iterates in insertion order: re-inserting on use keeps it least-recently-used first.
  const index = new Map<string, Entry>();
  let total = 0;
  let cap = capBytes;

  // Every stat at once: the thread pool works through them in parallel, a few times faster than one by one.
  const scanned = (await Promise.all((await readdir(dir)).map((name) => scanFile(dir, name)))).filter(
    (entry) => entry !== undefined,
  );
  scanned.sort((a, b) => a.touchedAt - b.touchedAt);
  for (const { key, ...entry } of scanned) {
    index.set(key, entry);
    total += entry.bytes;
  }

  function forget(key: string, entry: Entry): void {
    index.delete(key);
    total -= entry.bytes;
  }

  async function evict(): Promise<void> {
    for (const [key, entry] of index) {
      if (total <= cap) break;
      forget(key, entry);
      await rm(entry.file, { force: true });
    }
  }

  async function use(key: string, entry: Entry): Promise<void> {
    index.delete(key);
    index.set(key, entry);
    const time = now();
    if (time - entry.touchedAt < TOUCH_INTERVAL_MS) return;
    entry.touchedAt = time;
    const seconds = time / 1000;
    await utimes(entry.file, seconds, seconds).catch(() => {});
  }

  return {
    async get(address) {
      const key = cacheKey(address);
      const entry = index.get(key);
      if (!entry) return undefined;
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = await readFile(entry.file);
      } catch {
        if (index.get(key) === entry) forget(key, entry);
        return undefined;
      }
      const extension = entry.file.slice(entry.file.lastIndexOf('.') + 1) as ImageExtension;
      if (wholeImageType(bytes) !== extension) {
        // Unless a new image replaced it while this one was read.
        if (index.get(key) === entry) {
          forget(key, entry);
          await rm(entry.file, { force: true });
        }
        return undefined;
      }
      await use(key, entry);
      return { bytes, contentType: IMAGE_TYPES[extension] };
    },
    async put(address, bytes, extension) {
      if (bytes.byteLength > cap) return;
      const key = cacheKey(address);
      const file = join(dir, `${key}.${extension}`);
      const temp = join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
      const time = now();
      await writeFile(temp, bytes);
      try {
        await utimes(temp, time / 1000, time / 1000);
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      const old = index.get(key);
      if (old) forget(key, old);
      if (old && old.file !== file) await rm(old.file, { force: true });
      index.set(key, { file, bytes: bytes.byteLength, touchedAt: time });
      total += bytes.byteLength;
      await evict();
    },
    async setCap(capBytes) {
      cap = capBytes;
      await evict();
    },
    async clear() {
      const entries = [...index.values()];
      index.clear();
      total = 0;
      for (const entry of entries) await rm(entry.file, { force: true });
    },
    status: () => ({ files: index.size, bytes: total, capBytes: cap }),
  };
}
