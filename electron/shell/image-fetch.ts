// Fetching one card image from the web, for the cache: https only, a few at a time, each within a time limit,
// each address once however many ask at once. An answer is an image only if it says so (2xx, image/*), is not
// too large, and is a whole JPEG, PNG, WebP or GIF: anything else is refused, and nothing refused is stored.
import type { ImageExtension } from './image-cache.ts';
import { wholeImageType } from './image-bytes.ts';

export interface FetchedImage {
  bytes: Uint8Array<ArrayBuffer>;
  extension: ImageExtension;
}

/** Why an answer was not taken as an image. */
export class ImageRefusedError extends Error {
  readonly address: string;
  readonly reason: string;
  constructor(address: string, reason: string) {
    super(`image ${address} refused: ${reason}`);
    this.name = 'ImageRefusedError';
    this.address = address;
    this.reason = reason;
  }
}

export interface ImageFetchOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  /** Time for one whole answer, headers and body. */
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Tests only: the origin of a stand-in server (http://127.0.0.1:<port>) that gets every request instead of
   * the address's own host, with the same path and query.
   */
  standInOrigin?: string;
}

export const IMAGE_FETCH_DEFAULTS = { concurrency: 4, timeoutMs: 20_000, maxBytes: 8 * 1024 * 1024 } as const;

export interface ImageFetcher {
  fetch(address: string): Promise<FetchedImage>;
}

export function createImageFetcher(options: ImageFetchOptions = {}): ImageFetcher {
  const { concurrency, timeoutMs, maxBytes } = { ...IMAGE_FETCH_DEFAULTS, ...options };
  const inFlight = new Map<string, Promise<FetchedImage>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  async function slot(): Promise<() => void> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    return () => {
      running--;
      waiting.shift()?.();
    };
  }

  async function fetchOnce(address: string): Promise<FetchedImage> {
    const release = await slot();
    try {
      return await download(requestUrl(address, options.standInOrigin), address, timeoutMs, maxBytes);
    } finally {
      release();
    }
  }

  return {
    fetch(address) {
      let pending = inFlight.get(address);
      if (!pending) {
        pending = fetchOnce(address).finally(() => inFlight.delete(address));
        inFlight.set(address, pending);
      }
      return pending;
    },
  };
}

function requestUrl(address: string, standInOrigin: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageRefusedError(address, 'not an address');
  }
  if (url.protocol !== 'https:') throw new ImageRefusedError(address, 'not https');
  return standInOrigin ? new URL(`${url.pathname}${url.search}`, standInOrigin) : url;
}

async function download(url: URL, address: string, timeoutMs: number, maxBytes: number): Promise<FetchedImage> {
  const refuse = (reason: string) => new ImageRefusedError(address, reason);
  let response: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(url, { signal, redirect: 'follow', credentials: 'omit', headers: { accept: 'image/*' } });
  } catch (error) {
    throw refuse(signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message);
  }
  // A redirect may not leave https (or, in tests, the stand-in's scheme).
  if (response.redirected && new URL(response.url).protocol !== url.protocol) {
    await response.body?.cancel();
    throw refuse('redirected off https');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw refuse(`status ${response.status}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('image/')) {
    await response.body?.cancel();
    throw refuse(`content type "${type}"`);
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw refuse(`${declared} bytes, more than ${maxBytes}`);
  }
  const bytes = await readBody(response, maxBytes, signal, refuse);
  const extension = wholeImageType(bytes);
  if (!extension) throw refuse('not a whole JPEG, PNG, WebP or GIF');
  return { bytes, extension };
}

async function readBody(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  refuse: (reason: string) => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      length += read.value.byteLength;
      if (length > maxBytes) {
        await reader?.cancel();
        throw refuse(`more than ${maxBytes} bytes`);
      }
      chunks.push(read.value);
    }
  } catch (error) {
    if (error instanceof ImageRefusedError) throw error;
    throw refuse(signal.aborted ? 'the answer did not finish in time' : `the answer broke off: ${String(error)}`);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
